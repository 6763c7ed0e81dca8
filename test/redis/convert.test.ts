// toNodeRedisOptions and toIoredisOptions: the fixtures, decoding properties, and the drivers' own types.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import { inspect } from "node:util";
import fc from "fast-check";
import { Redis, type RedisOptions } from "ioredis";
import { createClient } from "redis";
import {
  createRegistry,
  DburiError,
  encodePercent,
  interpret,
  registry,
  toIoredisOptions,
  toNodeRedisOptions,
} from "../../src/index.ts";

interface ConvertCase {
  readonly uri: string;
  readonly nodeRedis: unknown;
  readonly ioredis: unknown;
}

const CASES = JSON.parse(
  readFileSync(new URL("../fixtures/redis/convert.json", import.meta.url), "utf8"),
) as ConvertCase[];

/** A stand-in file reader: the fixtures expect "PEM of <path>". */
const readFile = (path: string) => `PEM of ${path}`;

/** A plain copy of the options' own fields (printing them would redact), functions as "[Function]". */
function plain(value: unknown): unknown {
  if (typeof value === "function") return "[Function]";
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item)]));
}

/** The options as plain data, or `{ error: code }` for a DburiError. */
function outcome(convert: () => unknown): unknown {
  try {
    return plain(convert());
  } catch (error) {
    if (error instanceof DburiError) return { error: error.code };
    throw error;
  }
}

const CONVERSIONS = [
  ["toNodeRedisOptions", toNodeRedisOptions, "nodeRedis"],
  ["toIoredisOptions", toIoredisOptions, "ioredis"],
] as const;

for (const [name, convert, field] of CONVERSIONS) {
  describe(name, () => {
    for (const fixture of CASES) {
      test(fixture.uri, () =>
        assert.deepEqual(
          outcome(() => convert(fixture.uri, { readFile })),
          fixture[field],
        ),
      );
    }
  });
}

describe("conversions take targets too, and refuse what they cannot do", () => {
  test("a Target gives the same options as its text", () => {
    const uri = "rediss://u:p%25w@h:7000/9?client_name=x";
    assert.deepEqual(toNodeRedisOptions(interpret(uri)), toNodeRedisOptions(uri));
    assert.deepEqual(toIoredisOptions(interpret(uri)), toIoredisOptions(uri));
  });

  test("a file setting without a reader is read-file-required, naming the file", () => {
    for (const convert of [toNodeRedisOptions, toIoredisOptions]) {
      assert.throws(
        () => convert("rediss://h?ssl_ca_certs=/etc/ca.pem"),
        (error: unknown) =>
          error instanceof DburiError &&
          error.code === "read-file-required" &&
          error.reason.includes("/etc/ca.pem"),
      );
    }
  });

  test("a target of another engine is invalid-argument", () => {
    const mine = createRegistry([{ name: "acme", status: "unregistered" }], { base: registry });
    const other = interpret("acme://h/1", { registry: mine });
    for (const convert of [toNodeRedisOptions, toIoredisOptions]) {
      assert.throws(
        () => convert(other),
        (error: unknown) => error instanceof DburiError && error.code === "invalid-argument",
      );
    }
  });
});

describe("the options print redacted", () => {
  const uri =
    "rediss://app:Pw0rdX@h/1?ssl_password=Ph4seX&ssl_keyfile=/etc/client.key&ssl_certfile=/etc/client.pem";
  for (const [name, convert] of CONVERSIONS) {
    test(name, () => {
      const options = convert(uri, { readFile: (path) => `PEM of ${path}` });
      const shown = [
        JSON.stringify(options),
        inspect(options, { depth: 10 }),
        String(JSON.stringify(options)),
      ];
      for (const text of shown) {
        for (const secret of ["Pw0rdX", "Ph4seX", "PEM of /etc/client.key"])
          assert.ok(!text.includes(secret), text);
        assert.ok(text.includes("PEM of /etc/client.pem"), "the certificate is not secret");
      }
      const read = plain(options) as { password: string };
      assert.equal(read.password, "Pw0rdX");
    });
  }
});

describe("decoded exactly once", () => {
  test("any user and password, percent-encoded into the userinfo, arrive intact in both", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, unit: "grapheme" }),
        fc.string({ minLength: 1, unit: "grapheme" }),
        (user, password) => {
          const uri = `redis://${encodePercent(user)}:${encodePercent(password)}@h/1`;
          const node = toNodeRedisOptions(uri);
          const io = toIoredisOptions(uri);
          assert.equal(node.password, password);
          assert.equal(io.password, password);
          assert.equal(node.username, user);
          assert.equal(io.username, user);
        },
      ),
    );
  });

  test("a literal '%41' in a password stays '%41' once encoded", () => {
    const uri = `redis://:${encodePercent("%41=")}@h`;
    assert.equal(toNodeRedisOptions(uri).password, "%41=");
    assert.equal(toIoredisOptions(uri).password, "%41=");
  });

  test("any db-number becomes that number", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_147_483_647 }), (db) => {
        assert.equal(toNodeRedisOptions(`redis://h/${db}`).database, db);
        assert.equal(toIoredisOptions(`rediss://h?db=${db}`).db, db);
      }),
    );
  });
});

describe("the drivers accept the options as they are", () => {
  const uri = "rediss://app:pw@[::1]:6390/3?client_name=web&protocol=2&socket_timeout=1&ssl_cert_reqs=none";

  test("node-redis: createClient type-checks with them and keeps them", () => {
    const options = toNodeRedisOptions(uri);
    // @redis/client's own createClient writes credentialsProvider into the object it is given.
    assert.equal(Object.isFrozen(options), false);
    const client = createClient(options);
    assert.equal(client.options?.database, 3);
    assert.equal(client.options?.socket?.tls, true);
  });

  test("ioredis: RedisOptions, and new Redis keeps them", () => {
    const options: RedisOptions = toIoredisOptions(uri);
    const client = new Redis({ ...options, lazyConnect: true });
    try {
      assert.equal(client.options.host, "::1");
      assert.equal(client.options.db, 3);
      assert.equal(client.options.tls?.rejectUnauthorized, false);
      assert.equal(client.options.connectionName, "web");
    } finally {
      client.disconnect();
    }
  });
});

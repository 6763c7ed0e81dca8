// Leak class and wrong credentials: a ";" inside a secret query value. RFC 3986 §3.4 leaves the query's
// separators to the scheme. libpq, ioredis, amqplib, mysql2, the MongoDB driver and URLSearchParams split a
// query at "&" only, so `postgresql://app@db/shop?password=s3cret;tail` has the password `s3cret;tail`;
// dburi split at ";" too: it printed `password=***;tail` (the rest of the password, and a parameter
// `tail`) in String(target), redact(), errors and the CLI, and handed redis, amqp, mysql and mongodb
// drivers the password `s3cret`. Only the db: proposal separates pairs with ";" as well as "&".
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { inspect } from "node:util";
import { parseURL } from "ioredis/built/utils/index.js";
import {
  type DburiError,
  interpret,
  parseUri,
  redact,
  redactedView,
  redactUri,
  toAmqplibOptions,
  toDsn,
  toIoredisOptions,
  toMariadbConfig,
  toMysql2Config,
  toNodeRedisOptions,
  toPgConfig,
} from "../../src/index.ts";
import { dburi } from "../cli/run.ts";

const HEAD = "s3cretHead";
const TAIL = "s3cretTail";
const PASSWORD = `${HEAD};${TAIL}`;
const ENCODED = `${HEAD};${TAIL}`;

/** A bare URI of each family with the password in a secret query key, as its reader takes it. */
const BARE = [
  `postgresql://app@db.example.com/shop?password=${ENCODED}`,
  `postgresql://app:pw@db.example.com/shop?sslpassword=${ENCODED}`,
  `redis://db.example.com/0?password=${ENCODED}`,
  `rediss://u@db.example.com/?password=${ENCODED}&db=1`,
  `amqps://u@db.example.com/v?password=${ENCODED}`,
  `mysql://app@db.example.com/shop?sslpassword=${ENCODED}`,
  `mongodb://app@db.example.com/shop?tlsCertificateKeyFilePassword=${ENCODED}`,
];

describe("a ';' inside a secret query value of a bare URI", () => {
  for (const uri of BARE) {
    test(`${redact(uri)}: the whole value is hidden in every output`, () => {
      const target = interpret(uri);
      const shown = [
        String(target),
        JSON.stringify(target),
        inspect(target),
        redact(uri),
        redactUri(uri),
        String(parseUri(uri, { hostList: true })),
        JSON.stringify(parseUri(uri, { hostList: true }).redacted().params),
        JSON.stringify(redactedView(target)),
        toDsn(target, "uri", { redact: true }),
      ];
      for (const text of shown) {
        assert.ok(!text.includes(TAIL), text);
        assert.ok(!text.includes(HEAD), text);
        assert.ok(!/[?&;]tail|"tail"/.test(text), text);
      }
      // The reading: one parameter, the whole value.
      const key = uri.slice(uri.indexOf("?") + 1, uri.indexOf("="));
      assert.deepEqual(
        target.params.filter(([k]) => k === key),
        [[key, PASSWORD]],
      );
    });
  }

  test("an error about the URI shows none of it", () => {
    for (const uri of BARE) {
      const broken = uri.replace("db.example.com", "db.example.com:99999");
      assert.throws(
        () => interpret(broken),
        (error: DburiError) => !String(error).includes(TAIL) && !String(error).includes(HEAD),
      );
    }
  });

  test("the CLI shows none of it (parse, parse --json, check)", () => {
    for (const uri of BARE) {
      for (const args of [
        ["parse", uri],
        ["parse", "--json", uri],
        ["check", uri],
      ]) {
        const run = dburi(args);
        const out = `${run.stdout}${run.stderr}`;
        assert.ok(!out.includes(TAIL) && !out.includes(HEAD), `${args.join(" ")}: ${out}`);
      }
    }
  });
});

describe("the drivers get the password their own readers take", () => {
  test("the reference readers split at '&' only (URLSearchParams, ioredis's own parseURL)", () => {
    assert.equal(new URLSearchParams(`password=${ENCODED}&db=1`).get("password"), PASSWORD);
    assert.equal(parseURL(`redis://h/0?password=${ENCODED}`).password, PASSWORD);
  });
  test("redis: ioredis and node-redis", () => {
    const target = interpret(`redis://h/0?password=${ENCODED}`);
    assert.equal(target.password, PASSWORD);
    assert.equal(toIoredisOptions(target).password, PASSWORD);
    assert.equal(toNodeRedisOptions(target).password, PASSWORD);
  });
  test("amqp: amqplib (the key file's passphrase, amqps' `password`)", () => {
    const target = interpret(`amqps://u@h/v?password=${ENCODED}`);
    assert.equal((target.options as Record<string, unknown>).password, PASSWORD);
    assert.equal(toAmqplibOptions(target).socketOptions.passphrase, PASSWORD);
  });
  test("mysql: mysql2 and mariadb (Prisma's sslpassword, the key's passphrase)", () => {
    const target = interpret(`mysql://app@h/shop?sslpassword=${ENCODED}&ssl=true`);
    assert.equal((target.options as Record<string, unknown>).sslpassword, PASSWORD);
    assert.equal((toMysql2Config(target).ssl as { passphrase?: string }).passphrase, PASSWORD);
    assert.equal((toMariadbConfig(target).ssl as { passphrase?: string }).passphrase, PASSWORD);
  });
  test("postgres: libpq's reading and node-postgres", () => {
    const target = interpret(`postgresql://app@h/shop?password=${ENCODED}`);
    assert.equal(target.password, PASSWORD);
    assert.equal(toPgConfig(target).password, PASSWORD);
    assert.match(toDsn(target, "libpq"), /password=s3cretHead;s3cretTail(\s|$)/);
  });
  test("a parameter after a ';' is part of the value, not a parameter", () => {
    const target = interpret("redis://h/0?client_name=a;db=5");
    assert.equal((target.options as Record<string, unknown>).client_name, "a;db=5");
    assert.equal((target as { db?: number }).db, 0);
  });
});

describe("the db: proposal separates pairs with ';' as with '&'", () => {
  for (const [uri, key] of [
    [`db:pg://app@h/shop?password=${ENCODED}`, "password"],
    [`db:redis://h/0?password=${ENCODED}`, "password"],
    [`db:amqps://u@h/v?password=${ENCODED}`, "password"],
  ] as const) {
    test(`${redact(uri)}: the password is '${HEAD}', '${TAIL}' a parameter, and nothing of the password shows`, () => {
      const target = interpret(uri);
      assert.equal(
        key === "password" && uri.startsWith("db:amqps")
          ? (target.options as Record<string, unknown>).password
          : target.password,
        HEAD,
      );
      assert.deepEqual(target.params, [
        [key, HEAD],
        [TAIL, ""],
      ]);
      for (const text of [String(target), redact(uri), JSON.stringify(target)])
        assert.ok(!text.includes(HEAD), text);
    });
  }
  test("uri.querySeparators names the rule; the parse option chooses it", () => {
    assert.equal(parseUri("db:pg://h/x?a=1;b=2").querySeparators, "&;");
    assert.equal(parseUri("postgresql://h/x?a=1;b=2").querySeparators, "&");
    assert.deepEqual(parseUri("x://h?a=1;b=2", { querySeparators: "&;" }).params, [
      ["a", "1"],
      ["b", "2"],
    ]);
    assert.equal(parseUri("x://h?a=1;b=2", { querySeparators: "&;" }).withPort(1).querySeparators, "&;");
    assert.throws(
      () => parseUri("x://h", { querySeparators: ";" as "&" }),
      (error: DburiError) => error.code === "invalid-argument",
    );
  });
  test("a db: URI written as a bare one keeps its pairs (the ';' becomes '&')", () => {
    assert.equal(
      toDsn(interpret("db:pg://h/db?application_name=a;connect_timeout=5"), "uri"),
      "postgresql://h/db?application_name=a&connect_timeout=5",
    );
    // And a ';' inside a bare URI's value is encoded where a db: reader would split it.
    assert.equal(toDsn(interpret("redis://h/0?client_name=a;b"), "uri"), "redis://h/0?client_name=a%3Bb");
  });
});

// Interpretation of redis:, rediss: and the Redis socket forms, from the fixtures and the registration.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import { inspect } from "node:util";
import fc from "fast-check";
import {
  DburiError,
  type Finding,
  interpret,
  isRedisTarget,
  parseUri,
  REDIS_DEFINITION,
  REDIS_PARAMS,
  REDIS_SOCKET_DEFINITION,
  REDISS_DEFINITION,
  type RedisTarget,
  registry,
  type Target,
  toIoredisOptions,
  toNodeRedisOptions,
  tryInterpret,
} from "../../src/index.ts";
import { assertImmutable } from "../helpers/immutable.ts";
import { refusal } from "../helpers/rejection.ts";

interface ValidCase {
  readonly uri: string;
  readonly expect: Readonly<Record<string, unknown>>;
  readonly warnings: readonly string[];
}

interface InvalidCase {
  readonly uri: string;
  readonly code: string;
  readonly index: number;
}

function fixture<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(`../fixtures/redis/${name}`, import.meta.url), "utf8")) as T;
}

/** A field of the target as plain data (frozen arrays and objects compare by value). */
function plain(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value ?? null));
}

describe("redis interpretation: valid URIs", () => {
  for (const { uri, expect, warnings } of fixture<ValidCase[]>("interpret-valid.json")) {
    test(uri, () => {
      const target = interpret(uri);
      assert.ok(isRedisTarget(target));
      for (const [key, value] of Object.entries(expect)) {
        assert.deepEqual(plain(target[key as keyof Target]), value, key);
      }
      assert.deepEqual(
        target.warnings.map((w) => w.code),
        warnings,
      );
      for (const warning of target.warnings) {
        assert.equal(warning.severity, "warning");
        assert.ok(warning.message.length > 0 && warning.fix, `${warning.code} has a message and a fix`);
      }
      assert.equal(target.href, uri);
    });
  }
});

describe("redis interpretation: invalid URIs", () => {
  for (const { uri, code, index } of fixture<InvalidCase[]>("interpret-invalid.json")) {
    test(uri, () => {
      refusal(uri, { code, index });
    });
  }
});

describe("redis definitions", () => {
  test("redis and rediss are provisional, as IANA lists them, with port 6379", () => {
    for (const definition of [REDIS_DEFINITION, REDISS_DEFINITION]) {
      assert.equal(definition.status, "provisional");
      assert.equal(definition.defaultPort?.port, 6379);
      assert.equal(definition.canonicalEngine, "redis");
    }
    assert.equal(REDIS_DEFINITION.defaultPort?.source, "iana");
    assert.equal(REDIS_DEFINITION.tls, false);
    assert.equal(REDISS_DEFINITION.tls, true);
    assert.equal(REDIS_DEFINITION.variantOf, "rediss");
    assert.equal(REDISS_DEFINITION.variantOf, "redis");
  });

  test("the built-in registry finds every name in any case", () => {
    for (const name of ["redis", "REDIS", "rediss", "ReDiSs"])
      assert.ok(registry.get(name)?.name.startsWith("redis"));
    for (const name of ["unix", "redis+unix", "REDIS+SOCKET", "redis-socket"]) {
      assert.equal(registry.get(name), registry.get("redis+unix"));
    }
    assert.equal(REDIS_SOCKET_DEFINITION.status, "unregistered");
    assert.equal(REDIS_SOCKET_DEFINITION.defaultPort, null);
  });

  test("every documented parameter has a description", () => {
    for (const [key, spec] of Object.entries(REDIS_PARAMS)) assert.ok(spec.description.length > 10, key);
  });
});

describe("redis targets print redacted", () => {
  const uri = "rediss://app:Sup3r%2Fs3cret@cache/2?password=Sup3r/s3cret&ssl_password=k3yPass";
  const target = interpret(uri) as RedisTarget;

  test("the password is decoded exactly once and reachable only through the fields", () => {
    assert.equal(target.password, "Sup3r/s3cret");
    assert.equal(target.options.ssl_password, "k3yPass");
  });

  test("String, JSON and inspect show no secret", () => {
    for (const shown of [String(target), JSON.stringify(target), inspect(target, { depth: 5 })]) {
      for (const secret of ["Sup3r", "s3cret", "k3yPass"]) assert.ok(!shown.includes(secret), shown);
    }
    assert.match(String(target), /app:\*\*\*@cache/);
  });

  test("ambiguous passwords are named by source, never quoted", () => {
    const result = tryInterpret("redis://:Hidden1@h?password=Hidden2");
    assert.equal(result.ok, false);
    if (result.ok) return;
    assert.equal(result.error.code, "ambiguous-password");
    assert.match(result.error.reason, /the userinfo and the query parameter 'password'/);
    for (const text of [result.error.message, String(result.error.stack)]) {
      assert.ok(!text.includes("Hidden1") && !text.includes("Hidden2"), text);
    }
  });

  test("a password cut short by a raw '/' is not quoted as a path", () => {
    const result = tryInterpret("redis://:12/34@host");
    assert.ok(!result.ok && result.error.code === "invalid-userinfo");
    assert.ok(!result.error.message.includes("34"), result.error.message);
  });

  test("ambiguous databases say both values, since they are not secret", () => {
    const result = tryInterpret("redis://h/2?db=3");
    assert.ok(
      !result.ok && /the path \('2'\) and the query parameter 'db' \('3'\)/.test(result.error.reason),
    );
  });
});

describe("redis inside db:", () => {
  test("a nested URI's errors point into the full input", () => {
    // The db: interpreter (another module) passes the nested URI; the offset comes from the suffix.
    const context = {
      definition: REDIS_DEFINITION,
      name: "redis",
      href: "db:redis://h/01",
      scheme: "db",
      registry,
    };
    const nested = registry.get("redis")?.interpret;
    assert.ok(nested);
    assert.throws(
      () => nested(parseUri("redis://h/01"), context),
      (error: unknown) => error instanceof DburiError && error.index === 13,
    );
  });
});

/** Whether a value and everything in it (own enumerable fields, list items) is frozen. */
function deeplyFrozen(value: unknown, path = "target"): string | null {
  if (typeof value !== "object" || value === null) return null;
  if (!Object.isFrozen(value)) return path;
  for (const [key, item] of Object.entries(value)) {
    const found = deeplyFrozen(item, `${path}.${key}`);
    if (found !== null) return found;
  }
  return null;
}

/** The first field of a redis target holding anything not frozen (`uri`, the core's parsed URI, aside). */
function unfrozenField(target: Target): string | null {
  for (const key of ["options", "hosts", "warnings", "params"] as const) {
    const found = deeplyFrozen(target[key], key);
    if (found !== null) return found;
  }
  return null;
}

describe("redis targets are frozen all the way down", () => {
  test("every valid fixture's options, hosts, warnings and params", () => {
    for (const { uri } of fixture<ValidCase[]>("interpret-valid.json")) {
      const target = interpret(uri);
      assertImmutable(target, uri);
      assert.equal(unfrozenField(target), null, uri);
    }
  });

  test("any TCP URI with parameters", () => {
    const value = fc.stringMatching(/^[a-z0-9.-]{1,8}$/);
    const param = fc.tuple(
      fc.constantFrom("client_name", "socket_timeout", "ssl_cert_reqs", "protocol", "x_unknown", "db"),
      value,
    );
    fc.assert(
      fc.property(fc.constantFrom("redis", "rediss"), fc.array(param, { maxLength: 4 }), (scheme, params) => {
        const query = params.map(([k, v]) => `${k}=${v}`).join("&");
        const result = tryInterpret(`${scheme}://u@[::1]:7000/1${query ? `?${query}` : ""}#f`);
        if (!result.ok) return; // invalid values are refused: nothing to freeze
        assert.equal(unfrozenField(result.value), null);
      }),
    );
  });

  test("changing a target's options is refused, so conversions keep verifying certificates", () => {
    const target = interpret("rediss://cache.example.com/1?ssl_cert_reqs=required");
    assert.throws(() => {
      (target.options as Record<string, unknown>).ssl_cert_reqs = "none";
    }, TypeError);
    assert.throws(() => {
      (target.hosts[0] as { host: string }).host = "evil.example.com";
    }, TypeError);
    assert.equal(toIoredisOptions(target).tls?.rejectUnauthorized, true);
    assert.deepEqual(
      { ...toNodeRedisOptions(target).socket },
      {
        tls: true,
        host: "cache.example.com",
        port: 6379,
        rejectUnauthorized: true,
      },
    );
  });

  test("changing a target's warnings is refused", () => {
    const target = interpret("redis://h?ssl_ca_certs=/ca.pem");
    assert.throws(() => (target.warnings as Finding[]).push(target.warnings[0]!), TypeError);
    assert.throws(() => {
      (target.warnings[0] as { message: string }).message = "fine";
    }, TypeError);
  });
});

describe("a user name without a password", () => {
  test("is not quoted, since to Lettuce, hedis and redis-cli it is the password", () => {
    const target = interpret("redis://hunter2@cache.example.com/0");
    const warning = target.warnings.find((w) => w.code === "username-without-password");
    assert.ok(warning);
    assert.ok(!warning.message.includes("hunter2"), warning.message);
    assert.ok(!warning.fix?.includes("hunter2"), warning.fix);
    assert.match(warning.fix ?? "", /:secret@/);
    assert.match(warning.message, /the userinfo names a user/);
  });

  test("from the query, it is named by its parameter", () => {
    const target = interpret("redis+unix:///run/redis.sock?user=app");
    const warning = target.warnings.find((w) => w.code === "username-without-password");
    assert.match(warning?.message ?? "", /the query parameter 'user'/);
    assert.doesNotMatch(warning?.fix ?? "", /:secret@/);
  });
});

describe("values that could only fail later are refused now", () => {
  test("a percent-encoded socket path as the host points to the socket forms", () => {
    const error = refusal("redis://%2Ftmp%2Fredis.sock/0", { code: "invalid-host", index: 8 });
    assert.match(error.fix ?? "", /unix:\/\/\/tmp\/redis\.sock\?db=0/);
    assert.match(error.fix ?? "", /redis\+unix:/);
  });

  test("a client name with a space says what Redis accepts", () => {
    const error = refusal("redis://h?client_name=a%20b", { code: "invalid-param", index: 22 });
    assert.match(error.fix ?? "", /'!' to '~'/);
  });

  test("a time limit of 0 says how to write one, or to leave it out", () => {
    const error = refusal("rediss://h?socket_connect_timeout=0", { code: "invalid-param", index: 34 });
    assert.match(error.fix ?? "", /positive duration/);
    assert.match(error.fix ?? "", /leave socket_connect_timeout out/);
  });
});

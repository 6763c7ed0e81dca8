// fromEnv and interpretEnv: a connection URI read at start-up from a variable or from the file NAME_FILE
// names (Docker secrets), with one error code for each way it can be missing or wrong, the variable
// named, the password never shown.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, test } from "node:test";
import { inspect } from "node:util";
import {
  type DburiErrorCode,
  fromEnv,
  interpretEnv,
  isDburiError,
  isRedisTarget,
  type RedisTarget,
} from "../../src/index.ts";

const SECRET = "Sup3rS3cretPw";
const dir = mkdtempSync(join(tmpdir(), "dburi-from-env-"));
after(() => rmSync(dir, { recursive: true, force: true }));

/** A file holding `content`, for NAME_FILE. */
function secretFile(name: string, content: string): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

/** The DburiError `call` throws, asserting its code and that neither message nor inspect shows SECRET. */
function refusal(
  call: () => unknown,
  code: DburiErrorCode,
): Error & { index: number | null; reason: string } {
  try {
    call();
  } catch (error) {
    assert.ok(isDburiError(error), `a DburiError, got ${String(error)}`);
    assert.equal(error.code, code, error.message);
    assert.ok(!error.message.includes(SECRET), error.message);
    assert.ok(!inspect(error).includes(SECRET), inspect(error));
    return error;
  }
  assert.fail(`expected ${code}, nothing was thrown`);
}

describe("fromEnv reads the variable", () => {
  test("a set variable is interpreted", () => {
    const target = fromEnv("DATABASE_URL", {
      env: { DATABASE_URL: `postgresql://app:${SECRET}@db.example.com:5433/shop` },
    });
    assert.equal(target.canonicalEngine, "pg");
    assert.equal(target.host, "db.example.com");
    assert.equal(target.effectivePort, 5433);
    assert.equal(target.password, SECRET);
  });

  test("process.env is read when no env is given", () => {
    process.env.DBURI_TEST_FROM_ENV = "redis://cache.internal/3";
    try {
      const target = fromEnv("DBURI_TEST_FROM_ENV");
      assert.ok(isRedisTarget(target));
      assert.equal(target.db, 3);
    } finally {
      delete process.env.DBURI_TEST_FROM_ENV;
    }
  });

  test("interpret's options pass through: repair", () => {
    const env = { DATABASE_URL: "postgresql://app:p@ss@db/shop" };
    refusal(() => fromEnv("DATABASE_URL", { env }), "invalid-userinfo");
    const target = fromEnv("DATABASE_URL", { env, repair: true });
    assert.equal(target.password, "p@ss");
    assert.ok(target.warnings.some((w) => w.code === "repaired-uri"));
  });

  test("a name Object.prototype has is an unset variable, not a function", () => {
    refusal(() => fromEnv("toString", { env: {} }), "missing-variable");
    refusal(() => fromEnv("__proto__", { env: {} }), "missing-variable");
  });
});

describe("unset, empty and invalid are told apart", () => {
  test("unset: missing-variable, naming the variable and NAME_FILE", () => {
    const error = refusal(() => fromEnv("DATABASE_URL", { env: {} }), "missing-variable");
    assert.match(error.message, /DATABASE_URL is not set/);
    assert.match(error.message, /DATABASE_URL_FILE/);
  });

  test("empty: empty-variable", () => {
    const error = refusal(() => fromEnv("DATABASE_URL", { env: { DATABASE_URL: "" } }), "empty-variable");
    assert.match(error.message, /DATABASE_URL is empty/);
  });

  test("invalid: interpret's code and index, the variable named, the URI shown redacted", () => {
    const text = `postgresql://app:${SECRET}@db:54x32/shop`;
    const error = refusal(() => fromEnv("DATABASE_URL", { env: { DATABASE_URL: text } }), "invalid-port");
    assert.equal(error.index, text.indexOf("x32"));
    assert.match(error.reason, /^DATABASE_URL: /);
    assert.match(error.message, /postgresql:\/\/app:\*\*\*@db:54x32\/shop/);
  });

  test("a value with no scheme is interpret's missing-scheme, with the variable named", () => {
    const error = refusal(() => fromEnv("REDIS_URL", { env: { REDIS_URL: "cache:6379" } }), "missing-scheme");
    assert.match(error.reason, /^REDIS_URL: /);
  });
});

describe("NAME_FILE, the Docker secrets convention", () => {
  test("the file's content is the URI, its trailing line ending dropped", () => {
    for (const ending of ["", "\n", "\r\n", "\n\n"]) {
      const path = secretFile("db", `postgresql://app:${SECRET}@db/shop${ending}`);
      const target = fromEnv("DATABASE_URL", { env: { DATABASE_URL_FILE: path } });
      assert.equal(target.href, `postgresql://app:${SECRET}@db/shop`);
      assert.equal(target.password, SECRET);
    }
  });

  test("an invalid URI in the file names the file, not its content", () => {
    const path = secretFile("bad", `redis://:${SECRET}@cache:99999\n`);
    const error = refusal(() => fromEnv("REDIS_URL", { env: { REDIS_URL_FILE: path } }), "invalid-port");
    assert.ok(error.reason.startsWith(`the file REDIS_URL_FILE names (${path}): `), error.reason);
    assert.equal(error.index, `redis://:${SECRET}@cache:`.length);
  });

  test("both set: ambiguous-variable", () => {
    const path = secretFile("both", "redis://cache");
    const env = { REDIS_URL: "redis://other", REDIS_URL_FILE: path };
    refusal(() => fromEnv("REDIS_URL", { env }), "ambiguous-variable");
  });

  test("an empty NAME_FILE, or an empty file: empty-variable", () => {
    refusal(() => fromEnv("REDIS_URL", { env: { REDIS_URL_FILE: "" } }), "empty-variable");
    const path = secretFile("empty", "\n");
    const error = refusal(() => fromEnv("REDIS_URL", { env: { REDIS_URL_FILE: path } }), "empty-variable");
    assert.match(error.message, /is empty/);
  });

  test("a file that cannot be read: unreadable-file, with the system's code", () => {
    const missing = join(dir, "no-such-secret");
    const error = refusal(
      () => fromEnv("REDIS_URL", { env: { REDIS_URL_FILE: missing } }),
      "unreadable-file",
    );
    assert.match(error.message, /ENOENT/);
    refusal(() => fromEnv("REDIS_URL", { env: { REDIS_URL_FILE: dir } }), "unreadable-file");
  });

  test("a URI put into NAME_FILE by mistake is shown redacted", () => {
    const env = { REDIS_URL_FILE: `redis://:${SECRET}@cache` };
    const error = refusal(() => fromEnv("REDIS_URL", { env }), "unreadable-file");
    assert.match(error.message, /redis:\/\/:\*\*\*@cache/);
  });
});

describe("engines and kinds allowed", () => {
  const env = { DATABASE_URL: `redis://:${SECRET}@cache:6379/0`, PG_URL: "postgres://db/shop" };

  test("a target of another engine: engine-not-allowed, naming what was found and what is allowed", () => {
    const error = refusal(
      () => fromEnv("DATABASE_URL", { env, engines: ["pg", "mysql"] }),
      "engine-not-allowed",
    );
    assert.match(error.reason, /^DATABASE_URL names engine redis \(a redis target, scheme redis:\)/);
    assert.match(error.reason, /only engines pg, mysql are allowed/);
    assert.equal(error.index, 0);
  });

  test("engines are matched by any name of the engine", () => {
    for (const name of ["pg", "postgres", "postgresql", "PostgreSQL"])
      assert.equal(fromEnv("PG_URL", { env, engines: [name] }).canonicalEngine, "pg");
    // valkey:// and rediss:// are Redis: `engines: ["redis"]` takes them, and `["valkey"]` takes redis://.
    assert.equal(fromEnv("DATABASE_URL", { env, engines: ["valkey"] }).canonicalEngine, "redis");
  });

  test("kinds narrow the type and refuse other kinds", () => {
    const target: RedisTarget = fromEnv("DATABASE_URL", { env, kinds: ["redis"] });
    assert.equal(target.db, 0);
    const error = refusal(() => fromEnv("PG_URL", { env, kinds: ["redis", "amqp"] }), "engine-not-allowed");
    assert.match(error.reason, /kinds redis, amqp/);
  });

  test("engines and kinds together: a target must pass both", () => {
    refusal(() => fromEnv("PG_URL", { env, engines: ["pg"], kinds: ["redis"] }), "engine-not-allowed");
    assert.equal(fromEnv("PG_URL", { env, engines: ["pg"], kinds: ["db"] }).database, "shop");
  });

  test("a name no registry or engine table knows is a mistake in the call, before reading", () => {
    const error = refusal(() => fromEnv("PG_URL", { env, engines: ["postgress"] }), "invalid-argument");
    assert.match(error.message, /'postgress'/);
    refusal(() => fromEnv("PG_URL", { env, kinds: ["sql" as "db"] }), "invalid-argument");
  });
});

describe("interpretEnv: the same without node:fs", () => {
  test("reads the record it is given", () => {
    const target = interpretEnv("AMQP_URL", { env: { AMQP_URL: "amqps://broker/prod" }, kinds: ["amqp"] });
    assert.equal(target.vhost, "prod");
  });

  test("NAME_FILE with no readFile: read-file-required; with one, the reader gets the path", () => {
    const env = { AMQP_URL_FILE: "/run/secrets/amqp" };
    refusal(() => interpretEnv("AMQP_URL", { env }), "read-file-required");
    const paths: string[] = [];
    const target = interpretEnv("AMQP_URL", {
      env,
      readFile: (path) => {
        paths.push(path);
        return "amqp://broker\n";
      },
    });
    assert.deepEqual(paths, ["/run/secrets/amqp"]);
    assert.equal(target.host, "broker");
  });

  test("a reader's failure keeps only the system's code, never its message", () => {
    const readFile = () => {
      throw Object.assign(new Error(`EACCES: permission denied, open '${SECRET}'`), { code: "EACCES" });
    };
    const error = refusal(() => interpretEnv("X", { env: { X_FILE: "/s" }, readFile }), "unreadable-file");
    assert.match(error.message, /EACCES/);
  });

  test("no env, or a name that is no string: invalid-argument", () => {
    refusal(() => interpretEnv("X", undefined as never), "invalid-argument");
    refusal(() => interpretEnv("", { env: {} }), "invalid-argument");
    refusal(() => interpretEnv(42 as never, { env: {} }), "invalid-argument");
  });
});

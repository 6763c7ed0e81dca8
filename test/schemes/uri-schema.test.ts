// uriSchema: a Standard Schema v1 validator of connection URIs, used as the validators that take one use
// it: @t3-oss/env-core directly (createEnv's `server`), zod and valibot through a transform that calls
// its `validate` (neither accepts another library's schema in its own object or pipe). Issues are
// redacted, with the error's code and index; the engines allowed are fromEnv's.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { createEnv } from "@t3-oss/env-core";
import fc from "fast-check";
import * as v from "valibot";
import { z } from "zod";
import { type AnyTarget, type RedisTarget, type UriSchema, uriSchema } from "../../src/index.ts";
import { leaked, type Placed, placedArb } from "../fuzz/placed-secrets.ts";

const SECRET = "Sup3rS3cretPw";

/** The issues' messages of a value the schema refuses (failing when it accepts it). */
function issues(schema: UriSchema<unknown>, value: unknown): string[] {
  const result = schema["~standard"].validate(value);
  assert.ok(result.issues, `refused: ${String(value)}`);
  return result.issues.map((issue) => issue.message);
}

describe("the Standard Schema interface", () => {
  test("version 1, vendor dburi, validate answering at once", () => {
    const standard = uriSchema()["~standard"];
    assert.equal(standard.version, 1);
    assert.equal(standard.vendor, "dburi");
    const result = standard.validate("postgresql://app@db:5433/shop");
    assert.ok(!(result instanceof Promise));
    assert.equal(result.issues, undefined);
    assert.equal((result as { value: AnyTarget }).value.effectivePort, 5433);
  });

  test('output: "string" gives the text as given, still validated', () => {
    const schema = uriSchema({ output: "string", engines: ["redis"] });
    assert.deepEqual(schema["~standard"].validate("rediss://cache/1"), { value: "rediss://cache/1" });
    assert.match(issues(schema, "redis://cache/x")[0]!, /\[invalid-database\]/);
  });

  test("an invalid URI: one issue, the code and index in its message, the password as ***", () => {
    const text = `postgresql://app:${SECRET}@db:54x32/shop`;
    const [message, ...rest] = issues(uriSchema(), text);
    assert.deepEqual(rest, []);
    assert.match(message!, new RegExp(`\\[invalid-port\\] at index ${text.indexOf("x32")}`));
    assert.match(message!, /postgresql:\/\/app:\*\*\*@db:54x32\/shop/);
    assert.ok(!message!.includes(SECRET));
  });

  test("no string, or an empty one: an invalid-argument issue", () => {
    for (const value of [undefined, null, 42, ""])
      assert.match(issues(uriSchema(), value)[0]!, /\[invalid-argument\]/);
  });

  test("a URI of another engine: engine-not-allowed, naming both", () => {
    const [message] = issues(uriSchema({ engines: ["pg"] }), `redis://:${SECRET}@cache`);
    assert.match(
      message!,
      /names engine redis \(a redis target, scheme redis:\), and only engines pg are allowed/,
    );
    assert.match(message!, /\[engine-not-allowed\] at index 0/);
    assert.ok(!message!.includes(SECRET));
  });

  test("kinds narrow the output type", () => {
    const result = uriSchema({ kinds: ["redis"] })["~standard"].validate("redis://cache/4");
    assert.ok(!result.issues);
    const target: RedisTarget = result.value;
    assert.equal(target.db, 4);
  });

  test("interpret's options pass through: repair", () => {
    const text = "postgresql://app:p@ss@db/shop";
    assert.match(issues(uriSchema(), text)[0]!, /\[invalid-userinfo\]/);
    const result = uriSchema({ repair: true })["~standard"].validate(text);
    assert.ok(!result.issues);
    assert.equal(result.value.password, "p@ss");
    const repaired = uriSchema({ repair: true, output: "string" })["~standard"].validate(text);
    assert.deepEqual(repaired, { value: "postgresql://app:p%40ss@db/shop" });
  });

  test("an engine or kind no one knows is refused when the schema is made", () => {
    assert.throws(() => uriSchema({ engines: ["postgress"] }), { code: "invalid-argument" });
    assert.throws(() => uriSchema({ output: "url" as "string" }), { code: "invalid-argument" });
  });
});

describe("no password shows in any issue", () => {
  test("property: distinctive passwords, percent-encoded into URIs each schema refuses", () => {
    const password = fc.string({ minLength: 8, maxLength: 16 }).filter((pw) => /^[^\s]*[A-Za-z]{3}/.test(pw));
    const broken = fc.constantFrom(
      (pw: string) => `postgresql://app:${pw}@db:99999/shop`,
      (pw: string) => `redis://:${pw}@cache/abc`,
      (pw: string) => `amqp://guest:${pw}@rabbit/a/b`,
      (pw: string) => `mysql://app:${pw}@db/shop?ssl-mode=BOGUS`,
      (pw: string) => `postgresql://app:${pw}@db/shop?sslmode=sometimes`,
      (pw: string) => `redis://:${pw}@cache/0`, // refused by engines: ["pg"]
      (pw: string) => `mongodb://app:${pw}@`,
      (pw: string) => `db:pg://app:${pw}@db:1x/shop`,
    );
    const schemas = [
      uriSchema({ engines: ["pg", "mysql", "amqp", "mongodb"] }),
      uriSchema({ kinds: ["db"] }),
    ];
    fc.assert(
      fc.property(password, broken, (pw, make) => {
        const text = make(encodeURIComponent(pw));
        for (const schema of schemas) {
          const result = schema["~standard"].validate(text);
          if (!result.issues) continue;
          for (const issue of result.issues)
            assert.ok(!issue.message.includes(pw), `${pw} in ${issue.message}`);
        }
      }),
      { numRuns: 300 },
    );
  });

  test("property: the leak suite's placements (passwords, secret parameters, nested URIs, pasted lines)", () => {
    const schemas = [
      uriSchema(),
      uriSchema({ engines: ["amqp"] }),
      uriSchema({ output: "string", repair: true }),
    ];
    fc.assert(
      fc.property(placedArb, (placed: Placed) => {
        for (const schema of schemas) {
          const result = schema["~standard"].validate(placed.text);
          for (const issue of result.issues ?? [])
            assert.deepEqual(leaked(placed, issue.message), [], issue.message);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe("with the validators people use", () => {
  test("@t3-oss/env-core: createEnv takes the schema as it is", () => {
    const env = createEnv({
      server: {
        DATABASE_URL: uriSchema({ engines: ["pg"] }),
        REDIS_URL: uriSchema({ kinds: ["redis"], output: "string" }),
      },
      runtimeEnv: { DATABASE_URL: "postgresql://app:pw@db:5432/shop", REDIS_URL: "rediss://cache:6380/2" },
    });
    assert.equal(env.DATABASE_URL.database, "shop");
    assert.equal(env.REDIS_URL, "rediss://cache:6380/2");
  });

  test("@t3-oss/env-core: an invalid, unset or wrong variable fails start-up with redacted issues", () => {
    const seen: string[] = [];
    const onValidationError = (found: readonly { message: string; path?: readonly unknown[] }[]): never => {
      for (const issue of found) seen.push(`${String(issue.path?.[0])}: ${issue.message}`);
      throw new Error("invalid environment");
    };
    assert.throws(
      () =>
        createEnv({
          server: {
            DATABASE_URL: uriSchema({ engines: ["pg"] }),
            CACHE_URL: uriSchema({ kinds: ["redis"] }),
            QUEUE_URL: uriSchema(),
          },
          runtimeEnv: {
            DATABASE_URL: `mysql://app:${SECRET}@db/shop`,
            CACHE_URL: `redis://:${SECRET}@cache:6379x`,
          },
          onValidationError,
        }),
      /invalid environment/,
    );
    assert.equal(seen.length, 3, seen.join("\n"));
    assert.match(seen.find((s) => s.startsWith("DATABASE_URL"))!, /\[engine-not-allowed\]/);
    assert.match(seen.find((s) => s.startsWith("CACHE_URL"))!, /\[invalid-port\]/);
    assert.match(seen.find((s) => s.startsWith("QUEUE_URL"))!, /got undefined \[invalid-argument\]/);
    for (const line of seen) assert.ok(!line.includes(SECRET), line);
  });

  test("zod 4: a transform that calls validate, inside z.object", () => {
    const databaseUrl = uriSchema({ engines: ["pg"] });
    const DatabaseUrl = z.string().transform((text, ctx) => {
      const result = databaseUrl["~standard"].validate(text);
      if (!result.issues) return result.value;
      for (const issue of result.issues) ctx.addIssue({ code: "custom", message: issue.message });
      return z.NEVER;
    });
    const Config = z.object({ DATABASE_URL: DatabaseUrl });
    assert.equal(Config.parse({ DATABASE_URL: "postgres://db/shop" }).DATABASE_URL.database, "shop");
    const failed = Config.safeParse({ DATABASE_URL: `postgres://app:${SECRET}@db:0x1/shop` });
    assert.ok(!failed.success);
    assert.deepEqual(failed.error.issues[0]?.path, ["DATABASE_URL"]);
    assert.match(failed.error.issues[0]!.message, /\[invalid-port\]/);
    assert.ok(!failed.error.message.includes(SECRET), failed.error.message);
    const wrong = Config.safeParse({ DATABASE_URL: "amqp://rabbit" });
    assert.match(wrong.error!.issues[0]!.message, /\[engine-not-allowed\]/);
  });

  test("valibot: a rawTransform that calls validate, inside v.object", () => {
    const databaseUrl = uriSchema({ engines: ["pg"] });
    const DatabaseUrl = v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const result = databaseUrl["~standard"].validate(dataset.value);
        if (!result.issues) return result.value;
        for (const issue of result.issues) addIssue({ message: issue.message });
        return NEVER;
      }),
    );
    const Config = v.object({ DATABASE_URL: DatabaseUrl });
    assert.equal(v.parse(Config, { DATABASE_URL: "postgresql://db/shop" }).DATABASE_URL.host, "db");
    const failed = v.safeParse(Config, { DATABASE_URL: `postgresql://app:${SECRET}@db/shop?sslmode=maybe` });
    assert.ok(!failed.success);
    assert.equal(v.getDotPath(failed.issues[0]), "DATABASE_URL");
    assert.match(failed.issues[0].message, /\[invalid-param\]/);
    assert.ok(!failed.issues[0].message.includes(SECRET));
  });
});

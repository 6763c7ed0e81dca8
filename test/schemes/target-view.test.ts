// What interpret returns is a view (src/schemes/target-view.ts): getters over a record that the scheme
// module builds, at once for a URI its module reads in full, at the first field read for a plain one.
// Both must read, print and refuse changes alike.

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { inspect } from "node:util";
import { interpret, isDbTarget, isRedisTarget, isTarget, type Target, toDsn } from "../../src/index.ts";
import { targetFields } from "../../src/schemes/target/target.ts";
import { assertImmutable } from "../helpers/immutable.ts";

// Of each family, a plain URI (its record built at the first read) and one its module reads in full.
const URIS = [
  "postgresql://app:s3cret@db.example.com:5432/shop?sslmode=require",
  "postgresql://app:s3cret@h1,h2:5433/shop?sslmode=require&target_session_attrs=any",
  "mysql://root:pw@[::1]:3306/test?charset=utf8mb4",
  "mysql://root:pw@h/test?ssl-mode=REQUIRED&unknown=1",
  "mongodb://localhost:27017",
  "mongodb+srv://app:pw@cluster0.example.net/shop?retryWrites=true",
  "sqlite:///var/lib/app/data.db",
  "db:sqlite:file:data.db?mode=ro&cache=shared",
  "db:pg://me:secret@example.com/foodb",
  "db:pg://me:secret@example.com/foodb?host=%2Ftmp",
  "db:whatever://u:pw@h/x",
  "redis://:secret@localhost:6379/2",
  "rediss://u:pw@cache/2?db=2",
  "db:redis://:secret@h/3",
  "redis+unix:///run/redis.sock?db=1",
  "amqp://guest:guest@rabbit:5672/%2f",
  "amqps://u:p@mq/v?heartbeat=30&certfile=/c.pem",
  "db:amqp://h/v",
];

describe("a target is a view", () => {
  test("no own keys; every field of its record reads through a getter, the same each time", () => {
    for (const text of URIS) {
      const target = interpret(text);
      assert.ok(isTarget(target), text);
      assert.deepEqual(Object.keys(target), [], text);
      assert.deepEqual({ ...target }, {}, text);
      const fields = targetFields(target);
      for (const [key, value] of Object.entries(fields)) {
        const read = (target as unknown as Record<string, unknown>)[key];
        assert.equal(read, value, `${text}: ${key}`);
        // The record is built once: a second read gives the same object, not a second build.
        assert.equal((target as unknown as Record<string, unknown>)[key], read, `${text}: ${key} again`);
      }
      assert.equal(target.href, text);
    }
  });

  test("no field can be assigned", () => {
    for (const text of URIS) assertImmutable(interpret(text), text);
  });

  test("prints redacted, whether or not its record was built before", () => {
    for (const text of URIS) {
      for (const print of [String, JSON.stringify, (t: Target) => inspect(t, { depth: 5 })]) {
        const fresh = interpret(text);
        const shown = print(fresh);
        assert.ok(!/secret|guest:guest|:pw@|:p@/.test(shown), `${text}: ${shown}`);
        // Printing first, then reading, then printing again: the same text.
        assert.equal(fresh.port, targetFields(fresh).port);
        assert.equal(print(fresh), shown, text);
      }
      const json = JSON.parse(JSON.stringify(interpret(text))) as Record<string, unknown>;
      assert.deepEqual(Object.keys(json), Object.keys(targetFields(interpret(text))), text);
    }
  });

  test("the kind checks and the engine-specific fields", () => {
    const pg = interpret("postgresql://h/db?sslmode=verify-full") as Target & { ssl: { mode: string } };
    assert.ok(isDbTarget(pg) && !isRedisTarget(pg));
    assert.equal(pg.ssl.mode, "verify-full");
    assert.equal((interpret("sqlite::memory:") as Target & { memory: boolean }).memory, true);
    assert.equal((interpret("mongodb+srv://c.example.net/x") as Target & { srv: boolean }).srv, true);
    const nested = interpret("db:redis://:pw@h/3");
    assert.ok(isRedisTarget(nested) && !isDbTarget(nested));
    assert.equal(nested.db, 3);
    assert.equal(nested.scheme, "db");
    assert.equal(nested.href, "db:redis://:pw@h/3");
    assert.equal((interpret("amqp://h/v") as Target & { vhost: string }).vhost, "v");
  });

  test("one class serves every kind: the fields of another kind read undefined, the kind checks tell them apart", () => {
    const OWN: Record<string, readonly string[]> = {
      db: ["databaseKind", "unknownParams", "driver"],
      redis: ["db"],
      amqp: ["vhost"],
    };
    // The engine fields of a database target are undefined on the other engines' too.
    const ENGINE_FIELDS = ["ssl", "srv", "memory"];
    const kindOf = (t: Target) => (isDbTarget(t) ? "db" : isRedisTarget(t) ? "redis" : "amqp");
    const seen = new Set<string>();
    for (const text of URIS) {
      const target = interpret(text);
      const kind = kindOf(target);
      seen.add(kind);
      assert.equal(
        kind,
        /^(db:)?redis/.test(text) ? "redis" : /^(db:)?amqp/.test(text) ? "amqp" : "db",
        text,
      );
      const fields = targetFields(target) as unknown as Record<string, unknown>;
      const read = target as unknown as Record<string, unknown>;
      for (const [other, names] of Object.entries(OWN)) {
        for (const name of names) {
          if (other === kind) assert.ok(name in fields, `${text}: ${name} is one of its fields`);
          else assert.equal(read[name], undefined, `${text}: ${name} belongs to ${other} targets`);
        }
      }
      for (const name of ENGINE_FIELDS) assert.equal(read[name], fields[name], `${text}: ${name}`);
      // Every kind prints, reads its own fields and refuses assignment alike (the tests above); and the
      // fields of the others are not its record's: printing shows only the record.
      const json = JSON.parse(JSON.stringify(target)) as Record<string, unknown>;
      for (const [other, names] of Object.entries(OWN)) {
        if (other !== kind) for (const name of names) assert.ok(!(name in json), `${text}: ${name} printed`);
      }
    }
    assert.deepEqual([...seen].sort(), ["amqp", "db", "redis"]);
  });

  test("a redacted copy (toDsn's redact) is a view of the same kind, and leaves the target as it was", () => {
    const target = interpret("db:pg://me:secret@example.com/foodb?sslpassword=x");
    assert.equal(
      toDsn(target, "uri", { redact: true }),
      "postgresql://me:***@example.com/foodb?sslpassword=***",
    );
    assert.equal(target.password, "secret");
    assert.equal(toDsn(target, "uri"), "postgresql://me:secret@example.com/foodb?sslpassword=x");
  });
});

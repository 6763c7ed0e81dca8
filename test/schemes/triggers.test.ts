// Every family's check skips the rules a URI has nothing for, on cheap tests of its parse's offsets (no
// query, no escape in the host, no fragment, ...), and its build takes those parts from the URI itself
// (src/schemes/target/family.ts). The shortcuts exist for speed alone, so they must change nothing: with
// every cheap test forced to answer "look" (interpretForcingTriggers), every rule runs, and each URI
// must give the same error, or a target with the same class, the same fields in the same order, equal
// values, the same parse and the same parts frozen. Checked on every fixture URI and on generated URIs of
// every family, many of them plain and many just beside plain.

import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import {
  AMQP_PARAMS,
  DburiError,
  interpret,
  LIBPQ_PARAMS,
  MYSQL_PARAMS,
  SQLITE_PARAMS,
  type Target,
} from "../../src/index.ts";
import { interpretForcingTriggers } from "../../src/schemes/interpret.ts";
import { targetFields } from "../../src/schemes/target/target.ts";
import { offsetsOf } from "../../src/uri/uri.ts";
import { fixtureStrings } from "../helpers/fixture-strings.ts";

/** Which parts of a value are frozen, as a tree of the same shape. */
function frozenness(value: unknown): unknown {
  if (value === null || typeof value !== "object") return null;
  const parts = Object.entries(value).map(([key, part]) => [key, frozenness(part)]);
  return { frozen: Object.isFrozen(value), parts };
}

/** The target of `text`, or the error that refuses it, by `read`; the record built, every field read. */
function outcome(read: (text: string) => Target, text: string): Target | DburiError {
  try {
    const target = read(text);
    targetFields(target); // builds the record: a build that throws fails here
    return target;
  } catch (error) {
    if (error instanceof DburiError) return error;
    throw error;
  }
}

/** The two readings agree: the same error, or the same target. Says which it was. */
function checkOne(text: string): "target" | "error" {
  const plain = outcome(interpret, text);
  const forced = outcome(interpretForcingTriggers, text);
  if (plain instanceof DburiError || forced instanceof DburiError) {
    assert.ok(
      plain instanceof DburiError && forced instanceof DburiError,
      `${text}: ${plain instanceof DburiError ? `only the shortcuts refuse it: ${plain.code}` : `the shortcuts let through what a rule refuses: ${(forced as DburiError).code}`}`,
    );
    assert.equal(plain.code, forced.code, text);
    assert.equal(plain.index, forced.index, text);
    assert.equal(plain.message, forced.message, text);
    return "error";
  }
  assertSameTarget(plain, forced, text);
  return "target";
}

/** The same kind, and records of the same class, fields and their order, values, parse, what is frozen. */
function assertSameTarget(plain: Target, forced: Target, text: string): void {
  assert.equal(plain.kind, forced.kind, text);
  const a = targetFields(plain);
  const b = targetFields(forced);
  assert.equal(Object.getPrototypeOf(a), Object.getPrototypeOf(b), text);
  assert.deepEqual(Object.keys(a), Object.keys(b), text);
  for (const key of Object.keys(b) as (keyof Target)[]) {
    if (key === "uri") {
      assert.equal(a.uri.href, b.uri.href, text);
      assert.deepEqual(offsetsOf(a.uri), offsetsOf(b.uri), text);
      assert.equal(a.uri.isHostList, b.uri.isHostList, text);
      continue;
    }
    assert.deepStrictEqual(a[key], b[key], `${text}: ${key}`);
    assert.deepEqual(frozenness(a[key]), frozenness(b[key]), `${text}: what is frozen in ${key}`);
  }
}

test("every fixture URI: the shortcuts give what every rule gives", () => {
  const counts = { target: 0, error: 0 };
  for (const text of fixtureStrings()) counts[checkOne(text)]++;
  // Both in number: targets to compare, and errors the rules must still throw.
  assert.ok(counts.target > 400, `targets ${counts.target}`);
  assert.ok(counts.error > 300, `errors ${counts.error}`);
});

// URIs of every family: the query keys each reads, beside others, with values good and bad; hosts, ports
// and paths that trigger rules, beside plain ones.
const KEYS = [
  ...Object.keys(LIBPQ_PARAMS),
  ...Object.keys(MYSQL_PARAMS),
  ...Object.keys(SQLITE_PARAMS),
  ...Object.keys(AMQP_PARAMS),
  "host",
  "dbname",
  "user",
  "password",
  "ssl",
  "socket",
  "db",
  "Charset",
  "frameMax",
  "unknown_key",
];
const VALUES = [
  "",
  "0",
  "1",
  "10",
  "-1",
  "70000",
  "true",
  "no",
  "require",
  "disable",
  "REQUIRED",
  "ro",
  "memory",
];
const VALUES_TOO = ["2s", "x", "utf8mb4", "verify_none", "a,b", "%2Ftmp", "a+b", "a=b"];

const pair = fc
  .tuple(
    fc.constantFrom(...KEYS),
    fc.constantFrom(...VALUES, ...VALUES_TOO),
    fc.constantFrom("=", "=", "=", ""),
  )
  .map(([key, value, equals]) => `${key}${equals}${value}`);

const uriOf = fc
  .record({
    scheme: fc.constantFrom(
      "postgres",
      "postgresql",
      "pg",
      "db:pg",
      "db:postgresql",
      "mysql",
      "mariadb",
      "db:mysql",
      "mongodb",
      "mongodb+srv",
      "db:mongodb",
      "sqlite",
      "sqlite3",
      "db:sqlite",
      "redis",
      "rediss",
      "db:redis",
      "amqp",
      "amqps",
      "db:amqp",
    ),
    userinfo: fc.constantFrom("", "", "u@", "u:p@", ":p@", "u:@", "u%3Ax:p%40w@", "u:p:q@", "@"),
    host: fc.constantFrom(
      "",
      "h",
      "localhost",
      "LocalHost",
      "db.example.com",
      "10.0.0.1",
      "[::1]",
      "[2001:db8::1]",
      "%2Ftmp",
      "%2Fvar%2Frun%2Fpg",
      "(x)",
      "h%2Fx",
      "%40abstract",
      "a%20b",
    ),
    port: fc.constantFrom("", "", ":", ":0", ":1", ":5432", ":65535"),
    path: fc.constantFrom(
      "",
      "/",
      "/db",
      "/0",
      "/15",
      "/01",
      "//abs",
      "/a/b",
      "/%2f",
      "/%2Ftmp%2Fx",
      "/file:x.db",
      "/a$b",
      "/:memory:",
      "/x.db",
      "/a%20b",
      "/a%00b",
    ),
    query: fc.oneof(fc.constant([]), fc.array(pair, { minLength: 1, maxLength: 3 })),
    separator: fc.constantFrom("&", "&", ";"),
    fragment: fc.constantFrom("", "", "", "", "", "#", "#f"),
    authority: fc.constantFrom(true, true, true, false),
  })
  .map((p) => {
    const query = p.query.length === 0 ? "" : `?${p.query.join(p.separator)}`;
    const rest = p.authority ? `//${p.userinfo}${p.host}${p.port}${p.path}` : p.path.replace(/^\//, "");
    return `${p.scheme}:${rest}${query}${p.fragment}`;
  });

test("property: on generated URIs, the shortcuts give what every rule gives", () => {
  const counts = { target: 0, error: 0 };
  fc.assert(
    fc.property(uriOf, (text) => {
      counts[checkOne(text)]++;
    }),
    { numRuns: 20_000 },
  );
  assert.ok(counts.target > 5_000, `targets ${counts.target}`);
  assert.ok(counts.error > 2_000, `errors ${counts.error}`);
});

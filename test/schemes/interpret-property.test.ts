// interpret() refuses a URI with a DburiError, or returns a target whose every field reads and prints
// (redacted): never another exception, never a target that fails later. Checked on every URI the fixtures
// hold and on generated URIs of every scheme family, with known, unknown, valid and invalid parameters.

import assert from "node:assert/strict";
import { test } from "node:test";
import { inspect } from "node:util";
import fc from "fast-check";
import {
  AMQP_PARAMS,
  DburiError,
  interpret,
  LIBPQ_FOLDED,
  LIBPQ_PARAMS,
  MYSQL_PARAMS,
  REDIS_PARAMS,
  SQLITE_PARAMS,
  type Target,
  tryInterpret,
} from "../../src/index.ts";
import { targetFields } from "../../src/schemes/target/target.ts";
import { fixtureStrings } from "../helpers/fixture-strings.ts";

/**
 * Reads every field of a target (every field its record holds, each through its getter) and prints it
 * every way (that nothing secret shows in the prints is the secrets tests' concern:
 * test/db/secrets.test.ts and the like).
 */
function readEverything(target: Target): void {
  const fields = targetFields(target);
  assert.ok(Object.keys(fields).length >= 19, target.href);
  for (const [key, value] of Object.entries(fields)) {
    assert.equal((target as unknown as Record<string, unknown>)[key], value, `${target.href}: ${key}`);
  }
  assert.equal(typeof JSON.stringify(target), "string");
  assert.ok(inspect(target, { depth: 5 }).startsWith("Target"));
  assert.ok(String(target).length > 0);
}

/**
 * interpret either refuses `text` with a DburiError (tryInterpret rethrows anything else), whose message
 * shows the input with a caret, or returns a target every field of which reads and prints.
 */
function checkOne(text: string): "accepted" | "refused" {
  let result: ReturnType<typeof tryInterpret>;
  try {
    result = tryInterpret(text);
  } catch (error) {
    assert.fail(`${text}: interpret threw something other than a DburiError: ${String(error)}`);
  }
  if (!result.ok) return "refused";
  try {
    readEverything(result.value);
  } catch (error) {
    assert.fail(`${text}: interpret accepted it, but its target does not read or print: ${String(error)}`);
  }
  return "accepted";
}

test("every fixture URI is refused with a DburiError, or gives a target that reads and prints in full", () => {
  const counts = { accepted: 0, refused: 0 };
  for (const text of fixtureStrings()) counts[checkOne(text)]++;
  // The fixtures hold both kinds in number: the check above ran on each.
  assert.ok(counts.accepted > 500, `accepted ${counts.accepted}`);
  assert.ok(counts.refused > 200, `refused ${counts.refused}`);
});

// Parameters of every family: known keys with valid and invalid values, unknown keys, duplicates.
const KEYS = [
  ...Object.keys(LIBPQ_PARAMS),
  ...Object.keys(MYSQL_PARAMS),
  ...Object.keys(SQLITE_PARAMS),
  ...Object.keys(AMQP_PARAMS),
  ...Object.keys(REDIS_PARAMS),
  ...LIBPQ_FOLDED,
  "socket",
  "db",
  "replicaSet",
  "tls",
  "unknown_key",
  "SSLMODE",
  "Charset",
  "frameMax",
];
const VALUES = [
  "",
  "0",
  "1",
  "10",
  "-1",
  "99999999999",
  "true",
  "no",
  "require",
  "verify-full",
  "disable",
  "REQUIRED",
  "ro",
  "memory",
  "2s",
  "x",
  "a,b",
  "system",
  "direct",
  "TLSv1.3",
  "%2Ftmp",
  "a%20b",
  "a+b",
  "(",
  "!password",
  "PLAIN",
  "utf8mb4",
];

const pair = fc
  .tuple(fc.constantFrom(...KEYS), fc.constantFrom(...VALUES), fc.constantFrom("=", "", "=="))
  .map(([key, value, equals]) => (equals === "" ? key : `${key}${equals}${value}`));

const uriOf = fc
  .record({
    scheme: fc.constantFrom(
      "postgres",
      "postgresql",
      "db:pg",
      "pg",
      "mysql",
      "db:mariadb",
      "mongodb",
      "mongodb+srv",
      "db:mongodb",
      "sqlite",
      "db:sqlite",
      "redis",
      "rediss",
      "amqp",
      "amqps",
      "db:cubrid",
      "db:unknown",
      "db:redis",
    ),
    userinfo: fc.constantFrom("", "u@", "u:p@", ":p@", "u:p:q@", "u%3Ap:x@"),
    host: fc.constantFrom("", "h", "db.example.com", "[::1]", "%2Ftmp", "(x", "h1,h2", "[v1.x]", "a%2Fb"),
    port: fc.constantFrom("", ":0", ":5432", ":", ":65535"),
    path: fc.constantFrom("", "/", "/db", "/0", "/01", "/15", "//abs", "/a/b", "/%2f", "/file:x.db", "/a$b"),
    query: fc.array(pair, { maxLength: 3 }),
    separator: fc.constantFrom("&", ";"),
    fragment: fc.constantFrom("", "#", "#f"),
    authority: fc.boolean(),
  })
  .map((p) => {
    const query = p.query.length === 0 ? "" : `?${p.query.join(p.separator)}`;
    const rest = p.authority ? `//${p.userinfo}${p.host}${p.port}${p.path}` : p.path.replace(/^\//, "");
    return `${p.scheme}:${rest}${query}${p.fragment}`;
  });

test("property: a generated URI of any scheme family is refused with a DburiError, or reads in full", () => {
  fc.assert(
    fc.property(uriOf, (text) => {
      checkOne(text);
    }),
    { numRuns: 20_000 },
  );
});

test("a parameter written without '=' that is refused points at its key", () => {
  // `pg:` reads its query by the generic rules, where `?require_auth` is a key with no value; so is a
  // MySQL `?socket` beside a socket path as host. Each error once failed to build its own message.
  for (const [text, index] of [
    ["pg:?require_auth", 4],
    ["db:pg://h/db?require_auth", 13],
    ["mysql://%2Ftmp%2Fmysql.sock/db?socket", 31],
  ] as const) {
    assert.throws(
      () => interpret(text),
      (error: unknown) =>
        error instanceof DburiError &&
        (error.code as string) !== "" &&
        error.index === index &&
        error.message.includes("^"),
      text,
    );
  }
});

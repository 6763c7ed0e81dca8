// The plain readings (src/schemes/plain.ts) build a target straight from the parse for the URIs that need
// none of a module's full rules, and leave every other URI to the full reading. They exist for speed
// alone, so each must give exactly the full reading's target: the same class, the same fields in the same
// order, equal values, the same parse behind `uri`, and the same parts frozen. Checked on every fixture
// URI and on generated URIs of every family, most of them plain and many just beside plain.

import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import {
  AMQP_PARAMS,
  LIBPQ_PARAMS,
  MONGODB_PARAMS,
  MYSQL_PARAMS,
  type ParamSpec,
  type ParamSpecs,
  parseUri,
  REDIS_PARAMS,
  SQLITE_PARAMS,
  type Target,
  tryInterpret,
} from "../../src/index.ts";
import { interpretAmqp, isPlainAmqp, plainAmqpRecord, readAmqp } from "../../src/schemes/amqp/amqp.ts";
import { READINGS } from "../../src/schemes/engine-definitions.ts";
import { engineOf } from "../../src/schemes/engines/engines.ts";
import { isPlainRedis, plainRedisRecord } from "../../src/schemes/redis/plain.ts";
import { interpretRedis, readRedis } from "../../src/schemes/redis/redis.ts";
import { registry } from "../../src/schemes/registry.ts";
import { parseOneHost } from "../../src/schemes/target/one-host.ts";
import { typedValue } from "../../src/schemes/target/params.ts";
import { plainKeys, plainQuery, plainValue } from "../../src/schemes/target/plain.ts";
import { schemeOf } from "../../src/schemes/target/scheme-of.ts";
import { targetFields } from "../../src/schemes/target/target.ts";
import { offsetsOf, type Uri } from "../../src/uri/uri.ts";
import { fixtureStrings } from "../helpers/fixture-strings.ts";

/** The plain and the full reading of one URI, each a thunk; undefined when no module reads it. */
interface Readings {
  readonly plain: () => Target | undefined;
  readonly full: () => Target;
}

/** Both readings of `text`, given as interpret and db: give them to a module: the same parse and context. */
function readingsOf(text: string): Readings | undefined {
  const outer = schemeOf(text)?.toLowerCase();
  if (outer === undefined) return undefined;
  const nested = outer === "db" ? text.slice(3) : text;
  const name = outer === "db" ? schemeOf(nested)?.toLowerCase() : outer;
  const definition = name === undefined ? undefined : registry.get(name);
  if (name === undefined || definition === undefined || definition.interpretText !== undefined)
    return undefined;
  let uri: Uri;
  try {
    uri = parseOneHost(nested, definition.parseOptions, name);
  } catch {
    return undefined; // a syntax error: no module reads it
  }
  const context = { definition, name, href: nested, scheme: outer, registry };
  // A plain reading takes a URI when its checks pass: it then builds the record.
  if (definition.interpret === interpretRedis) {
    const plain = () => (isPlainRedis(uri) ? plainRedisRecord(uri, context) : undefined);
    return { plain, full: () => readRedis(uri, context) };
  }
  if (definition.interpret === interpretAmqp) {
    const plain = () => (isPlainAmqp(uri) ? plainAmqpRecord(uri, context) : undefined);
    return { plain, full: () => readAmqp(uri, context) };
  }
  const engine = engineOf(name);
  if (engine === undefined) return undefined;
  const { plain, full } = READINGS[engine.rules];
  const build = { href: nested, scheme: outer, name };
  const plainRecord = () => (plain?.check(uri, build, engine) ? plain.record(uri, build, engine) : undefined);
  return { plain: plainRecord, full: () => full(uri, build, engine) };
}

/** Which parts of a value are frozen, as a tree of the same shape. */
function frozenness(value: unknown): unknown {
  if (value === null || typeof value !== "object") return null;
  const parts = Object.entries(value).map(([key, part]) => [key, frozenness(part)]);
  return { frozen: Object.isFrozen(value), parts };
}

function sameUri(plain: Uri, full: Uri, text: string): void {
  assert.equal(plain.href, full.href, text);
  assert.deepEqual(offsetsOf(plain), offsetsOf(full), text);
  assert.equal(plain.isHostList, full.isHostList, text);
}

/** The plain target is the full one: class, fields and their order, values, parse, what is frozen. */
function assertSameTarget(plain: Target, full: Target, text: string): void {
  assert.equal(Object.getPrototypeOf(plain), Object.getPrototypeOf(full), text);
  assert.deepEqual(Object.keys(plain), Object.keys(full), text);
  assert.equal(Object.isFrozen(plain), Object.isFrozen(full), text);
  for (const key of Object.keys(full) as (keyof Target)[]) {
    if (key === "uri") {
      sameUri(plain.uri, full.uri, text);
      continue;
    }
    assert.deepStrictEqual(plain[key], full[key], `${text}: ${key}`);
    assert.deepEqual(frozenness(plain[key]), frozenness(full[key]), `${text}: what is frozen in ${key}`);
  }
}

/** Checks one URI; says whether the plain reading took it. */
function checkOne(text: string): "plain" | "full" | "none" {
  const readings = readingsOf(text);
  if (readings === undefined) return "none";
  const plain = readings.plain();
  if (plain === undefined) return "full";
  let full: Target;
  try {
    full = readings.full();
  } catch (error) {
    assert.fail(`${text}: the plain reading gave a target, but the full one refuses it: ${String(error)}`);
  }
  assertSameTarget(plain, full, text);
  const interpreted = tryInterpret(text);
  // interpret checks the text before any module (ambiguous-userinfo.ts): what it accepts, it reads so.
  if (interpreted.ok) assertViewOf(interpreted.value, plain, text);
  return "plain";
}

/**
 * What interpret returns for a plain URI, whose record it builds on the first read (target-view.ts), holds
 * the plain reading's record: the same class, fields, values and parse, with the full input as its href
 * (a db: URI's record is built for the nested text).
 */
function assertViewOf(target: Target, plain: Target, text: string): void {
  assert.deepEqual(Object.keys(target), [], text);
  const fields = targetFields(target);
  assert.equal(Object.getPrototypeOf(fields), Object.getPrototypeOf(plain), text);
  assert.deepEqual(Object.keys(fields), Object.keys(plain), text);
  assert.equal(target.href, text);
  sameUri(target.uri, plain.uri, text);
  for (const key of Object.keys(plain) as (keyof Target)[]) {
    if (key !== "href" && key !== "uri") assert.deepStrictEqual(target[key], plain[key], `${text}: ${key}`);
  }
}

test("every fixture URI that a plain reading takes gives the full reading's target", () => {
  const counts = { plain: 0, full: 0, none: 0 };
  for (const text of fixtureStrings()) counts[checkOne(text)]++;
  // Both kinds in number: the comparison above ran on many, and the plain readings leave many.
  assert.ok(counts.plain > 150, `plain ${counts.plain}`);
  assert.ok(counts.full > 300, `full ${counts.full}`);
});

// Close to plain: the keys the plain readings take, beside those they leave, with values good and bad.
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

test("property: a generated URI that a plain reading takes gives the full reading's target", () => {
  const counts = { plain: 0, full: 0, none: 0 };
  fc.assert(
    fc.property(uriOf, (text) => {
      counts[checkOne(text)]++;
    }),
    { numRuns: 20_000 },
  );
  assert.ok(counts.plain > 2_000, `plain ${counts.plain}`);
  assert.ok(counts.full > 5_000, `full ${counts.full}`);
});

test("the corpus's URIs are read plainly: the plain readings cover the common shapes", () => {
  for (const text of [
    "postgresql://user:p%40ss@db.example.com:5432/app?sslmode=require",
    "postgresql://user@[2001:db8::1]:5432/db?connect_timeout=10",
    "postgresql://%2Fvar%2Frun%2Fpostgresql/dbname",
    "redis://:secret@localhost:6379/2",
    "amqps://user:pass@mq.example.com:5671/vhost?heartbeat=30",
    "mysql://app:s3cret@mysql.internal:3306/shop?charset=utf8mb4&connectTimeout=10000",
    "mongodb://localhost:27017",
    "db:pg://me:secret@example.com/foodb",
    "db:sqlite:/var/db/foo.sqlite",
    "sqlite:///var/lib/app/data.db",
  ]) {
    assert.equal(checkOne(text), "plain", text);
  }
});

test("plainKeys admits a table's own names, less the excepted, aliases, repeatable keys and Object's names", () => {
  const text: ParamSpec = { type: "string", description: "" };
  const specs: ParamSpecs = {
    heartbeat: { type: "integer", description: "" },
    frame_max: { type: "integer", description: "", aliases: ["frameMax"] },
    locale: { type: "string", description: "" },
    auth_mechanism: { type: "string", description: "", repeatable: true },
    constructor: text,
  };
  const keys = plainKeys(specs, ["locale"]);
  assert.deepEqual(keys.words, ["heartbeat", "frame_max"]);
});

test("plainQuery takes key=value pairs joined by '&', nothing to decode, each key admitted once with a typed value", () => {
  const keys = plainKeys(SQLITE_PARAMS, []);
  const queryOf = (query: string) => {
    const text = `sqlite:///x.db?${query}`;
    return plainQuery(text, offsetsOf(parseUri(text)), keys);
  };
  const read = queryOf("mode=ro&nolock=yes");
  assert.deepEqual(read?.params, [
    ["mode", "ro"],
    ["nolock", "yes"],
  ]);
  assert.deepEqual(read?.read?.options, { mode: "ro", nolock: true });
  // The listed strings themselves, not slices of the text: V8 has interned them once.
  assert.equal(
    read?.params[0]?.[0],
    Object.keys(SQLITE_PARAMS).find((key) => key === "mode"),
  );
  for (const query of [
    "mode", // no "="
    "mode=ro&", // an empty pair
    "&mode=ro",
    "mode=ro&&nolock=1",
    "=ro", // an empty key
    "mode=ro=rw", // a second "="
    "mode=ro;nolock=1", // ";": libpq and the db: proposal read it differently
    "mode=%72o", // something to decode
    "vfs=a+b",
    "mode=fast", // not a value the spec admits: the full reading's error
    "unknown=1", // not a key it documents: the full reading's warning
    "Mode=ro", // a key in another case: the full reading's to judge
    "mode=ro&mode=ro", // given twice: the full reading's warning
  ]) {
    assert.equal(queryOf(query), undefined, query);
  }
  // What it refuses to read, the parse reads some other way: that is the full readings' work.
  assert.deepEqual(parseUri("x://h?a=1;b=2").params, [
    ["a", "1"],
    ["b", "2"],
  ]);
});

test("property: plainValue types a value in place exactly as typedValue types its text, for every spec", () => {
  const specs = [
    AMQP_PARAMS,
    LIBPQ_PARAMS,
    MYSQL_PARAMS,
    MONGODB_PARAMS,
    REDIS_PARAMS,
    SQLITE_PARAMS,
  ].flatMap((table) => Object.values(table));
  // A repeatable key is never plain: typed the same, once.
  const keys = specs.map((spec) => plainKeys({ k: { ...spec, repeatable: false } }, []).find("k", 0, 1)!);
  // Each spec's own words in any case, numbers about its bounds, and text of the characters a plain
  // query value may hold.
  const listed = [...new Set(specs.flatMap((spec) => spec.values ?? []))];
  const word = fc.oneof(
    fc.constantFrom(...listed, "true", "Yes", "0", "1", "oFF", "no", "-0", "-", "", "007"),
    // Durations: each unit, a fraction, a unit nothing reads, and names Object.prototype has.
    fc.constantFrom("1.5s", "10ms", "2m", "1h", "0ms", "3d", "5constructor", "1toString", "9__proto__"),
    fc.constantFrom(...listed).map((value) => value.toUpperCase()),
    fc.constantFrom(...listed).map((value) => value.toLowerCase()),
    fc.integer({ min: -70_000, max: 70_000 }).map(String),
    fc.bigInt({ min: -(10n ** 17n), max: 10n ** 17n }).map(String),
    fc.string({ unit: fc.constantFrom(..."09-.aZs_:"), maxLength: 17 }),
  );
  // Every spec against every listed word and the edge cases of numbers, then generated text.
  const edges = ["-0", "-", "", "007", "0", "65535", "65536", "-1", "999999999999999", "9999999999999999"];
  edges.push("1.5s", "10ms", "2m", "1h", "3d", "5constructor", "1e3", "1".repeat(400));
  for (const key of keys) {
    for (const value of [...listed, ...listed.map((v) => v.toUpperCase()), ...edges]) {
      assert.deepEqual(
        plainValue(key, `?${value}&`, 1, 1 + value.length),
        typedValue(key.spec, value),
        value,
      );
    }
  }
  fc.assert(
    fc.property(fc.constantFrom(...keys), word, fc.string({ maxLength: 3 }), (key, value, before) => {
      const href = `${before}${value}!`;
      const start = before.length;
      assert.deepEqual(
        plainValue(key, href, start, start + value.length),
        typedValue(key.spec, value),
        `${key.spec.type} '${value}'`,
      );
    }),
    { numRuns: 5000 },
  );
});

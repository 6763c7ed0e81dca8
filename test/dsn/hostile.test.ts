// Hostile values in every field, through every format: toDsn either writes a string whose reader (the
// driver's own parsing, transliterated in oracles.ts and sqlalchemy-oracles.ts) gives back the exact
// values, every field the route carries (user, password, database, parameter, host, port, socket), or
// refuses with dsn-unrepresentable. Nothing else: no other error, no value changed or dropped on the way.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { DburiError, interpret, omitSecretParamValue, parseLibpqPairs, toDsn } from "../../src/index.ts";
import { HOSTILE_CHARACTERS, hostileText } from "../helpers/hostile.ts";
import { get, type Read, ROUTES, type Route } from "./hostile-routes.ts";
import { SOCKET_ROUTES, type SocketRoute } from "./hostile-socket-routes.ts";
import { parseSqlalchemy } from "./oracles.ts";
import { sqlalchemyPgAddress } from "./sqlalchemy-oracles.ts";

const HOSTILE = [
  ...HOSTILE_CHARACTERS,
  "é",
  "日本語",
  "a b",
  "}}",
  "{x}",
  " lead",
  "trail ",
  "%41",
  "*",
  "\t",
  "[",
  "]",
  'it\'s;a "b"={c}\\d',
  "db=x",
  "[::1]",
  "address=(host=x)",
];

const HOST = "db.example.com";
const PORT = "5555";

/** A URI whose user, password, database and parameter are `value`, percent-encoded. */
function uriWith(route: Route, value: string): string {
  const e = encodeURIComponent(value);
  return `db:${route.engine}://u${e}:p${e}@${HOST}:${PORT}/d${e}?${route.paramKey ?? "x_app"}=a${e}`;
}

/** Runs toDsn: the DSN, or undefined when it refused with dsn-unrepresentable (any other error fails). */
function attempt(run: () => string, what: string): string | undefined {
  try {
    return run();
  } catch (error) {
    assert.ok(error instanceof DburiError, `${what}: ${String(error)}`);
    assert.equal(error.code, "dsn-unrepresentable", error.message);
    return undefined;
  }
}

/** Checks one conversion: refused with dsn-unrepresentable, or every carried field read back exactly. */
function check(route: Route, value: string): void {
  const what = `${route.format}/${route.engine}`;
  const dsn = attempt(() => toDsn(interpret(uriWith(route, value)), route.format, route.options), what);
  if (dsn === undefined) return;
  const read = route.read(dsn);
  const expected: Read = {
    user: `u${value}`,
    password: `p${value}`,
    database: `d${value}`,
    param: `a${value}`,
    host: HOST,
    port: PORT,
  };
  for (const key of route.carries) assert.equal(read[key], expected[key], `${what}: ${key} through ${dsn}`);
}

/** Checks a socket path holding `value`: refused, or the socket (and PostgreSQL's port) read back. */
function checkSocket(route: SocketRoute, value: string): void {
  const socket = `/tmp/s${value}`;
  const uri = route.uri(encodeURIComponent(socket));
  const dsn = attempt(() => toDsn(interpret(uri), route.format), `${route.format} ${uri}`);
  if (dsn === undefined) return;
  const read = route.read(dsn);
  assert.equal(read.socket, socket, `the socket through ${dsn}`);
  if (route.port) assert.equal(read.port, PORT, `the port through ${dsn}`);
}

describe("hostile values come back exactly or are refused", () => {
  for (const route of ROUTES) {
    for (const value of HOSTILE) {
      test(`${route.format} ${route.engine} ${JSON.stringify(value)}`, () => check(route, value));
    }
  }
});

describe("hostile socket paths come back exactly or are refused", () => {
  for (const route of SOCKET_ROUTES) {
    for (const value of HOSTILE) {
      test(`${route.format} ${route.uri("S")} ${JSON.stringify(value)}`, () => checkSocket(route, value));
    }
  }
});

test("property: random text in every field, every route", () => {
  fc.assert(
    fc.property(fc.constantFrom(...ROUTES), hostileText(), (route, value) => {
      // A value holding a secret of its own (`pw=...`, `x://u:p@h`) is left out where secrets are: not
      // what this property is about (test/uri/leak-secret-nested-in-value covers it).
      fc.pre(omitSecretParamValue("x_app", value) === value);
      check(route, value);
    }),
    { numRuns: 1500, seed: 1500 },
  );
});

test("property: random text in socket paths, every socket route", () => {
  fc.assert(
    fc.property(fc.constantFrom(...SOCKET_ROUTES), hostileText(), (route, value) =>
      checkSocket(route, value),
    ),
    { numRuns: 500, seed: 500 },
  );
});

test("plain values pass every route unrefused, every carried field back", () => {
  for (const route of ROUTES) {
    const dsn = toDsn(interpret(uriWith(route, "plain-value_1.x")), route.format, route.options);
    const read = route.read(dsn);
    for (const key of route.carries)
      assert.notEqual(read[key], undefined, `${route.format} ${route.engine} ${key}`);
  }
  for (const route of SOCKET_ROUTES) {
    assert.doesNotThrow(() => toDsn(interpret(route.uri("%2Ftmp%2Fplain")), route.format), route.format);
  }
});

test("a reader that drops a field fails the check", () => {
  // The check must not pass a DSN that loses a field: a route whose reader forgets the port fails.
  const route = ROUTES.find((r) => r.format === "libpq")!;
  const dropping: Route = { ...route, read: (dsn) => ({ ...route.read(dsn), port: undefined }) };
  assert.throws(() => check(dropping, "x"), assert.AssertionError);
});

/** A host of a libpq host list: a name, an IPv6 address, the default socket (empty) or a socket path. */
const hostEntry = fc.oneof(
  fc.constantFrom("h1", "db.example.com", "[::1]", "[2001:db8::5]", ""),
  hostileText(6).map((text) => encodeURIComponent(`/tmp/s${text}`)),
);

test("property: SQLAlchemy hands libpq the hosts and ports the libpq format writes", () => {
  const list = fc.array(fc.tuple(hostEntry, fc.option(fc.integer({ min: 1, max: 65535 }))), {
    minLength: 1,
    maxLength: 4,
  });
  fc.assert(
    fc.property(list, (entries) => {
      const authority = entries.map(([host, port]) => (port === null ? host : `${host}:${port}`)).join(",");
      const target = interpret(`postgresql://u@${authority}/db`);
      const libpq = attempt(() => toDsn(target, "libpq"), `libpq ${authority}`);
      const url = attempt(() => toDsn(target, "sqlalchemy"), `sqlalchemy ${authority}`);
      if (url === undefined) return;
      assert.notEqual(libpq, undefined, `sqlalchemy takes what libpq refuses: ${url}`);
      const pairs = parseLibpqPairs(libpq!)!;
      const expected = { host: get(pairs, "host") ?? null, port: get(pairs, "port") ?? null };
      assert.deepEqual(sqlalchemyPgAddress(parseSqlalchemy(url)), expected, `${url} and ${libpq}`);
    }),
    { numRuns: 500 },
  );
});

// Names of Object.prototype's members (constructor, toString, __proto__, ...) are ordinary text wherever a
// URI, an option or the command line gives them: as a query key, a query value or a driver name they are
// treated exactly as an unknown name such as zzz_unknown is, never found in a table as the inherited member.
// Every engine family, every DSN format (with its driver choices) and every driver adapter: the result for
// the name is the result for zzz_unknown with the name put in its place, or both refuse alike with a
// documented code, and no refusal speaks of "undefined", "[object" or "function".
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { describe, test } from "node:test";
import fc from "fast-check";
import {
  AMQP_PARAMS,
  DburiError,
  DSN_FORMATS,
  type DsnFormat,
  ENGINES,
  interpret,
  LIBPQ_FOLDED,
  LIBPQ_PARAMS,
  MONGODB_PARAMS,
  MSSQL_DBI_DRIVERS,
  MYSQL_PARAMS,
  pingDriver,
  REDIS_PARAMS,
  SQLITE_PARAMS,
  type Target,
  toAmqplibOptions,
  toDsn,
  toIoredisOptions,
  toMariadbConfig,
  toMysql2Config,
  toNodeRedisOptions,
  toPgConfig,
  toSqliteOptions,
} from "../../src/index.ts";
import { dburi } from "../cli/run.ts";

/** Every own property name of Object.prototype (`__proto__` among them: it is an accessor there). */
const NAMES: readonly string[] = [...new Set([...Object.getOwnPropertyNames(Object.prototype), "__proto__"])];
/** The ordinary unknown name each result is compared with. */
const ORDINARY = "zzz_unknown";

/** Codes the README or a `@throws` of the sources names, in backquotes. */
function documentedCodes(): ReadonlySet<string> {
  const codes = new Set<string>();
  const quoted = (text: string) => {
    for (const match of text.matchAll(/`([a-z][a-z0-9]*(?:-[a-z0-9]+)+)`/g)) codes.add(match[1]!);
  };
  quoted(readFileSync(new URL("../../README.md", import.meta.url), "utf8"));
  const src = new URL("../../src/", import.meta.url);
  for (const file of readdirSync(src, { recursive: true }).map(String)) {
    if (!file.endsWith(".ts")) continue;
    const text = readFileSync(new URL(file, src), "utf8");
    // A @throws paragraph runs to the next tag or the end of its comment.
    for (const match of text.matchAll(/@throws([\s\S]*?)(?=\n\s*\*\s*@|\*\/)/g)) quoted(match[1]!);
  }
  return codes;
}
const DOCUMENTED = documentedCodes();

/** What leaks out of a table lookup that found Object.prototype's member, or an unfinished message. */
const LEAK = /undefined|\[object|function/;

/** What a conversion gave: its value, as data and as printed, or its refusal. */
type Outcome =
  | { readonly value: string }
  | { readonly code: string; readonly reason: string; readonly fix: string | null }
  | { readonly thrown: string };

/** A config's own enumerable data, at any depth (functions by name, bytes by size): what a driver reads. */
function plain(value: unknown): unknown {
  if (typeof value === "function") return `<function ${value.name}>`;
  if (value instanceof Uint8Array) return `<${value.byteLength} bytes>`;
  if (value instanceof String) return value.valueOf();
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value !== "object" || value === null) return value;
  // fromEntries defines each key as an own property, `__proto__` included.
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item)]));
}

function outcome(run: () => unknown): Outcome {
  try {
    const result = run();
    // The data a driver reads, and what printing shows (configs print redacted, through their toJSON).
    // A warning's position moves with the length of the key before it, which the names differ in.
    const text = `${JSON.stringify(plain(result))} printed ${JSON.stringify(result)}`;
    return { value: text.replace(/"index":\d+,?/g, "") };
  } catch (error) {
    if (!(error instanceof DburiError)) return { thrown: String(error) };
    return { code: error.code, reason: error.reason, fix: error.fix };
  }
}

/** An outcome with the ordinary name (and its lowercase) replaced by `name` (and its lowercase). */
function renamed(result: Outcome, ordinary: string, name: string): Outcome {
  // In the case the output writes it: folded to lowercase, or to uppercase (mysql2's `flags` list).
  const swap = (text: string) =>
    text
      .replaceAll(ordinary, name)
      .replaceAll(ordinary.toLowerCase(), name.toLowerCase())
      .replaceAll(ordinary.toUpperCase(), name.toUpperCase());
  if ("value" in result) return { value: swap(result.value) };
  if ("thrown" in result) return result;
  return {
    code: result.code,
    reason: swap(result.reason),
    fix: result.fix === null ? null : swap(result.fix),
  };
}

/** What `run()` gives, and the message of its refusal (which holds the redacted input and a caret). */
function attempt(run: () => unknown): [Outcome, string] {
  let message = "";
  const result = outcome(() => {
    try {
      return run();
    } catch (error) {
      if (error instanceof DburiError) message = error.message;
      throw error;
    }
  });
  return [result, message];
}

/**
 * Asserts that `run(name)` does what the ordinary name did (`expected`, its outcome), renamed: a result,
 * or a DburiError with a documented code whose message, reason and fix hold nothing a prototype lookup
 * leaks.
 */
function assertOrdinary(
  label: string,
  name: string,
  expected: Outcome,
  run: (name: string) => unknown,
): void {
  const [got, message] = attempt(() => run(name));
  assert.ok(!("thrown" in got), `${label}: threw ${"thrown" in got ? got.thrown : ""}, not a DburiError`);
  if ("code" in got) {
    assert.ok(DOCUMENTED.has(got.code), `${label}: '${got.code}' is not a documented code`);
    for (const text of [message, got.reason, got.fix ?? ""]) {
      assert.ok(!LEAK.test(text), `${label}: ${text}`);
    }
  }
  assert.deepEqual(got, expected, label);
}

/** `assertOrdinary` for each name, against `run(ordinary)` computed once. */
function assertEachOrdinary(
  label: string,
  names: readonly string[],
  ordinary: string,
  run: (name: string) => unknown,
): void {
  const [expected] = attempt(() => run(ordinary));
  assert.ok(!("thrown" in expected), `${label} ${ordinary}: threw ${JSON.stringify(expected)}`);
  for (const name of names) assertOrdinary(`${label} ${name}`, name, renamed(expected, ordinary, name), run);
}

/** One URI of every engine row (`db:`), the native schemes, and a few shapes (socket, host list). */
const BASES: readonly string[] = [
  "postgresql://u:pw@h/db",
  "postgres://u:pw@h1,h2:5433/db",
  "postgresql://u@%2Frun%2Fpostgresql/db",
  "mysql://u:pw@h/db",
  "mariadb://u:pw@h/db",
  "mongodb://u:pw@h/db",
  "mongodb+srv://u:pw@cluster.example.com/db",
  "sqlite:///srv/app.db",
  "redis://:pw@h/0",
  "rediss://u:pw@h:6380/1",
  "redis+socket:///run/redis.sock",
  "amqp://u:pw@h/vh",
  "amqps://u:pw@h/vh",
  ...Object.values(ENGINES).map((engine) =>
    engine.database === "file" ? `db:${engine.names[0]}:/srv/app.db` : `db:${engine.names[0]}://u:pw@h/db`,
  ),
];

/** `base` with `pair` added to its query. */
function withPair(base: string, pair: string): string {
  return `${base}${base.includes("?") ? "&" : "?"}${pair}`;
}

/** Every DSN format, with each driver choice it has (undefined: the default). */
const DSN_CONVERSIONS: readonly (readonly [string, (target: Target) => unknown])[] = DSN_FORMATS.flatMap(
  (format: DsnFormat) => {
    const choices: Record<string, readonly string[]> = {
      dbi: Object.keys(MSSQL_DBI_DRIVERS),
      jdbc: ["mysql", "mariadb"],
      sqlalchemy: ["pyodbc", "psycopg", "pymysql"],
      odbc: ["MariaDB Unicode"],
    };
    return [undefined, ...(choices[format] ?? [])].map(
      (driver) =>
        [
          driver === undefined ? format : `${format} (driver ${driver})`,
          (target: Target) => toDsn(target, format, driver === undefined ? {} : { driver }),
        ] as const,
    );
  },
);

/** What a driver config's readFile gives: the path, marked. */
const readFile = (path: string) => `<contents of ${path}>`;

/** Every driver adapter, as the library and the CLI call them, and with unsupported options ignored. */
const ADAPTERS: readonly (readonly [string, (target: Target) => unknown])[] = [
  ["toPgConfig", (t) => toPgConfig(t)],
  ["toPgConfig ignore", (t) => toPgConfig(t, { unsupported: "ignore", hostIndex: 0 })],
  ["toMysql2Config", (t) => toMysql2Config(t)],
  ["toMysql2Config ignore", (t) => toMysql2Config(t, { unsupported: "ignore" })],
  ["toMariadbConfig", (t) => toMariadbConfig(t)],
  ["toMariadbConfig ignore", (t) => toMariadbConfig(t, { unsupported: "ignore" })],
  ["toSqliteOptions", (t) => toSqliteOptions(t, { baseDirectory: "/srv" })],
  ["toSqliteOptions ignore", (t) => toSqliteOptions(t, { baseDirectory: "/srv", unsupported: "ignore" })],
  ["toNodeRedisOptions", (t) => toNodeRedisOptions(t, { readFile })],
  ["toIoredisOptions", (t) => toIoredisOptions(t, { readFile })],
  ["toAmqplibOptions", (t) => toAmqplibOptions(t, { readFile })],
];

/** What interpret keeps of the query, and the codes of its findings. */
function interpretation(target: Target): unknown {
  return {
    params: target.params,
    options: target.options,
    warnings: target.warnings.map((warning) => warning.code),
  };
}

const CONVERSIONS: readonly (readonly [string, (target: Target) => unknown])[] = [
  ["interpret", interpretation],
  ...DSN_CONVERSIONS,
  ...ADAPTERS,
];

/** A URI's target, or a function that throws its refusal again. */
function interpreted(uri: string): () => Target {
  try {
    const target = interpret(uri);
    return () => target;
  } catch (error) {
    return () => {
      throw error;
    };
  }
}

/**
 * Checks `uri(name)` for each name against `uri(ordinary)`, through interpret and every conversion; each URI
 * is interpreted once.
 */
function checkEverywhere(
  label: string,
  names: readonly string[],
  ordinary: string,
  uri: (name: string) => string,
): void {
  const targets = new Map([ordinary, ...names].map((each) => [each, interpreted(uri(each))]));
  for (const [conversion, convert] of CONVERSIONS) {
    assertEachOrdinary(`${label} ${conversion}`, names, ordinary, (each) => convert(targets.get(each)!()));
  }
}

describe("an Object.prototype name as a query key", () => {
  for (const base of BASES) {
    test(`${base}?<name>=..., through every format and adapter`, () => {
      for (const value of ["1", "", "a%20b"]) {
        checkEverywhere(`${base} <name>=${value}`, NAMES, ORDINARY, (key) =>
          withPair(base, `${key}=${value}`),
        );
      }
    });
  }

  test("property: among other pairs, in any case the readers fold", () => {
    const cases: readonly ((text: string) => string)[] = [
      (text) => text,
      (text) => text.toUpperCase(),
      (text) => text.charAt(0).toUpperCase() + text.slice(1),
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...BASES),
        fc.constantFrom(...NAMES),
        fc.constantFrom(...cases),
        fc.stringMatching(/^[a-z0-9._~-]{0,6}$/),
        fc.subarray([
          "x=1",
          "sslmode=require",
          "ssl-mode=REQUIRED",
          "client_name=app",
          "heartbeat=5",
          "mode=ro",
        ]),
        fc.nat(),
        (base, name, spell, value, others, at) => {
          const position = at % (others.length + 1);
          const uri = (key: string) => {
            const pairs = [...others];
            pairs.splice(position, 0, `${key}=${value}`);
            return withPair(base, pairs.join("&"));
          };
          checkEverywhere(uri(spell(name)), [spell(name)], spell(ORDINARY), uri);
        },
      ),
      { numRuns: 300 },
    );
  });
});

/** URIs without credentials (a query password or user is then no second value) and the keys each reads. */
const KEYED: readonly (readonly [readonly string[], readonly string[]])[] = [
  [
    ["postgresql://h/db", "db:redshift://h/db", "db:cockroach://h/db"],
    Object.keys(LIBPQ_PARAMS).filter((key) => !LIBPQ_FOLDED.includes(key)),
  ],
  [["mysql://h/db", "mariadb://h/db", "db:singlestore://h/db", "db:tidb://h/db"], Object.keys(MYSQL_PARAMS)],
  [["mongodb://h/db"], Object.keys(MONGODB_PARAMS)],
  [["sqlite:///srv/app.db", "db:sqlite:/srv/app.db"], Object.keys(SQLITE_PARAMS)],
  [["redis://h/0", "rediss://h/0"], Object.keys(REDIS_PARAMS)],
  [["amqp://h/vh", "amqps://h/vh"], Object.keys(AMQP_PARAMS)],
];

describe("an Object.prototype name as a query value", () => {
  for (const [bases, keys] of KEYED) {
    for (const base of bases) {
      test(`${base}?<key>=<name>, for each key its scheme documents`, () => {
        for (const key of new Set(keys)) {
          // Alone, and as the key of a list item (connection-attributes, authMechanismProperties, ...).
          for (const shape of ["", "%3Dv", ":v", ",x"]) {
            checkEverywhere(`${base} ${key}=<name>${shape}`, NAMES, ORDINARY, (each) =>
              withPair(base, `${key}=${each}${shape}`),
            );
          }
        }
      });
    }
  }
});

describe("an Object.prototype name as a driver name", () => {
  test("toDsn's driver option, in every format, for every engine", () => {
    for (const base of BASES) {
      const target = interpret(base);
      for (const format of DSN_FORMATS) {
        const run = (driver: string) => toDsn(target, format, { driver });
        assertEachOrdinary(`${base} ${format} driver`, NAMES, ORDINARY, run);
        assertEachOrdinary(
          `${base} ${format} driver`,
          NAMES.map((name) => name.toUpperCase()),
          ORDINARY.toUpperCase(),
          run,
        );
      }
    }
  });
  test("pingDriver's driver option, for every engine connect reaches", () => {
    for (const base of ["postgresql://h/db", "mysql://h/db", "db:sqlite::memory:", "redis://h", "amqp://h"]) {
      assertEachOrdinary(`${base} driver`, NAMES, ORDINARY, (driver) => pingDriver(base, { driver }));
    }
  });
});

describe("an Object.prototype name on dburi's command line", () => {
  const names = ["constructor", "__proto__", "toString"];
  const commands: readonly [string, (name: string) => string[]][] = [
    ["convert --to jdbc (query key)", (name) => ["convert", `postgresql://h/db?${name}=1`, "--to", "jdbc"]],
    [
      "convert --to mariadb (query key)",
      (name) => ["convert", `mariadb://h/db?${name}=1`, "--to", "mariadb"],
    ],
    ["convert --to <name>", (name) => ["convert", "postgresql://h/db", "--to", name]],
    [
      "convert --to dbi --driver <name>",
      (name) => ["convert", "db:mssql://h/db", "--to", "dbi", "--driver", name],
    ],
    [
      "convert --to jdbc --driver <name>",
      (name) => ["convert", "mysql://h/db", "--to", "jdbc", "--driver", name],
    ],
    ["parse --env <name>", (name) => ["parse", "--env", name]],
    ["check --env <name>", (name) => ["check", "--env", name]],
  ];
  for (const [label, args] of commands) {
    test(`dburi ${label} is what it is for ${ORDINARY}`, () => {
      const ordinary = dburi(args(ORDINARY));
      for (const name of names) {
        const run = dburi(args(name));
        assert.deepEqual(
          { status: run.status, stdout: run.stdout, stderr: run.stderr },
          {
            status: ordinary.status,
            stdout: ordinary.stdout.replaceAll(ORDINARY, name),
            stderr: ordinary.stderr.replaceAll(ORDINARY, name),
          },
          `dburi ${args(name).join(" ")}`,
        );
      }
    });
  }
});

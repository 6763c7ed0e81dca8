// The standing fuzz and leak suite over the library: seeded, bounded in time, and covering every exported
// function. Each input carries secrets placed where users put them (placed-secrets.ts); every output that
// is meant to be shown (String, JSON, inspect, redacted views, DSNs with `redact` or `omitPassword`, the
// configs' printing, errors and warnings) must hold none of them, no call may throw anything but a
// DburiError, and no call may stall. The table below names, for each export, how it is exercised or why
// it takes no connection string; a new export must be added to it (the last test fails otherwise), so the
// leak classes closed once stay closed for everything that is exported later.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { inspect } from "node:util";
import fc from "fast-check";
import * as dburi from "../../src/index.ts";
import {
  CONVERSIONS,
  convert,
  DburiError,
  DSN_FORMATS,
  normalizeUri,
  redact,
  redactedView,
  redactUri,
  resolveUri,
  type Target,
  toDsn,
  tryInterpret,
  tryParseUri,
} from "../../src/index.ts";
import { leaked, type Placed, placedArb } from "./placed-secrets.ts";

/** How long each property may run before it stops (it passes with the runs it made). */
const TIME_LIMIT_MS = 60_000;
/** The seed: fixed, so a run is repeatable; DBURI_FUZZ_SEED explores others. */
const SEED = Number(process.env.DBURI_FUZZ_SEED ?? 2023);

/** Everything printing `value` can show: String, JSON and inspect, whatever throws in them. */
function printed(value: unknown): string {
  const out: string[] = [];
  for (const show of [
    String,
    (v: unknown) => JSON.stringify(v) ?? "",
    (v: unknown) => inspect(v, { depth: 8 }),
  ]) {
    try {
      out.push(show(value));
    } catch (error) {
      out.push(`(printing threw ${String(error)})`);
    }
  }
  return out.join("\n");
}

/** Runs `call`; a DburiError is an output too (its message and inspect), anything else thrown a failure. */
function outcome(call: () => unknown): unknown {
  try {
    return call();
  } catch (error) {
    if (!(error instanceof DburiError)) throw error;
    return error;
  }
}

/** The outputs of the target-taking exports for one target, each printed. */
function targetOutputs(target: Target): string[] {
  const out = [printed(target), printed(redactedView(target))];
  for (const format of DSN_FORMATS) {
    out.push(printed(outcome(() => toDsn(target, format, { redact: true }))));
    out.push(printed(outcome(() => toDsn(target, format, { omitPassword: true }))));
  }
  for (const to of CONVERSIONS) {
    const conversion = outcome(() =>
      convert(target, to, { redact: true, unsupported: "warn", hostIndex: 0 }),
    );
    if (conversion instanceof DburiError) out.push(printed(conversion));
    else {
      const { output, params, warnings } = conversion as ReturnType<typeof convert>;
      // A DSN's output is the redacted string; a driver config holds secrets as its fields, and prints none.
      out.push(printed(output), printed(params), printed(warnings));
    }
  }
  return out;
}

/** An ORM adapter's options for the input's target (or its error), and its warnings, each printed. */
function ormOutputs(
  input: string,
  adapter: (target: Target, options: dburi.ToOrmOptions) => unknown,
): string[] {
  const result = tryInterpret(input);
  if (!result.ok) return [];
  const warnings: dburi.Finding[] = [];
  const options = outcome(() => adapter(result.value, { unsupported: "warn", hostIndex: 0, warnings }));
  return [printed(options), printed(warnings)];
}

/** Every exported function and how the suite exercises it with an input, or why it takes none. */
/** An interpreter over some of the families: its targets, and the unknown-scheme error of the others. */
const SOME_FAMILIES = dburi.createInterpreter([dburi.POSTGRES_SCHEMES, dburi.REDIS_SCHEMES]);

const EXPORTS: Record<string, ((input: string) => string[]) | string> = {
  parseUri: (input) => {
    const parsed = tryParseUri(input, { hostList: true });
    if (!parsed.ok) return [printed(parsed.error)];
    const uri = parsed.value;
    const safe = uri.redacted();
    return [
      printed(uri),
      printed([safe.userinfo, safe.authority, safe.query, safe.params, safe.queryEntries]),
    ];
  },
  tryParseUri: (input) => [printed(tryParseUri(input))],
  Uri: "the class parseUri returns: exercised through it",
  interpret: (input) => {
    const result = tryInterpret(input);
    return result.ok ? targetOutputs(result.value) : [printed(result.error)];
  },
  tryInterpret: (input) => [printed(tryInterpret(input))],
  createInterpreter: (input) => {
    const result = outcome(() => SOME_FAMILIES(input));
    return result instanceof DburiError ? [printed(result)] : targetOutputs(result as dburi.Target);
  },
  SchemeFamily: "the class of the families createInterpreter takes: exercised through it",
  // The input as a variable's value and as a secret's file: the target or the error, each printed.
  interpretEnv: (input) => [
    printed(outcome(() => dburi.interpretEnv("DATABASE_URL", { env: { DATABASE_URL: input } }))),
    printed(
      outcome(() =>
        dburi.interpretEnv("DATABASE_URL", {
          env: { DATABASE_URL_FILE: "/run/secrets/db" },
          readFile: () => `${input}\n`,
          engines: ["amqp"],
        }),
      ),
    ),
  ],
  fromEnv: (input) => [
    printed(outcome(() => dburi.fromEnv("DATABASE_URL", { env: { DATABASE_URL: input }, kinds: ["redis"] }))),
  ],
  // A schema's result printed (a target prints redacted), and the issues of one that outputs the string:
  // that string, like `href`, is the URI as given, asked for by name, and is not printed here.
  uriSchema: (input) => [
    printed(dburi.uriSchema()["~standard"].validate(input)),
    printed(dburi.uriSchema({ engines: ["pg"], output: "string" })["~standard"].validate(input).issues),
  ],
  // Every DSN format's text of the input's target, with its secrets revealed, read back: the target, its
  // note and any error; and each text cut short and given a stray quote, for the formats' own errors.
  readConnectionString: (input) => {
    const out = [printed(outcome(() => dburi.readConnectionString(input)))];
    const result = tryInterpret(input);
    if (!result.ok) return out;
    for (const format of DSN_FORMATS) {
      const dsn = outcome(() => toDsn(result.value, format));
      if (typeof dsn !== "string") continue;
      const read = outcome(() => dburi.readConnectionString(dsn));
      out.push(read instanceof DburiError ? printed(read) : targetOutputs(read as Target).join("\n"));
      out.push(printed(outcome(() => dburi.readConnectionString(`${dsn.slice(0, -2)}'{"`))));
    }
    return out;
  },
  detectFormat: "returns a format's name",
  // The repaired URI holds the password as given (encoded): its changes quote none of it.
  repairUri: (input) => [printed(dburi.repairUri(input).changes)],
  redact: (input) => [redact(input)],
  redactUri: (input) => [redactUri(input)],
  redactedIndex: "returns a position (a number), no text",
  componentSpans: "returns component names and offsets, no text of the input",
  normalizeUri: (input) => [printed(outcome(() => normalizeUri(input, { hostList: true })))],
  resolveUri: (input) => [
    printed(outcome(() => resolveUri(input, "../x"))),
    printed(outcome(() => resolveUri(input, "x?y=1"))),
  ],
  toDsn: "exercised on every target, every format, with redact and omitPassword (interpret)",
  convert: "exercised on every target, to every output, with redact (interpret)",
  redactedView: "exercised on every target (interpret)",
  toPgConfig: "through convert(target, 'pg')",
  toMysql2Config: "through convert(target, 'mysql2')",
  toMariadbConfig: "through convert(target, 'mariadb')",
  toSqliteOptions: "through convert(target, 'sqlite')",
  toIoredisOptions: "through convert(target, 'ioredis')",
  toNodeRedisOptions: "through convert(target, 'redis')",
  toIoredisSentinelOptions: "through convert(target, 'ioredis') of a Sentinel target",
  toNodeRedisSentinelOptions: "through convert(target, 'node-redis') of a Sentinel target",
  toIoredisClusterOptions: "through convert(target, 'ioredis') of a host list",
  toNodeRedisClusterOptions: "through convert(target, 'node-redis') of a host list",
  toAmqplibOptions: "through convert(target, 'amqplib')",
  toTypeOrmOptions: (input) => ormOutputs(input, dburi.toTypeOrmOptions),
  toSequelizeOptions: (input) => ormOutputs(input, dburi.toSequelizeOptions),
  toMikroOrmOptions: (input) => ormOutputs(input, dburi.toMikroOrmOptions),
  toNativeUri: (input) => {
    const result = tryInterpret(input);
    return result.ok ? [String(outcome(() => dburi.toNativeUri(result.value)) instanceof DburiError)] : [];
  },
  interpretAmqp: "the amqp family's interpreter: exercised through interpret",
  interpretDb: "the db: interpreter: exercised through interpret",
  interpretRedis: "the redis family's interpreter: exercised through interpret",
  interpretRedisSocket: "the redis socket interpreter: exercised through interpret",
  interpretRedisSentinel: "the Redis Sentinel interpreter: exercised through interpret",
  genericInterpreter: "builds interpreters for custom registries: exercised through interpret's",
  redactParamValue: (input) => [
    dburi.redactParamValue("password", input),
    dburi.redactParamValue("url", input),
  ],
  omitSecretParamValue: (input) => [
    String(dburi.omitSecretParamValue("password", input)),
    String(dburi.omitSecretParamValue("url", input)),
  ],
  isSecretKey: "takes a key name, not a connection string",
  schemeOf: (input) => [printed(outcome(() => dburi.schemeOf(input)))],
  parseLibpqPairs: "returns the pairs as written (a raw accessor, README: Secrets)",
  quoteLibpq: "quotes a value the caller gives, for a DSN that holds it",
  quoteOdbc: "quotes a value the caller gives, for a DSN that holds it",
  quoteAdo: "quotes a value the caller gives, for a DSN that holds it",
  formatOdbcPairs: "writes the pairs the caller gives, for a DSN that holds them",
  adoKeyword: "takes a keyword, not a connection string",
  mssqlParamName: "takes a parameter name",
  isLibpqKeyword: "takes a keyword",
  connect:
    "connects: refused input is covered by interpret's errors (it interprets first); test/connect covers its messages",
  ping: "connects: as connect",
  pingDriver: "connects: as connect",
  tryPing: "connects: as connect",
  tlsFileReader: "reads files by path",
  // libpq's resolution of the input, and of a URI whose password comes from PGPASSWORD as the input: the
  // resolution (its target, sources and warnings) and its errors.
  resolveLibpq: (input) => [
    printed(outcome(() => dburi.resolveLibpq(input, { env: {}, home: "/nonexistent" }))),
    printed(
      outcome(() =>
        dburi.resolveLibpq("postgresql://h/db?user=u", { env: { PGPASSWORD: input }, home: "/nonexistent" }),
      ),
    ),
    printed(
      outcome(() =>
        dburi.resolveLibpq("postgresql://h/db?user=u", {
          env: { PGPASSWORD: input, PGSSLMODE: "bogus" },
          home: "/nonexistent",
        }),
      ),
    ),
  ],
  redisConnectionParts: "through convert(target, 'ioredis' | 'redis')",
  redisTlsSettings: "through convert(target, 'ioredis' | 'redis')",
  readParams: "reads a parsed URI by a catalogue for custom families: exercised through interpret's",
  redactor: "builds a redacting printer for a caller's object: the driver configs use it (convert)",
  unrepresentable: "builds an error from the caller's text",
  DburiError: "the error class: every error above is one",
  isDburiError: "a type guard",
  decodePercent: "decodes the text the caller gives (a raw accessor)",
  encodePercent: "encodes the text the caller gives",
  // A built or expanded URI holds the caller's password by design: it is printed redacted; an error, as it is.
  buildUri: (input) => {
    const result = tryInterpret(input);
    if (!result.ok) return [];
    const { scheme, host, port, user, password, database } = result.value;
    const built = outcome(() => dburi.buildUri({ scheme, host, port, user, password, database }));
    return [built instanceof DburiError ? printed(built) : printed(dburi.redactUri(String(built)))];
  },
  expandUri: (input) =>
    // The value where secrets go (a password, a secret parameter), and where an error refuses it without
    // quoting it (a port, a scheme).
    [
      "redis://:${PW}@h:6379/0",
      "postgresql://app:${PW}@h/db?sslpassword=${PW}",
      "postgresql://h:${PW}/db",
      "${PW}://h/db",
    ].map((template) => {
      const expanded = outcome(() => dburi.expandUri(template, { env: { PW: input } }));
      return expanded instanceof DburiError ? printed(expanded) : printed(dburi.redactUri(String(expanded)));
    }),
  formatUri: "builds a URI from the caller's parts (the result holds what they gave)",
  removeDotSegments: "takes a path",
  valueIndexOf: "takes a query entry",
  isCarried: "takes a fate",
  parseBoolean: "takes a parameter value",
  parseDuration: "takes a parameter value",
  isSocketPath: "takes a path",
  databaseOf: "takes a parsed URI's path: exercised through interpret",
  baseTarget: "builds a target for custom families: exercised through interpret's",
  createTarget: "builds a target for custom families: exercised through interpret's",
  RedactedTarget: "the base class of targets: exercised through interpret's",
  isTarget: "a type guard",
  isDbTarget: "a type guard",
  isRedisTarget: "a type guard",
  isRedisSentinelTarget: "a type guard",
  engineNames: "lists the engine table",
  engineOf: "takes an engine name",
  driverKind: "takes an engine table row",
  createRegistry: "builds a registry of scheme definitions",
  Registry: "the registry class",
  checkDefinition: "takes a scheme definition",
  checkSchemeName: "takes a scheme name",
  isValidSchemeName: "takes a scheme name",
  checkStatusTransition: "takes two statuses",
  isRegistrationStatus: "takes a status word",
  isSchemeStatus: "takes a status word",
  listSchemes: "lists the registry",
  toSchemeDefinition: "reads a registration template (test/registry)",
  compareWithIana: "compares a registry with the IANA snapshot",
  ianaSchemes: "lists the IANA snapshot",
  ianaSnapshot: "reads the vendored IANA snapshot",
  IanaSnapshot: "the IANA snapshot class",
  lookupIanaScheme: "takes a scheme name",
  parseIanaSnapshot: "reads IANA's CSV",
  parseTemplate: "reads a registration template (test/registry/stall-template-review)",
  tryParseTemplate: "reads a registration template",
  reviewTemplate: "reads a registration template; its examples are quoted redacted (test/registry)",
  formatTemplate: "writes a registration template from a definition",
  templateFieldOf: "takes a field label",
  normalizeTemplateValue: "takes a template field value",
  normalizeReference: "takes a template reference",
};

describe("no secret shows in any output of any export", () => {
  test("property: every exercised export, on every placement of a secret", () => {
    const calls = Object.entries(EXPORTS).filter(([, how]) => typeof how === "function") as [
      string,
      (input: string) => string[],
    ][];
    fc.assert(
      fc.property(placedArb, (placed: Placed) => {
        for (const [name, call] of calls) {
          for (const text of call(placed.text)) {
            const found = leaked(placed, text);
            assert.deepEqual(
              found,
              [],
              `${name}(${JSON.stringify(placed.text)}) shows ${found.join(", ")}:\n${text}`,
            );
          }
        }
      }),
      { seed: SEED, numRuns: 3000, interruptAfterTimeLimit: TIME_LIMIT_MS },
    );
  });

  test("every exported function is in the table: exercised, or why it takes no connection string", () => {
    const functions = Object.entries(dburi)
      .filter(([, value]) => typeof value === "function")
      .map(([name]) => name)
      .sort();
    const missing = functions.filter((name) => !(name in EXPORTS));
    const stale = Object.keys(EXPORTS).filter((name) => !functions.includes(name));
    assert.deepEqual(missing, [], `exports the suite does not name: ${missing.join(", ")}`);
    assert.deepEqual(stale, [], `names the suite lists that are not exported: ${stale.join(", ")}`);
  });
});

// dburi convert <uri> --to <format>: a DSN (libpq, jdbc, odbc, dbi, sqlalchemy, ado, uri) or a driver's
// config (pg, mysql2, mariadb, sqlite, node-redis, ioredis, amqplib). Redacted unless --reveal.

import {
  type ConvertTo,
  convert,
  DSN_FORMATS,
  type DsnFormat,
  READ_FORMATS,
  type ReadFormat,
  readConnectionString,
  revealedConfig,
  toDsn,
  type Unsupported,
} from "../../convert/index.js";
import type { Target } from "../../registry/index.js";
import { DburiError } from "../../uri/index.js";
import { fromOption } from "../from-option.js";
import { BASE_DIR_HELP, baseDirectory, oneUri } from "../input.js";
import { printable, printJson, sayResult, warn } from "../output.js";
import { parseCommandArgs, plainOption, quote, UsageError } from "../usage.js";
import type { Command } from "./command.js";
import { reportFailure } from "./report.js";

/** What convert prints for a file a URI names: the config holds the file's contents at connect time. */
const placeholder = (path: string) => `<contents of ${path}>`;

/**
 * Reads `--unsupported` (the adapters' option of the same name), one of `allowed`.
 * @example
 * unsupportedOption("warn", ["error", "warn", "ignore"]); // "warn"
 */
export function unsupportedOption(
  value: string | undefined,
  allowed: readonly Unsupported[],
): Unsupported | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value))
    throw new UsageError(`--unsupported takes ${allowed.join(", ")}, not ${quote(value)}`);
  return value as Unsupported;
}

/** A driver config `--to` can give: the canonical engine its URIs have, and what it takes. */
interface Adapter {
  readonly engine: string;
  /** The URIs it takes, for the wrong-engine message. */
  readonly takes: string;
}

const POSTGRES = "a PostgreSQL URI (postgresql:, postgres:, db:pg:)";
const MYSQL = "a MySQL or MariaDB URI (mysql:, mariadb:, db:mysql:, db:mariadb:)";
const REDIS = "a Redis URI (redis:, rediss:, redis+socket:)";

/** Driver configs, by the name `--to` takes. */
const ADAPTERS: Readonly<Record<string, Adapter>> = {
  pg: { engine: "pg", takes: POSTGRES },
  mysql2: { engine: "mysql", takes: MYSQL },
  mariadb: { engine: "mysql", takes: MYSQL },
  sqlite: { engine: "sqlite", takes: "a SQLite URI (sqlite:, db:sqlite:)" },
  "node-redis": { engine: "redis", takes: REDIS },
  ioredis: { engine: "redis", takes: REDIS },
  amqplib: { engine: "amqp", takes: "an AMQP URI (amqp:, amqps:)" },
};

/** The driver config `--to` names, or undefined: own entries only (`--to constructor` names none). */
function adapterNamed(name: string): Adapter | undefined {
  return Object.hasOwn(ADAPTERS, name) ? ADAPTERS[name] : undefined;
}

/**
 * Every `--to` value: the DSN formats, then the driver configs.
 * @example
 * CONVERT_TARGETS.includes("ioredis"); // true
 */
export const CONVERT_TARGETS: readonly string[] = [...DSN_FORMATS, ...Object.keys(ADAPTERS)];

/** Whether toDsn can write the target in `format` (it throws for a format that cannot hold it). */
function dsnFits(target: Target, format: DsnFormat): boolean {
  try {
    toDsn(target, format, { redact: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * The `--to` values that fit a target: the DSN formats that can hold it and the driver configs of its
 * engine.
 * @example
 * fittingTargets(interpret("redis://h")); // ["uri", "node-redis", "ioredis"]
 */
export function fittingTargets(target: Target): string[] {
  return [
    ...DSN_FORMATS.filter((format) => dsnFits(target, format)),
    ...Object.keys(ADAPTERS).filter((name) => adapterNamed(name)?.engine === target.canonicalEngine),
  ];
}

/**
 * The adapter `--to` names, refused with `wrong-engine` before it runs when the URI's engine is not its
 * own: the message speaks of --to values, not of the library's functions.
 */
function adapterFor(name: string, target: Target): Adapter | undefined {
  const adapter = adapterNamed(name);
  if (adapter === undefined || adapter.engine === target.canonicalEngine) return adapter;
  const engine = target.canonicalEngine ?? target.engine ?? target.scheme;
  const fitting = fittingTargets(target);
  throw new DburiError({
    code: "wrong-engine",
    reason: `--to ${name} takes ${adapter.takes}, and this URI's engine is ${engine}`,
    fix:
      fitting.length === 0
        ? "no --to value fits this URI: dburi convert --help lists them"
        : `use --to with one that fits this URI: ${fitting.join(", ")}`,
  });
}

async function main(args: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    to: { type: "string", short: "t" },
    from: { type: "string" },
    repair: { type: "boolean" },
    "base-dir": { type: "string" },
    driver: { type: "string" },
    "omit-password": { type: "boolean" },
    "host-index": { type: "string" },
    "allow-param": { type: "string", multiple: true },
    unsupported: { type: "string" },
    strict: { type: "boolean" },
  });
  const format = values.to;
  if (format === undefined) throw new UsageError(`--to is required: one of ${CONVERT_TARGETS.join(", ")}`);
  if (!CONVERT_TARGETS.includes(format))
    throw new UsageError(`unknown format ${quote(format)}: use one of ${CONVERT_TARGETS.join(", ")}`);
  if (adapterNamed(format) && (values.driver !== undefined || values["omit-password"])) {
    throw new UsageError("--driver and --omit-password apply to the DSN formats, not to driver configs");
  }
  const options: CommandOptions = {
    format,
    from: fromOption(values.from),
    repair: values.repair === true,
    reveal: values.reveal === true,
    json: values.json === true,
    baseDirectory: plainOption("--base-dir", values["base-dir"]),
    driver: plainOption("--driver", values.driver),
    omitPassword: values["omit-password"] === true,
    hostIndex: hostIndexOption(values["host-index"], format),
    unsupported: unsupportedOption(values.unsupported, ["error", "warn", "ignore"]),
    strict: values.strict === true,
    allowParams: ([] as string[])
      .concat(values["allow-param"] ?? [])
      .map((name) => plainOption("--allow-param", name) ?? ""),
  };
  const text = oneUri(positionals, values);
  try {
    return convertText(text, options);
  } catch (error) {
    return reportFailure(error, { json: options.json, shown: { text, reveal: options.reveal } });
  }
}

/** --host-index: a position in the URI's host list, for --to pg only. */
function hostIndexOption(value: string | undefined, format: string): number | undefined {
  if (value === undefined) return undefined;
  if (format !== "pg") throw new UsageError("--host-index applies to --to pg (node-postgres takes one host)");
  if (!/^(0|[1-9][0-9]{0,5})$/.test(value))
    throw new UsageError(
      `--host-index takes a position in the host list (0 for the first), not ${quote(value)}`,
    );
  return Number(value);
}

/** What convert was asked for. */
interface CommandOptions {
  readonly format: string;
  /** --from: the input's format, else told by its shape. */
  readonly from: ReadFormat | undefined;
  /** --repair: read a URI whose only fault is raw characters as repaired (a repaired-uri warning). */
  readonly repair: boolean;
  readonly reveal: boolean;
  readonly json: boolean;
  readonly baseDirectory: string | undefined;
  readonly driver: string | undefined;
  readonly omitPassword: boolean;
  readonly hostIndex: number | undefined;
  readonly unsupported: Unsupported | undefined;
  /** --strict: exit 1 when a parameter is not carried. */
  readonly strict: boolean;
  /** --allow-param: query parameters allowed although a DSN's reader would load code or files with them. */
  readonly allowParams: readonly string[];
}

function convertText(text: string, options: CommandOptions): number {
  const target = readConnectionString(text, { format: options.from, repair: options.repair });
  const adapter = adapterFor(options.format, target);
  const { output, warnings } = convert(target, options.format as ConvertTo, {
    baseDirectory: adapter ? baseDirectory(options.baseDirectory) : undefined,
    hostIndex: options.hostIndex,
    unsupported: options.unsupported,
    readFile: placeholder,
    redact: !options.reveal && !options.omitPassword,
    omitPassword: options.omitPassword,
    driver: options.driver,
    allowParams: options.allowParams,
  });
  // What the output goes without, and the characters --repair encoded: one line each on standard error.
  for (const w of target.warnings.filter((f) => f.code === "repaired-uri"))
    warn(`warning: ${printable(w.message)}; fix: ${printable(w.fix ?? "")} [${w.code}]`);
  for (const w of warnings)
    warn(`warning: ${printable(w.message)}; fix: ${printable(w.fix ?? "")} [${w.code}]`);
  // Configs print redacted through their own toJSON; --reveal prints their fields as they are.
  if (adapter) printJson(options.reveal ? revealedConfig(output) : output);
  else if (options.json) printJson({ format: options.format, dsn: output });
  else sayResult(output as string);
  const notCarried = warnings.some((w) => w.code === "param-not-carried" || w.code === "unsupported-param");
  return options.strict && notCarried ? 1 : 0;
}

/**
 * `dburi convert`.
 * @example
 * await convertCommand.run(["db:pg://app@h/shop", "--to", "libpq"]); // 0
 */
export const convertCommand: Command = {
  name: "convert",
  usage: `Usage: dburi convert <connection string | - | --env NAME> --to <format> [--from <format>] [--repair] [--json]
                     [--reveal] [--base-dir DIR]
                     [--driver NAME] [--omit-password] [--host-index N]
                     [--unsupported error|warn|ignore] [--strict] [--allow-param NAME ...]

Formats:
  ${DSN_FORMATS.join(", ")}
      connection strings, printed as text (--json: { format, dsn })
  ${Object.keys(ADAPTERS).join(", ")}
      the config object each driver takes, printed as JSON; each takes the URIs of its engine only

The input is any connection string dburi reads: a URI, a libpq key/value string, a JDBC URL, an ODBC
or ADO.NET string, a DBI data source or Go's MySQL DSN (${READ_FORMATS.join(", ")}), told by its shape;
--from names the format instead. So every format converts to every other. --repair reads a URI that is
invalid only because characters are raw (a space in the query, '@' or '/' in the password) with them
percent-encoded, and says which (without it, the error's fix shows the repaired URI).
Passwords and secret values print as *** unless --reveal; --omit-password leaves them out of a DSN
(for tools that take the password separately). --driver picks the driver where a DSN format has
several: dbi for mssql (odbc, ado, sybase), the sqlalchemy DBAPI (psycopg, pymysql, ...), the odbc
Driver name, jdbc mysql or mariadb. Files a URI names (CA, certificate, key) show as
<contents of PATH>: the driver config holds their contents at connect time. node-postgres takes one
host: for a libpq host list, --host-index N picks one (0 is the first; dburi ping tries each in turn).
Every URI parameter is carried (mapped to the output's setting, or passed as written where its reader
takes it) or reported: a parameter the output goes without prints one line on standard error. One whose
loss changes the connection (node-postgres and target_session_attrs, sslcrldir, ...) fails the
conversion. --unsupported error fails for every parameter not carried; --unsupported warn converts
without any of them, saying so; --unsupported ignore goes without them silently. --strict converts and
prints as usual, and exits 1 when a parameter was not carried.
A query parameter that would make a DSN's reader load code, open a file of the URI's choosing or replace
the driver (pgJDBC's socketFactory, Connector/J's autoDeserialize, ODBC's Driver, ...) is refused
(unsafe-param); --allow-param NAME allows it, for a URI that is trusted.
${BASE_DIR_HELP}

Examples:
  dburi convert 'db:pg://app@db.example.com/shop?sslmode=verify-full' --to libpq
  dburi convert 'db:mssql://sa@db/shop' --to dbi --driver ado
  dburi convert --env DATABASE_URL --to jdbc
  dburi convert 'rediss://:pw@cache:6380/2' --to ioredis
  dburi convert 'postgresql://db-1,db-2:5433/shop' --to pg --host-index 1
  dburi convert 'host=db dbname=shop user=app sslmode=require' --to jdbc
  dburi convert 'jdbc:sqlserver://sql:1433;databaseName=shop;user=sa' --to ado`,
  run: main,
};

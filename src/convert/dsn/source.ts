// What every DSN grammar reads from a target: the engine's row, hosts, socket, database, credentials and
// the query pairs to pass through (toDsn has already applied redact/omitPassword to the target). Query
// keys a scheme module folds into the target's own fields (libpq's host/port/dbname/user/password, ssl
// into sslmode; MySQL's socket) are not passed through again.

import type { Target, TargetHost } from "../../registry/index.js";
import {
  type CarriedFate,
  type Catalogue,
  type DbTarget,
  type DroppedFate,
  type Engine,
  engineOf,
  type Fate,
  isDbTarget,
  LIBPQ_PARAMS,
  MSSQL_OUTPUTS,
  MSSQL_PARAMS,
  type MssqlOutput,
  MYSQL_OUTPUTS,
  MYSQL_PARAMS,
  type MysqlOutput,
  mssqlParamName,
  type Output,
  POSTGRES_OUTPUTS,
  type PostgresOutput,
} from "../../schemes/index.js";
import { targetFields } from "../../schemes/target/target.js";
import { type QueryPair, REDACTED } from "../../uri/index.js";
import { type KeySecrecy, keySecrecy, redactValueOfKey } from "../../uri/redact-value.js";
import { notCarried, paramIndex, reportsNotCarried } from "../driver-params.js";
import { perCatalogueOutput } from "../fates.js";
import { type DsnContext, type DsnField, field, onlyPlain, refuse, secretField } from "./field.js";
import { mysqlOptionName } from "./jdbc-params.js";
import { libpqParams } from "./native-uri.js";
import type { DsnFormat, ToDsnOptions } from "./options.js";
import { isSqlClientKeyword } from "./sqlclient-keywords.js";
import { refuseUnsafe } from "./unsafe.js";

/**
 * A database target as a DSN grammar reads it: the target's fields, its engine's row and the query pairs
 * to pass through, read once (one shape for every source: bench/README.md, "Why the hot path looks as it
 * does").
 */
export class DsnSource implements DsnContext {
  readonly format: string;
  readonly href: string;
  readonly target: DbTarget;
  /** The engine table row. */
  readonly engine: Engine;
  /** The engine as written, lowercased (`mariadb`, `postgresql`). */
  readonly name: string;
  readonly hosts: readonly TargetHost[];
  readonly host: string | null;
  readonly port: number | null;
  readonly defaultPort: number | null;
  readonly socket: string | null;
  readonly database: string | null;
  /** A named instance (SQL Server's, Oracle's Easy Connect instance_name, Spanner's), or null. */
  readonly instance: string | null;
  /** Spanner's project, or null. */
  readonly project: string | null;
  readonly user: string | null;
  /** The password: `***` when redacting, null when absent or left out (toDsn applies the options first). */
  readonly password: string | null;
  /** The query pairs to pass through, in order. */
  readonly params: readonly QueryPair[];
  readonly options: ToDsnOptions;
  /** The secrecy of the keys the engine's family's catalogue lists (keySecrecies), found once. */
  readonly secrecies: ReadonlyMap<string, KeySecrecy> | undefined;

  /** The source of `target` (of `engine`, its engine named) for `format`, passing `params` through. */
  constructor(
    format: string,
    target: DbTarget,
    engine: Engine,
    options: ToDsnOptions,
    params: readonly QueryPair[],
  ) {
    // Read from the record that holds them (why: bench/README.md, "Why the hot path looks as it does").
    const fields = targetFields(target);
    this.format = format;
    this.href = fields.href;
    this.target = target;
    this.engine = engine;
    this.name = fields.engine!;
    this.hosts = fields.hosts;
    this.host = fields.host;
    this.port = fields.port;
    this.defaultPort = fields.defaultPort;
    this.socket = fields.socket;
    this.database = fields.database;
    this.instance = (fields as DbTarget).instance ?? null;
    this.project = (fields as DbTarget).project ?? null;
    this.user = fields.user;
    this.password = fields.password;
    this.params = params;
    this.options = options;
    this.secrecies = keySecrecies(engine);
  }

  /**
   * The same source passing other pairs through (DBI leaves the credentials out).
   * @example
   * dsnSource(interpret("db:pg://h/shop?a=1"), "dbi", {}).withParams([]).params.length; // 0
   */
  withParams(params: readonly QueryPair[]): DsnSource {
    return new DsnSource(this.format, this.target, this.engine, this.options, params);
  }
}

/** Why a pair is left out of a DSN, and what to do instead. */
interface LeftOut {
  readonly reason: string;
  readonly fix: string;
}

/** How `byFates` weighs the pairs of one target. */
interface Weighing {
  readonly target: DbTarget;
  readonly options: ToDsnOptions;
  /** Why a key the catalogue does not know is left out, or undefined when it passes. */
  readonly unknown?: ((key: string) => LeftOut | undefined) | undefined;
  /**
   * Whether a carried fate (`to`, without `by`) is written under the reader's keyword, its value through
   * `values` and `scale`: SQL Server's formats, whose readers name Prisma's parameters their own way.
   * Otherwise the pair is kept as written and the format's own code maps it.
   */
  readonly carry?: boolean | undefined;
}

/**
 * The pairs a DSN format writes, by their fates in `output` of `catalogue` (names found by `nameOf`): a
 * drop is left out and reported (`notCarried`; under `unsupported: "error"` refused), the rest pass. So
 * Prisma's parameters, which libpq refuses, are never written where libpq reads them, and a MySQL option the
 * format's reader has no place for (Prisma's pool settings in an ODBC string) is never written to be
 * ignored. A key the catalogue does not know is left out and reported when `unknown` says why: libpq and
 * SqlClient refuse a keyword they do not know. With `carry`, a carried pair is written under the reader's
 * keyword (`connectionLimit` as SqlClient's `Max Pool Size`), a value the reader has no word for refused.
 */
function byFates<O extends Output>(
  pairs: readonly QueryPair[],
  catalogue: Catalogue<O>,
  output: O,
  nameOf: (key: string) => string,
  source: Weighing,
): readonly QueryPair[] {
  let kept: QueryPair[] | null = null;
  const rows = fateRows(catalogue, output);
  for (let i = 0; i < pairs.length; i++) {
    const [key, value] = pairs[i]!;
    const row = rows.get(nameOf(key));
    const fate = row?.fate;
    let left: LeftOut | undefined;
    if (row === undefined) left = source.unknown?.(key);
    else if (row.dropped) {
      const dropped = fate as DroppedFate;
      // TLS intent is never left out: a TLS setting the reader has no place for refuses the format.
      if (row.tls) {
        const { href } = source.target;
        throw refuse({ format: output, href }, `the query parameter '${key}': ${dropped.drop}`, dropped.fix);
      }
      left = { reason: dropped.drop, fix: dropped.fix };
    } else if (source.carry === true && fate !== undefined && fate !== "passed") {
      // Not dropped: carried.
      const carried = fate as CarriedFate;
      if (carried.by === undefined) {
        kept ??= pairs.slice(0, i);
        kept.push([carried.to, carriedValue(key, value, carried, output, source.target)]);
        continue;
      }
    }
    if (left === undefined) {
      kept?.push(pairs[i]!);
      continue;
    }
    const { target } = source;
    if (reportsNotCarried(source.options)) {
      notCarried(
        source.options,
        { output: `the ${output} format`, key, value, reason: left.reason, fix: left.fix, dsn: true },
        { input: target.href, index: paramIndex(target, [key]) },
      );
    }
    kept ??= pairs.slice(0, i);
  }
  return kept ?? pairs;
}

/**
 * What `byFates` reads of a catalogue entry in one output, copied into objects of one class (catalogue
 * entries come in many shapes: bench/README.md, "Why the hot path looks as it does").
 */
class FateRow {
  readonly fate: Fate | undefined;
  /** Whether the fate drops the parameter (neither passed nor carried). */
  readonly dropped: boolean;
  readonly tls: boolean;

  constructor(fate: Fate | undefined, tls: boolean | undefined) {
    this.fate = fate;
    this.dropped = fate !== undefined && fate !== "passed" && !("to" in fate);
    this.tls = tls === true;
  }
}

/** The rows of a catalogue in one output, by the catalogue's names, made at the first use of the pair. */
const fateRows = perCatalogueOutput((catalogue, output): ReadonlyMap<string, FateRow> => {
  const rows = new Map<string, FateRow>();
  for (const [name, entry] of Object.entries(catalogue))
    rows.set(name, new FateRow(entry.fates[output], entry.tls));
  return rows;
});

/**
 * A carried pair's value in the reader's words (`values`, compared in lowercase; a word not listed is
 * refused) and unit (`scale`, for a whole number).
 */
function carriedValue(
  key: string,
  value: string,
  fate: CarriedFate,
  output: Output,
  target: DbTarget,
): string {
  const context = { format: output, href: target.href };
  if (fate.values !== undefined) {
    const word = Object.hasOwn(fate.values, value.toLowerCase())
      ? fate.values[value.toLowerCase()]
      : undefined;
    if (word === undefined) {
      throw refuse(
        context,
        `the query parameter '${key}=${value}': ${fate.to} has no such value`,
        `give one of: ${Object.keys(fate.values).join(", ")}`,
      );
    }
    return word;
  }
  if (fate.scale === undefined) return value;
  if (!/^[0-9]{1,9}$/.test(value)) {
    throw refuse(
      context,
      `the query parameter '${key}=${value}' is not a whole number`,
      "give a number of seconds",
    );
  }
  return String(Number(value) * fate.scale);
}

/** Why the libpq format leaves out a keyword libpq does not know. */
const UNKNOWN_TO_LIBPQ: LeftOut = {
  reason: "libpq refuses a keyword it does not know (invalid connection option)",
  fix: "check its spelling, or give it to the program that reads it",
};

/** Why the ado format leaves out a keyword SqlClient does not know. */
const UNKNOWN_TO_SQLCLIENT: LeftOut = {
  reason: "SqlClient refuses a keyword it does not know (Keyword not supported)",
  fix: "check its spelling against SqlConnection.ConnectionString's keywords (spaces as written), or give it to the program that reads it",
};

/**
 * Whether SQL Server's catalogue (MSSQL_PARAMS) says what `format` does with a SQL Server URI's
 * parameters, through `driver`: its fates for dbi and sqlalchemy are those of the ODBC drivers (DBD::ODBC,
 * the default; pyodbc or aioodbc, SQLAlchemy's default), so through DBD::ADO, DBD::Sybase or pymssql the
 * pairs pass as written.
 * @example
 * mssqlFatesApply("ado", undefined); // true
 * mssqlFatesApply("dbi", "sybase"); // false
 */
export function mssqlFatesApply(format: string, driver: string | undefined): boolean {
  if (!(MSSQL_OUTPUTS as readonly string[]).includes(format)) return false;
  const name = driver?.toLowerCase();
  if (format === "dbi") return name === undefined || name === "odbc";
  if (format === "sqlalchemy") return name === undefined || name === "pyodbc" || name === "aioodbc";
  return true;
}

/**
 * The SQL Server pairs `format` writes: Prisma's parameters by their fates (MSSQL_PARAMS), carried under
 * the reader's keyword; in the ado format, a keyword SqlClient does not know is left out and reported.
 * DBI's and SQLAlchemy's fates are those of their ODBC drivers (DBD::ODBC, pyodbc): through another driver
 * (dbi's ado and sybase, SQLAlchemy's pymssql) the pairs pass as written, as before, except a TLS setting,
 * which is refused.
 */
function mssqlPairs(target: DbTarget, format: string, options: ToDsnOptions): readonly QueryPair[] {
  // Without a `?database=` that the reading took as the database (go-mssqldb's URL form): every format
  // writes the database as its own.
  const pairs = target.unknownParams;
  if (!mssqlFatesApply(format, options.driver)) {
    // A TLS setting is never written where its reader may not take it: refused, not left to chance.
    const tls = pairs.find(([key]) => {
      const name = mssqlParamName(key);
      return Object.hasOwn(MSSQL_PARAMS, name) && MSSQL_PARAMS[name]!.tls === true;
    });
    if (tls !== undefined && (MSSQL_OUTPUTS as readonly string[]).includes(format)) {
      throw refuse(
        { format, href: target.href },
        `the query parameter '${tls[0]}': dburi does not know how the ${options.driver} driver takes SQL Server's TLS settings`,
        format === "dbi"
          ? "use the dbi format's odbc driver (the default)"
          : "use the pyodbc driver (the default)",
      );
    }
    return pairs;
  }
  return byFates(pairs, MSSQL_PARAMS, format as MssqlOutput, mssqlParamName, {
    target,
    options,
    carry: true,
    unknown:
      format === "ado" ? (key) => (isSqlClientKeyword(key) ? undefined : UNKNOWN_TO_SQLCLIENT) : undefined,
  });
}

/** The formats that write a MySQL URI's TLS parameters from the target (mysql-dsn-tls.ts). */
const DSN_TLS_FORMATS: readonly string[] = ["odbc", "dbi", "sqlalchemy"];

/** The pairs a scheme module has not folded into the target's fields, by their fates in `format`. */
function passThrough(
  target: DbTarget,
  engine: Engine,
  format: string,
  options: ToDsnOptions,
): readonly QueryPair[] {
  if (engine.rules === "libpq") {
    const pairs = libpqParams(target);
    if (!(POSTGRES_OUTPUTS as readonly string[]).includes(format)) return pairs;
    return byFates(pairs, LIBPQ_PARAMS, format as PostgresOutput, (key) => key, {
      target,
      options,
      unknown: format === "libpq" ? () => UNKNOWN_TO_LIBPQ : undefined,
    });
  }
  if (engine.rules === "mysql") {
    const pairs = target.params.filter(([key]) => key.toLowerCase() !== "socket");
    // The jdbc format weighs them per driver (Connector/J or MariaDB Connector/J: jdbc-parts.ts).
    if (format === "jdbc" || !(MYSQL_OUTPUTS as readonly string[]).includes(format)) return pairs;
    const kept = byFates(pairs, MYSQL_PARAMS, format as MysqlOutput, mysqlOptionName, {
      target,
      options,
    });
    // The odbc, dbi and sqlalchemy formats write the TLS parameters from the target, in their reader's
    // keywords (mysql-dsn-tls.ts), never as the URI spells them.
    if (!DSN_TLS_FORMATS.includes(format)) return kept;
    const rows = fateRows(MYSQL_PARAMS, format as MysqlOutput);
    return kept.filter(([key]) => rows.get(mysqlOptionName(key))?.tls !== true);
  }
  if (engine.canonical === "mssql") return mssqlPairs(target, format, options);
  // SQLite's module types its parameters and writes them all; for the engines of the generic family, every
  // pair the reading did not take (an Oracle ?service_name= it took as the service is not written again).
  return engine.rules === "sqlite" ? target.params : target.unknownParams;
}

/**
 * Reads a target for the grammar `format`: refuses targets that are not databases, `db:` without an engine
 * and engines outside the engine table.
 * @throws DburiError `dsn-unrepresentable`
 * @example
 * dsnSource(interpret("db:pg://me:pw@h/shop"), "libpq", {}).database; // "shop"
 */
export function dsnSource(target: Target, format: string, options: ToDsnOptions): DsnSource {
  if (!isDbTarget(target)) {
    throw refuse(
      { format, href: target.href },
      `${format} is a database connection format, and ${target.scheme}: URIs (${target.canonicalEngine ?? target.scheme}) are not database URIs of the engine table`,
      "use the uri format, or the driver conversions (node-redis, ioredis, amqplib)",
    );
  }
  if (target.engine === null) {
    throw refuse(
      { format, href: target.href },
      "a db: URI without an engine names no database engine",
      "name the engine, e.g. db:pg:...",
    );
  }
  const engine = engineOf(target.engine);
  if (engine === undefined) {
    throw refuse(
      { format, href: target.href },
      `the engine '${target.engine}' is not in the engine table`,
      "name a known engine",
    );
  }
  if (engine.uriOnly !== undefined) {
    throw refuse(
      { format, href: target.href },
      `no DSN format has a place for ${engine.uriOnly} (${target.engine}:)`,
      "use the uri format, which writes the scheme back",
    );
  }
  const params = passThrough(targetFields(target) as DbTarget, engine, format, options);
  refuseUnsafe(format as DsnFormat, params, {
    href: target.href,
    index: (key) => paramIndex(target, [key]),
    allowed: options.allowParams,
  });
  return new DsnSource(format, target, engine, options, params);
}

/** A family's catalogue, as far as the secrecy of its keys goes. */
type Secrets = Readonly<Record<string, { readonly secret?: boolean | undefined }>>;

/** Whether each key of a catalogue is secret, by the key as the catalogue spells it. */
function secrecies(catalogue: Secrets): ReadonlyMap<string, KeySecrecy> {
  const map = new Map<string, KeySecrecy>();
  for (const [key, entry] of Object.entries(catalogue))
    map.set(key, entry.secret === true ? "secret" : "not-secret");
  return map;
}

/** The secrecy of the keys of each family's catalogue, made at the first use. */
const SECRECIES = new WeakMap<Secrets, ReadonlyMap<string, KeySecrecy>>();

/**
 * The secrecy of the keys the catalogue of an engine's family lists (its pairs' keys found there without
 * isSecretKey's reading of each), or undefined for a family without one.
 * @example
 * keySecrecies(dsnSource(interpret("db:pg://h/shop"), "libpq", {}).engine)?.get("sslpassword"); // "secret"
 */
export function keySecrecies(engine: Engine): ReadonlyMap<string, KeySecrecy> | undefined {
  const catalogue: Secrets | undefined =
    engine.rules === "libpq"
      ? LIBPQ_PARAMS
      : engine.rules === "mysql"
        ? MYSQL_PARAMS
        : engine.canonical === "mssql"
          ? MSSQL_PARAMS
          : undefined;
  if (catalogue === undefined) return undefined;
  let made = SECRECIES.get(catalogue);
  if (made === undefined) {
    made = secrecies(catalogue);
    SECRECIES.set(catalogue, made);
  }
  return made;
}

/**
 * The query pairs as fields: each key (never secret) and value (secret when `isSecretKey` says so, or when
 * it is a `KEY:value` list with a secret item).
 * @example
 * const source = dsnSource(interpret("db:pg://h/shop?sslmode=require&sslpassword=s3cret"), "libpq", {});
 * paramFields(source).map(([key, value]) => [key.value, value.secret]); // [["sslmode", false], ["sslpassword", true]]
 */
export function paramFields(source: DsnSource): (readonly [DsnField, DsnField])[] {
  const redacting = source.options.redact === true;
  const known = source.secrecies;
  return source.params.map(([key, value]) => {
    const label = `the query parameter '${key}'`;
    const keyField = field(source, `the name of ${label}`, key);
    const secret =
      redactValueOfKey(value, keySecrecy(key, known)) !== value || (redacting && value === REDACTED);
    if (!secret) return [keyField, field(source, label, value)];
    const made = secretField(source, label, value);
    return [keyField, redacting && value === REDACTED ? { ...made, redacted: true } : made];
  });
}

/**
 * The password as a field, or null.
 * @example
 * passwordField(dsnSource(interpret("db:pg://me:pw@h/shop"), "libpq", {}))?.secret; // true
 */
export function passwordField(source: DsnSource): DsnField | null {
  if (source.password === null) return null;
  const made = secretField(source, "the password", source.password);
  return source.options.redact === true && source.password === REDACTED ? { ...made, redacted: true } : made;
}

/**
 * The user name as a field, or null.
 * @example
 * userField(dsnSource(interpret("db:pg://me:pw@h/shop"), "libpq", {}))?.label; // "the user name"
 */
export function userField(source: DsnSource): DsnField | null {
  return source.user === null ? null : field(source, "the user name", source.user);
}

/**
 * The database as a field, or null.
 * @example
 * databaseField(dsnSource(interpret("db:pg://h/shop"), "libpq", {}))?.value; // "shop"
 */
export function databaseField(source: DsnSource): DsnField | null {
  return source.database === null ? null : field(source, "the database", source.database);
}

/**
 * The instance as a field, or null: a SQL Server or Oracle instance name, written bare after the host
 * (`host\instance`, Easy Connect's `/instance_name`), so kept to the characters such names have (letters,
 * digits, `_`, `$`, and `-._~`): no reader documents a quoting for it.
 * @example
 * instanceField(dsnSource(interpret("mssql://h/SQLEXPRESS/shop"), "ado", {}))?.value; // "SQLEXPRESS"
 */
export function instanceField(source: DsnSource): DsnField | null {
  if (source.instance === null) return null;
  const made = field(source, "the instance name", source.instance);
  onlyPlain(source, made, "$", "a server's instance name");
  return made;
}

/**
 * The port to write for a driver that assumes `driverDefault`: the explicit port, else the engine's
 * default where it differs (Redshift's 5439 for a driver that assumes 5432), else null.
 * @example
 * portToWrite(dsnSource(interpret("db:redshift://h/dev"), "odbc", {}), 5432); // 5439
 */
export function portToWrite(source: DsnSource, driverDefault: number | null): number | null {
  if (source.port !== null) return source.port;
  return source.defaultPort !== driverDefault ? source.defaultPort : null;
}

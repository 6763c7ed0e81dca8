// SQLite URIs (sqlite, sqlite3): the database is a file path by the db: proposal's rules, `:memory:` the
// in-memory database, and a path written as an SQLite URI file name (`file:data.db`, `file:///abs/x.db`,
// `file::memory:`, SQLite "Uniform Resource Identifiers" §3) is read as SQLite reads one. The query holds
// SQLite's URI parameters (§3.3: vfs, mode, cache, psow, nolock, immutable, modeof).

import type { Finding } from "../../registry/index.js";
import { DburiError, tryParseUri, type Uri } from "../../uri/index.js";
import { scannedOffsets } from "../../uri/uri.js";
import type { Engine } from "../engines/engines.js";
import type { Catalogue, DroppedFate, Fate, Output } from "../target/catalogue.js";
import {
  type BuildContext,
  type DbTarget,
  type DbTargetFields,
  DbTargetRecord,
} from "../target/db-target.js";
import { type Family, type FamilyContext, forced } from "../target/family.js";
import { authorityIndex, NONE, pathIndex, queryPairs, uriHosts } from "../target/fields.js";
import { builtParams, queryKeys, type TypedQuery, typeQuery } from "../target/query.js";
import { databaseOf } from "../target/target.js";

/**
 * The outputs an SQLite URI converts to: what an SQLite driver opens (`sqlite`: toSqliteOptions), the DSN
 * formats with an SQLite driver, and SQLite's `file:` URI file name.
 * @example
 * SQLITE_OUTPUTS.includes("sqlite"); // true
 */
export const SQLITE_OUTPUTS = [
  "sqlite",
  "jdbc",
  "odbc",
  "dbi",
  "sqlalchemy",
  "uri",
] as const satisfies readonly Output[];

/**
 * One of the outputs of SQLITE_OUTPUTS.
 * @example
 * const output: SqliteOutput = "sqlite";
 */
export type SqliteOutput = (typeof SQLITE_OUTPUTS)[number];

/**
 * A URI parameter only SQLite's URI file names carry: better-sqlite3 (and node:sqlite) open plain file
 * names, so it is refused unless its value is the default; written as it is everywhere else (the DSN
 * formats' drivers open URI file names, and the `file:` name is one).
 */
function uriFileNameOnly(harmless: readonly unknown[]): Readonly<Record<SqliteOutput, Fate>> {
  const refused: DroppedFate = {
    drop: "it opens plain file names (SQLite URI file names are compiled out)",
    fix: "remove it",
    refused: true,
    harmless,
  };
  return {
    sqlite: refused,
    jdbc: "passed",
    odbc: "passed",
    dbi: "passed",
    sqlalchemy: "passed",
    uri: "passed",
  };
}

/**
 * SQLite's URI parameters (§3.3), whose booleans SQLite reads as 1/yes/true/on and 0/no/false/off: the
 * family's catalogue, each with its fate in every output.
 * @example
 * SQLITE_PARAMS.mode?.values; // ["ro", "rw", "rwc", "memory"]
 */
export const SQLITE_PARAMS: Catalogue<SqliteOutput> = {
  vfs: { type: "string", description: "name of the VFS to open the file with", fates: uriFileNameOnly([]) },
  mode: {
    type: "enum",
    values: ["ro", "rw", "rwc", "memory"],
    description: "read-only, read-write, read-write-create, or in memory",
    fates: {
      sqlite: { to: "options.readonly, options.fileMustExist", by: "conversion" },
      jdbc: "passed",
      odbc: "passed",
      dbi: "passed",
      sqlalchemy: "passed",
      uri: "passed",
    },
  },
  cache: {
    type: "enum",
    values: ["shared", "private"],
    description: "shared or private cache",
    fates: uriFileNameOnly(["private"]),
  },
  psow: { type: "boolean", description: "powersafe overwrite", fates: uriFileNameOnly([true]) },
  nolock: { type: "boolean", description: "no file locking", fates: uriFileNameOnly([false]) },
  immutable: {
    type: "boolean",
    description: "the file cannot change: no locking or change detection",
    fates: uriFileNameOnly([false]),
  },
  modeof: {
    type: "path",
    description: "file whose permissions a new database file copies",
    fates: uriFileNameOnly([]),
  },
};

/**
 * SQLite's URI parameters as typed options.
 * @example
 * const options = interpret("sqlite:///var/app.db?mode=ro").options as SqliteOptions;
 * options.mode; // "ro"
 */
export type SqliteOptions = {
  readonly vfs?: string;
  readonly mode?: "ro" | "rw" | "rwc" | "memory";
  readonly cache?: "shared" | "private";
  readonly psow?: boolean;
  readonly nolock?: boolean;
  readonly immutable?: boolean;
  readonly modeof?: string;
};

/**
 * An SQLite target: `database` is the file path as written (relative paths stay relative), `memory` says
 * whether it is an in-memory database (`:memory:`, `file::memory:` or `mode=memory`).
 * @example
 * const target = interpret("db:sqlite:file:data.db?mode=ro") as SqliteTarget;
 * target.database; // "data.db"
 * target.options.mode; // "ro"
 */
export interface SqliteTarget extends Omit<DbTarget, "options"> {
  readonly memory: boolean;
  readonly options: SqliteOptions;
}

/**
 * The class of every SQLite target: a database target and whether the database is in memory.
 * @example
 * import { genericDbTarget } from "../target/db-target.js";
 * const uri = parseUri("sqlite:data.db");
 * const context = { href: uri.href, scheme: "sqlite", name: "sqlite" };
 * const engine = engineOf("sqlite");
 * const fields = genericDbTarget(uri, context, engine); // the standard fields, by the db: rules
 * new SqliteTargetRecord(uri, context, engine, fields, false).memory; // false
 */
export class SqliteTargetRecord extends DbTargetRecord {
  declare memory: boolean;

  constructor(
    uri: Uri,
    context: BuildContext,
    engine: Engine | undefined,
    f: DbTargetFields,
    memory: boolean,
  ) {
    super(uri, context, engine, f);
    this.memory = memory;
  }
}

/**
 * The path an SQLite URI file name names (§3.1): the authority must be empty or `localhost`, the path is
 * decoded, and on Windows a drive letter loses its leading slash (`file:///C:/x.db` is `C:/x.db`).
 */
function fileNamePath(text: string, index: number, href: string): string {
  const parsed = tryParseUri(text);
  const authority = parsed.ok ? parsed.value.authority : null;
  if (!parsed.ok || (authority !== null && authority !== "" && authority.toLowerCase() !== "localhost")) {
    throw new DburiError({
      code: "invalid-database",
      reason: parsed.ok
        ? `an SQLite file name's authority must be empty or localhost, not '${authority}'`
        : `the SQLite file name does not parse: ${parsed.error.reason}`,
      fix: "write file:relative.db, file:/absolute.db or file:///absolute.db",
      index,
      input: href,
    });
  }
  const path = parsed.value.segments.length === 0 ? "" : decodedPath(parsed.value);
  return /^\/[A-Za-z]:\//.test(path) ? path.slice(1) : path;
}

function decodedPath(uri: Uri): string {
  const absolute = uri.path.startsWith("/");
  return (absolute ? "/" : "") + uri.segments.join("/");
}

/**
 * What the reading of an SQLite URI with a query, a host or port, or a file name found: the query read
 * (typed options) and the database (a file name's path).
 * @example
 * const uri = parseUri("sqlite:data.db?mode=ro");
 * const definition = registry.get("sqlite")!;
 * const context = { definition, name: "sqlite", href: uri.href, scheme: "sqlite", registry };
 * const reading: SqliteReading | undefined = SQLITE_FAMILY.check(uri, context, engineOf("sqlite"));
 * reading?.query?.options.mode; // "ro"
 */
export interface SqliteReading {
  readonly query: TypedQuery | undefined;
  readonly database: string | null;
}

const KEYS = queryKeys(SQLITE_PARAMS);

/**
 * The SQLite family: the file path (or SQLite URI file name), the in-memory database, SQLite's URI
 * parameters typed; a host other than localhost is ignored with a warning, since SQLite opens local files.
 * `check` throws `invalid-database` for a malformed `file:` name, `invalid-param`.
 * @example
 * interpret("sqlite:../data.db").database; // "../data.db"
 */
export const SQLITE_FAMILY: Family<SqliteReading | undefined> = {
  kind: "db",
  keys: KEYS,
  check: checkSqlite,
  build: buildSqlite,
};

/** Whether the URI names a host other than localhost, or a port: SQLite opens local files. */
function namesHost(uri: Uri): boolean {
  const host = uri.host;
  return (host !== null && host !== "" && host.toLowerCase() !== "localhost") || uri.port !== null;
}

/** The path as written after the authority's "/" (or the whole path): where a file name would be. */
function rawPath(uri: Uri): string {
  const o = scannedOffsets(uri);
  return uri.href.slice(o.authorityStart >= 0 ? o.pathStart + 1 : o.pathStart, o.pathEnd);
}

/** Whether the URI is itself an SQLite file name: its scheme is `file` (file.ts). */
function isFileScheme(uri: Uri): boolean {
  return scannedOffsets(uri).schemeEnd === 4 && isFileName(uri.href);
}

function checkSqlite(uri: Uri, context: FamilyContext): SqliteReading | undefined {
  const o = scannedOffsets(uri);
  const whole = isFileScheme(uri);
  if (o.queryStart < 0 && o.hostStart === o.hostEnd && o.portStart < 0 && !whole && !forced(context)) {
    if (!isFileName(rawPath(uri))) return undefined;
  }
  const href = context.href;
  const query = o.queryStart < 0 ? undefined : typeQuery(uri, KEYS, { href, offset: 0, syntax: "uri" });
  const raw = whole ? uri.href : rawPath(uri);
  const at = whole ? 0 : pathIndex(uri) + (o.authorityStart >= 0 ? 1 : 0);
  const database = isFileName(raw) ? fileNamePath(raw, at, href) : databaseOf(uri);
  return { query, database };
}

/**
 * The record: the options and database check read, as it read them, and the warnings only a build
 * collects: the query's own (unknown and repeated keys) first, then `host-ignored`.
 */
function buildSqlite(
  uri: Uri,
  context: FamilyContext,
  engine: Engine | undefined,
  reading: SqliteReading | undefined,
): SqliteTargetRecord {
  const warnings: Finding[] = [];
  const query = reading?.query;
  const read = builtParams(uri, KEYS, { href: context.href, offset: 0, syntax: "uri" }, query, warnings);
  if (reading !== undefined && namesHost(uri)) warnings.push(hostWarning(uri));
  const database = reading === undefined ? databaseOf(uri) : reading.database;
  if (context.scheme !== "db" && database !== null && readsApart(uri, database)) {
    warnings.push(ambiguousPathWarning(uri, database));
  }
  const options = query?.options;
  const memory = database === ":memory:" || (options !== undefined && options.mode === "memory");
  return new SqliteTargetRecord(
    uri,
    context,
    engine,
    {
      host: uri.host,
      hosts: uriHosts(uri, null),
      port: uri.port,
      socket: null,
      user: uri.username,
      password: uri.password,
      database,
      params: query === undefined ? NONE : queryPairs(uri.queryEntries),
      read,
      tls: false,
      warnings,
    },
    memory,
  );
}

/**
 * Whether a path is written as an SQLite URI file name: it starts with `file:`, in any case (§3.1).
 * @example
 * isFileName("FILE:data.db"); // true
 */
export function isFileName(raw: string): boolean {
  return raw.length >= 5 && raw.charCodeAt(4) === 58 && raw.slice(0, 4).toLowerCase() === "file";
}

/**
 * Whether the readers of SQLite URLs disagree on the path of `uri`: `sqlite:///tmp/x.db`, an empty
 * authority and one "/" before a path that does not start with another. SQLAlchemy ("sqlite:///foo.db" is
 * relative, "sqlite:////abs" absolute), dj-database-url and the db: proposal (the database is the path
 * without its first "/") read `tmp/x.db`, relative to the working directory; Sequelize (`path.join(host,
 * pathname)`), Rails (ConnectionUrlResolver keeps an sqlite3 path whole) and xo/dburl (host and path
 * joined) read `/tmp/x.db`. dburi keeps the first reading, and says so.
 */
function readsApart(uri: Uri, database: string): boolean {
  const o = scannedOffsets(uri);
  return (
    o.authorityStart >= 0 &&
    o.hostStart === o.hostEnd &&
    o.portStart < 0 &&
    database !== "" &&
    database !== ":memory:" &&
    !database.startsWith("/") &&
    !isFileName(rawPath(uri)) &&
    !isFileScheme(uri)
  );
}

function ambiguousPathWarning(uri: Uri, database: string): Finding {
  const scheme = uri.scheme ?? "sqlite";
  return {
    severity: "warning",
    code: "ambiguous-path",
    message:
      `read as '${database}', relative to the working directory, as SQLAlchemy, dj-database-url and the db: ` +
      `proposal read it; Sequelize, Rails and xo/dburl read '/${database}'`,
    index: pathIndex(uri),
    fix: `write ${scheme}:////${database} (or ${scheme}:/${database}) for '/${database}', ${scheme}:${database} for the relative path`,
  };
}

function hostWarning(uri: Uri): Finding {
  return {
    severity: "warning",
    code: "host-ignored",
    message: "SQLite opens local files; the host and port of this URI are ignored",
    index: authorityIndex(uri),
    fix: "leave the host empty (sqlite:///relative.db or sqlite:////absolute.db), or use db:sqlite:path",
  };
}

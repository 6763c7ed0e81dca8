// SQLite URIs (sqlite, sqlite3): the database is a file path by the db: proposal's rules, `:memory:` the
// in-memory database, and a path written as an SQLite URI file name (`file:data.db`, `file:///abs/x.db`,
// `file::memory:`, SQLite "Uniform Resource Identifiers" §3) is read as SQLite reads one. The query holds
// SQLite's URI parameters (§3.3: vfs, mode, cache, psow, nolock, immutable, modeof).

import type { Finding } from "../../registry/index.js";
import { DburiError, type QueryEntry, tryParseUri, type Uri } from "../../uri/index.js";
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
import { type ReadParams, readParams } from "../target/params.js";
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
 * What check read of an SQLite URI with a query, a host or port, or a file name: the query's entries and
 * typed parameters, the file name's path, and the warnings.
 * @example
 * const uri = parseUri("sqlite:data.db?mode=ro");
 * const definition = registry.get("sqlite")!;
 * const context = { definition, name: "sqlite", href: uri.href, scheme: "sqlite", registry };
 * const reading: SqliteReading | undefined = SQLITE_FAMILY.check(uri, context, engineOf("sqlite"));
 * reading?.read?.options.mode; // "ro"
 */
export interface SqliteReading {
  readonly entries: readonly QueryEntry[];
  readonly read: ReadParams | undefined;
  readonly database: string | null;
  readonly warnings: readonly Finding[];
}

/**
 * The SQLite family: the file path (or SQLite URI file name), the in-memory database, SQLite's URI
 * parameters typed; a host other than localhost is ignored with a warning, since SQLite opens local files.
 * `check` throws `invalid-database` for a malformed `file:` name, `invalid-param`.
 * @example
 * interpret("sqlite:../data.db").database; // "../data.db"
 */
export const SQLITE_FAMILY: Family<SqliteReading | undefined> = {
  kind: "db",
  check: checkSqlite,
  build: buildSqlite,
};

function checkSqlite(uri: Uri, context: FamilyContext): SqliteReading | undefined {
  const o = scannedOffsets(uri);
  const href = context.href;
  // hostType is null exactly when there is no authority, and costs no slice to ask.
  const authority = o.authorityStart >= 0;
  const host = uri.host;
  const hostIgnored =
    (host !== null && host !== "" && host.toLowerCase() !== "localhost") || o.portStart >= 0;
  const raw = uri.href.slice(authority ? o.pathStart + 1 : o.pathStart, o.pathEnd);
  const fileName = isFileName(raw);
  if (o.queryStart < 0 && !hostIgnored && !fileName && !forced(context)) return undefined;
  const entries = o.queryStart < 0 ? NONE : uri.queryEntries;
  const read = entries.length === 0 ? undefined : readParams(uri, SQLITE_PARAMS, { href, entries });
  const warnings =
    (host !== null && host !== "" && host.toLowerCase() !== "localhost") || uri.port !== null
      ? [...(read === undefined ? NONE : read.warnings), hostWarning(uri)]
      : read === undefined
        ? NONE
        : read.warnings;
  const database = fileName ? fileNamePath(raw, pathIndex(uri) + (authority ? 1 : 0), href) : databaseOf(uri);
  return { entries, read, database, warnings };
}

function buildSqlite(
  uri: Uri,
  context: FamilyContext,
  engine: Engine | undefined,
  reading: SqliteReading | undefined,
): SqliteTargetRecord {
  const host = uri.host;
  const port = uri.port;
  const read = reading?.read;
  const database = reading === undefined ? databaseOf(uri) : reading.database;
  const memory = database === ":memory:" || (read !== undefined && read.options.mode === "memory");
  return new SqliteTargetRecord(
    uri,
    context,
    engine,
    {
      host,
      hosts: uriHosts(uri, null),
      port,
      socket: null,
      user: uri.username,
      password: uri.password,
      database,
      params: reading === undefined ? NONE : queryPairs(reading.entries),
      read,
      tls: false,
      warnings: reading === undefined ? NONE : reading.warnings,
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

function hostWarning(uri: Uri): Finding {
  return {
    severity: "warning",
    code: "host-ignored",
    message: "SQLite opens local files; the host and port of this URI are ignored",
    index: authorityIndex(uri),
    fix: "leave the host empty (sqlite:///relative.db or sqlite:////absolute.db), or use db:sqlite:path",
  };
}

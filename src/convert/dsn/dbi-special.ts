// The DBI DSNs of URI::db's engines that override `dbi_dsn` (URI::oracle, URI::sqlite, URI::informix,
// URI::ingres, URI::unify, URI::teradata, URI::maxdb, URI::ldapdb), with URI::db's broken cases mended:
// Oracle no longer drops the query of a DSN without a host, MaxDB and Teradata without a host are refused
// (URI::db writes `dbi:MaxDB/db` and `dbi:Teradata;DATABASE=db`), a `;` in an SQLite path is written as
// an SQLite URI file name, and a value the DSN has no place for is refused instead of dropped.

import { encodePercent } from "../../uri/index.js";
import type { DbiStyle } from "./dbi-drivers.js";
import { ezconnect } from "./ezconnect.js";
import { type DsnField, field, forbid, onlyPlain, refuse } from "./field.js";
import { type DsnSource, databaseField, paramFields } from "./source.js";

/** `key=value` pairs joined by `sep`, after `check` has seen every key and value. */
function joined(source: DsnSource, sep: string, check: (value: DsnField) => void): string[] {
  return paramFields(source).map(([key, value]) => {
    forbid(source, key, `=${sep}`, "ends a key in this DSN", "rename the parameter");
    check(key);
    check(value);
    return `${key.value}=${value.value}`;
  });
}

function hasHostOrPort(source: DsnSource): boolean {
  return (source.host !== null && source.host !== "") || source.port !== null;
}

/** URI::oracle 0.23: EZCONNECT `//host:port/name?k=v&k=v` with a host or port, else the bare name. */
function oracle(source: DsnSource): string {
  return ezconnect(source);
}

/** SQLite's URI file name for a path, percent-encoded (SQLite "Uniform Resource Identifiers" §3.1). */
function sqliteFileUri(path: string): string {
  const encoded = path.split("/").map(encodePercent).join("/");
  if (path.startsWith("/")) return `file://${encoded}`;
  return /^[A-Za-z]:\//.test(path) ? `file:///${encoded}` : `file:${encoded}`;
}

/**
 * URI::sqlite: `dbname=path;attr=value`. DBD::SQLite splits its DSN at every `;`, so a path holding one is
 * written as `uri=file:...` (DBD::SQLite opens it with SQLITE_OPEN_URI), where `;` is `%3B`.
 */
function sqlite(source: DsnSource): string {
  const parts: string[] = [];
  const path = databaseField(source);
  if (path !== null && path.value !== "") {
    parts.push(path.value.includes(";") ? `uri=${sqliteFileUri(path.value)}` : `dbname=${path.value}`);
  }
  const ends = (value: DsnField) =>
    forbid(source, value, ";", "ends a value in DBD::SQLite's DSN", "pass the value as a DBI attribute");
  return [...parts, ...joined(source, ";", ends)].join(";");
}

/** URI::informix, URI::ingres, URI::unify: the database name, then `;key=value` pairs. */
function name(source: DsnSource, driver: string): string {
  if (hasHostOrPort(source)) {
    throw refuse(
      source,
      `DBD::${driver}'s DSN names a database, with no place for a host or port`,
      "name the server the driver's way in the database (Informix db@server, Ingres vnode::db), without //host",
    );
  }
  const ends = (value: DsnField) =>
    forbid(source, value, ";", "ends a value in this DSN", "pass the value as a DBI attribute");
  const database = databaseField(source);
  const parts: string[] = [];
  if (database !== null && database.value !== "") {
    ends(database);
    parts.push(database.value);
  }
  return [...parts, ...joined(source, ";", ends)].join(";");
}

function requireHost(source: DsnSource, driver: string): string {
  const host = source.host ?? "";
  if (host === "") {
    throw refuse(
      source,
      `DBD::${driver}'s DSN starts with the host, and this target has none (URI::db writes a broken DSN)`,
      "give the target a host",
    );
  }
  onlyPlain(source, field(source, "the host", host), "", `DBD::${driver}'s DSN`);
  return source.port === null ? host : `${host}:${source.port}`;
}

/** URI::teradata: `host[:port];DATABASE=name;key=value`. */
function teradata(source: DsnSource, driver: string): string {
  const head = requireHost(source, driver);
  const ends = (value: DsnField) =>
    forbid(source, value, ";", "ends a value in DBD::Teradata's DSN", "pass the value as a DBI attribute");
  const database = databaseField(source);
  const parts = [head];
  if (database !== null && database.value !== "") {
    ends(database);
    parts.push(`DATABASE=${database.value}`);
  }
  return [...parts, ...joined(source, ";", ends)].join(";");
}

/** URI::maxdb: `host[:port]/name?key=value&...`, in plain characters (DBD::MaxDB documents no escapes). */
function maxdb(source: DsnSource, driver: string): string {
  const head = requireHost(source, driver);
  const plain = (value: DsnField) => onlyPlain(source, value, "", "DBD::MaxDB's DSN");
  const database = databaseField(source);
  if (database !== null) plain(database);
  const params = joined(source, "&", plain);
  const path = database === null ? "" : `/${database.value}`;
  return `${head}${path}${params.length > 0 ? `?${params.join("&")}` : ""}`;
}

/** URI::ldapdb: the name of a DBD::LDAP database, which its configuration maps to a directory. */
function ldap(source: DsnSource): string {
  if (hasHostOrPort(source) || source.params.length > 0) {
    throw refuse(
      source,
      "DBD::LDAP's DSN names a configured database, with no place for a host, port or parameters",
      "configure them in DBD::LDAP's database definition and write db:ldapdb:name",
    );
  }
  const database = field(source, "the database", source.database ?? "");
  forbid(source, database, ";:", "DBD::LDAP reads as a separator", "rename the database");
  return database.value;
}

/** The styles laid out here rather than by dbi.ts's generic pairs. */
export type DbiSpecialStyle = Exclude<DbiStyle, "pg" | "pairs" | "odbc" | "exasol">;

const SPECIAL: Readonly<Record<DbiSpecialStyle, (source: DsnSource, driver: string) => string>> = {
  oracle,
  sqlite,
  name,
  teradata,
  maxdb,
  ldap,
};

/**
 * The part after `dbi:Driver:` for the styles with their own layout.
 * @throws DburiError `dsn-unrepresentable`
 * @example
 * import { dsnSource } from "./source.js";
 *
 * dbiSpecial(dsnSource(interpret("db:oracle://h:1521/orcl"), "dbi", {}), "oracle", "Oracle"); // "//h:1521/orcl"
 */
export function dbiSpecial(source: DsnSource, style: DbiSpecialStyle, driver: string): string {
  return SPECIAL[style](source, driver);
}

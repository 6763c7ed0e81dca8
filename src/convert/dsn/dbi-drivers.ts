// The DBI driver of each engine, as Perl URI::db 0.24 (the db: proposal's reference implementation) maps
// them in its per-engine modules (lib/URI/<engine>.pm): the DBD driver, the DSN's keys and whether the port
// is always written. Keyed by canonical engine; engines URI::db gives no DBI driver are absent.

import { LIBPQ_DEFAULT_PORT } from "../../schemes/index.js";
import type { DsnFieldName } from "./keywords.js";
import type { OdbcBraces } from "./odbc-quote.js";

/**
 * How a DSN is laid out:
 * - `pg`: DBD::Pg's libpq pairs (dbi-pg.ts).
 * - `pairs`: `key=value;...` read by a parser that ends a value at any of `ends`.
 * - `odbc`: DBD::ODBC's ODBC connection string: `Server=;Port=;Database=`, or `DSN=` without a host.
 * - `exasol`: ODBC with Exasol's `EXAHOST=;EXAPORT=`, or `DSN=` without a host.
 * - `oracle`: DBD::Oracle's EZCONNECT `//host:port/service?k=v&...`, or the bare name (a TNS alias).
 * - `sqlite`: DBD::SQLite's `dbname=path;attr=value`.
 * - `name`: the database name, then `;key=value` pairs (Informix, Ingres, Unify).
 * - `teradata`: `host[:port];DATABASE=name;key=value`.
 * - `maxdb`: `host[:port]/name?key=value&...`.
 * - `ldap`: the name of a DBD::LDAP database.
 * @example
 * DBI_DRIVERS.mysql?.style; // "pairs"
 */
export type DbiStyle =
  | "pg"
  | "pairs"
  | "odbc"
  | "exasol"
  | "oracle"
  | "sqlite"
  | "name"
  | "teradata"
  | "maxdb"
  | "ldap";

/**
 * One engine's DBI mapping.
 * @example
 * const mysql: DbiDriver | undefined = DBI_DRIVERS.mysql;
 * mysql?.socketKey; // "mysql_socket"
 */
export interface DbiDriver {
  /** The DBD driver name after `dbi:`. */
  readonly driver: string;
  readonly style: DbiStyle;
  /** The keys of host, port and database for `pairs` and `pg`. */
  readonly keys?: { readonly host: string; readonly port: string; readonly database: string };
  /**
   * The port the driver assumes: the port is written when explicit, or when the engine's default differs
   * from this (URI::cockroach and URI::yugabyte "always pass the port"). Absent: only an explicit port.
   */
  readonly driverPort?: number;
  /** Characters that end a value in the driver's DSN parser (`pairs`). */
  readonly ends?: string;
  /**
   * For `odbc` and `exasol`: the keywords the ODBC driver behind DBD::ODBC unbraces (odbc-drivers.ts), or
   * `ado` for DBD::ADO, whose OLE DB connection strings quote as ADO.NET's do.
   */
  readonly quoting?: OdbcBraces | "ado";
  /** Whether the engine's default port is written when none is given (URI::_odbc's `Port`). */
  readonly fillsPort?: boolean;
  /** The key that names a unix socket (DBD::mysql's `mysql_socket`). */
  readonly socketKey?: string;
  /**
   * Keywords the driver reads as the host, port, database or socket besides `keys` and `socketKey` (its
   * synonyms): a query parameter must not set them again.
   */
  readonly synonyms?: Partial<Readonly<Record<DsnFieldName, readonly string[]>>>;
  /** Where the mapping differs from URI::db 0.24, and why. */
  readonly note?: string;
}

const PG: DbiDriver = {
  driver: "Pg",
  style: "pg",
  keys: { host: "host", port: "port", database: "dbname" },
  driverPort: LIBPQ_DEFAULT_PORT,
};

// DBD::mysql's _OdbcParse splits at ':' and ';', strips '[' and ']', and its regexes stop at a newline;
// it reads hostname= as host= and db= or dbname= as database=.
const MYSQL: DbiDriver = {
  driver: "mysql",
  style: "pairs",
  keys: { host: "host", port: "port", database: "database" },
  driverPort: 3306,
  ends: ":;[]\n",
  socketKey: "mysql_socket",
  synonyms: { host: ["hostname"], database: ["db", "dbname"] },
};

/** DBD::ODBC for an engine whose ODBC driver reads no braces (none documents it). */
/** A `key=value;...` DSN with URI::db's generic host and port keys and the driver's database key. */
function pairs(driver: string, database: string, ends: string): DbiDriver {
  return { driver, style: "pairs", keys: { host: "host", port: "port", database }, ends };
}

/** DBD::ODBC's connection string: the keywords URI::_odbc writes, and those ODBC drivers read as them. */
const ODBC_SYNONYMS = { host: ["Address", "Addr", "Host", "EXAHOST"], port: ["EXAPORT"], database: ["DSN"] };

const ODBC: DbiDriver = {
  driver: "ODBC",
  style: "odbc",
  fillsPort: true,
  quoting: [],
  synonyms: ODBC_SYNONYMS,
};

/**
 * The DBI mapping of every engine that has one, by canonical engine.
 * @example
 * DBI_DRIVERS.mysql?.driver; // "mysql"
 */
export const DBI_DRIVERS: Readonly<Record<string, DbiDriver>> = Object.freeze({
  pg: PG,
  cockroach: PG,
  mysql: MYSQL,
  tidb: { ...MYSQL, note: "not in URI::db; TiDB speaks MySQL's protocol, DBD::mysql connects" },
  vitess: { ...MYSQL, note: "not in URI::db; vtgate speaks MySQL's protocol, DBD::mysql connects" },
  singlestore: { ...MYSQL, note: "not in URI::db; SingleStore speaks MySQL's protocol" },
  // DBD::SQLite's connect reads db=, dbname=, database= and uri= as the file.
  sqlite: { driver: "SQLite", style: "sqlite", synonyms: { database: ["dbname", "db", "database", "uri"] } },
  oracle: { driver: "Oracle", style: "oracle" },
  mssql: { ...ODBC, quoting: "all" },
  vertica: ODBC,
  snowflake: ODBC,
  clickhouse: ODBC,
  exasol: { driver: "ODBC", style: "exasol", fillsPort: true, quoting: [], synonyms: ODBC_SYNONYMS },
  db2: {
    driver: "DB2",
    style: "pairs",
    keys: { host: "HOSTNAME", port: "PORT", database: "DATABASE" },
    ends: ";{}",
  },
  cubrid: pairs("cubrid", "database", ";"),
  // DBD::Firebird and DBD::InterBase read db= and database= as dbname=, hostname= as host=.
  firebird: {
    ...pairs("Firebird", "dbname", ";"),
    synonyms: { host: ["hostname"], database: ["db", "database"] },
  },
  interbase: {
    ...pairs("InterBase", "dbname", ";"),
    synonyms: { host: ["hostname"], database: ["db", "database"] },
  },
  sybase: {
    ...pairs("Sybase", "database", ";"),
    synonyms: { host: ["server"] },
    note: "URI::db writes dbname=, which DBD::Sybase ignores; its key is database=",
  },
  // DBD::monetdb's parser splits at ':' and ';' like DBD::mysql's.
  monetdb: {
    ...pairs("monetdb", "database", ":;"),
    note: "URI::db drops the database; DBD::monetdb reads database=",
  },
  informix: { driver: "Informix", style: "name" },
  ingres: { driver: "Ingres", style: "name" },
  unify: { driver: "Unify", style: "name" },
  teradata: { driver: "Teradata", style: "teradata", synonyms: { database: ["DATABASE"] } },
  maxdb: { driver: "MaxDB", style: "maxdb" },
  ldapdb: { driver: "LDAP", style: "ldap" },
});

/**
 * URI::mssql's alternative drivers (`dbi_dsn($driver)`): ADO with the ODBC keys (no default port: URI::db
 * reads it from a copy that has none), and DBD::Sybase (FreeTDS) with the generic keys.
 * @example
 * MSSQL_DBI_DRIVERS.ado?.driver; // "ADO"
 */
export const MSSQL_DBI_DRIVERS: Readonly<Record<string, DbiDriver>> = Object.freeze({
  odbc: { ...ODBC, quoting: "all" },
  ado: {
    driver: "ADO",
    style: "odbc",
    quoting: "ado",
    synonyms: { host: ["Address", "Addr", "Data Source", "Network Address"], database: ["Initial Catalog"] },
    note: "URI::db writes no default port for ADO",
  },
  sybase: DBI_DRIVERS.sybase!,
});

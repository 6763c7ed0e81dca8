// The SQLAlchemy dialect of each engine, and what each dialect does with the URL's values on the way to its
// DBAPI: most pass them as keyword arguments (exact whatever they hold), but some splice them into a
// connection string of their own (ibm_db_sa's Db2 CLI string, the pyodbc connector's ODBC string), and
// every dialect lets a query parameter override what the URL's structure says (`?host=`, `?user=`, ...).

import { type ReservedKeywords, reservedKeywords } from "./keywords.js";

/**
 * The SQLAlchemy dialect of each engine (engine table row, then canonical engine): SQLAlchemy's own
 * (postgresql, mysql, mariadb, sqlite, oracle, mssql) and the documented external dialects
 * (sqlalchemy-cockroachdb, sqlalchemy-redshift, trino, pyhive's presto, duckdb_engine,
 * snowflake-sqlalchemy, clickhouse-sqlalchemy, ibm_db_sa, sqlalchemy-hana, sqlalchemy-firebird).
 */
const DIALECTS: Readonly<Record<string, string>> = {
  pg: "postgresql",
  yugabyte: "postgresql",
  redshift: "redshift",
  cockroach: "cockroachdb",
  mysql: "mysql",
  tidb: "mysql",
  vitess: "mysql",
  singlestore: "mysql",
  sqlite: "sqlite",
  oracle: "oracle",
  mssql: "mssql",
  trino: "trino",
  presto: "presto",
  duckdb: "duckdb",
  snowflake: "snowflake",
  clickhouse: "clickhouse",
  db2: "db2",
  hana: "hana",
  firebird: "firebird",
};

/**
 * The dialect name for an engine (MariaDB's names pick SQLAlchemy's `mariadb`), or undefined when
 * SQLAlchemy has none.
 * @example
 * sqlalchemyDialect("pg", "pg", "postgresql"); // "postgresql"
 * sqlalchemyDialect("mysql", "mysql", "maria"); // "mariadb"
 */
export function sqlalchemyDialect(row: string, canonical: string, written: string): string | undefined {
  if (canonical === "mysql" && (written === "mariadb" || written === "maria")) return "mariadb";
  return DIALECTS[row] ?? DIALECTS[canonical];
}

/**
 * Keys every dialect's create_connect_args reads from the query over the URL's own parts:
 * `translate_connect_args` then `opts.update(url.query)` (SQLAlchemy engine/url.py and each dialect).
 */
const COMMON = reservedKeywords({
  host: ["host"],
  port: ["port"],
  database: ["database", "db", "dbname"],
  user: ["user", "username"],
  password: ["password", "passwd"],
});

/** Each dialect's further keys, by dialect name without the driver. */
const DIALECT_KEYS: Readonly<Record<string, ReservedKeywords>> = {
  // MySQLdb and PyMySQL: translate_connect_args(database="db", username="user", password="passwd").
  mysql: reservedKeywords({ socket: ["unix_socket"] }),
  mariadb: reservedKeywords({ socket: ["unix_socket"] }),
  // cx_Oracle / python-oracledb: `dsn` replaces the address, `service_name` (written from the
  // database) the service, `sid` the instance.
  oracle: reservedKeywords({ host: ["dsn"], database: ["service_name", "sid"] }),
  // snowflake-sqlalchemy: the host is the account, which `?account=` replaces.
  snowflake: reservedKeywords({ host: ["account"] }),
  // The pyodbc connector: `odbc_connect` replaces the whole connection string, `dsn` the server; the other
  // query pairs are appended as ODBC keywords after Server, Database, UID and PWD.
  mssql: reservedKeywords({
    host: ["odbc_connect", "dsn", "server", "address", "addr"],
    user: ["uid"],
    password: ["pwd"],
  }),
};

/**
 * The query keys a dialect would read as a field the URL already gives (any case).
 * @example
 * sqlalchemyReserved("mysql").get("unix_socket"); // "socket"
 */
export function sqlalchemyReserved(dialect: string): ReservedKeywords {
  return RESERVED.get(dialect) ?? COMMON;
}

/** COMMON with each dialect's further keys, merged once. */
const RESERVED: ReadonlyMap<string, ReservedKeywords> = new Map(
  Object.entries(DIALECT_KEYS).map(([dialect, own]) => [dialect, new Map([...COMMON, ...own])]),
);

/**
 * The query keys ibm_db_sa copies into its Db2 CLI connection string, in any case (later releases of
 * ibm_db_sa's `create_connect_args`); it passes no other query parameter to the driver.
 */
export const DB2_CLI_KEYS: readonly string[] = [
  "security",
  "sslclientkeystoredb",
  "sslclientkeystash",
  "sslservercertificate",
  "currentschema",
];

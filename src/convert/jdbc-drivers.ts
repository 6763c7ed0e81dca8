// The JDBC driver of each engine and how its URL reads values, from each driver's documented URL format.
// `values` says what the driver does with the text of the database and the properties:
// - `percent`: it percent-decodes them (pgJDBC's URLCoder, Connector/J, Snowflake and ClickHouse ask for
//   URL-encoded values), so every value is written percent-encoded and comes back exactly;
// - `raw`: it takes the text as written (MariaDB Connector/J), so a character that ends the value is refused;
// - `plain`: its documentation gives no quoting, so only plain characters (letters, digits, `-._~` and the
//   path characters the database needs) are written and anything else is refused.

import type { DsnFieldName } from "./dsn-keywords.js";
import { MORE_JDBC_DRIVERS } from "./jdbc-drivers-more.js";
import type { JdbcRename } from "./jdbc-params.js";
import { CONNECTOR_J_RENAMES, MARIADB_J_RENAMES, PGJDBC_RENAMES } from "./jdbc-params.js";
import type { JdbcVendorStyle } from "./jdbc-vendor.js";

/**
 * The URL layouts:
 * - `url`: `prefix//host:port[,host:port]/database?key=value&...`
 * - `semicolon`: `prefix//host:port/database;key=value;...` (Derby, Hive)
 * - `sqlserver`: `jdbc:sqlserver://host:port;databaseName=...;key={value}` (braces as ODBC's)
 * - `oracle`: `jdbc:oracle:thin:[user/password]@//host:port/service?key=value&...`, or `@alias` without a
 *   host
 * - `db2`: `jdbc:db2://host:port/database:key=value;...;`
 * - `file`: `prefix` + a local path (SQLite, DuckDB), properties after `?` where the driver reads them
 * - `h2`: `jdbc:h2:tcp://host:port/database;KEY=value` or, without a host, `jdbc:h2:database;KEY=value`
 * - `exasol`: `jdbc:exa:host:port;key=value;...`
 * - `teradata`, `informix`, `sybase`, `cubrid`, `spanner`: the layouts of jdbc-vendor.ts
 * @example
 * JDBC_DRIVERS.sqlserver?.style; // "sqlserver"
 */
export type JdbcStyle =
  | "url"
  | "semicolon"
  | "sqlserver"
  | "oracle"
  | "db2"
  | "file"
  | "h2"
  | "exasol"
  | JdbcVendorStyle;

/**
 * One JDBC driver.
 * @example
 * const pgjdbc: JdbcDriver | undefined = JDBC_DRIVERS.postgresql;
 * [pgjdbc?.name, pgjdbc?.port, pgjdbc?.values]; // ["pgJDBC", 5432, "percent"]
 */
export interface JdbcDriver {
  /** The driver, for messages: `pgJDBC`. */
  readonly name: string;
  readonly style: JdbcStyle;
  /** What the URL starts with: `jdbc:postgresql:`. */
  readonly prefix: string;
  /** The port the driver assumes; the engine's default is written when it differs. */
  readonly port: number | null;
  readonly values: "percent" | "raw" | "plain";
  /** Whether the URL takes a comma-separated host list. */
  readonly hostList?: boolean;
  /** The property names of the user and the password; absent: the URL holds no credentials. */
  readonly user?: string;
  readonly password?: string;
  /** The property that names the database, for URLs whose path does not (Snowflake's `db`). */
  readonly databaseKey?: string;
  /** Whether the database is an absolute path the URL's own `/` stands for the leading `/` of (YDB). */
  readonly absolutePath?: boolean;
  /** The property that names a unix socket (MariaDB Connector/J's `localSocket`). */
  readonly socketKey?: string;
  /** Keywords of the URI's dialect the driver names differently. */
  readonly renames?: Readonly<Record<string, JdbcRename>>;
  /**
   * Properties the driver reads as the host, port, database, user, password or socket besides `user`,
   * `password`, `databaseKey` and `socketKey`: a query parameter must not set them again (any case).
   */
  readonly reserved?: Partial<Readonly<Record<DsnFieldName, readonly string[]>>>;
  /** Where the URL format is documented. */
  readonly reference: string;
}

const URL_CREDENTIALS = { user: "user", password: "password" } as const;

const PGJDBC: JdbcDriver = {
  name: "pgJDBC",
  style: "url",
  prefix: "jdbc:postgresql:",
  port: 5432,
  values: "percent",
  hostList: true,
  ...URL_CREDENTIALS,
  renames: PGJDBC_RENAMES,
  // PGProperty: the URL's host, port and database land in PGHOST, PGPORT and PGDBNAME.
  reserved: { host: ["PGHOST"], port: ["PGPORT"], database: ["PGDBNAME"] },
  reference: "pgJDBC: Connecting to the Database (jdbc.postgresql.org/documentation/use)",
};

const CONNECTOR_J: JdbcDriver = {
  name: "MySQL Connector/J",
  style: "url",
  prefix: "jdbc:mysql:",
  port: 3306,
  values: "percent",
  hostList: true,
  ...URL_CREDENTIALS,
  renames: CONNECTOR_J_RENAMES,
  // PropertyKey: host, port and dbname are properties of the parsed URL too.
  reserved: { host: ["host", "address"], port: ["port"], database: ["dbname"] },
  reference: "MySQL Connector/J Developer Guide §6.2 Connection URL Syntax",
};

const MARIADB_J: JdbcDriver = {
  name: "MariaDB Connector/J",
  style: "url",
  prefix: "jdbc:mariadb:",
  port: 3306,
  values: "raw",
  hostList: true,
  ...URL_CREDENTIALS,
  socketKey: "localSocket",
  renames: MARIADB_J_RENAMES,
  reserved: { database: ["database"] },
  reference: "MariaDB Connector/J: connection string format and parameters",
};

/**
 * Every JDBC driver, by a name `jdbcDriverOf` picks.
 * @example
 * JDBC_DRIVERS.postgresql?.prefix; // "jdbc:postgresql:"
 */
export const JDBC_DRIVERS: Readonly<Record<string, JdbcDriver>> = Object.freeze({
  postgresql: PGJDBC,
  redshift: {
    ...PGJDBC,
    name: "Amazon Redshift JDBC",
    prefix: "jdbc:redshift:",
    port: 5439,
    reference: "Amazon Redshift Management Guide: Configuring a JDBC driver connection",
  },
  mysql: CONNECTOR_J,
  mariadb: MARIADB_J,
  singlestore: {
    ...MARIADB_J,
    name: "SingleStore JDBC",
    prefix: "jdbc:singlestore:",
    reference: "SingleStore JDBC driver: connection string",
  },
  sqlserver: {
    name: "Microsoft JDBC Driver for SQL Server",
    style: "sqlserver",
    prefix: "jdbc:sqlserver:",
    port: 1433,
    values: "raw",
    ...URL_CREDENTIALS,
    // Property names in any case, with the driver's synonyms (SQLServerDriver driverPropertySynonyms).
    reserved: {
      host: ["serverName", "server"],
      port: ["portNumber", "port"],
      database: ["databaseName", "database"],
      user: ["userName"],
    },
    reference: "Microsoft JDBC Driver for SQL Server: Building the connection URL",
  },
  oracle: {
    name: "Oracle JDBC Thin",
    style: "oracle",
    prefix: "jdbc:oracle:thin:",
    port: 1521,
    values: "plain",
    reference:
      "Oracle Database JDBC Developer's Guide: Data Sources and URLs (jdbc:oracle:thin:[user/password]@, EZConnect)",
  },
  db2: {
    name: "IBM Data Server Driver for JDBC",
    style: "db2",
    prefix: "jdbc:db2:",
    port: null,
    values: "plain",
    ...URL_CREDENTIALS,
    reserved: { host: ["serverName"], port: ["portNumber"], database: ["databaseName"] },
    reference: "IBM Db2: URL format for IBM Data Server Driver for JDBC and SQLJ type 4 connectivity",
  },
  sqlite: {
    name: "SQLite JDBC (xerial)",
    style: "file",
    prefix: "jdbc:sqlite:",
    port: null,
    values: "raw",
    reference: "xerial/sqlite-jdbc: usage (jdbc:sqlite:path, pragmas as URL parameters)",
  },
  duckdb: {
    name: "DuckDB JDBC",
    style: "file",
    prefix: "jdbc:duckdb:",
    port: null,
    values: "plain",
    reference: "DuckDB: Java JDBC client (jdbc:duckdb:path)",
  },
  h2: {
    name: "H2",
    style: "h2",
    prefix: "jdbc:h2:",
    port: 9092,
    values: "plain",
    user: "USER",
    password: "PASSWORD",
    reference: "H2 Features: Database URL Overview",
  },
  clickhouse: {
    name: "ClickHouse JDBC",
    style: "url",
    prefix: "jdbc:clickhouse:",
    port: 8123,
    values: "percent",
    ...URL_CREDENTIALS,
    reserved: { database: ["database"] },
    reference: "ClickHouse Java client: JDBC driver configuration (URL-encoded parameters)",
  },
  snowflake: {
    name: "Snowflake JDBC",
    style: "url",
    prefix: "jdbc:snowflake:",
    port: 443,
    values: "percent",
    ...URL_CREDENTIALS,
    databaseKey: "db",
    reference: "Snowflake: Configuring the JDBC driver (connection string, URL-encoded values)",
  },
  ...MORE_JDBC_DRIVERS,
});

/** The driver for each engine row (engine table `scheme`, then canonical name). */
const BY_ENGINE: Readonly<Record<string, string>> = {
  pg: "postgresql",
  redshift: "redshift",
  yugabyte: "postgresql",
  cockroach: "postgresql",
  mysql: "mysql",
  tidb: "mysql",
  vitess: "mysql",
  singlestore: "singlestore",
  mssql: "sqlserver",
  oracle: "oracle",
  db2: "db2",
  sqlite: "sqlite",
  duckdb: "duckdb",
  h2: "h2",
  clickhouse: "clickhouse",
  snowflake: "snowflake",
  // The other engines' drivers (jdbc-drivers-more.ts), by canonical engine.
  ...Object.fromEntries(Object.keys(MORE_JDBC_DRIVERS).map((name) => [name, name])),
};

/**
 * The driver name for an engine: its row, then its canonical engine; MariaDB's names pick MariaDB
 * Connector/J. `choice` (`mysql` or `mariadb`) overrides it for the MySQL family.
 * @example
 * jdbcDriverName("redshift", "pg", "redshift", undefined); // "redshift"
 * jdbcDriverName("mysql", "mysql", "mariadb", undefined); // "mariadb"
 */
export function jdbcDriverName(
  row: string,
  canonical: string,
  written: string,
  choice: string | undefined,
): string | undefined {
  const name = BY_ENGINE[row] ?? BY_ENGINE[canonical];
  if (name === "mysql" && canonical === "mysql" && choice === undefined) {
    return written === "mariadb" || written === "maria" ? "mariadb" : "mysql";
  }
  return name;
}

// The JDBC driver of each engine and how its URL reads values, from each driver's documented URL format.
// `values` says what the driver does with the text of the database and the properties:
// - `percent`: it percent-decodes them (pgJDBC's URLCoder, Connector/J, Snowflake and ClickHouse ask for
//   URL-encoded values), so every value is written percent-encoded and comes back exactly;
// - `raw`: it takes the text as written (MariaDB Connector/J), so a character that ends the value is refused;
// - `plain`: its documentation gives no quoting, so only plain characters (letters, digits, `-._~` and the
//   path characters the database needs) are written and anything else is refused.

import { LIBPQ_DEFAULT_PORT } from "../../schemes/index.js";
import type { JdbcDriver } from "./jdbc-driver.js";
import { CONNECTOR_J_RENAMES, MARIADB_J_RENAMES, PGJDBC_RENAMES } from "./jdbc-params.js";

export type { JdbcDriver, JdbcStyle } from "./jdbc-driver.js";

const URL_CREDENTIALS = { user: "user", password: "password" } as const;

function plainUrl(name: string, prefix: string, port: number | null, reference: string): JdbcDriver {
  return { name, style: "url", prefix, port, values: "plain", ...URL_CREDENTIALS, reference };
}

const PGJDBC: JdbcDriver = {
  name: "pgJDBC",
  style: "url",
  prefix: "jdbc:postgresql:",
  port: LIBPQ_DEFAULT_PORT,
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
  mysqlTls: "connector-j",
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
  mysqlTls: "mariadb-j",
  reserved: { database: ["database"] },
  reference: "MariaDB Connector/J: connection string format and parameters",
};

// The drivers of the engine table's other engines (beyond PostgreSQL, MySQL, MariaDB, SQL Server,
// Oracle, Db2, SQLite, DuckDB, H2, ClickHouse and Snowflake), each from the URL format its driver documents.
// Where a driver documents no quoting for its URL's values they are kept to plain characters (`plain`).
// Left out, and why:
// - Impala: its JDBC drivers speak HiveServer2 on port 21050, not the 21000 (impala-shell's) that the
//   engine table gives, and Cloudera's driver documents its URL only in its own (non-public) guide.
// - VoltDB: the driver's URL (`jdbc:voltdb://host:port,...`) names servers only; no documentation found
//   gives the credentials or properties a place in it.
// - InterBase: InterClient is discontinued, and Jaybird, which reads `jdbc:firebirdsql:`, does not
//   support InterBase.
// - Databricks: its driver's URL needs `httpPath` and token authentication (`AuthMech=3;UID=token`),
//   which a db: URI's user, password and database do not map to.
/**
 * The other engines' drivers, by the name `jdbcDriverName` picks (the engine's canonical name).
 * @example
 * MORE_JDBC_DRIVERS.netezza?.prefix; // "jdbc:netezza:"
 */
export const MORE_JDBC_DRIVERS: Readonly<Record<string, JdbcDriver>> = {
  derby: {
    name: "Apache Derby network client",
    style: "semicolon",
    prefix: "jdbc:derby:",
    port: 1527,
    values: "plain",
    ...URL_CREDENTIALS,
    reserved: { database: ["databaseName"] },
    reference: "Derby Developer's Guide: Derby JDBC database connection URL",
  },
  hive: {
    name: "Apache Hive JDBC",
    style: "semicolon",
    prefix: "jdbc:hive2:",
    port: 10000,
    values: "plain",
    ...URL_CREDENTIALS,
    reference: "Apache Hive: HiveServer2 Clients, JDBC connection URL format",
  },
  exasol: {
    name: "Exasol JDBC",
    style: "exasol",
    prefix: "jdbc:exa:",
    port: null,
    values: "plain",
    ...URL_CREDENTIALS,
    reference: "Exasol JDBC driver: connection string jdbc:exa:host:port;property=value",
  },
  firebird: plainUrl("Jaybird", "jdbc:firebirdsql:", 3050, "Jaybird JDBC Driver Java EE Guide: JDBC URL"),
  trino: plainUrl("Trino JDBC", "jdbc:trino:", 8080, "Trino: JDBC driver, connecting (catalog/schema)"),
  presto: plainUrl("Presto JDBC", "jdbc:presto:", 8080, "Presto: JDBC driver, connecting (catalog/schema)"),
  vertica: plainUrl("Vertica JDBC", "jdbc:vertica:", 5433, "Vertica: JDBC connection properties"),
  monetdb: plainUrl("MonetDB JDBC", "jdbc:monetdb:", 50000, "MonetDB: JDBC driver, connection URL"),
  hana: {
    ...plainUrl("SAP HANA JDBC", "jdbc:sap:", 30015, "SAP HANA: JDBC connection properties"),
    databaseKey: "databaseName",
  },
  teradata: {
    name: "Teradata JDBC",
    style: "teradata",
    prefix: "jdbc:teradata:",
    port: 1025,
    values: "plain",
    user: "USER",
    password: "PASSWORD",
    reserved: { port: ["DBS_PORT"], database: ["DATABASE"] },
    reference:
      "Teradata JDBC Driver Reference: jdbc:teradata://DatabaseServerName/ParameterName=Value,... (DBS_PORT, DATABASE, USER, PASSWORD)",
  },
  informix: {
    name: "Informix JDBC",
    style: "informix",
    prefix: "jdbc:informix-sqli:",
    port: null,
    values: "plain",
    user: "USER",
    password: "PASSWORD",
    reference:
      "HCL Informix JDBC Driver Programmer's Guide: Format of database URLs (jdbc:informix-sqli://host:port/database:USER=...;PASSWORD=...)",
  },
  sybase: {
    name: "jConnect",
    style: "sybase",
    prefix: "jdbc:sybase:Tds:",
    port: null,
    values: "plain",
    user: "USER",
    password: "PASSWORD",
    reference: "SAP jConnect for JDBC: connection URL jdbc:sybase:Tds:host:port/database?property=value&...",
  },
  cubrid: {
    name: "CUBRID JDBC",
    style: "cubrid",
    prefix: "jdbc:cubrid:",
    port: null,
    values: "plain",
    reference:
      "CUBRID JDBC driver: jdbc:cubrid:<host>:<port>:<db-name>:[user-id]:[password]:[?<property>[&<property>]]",
  },
  ingres: {
    name: "Ingres JDBC",
    style: "semicolon",
    prefix: "jdbc:ingres:",
    port: null,
    values: "plain",
    user: "UID",
    password: "PWD",
    reference:
      "Actian Ingres Connectivity Guide: jdbc:ingres://host:port/db{;attr=value} (UID, PWD attributes)",
  },
  netezza: {
    name: "Netezza JDBC",
    style: "semicolon",
    prefix: "jdbc:netezza:",
    port: 5480,
    values: "plain",
    ...URL_CREDENTIALS,
    reserved: { host: ["host"], port: ["port"], database: ["database", "dsn"] },
    reference: "IBM Netezza: JDBC connection strings (jdbc:netezza://host:port/database;name=value;...)",
  },
  ignite: {
    name: "Ignite JDBC Thin",
    style: "url",
    prefix: "jdbc:ignite:thin:",
    port: 10800,
    values: "plain",
    hostList: true,
    ...URL_CREDENTIALS,
    reference: "Apache Ignite: JDBC Thin Driver (jdbc:ignite:thin://host[:port][,host...][/schema][?params])",
  },
  spanner: {
    name: "Cloud Spanner JDBC",
    style: "spanner",
    prefix: "jdbc:cloudspanner:",
    port: null,
    values: "percent",
    reference:
      "Cloud Spanner JDBC driver (JdbcDriver): jdbc:cloudspanner:[//host[:port]]/projects/p[/instances/i[/databases/d]][?k=v[;k=v]*], values URL-encoded",
  },
  databend: {
    name: "Databend JDBC",
    style: "url",
    prefix: "jdbc:databend:",
    port: 8000,
    values: "plain",
    hostList: true,
    ...URL_CREDENTIALS,
    reserved: { database: ["database"] },
    reference: "databend-jdbc: DatabendDriverUri (jdbc:databend://host:port/database?key=value&...)",
  },
  maxdb: {
    name: "MaxDB JDBC",
    style: "url",
    prefix: "jdbc:sapdb:",
    // The X Server's port is optional in the URL: without one in the URI, none is written.
    port: 7673,
    values: "plain",
    ...URL_CREDENTIALS,
    reference:
      "SAP MaxDB: Connection URL jdbc:sapdb://<database_computer>[:<port>]/<database_name>[?<options>]",
  },
  ydb: {
    name: "YDB JDBC",
    style: "url",
    prefix: "jdbc:ydb:grpc:",
    // No default assumed: the port is always written (the engine's 2136 when the URI gives none).
    port: null,
    absolutePath: true,
    values: "plain",
    reference: "YDB: Quick start with JDBC driver (jdbc:ydb:grpc://host:2136/path?token=...)",
  },
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
      instance: ["instanceName"],
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
  // The other engines' drivers (MORE_JDBC_DRIVERS), by canonical engine.
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

// The JDBC drivers of the engine table's other engines (beyond PostgreSQL, MySQL, MariaDB, SQL Server,
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

import type { JdbcDriver } from "./jdbc-drivers.js";

const URL_CREDENTIALS = { user: "user", password: "password" } as const;
function plainUrl(name: string, prefix: string, port: number | null, reference: string): JdbcDriver {
  return { name, style: "url", prefix, port, values: "plain", ...URL_CREDENTIALS, reference };
}

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

// The ODBC driver of each engine: the driver name its vendor documents (installations may register another
// name, Debian's packages "MariaDB Unicode" and "SQLite3"; the `driver` option or a `Driver=` query
// parameter overrides it), the keywords its connection string uses for host, port, database and
// credentials, and which keywords it reads braces in. Drivers differ there: Microsoft's and MariaDB's
// unbrace every value (and read `}}`), psqlODBC only PWD and pqopt (dlg_specific.c,
// copyConnAttributes), SQLite's none; where no driver documentation says, no braces are assumed.

import { LIBPQ_DEFAULT_PORT } from "../../schemes/index.js";
import type { DsnFieldName } from "./keywords.js";
import type { OdbcBraces } from "./odbc-quote.js";

/**
 * One ODBC driver's connection-string keywords.
 * @example
 * const psqlodbc: OdbcDriver | undefined = ODBC_DRIVERS.pg;
 * [psqlodbc?.driver, psqlodbc?.user, psqlodbc?.password]; // ["PostgreSQL Unicode", "UID", "PWD"]
 */
export interface OdbcDriver {
  /** The `Driver` name the vendor's installer registers. */
  readonly driver: string;
  /** The host keyword. */
  readonly host: string;
  /**
   * The port keyword; absent when the port goes with the host (`hostPort`), or the driver takes none.
   */
  readonly port?: string;
  /** The port the driver assumes; the engine's default is written when it differs (null: always). */
  readonly defaultPort: number | null;
  /** How host and port share the host keyword: SQL Server's `tcp:host,port`, Exasol's `host:port`. */
  readonly hostPort?: "tcp-comma" | "colon";
  /** The database keyword; absent when the engine has no database to name (Exasol). */
  readonly database?: string;
  /** The credential keywords; absent when the driver takes none (SQLite). */
  readonly user?: string;
  readonly password?: string;
  /** The socket keyword, for engines that connect through one. */
  readonly socket?: string;
  /** Keywords written as they are (Db2's `Protocol=TCPIP`). */
  readonly fixed?: readonly (readonly [string, string])[];
  /**
   * Where query parameters go when they belong to a library under the driver: psqlODBC hands `pqopt`
   * (a libpq keyword/value string) to libpq.
   */
  readonly nested?: "pqopt";
  /** The keywords whose values the driver unbraces. */
  readonly braces: OdbcBraces;
  /**
   * Other keywords the driver reads as the host, port, database, user, password or socket (its synonyms),
   * which a query parameter must not set again.
   */
  readonly synonyms?: Partial<Readonly<Record<DsnFieldName, readonly string[]>>>;
  /** Whether the database is a local file and there is no server (SQLite). */
  readonly file?: boolean;
  /** Where the keywords are documented. */
  readonly reference: string;
}

const CREDENTIALS = { user: "UID", password: "PWD" } as const;

/**
 * Every ODBC driver dburi writes for, keyed as `odbcDriverName` picks them.
 * @example
 * ODBC_DRIVERS.mssql?.driver; // "ODBC Driver 18 for SQL Server"
 */
export const ODBC_DRIVERS: Readonly<Record<string, OdbcDriver>> = Object.freeze({
  mssql: {
    braces: "all",
    defaultPort: 1433,
    driver: "ODBC Driver 18 for SQL Server",
    host: "Server",
    hostPort: "tcp-comma",
    database: "Database",
    ...CREDENTIALS,
    synonyms: { host: ["Address", "Addr"] },
    reference: "Microsoft ODBC Driver for SQL Server: DSN and connection string keywords",
  },
  pg: {
    braces: ["PWD", "pqopt"],
    defaultPort: LIBPQ_DEFAULT_PORT,
    driver: "PostgreSQL Unicode",
    host: "Server",
    port: "Port",
    database: "Database",
    ...CREDENTIALS,
    nested: "pqopt",
    reference: "psqlODBC: configuration options (Server, Port, Database, UID, PWD, pqopt)",
  },
  mysql: {
    braces: [],
    defaultPort: 3306,
    driver: "MySQL ODBC 8.0 Unicode Driver",
    host: "SERVER",
    port: "PORT",
    database: "DATABASE",
    ...CREDENTIALS,
    socket: "SOCKET",
    synonyms: { database: ["DB"], user: ["USER"], password: ["PASSWORD"] },
    reference: "MySQL Connector/ODBC Developer Guide: connector/ODBC connection parameters",
  },
  mariadb: {
    braces: "all",
    defaultPort: 3306,
    driver: "MariaDB ODBC 3.1 Driver",
    host: "SERVER",
    port: "PORT",
    database: "DATABASE",
    ...CREDENTIALS,
    socket: "SOCKET",
    synonyms: { database: ["DB"], user: ["USER"], password: ["PASSWORD"] },
    reference: "MariaDB Connector/ODBC: connection parameters",
  },
  sqlite: {
    braces: [],
    defaultPort: null,
    driver: "SQLite3 ODBC Driver",
    host: "",
    database: "Database",
    file: true,
    reference: "SQLite ODBC Driver (Christian Werner): connect string keys",
  },
  db2: {
    braces: [],
    defaultPort: null,
    driver: "IBM DB2 ODBC DRIVER",
    host: "Hostname",
    port: "Port",
    database: "Database",
    ...CREDENTIALS,
    fixed: [["Protocol", "TCPIP"]],
    reference: "IBM Db2: CLI/ODBC configuration keywords (Database, Hostname, Port, Protocol)",
  },
  vertica: {
    braces: [],
    defaultPort: 5433,
    driver: "Vertica",
    host: "Servername",
    port: "Port",
    database: "Database",
    ...CREDENTIALS,
    reference: "Vertica: ODBC DSN connection properties",
  },
  exasol: {
    braces: [],
    defaultPort: null,
    driver: "EXASolution Driver",
    host: "EXAHOST",
    hostPort: "colon",
    user: "EXAUID",
    password: "EXAPWD",
    reference: "Exasol ODBC driver: connection string parameters (EXAHOST, EXAUID, EXAPWD)",
  },
  clickhouse: {
    braces: [],
    defaultPort: 8123,
    driver: "ClickHouse ODBC Driver (Unicode)",
    host: "Server",
    port: "Port",
    database: "Database",
    ...CREDENTIALS,
    synonyms: { host: ["Host"], user: ["Username"], password: ["Password"] },
    reference:
      "ClickHouse ODBC driver: configuration (Server, Host, Port, Database, UID, Username, PWD, Password)",
  },
  oracle: {
    driver: "Oracle in instantclient_23",
    braces: [],
    defaultPort: 1521,
    host: "",
    database: "DBQ",
    ...CREDENTIALS,
    reference: "Oracle ODBC driver: connection string attributes (DBQ, UID, PWD)",
  },
  // xo/dburl's odbc+<Driver> (dsn.go, GenOdbc): the driver its scheme names, with Server, Port,
  // Database, UID and PWD; which values that driver unbraces no documentation says, so none.
  odbc: {
    braces: [],
    defaultPort: null,
    driver: "",
    host: "Server",
    port: "Port",
    database: "Database",
    ...CREDENTIALS,
    reference: "xo/dburl dsn.go, GenOdbc (Driver, Server, Port, Database, UID, PWD)",
  },
  snowflake: {
    braces: [],
    defaultPort: 443,
    driver: "SnowflakeDSIIDriver",
    host: "Server",
    port: "Port",
    database: "Database",
    ...CREDENTIALS,
    reference: "Snowflake ODBC driver: connection parameters",
  },
});

/**
 * The ODBC driver for an engine: the MySQL family by the name written (MariaDB's names pick MariaDB
 * Connector/ODBC), the PostgreSQL-protocol engines psqlODBC, the others by canonical engine.
 * @example
 * odbcDriverName("mysql", "maria", "mysql"); // "mariadb"
 * odbcDriverName("pg", "redshift", "libpq"); // "pg"
 */
export function odbcDriverName(canonical: string, written: string, rules: string): string {
  if (rules === "libpq") return "pg";
  if (canonical === "mysql") return written === "mariadb" || written === "maria" ? "mariadb" : "mysql";
  return canonical;
}

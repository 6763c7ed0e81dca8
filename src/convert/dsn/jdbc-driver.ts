// What a JDBC driver is to the jdbc format: its URL layout, prefix, default port, how it reads values, and
// the property names it gives the credentials and the target's other fields.

import type { JdbcRename } from "./jdbc-params.js";
import type { DsnFieldName } from "./keywords.js";

/**
 * The layouts of jdbc-vendor.ts: the other engines' drivers whose URL is their own.
 * @example
 * const style: JdbcVendorStyle = "teradata";
 */
export type JdbcVendorStyle = "teradata" | "informix" | "sybase" | "cubrid" | "spanner";

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
  /**
   * How the driver takes a MySQL URI's TLS (jdbc-mysql-tls.ts): Connector/J's sslMode words and keystore
   * properties, or MariaDB Connector/J's (which SingleStore's driver, its fork, keeps).
   */
  readonly mysqlTls?: "connector-j" | "mariadb-j";
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

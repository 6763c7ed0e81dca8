// The options of toDsn and the names of its formats: shared by the entry point and every grammar module.

import type { ReportOptions } from "../driver-params.js";

/**
 * The formats `toDsn` writes:
 * - `uri`: the engine's native URI (`postgresql://`, `mysql://`, `file:`); holds the password. SQLite's
 *   `file:` names are SQLite's own, which `interpret` does not read (no `file:` scheme is registered):
 *   write `db:sqlite:` before the path to read one back.
 * - `libpq`: PostgreSQL keyword/value connection string; holds the password.
 * - `dbi`: Perl DBI data source name, as URI::db builds it; never holds credentials (DBI takes them apart),
 *   nor secret query values, nor query parameters naming the user (`?UID=`). Unlike URI::db, which groups
 *   repeated query keys, the pairs keep the URI's order.
 * - `jdbc`: the JDBC URL of the engine's driver; holds the user and password as URL properties (Oracle's
 *   thin URL as `user/password@`, a pair in plain characters, both left out with `omitPassword`).
 * - `odbc`: ODBC connection string for the engine's ODBC driver; holds the password (`PWD`).
 * - `sqlalchemy`: SQLAlchemy `dialect+driver://` URL; holds the password.
 * - `ado`: ADO.NET SqlClient connection string for SQL Server; holds the password.
 * @example
 * const format: DsnFormat = "jdbc";
 * toDsn(interpret("db:pg://app@db.example.com/shop"), format);
 * // "jdbc:postgresql://db.example.com/shop?user=app"
 */
export type DsnFormat = "uri" | "libpq" | "dbi" | "jdbc" | "odbc" | "sqlalchemy" | "ado";

/**
 * Options of `toDsn`. A DSN is for connecting, so it holds the password where its format has one; to print
 * one, pass `redact: true` (secrets shown as `***`) or `omitPassword: true` (secrets left out).
 * @example
 * toDsn(interpret("db:pg://app:pw@db.example.com/shop"), "libpq", { omitPassword: true });
 * // "host=db.example.com dbname=shop user=app"
 */
export interface ToDsnOptions extends ReportOptions {
  /**
   * Show the password and every secret query value (`isSecretKey`) as `***`: a string to print or log,
   * no longer one to connect with.
   */
  readonly redact?: boolean | undefined;
  /**
   * Leave the password out, and every query parameter whose key names a secret (`isSecretKey`): for a
   * tool that takes the password separately (a prompt, a password file, an environment variable).
   */
  readonly omitPassword?: boolean | undefined;
  /**
   * The driver, where a format has several: `dbi` for mssql `odbc` (default), `ado` or `sybase` (URI::db's
   * alternatives); `sqlalchemy` the DBAPI driver after `+` (`psycopg`, `pymysql`, `pyodbc`, ...); `odbc`
   * the `Driver` name to write (each engine has a documented default); `jdbc` `mysql` or `mariadb` for the
   * MySQL family (by default the engine name as written picks Connector/J or MariaDB Connector/J).
   */
  readonly driver?: string | undefined;
  /**
   * Query parameters allowed although they make the format's reader load code, open a file or replace the
   * driver (`UNSAFE_PARAMS`: pgJDBC's `socketFactory`, ODBC's `Driver`, ...), by name, for a URI that is
   * trusted; any other is `unsafe-param`.
   */
  readonly allowParams?: readonly string[] | undefined;
}

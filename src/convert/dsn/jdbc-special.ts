// The JDBC URLs that are not `prefix//host/database?properties`: SQL Server's `;property=value` list with
// ODBC's braces, Oracle's EZConnect, Db2's `/database:property=value;`, the file databases (SQLite,
// DuckDB), H2's server and embedded URLs, and Exasol's `jdbc:exa:host:port;property=value`.

import { ezconnect } from "./ezconnect.js";
import { CONTROL, type DsnField, field, forbid, onlyPlain, refuse } from "./field.js";
import type { JdbcDriver } from "./jdbc-drivers.js";
import { type JdbcProperty, jdbcHosts, jdbcProperties, jdbcValue } from "./jdbc-parts.js";
import { checkOdbcKey, quoteOdbc } from "./odbc-quote.js";
import { type DsnSource, databaseField, instanceField, passwordField, userField } from "./source.js";

/** Refuses what ends a `;`-separated property value, and control characters. */
function semicolonValue(source: DsnSource, driver: JdbcDriver, value: DsnField): string {
  forbid(source, value, ";", `separates ${driver.name}'s properties`, "pass it as a connection property");
  forbid(source, value, CONTROL, `${driver.name} does not read in a URL`, "remove the control character");
  return value.value;
}

function semicolonProps(source: DsnSource, driver: JdbcDriver, props: readonly JdbcProperty[]): string[] {
  return props.map(([key, value]) => {
    const name = jdbcValue(source, driver, field(source, `the property name '${key}'`, key), "key");
    return `${name}=${semicolonValue(source, driver, value)}`;
  });
}

/**
 * `jdbc:oracle:thin:user/password@identifier` (the thin driver's `[user/password]@` form; the identifier
 * is EZConnect's, or a TNS alias). The user and password go in as a pair, in plain characters: the thin
 * URL documents no quoting for them. With `omitPassword` (or no credentials) neither is written, and the
 * application gives them as connection properties.
 */
function oracle(source: DsnSource, driver: JdbcDriver): string {
  const identifier = ezconnect(source);
  const user = userField(source);
  const password = passwordField(source);
  if (password === null) {
    if (user !== null && source.options.omitPassword !== true) {
      throw refuse(
        source,
        `${driver.name}'s URL holds a user name only with its password (user/password@)`,
        "give the password, or pass omitPassword: true to leave both out and give them as connection properties",
      );
    }
    return `${driver.prefix}@${identifier}`;
  }
  if (user === null || user.value === "" || password.value === "") {
    throw refuse(
      source,
      `${driver.name}'s URL holds the password only after a user name, and neither may be empty`,
      "give both, or pass omitPassword: true to leave them out",
    );
  }
  onlyPlain(source, user, "", `${driver.name}'s user/password@`);
  onlyPlain(source, password, "", `${driver.name}'s user/password@`);
  return `${driver.prefix}${user.value}/${password.value}@${identifier}`;
}

/**
 * `jdbc:sqlserver://host:port;instanceName=...;databaseName={...};user=...;password={...}`: values in
 * ODBC's braces. A named instance is the instanceName property ("Building the connection URL"); given with
 * a port, the driver connects to the port and ignores it, as the target's `instance-and-port` warning says.
 */
function sqlserver(source: DsnSource, driver: JdbcDriver): string {
  const [address] = jdbcHosts(source, driver);
  const props: JdbcProperty[] = [];
  const instance = instanceField(source);
  if (instance !== null) props.push(["instanceName", instance]);
  const database = databaseField(source);
  if (database !== null && database.value !== "") props.push(["databaseName", database]);
  props.push(...jdbcProperties(source, driver));
  const rest = props.map(([key, value]) => {
    checkOdbcKey(source, field(source, `the property name '${key}'`, key));
    return `${key}=${quoteOdbc(value.value)}`;
  });
  // An IPv6 address cannot precede the properties (':' starts the port there): it goes in serverName.
  const host = address!.startsWith("[") ? "" : address!;
  if (host === "") {
    const port = source.port === null ? [] : [`portNumber=${source.port}`];
    rest.unshift(`serverName=${source.host}`, ...port);
  }
  return `${driver.prefix}//${host}${rest.length > 0 ? `;${rest.join(";")}` : ""}`;
}

/** `jdbc:db2://host:port/database:user=...;password=...;key=value;` (the URL ends with `;`). */
function db2(source: DsnSource, driver: JdbcDriver): string {
  // The driver's own default port (446) is not Db2's: jdbcHosts writes the engine's.
  const [address] = jdbcHosts(source, driver);
  const database = databaseField(source);
  if (database === null || database.value === "") {
    throw refuse(source, `${driver.name}'s URL needs a database`, "add the database to the URI's path");
  }
  onlyPlain(source, database, "", `${driver.name}'s URL`);
  const props = semicolonProps(source, driver, jdbcProperties(source, driver));
  return `${driver.prefix}//${address}/${database.value}${props.length > 0 ? `:${props.join(";")};` : ""}`;
}

/** No user or password: SQLite and DuckDB open local files without credentials. */
function noCredentials(source: DsnSource, driver: JdbcDriver): void {
  if (source.user !== null || source.password !== null) {
    throw refuse(
      source,
      `${driver.name} opens a local file and takes no user or password`,
      "remove them from the URI",
    );
  }
}

/** `jdbc:sqlite:path?pragma=value&...` (xerial), `jdbc:duckdb:path` (empty: in memory). */
function file(source: DsnSource, driver: JdbcDriver): string {
  noCredentials(source, driver);
  const path = databaseField(source);
  const duckdb = driver.prefix === "jdbc:duckdb:";
  if (!duckdb && (path === null || path.value === "")) {
    throw refuse(source, "the target names no SQLite file", "name the database file, or :memory:");
  }
  if (path !== null) {
    forbid(source, path, "?", `starts ${driver.name}'s parameters`, "rename the file");
    forbid(source, path, CONTROL, `${driver.name} does not read in a path`, "rename the file");
  }
  const props = jdbcProperties(source, driver);
  if (duckdb && props.length > 0) {
    throw refuse(source, `${driver.name}'s URL takes no parameters`, "pass them as connection properties");
  }
  const rest = props.map(([key, value]) => {
    forbid(
      source,
      field(source, `the property name '${key}'`, key),
      "&=",
      `separates ${driver.name}'s parameters`,
      "rename it",
    );
    return `${key}=${jdbcValue(source, driver, value, "value")}`;
  });
  return `${driver.prefix}${path?.value ?? ""}${rest.length > 0 ? `?${rest.join("&")}` : ""}`;
}

/** `jdbc:h2:tcp://host:port/database;USER=...;PASSWORD=...`, or `jdbc:h2:database;...` without a host. */
function h2(source: DsnSource, driver: JdbcDriver): string {
  const database = databaseField(source);
  if (database === null || database.value === "") {
    throw refuse(source, "H2's URL needs a database name or path", "add it to the URI's path, e.g. mem:test");
  }
  onlyPlain(source, database, "/:", "H2's URL");
  const props = semicolonProps(source, driver, jdbcProperties(source, driver));
  const rest = props.length > 0 ? `;${props.join(";")}` : "";
  if (source.host === null) return `${driver.prefix}${database.value}${rest}`;
  return `${driver.prefix}tcp://${jdbcHosts(source, driver)[0]}/${database.value}${rest}`;
}

/** `jdbc:exa:host:port;user=...;password=...`: Exasol has schemas, not databases. */
function exasol(source: DsnSource, driver: JdbcDriver): string {
  if (source.database !== null && source.database !== "") {
    throw refuse(source, "Exasol's URL has no database", "drop it, or open a schema with ?schema=name");
  }
  const [address] = jdbcHosts(source, driver);
  const props = semicolonProps(source, driver, jdbcProperties(source, driver));
  return `${driver.prefix}${address}${props.length > 0 ? `;${props.join(";")}` : ""}`;
}

/**
 * The URL of a driver whose layout is its own.
 * @throws DburiError `dsn-unrepresentable`
 * @example
 * import { dsnSource } from "./source.js";
 *
 * jdbcSpecial(dsnSource(interpret("db:mssql://sa:pw@db/shop"), "jdbc", {}), JDBC_DRIVERS.sqlserver!);
 * // "jdbc:sqlserver://db;databaseName=shop;user=sa;password=pw"
 */
export function jdbcSpecial(source: DsnSource, driver: JdbcDriver): string {
  switch (driver.style) {
    case "sqlserver":
      return sqlserver(source, driver);
    case "oracle":
      return oracle(source, driver);
    case "db2":
      return db2(source, driver);
    case "file":
      return file(source, driver);
    case "h2":
      return h2(source, driver);
    default:
      return exasol(source, driver);
  }
}

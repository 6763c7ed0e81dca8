// The `sqlalchemy` format: SQLAlchemy database URLs, `dialect[+driver]://user:password@host:port/database
// ?key=value` ("Engine Configuration", Database URLs), written for what `make_url` (engine/url.py,
// _parse_url) reads back: the user name and password percent-decoded, the host and the database taken as
// written (so the database cannot hold `?`, the host only plain characters), the query read by
// `parse_qsl` (percent-decoded, `+` a space, empty values dropped). Query pairs reach the DBAPI's
// connect() as keyword arguments, which is where SQLAlchemy puts PostgreSQL host lists and sockets
// (sqlalchemy-hosts.ts). Two dialects splice values into a connection string of their own, so their values
// are checked as that string reads them: ibm_db_sa's Db2 CLI string and the pyodbc connector's ODBC one.

import { driverKind, MYSQL_PARAMS } from "../../schemes/index.js";
import { DburiError } from "../../uri/index.js";
import { CONTROL, type DsnField, encodeValue, field, forbid, onlyPlain, refuse } from "./field.js";
import { suggestFormats } from "./formats.js";
import { mysqlOptionName } from "./jdbc-params.js";
import { checkReserved } from "./keywords.js";
import { MYSQL_TLS_READERS, mysqlDsnTls, SQLALCHEMY_TLS_DBAPIS, type TlsWord } from "./mysql-dsn-tls.js";
import { bareOdbcValue, checkOdbcKey } from "./odbc-quote.js";
import { type DsnSource, databaseField, paramFields, passwordField, userField } from "./source.js";
import { DB2_CLI_KEYS, sqlalchemyDialect, sqlalchemyReserved } from "./sqlalchemy-dialects.js";
import { sqlalchemyHost, sqlalchemyHosts } from "./sqlalchemy-hosts.js";

/** The dialect and the DBAPI driver chosen with it (undefined: the dialect's default). */
interface Dialect {
  readonly name: string;
  readonly driver: string | undefined;
}

function dialectOf(source: DsnSource): Dialect {
  const name = sqlalchemyDialect(source.engine.scheme, source.engine.canonical, source.name);
  if (name === undefined) {
    throw refuse(
      source,
      `SQLAlchemy has no dialect for ${source.engine.product}`,
      suggestFormats(source, "sqlalchemy"),
    );
  }
  // The option picks the DBAPI; else the one the target's scheme named (`postgresql+psycopg2://`).
  const scheme = driverKind(source.engine) === "dbapi" ? source.target.driver : null;
  const driver = source.options.driver ?? scheme ?? undefined;
  if (driver !== undefined && !/^[A-Za-z0-9_]+$/.test(driver)) {
    throw new DburiError({
      code: "unknown-driver",
      reason: `'${driver}' is not a SQLAlchemy driver name (letters, digits, '_')`,
      fix: "name the DBAPI driver, e.g. psycopg, pymysql, pyodbc, oracledb",
    });
  }
  return { name, driver };
}

/** A query pair as parse_qsl reads it back; an empty value would be dropped, so it is refused. */
function queryPair(source: DsnSource, key: DsnField, value: DsnField): string {
  if (value.value === "" || key.value === "") {
    throw refuse(
      source,
      `${key.value === "" ? key.label : value.label} is empty, and SQLAlchemy's parse_qsl drops it`,
      "give it a value",
    );
  }
  return `${encodeValue(key.value)}=${encodeValue(value.value)}`;
}

/**
 * The database as make_url reads it, raw: `?` would start the query, and `@` would end a user name and
 * password: make_url's user name takes any character but `:` and `/`, so it reads
 * `postgresql://db.internal:5432/shop@evil.example.com` (and `postgresql://app@db.internal:5432/shop@x`)
 * with the host after the last `@`, a URL that connects elsewhere. It does not decode the database, so
 * neither can be escaped.
 */
function databaseText(source: DsnSource): string {
  const database = databaseField(source);
  if (database === null) return "";
  forbid(
    source,
    database,
    "?",
    "starts the query in SQLAlchemy's URL, which does not decode the database",
    "rename it",
  );
  forbid(
    source,
    database,
    "@",
    "ends a user name and password in SQLAlchemy's URL (the database is not decoded): the URL would connect to another host",
    "rename the database, or pass it to create_engine apart from the URL",
  );
  return `/${database.value}`;
}

/**
 * ibm_db_sa (`create_connect_args`): with a host, the database, host, user, password and the values of a
 * few query keys are spliced raw into a Db2 CLI connection string (`DATABASE=%s;HOSTNAME=%s;...`), and
 * other query parameters are not passed on; without one, the database is a catalogued alias and no query
 * parameter is passed on. So the database is kept to plain characters (as the jdbc format's Db2 URL
 * does), the spliced values to what Db2's CLI reads back bare (as the odbc format's Db2 driver does).
 */
function checkDb2(source: DsnSource): void {
  const database = databaseField(source);
  if (database === null || database.value === "") {
    throw refuse(source, "ibm_db_sa needs the database (or catalogued alias)", "add it to the URI's path");
  }
  onlyPlain(source, database, "", "ibm_db_sa's Db2 connection string");
  const remote = source.host !== null && source.host !== "";
  if (remote) {
    const user = userField(source);
    const password = passwordField(source);
    if (user !== null) bareOdbcValue(source, "UID", user);
    if (password !== null) bareOdbcValue(source, "PWD", password);
  }
  for (const [key, value] of paramFields(source)) {
    if (!remote || !DB2_CLI_KEYS.includes(key.value.toLowerCase())) {
      throw refuse(
        source,
        `ibm_db_sa does not pass ${key.label} on to the driver${remote ? "" : " for a catalogued database"}`,
        "pass it in create_engine's connect_args, or drop it",
      );
    }
    bareOdbcValue(source, key.value, value);
  }
}

/** Whether a value would change on its way through the pyodbc connector's `check_quote` and the driver. */
function checkPyodbcValue(source: DsnSource, value: DsnField): void {
  forbid(source, value, CONTROL, "an ODBC driver does not read in a value", "remove the control character");
  if (value.value.trim() !== value.value) {
    throw refuse(
      source,
      `${value.label} has spaces at its ends, which the pyodbc connector writes unbraced and the ODBC driver trims`,
      "remove the spaces",
    );
  }
}

/**
 * SQLAlchemy's pyodbc connector (connectors/pyodbc.py): a URL without a database names an ODBC data source
 * (the host is read as `dsn=`), and every value is written into an ODBC connection string, braced only
 * when it holds `;` or starts with `{`, the query's pairs as keywords.
 */
function checkPyodbc(source: DsnSource): void {
  const database = databaseField(source);
  if (database === null || database.value === "") {
    throw refuse(
      source,
      "SQLAlchemy's pyodbc connector reads a URL without a database as the name of an ODBC data source",
      "name the database (e.g. /master)",
    );
  }
  if ((source.host ?? "").includes(":")) {
    throw refuse(
      source,
      "the pyodbc connector writes Server=host,port, where an IPv6 address is not read as one",
      "use the odbc format, or a host name",
    );
  }
  const values = [database, userField(source), passwordField(source)];
  for (const value of values) if (value !== null) checkPyodbcValue(source, value);
  for (const [key, value] of paramFields(source)) {
    checkOdbcKey(source, key);
    checkPyodbcValue(source, value);
    if (key.value.toLowerCase() === "driver") {
      forbid(source, value, "}", "ends DRIVER={...}, which the connector writes unescaped", "fix the name");
    }
  }
}

/** SQLite: `sqlite:///relative.db`, `sqlite:////absolute.db`; no host, user or password. */
function sqliteUrl(source: DsnSource, dialect: string, userinfo: string, query: readonly string[]): string {
  const path = databaseField(source);
  if (path !== null) forbid(source, path, "?", "starts the query in SQLAlchemy's URL", "rename the file");
  if (userinfo !== "") throw refuse(source, "SQLite takes no user or password", "remove them from the URI");
  if (path === null || path.value === "") {
    throw refuse(source, "the target names no SQLite file", "name the database file, or :memory:");
  }
  return `${dialect}:///${path.value}${query.length > 0 ? `?${query.join("&")}` : ""}`;
}

/**
 * Oracle (cx_Oracle, python-oracledb): with a host or port, `oracle://host:port/?service_name=...` (the
 * dialect hands them to makedsn); without, the service name is a TNS alias, written where the dialect
 * reads one, as the host (`oracle://user:password@alias`). Like the jdbc, dbi and odbc formats, an alias
 * takes no parameters (tnsnames.ora holds them).
 */
function oracleUrl(source: DsnSource, head: string, query: readonly string[]): string {
  const service = databaseField(source);
  if (source.instance !== null) {
    // The dialect hands host, port and service_name to makedsn(), which takes no instance name.
    const port = source.port ?? source.defaultPort ?? 1521;
    throw refuse(
      source,
      `SQLAlchemy's Oracle dialect builds the address from the host, port and service_name (makedsn), which has no place for the instance '${source.instance}'`,
      `pass the Easy Connect string as the dsn in connect_args, e.g. create_engine("oracle+oracledb://", connect_args={"dsn": "//${source.host ?? ""}:${port}/${service?.value ?? ""}/${source.instance}"}), or leave the instance out`,
    );
  }
  const name = service?.value ?? "";
  if ((source.host ?? "") === "" && source.port === null) {
    if (name === "") throw refuse(source, "the target names no TNS alias", "name it: db:oracle:alias");
    if (query.length > 0) {
      throw refuse(
        source,
        "without a host the service name is a TNS alias, which holds no parameters",
        "give the host, or set the parameters in tnsnames.ora",
      );
    }
    return `${head}${sqlalchemyHost(source, name)}`;
  }
  if (name === "") {
    throw refuse(
      source,
      "SQLAlchemy's Oracle dialect reads a URL with a host and no service name as a TNS alias",
      "name the service in the URI's path",
    );
  }
  const { authority } = sqlalchemyHosts(source);
  const all = [`service_name=${encodeValue(name)}`, ...query];
  return `${head}${authority}/?${all.join("&")}`;
}

/**
 * A MySQL URI's TLS in the query keys of the DBAPI the URL names (mysql-dsn-tls.ts): mysqlclient (the
 * MySQL and MariaDB dialects' default, `mysqldb`), PyMySQL or MariaDB Connector/Python. Another DBAPI's
 * keys are not known here, so a URI asking anything of TLS is refused for it rather than written as it
 * spells it, which the DBAPI would not read.
 */
function mysqlSqlalchemyTls(source: DsnSource, driver: string | undefined): TlsWord[] {
  const name = (driver ?? "mysqldb").toLowerCase();
  if (SQLALCHEMY_TLS_DBAPIS.includes(name)) {
    return mysqlDsnTls(source, MYSQL_TLS_READERS[name]!, mysqlOptionName);
  }
  const tls = source.target.params.filter(([key]) => {
    const option = mysqlOptionName(key);
    return Object.hasOwn(MYSQL_PARAMS, option) && MYSQL_PARAMS[option]!.tls === true;
  });
  if (tls.length === 0) return [];
  throw refuse(
    source,
    `dburi knows no TLS keywords of the DBAPI '${driver}', which would not read ${tls.map(([key]) => key).join(", ")} as the URI spells ${tls.length > 1 ? "them" : "it"}`,
    "use the driver mysqldb (mysqlclient), pymysql or mariadbconnector, or pass TLS in create_engine's connect_args",
  );
}

/**
 * A database target as a SQLAlchemy URL. Holds the password; `omitPassword` leaves it out. `driver`
 * adds the DBAPI driver (`postgresql+psycopg`). SQLite paths follow SQLAlchemy's slashes
 * (`sqlite:///relative.db`, `sqlite:////absolute.db`); Oracle's service name goes in `service_name`, a
 * TNS alias in the host; PostgreSQL socket directories and host lists in libpq's `host=`/`port=` lists.
 * @throws DburiError `dsn-unrepresentable`, `unknown-driver`; `dsn-unrepresentable` also for a query
 * parameter the dialect would read as the host, port, database, user, password or socket (`?host=`,
 * `?user=`, MySQL's `unix_socket`, Oracle's `dsn`, SQL Server's `odbc_connect`, ...)
 * @example
 * import { dsnSource } from "./source.js";
 *
 * toSqlalchemy(dsnSource(interpret("postgresql://me:p%40ss@db/shop"), "sqlalchemy", {}));
 * // "postgresql://me:p%40ss@db/shop"
 */
export function toSqlalchemy(source: DsnSource): string {
  const { name, driver } = dialectOf(source);
  const dialect = driver === undefined ? name : `${name}+${driver}`;
  const reserved = sqlalchemyReserved(name);
  const user = userField(source);
  const password = passwordField(source);
  const userinfo =
    user === null && password === null
      ? ""
      : `${encodeValue(user?.value ?? "")}${password === null ? "" : `:${encodeValue(password.value)}`}@`;
  const query = paramFields(source).map(([key, value]) => {
    checkReserved(source, key, reserved, `SQLAlchemy's ${name} dialect`);
    return queryPair(source, key, value);
  });
  if (source.engine.rules === "mysql") {
    for (const [key, value] of mysqlSqlalchemyTls(source, driver)) {
      query.push(queryPair(source, field(source, `the name of ${key}`, key), value));
    }
  }
  if (name === "sqlite") return sqliteUrl(source, dialect, userinfo, query);
  if (name === "oracle") return oracleUrl(source, `${dialect}://${userinfo}`, query);
  if (name === "db2" && (driver === undefined || driver === "ibm_db")) checkDb2(source);
  if (name === "mssql" && (driver === undefined || driver === "pyodbc")) checkPyodbc(source);
  const { authority, extra } = sqlalchemyHosts(source);
  const all = [...extra, ...query];
  return `${dialect}://${userinfo}${authority}${databaseText(source)}${all.length > 0 ? `?${all.join("&")}` : ""}`;
}

// The `odbc` format: an ODBC connection string for the engine's ODBC driver (odbc-drivers.ts). Values go in
// [MS-ODBCSTR]'s braces for the keywords the driver unbraces, and must need none for the others
// (odbc-quote.ts). The query's parameters follow as driver keywords, except for psqlODBC, which hands
// libpq's keywords to libpq through `pqopt`.

import { driverKind, LIBPQ_PARAMS } from "../../schemes/index.js";
import { ezconnect } from "./ezconnect.js";
import { type DsnField, field, refuse } from "./field.js";
import { suggestFormats } from "./formats.js";
import { mysqlOptionName } from "./jdbc-params.js";
import {
  checkReserved,
  type DsnFieldName,
  perRow,
  type ReservedKeywords,
  reservedKeywords,
} from "./keywords.js";
import { isLibpqKeyword, quoteLibpq } from "./libpq-quote.js";
import { MYSQL_TLS_READERS, mysqlDsnTls } from "./mysql-dsn-tls.js";
import { ODBC_DRIVERS, type OdbcDriver, odbcDriverName } from "./odbc-drivers.js";
import { checkOdbcKey, formatOdbcPairs } from "./odbc-quote.js";
import {
  type DsnSource,
  databaseField,
  instanceField,
  paramFields,
  passwordField,
  portToWrite,
  userField,
} from "./source.js";

type Pair = readonly [key: string, value: DsnField];

function driverOf(source: DsnSource): OdbcDriver {
  const name = odbcDriverName(source.engine.canonical, source.name, source.engine.rules);
  const driver = ODBC_DRIVERS[name];
  if (driver === undefined) {
    throw refuse(
      source,
      `no ODBC driver keywords are known for ${source.engine.product}`,
      suggestFormats(source, "odbc"),
    );
  }
  return driver;
}

/**
 * The Driver to write: the option's, else the one an `odbc+<Driver>://` scheme named, else the engine's.
 * An ODBC data source of xo/dburl's odbc scheme without a driver has none to write.
 */
function driverName(source: DsnSource, driver: OdbcDriver): string {
  const scheme = driverKind(source.engine) === "odbc" ? source.target.driver : null;
  const named = source.options.driver ?? scheme ?? driver.driver;
  if (named === "") {
    throw refuse(
      source,
      "the URI names no ODBC driver",
      "name it in the scheme: odbc+<Driver>://, or pass the driver option",
    );
  }
  return named;
}

/**
 * The host keyword's value, with the port where the driver puts it there; SQL Server's
 * `[protocol:]server[\instance][,port]` (ODBC Driver 18, "Server" keyword) with a named instance.
 */
function address(source: DsnSource, host: string, driver: OdbcDriver, port: number | null): string {
  const instance = instanceField(source);
  if (driver.hostPort === "tcp-comma") {
    const bracketed = host.includes(":") ? `[${host}]` : host;
    const named = instance === null ? bracketed : `${bracketed}\\${instance.value}`;
    return `tcp:${named}${port === null ? "" : `,${port}`}`;
  }
  if (instance !== null) {
    throw refuse(
      source,
      `${source.engine.product}'s ODBC driver has no place for the instance '${instance.value}'`,
      "connect to the instance's own host and port",
    );
  }
  if (driver.hostPort === "colon") return `${host}${port === null ? "" : `:${port}`}`;
  return host;
}

/** The host the URI names for TCP, or null (none, empty for the local socket, or a socket path). */
function networkHost(source: DsnSource): string | null {
  const host = source.host;
  if (host === null || host === "" || host === source.socket || host.startsWith("(")) return null;
  return host;
}

/** Host, port and socket: TCP where the URI names a host, else the driver's socket keyword. */
function serverPairs(source: DsnSource, driver: OdbcDriver): Pair[] {
  if (source.hosts.length > 1)
    throw refuse(source, "an ODBC connection string names one server", "connect to one host");
  const pairs: Pair[] = [];
  const host = networkHost(source);
  const socket = source.socket === null || source.socket === "" ? null : source.socket;
  const port = portToWrite(source, driver.defaultPort);
  if (host !== null) {
    pairs.push([driver.host, field(source, "the host", address(source, host, driver, port))]);
    if (driver.port !== undefined && port !== null)
      pairs.push([driver.port, field(source, "the port", String(port))]);
  } else if (driver.nested === "pqopt") {
    // psqlODBC hands Server and Port to libpq, which reads a directory as where the socket is and the port
    // as which one (.s.PGSQL.<port>, §32.1.2 "port"): a socket directory, or the default one (an empty
    // host), keeps its port.
    if (socket !== null) pairs.push([driver.host, field(source, "the socket directory", socket)]);
    if (port !== null && source.host !== null)
      pairs.push([driver.port!, field(source, "the port", String(port))]);
  } else if (socket !== null && driver.socket === undefined) {
    throw refuse(
      source,
      `${source.engine.product}'s ODBC driver connects over TCP`,
      "give the target a host",
    );
  }
  if (socket !== null && driver.socket !== undefined)
    pairs.push([driver.socket, field(source, "the socket", socket)]);
  return pairs;
}

/** The database (Oracle's: the EZConnect identifier in DBQ). */
function databasePairs(source: DsnSource, driver: OdbcDriver): Pair[] {
  if (driver.database === "DBQ") return [["DBQ", field(source, "the connect identifier", ezconnect(source))]];
  const database = databaseField(source);
  if (database === null || database.value === "") return [];
  if (driver.database === undefined) {
    throw refuse(
      source,
      `${source.engine.product}'s ODBC driver names no database`,
      "drop the database from the URI",
    );
  }
  return [[driver.database, database]];
}

/** The user and password under the driver's keywords; SQLite's driver has none. */
function credentialPairs(source: DsnSource, driver: OdbcDriver): Pair[] {
  const pairs: Pair[] = [];
  const user = userField(source);
  const password = passwordField(source);
  if ((user !== null || password !== null) && (driver.user === undefined || driver.password === undefined)) {
    throw refuse(
      source,
      `${source.engine.product}'s ODBC driver takes no user or password`,
      "remove them from the URI",
    );
  }
  if (user !== null) pairs.push([driver.user!, user]);
  if (password !== null) pairs.push([driver.password!, password]);
  return pairs;
}

/** Keywords most ODBC drivers read as the host, port, database and credentials, whatever their own are. */
const COMMON: Partial<Readonly<Record<DsnFieldName, readonly string[]>>> = {
  host: ["Server", "Host"],
  port: ["Port"],
  database: ["Database"],
  user: ["UID", "User"],
  password: ["PWD", "Password"],
};

/** Every keyword the driver would read as a field this connection string writes from the URI. */
const reservedOf = perRow((driver: OdbcDriver): ReservedKeywords => {
  const own = {
    host: [driver.host],
    port: driver.port === undefined ? [] : [driver.port],
    database: driver.database === undefined ? [] : [driver.database],
    user: driver.user === undefined ? [] : [driver.user],
    password: driver.password === undefined ? [] : [driver.password],
    socket: driver.socket === undefined ? [] : [driver.socket],
  };
  return reservedKeywords(COMMON, own, driver.synonyms ?? {});
});

/** The keyword psqlODBC reads a libpq keyword as itself, by its fate in LIBPQ_PARAMS, or undefined. */
function psqlodbcKeyword(key: string): string | undefined {
  const entry = Object.hasOwn(LIBPQ_PARAMS, key) ? LIBPQ_PARAMS[key] : undefined;
  const fate = entry?.fates.odbc;
  return fate !== undefined && fate !== "passed" && "to" in fate && fate.by === undefined
    ? fate.to
    : undefined;
}

/** The query's parameters: as keywords, or libpq's folded into psqlODBC's `pqopt`. */
function paramPairs(source: DsnSource, driver: OdbcDriver): Pair[] {
  // Oracle's parameters are EZConnect's, inside DBQ.
  if (driver.database === "DBQ") return [];
  const params = paramFields(source);
  if (driver.nested !== "pqopt") {
    const reserved = reservedOf(driver);
    return params.map(([key, value]) => {
      checkOdbcKey(source, key);
      checkReserved(source, key, reserved, `${source.engine.product}'s ODBC driver`);
      const fixed = driver.fixed?.find(([name]) => name.toLowerCase() === key.value.toLowerCase());
      if (fixed !== undefined) {
        throw refuse(
          source,
          `${key.label} replaces ${fixed[0]}=${fixed[1]}, which the DSN needs`,
          "remove it",
        );
      }
      return [key.value, value] as const;
    });
  }
  // A keyword psqlODBC reads itself is written as its own (its fate, LIBPQ_PARAMS: sslmode as SSLmode);
  // the rest are libpq's, which it passes on in pqopt.
  const pairs: Pair[] = [];
  const rest: typeof params = [];
  for (const pair of params) {
    const own = psqlodbcKeyword(pair[0].value);
    if (own === undefined) rest.push(pair);
    else pairs.push([own, pair[1]]);
  }
  for (const [key] of rest) {
    if (!isLibpqKeyword(key.value))
      throw refuse(source, `${key.label} is not a libpq keyword for pqopt`, "remove it");
  }
  if (rest.length > 0) {
    const text = rest.map(([key, value]) => `${key.value}=${quoteLibpq(value.value)}`).join(" ");
    pairs.push(["pqopt", { label: "pqopt", value: text, secret: rest.some(([, value]) => value.secret) }]);
  }
  return pairs;
}

/**
 * A database target as an ODBC connection string for its engine's driver: SQL Server, PostgreSQL and its
 * protocol's engines (psqlODBC), MySQL and MariaDB, SQLite, Oracle, Db2, Vertica, Exasol, ClickHouse,
 * Snowflake. `Driver` is the vendor's documented name unless the `driver` option or a `Driver`/`DSN`
 * query parameter gives one. Holds the password (`PWD`); `omitPassword` leaves it out.
 * @throws DburiError `dsn-unrepresentable`
 * @example
 * import { dsnSource } from "./source.js";
 *
 * toOdbc(dsnSource(interpret("db:mssql://sa:p;w@db:1444/shop"), "odbc", {}));
 * // "Driver=ODBC Driver 18 for SQL Server;Server={tcp:db,1444};Database=shop;UID=sa;PWD={p;w}"
 */
export function toOdbc(source: DsnSource): string {
  const driver = driverOf(source);
  const params = paramPairs(source, driver);
  const named = params.some(([key]) => /^(?:driver|dsn)$/i.test(key));
  const pairs: Pair[] = [];
  if (!named) pairs.push(["Driver", field(source, "the driver name", driverName(source, driver))]);
  if (driver.file !== true && driver.database !== "DBQ") pairs.push(...serverPairs(source, driver));
  pairs.push(...databasePairs(source, driver));
  for (const [key, value] of driver.fixed ?? []) pairs.push([key, field(source, key, value)]);
  pairs.push(...credentialPairs(source, driver), ...params);
  if (source.engine.rules === "mysql") {
    const written = params.find(([key]) => /^driver$/i.test(key))?.[1].value;
    pairs.push(...mysqlOdbcTls(source, written ?? source.options.driver ?? driver.driver));
  }
  return formatOdbcPairs(source, pairs, driver.braces);
}

/**
 * A MySQL URI's TLS in the keywords of the driver the DSN names: MariaDB Connector/ODBC's when its name
 * says MariaDB (`MariaDB ODBC 3.1 Driver`, Debian's `MariaDB Unicode`), MySQL Connector/ODBC's otherwise.
 */
function mysqlOdbcTls(source: DsnSource, driverName: string): Pair[] {
  const reader = MYSQL_TLS_READERS[/mariadb/i.test(driverName) ? "mariadb-odbc" : "mysql-odbc"]!;
  return mysqlDsnTls(source, reader, mysqlOptionName);
}

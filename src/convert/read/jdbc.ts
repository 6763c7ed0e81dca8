// Reading a JDBC URL as the URI that says the same, through the driver table the jdbc format writes with
// (jdbc-drivers.ts): the driver by its prefix, then its layout: `//hosts/database?properties` (pgJDBC,
// Connector/J with its `user:password@`, `address=(...)` and `(host=...,port=...)` hosts, MariaDB
// Connector/J, and the other URL-style drivers), Derby's and Hive's `;properties`, SQL Server's
// `//host\instance:port;name=value` (ODBC's braces), Oracle thin's `user/password@//host:port/service`
// and `@host:port:SID`, SQLite's and DuckDB's paths, H2's, Db2's `/database:key=value;` and Exasol's.
// Property names go back to the URI's through the family's catalogue.

import type { AnyTarget, Output } from "../../schemes/index.js";
import { decodePercent } from "../../uri/index.js";
import type { JdbcDriver } from "../dsn/jdbc-driver.js";
import { JDBC_DRIVERS } from "../dsn/jdbc-drivers.js";
import { MARIADB_J_MODES } from "../dsn/jdbc-mysql-tls.js";
import { type DsnPair, scanBracedPairs } from "../dsn/scan-pairs.js";
import { dsnError, interpretEquivalent } from "./equivalent.js";
import type { ReadFamily } from "./inverse.js";
import { equivalentOf, type Param, type Server, type Span } from "./parts.js";
import type { ReadOptions } from "./read.js";

/** The engine table's row for each driver whose name is not the engine's. */
const ENGINE_OF: Readonly<Record<string, string>> = { postgresql: "pg", sqlserver: "mssql" };

const FAMILY_OF: Readonly<Record<string, ReadFamily>> = {
  postgresql: "pg",
  redshift: "pg",
  mysql: "mysql",
  mariadb: "mysql",
  singlestore: "mysql",
  sqlserver: "mssql",
  sqlite: "sqlite",
};

/** MariaDB Connector/J's sslMode words in MySQL's: the table jdbc-mysql-tls.ts writes them by, read back. */
const MARIADB_J_MODES_BACK: ReadonlyMap<string, string> = new Map(
  Object.entries(MARIADB_J_MODES).flatMap(([mode, word]) =>
    word === undefined ? [] : [[word, mode] as const],
  ),
);

/**
 * The drivers by prefix, longest first, so `jdbc:oracle:thin:` is found before any shorter prefix: sorted
 * at the first JDBC URL read, not when the package loads (bench/README.md, "Start-up").
 */
let byPrefix: readonly (readonly [string, string, JdbcDriver])[] | undefined;

function driversByPrefix(): readonly (readonly [string, string, JdbcDriver])[] {
  byPrefix ??= Object.entries(JDBC_DRIVERS)
    .map(([name, driver]) => [driver.prefix.toLowerCase(), name, driver] as const)
    .sort((a, b) => b[0].length - a[0].length);
  return byPrefix;
}

/** What a reader of one layout gives back. */
interface Read {
  servers: Server[];
  user?: Span | undefined;
  password?: Span | undefined;
  database?: Span | undefined;
  socket?: Span | undefined;
  uriParams: Param[];
  params: Param[];
}

function at(value: string, start: number, end = start + value.length): Span {
  return { value, start, end };
}

/** A value as the driver reads it: percent-decoded where it decodes, else as written. */
function driverValue(driver: JdbcDriver, text: string): string {
  return driver.values === "percent" ? decodePercent(text) : text;
}

/**
 * Splits `text[from, to)` at `sep` with each piece's start; in a host list (`nested`), only outside
 * brackets and parentheses (`[::1]:3306`, `address=(host=a)(port=1)`). A property value is split as
 * the drivers split it, whatever brackets it holds.
 */
function splitOutside(
  text: string,
  from: number,
  to: number,
  sep: string,
  { nested = false }: { readonly nested?: boolean } = {},
): [string, number][] {
  const pieces: [string, number][] = [];
  let depth = 0;
  let start = from;
  for (let i = from; i < to; i++) {
    const c = text[i];
    if (nested && (c === "(" || c === "[")) depth++;
    else if (nested && (c === ")" || c === "]")) depth--;
    else if (c === sep && depth === 0) {
      pieces.push([text.slice(start, i), start]);
      start = i + 1;
    }
  }
  pieces.push([text.slice(start, to), start]);
  return pieces;
}

/** `key=value` pieces in parentheses: `(host=h)(port=1)` or `(host=h,port=1)`. */
function keyValues(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const m of text.matchAll(/([A-Za-z]+)\s*=\s*([^(),]*)/g)) map.set(m[1]!.toLowerCase(), m[2]!.trim());
  return map;
}

/** One host of a URL's authority: `host:port`, `[v6]:port`, `address=(host=..)(port=..)`, `(host=..,port=..)`. */
function serverOf(input: string, piece: string, start: number, params: Param[]): Server {
  if (piece.startsWith("(") || /^address\s*=/i.test(piece)) {
    const values = keyValues(piece);
    const host = values.get("host");
    if (host === undefined) {
      throw dsnError(input, start, "this host has no host=", "write address=(host=name)(port=3306)");
    }
    for (const [key, value] of values) {
      // protocol=tcp is what the URI's host says; another (pipe, socket) is passed on, for the reading to weigh.
      if (
        key === "address" ||
        key === "host" ||
        key === "port" ||
        (key === "protocol" && value.toLowerCase() === "tcp")
      )
        continue;
      params.push({ key: at(key, start), value: at(value, start, start + piece.length) });
    }
    const port = values.get("port");
    return {
      host: at(host, start, start + piece.length),
      port: port === undefined ? undefined : at(port, start, start + piece.length),
    };
  }
  const v6 = /^\[([^\]]*)\](?::(.*))?$/.exec(piece);
  if (v6 !== null) {
    return {
      host: at(v6[1]!, start + 1),
      port: v6[2] === undefined ? undefined : at(v6[2], start + v6[1]!.length + 3),
    };
  }
  const colon = piece.indexOf(":");
  if (colon < 0) return { host: at(piece, start) };
  return { host: at(piece.slice(0, colon), start), port: at(piece.slice(colon + 1), start + colon + 1) };
}

/** `//[user:password@]hosts[/database][?|;properties]`, the url and semicolon layouts. */
function urlLayout(input: string, from: number, name: string, driver: JdbcDriver): Read {
  if (!input.startsWith("//", from)) {
    // pgJDBC also takes `jdbc:postgresql:database` and `jdbc:postgresql:/` (the local host).
    if (name === "postgresql" || name === "redshift") {
      const q = input.indexOf("?", from);
      const end = q < 0 ? input.length : q;
      const db = input.slice(from, end).replace(/^\//, "");
      const read: Read = { servers: [], uriParams: [], params: [] };
      if (db !== "") read.database = at(driverValue(driver, db), end - db.length, end);
      if (q >= 0) readProperties(input, q + 1, input.length, "&", driver, read);
      return read;
    }
    throw dsnError(
      input,
      from,
      `${driver.name}'s URL continues with // and the host`,
      `write ${driver.prefix}//host/database`,
    );
  }
  const semicolon = driver.style === "semicolon";
  let i = from + 2;
  let end = i;
  let depth = 0;
  for (; end < input.length; end++) {
    const c = input[end];
    if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (depth === 0 && (c === "/" || c === "?" || (semicolon && c === ";"))) break;
  }
  const read: Read = { servers: [], uriParams: [], params: [] };
  const atSign = input.lastIndexOf("@", end - 1);
  if (atSign >= i) {
    // Connector/J: `user:password@` before the hosts, percent-encoded.
    const userinfo = input.slice(i, atSign);
    const colon = userinfo.indexOf(":");
    const user = colon < 0 ? userinfo : userinfo.slice(0, colon);
    read.user = at(decodePercent(user), i, i + user.length);
    if (colon >= 0) read.password = at(decodePercent(userinfo.slice(colon + 1)), i + colon + 1, atSign);
    i = atSign + 1;
  }
  let hosts = input.slice(i, end);
  let hostsStart = i;
  if (hosts.startsWith("[") && hosts.endsWith("]") && hosts.includes(",")) {
    hosts = hosts.slice(1, -1);
    hostsStart++;
  }
  if (hosts !== "") {
    for (const [piece, start] of splitOutside(input, hostsStart, hostsStart + hosts.length, ",", {
      nested: true,
    })) {
      read.servers.push(serverOf(input, piece.trim(), start, read.params));
    }
  }
  if (input[end] === "/") {
    let stop = end + 1;
    while (stop < input.length && input[stop] !== "?" && !(semicolon && input[stop] === ";")) stop++;
    const db = input.slice(end + 1, stop);
    if (db !== "") read.database = at(driverValue(driver, db), end + 1, stop);
    end = stop;
  }
  if (end < input.length) readProperties(input, end + 1, input.length, semicolon ? ";" : "&", driver, read);
  return read;
}

/** The properties of `input[from, to)`, separated by `sep`: credentials and the database by the driver's names. */
function readProperties(
  input: string,
  from: number,
  to: number,
  sep: string,
  driver: JdbcDriver,
  read: Read,
): void {
  for (const [piece, start] of splitOutside(input, from, to, sep)) {
    if (piece === "") continue;
    const eq = piece.indexOf("=");
    const key = eq < 0 ? piece : piece.slice(0, eq);
    const raw = eq < 0 ? "" : piece.slice(eq + 1);
    property(
      read,
      driver,
      at(driverValue(driver, key), start, start + key.length),
      at(driverValue(driver, raw), start + eq + 1, start + piece.length),
    );
  }
}

/** One property: a credential, the database, the socket by the driver's names, else a parameter. */
function property(read: Read, driver: JdbcDriver, key: Span, value: Span): void {
  const name = key.value.toLowerCase();
  if (name === driver.user?.toLowerCase() || (driver.style === "sqlserver" && name === "username"))
    read.user = value;
  else if (name === driver.password?.toLowerCase()) read.password = value;
  else if (name === driver.databaseKey?.toLowerCase()) read.database = value;
  else if (name === driver.socketKey?.toLowerCase()) read.socket = value;
  else read.params.push({ key, value });
}

/** `//host[\instance][:port][;name=value...]`: SQL Server's URL, its values in ODBC's braces. */
function sqlserverLayout(input: string, from: number, driver: JdbcDriver): Read {
  const read: Read = { servers: [], uriParams: [], params: [] };
  if (!input.startsWith("//", from)) {
    throw dsnError(
      input,
      from,
      `${driver.name}'s URL continues with //`,
      "write jdbc:sqlserver://host:1433;databaseName=db",
    );
  }
  const semi = input.indexOf(";", from);
  const end = semi < 0 ? input.length : semi;
  const head = input.slice(from + 2, end);
  const start = from + 2;
  const server = /^([^\\:]*)(?:\\([^:]*))?(?::(.*))?$/.exec(head)!;
  const pairs: DsnPair[] = semi < 0 ? [] : scanBracedPairs(input, semi + 1);
  let host = server[1] === "" ? undefined : at(server[1]!, start);
  let port = server[3] === undefined ? undefined : at(server[3], start + head.indexOf(":") + 1);
  if (server[2] !== undefined) {
    const s = start + server[1]!.length + 1;
    read.params.push({ key: at("instanceName", s, s), value: at(server[2], s) });
  }
  for (const pair of pairs) {
    const key = at(pair.key, pair.keyStart);
    const value = at(pair.value, pair.valueStart, pair.valueEnd);
    const name = pair.key.toLowerCase();
    if (name === "servername" || name === "server") host = value;
    else if (name === "portnumber" || name === "port") port = value;
    else if (name === "databasename" || name === "database") read.database = value;
    else property(read, driver, key, value);
  }
  if (host !== undefined) read.servers.push({ host, port });
  return read;
}

/** `[user/password]@//host:port/service`, `@host:port/service`, `@host:port:SID` or `@alias`. */
function oracleLayout(input: string, from: number): Read {
  const read: Read = { servers: [], uriParams: [], params: [] };
  const atSign = input.lastIndexOf("@");
  if (atSign < from) {
    throw dsnError(
      input,
      from,
      "Oracle's thin URL names the database after '@'",
      "write jdbc:oracle:thin:@//host:1521/service",
    );
  }
  if (atSign > from) {
    const credentials = input.slice(from, atSign);
    const slash = credentials.indexOf("/");
    read.user = at(slash < 0 ? credentials : credentials.slice(0, slash), from);
    if (slash >= 0) read.password = at(credentials.slice(slash + 1), from + slash + 1);
  }
  const q = input.indexOf("?", atSign);
  const end = q < 0 ? input.length : q;
  const rest = input.slice(atSign + 1, end);
  const s = atSign + 1;
  const ez = /^(?:\/\/)?([^/:]+)(?::([0-9]+))?(?:([/:])(.*))?$/.exec(rest);
  if (ez === null || (ez[3] === undefined && !rest.startsWith("//") && !/^[^:/]+:[0-9]+$/.test(rest))) {
    // A net service name (tnsnames.ora) or a TNS description: the database with no host.
    read.database = at(rest, s, end);
  } else {
    const offset = rest.startsWith("//") ? 2 : 0;
    read.servers.push({
      host: at(ez[1]!, s + offset),
      port: ez[2] === undefined ? undefined : at(ez[2], s + offset + ez[1]!.length + 1),
    });
    if (ez[3] === ":") {
      // An SID, which the target names as Oracle's SQLAlchemy dialect does: the sid parameter.
      read.uriParams.push({ key: at("sid", s, s), value: at(ez[4]!, end - ez[4]!.length, end) });
    } else if (ez[4] !== undefined && ez[4] !== "") read.database = at(ez[4], end - ez[4].length, end);
  }
  if (q >= 0) {
    for (const [piece, start] of splitOutside(input, q + 1, input.length, "&")) {
      const eq = piece.indexOf("=");
      read.params.push({
        key: at(piece.slice(0, eq < 0 ? piece.length : eq), start),
        value: at(eq < 0 ? "" : piece.slice(eq + 1), start + eq + 1),
      });
    }
  }
  return read;
}

/** A local file's path (SQLite, DuckDB), properties after `?`. */
function fileLayout(input: string, from: number, driver: JdbcDriver): Read {
  const read: Read = { servers: [], uriParams: [], params: [] };
  const q = input.indexOf("?", from);
  const end = q < 0 ? input.length : q;
  const path = input.slice(from, end);
  read.database = at(path === "" ? ":memory:" : path, from, end);
  if (q >= 0) readProperties(input, q + 1, input.length, "&", driver, read);
  return read;
}

/** `tcp://host:port/database;KEY=value` or `database;KEY=value` (H2), `//host:port/db:k=v;` (Db2), `host:port;k=v` (Exasol). */
function semicolonTail(input: string, from: number, driver: JdbcDriver, read: Read): void {
  for (const [piece, start] of splitOutside(input, from, input.length, ";")) {
    if (piece === "") continue;
    const eq = piece.indexOf("=");
    property(
      read,
      driver,
      at(piece.slice(0, eq < 0 ? piece.length : eq), start),
      at(eq < 0 ? "" : piece.slice(eq + 1), start + eq + 1),
    );
  }
}

function h2Layout(input: string, from: number, driver: JdbcDriver): Read {
  const read: Read = { servers: [], uriParams: [], params: [] };
  const semi = input.indexOf(";", from);
  const end = semi < 0 ? input.length : semi;
  let head = input.slice(from, end);
  let start = from;
  const tcp = /^(?:tcp|ssl):\/\/([^/]*)\//i.exec(head);
  if (tcp !== null) {
    read.servers.push(serverOf(input, tcp[1]!, from + tcp[0].indexOf("//") + 2, read.params));
    head = head.slice(tcp[0].length);
    start += tcp[0].length;
  }
  read.database = at(head, start, end);
  if (semi >= 0) semicolonTail(input, semi + 1, driver, read);
  return read;
}

function db2Layout(input: string, from: number, driver: JdbcDriver): Read {
  const read: Read = { servers: [], uriParams: [], params: [] };
  const m = /^\/\/([^/]+)\/([^:;]*)(?::(.*))?$/.exec(input.slice(from));
  if (m === null)
    throw dsnError(input, from, "Db2's URL is //host:port/database", "write jdbc:db2://host:50000/db");
  read.servers.push(serverOf(input, m[1]!, from + 2, read.params));
  const dbStart = from + 3 + m[1]!.length;
  read.database = at(m[2]!, dbStart);
  if (m[3] !== undefined) semicolonTail(input, dbStart + m[2]!.length + 1, driver, read);
  return read;
}

function exasolLayout(input: string, from: number, driver: JdbcDriver): Read {
  const read: Read = { servers: [], uriParams: [], params: [] };
  const semi = input.indexOf(";", from);
  const end = semi < 0 ? input.length : semi;
  read.servers.push(serverOf(input, input.slice(from, end), from, read.params));
  if (semi >= 0) semicolonTail(input, semi + 1, driver, read);
  return read;
}

/**
 * Reads a JDBC URL of a driver of the jdbc format's table into the target its equivalent URI gives.
 * @throws DburiError `invalid-dsn` for a driver dburi has no table row for, a layout it does not read, or
 * a URL its layout cannot read; then the URI's errors, each pointing into the URL
 * @example
 * const target = readJdbc("jdbc:postgresql://db:5433/shop?user=me&ApplicationName=app&sslmode=require", undefined);
 * [target.host, target.port, target.database, target.user]; // ["db", 5433, "shop", "me"]
 */
export function readJdbc(text: string, options: ReadOptions | undefined): AnyTarget {
  const lower = text.toLowerCase();
  const drivers = driversByPrefix();
  let found = drivers.find(([prefix]) => lower.startsWith(prefix));
  let from = found?.[0].length ?? 0;
  // Connector/J's and MariaDB Connector/J's protocols before `//`: loadbalance:, replication:, failover:, ...
  if (found === undefined) {
    const m = /^jdbc:(mysql|mariadb):(loadbalance|replication|failover|sequential|aurora):/i.exec(text);
    if (m !== null) {
      found = drivers.find(([, name]) => name === m[1]!.toLowerCase());
      from = m[0].length;
    }
  }
  // Prisma's SQL Server URL is Microsoft's JDBC URL without `jdbc:` (Prisma ORM, "Microsoft SQL Server",
  // connection details: sqlserver://HOST[:PORT];database=...;user=...;password=...).
  if (found === undefined && lower.startsWith("sqlserver://")) {
    found = drivers.find(([, name]) => name === "sqlserver");
    from = "sqlserver:".length;
  }
  if (found === undefined) {
    // The driver's name is quoted when it is one; a text that is not (`jdbc:u:pw@...`) is not shown.
    const name = /^[A-Za-z0-9_-]+/.exec(text.slice(5))?.[0];
    throw dsnError(
      text,
      5,
      name === undefined
        ? "the JDBC URL names no driver after 'jdbc:'"
        : `dburi has no JDBC driver for '${name}'`,
      `use a JDBC URL of ${[...new Set(drivers.map(([prefix]) => prefix))].sort().join(", ")}`,
    );
  }
  const [, name, driver] = found;
  let read: Read;
  switch (driver.style) {
    case "url":
    case "semicolon":
      read = urlLayout(text, from, name, driver);
      break;
    case "sqlserver":
      read = sqlserverLayout(text, from, driver);
      break;
    case "oracle":
      read = oracleLayout(text, from);
      break;
    case "file":
      read = fileLayout(text, from, driver);
      break;
    case "h2":
      read = h2Layout(text, from, driver);
      break;
    case "db2":
      read = db2Layout(text, from, driver);
      break;
    case "exasol":
      read = exasolLayout(text, from, driver);
      break;
    default:
      throw dsnError(
        text,
        0,
        `dburi writes ${driver.name}'s URL but does not read it back`,
        `give the connection as a URI: db:${name}://user:password@host:port/database`,
      );
  }
  if (name === "mariadb" || name === "singlestore") {
    // MariaDB Connector/J's sslMode words, as MySQL's ssl-mode.
    read.params = read.params.filter((p) => {
      if (p.key.value.toLowerCase() !== "sslmode") return true;
      read.uriParams.push({
        key: { ...p.key, value: "ssl-mode" },
        value: { ...p.value, value: MARIADB_J_MODES_BACK.get(p.value.value.toLowerCase()) ?? p.value.value },
      });
      return false;
    });
  }
  const output: Output = name === "mariadb" || name === "singlestore" ? "jdbc-mariadb" : "jdbc";
  const uri = equivalentOf({
    engine: ENGINE_OF[name] ?? name,
    family: FAMILY_OF[name],
    output,
    ...read,
  });
  const what = lower.startsWith("jdbc:") ? `a JDBC URL (${driver.name})` : "Prisma's SQL Server URL";
  return interpretEquivalent(uri, text, what, options);
}

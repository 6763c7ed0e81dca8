// Reading ODBC connection strings (the driver's keywords from odbc-drivers.ts, the engine from `Driver=`)
// and ADO.NET connection strings (SQL Server's SqlClient, Npgsql, MySqlConnector: their documented
// keywords and synonyms) as the URI that says the same. Keywords are matched in any case, as every one of
// these drivers does; the last of a repeated keyword counts.

import type { AnyTarget, Output } from "../../schemes/index.js";
import { scanLibpqPairs } from "../dsn/libpq-quote.js";
import { ODBC_DRIVERS, type OdbcDriver } from "../dsn/odbc-drivers.js";
import { type DsnPair, scanAdoPairs, scanBracedPairs } from "../dsn/scan-pairs.js";
import { dsnError, interpretEquivalent } from "./equivalent.js";
import type { ReadFamily } from "./inverse.js";
import { mysqlTlsBack } from "./mysql-tls.js";
import { equivalentOf, type Param, type Server, type Span } from "./parts.js";
import type { ReadOptions } from "./read.js";

/** A field of the target, and the keywords (lowercase) that give it. */
type Field = "host" | "port" | "database" | "user" | "password" | "socket";

/** How one driver's keywords read: each field's keywords, and its own words for a few parameters. */
interface Keywords {
  readonly fields: Readonly<Record<string, Field>>;
  /** A keyword the driver names a URI parameter by, and its words where they differ (lowercase). */
  readonly renamed?: Readonly<Record<string, readonly [string, Readonly<Record<string, string>>?]>>;
}

function span(pair: DsnPair): Span {
  return { value: pair.value, start: pair.valueStart, end: pair.valueEnd };
}

function keySpan(pair: DsnPair): Span {
  return { value: pair.key, start: pair.keyStart, end: pair.keyStart + pair.key.length };
}

/** The engine of an ODBC `Driver=` name: the vendor's name as odbc-drivers.ts has it, or a word in it. */
const DRIVER_WORDS: readonly (readonly [RegExp, string])[] = [
  [/sql server/i, "mssql"],
  [/postgre/i, "pg"],
  [/mariadb/i, "mariadb"],
  [/mysql/i, "mysql"],
  [/sqlite/i, "sqlite"],
  [/db2/i, "db2"],
  [/vertica/i, "vertica"],
  [/exa/i, "exasol"],
  [/clickhouse/i, "clickhouse"],
  [/oracle/i, "oracle"],
  [/snowflake/i, "snowflake"],
];

const FAMILIES: Readonly<Record<string, ReadFamily>> = {
  pg: "pg",
  mysql: "mysql",
  mariadb: "mysql",
  mssql: "mssql",
  sqlite: "sqlite",
};

/** The keywords of an ODBC driver's row, by field. */
function odbcKeywords(driver: OdbcDriver): Keywords {
  const fields: Record<string, Field> = {};
  const add = (keyword: string | undefined, field: Field) => {
    if (keyword !== undefined && keyword !== "") fields[keyword.toLowerCase()] = field;
  };
  add(driver.host, "host");
  // URI::db's DBD::ODBC data source writes Port= for every driver, SQL Server's included.
  add(driver.port ?? "Port", "port");
  add(driver.database, "database");
  add(driver.user, "user");
  add(driver.password, "password");
  add(driver.socket, "socket");
  for (const [field, names] of Object.entries(driver.synonyms ?? {})) {
    for (const name of names ?? []) add(name, field as Field);
  }
  return { fields };
}

/** The last pair of each field, and the other pairs in order. */
function sortPairs(pairs: readonly DsnPair[], keywords: Keywords, skip: (pair: DsnPair) => boolean) {
  const fields = new Map<Field, DsnPair>();
  const rest: DsnPair[] = [];
  for (const pair of pairs) {
    if (skip(pair)) continue;
    const field = Object.hasOwn(keywords.fields, pair.key.toLowerCase())
      ? keywords.fields[pair.key.toLowerCase()]
      : undefined;
    if (field === undefined) rest.push(pair);
    else fields.set(field, pair);
  }
  return { fields, rest };
}

/**
 * The servers of a host keyword: SQL Server's `tcp:host,port` (a named instance `host\instance` as the
 * `instanceName` parameter), `host:port` (Exasol, Npgsql, MySqlConnector), or a comma-separated list.
 */
function serversOf(
  text: string,
  pair: DsnPair,
  style: "tcp-comma" | "colon" | "list",
  port: DsnPair | undefined,
  params: Param[],
): Server[] {
  let value = pair.value;
  let start = pair.valueStart + (pair.valueEnd - pair.valueStart === value.length ? 0 : 1);
  const exact =
    pair.valueEnd - pair.valueStart === value.length || pair.valueEnd - pair.valueStart === value.length + 2;
  const at = (offset: number, length: number): [number, number] =>
    exact ? [start + offset, start + offset + length] : [pair.valueStart, pair.valueEnd];
  if (style === "tcp-comma") {
    const protocol = /^([A-Za-z]+):/.exec(value);
    if (protocol !== null) {
      if (protocol[1]!.toLowerCase() !== "tcp") {
        throw dsnError(
          text,
          pair.valueStart,
          `'${protocol[1]}:' connects through ${protocol[1]!.toLowerCase() === "np" ? "a named pipe" : "shared memory or another local protocol"}, and a URI names a TCP server`,
          "write the server as tcp:host,port",
        );
      }
      value = value.slice(protocol[0].length);
      start += protocol[0].length;
    }
    const comma = value.indexOf(",");
    const hostPart = comma < 0 ? value : value.slice(0, comma);
    const slash = hostPart.indexOf("\\");
    const name = slash < 0 ? hostPart : hostPart.slice(0, slash);
    const server: Server = {
      host: {
        value: name.replace(/^\[(.*)\]$/, "$1"),
        start: at(0, name.length)[0],
        end: at(0, name.length)[1],
      },
      port:
        comma >= 0
          ? {
              value: value.slice(comma + 1).trim(),
              start: at(comma + 1, 0)[0],
              end: at(comma + 1, value.length - comma - 1)[1],
            }
          : port === undefined
            ? undefined
            : span(port),
    };
    if (slash >= 0) {
      const instance = hostPart.slice(slash + 1);
      const [from, to] = at(slash + 1, instance.length);
      params.push({
        key: { value: "instanceName", start: from, end: from },
        value: { value: instance, start: from, end: to },
      });
    }
    return [server];
  }
  const items = style === "colon" ? [value] : value.split(",");
  const ports = port === undefined ? [] : port.value.split(",");
  let offset = 0;
  return items.map((item, k) => {
    const colon = item.lastIndexOf(":");
    const bracketed = item.startsWith("[");
    const hasPort = colon > 0 && (!item.includes("::") || (bracketed && item[colon - 1] === "]"));
    const name = (hasPort ? item.slice(0, colon) : item).trim().replace(/^\[(.*)\]$/, "$1");
    const [from, to] = at(offset, item.length);
    offset += item.length + 1;
    const given = hasPort ? item.slice(colon + 1) : ports.length === 1 ? ports[0] : ports[k];
    return {
      host: { value: name, start: from, end: to },
      port:
        given === undefined
          ? undefined
          : { value: given.trim(), start: port?.valueStart ?? from, end: port?.valueEnd ?? to },
    };
  });
}

/**
 * Reads an ODBC connection string: the engine from `Driver=`, the host, port, database and credentials from
 * that driver's keywords, psqlODBC's `pqopt` as libpq keywords, every other keyword as a parameter.
 * @throws DburiError `invalid-dsn` for a string without `Driver=` (a `DSN=` names a data source only the
 * machine's odbc.ini knows), a driver dburi does not know, or ODBC syntax it cannot read
 * @example
 * const target = readOdbc("Driver={PostgreSQL Unicode};Server=db;Port=5433;Database=shop;UID=me;PWD={p;w}", undefined);
 * [target.host, target.port, target.database, target.user]; // ["db", 5433, "shop", "me"]
 */
export function readOdbc(text: string, options: ReadOptions | undefined): AnyTarget {
  const pairs = scanBracedPairs(text, 0);
  const driverPair = [...pairs].reverse().find((p) => p.key.toLowerCase() === "driver");
  if (driverPair === undefined) {
    const dsn = pairs.find((p) => p.key.toLowerCase() === "dsn");
    throw dsnError(
      text,
      dsn?.keyStart ?? 0,
      dsn === undefined
        ? "an ODBC connection string needs Driver= to say which database it is"
        : "DSN= names a data source defined in the machine's odbc.ini, which says the server; the string does not",
      "write the driver and the server: Driver={PostgreSQL Unicode};Server=host;Database=db",
    );
  }
  const engine =
    Object.entries(ODBC_DRIVERS).find(
      ([, d]) => d.driver.toLowerCase() === driverPair.value.toLowerCase(),
    )?.[0] ?? DRIVER_WORDS.find(([pattern]) => pattern.test(driverPair.value))?.[1];
  const driver = engine === undefined ? undefined : ODBC_DRIVERS[engine];
  if (engine === undefined || driver === undefined) {
    throw dsnError(
      text,
      driverPair.valueStart,
      `dburi does not know which database the ODBC driver '${driverPair.value}' is for`,
      `use a driver name of ${Object.values(ODBC_DRIVERS)
        .map((d) => d.driver)
        .join(", ")}`,
    );
  }
  // A keyword the odbc format writes as it is (Db2's Protocol=TCPIP) says nothing with that value; with
  // another it is passed on, for the reading to weigh.
  const fixed = new Map((driver.fixed ?? []).map(([k, v]) => [k.toLowerCase(), v.toLowerCase()]));
  const { fields, rest } = sortPairs(pairs, odbcKeywords(driver), (p) => {
    const key = p.key.toLowerCase();
    return key === "driver" || fixed.get(key) === p.value.toLowerCase();
  });
  const params: Param[] = [];
  const uriParams: Param[] = [];
  for (const pair of rest) {
    if (driver.nested === "pqopt" && pair.key.toLowerCase() === "pqopt") {
      const nested = scanLibpqPairs(pair.value);
      if (!Array.isArray(nested)) {
        throw dsnError(
          text,
          pair.valueStart,
          "pqopt holds no libpq keyword/value string",
          "write pqopt={keyword=value ...}",
        );
      }
      for (const p of nested) {
        uriParams.push({
          key: { value: p.key, start: pair.keyStart, end: pair.keyStart },
          value: { value: p.value, start: pair.valueStart, end: pair.valueEnd },
        });
      }
      continue;
    }
    params.push({ key: keySpan(pair), value: span(pair) });
  }
  if (engine === "mysql" || engine === "mariadb") {
    uriParams.push(...mysqlTlsBack(engine === "mariadb" ? "mariadb-odbc" : "mysql-odbc", params));
  }
  const host = fields.get("host");
  const database = fields.get("database");
  let servers: Server[] = [];
  let path = database === undefined ? undefined : span(database);
  if (engine === "oracle" && database !== undefined) {
    // DBQ: an EZConnect string, //host:port/service, or a net service name (tnsnames.ora).
    // EZConnect's parameters follow the service after '?' (Oracle Net: EZConnect Plus), `&`-separated.
    const q = database.value.indexOf("?");
    const identifier = q < 0 ? database.value : database.value.slice(0, q);
    const ez = /^(\/\/)?([^/:]+)(?::([0-9]+))?\/(.+)$/.exec(identifier);
    const s = database.valueStart;
    if (ez !== null) {
      const port = ez[3] === undefined ? undefined : { value: ez[3], start: s, end: s };
      servers = [{ host: { value: ez[2]!, start: s, end: s }, port }];
      path = { value: ez[4]!, start: s, end: database.valueEnd };
    } else path = { value: identifier, start: s, end: database.valueEnd };
    if (q >= 0) {
      for (const piece of database.value.slice(q + 1).split("&")) {
        if (piece === "") continue;
        const eq = piece.indexOf("=");
        params.push({
          key: { value: eq < 0 ? piece : piece.slice(0, eq), start: s, end: s },
          value: { value: eq < 0 ? "" : piece.slice(eq + 1), start: s, end: database.valueEnd },
        });
      }
    }
  } else if (host !== undefined && host.value !== "") {
    const style =
      driver.hostPort === "tcp-comma" ? "tcp-comma" : driver.hostPort === "colon" ? "colon" : "list";
    servers = serversOf(text, host, style, fields.get("port"), params);
  }
  const user = fields.get("user");
  const password = fields.get("password");
  const socket = fields.get("socket");
  const uri = equivalentOf({
    engine: engine === "pg" ? "pg" : engine,
    family: FAMILIES[engine],
    output: "odbc",
    servers,
    user: user === undefined ? undefined : span(user),
    password: password === undefined ? undefined : span(password),
    database: path,
    socket: socket === undefined ? undefined : span(socket),
    uriParams,
    params,
  });
  return interpretEquivalent(uri, text, "an ODBC connection string", options);
}

/** SqlClient's keywords (Microsoft.Data.SqlClient SqlConnectionString synonyms). */
const SQLCLIENT: Keywords = {
  fields: {
    server: "host",
    "data source": "host",
    address: "host",
    addr: "host",
    "network address": "host",
    database: "database",
    "initial catalog": "database",
    "user id": "user",
    uid: "user",
    user: "user",
    password: "password",
    pwd: "password",
  },
};

/** Npgsql's SSL Mode words (lowercase) as libpq's sslmode. */
const NPGSQL_SSL_MODES = {
  disable: "disable",
  allow: "allow",
  prefer: "prefer",
  require: "require",
  verifyca: "verify-ca",
  verifyfull: "verify-full",
};

/** Npgsql's keywords (Npgsql "Connection String Parameters", with their documented synonyms). */
const NPGSQL: Keywords = {
  fields: {
    host: "host",
    server: "host",
    port: "port",
    database: "database",
    db: "database",
    username: "user",
    "user name": "user",
    userid: "user",
    "user id": "user",
    uid: "user",
    password: "password",
    psw: "password",
    pwd: "password",
  },
  renamed: {
    "ssl mode": ["sslmode", NPGSQL_SSL_MODES],
    sslmode: ["sslmode", NPGSQL_SSL_MODES],
    "root certificate": ["sslrootcert"],
    "ssl certificate": ["sslcert"],
    "ssl key": ["sslkey"],
    "ssl password": ["sslpassword"],
    "application name": ["application_name"],
    timeout: ["connect_timeout"],
    // Npgsql's words (Any, Primary, Standby, PreferStandby, ReadWrite, ReadOnly; any case) as libpq's;
    // PreferPrimary, which libpq lacks, is passed as written and refused by the URI's reading.
    "target session attributes": [
      "target_session_attrs",
      {
        any: "any",
        primary: "primary",
        standby: "standby",
        preferstandby: "prefer-standby",
        "prefer-standby": "prefer-standby",
        readwrite: "read-write",
        "read-write": "read-write",
        readonly: "read-only",
        "read-only": "read-only",
      },
    ],
    options: ["options"],
  },
};

const MYSQL_SSL_MODES = {
  none: "DISABLED",
  preferred: "PREFERRED",
  required: "REQUIRED",
  verifyca: "VERIFY_CA",
  verifyfull: "VERIFY_IDENTITY",
};

/** MySqlConnector's keywords ("MySqlConnector Connection String Options", with their synonyms). */
const MYSQLCONNECTOR: Keywords = {
  fields: {
    server: "host",
    host: "host",
    "data source": "host",
    datasource: "host",
    address: "host",
    addr: "host",
    "network address": "host",
    port: "port",
    database: "database",
    "initial catalog": "database",
    "user id": "user",
    userid: "user",
    username: "user",
    uid: "user",
    "user name": "user",
    user: "user",
    password: "password",
    pwd: "password",
  },
  renamed: {
    sslmode: ["ssl-mode", MYSQL_SSL_MODES],
    "ssl mode": ["ssl-mode", MYSQL_SSL_MODES],
    sslca: ["ssl-ca"],
    "ssl-ca": ["ssl-ca"],
    cacertificatefile: ["ssl-ca"],
    sslcert: ["ssl-cert"],
    "ssl-cert": ["ssl-cert"],
    sslkey: ["ssl-key"],
    "ssl-key": ["ssl-key"],
  },
};

/** The engine an ADO.NET string is for: Npgsql's or MySqlConnector's own keywords say so. */
function adoEngine(pairs: readonly DsnPair[]): "mssql" | "pg" | "mysql" {
  const keys = new Set(pairs.map((p) => p.key.toLowerCase()));
  if (["host", "username", "ssl mode", "search path", "root certificate"].some((k) => keys.has(k)))
    return "pg";
  if (
    ["port", "sslmode", "sslca", "allowpublickeyretrieval", "allowuservariables", "characterset"].some((k) =>
      keys.has(k),
    )
  ) {
    return "mysql";
  }
  return "mssql";
}

/**
 * Reads an ADO.NET connection string: SQL Server's SqlClient keywords by default, Npgsql's or
 * MySqlConnector's where their own keywords appear (or `options.engine` says so).
 * @throws DburiError `invalid-dsn` for a string .NET's parser refuses, a server that is not TCP
 * @example
 * const target = readAdo('Server=tcp:sql,1444;Initial Catalog=shop;User ID=sa;Password="p;w";Encrypt=true', undefined);
 * [target.host, target.port, target.database]; // ["sql", 1444, "shop"]
 */
export function readAdo(text: string, options: ReadOptions | undefined): AnyTarget {
  const pairs = scanAdoPairs(text);
  const engine = options?.engine ?? adoEngine(pairs);
  const keywords = engine === "pg" ? NPGSQL : engine === "mysql" ? MYSQLCONNECTOR : SQLCLIENT;
  const { fields, rest } = sortPairs(pairs, keywords, () => false);
  const params: Param[] = [];
  const uriParams: Param[] = [];
  for (const pair of rest) {
    const rename = keywords.renamed?.[pair.key.toLowerCase()];
    if (rename === undefined) {
      params.push({ key: keySpan(pair), value: span(pair) });
      continue;
    }
    const [to, words] = rename;
    const value = words?.[pair.value.toLowerCase()] ?? pair.value;
    uriParams.push({ key: { ...keySpan(pair), value: to }, value: { ...span(pair), value } });
  }
  const host = fields.get("host");
  const servers =
    host === undefined || host.value === ""
      ? []
      : serversOf(text, host, engine === "mssql" ? "tcp-comma" : "list", fields.get("port"), params);
  const user = fields.get("user");
  const password = fields.get("password");
  const database = fields.get("database");
  const output: Output = "ado";
  const uri = equivalentOf({
    engine,
    family: engine === "mssql" ? "mssql" : undefined,
    output,
    servers,
    user: user === undefined ? undefined : span(user),
    password: password === undefined ? undefined : span(password),
    database: database === undefined ? undefined : span(database),
    uriParams,
    params,
  });
  return interpretEquivalent(uri, text, "an ADO.NET connection string", options);
}

// Every format through each driver whose reading is known exactly (oracles.ts, sqlalchemy-oracles.ts):
// how to read back, from the DSN, each field the route carries. The hostile tests require every field a
// route carries to come back exactly: a DSN that drops one fails.

import { dbdPgConninfo } from "../../src/convert/dsn/dbi-pg.ts";
import { type DsnFormat, parseLibpqPairs, type ToDsnOptions } from "../../src/index.ts";
import {
  parseAdo,
  parseConnectorJ,
  parseDbdMysql,
  parseMariadbJdbc,
  parseMssqlJdbc,
  parseOdbc,
  parsePgJdbc,
  parseSqlalchemy,
  splitHostPort,
} from "./oracles.ts";
import {
  ibmDbConnectionString,
  parseDb2Cli,
  pyodbcConnectionString,
  sqlalchemyPgAddress,
} from "./sqlalchemy-oracles.ts";

/** The values a reader got back. */
export interface Read {
  readonly user?: string | undefined;
  readonly password?: string | undefined;
  readonly database?: string | undefined;
  readonly param?: string | undefined;
  readonly host?: string | undefined;
  readonly port?: string | undefined;
}

/** A field a route carries. */
export type Field = keyof Read;

/** One format through one driver's reading. */
export interface Route {
  readonly format: DsnFormat;
  readonly engine: string;
  readonly options?: ToDsnOptions;
  /** The query key the hostile value goes in (`x_app` unless the driver passes only some keys on). */
  readonly paramKey?: string;
  /** The fields the DSN holds, each of which must come back exactly. */
  readonly carries: readonly Field[];
  readonly read: (dsn: string) => Read;
}

const ALL: readonly Field[] = ["user", "password", "database", "param", "host", "port"];
const NO_CREDENTIALS: readonly Field[] = ["database", "param", "host", "port"];

/** The last value of `key` (any case), as drivers read a repeated keyword. */
export const get = (pairs: readonly (readonly [string, string])[], key: string) =>
  [...pairs].reverse().find(([k]) => k.toLowerCase() === key.toLowerCase())?.[1];

/** SQL Server's `tcp:host,port` (ODBC's Server, ADO.NET's Data Source). */
function tcpServer(server: string | undefined): Pick<Read, "host" | "port"> {
  const m = /^tcp:(.*?)(?:,(\d+))?$/.exec(server ?? "");
  return { host: m?.[1], port: m?.[2] };
}

/** What a DBAPI gets from a make_url result as keyword arguments. */
function kwargs(dsn: string, paramKey = "x_app"): Read {
  const url = parseSqlalchemy(dsn);
  return {
    user: url.username ?? undefined,
    password: url.password ?? undefined,
    database: url.database ?? "",
    param: get(url.query, paramKey),
    host: url.host ?? undefined,
    port: url.port ?? undefined,
  };
}

/** SQLAlchemy dialects that pass the URL's parts to their DBAPI as keyword arguments. */
const KWARGS_DIALECTS = [
  "mysql",
  "redshift",
  "cockroach",
  "trino",
  "presto",
  "snowflake",
  "clickhouse",
  "hana",
  "firebird",
];

/**
 * Every route.
 * @example
 * ROUTES.filter((route) => route.format === "jdbc").length;
 */
export const ROUTES: readonly Route[] = [
  {
    format: "libpq",
    engine: "pg",
    // libpq refuses a keyword it does not know, and the libpq format leaves such a key out: a keyword
    // it knows carries the value.
    paramKey: "application_name",
    carries: ALL,
    read: (dsn) => {
      const pairs = parseLibpqPairs(dsn)!;
      const [user, password, database] = ["user", "password", "dbname"].map((k) => get(pairs, k));
      return {
        user,
        password,
        database,
        param: get(pairs, "application_name"),
        host: get(pairs, "host"),
        port: get(pairs, "port"),
      };
    },
  },
  {
    format: "dbi",
    engine: "pg",
    carries: NO_CREDENTIALS,
    read: (dsn) => {
      const pairs = parseLibpqPairs(dbdPgConninfo(dsn.slice("dbi:Pg:".length)))!;
      const [database, param, host, port] = ["dbname", "x_app", "host", "port"].map((k) => get(pairs, k));
      return { database, param, host, port };
    },
  },
  {
    format: "dbi",
    engine: "mysql",
    carries: NO_CREDENTIALS,
    read: (dsn) => {
      const hash = parseDbdMysql(dsn.slice("dbi:mysql:".length));
      return {
        database: hash.get("database"),
        param: hash.get("x_app"),
        host: hash.get("host"),
        port: hash.get("port"),
      };
    },
  },
  {
    format: "dbi",
    engine: "mssql",
    carries: NO_CREDENTIALS,
    read: (dsn) => {
      const pairs = parseOdbc(dsn.slice("dbi:ODBC:".length));
      const [database, param, host, port] = ["Database", "x_app", "Server", "Port"].map((k) => get(pairs, k));
      return { database, param, host, port };
    },
  },
  {
    format: "jdbc",
    engine: "pg",
    carries: ALL,
    read: (dsn) => {
      const props = parsePgJdbc(dsn);
      const { host, port } = splitHostPort(props.get("PGHOST") ?? "");
      return {
        user: props.get("user"),
        password: props.get("password"),
        database: props.get("PGDBNAME"),
        param: props.get("x_app"),
        host,
        port,
      };
    },
  },
  {
    format: "jdbc",
    engine: "mysql",
    carries: ALL,
    read: (dsn) => {
      const url = parseConnectorJ(dsn);
      const { host, port } = splitHostPort(url.authority);
      const props = url.props;
      return {
        user: props.get("user"),
        password: props.get("password"),
        database: url.database ?? "",
        param: props.get("x_app"),
        host,
        port,
      };
    },
  },
  {
    format: "jdbc",
    engine: "mariadb",
    carries: ALL,
    read: (dsn) => {
      const props = parseMariadbJdbc(dsn);
      const authority = /^jdbc:mariadb:\/\/([^/?]*)/.exec(dsn)?.[1] ?? "";
      const { host, port } = splitHostPort(authority);
      return {
        user: props.get("user"),
        password: props.get("password"),
        database: props.get("database") ?? "",
        param: props.get("x_app"),
        host,
        port,
      };
    },
  },
  {
    format: "jdbc",
    engine: "mssql",
    carries: ALL,
    read: (dsn) => {
      const props = parseMssqlJdbc(dsn);
      return {
        user: props.get("user"),
        password: props.get("password"),
        database: props.get("databaseName") ?? "",
        param: props.get("x_app"),
        host: props.get("serverName"),
        port: props.get("portNumber"),
      };
    },
  },
  {
    format: "odbc",
    engine: "mssql",
    carries: ALL,
    read: (dsn) => {
      const pairs = parseOdbc(dsn);
      const [user, password, database, param] = ["UID", "PWD", "Database", "x_app"].map((k) => get(pairs, k));
      return { user, password, database: database ?? "", param, ...tcpServer(get(pairs, "Server")) };
    },
  },
  ...(["mariadb", "pg"] as const).map(
    (engine): Route => ({
      format: "odbc",
      engine,
      carries: ALL,
      read: (dsn) => {
        const pairs = parseOdbc(dsn);
        const pqopt = get(pairs, "pqopt");
        const [user, password, database, host, port] = ["UID", "PWD", "Database", "Server", "Port"].map((k) =>
          get(pairs, k),
        );
        const param = pqopt === undefined ? get(pairs, "x_app") : get(parseLibpqPairs(pqopt)!, "x_app");
        return { user, password, database: database ?? "", param, host, port };
      },
    }),
  ),
  {
    format: "sqlalchemy",
    engine: "pg",
    carries: ALL,
    read: (dsn) => ({ ...kwargs(dsn), ...sqlalchemyPgAddress(parseSqlalchemy(dsn)) }) as Read,
  },
  ...KWARGS_DIALECTS.map(
    (engine): Route => ({ format: "sqlalchemy", engine, carries: ALL, read: (dsn) => kwargs(dsn) }),
  ),
  {
    format: "sqlalchemy",
    engine: "oracle",
    carries: ALL,
    read: (dsn) => ({ ...kwargs(dsn), database: get(parseSqlalchemy(dsn).query, "service_name") }),
  },
  {
    format: "sqlalchemy",
    engine: "mssql",
    carries: ALL,
    read: (dsn) => {
      const pairs = parseOdbc(pyodbcConnectionString(parseSqlalchemy(dsn)));
      const [user, password, database, param] = ["UID", "PWD", "Database", "x_app"].map((k) => get(pairs, k));
      const [host, port] = (get(pairs, "Server") ?? "").split(",");
      return { user, password, database, param, host, port };
    },
  },
  {
    format: "sqlalchemy",
    engine: "db2",
    paramKey: "CurrentSchema",
    carries: ALL,
    read: (dsn) => {
      const pairs = parseDb2Cli(ibmDbConnectionString(parseSqlalchemy(dsn)));
      const keys = ["UID", "PWD", "DATABASE", "CurrentSchema", "HOSTNAME", "PORT"];
      const [user, password, database, param, host, port] = keys.map((k) => get(pairs, k));
      return { user, password, database, param, host, port };
    },
  },
  {
    format: "ado",
    engine: "mssql",
    // SqlClient refuses a keyword it does not know: the ado format passes only its own.
    paramKey: "WSID",
    carries: ALL,
    read: (dsn) => {
      const pairs = parseAdo(dsn);
      const [user, password, database, param] = ["User ID", "Password", "Database", "WSID"].map((k) =>
        get(pairs, k),
      );
      return { user, password, database: database ?? "", param, ...tcpServer(get(pairs, "Server")) };
    },
  },
];

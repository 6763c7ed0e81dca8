// Reading a Perl DBI data source, `dbi:Driver:rest`, as the URI that says the same: DBD::Pg's and
// DBD::mysql's (and DBD::MariaDB's) `key=value;...` with their keys from dbi-drivers.ts, DBD::SQLite's
// `dbname=path`, DBD::Oracle's `//host:port/service` or `host=;sid=;port=`, and DBD::ODBC's ODBC string
// (`Driver=` naming the engine; URI::db's `Server=;Port=;Database=` without one is SQL Server's, for
// which dburi writes it). DBI passes the user and password to connect() beside the data source, so a
// data source names neither, unless a driver's own keys hold them (`user=`, `password=` for DBD::Pg).

import type { AnyTarget } from "../../schemes/index.js";
import { movedError } from "../../schemes/target/family.js";
import { DburiError } from "../../uri/index.js";
import { DBI_DRIVERS } from "../dsn/dbi-drivers.js";
import { dsnError, interpretEquivalent } from "./equivalent.js";
import { readOdbc } from "./key-value.js";
import { mysqlTlsBack } from "./mysql-tls.js";
import { equivalentOf, type Param, type Server, type Span } from "./parts.js";
import type { ReadOptions } from "./read.js";

/** The engine of each DBD driver dburi reads back, and the reader's name for mysqlTlsBack. */
const ENGINES: Readonly<Record<string, string>> = {
  pg: "pg",
  mysql: "mysql",
  mariadb: "mariadb",
  sqlite: "sqlite",
};

/** The `key=value` pieces of `text[from, ...)` split at any of `ends`. */
function piecesOf(text: string, from: number, ends: string): [Span, Span][] {
  const out: [Span, Span][] = [];
  let start = from;
  for (let i = from; i <= text.length; i++) {
    if (i < text.length && !ends.includes(text[i]!)) continue;
    const piece = text.slice(start, i);
    if (piece !== "") {
      const eq = piece.indexOf("=");
      const key = eq < 0 ? piece : piece.slice(0, eq);
      out.push([
        { value: key, start, end: start + key.length },
        { value: eq < 0 ? "" : piece.slice(eq + 1), start: start + eq + 1, end: i },
      ]);
    }
    start = i + 1;
  }
  return out;
}

/**
 * Reads a DBI data source into the target its equivalent URI gives.
 * @throws DburiError `invalid-dsn` for a text that is not `dbi:Driver:...`, or a DBD driver dburi does not
 * read back; then the URI's errors
 * @example
 * const target = readDbi("dbi:Pg:dbname=shop;host=db;port=5433;sslmode=require", undefined);
 * [target.host, target.port, target.database]; // ["db", 5433, "shop"]
 */
export function readDbi(text: string, options: ReadOptions | undefined): AnyTarget {
  const m = /^dbi:([A-Za-z0-9_]+)(?:\([^)]*\))?:/i.exec(text);
  if (m === null) {
    throw dsnError(text, 0, "a DBI data source is dbi:Driver:...", "write dbi:Pg:dbname=db;host=host");
  }
  const name = m[1]!;
  const from = m[0].length;
  const lower = name.toLowerCase();
  if (lower === "odbc") {
    const rest = text.slice(from);
    const odbc = /(?:^|;)\s*driver\s*=/i.test(rest) ? rest : `Driver={ODBC Driver 18 for SQL Server};${rest}`;
    const shift = odbc.length - rest.length;
    try {
      return readOdbc(odbc, options);
    } catch (error) {
      // Into the data source as given: past the prefix, less the Driver= put before the rest.
      throw error instanceof DburiError ? movedError(error, from - shift, text) : error;
    }
  }
  const servers: Server[] = [];
  let database: Span | undefined;
  let socket: Span | undefined;
  let user: Span | undefined;
  let password: Span | undefined;
  const params: Param[] = [];
  const uriParams: Param[] = [];
  if (lower === "oracle") {
    const rest = text.slice(from);
    const ez = /^\/\/([^/:]+)(?::([0-9]+))?\/(.*)$/.exec(rest);
    if (ez !== null) {
      servers.push({
        host: { value: ez[1]!, start: from + 2, end: from + 2 + ez[1]!.length },
        port:
          ez[2] === undefined
            ? undefined
            : { value: ez[2], start: from + 3 + ez[1]!.length, end: from + 3 + ez[1]!.length + ez[2].length },
      });
      database = { value: ez[3]!, start: text.length - ez[3]!.length, end: text.length };
    } else if (!rest.includes("=")) {
      database = { value: rest, start: from, end: text.length };
    } else {
      let host: Span | undefined;
      let port: Span | undefined;
      for (const [key, value] of piecesOf(text, from, ";")) {
        const k = key.value.toLowerCase();
        if (k === "host") host = value;
        else if (k === "port") port = value;
        else if (k === "sid") uriParams.push({ key: { ...key, value: "sid" }, value });
        else if (k === "service_name") database = value;
        else params.push({ key, value });
      }
      if (host !== undefined) servers.push({ host, port });
    }
    const uri = equivalentOf({
      engine: "oracle",
      family: undefined,
      output: "dbi",
      servers,
      database,
      uriParams,
      params,
    });
    return interpretEquivalent(uri, text, "a DBI data source (DBD::Oracle)", options);
  }
  const engine = ENGINES[lower];
  const driver = engine === undefined ? undefined : DBI_DRIVERS[engine];
  if (engine === undefined || driver === undefined) {
    throw dsnError(
      text,
      4,
      `dburi does not read DBD::${name}'s data source back`,
      "give the connection as a URI: db:engine://user:password@host:port/database",
    );
  }
  const keys: Partial<Record<"host" | "port" | "database", string>> = driver.keys ?? {};
  const names = (field: "host" | "port" | "database") =>
    [keys[field], ...(driver.synonyms?.[field] ?? [])]
      .filter((k) => k !== undefined)
      .map((k) => k!.toLowerCase());
  const hostKeys = names("host");
  const portKeys = names("port");
  const databaseKeys = engine === "sqlite" ? ["dbname", "db", "database", "uri"] : names("database");
  let host: Span | undefined;
  let port: Span | undefined;
  const rest = text.slice(from);
  if (engine === "sqlite" && !rest.includes("=")) {
    database = { value: rest, start: from, end: text.length };
  } else {
    for (const [key, value] of piecesOf(text, from, engine === "pg" || engine === "sqlite" ? ";" : ";:")) {
      const k = key.value.toLowerCase();
      if (hostKeys.includes(k)) host = value;
      else if (portKeys.includes(k)) port = value;
      else if (databaseKeys.includes(k)) database = value;
      else if (driver.socketKey !== undefined && k === driver.socketKey.toLowerCase()) socket = value;
      else if (engine === "pg" && k === "user") user = value;
      else if (engine === "pg" && k === "password") password = value;
      else params.push({ key, value });
    }
  }
  if (host?.value.startsWith("/")) {
    socket = host;
    host = undefined;
  }
  if (host !== undefined) {
    // DBD::Pg hands host and port to libpq, which reads both as comma-separated lists (§32.1.1.3).
    const names = engine === "pg" ? host.value.split(",") : [host.value];
    const ports = port === undefined ? [] : engine === "pg" ? port.value.split(",") : [port.value];
    names.forEach((name, k) => {
      const given = ports.length === 1 ? ports[0] : ports[k];
      servers.push({
        host: { value: name, start: host!.start, end: host!.end },
        port:
          given === undefined || port === undefined
            ? undefined
            : { value: given, start: port.start, end: port.end },
      });
    });
  } else if (port !== undefined)
    params.push({ key: { value: "port", start: port.start, end: port.start }, value: port });
  if (engine === "mysql" || engine === "mariadb") uriParams.push(...mysqlTlsBack("dbd-mysql", params));
  const uri = equivalentOf({
    engine,
    family: engine === "pg" ? "pg" : engine === "sqlite" ? "sqlite" : "mysql",
    output: "dbi",
    servers,
    user,
    password,
    database,
    socket,
    uriParams,
    params,
  });
  return interpretEquivalent(uri, text, `a DBI data source (DBD::${name})`, options);
}

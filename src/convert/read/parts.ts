// What a DSN reader finds (hosts, credentials, database, socket, parameters, each with its place in the
// text), written as the URI that says the same: the engine's own scheme where dburi reads it with the
// same keywords (postgresql:, whose query takes libpq's; mysql:, mariadb:), a db: URI otherwise.

import type { Output } from "../../schemes/index.js";
import { encodePercent } from "../../uri/index.js";
import { EquivalentUri } from "./equivalent.js";
import { backward, type ReadFamily } from "./inverse.js";

/**
 * A value a reader found, and where it stands in the text.
 * @example
 * const span: Span = { value: "db", start: 5, end: 7 };
 */
export interface Span {
  readonly value: string;
  readonly start: number;
  readonly end: number;
}

/**
 * One server of the text: a host and, where given, a port.
 * @example
 * const server: Server = { host: { value: "db", start: 0, end: 2 }, port: undefined };
 */
export interface Server {
  readonly host: Span;
  readonly port?: Span | undefined;
}

/**
 * A parameter the text gives, by the output's keyword (read back through the family's catalogue).
 * @example
 * const param: Param = { key: { value: "ApplicationName", start: 0, end: 15 }, value: { value: "x", start: 16, end: 17 } };
 */
export interface Param {
  readonly key: Span;
  readonly value: Span;
}

/**
 * Everything a reader found in a connection string.
 * @example
 * const parts: Parts = { engine: "pg", family: "pg", output: "libpq", servers: [], params: [] };
 */
export interface Parts {
  /** The engine table's row: `pg`, `mysql`, `mariadb`, `mssql`, `oracle`, `sqlite`, ... */
  readonly engine: string;
  /** The catalogue the output's keywords are read back through, if the family has one. */
  readonly family: ReadFamily | undefined;
  /** The output the text is in, whose keywords the parameters are. */
  readonly output: Output;
  readonly servers: readonly Server[];
  readonly user?: Span | undefined;
  readonly password?: Span | undefined;
  readonly database?: Span | undefined;
  /** A unix socket (its path), for the engines that connect through one. */
  readonly socket?: Span | undefined;
  /** Parameters in URI terms already (a TLS word a reader mapped itself). */
  readonly uriParams?: readonly Param[] | undefined;
  readonly params: readonly Param[];
}

/**
 * The engines read with a scheme of their own, whose query takes the same keywords as the DSN; SQL Server
 * by go-mssqldb's URL (`sqlserver://host/instance?database=db`), the one form that holds a named instance.
 */
const OWN_SCHEME: Readonly<Record<string, string>> = {
  pg: "postgresql",
  mysql: "mysql",
  mariadb: "mariadb",
  mssql: "sqlserver",
};

/** Where each scheme takes a socket path: libpq's `host`, MySQL's `socket`, or none. */
const SOCKET_KEY: Readonly<Record<string, string>> = { pg: "host", mysql: "socket", mariadb: "socket" };

/** The engines whose database is a file's path, written after `db:<engine>:` with no authority. */
const FILE_ENGINES = new Set(["sqlite", "duckdb"]);

/**
 * The URI that says what `parts` say.
 * @example
 * const uri = equivalentOf({
 *   engine: "pg", family: "pg", output: "jdbc", params: [],
 *   servers: [{ host: { value: "db", start: 18, end: 20 } }],
 *   database: { value: "shop", start: 21, end: 25 },
 * });
 * uri.href; // "postgresql://db/shop"
 */
export function equivalentOf(parts: Parts): EquivalentUri {
  const uri = new EquivalentUri();
  const own = OWN_SCHEME[parts.engine];
  if (FILE_ENGINES.has(parts.engine)) {
    uri.literal(`db:${parts.engine}:`);
    if (parts.database !== undefined) put(uri, parts.database, "/");
  } else {
    uri.literal(own === undefined ? `db:${parts.engine}://` : `${own}://`);
    if (parts.user !== undefined || parts.password !== undefined) {
      if (parts.user !== undefined) put(uri, parts.user);
      if (parts.password !== undefined) {
        uri.literal(":");
        put(uri, parts.password);
      }
      uri.literal("@");
    }
    parts.servers.forEach((server, k) => {
      if (k > 0) uri.literal(",");
      const host = server.host.value;
      // An IPv6 address goes in brackets (RFC 3986 §3.2.2), a name percent-encoded where it must be.
      if (host.includes(":") && !host.startsWith("["))
        uri.piece(`[${host}]`, server.host.start, server.host.end);
      else put(uri, server.host);
      if (server.port !== undefined && server.port.value !== "") {
        uri.literal(":");
        uri.piece(server.port.value, server.port.start, server.port.end);
      }
    });
    if (parts.engine === "mssql") {
      // A SQL Server named instance: the drivers' `instanceName` (JDBC) or `host\instance` (read as one).
      const instance = [...(parts.uriParams ?? []), ...parts.params].find(
        (p) => p.key.value.toLowerCase() === "instancename",
      );
      if (instance !== undefined) {
        uri.literal("/");
        put(uri, instance.value);
      }
    } else if (parts.database !== undefined) {
      uri.literal("/");
      put(uri, parts.database);
    }
  }
  let separator = "?";
  const add = (key: Span, keyText: string, value: Span, valueText: string) => {
    uri.literal(separator);
    separator = "&";
    uri.piece(encodePercent(keyText), key.start, key.end);
    uri.literal("=");
    uri.piece(encodePercent(valueText), value.start, value.end);
  };
  if (parts.socket !== undefined) {
    const key = SOCKET_KEY[parts.engine] ?? "socket";
    add(
      { value: key, start: parts.socket.start, end: parts.socket.start },
      key,
      parts.socket,
      parts.socket.value,
    );
  }
  if (parts.engine === "mssql" && parts.database !== undefined) {
    const at = parts.database.start;
    add({ value: "database", start: at, end: at }, "database", parts.database, parts.database.value);
  }
  const isInstance = (p: Param) => parts.engine === "mssql" && p.key.value.toLowerCase() === "instancename";
  for (const { key, value } of (parts.uriParams ?? []).filter((p) => !isInstance(p))) {
    add(key, key.value, value, value.value);
  }
  for (const { key, value } of parts.params.filter((p) => !isInstance(p))) {
    const [name, read] =
      parts.family === undefined
        ? [key.value, value.value]
        : backward(parts.family, parts.output, key.value, value.value);
    add(key, name, value, read);
  }
  return uri;
}

/** A span's value percent-encoded, keeping the characters of `keep`. */
function put(uri: EquivalentUri, span: Span, keep = ""): void {
  let text = encodePercent(span.value);
  if (keep === "/") text = text.replaceAll("%2F", "/");
  uri.piece(text, span.start, span.end);
}

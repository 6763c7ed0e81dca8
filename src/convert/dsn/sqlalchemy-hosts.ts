// Where a SQLAlchemy URL puts the target's hosts, ports and socket. One TCP host goes in the authority, as
// `make_url` reads it (engine/url.py `_parse_url`: the host raw, IPv6 in brackets, then `:port`). What the
// authority cannot hold goes in the query, which the PostgreSQL dialects hand to libpq: socket directories
// and host lists as libpq's own `host=h1,h2&port=p1,p2` (the form `_split_multihost_from_url` passes on
// as written, where `host=h1:p1&host=h2:p2` splits at every ':' and breaks IPv6 and socket paths), and
// MySQL's socket as `unix_socket`.

import { LIBPQ_DEFAULT_PORT } from "../../schemes/index.js";
import { encodeValue, field, forbid, onlyPlain, refuse } from "./field.js";
import { type DsnSource, instanceField } from "./source.js";

/** What goes before the path, and the query pairs that carry the rest. */
export interface SqlalchemyHosts {
  readonly authority: string;
  readonly extra: readonly string[];
}

/**
 * A host as make_url reads it: plain characters, IPv6 in brackets.
 * @example
 * import { dsnSource } from "./source.js";
 *
 * sqlalchemyHost(dsnSource(interpret("postgresql://[::1]/db"), "sqlalchemy", {}), "::1"); // "[::1]"
 */
export function sqlalchemyHost(source: DsnSource, host: string): string {
  onlyPlain(
    source,
    field(source, "the host", host),
    ":%",
    "SQLAlchemy's URL (make_url does not decode hosts)",
  );
  return host.includes(":") ? `[${host}]` : host;
}

/** The authority of a host and port; an empty host keeps the port (`postgresql://:5999/db`). */
function authorityOf(source: DsnSource, host: string, port: number | null): string {
  const name = host === "" ? "" : sqlalchemyHost(source, host);
  // SQL Server's `host\instance`, which make_url keeps in the host and the mssql dialect's DBAPIs (pyodbc's
  // Server=, pymssql's server) read as the named instance.
  const instance = instanceField(source);
  const named = instance === null ? name : `${name}\\${instance.value}`;
  return `${named}${port === null ? "" : `:${port}`}`;
}

/**
 * The PostgreSQL dialects: one TCP host (or the default socket, an empty host) in the authority; a socket
 * directory or a host list as libpq's `host=` and `port=` lists, one entry per host (empty for the
 * default, so `h1,,h3` keeps its default-socket entry), which psycopg hands to libpq unchanged.
 */
function libpqHosts(source: DsnSource): SqlalchemyHosts {
  const implied = source.defaultPort !== LIBPQ_DEFAULT_PORT ? source.defaultPort : null;
  const hosts = source.hosts.length > 0 ? source.hosts : [{ host: source.host ?? "", port: source.port }];
  const first = hosts[0]!;
  const socket = source.socket !== null && source.socket !== "";
  if (hosts.length === 1 && !socket) {
    if (source.host === null && source.port === null) return { authority: "", extra: [] };
    return { authority: authorityOf(source, first.host, first.port ?? implied), extra: [] };
  }
  const names = hosts.map((h) => field(source, "a host", h.host));
  for (const name of names) {
    forbid(source, name, ",", "separates hosts in libpq's host list", "use a host without a comma");
  }
  // Each entry encoded, the separating commas written as they are (parse_qsl splits only at '&').
  const extra = [`host=${names.map((n) => encodeValue(n.value)).join(",")}`];
  const ports = hosts.map((h) => h.port ?? implied);
  if (ports.some((p) => p !== null)) extra.push(`port=${ports.map((p) => p ?? "").join(",")}`);
  return { authority: "", extra };
}

/**
 * The authority and extra query pairs: one host in the authority; for the PostgreSQL dialects, sockets
 * and host lists in libpq's `host=`/`port=`; MySQL's socket as `unix_socket`.
 * @throws DburiError `dsn-unrepresentable` for a host list or socket the dialect has no place for
 * @example
 * import { dsnSource } from "./source.js";
 *
 * sqlalchemyHosts(dsnSource(interpret("postgresql://h1,h2:5433/db"), "sqlalchemy", {}));
 * // { authority: "", extra: ["host=h1,h2", "port=,5433"] }
 */
export function sqlalchemyHosts(source: DsnSource): SqlalchemyHosts {
  if (source.engine.rules === "libpq") return libpqHosts(source);
  const socket = source.socket !== null && source.socket !== "" ? source.socket : null;
  const hosts = source.hosts.filter((h) => h.host !== "" && h.host !== socket && !h.host.startsWith("("));
  if (hosts.length > 1) throw refuse(source, "SQLAlchemy's URL names one host", "connect to one host");
  const extra: string[] = [];
  if (socket !== null) {
    if (source.engine.rules !== "mysql")
      throw refuse(source, "this dialect connects over TCP", "give the target a host");
    extra.push(`unix_socket=${encodeValue(socket)}`);
  }
  const host = hosts[0];
  if (host === undefined) {
    // No host: the port alone, when the URI gives one (db:oracle://:1522/svc).
    return { authority: source.port === null ? "" : `:${source.port}`, extra };
  }
  return { authority: authorityOf(source, host.host, host.port), extra };
}

// xo/dburl's transports (README, "Database Connection URL Overview"; scheme.go: postgres, pgx and nzgo
// take "unix", mysql and mymysql "tcp", "udp" and "unix"): `pg+unix:/var/run/postgresql:5433/shop`,
// `mysql+unix://app@/var/run/mysqld/mysqld.sock/shop`, `mysql+tcp://h/shop`. Each is read as the URI of
// the engine's own rules that names the same thing: a socket in the host, percent-encoded as libpq and
// MySQL read one there (`pg://%2Fvar%2Frun%2Fpostgresql:5433/shop`, `mysql://app@(%2Fvar...sock)/shop`).
//
// Where the socket ends and the database starts dburl finds by asking the file system (dsn.go,
// resolveDir and resolveSocket), which a reader of text cannot: dburi splits at what the text shows. A
// PostgreSQL socket directory ends at a ":port" (`/var/run/postgresql:4444/booktest`, dburl's own test),
// else the whole path is the directory; a MySQL socket file ends at the first segment ending in ".sock"
// (`/var/run/mysqld/mysqld.sock/mydb`), else the whole path is the socket.

import { DburiError, redactUri } from "../../uri/index.js";
import type { Engine, EngineRules } from "../engines/engines.js";
import { checkUserinfoText } from "../target/ambiguous-userinfo.js";
import type { DbTarget } from "../target/db-target.js";
import { readSpliced, Splice } from "./spliced.js";

/** What the socket of each kind of rules is: libpq's directory of sockets, MySQL's socket file. */
const SOCKETS: Partial<Readonly<Record<EngineRules, "directory" | "file">>> = {
  libpq: "directory",
  mysql: "file",
};

/**
 * Whether a scheme's suffix is one of xo/dburl's transports (any case).
 * @example
 * isTransport("UNIX"); // true
 * isTransport("psycopg2"); // false
 */
export function isTransport(suffix: string): boolean {
  const name = suffix.toLowerCase();
  return name === "tcp" || name === "udp" || name === "unix";
}

function transportError(text: string, index: number, reason: string, fix: string): DburiError {
  return new DburiError({ code: "unknown-scheme", reason, fix, index, input: text });
}

/** The index of the first of "?" or "#" at or after `start`, or the end. */
function pathEnd(text: string, start: number): number {
  for (let i = start; i < text.length; i++) if (text[i] === "?" || text[i] === "#") return i;
  return text.length;
}

/** A path's characters as a host's: "/", ":" and "@" end or split a host, so they are percent-encoded. */
function asHost(path: string): string {
  return path.replaceAll("/", "%2F").replaceAll(":", "%3A").replaceAll("@", "%40");
}

/** The socket and the rest (port and database) of a socket path, as the text shows them (see above). */
function split(path: string, kind: "directory" | "file"): { socket: string; rest: string } {
  if (kind === "directory") {
    const port = /:[0-9]+(?=\/|$)/.exec(path);
    return port === null
      ? { socket: path, rest: "" }
      : { socket: path.slice(0, port.index), rest: path.slice(port.index) };
  }
  const sock = /\.sock(?=\/|$)/.exec(path);
  if (sock === null) return { socket: path, rest: "" };
  const end = sock.index + ".sock".length;
  return { socket: path.slice(0, end), rest: path.slice(end) };
}

/**
 * The target of `<engine>+<transport>:...` (`plus` and `colon` the indexes of the "+" and the ":").
 * @throws DburiError `unknown-scheme` for a transport the engine does not take (UDP, or a socket for an
 *   engine without one), `missing-host` for `+tcp` without a host, `missing-socket`, `relative-path` (a
 *   PostgreSQL socket directory must be absolute, as in dburl), `invalid-host` (a host beside the socket
 *   path), `missing-authority` (`pg+unix:user:pw@/path`), and what the equivalent URI's reading throws
 * @example
 * const read = (text: string) => interpret(text) as DbTarget;
 * const target = readTransport("pg+unix:/run/pg:5433/shop", 2, 7, engineOf("pg")!, read);
 * [target.socket, target.port, target.database]; // ["/run/pg", 5433, "shop"]
 */
export function readTransport<T extends DbTarget>(
  text: string,
  plus: number,
  colon: number,
  engine: Engine,
  read: (text: string) => T,
): T {
  const transport = text.slice(plus + 1, colon).toLowerCase();
  const scheme = text.slice(0, colon).toLowerCase();
  const base = text.slice(0, plus);
  const kind = SOCKETS[engine.rules];
  if (transport === "udp" || kind === undefined) {
    throw transportError(
      text,
      plus + 1,
      transport === "udp"
        ? `${engine.product} is not reached over UDP (xo/dburl's '+udp')`
        : `xo/dburl's '+${transport}' is for PostgreSQL and MySQL sockets; ${engine.product} takes no transport`,
      `leave the transport out: ${redactUri(base + text.slice(colon))}`,
    );
  }
  if (transport === "tcp") {
    // TCP is what a URI with a host means: the transport only says so. Without a host (or with a socket
    // path as the host) the URI would name a local socket, which "+tcp" denies.
    const target = readSpliced(new Splice(text, plus, colon, ""), read, { scheme });
    if (target.host === null || target.host === "" || target.socket !== null) {
      throw new DburiError({
        code: "missing-host",
        reason: "'+tcp' connects over TCP, and the URI names no host to connect to",
        fix: `name the host: ${base}+tcp://localhost/...`,
        index: colon + 1,
        input: text,
      });
    }
    return target;
  }
  const authority = text.startsWith("//", colon + 1);
  // +unix: `//[userinfo@]` and the socket path, or the socket path alone.
  if (!authority) checkUserinfoText(text);
  let start = colon + 1;
  let userinfo = "";
  if (authority) {
    const end = hostEnd(text, colon + 3);
    const at = text.lastIndexOf("@", end - 1);
    if (at >= colon + 3) userinfo = text.slice(colon + 3, at + 1);
    const hostAt = at >= colon + 3 ? at + 1 : colon + 3;
    if (end > hostAt) {
      throw new DburiError({
        code: "invalid-host",
        reason: `with '+unix' the socket path follows an empty host, and '${text.slice(hostAt, end)}' is a host`,
        fix: `write the socket's path after '//${userinfo === "" ? "" : "user@"}': ${base}+unix://${userinfo === "" ? "" : "user@"}/path/to/socket`,
        index: hostAt,
        input: text,
      });
    }
    start = end;
  }
  const end = pathEnd(text, start);
  const path = text.slice(start, end);
  if (path === "" || path === "/") {
    throw new DburiError({
      code: "missing-socket",
      reason: "'+unix' connects through a socket, and the URI names none",
      fix: `name the socket ${kind === "directory" ? "directory" : "file"}: ${base}+unix:${kind === "directory" ? "/var/run/postgresql" : "/var/run/mysqld/mysqld.sock"}`,
      index: start,
      input: text,
    });
  }
  if (kind === "directory" && !path.startsWith("/")) {
    throw new DburiError({
      code: "relative-path",
      reason: "libpq reads a socket directory only as an absolute path (a relative one is a host name)",
      fix: "give the directory's absolute path",
      index: start,
      input: text,
    });
  }
  const { socket, rest } = split(path, kind);
  // libpq takes the directory as the host; MySQL Shell a socket file in parentheses (relative ones too).
  const host = kind === "directory" ? asHost(socket) : `(${asHost(socket)})`;
  const replacement = `${base}://${userinfo}${host}${rest === "" ? "" : rest}`;
  return readSpliced(new Splice(text, 0, end, replacement), read, { scheme });
}

/** Where the authority starting at `start` ends: the first "/", "?" or "#", or the end. */
function hostEnd(text: string, start: number): number {
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === "/" || c === "?" || c === "#") return i;
  }
  return text.length;
}

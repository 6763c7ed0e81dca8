// MySQL and MariaDB URIs (mysql, mariadb, maria): MySQL's URI-like connection strings (MySQL 8.4 Reference
// Manual §6.2.5 "Connecting to the Server Using URI-Like Strings or Key-Value Pairs"), whose option names
// are case-insensitive and given at most once, plus `charset` and `socket` as the Node.js drivers,
// SQLAlchemy and Rails write them, and the options mysql2 and MariaDB Connector/Node.js read from a URL.

import type { Finding } from "../../registry/index.js";
import { DburiError, type QueryEntry, type Uri, valueIndexOf } from "../../uri/index.js";
import { Escapes } from "../../uri/offsets.js";
import { scannedOffsets } from "../../uri/uri.js";
import type { Engine } from "../engines/engines.js";
import { type DbTarget, DbTargetRecord } from "../target/db-target.js";
import { type Family, type FamilyContext, forced } from "../target/family.js";
import { authorityIndex, NONE, queryPairs, socketOf, uriHosts } from "../target/fields.js";
import { opaqueSocketWarning } from "../target/opaque-socket.js";
import { builtParams, queryKeys, type TypedQuery, typeQuery } from "../target/query.js";
import { databaseOf } from "../target/target.js";
import type { MysqlOptions } from "./params.js";
import { MYSQL_PARAMS } from "./params.js";
import { foldTls } from "./tls.js";

// The parameters and their types live in mysql/params.ts; the entry points name them here too.
export { MYSQL_PARAMS, type MysqlOptions } from "./params.js";

/**
 * A MySQL or MariaDB target: `socket` is the socket file (`?socket=`, a percent-encoded path host, or a
 * host in parentheses as MySQL Shell writes it, its slashes percent-encoded), `""` for the client's default
 * socket (an empty host).
 * @example
 * const target = interpret("mysql://root@localhost/shop?socket=%2Frun%2Fmysqld%2Fmysqld.sock") as MysqlTarget;
 * target.socket; // "/run/mysqld/mysqld.sock"
 */
export interface MysqlTarget extends Omit<DbTarget, "options"> {
  readonly options: MysqlOptions;
}

/** A host naming a socket file: a decoded absolute path, or MySQL Shell's `(/path/to/socket)`. */
function hostSocket(host: string | null): string | null {
  if (host !== null && host.charCodeAt(0) === 40 && host.endsWith(")")) return host.slice(1, -1);
  return socketOf(host);
}

/** The keys this module reads itself rather than through `readParams`. */
const HANDLED: readonly string[] = Object.freeze(["socket"]);

/**
 * Whether the connection must use TLS: ssl-mode REQUIRED or stronger, or, without an ssl-mode, a CA given
 * (the mysql client's rule, sslopt-case.h: `--ssl-ca` or `--ssl-capath` alone means VERIFY_CA).
 * @example
 * isTls({ "ssl-mode": "REQUIRED" }); // true
 */
export function isTls(options: Record<string, unknown>): boolean {
  const mode = options["ssl-mode"];
  if (mode === undefined) return options["ssl-ca"] !== undefined || options["ssl-capath"] !== undefined;
  return mode === "REQUIRED" || mode === "VERIFY_CA" || mode === "VERIFY_IDENTITY";
}

/**
 * `connect_timeout` (seconds) folded into `connect-timeout` (milliseconds); both given must agree.
 * @throws DburiError `conflicting-params`
 */
function foldConnectTimeout(options: Record<string, unknown>, uri: Uri, href: string): void {
  const seconds = options.connect_timeout as number;
  const ms = seconds * 1000;
  delete options.connect_timeout;
  const given = options["connect-timeout"];
  if (given !== undefined && given !== ms) {
    const entry = [...uri.queryEntries].reverse().find((e) => e.key.toLowerCase() === "connect_timeout");
    throw new DburiError({
      code: "conflicting-params",
      reason: `connect_timeout=${seconds} is ${ms} ms (seconds, as the mysql client reads it), but connect-timeout says ${String(given)} ms`,
      fix: "give the timeout once: connect-timeout in milliseconds or connect_timeout in seconds",
      index: entry?.index,
      input: href,
    });
  }
  options["connect-timeout"] = ms;
}

/**
 * What the reading of a MySQL URI with a query (or a parenthesised host) found: the query read (the
 * options typed, connect_timeout folded into connect-timeout; the `?socket=` pairs) and the socket
 * `?socket=` names.
 * @example
 * const uri = parseUri("mysql://h/shop?socket=/run/mysqld.sock");
 * const definition = registry.get("mysql")!;
 * const context = { definition, name: "mysql", href: uri.href, scheme: "mysql", registry };
 * const reading: MysqlReading | undefined = MYSQL_FAMILY.check(uri, context, engineOf("mysql"));
 * reading?.socket; // "/run/mysqld.sock"
 */
export interface MysqlReading {
  readonly query: TypedQuery | undefined;
  /** The socket of `?socket=`, or undefined when the query names none (the host's then). */
  readonly socket: string | undefined;
}

const KEYS = queryKeys(MYSQL_PARAMS, { handled: HANDLED, ignoreCase: true });

/**
 * The MySQL family: MySQL and MariaDB URIs: the schema as the database, the socket from `?socket=` or the
 * host, options matched in any case and typed, TLS when ssl-mode is REQUIRED or stronger or, without an
 * ssl-mode, when `ssl-ca` or `ssl-capath` is given (VERIFY_CA). `check` throws `invalid-param`,
 * `duplicate-param`, `ambiguous-socket`, `conflicting-params` (connect_timeout and connect-timeout
 * disagree), `invalid-host` (a parenthesised socket path with raw slashes).
 * @example
 * interpret("mysql://app@db/shop?SSL-MODE=required").tls; // true
 */
export const MYSQL_FAMILY: Family<MysqlReading | undefined> = {
  kind: "db",
  keys: KEYS,
  check: checkMysql,
  build: buildMysql,
};

/** Whether the host starts with "(", written or encoded: MySQL Shell's (/socket). */
function parenthesised(uri: Uri): boolean {
  const o = scannedOffsets(uri);
  if (o.hostStart < 0) return false;
  const escaped = (o.escapes & Escapes.Host) !== 0;
  return (escaped ? uri.host!.charCodeAt(0) : uri.href.charCodeAt(o.hostStart)) === 40;
}

function checkMysql(uri: Uri, context: FamilyContext): MysqlReading | undefined {
  const o = scannedOffsets(uri);
  if (o.queryStart < 0 && !parenthesised(uri) && !forced(context)) return undefined;
  const href = context.href;
  const query = o.queryStart < 0 ? undefined : typeQuery(uri, KEYS, { href, offset: 0, syntax: "uri" });
  if (query?.options.connect_timeout !== undefined) foldConnectTimeout(query.options, uri, href);
  if (query !== undefined) foldTls(query.options, uri, href, null);
  if (parenthesised(uri) && !uri.host!.endsWith(")")) throw parenthesisError(uri, href);
  const param = lastSocketParam(query);
  if (param !== undefined) {
    const socket = hostSocket(uri.host);
    if (socket !== null && socket !== "" && socket !== param.value) {
      throw new DburiError({
        code: "ambiguous-socket",
        reason: "the host names one socket and ?socket= another",
        fix: "give the socket in one place",
        index: valueIndexOf(param),
        input: href,
      });
    }
  }
  return { query, socket: param?.value };
}

/** The last `?socket=` pair of a query check read, which names the socket. */
function lastSocketParam(query: TypedQuery | undefined): QueryEntry | undefined {
  const handled = query?.handled ?? NONE;
  return handled[handled.length - 1];
}

/**
 * The record: the options check typed and checked, as it read them, and the warnings only a build
 * collects: the query's own (unknown and repeated keys) first, then the TLS forms', then `socket-ignored`.
 */
function buildMysql(
  uri: Uri,
  context: FamilyContext,
  engine: Engine | undefined,
  reading: MysqlReading | undefined,
): DbTargetRecord {
  const host = uri.host;
  const defaultPort = engine === undefined ? null : (engine.defaultPort?.port ?? null);
  const warnings: Finding[] = [];
  const query = reading?.query;
  const read = builtParams(uri, KEYS, { href: context.href, offset: 0, syntax: "uri" }, query, warnings);
  if (query !== undefined) {
    // The TLS forms' warnings (verification turned off): check folded them without a list to put them in;
    // folding options already folded gives the same mode.
    foldTls(query.options, uri, context.href, warnings);
  }
  const param = lastSocketParam(query);
  if (
    param !== undefined &&
    host !== null &&
    host !== "" &&
    host !== "localhost" &&
    hostSocket(host) === null
  )
    warnings.push(socketIgnored(param));
  const database = databaseOf(uri);
  const socketWarning = opaqueSocketWarning(uri, context, database, "file");
  if (socketWarning !== undefined) warnings.push(socketWarning);
  return new DbTargetRecord(uri, context, engine, {
    host,
    hosts: uriHosts(uri, defaultPort),
    port: uri.port,
    socket: reading?.socket ?? hostSocket(host),
    user: uri.username,
    password: uri.password,
    database,
    params: query === undefined ? NONE : queryPairs(uri.queryEntries),
    read,
    tls: query !== undefined && isTls(query.options),
    warnings,
  });
}

/**
 * A host that opens a parenthesis the authority does not close: MySQL Shell's `(/path/to/socket)` with
 * raw slashes (§6.2.5), which RFC 3986 reads as the end of the host, the rest becoming the path. Unlike
 * MySQL Shell, dburi reads URIs by RFC 3986 first, so the slashes must be percent-encoded.
 */
function parenthesisError(uri: Uri, href: string): DburiError {
  const userinfo = uri.userinfo;
  const index = authorityIndex(uri) + (userinfo === null ? 0 : userinfo.length + 1);
  const close = href.indexOf(")", index);
  const written = close < 0 ? "(/path/to/socket)" : href.slice(index, close + 1);
  return new DburiError({
    code: "invalid-host",
    reason: "a socket path in parentheses ends at its first raw '/', which starts the URI's path",
    fix: `percent-encode the slashes: ${written.replaceAll("/", "%2F")}`,
    index,
    input: href,
  });
}

function socketIgnored(entry: QueryEntry): Finding {
  return {
    severity: "warning",
    code: "socket-ignored",
    message:
      "the mysql client and MySQL Shell use ?socket= only when the host is localhost; drivers such as mysql2 use it always",
    index: entry.index,
    fix: "write localhost (or leave the host empty) to connect through the socket, or drop ?socket=",
  };
}

// redis: and rediss: as the IANA registration defines them: a db-number path, AUTH from the userinfo or
// `password=`, SELECT from the path or `db=`, defaults localhost:6379 and db 0, redis-py's parameters.

import { DburiError, decodePercent, type Uri } from "../../uri/index.js";
import { Escapes, HostKind } from "../../uri/offsets.js";
import { scannedOffsets } from "../../uri/uri.js";
import { type Family, type FamilyContext, forced } from "../target/family.js";
import { hostIndex, offsetIn, pathIndex, uriHosts } from "../target/fields.js";
import { type Common, checkCommon, commonFields } from "./common.js";
import { checkDbNumber, DB_NUMBER_FIX, isSelectableDb, readDb } from "./db.js";
import { quoted } from "./reading.js";
import type { Given } from "./sources.js";
import { type RedisForm, RedisTargetRecord } from "./target.js";

/**
 * The redis family's TCP forms, `redis:` and `rediss:` (IANA provisional registration): every part after
 * the scheme is optional, the path is empty, "/" or "/" db-number, the host defaults to localhost and the
 * port to 6379. `check` throws `invalid-database`, `ambiguous-database`, `ambiguous-password`,
 * `invalid-param`, `invalid-host`, `invalid-port`, ...
 * @example
 * const uri = parseUri("rediss://:pw@cache.example.com/2");
 * const context = { definition: REDISS_DEFINITION, name: "rediss", href: uri.href, scheme: "rediss", registry };
 * const reading = REDIS_FAMILY.check(uri, context, undefined);
 * (REDIS_FAMILY.build(uri, context, undefined, reading) as RedisTarget).db; // 2
 */
export const REDIS_FAMILY: Family<Common | undefined> = {
  kind: "redis",
  check: checkRedis,
  build: buildRedis,
};

function checkRedis(uri: Uri, context: FamilyContext): Common | undefined {
  return checkTcp(uri, context, false);
}

/**
 * The checks of every TCP form (redis:, rediss:, and Sentinel's, `sentinel` true): what every form reads,
 * the path's db-number, the host, the port.
 * @throws DburiError `invalid-database`, `ambiguous-database`, `invalid-host`, `invalid-port`, ...
 * @example
 * const uri = parseUri("redis://h/2?db=2");
 * const context = { definition: REDIS_DEFINITION, name: "redis", href: uri.href, scheme: "redis", registry };
 * checkTcp(uri, context, false)?.database; // "2"
 */
export function checkTcp(uri: Uri, context: FamilyContext, sentinel: boolean): Common | undefined {
  const o = scannedOffsets(uri);
  const force = forced(context);
  const common = checkCommon(uri, context, { socket: false, sentinel });
  // Redis registration, "Scheme syntax": path = [ "/" [ db-number ] ].
  const db = o.pathEnd > o.pathStart || force ? pathDb(uri, context) : null;
  if (common !== undefined) readDatabase(uri, context, common, db);
  else if (db !== null && !isSelectableDb(db)) checkDbNumber(pathGiven(uri, context, db), context.href);
  if (o.hostType === HostKind.IPvFuture || (o.escapes & Escapes.Host) !== 0 || force) checkHost(uri, context);
  const zeroPort =
    o.hostListEnd >= 0
      ? listPortZero(uri)
      : o.port === 0
        ? hostIndex(uri) + (uri.rawHost ?? "").length + 1
        : -1;
  if (zeroPort >= 0) {
    throw new DburiError({
      code: "invalid-port",
      reason: "port 0 cannot be connected to",
      fix: `write the server's port, or leave it out for ${context.definition.defaultPort?.port ?? 6379}`,
      index: offsetIn(uri, context.href) + zeroPort,
      input: context.href,
    });
  }
  return common;
}

/**
 * Where in the URI the first port 0 of a host list is, or -1 when none is: each host's text ends at a
 * ',' (no host holds one, RFC 3986 §3.2.2), its port after its last ':' outside brackets.
 */
function listPortZero(uri: Uri): number {
  const hosts = uri.hosts;
  if (!hosts.some((h) => h.port === 0)) return -1;
  let start = hostIndex(uri);
  for (const host of hosts) {
    const raw = host.rawHost;
    const end = uri.href.indexOf(",", start + raw.length);
    if (host.port === 0) return start + raw.length + 1;
    start = end + 1;
  }
  return -1;
}

/** The path's db-number as a source of the database, for readDb and its messages. */
function pathGiven(uri: Uri, context: FamilyContext, db: string): Given {
  return { value: db, where: "the path", index: offsetIn(uri, context.href) + pathIndex(uri) + 1 };
}

/**
 * The database of a URI with something to read: the path's db-number and the query's, which must agree
 * (readDb), into `common`.
 */
function readDatabase(uri: Uri, context: FamilyContext, common: Common, db: string | null): void {
  const fromPath = db === null ? null : pathGiven(uri, context, db);
  common.database = readDb(common.reading, { fromPath, keys: common.keys.database }, common.databaseWarnings);
}

/**
 * The path's db-number as written (decoded), null for an empty path or "/". Percent-encoded digits are
 * equivalent to the digits (RFC 3986 §6.2.2.2), so the path is compared decoded.
 * @throws DburiError `invalid-database` for a path that does not start with "/"
 */
function pathDb(uri: Uri, context: FamilyContext): string | null {
  const path = uri.path;
  const decoded = path.includes("%") ? decodePercent(path) : path;
  if (path !== "" && !decoded.startsWith("/")) {
    throw new DburiError({
      code: "invalid-database",
      reason: `the path${quoted(path, context.href)} is not a database number: a redis path is empty, '/', or '/' and a db-number`,
      fix: DB_NUMBER_FIX,
      index: offsetIn(uri, context.href) + pathIndex(uri),
      input: context.href,
    });
  }
  return decoded.length > 1 ? decoded.slice(1) : null;
}

/**
 * Refuses a host no TCP connection can reach: an IPvFuture address, or a name with a "/" in it, which only
 * percent-encoding lets in (`redis://%2Ftmp%2Fredis.sock/0`) and which is a socket path, not a host.
 */
function checkHost(uri: Uri, context: FamilyContext): void {
  if (uri.hostType === "ipvfuture") {
    throw new DburiError({
      code: "invalid-host",
      reason: `the IPvFuture address ${uri.rawHost} cannot be connected to`,
      fix: "write an IPv4 or IPv6 address, or a host name",
      index: offsetIn(uri, context.href) + hostIndex(uri),
      input: context.href,
    });
  }
  const host = uri.host;
  if (host?.includes("/")) {
    const path = host.startsWith("/") ? host : "/run/redis/redis.sock";
    // Shown decoded, when the input shows it encoded (quoted() checks that against the redacted input).
    const shown = quoted(uri.rawHost ?? "", context.href) === "" ? "" : ` ('${host}')`;
    throw new DburiError({
      code: "invalid-host",
      reason: `the host${shown} holds a '/': ${context.name}: connects over TCP, and a host name has no '/'`,
      fix: `for a unix socket, write its path after unix:// or redis+unix:// (e.g. unix://${path}?db=0)`,
      index: offsetIn(uri, context.href) + hostIndex(uri),
      input: context.href,
    });
  }
}

function buildRedis(uri: Uri, context: FamilyContext, _engine: unknown, common: Common | undefined) {
  return new RedisTargetRecord(uri, context, commonFields(uri, common, false), tcpForm(uri, context, common));
}

/**
 * What a TCP form's URI decides about its target: every host (a cluster's seed nodes, Sentinel's
 * sentinels), the database, TLS.
 * @example
 * const uri = parseUri("redis://h1:7000,h2:7001", { hostList: true });
 * const context = { definition: REDIS_DEFINITION, name: "redis", href: uri.href, scheme: "redis", registry };
 * tcpForm(uri, context, undefined).hosts.length; // 2
 */
export function tcpForm(uri: Uri, context: FamilyContext, common: Common | undefined): RedisForm {
  // What check read, as it read it (the database included); without it, check has read the path alone:
  // its db-number, as written (decoded), is the database.
  const database = common?.database !== undefined ? common.database : pathDb(uri, context);
  const host = uri.host;
  const port = uri.port;
  const defaultPort = context.definition.defaultPort?.port ?? null;
  const hosts = uriHosts(uri, defaultPort);
  const tls = common === undefined ? context.definition.tls === true : common.tls;
  return { host, hosts, port, defaultPort, socket: null, database, tls };
}

// redis: and rediss: as the IANA registration defines them: a db-number path, AUTH from the userinfo or
// `password=`, SELECT from the path or `db=`, defaults localhost:6379 and db 0, redis-py's parameters.

import type { InterpretContext } from "../../registry/index.js";
import { DburiError, decodePercent, type Uri } from "../../uri/index.js";
import { TargetView } from "../target/target-view.js";
import { hostsOf, readCommon } from "./common.js";
import { DB_NUMBER_FIX, readDb } from "./db.js";
import { isPlainRedis, plainRedisRecord } from "./plain.js";
import { hostIndex, pathIndex, quoted } from "./reading.js";
import { type RedisTarget, RedisTargetRecord } from "./target.js";

/**
 * Interprets `redis:` and `rediss:` URIs (IANA provisional registration): every part after the scheme is
 * optional, the path is empty, "/" or "/" db-number, the host defaults to localhost and the port to 6379.
 * @throws DburiError `invalid-database`, `ambiguous-database`, `ambiguous-password`, `invalid-param`, ...
 * @example
 * interpretRedis(parseUri("rediss://:pw@cache.example.com/2"), context).db; // 2
 */
export function interpretRedis(uri: Uri, context: InterpretContext): RedisTarget {
  // A plain URI is valid as it is: its record is built on the first read (target-view.ts).
  if (isPlainRedis(uri)) return TargetView.of("redis", undefined, plainRedisRecord, uri, context);
  return TargetView.of("redis", readRedis(uri, context));
}

/**
 * `interpretRedis`'s full reading, which every URI that is not plain (redis/plain.ts) takes: the record of
 * its target.
 * @throws DburiError as `interpretRedis`
 * @example
 * readRedis(parseUri("redis://h/2?db=2"), context).db; // 2
 */
export function readRedis(uri: Uri, context: InterpretContext): RedisTargetRecord {
  const common = readCommon(uri, context, { socket: false });
  const { offset } = common.reading;
  const path = uri.path;
  // Redis registration, "Scheme syntax": path = [ "/" [ db-number ] ]. Percent-encoded digits are
  // equivalent to the digits (RFC 3986 §6.2.2.2), so the path is compared decoded.
  const decoded = path.includes("%") ? decodePercent(path) : path;
  if (path !== "" && !decoded.startsWith("/")) {
    throw new DburiError({
      code: "invalid-database",
      reason: `the path${quoted(path, context.href)} is not a database number: a redis path is empty, '/', or '/' and a db-number`,
      fix: DB_NUMBER_FIX,
      index: offset + pathIndex(uri),
      input: context.href,
    });
  }
  const fromPath =
    decoded.length > 1
      ? { value: decoded.slice(1), where: "the path", index: offset + pathIndex(uri) + 1 }
      : null;
  const database = readDb(common.reading, { fromPath, keys: common.keys.database });
  const host = uri.host;
  checkHost(uri, host, { context, offset });
  const port = uri.port;
  if (port === 0) {
    throw new DburiError({
      code: "invalid-port",
      reason: "port 0 cannot be connected to",
      fix: "write the server's port, or leave it out for 6379",
      index: offset + hostIndex(uri) + (uri.rawHost ?? "").length + 1,
      input: context.href,
    });
  }
  const defaultPort = context.definition.defaultPort?.port ?? null;
  const hosts = hostsOf(uri, host, port, defaultPort);
  const form = { host, hosts, port, defaultPort, socket: null, database, tls: common.tls };
  return new RedisTargetRecord(uri, context, common, form);
}

/**
 * Refuses a host no TCP connection can reach: an IPvFuture address, or a name with a "/" in it, which only
 * percent-encoding lets in (`redis://%2Ftmp%2Fredis.sock/0`) and which is a socket path, not a host.
 */
function checkHost(
  uri: Uri,
  host: string | null,
  { context, offset }: { context: InterpretContext; offset: number },
): void {
  if (uri.hostType === "ipvfuture") {
    throw new DburiError({
      code: "invalid-host",
      reason: `the IPvFuture address ${uri.rawHost} cannot be connected to`,
      fix: "write an IPv4 or IPv6 address, or a host name",
      index: offset + hostIndex(uri),
      input: context.href,
    });
  }
  if (host?.includes("/")) {
    const path = host.startsWith("/") ? host : "/run/redis/redis.sock";
    // Shown decoded, when the input shows it encoded (quoted() checks that against the redacted input).
    const shown = quoted(uri.rawHost ?? "", context.href) === "" ? "" : ` ('${host}')`;
    throw new DburiError({
      code: "invalid-host",
      reason: `the host${shown} holds a '/': ${context.name}: connects over TCP, and a host name has no '/'`,
      fix: `for a unix socket, write its path after unix:// or redis+unix:// (e.g. unix://${path}?db=0)`,
      index: offset + hostIndex(uri),
      input: context.href,
    });
  }
}

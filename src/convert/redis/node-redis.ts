// A redis target as node-redis (`redis` / `@redis/client`, v4 and later) takes it in `createClient`.
// Structured options instead of `url`, because node-redis's own URL parsing ignores `db=` and `password=`
// and every other query parameter.

import type { Target } from "../../registry/index.js";
import { REDIS_PARAMS, type RedisTarget } from "../../schemes/index.js";
import { type OutputFates, outputFates } from "../fates.js";
import {
  carryRedisOptions,
  isTlsParam,
  type RedisConvertOptions,
  type RedisTlsSettings,
  redactedRedisOptions,
  redisConnectionParts,
  reportUnknownRedisParams,
  standaloneRedisTarget,
} from "./parts.js";

/**
 * The fates of every option but TLS's in node-redis's options, made at the first conversion rather than
 * when the package loads (bench/README.md, "Start-up").
 */
let nodeRedisFates: OutputFates | undefined;

/** The timeouts and keep-alive node-redis reads from `socket`. */
interface NodeRedisSocketCommon {
  /** `socket_connect_timeout`, in milliseconds. */
  connectTimeout?: number;
  /** `socket_keepalive`. */
  keepAlive?: boolean;
}

/**
 * `socket` for TCP without TLS.
 * @example
 * toNodeRedisOptions("redis://cache.example.com/1").socket;
 * // { tls: false, host: "cache.example.com", port: 6379 }
 */
export interface NodeRedisTcpSocket extends NodeRedisSocketCommon {
  tls: false;
  host: string;
  port: number;
}

/**
 * `socket` for TCP with TLS: the TLS settings sit beside host and port.
 * @example
 * toNodeRedisOptions("rediss://cache.example.com/1?ssl_cert_reqs=none").socket;
 * // { tls: true, host: "cache.example.com", port: 6379, rejectUnauthorized: false }
 */
export interface NodeRedisTlsSocket extends NodeRedisSocketCommon, RedisTlsSettings {
  tls: true;
  host: string;
  port: number;
}

/**
 * `socket` for a unix domain socket.
 * @example
 * toNodeRedisOptions("redis+socket:///run/redis.sock").socket; // { tls: false, path: "/run/redis.sock" }
 */
export interface NodeRedisIpcSocket extends NodeRedisSocketCommon {
  tls: false;
  path: string;
}

/**
 * What `toNodeRedisOptions` returns: a `RedisClientOptions` for `createClient`.
 * @example
 * const options: NodeRedisOptions = toNodeRedisOptions("redis://:pw@cache.example.com/1?socket_timeout=5");
 * [options.database, options.commandOptions]; // [1, { timeout: 5000 }]
 */
export interface NodeRedisOptions {
  socket: NodeRedisTcpSocket | NodeRedisTlsSocket | NodeRedisIpcSocket;
  /** ACL user (only with a password: AUTH cannot be sent without one). */
  username?: string;
  password?: string;
  /** The database to SELECT. */
  database: number;
  /** `client_name`: CLIENT SETNAME. */
  name?: string;
  /** `protocol`: the RESP version. */
  RESP?: 2 | 3;
  /** `socket_timeout`: how long each command may wait for its reply, in milliseconds. */
  commandOptions?: { timeout: number };
}

/**
 * Converts a redis URI (or its Target) into node-redis `createClient` options: host unbracketed, TLS on for
 * rediss: in any case, the database as a number, user and password decoded exactly once, redis-py's
 * timeout and TLS parameters under node-redis's names.
 * @throws DburiError the interpreter's errors, `unsupported-param`, `read-file-required`
 * @example
 * import { createClient } from "redis";
 *
 * const options = toNodeRedisOptions("rediss://:p%40ss@cache.example.com:6380/2");
 * // { socket: { tls: true, host: "cache.example.com", port: 6380 }, password: "p@ss", database: 2 }
 * const client = createClient(options);
 */
export function toNodeRedisOptions(
  uri: string | Target,
  options: RedisConvertOptions = {},
): NodeRedisOptions {
  const instead = { sentinel: "toNodeRedisSentinelOptions", cluster: "toNodeRedisClusterOptions" };
  return nodeRedisServerOptions(standaloneRedisTarget(uri, "node-redis", instead), options);
}

/**
 * The node-redis `createClient` options of one server of a redis target: its first host, its credentials,
 * database, options and TLS (what toNodeRedisOptions returns; the Sentinel and Cluster conversions start
 * from it).
 * @throws DburiError `unsupported-param`, `read-file-required`
 * @example
 * const target = interpret("redis://:pw@h1:7000,h2:7001") as RedisTarget;
 * nodeRedisServerOptions(target, {}).socket; // { tls: false, host: "h1", port: 7000 }
 */
export function nodeRedisServerOptions(target: RedisTarget, options: RedisConvertOptions): NodeRedisOptions {
  const { place, credentials, tls } = redisConnectionParts(target, "node-redis", options);
  const o = target.options;
  const common: NodeRedisSocketCommon = {};
  if (o.socket_connect_timeout !== undefined) common.connectTimeout = o.socket_connect_timeout;
  if (o.socket_keepalive !== undefined) common.keepAlive = o.socket_keepalive;
  const socket: NodeRedisOptions["socket"] =
    "path" in place
      ? { tls: false, ...place, ...common }
      : tls === null
        ? { tls: false, ...place, ...common }
        : redactedRedisOptions({ tls: true, ...place, ...common, ...tls });
  const result: NodeRedisOptions = { socket, ...credentials, database: target.db };
  // client_name and protocol by their fates (REDIS_PARAMS); the socket's options above, by this code.
  nodeRedisFates ??= outputFates(REDIS_PARAMS, "node-redis", (key) => !isTlsParam(key));
  carryRedisOptions(
    target,
    nodeRedisFates,
    "node-redis",
    result as unknown as Record<string, unknown>,
    options,
  );
  if (o.socket_timeout !== undefined) result.commandOptions = { timeout: o.socket_timeout };
  reportUnknownRedisParams(target, "node-redis", options);
  return redactedRedisOptions(result);
}

// A Redis Sentinel target (redis-sentinel:, rediss-sentinel:) as the drivers take it: ioredis in
// `new Redis({ sentinels, name, sentinelUsername, sentinelPassword, ... })` (its README, "Sentinel"; the
// SentinelConnector's options), node-redis in `createSentinel({ name, sentinelRootNodes,
// nodeClientOptions, sentinelClientOptions })` (its docs, "Redis Sentinel"). The data nodes get the
// userinfo's credentials, the database and the options; the sentinels get their own credentials and,
// for rediss-sentinel:, the same TLS settings.

import type { Target } from "../../registry/index.js";
import { isRedisSentinelTarget, type RedisSentinelTarget } from "../../schemes/index.js";
import { DburiError } from "../../uri/index.js";
import { type IoredisOptions, ioredisServerOptions } from "./ioredis.js";
import { type NodeRedisOptions, nodeRedisServerOptions } from "./node-redis.js";
import {
  type RedisConvertOptions,
  type RedisTlsSettings,
  redactedRedisOptions,
  redisTargetOf,
} from "./parts.js";

/**
 * One sentinel's address.
 * @example
 * const sentinel: RedisSentinelAddress = { host: "s1.example.com", port: 26379 };
 */
export interface RedisSentinelAddress {
  host: string;
  port: number;
}

/**
 * What `toIoredisSentinelOptions` returns: a `RedisOptions` for `new Redis(...)` in Sentinel mode.
 * @example
 * const options: IoredisSentinelOptions = toIoredisSentinelOptions("redis-sentinel://s1,s2/0?sentinelMasterId=mymaster");
 * [options.name, options.sentinels.length]; // ["mymaster", 2]
 */
export interface IoredisSentinelOptions extends Omit<IoredisOptions, "host" | "port" | "path"> {
  /** The sentinels, in the URI's order (port 26379 unless given). */
  sentinels: RedisSentinelAddress[];
  /** The master's name (`sentinelMasterId`, or the fragment). */
  name: string;
  /** `sentinelUsername`: the sentinels' ACL user (only with their password). */
  sentinelUsername?: string;
  /** `sentinelPassword`: AUTH to the sentinels. */
  sentinelPassword?: string;
  /** rediss-sentinel: TLS to the sentinels. */
  sentinelTLS?: RedisTlsSettings;
  /** rediss-sentinel: TLS to the master the sentinels name too, with `tls`'s settings. */
  enableTLSForSentinelMode?: true;
}

/** The sentinel target of `uri`, or an error naming what to use for another redis target. */
function sentinelTargetOf(uri: string | Target, driver: string, instead: string): RedisSentinelTarget {
  const target = redisTargetOf(uri, driver);
  if (!isRedisSentinelTarget(target)) {
    throw new DburiError({
      code: "invalid-argument",
      reason: `the ${driver} Sentinel conversion takes redis-sentinel: and rediss-sentinel: URIs, not '${target.scheme}' ones`,
      fix: `convert a ${target.scheme}: URI with ${instead}`,
    });
  }
  return target;
}

/** The sentinels' addresses, in the URI's order. */
function sentinelsOf(target: RedisSentinelTarget): RedisSentinelAddress[] {
  return target.hosts.map((h) => ({ host: h.host || "localhost", port: h.effectivePort ?? 26379 }));
}

/**
 * Converts a Redis Sentinel URI (or its Target) into ioredis options: the sentinels and the master's name,
 * the sentinels' credentials as `sentinelUsername`/`sentinelPassword`, the userinfo's as the master's
 * `username`/`password`, the database and options as for one server; for rediss-sentinel:, TLS to the
 * sentinels (`sentinelTLS`) and to the master (`tls`, `enableTLSForSentinelMode`).
 * @throws DburiError the interpreter's errors, `invalid-argument` (not a Sentinel URI), `unsupported-param`,
 *   `read-file-required`
 * @example
 * import { Redis } from "ioredis";
 *
 * const options = toIoredisSentinelOptions(
 *   "redis-sentinel://:data-pw@s1:26379,s2:26379/2?sentinelMasterId=mymaster&sentinelPassword=sentinel-pw",
 * );
 * // { sentinels: [{ host: "s1", port: 26379 }, { host: "s2", port: 26379 }], name: "mymaster",
 * //   sentinelPassword: "sentinel-pw", password: "data-pw", db: 2 }
 * const client = new Redis(options);
 */
export function toIoredisSentinelOptions(
  uri: string | Target,
  options: RedisConvertOptions = {},
): IoredisSentinelOptions {
  const target = sentinelTargetOf(uri, "ioredis", "toIoredisOptions (or toIoredisClusterOptions)");
  const { host: _host, port: _port, path: _path, ...server } = ioredisServerOptions(target, options);
  const result: IoredisSentinelOptions = {
    sentinels: sentinelsOf(target),
    name: target.masterName,
    ...server,
  };
  if (target.sentinelPassword) {
    if (target.sentinelUser) result.sentinelUsername = target.sentinelUser;
    result.sentinelPassword = target.sentinelPassword;
  }
  if (server.tls !== undefined) {
    result.sentinelTLS = server.tls;
    result.enableTLSForSentinelMode = true;
  }
  return redactedRedisOptions(result);
}

/**
 * The options node-redis's `createSentinel` takes for the master and for the sentinels: a client's
 * options without the host and port, which the sentinels supply.
 * @example
 * const options: NodeRedisSentinelClientOptions = { password: "pw", socket: { tls: false } };
 */
export interface NodeRedisSentinelClientOptions {
  socket?: Omit<NodeRedisOptions["socket"], "host" | "port" | "path">;
  username?: string;
  password?: string;
  /** The database to SELECT (the master's only). */
  database?: number;
  /** `client_name`: CLIENT SETNAME. */
  name?: string;
}

/**
 * What `toNodeRedisSentinelOptions` returns: the options of node-redis's `createSentinel`.
 * @example
 * const options: NodeRedisSentinelOptions = toNodeRedisSentinelOptions("redis-sentinel://s1/0#mymaster");
 * options.sentinelRootNodes; // [{ host: "s1", port: 26379 }]
 */
export interface NodeRedisSentinelOptions {
  /** The master's name. */
  name: string;
  /** The sentinels, in the URI's order. */
  sentinelRootNodes: RedisSentinelAddress[];
  /** The master's (and replicas') client options: the userinfo's credentials, the database, TLS. */
  nodeClientOptions: NodeRedisSentinelClientOptions;
  /** The sentinels' client options: their credentials, TLS. */
  sentinelClientOptions?: NodeRedisSentinelClientOptions;
  /** `protocol`: the RESP version (an option of the whole Sentinel client in node-redis). */
  RESP?: 2 | 3;
  /** `socket_timeout`, in milliseconds (an option of the whole Sentinel client). */
  commandOptions?: { timeout: number };
}

/**
 * Converts a Redis Sentinel URI (or its Target) into node-redis `createSentinel` options: the master's name
 * and the sentinels as root nodes; the userinfo's credentials, the database, `client_name` and the socket's
 * settings in `nodeClientOptions`; the sentinels' credentials in `sentinelClientOptions`; for
 * rediss-sentinel:, the TLS settings on both.
 * @throws DburiError the interpreter's errors, `invalid-argument` (not a Sentinel URI), `unsupported-param`,
 *   `read-file-required`
 * @example
 * import { createSentinel } from "redis";
 *
 * const options = toNodeRedisSentinelOptions(
 *   "redis-sentinel://:data-pw@s1,s2/2?sentinelMasterId=mymaster&sentinelPassword=sentinel-pw",
 * );
 * // { name: "mymaster", sentinelRootNodes: [{ host: "s1", port: 26379 }, { host: "s2", port: 26379 }],
 * //   nodeClientOptions: { socket: { tls: false }, password: "data-pw", database: 2 },
 * //   sentinelClientOptions: { socket: { tls: false }, password: "sentinel-pw" } }
 * const sentinel = createSentinel(options);
 */
export function toNodeRedisSentinelOptions(
  uri: string | Target,
  options: RedisConvertOptions = {},
): NodeRedisSentinelOptions {
  const target = sentinelTargetOf(uri, "node-redis", "toNodeRedisOptions (or toNodeRedisClusterOptions)");
  const { socket, RESP, commandOptions, ...node } = nodeRedisServerOptions(target, options);
  const {
    host: _host,
    port: _port,
    path: _path,
    ...rest
  } = socket as { host?: string; port?: number; path?: string };
  const nodeSocket = redactedRedisOptions(rest as NodeRedisSentinelClientOptions["socket"] & object);
  const sentinelClient: NodeRedisSentinelClientOptions = { socket: nodeSocket };
  if (target.sentinelPassword) {
    if (target.sentinelUser) sentinelClient.username = target.sentinelUser;
    sentinelClient.password = target.sentinelPassword;
  }
  const result: NodeRedisSentinelOptions = {
    name: target.masterName,
    sentinelRootNodes: sentinelsOf(target),
    nodeClientOptions: redactedRedisOptions({ socket: nodeSocket, ...node }),
    sentinelClientOptions: redactedRedisOptions(sentinelClient),
  };
  if (RESP !== undefined) result.RESP = RESP;
  if (commandOptions !== undefined) result.commandOptions = commandOptions;
  return redactedRedisOptions(result);
}

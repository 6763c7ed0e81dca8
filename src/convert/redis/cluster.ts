// A Redis Cluster's seed nodes as the drivers take them: ioredis in `new Redis.Cluster(nodes, {
// redisOptions })` (its README, "Cluster"), node-redis in `createCluster({ rootNodes, defaults })` (its
// docs, "Clustering"). The seed list is a redis: or rediss: URI with one host or more, as Lettuce's
// RedisClusterClient reads `redis://[password@]host[:port][,host2[:port2]]` (RedisClusterURIUtil), each
// node taking the URI's credentials and TLS. Redis Cluster serves database 0 only ("Redis Cluster
// specification": no SELECT), so a URI that selects another is refused rather than read as 0.

import type { Target } from "../../registry/index.js";
import { isRedisSentinelTarget, type RedisTarget } from "../../schemes/index.js";
import { DburiError } from "../../uri/index.js";
import { type IoredisOptions, ioredisServerOptions } from "./ioredis.js";
import { type NodeRedisOptions, nodeRedisServerOptions } from "./node-redis.js";
import { type RedisConvertOptions, redactedRedisOptions, redisTargetOf } from "./parts.js";
import type { RedisSentinelAddress } from "./sentinel.js";

/** The seed-node target of `uri`: a redis TCP target that selects database 0. */
function clusterTargetOf(uri: string | Target, driver: string, instead: string): RedisTarget {
  const target = redisTargetOf(uri, driver);
  if (isRedisSentinelTarget(target) || target.socket !== null) {
    throw new DburiError({
      code: "invalid-argument",
      reason: `the ${driver} Cluster conversion takes redis: and rediss: URIs of the seed nodes, not '${target.scheme}' ones`,
      fix: `convert a ${target.scheme}: URI with ${instead}`,
    });
  }
  if (target.db !== 0) {
    throw new DburiError({
      code: "invalid-argument",
      reason: `the URI selects database ${target.db}, and a Redis Cluster serves database 0 only`,
      fix: "drop the database from the URI (or write /0)",
    });
  }
  return target;
}

/** The seed nodes, in the URI's order. */
function nodesOf(target: RedisTarget): RedisSentinelAddress[] {
  if (target.hosts.length === 0) return [{ host: "localhost", port: target.effectivePort ?? 6379 }];
  return target.hosts.map((h) => ({ host: h.host || "localhost", port: h.effectivePort ?? 6379 }));
}

/**
 * What `toIoredisClusterOptions` returns: the arguments of `new Redis.Cluster(nodes, options)`.
 * @example
 * const cluster: IoredisClusterOptions = toIoredisClusterOptions("redis://:pw@h1:7000,h2:7001");
 * [cluster.nodes.length, cluster.options.redisOptions.password]; // [2, "pw"]
 */
export interface IoredisClusterOptions {
  /** The seed nodes, in the URI's order. */
  nodes: RedisSentinelAddress[];
  /** The Cluster's options: every node's connection options in `redisOptions`. */
  options: { redisOptions: Omit<IoredisOptions, "host" | "port" | "path" | "db"> };
}

/**
 * Converts a redis: or rediss: URI of a Redis Cluster's seed nodes (or its Target) into the arguments of
 * ioredis's `new Redis.Cluster(nodes, options)`: every host a node, the credentials, options and TLS in
 * `redisOptions`.
 * @throws DburiError the interpreter's errors, `invalid-argument` (a Sentinel or socket URI, a database
 *   other than 0), `unsupported-param`, `read-file-required`
 * @example
 * import { Cluster } from "ioredis";
 *
 * const { nodes, options } = toIoredisClusterOptions("rediss://:pw@h1:7000,h2:7001,h3:7002");
 * // nodes: [{ host: "h1", port: 7000 }, ...], options: { redisOptions: { password: "pw", tls: {} } }
 * const cluster = new Cluster(nodes, options);
 */
export function toIoredisClusterOptions(
  uri: string | Target,
  options: RedisConvertOptions = {},
): IoredisClusterOptions {
  const target = clusterTargetOf(uri, "ioredis", "toIoredisSentinelOptions");
  const {
    host: _host,
    port: _port,
    path: _path,
    db: _db,
    ...redisOptions
  } = ioredisServerOptions(target, options);
  return redactedRedisOptions({
    nodes: nodesOf(target),
    options: { redisOptions: redactedRedisOptions(redisOptions) },
  });
}

/**
 * What `toNodeRedisClusterOptions` returns: the options of node-redis's `createCluster`.
 * @example
 * const options: NodeRedisClusterOptions = toNodeRedisClusterOptions("redis://h1:7000,h2:7001");
 * options.rootNodes; // [{ socket: { host: "h1", port: 7000 } }, { socket: { host: "h2", port: 7001 } }]
 */
export interface NodeRedisClusterOptions {
  /** The seed nodes, in the URI's order. */
  rootNodes: { socket: RedisSentinelAddress }[];
  /** Every node's client options: credentials, `client_name`, the socket's settings and TLS. */
  defaults: {
    socket: Omit<NodeRedisOptions["socket"], "host" | "port" | "path">;
    username?: string;
    password?: string;
    name?: string;
  };
  /** `protocol`: the RESP version (an option of the whole Cluster client in node-redis). */
  RESP?: 2 | 3;
  /** `socket_timeout`, in milliseconds (an option of the whole Cluster client). */
  commandOptions?: { timeout: number };
}

/**
 * Converts a redis: or rediss: URI of a Redis Cluster's seed nodes (or its Target) into node-redis
 * `createCluster` options: every host a root node, the credentials, `client_name`, the socket's settings
 * and TLS in `defaults`, which node-redis applies to every node it finds.
 * @throws DburiError the interpreter's errors, `invalid-argument` (a Sentinel or socket URI, a database
 *   other than 0), `unsupported-param`, `read-file-required`
 * @example
 * import { createCluster } from "redis";
 *
 * const options = toNodeRedisClusterOptions("redis://:pw@h1:7000,h2:7001,h3:7002");
 * // { rootNodes: [{ socket: { host: "h1", port: 7000 } }, ...],
 * //   defaults: { socket: { tls: false }, password: "pw" } }
 * const cluster = createCluster(options);
 */
export function toNodeRedisClusterOptions(
  uri: string | Target,
  options: RedisConvertOptions = {},
): NodeRedisClusterOptions {
  const target = clusterTargetOf(uri, "node-redis", "toNodeRedisSentinelOptions");
  const {
    socket,
    RESP,
    commandOptions,
    database: _database,
    ...node
  } = nodeRedisServerOptions(target, options);
  const {
    host: _host,
    port: _port,
    path: _path,
    ...rest
  } = socket as { host?: string; port?: number; path?: string };
  const defaults = redactedRedisOptions({
    socket: redactedRedisOptions(rest as NodeRedisClusterOptions["defaults"]["socket"] & object),
    ...node,
  });
  const result: NodeRedisClusterOptions = {
    rootNodes: nodesOf(target).map((socket) => ({ socket })),
    defaults,
  };
  if (RESP !== undefined) result.RESP = RESP;
  if (commandOptions !== undefined) result.commandOptions = commandOptions;
  return redactedRedisOptions(result);
}

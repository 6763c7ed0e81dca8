// A redis target as ioredis (v4 and later) takes it in `new Redis(options)`. Structured options instead
// of the URL, because ioredis turns TLS on only for a lowercase `rediss://`, reads `db=` and `password=`
// as strings, and passes unknown query keys into its options.

import type { Target } from "../../registry/index.js";
import { REDIS_PARAMS, type RedisTarget } from "../../schemes/index.js";
import { type OutputFates, outputFates } from "../fates.js";
import {
  carryRedisOptions,
  isTlsParam,
  REDIS_PRINTING,
  type RedisConvertOptions,
  type RedisTlsSettings,
  redactedRedisOptions,
  redisTlsSettings,
  reportUnknownRedisParams,
  standaloneRedisTarget,
} from "./parts.js";

/**
 * What `toIoredisOptions` returns: a `RedisOptions` for `new Redis(...)`.
 * @example
 * const options: IoredisOptions = toIoredisOptions("rediss://:pw@cache.example.com:6380/2?client_name=web");
 * [options.port, options.db, options.connectionName]; // [6380, 2, "web"]
 */
export interface IoredisOptions {
  /** Unbracketed host (TCP). */
  host?: string;
  port?: number;
  /** Unix socket path. */
  path?: string;
  /** ACL user (only with a password: AUTH cannot be sent without one). */
  username?: string;
  password?: string;
  /** The database to SELECT. */
  db: number;
  /** `client_name`: CLIENT SETNAME. */
  connectionName?: string;
  /**
   * `protocol`: the RESP version. ioredis 6 reads it (and defaults to 3); ioredis 5 speaks RESP2 only and
   * ignores it, so `connect` and `ping` refuse `protocol=3` with ioredis 5, which this conversion, knowing
   * no installed version, cannot.
   */
  protocol?: 2 | 3;
  /** `socket_connect_timeout`, in milliseconds. */
  connectTimeout?: number;
  /** `socket_timeout`: how long each command may wait for its reply, in milliseconds. */
  commandTimeout?: number;
  /** Present (possibly empty) exactly when the connection uses TLS. */
  tls?: RedisTlsSettings;
}

/**
 * Converts a redis URI (or its Target) into ioredis options: host unbracketed, TLS on for rediss: in any
 * case (`tls: {}` at least), the database as a number, user and password decoded exactly once, redis-py's
 * timeout and TLS parameters under ioredis's names.
 * @throws DburiError the interpreter's errors, `unsupported-param`, `read-file-required`
 * @example
 * import { Redis } from "ioredis";
 *
 * const options = toIoredisOptions("REDISS://:p%2Bss@cache.example.com/2");
 * // { host: "cache.example.com", port: 6379, password: "p+ss", db: 2, tls: {} }
 * const client = new Redis(options);
 */
export function toIoredisOptions(uri: string | Target, options: RedisConvertOptions = {}): IoredisOptions {
  const instead = { sentinel: "toIoredisSentinelOptions", cluster: "toIoredisClusterOptions" };
  return ioredisServerOptions(standaloneRedisTarget(uri, "ioredis", instead), options);
}

/**
 * The ioredis options of one server of a redis target: its first host, its credentials, database, options
 * and TLS (what toIoredisOptions returns; the Sentinel and Cluster conversions start from it).
 * @throws DburiError `unsupported-param`, `read-file-required`
 * @example
 * const target = interpret("redis://:pw@h1:7000,h2:7001") as RedisTarget;
 * ioredisServerOptions(target, {}).port; // 7000
 */
export function ioredisServerOptions(target: RedisTarget, options: RedisConvertOptions): IoredisOptions {
  // The parts redisConnectionParts works out, set on the options one by one (bench/README.md, "Why the
  // hot path looks as it does").
  const tls = target.tls ? redisTlsSettings(target, "ioredis", options) : null;
  const result = Object.create(REDIS_PRINTING) as IoredisOptions;
  const socket = target.socket;
  if (socket === null) {
    result.host = target.host || "localhost";
    result.port = target.effectivePort ?? 6379;
  } else result.path = socket;
  // AUTH only with a non-empty password; the user only when it is named.
  const password = target.password;
  if (password) {
    const user = target.user;
    if (user) result.username = user;
    result.password = password;
  }
  result.db = target.db;
  // Every option but TLS's by its fate (REDIS_PARAMS): connectionName, protocol, the timeouts, and
  // socket_keepalive=false refused.
  ioredisFates ??= outputFates(REDIS_PARAMS, "ioredis", (key) => !isTlsParam(key));
  carryRedisOptions(target, ioredisFates, "ioredis", result as unknown as Record<string, unknown>, options);
  if (tls !== null) result.tls = redactedRedisOptions(tls);
  reportUnknownRedisParams(target, "ioredis", options);
  return result;
}

/**
 * The fates of every option but TLS's in ioredis's options, made at the first conversion rather than
 * when the package loads (bench/README.md, "Start-up").
 */
let ioredisFates: OutputFates | undefined;

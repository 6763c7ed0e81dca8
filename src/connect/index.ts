// Dereference through optional peer drivers. The only layer, with cli/, that touches the network.
// Adapters import the helpers (errors.ts, load.ts) directly; the package exports only what users call.
export type {
  AmqplibConnectionLike,
  BaseDriverClients,
  BetterSqlite3DatabaseLike,
  DriverClient,
  DriverClients,
  DriverName,
  IoredisClientLike,
  MariadbConnectionLike,
  Mysql2ConnectionLike,
  NodeRedisClientLike,
  NodeSqliteDatabaseLike,
  PgClientLike,
} from "./clients.js";
export { CONNECTABLE_ENGINES, connect, ping, pingDriver, tryPing } from "./dereference.js";
export { type FromEnvOptions, fromEnv } from "./from-env.js";
export type { HostAttempt } from "./postgres/failover.js";
export {
  type LibpqResolution,
  type LibpqSource,
  type LibpqSourceKind,
  type ResolveOptions,
  resolveLibpq,
} from "./postgres/resolve.js";
export type { RedisPingResult } from "./redis/redis.js";
export type { RedisDriver } from "./redis/sessions.js";
export type { RedisClusterInfo } from "./redis/topology.js";
export { DEFAULT_TIMEOUT_MS, MAX_TIMEOUT_MS } from "./timing.js";
export { type TlsFileReaderOptions, tlsFileReader } from "./tls-files.js";
export {
  CONNECT_OPTION_NAMES,
  type ConnectOptions,
  type DriverAdapter,
  type PingFailure,
  type PingResult,
  type TryPingResult,
} from "./types.js";

// Dereference: connect to what a URI names, through the optional peer driver of its engine.

import type { Target } from "../registry/index.js";
import { interpret } from "../schemes/index.js";
import { DburiError } from "../uri/index.js";
import { timeoutOf } from "./timing.js";
import type { ConnectOptions, DriverAdapter, PingResult } from "./types.js";

/** The adapter module of each canonical engine, loaded on first use. */
const ADAPTERS: Readonly<Record<string, () => Promise<DriverAdapter>>> = {
  amqp: async () => (await import("./amqp/amqp.js")).amqpAdapter,
  redis: async () => (await import("./redis/redis.js")).redisAdapter,
  pg: async () => (await import("./pg.js")).pgAdapter,
  mysql: async () => (await import("./mysql.js")).mysqlAdapter,
  sqlite: async () => (await import("./sqlite.js")).sqliteAdapter,
};

/**
 * Canonical engines that `connect` and `ping` can reach.
 * @example
 * CONNECTABLE_ENGINES.includes("redis"); // true
 */
export const CONNECTABLE_ENGINES: readonly string[] = Object.keys(ADAPTERS);

async function adapterFor(target: Target): Promise<DriverAdapter> {
  const load = target.canonicalEngine === null ? undefined : ADAPTERS[target.canonicalEngine];
  if (!load) {
    throw new DburiError({
      code: "unsupported-engine",
      reason: `dburi cannot connect to '${target.canonicalEngine ?? target.scheme}' URIs`,
      fix: `dereference is available for: ${CONNECTABLE_ENGINES.join(", ")}`,
    });
  }
  return load();
}

/** The target, after checking the options (before any driver is loaded or socket opened). */
function toTarget(uri: string | Target, options: ConnectOptions): Target {
  timeoutOf(options);
  const unsupported = options.unsupported;
  if (unsupported !== undefined && unsupported !== "error" && unsupported !== "ignore") {
    throw new DburiError({
      code: "invalid-argument",
      reason: `unsupported must be "error" or "ignore", not ${JSON.stringify(unsupported)}`,
      fix: 'pass unsupported: "ignore" to connect without the options the driver cannot honour, or leave it out',
    });
  }
  return typeof uri === "string" ? interpret(uri, { registry: options.registry }) : uri;
}

/**
 * Connects to what the URI names and returns the driver's own client (a node-redis or ioredis client, an
 * amqplib connection, a pg Client, ...). The caller closes it.
 * @throws DburiError with a code (`connection-refused`, `auth-failed`, `timeout`, `driver-not-installed`,
 * `unsupported-param`, `invalid-argument` for a `timeoutMs` that is not a whole number from 1 to
 * 2147483647 or an `unsupported` that is not "error" or "ignore", ...)
 * @example
 * const client = await connect(process.env.REDIS_URL!);
 */
export async function connect(uri: string | Target, options: ConnectOptions = {}): Promise<unknown> {
  const target = toTarget(uri, options);
  return (await adapterFor(target)).connect(target, options);
}

/**
 * Connects, authenticates, selects, runs the engine's cheapest check, closes, and reports timing and the
 * server version. Never leaves a connection open.
 * @throws DburiError with a code and no secret in it
 * @example
 * const { serverVersion, latencyMs } = await ping("redis://localhost:6379/0");
 */
export async function ping(uri: string | Target, options: ConnectOptions = {}): Promise<PingResult> {
  const target = toTarget(uri, options);
  return (await adapterFor(target)).ping(target, options);
}

/**
 * The driver package `connect` and `ping` would use for the target with these options: the one asked for,
 * else the first installed. For reporting a failed attempt; null when no driver can be used.
 * @example
 * await pingDriver("redis://localhost", {}); // "redis" when node-redis is installed, else "ioredis"
 */
export async function pingDriver(uri: string | Target, options: ConnectOptions = {}): Promise<string | null> {
  try {
    const adapter = await adapterFor(toTarget(uri, options));
    return adapter.driver === undefined ? null : await adapter.driver(options);
  } catch {
    return null;
  }
}

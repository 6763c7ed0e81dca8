// Dereference: connect to what a URI names, through the optional peer driver of its engine.

import { type ConvertTo, convert, readConnectionString } from "../convert/index.js";
import type { Finding, Target } from "../registry/index.js";
import { interpret } from "../schemes/index.js";
import { DburiError } from "../uri/index.js";
import { amqpAdapter } from "./amqp/amqp.js";
import type { DriverClient, DriverName } from "./clients.js";
import { abortedError } from "./errors.js";
import { mysqlAdapter } from "./mysql.js";
import { pgAdapter } from "./pg.js";
import { resolveLibpq } from "./postgres/resolve.js";
import { redisAdapter } from "./redis/redis.js";
import { sqliteAdapter } from "./sqlite.js";
import { timeoutOf } from "./timing.js";
import {
  CONNECT_OPTION_NAMES,
  type ConnectOptions,
  type DriverAdapter,
  type PingFailure,
  type PingResult,
  type TryPingResult,
} from "./types.js";

/**
 * The adapter of each canonical engine. The adapters are imported statically: each loads its driver only
 * when it connects, so importing them costs no driver. A dynamic import of a module of this package would
 * make bundlers wrap the modules it reaches in lazy initialisers, which esbuild then skips for modules of a
 * package marked free of side effects (the bundle fails with "... is not a function").
 */
const ADAPTERS: Readonly<Record<string, DriverAdapter>> = {
  amqp: amqpAdapter,
  redis: redisAdapter,
  pg: pgAdapter,
  mysql: mysqlAdapter,
  sqlite: sqliteAdapter,
};

/**
 * Canonical engines that `connect` and `ping` can reach.
 * @example
 * CONNECTABLE_ENGINES.includes("redis"); // true
 */
export const CONNECTABLE_ENGINES: readonly string[] = Object.keys(ADAPTERS);

function adapterFor(target: Target): DriverAdapter {
  const engine = target.canonicalEngine;
  const adapter = engine === null || !Object.hasOwn(ADAPTERS, engine) ? undefined : ADAPTERS[engine];
  if (!adapter) {
    throw new DburiError({
      code: "unsupported-engine",
      reason: `dburi cannot connect to '${target.canonicalEngine ?? target.scheme}' URIs`,
      fix: `dereference is available for: ${CONNECTABLE_ENGINES.join(", ")}`,
    });
  }
  return adapter;
}

/** The options' `resolve`, checked: false, or what resolveLibpq reads. */
function resolveOption(
  options: ConnectOptions,
): false | { env?: Readonly<Record<string, string | undefined>>; home?: string } {
  // Options that are no object are refused by checkedTarget, with the other checks.
  const resolve = typeof options === "object" && options !== null ? options.resolve : undefined;
  if (resolve === undefined || resolve === false) return false;
  if (resolve === true) return {};
  if (typeof resolve !== "object" || resolve === null) {
    throw new DburiError({
      code: "invalid-argument",
      reason: `resolve must be true, false or { env, home }, not ${resolve === null ? "null" : typeof resolve}`,
      fix: "pass resolve: true to resolve as libpq does from process.env and the home directory",
    });
  }
  return { env: resolve.env, home: resolve.home };
}

/**
 * The target, after checking the options (before any driver is loaded or socket opened), and resolved as
 * libpq does when the options ask for it, with the resolution's warnings.
 */
function toTarget(uri: string | Target, options: ConnectOptions): Target {
  return resolvedTarget(uri, options).target;
}

function resolvedTarget(
  uri: string | Target,
  options: ConnectOptions,
): { target: Target; warnings: readonly Finding[] } {
  const resolve = resolveOption(options);
  // Resolving, a libpq key/value string is read too: libpq reads both.
  const target = checkedTarget(uri, options, resolve !== false);
  if (resolve === false) return { target, warnings: [] };
  if (target.canonicalEngine !== "pg") {
    throw new DburiError({
      code: "invalid-argument",
      reason: `resolve reads libpq's service and password files and PG* variables, and this is a ${target.canonicalEngine ?? target.scheme} URI`,
      fix: "pass resolve only for PostgreSQL URIs",
    });
  }
  const resolution = resolveLibpq(target, { ...resolve, registry: options.registry });
  return { target: resolution.target, warnings: resolution.warnings };
}

/** The target, after checking the options (before any driver is loaded or socket opened). */
function checkedTarget(uri: string | Target, options: ConnectOptions, anyFormat = false): Target {
  if (typeof options !== "object" || options === null) {
    throw new DburiError({
      code: "invalid-argument",
      reason: `the options must be an object, not ${options === null ? "null" : typeof options}`,
      fix: `pass { ${CONNECT_OPTION_NAMES.join(", ")} } (each optional), or leave the options out`,
    });
  }
  for (const name of Object.keys(options)) {
    if ((CONNECT_OPTION_NAMES as readonly string[]).includes(name)) continue;
    throw new DburiError({
      code: "invalid-argument",
      // The name only, never the value: it may hold a secret.
      reason: `'${name}' is not an option of connect or ping`,
      fix: `the options are ${CONNECT_OPTION_NAMES.join(", ")}${name.toLowerCase().includes("timeout") ? " (the time limit is timeoutMs)" : ""}`,
    });
  }
  timeoutOf(options);
  const signal = options.signal;
  if (signal !== undefined && !isAbortSignal(signal)) {
    throw new DburiError({
      code: "invalid-argument",
      reason: `signal must be an AbortSignal, not ${signal === null ? "null" : typeof signal}`,
      fix: "pass an AbortController's signal (or AbortSignal.timeout(ms)), or leave signal out",
    });
  }
  const unsupported = options.unsupported;
  if (unsupported !== undefined && unsupported !== "error" && unsupported !== "ignore") {
    throw new DburiError({
      code: "invalid-argument",
      reason: `unsupported must be "error" or "ignore", not ${JSON.stringify(unsupported)}`,
      fix: 'pass unsupported: "ignore" to connect without the options the driver cannot honour, or leave it out',
    });
  }
  const target =
    typeof uri !== "string"
      ? uri
      : anyFormat
        ? readConnectionString(uri, { registry: options.registry })
        : interpret(uri, { registry: options.registry });
  // An abort before anything started: no driver is loaded, no socket opened.
  if (signal?.aborted === true) {
    throw abortedError(target, target.canonicalEngine ?? target.scheme, { reason: signal.reason });
  }
  return target;
}

/** Whether a value is an AbortSignal, or as good as one: what the adapters use of it. */
function isAbortSignal(value: unknown): value is AbortSignal {
  if (typeof value !== "object" || value === null) return false;
  const signal = value as Partial<AbortSignal>;
  return (
    typeof signal.aborted === "boolean" &&
    typeof signal.addEventListener === "function" &&
    typeof signal.removeEventListener === "function"
  );
}

/**
 * Connects to what the URI names and returns the driver's own client (a node-redis or ioredis client, an
 * amqplib connection, a pg Client, ...). The caller closes it. Typed by driver: with a `driver` option it
 * resolves to that driver's client (`DriverClient`: its structural type, or the driver's own type once
 * `DriverClients` names it), without one to any driver's client, to narrow or assert.
 * @throws DburiError with a code (`connection-refused`, `auth-failed`, `timeout`, `driver-not-installed`,
 * `unsupported-param`, `invalid-argument` for an option name it does not know, a `timeoutMs` that is not a
 * whole number from 1 to 2147483647 or an `unsupported` that is not "error" or "ignore", ...)
 * @example
 * const client = await connect(process.env.REDIS_URL!);
 * const pg = await connect(process.env.DATABASE_URL!, { driver: "pg" }); // PgClientLike
 * await pg.query("SELECT 1");
 */
export function connect<D extends DriverName>(
  uri: string | Target,
  options: ConnectOptions & { readonly driver: D },
): Promise<DriverClient<D>>;
export function connect(uri: string | Target, options?: ConnectOptions): Promise<DriverClient>;
export async function connect(uri: string | Target, options: ConnectOptions = {}): Promise<unknown> {
  const target = toTarget(uri, options);
  return adapterFor(target).connect(target, options);
}

/**
 * Connects, authenticates, selects, runs the engine's cheapest check, closes, and reports timing and the
 * server version. Never leaves a connection open. `tryPing` reports a failure instead of throwing it.
 * @throws DburiError with a code and no secret in it (the same as `connect`'s)
 * @example
 * const { serverVersion, latencyMs } = await ping("redis://localhost:6379/0");
 */
export async function ping(uri: string | Target, options: ConnectOptions = {}): Promise<PingResult> {
  const { target, warnings } = resolvedTarget(uri, options);
  const result = await adapterFor(target).ping(target, options);
  return { ...result, warnings: [...warnings, ...notCarriedBy(target, result.driver, options)] };
}

/** The conversion each driver package connects with. */
const DRIVER_CONVERSIONS: Readonly<Record<string, ConvertTo>> = {
  pg: "pg",
  mysql2: "mysql2",
  mariadb: "mariadb",
  redis: "node-redis",
  ioredis: "ioredis",
  amqplib: "amqplib",
  "better-sqlite3": "sqlite",
  "node:sqlite": "sqlite",
};

/**
 * What the driver connected without: the `param-not-carried` warnings of its conversion (a parameter it
 * has no setting for, or honours only in part). The conversion already ran, so it does not throw here;
 * file contents are not needed to know what is carried.
 */
function notCarriedBy(target: Target, driver: string | null, options: ConnectOptions): readonly Finding[] {
  const to =
    driver === null || !Object.hasOwn(DRIVER_CONVERSIONS, driver) ? undefined : DRIVER_CONVERSIONS[driver];
  if (to === undefined) return [];
  try {
    const { warnings } = convert(target, to, {
      unsupported: options.unsupported,
      hostIndex: 0,
      failover: true,
      baseDirectory: "/",
      readFile: () => "",
    });
    return warnings.filter((warning) => warning.code === "param-not-carried");
  } catch {
    return [];
  }
}

/**
 * The driver package `connect` and `ping` would use for the target with these options: the one asked for,
 * else the first installed. For reporting a failed attempt; null when no driver can be used.
 * @example
 * await pingDriver("redis://localhost", {}); // "redis" when node-redis is installed, else "ioredis"
 */
export async function pingDriver(uri: string | Target, options: ConnectOptions = {}): Promise<string | null> {
  try {
    // The driver is known whether or not the signal has aborted.
    const adapter = adapterFor(checkedTarget(uri, { ...options, signal: undefined }));
    return adapter.driver === undefined ? null : await adapter.driver(options);
  } catch {
    return null;
  }
}

/** What was known of a failed ping before connecting, as `dburi ping --json` reports it. */
async function failureOf(
  uri: string | Target,
  options: ConnectOptions,
  error: DburiError,
): Promise<PingFailure> {
  let target: Target | null = null;
  try {
    target = resolvedTarget(uri, options).target;
  } catch {
    try {
      // Resolving failed (a service no file defines), or the options did: what the string itself says.
      const anyFormat = typeof options === "object" && options !== null && Boolean(options.resolve);
      target =
        typeof uri !== "string"
          ? uri
          : anyFormat
            ? readConnectionString(uri, { registry: options.registry })
            : interpret(uri, { registry: options?.registry });
    } catch {
      // The URI itself is what failed: nothing is known of the attempt.
    }
  }
  const inProcess = target?.canonicalEngine === "sqlite";
  const host =
    target === null || inProcess
      ? null
      : (target.socket ?? (target.host === null ? null : target.host || "localhost"));
  return {
    ok: false,
    engine: target?.canonicalEngine ?? null,
    driver: target === null ? null : await pingDriver(target, options),
    host,
    port: target === null || inProcess ? null : target.effectivePort,
    database: null,
    latencyMs: null,
    serverVersion: null,
    error,
  };
}

/**
 * `ping`, with a failure returned rather than thrown: `{ ok: true, ... }` as `ping` resolves, or
 * `{ ok: false, engine, driver, host, port, database: null, latencyMs: null, serverVersion: null, error }`,
 * what `dburi ping --json` prints (with the DburiError itself as `error`). Only DburiErrors are returned:
 * anything else is a bug and is thrown.
 * @example
 * const result = await tryPing("redis://127.0.0.1:6379/0", { timeoutMs: 2000 });
 * if (result.ok) console.log(`${result.engine} ${result.serverVersion} in ${result.latencyMs} ms`);
 * else console.error(result.error.code, result.error.message);
 */
export async function tryPing(uri: string | Target, options: ConnectOptions = {}): Promise<TryPingResult> {
  try {
    return { ...(await ping(uri, options)), ok: true };
  } catch (error) {
    if (!(error instanceof DburiError)) throw error;
    return failureOf(uri, options, error);
  }
}

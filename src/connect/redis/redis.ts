// Dereferencing redis URIs as the registration says: connect over RESP, then AUTH and SELECT when a
// password and a database are given. Through node-redis or ioredis, whichever is asked for or installed.

import type { Target } from "../../registry/index.js";
import { isRedisTarget, type RedisTarget } from "../../schemes/index.js";
import { DburiError } from "../../uri/index.js";
import { abortedError, timeoutError, withTimeout } from "../errors.js";
import { askedDriver, isInstalled } from "../load.js";
import { explainFailure, type MismatchWatch, REDIS_GREETING, watchOpening } from "../probe.js";
import { elapsedMs, timeoutOf } from "../timing.js";
import type { ConnectOptions, DriverAdapter, PingResult } from "../types.js";
import { isDriverTimeout, redisFailure } from "./failures.js";
import {
  createSession,
  openSession,
  REDIS_DRIVERS,
  type RedisDriver,
  type RedisSession,
  type SessionUse,
} from "./sessions.js";

const ENGINE = "Redis";

/**
 * What `ping` reports for Redis: the common fields, the database number and the socket.
 * @example
 * const { db, socket } = (await ping("redis://localhost:6379/2")) as RedisPingResult;
 * // db: 2, socket: null (over TCP)
 */
export interface RedisPingResult extends PingResult {
  /** The database that was selected. */
  readonly db: number;
  /** The unix socket connected to, or null over TCP. */
  readonly socket: string | null;
}

function redisTarget(target: Target): RedisTarget {
  if (!isRedisTarget(target)) {
    throw new DburiError({
      code: "invalid-argument",
      reason: `the Redis adapter cannot connect to a '${target.scheme}' target`,
      fix: "interpret a redis:, rediss: or Redis socket URI",
    });
  }
  return target;
}

/** The driver asked for, else node-redis when installed, else ioredis. */
async function chooseDriver(options: ConnectOptions): Promise<RedisDriver> {
  const asked = askedDriver(options, ENGINE, REDIS_DRIVERS);
  if (asked !== undefined) return asked;
  for (const driver of REDIS_DRIVERS) if (await isInstalled(driver)) return driver;
  throw new DburiError({
    code: "driver-not-installed",
    reason:
      "connecting to Redis needs the 'redis' (node-redis) or the 'ioredis' package; neither is installed",
    fix: "npm install redis (or npm install ioredis)",
  });
}

/**
 * The time limits of one attempt. `timeoutMs` bounds the whole of it; within that, the URI's
 * `socket_connect_timeout` bounds opening (TCP, TLS and the driver's handshake: HELLO, AUTH, SELECT, until
 * the driver is ready) and `socket_timeout` each reply after it. As in redis-py, opening falls back to
 * `socket_timeout` when `socket_connect_timeout` is not given. dburi enforces them itself, because neither
 * driver's own options cover a server that accepts the connection and never answers.
 */
class Limits {
  readonly #deadline: number;
  constructor(
    private readonly target: RedisTarget,
    private readonly overallMs: number,
    /** The caller's signal: its abort ends a stage as a limit would. */
    private readonly signal: AbortSignal | undefined,
  ) {
    this.#deadline = performance.now() + overallMs;
  }

  /** The stage's own limit (the URI's) and its parameter, if the URI gives one. */
  #own(stage: "open" | "reply"): [number | undefined, string] {
    const o = this.target.options;
    return stage === "open" && o.socket_connect_timeout !== undefined
      ? [o.socket_connect_timeout, "socket_connect_timeout"]
      : [o.socket_timeout, "socket_timeout"];
  }

  /** What is left of the whole, in milliseconds. */
  left(): number {
    return Math.max(0, Math.ceil(this.#deadline - performance.now()));
  }

  /** How long a stage starting now may take: its own limit or what is left of the whole, whichever is less. */
  limit(stage: "open" | "reply"): number {
    const [own] = this.#own(stage);
    const left = this.left();
    return own !== undefined && own <= left ? own : left;
  }

  /** Runs one stage within its own limit and what is left of the whole; `cleanup` runs on expiry. */
  within<T>(stage: "open" | "reply", what: string, attempt: Promise<T>, cleanup?: () => void): Promise<T> {
    const [own, param] = this.#own(stage);
    const left = Math.max(0, Math.ceil(this.#deadline - performance.now()));
    const error =
      own !== undefined && own <= left
        ? () => timeoutError(this.target, ENGINE, own, { stage: what, param })
        : () => timeoutError(this.target, ENGINE, this.overallMs, { stage: what });
    const signal = this.signal;
    const aborted = () => abortedError(this.target, ENGINE, { stage: what, reason: signal?.reason });
    return withTimeout(attempt, own !== undefined && own <= left ? own : left, error, cleanup, {
      signal,
      error: aborted,
    });
  }
}

/**
 * Creates and opens a session within the limits, which start before the driver is loaded; on any failure
 * nothing stays open. `started` is when connecting began, after the driver was loaded.
 */
async function openWithin(
  target: RedisTarget,
  options: ConnectOptions,
  use: Pick<SessionUse, "retry">,
): Promise<{ session: RedisSession; started: number; limits: Limits }> {
  const limits = new Limits(target, timeoutOf(options), options.signal);
  const driver = await chooseDriver(options);
  // The driver gets the same limit for opening, so that its own connect timeout (node-redis: 5 s by default)
  // neither ends the attempt first nor keeps a half-open TLS socket alive after dburi's ends it.
  const session = await createSession(driver, target, {
    ...use,
    baseDirectory: options.baseDirectory,
    unsupported: options.unsupported,
    // At least 1: both drivers take 0 as no limit at all.
    connectTimeoutMs: () => Math.max(1, limits.limit("open")),
  });
  const started = performance.now();
  const watch = mismatchWatch(target);
  const watched = watchOpening(openSession(session), limits.limit("open"), watch);
  try {
    await limits.within("open", "finish connecting", watched.result, () => {
      watched.stop();
      session.destroy();
    });
  } catch (error) {
    watched.stop();
    session.destroy();
    throw await explainFailure(redisFailure(error, target, "connecting"), watch, limits.left());
  }
  return { session, started, limits };
}

/** How a failed opening is probed for a server that speaks TLS where the URI did not ask for it, or the other way. */
function mismatchWatch(target: RedisTarget): MismatchWatch {
  const port = target.effectivePort;
  const endpoint =
    target.socket === null && port !== null ? { host: target.host || "localhost", port } : null;
  return { target, engineName: ENGINE, endpoint, greeting: REDIS_GREETING, stage: "connecting" };
}

/** The `redis_version` line of an INFO reply. */
function versionOf(info: unknown): string | null {
  const match = /^redis_version:(.+?)\r?$/m.exec(String(info));
  return match?.[1] ?? null;
}

/**
 * Connects through node-redis or ioredis (`options.driver`, else whichever is installed, node-redis first)
 * and returns the driver's own ready client, after AUTH and SELECT. The caller closes it, and should add
 * an `error` listener: both drivers report later connection trouble through it.
 * @throws DburiError `connection-refused`, `auth-failed`, `timeout`, `tls-error`, `tls-file-unreadable`,
 *   `driver-not-installed`, ...
 * @example
 * const client = await connectRedis(interpret("redis://:pw@localhost/5"), { driver: "ioredis" });
 */
export async function connectRedis(target: Target, options: ConnectOptions = {}): Promise<unknown> {
  return (await openWithin(redisTarget(target), options, { retry: true })).session.client;
}

/**
 * Connects (AUTH and SELECT in the driver's handshake, as the registration says), sends PING, reads the
 * server version from INFO, and closes, never retrying and never leaving a connection open.
 * @throws DburiError with a code (`connection-refused`, `auth-failed`, `database-out-of-range`, ...)
 * @example
 * const { serverVersion, latencyMs, db } = await pingRedis(interpret("rediss://cache.example.com/2"));
 */
export async function pingRedis(target: Target, options: ConnectOptions = {}): Promise<RedisPingResult> {
  const redis = redisTarget(target);
  const { session, started, limits } = await openWithin(redis, options, { retry: false });
  const ignore = () => {};
  session.emitter.on("error", ignore);
  let result: RedisPingResult;
  try {
    const pong = await limits.within("reply", "answer PING", session.command(["PING"]));
    const latencyMs = elapsedMs(started);
    if (String(pong) !== "PONG") {
      throw new DburiError({
        code: "unexpected-reply",
        reason: "the server did not answer PING with PONG",
        fix: "check that the port is a Redis server's",
      });
    }
    // INFO may be denied to a restricted ACL user; the version is then unknown, not an error. A server
    // that stops answering is still a timeout.
    const info = await limits.within(
      "reply",
      "answer INFO",
      session.command(["INFO", "server"]).catch((error: unknown) => {
        if (isDriverTimeout(error)) throw error;
        return null;
      }),
    );
    result = {
      ok: true,
      engine: "redis",
      driver: session.driver,
      host: redis.socket === null ? redis.host || "localhost" : null,
      port: redis.effectivePort,
      database: redis.database,
      db: redis.db,
      socket: redis.socket,
      latencyMs,
      serverVersion: info === null ? null : versionOf(info),
    };
  } catch (error) {
    session.destroy();
    throw redisFailure(error, redis, "checking with PING");
  }
  await limits.within("reply", "close", session.close()).catch(() => {});
  // A server may answer QUIT and keep the connection open: the ping is over, so the socket is ended here
  // whatever the server does, or the process would wait on it (ioredis) until the server hangs up.
  session.destroy();
  return result;
}

/**
 * The Redis adapter for `connect` and `ping`, registered in ADAPTERS under the engine `redis`.
 * @example
 * await redisAdapter.ping(interpret("redis://localhost/1"), { timeoutMs: 2000 });
 */
export const redisAdapter: DriverAdapter = {
  connect: connectRedis,
  ping: pingRedis,
  driver: chooseDriver,
};

// Dereferencing redis URIs as the registration says: connect over RESP, then AUTH and SELECT when a
// password and a database are given. Through node-redis or ioredis, whichever is asked for or installed.

import type { Target } from "../../registry/index.js";
import {
  isRedisSentinelTarget,
  isRedisTarget,
  type RedisSentinelTarget,
  type RedisTarget,
} from "../../schemes/index.js";
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
import {
  askSentinel,
  checkCluster,
  checkMaster,
  type RedisClusterInfo,
  sentinelTarget,
  serverTarget,
} from "./topology.js";

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
  /** Redis Sentinel: the master's name; `host` and `port` are the master's, as the sentinel gave them. */
  readonly masterName?: string;
  /** Redis Sentinel: the sentinel that named the master. */
  readonly sentinel?: { readonly host: string; readonly port: number };
  /** Redis Cluster: CLUSTER INFO of the seed node pinged (`host`, `port`). */
  readonly cluster?: RedisClusterInfo;
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
 * server version from INFO, and closes, never retrying and never leaving a connection open. A Sentinel
 * target's sentinels are asked for the master first (`SENTINEL get-master-addr-by-name`), and the master
 * is pinged and must say it is one (ROLE); a target with several hosts is a Cluster's seed list, and the
 * first seed that answers is pinged and asked for `CLUSTER INFO`, whose state must be ok.
 * @throws DburiError with a code (`connection-refused`, `auth-failed`, `database-out-of-range`,
 *   `master-not-found`, `cluster-down`, ...)
 * @example
 * const { serverVersion, latencyMs, db } = await pingRedis(interpret("rediss://cache.example.com/2"));
 */
export async function pingRedis(target: Target, options: ConnectOptions = {}): Promise<RedisPingResult> {
  const redis = redisTarget(target);
  if (isRedisSentinelTarget(redis)) return pingSentinel(redis, options);
  if (redis.hosts.length > 1) return pingCluster(redis, options);
  return pingServer(redis, options, null);
}

/** The failures that say a server could not be reached, after which a ping tries the next one. */
const UNREACHED: ReadonlySet<string> = new Set([
  "connection-refused",
  "connection-reset",
  "host-not-found",
  "host-unreachable",
  "timeout",
]);

function unreached(error: unknown): boolean {
  return error instanceof DburiError && UNREACHED.has(error.code);
}

/**
 * Asks the sentinels in turn for the master's address (Redis Sentinel's client guidelines: the first
 * sentinel that answers), then pings the master with the data nodes' credentials and database and checks
 * its ROLE. A sentinel that cannot be reached is passed over; one that knows no such master too, and if
 * none knows it the ping fails with `master-not-found`.
 */
async function pingSentinel(target: RedisSentinelTarget, options: ConnectOptions): Promise<RedisPingResult> {
  let first: unknown;
  let unknownTo = 0;
  for (const sentinel of target.hosts) {
    const asked = sentinelTarget(target, sentinel);
    let master: { host: string; port: number } | null;
    try {
      const { session, limits } = await openWithin(asked, options, { retry: false });
      const ignore = () => {};
      session.emitter.on("error", ignore);
      try {
        master = await limits.within(
          "reply",
          "answer SENTINEL get-master-addr-by-name",
          askSentinel(session, target.masterName),
        );
      } catch (error) {
        throw redisFailure(error, asked, "asking for the master");
      } finally {
        await limits.within("reply", "close", session.close()).catch(() => {});
        session.destroy();
      }
    } catch (error) {
      first ??= error;
      continue;
    }
    if (master === null) {
      unknownTo++;
      continue;
    }
    const data = serverTarget(target, master, {});
    const result = await pingServer(data, options, checkMaster);
    return {
      ...result,
      masterName: target.masterName,
      sentinel: { host: asked.host || "localhost", port: asked.effectivePort ?? 26379 },
    };
  }
  if (unknownTo > 0) {
    throw new DburiError({
      code: "master-not-found",
      reason: `${unknownTo === 1 ? "the sentinel asked knows" : `the ${unknownTo} sentinels asked know`} no master named '${target.masterName}'`,
      fix: "check sentinelMasterId against the name in the sentinels' 'sentinel monitor' line (SENTINEL masters lists them)",
    });
  }
  throw first;
}

/**
 * Pings a Redis Cluster through its seed nodes: the first that can be reached is pinged (AUTH, no SELECT:
 * a cluster has database 0 only) and asked for CLUSTER INFO, whose state must be ok.
 */
async function pingCluster(target: RedisTarget, options: ConnectOptions): Promise<RedisPingResult> {
  if (target.db !== 0) {
    // Redis Cluster specification: "Redis Cluster does not support multiple databases"; SELECT is refused.
    throw new DburiError({
      code: "database-out-of-range",
      reason: `the URI selects database ${target.db}, and a Redis Cluster serves database 0 only`,
      fix: "drop the database from the URI (or write /0)",
    });
  }
  let first: unknown;
  for (const seed of target.hosts) {
    const node = serverTarget(
      target,
      { host: seed.host || "localhost", port: seed.effectivePort ?? 6379 },
      {},
    );
    try {
      return await pingServer(node, options, checkCluster);
    } catch (error) {
      if (!unreached(error)) throw error;
      first ??= error;
    }
  }
  throw first;
}

/**
 * What a ping checks after PING on one kind of server, returning the fields it adds to the result.
 * @throws DburiError when the server is not what the URI needs
 */
type ServerCheck = (session: RedisSession, limits: Limits) => Promise<Partial<RedisPingResult>>;

/** Pings one server, with `check` after PING; the result names that server. */
async function pingServer(
  redis: RedisTarget,
  options: ConnectOptions,
  check: ServerCheck | null,
): Promise<RedisPingResult> {
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
    const extra =
      check === null ? {} : await limits.within("reply", "answer the check", check(session, limits));
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
      ...extra,
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

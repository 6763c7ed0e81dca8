// How the SQL adapters (PostgreSQL, MySQL) open a connection: within a deadline, with libpq's and MySQL's
// second attempt for the opportunistic TLS modes (prefer: TLS then plain; allow: plain then TLS), and with
// every failure turned into a DburiError with a code and no secret.

import type { DburiError } from "../../uri/index.js";
import { connectionError, withTimeout } from "../errors.js";
import { elapsedMs } from "../timing.js";
import type { PingResult } from "../types.js";
import {
  abortError,
  type ConnectionLimit,
  type LimitedAttempt,
  limitError,
  remainingMs,
} from "./deadline.js";
import type { SqlFailure } from "./errors.js";

/** What an attempt needs to know to report a failure. */
export interface AttemptContext extends LimitedAttempt {
  /** The limit in force (the driver was given what is left of it as its own timeout). */
  readonly limit: ConnectionLimit;
  /** The engine's error classifier. */
  readonly classify: (error: unknown) => SqlFailure | undefined;
}

/**
 * A driver error as a DburiError: the engine's meaning of it (`auth-failed`, `database-not-found`,
 * `tls-required`, ...), a timeout naming the limit that expired, or connectionError's reading.
 * @example
 * import { pgFailure } from "./errors.js";
 *
 * const context: AttemptContext = {
 *   target: interpret("postgresql://app:pw@db/shop"),
 *   engineName: "PostgreSQL",
 *   limit: { until: performance.now() + 5000, ms: 5000 },
 *   classify: pgFailure,
 * };
 * const refused = Object.assign(new Error('password authentication failed for user "app"'), { code: "28P01" });
 * sqlError(refused, context).code; // "auth-failed"
 */
export function sqlError(error: unknown, context: AttemptContext): DburiError {
  const failure = context.classify(error);
  if (failure?.code === "timeout") return limitError(context);
  return connectionError(error, {
    target: context.target,
    engineName: context.engineName,
    code: failure?.code,
    fix: failure?.fix,
    address: context.address,
  });
}

/**
 * Runs `open` within what is left of the context's limit and until the context's signal aborts; `abandon`
 * (if given) runs when either ends it first, to close what the attempt opened. When nothing is left, or the
 * signal has aborted, `open` is not even called.
 * @example
 * import pg from "pg";
 * import { pgFailure } from "./errors.js";
 *
 * const context: AttemptContext = {
 *   target: interpret("postgresql://app@db/shop"),
 *   engineName: "PostgreSQL",
 *   limit: { until: performance.now() + 5000, ms: 5000 },
 *   classify: pgFailure,
 * };
 * const client = new pg.Client({ host: "db", user: "app", database: "shop" });
 * await withDeadline(() => client.connect(), context, () => void client.end()); // throws timeout unless connected within 5 s
 */
export async function withDeadline<T>(
  open: () => Promise<T>,
  context: AttemptContext,
  abandon?: () => void,
): Promise<T> {
  const signal = context.signal;
  if (signal?.aborted === true) throw abortError(context);
  const ms = remainingMs(context.limit);
  if (ms === 0) throw limitError(context);
  return withTimeout(open(), ms, () => limitError(context), abandon, {
    signal,
    error: () => abortError(context),
  });
}

/**
 * Opens with `first`; when that fails because of TLS in the way `retryWhen` names, opens with `second`.
 * libpq's prefer (TLS, then plain when the server has no TLS) and allow (plain, then TLS when the server
 * demands it); MySQL's PREFERRED likewise.
 * @example
 * import pg from "pg";
 * import { pgFailure } from "./errors.js";
 *
 * const context: AttemptContext = {
 *   target: interpret("postgresql://app@db/shop?sslmode=prefer"),
 *   engineName: "PostgreSQL",
 *   limit: { until: performance.now() + 5000, ms: 5000 },
 *   classify: pgFailure,
 * };
 * const open = async (config: pg.ClientConfig) => {
 *   const client = new pg.Client(config);
 *   await client.connect();
 *   return client;
 * };
 * // sslmode=prefer: TLS first, then plain when the server has no TLS
 * const config = { host: "db", user: "app", database: "shop" };
 * const attempts = [{ ...config, ssl: true }, { ...config, ssl: false }] as const;
 * const client = await withTlsRetry(attempts, "unavailable", open, context);
 */
export async function withTlsRetry<C, T>(
  configs: readonly [C, C?],
  retryWhen: "unavailable" | "demanded" | undefined,
  open: (config: C) => Promise<T>,
  context: AttemptContext,
): Promise<T> {
  const [first, second] = configs;
  try {
    return await open(first);
  } catch (error) {
    if (second === undefined || retryWhen === undefined || context.classify(error)?.tls !== retryWhen)
      throw error;
    return await open(second);
  }
}

/** What a ping reports besides the check's answer. */
export interface PingReport {
  readonly engine: string;
  readonly driver: string;
  readonly host: string | null;
  readonly port: number | null;
  /** `performance.now()` when the ping started connecting, once the driver was loaded. */
  readonly started: number;
}

/** How ping closes its connection: politely after the check, at once when the check failed. */
export interface Closers {
  /** Ends the session (pg's Terminate, MySQL's COM_QUIT) and waits for it. */
  readonly end: () => Promise<unknown>;
  /** Drops the socket now: a server that stopped answering would never acknowledge `end`. */
  readonly destroy: () => void;
}

/**
 * Runs the engine's check on an open connection within the context's limit, closes the connection
 * whatever happens, and reports the server's version and current database.
 * @example
 * import mysql, { type RowDataPacket } from "mysql2/promise";
 * import { mysqlFailure } from "./errors.js";
 *
 * const started = performance.now();
 * const context: AttemptContext = {
 *   target: interpret("mysql://app@db/shop"),
 *   engineName: "MySQL",
 *   limit: { until: started + 10_000, ms: 10_000 },
 *   classify: mysqlFailure,
 * };
 * interface Row extends RowDataPacket {
 *   version: string;
 *   database: string;
 * }
 * const connection = await mysql.createConnection({ host: "db", user: "app", database: "shop" });
 * const check = async () =>
 *   (await connection.query<Row[]>("SELECT VERSION() AS version, DATABASE() AS `database`"))[0][0];
 * const closers = { end: () => connection.end(), destroy: () => connection.destroy() };
 * await pingWith(check, closers, context, { engine: "mysql", driver: "mysql2", host: "db", port: 3306, started });
 * // e.g. { ok: true, engine: "mysql", driver: "mysql2", host: "db", port: 3306, database: "shop", latencyMs: 2.6, serverVersion: "8.4.3" }
 */
export async function pingWith(
  check: () => Promise<{ version?: string | null; database?: string | null } | undefined>,
  close: Closers,
  context: AttemptContext,
  report: PingReport,
): Promise<PingResult> {
  let failed = false;
  try {
    const row = await withDeadline(check, context, close.destroy);
    const { started, ...where } = report;
    return {
      ok: true,
      ...where,
      database: row?.database ?? null,
      latencyMs: elapsedMs(started),
      serverVersion: row?.version ?? null,
    };
  } catch (error) {
    failed = true;
    throw sqlError(error, context);
  } finally {
    if (failed) close.destroy();
    else await close.end().catch(() => {});
  }
}

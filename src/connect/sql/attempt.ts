// How the SQL adapters (PostgreSQL, MySQL) open a connection: within a deadline, with libpq's and MySQL's
// second attempt for the opportunistic TLS modes (prefer: TLS then plain; allow: plain then TLS), and with
// every failure turned into a DburiError with a code and no secret.

import type { DburiError } from "../../uri/index.js";
import { connectionError, withTimeout } from "../errors.js";
import { elapsedMs } from "../timing.js";
import type { PingResult } from "../types.js";
import { type ConnectionLimit, type LimitedAttempt, limitError, remainingMs } from "./deadline.js";
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
 * throw sqlError(error, context);
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
 * Runs `open` within what is left of the context's limit; `abandon` (if given) runs when the limit ends
 * first, to close what the attempt opened. When nothing is left, `open` is not even called.
 * @example
 * const client = await withDeadline(() => client.connect(), context, () => destroySocket(client));
 */
export async function withDeadline<T>(
  open: () => Promise<T>,
  context: AttemptContext,
  abandon?: () => void,
): Promise<T> {
  const ms = remainingMs(context.limit);
  if (ms === 0) throw limitError(context);
  return withTimeout(open(), ms, () => limitError(context), abandon);
}

/**
 * Opens with `first`; when that fails because of TLS in the way `retryWhen` names, opens with `second`.
 * libpq's prefer (TLS, then plain when the server has no TLS) and allow (plain, then TLS when the server
 * demands it); MySQL's PREFERRED likewise.
 * @example
 * await withTlsRetry([tlsConfig, plainConfig], "unavailable", open, context);
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
  /** `performance.now()` when the ping started connecting. */
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
 * return pingWith(() => readVersion(client), { end: () => client.end(), destroy }, context, { engine: "pg", driver: "pg", host, port, started });
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

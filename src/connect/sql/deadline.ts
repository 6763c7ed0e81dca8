// The time limits of a PostgreSQL or MySQL attempt. Two limits meet here:
// - ConnectOptions.timeoutMs, when the caller gives it, bounds the whole attempt: every host of a list,
//   the second attempt of the opportunistic TLS modes, and ping's check.
// - The URI's connect timeout (libpq's connect_timeout, MySQL's connect-timeout or connectTimeout) bounds
//   each connection, as libpq applies it "separately to each host name or IP address" (PostgreSQL 18
//   §32.1.2). When the caller gave no timeoutMs, it replaces the default deadline while connecting: the
//   URI chose, the caller did not. 0 (libpq and MySQL: wait forever) counts as no URI timeout.
// The driver gets whichever ends first as its own connect timeout, so that its timer closes its socket.

import type { Target } from "../../registry/index.js";
import type { DburiError } from "../../uri/index.js";
import { abortedError, timeoutError } from "../errors.js";
import { timeoutOf } from "../timing.js";
import type { ConnectOptions } from "../types.js";

/**
 * The limits of one `connect` or `ping`.
 * @example
 * const started = performance.now();
 * const deadline: SqlDeadline = sqlDeadline({ timeoutMs: 1000 }, { ms: 3000, param: "connect_timeout" }, started);
 * deadline.until === started + 1000; // true: the caller's limit bounds everything
 */
export interface SqlDeadline {
  /** `performance.now()` by which everything must be done; undefined when only the URI's limit applies. */
  readonly until: number | undefined;
  /** The caller's timeoutMs, or the default: the length of `until`, and ping's check limit without it. */
  readonly totalMs: number;
  /** The URI's limit on each connection, in milliseconds; undefined when it sets none (or 0). */
  readonly uriMs: number | undefined;
  /** The URI parameter that set `uriMs`, for messages. */
  readonly uriParam: string | undefined;
}

/** The URI's connect timeout: milliseconds (0 or undefined: none), and the parameter that says so. */
export interface UriTimeout {
  readonly ms: number | undefined;
  readonly param: string;
}

/**
 * The limits of an attempt started at `started` (a `performance.now()` reading).
 * @throws DburiError `invalid-argument` for a bad timeoutMs
 * @example
 * sqlDeadline({}, { ms: 12000, param: "connect_timeout" }, performance.now()).until; // undefined: the URI's 12 s apply
 */
export function sqlDeadline(options: ConnectOptions, uri: UriTimeout, started: number): SqlDeadline {
  const totalMs = timeoutOf(options);
  const uriMs = uri.ms === undefined || uri.ms <= 0 ? undefined : uri.ms;
  const explicit = options.timeoutMs !== undefined;
  return {
    until: !explicit && uriMs !== undefined ? undefined : started + totalMs,
    totalMs,
    uriMs,
    uriParam: uriMs === undefined ? undefined : uri.param,
  };
}

/**
 * The limit of one connection (one host of a list; its second TLS attempt shares it, as in libpq): when it
 * ends, and what to say when it does.
 * @example
 * const deadline = sqlDeadline({ timeoutMs: 1000 }, { ms: 3000, param: "connect_timeout" }, 0);
 * const limit: ConnectionLimit = connectionLimit(deadline, 0); // { until: 1000, ms: 1000 }
 * remainingMs(limit, 250); // 750: the driver's own connect timeout
 */
export interface ConnectionLimit {
  /** `performance.now()` by which the connection must be made. */
  readonly until: number;
  /** The length of the limit that ends then, as the timeout message gives it. */
  readonly ms: number;
  /** The URI parameter that set it, when the URI's limit is the one that ends first. */
  readonly param?: string | undefined;
}

/**
 * The limit of a connection starting now: the URI's timeout from now, or what is left of the caller's
 * deadline, whichever ends first.
 * @example
 * connectionLimit(sqlDeadline({ timeoutMs: 500 }, { ms: 3000, param: "connect_timeout" }, performance.now())).ms; // 500
 */
export function connectionLimit(deadline: SqlDeadline, now: number = performance.now()): ConnectionLimit {
  const left = deadline.until === undefined ? Number.POSITIVE_INFINITY : deadline.until - now;
  if (deadline.uriMs !== undefined && deadline.uriMs <= left) {
    return { until: now + deadline.uriMs, ms: deadline.uriMs, param: deadline.uriParam };
  }
  return { until: now + left, ms: deadline.totalMs };
}

/**
 * The limit of ping's check, once connected: what is left of the caller's deadline, else (the URI's
 * timeout bounded the connecting) the default timeout from now.
 * @example
 * const deadline = sqlDeadline({}, { ms: 3000, param: "connect_timeout" }, 0); // the URI's 3 s bound connecting
 * checkLimit(deadline, 2500); // { until: 12500, ms: 10000 }
 */
export function checkLimit(deadline: SqlDeadline, now: number = performance.now()): ConnectionLimit {
  return { until: deadline.until ?? now + deadline.totalMs, ms: deadline.totalMs };
}

/**
 * Whole milliseconds left before `limit` ends, at least 1 while any time is left; 0 once it has ended.
 * @example
 * remainingMs({ until: 1000, ms: 1000 }, 250.5); // 750
 * remainingMs({ until: 1000, ms: 1000 }, 1200); // 0
 */
export function remainingMs(limit: ConnectionLimit, now: number = performance.now()): number {
  const left = limit.until - now;
  return left <= 0 ? 0 : Math.max(1, Math.ceil(left));
}

/**
 * What `limitError` reads of an attempt (`AttemptContext` in attempt.ts has it all).
 * @example
 * const attempt: LimitedAttempt = {
 *   target: interpret("postgresql://db/shop"),
 *   engineName: "PostgreSQL",
 *   limit: { until: performance.now() + 1000, ms: 1000 },
 * };
 */
export interface LimitedAttempt {
  readonly target: Target;
  /** Human name of the engine, e.g. `PostgreSQL`. */
  readonly engineName: string;
  /** The limit in force. */
  readonly limit: ConnectionLimit;
  /** The host (and port) or socket being reached, when not the target's first (one host of a list). */
  readonly address?: string | undefined;
  /** The caller's signal (`ConnectOptions.signal`): its abort ends the attempt as a limit would. */
  readonly signal?: AbortSignal | undefined;
}

/**
 * The timeout error of a limit that has ended: the caller's (or default) timeoutMs, or the URI's
 * parameter when that was the limit.
 * @example
 * const target = interpret("postgresql://db/shop?connect_timeout=3");
 * const limit = { until: performance.now(), ms: 3000, param: "connect_timeout" };
 * limitError({ target, engineName: "PostgreSQL", limit }).reason;
 * // "PostgreSQL at db:5432 did not answer within 3000 ms (the URI's connect_timeout)"
 */
export function limitError(context: LimitedAttempt): DburiError {
  const { ms, param } = context.limit;
  return timeoutError(context.target, context.engineName, ms, { param, address: context.address });
}

/**
 * The `aborted` error of an attempt whose signal aborted.
 * @example
 * const controller = new AbortController();
 * controller.abort();
 * const target = interpret("postgresql://db/shop");
 * abortError({ target, engineName: "PostgreSQL", limit: { until: 0, ms: 0 }, signal: controller.signal }).code; // "aborted"
 */
export function abortError(context: LimitedAttempt): DburiError {
  return abortedError(context.target, context.engineName, {
    address: context.address,
    reason: context.signal?.reason,
  });
}

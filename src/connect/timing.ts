// The time options of `connect` and `ping`, and how every adapter reports latency.

import { DburiError } from "../uri/index.js";

/**
 * The default deadline of `connect` and `ping` in milliseconds, as ConnectOptions documents it.
 * @example
 * await ping("redis://cache.example.com", { timeoutMs: 3 * DEFAULT_TIMEOUT_MS }); // a slow link: thirty seconds
 */
export const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * The longest timeout, in milliseconds: Node's timers take at most 2^31 - 1 ms (about 24.8 days) and fire
 * at once, with a TimeoutOverflowWarning, for anything longer.
 * @example
 * await ping("redis://cache.example.com", { timeoutMs: MAX_TIMEOUT_MS }); // the longest wait there is
 */
export const MAX_TIMEOUT_MS = 2_147_483_647;

/**
 * `options.timeoutMs`, checked, or the default: a whole number of milliseconds from 1 to MAX_TIMEOUT_MS.
 * @throws DburiError `invalid-argument` for anything else (0, negative, fractional, NaN, too large)
 * @example
 * timeoutOf({}); // 10000
 * timeoutOf({ timeoutMs: 1.5 }); // throws invalid-argument
 */
export function timeoutOf(options: { readonly timeoutMs?: number | undefined }): number {
  const ms = options.timeoutMs;
  if (ms === undefined) return DEFAULT_TIMEOUT_MS;
  if (typeof ms === "number" && Number.isInteger(ms) && ms >= 1 && ms <= MAX_TIMEOUT_MS) return ms;
  throw new DburiError({
    code: "invalid-argument",
    reason: `timeoutMs must be a whole number of milliseconds from 1 to ${MAX_TIMEOUT_MS}, not ${String(ms)}`,
    fix: `pass an integer from 1 to ${MAX_TIMEOUT_MS} (about 24.8 days), or leave timeoutMs out for the default ${DEFAULT_TIMEOUT_MS}`,
  });
}

/**
 * Milliseconds since `started` (a `performance.now()` reading), rounded to the microsecond: what every
 * adapter reports as `latencyMs`.
 * @example
 * const started = performance.now();
 * await new Promise((resolve) => setTimeout(resolve, 3));
 * elapsedMs(started); // e.g. 3.142
 */
export function elapsedMs(started: number): number {
  return Math.round((performance.now() - started) * 1000) / 1000;
}

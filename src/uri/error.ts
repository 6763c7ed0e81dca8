// The one error class of dburi. Every failure carries a kebab-case code to branch on, the index in the
// input where it happened, and a message that shows the redacted input with a caret and says how to fix
// it. No message ever holds a password: the input is shown only after redaction.

import type { DburiErrorCode } from "./error-codes.js";
import { UriFault } from "./fault.js";
import { printable } from "./printable.js";
import { applySpans, mapIndex, secretSpans } from "./redact-spans.js";

/**
 * What a `DburiError` is made from.
 * @example
 * throw new DburiError({ code: "invalid-argument", reason: "timeoutMs must be positive", fix: "pass 1 or more" });
 */
export interface DburiErrorInit {
  /** Kebab-case code, e.g. `invalid-port`, `ambiguous-database`, `connection-refused` (see `DburiErrorCode`). */
  readonly code: DburiErrorCode;
  /** What is wrong, in one sentence that quotes no secret. */
  readonly reason: string;
  /** How to fix it. */
  readonly fix?: string | undefined;
  /** Offset in `input` where the problem is. */
  readonly index?: number | undefined;
  /** The text being read; it is shown redacted, and never stored. */
  readonly input?: string | undefined;
  /** The underlying error, when one caused this one. It must not carry secrets. */
  readonly cause?: unknown;
}

const WINDOW = 72;

/** The redacted input on one line and a caret under `index`, cut to a window around it when long. */
export function pointAt(input: string, index: number | undefined): string {
  const spans = secretSpans(input);
  const shown = applySpans(input, spans);
  if (index === undefined) {
    const line = shown.length > WINDOW * 2 ? `${shown.slice(0, WINDOW * 2)}…` : shown;
    return `  ${printable(line)}`;
  }
  // Clamped to the text: a caret before it or past its end points at its first or last place.
  const at = Math.max(0, Math.min(mapIndex(index, spans), shown.length));
  const from = Math.max(0, at - WINDOW);
  const to = Math.min(shown.length, at + WINDOW);
  const before = from > 0 ? "…" : "";
  const after = to < shown.length ? "…" : "";
  const line = `${before}${printable(shown.slice(from, to))}${after}`;
  return `  ${line}\n  ${" ".repeat(before.length + at - from)}^`;
}

/**
 * The error every dburi function throws. Branch on `code`; show `message` to people.
 * @example
 * try {
 *   parseUri("postgresql://app:pa#ss@db/app");
 * } catch (error) {
 *   if (!(error instanceof DburiError)) throw error;
 *   error.code; // "invalid-userinfo"
 *   error.index; // 19
 * }
 */
export class DburiError extends Error {
  override readonly name = "DburiError";
  /** Kebab-case code, stable across versions: one of `DburiErrorCode`. */
  readonly code: DburiErrorCode;
  /** Offset in the input where the problem was found, or null when it is not about a position. */
  readonly index: number | null;
  /** The problem in one sentence, without the input (a control character it quotes shown as `printable`). */
  readonly reason: string;
  /** How to fix it, or null (shown as `printable`, like `reason`). */
  readonly fix: string | null;

  constructor(init: DburiErrorInit) {
    // A reason or fix may quote a character of the input: a control a terminal obeys, or a bidirectional
    // control, is shown as `printable` shows it, in the message and in these fields alike.
    const reason = printable(init.reason);
    const fix = init.fix === undefined ? null : printable(init.fix);
    const lines = [`${reason} [${init.code}]${init.index === undefined ? "" : ` at index ${init.index}`}`];
    if (init.input !== undefined) lines.push(pointAt(init.input, init.index));
    if (fix) lines.push(`  fix: ${fix}`);
    super(lines.join("\n"), init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.index = init.index ?? null;
    this.reason = reason;
    this.fix = fix;
  }
}

/**
 * Whether `value` is a `DburiError`, optionally with the given code.
 * @example
 * const result = tryParseUri("redis://h:99999");
 * if (!result.ok && isDburiError(result.error, "invalid-port")) console.error(result.error.fix);
 */
export function isDburiError(value: unknown, code?: DburiErrorCode): value is DburiError {
  return value instanceof DburiError && (code === undefined || value.code === code);
}

/**
 * Turns a scanner fault into the public error, which shows `input` redacted; anything else is returned as
 * it is.
 * @example
 * import { UriFault } from "./fault.js";
 *
 * const error = faultToError(new UriFault("invalid-port", 10, "bad port", "fix it"), "redis://h:x");
 * isDburiError(error, "invalid-port"); // true
 */
export function faultToError(fault: unknown, input: string): unknown {
  if (!(fault instanceof UriFault)) return fault;
  return new DburiError({
    code: fault.code,
    reason: fault.reason,
    fix: fault.fix,
    index: fault.index,
    input,
  });
}

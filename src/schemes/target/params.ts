// Typed query parameters: what a parameter's spec says (`ParamSpec`; a family's catalogue extends it with
// fates), the one way each type reads its text (`typedValue`), and why a text is not what its spec admits
// (`invalidParam`). Reading a whole query by a catalogue is query.ts's.

import { DburiError, isSecretKey, type QueryEntry, valueIndexOf } from "../../uri/index.js";

/**
 * How a parameter's text is read.
 * @example
 * const type: ParamType = "duration"; // "2s", "1500ms" or a bare number in the spec's unit
 */
export type ParamType = "string" | "boolean" | "integer" | "number" | "duration" | "enum" | "path";

/**
 * One documented query parameter.
 * @example
 * const spec: ParamSpec = { type: "integer", description: "Seconds to wait", min: 0 };
 */
export interface ParamSpec {
  readonly type: ParamType;
  /** One line for documentation and the CLI. */
  readonly description: string;
  /** Other spellings accepted for it (amqplib's `frameMax` for `frame_max`). */
  readonly aliases?: readonly string[] | undefined;
  /** The allowed values of an `enum`. */
  readonly values?: readonly string[] | undefined;
  /** An `enum` whose values match in any case (MySQL's `ssl-mode`); the option is the listed spelling. */
  readonly ignoreCase?: boolean | undefined;
  /** Bounds of a number, integer or duration (in milliseconds for durations). */
  readonly min?: number | undefined;
  readonly max?: number | undefined;
  /** Unit of a bare number in a `duration`: seconds for libpq's connect_timeout, ms elsewhere. */
  readonly unit?: "ms" | "s" | undefined;
  /** May appear more than once; the option is then an array in order. */
  readonly repeatable?: boolean | undefined;
  /**
   * Typed as `type` says, then held as on or off (`onOff`): libpq's switches, a nonzero integer or "1" on.
   * A query's reading compares repetitions by the typed value, before it is turned into one; not for a
   * repeatable key.
   */
  readonly onOff?: boolean | undefined;
}

/**
 * Whether a typed switch's value (`ParamSpec.onOff`) is on: a number when nonzero, a word when "1".
 * @example
 * [onOff(0), onOff(5), onOff("1"), onOff("0")]; // [false, true, true, false]
 */
export function onOff(value: unknown): boolean {
  return typeof value === "number" ? value !== 0 : value === "1";
}

/**
 * A scheme's parameters by canonical key.
 * @example
 * const specs: ParamSpecs = { timeout: { type: "duration", description: "Read timeout", unit: "ms" } };
 * const uri = parseUri("acme://h?timeout=2s");
 * readParams(uri, specs, { href: uri.href }).options.timeout; // 2000
 */
export type ParamSpecs = Readonly<Record<string, ParamSpec>>;

/**
 * The words a boolean is written with, lowercase, and what each means: what `parseBoolean` reads in any
 * case, and what a query's reading finds in place (query.ts).
 * @example
 * BOOLEAN_WORDS.get("on"); // true
 */
export const BOOLEAN_WORDS: ReadonlyMap<string, boolean> = new Map([
  ["true", true],
  ["1", true],
  ["yes", true],
  ["on", true],
  ["false", false],
  ["0", false],
  ["no", false],
  ["off", false],
]);

/**
 * Reads a boolean the one way dburi accepts: true/false, 1/0, yes/no, on/off, in any case. Anything
 * else is undefined (never a truthy string).
 * @example
 * parseBoolean("Yes"); // true
 * parseBoolean("disable"); // undefined
 */
export function parseBoolean(text: string): boolean | undefined {
  return BOOLEAN_WORDS.get(text.toLowerCase());
}

const DURATION_UNITS: Readonly<Record<string, number>> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/**
 * Reads a duration as milliseconds: a non-negative decimal number with an optional unit `ms`, `s`, `m`
 * or `h`; a bare number is in `unit`. Undefined when it is not a duration.
 * @example
 * parseDuration("1.5s", "ms"); // 1500
 * parseDuration("10", "s"); // 10000
 */
export function parseDuration(text: string, unit: "ms" | "s"): number | undefined {
  let end = text.length;
  while (end > 0 && isAsciiLetter(text.charCodeAt(end - 1))) end--;
  const number = end === text.length ? text : text.slice(0, end);
  const suffix = end === text.length ? unit : text.slice(end).toLowerCase();
  // An own unit only: "5constructor" must not find Object.prototype's constructor and read as NaN.
  const scale = Object.hasOwn(DURATION_UNITS, suffix) ? DURATION_UNITS[suffix] : undefined;
  if (scale === undefined || !isDecimal(number)) return undefined;
  return Number(number) * scale;
}

function isAsciiLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/** Whether text is an unsigned decimal number (digits, at most one "."), as durations and numbers are. */
function isDecimal(text: string): boolean {
  let dots = 0;
  let digits = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 46) dots++;
    else if (c >= 48 && c <= 57) digits++;
    else return false;
  }
  return digits > 0 && dots <= 1;
}

/** Whether text is an optionally signed integer in decimal digits. */
function isInteger(text: string): boolean {
  let i = text.startsWith("-") ? 1 : 0;
  if (i === text.length) return false;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

function describeValue(key: string, value: string): string {
  return isSecretKey(key) ? "the value" : `'${value}'`;
}

function bounds(spec: ParamSpec): string {
  if (spec.min !== undefined && spec.max !== undefined) return ` from ${spec.min} to ${spec.max}`;
  if (spec.min !== undefined) return ` of at least ${spec.min}`;
  if (spec.max !== undefined) return ` of at most ${spec.max}`;
  return "";
}

/** What `typedValue` returns for a value its spec does not admit. */
export const NOT_TYPED: unique symbol = Symbol("not typed");

/**
 * A parameter's value typed per its spec (a boolean, number, duration in milliseconds, the listed spelling
 * of an enum, or the text), or `NOT_TYPED` when the spec does not admit it. `readParams` says why.
 * @example
 * typedValue({ type: "duration", description: "", unit: "s" }, "10"); // 10000
 * typedValue({ type: "boolean", description: "" }, "maybe"); // NOT_TYPED
 */
export function typedValue(spec: ParamSpec, value: string): unknown {
  switch (spec.type) {
    case "string":
    case "path":
      return value;
    case "boolean":
      return parseBoolean(value) ?? NOT_TYPED;
    case "enum": {
      const values = spec.values ?? [];
      // The listed string itself, not the text read from the URI: the same value (bench/README.md, "Why the hot path looks as it does").
      const index = spec.ignoreCase
        ? values.findIndex((v) => v.toLowerCase() === value.toLowerCase())
        : values.indexOf(value);
      return index < 0 ? NOT_TYPED : values[index];
    }
    case "integer":
    case "number": {
      const ok = spec.type === "integer" ? isInteger(value) : isDecimal(value.replace(/^-/, ""));
      const number = Number(value);
      return ok && inBounds(number, spec) ? number : NOT_TYPED;
    }
    case "duration": {
      const ms = parseDuration(value, spec.unit ?? "ms");
      return ms !== undefined && inBounds(ms, spec) ? ms : NOT_TYPED;
    }
  }
}

/** Why a value is not what its spec admits: the reason and the fix of its `invalid-param` error. */
function whyNotTyped(key: string, spec: ParamSpec, value: string): { reason: string; fix: string } {
  const shown = describeValue(key, value);
  switch (spec.type) {
    case "boolean":
      return { reason: `${key}=${shown} is not a boolean`, fix: "write true/false, 1/0, yes/no or on/off" };
    case "enum": {
      const values = (spec.values ?? []).join(", ");
      return { reason: `${key}=${shown} is not one of ${values}`, fix: `write one of: ${values}` };
    }
    case "integer":
    case "number": {
      const kind = spec.type === "integer" ? "an integer" : "a number";
      return { reason: `${key}=${shown} is not ${kind}${bounds(spec)}`, fix: `write ${kind}${bounds(spec)}` };
    }
    default:
      return {
        reason: `${key}=${shown} is not a duration${bounds(spec)}`,
        fix: `write a number of ${spec.unit === "s" ? "seconds" : "milliseconds"}, or a number with ms, s, m or h (e.g. 1500ms, 2s)`,
      };
  }
}

/**
 * The `invalid-param` error of a value its spec does not admit (`key`'s canonical name, the entry of its
 * pair), pointing at the value, never quoting a secret one.
 * @example
 * invalidParam("db", REDIS_PARAMS.db!, parseUri("redis://h?db=x").queryEntries[0]!, { href: "redis://h?db=x" }).code;
 * // "invalid-param"
 */
export function invalidParam(
  key: string,
  spec: ParamSpec,
  entry: QueryEntry,
  context: { readonly href: string; readonly offset?: number | undefined },
): DburiError {
  const { reason, fix } = whyNotTyped(key, spec, entry.value);
  const index = valueIndexOf(entry) + (context.offset ?? 0);
  return new DburiError({ code: "invalid-param", reason, fix, index, input: context.href });
}

function inBounds(value: number, spec: ParamSpec): boolean {
  return (spec.min === undefined || value >= spec.min) && (spec.max === undefined || value <= spec.max);
}

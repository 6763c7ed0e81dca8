// Typed query parameters. Each scheme module states its parameters as data (`ParamSpecs`); `readParams`
// validates and converts them, points at the offending value on error, and warns about unknown keys
// instead of dropping them.

import type { Finding } from "../../registry/index.js";
import { DburiError, isSecretKey, type QueryEntry, type Uri, valueIndexOf } from "../../uri/index.js";

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
 * Where the query being read stands in the full input, for error carets.
 * @example
 * const specs: ParamSpecs = { x: { type: "integer", description: "A number" } };
 * const context: ParamContext = { href: "db:acme://h?x=1&y=2", offset: 3 };
 * readParams(parseUri("acme://h?x=1&y=2"), specs, context).warnings[0]?.index; // 16: counted from the "db:"
 */
export interface ParamContext {
  /** The full input (for `db:` URIs, with the prefix). */
  readonly href: string;
  /** Offset of the parsed URI's text within `href`. */
  readonly offset?: number | undefined;
  /** Keys the scheme reads itself (e.g. redis `db`), neither typed here nor warned about. */
  readonly handled?: readonly string[] | undefined;
  /** The pairs to read instead of `uri.queryEntries`, for a scheme with its own query syntax (libpq's). */
  readonly entries?: readonly QueryEntry[] | undefined;
  /** Match keys in any case (MySQL and MongoDB option names); options keep the spec's spelling. */
  readonly ignoreCase?: boolean | undefined;
}

/**
 * What `readParams` returns.
 * @example
 * const uri = parseUri("redis://h?socket_timeout=2&color=red");
 * const read: ReadParams = readParams(uri, REDIS_PARAMS, { href: uri.href });
 * read.options.socket_timeout; // 2000
 * read.unknown.map((entry) => entry.key); // ["color"]: the keys no spec names
 */
export interface ReadParams {
  /** Typed values by canonical key; repeatable keys give arrays. */
  readonly options: Record<string, unknown>;
  /** `unknown-param` and `duplicate-param` warnings. */
  readonly warnings: Finding[];
  /** The pairs whose key no spec names (and not `handled`), in order: what a DSN passes through as is. */
  readonly unknown: QueryEntry[];
}

/**
 * The words a boolean is written with, lowercase, and what each means: what `parseBoolean` reads in any
 * case, and what the plain readings find in place (plain.ts).
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

function invalid(entry: QueryEntry, context: ParamContext, reason: string, fix: string): DburiError {
  const index = valueIndexOf(entry) + (context.offset ?? 0);
  return new DburiError({ code: "invalid-param", reason, fix, index, input: context.href });
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

/** Converts one value per its spec, or throws `invalid-param` pointing at it. */
function convert(key: string, spec: ParamSpec, entry: QueryEntry, context: ParamContext): unknown {
  const value = typedValue(spec, entry.value);
  if (value !== NOT_TYPED) return value;
  const { reason, fix } = whyNotTyped(key, spec, entry.value);
  throw invalid(entry, context, reason, fix);
}

function inBounds(value: number, spec: ParamSpec): boolean {
  return (spec.min === undefined || value >= spec.min) && (spec.max === undefined || value <= spec.max);
}

/** Every name and alias of a spec table, as written, lowercased and loosely, to its canonical key. */
interface KeyIndex {
  readonly exact: ReadonlyMap<string, string>;
  readonly lower: ReadonlyMap<string, string>;
  /** Lowercase without "-" and "_": for the "did you mean" of an unknown key. */
  readonly loose: ReadonlyMap<string, string>;
}

// A memo of each spec table's key index, built on first use. Spec tables are constants, so it never changes
// what readParams returns.
const INDEXES = new WeakMap<ParamSpecs, KeyIndex>();

function looseKey(key: string): string {
  return key.toLowerCase().replaceAll(/[-_]/g, "");
}

function indexOf(specs: ParamSpecs): KeyIndex {
  let index = INDEXES.get(specs);
  if (index === undefined) {
    const exact = new Map<string, string>();
    const lower = new Map<string, string>();
    const loose = new Map<string, string>();
    for (const [name, spec] of Object.entries(specs)) {
      for (const key of [name, ...(spec.aliases ?? [])]) {
        exact.set(key, name);
        lower.set(key.toLowerCase(), name);
        if (!loose.has(looseKey(key))) loose.set(looseKey(key), key);
      }
    }
    index = { exact, lower, loose };
    INDEXES.set(specs, index);
  }
  return index;
}

/** The canonical key for a key as written, through aliases, and in any case with `ignoreCase`. */
function canonicalKey(index: KeyIndex, key: string, ignoreCase: boolean): string | undefined {
  return index.exact.get(key) ?? (ignoreCase ? index.lower.get(key.toLowerCase()) : undefined);
}

/**
 * Validates and types the query of `uri` against a scheme's parameter specs. Unknown keys produce an
 * `unknown-param` warning (they stay in `target.params` and are returned in `unknown`); a non-repeatable
 * key given twice with different values is a `duplicate-param` error, with equal values a warning. With
 * `ignoreCase`, `handled` must be lowercase.
 * @throws DburiError `invalid-param` pointing at the bad value
 * @example
 * const uri = parseUri("redis://h?socket_timeout=2.5");
 * const { options } = readParams(uri, REDIS_PARAMS, { href: uri.href });
 * options.socket_timeout; // 2500
 */
export function readParams(uri: Uri, specs: ParamSpecs, context: ParamContext): ReadParams {
  const options: Record<string, unknown> = {};
  const warnings: Finding[] = [];
  const unknown: QueryEntry[] = [];
  const offset = context.offset ?? 0;
  const ignoreCase = context.ignoreCase === true;
  const index = indexOf(specs);
  for (const entry of context.entries ?? uri.queryEntries) {
    if (context.handled?.includes(ignoreCase ? entry.key.toLowerCase() : entry.key)) continue;
    const key = canonicalKey(index, entry.key, ignoreCase);
    if (key === undefined) {
      unknown.push(entry);
      const close = index.loose.get(looseKey(entry.key));
      warnings.push({
        severity: "warning",
        code: "unknown-param",
        message: `the query parameter '${entry.key}' is not one this scheme documents; it is kept in params`,
        index: entry.index + offset,
        fix: close
          ? `did you mean '${close}'?`
          : "check the spelling, or ignore this if your driver reads it",
      });
      continue;
    }
    const spec = specs[key]!;
    const value = convert(key, spec, entry, context);
    if (spec.repeatable) {
      const list = (options[key] as unknown[] | undefined) ?? [];
      list.push(value);
      options[key] = list;
    } else if (Object.hasOwn(options, key)) {
      if (options[key] !== value) {
        throw new DburiError({
          code: "duplicate-param",
          reason: `'${key}' is given more than once with different values`,
          fix: `keep one '${key}'`,
          index: entry.index + offset,
          input: context.href,
        });
      }
      warnings.push({
        severity: "warning",
        code: "duplicate-param",
        message: `'${key}' is given more than once (with the same value)`,
        index: entry.index + offset,
        fix: `keep one '${key}'`,
      });
    } else options[key] = value;
  }
  return { options, warnings, unknown };
}

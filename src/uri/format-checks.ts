// The argument checks of formatUri and the with* edits: values of the wrong type are refused with an
// `invalid-argument` error that names the part and the type it got (never the value: it may be a secret).

import { DburiError } from "./error.js";
import type { QueryPair } from "./query.js";

/**
 * An `invalid-argument` error.
 * @example
 * argumentError("both path and segments were given", "give one of them").code; // "invalid-argument"
 */
export function argumentError(reason: string, fix: string): DburiError {
  return new DburiError({ code: "invalid-argument", reason, fix });
}

/** What a value is, for a message: its type, never the value itself (it may be a password). */
export function typeName(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}

/**
 * Checks that a decoded component given to `formatUri` or an edit is a string.
 * @throws DburiError `invalid-argument`, naming the component and the type it got
 * @example
 * expectString(5432, "path"); // throws invalid-argument
 */
export function expectString(value: unknown, name: string): asserts value is string {
  if (typeof value === "string") return;
  throw argumentError(`${name} must be a string, got ${typeName(value)}`, `pass ${name} as a string`);
}

/**
 * Checks that a decoded component is a string, or null or undefined for none.
 * @throws DburiError `invalid-argument`, naming the component and the type it got
 * @example
 * expectStringOrNull(null, "the password"); // passes
 */
export function expectStringOrNull(value: unknown, name: string): asserts value is string | null | undefined {
  if (typeof value === "string" || value == null) return;
  throw argumentError(
    `${name} must be a string (or null for none), got ${typeName(value)}`,
    `pass ${name} as a string, or null to leave it out`,
  );
}

/**
 * Checks that query pairs are an array of [key, value] arrays of two strings.
 * @throws DburiError `invalid-argument`, naming the first pair that is not
 * @example
 * checkParams([["db", 1]]); // throws invalid-argument: the value of params[0] must be a string
 */
export function checkParams(params: unknown, name = "params"): readonly QueryPair[] {
  if (!Array.isArray(params)) {
    throw argumentError(
      `${name} must be an array of [key, value] pairs, got ${typeName(params)}`,
      `pass ${name} as [["key", "value"], ...]`,
    );
  }
  params.forEach((pair: unknown, i) => {
    if (!Array.isArray(pair) || pair.length !== 2) {
      throw argumentError(
        `${name}[${i}] must be a [key, value] pair of two strings, got ${typeName(pair)}${Array.isArray(pair) ? ` of length ${pair.length}` : ""}`,
        `pass each pair as ["key", "value"]; an empty value is ""`,
      );
    }
    expectString(pair[0], `the key of ${name}[${i}]`);
    expectString(pair[1], `the value of ${name}[${i}]`);
  });
  return params as readonly QueryPair[];
}

/**
 * Checks that path segments are an array of strings.
 * @throws DburiError `invalid-argument`
 * @example
 * checkSegments("a/b"); // throws invalid-argument: segments must be an array of strings
 */
export function checkSegments(segments: unknown, name = "segments"): readonly string[] {
  if (!Array.isArray(segments)) {
    throw argumentError(
      `${name} must be an array of strings, got ${typeName(segments)}`,
      `pass ${name} as ["a", "b"], or [] for an empty path`,
    );
  }
  for (let i = 0; i < segments.length; i++) expectString(segments[i], `${name}[${i}]`);
  return segments as readonly string[];
}

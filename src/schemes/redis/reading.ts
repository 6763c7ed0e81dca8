// One redis URI being read: its text, where it stands in the full input, its query entries and the
// warnings collected so far, with the indexes that errors and warnings point at.

import type { Finding } from "../../registry/index.js";
import { type QueryEntry, redact, type Uri, valueIndexOf } from "../../uri/index.js";
import { authorityIndex } from "../target/fields.js";

/**
 * One URI being read: its text, where it stands in the input, the pairs of the keys the form reads itself
 * (its sources of the database and the credentials), every pair on demand, and the findings so far.
 * @example
 * import { offsetIn } from "../target/fields.js";
 * const href = "db:redis://h?db=2";
 * const uri = parseUri("redis://h?db=2");
 * const offset = offsetIn(uri, href); // 3
 * const all = () => uri.queryEntries;
 * const reading: Reading = { uri, href, offset, entries: all(), all, warnings: [] };
 */
export interface Reading {
  readonly uri: Uri;
  /** The full input, for error messages. */
  readonly href: string;
  /** Where `uri` starts in `href`. */
  readonly offset: number;
  /** The pairs of the keys the form reads itself (`db`, `password`, `username`, ...), in order. */
  readonly entries: readonly QueryEntry[];
  /** Every pair of the query, decoded when asked for (an error's caret, a warning): `uri.queryEntries`. */
  readonly all: () => readonly QueryEntry[];
  /** The warnings check collects as it reads: the credentials'. */
  readonly warnings: Finding[];
}

/**
 * Index of the userinfo in the full input: after "scheme://" (after "//" without a scheme).
 * @example
 * const uri = parseUri("redis://u:p@h");
 * const all = () => uri.queryEntries;
 * const reading: Reading = { uri, href: uri.href, offset: 0, entries: all(), all, warnings: [] };
 * userinfoIndex(reading); // 8
 */
export function userinfoIndex(reading: Reading): number {
  return reading.offset + authorityIndex(reading.uri);
}

/**
 * Index in the full input of the value of the first query entry with one of `keys` (of the URI's start
 * when there is none).
 * @example
 * const uri = parseUri("redis://h?ssl=false");
 * const all = () => uri.queryEntries;
 * const reading: Reading = { uri, href: uri.href, offset: 0, entries: all(), all, warnings: [] };
 * valueIndex(reading, ["ssl", "tls"]); // 14
 */
export function valueIndex(reading: Reading, keys: readonly string[]): number {
  const entry = reading.all().find((e) => keys.includes(e.key));
  if (entry === undefined) return reading.offset;
  return valueIndexOf(entry) + reading.offset;
}

/**
 * Adds a warning to the reading's findings.
 * @example
 * const warnings: Finding[] = [];
 * warn(warnings, { code: "fragment-ignored", message: "the fragment is ignored", index: 9 });
 * warnings[0]?.severity; // "warning"
 */
export function warn(warnings: Finding[], finding: Omit<Finding, "severity">): void {
  warnings.push({ severity: "warning", ...finding });
}

/** The longest value a message quotes. */
const QUOTED_MAX = 64;

/**
 * ` ('value')` for a message, or "" when the redacted input does not show the value: a raw "/" in a password
 * ends the authority early (`redis://:12/34@h`), and what RFC 3986 then reads as the path is a password.
 * @example
 * `the path${quoted("34@h", "redis://:12/34@h")} is not a database number`; // "the path is not ..."
 */
export function quoted(value: string, href: string): string {
  // A long value is not repeated: the message shows the input, cut to a window around the caret.
  return value !== "" && value.length <= QUOTED_MAX && redact(href).includes(value) ? ` ('${value}')` : "";
}

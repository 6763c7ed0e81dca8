// libpq's keyword/value connection strings (PostgreSQL 18 §32.1.1.1 "Keyword/Value Connection Strings"):
// `keyword = value` separated by whitespace; a value that is empty or holds whitespace, a single quote or a
// backslash is written in single quotes, with `\'` and `\\` inside. libpq's parser (conninfo_parse in
// fe-connect.c) is mirrored here by parseLibpqPairs, so the formats built on it can check their output.

import type { DsnPair } from "./scan-pairs.js";

/** What libpq's parser (C isspace) reads as whitespace. */
const SPACES = " \t\n\v\f\r";

/** SPACES by character code (all of them are below 33). */
const SPACE_CODES = new Uint8Array(33);
for (const c of SPACES) SPACE_CODES[c.charCodeAt(0)] = 1;

/** Whether the character of this code is one of SPACES. */
function isSpace(code: number): boolean {
  return code <= 32 && SPACE_CODES[code] === 1;
}

/**
 * A character that makes a value need quotes: whitespace, `'` or `\`. Unlike the minimum libpq needs,
 * non-ASCII values are quoted too: isspace() in a Latin-1 locale counts byte 0xA0 (inside many UTF-8
 * characters) as a space.
 */
const NEEDS_QUOTES = new RegExp(`[${SPACES}'\\\\\\u0080-\\uffff]`);

/** Whether a value must be quoted: empty, or holding a character NEEDS_QUOTES matches. */
function needsQuotes(value: string): boolean {
  return value === "" || NEEDS_QUOTES.test(value);
}

/**
 * A value as libpq reads it back exactly: bare when it can be, else in single quotes with `'` and `\`
 * escaped by a backslash.
 * @example
 * quoteLibpq("shop"); // "shop"
 * quoteLibpq("it's a b\\c"); // "'it\\'s a b\\\\c'"
 * quoteLibpq(""); // "''"
 */
export function quoteLibpq(value: string): string {
  if (!needsQuotes(value)) return value;
  return `'${value.replace(/[\\']/g, (c) => `\\${c}`)}'`;
}

/**
 * Whether a keyword can be written in a connection string: libpq's keywords are letters, digits and `_`.
 * @example
 * isLibpqKeyword("sslmode"); // true
 * isLibpqKeyword("ssl mode"); // false
 */
export function isLibpqKeyword(key: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(key);
}

/**
 * One keyword/value pair of a libpq string, with where its keyword and value stand in the text.
 * @example
 * const pair: LibpqPair = { key: "host", value: "h", keyStart: 0, valueStart: 5, valueEnd: 6 };
 */
export type LibpqPair = DsnPair;

/**
 * Why a libpq string cannot be read (libpq's own two errors), and where.
 * @example
 * const fault: LibpqFault = { fault: "missing-equals", index: 5 };
 */
export interface LibpqFault {
  readonly fault: "missing-equals" | "unterminated-quote";
  readonly index: number;
}

/**
 * Reads a keyword/value string the way libpq's conninfo_parse does, with each pair's place in the text, or
 * the fault libpq reports (a keyword without `=`, an unterminated quote) and where.
 * @example
 * (scanLibpqPairs("host=h dbname='my db'") as LibpqPair[]).map((p) => p.value); // ["h", "my db"]
 * scanLibpqPairs("host");  // { fault: "missing-equals", index: 4 }
 */
export function scanLibpqPairs(text: string): LibpqPair[] | LibpqFault {
  const pairs: LibpqPair[] = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    while (i < n && isSpace(text.charCodeAt(i))) i++;
    if (i >= n) break;
    const keyStart = i;
    while (i < n && text.charCodeAt(i) !== EQUALS && !isSpace(text.charCodeAt(i))) i++;
    const key = text.slice(keyStart, i);
    while (i < n && isSpace(text.charCodeAt(i))) i++;
    if (text.charCodeAt(i) !== EQUALS) return { fault: "missing-equals", index: i };
    i++;
    while (i < n && isSpace(text.charCodeAt(i))) i++;
    const valueStart = i;
    // The value is read in runs between backslashes, each backslash dropped and the character after it kept.
    let value = "";
    let start: number;
    if (text.charCodeAt(i) === QUOTE) {
      start = ++i;
      for (;;) {
        if (i >= n) return { fault: "unterminated-quote", index: valueStart };
        const c = text.charCodeAt(i);
        if (c === BACKSLASH) {
          value += text.slice(start, i);
          start = ++i;
          if (i < n) i++;
        } else if (c === QUOTE) break;
        else i++;
      }
      value += text.slice(start, i);
      i++;
    } else {
      start = i;
      while (i < n && !isSpace(text.charCodeAt(i))) {
        if (text.charCodeAt(i) === BACKSLASH) {
          value += text.slice(start, i);
          start = ++i;
          if (i < n) i++;
        } else i++;
      }
      value += text.slice(start, i);
    }
    pairs.push({ key, value, keyStart, valueStart, valueEnd: i });
  }
  return pairs;
}

/**
 * Reads a keyword/value string the way libpq's conninfo_parse does, or returns null where libpq reports
 * an error (a keyword without `=`, an unterminated quote).
 * @example
 * parseLibpqPairs("host=h dbname='my db'"); // [["host", "h"], ["dbname", "my db"]]
 */
export function parseLibpqPairs(text: string): [string, string][] | null {
  const pairs = scanLibpqPairs(text);
  return Array.isArray(pairs) ? pairs.map((p) => [p.key, p.value]) : null;
}

const EQUALS = 61;
const QUOTE = 39;
const BACKSLASH = 92;

// The scheme of a text before it is parsed: how interpret() and db: find the definition to parse with.

import { ALPHA, CHAR_CLASS, SCHEME } from "../../uri/chars.js";

/**
 * The index of the ":" that ends a scheme (RFC 3986 §3.1) written at `start` in `text`, or -1 when no
 * scheme starts there. Does not validate the rest.
 * @example
 * schemeEnd("db:pg://h/db", 3); // 5
 * schemeEnd("db:/var/x", 3); // -1
 */
export function schemeEnd(text: string, start: number): number {
  // One table lookup per character (the scanner's table): this runs before every db: interpretation.
  const table = CHAR_CLASS;
  const n = text.length;
  if (start >= n || (table[text.charCodeAt(start)]! & ALPHA) === 0) return -1;
  for (let i = start + 1; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 58) return i;
    if ((table[c]! & SCHEME) === 0) return -1;
  }
  return -1;
}

/**
 * The scheme of `text` as written (RFC 3986 §3.1), or null. Does not validate the rest.
 * @example
 * schemeOf("REDISS://h"); // "REDISS"
 * schemeOf("db:pg://h/db"); // "db"
 * schemeOf("localhost:6379"); // "localhost"
 * schemeOf("/var/run/x"); // null
 */
export function schemeOf(text: string): string | null {
  const end = schemeEnd(text, 0);
  return end < 0 ? null : text.slice(0, end);
}

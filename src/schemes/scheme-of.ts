// The scheme of a text before it is parsed: how interpret() and db: find the definition to parse with.

import { ALPHA, CHAR_CLASS, SCHEME } from "../uri/chars.js";

/**
 * The scheme of `text` as written (RFC 3986 §3.1), or null. Does not validate the rest.
 * @example
 * schemeOf("REDISS://h"); // "REDISS"
 * schemeOf("db:pg://h/db"); // "db"
 * schemeOf("localhost:6379"); // "localhost"
 * schemeOf("/var/run/x"); // null
 */
export function schemeOf(text: string): string | null {
  // One table lookup per character (the scanner's table): this runs before every interpretation.
  const table = CHAR_CLASS;
  const n = text.length;
  if (n === 0 || (table[text.charCodeAt(0)]! & ALPHA) === 0) return null;
  for (let i = 1; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 58) return text.slice(0, i);
    if ((table[c]! & SCHEME) === 0) return null;
  }
  return null;
}

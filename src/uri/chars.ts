// Character classes of RFC 3986 §2 and Appendix A, as bit flags over ASCII.
// One table lookup per character; the one kind of regular expression the scanner runs is a single class
// repeated (runPattern), spelled from this table, which matches in one forward pass and cannot backtrack.

/** ALPHA / DIGIT / "+" / "-" / "." — RFC 3986 §3.1 (after the first character). */
export const SCHEME = 1;
/** unreserved / sub-delims / ":" — RFC 3986 §3.2.1 userinfo, without pct-encoded. */
export const USERINFO = 2;
/** unreserved / sub-delims — RFC 3986 §3.2.2 reg-name, without pct-encoded. */
export const REG_NAME = 4;
/** unreserved / sub-delims / ":" / "@" — RFC 3986 §3.3 pchar, without pct-encoded. */
export const PCHAR = 8;
/** pchar / "/" / "?" — RFC 3986 §3.4 query and §3.5 fragment. */
export const QUERY = 16;
/** HEXDIG — RFC 5234 Appendix B.1, both cases as RFC 3986 §2.1 allows. */
export const HEX = 32;
/** unreserved — RFC 3986 §2.3. */
export const UNRESERVED = 64;
/** ALPHA — RFC 5234. */
export const ALPHA = 128;
/** pchar / "/" — the characters of RFC 3986 §3.3 path, without pct-encoded. */
export const PATH = 256;
/** PATH without "@": what the scanner passes over without a look, an "@" being worth a mark (Offsets.marks). */
export const PATH_WITHOUT_AT = 512;
/** QUERY without "@", likewise. */
export const QUERY_WITHOUT_AT = 1024;
/**
 * unreserved / sub-delims without ",": the authority's characters that its one-pass scan passes over
 * without a note (it counts each ":" and notes a ",").
 */
export const AUTHORITY_PLAIN = 2048;
/** ALPHA / DIGIT / "_" / "." / "-": a bare name (a user name, a key) as redaction reads one. */
export const WORD = 4096;

const UNRESERVED_CHARS = "-._~";
const SUB_DELIMS = "!$&'()*+,;=";

function build(): Uint16Array {
  // Indexed by any UTF-16 code unit, so the scanner needs no range check; non-ASCII units are in no class.
  const table = new Uint16Array(65536);
  const add = (chars: string, flags: number) => {
    for (let i = 0; i < chars.length; i++) table[chars.charCodeAt(i)]! |= flags;
  };
  let alpha = "";
  for (let c = 65; c <= 90; c++) alpha += String.fromCharCode(c, c + 32);
  const digits = "0123456789";
  add(alpha, ALPHA | SCHEME | USERINFO | REG_NAME | PCHAR | PATH | QUERY | UNRESERVED | WORD);
  add(digits, SCHEME | USERINFO | REG_NAME | PCHAR | PATH | QUERY | UNRESERVED | HEX | WORD);
  add("abcdefABCDEF", HEX);
  add("+-.", SCHEME);
  add("_.-", WORD);
  add(UNRESERVED_CHARS, USERINFO | REG_NAME | PCHAR | PATH | QUERY | UNRESERVED);
  add(SUB_DELIMS, USERINFO | REG_NAME | PCHAR | PATH | QUERY);
  add(":", USERINFO | PCHAR | PATH | QUERY);
  add("@", PCHAR | PATH | QUERY);
  add("/", PATH | QUERY);
  add("?", QUERY);
  for (let c = 0; c < 128; c++) {
    if (c === 64) continue;
    if ((table[c]! & PATH) !== 0) table[c]! |= PATH_WITHOUT_AT;
    if ((table[c]! & QUERY) !== 0) table[c]! |= QUERY_WITHOUT_AT;
    if ((table[c]! & REG_NAME) !== 0 && c !== 44) table[c]! |= AUTHORITY_PLAIN;
  }
  return table;
}

/** Flags per UTF-16 code unit; units >= 128 belong to no class. */
export const CHAR_CLASS: Uint16Array = build();

/**
 * A sticky pattern for a run of the characters of the classes in `mask`, spelled from CHAR_CLASS: the
 * table stays the one statement of which characters a component holds. A single character class
 * repeated, `[...]*`, and nothing else: it takes each character once and never backtracks, so it runs in
 * time linear in the run (test/uri/linear.test.ts holds every pattern of this module to that form).
 */
function runPattern(mask: number): RegExp {
  let chars = "";
  for (let c = 0; c < 128; c++) {
    if ((CHAR_CLASS[c]! & mask) !== 0) chars += `\\x${c.toString(16).padStart(2, "0")}`;
  }
  return new RegExp(`[${chars}]*`, "y");
}

/**
 * Whether the UTF-16 code unit `c` is in one of the classes of `mask` (false for NaN, the code unit past a
 * text's end).
 * @example
 * isIn("a".charCodeAt(0), ALPHA); // true
 */
export function isIn(c: number, mask: number): boolean {
  return (CHAR_CLASS[c]! & mask) !== 0;
}

/**
 * Whether `c` is ASCII whitespace, as libpq's isspace() reads the C locale.
 * @example
 * isAsciiSpace(" ".charCodeAt(0)); // true
 */
export function isAsciiSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13);
}

/**
 * Index of the first `char` in text[start, end), or -1; unlike `indexOf`, never looks past `end`.
 * @example
 * firstIndex("a:b:c", ":", 2, 5); // 3
 */
export function firstIndex(text: string, char: string, start: number, end: number): number {
  const code = char.charCodeAt(0);
  for (let i = start; i < end; i++) if (text.charCodeAt(i) === code) return i;
  return -1;
}

/**
 * Index of the first "//" in text[start, end), or -1: bounded, unlike indexOf, so a caller's scan stays
 * linear.
 * @example
 * slashesIn("a:b//c", 0, 6); // 3
 */
export function slashesIn(text: string, start: number, end: number): number {
  for (let i = start; i + 1 < end; i++) {
    if (text.charCodeAt(i) === 47 && text.charCodeAt(i + 1) === 47) return i;
  }
  return -1;
}

/**
 * Index of the ":" ending a scheme (RFC 3986 §3.1) that starts at `start`, or -1.
 * @example
 * schemeEndAt("x db:pg://h", 2); // 4
 */
export function schemeEndAt(text: string, start: number): number {
  if (!isIn(text.charCodeAt(start), ALPHA)) return -1;
  let i = start + 1;
  while (i < text.length && isIn(text.charCodeAt(i), SCHEME)) i++;
  return i < text.length && text.charCodeAt(i) === 58 ? i : -1;
}

/** How far ahead of where it stands `runEnd` looks to tell a long run from a short one. */
const SHORT_RUN = 12;

/**
 * The end of the run of characters in the classes of `mask` that starts at `i` (i itself, when text[i] is
 * none of them), looking no further than `n`, the text's length. The first `first` characters are read
 * one by one; from there, a run whose character SHORT_RUN further on is still of the classes is most likely
 * long (a host name, a query's pairs) and is read by `pattern`, the same classes as a sticky regular
 * expression, whose compiled loop costs a fraction of a JavaScript loop's per character, and any other
 * ends by then and is read character by character (bench/README.md, "Why the hot path looks as it
 * does"). The pattern's `lastIndex` is set before each use and read right after, in the same synchronous
 * call: nothing else ever sees it.
 */
export function runEnd(
  text: string,
  i: number,
  n: number,
  mask: number,
  pattern: RegExp,
  first: number,
): number {
  const table = CHAR_CLASS;
  const stop = i + first < n ? i + first : n;
  while (i < stop) {
    if ((table[text.charCodeAt(i)]! & mask) === 0) return i;
    i++;
  }
  const probe = i + SHORT_RUN;
  if (probe < n && (table[text.charCodeAt(probe)]! & mask) !== 0) {
    pattern.lastIndex = i;
    pattern.test(text);
    return pattern.lastIndex;
  }
  while (i < n && (table[text.charCodeAt(i)]! & mask) !== 0) i++;
  return i;
}

/** A run of a query's characters but "@" (QUERY_WITHOUT_AT), for runEnd. */
export const QUERY_RUN: RegExp = runPattern(QUERY_WITHOUT_AT);

/** A run of the authority's characters that need no note (AUTHORITY_PLAIN), for runEnd. */
export const AUTHORITY_RUN: RegExp = runPattern(AUTHORITY_PLAIN);

// Runs of the classes percent-encoding keeps as they are (encodeComponent in percent.ts), each read whole
// to tell a value that needs no encoding at once.
/** A run of unreserved characters. */
export const UNRESERVED_RUN: RegExp = runPattern(UNRESERVED);
/** A run of reg-name characters. */
export const REG_NAME_RUN: RegExp = runPattern(REG_NAME);
/** A run of pchar characters. */
export const PCHAR_RUN: RegExp = runPattern(PCHAR);
/** A run of query characters. */
export const QUERY_CHAR_RUN: RegExp = runPattern(QUERY);

/** Value of a hexadecimal digit, or -1. */
export function hexValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  const lower = code | 32;
  if (lower >= 97 && lower <= 102) return lower - 87;
  return -1;
}

/**
 * `n` in uppercase hexadecimal, with leading zeros to `width` digits.
 * @example
 * upperHex(0x2f, 4); // "002F"
 */
export function upperHex(n: number, width: number): string {
  return n.toString(16).toUpperCase().padStart(width, "0");
}

/**
 * The UTF-8 percent-encoding of one code point (RFC 3986 §2.1, §2.5): a Unicode scalar value, never a
 * lone surrogate, which has no UTF-8 encoding.
 * @example
 * escapeCodePoint(0xe4); // "%C3%A4", the encoding of "ä"
 */
export function escapeCodePoint(codePoint: number): string {
  // Beyond ASCII, encodeURIComponent writes exactly the UTF-8 octets, in uppercase hex.
  return codePoint < 0x80
    ? `%${upperHex(codePoint, 2)}`
    : encodeURIComponent(String.fromCodePoint(codePoint));
}

// Secrets in `key=value` connection strings, which are not URIs but travel where URIs do (a DATABASE_URL,
// a --env variable, a log line): libpq's `host=db password=...` (pairs separated by whitespace, spaces
// allowed around "=", a value in '...' with \' and \\ inside), ODBC's `Driver={x};PWD=...` (pairs
// separated by ";", a value in {...} with }} inside), ADO.NET's `Server=db;Password="..."` (a value in
// "..." or '...' with the quote doubled inside), JDBC's `jdbc:sqlserver://db:1433;password=...` and
// `&`-separated lists. The value of every pair whose key `isSecretKey` names is hidden; its quotes stay,
// so the text keeps its shape (`PWD={***}`, `password='***'`).
//
// The scan does not trust the quotes of a pair it does not hide: the value of a key that is not secret is
// read for pairs too (`Driver={x;PWD=y}` hides y), so an unclosed quote cannot hide a later password from
// the scan. A quoted secret value without its closing quote runs to the end of the text, the side to err on.

import { isAsciiSpace, isIn, slashesIn, WORD } from "./chars.js";
import { charAt, holdsSecretMember, type ItemListOptions, isSecretKey, type Range } from "./secrets.js";

/** Whether a value starting at `i` opens a JSON object: "{", or "%7B" in text not yet decoded. */
function opensObject(text: string, i: number): boolean {
  return charAt(text, i, 123, "7B", true) > 0;
}

/** How `holdsSecretMember` reads a value of text that may or may not be percent-encoded. */
function objectText(text: string): ItemListOptions {
  return {
    percentEncoded: true,
    decodeKey: (start, end) => {
      try {
        return decodeURIComponent(text.slice(start, end));
      } catch {
        return text.slice(start, end);
      }
    },
  };
}

/**
 * Schemes whose text without "//" is an address, a message id or a file name, where a "name@" is no
 * user with a password: mailto (RFC 6068), sip and sips (RFC 3261), xmpp (RFC 5122), im (RFC 3860), pres
 * (RFC 3859), acct (RFC 7565), mid and cid (RFC 2392), news (RFC 5538), tag (RFC 4151), file (RFC 8089),
 * and SQLite's file names (`db:sqlite:x@y.db`, the db: proposal).
 */
const ADDRESS_SCHEMES: ReadonlySet<string> = new Set([
  "mailto",
  "sip",
  "sips",
  "xmpp",
  "im",
  "pres",
  "acct",
  "mid",
  "cid",
  "news",
  "tag",
  "file",
  "sqlite",
  "sqlite3",
]);

/**
 * Whether text[start, end) names one of ADDRESS_SCHEMES, in any case.
 * @example
 * isAddressScheme("mailto:ops@example.com", 0, 6); // true
 */
export function isAddressScheme(text: string, start: number, end: number): boolean {
  return end - start <= 7 && ADDRESS_SCHEMES.has(text.slice(start, end).toLowerCase());
}

/**
 * The [start, end) of a quoted value whose opening quote is at `open`, and where the scan goes on:
 * `{...}` with `}}` inside (ODBC), `'...'` with `\x` or `''` (libpq; ADO.NET), `"..."` with `""` (ADO.NET).
 */
function quotedValue(text: string, open: number, end: number): [start: number, stop: number, next: number] {
  const quote = text.charCodeAt(open);
  const close = quote === 123 ? 125 : quote;
  for (let i = open + 1; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 92 && quote === 39) i++;
    else if (c === close) {
      // A doubled closing quote is one quote of the value.
      if (text.charCodeAt(i + 1) !== close) return [open + 1, i, i + 1];
      i++;
    }
  }
  return [open + 1, end, end];
}

/**
 * How `pairSpans` reads its text: whether a character always ends a value, besides its closing quote. In
 * free text, where a value ends with its word, whitespace and the other delimiters of words (see
 * redact-text.ts); none for one connection string, where a value runs on past a ";", "&" or whitespace
 * unless another `key=` follows.
 * @example
 * const oneString: PairBreak = () => false;
 */
export type PairBreak = (c: number) => boolean;

/** Whether `c` separates pairs: ";", "&" or ASCII whitespace. */
function isSeparator(c: number): boolean {
  return c === 59 || c === 38 || isAsciiSpace(c);
}

/**
 * Whether a `key=` starts at `from` (after whitespace): a key of characters that are not separators, "="
 * or breaks, then "=" after optional whitespace; with `spaced`, the key may hold spaces (ODBC's and
 * ADO.NET's `User ID=`). So a ";", "&" or space inside a value (`password=a;b`, libpq's; `PWD=my
 * secret;`, ODBC's) does not end it.
 */
function pairFollows(text: string, from: number, end: number, spaced: boolean, isBreak: PairBreak): boolean {
  let i = from;
  while (i < end && isAsciiSpace(text.charCodeAt(i))) i++;
  const keyStart = i;
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 61) return i > keyStart;
    if (isAsciiSpace(c)) {
      if (!spaced) break;
    } else if (c === 59 || c === 38 || isBreak(c)) return false;
  }
  while (i < end && isAsciiSpace(text.charCodeAt(i))) i++;
  return i > keyStart && i < end && text.charCodeAt(i) === 61;
}

/**
 * The end of a bare value that starts at `start`: see `pairFollows`; trailing separators are left out.
 * `listed` says the pair followed a ";" or "&": then the text is ODBC's or ADO.NET's, whose keys may hold
 * spaces. Otherwise it may be libpq's, where `password=a;b host=x` is the password "a;b": "b host" is
 * then no key.
 */
function bareValueEnd(text: string, start: number, end: number, listed: boolean, isBreak: PairBreak): number {
  let i = start;
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (isBreak(c)) break;
    if (!isSeparator(c)) continue;
    if (pairFollows(text, i + 1, end, listed && !isAsciiSpace(c), isBreak)) break;
    // pairFollows skips whitespace first: from each space of a run after this one it answers the same, so
    // the run is passed over at once (asking from each space took time in the square of the run).
    if (isAsciiSpace(c)) while (i + 1 < end && isAsciiSpace(text.charCodeAt(i + 1))) i++;
  }
  while (i > start && isSeparator(text.charCodeAt(i - 1))) i--;
  return i;
}

/**
 * The password of a value (a quoted one's inside) that starts with `user:password@`: a user of letters, digits,
 * "_", "." and "-", a ":" not followed by "//" (a URI's scheme is the URI reader's), and the last "@" of
 * the value after it. Null for any other value.
 */
function valueUserinfo(text: string, start: number, end: number): Range | null {
  const user = start;
  let colon = user;
  for (; colon < end; colon++) {
    if (!isIn(text.charCodeAt(colon), WORD)) break;
  }
  if (colon === user || colon >= end || text.charCodeAt(colon) !== 58 || text.startsWith("//", colon + 1))
    return null;
  // `mailto:ops@example.com` and other addresses are no password.
  if (isAddressScheme(text, user, colon)) return null;
  const lastAt = text.lastIndexOf("@", end - 1);
  if (lastAt <= colon + 1) return null;
  // `db:pg://...` and other nested URIs are the URI reader's.
  return slashesIn(text, colon + 1, lastAt) < 0 ? [colon + 1, lastAt] : null;
}

/**
 * The secret values of the `key=value` pairs of text[start, end), pairs separated by ";", "&" or
 * whitespace. A key is the text from the last separator (or break) to the "=", so it may carry a URI's
 * prefix (`redis://h/0?password`), which `isSecretKey` reads. Linear: each character is read by a bounded
 * number of look-aheads.
 * @example
 * const oneString = () => false;
 * pairSpans("host=db password=s3cret", 0, 23, oneString); // [[17, 23]]
 * pairSpans("Driver={x};PWD={a}}b}", 0, 21, oneString); // [[16, 20]]
 */
export function pairSpans(text: string, start: number, end: number, isBreak: PairBreak): Range[] {
  const spans: Range[] = [];
  const equals = text.indexOf("=", start);
  if (equals < 0 || equals >= end) return spans;
  const separates = (c: number) => isSeparator(c) || isBreak(c);
  let i = start;
  while (i < end) {
    let listed = false;
    for (; i < end && separates(text.charCodeAt(i)); i++) {
      const c = text.charCodeAt(i);
      if (c === 59 || c === 38) listed = true;
    }
    const keyStart = i;
    while (i < end && text.charCodeAt(i) !== 61 && !separates(text.charCodeAt(i))) i++;
    const keyEnd = i;
    // libpq allows spaces around "=": `password = s3cret`.
    let eq = keyEnd;
    while (eq < end && isAsciiSpace(text.charCodeAt(eq))) eq++;
    if (eq >= end || text.charCodeAt(eq) !== 61) continue;
    const secret = keyEnd > keyStart && isSecretKey(text.slice(keyStart, keyEnd));
    let valueStart = eq + 1;
    while (valueStart < end && isAsciiSpace(text.charCodeAt(valueStart))) valueStart++;
    if (!secret && (keyEnd === keyStart || !opensObject(text, valueStart))) {
      // A value that is itself `user:password@host...` (a DSN without a scheme, as Go's
      // `MYSQL_DSN=app:s3cret@tcp(db:3306)/shop`, quoted or not): its password.
      if (keyEnd > keyStart) {
        const q = text.charCodeAt(valueStart);
        const [from, to] =
          q === 34 || q === 39
            ? quotedValue(text, valueStart, end)
            : [valueStart, bareValueEnd(text, valueStart, end, listed, isBreak)];
        const span = valueUserinfo(text, from, to);
        if (span !== null) spans.push(span);
      }
      i = eq + 1;
      continue;
    }
    const first = text.charCodeAt(valueStart);
    let valueEnd: number;
    if (first === 123 || first === 39 || first === 34) {
      [valueStart, valueEnd, i] = quotedValue(text, valueStart, end);
      // An object left open ends where a bare value would: it must not swallow the text after it.
      if (!secret && valueEnd === end) valueEnd = i = bareValueEnd(text, valueStart, end, listed, isBreak);
    } else {
      valueEnd = bareValueEnd(text, valueStart, end, listed, isBreak);
      i = valueEnd;
    }
    // A value that is a JSON object (mysql2's ssl={...}) is hidden whole when a member name is secret; its
    // braces are part of it, so the range is widened back over them.
    if (!secret) {
      const whole: Range =
        first === 123 ? [valueStart - 1, Math.min(valueEnd + 1, end)] : [valueStart, valueEnd];
      if (!holdsSecretMember(text, whole[0], whole[1], objectText(text))) {
        i = eq + 1;
        continue;
      }
      [valueStart, valueEnd] = whole;
    }
    if (valueEnd > valueStart) spans.push([valueStart, valueEnd]);
  }
  return spans;
}

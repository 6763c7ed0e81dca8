// Free text (a log line, an error message, a config dump) can hold several URIs among other words.
// `redact(text)` finds each and redacts it alone, keeping every character between them exactly:
// - A URI starts at a scheme ("postgres://", "db:pg:", "mailto:") or at "//" inside a word, so
//   `url=postgres://...` keeps `url=`; a word with neither is not a URI and is left as it is.
// - It ends at whitespace (Unicode spaces and controls too) or at the characters RFC 3986 Appendix C
//   names as delimiters of URIs in text: `"`, `<`, `>` (and "`", Markdown's). So a quoted or JSON-quoted
//   URI ends at its quote. Other characters a URI cannot hold raw (`{`, `}`, `|`, `\`, `^`, non-ASCII)
//   stay inside: they are not used to delimit URIs, and sloppy passwords hold them.
// - A raw space or quote inside a URI cannot be told from its end, except in the userinfo, where dburi
//   errs on the side of hiding. A password must be followed by "@", so a URI with an authority but no
//   "@" (`postgresql://user:pa`, `redis://:12`, `redis://:a/b`) may have had its password cut: when an
//   "@" follows later on the same line, before another URI's "scheme://", and a ":" comes between the
//   "//" and it, the URI is taken to run to that "@" and the password from the ":" to it
//   (`postgresql://user:pa ss@host/db` is redacted whole). The cost: text after a URI without userinfo,
//   up to an e-mail address later on its line, is hidden too (`redis://h:6379 down, mail ops@x` becomes
//   `redis://h:***@x`). A raw line break in a password is taken the same way, but only when the next
//   line starts right after it with a word holding that "@" (`redis://:pa` LF `ss@h`).
// - Text that is one URI and nothing else cannot be told from one with a raw space or quote in its
//   password or query, and is what `redact(process.env.DATABASE_URL)` gets: so a single line that starts
//   with a scheme and holds no other URI start ("scheme://" or a word starting with "//") is read as one
//   URI, as `redactUri` reads it. A secret query value then runs to the end of its pair, words after
//   it included (`redis://h/0?password=top secret` hides `top secret`). So is a line that starts with a
//   `key=` pair (`host=db password=...`, `Server=db;Password=...`): one connection string, whose secret
//   values run past a raw ";", "&" or space unless another `key=` follows (see redact-pairs.ts).
// - Elsewhere the values of secret `key=value` pairs among the words (`connecting (password=...)`) are
//   hidden too, each value ending with its word (at whitespace, `"`, `<`, `>` or "`") unless it is quoted.
// Not covered: in text with several URIs or lines, a password with both a raw "@" and a raw space, and a
// raw space or quote in a query value, which end the URI there so that the rest of that value shows (a
// later secret pair is still found). Percent-encode them: parseUri rejects such a URI, and its error
// message (which reads the input as one URI) hides them.

import { ALPHA, isIn, SCHEME, schemeEndAt, slashesIn, WORD } from "./chars.js";
import { pairSpans } from "./redact-pairs.js";
import { type Span, secretSpans } from "./redact-spans.js";

/**
 * Whether the UTF-16 unit `c` ends a URI in free text: whitespace, a control, `"`, `<`, `>` or "`" (RFC
 * 3986 Appendix C's delimiters of a URI in prose).
 * @example
 * isBoundary(0x20); // true
 */
export function isBoundary(c: number): boolean {
  if (c <= 32 || c === 127) return true;
  if (c < 127) return c === 34 || c === 60 || c === 62 || c === 96;
  // Unicode whitespace (what JavaScript's \s matches beyond ASCII) and C1 controls.
  return (
    (c >= 0x80 && c <= 0xa0) ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/** Whether `c` ends a line: LF, VT, FF, CR, NEL, LS, PS. */
function isLineBreak(c: number): boolean {
  return (c >= 10 && c <= 13) || c === 0x85 || c === 0x2028 || c === 0x2029;
}

/**
 * Where a URI starts in the word text[start, end): at the first scheme followed by ":", or at "//" when
 * that comes first; -1 when the word holds neither. Linear: a backward walk stops at the previous ":".
 */
function uriStart(text: string, start: number, end: number): number {
  let scheme = -1;
  for (let i = start; i < end && scheme < 0; i++) {
    if (text.charCodeAt(i) !== 58) continue;
    let r = i;
    while (r > start && isIn(text.charCodeAt(r - 1), SCHEME)) r--;
    while (r < i && !isIn(text.charCodeAt(r), ALPHA)) r++;
    if (r < i) scheme = r;
  }
  const slashes = slashesIn(text, start, end);
  if (slashes >= 0 && (scheme < 0 || slashes < scheme)) return slashes;
  return scheme;
}

/** Whether the ":" at `i` follows a scheme character and precedes "//": another URI starts there. */
function isUriStartAt(text: string, i: number): boolean {
  return i > 0 && isIn(text.charCodeAt(i - 1), SCHEME) && text.startsWith("//", i + 1);
}

/** The end of the word around index `i`. */
function wordEnd(text: string, i: number): number {
  let end = i;
  while (end < text.length && !isBoundary(text.charCodeAt(end))) end++;
  return end;
}

/**
 * What the last look-ahead of `cutPasswordEnd` found, so that no text is scanned twice: no "@" and no
 * ":" in [from, limit), and at `limit` an "@" (`at`) or a line break or another URI (not `at`).
 */
interface LookAhead {
  limit: number;
  at: boolean;
}

/**
 * Where the password of the URI text[start, end) ends if a raw space or quote cut it (see above): the
 * end of the word holding the next "@" on the line; -1 when the URI has no authority, has an "@" after
 * its "//", or no "@" with a ":" before it follows on the line before another URI.
 */
function cutPasswordEnd(text: string, start: number, end: number, memo: LookAhead): number {
  const slashes = slashesIn(text, start, end);
  if (slashes < 0) return -1;
  let colon = false;
  for (let i = slashes + 2; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 64) return -1;
    if (c === 58) colon = true;
  }
  // A look-ahead from an earlier word that reached past this one saw neither "@" nor ":" up to its limit.
  let i = end;
  if (end < memo.limit) {
    if (!memo.at) return -1;
    i = memo.limit;
  }
  if (i === end && end < text.length && isLineBreak(text.charCodeAt(end))) {
    // A raw line break (LF, CR, NEL, LS, PS) in the password: the word right after the break, on the next
    // line, holds the rest of it and its "@". Taken as part of the password, like a raw space.
    let k = end;
    while (k < text.length && isLineBreak(text.charCodeAt(k))) k++;
    for (; k < text.length && !isBoundary(text.charCodeAt(k)); k++) {
      const c = text.charCodeAt(k);
      if (c === 64) return colon ? wordEnd(text, k + 1) : -1;
      if (c === 58) {
        if (isUriStartAt(text, k)) return -1;
        colon = true;
      }
    }
    return -1;
  }
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isLineBreak(c) || (c === 58 && isUriStartAt(text, i))) {
      memo.limit = i;
      memo.at = false;
      return -1;
    }
    if (c === 58) colon = true;
    else if (c === 64) {
      if (colon) return wordEnd(text, i + 1);
      memo.limit = i;
      memo.at = true;
      return -1;
    }
  }
  memo.limit = text.length;
  memo.at = false;
  return -1;
}

/** Secret spans of text with URIs among other words, each redacted on its own. Linear. */
function freeTextSpans(text: string): Span[] {
  const spans: Span[] = [];
  const memo: LookAhead = { limit: 0, at: false };
  const n = text.length;
  let i = 0;
  while (i < n) {
    while (i < n && isBoundary(text.charCodeAt(i))) i++;
    const wordStart = i;
    i = wordEnd(text, i);
    const start = uriStart(text, wordStart, i);
    if (start < 0) continue;
    let end = i;
    if (end < n) {
      const extended = cutPasswordEnd(text, start, end, memo);
      if (extended > 0) end = i = extended;
    }
    const uri = start === 0 && end === n ? text : text.slice(start, end);
    for (const [s, e] of secretSpans(uri)) spans.push([s + start, e + start]);
  }
  return spans;
}

/** Whether `c` is whitespace or a control: a boundary of words that is no quote. */
function isBlank(c: number): boolean {
  return isBoundary(c) && c !== 34 && c !== 60 && c !== 62 && c !== 96;
}

/**
 * Whether a `key=` pair starts at `start`: a letter, then letters, digits, "_", ".", "-", then "=". Prose
 * that holds an "=" later (`Then a=b`, `x = y`) does not start with one. Linear: stops at the first other
 * character.
 */
function startsWithPair(text: string, start: number): boolean {
  if (!isIn(text.charCodeAt(start), ALPHA)) return false;
  let i = start + 1;
  while (i < text.length && isIn(text.charCodeAt(i), WORD)) i++;
  return text.charCodeAt(i) === 61;
}

/**
 * The [start, end) of the one URI or connection string that `text` is, without its surrounding
 * whitespace: when the text is one line that starts with a scheme or a `key=` pair (`host=db ...`,
 * `Server=db;...`) and no later word starts a URI ("scheme://", or "//" at its start); else null. Linear.
 */
function soleString(text: string): Span | null {
  let start = 0;
  let end = text.length;
  while (start < end && isBlank(text.charCodeAt(start))) start++;
  while (end > start && isBlank(text.charCodeAt(end - 1))) end--;
  if (schemeEndAt(text, start) < 0 && !startsWithPair(text, start)) return null;
  let firstWord = true;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (isLineBreak(c)) return null;
    if (isBoundary(c)) {
      firstWord = false;
      if (text.startsWith("//", i + 1)) return null;
    } else if (!firstWord && c === 58 && isUriStartAt(text, i)) return null;
  }
  return [start, end];
}

/**
 * Secret spans of free text: each URI in it redacted on its own (see above), and the values of secret
 * `key=value` pairs among its words (`password=...`, see redact-pairs.ts), a value ending where its word
 * does; or the text as one URI or connection string.
 */
export function textSpans(text: string): Span[] {
  const sole = soleString(text);
  if (sole === null) return [...freeTextSpans(text), ...pairSpans(text, 0, text.length, isBoundary)];
  const [start, end] = sole;
  const uri = start === 0 && end === text.length ? text : text.slice(start, end);
  return secretSpans(uri).map(([s, e]) => [s + start, e + start] as const);
}

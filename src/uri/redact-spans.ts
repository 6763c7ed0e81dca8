// The secret spans of one URI: the password and secret query values, which everything dburi prints shows
// as "***". Found on the offsets of a parsed URI (exact), or by a cautious heuristic when the text does not
// parse (then it errs on hiding too much). Hiding them leaves a parseable URI parseable.

import { ALPHA, firstIndex, isIn, schemeEndAt, WORD } from "./chars.js";
import { UriFault } from "./fault.js";
import { type Offsets, queryEnd } from "./offsets.js";
import { isDbScheme, type QuerySeparators } from "./parse-options.js";
import { decodeQueryRange, octetAt, utf8Tail } from "./percent.js";
import { forEachPairSpan } from "./query.js";
import { type PairBreak, pairSpans } from "./redact-pairs.js";
import { bareUserinfoSpan, opaqueUserinfoSpan } from "./redact-userinfo.js";
import { scanUri } from "./scan.js";
import { applySpans, holdsSecretMember, isSecretKey, REDACTED, secretItemRanges } from "./secrets.js";

export { applySpans, REDACTED };

/** A [start, end) range of the text to hide. */
export type Span = readonly [start: number, end: number];

/** Decodes text[start, end) as a query key; text that does not decode (it need not parse) is taken raw. */
function decodeLeniently(text: string, start: number, end: number): string {
  try {
    return decodeQueryRange(text, start, end);
  } catch {
    // Unvalidated text can hold escapes that are not UTF-8; the raw key is still worth matching.
    return text.slice(start, end);
  }
}

/**
 * How deep values are read as connection strings of their own (`?odbc_connect=...%3BPWD%3D...`, a URI in a
 * value that holds another): deeper than this, a value that may hold a secret is hidden whole, so that
 * reading stays linear however the text nests.
 */
const MAX_NESTING = 4;

/** Index of the first separator ("&", or also ";" with `&;`) in text[from, end), or `end`. */
function pairEndFrom(text: string, from: number, end: number, separators: QuerySeparators): number {
  for (let i = from; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 38 || (c === 59 && separators === "&;")) return i;
  }
  return end;
}

/**
 * text[start, end) decoded as a query value is (percent-escapes and "+"), leniently (an escape that is not
 * UTF-8 stays as written), with where each decoded code unit came from: `from[k]` and `to[k]` bound the
 * raw text of decoded unit k, so a span of the decoded text maps back to one that covers it.
 */
function decodedWithOrigins(
  text: string,
  start: number,
  end: number,
): { value: string; from: number[]; to: number[] } {
  let value = "";
  const from: number[] = [];
  const to: number[] = [];
  let i = start;
  // Appends `units`, decoded from text[i, next), and moves on to `next`.
  const emit = (units: string, next: number) => {
    value += units;
    for (let k = 0; k < units.length; k++) {
      from.push(i);
      to.push(next);
    }
    i = next;
  };
  while (i < end) {
    const lead = octetAt(text, i, end);
    if (lead < 0) {
      emit(text.charCodeAt(i) === 43 ? " " : text[i]!, i + 1);
      continue;
    }
    const count = lead < 0x80 ? 0 : lead < 0xc0 ? -1 : utf8Tail(lead);
    let codePoint = count === 0 ? lead : lead & (0x3f >> count);
    for (let k = 1; k <= count && codePoint >= 0; k++) {
      const next = octetAt(text, i + 3 * k, end);
      codePoint = next >= 0x80 && next < 0xc0 ? (codePoint << 6) | (next & 63) : -1;
    }
    if (count < 0 || codePoint < 0 || codePoint > 0x10ffff) emit("%", i + 1);
    else emit(String.fromCodePoint(codePoint), i + 3 * (count + 1));
  }
  return { value, from, to };
}

/** Whether text[start, end) holds a character that a nested URI or connection string needs: ":", "@", "=" or "%". */
function mayNest(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 58 || c === 64 || c === 61 || c === 37) return true;
  }
  return false;
}

/**
 * The secrets of a query value that is itself a connection string or a URI, read as one, at any depth:
 * SQLAlchemy's `odbc_connect=DRIVER%3D...%3BPWD%3Ds3cret`, a URI in a value (`url=amqp%3A%2F%2Fu%3Apw%40h`).
 * The value is decoded, its secrets found as `secretSpans` finds them, and each mapped back to the raw
 * text it came from. Deeper than MAX_NESTING, such a value is hidden whole.
 */
function nestedValueSpans(
  text: string,
  start: number,
  end: number,
  depth: number,
  hide: (start: number, end: number) => void,
): void {
  if (!mayNest(text, start, end)) return;
  if (depth >= MAX_NESTING) {
    hide(start, end);
    return;
  }
  const { value, from, to } = decodedWithOrigins(text, start, end);
  for (const [s, e] of spansOf(value, undefined, depth + 1)) {
    if (e > s) hide(from[s]!, to[e - 1]!);
  }
}

/**
 * The secret spans of a decoded query value read as a connection string or a URI of its own (see
 * nestedValueSpans), merged; none for a value that holds no ":", "@", "=" or "%".
 * @example
 * valueSecretSpans("SERVER=h;PWD=s3cret"); // [[13, 19]]
 */
export function valueSecretSpans(value: string): Span[] {
  if (!mayNest(value, 0, value.length)) return [];
  return mergeSpans(spansOf(value, undefined, 1));
}

/**
 * Secret values of the query text[start, end), its pairs split at `separators`. When a secret
 * value ends the query and a fragment follows, the fragment is hidden too: a raw "#" in the value would
 * have cut it there. A value that is itself a connection string or a URI is read as one
 * (nestedValueSpans). A secret key after a "?" inside a value (`?x=a?password=...`, a raw "?" earlier)
 * is found as well, and where ";" separates nothing, one after a ";" (`?a=1;password=...`, which a
 * reader splitting at ";" would take for a pair): hidden to the end of its pair, the side to err on.
 */
function querySpans(
  text: string,
  start: number,
  end: number,
  separators: QuerySeparators,
  depth: number,
  spans: Span[],
): void {
  const hide = (valueStart: number, valueEnd: number) => {
    const spanEnd = valueEnd === end && end < text.length ? text.length : valueEnd;
    if (spanEnd > valueStart) spans.push([valueStart, spanEnd]);
  };
  const key = (keyStart: number, keyEnd: number) => decodeLeniently(text, keyStart, keyEnd);
  const listOptions = { percentEncoded: true, decodeKey: key } as const;
  forEachPairSpan(text, start, end, separators, (pairStart, equals, pairEnd) => {
    if (equals < 0) return;
    if (isSecretKey(key(pairStart, equals))) hide(equals + 1, pairEnd);
    // A JSON object with a secret member (mysql2's ssl={"passphrase":...}): hidden whole.
    else if (holdsSecretMember(text, equals + 1, pairEnd, listOptions)) hide(equals + 1, pairEnd);
    else {
      // A list value such as authMechanismProperties=AWS_SESSION_TOKEN:... (see secretItemRanges).
      for (const [s, e] of secretItemRanges(text, equals + 1, pairEnd, listOptions)) hide(s, e);
      nestedValueSpans(text, equals + 1, pairEnd, depth, hide);
    }
  });
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c !== 63 && !(c === 59 && separators === "&")) continue;
    let j = i + 1;
    while (j < end && !"=&;?".includes(text[j]!)) j++;
    if (j < end && text.charCodeAt(j) === 61 && isSecretKey(key(i + 1, j))) {
      const pairEnd = pairEndFrom(text, j + 1, end, separators);
      hide(j + 1, pairEnd);
      i = pairEnd; // each character is looked at a bounded number of times: linear
    }
  }
}

/** One connection string read as a whole: a value runs past a raw space unless another `key=` follows. */
const ONE_STRING: PairBreak = () => false;

/**
 * The spans of an opaque path (a scheme and no "//"), which may hold a "user:pw@" or a nested URI, as in
 * db:pg://user:pw@host/db (the db: proposal), itself perhaps nested again (`db:db:redis://...`). A nested
 * URI is read to the end of the text: a raw "#" or "?" in its password would have ended the outer path
 * early. Each level's scheme is read here in turn, so the text is read once however deep the nesting.
 */
function opaquePathSpans(text: string, o: Offsets, depth: number, spans: Span[]): void {
  // A db: URI's nested URI has the db: query separators (the outer scan found the scheme db).
  const nestedSeparators = o.querySeparators === "&;" ? "&;" : undefined;
  const lastAt = text.lastIndexOf("@");
  let schemeStart = 0;
  let schemeEnd = o.schemeEnd;
  let pathStart = o.pathStart;
  while (true) {
    // A db: URI's path is a nested URI, read on its own; any other path may carry a "user:pw@" itself.
    if (!isDbScheme(text, schemeStart, schemeEnd)) {
      const span = opaqueUserinfoSpan(text, schemeStart, schemeEnd, pathStart, lastAt);
      if (span !== null) spans.push(span);
    }
    const nestedEnd = schemeEndAt(text, pathStart);
    if (nestedEnd < 0 || text.startsWith("//", nestedEnd + 1)) {
      // A relative reference or a URI with an authority: read once, on its own.
      const nested = text.slice(pathStart);
      for (const [start, end] of spansOf(nested, nestedSeparators, depth))
        spans.push([start + pathStart, end + pathStart]);
      return;
    }
    // Another scheme and opaque path: its path is the rest of this one, and its query and fragment are
    // this URI's (the scanner found text[pathStart..] valid as a path, query and fragment).
    if (nestedEnd + 1 >= o.pathEnd) return;
    schemeStart = pathStart;
    schemeEnd = nestedEnd;
    pathStart = nestedEnd + 1;
  }
}

/**
 * Secret spans of a text that scanned as `o`. When an "@" follows the authority (in the path, query or
 * fragment), the password is taken to run to the last "@": a password with a raw "/", "?" or "#" ends
 * the authority early and leaves its "@" behind (`redis://:12/34@host` is valid RFC 3986, and "12/34" is
 * the password). That also hides some harmless text (`host:5432/db?user=me@server`), the side to err on.
 */
export function spansOfOffsets(text: string, o: Offsets, depth = 0): Span[] {
  const spans: Span[] = [];
  if (o.authorityStart >= 0) {
    const lastAt = text.lastIndexOf("@");
    const stray = lastAt >= o.pathStart;
    let start = o.passwordStart;
    if (stray && start < 0) {
      const colon = firstIndex(text, ":", o.authorityStart, lastAt);
      start = colon >= 0 ? colon + 1 : -1;
    }
    const end = stray && start >= 0 ? lastAt : o.userinfoEnd;
    if (start >= 0 && end > start) spans.push([start, end]);
  } else if (o.schemeEnd >= 0 && o.pathEnd > o.pathStart) {
    opaquePathSpans(text, o, depth, spans);
  } else if (o.schemeEnd >= 0) {
    // `app:#s3cret@db/shop`: a user name and a password that starts with "#" or "?", which ended the
    // (empty) path: the "@" after it ends the password.
    const lastAt = text.lastIndexOf("@");
    if (lastAt > o.pathEnd) spans.push([o.pathStart, lastAt]);
  }
  if (o.queryStart >= 0) {
    querySpans(text, o.queryStart, queryEnd(o, text.length), o.querySeparators, depth, spans);
  }
  // A connection URI has no use for a fragment: one holding `password=...` is a misplaced query (as in
  // `amqp://h#x?password=...`), so its secret-looking pairs are hidden too.
  if (o.fragmentStart >= 0) querySpans(text, o.fragmentStart, text.length, "&", depth, spans);
  // `;password=...` before the query: JDBC's `sqlserver://db;password=...` (a valid reg-name), a path's
  // parameters, or a connection string that parses as a relative path (`Server=db;Password=...`). A value
  // that runs to the path's end had a raw "?" or "#" in it, which ended the path: hidden to the end.
  for (const [start, end] of pairSpans(text, 0, o.pathEnd, ONE_STRING))
    spans.push([start, end === o.pathEnd ? text.length : end]);
  // A secret `key=` right before the path's end, its value empty there: the value started with the "?" or
  // "#" that ended the path (`Server=db;Password=#s3cret;`, `jdbc:sqlserver://db;password=?s3cret`).
  if (o.pathEnd < text.length && secretKeyEndsAt(text, o.pathEnd)) spans.push([o.pathEnd, text.length]);
  return spans;
}

/**
 * Whether text[..end) ends with a secret key and "=" (spaces allowed around it), the key starting after a
 * ";", "&", whitespace or the start of the text. Reads back from `end` over one key.
 */
function secretKeyEndsAt(text: string, end: number): boolean {
  let i = end;
  while (i > 0 && text.charCodeAt(i - 1) === 32) i--;
  if (i === 0 || text.charCodeAt(i - 1) !== 61) return false;
  i--;
  while (i > 0 && text.charCodeAt(i - 1) === 32) i--;
  const keyEnd = i;
  while (i > 0 && !";&= \t/".includes(text[i - 1]!)) i--;
  return keyEnd > i && isSecretKey(text.slice(i, keyEnd));
}

/**
 * Where the authority of a text that does not parse starts: after a "//" that follows the scheme (or
 * db:'s engine) or starts the text; -1 when there is none. Elsewhere "//" may be a password's
 * (`postgresql:user:##pw//@host`). A hand scan, as everywhere in this layer: no regular expression runs
 * on input.
 */
function authorityStartOf(text: string): number {
  const scheme = schemeEndAt(text, 0);
  if (scheme < 0) return text.startsWith("//") ? 2 : -1;
  if (isDbScheme(text, 0, scheme)) {
    const engine = schemeEndAt(text, scheme + 1);
    if (engine >= 0 && text.startsWith("//", engine + 1)) return engine + 3;
  }
  return text.startsWith("//", scheme + 1) ? scheme + 3 : -1;
}

/**
 * Spans of a text that does not parse: the password is taken to run from the first ":" after "//" (or,
 * without "//", after the scheme) to the last "@"; secret query values are found after the first "?",
 * and secret-looking pairs after the first "#". Without "//" and with no second ":" before the "@", the
 * text is `user:pw@host` (`my_user:s3cret@db/shop`, where "_" keeps the user from being a scheme): hidden
 * from the first ":". The values of secret `key=value` pairs (`host=db password=...`, `Driver={x};PWD=...`)
 * are hidden wherever they are.
 */
function heuristicSpans(text: string, depth: number): Span[] {
  const spans: Span[] = [];
  const lastAt = text.lastIndexOf("@");
  // Without "//" the text is read as scheme:user:password@, or user:password@.
  const afterSlashes = authorityStartOf(text);
  const firstColon = text.indexOf(":");
  const authorityStart = afterSlashes >= 0 ? afterSlashes : firstColon + 1;
  if (lastAt > authorityStart) {
    const colon = firstIndex(text, ":", authorityStart, lastAt);
    if (colon >= 0 && lastAt > colon + 1) spans.push([colon + 1, lastAt]);
    else if (colon < 0 && afterSlashes < 0) {
      const span = bareUserinfoSpan(text, firstColon, lastAt);
      if (span !== null) spans.push(span);
    }
  }
  if (afterSlashes >= 0 && lastAt < afterSlashes) portLikeSecretSpans(text, afterSlashes, spans);
  // The query starts at the first "?" after the userinfo, or at the first "?" at all if the "@" taken
  // for the userinfo's end was in fact inside the query: both readings are redacted, to the end of the
  // text (a raw "#" in a password is no fragment).
  // A fragment is no part of a connection URI: one holding `password=...` is a misplaced query, hidden
  // the same way from its first "#".
  for (const from of new Set([Math.max(0, lastAt), authorityStart])) {
    const question = text.indexOf("?", from);
    if (question >= 0) querySpans(text, question + 1, text.length, "&", depth, spans);
    const hash = text.indexOf("#", from);
    if (hash >= 0) querySpans(text, hash + 1, text.length, "&", depth, spans);
  }
  for (const span of pairSpans(text, 0, text.length, ONE_STRING)) spans.push(span);
  return spans;
}

/**
 * In an authority without "@" that does not parse, each "port" that is not digits: `mysql://root:hunter2`
 * is a user name and password with the host left out, which RFC 3986 reads as host `root`, port
 * `hunter2`. Such a port is hidden, in each host of a comma-separated list (an IPv6 literal's colons are
 * inside its brackets), the side to err on.
 */
function portLikeSecretSpans(text: string, start: number, spans: Span[]): void {
  let end = start;
  while (end < text.length && !"/?#".includes(text[end]!)) end++;
  for (let itemStart = start; itemStart <= end; ) {
    let itemEnd = itemStart;
    while (itemEnd < end && text.charCodeAt(itemEnd) !== 44) itemEnd++;
    const bracket = text.lastIndexOf("]", itemEnd - 1);
    const colon = text.lastIndexOf(":", itemEnd - 1);
    if (colon >= itemStart && colon > bracket) {
      // Digits, then the end or JDBC's `;key=value` properties (`sqlserver://db:1433;user=sa`): a port.
      let i = colon + 1;
      while (i < itemEnd && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) i++;
      const port = i === itemEnd || (i > colon + 1 && text.charCodeAt(i) === 59 && keyFollows(text, i + 1));
      if (!port) spans.push([colon + 1, itemEnd]);
    }
    itemStart = itemEnd + 1;
  }
}

/** Whether a `key=` (a letter, then letters, digits, "_", ".", "-" or spaces) starts at `i`. */
function keyFollows(text: string, i: number): boolean {
  if (!isIn(text.charCodeAt(i), ALPHA)) return false;
  let j = i + 1;
  for (; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (!isIn(c, WORD) && c !== 32) break;
  }
  return text.charCodeAt(j) === 61;
}

/**
 * The scanned offsets of `text`, without a host list or else with one, its query split at `separators`
 * (the scheme's when undefined); null when it does not parse either way.
 */
function scanLeniently(text: string, separators: QuerySeparators | undefined): Offsets | null {
  for (const hostList of [false, true]) {
    try {
      return scanUri(text, { hostList, querySeparators: separators });
    } catch (fault) {
      if (!(fault instanceof UriFault)) throw fault;
    }
  }
  return null;
}

/**
 * Secret spans of `text` read as one URI, in any order: its query split at `separators` when they are
 * known (the scheme's own when undefined: parse-options.ts), nested in `depth` query values (0 for the
 * text redaction was asked for).
 */
function spansOf(text: string, separators?: QuerySeparators, depth = 0): Span[] {
  const o = scanLeniently(text, separators);
  return o === null ? heuristicSpans(text, depth) : spansOfOffsets(text, o, depth);
}

/** Sorts spans and merges those that overlap. */
export function mergeSpans(spans: Span[]): Span[] {
  if (spans.length < 2) return spans;
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/**
 * Sorted, non-overlapping secret spans of `text` read as one URI, parseable or not. Linear in its length.
 * @example
 * secretSpans("redis://:pw@h/0?token=t"); // [[9, 11], [22, 23]]
 */
export function secretSpans(text: string): Span[] {
  return mergeSpans(spansOf(text));
}

/**
 * Where index `i` of the original text lands in the text after `applySpans`.
 * @example
 * mapIndex(12, [[9, 11]]); // 13
 */
export function mapIndex(i: number, spans: readonly Span[]): number {
  let shift = 0;
  for (const [start, end] of spans) {
    if (i < start) break;
    if (i < end) return start + shift;
    shift += REDACTED.length - (end - start);
  }
  return i + shift;
}

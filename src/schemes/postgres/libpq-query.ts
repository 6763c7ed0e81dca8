// libpq's reading of a connection URI's query (fe-connect.c, conninfo_uri_parse_params): the rules a bare
// postgres:// or postgresql:// URI follows, which differ from the generic query reading in three ways.

import { DburiError, type QueryEntry, type Uri } from "../../uri/index.js";
import { queryEnd } from "../../uri/offsets.js";
import { decodeRange } from "../../uri/percent.js";
import { scannedOffsets } from "../../uri/uri.js";

/**
 * The query pairs of a bare libpq URI as libpq reads them, with their positions in `href`:
 * - Unlike the db: proposal, only "&" separates pairs: libpq reads `a=1;b=2` as one malformed pair.
 * - Every pair needs exactly one "=": libpq refuses `?ssl` and `?options=-c x=y` (write %3D in values).
 * - "+" is a literal plus, not a space: libpq's decoder knows only percent-escapes.
 * - Unlike the generic reading, an empty pair (`?&a=1`, `a=1&&b=2`) and an empty keyword (`?=x`) are
 *   errors, as libpq refuses them ("missing key/value separator", "invalid URI query parameter"); only a
 *   single '&' ending the query is let through, as libpq does.
 * @throws DburiError `invalid-param` pointing at the pair libpq would refuse
 * @example
 * const uri = parseUri("postgresql://h/db?application_name=a+b");
 * libpqEntries(uri, uri.href)[0]?.value; // "a+b"
 */
export function libpqEntries(uri: Uri, href: string): QueryEntry[] {
  const entries: QueryEntry[] = [];
  walkLibpqQuery(uri, href, entries);
  return entries;
}

/**
 * Throws what `libpqEntries` throws, building nothing: the check of a bare libpq URI's query syntax, before
 * its keywords are typed in place.
 * @throws DburiError `invalid-param`, `invalid-percent-encoding` (as libpqEntries)
 * @example
 * checkLibpqQuery(parseUri("postgresql://h/db?a=1;b=2"), "postgresql://h/db?a=1;b=2"); // throws invalid-param
 */
export function checkLibpqQuery(uri: Uri, href: string): void {
  walkLibpqQuery(uri, href, null);
}

/** The pairs of a bare libpq URI's query, each checked as libpq does, pushed into `entries` when given. */
function walkLibpqQuery(uri: Uri, href: string, entries: QueryEntry[] | null): void {
  const o = scannedOffsets(uri);
  if (o.queryStart < 0) return;
  // The query read where it stands in the URI's text; positions count from the start of that text.
  const text = uri.href;
  const end = queryEnd(o, text.length);
  let pairStart = o.queryStart;
  // The next '%' at or after the pair: a cursor that only moves on, so the search for libpq's forbidden
  // "%00" stays linear (a search from each pair to the end of the text took time in the square of it).
  let percent = text.indexOf("%", pairStart);
  while (pairStart <= end) {
    const amp = text.indexOf("&", pairStart);
    const pairEnd = amp < 0 || amp > end ? end : amp;
    if (pairEnd > pairStart) {
      const equals = checkPair(text, pairStart, pairEnd, href);
      // libpq refuses a NUL ("forbidden value %00"): the key's first, then the value's.
      for (; percent >= 0 && percent + 3 <= pairEnd; percent = text.indexOf("%", percent + 1)) {
        if (text.charCodeAt(percent + 1) === 48 && text.charCodeAt(percent + 2) === 48) {
          throw nulError(percent, href);
        }
      }
      if (entries !== null) entries.push(libpqEntry(text, pairStart, equals, pairEnd));
    }
    // conninfo_uri_parse_params stops at the end of the text, so "a=1&" ends cleanly; any other empty
    // pair (a leading '&', '&&', a lone '&') is one without '=', which it refuses.
    else if (pairStart < end) throw emptyPair(pairStart, href);
    pairStart = pairEnd + 1;
  }
}

function emptyPair(index: number, href: string): DburiError {
  return new DburiError({
    code: "invalid-param",
    reason: "libpq refuses an empty parameter in a URI query (a '&' at the start or two in a row)",
    fix: "remove the extra '&'",
    index,
    input: href,
  });
}

/**
 * Checks one pair text[from, to) as libpq reads it: one "=", a keyword before it, no NUL; returns where
 * its "=" is.
 */
function checkPair(text: string, from: number, to: number, href: string): number {
  const equals = text.indexOf("=", from);
  if (equals === from) {
    throw new DburiError({
      code: "invalid-param",
      reason: "libpq has no keyword '' (this parameter's name is empty)",
      fix: "write the keyword before the '=', e.g. sslmode=require, or remove the parameter",
      index: from,
      input: href,
    });
  }
  if (equals < 0 || equals >= to) {
    throw new DburiError({
      code: "invalid-param",
      reason: `libpq requires key=value in a URI query, and '${text.slice(from, to)}' has no '='`,
      fix: "give the parameter a value, e.g. sslmode=require, or remove it",
      index: from,
      input: href,
    });
  }
  const second = text.indexOf("=", equals + 1);
  if (second >= 0 && second < to) {
    const semicolon = text.indexOf(";", equals + 1);
    const split = semicolon >= 0 && semicolon < second;
    throw new DburiError({
      code: "invalid-param",
      reason: split
        ? "libpq separates URI query parameters only with '&', so it reads this ';' as part of the value"
        : "libpq refuses a second '=' in a URI query parameter",
      fix: split ? "write '&' between parameters" : "write '=' inside a value as %3D",
      index: split ? semicolon : second,
      input: href,
    });
  }
  return equals;
}

/** The entry of a pair `checkPair` passed: key and value decoded ("+" stays a plus), with positions. */
function libpqEntry(text: string, from: number, equals: number, to: number): QueryEntry {
  return {
    key: decodeRange(text, from, equals),
    value: decodeRange(text, equals + 1, to),
    index: from,
    valueIndex: equals + 1,
  };
}

/**
 * The error for a NUL character (%00) in a libpq URI: libpq passes values as C strings and refuses it.
 * @example
 * throw nulError(14, "postgresql://a%00b");
 */
export function nulError(index: number, href: string): DburiError {
  return new DburiError({
    code: "invalid-percent-encoding",
    reason: "libpq refuses %00 (a NUL character) anywhere in a connection URI",
    fix: "remove the %00",
    index,
    input: href,
  });
}

// libpq's reading of a connection URI's query (fe-connect.c, conninfo_uri_parse_params): the rules a bare
// postgres:// or postgresql:// URI follows, which differ from the generic query reading in three ways.

import { DburiError, decodePercent, type QueryEntry, type Uri } from "../../uri/index.js";

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
  const query = uri.query;
  if (query === null) return [];
  // Where the query starts in href: before the fragment, read without slicing the query again.
  const fragment = uri.fragment;
  const start = uri.href.length - (fragment === null ? 0 : fragment.length + 1) - query.length;
  const entries: QueryEntry[] = [];
  let pairStart = 0;
  while (pairStart <= query.length) {
    const amp = query.indexOf("&", pairStart);
    const pairEnd = amp < 0 ? query.length : amp;
    if (pairEnd > pairStart) entries.push(libpqEntry(query, pairStart, pairEnd, start, href));
    // conninfo_uri_parse_params stops at the end of the text, so "a=1&" ends cleanly; any other empty
    // pair (a leading '&', '&&', a lone '&') is one without '=', which it refuses.
    else if (pairStart < query.length) throw emptyPair(start + pairStart, href);
    pairStart = pairEnd + 1;
  }
  return entries;
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

function libpqEntry(query: string, from: number, to: number, start: number, href: string): QueryEntry {
  const equals = query.indexOf("=", from);
  if (equals === from) {
    throw new DburiError({
      code: "invalid-param",
      reason: "libpq has no keyword '' (this parameter's name is empty)",
      fix: "write the keyword before the '=', e.g. sslmode=require, or remove the parameter",
      index: start + from,
      input: href,
    });
  }
  if (equals < 0 || equals >= to) {
    throw new DburiError({
      code: "invalid-param",
      reason: `libpq requires key=value in a URI query, and '${query.slice(from, to)}' has no '='`,
      fix: "give the parameter a value, e.g. sslmode=require, or remove it",
      index: start + from,
      input: href,
    });
  }
  const second = query.indexOf("=", equals + 1);
  if (second >= 0 && second < to) {
    const semicolon = query.indexOf(";", equals + 1);
    const split = semicolon >= 0 && semicolon < second;
    throw new DburiError({
      code: "invalid-param",
      reason: split
        ? "libpq separates URI query parameters only with '&', so it reads this ';' as part of the value"
        : "libpq refuses a second '=' in a URI query parameter",
      fix: split ? "write '&' between parameters" : "write '=' inside a value as %3D",
      index: start + (split ? semicolon : second),
      input: href,
    });
  }
  return {
    key: decodeNoNul(query.slice(from, equals), start + from, href),
    value: decodeNoNul(query.slice(equals + 1, to), start + equals + 1, href),
    index: start + from,
    valueIndex: start + equals + 1,
  };
}

/** Percent-decodes without "+" as space, refusing NUL as libpq does ("forbidden value %00"). */
function decodeNoNul(text: string, index: number, href: string): string {
  if (!text.includes("%")) return text;
  const decoded = decodePercent(text);
  if (decoded.includes("\0")) throw nulError(index + text.indexOf("%00"), href);
  return decoded;
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

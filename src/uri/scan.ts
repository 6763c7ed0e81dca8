// The RFC 3986 scanner: one pass over the input that validates every character against the grammar of
// Appendix A and records where each component starts and ends. Nothing is decoded or copied here; the
// `Uri` getters slice and decode on demand (the design of rust-url and ada).
//
// How the loops are written is measured, not style: a run of ordinary characters is passed over by an
// inner loop that tests one class bit, and a class mask is read once before a loop (bench/README.md, "Why the hot path looks as it does").

import { CHAR_CLASS, PATH_WITHOUT_AT, QUERY_RUN, QUERY_WITHOUT_AT, runEnd, SCHEME } from "./chars.js";
import { characterFault, UriFault } from "./fault.js";
import { Escapes, Marks, Offsets } from "./offsets.js";
import { type ParseUriOptions, querySeparatorsOf } from "./parse-options.js";
import { checkEscape, escapeBits } from "./percent.js";
import { scanAuthority } from "./scan-authority.js";

/**
 * Scans text[start, n) up to "?" or "#" as an RFC 3986 §3.3 path into `o.escapes` and `o.marks` (an "@",
 * which pchar allows, is looked at only when it comes). Returns the end.
 */
function scanPath(text: string, start: number, o: Offsets): number {
  // Module bindings read in a loop are checked on every read; locals are not.
  const table = CHAR_CLASS;
  const pathChars = PATH_WITHOUT_AT | 0;
  const n = text.length;
  let i = start;
  while (i < n) {
    const c = text.charCodeAt(i);
    if ((table[c]! & pathChars) !== 0) {
      i++;
      while (i < n && (table[text.charCodeAt(i)]! & pathChars) !== 0) i++;
    } else if (c === 64) {
      o.marks |= Marks.At;
      i++;
    } else if (c === 63 || c === 35) break;
    else if (c === 37) {
      o.escapes |= escapeBits(text, i, Escapes.Path);
      i = checkEscape(text, i, n);
    } else throw characterFault(text, i, "path");
  }
  return i;
}

/** Scans a query (§3.4) from `start` up to "#" or the end into `o.escapes` and `o.marks`. Returns the end. */
function scanQuery(text: string, start: number, o: Offsets): number {
  // Module bindings read in a loop are checked on every read; locals are not.
  const table = CHAR_CLASS;
  const query = QUERY_WITHOUT_AT | 0;
  const n = text.length;
  let i = start;
  while (i < n) {
    const c = text.charCodeAt(i);
    if ((table[c]! & query) !== 0) {
      i = runEnd(text, i + 1, n, query, QUERY_RUN, 0);
    } else if (c === 64) {
      o.marks |= Marks.At;
      i++;
    } else if (c === 37) {
      o.escapes |= escapeBits(text, i, Escapes.Query);
      i = checkEscape(text, i, n);
    } else if (c === 35) break;
    else throw characterFault(text, i, "query");
  }
  return i;
}

/**
 * Scans a fragment (§3.5, the same characters as a query) from `start` to the end into `o.escapes` and
 * `o.marks`.
 */
function scanFragment(text: string, start: number, o: Offsets): void {
  const table = CHAR_CLASS;
  const fragment = QUERY_WITHOUT_AT | 0;
  const n = text.length;
  let i = start;
  while (i < n) {
    const c = text.charCodeAt(i);
    if ((table[c]! & fragment) !== 0) {
      i++;
      while (i < n && (table[text.charCodeAt(i)]! & fragment) !== 0) i++;
    } else if (c === 64) {
      o.marks |= Marks.At;
      i++;
    } else if (c === 37) {
      o.escapes |= escapeBits(text, i, Escapes.Fragment);
      i = checkEscape(text, i, n);
    } else throw characterFault(text, i, "fragment");
  }
}

/** RFC 4.2: a relative-path reference's first segment must not contain ":" (path-noscheme). */
function checkNoSchemePath(text: string, o: Offsets): void {
  for (let i = o.pathStart; i < o.pathEnd; i++) {
    const c = text.charCodeAt(i);
    if (c === 47) return;
    if (c === 58) {
      const empty = i === 0;
      throw new UriFault(
        "invalid-scheme",
        empty ? 0 : o.pathStart,
        empty
          ? "the URI starts with ':' so its scheme is empty (RFC 3986 §3.1)"
          : "the text before the first ':' is not a valid scheme: a scheme starts with a letter and holds only letters, digits, '+', '-' and '.' (RFC 3986 §3.1)",
        empty
          ? "put the scheme before the ':', e.g. postgresql://"
          : "fix the scheme, or if this is a relative path write './' before it",
      );
    }
  }
}

/**
 * Scans a URI reference (RFC 3986 §4.1). With the `hostList` option, the host may be a comma-separated
 * list of `host[:port]` entries, as libpq and MongoDB connection strings use. From `start`, the reference
 * is text[start..]: a scan that passes reads nothing before `start` (every scan here reads forward from
 * where the last one stopped), so it passes exactly when the slice's does, with the slice's offsets plus
 * `start`. A fault's message may not: it takes index 0 for the start of the text (leading whitespace, an
 * empty scheme), so parseUriAt parses the slice again for the error. A `schemeEnd` of 0 or more is the
 * index of the ":" that ends a scheme the caller has already found valid (interpret() finds a registered
 * name there): the scan starts after it, with what it would have found.
 * @throws UriFault
 */
export function scanUri(text: string, options?: ParseUriOptions, start = 0, schemeEnd = -1): Offsets {
  // Module bindings read in a loop are checked on every read; locals are not.
  const table = CHAR_CLASS;
  const scheme = SCHEME;
  const n = text.length;
  const o = new Offsets();
  o.escapes = 0; // each scan below sets the bits of what it sees
  o.marks = 0;
  let i = start;
  // RFC 3986 §3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
  if (schemeEnd >= 0) {
    o.schemeEnd = schemeEnd;
    i = schemeEnd + 1;
  } else {
    const first = n > start ? text.charCodeAt(start) | 32 : 0;
    if (first >= 97 && first <= 122) {
      let j = start + 1;
      while (j < n) {
        const c = text.charCodeAt(j);
        if ((table[c]! & scheme) !== 0) j++;
        else break;
      }
      if (j < n && text.charCodeAt(j) === 58) {
        o.schemeEnd = j;
        i = j + 1;
      }
    }
  }
  // RFC 3986 §3.2: authority follows "//"
  if (i + 1 < n && text.charCodeAt(i) === 47 && text.charCodeAt(i + 1) === 47) {
    i = scanAuthority(text, i + 2, o, options);
  }
  o.pathStart = i;
  i = scanPath(text, i, o);
  o.pathEnd = i;
  if (o.schemeEnd < 0 && o.authorityStart < 0) checkNoSchemePath(text, o);
  if (i < n && text.charCodeAt(i) === 63) {
    // Only a query has pairs to separate: the separators are worked out for one alone.
    o.querySeparators = querySeparatorsOf(options, text, start, o.schemeEnd);
    o.queryStart = i + 1;
    i = scanQuery(text, i + 1, o);
  }
  if (i < n) {
    // text[i] is "#": everything else stopped earlier or threw.
    o.fragmentStart = i + 1;
    scanFragment(text, i + 1, o);
  }
  return o;
}

// Repairing a URI that is invalid only because characters are raw: each character a component cannot
// hold (RFC 3986 §2, Appendix A) is percent-encoded as UTF-8 (§2.1, §2.5), a '%' that starts no escape
// becomes %25, and the userinfo is taken to run to the '@' before the host, so that a password's raw '@',
// '/', '#', '?' or ':' is encoded rather than read as a delimiter (§3.2.1). Everything else, and every
// valid escape, stays as written.

import { ALPHA, CHAR_CLASS, escapeCodePoint, HEX, PATH, QUERY, REG_NAME, SCHEME, USERINFO } from "./chars.js";

/**
 * One character a repair encoded: where it was in the text, what it was, what it became, and the
 * component it is in. A character of the password is not quoted: `written` is `***` there.
 * @example
 * const change: RepairChange = { index: 16, written: "***", encoded: "%40", component: "password" };
 */
export interface RepairChange {
  readonly index: number;
  readonly written: string;
  readonly encoded: string;
  readonly component: "user" | "password" | "host" | "path" | "query" | "fragment";
}

/**
 * A repaired URI and what was changed. `uri` holds the password as given (encoded): show it redacted.
 * @example
 * const repaired: Repaired = repairUri("postgresql://h/db?application_name=my app");
 * repaired.uri; // "postgresql://h/db?application_name=my%20app"
 */
export interface Repaired {
  readonly uri: string;
  readonly changes: readonly RepairChange[];
}

/** Whether `text[i..]` starts a valid escape. */
function isEscape(text: string, i: number): boolean {
  const a = text.charCodeAt(i + 1);
  const b = text.charCodeAt(i + 2);
  return a < 128 && b < 128 && (CHAR_CLASS[a]! & HEX) !== 0 && (CHAR_CLASS[b]! & HEX) !== 0;
}

/** Encodes `text[from, to)` for a component whose characters are `allowed` (plus `extra`), noting each change. */
function encodeRange(
  text: string,
  from: number,
  to: number,
  allowed: number,
  extra: string,
  component: RepairChange["component"],
  changes: RepairChange[],
): string {
  let out = "";
  for (let i = from; i < to; ) {
    const code = text.codePointAt(i)!;
    const width = code > 0xffff ? 2 : 1;
    const char = text.slice(i, i + width);
    if (code === 37 && isEscape(text, i)) {
      out += text.slice(i, i + 3);
      i += 3;
      continue;
    }
    const keep = code < 128 && code !== 37 && ((CHAR_CLASS[code]! & allowed) !== 0 || extra.includes(char));
    if (keep) out += char;
    else {
      // A lone surrogate has no UTF-8 form: U+FFFD stands for it, as TextEncoder writes it.
      const encoded = escapeCodePoint(code >= 0xd800 && code <= 0xdfff ? 0xfffd : code);
      changes.push({ index: i, written: component === "password" ? "***" : char, encoded, component });
      out += encoded;
    }
    i += width;
  }
  return out;
}

/** Whether the character of this code can be in a host list: a reg-name's, '%', IPv6's brackets, ':', ','. */
function isHostCode(code: number): boolean {
  return (
    code < 128 &&
    ((CHAR_CLASS[code]! & REG_NAME) !== 0 || code === 37 || code === 58 || code === 91 || code === 93)
  );
}

/** Whether `text[0, end)` is a scheme, or a db: URI's two (`db:pg`): letters, digits, '+', '-', '.', ':'. */
function isSchemes(text: string, end: number): boolean {
  if (end <= 0 || (CHAR_CLASS[text.charCodeAt(0)]! & ALPHA) === 0) return false;
  for (let i = 1; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code !== 58 && (code >= 128 || (CHAR_CLASS[code]! & SCHEME) === 0)) return false;
  }
  return true;
}

/** The end of the authority from `start`: the first '/', '?' or '#' after the userinfo's last '@'. */
function delimiterAfter(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === "/" || c === "?" || c === "#") return i;
  }
  return text.length;
}

/**
 * Repairs a URI whose only faults are raw characters: spaces, quotes, braces and other characters no
 * component may hold, non-ASCII text, a '%' that starts no escape, and, in the user name or password, a raw
 * '@', '/', '?', '#' (or, in the user name, ':'). The userinfo is taken to end at the last '@' that is
 * followed by a host list (and is not inside a query's `key=value`). Returns the URI with each such
 * character percent-encoded and the list of changes; a URI with nothing to repair comes back as given.
 * Syntax that encoding cannot fix (a bad port, an unclosed IPv6 bracket) is left for the parser to report.
 * @example
 * const { uri, changes } = repairUri("postgresql://app:p@ss/w#rd@db/shop");
 * uri; // "postgresql://app:p%40ss%2Fw%23rd@db/shop"
 * changes.map((c) => c.encoded); // ["%40", "%2F", "%23"]
 */
export function repairUri(text: string): Repaired {
  const changes: RepairChange[] = [];
  const slashes = text.indexOf("//");
  const colon = text.indexOf(":");
  if (colon <= 0) return { uri: text, changes };
  // The scheme (with a db: URI's inner scheme) runs to the '//'; a URI without one has no authority.
  const hasAuthority = slashes > colon && isSchemes(text, slashes - 1);
  let out: string;
  let rest: number;
  if (hasAuthority) {
    const start = slashes + 2;
    // The userinfo's '@': the last one followed by a host list, before any query `key=...@`. One pass
    // from the right notes where a host list runs to the next delimiter, so the search is linear.
    const n = text.length;
    const hostsFrom = new Uint8Array(n + 1);
    hostsFrom[n] = 1;
    for (let j = n - 1; j >= start; j--) {
      const c = text[j]!;
      hostsFrom[j] =
        c === "/" || c === "?" || c === "#" ? 1 : isHostCode(text.charCodeAt(j)) ? hostsFrom[j + 1]! : 0;
    }
    // A userinfo is read only where one can stand: a ':' (user:password) before the first '/', '?' or
    // '#', or no such delimiter before the '@'. Else the '@'s are the path's or the query's
    // (`h/db?email=a@b.c`), which may hold them.
    const delimiter = delimiterAfter(text, start);
    const colon = text.indexOf(":", start);
    const passwordFirst = colon >= 0 && colon < delimiter;
    let at = -1;
    for (let i = text.lastIndexOf("@"); i >= start; i = i > 0 ? text.lastIndexOf("@", i - 1) : -1) {
      if (!passwordFirst && i > delimiter) continue;
      if (hostsFrom[i + 1] === 1) {
        at = i;
        break;
      }
    }
    // An '@' where a userinfo can stand, but no host list after any: which part is the password cannot be
    // told, and a guess could move part of it into the host, which is shown. Nothing is repaired.
    const firstAt = text.indexOf("@", start);
    if (at < 0 && firstAt >= 0 && (passwordFirst || firstAt < delimiter)) return { uri: text, changes: [] };
    out = text.slice(0, start);
    let hostStart = start;
    if (at >= 0) {
      const userEnd = text.indexOf(":", start);
      const split = userEnd >= 0 && userEnd < at ? userEnd : at;
      out += encodeRange(text, start, split, USERINFO, "", "user", changes);
      if (split < at) {
        out += ":";
        out += encodeRange(text, split + 1, at, USERINFO, "", "password", changes);
      }
      out += "@";
      hostStart = at + 1;
    }
    const hostEnd = delimiterAfter(text, hostStart);
    out += encodeRange(text, hostStart, hostEnd, REG_NAME, ":[],", "host", changes);
    rest = hostEnd;
  } else {
    out = text.slice(0, colon + 1);
    rest = colon + 1;
  }
  const question = text.indexOf("?", rest);
  const hash = text.indexOf("#", rest);
  const pathEnd = question >= 0 && (hash < 0 || question < hash) ? question : hash >= 0 ? hash : text.length;
  out += encodeRange(text, rest, pathEnd, PATH, "", "path", changes);
  if (pathEnd < text.length && text[pathEnd] === "?") {
    const queryEnd = hash > pathEnd ? hash : text.length;
    out += `?${encodeRange(text, pathEnd + 1, queryEnd, QUERY, "", "query", changes)}`;
    if (queryEnd < text.length) {
      out += `#${encodeRange(text, queryEnd + 1, text.length, QUERY, "", "fragment", changes)}`;
    }
  } else if (pathEnd < text.length) {
    out += `#${encodeRange(text, pathEnd + 1, text.length, QUERY, "", "fragment", changes)}`;
  }
  return { uri: changes.length === 0 ? text : out, changes };
}

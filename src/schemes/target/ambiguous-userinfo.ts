// A password with a raw "/", "?", "#" or "@" ends the authority early, and RFC 3986 then reads the rest of
// it as host, port, path or query (`postgresql://user:12/secret@host/db` has host "user", port 12 and the
// path "/secret@host/db"). redact() hides such text, reading it up to the last "@" as userinfo, but the
// fields of a Target would show it: interpret() refuses the text instead. So does it a "user:password@"
// written without "//" (`postgres:app:secret@h/db`), which RFC 3986 reads as a path.

import { escapeCodePoint } from "../../uri/chars.js";
import { DburiError } from "../../uri/index.js";
import { isDbScheme } from "../../uri/parse-options.js";
import { applySpans, secretSpans } from "../../uri/redact.js";

function isLetter(c: number): boolean {
  return (c | 32) >= 97 && (c | 32) <= 122;
}

/** A scheme character after the first letter (RFC 3986 §3.1). */
function isSchemeChar(c: number): boolean {
  return isLetter(c) || (c >= 48 && c <= 57) || c === 43 || c === 45 || c === 46;
}

/** The index after "name:" at `start`, or -1 when no scheme starts there. */
function afterScheme(text: string, start: number): number {
  if (!isLetter(text.charCodeAt(start))) return -1;
  let i = start + 1;
  while (i < text.length && isSchemeChar(text.charCodeAt(i))) i++;
  return text.charCodeAt(i) === 58 ? i + 1 : -1;
}

function indexIn(text: string, code: number, start: number, end: number): number {
  for (let i = start; i < end; i++) if (text.charCodeAt(i) === code) return i;
  return -1;
}

/** Whether text[i..] is a drive letter such as "C:/" or "C:\" (a Windows file path, as SQLite takes). */
function isDrive(text: string, i: number): boolean {
  const next = text.charCodeAt(i + 2);
  return isLetter(text.charCodeAt(i)) && text.charCodeAt(i + 1) === 58 && (next === 47 || next === 92);
}

/**
 * Refuses `text` when an "@" after its authority may end a userinfo that a raw delimiter cut short (see
 * above). Cheap when there is no "@", or when the one "@" ends the authority: three native searches and a
 * walk over the userinfo. Accepted: an "@" without a ":" before it (at most a user name is involved,
 * which is no secret), an "@" in a query value after a path (`postgresql://h:5432/db?user=me@server`), an
 * "@" in a file path after a drive letter (`sqlite:///C:/x@y.db`).
 * @throws DburiError `invalid-userinfo`, `missing-authority`
 */
export function checkUserinfoText(text: string): void {
  // The common case first, by native searches (indexOf is much cheaper than lastIndexOf): no "@", or
  // "scheme://userinfo@" with a single "@" and no "/", "?" or "#" before it.
  const first = text.indexOf("@");
  if (first < 0) return;
  let colon = text.indexOf(":");
  if (colon === 2 && (text.charCodeAt(0) | 32) === 100 && (text.charCodeAt(1) | 32) === 98) {
    colon = text.indexOf(":", 3); // db:engine://
  }
  if (colon > 0 && colon < first && text.charCodeAt(colon + 1) === 47 && text.charCodeAt(colon + 2) === 47) {
    if (text.indexOf("@", first + 1) < 0) {
      let i = colon + 3;
      while (i < first) {
        const c = text.charCodeAt(i);
        if (c === 47 || c === 63 || c === 35) break;
        i++;
      }
      if (i >= first) return;
    }
  }
  checkAnyAt(text);
}

/** The rest of `checkUserinfoText`, apart from the common case (bench/README.md, "Why the hot path looks as it does"). */
function checkAnyAt(text: string): void {
  const lastAt = text.lastIndexOf("@");
  let start = afterScheme(text, 0);
  if (start < 0) return;
  let name = 0;
  // db:engine://... (the db: proposal): the engine's URI follows.
  if (start === 3 && (text.charCodeAt(0) | 32) === 100 && (text.charCodeAt(1) | 32) === 98) {
    const engine = afterScheme(text, start);
    if (engine > 0) [name, start] = [start, engine];
  }
  // SQLite's path is a file name, free to hold ":" and "@" (`sqlite:///tmp/a:b@c.db`, `db:sqlite:file::@x`).
  const files = /^sqlite3?:$/i.test(text.slice(name, start));
  if (text.startsWith("//", start)) checkAuthority(text, start + 2, lastAt, files);
  else if (!files) checkOpaque(text, start, lastAt, { nestedDb: /^db:$/i.test(text.slice(name, start)) });
}

function checkAuthority(text: string, authority: number, lastAt: number, files: boolean): void {
  if (files && text.charCodeAt(authority) === 47) return; // sqlite:///path: no authority to cut short
  let end = authority;
  while (end < lastAt) {
    const c = text.charCodeAt(end);
    if (c === 47 || c === 63 || c === 35) break;
    end++;
  }
  if (end >= lastAt) return; // every "@" is inside the authority
  const colon = indexIn(text, 58, authority, lastAt);
  if (colon < 0) return;
  const n = text.length;
  let pathEnd = end;
  while (pathEnd < n && text.charCodeAt(pathEnd) !== 63 && text.charCodeAt(pathEnd) !== 35) pathEnd++;
  const hash = text.indexOf("#", pathEnd);
  const queryEnd = hash < 0 ? n : hash;
  for (let at = text.indexOf("@", Math.max(end, colon)); at >= 0; at = text.indexOf("@", at + 1)) {
    if (at < pathEnd) {
      // In the path: refused, even after a userinfo (`u:a@secret/x@host/db` is a password "a@secret/x"
      // with a raw "@" and "/"), unless the only ":" is a drive letter's right after an empty authority.
      const drive = end === authority && isDrive(text, end + 1) && indexIn(text, 58, end + 3, at) < 0;
      if (!drive) throw ambiguous(text, authority, end, at);
    } else if (at < queryEnd) {
      // In the query: a value's "@" is accepted after a path, as in ?user=me@server. Without a path, the
      // "?" is likelier a password's (`mysql://user:12?x=y@host`, where "12" reads as the port).
      // The pair holding it starts after the last separator: "&", and ";" too in a db: URI.
      const semicolons = isDbScheme(text, 0, text.indexOf(":"));
      let pair = pathEnd + 1;
      for (let i = pair; i < at; i++) {
        const c = text.charCodeAt(i);
        if (c === 38 || (c === 59 && semicolons)) pair = i + 1;
      }
      const inValue = indexIn(text, 61, pair, at) >= 0;
      if (!inValue || pathEnd === end) throw ambiguous(text, authority, end, at);
    } else {
      throw ambiguous(text, authority, end, at);
    }
  }
}

/** The raw delimiters in text[start, end) among "/", "?", "#" and "@", in the order first written. */
function rawDelimiters(text: string, start: number, end: number): string[] {
  const found: string[] = [];
  for (let i = start; i < end; i++) {
    const c = text[i]!;
    if ((c === "/" || c === "?" || c === "#" || c === "@") && !found.includes(c)) found.push(c);
  }
  return found;
}

function ambiguous(text: string, authority: number, end: number, at: number): DburiError {
  const delimiter = text[end]!;
  const escapes = rawDelimiters(text, authority, at).map(
    (c) => `'${c}' as ${escapeCodePoint(c.charCodeAt(0))}`,
  );
  return new DburiError({
    code: "invalid-userinfo",
    reason: `the authority ends at this raw '${delimiter}', but an '@' follows later: the user name or password seems to contain a raw '${delimiter}', which would make part of it read as host, port, path or query`,
    fix: `percent-encode the user name and password: write ${escapes.join(", ")}; an '@' that belongs to the path or query is written as %40 too`,
    index: end,
    input: text,
  });
}

/** `scheme:user:password@host` or `scheme:/user:password@host`: RFC 3986 reads it all as a path. */
function checkOpaque(
  text: string,
  start: number,
  lastAt: number,
  { nestedDb }: { readonly nestedDb: boolean },
): void {
  if (lastAt < start) return;
  // db:db:... is left to the db: scheme, which refuses it.
  if (nestedDb) return;
  let limit = lastAt;
  const end = text.length;
  for (let i = start; i < lastAt; i++) {
    const c = text.charCodeAt(i);
    if (c === 63 || c === 35) {
      limit = i;
      break;
    }
  }
  let colon = indexIn(text, 58, start, limit);
  if (colon < 0) return;
  // File paths of other schemes: file:name, C:/dir/x.
  if (isDrive(text, start) || text.slice(start, colon).toLowerCase() === "file") {
    colon = indexIn(text, 58, colon + 1, limit);
    if (colon < 0) return;
  }
  const scheme = text.slice(0, start);
  // Redacted as one URI: redact() would read raw spaces or quotes in it as the ends of words.
  const rest = text.slice(text.charCodeAt(start) === 47 ? start + 1 : start, end); // scheme:/user:pw@h too
  const written = `${scheme}//${rest}`;
  const fixed = applySpans(written, secretSpans(written));
  throw new DburiError({
    code: "missing-authority",
    reason: `a 'user:password@host' without '//' after '${scheme}' is read as a path (RFC 3986 §3), so the password would show as part of it`,
    fix: `write '//' after '${scheme}', as in ${fixed}`,
    index: start,
    input: text,
  });
}

// A "user:password@" in text without "//", which RFC 3986 reads as a scheme and a path, or not at all:
// `postgres:app:pw@h/db` (a scheme, then user:password@), `app:pw@db/shop` (the user read as the scheme),
// Go's `app:pw@tcp(db:3306)/shop`, `my_user:pw@db` (no scheme: "_" is no scheme character). The password
// runs to the last "@" of the text, as in an authority: a raw "/", "?" or "#" in it would have ended the
// path early. Schemes whose text is an address or a file name are left alone (`mailto:ops@example.com`),
// and so is prose, which has a space after its ":" (`Note: see ops@example.com`).

import { firstIndex, isAsciiSpace } from "./chars.js";
import { isAddressScheme } from "./redact-pairs.js";

/** A [start, end) range of the text. */
type Range = readonly [start: number, end: number];

/** Whether text[start, end) holds ASCII whitespace: prose (`Note: see ops@example.com`), no password. */
function hasSpace(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (isAsciiSpace(text.charCodeAt(i))) return true;
  return false;
}

/**
 * Whether text[start, end) can be the user of a `user:password@`: not empty, no whitespace, "=", ";",
 * "&", "/", "?" or "#" (a connection string's pairs have "=").
 */
function isUserLike(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (isAsciiSpace(c) || c === 61 || c === 59 || c === 38 || c === 47 || c === 63 || c === 35) return false;
  }
  return end > start;
}

/**
 * The password of a URI without "//" whose scheme is text[schemeStart, schemeEnd) and whose path (from
 * `pathStart`) reaches the last "@" of the text (`lastAt`): from the path's first ":"
 * (`scheme:user:pw@host`); or, with no ":" before the "@", the whole path up to it (`user:pw@host`, the
 * user read as the scheme), unless the scheme's text is an address. Null when there is none.
 * @example
 * opaqueUserinfoSpan("app:pw@db/shop", 0, 3, 4, 6); // [4, 6]
 */
export function opaqueUserinfoSpan(
  text: string,
  schemeStart: number,
  schemeEnd: number,
  pathStart: number,
  lastAt: number,
): Range | null {
  if (lastAt <= pathStart) return null;
  const colon = firstIndex(text, ":", pathStart, lastAt);
  if (colon >= 0) return lastAt > colon + 1 ? [colon + 1, lastAt] : null;
  return isAddressScheme(text, schemeStart, schemeEnd) ? null : [pathStart, lastAt];
}

/**
 * The password of text that does not parse, has no "//" and no second ":" before its last "@": from its
 * first ":" (`colon`) to that "@" (`lastAt`), when what comes before the ":" can be a user (leading
 * whitespace aside), what comes after holds no whitespace, and the "user" names no address scheme.
 * @example
 * bareUserinfoSpan("my_user:pw@db/shop", 7, 10); // [8, 10]
 * bareUserinfoSpan("Note: see ops@example.com", 4, 13); // null
 */
export function bareUserinfoSpan(text: string, colon: number, lastAt: number): Range | null {
  if (colon < 0 || lastAt <= colon + 1) return null;
  let user = 0;
  while (user < colon && isAsciiSpace(text.charCodeAt(user))) user++;
  if (!isUserLike(text, user, colon) || hasSpace(text, colon + 1, lastAt)) return null;
  return isAddressScheme(text, user, colon) ? null : [colon + 1, lastAt];
}

// The with*/without* edits of a Uri: the raw text of every untouched component is kept exactly, the new
// value is encoded for its component, and the result is parsed again (so an edit cannot make an invalid
// URI). Uri's methods call these with their text and offsets, and parse the text they return.

import {
  checkPort,
  checkRawQuery,
  checkScheme,
  encodeFragment,
  encodeHost,
  encodeParams,
  encodePath,
  encodeSegment,
  encodeUserinfo,
} from "./encode.js";
import { placePath, type RawParts, recompose } from "./format.js";
import {
  argumentError,
  checkParams,
  checkSegments,
  expectString,
  expectStringOrNull,
} from "./format-checks.js";
import { type Offsets, queryEnd } from "./offsets.js";
import type { QueryPair } from "./query.js";

/** The raw text of each component of a scanned URI; a host list is one `host` and no `port`. */
function rawPartsOf(text: string, o: Readonly<Offsets>): RawParts {
  const hasAuthority = o.authorityStart >= 0;
  const hostEnd = o.hostListEnd >= 0 ? o.hostListEnd : o.hostEnd;
  return {
    scheme: o.schemeEnd < 0 ? null : text.slice(0, o.schemeEnd),
    userinfo: o.userinfoEnd < 0 ? null : text.slice(o.authorityStart, o.userinfoEnd),
    host: hasAuthority ? text.slice(o.hostStart, hostEnd) : null,
    port: hasAuthority && o.portStart >= 0 && o.hostListEnd < 0 ? text.slice(o.portStart, o.pathStart) : null,
    path: text.slice(o.pathStart, o.pathEnd),
    query: o.queryStart < 0 ? null : text.slice(o.queryStart, queryEnd(o, text.length)),
    fragment: o.fragmentStart < 0 ? null : text.slice(o.fragmentStart),
  };
}

/**
 * Applies `change` to the raw components of the URI `text` (scanned as `o`) and returns the new text, its
 * path checked and placed (placePath) where it now stands, which the caller parses with the same options.
 * @example
 * import { offsetsOf } from "./uri.js";
 *
 * editText("redis://h", offsetsOf(parseUri("redis://h")), (raw) => { raw.port = "6380"; }); // "redis://h:6380"
 */
export function editText(text: string, o: Readonly<Offsets>, change: (raw: RawParts) => void): string {
  const raw = rawPartsOf(text, o);
  change(raw);
  raw.path = placePath(raw.path, { authority: raw.host !== null, scheme: raw.scheme !== null });
  return recompose(raw);
}

/** The raw user name and password of raw userinfo: split at its first ":", each null when absent. */
function splitUserinfo(userinfo: string | null): [user: string | null, password: string | null] {
  const colon = userinfo === null ? -1 : userinfo.indexOf(":");
  return colon < 0 ? [userinfo, null] : [userinfo!.slice(0, colon), userinfo!.slice(colon + 1)];
}

/**
 * An edit of one component: it changes the raw components of a URI (whose offsets `o` are) to hold the
 * decoded new value, or none when it is null, as `editText` applies it.
 */
export type Edit<T> = (raw: RawParts, value: T, o: Readonly<Offsets>) => void;

/**
 * The edits, by component. Each takes the raw components of a URI, the decoded new value (or null to
 * remove the component) and the URI's offsets, and changes the components.
 * @example
 * import { offsetsOf } from "./uri.js";
 *
 * const uri = parseUri("redis://h");
 * editText(uri.href, offsetsOf(uri), (raw) => edits.port(raw, 6380)); // "redis://h:6380"
 */
export const edits = {
  scheme(raw: RawParts, scheme: string | null): void {
    expectStringOrNull(scheme, "the scheme");
    raw.scheme = scheme == null ? null : checkScheme(scheme);
  },
  username(raw: RawParts, username: string | null): void {
    expectStringOrNull(username, "the user name");
    const [, password] = splitUserinfo(raw.userinfo);
    raw.host ??= "";
    raw.userinfo =
      username == null && password === null
        ? null
        : `${encodeUserinfo(username ?? "")}${password === null ? "" : `:${password}`}`;
  },
  password(raw: RawParts, password: string | null): void {
    expectStringOrNull(password, "the password");
    const [user] = splitUserinfo(raw.userinfo);
    raw.host ??= "";
    raw.userinfo = password == null ? user : `${user ?? ""}:${encodeUserinfo(password)}`;
  },
  userinfo(raw: RawParts, userinfo: null): void {
    raw.userinfo = userinfo;
  },
  host(raw: RawParts, host: string | null, o: Readonly<Offsets>): void {
    expectStringOrNull(host, "the host");
    if (host == null && (raw.userinfo !== null || raw.port !== null)) {
      throw argumentError(
        "cannot remove the host while userinfo or a port remains",
        "remove the userinfo and port first, or set an empty host",
      );
    }
    raw.host = host == null ? null : encodeHost(host);
    if (o.hostListEnd >= 0) raw.port = null;
  },
  port(raw: RawParts, port: number | null): void {
    const written = port === null ? null : checkPort(port);
    raw.host ??= "";
    raw.port = written;
  },
  path(raw: RawParts, path: string): void {
    expectString(path, "the path");
    raw.path = encodePath(path);
  },
  segments(raw: RawParts, segments: readonly string[]): void {
    checkSegments(segments);
    raw.path = segments.length === 0 ? "" : `/${segments.map(encodeSegment).join("/")}`;
  },
  query(raw: RawParts, query: string | null): void {
    expectStringOrNull(query, "the query");
    raw.query = query == null ? null : checkRawQuery(query);
  },
  params(raw: RawParts, params: readonly QueryPair[]): void {
    raw.query = encodeParams(checkParams(params));
  },
  fragment(raw: RawParts, fragment: string | null): void {
    expectStringOrNull(fragment, "the fragment");
    raw.fragment = fragment == null ? null : encodeFragment(fragment);
  },
};

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
import type { Offsets } from "./offsets.js";
import type { QueryPair } from "./query.js";

/** The raw text of each component of a scanned URI; a host list is one `host` and no `port`. */
function rawPartsOf(text: string, o: Readonly<Offsets>): RawParts {
  const hasAuthority = o.authorityStart >= 0;
  const hostEnd = o.hostListEnd >= 0 ? o.hostListEnd : o.hostEnd;
  const queryEnd = o.fragmentStart < 0 ? text.length : o.fragmentStart - 1;
  return {
    scheme: o.schemeEnd < 0 ? null : text.slice(0, o.schemeEnd),
    userinfo: o.userinfoEnd < 0 ? null : text.slice(o.authorityStart, o.userinfoEnd),
    host: hasAuthority ? text.slice(o.hostStart, hostEnd) : null,
    port: hasAuthority && o.portStart >= 0 && o.hostListEnd < 0 ? text.slice(o.portStart, o.pathStart) : null,
    path: text.slice(o.pathStart, o.pathEnd),
    query: o.queryStart < 0 ? null : text.slice(o.queryStart, queryEnd),
    fragment: o.fragmentStart < 0 ? null : text.slice(o.fragmentStart),
  };
}

/** Where a path goes among the raw parts. */
function placeOf(raw: RawParts): { authority: boolean; scheme: boolean } {
  return { authority: raw.host !== null, scheme: raw.scheme !== null };
}

/**
 * Applies `change` to the raw components of the URI `text` (scanned as `o`) and returns the new text, which
 * the caller parses with the same options.
 * @example
 * import { offsetsOf } from "./uri.js";
 *
 * editText("redis://h", offsetsOf(parseUri("redis://h")), (raw) => { raw.port = "6380"; }); // "redis://h:6380"
 */
export function editText(text: string, o: Readonly<Offsets>, change: (raw: RawParts) => void): string {
  const raw = rawPartsOf(text, o);
  change(raw);
  raw.path = placePath(raw.path, placeOf(raw));
  return recompose(raw);
}

/** The raw user name and password of a URI's userinfo (null when absent). */
function rawCredentials(
  text: string,
  o: Readonly<Offsets>,
): { user: string | null; password: string | null } {
  if (o.userinfoEnd < 0) return { user: null, password: null };
  return {
    user: text.slice(o.authorityStart, o.passwordStart < 0 ? o.userinfoEnd : o.passwordStart - 1),
    password: o.passwordStart < 0 ? null : text.slice(o.passwordStart, o.userinfoEnd),
  };
}

/**
 * The edits, by component. Each takes the text and offsets of a URI and the decoded new value, or null to
 * remove the component, and returns the new text.
 */
export const edits = {
  scheme: (text: string, o: Readonly<Offsets>, scheme: string | null): string =>
    editText(text, o, (raw) => {
      expectStringOrNull(scheme, "the scheme");
      raw.scheme = scheme == null ? null : checkScheme(scheme);
    }),
  username: (text: string, o: Readonly<Offsets>, username: string | null): string => {
    expectStringOrNull(username, "the user name");
    const { password } = rawCredentials(text, o);
    return editText(text, o, (raw) => {
      raw.host ??= "";
      raw.userinfo =
        username == null && password === null
          ? null
          : `${encodeUserinfo(username ?? "")}${password === null ? "" : `:${password}`}`;
    });
  },
  password: (text: string, o: Readonly<Offsets>, password: string | null): string => {
    expectStringOrNull(password, "the password");
    const { user } = rawCredentials(text, o);
    return editText(text, o, (raw) => {
      raw.host ??= "";
      raw.userinfo = password == null ? user : `${user ?? ""}:${encodeUserinfo(password)}`;
    });
  },
  userinfo: (text: string, o: Readonly<Offsets>, userinfo: null): string =>
    editText(text, o, (raw) => {
      raw.userinfo = userinfo;
    }),
  host: (text: string, o: Readonly<Offsets>, host: string | null): string =>
    editText(text, o, (raw) => {
      expectStringOrNull(host, "the host");
      if (host == null && (raw.userinfo !== null || raw.port !== null)) {
        throw argumentError(
          "cannot remove the host while userinfo or a port remains",
          "remove the userinfo and port first, or set an empty host",
        );
      }
      raw.host = host == null ? null : encodeHost(host);
      if (o.hostListEnd >= 0) raw.port = null;
    }),
  port: (text: string, o: Readonly<Offsets>, port: number | null): string => {
    const written = port === null ? null : checkPort(port);
    return editText(text, o, (raw) => {
      raw.host ??= "";
      raw.port = written;
    });
  },
  path: (text: string, o: Readonly<Offsets>, path: string): string =>
    editText(text, o, (raw) => {
      expectString(path, "the path");
      raw.path = placePath(encodePath(path), placeOf(raw));
    }),
  segments: (text: string, o: Readonly<Offsets>, segments: readonly string[]): string =>
    editText(text, o, (raw) => {
      checkSegments(segments);
      const path = segments.length === 0 ? "" : `/${segments.map(encodeSegment).join("/")}`;
      raw.path = placePath(path, placeOf(raw));
    }),
  query: (text: string, o: Readonly<Offsets>, query: string | null): string =>
    editText(text, o, (raw) => {
      expectStringOrNull(query, "the query");
      raw.query = query == null ? null : checkRawQuery(query);
    }),
  params: (text: string, o: Readonly<Offsets>, params: readonly QueryPair[]): string =>
    editText(text, o, (raw) => {
      raw.query = encodeParams(checkParams(params));
    }),
  fragment: (text: string, o: Readonly<Offsets>, fragment: string | null): string =>
    editText(text, o, (raw) => {
      expectStringOrNull(fragment, "the fragment");
      raw.fragment = fragment == null ? null : encodeFragment(fragment);
    }),
};

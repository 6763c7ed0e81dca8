// The with*/without* edits of a Uri: the raw text of every untouched component is kept exactly, the new
// value is encoded for its component, and the result is parsed again (so an edit cannot make an invalid
// URI). Uri's methods call these.

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
import type { QueryPair } from "./query.js";
import { offsetsOf, Uri } from "./uri.js";

/** The raw text of each component of a URI; a host list is one `host` and no `port`. */
function rawPartsOf(uri: Uri): RawParts {
  const o = offsetsOf(uri);
  const text = uri.href;
  const hasAuthority = o.authorityStart >= 0;
  const hostEnd = o.hostListEnd >= 0 ? o.hostListEnd : o.hostEnd;
  return {
    scheme: o.schemeEnd < 0 ? null : text.slice(0, o.schemeEnd),
    userinfo: uri.userinfo,
    host: hasAuthority ? text.slice(o.hostStart, hostEnd) : null,
    port: hasAuthority && o.portStart >= 0 && o.hostListEnd < 0 ? text.slice(o.portStart, o.pathStart) : null,
    path: uri.path,
    query: uri.query,
    fragment: uri.fragment,
  };
}

/** Where a path goes among the raw parts. */
function placeOf(raw: RawParts): { authority: boolean; scheme: boolean } {
  return { authority: raw.host !== null, scheme: raw.scheme !== null };
}

/**
 * Applies `change` to the raw components of `uri` and parses the result with the same options.
 * @example
 * editUri(parseUri("redis://h"), (raw) => { raw.port = "6380"; }).href; // "redis://h:6380"
 */
export function editUri(uri: Uri, change: (raw: RawParts) => void): Uri {
  const raw = rawPartsOf(uri);
  change(raw);
  raw.path = placePath(raw.path, placeOf(raw));
  return new Uri(recompose(raw), { hostList: uri.isHostList });
}

/** The raw user name and password of a URI's userinfo (null when absent). */
function rawCredentials(uri: Uri): { user: string | null; password: string | null } {
  const o = offsetsOf(uri);
  const text = uri.href;
  if (o.userinfoEnd < 0) return { user: null, password: null };
  return {
    user: text.slice(o.authorityStart, o.passwordStart < 0 ? o.userinfoEnd : o.passwordStart - 1),
    password: o.passwordStart < 0 ? null : text.slice(o.passwordStart, o.userinfoEnd),
  };
}

/** The edits, by component. Each takes the decoded new value, or null to remove the component. */
export const edits = {
  scheme: (uri: Uri, scheme: string | null): Uri =>
    editUri(uri, (raw) => {
      expectStringOrNull(scheme, "the scheme");
      raw.scheme = scheme == null ? null : checkScheme(scheme);
    }),
  username: (uri: Uri, username: string | null): Uri => {
    expectStringOrNull(username, "the user name");
    const { password } = rawCredentials(uri);
    return editUri(uri, (raw) => {
      raw.host ??= "";
      raw.userinfo =
        username == null && password === null
          ? null
          : `${encodeUserinfo(username ?? "")}${password === null ? "" : `:${password}`}`;
    });
  },
  password: (uri: Uri, password: string | null): Uri => {
    expectStringOrNull(password, "the password");
    const { user } = rawCredentials(uri);
    return editUri(uri, (raw) => {
      raw.host ??= "";
      raw.userinfo = password == null ? user : `${user ?? ""}:${encodeUserinfo(password)}`;
    });
  },
  userinfo: (uri: Uri, userinfo: null): Uri =>
    editUri(uri, (raw) => {
      raw.userinfo = userinfo;
    }),
  host: (uri: Uri, host: string | null): Uri =>
    editUri(uri, (raw) => {
      expectStringOrNull(host, "the host");
      if (host == null && (raw.userinfo !== null || raw.port !== null)) {
        throw argumentError(
          "cannot remove the host while userinfo or a port remains",
          "remove the userinfo and port first, or set an empty host",
        );
      }
      raw.host = host == null ? null : encodeHost(host);
      if (offsetsOf(uri).hostListEnd >= 0) raw.port = null;
    }),
  port: (uri: Uri, port: number | null): Uri => {
    const text = port === null ? null : checkPort(port);
    return editUri(uri, (raw) => {
      raw.host ??= "";
      raw.port = text;
    });
  },
  path: (uri: Uri, path: string): Uri =>
    editUri(uri, (raw) => {
      expectString(path, "the path");
      raw.path = placePath(encodePath(path), placeOf(raw));
    }),
  segments: (uri: Uri, segments: readonly string[]): Uri =>
    editUri(uri, (raw) => {
      checkSegments(segments);
      const path = segments.length === 0 ? "" : `/${segments.map(encodeSegment).join("/")}`;
      raw.path = placePath(path, placeOf(raw));
    }),
  query: (uri: Uri, query: string | null): Uri =>
    editUri(uri, (raw) => {
      expectStringOrNull(query, "the query");
      raw.query = query == null ? null : checkRawQuery(query);
    }),
  params: (uri: Uri, params: readonly QueryPair[]): Uri =>
    editUri(uri, (raw) => {
      raw.query = encodeParams(checkParams(params));
    }),
  fragment: (uri: Uri, fragment: string | null): Uri =>
    editUri(uri, (raw) => {
      expectStringOrNull(fragment, "the fragment");
      raw.fragment = fragment == null ? null : encodeFragment(fragment);
    }),
};

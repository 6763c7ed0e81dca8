// Building URI text from decoded values (RFC 3986 §5.3 recomposition), encoding exactly what each
// component needs, so that parsing the result gives the values back.

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
import {
  argumentError,
  checkParams,
  checkSegments,
  expectString,
  expectStringOrNull,
  typeName,
} from "./format-checks.js";
import type { QueryPair } from "./query.js";

/**
 * The decoded components `formatUri` builds a URI from. Absent (`null`/`undefined`) and `""` differ.
 * @example
 * const parts: UriParts = { scheme: "redis", password: "p@ss w", host: "cache", path: "/2" };
 * formatUri(parts); // "redis://:p%40ss%20w@cache/2"
 */
export interface UriParts {
  /** Scheme, e.g. `postgresql`; null or absent for a relative reference. */
  readonly scheme?: string | null | undefined;
  /** Decoded user name. A password without a user name gives an empty one (`:pw@`). */
  readonly username?: string | null | undefined;
  /** Decoded password. */
  readonly password?: string | null | undefined;
  /**
   * Decoded host; an IPv6 address without brackets (`::1`, `fe80::1%eth0`), or with them (`[::1]`, the
   * same address). `""` is an empty host.
   */
  readonly host?: string | null | undefined;
  /** Port number 0-65535. */
  readonly port?: number | null | undefined;
  /** Decoded path in which "/" separates segments. Give `path` or `segments`, not both. */
  readonly path?: string | undefined;
  /** Decoded segments of an absolute path: `["a", "b/c"]` is `/a/b%2Fc`. */
  readonly segments?: readonly string[] | undefined;
  /** Raw query text, which must be valid RFC 3986 §3.4 text. Give `query` or `params`, not both. */
  readonly query?: string | null | undefined;
  /** Decoded query pairs, joined with "&". */
  readonly params?: readonly QueryPair[] | null | undefined;
  /** Decoded fragment. */
  readonly fragment?: string | null | undefined;
}

/** The raw text of each component, as `recompose` joins them. */
export interface RawParts {
  scheme: string | null;
  userinfo: string | null;
  host: string | null;
  port: string | null;
  path: string;
  query: string | null;
  fragment: string | null;
}

/**
 * RFC 3986 §5.3: joins raw components with their delimiters. Without an authority a path cannot start
 * with "//" (§3.3), which would read as one; removing dot-segments can make such a path (`x:/..//g`,
 * §5.2.4), so "/." is put before it, which names the same path (as the WHATWG URL serializer does).
 * @example
 * recompose({ scheme: "x", userinfo: null, host: null, port: null, path: "//g", query: null, fragment: null }); // "x:/.//g"
 */
export function recompose(raw: RawParts): string {
  let out = raw.scheme === null ? "" : `${raw.scheme}:`;
  if (raw.host !== null) {
    out += "//";
    if (raw.userinfo !== null) out += `${raw.userinfo}@`;
    out += raw.host;
    if (raw.port !== null) out += `:${raw.port}`;
  } else if (raw.path.startsWith("//")) out += "/.";
  out += raw.path;
  if (raw.query !== null) out += `?${raw.query}`;
  if (raw.fragment !== null) out += `#${raw.fragment}`;
  return out;
}

/** Which components a path stands between, for `placePath`. */
export interface PathPlace {
  /** Whether an authority comes before the path. */
  readonly authority: boolean;
  /** Whether a scheme comes before the path. */
  readonly scheme: boolean;
}

/**
 * Checks that a raw path fits where it goes (RFC 3986 §3.3): after an authority it is empty or starts
 * with "/"; without one it cannot start with "//"; in a relative reference its first segment has no ":"
 * (written %3A instead).
 * @example
 * placePath("a:b/c", { authority: false, scheme: false }); // "a%3Ab/c"
 */
export function placePath(path: string, { authority, scheme }: PathPlace): string {
  if (authority && path !== "" && !path.startsWith("/")) {
    throw argumentError(
      "a path after a host must be empty or start with '/' (RFC 3986 §3.3)",
      "start the path with '/'",
    );
  }
  if (!authority && path.startsWith("//")) {
    throw argumentError(
      "a path without a host cannot start with '//', which would read as an authority (RFC 3986 §3.3)",
      "give a host, or remove the empty first segment",
    );
  }
  if (!scheme && !authority) {
    const slash = path.indexOf("/");
    const first = slash < 0 ? path : path.slice(0, slash);
    if (first.includes(":")) return first.replaceAll(":", "%3A") + path.slice(first.length);
  }
  return path;
}

/**
 * Checks the type of every part `formatUri` reads (values, not syntax: the encoders do that).
 * @example
 * checkParts({ scheme: "redis", port: "6379" }); // throws invalid-argument: port must be a number
 */
export function checkParts(parts: unknown): asserts parts is UriParts {
  if (typeof parts !== "object" || parts === null || Array.isArray(parts)) {
    throw argumentError(
      `formatUri takes an object of parts, got ${typeName(parts)}`,
      'pass an object such as { scheme: "redis", host: "localhost" }',
    );
  }
  const p = parts as Record<string, unknown>;
  for (const name of ["scheme", "username", "password", "host", "query", "fragment"]) {
    expectStringOrNull(p[name], name);
  }
  if (p.path !== undefined) expectString(p.path, "path");
  if (p.segments !== undefined) checkSegments(p.segments);
  if (p.params != null) checkParams(p.params);
  if (p.port != null && typeof p.port !== "number") {
    throw argumentError(
      `port must be a number (or null for none), got ${typeName(p.port)}`,
      "pass the port as a number such as 5432, or null to leave it out",
    );
  }
  if (p.path !== undefined && p.segments !== undefined) {
    throw argumentError("both path and segments were given", "give one of them");
  }
  if (p.query != null && p.params != null) {
    throw argumentError("both query and params were given", "give one of them");
  }
}

/**
 * Builds URI text from decoded parts, percent-encoding what each component needs, so that
 * `parseUri(formatUri(parts))` gives the same parts back: through the decoded getters `username`,
 * `password`, `host`, `port`, `decodedPath` (or `segments`), `params` and `decodedFragment`.
 * @throws DburiError `invalid-argument` for a part of the wrong type (`params: [["c", null]]`), or parts
 * that contradict each other; the syntax codes (`invalid-scheme`, `invalid-ipv6`, ...) for values that
 * cannot be encoded
 * @example
 * formatUri({ scheme: "postgresql", username: "app", password: "p@ss/w#rd", host: "::1", port: 5432, segments: ["app"] });
 * // "postgresql://app:p%40ss%2Fw%23rd@[::1]:5432/app"
 */
export function formatUri(parts: UriParts): string {
  checkParts(parts);
  return composeUri(parts);
}

/**
 * `formatUri` on parts whose types are known to be right (a caller that builds them itself): the encoding
 * and the syntax checks, without `checkParts`. Not exported from the package.
 * @example
 * composeUri({ scheme: "redis", host: "cache", port: 6380 }); // "redis://cache:6380"
 */
export function composeUri(parts: UriParts): string {
  const hasUserinfo = parts.username != null || parts.password != null;
  const hasAuthority = parts.host != null || hasUserinfo || parts.port != null;
  const scheme = parts.scheme == null ? null : checkScheme(parts.scheme);
  let path = "";
  if (parts.segments !== undefined)
    path = parts.segments.length ? `/${parts.segments.map(encodeSegment).join("/")}` : "";
  else if (parts.path !== undefined) path = encodePath(parts.path);
  const raw: RawParts = {
    scheme,
    userinfo: hasUserinfo
      ? encodeUserinfo(parts.username ?? "") +
        (parts.password == null ? "" : `:${encodeUserinfo(parts.password)}`)
      : null,
    host: hasAuthority ? encodeHost(parts.host ?? "") : null,
    port: parts.port == null ? null : checkPort(parts.port),
    path: placePath(path, { authority: hasAuthority, scheme: scheme !== null }),
    query:
      parts.params != null
        ? encodeParams(parts.params)
        : parts.query == null
          ? null
          : checkRawQuery(parts.query),
    fragment: parts.fragment == null ? null : encodeFragment(parts.fragment),
  };
  return recompose(raw);
}

/**
 * A URI whose authority holds a host list, as libpq and MongoDB write one (`h1:5432,h2:5433` after the
 * userinfo; RFC 3986 §3.2.2 has no such list): `parts` composed with their host, the list's first, then each
 * of `others` encoded alone, as its own authority, and written after it with a ",". Internal: `buildUri`
 * and the native URIs of `toDsn` write host lists.
 */
export function composeUriWithHosts(
  parts: UriParts,
  others: readonly { readonly host: string; readonly port: number | null }[],
): string {
  const text = composeUri(parts);
  if (others.length === 0) return text;
  const list = others.map((h) => composeUri({ host: h.host, port: h.port }).slice(2)).join(",");
  // The authority ends at the first "/", "?" or "#" after its "//" (§3.2).
  const authority = text.indexOf("//") + 2;
  let end = authority;
  while (end < text.length && !"/?#".includes(text[end]!)) end++;
  return `${text.slice(0, end)},${list}${text.slice(end)}`;
}

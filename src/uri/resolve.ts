// Reference resolution, RFC 3986 §5.2, on raw component text (no decoding, so nothing is altered that
// the reference did not change).

import { DburiError } from "./error.js";
import { type RawParts, recompose } from "./format.js";
import { secretSpans } from "./redact-spans.js";
import { type ParseUriOptions, scannedOffsets, Uri } from "./uri.js";

/**
 * RFC 3986 §5.2.4: removes "." and ".." segments from a path. Linear in the path length.
 * @example
 * removeDotSegments("/a/b/c/./../../g"); // "/a/g"
 */
export function removeDotSegments(path: string): string {
  if (!path.includes(".")) return path;
  let input = path;
  let i = 0;
  const output: string[] = [];
  while (i < input.length) {
    if (input.startsWith("../", i))
      i += 3; // A
    else if (input.startsWith("./", i))
      i += 2; // A
    else if (input.startsWith("/./", i))
      i += 2; // B
    else if (input.startsWith("/.", i) && i + 2 === input.length) {
      input = "/"; // B
      i = 0;
    } else if (input.startsWith("/../", i)) {
      i += 3; // C
      output.pop();
    } else if (input.startsWith("/..", i) && i + 3 === input.length) {
      input = "/"; // C
      i = 0;
      output.pop();
    } else if (
      (i + 1 === input.length && input.charCodeAt(i) === 46) ||
      (i + 2 === input.length && input.startsWith("..", i))
    ) {
      i = input.length; // D
    } else {
      // E: the first segment, with its leading "/" if any, up to the next "/".
      let j = input.indexOf("/", input.charCodeAt(i) === 47 ? i + 1 : i);
      if (j < 0) j = input.length;
      output.push(input.slice(i, j));
      i = j;
    }
  }
  return output.join("");
}

/** The raw components of a parsed reference. */
export function rawParts(uri: Uri): RawParts {
  const authority = uri.authority;
  return {
    scheme: uri.isRelative ? null : uri.href.slice(0, uri.href.indexOf(":")),
    userinfo: null,
    host: authority,
    port: null,
    path: uri.path,
    query: uri.query,
    fragment: uri.fragment,
  };
}

/** RFC 3986 §5.2.3: merges a relative-path reference with the base path. */
function merge(base: RawParts, path: string): string {
  if (base.host !== null && base.path === "") return `/${path}`;
  const slash = base.path.lastIndexOf("/");
  return base.path.slice(0, slash + 1) + path;
}

/**
 * Refuses a base whose path holds a "/" inside a secret: a password with a raw "/" that RFC 3986 reads as
 * the start of the path (`db:mysql://app:pa55/s3cret@db/shop`, `mysql://u:12/x@h/db`). Merging a
 * relative path removes the base's last segment and ".." more, so the result would keep the secret's
 * first part and lose its "@": `db:mysql://app:pa55/x`, a password shown as a port.
 */
function checkCuttableSecret(base: Uri): void {
  const text = base.href;
  const o = scannedOffsets(base);
  for (const [start, end] of secretSpans(text)) {
    const from = Math.max(start, o.pathStart);
    const to = Math.min(end, o.pathEnd);
    const slash = from < to ? text.indexOf("/", from) : -1;
    if (slash >= 0 && slash < to) {
      throw new DburiError({
        code: "invalid-userinfo",
        reason:
          "a secret of the base URI holds a raw '/', which reads as part of its path: resolving a relative " +
          "path against it would cut the secret and keep part of it in the result",
        fix: `write each '/' in the password as %2F, and '?', '#', '@' as %3F, %23, %40: ${String(base)}`,
        index: slash,
        input: text,
      });
    }
  }
}

/**
 * Resolves a reference against a base URI, RFC 3986 §5.2.2 (strict: a reference with a scheme is taken
 * as it is). Passes every normal and abnormal example of §5.4.
 * @throws DburiError `relative-base` when the base has no scheme; `invalid-userinfo` when the reference
 *   is a relative path and a secret of the base holds a raw "/" (a password RFC 3986 reads as a path,
 *   which the merge would cut)
 * @example
 * resolveUri("http://a/b/c/d;p?q", "../g").href; // "http://a/b/g"
 */
export function resolveUri(base: Uri | string, reference: Uri | string, options?: ParseUriOptions): Uri {
  const b = typeof base === "string" ? new Uri(base, options) : base;
  const r = typeof reference === "string" ? new Uri(reference, options) : reference;
  if (b.isRelative) {
    throw new DburiError({
      code: "relative-base",
      reason: "the base URI has no scheme; resolution needs an absolute base (RFC 3986 §5.1)",
      fix: "pass a base URI that starts with a scheme",
      input: b.href,
    });
  }
  const B = rawParts(b);
  const R = rawParts(r);
  const T: RawParts = {
    scheme: null,
    userinfo: null,
    host: null,
    port: null,
    path: "",
    query: null,
    fragment: R.fragment,
  };
  if (R.scheme !== null) {
    T.scheme = R.scheme;
    T.host = R.host;
    T.path = removeDotSegments(R.path);
    T.query = R.query;
  } else {
    if (R.host !== null) {
      T.host = R.host;
      T.path = removeDotSegments(R.path);
      T.query = R.query;
    } else {
      if (R.path === "") {
        T.path = B.path;
        T.query = R.query ?? B.query;
      } else {
        if (!R.path.startsWith("/")) checkCuttableSecret(b);
        T.path = removeDotSegments(R.path.startsWith("/") ? R.path : merge(B, R.path));
        T.query = R.query;
      }
      T.host = B.host;
    }
    T.scheme = B.scheme;
  }
  return new Uri(recompose(T), { hostList: b.isHostList });
}

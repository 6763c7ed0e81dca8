// Syntax-based normalization, RFC 3986 §6.2.2: case, percent-encoding and dot-segments. Scheme-based
// normalization (default ports, "/" for an empty path) belongs to each scheme and is not done here,
// since for some schemes it changes the meaning (an empty amqp path is not the vhost "").

import { CHAR_CLASS, hexValue, UNRESERVED } from "./chars.js";
import { type RawParts, recompose } from "./format.js";
import { encodeNumericName } from "./host.js";
import { removeDotSegments } from "./resolve.js";
import { type ParseUriOptions, Uri, type UriHost } from "./uri.js";

/** How `normalizePercent` treats letters. */
interface CaseOptions {
  /** Whether literal letters (and decoded ones) become lowercase: for a case-insensitive host. */
  readonly lowercase: boolean;
}

/**
 * RFC 3986 §6.2.2.1-2: hex digits of escapes in uppercase, escapes of unreserved characters decoded,
 * and, with `lowercase`, literal letters in lowercase.
 */
function normalizePercent(text: string, { lowercase }: CaseOptions): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 37) {
      const octet = (hexValue(text.charCodeAt(i + 1)) << 4) | hexValue(text.charCodeAt(i + 2));
      if (octet < 128 && (CHAR_CLASS[octet]! & UNRESERVED) !== 0) {
        const char = String.fromCharCode(octet);
        out += lowercase ? char.toLowerCase() : char;
      } else out += text.slice(i, i + 3).toUpperCase();
      i += 2;
    } else out += lowercase && c >= 65 && c <= 90 ? String.fromCharCode(c + 32) : text[i];
  }
  return out;
}

const KEEP_CASE: CaseOptions = Object.freeze({ lowercase: false });

/** Unlike RFC 3986 §6.2.2.1, a host that decodes to a path (a unix socket directory) keeps its case. */
function isSocketHost(rawHost: string): boolean {
  return rawHost.startsWith("/") || rawHost.toUpperCase().startsWith("%2F");
}

/**
 * Normalizes a URI per RFC 3986 §6.2.2: lowercase scheme and host, uppercase hex in escapes, escapes of
 * unreserved characters decoded, dot-segments removed from hierarchical paths, and an empty port
 * (`host:`) dropped (§6.2.3). Idempotent. Opaque paths (`db:sqlite:../x.db`) keep their dot-segments, and
 * so does any path with `dotSegments: "keep"`: for a scheme whose path is a name, not a hierarchy (an amqp
 * vhost is one segment, so `/..` names the vhost ".."), removing them would change what the URI means.
 * @example
 * normalizeUri("PostgreSQL://DB.Example.com:/a/./b/../c%7e").href; // "postgresql://db.example.com/a/c~"
 * normalizeUri("AMQP://H/%2E%2E", { dotSegments: "keep" }).href; // "amqp://h/.."
 */
export function normalizeUri(
  uri: Uri | string,
  options?: ParseUriOptions & { readonly dotSegments?: "remove" | "keep" | undefined },
): Uri {
  const u = typeof uri === "string" ? new Uri(uri, options) : uri;
  const raw: RawParts = {
    scheme: u.scheme,
    userinfo: u.userinfo === null ? null : normalizePercent(u.userinfo, KEEP_CASE),
    host: null,
    port: null,
    path: "",
    query: u.query === null ? null : normalizePercent(u.query, KEEP_CASE),
    fragment: u.fragment === null ? null : normalizePercent(u.fragment, KEEP_CASE),
  };
  if (u.authority !== null) {
    const hosts = u.hosts;
    // Decoding can make a name of digits and dots (`%31.2` is "1.2"), which dburi reads as a bad IPv4
    // address: encodeNumericName gives such a name the one encoded form formatUri gives it too.
    const host = (h: UriHost) =>
      encodeNumericName(normalizePercent(h.rawHost, { lowercase: !isSocketHost(h.rawHost) }));
    if (hosts.length === 1) {
      raw.host = host(hosts[0]!);
      raw.port = hosts[0]!.port === null ? null : String(hosts[0]!.port);
    } else raw.host = hosts.map((h) => (h.port === null ? host(h) : `${host(h)}:${h.port}`)).join(",");
  }
  const path = normalizePercent(u.path, KEEP_CASE);
  // Dot-segments mean something only in hierarchical paths: after an authority or from the root. Without
  // an authority, a path that comes out starting with "//" gets "/." before it (see recompose).
  raw.path = !u.isRelative && (u.authority !== null || path.startsWith("/")) ? removeDotSegments(path) : path;
  // A path that names one thing rather than a hierarchy (an amqp vhost) keeps its dot-segments.
  if (options?.dotSegments === "keep") raw.path = path;
  return new Uri(recompose(raw), { hostList: u.isHostList, querySeparators: u.querySeparators });
}

// The URI a user can paste when the server on the port speaks the other way: TLS where the URI asked for
// plain text, or plain text where it asked for TLS. The same host, port, credentials and database, the
// scheme switched, and the TLS settings dropped when TLS goes; shown redacted.

import type { Target } from "../registry/index.js";
import { AMQP_TLS_PARAMS, interpret, REDIS_PARAMS } from "../schemes/index.js";
import { redactUri, type Uri } from "../uri/index.js";

/** Each family's plain and TLS scheme. */
const SCHEME_PAIRS: readonly { readonly plain: string; readonly tls: string }[] = [
  { plain: "redis", tls: "rediss" },
  { plain: "amqp", tls: "amqps" },
];

/** Every redis key that configures TLS or turns it on (`ssl`, `tls`), by every name. */
const REDIS_TLS_NAMES: ReadonlySet<string> = new Set(
  Object.entries(REDIS_PARAMS)
    .filter(([, entry]) => entry.tls === true)
    .flatMap(([key, entry]) => [key, ...(entry.aliases ?? [])]),
);
const AMQP_TLS_NAMES: ReadonlySet<string> = new Set(AMQP_TLS_PARAMS);

/** The URI without the query keys in `drop`; untouched when it has none of them. */
function withoutKeys(uri: Uri, drop: ReadonlySet<string>): Uri {
  const kept = uri.params.filter(([key]) => !drop.has(key));
  if (kept.length === uri.params.length) return uri;
  return kept.length === 0 ? uri.withoutQuery() : uri.withParams(kept);
}

/** The text of the URI with the other TLS choice, before the port is pinned; null for other schemes. */
function switched(uri: Uri, tls: boolean): Uri | null {
  const scheme = uri.scheme?.toLowerCase();
  const pair = SCHEME_PAIRS.find((p) => p.plain === scheme || p.tls === scheme);
  if (pair === undefined) return null;
  const drop = pair.plain === "redis" ? REDIS_TLS_NAMES : AMQP_TLS_NAMES;
  // redis:?ssl=true asks for TLS too: dropping ssl (and its alias tls) turns it off; going to rediss:,
  // an ssl=false left behind would contradict the scheme.
  if (!tls) return withoutKeys(uri.withScheme(pair.plain), drop);
  const ssl = new Set(["ssl", "tls"]);
  return withoutKeys(uri.withScheme(pair.tls), pair.plain === "redis" ? ssl : new Set());
}

/**
 * The target's URI switched to TLS (`tls` true) or to plain text, redacted (passwords as `***`), for a
 * fix the user can paste: `rediss:` and `redis:`, `amqps:` and `amqp:` (the TLS parameters dropped when
 * TLS goes), the port written out when the other scheme's default port differs, so that it still names
 * the port that was tried. Null when the scheme has no such counterpart (unix sockets, `db:`, SQL URIs,
 * whose TLS is a query setting) or the result would not interpret.
 * @example
 * switchedTlsUri(interpret("rediss://:s3cret@127.0.0.1:6379/0?ssl_cert_reqs=none"), false); // "redis://:***@127.0.0.1:6379/0"
 * switchedTlsUri(interpret("amqp://guest:guest@127.0.0.1/"), true); // "amqps://guest:***@127.0.0.1:5672/"
 */
export function switchedTlsUri(target: Target, tls: boolean): string | null {
  if (target.scheme === "db" || target.socket !== null || target.host === null) return null;
  let uri = switched(target.uri, tls);
  if (uri === null) return null;
  try {
    const candidate = interpret(uri.href);
    if (candidate.tls !== tls) return null;
    if (candidate.effectivePort !== target.effectivePort && target.effectivePort !== null) {
      uri = uri.withPort(target.effectivePort);
      if (interpret(uri.href).tls !== tls) return null;
    }
  } catch {
    return null;
  }
  return redactUri(uri.href);
}

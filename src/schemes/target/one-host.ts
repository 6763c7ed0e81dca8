// One host per authority. RFC 3986 §3.2.2 gives an authority one host; libpq and MongoDB extend that with
// comma-separated host lists, and their definitions parse with the hostList option. Every other scheme
// takes one host, yet a reg-name may hold a ',' (a sub-delim), so `mysql://h1,h2/db` parses with the host
// "h1,h2": a name no resolver knows, handed to a driver that tries it as one. interpret() refuses it
// instead, saying which scheme takes one host, and so does a list with ports (`mysql://h1:1,h2:2/db`),
// which the RFC 3986 scanner refuses in its own terms ("parse it with the hostList option").

import { DburiError, type ParseUriOptions, type Uri } from "../../uri/index.js";
import { Marks } from "../../uri/offsets.js";
import { parseUriAfterScheme, parseUriAt, scannedOffsets } from "../../uri/uri.js";
import { authorityIndex, isSocketPath } from "./fields.js";

const COMMA = 44;

/**
 * Parses `text` with a definition's parse options; for a scheme that takes one host, a host list is an
 * `invalid-host` error that names the scheme and points at the first ','. `schemeEnd`, when 0 or more, is
 * the index of the ":" after a scheme the caller has found valid (see parseUriAfterScheme).
 * @throws DburiError the syntax errors of `parseUri`, and `invalid-host` for a host list
 * @example
 * parseOneHost("mysql://h1,h2/db", undefined, "mysql"); // throws invalid-host at index 10
 * parseOneHost("mysql://h/db", undefined, "mysql", 5).host; // "h"
 */
export function parseOneHost(
  text: string,
  options: ParseUriOptions | undefined,
  name: string,
  schemeEnd = -1,
): Uri {
  // One call of the parse, not one per case: bench/README.md, "Why the hot path looks as it does".
  const list = options?.hostList === true;
  let uri: Uri;
  try {
    uri = parseUriAfterScheme(text, schemeEnd, options);
  } catch (error) {
    throw list ? error : listFault(error, text, name);
  }
  return list || noComma(uri) ? uri : checkOneHost(uri, name);
}

/**
 * `parseOneHost(source.slice(start), options, name)`, scanning `source` in place (see parseUriAt): the
 * nested URI of a db: URI.
 * @throws DburiError as parseOneHost, with indexes into the slice
 * @example
 * parseOneHostAt("db:mysql://h1,h2/db", 3, undefined, "mysql"); // throws invalid-host at index 10
 */
export function parseOneHostAt(
  source: string,
  start: number,
  options: ParseUriOptions | undefined,
  name: string,
): Uri {
  // One call of the parse, as in parseOneHost.
  const list = options?.hostList === true;
  let uri: Uri;
  try {
    uri = parseUriAt(source, start, options);
  } catch (error) {
    throw list ? error : listFault(error, source.slice(start), name);
  }
  return list || noComma(uri) ? uri : checkOneHost(uri, name);
}

/** Whether the scan of `uri` saw no "," in its authority: most URIs, which need no look at their host. */
function noComma(uri: Uri): boolean {
  return (scannedOffsets(uri).marks & Marks.Comma) === 0;
}

/** A parse error of `text`; the scanner's own host-list fault points at the ',' of "h1:1,h2:2". */
function listFault(error: unknown, text: string, name: string): unknown {
  if (
    error instanceof DburiError &&
    error.code === "invalid-host" &&
    text.charCodeAt(error.index ?? -1) === COMMA
  )
    return hostListError(text, name, error.index!);
  return error;
}

/** `uri`, or the error of the ',' in its host, unless that host is a socket path. */
function checkOneHost(uri: Uri, name: string): Uri {
  const raw = uri.rawHost;
  if (raw?.includes(",") && !isSocketPath(uri.host ?? "")) {
    const userinfo = uri.userinfo;
    const hostStart = authorityIndex(uri) + (userinfo === null ? 0 : userinfo.length + 1);
    throw hostListError(uri.href, name, hostStart + raw.indexOf(","));
  }
  return uri;
}

function hostListError(text: string, name: string, index: number): DburiError {
  return new DburiError({
    code: "invalid-host",
    reason: `${name} URIs name one host, and this ',' starts a second: no server is called by a name with a comma (RFC 3986 §3.2.2 allows one host)`,
    fix: "keep one host; for a replica set or failover pair, give the address its proxy or load balancer answers on, or one URI per server",
    index,
    input: text,
  });
}

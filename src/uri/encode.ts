// Encoding decoded values as the raw text of each component (RFC 3986 §2.1, §3), for formatUri and the
// with* edits: exactly what each component needs is percent-encoded, so parsing gives the value back.

import { ALPHA, HEX, isIn, PCHAR, QUERY, REG_NAME, schemeEndAt, UNRESERVED } from "./chars.js";
import { DburiError } from "./error.js";
import { UriFault } from "./fault.js";
import { checkIPLiteral, encodeNumericName } from "./host.js";
import { encodeComponent } from "./percent.js";
import type { QueryPair } from "./query.js";
import { scanUri } from "./scan.js";

/**
 * The public error for a fault found in a value (not in a URI text, so no input to show), at `index` of
 * the value when given.
 */
function valueError(fault: UriFault, index?: number): DburiError {
  return new DburiError({ code: fault.code, reason: fault.reason, fix: fault.fix, index });
}

function encodeOrThrow(value: string, keep: number, extra = ""): string {
  try {
    return encodeComponent(value, keep, extra);
  } catch (fault) {
    if (fault instanceof UriFault) throw valueError(fault);
    throw fault;
  }
}

/**
 * Checks a scheme name against RFC 3986 §3.1.
 * @example
 * checkScheme("1x"); // throws invalid-scheme
 */
export function checkScheme(scheme: string): string {
  if (schemeEndAt(`${scheme}:`, 0) !== scheme.length) {
    throw new DburiError({
      code: "invalid-scheme",
      reason:
        "a scheme starts with a letter and holds only letters, digits, '+', '-' and '.' (RFC 3986 §3.1)",
      fix: "choose a scheme name such as postgresql or redis",
    });
  }
  return scheme;
}

/**
 * Encodes a user name or password: everything but unreserved characters is percent-encoded.
 * @example
 * encodeUserinfo("p@ss;w"); // "p%40ss%3Bw"
 */
export function encodeUserinfo(value: string): string {
  // Unlike the minimum RFC 3986 §3.2.1 requires, sub-delims are encoded too: several drivers
  // mis-read "+" or ";" in credentials, and an encoded character means the same to a correct reader.
  return encodeOrThrow(value, UNRESERVED);
}

/** The IP literal `[address%25zone]` of a decoded IPv6 or IPvFuture host, or the fault that refuses it. */
function encodeIPLiteral(host: string): string | UriFault {
  const percent = host.indexOf("%");
  const address = percent >= 0 ? host.slice(0, percent) : host;
  const zone = percent >= 0 ? `%25${encodeOrThrow(host.slice(percent + 1), UNRESERVED)}` : "";
  const literal = `${address}${zone}`;
  try {
    checkIPLiteral(literal, 0, literal.length);
    return `[${literal}]`;
  } catch (fault) {
    if (fault instanceof UriFault) return fault;
    throw fault;
  }
}

/**
 * Whether a host that is no valid IP literal was still meant as an IPv6 address: before any "%" (a zone),
 * two ":" or more among only letters, digits, "." and the brackets at its ends. Such a host is refused
 * rather than encoded as a name (`2001:db8::g1`, `fe80::1%`); a socket path (`/tmp/a:b:c`) or one ":"
 * (`host:5432`) is not shaped so, and stays a name.
 */
function looksLikeIPv6(host: string): boolean {
  const percent = host.indexOf("%");
  const end = percent < 0 ? host.length : percent;
  let colons = 0;
  for (let i = 0; i < end; i++) {
    const c = host.charCodeAt(i);
    if (c === 58) colons++;
    else if ((c === 91 && i === 0) || (c === 93 && i === end - 1)) continue;
    else if (c !== 46 && !isIn(c, ALPHA | HEX)) return false;
  }
  return colons >= 2;
}

/**
 * Renders a decoded host as URI host text: IPv6 and IPvFuture in brackets, a reg-name encoded. A host
 * given in brackets (`[::1]`, as `rawHost` shows it) is the address inside them, and must be one.
 * @throws DburiError `invalid-ipv6`, `invalid-zone-id` or `invalid-ipvfuture` for a host in brackets or
 * shaped like an IPv6 address that is not a valid one
 * @example
 * encodeHost("::1"); // "[::1]"
 * encodeHost("[::1]"); // "[::1]"
 * encodeHost("1.2"); // "%31.2"
 */
export function encodeHost(host: string): string {
  const bracketed = host.length >= 2 && host.startsWith("[") && host.endsWith("]");
  const inner = bracketed ? host.slice(1, -1) : host;
  if (bracketed || inner.includes(":")) {
    const literal = encodeIPLiteral(inner);
    if (typeof literal === "string") return literal;
    if (bracketed || looksLikeIPv6(inner)) throw valueError(literal);
  }
  return encodeNumericName(encodeOrThrow(host, REG_NAME));
}

/**
 * "@" is a pchar (RFC 3986 §3.3), but a raw "@" after the authority is what a password with a raw "/"
 * produces, so connection-URI readers (dburi's `interpret` among them) refuse it; written as %40 it means
 * the same. The encoder turns every "%" of the input into %25, so each "@" left is one of the input's.
 */
function encodeAt(encoded: string): string {
  return encoded.includes("@") ? encoded.replaceAll("@", "%40") : encoded;
}

/**
 * Encodes one path segment: "/", "@" and everything outside `pchar` (RFC 3986 §3.3) are percent-encoded.
 * @example
 * encodeSegment("a/b c"); // "a%2Fb%20c"
 */
export function encodeSegment(segment: string): string {
  return encodeAt(encodeOrThrow(segment, PCHAR));
}

/**
 * Encodes a decoded path in which "/" separates segments ("@" percent-encoded, as in `encodeSegment`).
 * @example
 * encodePath("/my db/x@y"); // "/my%20db/x%40y"
 */
export function encodePath(path: string): string {
  return encodeAt(encodeOrThrow(path, PCHAR, "/"));
}

/**
 * Encodes a query key or value: "&", ";", "=", "+" and "#" are encoded so pairs split back exactly, and
 * "@" as in `encodeSegment` (a raw "@" after a userinfo reads as a password's stray "/").
 * @example
 * encodeQueryPart("a&b=c"); // "a%26b%3Dc"
 */
export function encodeQueryPart(value: string): string {
  return encodeOrThrow(value, UNRESERVED, "!$'()*,:/?");
}

/**
 * Renders decoded pairs as a query string joined with "&".
 * @example
 * encodeParams([["a&b", "c=d+e f"]]); // "a%26b=c%3Dd%2Be%20f"
 */
export function encodeParams(pairs: readonly QueryPair[]): string {
  return pairs.map(([key, value]) => `${encodeQueryPart(key)}=${encodeQueryPart(value)}`).join("&");
}

/**
 * Encodes a decoded fragment (RFC 3986 §3.5).
 * @example
 * encodeFragment("a b#"); // "a%20b%23"
 */
export function encodeFragment(fragment: string): string {
  return encodeOrThrow(fragment, QUERY);
}

/**
 * Checks a port number (0-65535) and renders it.
 * @example
 * checkPort(70000); // throws invalid-port
 */
export function checkPort(port: number): string {
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new DburiError({
      code: "invalid-port",
      reason: "the port must be an integer from 0 to 65535",
      fix: "pass a port number from 0 to 65535, or null for none",
    });
  }
  return String(port);
}

/**
 * Validates raw query text against RFC 3986 §3.4.
 * @example
 * checkRawQuery("a#b"); // throws invalid-character
 */
export function checkRawQuery(query: string): string {
  try {
    const o = scanUri(`?${query}`);
    if (o.fragmentStart >= 0)
      throw new UriFault(
        "invalid-character",
        o.fragmentStart - 2,
        "'#' is not allowed in the query",
        "write '#' as %23",
      );
  } catch (fault) {
    if (fault instanceof UriFault) throw valueError(fault, fault.index - 1);
    throw fault;
  }
  return query;
}

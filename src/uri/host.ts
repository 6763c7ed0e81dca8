// Host forms of RFC 3986 §3.2.2 (IP-literal, IPv4address, reg-name) and RFC 6874 zone identifiers.

import { CHAR_CLASS, escapeCodePoint, firstIndex, HEX, isIn, UNRESERVED, USERINFO } from "./chars.js";
import { UriFault } from "./fault.js";
import { checkEscape } from "./percent.js";

/**
 * What kind of host a URI names.
 * @example
 * parseUri("redis://[::1]:6380").hostType; // "ipv6"
 * parseUri("redis://10.0.0.1").hostType; // "ipv4"
 */
export type HostType = "name" | "ipv4" | "ipv6" | "ipvfuture";

/**
 * Checks text[start, end) against RFC 3986 `IPv4address` (dec-octet, no leading zeros).
 * Returns the index of the first offending character, or -1 when it is a valid address.
 */
export function findIPv4Error(text: string, start: number, end: number): number {
  let parts = 0;
  let i = start;
  while (true) {
    const partStart = i;
    let value = 0;
    while (i < end && i - partStart < 4) {
      const c = text.charCodeAt(i);
      if (c < 48 || c > 57) break;
      value = value * 10 + (c - 48);
      i++;
    }
    const length = i - partStart;
    if (length === 0 || length > 3 || value > 255) return partStart;
    if (length > 1 && text.charCodeAt(partStart) === 48) return partStart; // RFC 3986 dec-octet
    parts++;
    if (i === end) return parts === 4 ? -1 : i;
    if (text.charCodeAt(i) !== 46 || parts === 4) return i;
    i++;
  }
}

/**
 * Whether text[start, end) is made only of digits and dots, with at least one digit: the hosts dburi
 * reads as IPv4 addresses. Dots alone (`.`, as in URI::db's `db:ldapdb://./foo`) are a name.
 */
export function isDigitsAndDots(text: string, start: number, end: number): boolean {
  let digits = false;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 46) continue;
    if (c < 48 || c > 57) return false;
    digits = true;
  }
  return digits;
}

/**
 * dburi's rule for hosts of digits and dots, applied to host text that is otherwise a valid reg-name:
 * unlike RFC 3986, which reads "1.2" or "256.1.1.1" as a name, the scanner takes a host of digits and dots
 * as an IPv4 address and refuses it when it is not a valid one (see scan-authority.ts). A name of that
 * shape is still a name once one of its characters is percent-encoded, which is what this does, to the
 * first: the one text formatUri, the edits and normalizeUri give for it.
 * @example
 * encodeNumericName("1.2"); // "%31.2"
 * encodeNumericName("10.0.0.1"); // "10.0.0.1"
 * encodeNumericName("db1"); // "db1"
 */
export function encodeNumericName(host: string): string {
  if (!isDigitsAndDots(host, 0, host.length) || findIPv4Error(host, 0, host.length) < 0) return host;
  return escapeCodePoint(host.charCodeAt(0)) + host.slice(1);
}

function ipv6Fault(index: number, reason: string): UriFault {
  return new UriFault(
    "invalid-ipv6",
    index,
    `invalid IPv6 address: ${reason} (RFC 4291 §2.2, RFC 3986 §3.2.2)`,
    "write eight groups of 1-4 hex digits separated by ':', with at most one '::', e.g. [2001:db8::1]",
  );
}

/** Validates text[start, end) as RFC 3986 `IPv6address` (all `::` forms, embedded IPv4). */
export function checkIPv6(text: string, start: number, end: number): void {
  // Module bindings read in a loop are checked on every read; locals are not.
  const table = CHAR_CLASS;
  const hex = HEX | 0;
  let groups = 0;
  let compressed = false;
  let i = start;
  if (end - start >= 2 && text.charCodeAt(i) === 58) {
    if (text.charCodeAt(i + 1) !== 58) throw ipv6Fault(i, "a single ':' cannot start the address");
    compressed = true;
    i += 2;
  }
  while (i < end) {
    let j = i;
    // The character after the group (-1 at the end), read once: a group's last digit is followed by ".",
    // ":" or the end, and a fifth digit stops the loop for the error below.
    let next = -1;
    while (j < end) {
      next = text.charCodeAt(j);
      if (j - i === 5 || (table[next]! & hex) === 0) break;
      next = -1;
      j++;
    }
    if (next === 46) {
      // ls32 may end the address as an IPv4address.
      const bad = findIPv4Error(text, i, end);
      if (bad >= 0) throw ipv6Fault(bad, "the embedded IPv4 address is not valid");
      groups += 2;
      i = end;
      break;
    }
    if (j === i) throw ipv6Fault(i, "expected a group of hex digits");
    if (j - i > 4) throw ipv6Fault(i, "a group has more than four hex digits");
    groups++;
    if (j === end) {
      i = end;
      break;
    }
    if (next !== 58) throw ipv6Fault(j, "unexpected character");
    if (j + 1 < end && text.charCodeAt(j + 1) === 58) {
      if (compressed) throw ipv6Fault(j, "'::' may appear only once");
      compressed = true;
      i = j + 2;
    } else {
      if (j + 1 === end) throw ipv6Fault(j, "a single ':' cannot end the address");
      i = j + 1;
    }
  }
  if (compressed ? groups > 7 : groups !== 8) {
    throw ipv6Fault(start, compressed ? "too many groups for '::' to stand for" : "expected 8 groups");
  }
}

/** Validates an RFC 6874 ZoneID at text[start, end): 1*( unreserved / pct-encoded ). */
function checkZoneId(text: string, start: number, end: number): void {
  if (start === end) {
    throw new UriFault(
      "invalid-zone-id",
      start,
      "the zone identifier after %25 is empty",
      "name the zone, e.g. [fe80::1%25eth0]",
    );
  }
  for (let i = start; i < end; ) {
    const c = text.charCodeAt(i);
    if (c === 37) i = checkEscape(text, i, end);
    else if (isIn(c, UNRESERVED)) i++;
    else {
      throw new UriFault(
        "invalid-zone-id",
        i,
        "a zone identifier may hold only unreserved characters and percent-encodings (RFC 6874 §2)",
        "percent-encode other characters of the zone name",
      );
    }
  }
}

/** Validates RFC 3986 `IPvFuture`: "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ). */
function checkIPvFuture(text: string, start: number, end: number): void {
  let i = start + 1;
  while (i < end && isIn(text.charCodeAt(i), HEX)) i++;
  let ok = i > start + 1 && i < end && text.charCodeAt(i) === 46 && i + 1 < end;
  for (let j = i + 1; ok && j < end; j++) {
    // unreserved / sub-delims / ":", the class of the userinfo.
    ok = isIn(text.charCodeAt(j), USERINFO);
  }
  if (!ok) {
    throw new UriFault(
      "invalid-ipvfuture",
      start,
      "invalid IPvFuture literal (RFC 3986 §3.2.2)",
      "write 'v', a hex version, '.', then unreserved, sub-delims or ':' characters, e.g. [v1.fe80::a+en1]",
    );
  }
}

/**
 * Validates the inside of an IP-literal, text[start, end) between "[" and "]".
 * Returns the host type.
 */
export function checkIPLiteral(text: string, start: number, end: number): HostType {
  const first = text.charCodeAt(start) | 32;
  if (first === 118) {
    checkIPvFuture(text, start, end);
    return "ipvfuture";
  }
  // Searched only up to `end`: an unbounded indexOf would look through every later host of a host list
  // for each literal, quadratic in the list's length.
  const percent = firstIndex(text, "%", start, end);
  if (percent >= 0) {
    // RFC 6874 §2: IPv6addrz = IPv6address "%25" ZoneID
    if (!text.startsWith("%25", percent)) {
      throw new UriFault(
        "invalid-zone-id",
        percent,
        "the '%' before an IPv6 zone identifier must itself be percent-encoded (RFC 6874 §2)",
        "write the separator as %25, e.g. [fe80::1%25eth0]",
      );
    }
    checkIPv6(text, start, percent);
    checkZoneId(text, percent + 3, end);
    return "ipv6";
  }
  checkIPv6(text, start, end);
  return "ipv6";
}

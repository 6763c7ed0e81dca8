// The authority, RFC 3986 §3.2: userinfo, host (reg-name, IPv4, IP literal) and port, and the host lists
// of libpq and MongoDB.

import {
  AUTHORITY_PLAIN,
  AUTHORITY_RUN,
  CHAR_CLASS,
  escapeCodePoint,
  firstIndex,
  REG_NAME,
  runEnd,
  USERINFO,
} from "./chars.js";
import { characterFault, UriFault } from "./fault.js";
import { checkIPLiteral, checkIPv6, findIPv4Error, isDigitsAndDots } from "./host.js";
import { Escapes, HostKind, Marks, Offsets } from "./offsets.js";
import type { ParseUriOptions } from "./parse-options.js";
import { checkEscape, escapeBits } from "./percent.js";

/**
 * Scans the host and optional port in text[start, end) into `o` (`hostStart` .. `port`, `hostType`).
 * RFC 3986 §3.2.2 and §3.2.3.
 */
export function scanHostPort(text: string, start: number, end: number, o: Offsets): void {
  // Module bindings read in a loop are checked on every read; locals are not.
  const table = CHAR_CLASS;
  const regName = REG_NAME;
  let hostEnd: number;
  let kind: HostKind;
  if (start < end && text.charCodeAt(start) === 91) {
    const close = firstIndex(text, "]", start, end);
    if (close < 0) {
      throw new UriFault(
        "invalid-host",
        start,
        "an IP literal opened with '[' is not closed with ']' (RFC 3986 §3.2.2)",
        "close the address with ']', e.g. [2001:db8::1]:5432",
      );
    }
    const type = checkIPLiteral(text, start + 1, close);
    // A zone id (RFC 6874) is percent-encoded: "%25" at least, and it may hold %00 too.
    if (firstIndex(text, "%", start, close) >= 0) o.escapes |= Escapes.Host | Escapes.Nul;
    kind = type === "ipvfuture" ? HostKind.IPvFuture : HostKind.IPv6;
    hostEnd = close + 1;
    if (hostEnd < end && text.charCodeAt(hostEnd) !== 58) {
      throw new UriFault(
        "invalid-host",
        hostEnd,
        "after an IP literal's ']' only ':' and a port may follow (RFC 3986 §3.2)",
        "remove the characters after ']' or put a ':' before the port",
      );
    }
  } else {
    let i = start;
    while (i < end) {
      const c = text.charCodeAt(i);
      if ((table[c]! & regName) !== 0) i++;
      else if (c === 37) {
        o.escapes |= escapeBits(text, i, Escapes.Host);
        i = checkEscape(text, i, end);
      } else if (c === 58) break;
      else throw characterFault(text, i, "host");
    }
    hostEnd = i;
    if (hostEnd < end) {
      const second = firstIndex(text, ":", hostEnd + 1, end);
      const comma = firstIndex(text, ",", hostEnd + 1, end);
      if (comma >= 0) {
        throw new UriFault(
          "invalid-host",
          comma,
          "this looks like a list of hosts; RFC 3986 allows one host in an authority",
          "parse it with the hostList option, as libpq and MongoDB read host lists, or give one host",
        );
      }
      if (second >= 0) {
        throw new UriFault(
          "invalid-host",
          start,
          "a host with more than one ':' looks like an IPv6 address, which must be enclosed in brackets (RFC 3986 §3.2.2)",
          "write the address in brackets, e.g. [::1]:5432",
        );
      }
    }
    kind = HostKind.Name;
    // Unlike RFC 3986, which would read "256.1.1.1", "10.0.1" or ".1.2" as a reg-name, a host made only of
    // digits and dots (with a digit: see isDigitsAndDots) must be a valid IPv4 address: no DNS name is
    // all-numeric (RFC 3696 §2), so such a host is a typo that a resolver might read in surprising ways
    // (octal, shortened forms). A name of that shape is written with a character encoded (%31.2).
    if (isDigitsAndDots(text, start, hostEnd)) {
      const bad = findIPv4Error(text, start, hostEnd);
      if (bad >= 0) {
        throw new UriFault(
          "invalid-ipv4",
          bad,
          "a host of digits and dots must be an IPv4 address: four decimal numbers 0-255 without leading zeros (RFC 3986 §3.2.2)",
          "write four parts such as 192.0.2.10; if this is a name, percent-encode one of its characters (%31 for 1)",
        );
      }
      kind = HostKind.IPv4;
    }
  }
  o.hostStart = start;
  o.hostEnd = hostEnd;
  o.hostType = kind;
  if (hostEnd < end) {
    const portStart = hostEnd + 1;
    let value = 0;
    for (let i = portStart; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c < 48 || c > 57) {
        // No userinfo before it: `mysql://root:hunter2` is most often a user name and password with the
        // host left out (the port is hidden wherever the input is shown).
        throw new UriFault(
          "invalid-port",
          i,
          "the port must be decimal digits only (RFC 3986 §3.2.3)",
          o.userinfoEnd < 0
            ? "if this is a user name and password, write the host after them (user:password@host); else write the port as a number of at most 65535, or leave it out"
            : "write the port as a number of at most 65535, or leave it out to use the default",
        );
      }
      if (value <= 65535) value = value * 10 + (c - 48);
    }
    if (value > 65535) {
      throw new UriFault(
        "invalid-port",
        portStart,
        "the port is larger than 65535",
        "write the server's port, a number of at most 65535, or leave it out to use the default",
      );
    }
    o.portStart = portStart;
    o.port = end > portStart ? value : -1;
  }
}

/** Index of each "," separating hosts in text[start, end) (commas inside brackets excluded). */
export function hostListCommas(text: string, start: number, end: number): number[] {
  const commas: number[] = [];
  let inBrackets = false;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 91) inBrackets = true;
    else if (c === 93) inBrackets = false;
    else if (c === 44 && !inBrackets) commas.push(i);
  }
  return commas;
}

/**
 * The authority (RFC 3986 §3.2) in one pass for the common case: userinfo and a reg-name or IPv4 host,
 * every character in `userinfo`'s class. Anything else (an IP literal, a host list, a character out of
 * place, a bad port) goes to `scanAuthorityFully`, which also finds the precise fault.
 */
export function scanAuthority(
  text: string,
  start: number,
  o: Offsets,
  options: ParseUriOptions | undefined,
): number {
  // Module bindings read in a loop are checked on every read; locals are not. A mask read as `| 0` is an
  // int32 before the loop rather than a binding untagged at every character (see scan.ts).
  const table = CHAR_CLASS;
  const plain = AUTHORITY_PLAIN | 0;
  const n = text.length;
  let end = start;
  let lastAt = -1;
  let ats = 0;
  let firstColon = -1;
  let hostColon = -1;
  let hostColons = 0;
  let comma = false;
  // The first and last "%": which of userinfo and host hold one is known once the last "@" is.
  let firstEscape = -1;
  let lastEscape = -1;
  let nul = 0;
  // The kind of an IP literal read where the host starts (HostKind.None until one is).
  let literal: HostKind = HostKind.None;
  // The value of the digits after the last ":" (the host's, once no "@" follows) and where they end.
  let digits = 0;
  let digitsEnd = -1;
  while (end < n) {
    let c = text.charCodeAt(end);
    // A run of characters with nothing to note, passed over by runEnd: the host's (the run after the last
    // "@") most often long, a user name's or a password's most often ended soon by ":" or "@", so that
    // these read 16 characters one by one before runEnd looks ahead (bench/README.md, "Why the hot path
    // looks as it does"). The character it stops at is the one the cases below look at.
    if ((table[c]! & plain) !== 0) {
      end = runEnd(text, end + 1, n, plain, AUTHORITY_RUN, end === lastAt + 1 ? 0 : 16);
      if (end === n) break;
      c = text.charCodeAt(end);
    }
    if (c === 58) {
      // The userinfo characters that are not plain: ":" and ",".
      if (firstColon < 0) firstColon = end;
      if (hostColon < 0) hostColon = end;
      hostColons++;
      end++;
      // The digits after it, read here once: the port, if this ":" turns out to be the host's.
      let value = 0;
      while (end < n) {
        const d = text.charCodeAt(end) - 48;
        if (d < 0 || d > 9) break;
        if (value <= 65535) value = value * 10 + d;
        end++;
      }
      digits = value;
      digitsEnd = end;
    } else if (c === 44) {
      comma = true;
      end++;
    } else if (c === 37) {
      if (firstEscape < 0) firstEscape = end;
      lastEscape = end;
      nul |= escapeBits(text, end, 0);
      end = checkEscape(text, end, n);
    } else if (c === 64) {
      // An "@" after an IP literal: the literal was in the userinfo, where "[" is out of place.
      if (literal !== HostKind.None) return scanAuthorityFully(text, start, o, options);
      ats++;
      lastAt = end;
      hostColon = -1;
      hostColons = 0;
      end++;
    } else if (c === 47 || c === 63 || c === 35) break;
    else if (c === 91 && end === (lastAt < 0 ? start : lastAt + 1) && literal === HostKind.None) {
      // "[" where the host starts: an IP literal (§3.2.2), read whole; the loop goes on after its "]",
      // which only ":" and a port, or the authority's end, may follow. Anything amiss is left to the
      // full scan, which says what.
      const after = ipLiteralEnd(text, end, n);
      if (after < 0) return scanAuthorityFully(text, start, o, options);
      // As checkIPLiteral tells them apart: "v" in any case starts an IPvFuture. (A literal with a zone
      // id, the one "%" a literal may hold, is left to the full scan.)
      literal = (text.charCodeAt(end + 1) | 32) === 118 ? HostKind.IPvFuture : HostKind.IPv6;
      end = after;
    } else return scanAuthorityFully(text, start, o, options);
  }
  // A host list needs the full scan only when it has a comma (one may also sit in the userinfo).
  if (ats > 1 || hostColons > 1 || (comma && options?.hostList === true)) {
    return scanAuthorityFully(text, start, o, options);
  }
  const hostStart = lastAt + 1 || start;
  const hostEnd = hostColon >= 0 ? hostColon : end;
  let port = -1;
  if (hostColon >= 0 && end > hostColon + 1) {
    // The host's one ":" was the last one read, so `digits` are its: the port, when nothing else follows.
    if (digitsEnd !== end || digits > 65535) return scanAuthorityFully(text, start, o, options);
    port = digits;
  }
  let kind: HostKind = literal === HostKind.None ? HostKind.Name : literal;
  // The rule of scanHostPort for hosts of digits and dots, a leading "." included: both paths must agree.
  // The range check (46 is ".", 57 is "9") keeps names from being looked at twice.
  const first = text.charCodeAt(hostStart);
  if (first >= 46 && first <= 57 && isDigitsAndDots(text, hostStart, hostEnd)) {
    if (findIPv4Error(text, hostStart, hostEnd) >= 0) return scanAuthorityFully(text, start, o, options);
    kind = HostKind.IPv4;
  }
  o.authorityStart = start;
  if (lastAt >= 0) {
    o.userinfoEnd = lastAt;
    if (firstColon >= 0 && firstColon < lastAt) o.passwordStart = firstColon + 1;
  }
  o.escapes |=
    nul |
    (firstEscape >= 0 && firstEscape < lastAt ? Escapes.Userinfo : 0) |
    (lastEscape > lastAt ? Escapes.Host : 0);
  if (comma) o.marks |= Marks.Comma;
  o.hostStart = hostStart;
  o.hostEnd = hostEnd;
  o.hostType = kind;
  if (hostColon >= 0) o.portStart = hostColon + 1;
  o.port = port;
  return end;
}

/**
 * The index after the IP literal whose "[" is at `open`, when it is valid (checkIPLiteral) and followed by
 * ":", "/", "?", "#" or the end; -1 otherwise, for the full scan to explain. A literal with a "%" (a zone
 * id, RFC 6874) gives -1 too: rare enough to leave to the full scan, which checks it.
 */
function ipLiteralEnd(text: string, open: number, n: number): number {
  let close = open + 1;
  while (close < n) {
    const c = text.charCodeAt(close);
    if (c === 93) break;
    if (c === 47 || c === 63 || c === 35 || c === 64 || c === 91 || c === 37) return -1;
    close++;
  }
  if (close >= n) return -1;
  try {
    // Without a zone id, an address that is no IPvFuture is an IPv6 address (as checkIPLiteral reads it).
    if ((text.charCodeAt(open + 1) | 32) === 118) checkIPLiteral(text, open + 1, close);
    else checkIPv6(text, open + 1, close);
  } catch {
    return -1;
  }
  const next = close + 1 < n ? text.charCodeAt(close + 1) : 47;
  return next === 58 || next === 47 || next === 63 || next === 35 ? close + 1 : -1;
}

/**
 * The authority read in full: every rule of §3.2 checked in turn, so that a fault is the precise one.
 * What `scanAuthority` falls back on, and must agree with on every authority it reads itself.
 */
export function scanAuthorityFully(
  text: string,
  start: number,
  o: Offsets,
  options: ParseUriOptions | undefined,
): number {
  // Module bindings read in a loop are checked on every read; locals are not.
  const table = CHAR_CLASS;
  const userinfo = USERINFO;
  const n = text.length;
  let end = start;
  let lastAt = -1;
  let comma = false;
  while (end < n) {
    const c = text.charCodeAt(end);
    if (c === 47 || c === 63 || c === 35) break;
    if (c === 64) lastAt = end;
    else if (c === 44) comma = true;
    end++;
  }
  o.authorityStart = start;
  if (comma) o.marks |= Marks.Comma;
  let hostStart = start;
  if (lastAt >= 0) {
    // RFC 3986 §3.2.1: userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
    for (let i = start; i < lastAt; ) {
      const c = text.charCodeAt(i);
      if ((table[c]! & userinfo) !== 0) {
        if (c === 58 && o.passwordStart < 0) o.passwordStart = i + 1;
        i++;
      } else if (c === 37) {
        o.escapes |= escapeBits(text, i, Escapes.Userinfo);
        i = checkEscape(text, i, lastAt);
      } else throw characterFault(text, i, "userinfo");
    }
    o.userinfoEnd = lastAt;
    hostStart = lastAt + 1;
  }
  try {
    if (options?.hostList !== true) scanHostPort(text, hostStart, end, o);
    else scanHostList(text, hostStart, end, o);
  } catch (fault) {
    throw lastAt < 0 ? (rawDelimiterFault(text, end) ?? fault) : fault;
  }
  return end;
}

function scanHostList(text: string, start: number, end: number, o: Offsets): void {
  const commas = hostListCommas(text, start, end);
  if (commas.length === 0) {
    scanHostPort(text, start, end, o);
    return;
  }
  scanHostPort(text, start, commas[0]!, o);
  const scratch = new Offsets();
  scratch.escapes = 0;
  for (let k = 0; k < commas.length; k++) {
    scanHostPort(text, commas[k]! + 1, commas[k + 1] ?? end, scratch);
  }
  o.escapes |= scratch.escapes;
  o.hostListEnd = end;
}

/**
 * When the authority does not parse and an "@" follows it, the likeliest cause is a password holding a
 * raw "/", "?" or "#", which ended the authority early (RFC 3986 §3.2). Say so instead of blaming the
 * host or port that the password's first half was mistaken for.
 */
function rawDelimiterFault(text: string, end: number): UriFault | undefined {
  if (end >= text.length || text.indexOf("@", end) < 0) return undefined;
  const delimiter = text[end]!;
  return new UriFault(
    "invalid-userinfo",
    end,
    `the authority ends at this raw '${delimiter}', but an '@' follows later: the user name or password seems to contain a raw '${delimiter}'`,
    `write '${delimiter}' in a user name or password as ${escapeCodePoint(delimiter.charCodeAt(0))}`,
  );
}

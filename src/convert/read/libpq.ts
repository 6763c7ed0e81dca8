// Reading a libpq keyword/value string (PostgreSQL 18 §32.1.1.1) as the postgresql: URI that says the same
// (§32.1.1.2): `host` and `port` as the authority's host list (§32.1.1.3), `dbname` as the path, `user`
// and `password` as the userinfo, every other keyword as a query parameter, which a libpq URI takes by
// the same name. A socket directory (`host=/var/run/postgresql`), an empty host in the list, or ports
// that do not pair with the hosts stay query parameters, which the URI's reading weighs as libpq does.

import type { AnyTarget, InterpretOptions } from "../../schemes/index.js";
import { encodePercent } from "../../uri/index.js";
import { type LibpqPair, scanLibpqPairs } from "../dsn/libpq-quote.js";
import { dsnError, EquivalentUri, interpretEquivalent } from "./equivalent.js";

/** The keywords the URI writes outside its query; the last of each counts, as in libpq. */
const FOLDED = new Set(["host", "port", "dbname", "user", "password"]);

/** Whether a host of the list can stand in the URI's authority: a name or address, not a socket. */
function isNetworkHost(host: string): boolean {
  return host !== "" && !host.startsWith("/") && !host.startsWith("@");
}

/**
 * Where the `k`th item of a comma-separated value stands in the text: exactly, when the value was written
 * as it reads (no quotes, no backslashes), else the whole value.
 */
function itemSpan(pair: LibpqPair, items: readonly string[], k: number): [number, number] {
  if (pair.valueEnd - pair.valueStart !== pair.value.length) return [pair.valueStart, pair.valueEnd];
  let from = pair.valueStart;
  for (let j = 0; j < k; j++) from += items[j]!.length + 1;
  return [from, from + items[k]!.length];
}

/** Writes the host list (and its ports) as the authority, when every host is a network host. */
function authority(uri: EquivalentUri, host: LibpqPair | undefined, port: LibpqPair | undefined): boolean {
  if (host === undefined) return port === undefined;
  const hosts = host.value.split(",");
  const ports = port === undefined ? [] : port.value.split(",");
  if (!hosts.every(isNetworkHost)) return false;
  if (ports.some((p) => !/^[0-9]*$/.test(p))) return false;
  if (ports.length > 1 && ports.length !== hosts.length) return false;
  hosts.forEach((name, k) => {
    if (k > 0) uri.literal(",");
    // An IPv6 address goes in brackets (RFC 3986 §3.2.2); a name is percent-encoded where it must be.
    const written = name.includes(":") ? `[${name}]` : encodePercent(name);
    uri.piece(written, ...itemSpan(host, hosts, k));
    const p = ports.length === 1 ? ports[0]! : (ports[k] ?? "");
    if (p !== "") {
      uri.literal(":");
      uri.piece(p, ...itemSpan(port!, ports, ports.length === 1 ? 0 : k));
    }
  });
  return true;
}

/**
 * Reads a libpq keyword/value string into the PostgreSQL target its equivalent URI gives.
 * @throws DburiError `invalid-dsn` (a keyword without `=`, an unterminated quote), then the URI's errors
 * (an unknown keyword, a bad sslmode), each pointing into the text
 * @example
 * const target = readLibpq("host=db port=5433 dbname=shop user=me password='s3 cret' sslmode=require", undefined);
 * [target.host, target.port, target.database, target.user]; // ["db", 5433, "shop", "me"]
 */
export function readLibpq(text: string, options: InterpretOptions | undefined): AnyTarget {
  const scanned = scanLibpqPairs(text);
  if (!Array.isArray(scanned)) {
    throw scanned.fault === "missing-equals"
      ? dsnError(
          text,
          scanned.index,
          "a libpq keyword must be followed by '=' and its value (PostgreSQL §32.1.1.1)",
          "write keyword=value, quoting a value with spaces in single quotes: dbname='my db'",
        )
      : dsnError(
          text,
          scanned.index,
          "the quoted value is not closed (PostgreSQL §32.1.1.1)",
          "end it with ', writing a ' or \\ inside it as \\' or \\\\",
        );
  }
  if (scanned.length === 0) {
    throw dsnError(
      text,
      0,
      "the libpq string is empty",
      "give keyword=value pairs, e.g. host=localhost dbname=shop",
    );
  }
  const last = new Map<string, LibpqPair>();
  for (const pair of scanned) if (FOLDED.has(pair.key)) last.set(pair.key, pair);
  const uri = new EquivalentUri();
  uri.literal("postgresql://");
  const user = last.get("user");
  const password = last.get("password");
  if (user !== undefined || password !== undefined) {
    if (user !== undefined) uri.encoded(user.value, user.valueStart, user.valueEnd);
    if (password !== undefined) {
      uri.literal(":");
      uri.encoded(password.value, password.valueStart, password.valueEnd);
    }
    uri.literal("@");
  }
  const inAuthority = authority(uri, last.get("host"), last.get("port"));
  const dbname = last.get("dbname");
  if (dbname !== undefined) {
    uri.literal("/");
    uri.encoded(dbname.value, dbname.valueStart, dbname.valueEnd);
  }
  let separator = "?";
  for (const pair of scanned) {
    const folded = FOLDED.has(pair.key);
    if (folded && (pair.key === "user" || pair.key === "password" || pair.key === "dbname")) continue;
    if (folded && (inAuthority || last.get(pair.key) !== pair)) continue;
    uri.literal(separator);
    separator = "&";
    uri.encoded(pair.key, pair.keyStart, pair.keyStart + pair.key.length);
    uri.literal("=");
    uri.encoded(pair.value, pair.valueStart, pair.valueEnd);
  }
  return interpretEquivalent(uri, text, "a libpq keyword/value string", options);
}

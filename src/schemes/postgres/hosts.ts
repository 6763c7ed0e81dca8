// The hosts and ports of a libpq URI (PostgreSQL 18 §32.1.1.2 "Connection URIs" and §32.1.1.3 "Specifying
// Multiple Hosts"): a host list in the authority, replaced by `?host=` and `?port=` when given, each
// host a name, an address or a socket directory, each port matched to its host.

import type { Finding, TargetHost } from "../../registry/index.js";
import { DburiError, type QueryEntry, tryParseUri, type Uri, valueIndexOf } from "../../uri/index.js";
import { scannedOffsets } from "../../uri/uri.js";
import { authorityIndex, NONE, targetHosts, uriHosts } from "../target/fields.js";

/** Where a libpq URI connects: every host with its port, and the first one's fields. */
export interface LibpqHosts {
  readonly hosts: readonly TargetHost[];
  readonly host: string | null;
  readonly port: number | null;
}

function portError(entry: QueryEntry, offset: number, href: string, reason: string): DburiError {
  return new DburiError({
    code: "invalid-port",
    reason,
    fix: "write ports from 1 to 65535, separated by commas, one for all hosts or one per host",
    index: valueIndexOf(entry) + offset,
    input: href,
  });
}

/** `?port=5432,5433`: one port per host, an empty entry meaning the default. libpq refuses port 0. */
function portList(entry: QueryEntry, href: string): (number | null)[] {
  const ports: (number | null)[] = [];
  let at = 0;
  for (const text of entry.value.split(",")) {
    if (text === "") ports.push(null);
    else if (!/^[0-9]{1,5}$/.test(text) || Number(text) < 1 || Number(text) > 65535) {
      throw portError(entry, at, href, `port '${text}' is not a number from 1 to 65535`);
    } else ports.push(Number(text));
    at += text.length + 1;
  }
  return ports;
}

/** `?hostaddr=`: numeric addresses only, which libpq connects to without DNS. */
function checkHostaddr(entry: QueryEntry, href: string): number {
  const addresses = entry.value.split(",");
  let at = 0;
  for (const address of addresses) {
    const parsed =
      address === "" ? null : tryParseUri(`//${address.includes(":") ? `[${address}]` : address}`);
    if (
      parsed !== null &&
      (!parsed.ok || (parsed.value.hostType !== "ipv4" && parsed.value.hostType !== "ipv6"))
    ) {
      throw new DburiError({
        code: "invalid-param",
        reason: `hostaddr '${address}' is not a numeric IPv4 or IPv6 address`,
        fix: "give host names in host=, addresses in hostaddr=",
        index: entry.valueIndex + at,
        input: href,
      });
    }
    at += address.length + 1;
  }
  return addresses.length;
}

function mismatch(entry: QueryEntry | undefined, href: string, reason: string): DburiError {
  return new DburiError({
    code: "ambiguous-host",
    reason,
    fix: "give one port for all hosts or one per host, and one hostaddr per host",
    index: entry?.index,
    input: href,
  });
}

/**
 * The hosts of a libpq URI: the authority's host list (`h1:5432,h2:5433`), or `?host=` (a comma list of
 * names, addresses and socket directories) replacing it; ports from the authority, or `?port=` replacing
 * them (one for all hosts, or one per host); `?hostaddr=` checked against them. Unlike libpq, hosts
 * written without ports do not count as that many empty ports against a `?host=` list.
 * @throws DburiError `invalid-port`, `invalid-param` (hostaddr), `ambiguous-host` (counts that do not match)
 */
export function libpqHosts(
  uri: Uri,
  found: { host?: QueryEntry | undefined; port?: QueryEntry | undefined; hostaddr?: QueryEntry | undefined },
  defaultPort: number | null,
  href: string,
  warnings: Finding[],
): LibpqHosts {
  if (found.host === undefined && found.port === undefined && found.hostaddr === undefined) {
    return authorityHosts(uri, defaultPort, href);
  }
  const inAuthority = uri.host === null ? NONE : uri.hosts;
  let names: readonly string[] = inAuthority.map((h) => h.host);
  let ports: readonly (number | null)[] = inAuthority.some((h) => h.port !== null)
    ? inAuthority.map((h) => h.port)
    : [];
  if (found.host !== undefined) {
    const written = names.join(",");
    names = found.host.value.split(",");
    if (written !== "" && written !== found.host.value) overridden(found.host, "host", warnings);
  }
  if (found.port !== undefined) {
    const written = ports.join(",");
    ports = portList(found.port, href);
    if (written !== "" && written !== ports.join(",")) overridden(found.port, "port", warnings);
  }
  for (const h of inAuthority) {
    if (h.port === 0) throw mismatchPort(uri, href);
  }
  const addresses = found.hostaddr === undefined ? 0 : checkHostaddr(found.hostaddr, href);
  if (addresses > 0 && names.length > 0 && addresses !== names.length) {
    throw mismatch(found.hostaddr, href, `${addresses} hostaddr values for ${names.length} hosts`);
  }
  const count = names.length || addresses;
  if (ports.length > 1 && ports.length !== count) {
    throw mismatch(found.port, href, `${ports.length} ports for ${count} host${count === 1 ? "" : "s"}`);
  }
  const one = ports.length === 1 ? ports[0]! : null;
  const hosts = targetHosts(
    names.map((host, i) => ({ host, port: ports.length > 1 ? ports[i]! : one })),
    defaultPort,
  );
  return {
    hosts,
    host: hosts[0]?.host ?? uri.host,
    port: hosts[0]?.port ?? (ports.length === 1 ? one : null),
  };
}

/**
 * What a check needs of the authority's hosts when the query names none: no port 0, which libpq refuses.
 * @throws DburiError `invalid-port`
 * @example
 * checkAuthorityPorts(parseUri("postgresql://h:0/db", { hostList: true }), "postgresql://h:0/db"); // throws
 */
export function checkAuthorityPorts(uri: Uri, href: string): void {
  const o = scannedOffsets(uri);
  if (o.hostListEnd < 0) {
    if (o.port === 0) throw mismatchPort(uri, href);
    return;
  }
  const hosts = uri.hosts;
  for (let i = 0; i < hosts.length; i++) if (hosts[i]!.port === 0) throw mismatchPort(uri, href);
}

/** The authority's hosts and nothing in the query: each host with the port written beside it. */
function authorityHosts(uri: Uri, defaultPort: number | null, href: string): LibpqHosts {
  const hosts = uriHosts(uri, defaultPort);
  for (let i = 0; i < hosts.length; i++) if (hosts[i]!.port === 0) throw mismatchPort(uri, href);
  const first = hosts[0];
  return first === undefined
    ? { hosts, host: uri.host, port: uri.port }
    : { hosts, host: first.host, port: first.port };
}

function mismatchPort(uri: Uri, href: string): DburiError {
  // The port's position: after the userinfo, the ":0" that ends a host entry (never inside "[::0]").
  const authority = uri.authority ?? "";
  const hostsStart = authority.lastIndexOf("@") + 1;
  const match = /:0+(?=,|$)/.exec(authority.slice(hostsStart));
  const authorityStart = href.length - uri.href.length + authorityIndex(uri);
  return new DburiError({
    code: "invalid-port",
    reason: "libpq refuses port 0",
    fix: "write a port from 1 to 65535, or leave it out for the default",
    index: match === null ? undefined : authorityStart + hostsStart + match.index + 1,
    input: href,
  });
}

/** The warning for a query keyword that replaces part of the authority (libpq reads the query last). */
export function overridden(entry: QueryEntry, what: string, warnings: Finding[]): void {
  warnings.push({
    severity: "warning",
    code: "overridden-by-param",
    message: `the query's ${entry.key}= replaces the ${what} written in the authority, as libpq reads the query last`,
    index: entry.index,
    fix: `write the ${what} in one place`,
  });
}

// The hosts of a parsed URI as a list: one entry for an ordinary authority, several for the host lists of
// libpq and MongoDB (`postgresql://h1:5432,h2:5433/db`, parsed with the `hostList` option).

import type { HostType } from "./host.js";
import { Escapes, HostKind, Offsets } from "./offsets.js";
import { decodeComponent } from "./percent.js";
import { hostListCommas, scanHostPort } from "./scan-authority.js";

/**
 * One host of a URI, as `Uri.hosts` lists them.
 * @example
 * parseUri("postgresql://a,[::1]:5433/shop", { hostList: true }).hosts[1];
 * // { host: "::1", rawHost: "[::1]", hostType: "ipv6", port: 5433 }
 */
export interface UriHost {
  /** Decoded host; IPv6 without brackets. */
  readonly host: string;
  /** Host as written, IPv6 with brackets. */
  readonly rawHost: string;
  readonly hostType: HostType;
  /** Port number, or null when absent or empty. */
  readonly port: number | null;
}

/** `HostType` by `HostKind`: null for `HostKind.None`. */
export const HOST_TYPES: readonly (HostType | null)[] = [null, "name", "ipv4", "ipv6", "ipvfuture"];

/** Decodes text[o.hostStart, o.hostEnd): IPv6 and IPvFuture without their brackets. */
export function decodeHost(text: string, o: Offsets): string {
  const bracketed = o.hostType === HostKind.IPv6 || o.hostType === HostKind.IPvFuture;
  const escapes = o.escapes & Escapes.Host;
  return bracketed
    ? decodeComponent(text, o.hostStart + 1, o.hostEnd - 1, escapes)
    : decodeComponent(text, o.hostStart, o.hostEnd, escapes);
}

function hostOf(text: string, o: Offsets): UriHost {
  return Object.freeze({
    host: decodeHost(text, o),
    rawHost: text.slice(o.hostStart, o.hostEnd),
    hostType: HOST_TYPES[o.hostType] as HostType,
    port: o.port < 0 ? null : o.port,
  });
}

/**
 * Every host of a scanned URI with its port, frozen: none without an authority. A host list is split at
 * its commas and each entry scanned again, in time linear in the list's length (the scanner has already
 * validated every entry).
 */
export function listHosts(text: string, o: Offsets): readonly UriHost[] {
  if (o.hostStart < 0) return Object.freeze([]);
  if (o.hostListEnd < 0) return Object.freeze([hostOf(text, o)]);
  const hosts: UriHost[] = [];
  let start = o.hostStart;
  for (const end of [...hostListCommas(text, o.hostStart, o.hostListEnd), o.hostListEnd]) {
    const entry = new Offsets();
    scanHostPort(text, start, end, entry);
    hosts.push(hostOf(text, entry));
    start = end + 1;
  }
  return Object.freeze(hosts);
}

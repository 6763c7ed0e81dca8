// What every family's check and build use alike, each written once: where a component stands in the text
// (for error carets), the target's hosts and query pairs as a target holds them, the socket a host names,
// and the shared empty values.

import type { Finding, TargetHost } from "../../registry/index.js";
import type { QueryEntry, QueryPair, Uri } from "../../uri/index.js";
import { scannedOffsets } from "../../uri/uri.js";

/**
 * One frozen empty list, shared by every target that has none of something.
 * @example
 * Object.isFrozen(NONE); // true
 */
export const NONE: readonly never[] = Object.freeze([]);

/**
 * One frozen empty record, shared by every target without typed options.
 * @example
 * Object.isFrozen(NO_OPTIONS); // true
 */
export const NO_OPTIONS: Readonly<Record<string, unknown>> = Object.freeze({});

/**
 * Where `uri`'s text stands in `href`, the text errors point into: 0 when they are the same; the length of
 * what precedes it when `href` ends with it (an interpreter handed the nested URI of `db:redis://...` with
 * the whole input as its context's href).
 * @example
 * offsetIn(parseUri("redis://h"), "db:redis://h"); // 3
 */
export function offsetIn(uri: Uri, href: string): number {
  const text = uri.href;
  if (text === href) return 0;
  return href.endsWith(text) ? href.length - text.length : 0;
}

/**
 * Where the authority of `uri` starts in its text (after "//"), or would (after the scheme's ":").
 * @example
 * authorityIndex(parseUri("redis://u@h/0")); // 8
 */
export function authorityIndex(uri: Uri): number {
  const o = scannedOffsets(uri);
  return o.authorityStart >= 0 ? o.authorityStart : o.schemeEnd + 1;
}

/**
 * Where the host of `uri` starts in its text (after "userinfo@"), or its authority would.
 * @example
 * hostIndex(parseUri("redis://u:p@h/2")); // 12
 */
export function hostIndex(uri: Uri): number {
  const o = scannedOffsets(uri);
  return o.hostStart >= 0 ? o.hostStart : o.schemeEnd + 1;
}

/**
 * Where the path of `uri` starts in its text.
 * @example
 * pathIndex(parseUri("redis://h:1/2")); // 11
 */
export function pathIndex(uri: Uri): number {
  return scannedOffsets(uri).pathStart;
}

/**
 * Where the query of `uri` starts in its text (after "?"), or would (before a fragment, or at the end).
 * @example
 * queryIndex(parseUri("redis://h/2?db=2")); // 12
 * queryIndex(parseUri("redis://h/2#x")); // 11
 */
export function queryIndex(uri: Uri): number {
  const o = scannedOffsets(uri);
  if (o.queryStart >= 0) return o.queryStart;
  return o.fragmentStart >= 0 ? o.fragmentStart - 1 : uri.href.length;
}

/**
 * Query entries as a target holds its `params`: decoded pairs, each pair and the list frozen, made from
 * the entries already decoded (decoding them again costs more than the copy); NONE when there are none.
 * @example
 * queryPairs(parseUri("redis://h?db=2").queryEntries); // [["db", "2"]]
 */
export function queryPairs(entries: readonly QueryEntry[]): readonly QueryPair[] {
  if (entries.length === 0) return NONE;
  const pairs: QueryPair[] = [];
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    pairs.push(Object.freeze([entry.key, entry.value] as const));
  }
  return Object.freeze(pairs);
}

/**
 * Findings as a target holds them: each finding and the list frozen, so none can be changed through the
 * target; NONE when there are none.
 * @example
 * Object.isFrozen(frozenFindings([{ severity: "warning", code: "unknown-param", message: "m" }])[0]); // true
 */
export function frozenFindings(findings: readonly Finding[]): readonly Finding[] {
  if (findings.length === 0) return NONE;
  for (let i = 0; i < findings.length; i++) Object.freeze(findings[i]);
  return Object.freeze(findings);
}

/**
 * Typed options as a target holds them: the record and every list among its values frozen, so that
 * `target.options.ssl_cert_reqs = "none"` cannot turn off the certificate checks a later conversion makes.
 * @example
 * Object.isFrozen(frozenOptions({ auth_mechanism: ["plain"] }).auth_mechanism); // true
 */
export function frozenOptions<T extends object>(options: T): Readonly<T> {
  if (Object.isFrozen(options)) return options; // NO_OPTIONS, shared
  for (const key in options) {
    const value = options[key];
    if (Array.isArray(value)) Object.freeze(value);
  }
  return Object.freeze(options);
}

/**
 * Hosts with their effective ports (`port ?? defaultPort`), as a target holds them: each entry and the list
 * frozen; NONE when there are none.
 * @example
 * targetHosts([{ host: "h1", port: null }, { host: "h2", port: 5433 }], 5432)[0]?.effectivePort; // 5432
 */
export function targetHosts(
  hosts: readonly { readonly host: string; readonly port: number | null }[],
  defaultPort: number | null,
): readonly TargetHost[] {
  if (hosts.length === 0) return NONE;
  const out: TargetHost[] = [];
  for (let i = 0; i < hosts.length; i++) {
    const { host, port } = hosts[i]!;
    out.push(Object.freeze({ host, port, effectivePort: port ?? defaultPort }));
  }
  return Object.freeze(out);
}

/**
 * The hosts of `uri`'s authority as a target holds them (see `targetHosts`): every host of a host list
 * (parsed with the hostList option), else its one host, else none.
 * @example
 * uriHosts(parseUri("redis://h"), 6379); // [{ host: "h", port: null, effectivePort: 6379 }]
 * uriHosts(parseUri("postgresql://a,b:5433/x", { hostList: true }), 5432).length; // 2
 */
export function uriHosts(uri: Uri, defaultPort: number | null): readonly TargetHost[] {
  const o = scannedOffsets(uri);
  if (o.hostStart < 0) return NONE;
  if (o.hostListEnd >= 0) return targetHosts(uri.hosts, defaultPort);
  const port = uri.port;
  return Object.freeze([Object.freeze({ host: uri.host!, port, effectivePort: port ?? defaultPort })]);
}

/**
 * Whether a decoded host names a unix socket rather than a machine: an absolute path (`/var/run/postgresql`,
 * written `%2Fvar%2Frun%2Fpostgresql`), or a Linux abstract-namespace socket (`@name`) as libpq reads one.
 * @example
 * isSocketPath("/tmp"); // true
 * isSocketPath("db.example.com"); // false
 */
export function isSocketPath(host: string): boolean {
  const c = host.charCodeAt(0);
  return c === 47 || c === 64;
}

/**
 * The socket a server engine's host names: the path for a socket host, `""` for an empty host (the db:
 * proposal's "local socket": the engine's default one), null for a network host or no authority.
 * @example
 * socketOf("/tmp"); // "/tmp"
 * socketOf("db.example.com"); // null
 */
export function socketOf(host: string | null): string | null {
  if (host === null) return null;
  if (host === "") return "";
  return isSocketPath(host) ? host : null;
}

/**
 * The last pair of `key` among `entries`, for what needs its place (an error's caret) or its text.
 * @example
 * lastEntry(parseUri("x://h?a=1&a=2").queryEntries, "a")?.value; // "2"
 */
export function lastEntry(entries: readonly QueryEntry[], key: string): QueryEntry | undefined {
  for (let i = entries.length - 1; i >= 0; i--) if (entries[i]!.key === key) return entries[i];
  return undefined;
}

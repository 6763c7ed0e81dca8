// The MongoDB URI Options spec's rules about options given together (mongodb/specifications: URI Options,
// Initial DNS Seedlist Discovery, Load Balancer Support), for mongodb.ts.

import { DburiError, type QueryEntry } from "../../uri/index.js";
import { TLS_CONFLICTS } from "./params.js";

/**
 * A MongoDB rule's error, pointing into `href`.
 * @example
 * const href = "mongodb+srv://a,b/shop";
 * fail("invalid-host", "mongodb+srv takes one host", "give one host", 14, href).code; // "invalid-host"
 */
export function fail(
  code: DburiError["code"],
  reason: string,
  fix: string,
  index: number | undefined,
  href: string,
): DburiError {
  return new DburiError({ code, reason, fix, index, input: href });
}

/** Where the last pair of a key (in any case) starts, for an error about that option. */
function keyIndex(entries: () => readonly QueryEntry[], key: string): number | undefined {
  const lower = key.toLowerCase();
  let index: number | undefined;
  for (const e of entries()) if (e.key.toLowerCase() === lower) index = e.index;
  return index;
}

function conflict(
  a: string,
  b: string,
  why: string,
  entries: () => readonly QueryEntry[],
  href: string,
): DburiError {
  return fail(
    "conflicting-params",
    `${a} and ${b} cannot be given together: ${why}`,
    `keep one of ${a} and ${b}`,
    keyIndex(entries, b),
    href,
  );
}

/** The options that apply only to mongodb+srv URIs. */
const SRV_ONLY: readonly string[] = Object.freeze(["srvServiceName", "srvMaxHosts"]);

/** The SOCKS5 options beside proxyHost, which mean nothing without it (URI Options spec, proxy options). */
const PROXY_OPTIONS: readonly string[] = Object.freeze(["proxyPort", "proxyUsername", "proxyPassword"]);

/** Every option some rule of `checkMongodbOptions` reads: without any of them, no rule can apply. */
const RULED: ReadonlySet<string> = new Set([
  ...TLS_CONFLICTS.flat(),
  "ssl",
  "tls",
  "maxStalenessSeconds",
  "directConnection",
  ...SRV_ONLY,
  "replicaSet",
  "loadBalanced",
  ...PROXY_OPTIONS,
]);

/**
 * Whether any option given is one the rules of `checkMongodbOptions` read. Most URIs give none
 * (retryWrites, w, appName), and one pass over the few options given costs less than the rules' two dozen
 * lookups by name.
 * @example
 * givesRuledOption({ retryWrites: true }); // false
 */
export function givesRuledOption(options: Record<string, unknown>): boolean {
  for (const key in options) if (RULED.has(key)) return true;
  return false;
}

/** Where the options are checked: how many hosts, whether the URI is mongodb+srv, the full input. */
export interface MongodbRuleContext {
  readonly hosts: number;
  readonly srv: boolean;
  readonly href: string;
}

/**
 * The URI Options spec's rules about options together: the TLS options that relax each other's checks,
 * tls and ssl disagreeing, maxStalenessSeconds, directConnection with several hosts, the mongodb+srv-only
 * options, loadBalanced's, and the proxy options' (URI Options spec, "Conflicting TLS options" and the
 * proxy options' table; load-balancers spec).
 * @throws DburiError `conflicting-params`, `invalid-param`
 * @example
 * const uri = parseUri("mongodb://a,b/?directConnection=true", { hostList: true });
 * const context = { hosts: uri.hosts.length, srv: false, href: uri.href };
 * checkMongodbOptions({ directConnection: true }, () => uri.queryEntries, context); // throws conflicting-params
 */
export function checkMongodbOptions(
  options: Record<string, unknown>,
  entries: () => readonly QueryEntry[],
  { hosts, srv, href }: MongodbRuleContext,
): void {
  for (const [a, b] of TLS_CONFLICTS) {
    if (a in options && b in options)
      throw conflict(a, b, "each relaxes TLS checks the other controls", entries, href);
  }
  if ("ssl" in options && "tls" in options && options.ssl !== options.tls)
    throw conflict("ssl", "tls", "they disagree", entries, href);
  const stale = options.maxStalenessSeconds as number | undefined;
  if (stale !== undefined && stale !== -1 && stale < 90) {
    throw fail(
      "invalid-param",
      `maxStalenessSeconds=${stale} is neither -1 nor 90 or more`,
      "write -1 or a number of seconds of at least 90",
      keyIndex(entries, "maxStalenessSeconds"),
      href,
    );
  }
  const direct = options.directConnection === true;
  if (direct && (hosts > 1 || srv)) {
    throw fail(
      "conflicting-params",
      `directConnection=true needs exactly one host${srv ? ", and mongodb+srv may resolve to many" : ""}`,
      "remove directConnection or give one host",
      keyIndex(entries, "directConnection"),
      href,
    );
  }
  for (const key of SRV_ONLY) {
    if (key in options && !srv)
      throw fail(
        "invalid-param",
        `${key} applies only to mongodb+srv URIs`,
        `remove ${key}`,
        keyIndex(entries, key),
        href,
      );
  }
  const srvMax = (options.srvMaxHosts as number | undefined) ?? 0;
  if (srvMax > 0 && "replicaSet" in options)
    throw conflict("srvMaxHosts", "replicaSet", "a replica set needs all its hosts", entries, href);
  if (srvMax > 0 && options.loadBalanced === true)
    throw conflict("srvMaxHosts", "loadBalanced", "a load balancer is one host", entries, href);
  checkProxy(options, entries, href);
  if (options.loadBalanced === true) {
    if (hosts > 1)
      throw fail(
        "conflicting-params",
        "loadBalanced=true needs exactly one host",
        "give the load balancer's host only",
        keyIndex(entries, "loadBalanced"),
        href,
      );
    if ("replicaSet" in options)
      throw conflict("loadBalanced", "replicaSet", "a load balancer hides the replica set", entries, href);
    if (direct)
      throw conflict(
        "loadBalanced",
        "directConnection",
        "a load balancer is not a direct connection",
        entries,
        href,
      );
  }
}

/**
 * The URI Options spec's proxy rules: proxyPort, proxyUsername and proxyPassword only with proxyHost, and
 * proxyUsername and proxyPassword only together.
 */
function checkProxy(
  options: Record<string, unknown>,
  entries: () => readonly QueryEntry[],
  href: string,
): void {
  if (!("proxyHost" in options)) {
    for (const key of PROXY_OPTIONS) {
      if (key in options)
        throw fail(
          "invalid-param",
          `${key} applies only with proxyHost (URI Options spec, proxy options)`,
          `add proxyHost=<SOCKS5 proxy host>, or remove ${key}`,
          keyIndex(entries, key),
          href,
        );
    }
  }
  const user = "proxyUsername" in options;
  if (user !== "proxyPassword" in options) {
    const [given, missing] = user ? ["proxyUsername", "proxyPassword"] : ["proxyPassword", "proxyUsername"];
    throw fail(
      "invalid-param",
      `${given} needs ${missing}: the SOCKS5 proxy takes both or neither (URI Options spec, proxy options)`,
      `add ${missing}, or remove ${given}`,
      keyIndex(entries, given),
      href,
    );
  }
}

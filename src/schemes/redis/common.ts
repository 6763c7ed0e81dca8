// What every redis form reads the same way: the typed query parameters, the credentials, TLS and the
// fragment, collected into the warnings of one reading. The parts live in redis/reading.ts (indexes),
// redis/credentials.ts, redis/db.ts, redis/tls.ts and redis/values.ts.

import type { Finding, InterpretContext, TargetHost } from "../../registry/index.js";
import type { QueryEntry, QueryPair, Uri } from "../../uri/index.js";
import { NO_OPTIONS, NONE } from "../target/db-target.js";
import { readParams } from "../target/params.js";
import { readCredentials } from "./credentials.js";
import { REDIS_PARAMS } from "./params.js";
import { offsetOf, type Reading, warn } from "./reading.js";
import { type RedisSourceKeys, redisSourceKeys } from "./source-keys.js";
import type { RedisCommonFields, RedisOptions } from "./target.js";
import { readTls } from "./tls.js";
import { checkRedisValues } from "./values.js";

/**
 * What every redis form reads the same way: credentials, parameters, TLS, the fragment.
 * @example
 * const { reading, user, password, tls, keys } = readCommon(uri, context, { socket: false });
 */
export interface Common extends RedisCommonFields {
  readonly reading: Reading;
  readonly tls: boolean;
  /** The query keys this form reads as the database, the user name and the password. */
  readonly keys: RedisSourceKeys;
}

/**
 * The typed query parameters and the warnings about them. Without a query there is nothing to read, which
 * is the common case, so readParams is not asked.
 */
function readRedisParams(
  reading: Reading,
  keys: RedisSourceKeys,
): { options: RedisOptions; warnings: readonly Finding[] } {
  if (reading.entries.length === 0) return { options: NO_OPTIONS as RedisOptions, warnings: NONE };
  const { options, warnings } = readParams(reading.uri, REDIS_PARAMS, {
    href: reading.href,
    offset: reading.offset,
    handled: keys.handled,
    entries: reading.entries,
  });
  return { options: options as RedisOptions, warnings };
}

/**
 * Reads what every redis form shares: the typed parameters, the credentials (userinfo and query agreeing),
 * whether TLS is on, and the warnings about all of it, collected in `reading.warnings`.
 * @throws DburiError `ambiguous-password`, `ambiguous-username`, `invalid-param`, `conflicting-tls`, ...
 * @example
 * const { reading, user, password, tls } = readCommon(uri, context, { socket: false });
 */
export function readCommon(uri: Uri, context: InterpretContext, { socket }: { socket: boolean }): Common {
  const href = context.href;
  const offset = offsetOf(uri, href);
  const warnings: Finding[] = [];
  const reading: Reading = { uri, href, offset, entries: uri.queryEntries, warnings };
  const keys = redisSourceKeys(context.name);
  const { options, warnings: paramWarnings } = readRedisParams(reading, keys);
  checkRedisValues(reading, options);
  const { user, password } = readCredentials(reading, keys);
  for (let i = 0; i < paramWarnings.length; i++) warnings.push(paramWarnings[i]!);
  const tls = readTls(reading, { context, options, socket });
  const fragment = uri.fragment;
  if (fragment !== null) {
    warn(warnings, {
      code: "fragment-ignored",
      message: "the fragment has no meaning in redis URIs and is ignored",
      index: offset + uri.href.length - fragment.length - 1,
      fix: "remove the '#' and what follows",
      section: "redis registration, Interoperability considerations",
    });
  }
  const params = pairsOf(reading.entries);
  return { reading, user, password, params, options, warnings, tls, keys };
}

/**
 * The query pairs as `Uri.params` gives them, frozen, but made from the entries already decoded instead of
 * parsing the query a second time; the shared empty list when there are none.
 * @example
 * pairsOf(parseUri("redis://h?db=2").queryEntries); // [["db", "2"]]
 */
function pairsOf(entries: readonly QueryEntry[]): readonly QueryPair[] {
  if (entries.length === 0) return NONE;
  const pairs: QueryPair[] = [];
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    pairs.push(Object.freeze([entry.key, entry.value] as const));
  }
  return Object.freeze(pairs);
}

/**
 * The target's hosts with their effective ports, as `Uri.hosts` lists them: one for a single host, none
 * without an authority. Each entry and the list are frozen, as the target is.
 * @example
 * hostsOf(parseUri("redis://h"), "h", null, 6379); // [{ host: "h", port: null, effectivePort: 6379 }]
 */
export function hostsOf(
  uri: Uri,
  host: string | null,
  port: number | null,
  defaultPort: number | null,
): readonly TargetHost[] {
  // A definition may parse with the hostList option; only then may there be more than one host.
  if (uri.isHostList) {
    return Object.freeze(
      uri.hosts.map((h) =>
        Object.freeze({ host: h.host, port: h.port, effectivePort: h.port ?? defaultPort }),
      ),
    );
  }
  if (host === null) return NONE;
  return Object.freeze([Object.freeze({ host, port, effectivePort: port ?? defaultPort })]);
}

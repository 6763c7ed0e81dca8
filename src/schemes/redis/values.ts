// Values the parameter types allow but a connection cannot use: refused when the URI is read, pointing at
// the value, rather than failing later in one driver (or silently meaning something else in another).

import { DburiError, type QueryEntry, valueIndexOf } from "../../uri/index.js";
import { REDIS_PARAMS } from "./params.js";
import type { Reading } from "./reading.js";
import type { RedisOptions } from "./target.js";

/**
 * What a parameter's typed value must also be:
 * - `non-empty`: a file, a name or a list, where an empty value names nothing (node-redis and ioredis would
 *   try to read the file '', or send no server name, instead of leaving the setting out);
 * - `client-name`: a name Redis accepts (and non-empty);
 * - `positive`: a time limit, where 0 means no limit to node-redis and ioredis and no time at all to dburi's
 *   own limits and to redis-py.
 */
type Rule = "non-empty" | "client-name" | "positive";

const RULES: Readonly<Record<string, Rule>> = {
  client_name: "client-name",
  ssl_server_hostname: "non-empty",
  ssl_ca_certs: "non-empty",
  ssl_ca_data: "non-empty",
  ssl_ca_path: "non-empty",
  ssl_certfile: "non-empty",
  ssl_keyfile: "non-empty",
  ssl_ciphers: "non-empty",
  sentinelMasterId: "non-empty",
  socket_connect_timeout: "positive",
  socket_timeout: "positive",
};

/** Each name and alias of a ruled parameter, as written in a query, to its canonical key and rule. */
const RULED_KEYS: ReadonlyMap<string, readonly [key: string, rule: Rule]> = new Map(
  Object.entries(RULES).flatMap(([key, rule]) =>
    [key, ...(REDIS_PARAMS[key]?.aliases ?? [])].map((name) => [name, [key, rule] as const] as const),
  ),
);

/**
 * Redis accepts a client name of printable ASCII other than the space ('!' to '~'): CLIENT SETNAME answers
 * anything else with "Client names cannot contain spaces, newlines or special characters" (networking.c,
 * `validateClientAttr`). node-redis then fails to connect, ioredis ignores the error and connects unnamed.
 */
function isClientName(name: string): boolean {
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (c < 0x21 || c > 0x7e) return false;
  }
  return true;
}

/** What is wrong with a typed value under its rule: [reason, fix], or null when nothing is. */
function problem(key: string, rule: Rule, value: unknown): readonly [string, string] | null {
  if (value === "") return [`${key} is empty, which names nothing`, `write a value, or leave ${key} out`];
  if (rule === "client-name" && typeof value === "string" && !isClientName(value)) {
    return [
      "client_name holds a space or a character outside printable ASCII, which Redis refuses in a client name",
      "use only the characters '!' to '~' (e.g. replace spaces with '-')",
    ];
  }
  if (rule === "positive" && value === 0) {
    return [
      `${key} is 0, which allows no time at all (node-redis and ioredis would read 0 as no limit)`,
      `write a positive duration (e.g. ${key}=5 for 5 s, or 500ms), or leave ${key} out for no limit of its own`,
    ];
  }
  return null;
}

function invalid(reading: Reading, entry: QueryEntry, [reason, fix]: readonly [string, string]): DburiError {
  return new DburiError({
    code: "invalid-param",
    reason,
    fix,
    index: valueIndexOf(entry) + reading.offset,
    input: reading.href,
  });
}

/** The parameters that mean something only to Redis Sentinel (params.ts). */
const SENTINEL_KEYS: readonly string[] = Object.freeze([
  "sentinelMasterId",
  "sentinelUsername",
  "sentinelPassword",
]);

/**
 * Refuses a Sentinel parameter outside a Sentinel URI: a redis: URI names one server (or a cluster's seed
 * nodes), so a master name or the sentinels' credentials there would be dropped by every client.
 */
function refuseSentinelParams(reading: Reading, options: RedisOptions): void {
  if (
    options.sentinelMasterId === undefined &&
    options.sentinelUsername === undefined &&
    options.sentinelPassword === undefined
  ) {
    return;
  }
  const entry = reading.all().find((e) => SENTINEL_KEYS.includes(e.key))!;
  throw new DburiError({
    code: "invalid-param",
    reason: `${entry.key} names a Sentinel setting, which has a meaning only in redis-sentinel: and rediss-sentinel: URIs`,
    fix: "write the sentinels' addresses in a redis-sentinel:// URI (e.g. redis-sentinel://s1:26379,s2:26379/0?sentinelMasterId=mymaster), or drop it",
    index: entry.index + reading.offset,
    input: reading.href,
  });
}

/**
 * Refuses typed parameters that no connection can use: an empty file, name or list; a client name Redis
 * refuses; a time limit of 0; a Sentinel parameter outside a Sentinel URI (`sentinel` false). Looks at the
 * typed options, and at the query's pairs only to point at one.
 * @throws DburiError `invalid-param` pointing at the value
 * @example
 * import type { Reading } from "./reading.js";
 * const uri = parseUri("redis://h?client_name=a%20b");
 * const all = () => uri.queryEntries;
 * const reading: Reading = { uri, href: uri.href, offset: 0, entries: [], all, warnings: [] };
 * checkRedisValues(reading, { client_name: "a b" }); // throws invalid-param
 */
export function checkRedisValues(reading: Reading, options: RedisOptions, sentinel = false): void {
  if (!sentinel) refuseSentinelParams(reading, options);
  // The options in the order their keys first appear: the first one with a problem is the first pair
  // with one, since the pairs of a key share its typed value.
  let faulty = false;
  for (const key in options) {
    const rule = Object.hasOwn(RULES, key) ? RULES[key] : undefined;
    if (rule !== undefined && problem(key, rule, options[key as keyof RedisOptions]) !== null) faulty = true;
  }
  if (!faulty) return;
  const entries = reading.all();
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    const ruled = RULED_KEYS.get(entry.key);
    if (ruled === undefined) continue;
    const [key, rule] = ruled;
    // The typed value (readParams has checked the type), which equal duplicates share.
    const found = problem(key, rule, options[key as keyof RedisOptions]);
    if (found !== null) throw invalid(reading, entry, found);
  }
}

// The plain reading of a connection URI. Most URIs in configuration use none of what makes the scheme
// modules' readings long: no fragment, no host list, no percent-encoding or "+" in the query, only query
// keys whose whole meaning is a typed option. For such a URI each module builds its target straight from
// the parse, and leaves every other URI (and every error and warning) to its full reading, which must give
// the same target: test/schemes/plain.test.ts holds every plain reading to that.

import type { QueryPair } from "../uri/index.js";
import { HostKind, type Offsets } from "../uri/offsets.js";
import { NONE } from "./db-target.js";
import { NOT_TYPED, type ParamSpecs, type ReadParams, typedValue } from "./params.js";

const AMPERSAND = 38;
const EQUALS = 61;
const PERCENT = 37;
const PLUS = 43;
const SEMICOLON = 59;

/**
 * Whether the parse has what every full reading treats specially: a fragment (ignored with a warning, or
 * refused), a host list, an IPvFuture address (refused), or port 0 (refused). A URI without an authority
 * counts as special too: the modules read it by their own rules.
 * @example
 * isPlainShape(scannedOffsets(parseUri("redis://h/0"))); // true
 * isPlainShape(scannedOffsets(parseUri("redis://h/0#x"))); // false
 */
export function isPlainShape(o: Readonly<Offsets>): boolean {
  return (
    o.fragmentStart < 0 &&
    o.hostListEnd < 0 &&
    o.hostStart >= 0 &&
    o.hostType !== HostKind.IPvFuture &&
    o.port !== 0
  );
}

/**
 * The pairs of a plain query: every pair `key=value` with a key and one "=", pairs joined by "&" alone,
 * nothing to decode (no "%" and no "+") and no ";". Undefined for any other query, which the full
 * readings take: on those, libpq's syntax and the db: proposal's differ. The pairs are new arrays, unfrozen.
 * @example
 * plainPairs("x://h?a=1&b=", 6, 12); // [["a", "1"], ["b", ""]]
 * plainPairs("x://h?a=1;b=2", 6, 13); // undefined
 */
export function plainPairs(text: string, start: number, end: number): [string, string][] | undefined {
  const pairs: [string, string][] = [];
  let pairStart = start;
  let equals = -1;
  for (let i = start; i <= end; i++) {
    const c = i < end ? text.charCodeAt(i) : AMPERSAND;
    if (c === AMPERSAND) {
      if (equals <= pairStart) return undefined; // no "=", or an empty key (or an empty pair)
      pairs.push([text.slice(pairStart, equals), text.slice(equals + 1, i)]);
      pairStart = i + 1;
      equals = -1;
    } else if (c === EQUALS) {
      if (equals >= 0) return undefined;
      equals = i;
    } else if (c === PERCENT || c === PLUS || c === SEMICOLON) return undefined;
  }
  return pairs;
}

/**
 * The keys of a spec table that a plain reading admits, each to itself as the table spells it: its own
 * names (not aliases), less `except`, the keys whose meaning goes beyond a typed option (folded into the
 * target, checked against another, ...), and less any repeatable one. Options are keyed by the table's
 * own strings, which V8 has interned once, not by the text sliced from each URI.
 * @example
 * plainKeys(SQLITE_PARAMS, []).get("mode"); // "mode"
 */
export function plainKeys(specs: ParamSpecs, except: readonly string[]): ReadonlyMap<string, string> {
  const keys = new Map<string, string>();
  const aliases = new Set(Object.values(specs).flatMap((spec) => spec.aliases ?? []));
  for (const [key, spec] of Object.entries(specs)) {
    // A name Object.prototype also has would read as given before it is (plainOptions asks options[key]).
    const plain = !except.includes(key) && !aliases.has(key) && spec.repeatable !== true;
    if (plain && !(key in Object.prototype)) keys.set(key, key);
  }
  return keys;
}

/**
 * The typed options of plain pairs, in query order, when every key is one of `keys`, given once, and its
 * value is one its spec admits; undefined otherwise (an unknown key warns, a bad value is an error: the
 * full reading says so).
 * @example
 * plainOptions([["mode", "ro"]], SQLITE_PARAMS, plainKeys(SQLITE_PARAMS, [])); // { mode: "ro" }
 */
export function plainOptions(
  pairs: readonly (readonly [string, string])[],
  specs: ParamSpecs,
  keys: ReadonlyMap<string, string>,
): Record<string, unknown> | undefined {
  const options: Record<string, unknown> = {};
  for (let i = 0; i < pairs.length; i++) {
    const pair = pairs[i]!;
    const key = keys.get(pair[0]);
    if (key === undefined || options[key] !== undefined) return undefined;
    const value = typedValue(specs[key]!, pair[1]);
    if (value === NOT_TYPED) return undefined;
    options[key] = value;
  }
  return options;
}

/**
 * The query of a plain database URI as the database targets hold it: the pairs (unfrozen, as `pairsOf`
 * gives them) and what `readParams` would return, with no warning and no unknown pair.
 * @example
 * const query: PlainQuery = { params: [["mode", "ro"]], read: { options: { mode: "ro" }, warnings: [], unknown: [] } };
 */
export interface PlainQuery {
  readonly params: readonly QueryPair[];
  /** Undefined without a query, as the full readings leave it. */
  readonly read: ReadParams | undefined;
}

const NO_QUERY: PlainQuery = Object.freeze({ params: NONE, read: undefined });

/**
 * The query of a plain database URI (see `plainPairs` and `plainOptions`), or undefined when there is a
 * query that is not plain.
 * @example
 * plainQuery("x://h?mode=ro", scannedOffsets(uri), SQLITE_PARAMS, keys)?.read?.options; // { mode: "ro" }
 */
export function plainQuery(
  href: string,
  o: Readonly<Offsets>,
  specs: ParamSpecs,
  keys: ReadonlyMap<string, string>,
): PlainQuery | undefined {
  if (o.queryStart < 0) return NO_QUERY;
  const params = plainPairs(href, o.queryStart, o.fragmentStart < 0 ? href.length : o.fragmentStart - 1);
  const options = params === undefined ? undefined : plainOptions(params, specs, keys);
  if (options === undefined) return undefined;
  // No warning and no unknown pair: the shared empty lists, which nothing appends to.
  return { params: params!, read: { options, warnings: NONE as never[], unknown: NONE as never[] } };
}

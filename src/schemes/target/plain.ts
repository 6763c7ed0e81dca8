// The plain reading of a connection URI. Most URIs in configuration use none of what makes the scheme
// modules' readings long: no fragment, no host list, no percent-encoding or "+" in the query, only query
// keys whose whole meaning is a typed option. For such a URI each module builds its target straight from
// the parse, and leaves every other URI (and every error and warning) to its full reading, which must give
// the same target: test/schemes/plain.test.ts holds every plain reading to that.

import type { QueryPair } from "../../uri/index.js";
import { HostKind, type Offsets } from "../../uri/offsets.js";
import { WordTable } from "../../uri/word-table.js";
import { NONE } from "./db-target.js";
import {
  BOOLEAN_WORDS,
  NOT_TYPED,
  type ParamSpec,
  type ParamSpecs,
  parseDuration,
  type ReadParams,
  typedValue,
} from "./params.js";

const AMPERSAND = 38;
const EQUALS = 61;
const PERCENT = 37;
const PLUS = 43;
const SEMICOLON = 59;

/**
 * The characters a plain query's loop stops at, by code: "&", "=", and what makes a query not plain ("%",
 * "+", ";"). One table read per character, where five comparisons were.
 */
const QUERY_STOPS: Uint8Array = (() => {
  const stops = new Uint8Array(128);
  for (const c of [AMPERSAND, EQUALS, PERCENT, PLUS, SEMICOLON]) stops[c] = 1;
  return stops;
})();

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
 * A query key a plain reading admits, with its spec: an entry of `plainKeys`.
 * @example
 * const key: PlainKey = plainKeys(SQLITE_PARAMS, []).find("mode", 0, 4)!;
 * key.index; // its place in the table
 * key.type; // "enum"
 */
export interface PlainKey {
  /** The key as the spec table spells it. */
  readonly name: string;
  /** Its index in the table of `plainKeys`: how a query's loop remembers that it has seen it. */
  readonly index: number;
  readonly spec: ParamSpec;
  /**
   * For an enum or a boolean, every word the spec admits with its typed value (the listed spelling, or
   * true or false), found in place: what `typedValue` gives for that text, with no slice, no lowercase
   * copy and no search of a list.
   */
  readonly words: WordTable<unknown> | undefined;
  /**
   * What `plainValue` reads of the spec, copied into every key alike: specs come in as many shapes as they
   * have optional fields, and reading them there made each load megamorphic (an IC call per value).
   */
  readonly type: ParamSpec["type"];
  /** The spec's unit for a duration, "ms" when it gives none (as typedValue reads it). */
  readonly unit: "ms" | "s";
  /** The spec's bounds, -Infinity and Infinity when it gives none. */
  readonly min: number;
  readonly max: number;
}

/** The words `parseBoolean` reads, in any case, found in place. */
const BOOLEAN_TABLE: WordTable<boolean> = new WordTable(BOOLEAN_WORDS, { ignoreCase: true });

/**
 * The words of a spec's values, when `typedValue` reads them by matching the whole text: booleans, and
 * enums whose values a word table can hold (none empty, no two alike once folded).
 */
function wordsOf(spec: ParamSpec): WordTable<unknown> | undefined {
  if (spec.type === "boolean") return BOOLEAN_TABLE;
  if (spec.type !== "enum") return undefined;
  const ignoreCase = spec.ignoreCase === true;
  const values = spec.values ?? [];
  const words = values.map((value) => (ignoreCase ? value.toLowerCase() : value));
  // typedValue folds with toLowerCase, the table ASCII letters only: the same on ASCII values alone.
  const ascii = values.every((value) => [...value].every((c) => c.charCodeAt(0) < 128));
  if (!ascii || words.includes("") || new Set(words).size !== words.length) return undefined;
  return new WordTable(
    words.map((word, k) => [word, values[k]] as const),
    { ignoreCase },
  );
}

/** Largest number of characters whose integer `Number` reads exactly: 15 digits stay below 2^53. */
const EXACT_DIGITS = 15;

/**
 * What `typedValue(key.spec, text)` gives for text = href[start, end), reading enums, booleans and short
 * integers in place. The caller has made sure the text needs no decoding.
 * @example
 * plainValue(key, "x://h?heartbeat=30", 16, 18); // 30
 */
export function plainValue(key: PlainKey, href: string, start: number, end: number): unknown {
  const words = key.words;
  if (words !== undefined) return words.find(href, start, end) ?? NOT_TYPED;
  const type = key.type;
  if (type === "string" || type === "path") return href.slice(start, end);
  if (type === "integer" && end - start <= EXACT_DIGITS) return plainInteger(key, href, start, end);
  if (type === "duration") {
    const ms = parseDuration(href.slice(start, end), key.unit);
    return ms !== undefined && ms >= key.min && ms <= key.max ? ms : NOT_TYPED;
  }
  return typedValue(key.spec, href.slice(start, end));
}

/** An optionally signed integer of at most EXACT_DIGITS characters, in the key's bounds, or NOT_TYPED. */
function plainInteger(key: PlainKey, href: string, start: number, end: number): unknown {
  const negative = start < end && href.charCodeAt(start) === 45;
  let i = negative ? start + 1 : start;
  if (i === end) return NOT_TYPED;
  let value = 0;
  for (; i < end; i++) {
    const c = href.charCodeAt(i);
    if (c < 48 || c > 57) return NOT_TYPED;
    value = value * 10 + (c - 48);
  }
  // -0 as Number("-0") gives it.
  const number = negative ? -value : value;
  return number >= key.min && number <= key.max ? number : NOT_TYPED;
}

/** The PlainKey of a spec, every field assigned in one order, so that all keys share one shape. */
function plainKey(name: string, index: number, spec: ParamSpec): PlainKey {
  return Object.freeze({
    name,
    index,
    spec,
    words: wordsOf(spec),
    type: spec.type,
    unit: spec.unit ?? "ms",
    min: spec.min ?? Number.NEGATIVE_INFINITY,
    max: spec.max ?? Number.POSITIVE_INFINITY,
  });
}

/**
 * The keys of a spec table that a plain reading admits: its own names (not aliases), less `except`, the
 * keys whose meaning goes beyond a typed option (folded into the target, checked against another, ...),
 * and less any repeatable one. Found in place (see `WordTable`): options are keyed by the table's own
 * strings, which V8 has interned once, not by text sliced from each URI.
 * @example
 * plainKeys(SQLITE_PARAMS, []).find("mode=ro", 0, 4)?.name; // "mode"
 */
export function plainKeys(specs: ParamSpecs, except: readonly string[]): WordTable<PlainKey> {
  const aliases = new Set(Object.values(specs).flatMap((spec) => spec.aliases ?? []));
  const keys: [string, PlainKey][] = [];
  for (const [name, spec] of Object.entries(specs)) {
    // A name Object.prototype also has would read as given before it is: left to the full readings.
    const plain = !except.includes(name) && !aliases.has(name) && spec.repeatable !== true;
    if (plain && !(name in Object.prototype)) {
      keys.push([name, plainKey(name, keys.length, spec)]);
    }
  }
  return new WordTable(keys);
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
 * The query of a plain URI, or undefined when it has one that is not plain. A plain query is pairs
 * `key=value` joined by "&" alone, each with one "=", nothing to decode (no "%" and no "+") and no ";"
 * (on those, libpq's syntax and the db: proposal's differ), every key one of `keys`, given once, with a
 * value its spec admits (an unknown key warns, a bad value is an error: the full readings say so). The
 * pairs and options are new, unfrozen, in query order; the options are typed.
 * @example
 * plainQuery("x://h?mode=ro", scannedOffsets(uri), keys)?.read?.options; // { mode: "ro" }
 * plainQuery("x://h?mode=ro;cache=shared", scannedOffsets(uri), keys); // undefined
 */
export function plainQuery(
  href: string,
  o: Readonly<Offsets>,
  keys: WordTable<PlainKey>,
): PlainQuery | undefined {
  if (o.queryStart < 0) return NO_QUERY;
  const sink: QuerySink = { params: [], options: {} };
  if (!walkQuery(href, o, keys, sink)) return undefined;
  // No warning and no unknown pair: the shared empty lists, which nothing appends to.
  return {
    params: sink.params,
    read: { options: sink.options, warnings: NONE as never[], unknown: NONE as never[] },
  };
}

/**
 * Whether `plainQuery` would give the query of a plain URI (no query is plain): its checks, without the
 * pairs and options it builds. What a deferred target (target-view.ts) checks before it returns.
 * @example
 * isPlainQuery("x://h?mode=ro", scannedOffsets(uri), keys); // true
 * isPlainQuery("x://h?mode=rw2", scannedOffsets(uri), keys); // false: not a mode SQLite takes
 */
export function isPlainQuery(href: string, o: Readonly<Offsets>, keys: WordTable<PlainKey>): boolean {
  return o.queryStart < 0 || walkQuery(href, o, keys, undefined);
}

/** Where `walkQuery` puts what it reads. */
interface QuerySink {
  readonly params: [string, string][];
  readonly options: Record<string, unknown>;
}

/** Keys whose table index is below this are remembered in a bit mask, the others in a list. */
const MASK_KEYS = 30;

/**
 * The loop of `plainQuery` and `isPlainQuery`: whether the query (there is one) is plain, with each pair
 * and typed option put into `sink` when there is one.
 */
function walkQuery(
  href: string,
  o: Readonly<Offsets>,
  keys: WordTable<PlainKey>,
  sink: QuerySink | undefined,
): boolean {
  const end = o.fragmentStart < 0 ? href.length : o.fragmentStart - 1;
  // The keys seen, by table index: a repeated key is not plain.
  let seen = 0;
  let seenMore: number[] | undefined;
  let pairStart = o.queryStart;
  let equals = -1;
  const stops = QUERY_STOPS; // a local: module bindings read in a loop are checked on every read
  for (let i = pairStart; i <= end; i++) {
    // Past the characters that are no stop, in a loop of their own; the end of the query ends its last
    // pair. The scanner has let no character above 127 into a query.
    let c = AMPERSAND;
    while (i < end) {
      const d = href.charCodeAt(i);
      if (stops[d] !== 0) {
        c = d;
        break;
      }
      i++;
    }
    if (c === AMPERSAND) {
      if (equals <= pairStart) return false; // no "=", or an empty key (or an empty pair)
      const key = keys.find(href, pairStart, equals);
      if (key === undefined) return false;
      const k = key.index;
      if (k < MASK_KEYS) {
        if ((seen & (1 << k)) !== 0) return false;
        seen |= 1 << k;
      } else {
        seenMore ??= [];
        if (seenMore.includes(k)) return false;
        seenMore.push(k);
      }
      const value = plainValue(key, href, equals + 1, i);
      if (value === NOT_TYPED) return false;
      if (sink !== undefined) {
        const params = sink.params;
        // An indexed store, which V8 compiles in place; `push` here was a call into its builtin.
        params[params.length] = [key.name, href.slice(equals + 1, i)];
        sink.options[key.name] = value;
      }
      pairStart = i + 1;
      equals = -1;
    } else if (c === EQUALS) {
      if (equals >= 0) return false;
      equals = i;
    } else if (c === PERCENT || c === PLUS || c === SEMICOLON) return false;
  }
  return true;
}

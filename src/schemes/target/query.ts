// A family's query, read by its catalogue where it is written. `typeQuery` is what a family's check runs:
// every pair split, its key found among the catalogue's names and aliases, its value typed (a word of an
// enum or a boolean found in a table, an integer read digit by digit, text sliced or decoded), every bad
// value and every conflicting repetition refused, and nothing else built: no entry per pair, no warning.
// The pairs of the keys a family reads itself come back as entries. `queryFindings` is what a build runs
// on the same query, whose typed options it takes from check: the unknown and repeated keys' warnings,
// and the unknown pairs a DSN passes through. Both read pairs as the URI's syntax has them: RFC 3986
// queries split at the URI's separators (";" as well as "&" only in db: URIs) with "+" a space, or libpq's,
// which splits at "&" alone, reads "+" as a plus, and refuses what libpq refuses (libpq-query.ts).

import type { Finding } from "../../registry/index.js";
import { DburiError, type QueryEntry, type Uri, valueIndexOf } from "../../uri/index.js";
import { Escapes, queryEnd } from "../../uri/offsets.js";
import { decodeQueryRange, decodeRange } from "../../uri/percent.js";
import { scannedOffsets } from "../../uri/uri.js";
import { WordTable } from "../../uri/word-table.js";
import {
  BOOLEAN_WORDS,
  invalidParam,
  NOT_TYPED,
  onOff,
  type ParamSpec,
  type ParamSpecs,
  parseDuration,
  typedValue,
} from "./params.js";

/**
 * How a query's pairs are written: `uri` as RFC 3986 queries generally are (pairs split at the URI's
 * `querySeparators`, "+" a space, a pair without "=" a key with an empty value), or `libpq` as libpq reads
 * a bare postgresql:// URI (libpq-query.ts).
 * @example
 * const syntax: QuerySyntax = "libpq";
 */
export type QuerySyntax = "uri" | "libpq";

/**
 * One key of a catalogue as the reader types it: its canonical name, its spec, and what typing in place
 * reads of the spec, copied into every key alike (one shape: bench/README.md, "Why the hot path looks as
 * it does").
 * @example
 * const key: QueryKey = queryKeys(SQLITE_PARAMS).lookup("mode")!;
 * key.name; // "mode"
 */
export interface QueryKey {
  readonly name: string;
  /** Its place among the catalogue's keys: how a query's loop remembers that it has seen it. */
  readonly index: number;
  readonly spec: ParamSpec;
  /** A key the family reads itself (redis `db`, libpq `host`): its pairs come back as entries, untyped. */
  readonly handled: boolean;
  /** For an enum or a boolean, every word the spec admits with its typed value, found in place. */
  readonly words: WordTable<unknown> | undefined;
  readonly type: ParamSpec["type"];
  /** The spec's unit for a duration, "ms" when it gives none (as typedValue reads it). */
  readonly unit: "ms" | "s";
  /** The spec's bounds, -Infinity and Infinity when it gives none. */
  readonly min: number;
  readonly max: number;
  readonly repeatable: boolean;
  /** A switch: typed, then held as on or off (ParamSpec.onOff). */
  readonly onOff: boolean;
}

/**
 * The words `parseBoolean` reads, in any case, found in place: made with the first table of keys that has
 * a boolean, not when the package loads (bench/README.md, "Start-up").
 */
let booleanTable: WordTable<boolean> | undefined;

/**
 * The words of a spec's values, when `typedValue` reads them by matching the whole text: booleans, and
 * enums whose values a word table can hold (none empty, no two alike once folded).
 */
function wordsOf(spec: ParamSpec): WordTable<unknown> | undefined {
  if (spec.type === "boolean") {
    booleanTable ??= new WordTable(BOOLEAN_WORDS, { ignoreCase: true });
    return booleanTable;
  }
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

function queryKey(name: string, index: number, spec: ParamSpec, handled: boolean): QueryKey {
  return Object.freeze({
    name,
    index,
    spec,
    handled,
    words: wordsOf(spec),
    type: spec.type,
    unit: spec.unit ?? "ms",
    min: spec.min ?? Number.NEGATIVE_INFINITY,
    max: spec.max ?? Number.POSITIVE_INFINITY,
    repeatable: spec.repeatable === true,
    onOff: spec.onOff === true,
  });
}

/** A spec for the handled keys a catalogue does not list (redis-rs's `user`): read by the family alone. */
const HANDLED_ONLY: ParamSpec = Object.freeze({ type: "string", description: "read by the scheme itself" });

/**
 * A catalogue's keys, found where a query writes them: every name and alias, and the keys a family reads
 * itself (`handled`: compared as written, in lowercase with `ignoreCase`, as readParams compares them).
 * @example
 * const keys: QueryKeys = queryKeys(MYSQL_PARAMS, { handled: ["socket"], ignoreCase: true });
 */
export class QueryKeys {
  readonly specs: ParamSpecs;
  readonly ignoreCase: boolean;
  readonly #handled: readonly string[];
  /**
   * The tables, made at the first lookup rather than when a family's module loads: loading the package
   * builds none of them, and a program that reads one scheme builds that family's alone.
   */
  #tables: KeyTables | undefined;

  constructor(specs: ParamSpecs, handled: readonly string[], ignoreCase: boolean) {
    this.specs = specs;
    this.ignoreCase = ignoreCase;
    this.#handled = handled;
    this.#tables = undefined;
    // Frozen: a private field is no property, so the tables can still be made later.
    Object.freeze(this);
  }

  /** How many keys there are: the handled words and the catalogue's names. */
  get count(): number {
    return (this.#tables ?? this.#build()).count;
  }

  /** The key written at text[start, end) (no escapes), or undefined. */
  find(text: string, start: number, end: number): QueryKey | undefined {
    return (this.#tables ?? this.#build()).table.find(text, start, end);
  }

  /** The key of a decoded key, or undefined. */
  lookup(key: string): QueryKey | undefined {
    const tables = this.#tables ?? this.#build();
    // Case-sensitive, the table holds the words of the exact map: bench/README.md, "Why the hot path looks
    // as it does" (word tables).
    if (!this.ignoreCase) return tables.table.find(key, 0, key.length);
    return tables.exact.get(key) ?? tables.lower.get(key.toLowerCase());
  }

  #build(): KeyTables {
    const { specs, ignoreCase } = this;
    const words: [string, QueryKey][] = [];
    const exact = new Map<string, QueryKey>();
    const lower = new Map<string, QueryKey>();
    const add = (word: string, key: QueryKey) => {
      exact.set(word, key);
      if (!lower.has(word.toLowerCase())) lower.set(word.toLowerCase(), key);
      const written = ignoreCase ? word.toLowerCase() : word;
      if (!words.some(([w]) => w === written)) words.push([written, key]);
    };
    let index = 0;
    // Handled words first: a handled word is handled under every spelling of it (readParams compares the
    // written key with the handled list before it looks for a spec).
    for (const word of this.#handled) {
      const spec = Object.hasOwn(specs, word) ? specs[word]! : HANDLED_ONLY;
      add(word, queryKey(word, index++, spec, true));
    }
    for (const [name, spec] of Object.entries(specs)) {
      const key = queryKey(name, index++, spec, false);
      for (const word of [name, ...(spec.aliases ?? [])]) if (!exact.has(word)) add(word, key);
    }
    const tables: KeyTables = Object.freeze({
      table: new WordTable(words, { ignoreCase }),
      exact,
      lower,
      count: index,
    });
    this.#tables = tables;
    return tables;
  }
}

/** What a QueryKeys finds keys with: each written word (name, alias or handled key) to its key, and the same for a decoded key, exact, then (with ignoreCase) lowercased. */
interface KeyTables {
  readonly table: WordTable<QueryKey>;
  readonly exact: ReadonlyMap<string, QueryKey>;
  readonly lower: ReadonlyMap<string, QueryKey>;
  readonly count: number;
}

// A memo of each catalogue's key tables, by the handled keys (the few constant lists families pass) and
// case; catalogues are constants, so it never changes what a reading gives.
const TABLES = new WeakMap<ParamSpecs, Map<readonly string[], QueryKeys[]>>();
const NO_HANDLED: readonly string[] = Object.freeze([]);

/**
 * The key table of a catalogue (`specs`), built once for each list of handled keys and case.
 * @example
 * queryKeys(REDIS_PARAMS, { handled: ["db", "password"] }).lookup("servername")?.name; // "ssl_server_hostname"
 */
export function queryKeys(
  specs: ParamSpecs,
  options: { readonly handled?: readonly string[] | undefined; readonly ignoreCase?: boolean } = {},
): QueryKeys {
  const handled = options.handled ?? NO_HANDLED;
  const ignoreCase = options.ignoreCase === true;
  let byHandled = TABLES.get(specs);
  if (byHandled === undefined) {
    byHandled = new Map();
    TABLES.set(specs, byHandled);
  }
  const tables = byHandled.get(handled) ?? [];
  let table = tables.find((t) => t.ignoreCase === ignoreCase);
  if (table === undefined) {
    table = new QueryKeys(specs, handled, ignoreCase);
    tables.push(table);
    byHandled.set(handled, tables);
  }
  return table;
}

/**
 * Where a query stands and how it is written: `href` is the text errors point into, `offset` where the
 * parsed URI's text stands in it.
 * @example
 * const context: QueryContext = { href: "db:mysql://h/db?charset=x", offset: 3, syntax: "uri" };
 */
export interface QueryContext {
  readonly href: string;
  readonly offset: number;
  readonly syntax: QuerySyntax;
}

/**
 * What `typeQuery` read: the typed options by canonical name (a repeatable key's values in a list), and
 * the pairs of the handled keys as entries, in order.
 * @example
 * const uri = parseUri("redis://h?db=2&client_name=w1");
 * const keys = queryKeys(REDIS_PARAMS, { handled: ["db"] });
 * const read: TypedQuery = typeQuery(uri, keys, { href: uri.href, offset: 0, syntax: "uri" });
 * [read.options.client_name, read.handled[0]?.value]; // ["w1", "2"]
 */
export interface TypedQuery {
  readonly options: Record<string, unknown>;
  readonly handled: readonly QueryEntry[];
}

const NO_ENTRIES: readonly QueryEntry[] = Object.freeze([]);
const PERCENT = 37;
const PLUS = 43;
const MINUS = 45;

/** Largest number of characters whose integer `Number` reads exactly: 15 digits stay below 2^53. */
const EXACT_DIGITS = 15;

/**
 * Whether text[start, end) is its own decoding in this syntax: no "%", and in an RFC 3986 query no "+".
 */
function plain(text: string, start: number, end: number, syntax: QuerySyntax): boolean {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === PERCENT || (c === PLUS && syntax === "uri")) return false;
  }
  return true;
}

/** text[start, end) decoded as the syntax decodes it. */
function decoded(text: string, start: number, end: number, syntax: QuerySyntax): string {
  return syntax === "uri" ? decodeQueryRange(text, start, end) : decodeRange(text, start, end);
}

/** The entry of one pair: its key and value decoded, its positions in the parsed text. */
function entryOf(text: string, start: number, equals: number, end: number, syntax: QuerySyntax): QueryEntry {
  return {
    key: decoded(text, start, equals < 0 ? end : equals, syntax),
    value: equals < 0 ? "" : decoded(text, equals + 1, end, syntax),
    index: start,
    valueIndex: equals < 0 ? -1 : equals + 1,
  };
}

/**
 * What `typedValue(key.spec, value)` gives for the value written at text[start, end) (its own decoding):
 * enums and booleans found in a word table, short integers read digit by digit, text sliced.
 * @example
 * typedInPlace(queryKeys(AMQP_PARAMS).lookup("heartbeat")!, "amqp://h?heartbeat=30", 19, 21); // 30
 */
export function typedInPlace(key: QueryKey, text: string, start: number, end: number): unknown {
  const words = key.words;
  if (words !== undefined) return words.find(text, start, end) ?? NOT_TYPED;
  const type = key.type;
  if (type === "string" || type === "path") return text.slice(start, end);
  if (type === "integer" && end - start <= EXACT_DIGITS) {
    const negative = start < end && text.charCodeAt(start) === MINUS;
    let i = negative ? start + 1 : start;
    if (i === end) return NOT_TYPED;
    let value = 0;
    for (; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c < 48 || c > 57) return NOT_TYPED;
      value = value * 10 + (c - 48);
    }
    // -0 as Number("-0") gives it.
    const number = negative ? -value : value;
    return number >= key.min && number <= key.max ? number : NOT_TYPED;
  }
  if (type === "duration") {
    const ms = parseDuration(text.slice(start, end), key.unit);
    return ms !== undefined && ms >= key.min && ms <= key.max ? ms : NOT_TYPED;
  }
  return typedValue(key.spec, text.slice(start, end));
}

/** Keys whose index is below this are remembered in a bit mask, the others in a list. */
const MASK_KEYS = 31;

/**
 * The check of a query's syntax that a reading in libpq's syntax runs when its walk finds a pair libpq may
 * refuse (an empty one, one without "=" or with two, an empty keyword) or the URI holds a %00, and before
 * it refuses a value: `checkLibpqQuery` (libpq-query.ts), which throws libpq's error for the first pair it
 * refuses, so that a syntax error comes before any value's, as libpq's own parse comes before its checks.
 * @example
 * const check: QuerySyntaxCheck = (uri, href) => {
 *   if (uri.query === "") throw new Error(`nothing to read in ${href}`);
 * };
 */
export type QuerySyntaxCheck = (uri: Uri, href: string) => void;

/**
 * Reads the query of `uri` by the catalogue's keys, in place: each known key's value typed, the handled
 * keys' pairs returned as entries, unknown keys passed over (queryFindings warns about them). For libpq's
 * syntax only, `syntaxCheck` is what refuses the pairs libpq refuses (QuerySyntaxCheck), run only when the
 * walk finds one it may refuse.
 * @throws DburiError `invalid-param` for a value its spec does not admit (pointing at it), `duplicate-param`
 * for a key given again with another value, and in libpq's syntax what `syntaxCheck` throws
 * @example
 * const uri = parseUri("sqlite:///x.db?mode=ro&cache=shared");
 * typeQuery(uri, queryKeys(SQLITE_PARAMS), { href: uri.href, offset: 0, syntax: "uri" }).options;
 * // { mode: "ro", cache: "shared" }
 */
export function typeQuery(
  uri: Uri,
  keys: QueryKeys,
  context: QueryContext,
  syntaxCheck?: QuerySyntaxCheck,
): TypedQuery {
  const o = scannedOffsets(uri);
  const options: Record<string, unknown> = {};
  if (o.queryStart < 0) return { options, handled: NO_ENTRIES };
  const text = uri.href;
  const end = queryEnd(o, text.length);
  const syntax = context.syntax;
  const libpq = syntax === "libpq";
  const href = context.href;
  const check = syntaxCheck;
  // libpq refuses a NUL anywhere in the query, which only the check finds.
  if (check && (o.escapes & Escapes.Nul) !== 0) check(uri, href);
  // Whether any pair may need decoding: a "%" (which the scan records), or in an RFC 3986 query a "+".
  const escaped = (o.escapes & Escapes.Query) !== 0 || (!libpq && text.indexOf("+", o.queryStart) >= 0);
  let handled: QueryEntry[] | undefined;
  let seen = 0;
  let seenMore: number[] | undefined;
  let switches: string[] | undefined;
  // The next "&", ";" and "=" are found by native searches, each remembered until the walk passes it:
  // every search moves forward only, and the whole stays linear. -1: none left; below pairStart: stale.
  let ampersand = o.queryStart - 1;
  let semicolon = o.querySeparators === "&;" ? o.queryStart - 1 : -1;
  let equalsSign = o.queryStart - 1;
  let pairStart = o.queryStart;
  while (pairStart <= end) {
    if (ampersand !== -1 && ampersand < pairStart) ampersand = text.indexOf("&", pairStart);
    if (semicolon !== -1 && semicolon < pairStart) semicolon = text.indexOf(";", pairStart);
    if (equalsSign !== -1 && equalsSign < pairStart) equalsSign = text.indexOf("=", pairStart);
    let pairEnd = end;
    if (ampersand >= 0 && ampersand < pairEnd) pairEnd = ampersand;
    if (semicolon >= 0 && semicolon < pairEnd) pairEnd = semicolon;
    // libpq lets only a last "&" end the query: an empty pair elsewhere is one it refuses.
    if (check && pairEnd === pairStart && pairStart < end) check(uri, href);
    if (pairEnd > pairStart) {
      const equals = equalsSign >= 0 && equalsSign < pairEnd ? equalsSign : -1;
      if (check) {
        // The next "=" after this pair's is found now: a second one in the pair is one libpq refuses, and
        // past the pair it is the next pair's (the search the walk would make there).
        if (equals > pairStart) equalsSign = text.indexOf("=", equals + 1);
        if (equals <= pairStart || (equalsSign >= 0 && equalsSign < pairEnd)) check(uri, href);
      }
      const keyEnd = equals < 0 ? pairEnd : equals;
      const key =
        escaped && !plain(text, pairStart, keyEnd, syntax)
          ? keys.lookup(decoded(text, pairStart, keyEnd, syntax))
          : keys.find(text, pairStart, keyEnd);
      if (key !== undefined) {
        if (key.handled) {
          handled ??= [];
          handled.push(entryOf(text, pairStart, equals, pairEnd, syntax));
        } else {
          const valueStart = equals < 0 ? pairEnd : equals + 1;
          const value =
            escaped && !plain(text, valueStart, pairEnd, syntax)
              ? typedValue(key.spec, decoded(text, valueStart, pairEnd, syntax))
              : typedInPlace(key, text, valueStart, pairEnd);
          if (value === NOT_TYPED) {
            check?.(uri, href);
            throw invalidParam(
              key.name,
              key.spec,
              entryOf(text, pairStart, equals, pairEnd, syntax),
              context,
            );
          }
          const name = key.name;
          const k = key.index;
          let again: boolean;
          if (k < MASK_KEYS) {
            again = (seen & (1 << k)) !== 0;
            seen |= 1 << k;
          } else {
            seenMore ??= [];
            again = seenMore.includes(k);
            if (!again) seenMore.push(k);
          }
          if (key.repeatable) {
            if (again) (options[name] as unknown[]).push(value);
            else options[name] = [value];
          } else if (!again) {
            options[name] = value;
            if (key.onOff) {
              switches ??= [];
              switches.push(name);
            }
          } else if (options[name] !== value) {
            check?.(uri, href);
            throw new DburiError({
              code: "duplicate-param",
              reason: `'${name}' is given more than once with different values`,
              fix: `keep one '${name}'`,
              index: pairStart + context.offset,
              input: href,
            });
          }
        }
      }
    }
    pairStart = pairEnd + 1;
  }
  // A switch's repetitions are compared by their typed values (keepalives=1&keepalives=2 is refused):
  // it is held as on or off once the walk is over, for the switches the query gave alone.
  if (switches !== undefined) for (const name of switches) options[name] = onOff(options[name]);
  return { options, handled: handled ?? NO_ENTRIES };
}

function looseKey(key: string): string {
  return key.toLowerCase().replaceAll(/[-_]/g, "");
}

// A memo of each catalogue's names and aliases by their loose form, the first in catalogue order winning;
// catalogues are constants, so it never changes what a reading gives.
const LOOSE_WORDS = new WeakMap<ParamSpecs, ReadonlyMap<string, string>>();

/** A catalogue's names and aliases by their loose form (`looseKey`), the first of each form kept. */
function looseWords(specs: ParamSpecs): ReadonlyMap<string, string> {
  let words = LOOSE_WORDS.get(specs);
  if (words === undefined) {
    const built = new Map<string, string>();
    for (const [name, spec] of Object.entries(specs)) {
      for (const word of [name, ...(spec.aliases ?? [])]) {
        const loose = looseKey(word);
        if (!built.has(loose)) built.set(loose, word);
      }
    }
    words = built;
    LOOSE_WORDS.set(specs, words);
  }
  return words;
}

/** The name or alias of a catalogue that a key resembles (in any case, without "-" and "_"), if any. */
function resembled(specs: ParamSpecs, key: string): string | undefined {
  return looseWords(specs).get(looseKey(key));
}

/**
 * The findings of a query `typeQuery` has accepted, from its entries, into `warnings` in query order: an
 * `unknown-param` warning for each key the catalogue does not name (kept in the target's params), a
 * `duplicate-param` warning for a key given again (with the same value: typeQuery refuses another), handled
 * keys passed over. Returns the entries of the unknown keys (what a DSN passes through as written). Never
 * throws.
 * @example
 * const uri = parseUri("redis://h?color=red");
 * const context: QueryContext = { href: uri.href, offset: 0, syntax: "uri" };
 * const warnings: Finding[] = [];
 * const unknown = queryFindings(uri.queryEntries, queryKeys(REDIS_PARAMS), context, warnings);
 * [warnings[0]?.code, unknown[0]?.key]; // ["unknown-param", "color"]
 */
export function queryFindings(
  entries: readonly QueryEntry[],
  keys: QueryKeys,
  context: QueryContext,
  warnings: Finding[],
): readonly QueryEntry[] {
  let unknown: QueryEntry[] | undefined;
  // The names seen, each once, so no longer than the catalogue: a list, not a set (bench/README.md, "Why
  // the hot path looks as it does": word tables).
  let seen: string[] | undefined;
  const offset = context.offset;
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    const key = keys.lookup(entry.key);
    if (key === undefined) {
      unknown ??= [];
      unknown.push(entry);
      const close = resembled(keys.specs, entry.key);
      warnings.push({
        severity: "warning",
        code: "unknown-param",
        message: `the query parameter '${entry.key}' is not one this scheme documents; it is kept in params`,
        index: entry.index + offset,
        fix: close
          ? `did you mean '${close}'?`
          : "check the spelling, or ignore this if your driver reads it",
      });
    } else if (!key.handled && !key.repeatable) {
      seen ??= [];
      if (seen.includes(key.name)) {
        warnings.push({
          severity: "warning",
          code: "duplicate-param",
          message: `'${key.name}' is given more than once (with the same value)`,
          index: entry.index + offset,
          fix: `keep one '${key.name}'`,
        });
      } else seen.push(key.name);
    }
  }
  return unknown ?? NO_ENTRIES;
}

/**
 * Where an entry's value starts in the whole input, for an error about it.
 * @example
 * valueIndexIn(parseUri("redis://h?db=x").queryEntries[0]!, { href: "db:redis://h?db=x", offset: 3, syntax: "uri" }); // 16
 */
export function valueIndexIn(entry: QueryEntry, context: QueryContext): number {
  return valueIndexOf(entry) + context.offset;
}

/**
 * Where the query being read stands in the full input, for error carets.
 * @example
 * const specs: ParamSpecs = { x: { type: "integer", description: "A number" } };
 * const context: ParamContext = { href: "db:acme://h?x=1&y=2", offset: 3 };
 * readParams(parseUri("acme://h?x=1&y=2"), specs, context).warnings[0]?.index; // 16: counted from the "db:"
 */
export interface ParamContext {
  /** The full input (for `db:` URIs, with the prefix). */
  readonly href: string;
  /** Offset of the parsed URI's text within `href`. */
  readonly offset?: number | undefined;
  /** Keys the scheme reads itself (e.g. redis `db`), neither typed here nor warned about. */
  readonly handled?: readonly string[] | undefined;
  /** Match keys in any case (MySQL and MongoDB option names); options keep the spec's spelling. */
  readonly ignoreCase?: boolean | undefined;
}

/**
 * What `readParams` returns.
 * @example
 * const uri = parseUri("redis://h?socket_timeout=2&color=red");
 * const read: ReadParams = readParams(uri, REDIS_PARAMS, { href: uri.href });
 * read.options.socket_timeout; // 2000
 * read.unknown.map((entry) => entry.key); // ["color"]: the keys no spec names
 */
export interface ReadParams {
  /** Typed values by canonical key; repeatable keys give arrays. */
  readonly options: Record<string, unknown>;
  /** `unknown-param` and `duplicate-param` warnings. */
  readonly warnings: Finding[];
  /** The pairs whose key no spec names (and not `handled`), in order: what a DSN passes through as is. */
  readonly unknown: readonly QueryEntry[];
}

/**
 * What a family's build makes of the query its check typed (`query`, undefined when the URI has none):
 * the typed options as check left them, the query's own warnings (unknown and repeated keys) added to
 * `warnings`, and the unknown pairs. For the families whose query is written as RFC 3986 has it, from
 * the start of the text.
 * @example
 * const uri = parseUri("sqlite:///tmp/a.db?mode=ro&color=red");
 * const keys = queryKeys(SQLITE_PARAMS);
 * const context: QueryContext = { href: uri.href, offset: 0, syntax: "uri" };
 * const warnings: Finding[] = [];
 * builtParams(uri, keys, context, typeQuery(uri, keys, context), warnings)?.unknown[0]?.key; // "color"
 */
export function builtParams(
  uri: Uri,
  keys: QueryKeys,
  context: QueryContext,
  query: TypedQuery | undefined,
  warnings: Finding[],
): ReadParams | undefined {
  if (query === undefined) return undefined;
  return {
    options: query.options,
    warnings,
    unknown: queryFindings(uri.queryEntries, keys, context, warnings),
  };
}

/**
 * Validates and types the query of `uri` against a scheme's parameter specs, as a family's check and build
 * do together: unknown keys produce an `unknown-param` warning (they stay in `target.params` and are
 * returned in `unknown`); a non-repeatable key given twice with different values is a `duplicate-param`
 * error, with equal values a warning. With `ignoreCase`, `handled` must be lowercase.
 * @throws DburiError `invalid-param` pointing at the bad value, `duplicate-param`
 * @example
 * const uri = parseUri("redis://h?socket_timeout=2.5");
 * readParams(uri, REDIS_PARAMS, { href: uri.href }).options.socket_timeout; // 2500
 */
export function readParams(uri: Uri, specs: ParamSpecs, context: ParamContext): ReadParams {
  const keys = queryKeys(specs, { handled: context.handled, ignoreCase: context.ignoreCase === true });
  const query: QueryContext = { href: context.href, offset: context.offset ?? 0, syntax: "uri" };
  const { options } = typeQuery(uri, keys, query);
  const warnings: Finding[] = [];
  const unknown = queryFindings(uri.queryEntries, keys, query, warnings);
  return { options, warnings, unknown };
}

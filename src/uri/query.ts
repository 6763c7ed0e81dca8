// Query strings as key/value pairs. RFC 3986 §3.4 leaves the query's structure to the scheme; connection
// URIs use `key=value` pairs separated by "&" (and by ";" too in db: URIs, as the proposal allows: see
// QuerySeparators) and, like HTML forms, "+" for a space. Pairs stay an ordered array so order and duplicates survive and no key can be
// mistaken for an object property such as `__proto__`.

import type { QuerySeparators } from "./parse-options.js";
import { decodeQueryRange } from "./percent.js";

/**
 * One decoded query pair: `[key, value]`; a key without "=" has the value "".
 * @example
 * parseUri("redis://h/0?a=1&a=2&b").params; // [["a", "1"], ["a", "2"], ["b", ""]]
 */
export type QueryPair = readonly [key: string, value: string];

/**
 * Calls `visit` with the raw span of every non-empty pair in text[start, end), separated by `separators`.
 * The next "&", ";" and "=" are found by native searches, each remembered until the scan passes it, so
 * every search moves forward only and the whole stays linear; a loop over every character code took twice
 * as long on typical queries.
 */
export function forEachPairSpan(
  text: string,
  start: number,
  end: number,
  separators: QuerySeparators,
  visit: (pairStart: number, equals: number, pairEnd: number) => void,
): void {
  // -1: none left in the text (or not a separator); below pairStart: stale, search again.
  let ampersand = start - 1;
  let semicolon = separators === "&;" ? start - 1 : -1;
  let equalsSign = start - 1;
  let pairStart = start;
  while (pairStart <= end) {
    if (ampersand !== -1 && ampersand < pairStart) ampersand = text.indexOf("&", pairStart);
    if (semicolon !== -1 && semicolon < pairStart) semicolon = text.indexOf(";", pairStart);
    if (equalsSign !== -1 && equalsSign < pairStart) equalsSign = text.indexOf("=", pairStart);
    let pairEnd = end;
    if (ampersand >= 0 && ampersand < pairEnd) pairEnd = ampersand;
    if (semicolon >= 0 && semicolon < pairEnd) pairEnd = semicolon;
    if (pairEnd > pairStart)
      visit(pairStart, equalsSign >= 0 && equalsSign < pairEnd ? equalsSign : -1, pairEnd);
    pairStart = pairEnd + 1;
  }
}

/** Decodes the pairs of text[start, end). The text must have been validated by the scanner. */
export function parseQueryPairs(
  text: string,
  start: number,
  end: number,
  separators: QuerySeparators,
): QueryPair[] {
  const pairs: QueryPair[] = [];
  forEachPairSpan(text, start, end, separators, (pairStart, equals, pairEnd) => {
    const pair: QueryPair =
      equals < 0
        ? [decodeQueryRange(text, pairStart, pairEnd), ""]
        : [decodeQueryRange(text, pairStart, equals), decodeQueryRange(text, equals + 1, pairEnd)];
    pairs.push(Object.freeze(pair));
  });
  return pairs;
}

/**
 * One query pair with where it stands in the input, for error carets.
 * @example
 * parseUri("redis://h/0?db=1&x").queryEntries[1]; // { key: "x", value: "", index: 17, valueIndex: -1 }
 */
export interface QueryEntry {
  /** Decoded key. */
  readonly key: string;
  /** Decoded value; "" when there is no "=". */
  readonly value: string;
  /** Index of the key in the input. */
  readonly index: number;
  /** Index of the value in the input (after "="), or -1 when there is no "=". */
  readonly valueIndex: number;
}

/**
 * Where an entry's value starts in the input, or, for a key written without "=" (no value), where its key
 * does: the place an error about the value points at.
 * @example
 * const [db, ssl] = parseUri("redis://h?db=x&ssl").queryEntries;
 * valueIndexOf(db!); // 13, the "x"
 * valueIndexOf(ssl!); // 15, the "ssl"
 */
export function valueIndexOf(entry: QueryEntry): number {
  return entry.valueIndex >= 0 ? entry.valueIndex : entry.index;
}

/** Decodes the pairs of text[start, end) with their positions. */
export function parseQueryEntries(
  text: string,
  start: number,
  end: number,
  separators: QuerySeparators,
): QueryEntry[] {
  const entries: QueryEntry[] = [];
  forEachPairSpan(text, start, end, separators, (pairStart, equals, pairEnd) => {
    entries.push(
      Object.freeze({
        key: decodeQueryRange(text, pairStart, equals < 0 ? pairEnd : equals),
        value: equals < 0 ? "" : decodeQueryRange(text, equals + 1, pairEnd),
        index: pairStart,
        valueIndex: equals < 0 ? -1 : equals + 1,
      }),
    );
  });
  return entries;
}

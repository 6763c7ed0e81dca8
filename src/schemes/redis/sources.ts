// The values a redis: URI may give twice: the database (path and `db=`), the password (userinfo and
// `password=`) and the user name (userinfo and `username=`), and in the socket forms under their clients'
// own names too (redis/source-keys.ts). The registration calls the semantics of both being present "not
// well-defined" and advises against it; dburi accepts it only when the values agree. The clients pick one:
// redis-py's parse_url takes the query's `db` over the path but the userinfo's user and password over the
// query's (`redis://:a@h/2?password=b&db=3` is password 'a', db 3), node-redis ignores the query. Here
// different values are an error: picking one silently could select the wrong database, and a wrong
// database can destroy data.

import type { Finding } from "../../registry/index.js";
import { DburiError, type QueryEntry, valueIndexOf } from "../../uri/index.js";
import { NONE } from "../target/fields.js";

/** One place a value was given. */
export interface Given {
  readonly value: string;
  /** Where, for messages: `the path`, `the userinfo`, `the query parameter 'db'`. */
  readonly where: string;
  /** Index in the full input. */
  readonly index: number;
}

/** Which value is being read, and how to talk about it. */
export interface SourceKind {
  /** `database`, `password` or `username`: the suffix of the `ambiguous-*` and `redundant-*` codes. */
  readonly name: "database" | "password" | "username" | "master-name";
  /** How messages name the value, when not by `name`. */
  readonly label?: string;
  /** Secret values are never quoted. */
  readonly secret: boolean;
}

/**
 * The query entries with one of `keys`, each as a `Given` (indexes shifted by `offset`); the shared empty
 * list when there are none, as there mostly are.
 * @example
 * queryGivens(parseUri("redis://h?db=2").queryEntries, ["db"], 0);
 * // [{ value: "2", where: "the query parameter 'db'", index: 13 }]
 */
export function queryGivens(
  entries: readonly QueryEntry[],
  keys: readonly string[],
  offset: number,
): readonly Given[] {
  let givens: Given[] | null = null;
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    if (!keys.includes(entry.key)) continue;
    givens ??= [];
    givens.push({
      value: entry.value,
      where: `the query parameter '${entry.key}'`,
      index: valueIndexOf(entry) + offset,
    });
  }
  return givens ?? NONE;
}

function quote(kind: SourceKind, given: Given): string {
  return kind.secret ? given.where : `${given.where} ('${given.value}')`;
}

/**
 * The one value the givens agree on, or null when none is given: `first` is the URI's own (the path, the
 * userinfo), `rest` the query's, in order. Equal values given more than once add a `redundant-<name>`
 * warning; different values are an `ambiguous-<name>` error naming both sources (and, unless secret, both
 * values), pointing at the second.
 * @example
 * const href = "redis://h/2?db=2";
 * const fromPath = { value: "2", where: "the path", index: 10 };
 * const fromQuery = queryGivens(parseUri(href).queryEntries, ["db"], 0);
 * const warnings: Finding[] = [];
 * pickOne(fromPath, fromQuery, { name: "database", secret: false }, href, warnings)?.value; // "2"
 * warnings[0]?.code; // "redundant-database"
 */
export function pickOne(
  first: Given | null,
  rest: readonly Given[],
  kind: SourceKind,
  href: string,
  warnings: Finding[],
): Given | null {
  let picked = first;
  for (let i = 0; i < rest.length; i++) {
    const other = rest[i]!;
    if (picked === null) picked = other;
    else agree(picked, other, kind, href, warnings);
  }
  return picked;
}

/** Checks a second given against the first: the same value warns, a different one is an error. */
function agree(first: Given, other: Given, kind: SourceKind, href: string, warnings: Finding[]): void {
  const what = kind.label ?? kind.name;
  if (other.value !== first.value) {
    throw new DburiError({
      code: `ambiguous-${kind.name}`,
      reason: `the ${what} is given twice with different values: ${quote(kind, first)} and ${quote(kind, other)}; the redis registration leaves that case undefined`,
      fix: `give the ${what} once`,
      index: other.index,
      input: href,
    });
  }
  warnings.push({
    severity: "warning",
    code: `redundant-${kind.name}`,
    message: `the ${what} is given twice, by ${first.where} and ${other.where}, with the same value`,
    index: other.index,
    fix: `give the ${what} once`,
    section: "redis registration, Interoperability considerations",
  });
}

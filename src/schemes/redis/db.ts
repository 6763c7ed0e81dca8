// The database of a redis URI: the path's db-number (TCP forms) and the query's, which must agree.

import type { Finding } from "../../registry/index.js";
import { DburiError } from "../../uri/index.js";
import { quoted, type Reading } from "./reading.js";
import { type Given, pickOne, queryGivens, type SourceKind } from "./sources.js";

/** Redis keeps the database count in a C int; a larger number can never be selected. */
const MAX_DB = 2_147_483_647;

const DATABASE: SourceKind = Object.freeze({ name: "database", secret: false });

/**
 * What a db-number looks like, for the `fix` of `invalid-database` errors.
 * @example
 * const reason = "the path ('01') is not a database number";
 * new DburiError({ code: "invalid-database", reason, fix: DB_NUMBER_FIX }).fix === DB_NUMBER_FIX; // true
 */
export const DB_NUMBER_FIX =
  "a db-number is 0 or a decimal integer without leading zeros (e.g. /0, /15, ?db=3); Redis has 16 databases (0-15) unless configured otherwise";

/** Redis registration, Scheme syntax: db-number = "0" / nz-num; nz-num = NZDIGIT *DIGIT. */
function isDbNumber(text: string): boolean {
  if (text === "0") return true;
  const first = text.charCodeAt(0); // NaN for "", which is no db-number
  if (!(first >= 49 && first <= 57)) return false;
  for (let i = 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/**
 * Whether text is a db-number Redis can select: the registration's grammar, and at most the largest C int.
 * @example
 * isSelectableDb("15"); // true
 * isSelectableDb("01"); // false
 */
export function isSelectableDb(text: string): boolean {
  return isDbNumber(text) && Number(text) <= MAX_DB;
}

/**
 * Checks one given database against the db-number grammar.
 * @throws DburiError `invalid-database`
 * @example
 * checkDbNumber({ value: "01", where: "the path", index: 9 }, "redis://h/01"); // throws invalid-database
 */
export function checkDbNumber(given: Given, href: string): void {
  if (isSelectableDb(given.value)) return;
  throw new DburiError({
    code: "invalid-database",
    reason: `${given.where}${quoted(given.value, href)} is not a database number`,
    fix: DB_NUMBER_FIX,
    index: given.index,
    input: href,
  });
}

/**
 * The database from the query's `keys` (and, for TCP forms, `fromPath`): each given value must be a
 * db-number and they must agree. The value as written, null when none is given (the target's `db` is then 0).
 * A value given twice adds a `redundant-database` warning to `warnings`.
 * @throws DburiError `invalid-database`, `ambiguous-database`
 * @example
 * import type { Reading } from "./reading.js";
 * const uri = parseUri("redis://h?db=3");
 * const all = () => uri.queryEntries;
 * const reading: Reading = { uri, href: uri.href, offset: 0, entries: all(), all, warnings: [] };
 * readDb(reading, { fromPath: null, keys: ["db", "database"] }, []); // "3"
 */
export function readDb(
  reading: Reading,
  { fromPath, keys }: { readonly fromPath: Given | null; readonly keys: readonly string[] },
  warnings: Finding[],
): string | null {
  const fromQuery = queryGivens(reading.entries, keys, reading.offset);
  if (fromPath !== null) checkDbNumber(fromPath, reading.href);
  for (let i = 0; i < fromQuery.length; i++) checkDbNumber(fromQuery[i]!, reading.href);
  return pickOne(fromPath, fromQuery, DATABASE, reading.href, warnings)?.value ?? null;
}

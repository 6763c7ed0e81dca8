// The way back through a catalogue: which URI parameter an output's keyword comes from. A fate that
// carries a parameter under the output's name (`Application Name`, `ApplicationName`) is read backwards
// here, its words (`values`) and unit (`scale`) undone; a parameter passed as written keeps its name. So
// the names a reader takes are exactly those the writers use, and written once, in the catalogues.

import {
  type Catalogue,
  type Fate,
  LIBPQ_PARAMS,
  MSSQL_PARAMS,
  MYSQL_PARAMS,
  type Output,
  SQLITE_PARAMS,
} from "../../schemes/index.js";

/**
 * The URI parameter an output keyword stands for, and how to turn its value back.
 * @example
 * const back: Backward = { key: "application_name", values: undefined, scale: undefined };
 */
export interface Backward {
  readonly key: string;
  /** The URI's word for each of the output's (lowercase), where the words differ. */
  readonly values: ReadonlyMap<string, string> | undefined;
  /** What the URI's value was multiplied by. */
  readonly scale: number | undefined;
}

/** The output keyword a fate writes the parameter under, when it is one keyword. */
function keywordOf(key: string, fate: Fate): string | undefined {
  if (fate === "passed") return key;
  if (!("to" in fate)) return undefined;
  // A conversion's own mapping names several keywords in prose: its reader reads them itself.
  return /^[A-Za-z_][A-Za-z0-9_. -]*$/.test(fate.to) && !fate.to.includes(", ") ? fate.to : undefined;
}

/** The keywords of `output` read back to `catalogue`'s parameters, by lowercase keyword. */
function backwards<O extends Output>(catalogue: Catalogue<O>, output: O): ReadonlyMap<string, Backward> {
  const map = new Map<string, Backward>();
  for (const [key, entry] of Object.entries(catalogue)) {
    const fate: Fate | undefined = entry.fates[output];
    if (fate === undefined) continue;
    const keyword = keywordOf(key, fate);
    if (keyword === undefined) continue;
    const carried = fate !== "passed" && "to" in fate ? fate : undefined;
    let values: Map<string, string> | undefined;
    if (carried?.values !== undefined) {
      values = new Map();
      // Several URI words may map to one (`true` and `yes` to `yes`): the first listed is read back.
      for (const [uri, written] of Object.entries(carried.values)) {
        if (!values.has(written.toLowerCase())) values.set(written.toLowerCase(), uri);
      }
    }
    const name = keyword.toLowerCase();
    // A keyword is first its own parameter's (sslmode), then that of one written under it (ssl, folded
    // into sslmode by the conversion).
    if (!map.has(name) || key.toLowerCase() === name) map.set(name, { key, values, scale: carried?.scale });
  }
  return map;
}

/** The catalogue of each engine family a DSN can hold parameters of. */
const CATALOGUES = {
  pg: LIBPQ_PARAMS,
  mysql: MYSQL_PARAMS,
  mssql: MSSQL_PARAMS,
  sqlite: SQLITE_PARAMS,
} as const;

/**
 * A family whose parameters a DSN reader names back: PostgreSQL (libpq's keywords), MySQL, SQL Server
 * (Prisma's) and SQLite.
 * @example
 * const family: ReadFamily = "mssql";
 */
export type ReadFamily = keyof typeof CATALOGUES;

/**
 * Each (family, output) pair read back, made the first time a reader asks for it rather than when the
 * package loads (most programs never read a DSN back).
 */
const BACKWARDS = new Map<string, ReadonlyMap<string, Backward>>();

function backwardsOf(family: ReadFamily, output: Output): ReadonlyMap<string, Backward> {
  const name = `${family} ${output}`;
  let found = BACKWARDS.get(name);
  if (found === undefined) {
    found = backwards(CATALOGUES[family] as Catalogue<Output>, output);
    BACKWARDS.set(name, found);
  }
  return found;
}

/**
 * The URI parameter and value an output's `keyword=value` stands for: through the family's catalogue,
 * or the pair as written where the catalogue has no such keyword (passed through, and weighed by the
 * URI's reading like any parameter).
 * @example
 * backward("pg", "jdbc", "ApplicationName", "shop"); // ["application_name", "shop"]
 * backward("mssql", "odbc", "Encrypt", "yes"); // ["encrypt", "true"]
 */
export function backward(
  family: ReadFamily,
  output: Output,
  keyword: string,
  value: string,
): [key: string, value: string] {
  const found = backwardsOf(family, output).get(keyword.toLowerCase());
  if (found === undefined) return [keyword, value];
  let read = found.values?.get(value.toLowerCase()) ?? value;
  // A value in the output's unit that is no whole number of the URI's (1500 ms as seconds) reads as the
  // fraction, which the URI's reading then refuses where it takes whole numbers only.
  if (found.scale !== undefined && /^[0-9]+$/.test(read)) {
    read = String(Number(read) / found.scale);
  }
  return [found.key, read];
}

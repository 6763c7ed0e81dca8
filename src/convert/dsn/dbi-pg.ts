// DBD::Pg's data source names: libpq keyword/value pairs separated by `;`. DBD::Pg rewrites the DSN before
// libpq sees it (Pg.pm `connect`, dbdimp.c `dbd_db_login6`): the first `db=`/`database=` becomes `dbname=`,
// every `"` becomes `'` when dbname's value is quoted, and each `;` outside single quotes becomes a space,
// counting every `'` (escaped or not) as a quote. The DSN is written with libpq's quoting, a space instead
// of `;` where DBD::Pg would be inside quotes, then checked by replaying DBD::Pg's rewrite and libpq's
// parser: a value that would not come back exactly is refused.

import { type DsnContext, refuse } from "./field.js";
import type { LibpqEntry } from "./libpq.js";
import { parseLibpqPairs, quoteLibpq } from "./libpq-quote.js";

/**
 * The connection string DBD::Pg gives libpq for the part of a DSN after `dbi:Pg:`.
 * @example
 * dbdPgConninfo("host=h;dbname='a;b'"); // "host=h dbname='a;b'"
 */
export function dbdPgConninfo(rest: string): string {
  let text = rest.replace(/\b(?:db|database)\s*=/, "dbname=");
  if (/dbname\s*=\s*["']([^"']+)/.test(text)) text = text.replaceAll('"', "'");
  let out = "";
  let last = 0;
  let inQuote = false;
  let semicolon = text.indexOf(";");
  let quote = text.indexOf("'");
  while (semicolon >= 0) {
    if (quote >= 0 && quote < semicolon) {
      inQuote = !inQuote;
      quote = text.indexOf("'", quote + 1);
      continue;
    }
    if (!inQuote) {
      out += `${text.slice(last, semicolon)} `;
      last = semicolon + 1;
    }
    semicolon = text.indexOf(";", semicolon + 1);
  }
  return out + text.slice(last);
}

/** How DBD::Pg's quote toggle stands after `text`, starting from `inQuote`. */
function toggled(text: string, inQuote: boolean): boolean {
  let state = inQuote;
  for (let at = text.indexOf("'"); at >= 0; at = text.indexOf("'", at + 1)) state = !state;
  return state;
}

/**
 * Whether DBD::Pg's rewrite could change a pair written bare (a libpq keyword, which libpqEntries checks,
 * and a value quoteLibpq left as it is: no whitespace, quote or backslash): a `db`/`database` keyword it
 * renames, or a value holding a `;` it
 * reads as a separator, a `"` it turns into a quote or an `=` after which it may find `db=`. When no pair
 * could, every `;` of the DSN is a separator, DBD::Pg makes each a space, and libpq reads every pair back
 * as written: the DSN needs no replay.
 */
function rewritable(key: string, value: string): boolean {
  return (
    key === "db" || key === "database" || value.includes(";") || value.includes('"') || value.includes("=")
  );
}

/**
 * The part of a `dbi:Pg:` DSN after the driver: `key=value` pairs with libpq's quoting, separated by `;`
 * (or by a space where DBD::Pg would read a `;` as quoted).
 * @throws DburiError `dsn-unrepresentable` when DBD::Pg would hand libpq other values
 * @example
 * import { field } from "./field.js";
 *
 * const context = { format: "dbi", href: "db:pg://h/shop" };
 * formatDbdPg(context, [["host", field(context, "the host", "h")], ["dbname", field(context, "the database", "shop")]]);
 * // "host=h;dbname=shop"
 */
export function formatDbdPg(context: DsnContext, entries: readonly LibpqEntry[]): string {
  let out = "";
  let inQuote = false;
  let bare = true;
  for (const [key, value] of entries) {
    if (out !== "") out += inQuote ? " " : ";";
    const quoted = quoteLibpq(value.value);
    const text = `${key}=${quoted}`;
    inQuote = toggled(text, inQuote);
    out += text;
    bare &&= quoted === value.value && !rewritable(key, value.value);
  }
  if (bare) return out;
  const read = parseLibpqPairs(dbdPgConninfo(out));
  const expected = entries.map(([key, value]) => [key, value.value]);
  const differs =
    read === null ||
    read.length !== expected.length ||
    read.some(([key, value], i) => key !== expected[i]![0] || value !== expected[i]![1]);
  if (differs) {
    const culprit = entries.find(([, value]) => /['";]|\b(?:db|database)\s*=/.test(value.value));
    const what = culprit === undefined ? "a query parameter's name" : culprit[1].label;
    throw refuse(
      context,
      `DBD::Pg rewrites ';', quotes and 'db=' in its DSN before libpq reads it, and would change ${what}`,
      "pass this value outside the DSN (a pg_service.conf entry or PG* environment variables), or change it",
    );
  }
  return out;
}

// ODBC connection strings ([MS-ODBCSTR] §2.1.2, and SQLDriverConnect's "Comments"): `key=value` pairs
// separated by `;`. A value in braces holds anything but NUL, with `}` doubled; a bare value cannot start
// with `{` or a space nor hold `;`. Values are braced whenever SQLDriverConnect's documentation says a bare
// value should avoid a character (`[]{}(),;?*=!@`), has leading or trailing spaces, or holds a control
// character. Microsoft's JDBC driver reads the same braces in its URL properties (mssql-jdbc 8.2+).

import { CONTROL, type DsnContext, type DsnField, forbid, refuse } from "./field.js";

/** The characters SQLDriverConnect says a bare attribute value should not contain. */
const SPECIAL = "[]{}(),;?*=!@";

/** A pattern of the SPECIAL characters. */
const SPECIAL_CHARACTER = new RegExp(`[${SPECIAL.replace(/[\\\]^-]/g, "\\$&")}]`);

function needsBraces(value: string): boolean {
  if (value === "") return false;
  if (value.trim() !== value) return true;
  return SPECIAL_CHARACTER.test(value) || CONTROL.test(value);
}

/**
 * A value as an ODBC driver reads it back exactly: bare when it can be, else in braces with `}` doubled.
 * @example
 * quoteOdbc("shop"); // "shop"
 * quoteOdbc("p;w}d"); // "{p;w}}d}"
 * quoteOdbc("ODBC Driver 18 for SQL Server"); // "ODBC Driver 18 for SQL Server"
 */
export function quoteOdbc(value: string): string {
  return needsBraces(value) ? `{${value.replaceAll("}", "}}")}}` : value;
}

/**
 * Checks a keyword for an ODBC connection string: no `=`, `;`, braces, and no leading or trailing space
 * ([MS-ODBCSTR] KeyName; a driver trims the rest).
 * @throws DburiError `dsn-unrepresentable`
 * @example
 * const context = { format: "odbc", href: "db:mssql://h/db?a%3Db=1" };
 * checkOdbcKey(context, { label: "the name of the query parameter 'a=b'", value: "a=b", secret: false }); // throws dsn-unrepresentable
 */
export function checkOdbcKey(context: DsnContext, key: DsnField): void {
  forbid(context, key, "=;{}", "ODBC reads as part of the key/value syntax", "rename the parameter");
  if (key.value === "" || key.value.trim() !== key.value) {
    throw refuse(context, `${key.label} is empty or has spaces at its ends`, "rename the parameter");
  }
}

/**
 * Which keywords a driver reads braces in: `all` ([MS-ODBCSTR], Microsoft's and MariaDB's drivers), or the
 * list of those it unbraces (psqlODBC only PWD and pqopt); a driver's other keywords take values as written.
 */
export type OdbcBraces = "all" | readonly string[];

/**
 * A value for a keyword the driver does not unbrace: it must need no braces at all (no `;`, no control
 * character, no `{` first, no spaces at its ends).
 * @throws DburiError `dsn-unrepresentable`
 * @example
 * import { field } from "./field.js";
 *
 * const context = { format: "odbc", href: "db:pg://h/shop" };
 * bareOdbcValue(context, "Database", field(context, "the database", "shop")); // "shop"
 */
export function bareOdbcValue(context: DsnContext, key: string, value: DsnField): string {
  forbid(
    context,
    value,
    ";",
    `ends the value, and the driver does not read braces in ${key}`,
    "use another value",
  );
  forbid(context, value, CONTROL, `the driver does not read in ${key}`, "remove the control character");
  if (value.value.startsWith("{") || value.value.trim() !== value.value) {
    throw refuse(
      context,
      `${value.label} starts with '{' or has spaces at its ends, which needs braces the driver does not read in ${key}`,
      "use another value",
    );
  }
  return value.value;
}

/** Each driver's list of keywords it unbraces, lowercased once. */
const LOWERCASED = new WeakMap<readonly string[], readonly string[]>();

function lowercased(keywords: readonly string[]): readonly string[] {
  let lower = LOWERCASED.get(keywords);
  if (lower === undefined) {
    lower = keywords.map((k) => k.toLowerCase());
    LOWERCASED.set(keywords, lower);
  }
  return lower;
}

/**
 * Key/value pairs as an ODBC connection string: values braced by `quoteOdbc` for the keywords the driver
 * unbraces, checked to need no braces for the others.
 * @throws DburiError `dsn-unrepresentable`
 * @example
 * import { field, secretField } from "./field.js";
 *
 * const context = { format: "odbc", href: "db:pg://u:a%3Bb@h/shop" };
 * const pairs = [["Server", field(context, "the host", "h")], ["PWD", secretField(context, "the password", "a;b")]] as const;
 * formatOdbcPairs(context, pairs, ["PWD"]); // "Server=h;PWD={a;b}"
 */
export function formatOdbcPairs(
  context: DsnContext,
  pairs: readonly (readonly [string, DsnField])[],
  braces: OdbcBraces,
): string {
  // The keywords the driver unbraces, looked up once for all the pairs.
  const unbraced = braces === "all" ? null : lowercased(braces);
  return pairs
    .map(([key, value]) => {
      // The driver manager itself reads DRIVER={...} (SQLDriverConnect: DRIVER=[{]attribute-value[}]).
      const lower = key.toLowerCase();
      const braced = unbraced === null || lower === "driver" || unbraced.includes(lower);
      return `${key}=${braced ? quoteOdbc(value.value) : bareOdbcValue(context, key, value)}`;
    })
    .join(";");
}

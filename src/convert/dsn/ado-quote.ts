// ADO.NET connection strings ("Connection Strings in ADO.NET", Connection string syntax; the
// DbConnectionStringBuilder rules SqlClient parses with): `keyword=value;` pairs. Keywords and bare values
// lose leading and trailing white space; a value with `;`, a control character, white space at either end,
// a quote at either end, or `=` first (the separator would swallow it) is enclosed in double quotes
// (single quotes when it holds a double quote but no single one), the enclosing quote doubled inside. An
// `=` in a keyword is doubled.

/**
 * Whether a value must be enclosed in quotes to be read back exactly (the bare-value branch of .NET's
 * DbConnectionOptions pattern: no leading quote, space or `=`, no trailing quote or space, no `;`, no
 * control character).
 */
function needsQuotes(value: string): boolean {
  if (value.trim() !== value || /^["'=]|["']$/.test(value)) return true;
  return /[;\p{Cc}]/u.test(value);
}

/**
 * A value as SqlClient reads it back exactly.
 * @example
 * quoteAdo("shop"); // "shop"
 * quoteAdo("a;b"); // '"a;b"'
 * quoteAdo('say "hi";'); // `'say "hi";'`
 * quoteAdo(`it's "x";`); // '"it\'s ""x"";"'
 */
export function quoteAdo(value: string): string {
  if (!needsQuotes(value)) return value;
  if (value.includes('"') && !value.includes("'")) return `'${value}'`;
  return `"${value.replaceAll('"', '""')}"`;
}

/**
 * A keyword as SqlClient reads it: `=` doubled.
 * @example
 * adoKeyword("Application Name"); // "Application Name"
 * adoKeyword("a=b"); // "a==b"
 */
export function adoKeyword(key: string): string {
  return key.replaceAll("=", "==");
}

// libpq's keyword/value connection strings (PostgreSQL 18 §32.1.1.1 "Keyword/Value Connection Strings"):
// `keyword = value` separated by whitespace; a value that is empty or holds whitespace, a single quote or a
// backslash is written in single quotes, with `\'` and `\\` inside. libpq's parser (conninfo_parse in
// fe-connect.c) is mirrored here by parseLibpqPairs, so the formats built on it can check their output.

/** Whether libpq's parser (C isspace) reads this character as whitespace. */
function isSpace(c: string): boolean {
  return c === " " || c === "\t" || c === "\n" || c === "\v" || c === "\f" || c === "\r";
}

/**
 * Whether a value must be quoted: empty, or holding whitespace, `'` or `\`. Unlike the minimum libpq
 * needs, non-ASCII values are quoted too: isspace() in a Latin-1 locale counts byte 0xA0 (inside many
 * UTF-8 characters) as a space.
 */
function needsQuotes(value: string): boolean {
  if (value === "") return true;
  for (const c of value) {
    if (isSpace(c) || c === "'" || c === "\\" || c.charCodeAt(0) > 127) return true;
  }
  return false;
}

/**
 * A value as libpq reads it back exactly: bare when it can be, else in single quotes with `'` and `\`
 * escaped by a backslash.
 * @example
 * quoteLibpq("shop"); // "shop"
 * quoteLibpq("it's a b\\c"); // "'it\\'s a b\\\\c'"
 * quoteLibpq(""); // "''"
 */
export function quoteLibpq(value: string): string {
  if (!needsQuotes(value)) return value;
  return `'${value.replace(/[\\']/g, (c) => `\\${c}`)}'`;
}

/**
 * Whether a keyword can be written in a connection string: libpq's keywords are letters, digits and `_`.
 * @example
 * isLibpqKeyword("sslmode"); // true
 * isLibpqKeyword("ssl mode"); // false
 */
export function isLibpqKeyword(key: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(key);
}

/**
 * Reads a keyword/value string the way libpq's conninfo_parse does, or returns null where libpq reports
 * an error (a keyword without `=`, an unterminated quote).
 * @example
 * parseLibpqPairs("host=h dbname='my db'"); // [["host", "h"], ["dbname", "my db"]]
 */
export function parseLibpqPairs(text: string): [string, string][] | null {
  const pairs: [string, string][] = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    while (i < n && isSpace(text[i]!)) i++;
    if (i >= n) break;
    let key = "";
    while (i < n && text[i] !== "=" && !isSpace(text[i]!)) key += text[i++];
    while (i < n && isSpace(text[i]!)) i++;
    if (text[i] !== "=") return null;
    i++;
    while (i < n && isSpace(text[i]!)) i++;
    let value = "";
    if (text[i] === "'") {
      i++;
      for (;;) {
        if (i >= n) return null;
        const c = text[i]!;
        if (c === "\\") {
          i++;
          if (i < n) value += text[i++];
        } else if (c === "'") {
          i++;
          break;
        } else value += text[i++];
      }
    } else {
      while (i < n && !isSpace(text[i]!)) {
        if (text[i] === "\\") {
          i++;
          if (i < n) value += text[i++];
        } else value += text[i++];
      }
    }
    pairs.push([key, value]);
  }
  return pairs;
}

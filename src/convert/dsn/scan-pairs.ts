// Reading the `key=value;...` connection strings dburi writes (odbc-quote.ts, ado-quote.ts): ODBC's
// (SQLDriverConnect: a value in braces holds `;`, `}}` a brace) and Microsoft's JDBC driver's properties
// (the same braces), and ADO.NET's (DbConnectionOptions: a value in double or single quotes, the quote
// doubled inside; `==` in a keyword an `=`). Keys keep their case, and each pair its place in the text.

import { isAsciiSpace } from "../../uri/chars.js";
import { DburiError } from "../../uri/index.js";

/**
 * One `key=value` pair of a connection string, unquoted, with where its key and value stand in the text
 * (the value's span includes its quotes or braces).
 * @example
 * const pair: DsnPair = { key: "Server", value: "h", keyStart: 0, valueStart: 7, valueEnd: 8 };
 */
export interface DsnPair {
  readonly key: string;
  readonly value: string;
  readonly keyStart: number;
  readonly valueStart: number;
  readonly valueEnd: number;
}

function invalid(input: string, index: number, reason: string, fix: string): DburiError {
  return new DburiError({ code: "invalid-dsn", reason, fix, index, input });
}

/**
 * The pairs of an ODBC connection string (or the properties after a JDBC SQL Server URL's first `;`) from
 * `from`: keys and bare values trimmed of spaces, `{...}` values unbraced (`}}` is `}`), empty pairs
 * (`;;`) skipped.
 * @throws DburiError `invalid-dsn` for a pair without `=`, an unclosed brace, text after a closing brace
 * @example
 * scanBracedPairs("Driver={ODBC Driver 18 for SQL Server};PWD={a;b}}c}", 0).map((p) => p.value);
 * // ["ODBC Driver 18 for SQL Server", "a;b}c"]
 */
export function scanBracedPairs(text: string, from: number): DsnPair[] {
  const pairs: DsnPair[] = [];
  let i = from;
  const n = text.length;
  while (i < n) {
    if (text[i] === ";" || text[i] === " ") {
      i++;
      continue;
    }
    const eq = text.indexOf("=", i);
    const semi = text.indexOf(";", i);
    if (eq < 0 || (semi >= 0 && semi < eq)) {
      throw invalid(text, i, "a keyword must be followed by '=' and its value", "write Keyword=value;");
    }
    const rawKey = text.slice(i, eq);
    const key = rawKey.trim();
    const keyStart = i + rawKey.indexOf(key);
    i = eq + 1;
    while (text[i] === " ") i++;
    const valueStart = i;
    let value: string;
    if (text[i] === "{") {
      value = "";
      let start = ++i;
      for (;;) {
        const close = text.indexOf("}", i);
        if (close < 0) {
          throw invalid(
            text,
            valueStart,
            "the value in braces is not closed",
            "end it with }, writing a } inside it as }}",
          );
        }
        if (text[close + 1] === "}") {
          value += text.slice(start, close + 1);
          i = start = close + 2;
          continue;
        }
        value += text.slice(start, close);
        i = close + 1;
        break;
      }
      const end = i;
      while (text[i] === " ") i++;
      if (i < n && text[i] !== ";") {
        throw invalid(
          text,
          i,
          "a value in braces must be followed by ';' or the end",
          "put the whole value inside the braces",
        );
      }
      pairs.push({ key, value, keyStart, valueStart, valueEnd: end });
    } else {
      const end = semi < 0 ? n : semi;
      const raw = text.slice(valueStart, end);
      value = raw.trimEnd();
      pairs.push({ key, value, keyStart, valueStart, valueEnd: valueStart + value.length });
      i = end;
    }
  }
  return pairs;
}

/** A control character, which .NET's pattern refuses outside quotes (whitespace aside). */
function isControl(code: number): boolean {
  return code < 32 || code === 127;
}

/**
 * Reads a quoted ADO.NET value from `text[i]` (the quote): its end after the closing quote, and the value
 * with each doubled quote read as one. Null where the quote is not closed.
 */
function quotedAdo(text: string, i: number): { value: string; end: number } | null {
  const quote = text[i]!;
  let value = "";
  let start = i + 1;
  for (let at = text.indexOf(quote, start); at >= 0; at = text.indexOf(quote, start)) {
    if (text[at + 1] === quote) {
      value += text.slice(start, at + 1);
      start = at + 2;
      continue;
    }
    return { value: value + text.slice(start, at), end: at + 1 };
  }
  return null;
}

/**
 * The pairs of an ADO.NET connection string, as .NET's DbConnectionOptions reads them (its
 * ConnectionStringPattern): a keyword (`==` for `=`, no control characters, spaces inside kept and at its
 * ends dropped), then a value in double or single quotes (the quote doubled inside) or bare (no `;`, not
 * starting with a quote, spaces at its ends dropped); pairs separated by `;`. One pass, by hand.
 * @throws DburiError `invalid-dsn` where no pair can be read
 * @example
 * scanAdoPairs("Server=h;Password=\"p;w\"").map((p) => [p.key, p.value]); // [["Server", "h"], ["Password", "p;w"]]
 */
export function scanAdoPairs(text: string): DsnPair[] {
  const pairs: DsnPair[] = [];
  const n = text.length;
  const fail = (index: number, reason: string) =>
    invalid(
      text,
      index,
      reason,
      'write Keyword=value; with a value holding ; or quotes in double quotes, a " inside written as ""',
    );
  let i = 0;
  while (i < n) {
    while (i < n && (text[i] === ";" || isAsciiSpace(text.charCodeAt(i)))) i++;
    if (i >= n) break;
    // The keyword: up to a single '=' ('==' is an '=' of the keyword).
    const keyStart = i;
    let key = "";
    let from = i;
    for (;;) {
      if (i >= n) throw fail(keyStart, "this keyword has no '=' and value");
      const code = text.charCodeAt(i);
      if (isControl(code) && !isAsciiSpace(code)) throw fail(i, "a keyword holds no control character");
      if (code === 61) {
        if (text.charCodeAt(i + 1) === 61) {
          key += text.slice(from, i + 1);
          i += 2;
          from = i;
          continue;
        }
        break;
      }
      i++;
    }
    key = (key + text.slice(from, i)).trimEnd();
    if (key === "") throw fail(keyStart, "the keyword before '=' is empty");
    i++;
    while (i < n && isAsciiSpace(text.charCodeAt(i))) i++;
    const valueStart = i;
    let value: string;
    let valueEnd: number;
    if (text[i] === '"' || text[i] === "'") {
      const quoted = quotedAdo(text, i);
      if (quoted === null) throw fail(i, "the quoted value is not closed");
      value = quoted.value;
      valueEnd = quoted.end;
      i = quoted.end;
      while (i < n && isAsciiSpace(text.charCodeAt(i))) i++;
      if (i < n && text[i] !== ";") throw fail(i, "a quoted value must be followed by ';' or the end");
    } else {
      const semi = text.indexOf(";", i);
      const end = semi < 0 ? n : semi;
      value = text.slice(i, end).trimEnd();
      for (let k = 0; k < value.length; k++) {
        const code = value.charCodeAt(k);
        if (isControl(code) && !isAsciiSpace(code))
          throw fail(i + k, "a value holds no control character unless quoted");
      }
      const last = value[value.length - 1];
      if (last === '"' || last === "'")
        throw fail(i + value.length - 1, "a bare value may not end with a quote");
      valueEnd = i + value.length;
      i = end;
    }
    pairs.push({ key, value, keyStart, valueStart, valueEnd });
  }
  return pairs;
}

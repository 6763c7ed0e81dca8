// Reading the `key=value;...` connection strings dburi writes (odbc-quote.ts, ado-quote.ts): ODBC's
// (SQLDriverConnect: a value in braces holds `;`, `}}` a brace) and Microsoft's JDBC driver's properties
// (the same braces), and ADO.NET's (DbConnectionOptions: a value in double or single quotes, the quote
// doubled inside; `==` in a keyword an `=`). Keys keep their case, and each pair its place in the text.

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

/**
 * ADO.NET's pair: a keyword (`==` for `=`), then a value in double or single quotes (the quote doubled
 * inside) or bare (no `;`, not starting with a quote or space). .NET's DbConnectionOptions pattern.
 */
const ADO_PAIR =
  /[\s;]*(?![\s;])((?:[^=\s\p{Cc}]|\s+[^=\s\p{Cc}]|\s+==|==)+)\s*=(?!=)\s*("(?:[^"\0]|"")*"|'(?:[^'\0]|'')*'|(?!["'\s])(?:[^;\s\p{Cc}]|\s+[^;\s\p{Cc}])*(?<!["']))\s*(?:;|[\0\s]*$)/duy;

/**
 * The pairs of an ADO.NET connection string, as .NET's DbConnectionOptions reads them.
 * @throws DburiError `invalid-dsn` where no pair can be read
 * @example
 * scanAdoPairs("Server=h;Password=\"p;w\"").map((p) => [p.key, p.value]); // [["Server", "h"], ["Password", "p;w"]]
 */
export function scanAdoPairs(text: string): DsnPair[] {
  const pairs: DsnPair[] = [];
  let i = 0;
  while (i < text.length && /[\s;]/.test(text[i]!)) i++;
  while (i < text.length) {
    ADO_PAIR.lastIndex = i;
    const m = ADO_PAIR.exec(text);
    if (m === null) {
      throw invalid(
        text,
        i,
        "this is not a keyword=value pair of an ADO.NET connection string",
        'write Keyword=value; with a value holding ; or quotes in double quotes, a " inside written as ""',
      );
    }
    const [keyStart] = m.indices![1]!;
    const [valueStart, valueEnd] = m.indices![2]!;
    const raw = m[2]!;
    const quote = raw[0];
    const value = quote === '"' || quote === "'" ? raw.slice(1, -1).replaceAll(quote + quote, quote) : raw;
    pairs.push({ key: m[1]!.replaceAll("==", "="), value, keyStart, valueStart, valueEnd });
    i = ADO_PAIR.lastIndex;
  }
  return pairs;
}

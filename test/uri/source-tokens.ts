// A small lexer for the checks on src/uri's own source (no regular expression runs on input, no Node
// built-in is used): it tells regular expression literals from divisions, and skips comments, strings and
// template literals, so that neither a "/" in a string nor a word in a comment is mistaken for code.

/** One token: a regular expression literal, an identifier or keyword, a string's value, a punctuator. */
export interface Token {
  readonly kind: "regex" | "identifier" | "string" | "punctuator";
  readonly text: string;
  /** 1-based line of the token's start. */
  readonly line: number;
}

// After these keywords an expression starts, so a "/" opens a regular expression literal.
const EXPRESSION_KEYWORDS = new Set([
  "return",
  "typeof",
  "instanceof",
  "in",
  "of",
  "new",
  "delete",
  "void",
  "throw",
  "case",
  "do",
  "else",
  "yield",
  "await",
]);
// After one of these punctuators an expression starts too; after ")", "]", "}" or an operand it is a
// division. (A "}" that ends a block before a regex statement does not occur in this codebase's style.)
const EXPRESSION_PUNCTUATORS = "([{,;:=!&|?+-*%<>~^";

function isIdentifierChar(c: string): boolean {
  return /[\w$]/.test(c);
}

/**
 * The tokens of a JavaScript or TypeScript source, in order (numbers left out, punctuators one character
 * each).
 * Throws on an unterminated comment, string or literal, which is also what a "/" mistaken for the start
 * of a regular expression would look like.
 */
export function tokens(source: string): Token[] {
  const found: Token[] = [];
  // For each open template literal, the brace depth at which its current `${` expression ends.
  const templates: number[] = [];
  let depth = 0;
  let regexAllowed = true;
  let line = 1;
  let i = 0;
  const n = source.length;
  const advanceTo = (end: number) => {
    for (let k = i; k < end; k++) if (source[k] === "\n") line++;
    i = end;
  };
  /** Scans a template literal's text from `i` (after "`" or "}") to its end or the next "${". */
  const scanTemplateText = () => {
    const start = i;
    let k = i;
    while (k < n) {
      if (source[k] === "\\") k += 2;
      else if (source[k] === "`") {
        found.push({ kind: "string", text: source.slice(start, k), line });
        advanceTo(k + 1);
        regexAllowed = false;
        return;
      } else if (source[k] === "$" && source[k + 1] === "{") {
        found.push({ kind: "string", text: source.slice(start, k), line });
        advanceTo(k + 2);
        templates.push(depth);
        depth++;
        regexAllowed = true;
        return;
      } else k++;
    }
    throw new Error(`unterminated template literal at line ${line}`);
  };
  while (i < n) {
    const c = source[i]!;
    const next = source[i + 1];
    if (c === "\n" || c === " " || c === "\t" || c === "\r") {
      advanceTo(i + 1);
    } else if (c === "/" && next === "/") {
      const end = source.indexOf("\n", i);
      advanceTo(end < 0 ? n : end);
    } else if (c === "/" && next === "*") {
      const end = source.indexOf("*/", i + 2);
      if (end < 0) throw new Error(`unterminated comment at line ${line}`);
      advanceTo(end + 2);
    } else if (c === '"' || c === "'") {
      let k = i + 1;
      while (k < n && source[k] !== c) k += source[k] === "\\" ? 2 : 1;
      if (k >= n) throw new Error(`unterminated string at line ${line}`);
      found.push({ kind: "string", text: source.slice(i + 1, k), line });
      advanceTo(k + 1);
      regexAllowed = false;
    } else if (c === "`") {
      advanceTo(i + 1);
      scanTemplateText();
    } else if (c === "}" && templates.length > 0 && templates[templates.length - 1] === depth - 1) {
      templates.pop();
      depth--;
      advanceTo(i + 1);
      scanTemplateText();
    } else if (c === "/" && regexAllowed) {
      let k = i + 1;
      let inClass = false;
      while (k < n && (inClass || source[k] !== "/")) {
        if (source[k] === "\n") throw new Error(`unterminated regular expression at line ${line}`);
        if (source[k] === "\\") k++;
        else if (source[k] === "[") inClass = true;
        else if (source[k] === "]") inClass = false;
        k++;
      }
      k++;
      while (k < n && isIdentifierChar(source[k]!)) k++;
      found.push({ kind: "regex", text: source.slice(i, k), line });
      advanceTo(k);
      regexAllowed = false;
    } else if (isIdentifierChar(c)) {
      let k = i;
      while (k < n && isIdentifierChar(source[k]!)) k++;
      const word = source.slice(i, k);
      if (!/^\d/.test(word)) found.push({ kind: "identifier", text: word, line });
      advanceTo(k);
      regexAllowed = EXPRESSION_KEYWORDS.has(word);
    } else {
      if (c === "{") depth++;
      else if (c === "}") depth--;
      // "!" after an operand is TypeScript's non-null assertion (`a[i]! / 2`): an operand still.
      if (c !== "!" || next === "=") regexAllowed = EXPRESSION_PUNCTUATORS.includes(c);
      found.push({ kind: "punctuator", text: c, line });
      advanceTo(i + 1);
    }
  }
  return found;
}

/** The module specifiers of a source's static imports and re-exports (`from "..."`, `import "..."`). */
export function importSpecifiers(source: string): string[] {
  const found = tokens(source);
  return found
    .filter((token, k) => {
      const before = found[k - 1];
      return (
        token.kind === "string" && before?.kind === "identifier" && ["from", "import"].includes(before.text)
      );
    })
    .map((token) => token.text);
}

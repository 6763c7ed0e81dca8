// What people paste instead of a bare connection string: a line of a `.env` file or a shell script
// (`DATABASE_URL=...`, `export DATABASE_URL="..."`, a trailing `# comment`), a value still in its quotes,
// and templates with their placeholders left in (`<password>`, `${DB_PASSWORD}`, Supabase's
// `[YOUR-PASSWORD]`). The grammar of an assignment is dotenv's (motdotla/dotenv, lib/main.js LINE): an
// optional `export`, a key of word characters, "." and "-", "=" (or ": "), and a value single-, double- or
// backtick-quoted, or bare up to a " #" comment, trimmed. Read by hand, in one pass.

import { schemeEnd } from "../target/scheme-of.js";

/**
 * The value of a pasted assignment or quoted string, and where it stands in the text.
 * @example
 * const found = pastedValue('export DATABASE_URL="postgres://h/db" # prod')!;
 * [found.key, found.value, found.start]; // ["DATABASE_URL", "postgres://h/db", 21]
 */
export interface PastedValue {
  /** The variable's name; null for a value that was only quoted. */
  readonly key: string | null;
  /** The value, as it stands in the text (quotes and comment left out). */
  readonly value: string;
  /** Where the value starts in the text. */
  readonly start: number;
  /** How it was written: an assignment (with `export` or not), or a quoted value alone. */
  readonly form: "assignment" | "export" | "quoted";
}

function isKeyChar(c: number): boolean {
  const lower = c | 32;
  return (lower >= 97 && lower <= 122) || (c >= 48 && c <= 57) || c === 95 || c === 46 || c === 45;
}

function isBlank(c: number): boolean {
  return c === 32 || c === 9;
}

/** The value from `i` (after "=" and blanks): quoted, or bare up to a comment; null when none. */
function valueAt(text: string, i: number): { start: number; end: number } | null {
  const quote = text[i];
  if (quote === '"' || quote === "'" || quote === "`") {
    const close = text.indexOf(quote, i + 1);
    if (close < 0) return null;
    // After the closing quote, only blanks and a comment.
    let k = close + 1;
    while (k < text.length && isBlank(text.charCodeAt(k))) k++;
    if (k < text.length && text[k] !== "#") return null;
    return { start: i + 1, end: close };
  }
  // A bare value ends at a "#" that follows a blank (dotenv), and loses its trailing blanks.
  let end = text.length;
  for (let k = i + 1; k < text.length; k++) {
    if (text[k] === "#" && isBlank(text.charCodeAt(k - 1))) {
      end = k;
      break;
    }
  }
  while (end > i && isBlank(text.charCodeAt(end - 1))) end--;
  return end > i ? { start: i, end } : null;
}

/**
 * The connection string inside a pasted line: the value of `KEY=value` (dotenv's grammar, `export` allowed,
 * quotes and a trailing comment removed), or of a value alone in quotes. Null when the text is no such line,
 * or when the value does not start with a scheme (so a libpq `host=db password=...` string, whose first
 * pair looks like an assignment, is not one). Linear.
 * @example
 * pastedValue("DATABASE_URL=redis://cache:6379/0")?.value; // "redis://cache:6379/0"
 * pastedValue("'amqp://rabbit/%2f'")?.form; // "quoted"
 * pastedValue("host=db dbname=shop"); // null
 */
export function pastedValue(text: string): PastedValue | null {
  const found = assignment(text);
  return found !== null && schemeEnd(text, found.start) >= 0 ? found : null;
}

/**
 * The value of any pasted assignment or quoted value, whatever it holds (`PORT=3000` too): what a `.env`
 * file's line gives. Null when the text is no such line.
 * @example
 * assignment("PORT=3000")?.value; // "3000"
 * assignment("redis://h"); // null
 */
export function assignment(text: string): PastedValue | null {
  if (text.includes("\n") || text.includes("\r")) return null;
  let i = 0;
  while (i < text.length && isBlank(text.charCodeAt(i))) i++;
  const quote = text[i];
  if (quote === '"' || quote === "'" || quote === "`") {
    const found = valueAt(text, i);
    return found === null
      ? null
      : { key: null, value: text.slice(found.start, found.end), start: found.start, form: "quoted" };
  }
  let form: PastedValue["form"] = "assignment";
  if (text.startsWith("export", i) && isBlank(text.charCodeAt(i + 6))) {
    form = "export";
    i += 6;
    while (i < text.length && isBlank(text.charCodeAt(i))) i++;
  }
  const keyStart = i;
  while (i < text.length && isKeyChar(text.charCodeAt(i))) i++;
  if (i === keyStart) return null;
  const key = text.slice(keyStart, i);
  while (i < text.length && isBlank(text.charCodeAt(i))) i++;
  if (text[i] === "=") i++;
  else if (text[i] === ":" && isBlank(text.charCodeAt(i + 1))) i += 2;
  else return null;
  while (i < text.length && isBlank(text.charCodeAt(i))) i++;
  const found = valueAt(text, i);
  if (found === null) return null;
  return { key, value: text.slice(found.start, found.end), start: found.start, form };
}

/**
 * A placeholder left in a connection string from a template or a dashboard: `<password>`, `${DB_PASSWORD}`,
 * `{{password}}`, `[YOUR-PASSWORD]` (as Supabase's dashboard shows it), with where it starts and ends; null
 * when there is none. Linear.
 * @example
 * placeholderIn("postgresql://postgres:[YOUR-PASSWORD]@db.abc.supabase.co:5432/postgres");
 * // { start: 22, end: 37, text: "[YOUR-PASSWORD]" }
 */
export function placeholderIn(text: string): { start: number; end: number; text: string } | null {
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    let close = -1;
    if (c === "<") close = wordsUntil(text, i + 1, ">");
    else if (c === "$" && text[i + 1] === "{") close = wordsUntil(text, i + 2, "}");
    else if (c === "{" && text[i + 1] === "{") {
      const end = wordsUntil(text, i + 2, "}");
      close = end >= 0 && text[end + 1] === "}" ? end + 1 : -1;
    } else if (c === "[" && startsYour(text, i + 1)) close = wordsUntil(text, i + 1, "]");
    if (close >= 0) return { start: i, end: close + 1, text: text.slice(i, close + 1) };
  }
  return null;
}

/** Whether "your" and "-", "_" or a space start at `i`, in any case: `[YOUR-PASSWORD]`. */
function startsYour(text: string, i: number): boolean {
  return text.slice(i, i + 4).toLowerCase() === "your" && "-_ ".includes(text[i + 4] ?? "x");
}

/** The index of `close` after a run of word characters, "-", "." and spaces from `i` (at least one); -1 otherwise. */
function wordsUntil(text: string, i: number, close: string): number {
  let j = i;
  while (j < text.length && j - i <= 64) {
    const ch = text.charCodeAt(j);
    if (isKeyChar(ch) || ch === 32) j++;
    else break;
  }
  return j > i && text[j] === close ? j : -1;
}

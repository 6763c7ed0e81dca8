// Line handling shared by the template reader and writer: lines with their offsets, indentation with tabs
// expanded, and the normal form of a field value (what a written template reads back as).

/** One physical line of a text. */
export interface Line {
  /** The line without its terminator. */
  readonly text: string;
  /** Offset of its first character in the whole text. */
  readonly index: number;
  /** 1-based line number. */
  readonly number: number;
  /** Width of its leading whitespace, tabs expanded to columns of 8. */
  readonly indent: number;
  /** Offset (within `text`) of its first non-blank character, or `text.length` for a blank line. */
  readonly start: number;
  /** Whether it holds only whitespace. */
  readonly blank: boolean;
}

/**
 * The indentation of a line: its width with tabs expanded to columns of 8, and where its text starts.
 * @example
 * measure("\t  x"); // { indent: 10, start: 3 }
 */
export function measure(text: string): { indent: number; start: number } {
  let indent = 0;
  let i = 0;
  for (; i < text.length; i++) {
    const c = text[i];
    if (c === " ") indent++;
    else if (c === "\t") indent += 8 - (indent % 8);
    else break;
  }
  return { indent, start: i };
}

/**
 * Splits text into lines at CRLF, LF or CR, keeping each line's offset in `text`. A leading byte order
 * mark (U+FEFF, what a UTF-8 BOM decodes to) is not part of the first line, so its indentation and label
 * read as without one; offsets still count it.
 * @example
 * splitLines("a\r\n  b").map((l) => [l.text, l.indent]); // [["a", 0], ["  b", 2]]
 * splitLines("\uFEFFScheme name: a")[0]?.index; // 1
 */
export function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  let index = text.startsWith("\uFEFF") ? 1 : 0;
  let number = 1;
  for (const match of text.matchAll(/\r\n|\r|\n|$/g)) {
    const line = text.slice(index, match.index);
    const { indent, start } = measure(line);
    lines.push({ text: line, index, number, indent, start, blank: start === line.length });
    index = match.index + match[0].length;
    number++;
    if (match[0] === "") break;
  }
  return lines;
}

/**
 * The lines of a block with their common indentation and trailing whitespace removed, and blank lines at
 * either end dropped. Inner blank lines stay (as "").
 * @example
 * dedentLines(["", "    a", "      b  ", ""]); // ["a", "  b"]
 */
export function dedentLines(raw: readonly string[]): string[] {
  const all = raw.map((line) => expandTabs(line).trimEnd());
  // Slices and a loop, not shift() or Math.min(...lines): linear in the lines, however many there are.
  let first = 0;
  let end = all.length;
  while (first < end && all[first] === "") first++;
  while (end > first && all[end - 1] === "") end--;
  const lines = all.slice(first, end);
  let indent = Number.POSITIVE_INFINITY;
  for (const line of lines) if (line !== "") indent = Math.min(indent, line.length - line.trimStart().length);
  return lines.map((line) => line.slice(Number.isFinite(indent) ? indent : 0));
}

function expandTabs(line: string): string {
  if (!line.includes("\t")) return line;
  let out = "";
  for (const c of line) out += c === "\t" ? " ".repeat(8 - (out.length % 8)) : c;
  return out;
}

/**
 * The normal form of a template field value: LF line breaks, no trailing spaces, no blank first or last
 * line, no common indentation. `parseTemplate(formatTemplate(d))` gives back each text field of `d` in
 * this form, so a definition whose texts are already normal round-trips exactly.
 * @example
 * normalizeTemplateValue("  a\r\n    b  \n"); // "a\n  b"
 */
export function normalizeTemplateValue(value: string): string {
  return dedentLines(value.split(/\r\n|\r|\n/)).join("\n");
}

/**
 * A citation in the normal form of a "References" entry: one line, whitespace runs as single spaces.
 * @example
 * normalizeReference("Redis,  \"SELECT\",\n  2015"); // 'Redis, "SELECT", 2015'
 */
export function normalizeReference(reference: string): string {
  return reference.trim().replace(/\s+/g, " ");
}

// parseTemplate: reads a URI scheme registration template, in the RFC 7595 §7.4 form or the older
// RFC 4395 §5.4 form, as IANA publishes them (the redis registration is the model) or as RFCs embed them.

import { DburiError, type TryResult } from "../uri/index.js";
import { isRegistrationStatus } from "./status.js";
import {
  type SchemeTemplate,
  type TemplateField,
  type TemplateFieldKey,
  type TemplateForm,
  templateFieldOf,
} from "./template.js";
import { withoutPageBreaks } from "./template-pages.js";
import { dedentLines, type Line, normalizeReference, splitLines } from "./template-text.js";

interface Header {
  readonly label: string;
  readonly key: TemplateFieldKey | null;
  readonly form: TemplateForm | null;
  /** Text after the label on the same line. */
  readonly inline: string;
  /** Column where the inline text starts. */
  readonly inlineColumn: number;
}

// "Label: value", "Label:" or, for RFC 4395's own names, "Label." alone on its line.
const LABEL = /^([A-Za-z][A-Za-z0-9 &/()'-]{0,78}?)\s*([:.])(?:[ \t]+(.*))?$/;

function headerOf(line: Line): Header | null {
  const content = line.text.slice(line.start);
  const match = LABEL.exec(content);
  if (match === null) return null;
  const label = match[1]!.trim();
  const inline = (match[3] ?? "").trim();
  const field = templateFieldOf(label);
  if (match[2] === "." && (field === undefined || inline !== "")) return null;
  const inlineColumn = line.indent + content.length - (match[3] ?? "").trimStart().length;
  return { label, key: field?.key ?? null, form: field?.form ?? null, inline, inlineColumn };
}

// An unknown "Label:" starts a field only at the template's indentation, after a blank line, and when it
// looks like a field name (capitalized, a few words), so "Example: redis://..." inside a value does not.
function isUnknownField(header: Header, previous: Line | undefined): boolean {
  return (
    header.key === null &&
    (previous === undefined || previous.blank) &&
    /^[A-Z]/.test(header.label) &&
    header.label.split(/\s+/).length <= 6
  );
}

function referencesOf(header: Header, lines: readonly Line[]): string[] {
  // Entries start at the entry column; deeper (or, after inline text, shallower) lines continue one.
  const entries: string[] = [];
  let current: string[] = header.inline === "" ? [] : [header.inline];
  const content = lines.filter((line) => !line.blank);
  let column = header.inlineColumn;
  if (header.inline === "") {
    column = Number.POSITIVE_INFINITY;
    for (const line of content) column = Math.min(column, line.indent);
  }
  const flush = () => {
    if (current.length > 0) entries.push(normalizeReference(current.join(" ")));
    current = [];
  };
  for (const line of lines) {
    if (line.blank) flush();
    else {
      if (line.indent === column) flush();
      current.push(line.text.trim());
    }
  }
  flush();
  return entries;
}

function fieldValue(header: Header, lines: readonly Line[]): string {
  const block = dedentLines(lines.map((line) => line.text));
  if (header.inline === "") return block.join("\n");
  return [header.inline, ...block].join("\n");
}

function statusOf(text: string | null): SchemeTemplate["status"] {
  if (text === null) return null;
  // One opening quote, and closing quotes and periods, dropped by hand: a pattern for them backtracks
  // over a long run of them.
  let start = 0;
  let end = text.length;
  if (end > 0 && `'"‘“`.includes(text[0]!)) start = 1;
  while (end > start && `'"’”.`.includes(text[end - 1]!)) end--;
  const word = text.slice(start, end).toLowerCase().trim();
  return isRegistrationStatus(word) ? word : null;
}

/**
 * Reads a registration template. Fields are recognized by their RFC 7595 §7.4 names ("Scheme name",
 * "Change controller", ...) or RFC 4395 §5.4 names ("URI scheme name", "Author/Change controller", ...),
 * followed by ':' (or, for RFC 4395's names alone on a line, '.'). A value starts after the name or on the
 * following indented lines; lines keep their breaks, and the block loses its common indentation. Unknown
 * fields ("Acknowledgments") are kept in `fields`; text before the first field is the `preamble`. A
 * leading byte order mark is skipped, and so are an RFC's page breaks (footer, form feed, header), so a
 * template reads the same as IANA publishes it or as an RFC embeds it; offsets count both.
 * Nothing is judged here: `reviewTemplate` does that.
 * @throws DburiError `invalid-argument` for a non-string, `invalid-template` when no field is found
 * @example
 * const template = parseTemplate("Scheme name: acme\nStatus: Provisional\n");
 * template.name; // "acme"
 * template.status; // "provisional"
 */
export function parseTemplate(text: string): SchemeTemplate {
  if (typeof text !== "string") {
    throw new DburiError({
      code: "invalid-argument",
      reason: `expected the template's text, got ${typeof text}`,
      fix: "pass the template as a string",
    });
  }
  // A template copied out of an RFC keeps the RFC's page breaks; a file saved with a UTF-8 BOM starts with
  // U+FEFF. Neither is part of any field, and offsets still point into `text` as given.
  const lines = withoutPageBreaks(splitLines(text));
  const first = lines.findIndex((line) => (headerOf(line)?.key ?? null) !== null);
  if (first < 0) {
    throw new DburiError({
      code: "invalid-template",
      reason: "no registration template field was found",
      fix: "start fields with their names, e.g. 'Scheme name: acme' and 'Status: Provisional' (RFC 7595 §7.4)",
      index: 0,
    });
  }
  const base = lines[first]!.indent;
  const fields: TemplateField[] = [];
  const values: Partial<Record<TemplateFieldKey, { header: Header; lines: Line[] }>> = {};
  let form: TemplateForm = "rfc7595";
  let open: { header: Header; line: Line; lines: Line[] } | null = null;
  const close = () => {
    if (open === null) return;
    const { header, line } = open;
    fields.push({
      label: header.label,
      key: header.key,
      value: fieldValue(header, open.lines),
      index: line.index + line.start,
      line: line.number,
    });
    if (header.key !== null && values[header.key] === undefined) values[header.key] = open;
  };
  for (let i = first; i < lines.length; i++) {
    const line = lines[i]!;
    const header = line.blank || line.indent > base ? null : headerOf(line);
    if (header !== null && (header.key !== null || isUnknownField(header, lines[i - 1]))) {
      close();
      if (header.form === "rfc4395") form = "rfc4395";
      open = { header, line, lines: [] };
    } else open?.lines.push(line);
  }
  close();
  const value = (key: TemplateFieldKey): string | null => {
    const found = values[key];
    return found === undefined ? null : fieldValue(found.header, found.lines);
  };
  const references = values.references;
  const preamble = dedentLines(lines.slice(0, first).map((line) => line.text)).join("\n");
  const statusText = value("status");
  return Object.freeze({
    form,
    name: value("name"),
    status: statusOf(statusText),
    statusText,
    applications: value("applications"),
    contact: value("contact"),
    changeController: value("changeController"),
    references:
      references === undefined ? null : Object.freeze(referencesOf(references.header, references.lines)),
    syntax: value("syntax"),
    semantics: value("semantics"),
    encoding: value("encoding"),
    interoperability: value("interoperability"),
    security: value("security"),
    preamble: preamble === "" ? null : preamble,
    fields: Object.freeze(fields.map((field) => Object.freeze(field))),
    text,
  });
}

/**
 * Like `parseTemplate`, but returns `{ ok: false, error }` instead of throwing.
 * @example
 * tryParseTemplate("just prose").ok; // false
 */
export function tryParseTemplate(text: string): TryResult<SchemeTemplate> {
  try {
    return { ok: true, value: parseTemplate(text) };
  } catch (error) {
    if (error instanceof DburiError) return { ok: false, error };
    throw error;
  }
}

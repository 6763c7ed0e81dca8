// The checks a template's text invites beyond its fields being there: contact information in Contact and
// Change controller (RFC 7595 §7.4), and the syntax's own examples and use of "//" (§3.2).

import { isIn, SCHEME } from "../uri/chars.js";
import { redact, tryParseUri } from "../uri/index.js";
import { isBoundary } from "../uri/redact-text.js";
import type { Finding } from "./definition.js";
import { fieldIndex, type SchemeTemplate } from "./template.js";

// Contact information, read by hand in one pass (patterns for `<...>` and phone numbers backtrack over long
// runs of "<" or digits and spaces).

/** Whether `c` can be inside a phone number: a digit, whitespace, "(", ")", "." or "-". */
function isPhoneChar(c: number): boolean {
  return (
    (c >= 48 && c <= 57) ||
    c === 32 ||
    c === 9 ||
    c === 10 ||
    c === 13 ||
    c === 40 ||
    c === 41 ||
    c === 46 ||
    c === 45
  );
}

/**
 * Whether `value` holds contact information: an "@" or "&" (an email address, "A & B"), a web or mailto
 * address, `<...>`, or a phone number (eight or more characters of digits, spaces, "(", ")", "." and "-"
 * from a digit to a digit). Linear.
 */
function hasAddress(value: string): boolean {
  const lower = value.toLowerCase();
  if (value.includes("@") || value.includes("&")) return true;
  if (lower.includes("http:") || lower.includes("https:") || lower.includes("mailto:")) return true;
  let open = -1;
  let firstDigit = -1;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 60 && open < 0) open = i;
    else if (c === 62) {
      if (open >= 0 && i > open + 1) return true;
      open = -1;
    }
    if (!isPhoneChar(c)) firstDigit = -1;
    else if (c >= 48 && c <= 57) {
      if (firstDigit < 0) firstDigit = i;
      else if (i - firstDigit + 1 >= 8) return true;
    }
  }
  return false;
}

/** Whether `c` ends an example URI in prose: where a URI ends in free text (`redact`'s rule), or a "'". */
function endsExample(c: number): boolean {
  return isBoundary(c) || c === 39;
}

/**
 * The examples of the scheme `name` in `line`: each `name:` (any case) that no scheme character precedes,
 * with what follows up to whitespace, "<", ">", a quote or a backtick (at least one character), and its
 * index. Each ":" is compared back against the name once: linear for a name of bounded length.
 */
function examplesIn(line: string, name: string): { text: string; index: number }[] {
  const found: { text: string; index: number }[] = [];
  const lowerName = name.toLowerCase();
  for (let colon = line.indexOf(":"); colon >= 0; colon = line.indexOf(":", colon + 1)) {
    const start = colon - name.length;
    if (start < 0 || (start > 0 && isIn(line.charCodeAt(start - 1), SCHEME))) continue;
    if (line.slice(start, colon).toLowerCase() !== lowerName) continue;
    let end = colon + 1;
    while (end < line.length && !endsExample(line.charCodeAt(end))) end++;
    if (end === colon + 1) continue;
    found.push({ text: line.slice(start, end), index: start });
    colon = end - 1;
  }
  return found;
}

const EXAMPLE_LINE = /\bexamples?\b|\be\.g\.|\bsuch as\b|\bfor instance\b/i;
const HIERARCHY =
  /authority|hier-part|hierarch|\bhost\b|userinfo|path-abempty|generic (uri )?syntax|allowable syntax/i;

// Sentence punctuation after a URI in prose, and a closing bracket the URI did not open. Trimming never
// removes a "(" or "[", so whether the text holds one is read once.
function trimProse(candidate: string): string {
  const parenthesis = candidate.includes("(");
  const bracket = candidate.includes("[");
  let end = candidate.length;
  while (end > 0) {
    const last = candidate[end - 1]!;
    const unopened = (last === ")" && !parenthesis) || (last === "]" && !bracket);
    if (!(".,;:!?".includes(last) || unopened)) break;
    end--;
  }
  return candidate.slice(0, end);
}

/** The index after the line break (CRLF, LF or CR) at `i`. */
function afterBreak(text: string, i: number): number {
  return text.startsWith("\r\n", i) ? i + 2 : i + 1;
}

/** The index of the line break at or after `from` in `text`, or its length. */
function nextLineEnd(text: string, from: number): number {
  let i = from;
  while (i < text.length && text.charCodeAt(i) !== 10 && text.charCodeAt(i) !== 13) i++;
  return i;
}

/**
 * What a template's own text shows (RFC 7595 §7.4 and §3.2): a Contact or Change controller without
 * contact information, examples in the syntax that are not URIs, '//' without a hierarchical part.
 * Example URIs are quoted redacted.
 * @example
 * checkTemplateText(parseTemplate("Scheme name: t\nScheme syntax: t://ID, e.g. t://[x]\n")).map((f) => f.code);
 * // ["invalid-example-uri", "double-slash-without-hierarchy"]
 */
export function checkTemplateText(template: SchemeTemplate): Finding[] {
  const findings: Finding[] = [];
  for (const key of ["contact", "changeController"] as const) {
    const value = template[key];
    if (value !== null && value.trim() !== "" && !hasAddress(value)) {
      findings.push({
        severity: "warning",
        code: `${key === "contact" ? "contact" : "change-controller"}-without-address`,
        message: `'${key === "contact" ? "Contact" : "Change controller"}' gives no email address, web address or phone number`,
        index: fieldIndex(template, key),
        fix: "add contact information, e.g. 'Ann Example <ann@example.com>'",
        section: "RFC 7595 §7.4",
      });
    }
  }
  const syntax = template.syntax;
  const name = template.name?.trim() ?? "";
  if (syntax === null || name === "") return findings;
  const start = fieldIndex(template, "syntax") ?? 0;
  // RFC 7595 §3.2: every URI of the scheme must match <absolute-URI>, so what the syntax offers as an
  // example must parse. Only lines that say so ("Example:", "e.g.", "such as") are read: elsewhere
  // `acme://host[:port]` is a pattern, not a URI. dburi's parser is the judge, so an all-digit host, which
  // it refuses as a malformed IPv4 address, is reported too.
  let offset = start;
  for (const line of syntax.split("\n")) {
    // The line as written is on the next raw line or the one after (a value's first line may share the
    // label's): searched there only, so a line written otherwise (tabs expanded) costs no scan of the rest.
    const window = nextLineEnd(template.text, afterBreak(template.text, nextLineEnd(template.text, offset)));
    const lineAt = template.text.slice(offset, window).indexOf(line);
    const at = lineAt < 0 ? -1 : offset + lineAt;
    if (at >= 0) offset = at + line.length;
    if (!EXAMPLE_LINE.test(line)) continue;
    for (const match of examplesIn(line, name)) {
      const example = trimProse(match.text);
      const parsed = tryParseUri(example);
      if (parsed.ok) continue;
      findings.push({
        severity: "warning",
        code: "invalid-example-uri",
        message: `the example '${redact(example)}' is not a valid URI: ${parsed.error.reason}`,
        index: at >= 0 ? at + match.index : start,
        fix: "make every example match RFC 3986's absolute-URI",
        section: "RFC 7595 §3.2",
      });
    }
  }
  // RFC 7595 §3.2: "//" only where the scheme-specific part has a hierarchical structure.
  const doubleSlash = syntax.toLowerCase().includes(`${name.toLowerCase()}://`) || syntax.includes('"//"');
  if (doubleSlash && !HIERARCHY.test(syntax)) {
    findings.push({
      severity: "warning",
      code: "double-slash-without-hierarchy",
      message: "the syntax uses '//' but describes no hierarchical part (authority, host, path)",
      index: start,
      fix: "use '//' only before a naming authority, or describe the authority and path it introduces",
      section: "RFC 7595 §3.2",
    });
  }
  return findings;
}

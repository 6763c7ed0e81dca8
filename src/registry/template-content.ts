// The checks a template's text invites beyond its fields being there: contact information in Contact and
// Change controller (RFC 7595 §7.4), and the syntax's own examples and use of "//" (§3.2).

import { redact, tryParseUri } from "../uri/index.js";
import type { Finding } from "./definition.js";
import { fieldIndex, type SchemeTemplate } from "./template.js";

const ADDRESS = /@|&|https?:|mailto:|<[^>]+>|\+?\d[\d\s().-]{6,}\d/i;
const EXAMPLE_LINE = /\bexamples?\b|\be\.g\.|\bsuch as\b|\bfor instance\b/i;
const HIERARCHY =
  /authority|hier-part|hierarch|\bhost\b|userinfo|path-abempty|generic (uri )?syntax|allowable syntax/i;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// Sentence punctuation after a URI in prose, and a closing bracket the URI did not open.
function trimProse(candidate: string): string {
  let text = candidate;
  for (;;) {
    const last = text[text.length - 1];
    const unopened = (last === ")" && !text.includes("(")) || (last === "]" && !text.includes("["));
    if (last === undefined || !(".,;:!?".includes(last) || unopened)) return text;
    text = text.slice(0, -1);
  }
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
    if (value !== null && value.trim() !== "" && !ADDRESS.test(value)) {
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
  const examples = new RegExp(`(?<![A-Za-z0-9+.-])${escapeRegExp(name)}:[^\\s<>"'\`]+`, "gi");
  let offset = start;
  for (const line of syntax.split("\n")) {
    const lineAt = template.text.indexOf(line, offset);
    if (lineAt >= 0) offset = lineAt + line.length;
    if (!EXAMPLE_LINE.test(line)) continue;
    for (const match of line.matchAll(examples)) {
      const example = trimProse(match[0]);
      const parsed = tryParseUri(example);
      if (parsed.ok) continue;
      findings.push({
        severity: "warning",
        code: "invalid-example-uri",
        message: `the example '${redact(example)}' is not a valid URI: ${parsed.error.reason}`,
        index: lineAt >= 0 ? lineAt + match.index : start,
        fix: "make every example match RFC 3986's absolute-URI",
        section: "RFC 7595 §3.2",
      });
    }
  }
  // RFC 7595 §3.2: "//" only where the scheme-specific part has a hierarchical structure.
  const doubleSlash = new RegExp(`${escapeRegExp(name)}://|"//"`, "i");
  if (doubleSlash.test(syntax) && !HIERARCHY.test(syntax)) {
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

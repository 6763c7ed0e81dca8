// formatTemplate: a definition rendered as a registration template in the layout of IANA's published
// templates (the redis registration's), which parseTemplate reads back.

import { DburiError } from "../uri/index.js";
import type { SchemeDefinition } from "./definition.js";
import { isRegistrationStatus, type RegistrationStatus } from "./status.js";
import {
  TEMPLATE_FIELD_KEYS,
  TEMPLATE_LABELS,
  type TemplateFieldKey,
  type TemplateForm,
} from "./template.js";
import { normalizeReference, normalizeTemplateValue } from "./template-text.js";

/**
 * Options of `formatTemplate`.
 * @example
 * formatTemplate(registry.get("redis")!, { form: "rfc4395" }).split("\n")[0]; // "URI scheme name:  redis"
 */
export interface FormatTemplateOptions {
  /** Field names of RFC 7595 §7.4 (the default) or of RFC 4395 §5.4. */
  readonly form?: TemplateForm | undefined;
  /**
   * The status to request. By default the definition's own; for an `unregistered` definition,
   * 'provisional', the status RFC 7595 §6 encourages for schemes used beyond one organization.
   */
  readonly status?: RegistrationStatus | undefined;
  /**
   * Text to put before the first field (e.g. "(last updated 2025-07-01)"); "" for none. By default an
   * `unregistered` definition's template starts with a note that it is a draft.
   */
  readonly preamble?: string | undefined;
}

const STATUS_WORDS: Readonly<Record<RegistrationStatus, string>> = {
  permanent: "Permanent",
  provisional: "Provisional",
  historical: "Historical",
};

function field(label: string, value: string): string {
  const text = normalizeTemplateValue(value);
  if (text === "") return `${label}:`;
  if (!text.includes("\n")) return `${label}:  ${text}`;
  return `${label}:\n${text
    .split("\n")
    .map((line) => (line === "" ? "" : `  ${line}`))
    .join("\n")}`;
}

function definitionValue(
  definition: SchemeDefinition,
  key: TemplateFieldKey,
): string | readonly string[] | undefined {
  return key === "status" ? undefined : definition[key];
}

function formOf(options: FormatTemplateOptions): TemplateForm {
  const form = options.form ?? "rfc7595";
  if (form !== "rfc7595" && form !== "rfc4395") {
    throw new DburiError({
      code: "invalid-argument",
      reason: `options.form is ${JSON.stringify(form)}, not a template form`,
      fix: "pass 'rfc7595' (the default) or 'rfc4395', lowercase",
    });
  }
  return form;
}

function statusOf(definition: SchemeDefinition, options: FormatTemplateOptions): RegistrationStatus {
  const given = options.status !== undefined;
  const status = given
    ? options.status
    : definition.status === "unregistered"
      ? "provisional"
      : definition.status;
  if (!isRegistrationStatus(status)) {
    // Say where the status came from: the caller's option, or a definition that was never checked.
    throw new DburiError({
      code: "invalid-status",
      reason: given
        ? `options.status is ${JSON.stringify(status)}: a template can request 'permanent', 'provisional' or 'historical'`
        : `the definition of '${definition.name}' has the status ${JSON.stringify(status)}, which is not a status`,
      fix: given
        ? "pass 'permanent', 'provisional' or 'historical' as options.status, lowercase"
        : "give the definition one of permanent, provisional, historical, unregistered (createRegistry checks it), or pass options.status",
    });
  }
  return status;
}

// One citation a line, each non-empty once normalized: an empty one would be written as a blank line,
// which reads back as no citation at all, and the round trip would not hold.
function referenceLines(definition: SchemeDefinition, references: readonly string[]): string[] {
  return references.map((reference, i) => {
    const line = typeof reference === "string" ? normalizeReference(reference) : "";
    if (line === "") {
      throw new DburiError({
        code: "invalid-definition",
        reason: `references[${i}] of '${definition.name}' is ${typeof reference === "string" ? "empty" : "not text"}`,
        fix: "give each citation as non-empty text, or leave it out",
      });
    }
    return `  ${line}`;
  });
}

/**
 * Renders a definition as a registration template: the RFC 7595 §7.4 fields (Scheme name, Status,
 * Applications/protocols, Contact, Change controller, References) then the specification fields of the
 * older template (syntax, semantics, encoding, interoperability, security), each present field once, with
 * multi-line values indented by two spaces and one citation per References line. `parseTemplate` reads it
 * back to the same fields (texts in `normalizeTemplateValue` form). Aliases, ports and the interpreter
 * are not template fields and are not written.
 * @throws DburiError `invalid-argument` when `options.form` is not 'rfc7595' or 'rfc4395';
 *   `invalid-status` when the status to request (`options.status`, else the definition's) is not
 *   permanent, provisional or historical; `invalid-definition` for an empty citation in `references`
 * @example
 * formatTemplate(registry.get("example")!).split("\n")[0]; // "Scheme name:  example"
 */
export function formatTemplate(definition: SchemeDefinition, options: FormatTemplateOptions = {}): string {
  const form = formOf(options);
  const status = statusOf(definition, options);
  const preamble =
    options.preamble ??
    (definition.status === "unregistered"
      ? `(draft: '${definition.name}' is not in the IANA registry; this requests ${status} registration)`
      : undefined);
  const blocks: string[] =
    preamble === undefined || preamble === "" ? [] : [normalizeTemplateValue(preamble)];
  for (const key of TEMPLATE_FIELD_KEYS) {
    const label = TEMPLATE_LABELS[key][form];
    if (key === "status") {
      blocks.push(field(label, STATUS_WORDS[status]));
      continue;
    }
    const value = definitionValue(definition, key);
    if (value === undefined) continue;
    if (typeof value === "string") blocks.push(field(label, value));
    else blocks.push([`${label}:`, ...referenceLines(definition, value)].join("\n"));
  }
  return `${blocks.join("\n\n")}\n`;
}

// The URI scheme registration template: its fields under the names RFC 7595 §7.4 gives them and under the
// older names of RFC 4395 §5.4, and what reading one yields.

import type { RegistrationStatus } from "./status.js";

/**
 * A template field, by the `SchemeDefinition` property it fills.
 * @example
 * templateFieldOf("Author/Change controller")?.key; // "changeController"
 */
export type TemplateFieldKey =
  | "name"
  | "status"
  | "applications"
  | "contact"
  | "changeController"
  | "references"
  | "syntax"
  | "semantics"
  | "encoding"
  | "interoperability"
  | "security";

/**
 * Which field names a template uses: RFC 7595 §7.4 ("Scheme name") or RFC 4395 §5.4 ("URI scheme name").
 * @example
 * parseTemplate("URI scheme name: acme\nStatus: provisional\n").form; // "rfc4395"
 */
export type TemplateForm = "rfc7595" | "rfc4395";

/**
 * One field as it appears in the text.
 * @example
 * parseTemplate("Scheme name: acme\nStatus: Provisional\n").fields[1];
 * // { label: "Status", key: "status", value: "Provisional", index: 18, line: 2 }
 */
export interface TemplateField {
  /** The field name as written, without its ':' or '.'. */
  readonly label: string;
  /** The field it is, or null for a field the templates do not define (e.g. "Acknowledgments"). */
  readonly key: TemplateFieldKey | null;
  /** The value: lines kept, common indentation and trailing spaces removed, blank edges trimmed. */
  readonly value: string;
  /** Offset of the field name in the text. */
  readonly index: number;
  /** 1-based line of the field name. */
  readonly line: number;
}

/**
 * A registration template read by `parseTemplate`. Absent fields are null; present but empty ones "".
 * @example
 * const template: SchemeTemplate = parseTemplate("Scheme name: acme\nStatus: Provisional\n");
 * [template.form, template.name, template.status, template.contact];
 * // ["rfc7595", "acme", "provisional", null]
 */
export interface SchemeTemplate {
  readonly form: TemplateForm;
  /** "Scheme name", as written (not lowercased: the review checks its case). */
  readonly name: string | null;
  /** "Status" when it is one of RFC 7595's three, lowercased; null when absent or anything else. */
  readonly status: RegistrationStatus | null;
  /** "Status" as written, e.g. `Provisional`. */
  readonly statusText: string | null;
  readonly applications: string | null;
  readonly contact: string | null;
  readonly changeController: string | null;
  /** "References", one entry per citation (continuation lines joined with a space). */
  readonly references: readonly string[] | null;
  readonly syntax: string | null;
  readonly semantics: string | null;
  readonly encoding: string | null;
  readonly interoperability: string | null;
  readonly security: string | null;
  /** Text before the first field, such as "(last updated 2015-07-20)", or null. */
  readonly preamble: string | null;
  /** Every field in order, including unknown and repeated ones. */
  readonly fields: readonly TemplateField[];
  /** The text the template was read from. */
  readonly text: string;
}

/**
 * How a field is labelled in each form, in the order `formatTemplate` writes them.
 * @example
 * TEMPLATE_LABELS.changeController.rfc4395; // "Author/Change controller"
 */
export const TEMPLATE_LABELS: Readonly<Record<TemplateFieldKey, Readonly<Record<TemplateForm, string>>>> = {
  name: { rfc7595: "Scheme name", rfc4395: "URI scheme name" },
  status: { rfc7595: "Status", rfc4395: "Status" },
  applications: {
    rfc7595: "Applications/protocols that use this scheme name",
    rfc4395: "Applications/protocols that use this URI scheme name",
  },
  contact: { rfc7595: "Contact", rfc4395: "Contact" },
  changeController: { rfc7595: "Change controller", rfc4395: "Author/Change controller" },
  references: { rfc7595: "References", rfc4395: "References" },
  syntax: { rfc7595: "Scheme syntax", rfc4395: "URI scheme syntax" },
  semantics: { rfc7595: "Scheme semantics", rfc4395: "URI scheme semantics" },
  encoding: { rfc7595: "Encoding considerations", rfc4395: "Encoding considerations" },
  interoperability: {
    rfc7595: "Interoperability considerations",
    rfc4395: "Interoperability considerations",
  },
  security: { rfc7595: "Security considerations", rfc4395: "Security considerations" },
};

/**
 * Every field key, in template order.
 * @example
 * TEMPLATE_FIELD_KEYS.slice(0, 2); // ["name", "status"]
 */
export const TEMPLATE_FIELD_KEYS = Object.freeze(Object.keys(TEMPLATE_LABELS) as TemplateFieldKey[]);

/**
 * The template fields that hold free text (all but name, status and references), in template order.
 * @example
 * TEMPLATE_TEXT_KEYS.includes("security"); // true
 */
export const TEMPLATE_TEXT_KEYS = Object.freeze([
  "applications",
  "contact",
  "changeController",
  "syntax",
  "semantics",
  "encoding",
  "interoperability",
  "security",
] as const);

// Names seen in real templates besides the two forms' own, lowercased, whitespace collapsed.
const OTHER_LABELS: Readonly<Record<string, TemplateFieldKey>> = {
  "uri scheme": "name",
  "person & email address to contact for further information": "contact",
  "contact person": "contact",
  author: "changeController",
  "change controller/author": "changeController",
  reference: "references",
  "applications/protocols that use this scheme": "applications",
  "applications/protocols that use this uri scheme": "applications",
};

const BY_LABEL: ReadonlyMap<string, { key: TemplateFieldKey; form: TemplateForm | null }> = (() => {
  const map = new Map<string, { key: TemplateFieldKey; form: TemplateForm | null }>();
  for (const key of TEMPLATE_FIELD_KEYS) {
    const { rfc7595, rfc4395 } = TEMPLATE_LABELS[key];
    const shared = rfc7595 === rfc4395;
    map.set(rfc7595.toLowerCase(), { key, form: shared ? null : "rfc7595" });
    if (!shared) map.set(rfc4395.toLowerCase(), { key, form: "rfc4395" });
  }
  for (const [label, key] of Object.entries(OTHER_LABELS)) map.set(label, { key, form: null });
  return map;
})();

/**
 * The field a label names, in either form or a common variant, and the form whose name it is (null when
 * both forms use it); undefined for a label no template defines.
 * @example
 * templateFieldOf("Author/Change controller"); // { key: "changeController", form: "rfc4395" }
 */
export function templateFieldOf(
  label: string,
): { readonly key: TemplateFieldKey; readonly form: TemplateForm | null } | undefined {
  return BY_LABEL.get(label.trim().toLowerCase().replace(/\s+/g, " "));
}

/**
 * The offset of the first field with `key` in the template's text, or undefined when it has none.
 * @example
 * fieldIndex(parseTemplate("Scheme name: a\nStatus: Permanent\n"), "status"); // 15
 */
export function fieldIndex(template: SchemeTemplate, key: TemplateFieldKey): number | undefined {
  return template.fields.find((field) => field.key === key)?.index;
}

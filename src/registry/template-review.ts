// reviewTemplate: a registration template judged against RFC 7595 as the Designated Expert and IANA would
// (§7.2): completeness for the requested status, the name rules, conflicts with existing entries, and what
// the text itself shows (examples that are not URIs, '//' without a hierarchy).

import type { Finding, RegistryLike, SchemeStatus } from "./definition.js";
import { type IanaSnapshot, ianaSnapshot } from "./iana.js";
import { checkSchemeName } from "./name.js";
import { definitionRegistrants, ianaRegistrants, namesRegistrant } from "./registrant.js";
import { checkStatusTransition, type RegistrationStatus } from "./status.js";
import { fieldIndex, type SchemeTemplate, type TemplateFieldKey } from "./template.js";
import { checkTemplateText } from "./template-content.js";
import { parseTemplate } from "./template-parse.js";
import { missingField, REQUIRABLE_FIELDS } from "./template-requirements.js";

/**
 * Options of `reviewTemplate`.
 * @example
 * const findings = reviewTemplate("Scheme name: postgresql\nStatus: Provisional\n", { registry });
 * findings.some((f) => f.code === "name-in-use"); // true
 */
export interface ReviewTemplateOptions {
  /** Definitions whose names the template must not take; typically dburi's built-in `registry`. */
  readonly registry?: RegistryLike | undefined;
  /** The IANA registry to check the name against: the vendored snapshot by default, null for none. */
  readonly iana?: IanaSnapshot | null | undefined;
  /**
   * Whether the template updates the existing registration of its name (RFC 7595 §7.3) rather than
   * requesting a new one (§7.2). By default it does when it names the existing entry's registrant.
   */
  readonly update?: boolean | undefined;
}

function structure(template: SchemeTemplate): Finding[] {
  const findings: Finding[] = [];
  if (template.form === "rfc4395") {
    findings.push({
      severity: "info",
      code: "rfc4395-template",
      message: "the template uses RFC 4395's field names; RFC 7595 obsoletes RFC 4395",
      fix: "use 'Scheme name', 'Change controller', ... as RFC 7595 §7.4 names them",
      section: "RFC 7595 §7.4",
    });
  }
  const seen = new Set<TemplateFieldKey>();
  for (const field of template.fields) {
    if (field.key === null) {
      findings.push({
        severity: "info",
        code: "unknown-field",
        message: `'${field.label}' is not a field of the registration template`,
        index: field.index,
        section: "RFC 7595 §7.4",
      });
    } else if (seen.has(field.key)) {
      findings.push({
        severity: "error",
        code: "duplicate-field",
        message: `'${field.label}' appears more than once; only the first is read`,
        index: field.index,
        fix: "merge the values into one field",
        section: "RFC 7595 §7.4",
      });
    }
    if (field.key !== null) seen.add(field.key);
  }
  return findings;
}

function nameAndStatus(template: SchemeTemplate): Finding[] {
  const findings: Finding[] = [];
  const name = template.name?.trim() ?? "";
  if (name === "") {
    findings.push(missingName(template));
  } else {
    const field = template.fields.find((f) => f.key === "name");
    const at = field === undefined ? -1 : template.text.indexOf(name, field.index + field.label.length);
    for (const finding of checkSchemeName(name)) {
      const index = at < 0 ? undefined : at + (finding.index ?? 0);
      findings.push({ ...finding, index });
    }
  }
  if (template.status === null) {
    const written = template.statusText;
    findings.push({
      severity: "error",
      code: written === null || written.trim() === "" ? "missing-status" : "invalid-status",
      message:
        written === null || written.trim() === ""
          ? "the template requests no status"
          : `the status '${written}' is not one a registration can request`,
      index: fieldIndex(template, "status"),
      fix: "write 'Status: Provisional', 'Status: Permanent' or 'Status: Historical'",
      section: "RFC 7595 §7.4",
    });
  }
  return findings;
}

function missingName(template: SchemeTemplate): Finding {
  return {
    severity: "error",
    code: "missing-name",
    message: template.name === null ? "there is no 'Scheme name' field" : "'Scheme name' is empty",
    index: fieldIndex(template, "name"),
    fix: "fill in 'Scheme name:' with the lowercase name",
    section: "RFC 7595 §7.4",
  };
}

function transition(from: SchemeStatus, to: RegistrationStatus, where: string, index?: number): Finding {
  const rule = checkStatusTransition(from, to);
  if (!rule.allowed) {
    return {
      severity: "error",
      code: "status-transition-not-allowed",
      message: `${where}; ${rule.reason}`,
      index,
      fix: "request the status the entry has, or one RFC 7595 §7.3 allows moving to",
      section: rule.section,
    };
  }
  return {
    severity: rule.approval?.startsWith("IESG") ? "warning" : "info",
    code: from === to ? "updates-registration" : "status-transition",
    message: `${where}; this template reads as ${from === to ? "that registration or an update of it" : `a change to '${to}'`} (approval: ${rule.approval})`,
    index,
    section: rule.section,
  };
}

interface Existing {
  /** The status the name has now. */
  readonly from: SchemeStatus;
  /** Where the name is registered, as a clause. */
  readonly where: string;
  readonly registrants: readonly string[];
  /** The finding when the template is not that registration, and its section. */
  readonly code: string;
  readonly section: string;
  readonly fix: string;
}

// A template for a name that is already registered is that registration or an update of it (§7.3) when
// it names the registrant (or the caller says so); otherwise it asks for a name that is taken (§7.2).
function existing(
  template: SchemeTemplate,
  options: ReviewTemplateOptions,
  index: number | undefined,
  entry: Existing,
): Finding[] {
  if (options.update ?? namesRegistrant(template, entry.registrants)) {
    return [transition(entry.from, template.status ?? "provisional", entry.where, index)];
  }
  return [
    {
      severity: "error",
      code: entry.code,
      message: `${entry.where}, and this template does not name its registrant`,
      index,
      fix: entry.fix,
      section: entry.section,
    },
  ];
}

function conflicts(template: SchemeTemplate, options: ReviewTemplateOptions): Finding[] {
  const name = template.name?.trim().toLowerCase() ?? "";
  const status = template.status;
  if (name === "" || status === null) return [];
  const index = fieldIndex(template, "name");
  const iana = options.iana === undefined ? ianaSnapshot() : options.iana;
  const entry = iana?.get(name);
  if (entry !== undefined) {
    return existing(template, options, index, {
      from: entry.status === "pending-review" ? status : entry.status,
      where: `'${name}' is registered at IANA as ${entry.status} (${entry.reference || "no reference"})`,
      registrants: ianaRegistrants(entry),
      code: "name-registered-at-iana",
      section: status === "provisional" ? "RFC 7595 §4" : "RFC 7595 §7.2",
      fix: "choose another name; to update that registration, name its registrant in Contact or Change controller",
    });
  }
  const definition = options.registry?.get(name);
  if (definition === undefined) {
    return options.update
      ? [
          {
            severity: "warning",
            code: "nothing-to-update",
            message: `the template is reviewed as an update, but '${name}' has no registration`,
            index,
            section: "RFC 7595 §7.3",
          },
        ]
      : [];
  }
  const role =
    definition.name === name ? `the scheme '${name}'` : `'${name}' (an alias of '${definition.name}')`;
  if (definition.status === "unregistered") {
    return [
      {
        severity: "warning",
        code: "name-in-use",
        message: `${role} is in use without registration; registering it for anything else would collide with that use`,
        index,
        fix: "register it only for that use, or choose another name",
        section: "RFC 7595 §6",
      },
    ];
  }
  return existing(template, options, index, {
    from: definition.status,
    where: `${role} is registered as ${definition.status} in the registry`,
    registrants: definitionRegistrants(definition),
    code: "name-registered",
    section: "RFC 7595 §7.2",
    fix: "choose another name",
  });
}

/**
 * Reviews a registration template (parsed, or its text) against RFC 7595 and returns the findings, each
 * with a severity, a code, the section it comes from and, where it applies, the offset in the text:
 * template fields missing for the requested status (§7.4; §3 for 'permanent', §4 for 'provisional', §5
 * for 'historical'; a 'permanent' request citing its specification in References is warned, not refused,
 * for the specification fields §7.4 leaves to that specification), the name rules (§3.8), the reserved `example` (§8), a name already registered at
 * IANA or in `options.registry` (§4, §7.2) unless the template is that registration or an update of it
 * (§7.3, with the status change checked), contacts without contact information (§7.4), example URIs that
 * are not URIs and '//' without a hierarchical part (§3.2), unknown and repeated fields. Without a valid
 * status, fields are held to the 'provisional' requirements. A template with no `error` finding is
 * complete and conflict-free.
 * @throws DburiError `invalid-template` when given text with no template field
 * @example
 * const findings = reviewTemplate(formatTemplate(registry.get("redis")!), { registry }); // the redis registration
 * findings.filter((f) => f.severity === "error"); // []
 * reviewTemplate("Scheme name: acme\nStatus: Permanent\n").map((f) => f.code);
 * // ["missing-applications", "missing-contact", ..., "missing-syntax", "missing-semantics", ...]
 */
export function reviewTemplate(
  template: SchemeTemplate | string,
  options: ReviewTemplateOptions = {},
): Finding[] {
  const parsed = typeof template === "string" ? parseTemplate(template) : template;
  const requested = parsed.status ?? "provisional";
  const citesSpecification = (parsed.references ?? []).some((reference) => reference.trim() !== "");
  const missing = REQUIRABLE_FIELDS.map((key) =>
    missingField(requested, key, parsed[key], { index: fieldIndex(parsed, key), citesSpecification }),
  ).filter((finding) => finding !== null);
  return [
    ...structure(parsed),
    ...nameAndStatus(parsed),
    ...missing,
    ...conflicts(parsed, options),
    ...checkTemplateText(parsed),
  ];
}

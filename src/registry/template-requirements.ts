// Which template fields each requested status needs, how badly, and why: RFC 7595 §7.4 for the template
// itself, §3 for 'permanent' (its guidelines are REQUIRED), §4 for 'provisional', §5 for 'historical'.

import type { Finding } from "./definition.js";
import type { RegistrationStatus } from "./status.js";
import { TEMPLATE_LABELS, type TemplateFieldKey } from "./template.js";

interface Need {
  readonly severity: Finding["severity"];
  readonly section: string;
  /** Why the field is needed, completing "a '<status>' registration ...". */
  readonly why: string;
}

const TEMPLATE_FIELD = (why: string): Need => ({ severity: "error", section: "RFC 7595 §7.4", why });

// The six fields of the §7.4 template "must be supplied" whatever the status (§7.2 step 1: IANA rejects
// incomplete requests). The specification fields moved out of the template into the scheme
// specification, which only 'permanent' registration requires.
const COMMON: Readonly<Partial<Record<TemplateFieldKey, Need>>> = {
  applications: TEMPLATE_FIELD("names the applications or protocols that use the scheme (§3.5)"),
  contact: TEMPLATE_FIELD("names a person to contact, with contact information"),
  changeController: TEMPLATE_FIELD("names who may change the registration, with contact information"),
  references: TEMPLATE_FIELD("cites every document it refers to"),
};

const NEEDS: Readonly<Record<RegistrationStatus, Readonly<Partial<Record<TemplateFieldKey, Need>>>>> = {
  permanent: {
    ...COMMON,
    references: TEMPLATE_FIELD("cites its scheme specification, which 'permanent' registration requires"),
    syntax: { severity: "error", section: "RFC 7595 §3.2", why: "must define the scheme-specific syntax" },
    semantics: {
      severity: "error",
      section: "RFC 7595 §3.3",
      why: "must be clear about how the scheme is expected to function",
    },
    encoding: {
      severity: "warning",
      section: "RFC 7595 §3.6",
      why: "must describe how characters are encoded when its URIs hold text",
    },
    interoperability: {
      severity: "info",
      section: "RFC 7595 §3.9",
      why: "identifies details known to affect interoperability, if any",
    },
    security: {
      severity: "error",
      section: "RFC 7595 §3.7",
      why: "must come with a clear analysis of its security and privacy implications",
    },
  },
  provisional: {
    ...COMMON,
    contact: {
      severity: "error",
      section: "RFC 7595 §4",
      why: "must include contact information identifying the person supplying it",
    },
    syntax: {
      severity: "warning",
      section: "RFC 7595 §4",
      why: "should define its syntax, or note how and why it departs from §3.2",
    },
    semantics: {
      severity: "warning",
      section: "RFC 7595 §4",
      why: "should define its semantics, or note how and why it departs from §3.3",
    },
    encoding: { severity: "info", section: "RFC 7595 §4", why: "should describe its encoding (§3.6)" },
    interoperability: {
      severity: "info",
      section: "RFC 7595 §3.9",
      why: "identifies details known to affect interoperability, if any",
    },
    security: {
      severity: "warning",
      section: "RFC 7595 §4",
      why: "should include clear security considerations, or explain why a full analysis is not available",
    },
  },
  historical: {
    ...COMMON,
    references: {
      severity: "error",
      section: "RFC 7595 §5",
      why: "should indicate where the scheme was defined or documented, and §7.4 requires References",
    },
  },
};

// RFC 7595 §7.4: these fields "are no longer part of the template. The answers instead belong in the scheme
// specification", which only 'permanent' registration requires and References cites.
const SPECIFICATION_FIELDS: ReadonlySet<TemplateFieldKey> = new Set([
  "syntax",
  "semantics",
  "encoding",
  "interoperability",
  "security",
]);

const LOWER: Readonly<Record<Finding["severity"], Finding["severity"]>> = {
  error: "warning",
  warning: "info",
  info: "info",
};

/**
 * What `missingField` needs to know about the rest of the template.
 * @example
 * const options: MissingFieldOptions = { index: 40, citesSpecification: true };
 */
export interface MissingFieldOptions {
  /** Offset of the field in the template's text, when it is there but empty. */
  readonly index?: number | undefined;
  /** Whether References cites something: for 'permanent', the specification that answers §7.4's fields. */
  readonly citesSpecification?: boolean | undefined;
}

function kebab(key: TemplateFieldKey): string {
  return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/**
 * A finding for a template field that is absent or empty, when the requested status needs it; null when
 * the status does not (or the field is there). For a 'permanent' request whose References cites its
 * specification, a missing specification field (syntax, semantics, encoding, interoperability, security)
 * is one severity lower and says the specification must answer it: RFC 7595 §7.4 moved those answers out
 * of the template into the specification, which the review cannot read.
 * @example
 * missingField("permanent", "security", null)?.severity; // "error"
 * missingField("permanent", "security", null, { citesSpecification: true })?.severity; // "warning"
 */
export function missingField(
  status: RegistrationStatus,
  key: TemplateFieldKey,
  value: string | readonly string[] | null,
  options: MissingFieldOptions = {},
): Finding | null {
  const need = NEEDS[status][key];
  const empty = value === null || value.length === 0 || (typeof value === "string" && value.trim() === "");
  if (need === undefined || !empty) return null;
  const label = TEMPLATE_LABELS[key].rfc7595;
  const absent = value === null ? `there is no '${label}' field` : `'${label}' is empty`;
  const cited =
    status === "permanent" && options.citesSpecification === true && SPECIFICATION_FIELDS.has(key);
  if (cited) {
    return {
      severity: LOWER[need.severity],
      code: `missing-${kebab(key)}`,
      message: `${absent}; RFC 7595 §7.4 leaves it to the scheme specification, so the one cited in References must cover it (a '${status}' registration ${need.why})`,
      index: options.index,
      fix: `make sure the cited specification covers it, or fill in '${label}:'`,
      section: need.section,
    };
  }
  return {
    severity: need.severity,
    code: `missing-${kebab(key)}`,
    message: `${absent}: a '${status}' registration ${need.why}`,
    index: options.index,
    fix: `fill in '${label}:'`,
    section: need.section,
  };
}

/**
 * The fields `missingField` knows requirements for, in template order.
 * @example
 * REQUIRABLE_FIELDS.includes("security"); // true
 */
export const REQUIRABLE_FIELDS: readonly TemplateFieldKey[] = Object.freeze(
  Object.keys(TEMPLATE_LABELS).filter((key) => key !== "name" && key !== "status") as TemplateFieldKey[],
);

// Registration statuses and the changes between them that RFC 7595 §7.3 allows.

import { DburiError } from "../uri/index.js";
import type { SchemeStatus } from "./definition.js";

/**
 * The statuses a registration request can ask for (RFC 7595 §7.4 "Status").
 * @example
 * const status: RegistrationStatus = "provisional";
 * formatTemplate(registry.get("postgresql")!, { status });
 */
export type RegistrationStatus = Exclude<SchemeStatus, "unregistered">;

/**
 * Every status a definition can have, in the order `dburi schemes` sorts them.
 * @example
 * SCHEME_STATUSES.includes("unregistered"); // true
 */
export const SCHEME_STATUSES: readonly SchemeStatus[] = Object.freeze([
  "permanent",
  "provisional",
  "historical",
  "unregistered",
]);

/**
 * Whether `value` is a definition status.
 * @example
 * isSchemeStatus("provisional"); // true
 * isSchemeStatus("Provisional"); // false: statuses are lowercase
 */
export function isSchemeStatus(value: unknown): value is SchemeStatus {
  return typeof value === "string" && (SCHEME_STATUSES as readonly string[]).includes(value);
}

/**
 * Whether `value` is a status a registration can request: `unregistered` cannot be (RFC 7595 §7.4).
 * @example
 * isRegistrationStatus("historical"); // true
 * isRegistrationStatus("unregistered"); // false
 */
export function isRegistrationStatus(value: unknown): value is RegistrationStatus {
  return isSchemeStatus(value) && value !== "unregistered";
}

/**
 * What `checkStatusTransition` says about moving a scheme from one status to another.
 * @example
 * const change: StatusTransition = checkStatusTransition("provisional", "permanent");
 * [change.allowed, change.section]; // [true, "RFC 7595 §7.3"]
 */
export interface StatusTransition {
  readonly from: SchemeStatus;
  readonly to: SchemeStatus;
  /** Whether RFC 7595 provides a procedure for the change. */
  readonly allowed: boolean;
  /** Who must approve or may request it, when allowed. */
  readonly approval: string | null;
  /** The rule, in a sentence. */
  readonly reason: string;
  /** The section the rule comes from. */
  readonly section: string;
}

type Rule = Omit<StatusTransition, "from" | "to">;

const NOT_DEFINED = (from: SchemeStatus, to: SchemeStatus): Rule => ({
  allowed: false,
  approval: null,
  reason: `RFC 7595 defines no change from '${from}' to '${to}'`,
  section: "RFC 7595 §7.3",
});

// Keyed `${from}>${to}`. Same-status changes are updates of the registration (§7.3 first paragraph).
const RULES: Readonly<Record<string, Rule>> = {
  "unregistered>provisional": {
    allowed: true,
    approval: "IANA, First Come First Served",
    reason: "a new 'provisional' registration is added when no entry of the name exists",
    section: "RFC 7595 §7.2",
  },
  "unregistered>permanent": {
    allowed: true,
    approval: "Designated Expert (Expert Review)",
    reason: "a new 'permanent' registration needs Expert Review against the guidelines of §3",
    section: "RFC 7595 §7.2",
  },
  "unregistered>historical": {
    allowed: true,
    approval: "Designated Expert (Expert Review)",
    reason: "a scheme once in use can be registered newly as 'historical'",
    section: "RFC 7595 §5",
  },
  "provisional>permanent": {
    allowed: true,
    approval: "Designated Expert (Expert Review), as for a new 'permanent' registration",
    reason: "'provisional' to 'permanent' is requested and approved like a new 'permanent' registration",
    section: "RFC 7595 §7.3",
  },
  "provisional>historical": {
    allowed: true,
    approval: "anyone authorized to update the 'provisional' registration",
    reason: "'provisional' to 'historical' can be requested by whoever may update the registration",
    section: "RFC 7595 §7.3",
  },
  "permanent>historical": {
    allowed: true,
    approval: "IESG",
    reason: "'permanent' to 'historical' requires IESG approval",
    section: "RFC 7595 §7.3",
  },
  "provisional>provisional": {
    allowed: true,
    approval: "the original registrant or anyone they designate; the IESG can reassign it",
    reason: "a 'provisional' registration is updated by its registrant",
    section: "RFC 7595 §7.3",
  },
  "permanent>permanent": {
    allowed: true,
    approval: "Designated Expert (Expert Review); IESG approval if defined in an IESG-approved document",
    reason: "a registration is updated by the same mechanism as an initial registration",
    section: "RFC 7595 §7.3",
  },
  "historical>historical": {
    allowed: true,
    approval: "Designated Expert (Expert Review)",
    reason: "a registration is updated by the same mechanism as an initial registration",
    section: "RFC 7595 §7.3",
  },
  "unregistered>unregistered": {
    allowed: true,
    approval: null,
    reason: "nothing is registered, so nothing changes at IANA",
    section: "RFC 7595 §6",
  },
};

/**
 * What RFC 7595 says about moving a scheme from status `from` to status `to`: whether a procedure exists
 * (§7.3: provisional to permanent or historical, permanent to historical; §7.2 and §5 for new entries),
 * who approves it, and the section. Registrations are never removed, and nothing leaves 'historical'.
 * @throws DburiError `invalid-status` when `from` or `to` is not one of `SCHEME_STATUSES` (statuses are
 *   lowercase; IANA's 'Pending Review' marks a request, not a status a scheme moves from or to)
 * @example
 * checkStatusTransition("permanent", "historical").approval; // "IESG"
 * checkStatusTransition("permanent", "provisional").allowed; // false
 */
export function checkStatusTransition(from: SchemeStatus, to: SchemeStatus): StatusTransition {
  for (const [role, status] of [
    ["from", from],
    ["to", to],
  ] as const) {
    if (!isSchemeStatus(status)) {
      throw new DburiError({
        code: "invalid-status",
        reason: `checkStatusTransition(): '${role}' is ${typeof status === "string" ? `'${status}'` : String(status)}, which is not a status`,
        fix: `use one of ${SCHEME_STATUSES.join(", ")} (lowercase)`,
      });
    }
  }
  const rule = RULES[`${from}>${to}`] ?? NOT_DEFINED(from, to);
  return Object.freeze({ from, to, ...rule });
}

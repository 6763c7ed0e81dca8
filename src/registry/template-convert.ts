// toSchemeDefinition: a parsed registration template as a definition that createRegistry accepts.

import { DburiError } from "../uri/index.js";
import type { SchemeDefinition } from "./definition.js";
import { type SchemeTemplate, TEMPLATE_TEXT_KEYS } from "./template.js";

/**
 * The definition a template describes: its name (lowercased, as registrations are, RFC 7595 §3.8), status
 * and every text field it has. Aliases, ports and an interpreter are not template fields; add them to
 * the result when you need them.
 * @throws DburiError `invalid-template` when the template has no name or no valid status
 * @example
 * const definition = toSchemeDefinition(parseTemplate("Scheme name: acme\nStatus: Provisional\n"));
 * const mine = createRegistry([{ ...definition, defaultPort: { port: 7000, source: "vendor", reference: "https://example.com/ports" } }]);
 */
export function toSchemeDefinition(template: SchemeTemplate): SchemeDefinition {
  if (template.name === null || template.name.trim() === "") {
    throw new DburiError({
      code: "invalid-template",
      reason: "the template has no scheme name",
      fix: "add a 'Scheme name:' field (RFC 7595 §7.4)",
    });
  }
  if (template.status === null) {
    throw new DburiError({
      code: "invalid-template",
      reason: `the template's status ${template.statusText === null ? "is missing" : `'${template.statusText}' is not one of Permanent, Provisional, Historical`}`,
      fix: "add 'Status: Provisional' (or Permanent, or Historical) (RFC 7595 §7.4)",
    });
  }
  const definition: { -readonly [K in keyof SchemeDefinition]: SchemeDefinition[K] } = {
    name: template.name.trim().toLowerCase(),
    status: template.status,
  };
  for (const key of TEMPLATE_TEXT_KEYS) {
    if (template[key] !== null) definition[key] = template[key];
  }
  if (template.references !== null) definition.references = template.references;
  return definition;
}

// Whether a template comes from the registrant of an existing entry: then it is that registration, or an
// update of it (RFC 7595 §7.3), not a second use of the name (§7.2). IANA's Reference cell names the
// registrant as [First_Last], [RFCnnnn], [draft-...] or [someone_at_example.com].

import type { SchemeDefinition } from "./definition.js";
import type { IanaScheme } from "./iana.js";
import type { SchemeTemplate } from "./template.js";

const MIN_TOKEN = 4;

function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/_at_|\s+at\s+|&/g, "@")
    .replace(/_/g, " ")
    .replace(/\brfc\s*(\d+)/g, "rfc$1")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The names an IANA entry's Reference cell gives its registrant by: people, organizations, RFCs, drafts
 * and addresses, normalized for comparison.
 * @example
 * ianaRegistrants(lookupIanaScheme("redis")!); // ["chris rebert"]
 */
export function ianaRegistrants(entry: IanaScheme): string[] {
  return entry.references
    .map((reference) => normalize(reference.replace(/,\s*section.*$/i, "")))
    .filter((token) => token.length >= MIN_TOKEN);
}

/**
 * The names and addresses a definition's Contact and Change controller give, normalized for comparison.
 * @example
 * definitionRegistrants({ name: "acme", status: "provisional", contact: "Ann Example <ann@example.com>" });
 * // ["ann example", "ann@example.com"]
 */
export function definitionRegistrants(definition: SchemeDefinition): string[] {
  const tokens: string[] = [];
  for (const text of [definition.contact, definition.changeController]) {
    if (text === undefined) continue;
    tokens.push(normalize(text.replace(/<[^>]*>|\([^)]*\)/g, " ")));
    for (const match of text.matchAll(/[^\s<>()]+[@&][^\s<>()]+/g)) tokens.push(normalize(match[0]));
  }
  return tokens.filter((token) => token.length >= MIN_TOKEN);
}

/**
 * Whether the template's Contact, Change controller or References name any of `registrants`.
 * @example
 * const redis = parseTemplate(formatTemplate(registry.get("redis")!)); // the registration dburi carries
 * namesRegistrant(redis, ianaRegistrants(lookupIanaScheme("redis")!)); // true
 */
export function namesRegistrant(template: SchemeTemplate, registrants: readonly string[]): boolean {
  const text = normalize(
    [template.contact, template.changeController, ...(template.references ?? [])]
      .filter((part) => part !== null)
      .join(" "),
  );
  return registrants.some((token) => text.includes(token));
}

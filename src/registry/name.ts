// Scheme name rules: RFC 3986 §3.1 syntax, lowercase registration and the '.' rule of RFC 7595 §3.8,
// the reserved "example" scheme of §8.

import { DburiError } from "../uri/index.js";
import type { DefinitionFinding } from "./definition.js";
import { lookupIanaScheme } from "./iana.js";
import { ROOT_ZONE_SOURCE, ROOT_ZONE_TLDS } from "./tld-data.js";

const NAME_SECTION = "RFC 7595 §3.8";

// The '.' rule needs to know what a top-level domain is: the root zone's, vendored (data/README.md).
// Split at the first check of such a name, not when the package loads (bench/README.md, "Start-up").
let topLevelDomains: ReadonlySet<string> | undefined;

function isAlpha(c: number): boolean {
  const lower = c | 32;
  return lower >= 97 && lower <= 122;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/**
 * Whether `name` matches RFC 3986 §3.1: `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`. Case is not checked;
 * anything but a string is not a name.
 * @example
 * isValidSchemeName("mongodb+srv"); // true
 * isValidSchemeName("2fa"); // false
 */
export function isValidSchemeName(name: string): boolean {
  return typeof name === "string" && syntaxError(name) === null;
}

function syntaxError(name: string): DefinitionFinding | null {
  if (name.length === 0) {
    return {
      severity: "error",
      code: "empty-scheme-name",
      message: "the scheme name is empty",
      fix: "name the scheme: a letter, then letters, digits, '+', '-' or '.'",
      section: NAME_SECTION,
    };
  }
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    const ok = i === 0 ? isAlpha(c) : isAlpha(c) || isDigit(c) || c === 43 || c === 45 || c === 46;
    if (!ok) {
      const shown = JSON.stringify(name[i]);
      return {
        severity: "error",
        code: "invalid-scheme-name",
        message:
          i === 0
            ? `a scheme name starts with a letter (RFC 3986 §3.1), not ${shown}`
            : `${shown} cannot appear in a scheme name (RFC 3986 §3.1 allows letters, digits, '+', '-', '.')`,
        index: i,
        fix: "use only ASCII letters, digits, '+', '-' and '.', starting with a letter",
        section: NAME_SECTION,
      };
    }
  }
  return null;
}

function dotFindings(name: string): DefinitionFinding[] {
  // RFC 7595 §3.8: new names MUST NOT contain a '.' unless constructed from a reversed domain name.
  const registered = lookupIanaScheme(name);
  if (registered !== undefined) {
    return [
      {
        severity: "info",
        code: "registered-dotted-name",
        message: `'${name}' contains a '.' but is already in the IANA registry (${registered.status}); the '.' rule applies to new names`,
        section: NAME_SECTION,
      },
    ];
  }
  const labels = name.split(".");
  let at = 0;
  for (const label of labels) {
    const valid =
      label.length > 0 && /^[a-z0-9-]+$/i.test(label) && !label.startsWith("-") && !label.endsWith("-");
    if (!valid) {
      return [
        {
          severity: "error",
          code: "dot-in-scheme-name",
          message: `'${name}' contains a '.' but is not a reversed domain name: '${label}' is not a domain label`,
          index: at,
          fix: "use '-' instead of '.', or a reversed domain you hold, such as com.example.app",
          section: NAME_SECTION,
        },
      ];
    }
    at += label.length + 1;
  }
  // RFC 7595 §3.8: the name must be a reversed domain, so its first label must be a top-level domain.
  const top = labels[0]!.toLowerCase();
  topLevelDomains ??= new Set(ROOT_ZONE_TLDS.split(" "));
  if (!topLevelDomains.has(top)) {
    return [
      {
        severity: "error",
        code: "unknown-top-level-domain",
        message:
          `'${name}' contains a '.', which only a reversed domain name may, but '${top}' is not a ` +
          `top-level domain of the root zone (as of ${ROOT_ZONE_SOURCE.published})`,
        index: 0,
        fix: "use '-' instead of '.', or a reversed domain you hold, such as com.example.app",
        section: NAME_SECTION,
      },
    ];
  }
  return [
    {
      severity: "info",
      code: "private-use-scheme-name",
      message: `'${name}' is a reversed-domain name for private use; registering it is optional`,
      section: "RFC 7595 §6",
    },
  ];
}

/**
 * Checks a scheme name against the registration rules: RFC 3986 §3.1 syntax, registered in lowercase
 * (RFC 7595 §3.8), a '.' only in a reversed-domain name (§3.8: every label a domain label, the first a
 * top-level domain of the root zone; names IANA already lists are exempt), and `example`, reserved for
 * documentation (§8). Errors break a MUST; notes do not.
 * @throws DburiError `invalid-argument` when `name` is not a string
 * @example
 * checkSchemeName("Redis")[0]?.code; // "uppercase-scheme-name"
 * checkSchemeName("redis.tls")[0]?.code; // "unknown-top-level-domain": 'redis' is no top-level domain
 * checkSchemeName("com.example.app")[0]?.code; // "private-use-scheme-name"
 */
export function checkSchemeName(name: string): DefinitionFinding[] {
  if (typeof name !== "string") {
    throw new DburiError({
      code: "invalid-argument",
      reason: `checkSchemeName() takes a scheme name, not ${name === null ? "null" : typeof name}`,
      fix: "pass the name as a string",
    });
  }
  const syntax = syntaxError(name);
  if (syntax !== null) return [syntax];
  const findings: DefinitionFinding[] = [];
  const upper = name.search(/[A-Z]/);
  if (upper >= 0) {
    findings.push({
      severity: "error",
      code: "uppercase-scheme-name",
      message: `scheme names are registered in lowercase, and '${name}' is not`,
      index: upper,
      fix: `use '${name.toLowerCase()}': scheme names are case-insensitive in URIs, lowercase in registrations`,
      section: NAME_SECTION,
    });
  }
  if (name.includes(".")) findings.push(...dotFindings(name));
  if (name.toLowerCase() === "example") {
    findings.push({
      severity: "info",
      code: "reserved-example-name",
      message: "'example' is reserved for documentation and must not be used for any protocol",
      section: "RFC 7595 §8",
    });
  }
  return findings;
}

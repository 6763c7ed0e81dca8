// What createRegistry checks in each definition before accepting it, so a bad definition fails when the
// registry is built, never later while a URI is being interpreted.

import type { DburiErrorCode, ParseUriOptions } from "../uri/index.js";
import { isQuerySeparators } from "../uri/parse-options.js";
import type { DefinitionFinding } from "./definition.js";
import { checkSchemeName, isValidSchemeName } from "./name.js";
import { isSchemeStatus, SCHEME_STATUSES } from "./status.js";
import { TEMPLATE_TEXT_KEYS } from "./template.js";

const TEXT_FIELDS = [...TEMPLATE_TEXT_KEYS, "description", "variantOf", "canonicalEngine"] as const;

function problem(code: DburiErrorCode, message: string, fix: string, section?: string): DefinitionFinding {
  return { severity: "error", code, message, fix, section };
}

function nameFindings(name: string, role: string): DefinitionFinding[] {
  return checkSchemeName(name).map((finding) => ({ ...finding, message: `${role}: ${finding.message}` }));
}

function portFindings(value: unknown): DefinitionFinding[] {
  if (value === undefined || value === null) return [];
  const port = value as { port?: unknown; source?: unknown; reference?: unknown };
  const fix = "give { port: 1-65535, source: 'iana' | 'vendor', reference: the service name or document }";
  if (typeof value !== "object")
    return [problem("invalid-default-port", "defaultPort is not an object", fix)];
  if (typeof port.port !== "number" || !Number.isInteger(port.port) || port.port < 1 || port.port > 65535) {
    return [
      problem("invalid-default-port", `defaultPort.port ${String(port.port)} is not a port number`, fix),
    ];
  }
  if (port.source !== "iana" && port.source !== "vendor") {
    return [problem("invalid-default-port", "defaultPort.source must be 'iana' or 'vendor'", fix)];
  }
  if (typeof port.reference !== "string" || port.reference.trim() === "") {
    return [problem("invalid-default-port", "defaultPort.reference must say where the port comes from", fix)];
  }
  return [];
}

// Every option parseUri takes, with the values it admits: a key ParseUriOptions gains must be added here
// (the type says so), and a misspelt one ("hostlist") is an error instead of an option silently ignored.
const PARSE_OPTION_VALUES: {
  readonly [K in keyof Required<ParseUriOptions>]: {
    readonly admits: (value: unknown) => boolean;
    readonly expected: string;
  };
} = {
  hostList: { admits: (value) => typeof value === "boolean", expected: "a boolean" },
  querySeparators: { admits: isQuerySeparators, expected: '"&" or "&;"' },
};

function parseOptionFindings(value: unknown, name: string): DefinitionFinding[] {
  if (value === undefined) return [];
  const known = Object.keys(PARSE_OPTION_VALUES).join(", ");
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return [
      problem(
        "invalid-definition",
        `parseOptions of '${name}' must be an object`,
        `give { ${known} } or leave it out`,
      ),
    ];
  }
  const findings: DefinitionFinding[] = [];
  for (const [key, option] of Object.entries(value)) {
    const values = Object.hasOwn(PARSE_OPTION_VALUES, key)
      ? PARSE_OPTION_VALUES[key as keyof ParseUriOptions]
      : undefined;
    if (values === undefined) {
      findings.push(
        problem(
          "invalid-definition",
          `parseOptions of '${name}' has no option '${key}'`,
          `use only ${known}`,
        ),
      );
    } else if (option !== undefined && !values.admits(option)) {
      findings.push(
        problem(
          "invalid-definition",
          `parseOptions.${key} of '${name}' must be ${values.expected}`,
          `give ${values.expected}`,
        ),
      );
    }
  }
  return findings;
}

// RFC 3986 §3.1 syntax only: a variantOf is a reference, looked up in any case like every other name.
function variantFindings(value: unknown, name: string, own: ReadonlySet<string>): DefinitionFinding[] {
  if (typeof value !== "string") return [];
  if (!isValidSchemeName(value)) {
    return checkSchemeName(value).map((finding) => ({
      ...finding,
      message: `variantOf of '${name}': ${finding.message}`,
    }));
  }
  if (own.has(value.toLowerCase())) {
    return [
      problem(
        "invalid-variant",
        `'${name}' names itself ('${value}') as its variant`,
        "name the other variant (as 'redis' for 'rediss'), or drop variantOf",
      ),
    ];
  }
  return [];
}

function listFindings(value: unknown, field: string): DefinitionFinding[] {
  if (value === undefined) return [];
  if (Array.isArray(value) && value.every((item) => typeof item === "string")) return [];
  return [problem("invalid-definition", `${field} must be an array of strings`, `give ${field} as string[]`)];
}

/**
 * Checks one scheme definition as `createRegistry` does: the name and every alias follow the name rules
 * (`checkSchemeName`), the status is known, the default port is a port with its provenance, `parseOptions`
 * holds only options `parseUri` knows, `variantOf` is a scheme name other than the definition's own, and
 * every other field has its type (`interpret` and `interpretText` are functions). Returns the findings;
 * `createRegistry` throws on the first error.
 * @example
 * checkDefinition({ name: "Acme", status: "provisional" })[0]?.code; // "uppercase-scheme-name"
 */
export function checkDefinition(definition: unknown): DefinitionFinding[] {
  if (typeof definition !== "object" || definition === null) {
    return [problem("invalid-definition", "a definition must be an object", "pass { name, status, ... }")];
  }
  const d = definition as Record<string, unknown>;
  if (typeof d.name !== "string") {
    return [problem("invalid-definition", "a definition needs a name", "give the scheme's name, lowercase")];
  }
  const findings = nameFindings(d.name, `scheme '${d.name}'`);
  if (!isSchemeStatus(d.status)) {
    findings.push(
      problem(
        "invalid-status",
        `'${d.name}' has the status ${JSON.stringify(d.status)}`,
        `use one of ${SCHEME_STATUSES.join(", ")}`,
        "RFC 7595 §7.4",
      ),
    );
  }
  findings.push(...listFindings(d.aliases, "aliases"), ...listFindings(d.references, "references"));
  const seen = new Set([d.name.toLowerCase()]);
  for (const alias of Array.isArray(d.aliases) ? (d.aliases as unknown[]) : []) {
    if (typeof alias !== "string") continue;
    findings.push(...nameFindings(alias, `alias '${alias}' of '${d.name}'`));
    if (seen.has(alias.toLowerCase())) {
      findings.push(
        problem(
          "alias-collision",
          `'${d.name}' lists '${alias}' twice, or as its own alias`,
          "list every alias once, and not the name itself",
        ),
      );
    }
    seen.add(alias.toLowerCase());
  }
  findings.push(...portFindings(d.defaultPort), ...parseOptionFindings(d.parseOptions, d.name));
  for (const field of TEXT_FIELDS) {
    if (d[field] !== undefined && typeof d[field] !== "string") {
      findings.push(problem("invalid-definition", `${field} of '${d.name}' must be a string`, "give text"));
    }
  }
  if (d.tls !== undefined && typeof d.tls !== "boolean") {
    findings.push(
      problem("invalid-definition", `tls of '${d.name}' must be a boolean`, "give true or false"),
    );
  }
  for (const [field, type] of [
    ["interpret", "Interpreter"],
    ["interpretText", "TextInterpreter"],
  ] as const) {
    if (d[field] !== undefined && typeof d[field] !== "function") {
      findings.push(
        problem("invalid-definition", `${field} of '${d.name}' must be a function`, `give a ${type}`),
      );
    }
  }
  findings.push(...variantFindings(d.variantOf, d.name, seen));
  return findings;
}

// What `dburi schemes` shows: every definition of a registry with its IANA status beside its own, and
// whether the two agree.

import type { Finding, SchemeDefinition, SchemeStatus } from "./definition.js";
import { type IanaSnapshot, type IanaStatus, ianaSnapshot } from "./iana.js";
import type { Registry } from "./registry.js";

/**
 * Options of `compareWithIana` and `listSchemes`.
 * @example
 * import { readFileSync } from "node:fs";
 *
 * const iana = parseIanaSnapshot(readFileSync("uri-schemes-1.csv", "utf8")); // a newer download
 * listSchemes(registry, { iana });
 */
export interface IanaCheckOptions {
  /** The IANA registry to compare with; the vendored snapshot by default. */
  readonly iana?: IanaSnapshot | undefined;
}

/**
 * One row of `listSchemes`.
 * @example
 * const rediss = listSchemes(registry).find((s) => s.name === "rediss");
 * [rediss?.ianaStatus, rediss?.tls, rediss?.variantOf]; // ["provisional", true, "redis"]
 */
export interface SchemeSummary {
  readonly name: string;
  readonly aliases: readonly string[];
  /** The status the definition states. */
  readonly status: SchemeStatus;
  /** The status IANA lists, or null when IANA has no entry. */
  readonly ianaStatus: IanaStatus | null;
  readonly description: string | null;
  /** The default port, or null. */
  readonly defaultPort: number | null;
  /** Where the default port comes from (`iana` or `vendor`), or null. */
  readonly defaultPortSource: "iana" | "vendor" | null;
  readonly tls: boolean;
  readonly variantOf: string | null;
  /** `compareWithIana`'s findings: empty when the definition and IANA agree. */
  readonly findings: readonly Finding[];
}

/**
 * Compares a definition's stated status with IANA's: a registered status must be IANA's, `unregistered`
 * must have no IANA entry. An alias that IANA lists is a warning (it names another registration).
 * @example
 * compareWithIana({ name: "redis", status: "unregistered" })[0]?.code; // "registered-at-iana"
 * compareWithIana({ name: "rediss", status: "provisional" }); // []
 */
export function compareWithIana(definition: SchemeDefinition, options: IanaCheckOptions = {}): Finding[] {
  const iana = options.iana ?? ianaSnapshot();
  const findings: Finding[] = [];
  const entry = iana.get(definition.name);
  const fix = "state the status IANA lists, or `unregistered` for a scheme IANA does not list";
  if (entry === undefined && definition.status !== "unregistered") {
    findings.push({
      severity: "error",
      code: "not-registered-at-iana",
      message: `'${definition.name}' is stated to be ${definition.status}, but IANA has no entry for it`,
      fix,
    });
  } else if (entry !== undefined && definition.status === "unregistered") {
    findings.push({
      severity: "error",
      code: "registered-at-iana",
      message: `'${definition.name}' is stated to be unregistered, but IANA lists it as ${entry.status}`,
      fix,
    });
  } else if (entry !== undefined && entry.status !== definition.status) {
    findings.push({
      severity: "error",
      code: "iana-status-mismatch",
      message: `'${definition.name}' is stated to be ${definition.status}, but IANA lists it as ${entry.status}`,
      fix,
    });
  }
  for (const alias of definition.aliases ?? []) {
    const registered = iana.get(alias);
    if (registered !== undefined) {
      findings.push({
        severity: "warning",
        code: "alias-registered-at-iana",
        message: `the alias '${alias}' of '${definition.name}' is registered at IANA as ${registered.status} (${registered.description})`,
        fix: "make sure the alias cannot be mistaken for that scheme, or drop it",
      });
    }
  }
  return findings;
}

/**
 * Every definition of a registry, in registration order, with its IANA status and `compareWithIana`'s
 * findings: what `dburi schemes` lists.
 * @example
 * listSchemes(registry).find((s) => s.name === "redis")?.ianaStatus; // "provisional"
 */
export function listSchemes(registry: Registry, options: IanaCheckOptions = {}): SchemeSummary[] {
  const iana = options.iana ?? ianaSnapshot();
  return registry.definitions.map((definition) =>
    Object.freeze({
      name: definition.name,
      aliases: definition.aliases ?? [],
      status: definition.status,
      ianaStatus: iana.get(definition.name)?.status ?? null,
      description: definition.description ?? null,
      defaultPort: definition.defaultPort?.port ?? null,
      defaultPortSource: definition.defaultPort?.source ?? null,
      tls: definition.tls ?? false,
      variantOf: definition.variantOf ?? null,
      findings: Object.freeze(compareWithIana(definition, { iana })),
    }),
  );
}

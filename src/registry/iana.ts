// The IANA URI Schemes registry (RFC 7595 §9): a vendored snapshot, read lazily into a lookup, and a
// reader for any other copy of `uri-schemes-1.csv`.

import { DburiError } from "../uri/index.js";
import { parseCsv } from "./csv.js";
import { IANA_SNAPSHOT_SOURCE, IANA_URI_SCHEMES_CSV } from "./iana-data.js";

export { IANA_SNAPSHOT_SOURCE };

/**
 * An entry's status in the IANA registry; 'Pending Review' marks a request under Expert Review (§7.2).
 * @example
 * lookupIanaScheme("redis")?.status; // "provisional"
 */
export type IanaStatus = "permanent" | "provisional" | "historical" | "pending-review";

/**
 * One entry of the IANA URI Schemes registry.
 * @example
 * const redis: IanaScheme | undefined = lookupIanaScheme("redis");
 * redis?.templateUrl; // "https://www.iana.org/assignments/uri-schemes/prov/redis"
 */
export interface IanaScheme {
  /** The scheme name as IANA lists it, without a trailing `(OBSOLETE)` marker; a few are mixed-case. */
  readonly name: string;
  readonly status: IanaStatus;
  /** The registration template's path under the registry (`prov/redis`), or null when the RFC is it. */
  readonly template: string | null;
  /** The template's address at IANA, or null. */
  readonly templateUrl: string | null;
  /** The description, whitespace (including the line breaks of multi-line cells) collapsed. */
  readonly description: string;
  /** The Reference cell as written, e.g. `[Chris_Rebert]` or `[RFC9110, Section 4.2.1]`. */
  readonly reference: string;
  /** The bracketed items of the Reference cell: `["Chris_Rebert"]`. */
  readonly references: readonly string[];
  /** The Well-Known URI Support cell (RFC 8615), or null for `-` or empty. */
  readonly wellKnownUriSupport: string | null;
  /** The Notes cell, or null when empty. */
  readonly notes: string | null;
  /** Whether IANA marks the name `(OBSOLETE)` (as `shttp`). */
  readonly obsolete: boolean;
}

const TEMPLATE_BASE = "https://www.iana.org/assignments/uri-schemes/";
const STATUSES: Readonly<Record<string, IanaStatus>> = {
  permanent: "permanent",
  provisional: "provisional",
  historical: "historical",
  "pending review": "pending-review",
};
const OBSOLETE = /\s*\(obsolete\)$/i;

/**
 * A loaded copy of the IANA URI Schemes registry: every entry in IANA's order, looked up by name in any
 * case (scheme names are case-insensitive, RFC 3986 §3.1).
 * @example
 * import { readFileSync } from "node:fs";
 *
 * // IANA's registry as a file: https://www.iana.org/assignments/uri-schemes/uri-schemes-1.csv
 * parseIanaSnapshot(readFileSync("uri-schemes-1.csv", "utf8")).get("REDIS")?.status; // "provisional"
 */
export class IanaSnapshot {
  readonly #byName: ReadonlyMap<string, IanaScheme>;
  /** Every entry, in the order of the file. */
  readonly schemes: readonly IanaScheme[];

  /** Use `parseIanaSnapshot` or `ianaSnapshot`. @internal */
  constructor(schemes: readonly IanaScheme[], byName: ReadonlyMap<string, IanaScheme>) {
    this.schemes = Object.freeze([...schemes]);
    this.#byName = byName;
    Object.freeze(this);
  }

  /** The entry for a scheme name (any case), or undefined when IANA has none. */
  get(name: string): IanaScheme | undefined {
    return this.#byName.get(name.toLowerCase());
  }

  /** Whether IANA has an entry for the name (any case). */
  has(name: string): boolean {
    return this.#byName.has(name.toLowerCase());
  }
}

function invalid(reason: string, index: number, fix: string): DburiError {
  return new DburiError({ code: "invalid-iana-snapshot", reason, fix, index });
}

function optional(cell: string | undefined): string | null {
  const value = (cell ?? "").trim();
  return value === "" || value === "-" ? null : value;
}

/**
 * Reads a copy of IANA's `uri-schemes-1.csv` (columns found by their header names, so older copies
 * without "Well-Known URI Support" read too).
 * @throws DburiError `invalid-csv`, or `invalid-iana-snapshot` for a missing column, an unknown status or
 *   a name listed twice
 * @example
 * const snapshot = parseIanaSnapshot("URI Scheme,Template,Description,Status,Reference\r\nacme,,Acme,Provisional,[Ann]\r\n");
 * snapshot.get("acme")?.references; // ["Ann"]
 */
export function parseIanaSnapshot(csv: string): IanaSnapshot {
  const [header, ...rows] = parseCsv(csv);
  const columns = new Map((header?.fields ?? []).map((name, i) => [name.trim().toLowerCase(), i]));
  const column = (name: string): number => {
    const at = columns.get(name);
    if (at === undefined) {
      throw invalid(`the snapshot has no '${name}' column`, 0, "use IANA's uri-schemes-1.csv as published");
    }
    return at;
  };
  const [nameAt, statusAt, templateAt, descriptionAt, referenceAt] = [
    column("uri scheme"),
    column("status"),
    column("template"),
    column("description"),
    column("reference"),
  ];
  const wellKnownAt = columns.get("well-known uri support");
  const notesAt = columns.get("notes");
  const schemes: IanaScheme[] = [];
  const byName = new Map<string, IanaScheme>();
  for (const { fields, index } of rows) {
    if (fields.every((field) => field.trim() === "")) continue;
    const listed = (fields[nameAt] ?? "").trim();
    const name = listed.replace(OBSOLETE, "");
    const statusText = (fields[statusAt] ?? "").trim();
    const status = STATUSES[statusText.toLowerCase().replace(/\s+/g, " ")];
    if (name === "")
      throw invalid("an entry has no scheme name", index, "remove the row or fill in its name");
    if (status === undefined) {
      throw invalid(
        `'${name}' has the unknown status '${statusText}'`,
        index,
        "use IANA's file as published",
      );
    }
    if (byName.has(name.toLowerCase())) {
      throw invalid(`'${name}' is listed twice`, index, "keep one row per scheme name");
    }
    const template = optional(fields[templateAt]);
    const reference = (fields[referenceAt] ?? "").trim();
    const entry: IanaScheme = Object.freeze({
      name,
      status,
      template,
      templateUrl: template === null ? null : TEMPLATE_BASE + template,
      description: (fields[descriptionAt] ?? "").trim().replace(/\s+/g, " "),
      reference,
      references: Object.freeze([...reference.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!.trim())),
      wellKnownUriSupport: wellKnownAt === undefined ? null : optional(fields[wellKnownAt]),
      notes: notesAt === undefined ? null : optional(fields[notesAt]),
      obsolete: name !== listed,
    });
    schemes.push(entry);
    byName.set(name.toLowerCase(), entry);
  }
  return new IanaSnapshot(schemes, byName);
}

let builtin: IanaSnapshot | undefined;

/**
 * The vendored snapshot (see `IANA_SNAPSHOT_SOURCE`), read on first use and shared, frozen, afterwards.
 * @example
 * ianaSnapshot().schemes.length; // 394
 */
export function ianaSnapshot(): IanaSnapshot {
  // A write-once cache of a frozen value: the CSV is parsed only by programs that ask for it.
  builtin ??= parseIanaSnapshot(IANA_URI_SCHEMES_CSV);
  return builtin;
}

/**
 * The vendored IANA entry for a scheme name (any case), or undefined when the scheme is not registered.
 * @example
 * lookupIanaScheme("rediss")?.status; // "provisional"
 * lookupIanaScheme("postgresql"); // undefined: a de-facto scheme, never registered
 */
export function lookupIanaScheme(name: string): IanaScheme | undefined {
  return ianaSnapshot().get(name);
}

/**
 * Every entry of the vendored IANA snapshot, in IANA's order (394 in the mid-2025 snapshot).
 * @example
 * ianaSchemes().filter((s) => s.status === "historical").length; // 18
 */
export function ianaSchemes(): readonly IanaScheme[] {
  return ianaSnapshot().schemes;
}

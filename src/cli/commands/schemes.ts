// dburi schemes [name]: the registry (built-in and the IANA snapshot).

import {
  formatTemplate,
  ianaSchemes,
  listSchemes,
  lookupIanaScheme,
  type SchemeDefinition,
} from "../../registry/index.js";
import { registry } from "../../schemes/index.js";
import { DburiError } from "../../uri/index.js";
import { cell, paint, printJson, say } from "../output.js";
import { parseCommandArgs, quote, UsageError } from "../usage.js";
import type { Command } from "./command.js";

/**
 * A definition as data: every field but the interpreter function, and `interpreted`, whether it has one.
 * @example
 * definitionJson(registry.get("redis")!).interpreted; // true
 */
export function definitionJson(definition: SchemeDefinition): Record<string, unknown> {
  const { interpret: _interpret, ...data } = definition;
  return { ...data, interpreted: definition.interpret !== undefined };
}

function columns(rows: string[][]): string {
  const widths = rows[0]?.map((_, k) => Math.max(...rows.map((row) => row[k]?.length ?? 0))) ?? [];
  return rows
    .map((row) =>
      row
        .map((value, k) => (k === row.length - 1 ? value : value.padEnd(widths[k] ?? 0)))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

/** How schemes prints: JSON for programs, or text for people. */
interface Form {
  readonly json: boolean;
}

function listBuiltIn(form: Form): number {
  const summaries = listSchemes(registry);
  if (form.json) {
    printJson(summaries);
    return 0;
  }
  const rows = [["SCHEME", "STATUS", "IANA", "PORT", "TLS", "ALIASES"]];
  for (const s of summaries) {
    rows.push([
      s.name,
      s.status,
      s.ianaStatus ?? "-",
      s.defaultPort === null ? "-" : `${s.defaultPort} (${s.defaultPortSource})`,
      s.tls ? "yes" : "-",
      s.aliases.join(", ") || "-",
    ]);
  }
  say(columns(rows));
  say(
    paint(
      process.stdout,
      "dim",
      `\n${summaries.length} schemes; \`dburi schemes <name>\` shows one, \`dburi schemes --iana\` lists the IANA registry`,
    ),
  );
  return 0;
}

function listIana(form: Form): number {
  const entries = ianaSchemes();
  if (form.json) printJson(entries);
  else {
    say(
      columns([
        ["SCHEME", "STATUS", "DESCRIPTION"],
        ...entries.map((e) => [e.name, e.status, e.description]),
      ]),
    );
    say(paint(process.stdout, "dim", `\n${entries.length} schemes in the IANA snapshot`));
  }
  return 0;
}

function showOne(name: string, form: Form): number {
  const definition = registry.get(name);
  const iana = lookupIanaScheme(name);
  if (definition) {
    if (form.json) {
      printJson({ definition: definitionJson(definition), iana: iana ?? null });
      return 0;
    }
    say(
      formatTemplate(definition, {
        status: definition.status === "unregistered" ? "provisional" : undefined,
      }),
    );
    say("");
    say(
      [
        [
          "dburi status",
          `${definition.status}${iana ? ` (IANA: ${iana.status})` : " (not in the IANA registry)"}`,
        ],
        ["aliases", (definition.aliases ?? []).join(", ") || null],
        [
          "default port",
          definition.defaultPort
            ? `${definition.defaultPort.port} (${definition.defaultPort.source}: ${definition.defaultPort.reference})`
            : null,
        ],
        ["tls", definition.tls ? "yes" : "no"],
        ["variant of", definition.variantOf ?? null],
      ]
        .map(([label, value]) => `${paint(process.stdout, "dim", String(label).padEnd(12))}  ${cell(value)}`)
        .join("\n"),
    );
    return 0;
  }
  if (iana) {
    if (form.json) printJson({ definition: null, iana });
    else
      say(
        columns([
          ["scheme", iana.name],
          ["IANA status", iana.status],
          ["description", iana.description],
          ["reference", iana.reference],
          ["template", iana.templateUrl ?? "-"],
        ]),
      );
    return 0;
  }
  throw new DburiError({
    code: "unknown-scheme",
    reason: `${quote(name)} is neither a scheme dburi knows nor in the IANA snapshot`,
    fix: "run `dburi schemes` for dburi's schemes, `dburi schemes --iana` for IANA's",
  });
}

async function run(args: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, { iana: { type: "boolean" } });
  if (positionals.length > 1) throw new UsageError("expected at most one scheme name");
  const form: Form = { json: values.json === true };
  if (positionals[0] !== undefined) {
    if (values.iana)
      throw new UsageError(
        "--iana lists the IANA snapshot; with a name, dburi schemes NAME shows IANA's entry too",
      );
    return showOne(positionals[0], form);
  }
  return values.iana ? listIana(form) : listBuiltIn(form);
}

/**
 * `dburi schemes`.
 * @example
 * await schemesCommand.run(["rediss"]); // prints the rediss registration template
 */
export const schemesCommand: Command = {
  name: "schemes",
  usage: `Usage: dburi schemes [name] [--iana] [--json]

Without a name, lists every scheme dburi knows: status, IANA's status, default port and where it comes
from, TLS, aliases. With a name (or alias), shows its definition as an RFC 7595 registration template;
a name only IANA knows shows IANA's entry.

Options:
  --iana   list the IANA URI Schemes registry snapshot instead (not with a name)
  --json   print the data as JSON: the list as [{ name, aliases, status, ianaStatus, description,
           defaultPort, defaultPortSource, tls, variantOf, findings }]; --iana as [{ name, status,
           template, templateUrl, description, reference, references, wellKnownUriSupport, notes,
           obsolete }]; one scheme as { definition, iana }, either null

Examples:
  dburi schemes
  dburi schemes rediss
  dburi schemes --iana --json`,
  run,
};

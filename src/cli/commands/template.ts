// dburi template lint <file> | template show <scheme>: RFC 7595 registration templates.

import { readFileSync } from "node:fs";
import { type Finding, formatTemplate, reviewTemplate } from "../../registry/index.js";
import { registry } from "../../schemes/index.js";
import { DburiError } from "../../uri/index.js";
import { readFailure } from "../input.js";
import { paint, printable, printJson, say } from "../output.js";
import { parseCommandArgs, quote, UsageError } from "../usage.js";
import type { Command } from "./command.js";
import { findingJson } from "./report.js";

const TONES = { error: "red", warning: "yellow", info: "cyan" } as const;

function readText(path: string): string {
  try {
    return readFileSync(path === "-" ? 0 : path, "utf8");
  } catch (error) {
    throw new UsageError(path === "-" ? "cannot read standard input" : readFailure(path, error));
  }
}

/** A finding for people; its message and fix quote the template, so they are made printable. */
function printFinding(finding: Finding): void {
  const where = finding.section ? ` (${finding.section})` : "";
  const severity = paint(process.stdout, TONES[finding.severity], finding.severity.padEnd(7));
  say(`${severity} ${finding.code}${where}: ${printable(finding.message)}`);
  if (finding.fix) say(`        fix: ${printable(finding.fix)}`);
}

/** How template prints: JSON for programs, or text for people. */
interface Form {
  readonly json: boolean;
}

function lint(path: string, form: Form): number {
  const findings = reviewTemplate(readText(path), { registry });
  const errors = findings.filter((f) => f.severity === "error").length;
  if (form.json) printJson({ findings: findings.map(findingJson), errors });
  else {
    for (const finding of findings) printFinding(finding);
    const warnings = findings.filter((f) => f.severity === "warning").length;
    say(
      paint(
        process.stdout,
        errors ? "red" : "green",
        `${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"}`,
      ),
    );
  }
  return errors > 0 ? 1 : 0;
}

function show(name: string, options: Form & { readonly form: string | undefined }): number {
  const { form } = options;
  if (form !== undefined && form !== "rfc7595" && form !== "rfc4395")
    throw new UsageError("--form takes rfc7595 or rfc4395");
  const definition = registry.get(name);
  if (!definition) {
    throw new DburiError({
      code: "unknown-scheme",
      reason: `${quote(name)} is not a scheme dburi knows`,
      fix: "run `dburi schemes` for the list",
    });
  }
  // The template alone on stdout, ready to submit; that it is a draft is a note for the person.
  const draft = definition.status === "unregistered";
  const text = formatTemplate(definition, { form, preamble: "" });
  if (options.json) printJson({ scheme: definition.name, template: text, draft });
  else {
    if (draft) {
      process.stderr.write(
        `note: '${definition.name}' is not in the IANA registry; this template requests provisional registration\n`,
      );
    }
    say(text);
  }
  return 0;
}

async function run(args: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, { form: { type: "string" } });
  const [action, argument, ...rest] = positionals;
  if (argument === undefined || rest.length > 0)
    throw new UsageError("expected: template lint <file> | template show <scheme>");
  const json = values.json === true;
  if (action === "lint") {
    if (values.form !== undefined) throw new UsageError("--form applies to template show");
    return lint(argument, { json });
  }
  if (action === "show") return show(argument, { json, form: values.form });
  throw new UsageError(`unknown template action ${quote(action ?? "")}: use lint or show`);
}

/**
 * `dburi template`.
 * @example
 * await templateCommand.run(["lint", "my-scheme.txt"]); // 1 when any finding is an error
 */
export const templateCommand: Command = {
  name: "template",
  usage: `Usage: dburi template lint <file | -> [--json]
       dburi template show <scheme> [--form rfc7595|rfc4395] [--json]

lint reviews a URI scheme registration template against RFC 7595: missing fields for the requested
status, name rules, names already registered, security considerations, '//' without a hierarchical part...
Each finding has a severity, a code and the RFC section. Exits 1 when any finding is an error.

show renders a scheme dburi knows as a registration template (RFC 7595 field names by default).

--json prints lint's { findings: [{ severity, code, message, index, fix, section }], errors } (index:
where in the template, null, like fix and section, when the finding has none) and show's { scheme,
template, draft }.

Examples:
  dburi template lint my-scheme.txt
  dburi template lint - < my-scheme.txt
  dburi template show redis
  dburi template show amqp --form rfc4395`,
  run,
};

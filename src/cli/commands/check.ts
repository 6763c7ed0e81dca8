// dburi check <uri>... | --file FILE: validate, print findings, exit 1 when any URI is invalid.

import { type ConvertTo, convert } from "../../convert/index.js";
import type { Finding, Target } from "../../registry/index.js";
import { tryInterpret } from "../../schemes/index.js";
import type { DburiError } from "../../uri/index.js";
import { manyUris, type SourcedUri } from "../input.js";
import { paint, printable, printJson, say } from "../output.js";
import { caretLines, type Shown, shownIndex, shownText } from "../shown.js";
import { parseCommandArgs } from "../usage.js";
import type { Command } from "./command.js";
import { type ErrorJson, errorJson, type FindingJson, findingJson, printableMessage } from "./report.js";

interface Checked {
  readonly source: SourcedUri;
  readonly error: DburiError | null;
  readonly warnings: readonly Finding[];
}

/** How check prints: passwords shown (--reveal), warnings failing (--strict). */
interface CheckOptions {
  readonly reveal: boolean;
  readonly strict: boolean;
}

/**
 * A warning as `check --json` prints it: a `FindingJson` with `shownIndex`, the warning's place in the URI
 * as shown, as for errors (see `ErrorJson`).
 * @example
 * const warning: WarningJson = { severity: "warning", code: "redundant-database", message: "...",
 *   index: 29, shownIndex: 20, fix: "give the database once", section: null };
 */
export interface WarningJson extends FindingJson {
  readonly shownIndex: number | null;
}

/**
 * A finding as `check --json` prints it, its index mapped into the URI as shown.
 * @example
 * const text = "redis://:longpassword@h/1?db=1";
 * const finding = interpret(text).warnings[0]!; // redundant-database, at index 29
 * warningJson(finding, { text, reveal: false }).shownIndex; // 20
 */
export function warningJson(finding: Finding, shown: Shown): WarningJson {
  const { severity, code, message, index, fix, section } = findingJson(finding);
  const mapped = index === null ? null : shownIndex(shown, index);
  return { severity, code, message, index, shownIndex: mapped, fix, section };
}

/** The JSON of one checked URI. */
interface ResultJson {
  readonly origin: string;
  readonly uri: string;
  readonly valid: boolean;
  readonly error: ErrorJson | null;
  readonly warnings: readonly WarningJson[];
}

function checkOne(source: SourcedUri): Checked {
  const result = tryInterpret(source.text);
  if (!result.ok) return { source, error: result.error, warnings: [] };
  const target = result.value;
  const driver = driverWarnings(target);
  return {
    source,
    error: null,
    warnings: driver.length === 0 ? target.warnings : [...target.warnings, ...driver],
  };
}

/** The conversions `ping` connects through, by engine: the driver configs of each Node driver it uses. */
const PING_DRIVERS: Readonly<Record<string, readonly ConvertTo[]>> = {
  pg: ["pg"],
  mysql: ["mysql2", "mariadb"],
  sqlite: ["sqlite"],
  redis: ["node-redis", "ioredis"],
  amqp: ["amqplib"],
};

/**
 * What a valid URI asks that its Node drivers cannot do, so that `ping` and `convert --to` would refuse it
 * or go without it: each driver config's report (`convert` under `unsupported: "warn"`), one warning per
 * parameter naming every driver it concerns, and for PostgreSQL a host list, of which node-postgres takes
 * one. A parameter `interpret` already calls unknown is not said again. Each fix names what the CLI offers.
 */
function driverWarnings(target: Target): Finding[] {
  const conversions = PING_DRIVERS[target.canonicalEngine ?? ""] ?? [];
  const hosts = target.hosts.length;
  const said = new Set(target.warnings.filter((w) => w.code === "unknown-param").map((w) => w.index));
  // By the parameter's place: the first driver's warning, and every --to that reports it.
  const byIndex = new Map<number | undefined, { finding: Finding; to: ConvertTo[] }>();
  for (const to of conversions) {
    let warnings: readonly Finding[];
    try {
      warnings = convert(target, to, {
        hostIndex: hosts > 1 ? 0 : undefined,
        unsupported: "warn",
        baseDirectory: "/",
        readFile: () => "",
      }).warnings;
    } catch {
      // What else a conversion refuses (an abstract socket) is convert's to say.
      continue;
    }
    for (const finding of warnings) {
      if (finding.code !== "unsupported-param" && finding.code !== "param-not-carried") continue;
      if (finding.index !== undefined && said.has(finding.index)) continue;
      const seen = byIndex.get(finding.index);
      if (seen === undefined) byIndex.set(finding.index, { finding, to: [to] });
      else if (!seen.to.includes(to)) seen.to.push(to);
    }
  }
  const warnings: Finding[] = [...byIndex.values()].map(({ finding, to }) => ({
    ...finding,
    message: `for ${to.join(" and ")} (dburi ping, convert --to ${to.join("|")}): ${finding.message}`,
    fix:
      finding.code === "unsupported-param"
        ? `${finding.fix}; or go without it: dburi ping or convert with --unsupported ignore`
        : finding.fix,
  }));
  if (target.canonicalEngine === "pg" && hosts > 1) {
    warnings.push({
      severity: "warning",
      code: "multiple-hosts",
      message: `node-postgres takes one host, and this URI lists ${hosts}: dburi ping tries each in turn, without libpq's host-list options`,
      fix: "dburi convert --to pg needs --host-index N to pick one (0 is the first)",
    });
  }
  return warnings;
}

function indent(text: string, by: string): string {
  return text
    .split("\n")
    .map((line) => `${by}${line}`)
    .join("\n");
}

/** One warning for people: its code, where, what, the URI with a caret under the place, and the fix. */
function warningLines(w: Finding, shown: Shown): string {
  const lines = [`${w.code}${w.index === undefined ? "" : ` at index ${w.index}`}: ${printable(w.message)}`];
  if (w.index !== undefined) lines.push(indent(caretLines(shown, w.index), "  "));
  if (w.fix) lines.push(`  fix: ${printable(w.fix)}`);
  return lines.join("\n");
}

function printChecked(checked: Checked, options: CheckOptions): void {
  const shown: Shown = { text: checked.source.text, reveal: options.reveal };
  const failed = checked.error !== null || (options.strict && checked.warnings.length > 0);
  const mark = checked.error
    ? paint(process.stdout, "red", "✖")
    : checked.warnings.length
      ? paint(process.stdout, "yellow", "⚠")
      : paint(process.stdout, "green", "✔");
  const origin = paint(process.stdout, "dim", printable(checked.source.origin));
  const note = failed && !checked.error ? "  (fails with --strict)" : "";
  say(`${mark} ${origin}  ${printable(shownText(shown))}${note}`);
  if (checked.error) say(indent(printableMessage(checked.error), "    "));
  for (const w of checked.warnings) say(indent(warningLines(w, shown), "    "));
}

function resultJson(r: Checked, options: CheckOptions): ResultJson {
  const shown: Shown = { text: r.source.text, reveal: options.reveal };
  return {
    origin: r.source.origin,
    uri: shownText(shown),
    valid: r.error === null && !(options.strict && r.warnings.length > 0),
    error: r.error && errorJson(r.error, shown),
    warnings: r.warnings.map((w) => warningJson(w, shown)),
  };
}

async function run(args: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    file: { type: "string" },
    strict: { type: "boolean" },
  });
  const sources = manyUris(positionals, { env: values.env, file: values.file });
  const options: CheckOptions = { reveal: values.reveal === true, strict: values.strict === true };
  const progress = process.stderr.isTTY === true && sources.length > 20 && !values.json;
  const results: Checked[] = [];
  for (const [i, source] of sources.entries()) {
    if (progress && i % 10 === 0) process.stderr.write(`\rchecking ${i + 1}/${sources.length}`);
    results.push(checkOne(source));
  }
  if (progress) process.stderr.write("\r\x1b[K");
  const invalid = results.filter((r) => r.error !== null).length;
  const warned = results.filter((r) => r.error === null && r.warnings.length > 0).length;
  const failed = invalid + (options.strict ? warned : 0);
  if (values.json) {
    printJson({
      results: results.map((r) => resultJson(r, options)),
      // valid + failed = checked; invalid (an error) and warnings (no error, some warning) say why.
      summary: {
        checked: results.length,
        valid: results.length - failed,
        failed,
        invalid,
        warnings: warned,
        strict: options.strict,
      },
    });
  } else {
    for (const checked of results) printChecked(checked, options);
    const parts = [`${results.length} checked`, `${results.length - invalid - warned} valid`];
    if (warned) parts.push(`${warned} with warnings${options.strict ? " (failing: --strict)" : ""}`);
    if (invalid) parts.push(`${invalid} invalid`);
    say(`\n${paint(process.stdout, failed ? "red" : "green", parts.join(", "))}`);
  }
  return failed > 0 ? 1 : 0;
}

/**
 * `dburi check`.
 * @example
 * await checkCommand.run(["redis://h/0", "--strict"]); // 0
 */
export const checkCommand: Command = {
  name: "check",
  summary: "validate URIs and print findings with code, position and fix",
  usage: `Usage: dburi check <uri...> [--file FILE] [--env NAME] [--strict] [--json] [--reveal]

Validates each URI against its scheme's rules and prints every finding with its code, position and fix.
Exits 0 when all are valid, 1 when any is invalid (with --strict, also when any has a warning).

Options:
  --file FILE   read URIs from a file, one a line; blank lines and lines starting with # are skipped
  --env NAME    check the URI in an environment variable
  -             read URIs from standard input, one a line
  --strict      warnings fail the check too
  --json        print { results: [{ origin, uri, valid, error, warnings }], summary: { checked,
                valid, failed, invalid, warnings, strict } }; a warning is { severity, code, message,
                index, shownIndex, fix, section }
  --reveal      show passwords and secret values

Examples:
  dburi check 'redis://:pw@cache:6379/0' 'amqp://guest:guest@rabbit/%2f'
  dburi check --file urls.txt --strict
  dburi check --env DATABASE_URL`,
  run,
};

// dburi check <uri>... | --file FILE: validate, print findings, exit 1 when any URI is invalid.

import { once } from "node:events";
import { type ConvertTo, convert, readConnectionString } from "../../convert/index.js";
import type { Finding, Target } from "../../registry/index.js";
import type { AnyTarget } from "../../schemes/index.js";
import { DburiError } from "../../uri/index.js";
import { escapeHiddenInJson } from "../../uri/printable.js";
import { manyUris, type SourcedUri } from "../input.js";
import { paint, printable } from "../output.js";
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
  let target: AnyTarget;
  try {
    // Any connection string: a URI, or a libpq, JDBC, ODBC, ADO.NET, DBI or Go MySQL string.
    target = readConnectionString(source.text);
  } catch (error) {
    if (error instanceof DburiError) return { source, error, warnings: [] };
    throw error;
  }
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
  const byIndex = new Map<number | undefined, { finding: Finding; to: ConvertTo[]; pinged: boolean }>();
  const report = (to: ConvertTo, failover: boolean): readonly Finding[] | null => {
    try {
      return convert(target, to, {
        hostIndex: hosts > 1 ? 0 : undefined,
        unsupported: "warn",
        baseDirectory: "/",
        readFile: () => "",
        failover,
      }).warnings;
    } catch {
      // What else a conversion refuses (an abstract socket) is convert's to say.
      return null;
    }
  };
  for (const to of conversions) {
    const warnings = report(to, false);
    if (warnings === null) continue;
    // ping goes over a PostgreSQL host list itself, honouring what the config alone cannot carry.
    const pinged = to === "pg" ? new Set((report(to, true) ?? []).map((w) => w.index)) : undefined;
    for (const finding of warnings) {
      if (finding.code !== "unsupported-param" && finding.code !== "param-not-carried") continue;
      if (finding.index !== undefined && said.has(finding.index)) continue;
      const seen = byIndex.get(finding.index);
      const byPing = pinged === undefined || pinged.has(finding.index);
      if (seen === undefined) byIndex.set(finding.index, { finding, to: [to], pinged: byPing });
      else if (!seen.to.includes(to)) seen.to.push(to);
    }
  }
  const warnings: Finding[] = [...byIndex.values()].map(({ finding, to, pinged }) => ({
    ...finding,
    message: `for ${to.join(" and ")} (${pinged ? "dburi ping, " : ""}convert --to ${to.join("|")}${pinged ? "" : "; dburi ping honours it"}): ${finding.message}`,
    fix:
      finding.code === "unsupported-param"
        ? `${finding.fix}; or go without it: ${pinged ? "dburi ping or " : ""}convert with --unsupported ignore`
        : finding.fix,
  }));
  if (target.canonicalEngine === "pg" && hosts > 1) {
    warnings.push({
      severity: "warning",
      code: "multiple-hosts",
      message: `node-postgres takes one host, and this URI lists ${hosts}: dburi ping tries each in turn, as libpq does`,
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

/**
 * Whether a checked URI has a warning: a finding other than a note (`info`, such as `pasted-value`), which
 * is shown but neither marks the URI nor fails it under --strict.
 */
function warns(checked: Checked): boolean {
  return checked.warnings.some((w) => w.severity !== "info");
}

/** One checked URI for people: the mark, where it came from, the URI as shown, then each finding. */
function checkedLines(checked: Checked, options: CheckOptions): string {
  const shown: Shown = { text: checked.source.text, reveal: options.reveal };
  const failed = checked.error !== null || (options.strict && warns(checked));
  const mark = checked.error
    ? paint(process.stdout, "red", "✖")
    : warns(checked)
      ? paint(process.stdout, "yellow", "⚠")
      : paint(process.stdout, "green", "✔");
  const origin = paint(process.stdout, "dim", printable(checked.source.origin));
  const note = failed && !checked.error ? "  (fails with --strict)" : "";
  const lines = [`${mark} ${origin}  ${printable(shownText(shown))}${note}`];
  if (checked.error) lines.push(indent(printableMessage(checked.error), "    "));
  for (const w of checked.warnings) lines.push(indent(warningLines(w, shown), "    "));
  return `${lines.join("\n")}\n`;
}

function resultJson(r: Checked, options: CheckOptions): ResultJson {
  const shown: Shown = { text: r.source.text, reveal: options.reveal };
  return {
    origin: r.source.origin,
    uri: shownText(shown),
    valid: r.error === null && !(options.strict && warns(r)),
    error: r.error && errorJson(r.error, shown),
    warnings: r.warnings.map((w) => warningJson(w, shown)),
  };
}

/**
 * What a check counted: URIs checked, with an error (`invalid`), with warnings only (`warned`), and those
 * that fail (`failed`: the invalid ones, and with --strict the warned ones too).
 * @example
 * const tally: CheckTally = { checked: 3, invalid: 1, warned: 1, failed: 1 };
 */
export interface CheckTally {
  readonly checked: number;
  readonly invalid: number;
  readonly warned: number;
  readonly failed: number;
}

/**
 * Checks URIs as they come and writes each result as soon as it is found, the summary last: for people,
 * the lines `dburi check` prints; with `json`, the document `--json` prints, `{ results: [...], summary }`,
 * written piece by piece (the text JSON.stringify with an indent of 2 would give). Only the counts are
 * kept, so a list of any length is checked in constant memory; `write` may return a promise, awaited
 * before the next URI is checked (the pace of a slow reader). `progress` is told each URI's number before
 * it is checked. Nothing is written when `sources` yields nothing or throws before its first URI.
 * @example
 * async function* sources() { yield { text: "redis://h/x", origin: "argument 1" }; }
 * const options = { reveal: false, strict: false, json: true };
 * const tally = await checkAll(sources(), options, (text) => process.stdout.write(text));
 * tally.invalid; // 1
 */
export async function checkAll(
  sources: AsyncIterable<SourcedUri>,
  options: CheckOptions & { readonly json: boolean },
  write: (text: string) => unknown,
  progress: (checked: number) => void = () => {},
): Promise<CheckTally> {
  let checked = 0;
  let invalid = 0;
  let warned = 0;
  for await (const source of sources) {
    progress(checked);
    const result = checkOne(source);
    if (result.error !== null) invalid++;
    else if (warns(result)) warned++;
    let text: string;
    if (options.json) {
      // `{ "results": [` before the first result, a comma between results; each indented as a member.
      const member = indent(JSON.stringify(resultJson(result, options), null, 2), "    ");
      text = escapeHiddenInJson(checked === 0 ? `{\n  "results": [\n${member}` : `,\n${member}`);
    } else text = checkedLines(result, options);
    checked++;
    await write(text);
  }
  const failed = invalid + (options.strict ? warned : 0);
  if (checked === 0) return { checked, invalid, warned, failed };
  if (options.json) {
    // valid + failed = checked; invalid (an error) and warnings (no error, some warning) say why.
    const summary = {
      checked,
      valid: checked - failed,
      failed,
      invalid,
      warnings: warned,
      strict: options.strict,
    };
    const json = JSON.stringify(summary, null, 2).replaceAll("\n", "\n  ");
    await write(`\n  ],\n  "summary": ${json}\n}\n`);
  } else {
    const parts = [`${checked} checked`, `${checked - invalid - warned} valid`];
    if (warned) parts.push(`${warned} with warnings${options.strict ? " (failing: --strict)" : ""}`);
    if (invalid) parts.push(`${invalid} invalid`);
    await write(`\n${paint(process.stdout, failed ? "red" : "green", parts.join(", "))}\n`);
  }
  return { checked, invalid, warned, failed };
}

/** Writes to standard output, waiting when its buffer is full until the reader has taken it. */
async function toStdout(text: string): Promise<void> {
  if (!process.stdout.write(text)) await once(process.stdout, "drain");
}

/**
 * `checking 31/40` on standard error, every tenth URI, when standard error is a terminal and more than 20
 * URIs are checked (or a number not known before reading standard input: the count without a total). On
 * a terminal that shows the results too, the line is cleared before each result is printed.
 */
function progressLine(total: number | undefined): {
  show: (i: number) => void;
  clear: (end: boolean) => void;
} {
  let shown = false;
  const shared = process.stdout.isTTY === true;
  return {
    show(i) {
      if (i % 10 !== 0 || (total === undefined && i === 0)) return;
      process.stderr.write(`\rchecking ${i + 1}${total === undefined ? "" : `/${total}`}`);
      shown = true;
    },
    clear(end) {
      if (!shown || !(shared || end)) return;
      process.stderr.write("\r\x1b[K");
      shown = false;
    },
  };
}

async function run(args: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    file: { type: "string" },
    strict: { type: "boolean" },
    // check takes many URIs: each --env names one more variable.
    env: { type: "string", multiple: true },
  });
  const { uris, count } = manyUris(positionals, { env: values.env, file: values.file });
  const json = values.json === true;
  const options = { reveal: values.reveal === true, strict: values.strict === true, json };
  let progress: ReturnType<typeof progressLine> | undefined;
  if (process.stderr.isTTY === true && !json) {
    const total = await count();
    if (total === undefined || total > 20) progress = progressLine(total);
  }
  const write = (text: string) => {
    progress?.clear(false);
    return toStdout(text);
  };
  const tally = await checkAll(uris, options, write, progress?.show);
  progress?.clear(true);
  return tally.failed > 0 ? 1 : 0;
}

/**
 * `dburi check`.
 * @example
 * await checkCommand.run(["redis://h/0", "--strict"]); // 0
 */
export const checkCommand: Command = {
  name: "check",
  usage: `Usage: dburi check <uri...> [--file FILE] [--env NAME ...] [--strict] [--json] [--reveal]

Validates each URI against its scheme's rules and prints every finding with its code, position and fix.
Exits 0 when all are valid, 1 when any is invalid (with --strict, also when any has a warning).
Each result is printed as soon as it is found and the summary last: lists are read a line at a time, so
a list of any length is checked in constant memory (--json too: the document is written piece by piece).

Options:
  --file FILE   read URIs from a file, one a line; blank lines and lines starting with # are skipped
  --env NAME    check the URI in an environment variable (or in the file NAME_FILE names); give it
                again for each further variable
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

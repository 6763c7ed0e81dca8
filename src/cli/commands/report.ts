// How failures are reported: for people on stderr, and with --json as a document on stdout. Everything
// is redacted: a DburiError's message already is, and what a library error quotes of the command line
// (a --driver or --base-dir value) is redacted here.

import type { Finding } from "../../registry/index.js";
import { DburiError, type DburiErrorCode, redactUri } from "../../uri/index.js";
import { paint, printable, printJson, warn } from "../output.js";
import { type Shown, shownIndex } from "../shown.js";
import type { UsageError } from "../usage.js";

/**
 * The JSON form of an error (the message is for people):
 * - `index`: where the problem is in the input as given (the URI argument, the standard input line, the
 *   environment variable's value), counted in UTF-16 code units like a JavaScript string index; the same
 *   number as `DburiError.index` and the message's "at index N". Null when it is not about a position.
 * - `shownIndex`: the same place in the URI as this output shows it (redacted unless --reveal: a `***`
 *   before it shifts it, and a position inside a hidden value becomes the start of its `***`). Null with
 *   `index`, or when the output shows no URI.
 * @example
 * const json: ErrorJson = { code: "invalid-port", index: 14, shownIndex: 15, reason: "...", fix: null };
 */
export interface ErrorJson {
  /** A DburiError's code, or the command line's own `usage-error`. */
  readonly code: DburiErrorCode | "usage-error";
  readonly index: number | null;
  readonly shownIndex: number | null;
  readonly reason: string;
  readonly fix: string | null;
}

/**
 * A finding (a warning of `check`, a template review's finding) as JSON: every key always there, null
 * when the finding has none. `index` counts in the text the finding is about.
 * @example
 * const json: FindingJson = { severity: "warning", code: "redundant-database", message: "...", index: 29,
 *   fix: "give the database once", section: null };
 */
export interface FindingJson {
  readonly severity: Finding["severity"];
  readonly code: string;
  readonly message: string;
  readonly index: number | null;
  readonly fix: string | null;
  readonly section: string | null;
}

/**
 * A finding as JSON, its absent fields null.
 * @example
 * findingJson({ severity: "info", code: "x", message: "m" }); // { severity: "info", code: "x", message: "m", index: null, fix: null, section: null }
 */
export function findingJson(finding: Finding): FindingJson {
  const { severity, code, message } = finding;
  return {
    severity,
    code,
    message,
    index: finding.index ?? null,
    fix: finding.fix ?? null,
    section: finding.section ?? null,
  };
}

/**
 * An error as JSON; `shown` is the input the error's index counts in.
 * @example
 * const text = "redis://:pw@h:x";
 * const result = tryParseUri(text);
 * if (!result.ok) errorJson(result.error, { text, reveal: false });
 * // { code: "invalid-port", index: 14, shownIndex: 15, reason: "the port must be decimal digits only (RFC 3986 §3.2.3)",
 * //   fix: "write the port as a number of at most 65535, or leave it out to use the default" }
 */
export function errorJson(error: DburiError, shown?: Shown): ErrorJson {
  const index = error.index;
  const mapped = index !== null && shown !== undefined ? shownIndex(shown, index) : null;
  return { code: error.code, index, shownIndex: mapped, reason: error.reason, fix: error.fix };
}

/**
 * A usage error as JSON: code `usage-error`, and the command's help as the fix.
 * @example
 * import { UsageError } from "../usage.js";
 *
 * usageErrorJson(new UsageError("expected one URI"), "parse").fix; // "run 'dburi parse --help' for usage"
 */
export function usageErrorJson(error: UsageError, command: string | undefined): ErrorJson {
  return {
    code: "usage-error",
    index: null,
    shownIndex: null,
    reason: error.message,
    fix: `run 'dburi ${command === undefined ? "" : `${command} `}--help' for usage`,
  };
}

/** Replaces each argument that redaction changes, wherever a text quotes it, with its redacted form. */
function redactArguments(text: string, args: readonly string[]): string {
  let out = text;
  for (const arg of args) {
    const value = arg.startsWith("-") && arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : arg;
    for (const raw of new Set([arg, value])) {
      const hidden = redactUri(raw);
      if (hidden !== raw && raw !== "") out = out.split(raw).join(hidden);
    }
  }
  return out;
}

/**
 * A library error with whatever it quotes of the command line redacted: the library quotes option values
 * it cannot use (`'x' is not a Redis driver`), and an option value may be a URI put in the wrong place.
 * @example
 * const error = new DburiError({ code: "unknown-driver", reason: "'redis://:pw@x' is not a Redis driver" });
 * scrubbed(error, ["ping", "redis://h", "--driver=redis://:pw@x"]).reason; // "'redis://:***@x' is not a Redis driver"
 */
export function scrubbed(error: DburiError, args: readonly string[] = process.argv.slice(2)): DburiError {
  const reason = redactArguments(error.reason, args);
  const fix = error.fix === null ? null : redactArguments(error.fix, args);
  const message = redactArguments(error.message, args);
  if (reason === error.reason && fix === error.fix && message === error.message) return error;
  const clean = new DburiError({
    code: error.code,
    reason,
    fix: fix ?? undefined,
    index: error.index ?? undefined,
  });
  clean.message = message;
  return clean;
}

/**
 * A DburiError's message for people: redacted (what it quotes of the command line too) and printable.
 * @example
 * printableMessage(new DburiError({ code: "invalid-argument", reason: "a\x1b[2J" })); // "a␛[2J [invalid-argument]"
 */
export function printableMessage(error: DburiError): string {
  return printable(scrubbed(error).message, { keepLineFeeds: true });
}

/**
 * Prints a DburiError for people on stderr: `printableMessage`.
 * @example
 * printError(new DburiError({ code: "unknown-scheme", reason: "'x' is not a scheme dburi knows" }));
 */
export function printError(error: DburiError): void {
  warn(`${paint(process.stderr, "red", "error")} ${printableMessage(error)}`);
}

/** Library codes that mean an option of the command cannot be used (`--driver nope`): a usage error. */
const USAGE_CODES: ReadonlySet<string> = new Set(["unknown-driver"]);

/**
 * Reports a failed command: the error for people on stderr and, with --json, `document(error)` on
 * stdout. Returns exit code 2 for an option the library refused (`USAGE_CODES`), else 1; anything but a
 * DburiError is thrown on.
 * @example
 * const text = "redis://:pw@h:x";
 * const result = tryParseUri(text);
 * if (!result.ok) reportFailure(result.error, { json: false, shown: { text, reveal: false } }); // 1, the error printed
 */
export function reportFailure(
  error: unknown,
  options: { json: boolean; shown?: Shown | undefined; document?: (error: ErrorJson) => object },
): number {
  if (!(error instanceof DburiError)) throw error;
  const clean = scrubbed(error);
  printError(clean);
  if (options.json) {
    const json = errorJson(clean, options.shown);
    printJson(options.document ? options.document(json) : { error: json });
  }
  return USAGE_CODES.has(clean.code) ? 2 : 1;
}

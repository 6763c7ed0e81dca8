// Where a URI comes from: an argument, standard input ("-"), or an environment variable (--env NAME).
// --env and stdin keep the password out of shell history and out of the process list (`ps` shows
// arguments to every user of the machine; it does not show another process's environment).

import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { redactUri } from "../uri/index.js";
import { quote, UsageError } from "./usage.js";

const READ_ERRORS: Readonly<Record<string, string>> = {
  ENOENT: "no such file",
  EACCES: "permission denied",
  EISDIR: "it is a directory",
};

/**
 * Why a file could not be read, without the system's message (which quotes the path as typed).
 * @example
 * readFailure("redis://:pw@h", Object.assign(new Error(), { code: "ENOENT" })); // "cannot read 'redis://:***@h': no such file (ENOENT)"
 */
export function readFailure(path: string, error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const why = code === undefined ? "unreadable" : `${READ_ERRORS[code] ?? "unreadable"} (${code})`;
  return `cannot read ${quote(path)}: ${why}`;
}

/** Reads all of standard input as text. */
function readStdin(): string {
  try {
    return readFileSync(0, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException | undefined)?.code;
    throw new UsageError(`cannot read standard input${code === undefined ? "" : ` (${code})`}`);
  }
}

/**
 * The one URI on standard input: its line endings at the end dropped (what `echo` and files add, not part
 * of the URI). Empty input, or several lines, is a usage error that says how many lines it read and none
 * of them: a list goes to `dburi check -`.
 */
function stdinUri(): string {
  const text = readStdin().replace(/[\r\n]+$/, "");
  if (text === "") throw new UsageError("standard input is empty: pipe one URI into it");
  const lines = text.split(/\r?\n/).length;
  if (lines > 1) {
    throw new UsageError(
      `standard input holds ${lines} lines, and this command takes one URI (dburi check - takes one a line)`,
    );
  }
  return text;
}

/**
 * The one URI a command works on: the positional argument, "-" for standard input, or --env NAME. An
 * empty URI (an empty variable, empty input) is a usage error: it is a mistake in the call.
 * @example
 * oneUri(["redis://h"], { env: undefined }); // "redis://h"
 */
export function oneUri(positionals: readonly string[], from: { readonly env?: string | undefined }): string {
  if (from.env !== undefined) {
    if (positionals.length > 0) throw new UsageError("give the URI as an argument or with --env, not both");
    // process.env inherits Object.prototype: `--env toString` names an unset variable, not a function.
    const value = Object.hasOwn(process.env, from.env) ? process.env[from.env] : undefined;
    if (value === undefined) throw new UsageError(`the environment variable ${quote(from.env)} is not set`);
    if (value === "") throw new UsageError(`the environment variable ${quote(from.env)} is empty`);
    return value;
  }
  if (positionals.length !== 1) {
    throw new UsageError(
      positionals.length === 0
        ? "missing the URI (or use - for standard input, --env NAME)"
        : `expected one URI, got ${positionals.length} arguments`,
    );
  }
  const [text] = positionals as [string];
  if (text === "") throw new UsageError("the URI is empty");
  return text === "-" ? stdinUri() : text;
}

/**
 * One URI to check, with where it came from for messages.
 * @example
 * const source: SourcedUri = { text: "redis://h", origin: "argument 1" };
 */
export interface SourcedUri {
  readonly text: string;
  /** `argument 2`, `line 14 of urls.txt`, `$DATABASE_URL`, `standard input line 3`. */
  readonly origin: string;
}

/** The lines of a list: one URI a line, blank lines and `#` comments skipped. */
function listLines(text: string, origin: (line: number) => string): SourcedUri[] {
  return text
    .split(/\r?\n/)
    .map((line, i) => ({ text: line.trim(), origin: origin(i + 1) }))
    .filter(({ text: line }) => line !== "" && !line.startsWith("#"));
}

/**
 * Every URI a command checks: arguments ("-" reads a list from standard input), --env, --file.
 * @example
 * manyUris(["redis://a", "redis://b"], { env: undefined, file: undefined }).length; // 2
 */
export function manyUris(
  positionals: readonly string[],
  from: { readonly env: string | undefined; readonly file: string | undefined },
): SourcedUri[] {
  const uris: SourcedUri[] = [];
  positionals.forEach((text, i) => {
    if (text === "-") uris.push(...listLines(readStdin(), (line) => `standard input line ${line}`));
    else uris.push({ text, origin: `argument ${i + 1}` });
  });
  if (from.env !== undefined) uris.push({ text: oneUri([], from), origin: `$${redactUri(from.env)}` });
  if (from.file !== undefined) {
    let content: string;
    try {
      content = readFileSync(from.file, "utf8");
    } catch (error) {
      throw new UsageError(readFailure(from.file, error));
    }
    const file = redactUri(from.file);
    uris.push(...listLines(content, (line) => `line ${line} of ${file}`));
  }
  if (uris.length === 0)
    throw new UsageError("nothing to check: give URIs as arguments, - for standard input, --file or --env");
  return uris;
}

/**
 * What `--base-dir` means, for the help of each command that takes it.
 * @example
 * `Options: ...\n${BASE_DIR_HELP}`;
 */
export const BASE_DIR_HELP = "SQLite paths are resolved against --base-dir (default: the current directory).";

/**
 * The directory relative SQLite paths resolve against: --base-dir, from the current directory when
 * relative, or the current directory. Always absolute, so the library's `relative-path` error, whose fix
 * speaks of its `baseDirectory` option, cannot come from the command line.
 * @example
 * baseDirectory("/srv/app"); // "/srv/app"
 */
export function baseDirectory(option: string | undefined): string {
  return resolve(option ?? ".");
}

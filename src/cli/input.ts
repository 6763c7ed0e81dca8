// Where a URI comes from: an argument, standard input ("-"), or an environment variable (--env NAME).
// --env and stdin keep the password out of shell history and out of the process list (`ps` shows
// arguments to every user of the machine; it does not show another process's environment).

import { closeSync, createReadStream, fstatSync, openSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { assignment, pastedValue } from "../schemes/pasted/pasted.js";
import { envText } from "../schemes/startup/env.js";
import { DburiError, redactUri } from "../uri/index.js";
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
    throw new UsageError(stdinFailure(error));
  }
}

function stdinFailure(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return `cannot read standard input${code === undefined ? "" : ` (${code})`}`;
}

/**
 * The one URI in the text of standard input: its line endings at the end dropped (what `echo` and files
 * add, not part of the URI). Empty input, or several lines, is a usage error that says how many lines it
 * read and none of them: a list goes to `dburi check -`. One pass over the text, whatever it holds: a
 * regular expression anchored at the end (`/[\r\n]+$/`) is tried from every line ending of a run, and a
 * run of many line endings before the last character took time in the square of its length.
 * @example
 * oneLine("redis://h\r\n"); // "redis://h"
 * oneLine("redis://a\nredis://b\n"); // throws UsageError: standard input holds 2 lines, ...
 */
export function oneLine(input: string): string {
  let end = input.length;
  while (end > 0) {
    const c = input.charCodeAt(end - 1);
    if (c !== 0x0a && c !== 0x0d) break;
    end--;
  }
  const text = input.slice(0, end);
  if (text === "") throw new UsageError("standard input is empty: pipe one URI into it");
  let lines = 1;
  for (let at = text.indexOf("\n"); at >= 0; at = text.indexOf("\n", at + 1)) lines++;
  if (lines > 1) {
    throw new UsageError(
      `standard input holds ${lines} lines, and this command takes one URI (dburi check - takes one a line)`,
    );
  }
  return text;
}

/**
 * The text of `--env NAME`, read as the library's `fromEnv` reads it: the variable, or the file
 * `NAME_FILE` names (Docker secrets), its trailing line ending dropped. A variable that is unset, empty,
 * set twice (`NAME` and `NAME_FILE`) or names a file that cannot be read is a usage error: a mistake in
 * the call, said as the library says it.
 * @example
 * fromEnvironment("DATABASE_URL").origin; // "DATABASE_URL", or "the file DATABASE_URL_FILE names (/run/secrets/db)"
 */
export function fromEnvironment(name: string): { readonly text: string; readonly origin: string } {
  try {
    return envText(name, process.env, (path) => readFileSync(path, "utf8"));
  } catch (error) {
    if (!(error instanceof DburiError)) throw error;
    throw new UsageError(error.fix === null ? error.reason : `${error.reason}; ${error.fix}`);
  }
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
    return fromEnvironment(from.env).text;
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
  return text === "-" ? oneLine(readStdin()) : text;
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

/**
 * The lines of a text read in pieces, without their line feeds (a line ending in "\r\n" keeps its "\r",
 * which `listLines` trims). A piece is searched once: a line that spans many pieces is kept as the list
 * of its pieces and joined once, at its end, so a line of any length costs time in its length.
 */
async function* linesOf(pieces: AsyncIterable<string>): AsyncGenerator<string> {
  let open: string[] = [];
  for await (const piece of pieces) {
    let from = 0;
    for (let at = piece.indexOf("\n"); at >= 0; at = piece.indexOf("\n", from)) {
      const tail = piece.slice(from, at);
      if (open.length === 0) yield tail;
      else {
        open.push(tail);
        yield open.join("");
        open = [];
      }
      from = at + 1;
    }
    if (from < piece.length) open.push(from === 0 ? piece : piece.slice(from));
  }
  if (open.length > 0) yield open.join("");
}

/**
 * The URIs of a list read in pieces (a file, standard input), one a line: each line trimmed, blank
 * lines and `#` comments skipped, `origin` naming the line by its number (counting from 1, every line
 * counted). A line of a `.env` file (`KEY=value`, dotenv's grammar) that holds a URI is named by its key
 * too; one whose value is a single word without ":", "/", "@" or "=" (`PORT=3000`) is skipped, no
 * connection string being one, unless its key ends in URL, URI or DSN (then it is checked, and fails). One line is held at a time, so a list of any length is read in the memory of its longest
 * line.
 * @example
 * async function* pieces() { yield "# cache\nredis://a\n\nred"; yield "is://b\n"; }
 * for await (const uri of listLines(pieces(), (n) => `line ${n}`)) console.log(uri.origin, uri.text);
 * // line 2 redis://a
 * // line 4 redis://b
 */
export async function* listLines(
  pieces: AsyncIterable<string>,
  origin: (line: number) => string,
): AsyncGenerator<SourcedUri> {
  let number = 0;
  for await (const line of linesOf(pieces)) {
    number++;
    const text = line.trim();
    if (text === "" || text.startsWith("#")) continue;
    // A `.env` line: a one-word value without ":", "/", "@" or "=" (PORT=3000) is no connection string,
    // unless its key says it is one (DATABASE_URL=oops is checked, and fails); one that holds a URI is
    // named by its key.
    const assigned = assignment(text);
    const key = assigned?.key ?? null;
    if (key !== null && !/[\s:/@=]/.test(assigned!.value) && !/(?:url|uri|dsn)$/i.test(key)) continue;
    const named = pastedValue(text)?.key;
    yield { text, origin: named ? `${named}, ${origin(number)}` : origin(number) };
  }
}

/** Standard input in pieces of text, its read errors usage errors as readStdin's. */
async function* stdinPieces(): AsyncGenerator<string> {
  try {
    process.stdin.setEncoding("utf8");
    for await (const piece of process.stdin) yield piece as string;
  } catch (error) {
    throw new UsageError(stdinFailure(error));
  }
}

/** A file in pieces of text, from the descriptor opened (and checked) before anything was printed. */
async function* filePieces(fd: number, path: string): AsyncGenerator<string> {
  try {
    for await (const piece of createReadStream(path, { fd, encoding: "utf8" })) yield piece as string;
  } catch (error) {
    throw new UsageError(readFailure(path, error));
  }
}

/** Opens a file to read, refusing a directory as reading it would: before anything is printed. */
function openList(path: string): number {
  let fd: number;
  try {
    fd = openSync(path, "r");
  } catch (error) {
    throw new UsageError(readFailure(path, error));
  }
  if (fstatSync(fd).isDirectory()) {
    closeSync(fd);
    throw new UsageError(readFailure(path, Object.assign(new Error(), { code: "EISDIR" })));
  }
  return fd;
}

/** Standard input checked before anything is printed: open, and not a directory. */
function checkStdin(): void {
  let directory: boolean;
  try {
    directory = fstatSync(0).isDirectory();
  } catch (error) {
    throw new UsageError(stdinFailure(error));
  }
  if (directory) throw new UsageError(stdinFailure(Object.assign(new Error(), { code: "EISDIR" })));
}

/**
 * Every URI a command checks, in order: arguments ("-" reads a list from standard input, once), each --env,
 * then --file; read as they are checked, so that a list of any length takes constant memory. What can be
 * refused before reading is refused here, before anything is printed (an unset variable, a file that
 * cannot be opened); the list, when it yields nothing, ends with the usage error "nothing to check".
 * `count` is how many there are, reading the file a second time, or undefined when standard input or a
 * file that is not a regular file (a pipe) is one of them: those can be read once only.
 * @example
 * const { uris } = manyUris(["redis://a", "redis://b"], { env: undefined, file: undefined });
 * for await (const uri of uris) console.log(uri.origin); // argument 1, argument 2
 */
export function manyUris(
  positionals: readonly string[],
  from: { readonly env: readonly string[] | undefined; readonly file: string | undefined },
): { readonly uris: AsyncIterable<SourcedUri>; readonly count: () => Promise<number | undefined> } {
  if (positionals.includes("-")) checkStdin();
  // Each variable read (and a missing or empty one refused) before anything is checked.
  const envs = (from.env ?? []).map((name) => {
    const read = fromEnvironment(name);
    return { text: read.text, origin: read.origin.startsWith("the file ") ? read.origin : `$${read.origin}` };
  });
  const file = from.file;
  const fd = file === undefined ? undefined : openList(file);
  const shownFile = file === undefined ? "" : redactUri(file);
  async function* uris(): AsyncGenerator<SourcedUri> {
    let yielded = 0;
    let stdinRead = false;
    for (const [i, text] of positionals.entries()) {
      if (text !== "-") {
        yielded++;
        yield { text, origin: `argument ${i + 1}` };
      } else if (!stdinRead) {
        // A second "-" finds standard input at its end, as reading it twice would.
        stdinRead = true;
        for await (const uri of listLines(stdinPieces(), (line) => `standard input line ${line}`)) {
          yielded++;
          yield uri;
        }
      }
    }
    for (const env of envs) {
      yielded++;
      yield env;
    }
    if (file !== undefined && fd !== undefined) {
      for await (const uri of listLines(filePieces(fd, file), (line) => `line ${line} of ${shownFile}`)) {
        yielded++;
        yield uri;
      }
    }
    if (yielded === 0)
      throw new UsageError("nothing to check: give URIs as arguments, - for standard input, --file or --env");
  }
  // A file read twice must be a regular file: a pipe (`--file <(command)`) gives its lines once.
  const regular = fd === undefined || fstatSync(fd).isFile();
  async function count(): Promise<number | undefined> {
    if (positionals.includes("-") || !regular) return undefined;
    let n = positionals.length + envs.length;
    if (file !== undefined) {
      const pieces = filePieces(openList(file), file);
      for await (const _ of listLines(pieces, String)) n++;
    }
    return n;
  }
  return { uris: uris(), count };
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

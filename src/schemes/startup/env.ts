// A connection URI from the environment, as applications read it at start-up: `DATABASE_URL` itself, or
// `DATABASE_URL_FILE` naming a file that holds it (the convention of Docker secrets and of the official
// images, which mount each secret as a file under /run/secrets/ rather than put it in the environment,
// where `docker inspect` and child processes see it). This module takes the environment as a record and
// a file reader as a function, so it needs no Node built-in: Deno, Bun and workers' `env` bindings pass
// their own; `fromEnv` (connect/) passes process.env and node:fs.

import type { TargetKind } from "../../registry/index.js";
import { DburiError, redactUri } from "../../uri/index.js";
import { printable } from "../../uri/printable.js";
import { type InterpretOptions, interpret } from "../interpret.js";
import { type AllowedTargets, allowedOf, checkAllowed, type TargetOfKind } from "./allowed.js";

/**
 * Options of `interpretEnv`: the environment to read, how to read a `NAME_FILE` file, the targets
 * allowed, and `interpret`'s options (`repair`, `registry`).
 * @example
 * const options: InterpretEnvOptions = { env: { DATABASE_URL: "postgresql://db/shop" }, engines: ["pg"] };
 */
export interface InterpretEnvOptions<K extends TargetKind = TargetKind>
  extends InterpretOptions,
    AllowedTargets<K> {
  /** The variables, by name: `process.env`, `Deno.env.toObject()`, a worker's `env`, a test's record. */
  readonly env: Readonly<Record<string, string | undefined>>;
  /**
   * Reads the file `NAME_FILE` names, as text. Without it, a set `NAME_FILE` is the error
   * `read-file-required` (`fromEnv` reads with node:fs).
   */
  readonly readFile?: ((path: string) => string) | undefined;
}

/** The text of a variable, and where it came from for messages. */
export interface EnvText {
  /** The URI as read: the variable's value, or the file's content without its trailing line ending. */
  readonly text: string;
  /** `DATABASE_URL`, or `the file DATABASE_URL_FILE names (/run/secrets/db)`. */
  readonly origin: string;
}

/** A variable's own value, never one inherited from Object.prototype (`toString`). */
function own(env: Readonly<Record<string, string | undefined>>, name: string): string | undefined {
  return Object.hasOwn(env, name) ? env[name] : undefined;
}

/** The text without the line endings at its end (what editors and `echo` add to a secret's file). */
function withoutLineEnding(text: string): string {
  let end = text.length;
  while (end > 0) {
    const c = text.charCodeAt(end - 1);
    if (c !== 0x0a && c !== 0x0d) break;
    end--;
  }
  return text.slice(0, end);
}

/**
 * The text of `name` in `env`, or of the file `name_FILE` names, refusing what no URI can be: neither
 * set, both set (which one is meant cannot be told), or empty. Shared by `interpretEnv`, `fromEnv` and
 * the command line's `--env`, so all of them read the same variables the same way.
 * @throws DburiError `missing-variable`, `empty-variable`, `ambiguous-variable`, `read-file-required`,
 * `unreadable-file`, `invalid-argument` (a name that is no non-empty string)
 * @example
 * envText("DATABASE_URL", { DATABASE_URL_FILE: "/run/secrets/db" }, () => "postgresql://db/shop\n").text;
 * // "postgresql://db/shop"
 */
export function envText(
  name: string,
  env: Readonly<Record<string, string | undefined>>,
  readFile: ((path: string) => string) | undefined,
): EnvText {
  if (typeof name !== "string" || name === "") {
    throw new DburiError({
      code: "invalid-argument",
      reason: `expected the variable's name as a non-empty string, got ${typeof name === "string" ? "''" : typeof name}`,
      fix: 'pass the name of the variable, e.g. "DATABASE_URL"',
    });
  }
  if (env === null || typeof env !== "object") {
    throw new DburiError({
      code: "invalid-argument",
      reason: `options.env is not a record of variables (got ${env === null ? "null" : typeof env})`,
      fix: "pass process.env, or an object of variable names and values",
    });
  }
  // A name is shown as `quote` shows arguments: redacted, should a URI have been typed in its place.
  const shown = printable(redactUri(name));
  const fileName = `${name}_FILE`;
  const value = own(env, name);
  const path = own(env, fileName);
  if (value !== undefined && path !== undefined) {
    throw new DburiError({
      code: "ambiguous-variable",
      reason: `both ${shown} and ${shown}_FILE are set, so which one holds the URI cannot be told`,
      fix: `unset one of them: ${shown} holds the URI, ${shown}_FILE the path of a file that holds it`,
    });
  }
  if (path !== undefined) {
    if (path === "") {
      throw new DburiError({
        code: "empty-variable",
        reason: `the environment variable ${shown}_FILE is empty`,
        fix: `set it to the path of the file that holds the URI, or unset it and set ${shown}`,
      });
    }
    // A path is no secret, but a URI pasted into NAME_FILE by mistake would be one: shown redacted.
    const shownPath = printable(redactUri(path));
    if (readFile === undefined) {
      throw new DburiError({
        code: "read-file-required",
        reason: `${shown}_FILE names a file (${shownPath}), and no readFile was given to read it`,
        fix: "pass options.readFile, or call fromEnv, which reads files with node:fs",
      });
    }
    let content: string;
    try {
      content = readFile(path);
    } catch (error) {
      // The system's message quotes the path as given: only its code is kept.
      const code = (error as { code?: unknown } | null)?.code;
      throw new DburiError({
        code: "unreadable-file",
        reason: `cannot read the file ${shown}_FILE names (${shownPath})${typeof code === "string" ? `: ${code}` : ""}`,
        fix: "check that the path exists and that this process may read it (Docker mounts secrets under /run/secrets/)",
      });
    }
    if (typeof content !== "string") {
      throw new DburiError({
        code: "invalid-argument",
        reason: `options.readFile returned ${typeof content}, not the file's text`,
        fix: 'read the file as text, e.g. (path) => readFileSync(path, "utf8")',
      });
    }
    const text = withoutLineEnding(content);
    if (text === "") {
      throw new DburiError({
        code: "empty-variable",
        reason: `the file ${shown}_FILE names (${shownPath}) is empty`,
        fix: "write the URI into the file",
      });
    }
    return { text, origin: `the file ${shown}_FILE names (${shownPath})` };
  }
  if (value === undefined) {
    throw new DburiError({
      code: "missing-variable",
      reason: `the environment variable ${shown} is not set`,
      fix: `set ${shown} to the connection URI, or ${shown}_FILE to the path of a file that holds it`,
    });
  }
  if (value === "") {
    throw new DburiError({
      code: "empty-variable",
      reason: `the environment variable ${shown} is empty`,
      fix: `set ${shown} to the connection URI, or unset it and set ${shown}_FILE to the path of a file that holds it`,
    });
  }
  return { text: value, origin: shown };
}

/**
 * Reads a connection URI from an environment given as a record, interprets it, and checks it is of an
 * allowed engine or kind: what an application does at start-up, with an error that says which variable
 * is wrong and how. The variable may instead be `NAME_FILE`, the path of a file that holds the URI (Docker
 * secrets), read with `options.readFile`, its trailing line ending dropped. Needs no Node built-in: the
 * same on Deno, Bun, in a worker and in a browser. On Node, `fromEnv` reads process.env and files itself.
 * @throws DburiError `missing-variable` (neither set), `empty-variable`, `ambiguous-variable` (both
 * `NAME` and `NAME_FILE` set), `read-file-required`, `unreadable-file`, `engine-not-allowed`; an invalid
 * URI throws `interpret`'s error (its code, index and fix) with the variable's name in its reason,
 * the URI shown redacted
 * @example
 * const target = interpretEnv("DATABASE_URL", {
 *   env: { DATABASE_URL: "postgresql://app:s3cret@db:5432/shop" },
 *   engines: ["pg"],
 * });
 * target.database; // "shop"
 */
export function interpretEnv<K extends TargetKind = TargetKind>(
  name: string,
  options: InterpretEnvOptions<K>,
): TargetOfKind<K> {
  const allowed = allowedOf(options, options?.registry);
  const { text, origin } = envText(name, options?.env, options?.readFile);
  let target: ReturnType<typeof interpret>;
  try {
    target = interpret(text, options);
  } catch (error) {
    if (!(error instanceof DburiError)) throw error;
    throw new DburiError({
      code: error.code,
      reason: `${origin}: ${error.reason}`,
      fix: error.fix ?? undefined,
      index: error.index ?? undefined,
      input: text,
      cause: error,
    });
  }
  return checkAllowed(target, allowed, origin) as TargetOfKind<K>;
}

// Usage errors exit 2; every command starts from parseArgs. Whatever a message quotes of the command
// line goes through `redact`: a mistyped argument may be a URI with its password.

import { type ParseArgsConfig, parseArgs } from "node:util";
import { redactUri } from "../uri/index.js";

/**
 * A mistake in how the command was called (exit code 2). Its message quotes arguments redacted only.
 * @example
 * throw new UsageError(`unknown option ${quote("--colour")}`); // exit code 2: "unknown option '--colour'"
 */
export class UsageError extends Error {
  override readonly name = "UsageError";
}

/**
 * An argument as a message may quote it: redacted, so a URI given in the wrong place shows no password.
 * @example
 * quote("redis://:pw@h"); // "'redis://:***@h'"
 */
export function quote(argument: string): string {
  return `'${redactUri(argument)}'`;
}

/**
 * The options every command takes.
 * @example
 * import { parseArgs } from "node:util";
 *
 * parseArgs({ args: ["--json", "--to", "libpq"], options: { ...COMMON_OPTIONS, to: { type: "string" } } }).values;
 * // { json: true, to: "libpq" }
 */
export const COMMON_OPTIONS = {
  help: { type: "boolean", short: "h" },
  json: { type: "boolean" },
  reveal: { type: "boolean" },
  env: { type: "string" },
} as const satisfies NonNullable<ParseArgsConfig["options"]>;

type Options = NonNullable<ParseArgsConfig["options"]>;

/**
 * The values parseArgs gives for a set of options: booleans and strings, undefined when not given.
 * @example
 * const values: OptionValues<typeof COMMON_OPTIONS> = { json: true, env: "DATABASE_URL" };
 */
export type OptionValues<O extends Options> = {
  [K in keyof O]?: O[K] extends { type: "boolean" }
    ? boolean
    : O[K] extends { multiple: true }
      ? string[]
      : string;
};

/** An option as people type one: `-x`, `--name`, `--base-dir`, letters, digits and dashes only. */
function plainOptionWord(argument: string): boolean {
  for (let i = 0; i < argument.length; i++) {
    const c = argument.charCodeAt(i);
    const alnum = (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
    if (!alnum && !(c === 0x2d && (i < 2 || i < argument.length - 1))) return false;
  }
  return argument.length > 1;
}

/**
 * The usage error for an argument that starts with "-" and names no option. Only an option word is
 * quoted: an argument holding anything else (`:`, `@`, `=`, `/`) may be a URI whose password parseArgs
 * would cut anywhere (`--postgres://app:pa=ss@h/db` is the option `--postgres://app:pa` with the value
 * `ss@h/db`), so it is not shown at all, redacted or not, and the message says how to pass a URI.
 * @example
 * unknownOption("--colour", "--colour"); // "unknown option '--colour'"
 * unknownOption("--postgres://app:pa=ss@h/db", "--postgres://app:pa"); // "an argument that starts with '-' and holds ..."
 */
export function unknownOption(argument: string, name: string): string {
  if (plainOptionWord(argument))
    return `unknown option ${quote(name)}; a URI that starts with '-' goes after '--'`;
  return (
    "an argument that starts with '-' and holds ':', '@', '=', '/' or another sign is not an option, and " +
    "is not shown, as it may be a URI with a password: give a URI that starts with '-' after '--', as in: " +
    "dburi <command> -- 'URI'"
  );
}

/**
 * parseArgs with the common options. The checks parseArgs' strict mode makes are made here instead, so
 * that its messages, which quote the argument as typed, never reach the terminal.
 * @example
 * const { values, positionals } = parseCommandArgs(["x://h", "--json"], {});
 */
export function parseCommandArgs<O extends Options>(
  args: string[],
  options: O,
): { values: OptionValues<typeof COMMON_OPTIONS & O>; positionals: string[] } {
  const known: Options = { ...COMMON_OPTIONS, ...options };
  const parsed = parseArgs({ args, options: known, allowPositionals: true, strict: false, tokens: true });
  const given = new Set<string>();
  for (const token of parsed.tokens) {
    if (token.kind !== "option") continue;
    const option = Object.hasOwn(known, token.name) ? known[token.name] : undefined;
    if (option === undefined) throw new UsageError(unknownOption(args[token.index] ?? "", token.rawName));
    // An option that takes one value, given twice: parseArgs keeps the last, and the first would be
    // dropped without a word (`dburi check --env A --env B` checked B alone).
    if (option.type === "string" && option.multiple !== true) {
      if (given.has(token.name))
        throw new UsageError(`the option '--${token.name}' is given twice: give it once`);
      given.add(token.name);
    }
    if (option.type === "boolean" && token.value !== undefined)
      throw new UsageError(`the option '${token.rawName}' takes no value`);
    if (option.type === "string") {
      if (token.value === undefined) throw new UsageError(`the option '${token.rawName}' needs a value`);
      if (!token.inlineValue && token.value.startsWith("-")) {
        throw new UsageError(
          `the value of '${token.rawName}' starts with '-': write it as ${token.rawName}=VALUE if that is meant`,
        );
      }
    }
  }
  return {
    values: parsed.values as OptionValues<typeof COMMON_OPTIONS & O>,
    positionals: parsed.positionals,
  };
}

/**
 * An option value that ends up in the output (a driver name, a directory), refused when it holds what
 * redaction would hide: it is then a URI put in the wrong place, and printing it would show its password.
 * @example
 * plainOption("--driver", "ado"); // "ado"
 * plainOption("--driver", "redis://:pw@h"); // throws UsageError
 */
export function plainOption(option: string, value: string | undefined): string | undefined {
  if (value !== undefined && redactUri(value) !== value) {
    throw new UsageError(
      `the value of ${option} looks like a URI with a password (${quote(value)}): give the URI as the argument`,
    );
  }
  return value;
}

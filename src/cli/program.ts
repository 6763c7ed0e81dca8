// A command line run with its command at hand: the command's own --help, the command run, and whatever
// it throws reported as every failure is (a usage error: exit code 2; anything else: reportFailure). The
// built command line runs each command from a bundle of its own with this module inside
// (scripts/build.mjs), so the error classes a command throws are the ones this module tests for.

import { optionsOf } from "./arguments.js";
import type { Command } from "./commands/command.js";
import { reportFailure, usageErrorJson } from "./commands/report.js";
import { printable, printJson, say, warn } from "./output.js";
import { quote, UsageError } from "./usage.js";

/** What `argv` asks of `command`, which is the command it names (`dburi <name> ...`, `dburi help <name>`). */
async function dispatch(argv: readonly string[], command: Command | undefined): Promise<number> {
  const [name = "", ...rest] = argv;
  if (name === "help") {
    // `dburi help parse` is what `dburi parse --help` prints.
    if (rest.length > 1) throw new UsageError("expected at most one command name: dburi help [command]");
    if (command === undefined) throw new UsageError(`unknown command ${quote(rest[0] ?? "")}`);
    say(command.usage);
    return 0;
  }
  if (command === undefined) throw new UsageError(`unknown command ${quote(name)}`);
  const options = optionsOf(rest);
  if (options.includes("--help") || options.includes("-h")) {
    say(command.usage);
    return 0;
  }
  return command.run(rest);
}

/**
 * Runs the command line `argv` (the arguments after `dburi`) with `command`, the command it names, or
 * undefined when it names none dburi has; resolves to the exit code. A usage error is printed with a
 * pointer to `--help` and gives 2; any other failure is reported by `reportFailure`. `--json` (before
 * "--") asks for a JSON document on stdout on failure too.
 * @example
 * const { parseCommand } = await import("./commands/parse.js");
 * await runCommandLine(["parse", "redis://h"], parseCommand); // 0
 */
export async function runCommandLine(argv: readonly string[], command: Command | undefined): Promise<number> {
  try {
    return await dispatch(argv, command);
  } catch (error) {
    const json = optionsOf(argv).includes("--json");
    if (!(error instanceof UsageError)) return reportFailure(error, { json });
    const named = command?.name;
    warn(
      `dburi: ${printable(error.message)}\nRun 'dburi ${named === undefined ? "" : `${named} `}--help' for usage.`,
    );
    if (json) printJson({ error: usageErrorJson(error, named) });
    return 2;
  }
}

#!/usr/bin/env node
// The dburi command: parse, check, convert, normalize, ping and explore connection URIs.
// Exit codes: 0 success, 1 the URI or the check failed, 2 usage error. Results on stdout, errors on stderr.

import { readFileSync } from "node:fs";
import { buildCommand } from "./commands/build.js";
import { checkCommand } from "./commands/check.js";
import type { Command } from "./commands/command.js";
import { convertCommand } from "./commands/convert.js";
import { expandCommand } from "./commands/expand.js";
import { normalizeCommand } from "./commands/normalize.js";
import { parseCommand } from "./commands/parse.js";
import { pingCommand } from "./commands/ping.js";
import { reportFailure, usageErrorJson } from "./commands/report.js";
import { schemesCommand } from "./commands/schemes.js";
import { templateCommand } from "./commands/template.js";
import { printable, printJson, say, warn } from "./output.js";
import { quote, UsageError } from "./usage.js";

const COMMANDS: readonly Command[] = [
  parseCommand,
  checkCommand,
  convertCommand,
  normalizeCommand,
  buildCommand,
  expandCommand,
  pingCommand,
  schemesCommand,
  templateCommand,
];

function version(): string {
  const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
    version: string;
  };
  return pkg.version;
}

function overview(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return `Usage: dburi <command> [options]

Connection URIs parsed exactly, checked, converted and pinged. Passwords never show unless --reveal.

Commands:
${COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join("\n")}

Every command takes --help (or: dburi help <command>). Give a URI as an argument, as - to read it
from standard input (one line), or with --env NAME to read it from an environment variable (or from the
file NAME_FILE names, as Docker secrets are given), which keeps the password out of shell history and
out of the process list. Options end at --.

Examples:
  dburi parse 'postgresql://app:s3cret@db.example.com/app?sslmode=require'
  dburi check --env DATABASE_URL --strict
  dburi ping --env REDIS_URL --timeout 2000

Exit codes: 0 success, 1 the URI or check failed, 2 usage error.`;
}

/** The command named `name`; a usage error for any other name. */
function commandNamed(name: string): Command {
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) throw new UsageError(`unknown command ${quote(name)}`);
  return command;
}

/** The options of a command line: its arguments up to "--", after which every argument is an operand. */
function optionsOf(args: readonly string[]): readonly string[] {
  const end = args.indexOf("--");
  return end < 0 ? args : args.slice(0, end);
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined) {
    // No command is a usage error: the overview goes where errors go, and stdout stays empty.
    warn(overview());
    return 2;
  }
  if (name === "--help" || name === "-h") {
    say(overview());
    return 0;
  }
  if (name === "help") {
    // `dburi help` is the overview; `dburi help parse` is what `dburi parse --help` prints.
    if (rest.length > 1) throw new UsageError("expected at most one command name: dburi help [command]");
    say(rest[0] === undefined ? overview() : commandNamed(rest[0]).usage);
    return 0;
  }
  if (name === "--version" || name === "-v") {
    say(version());
    return 0;
  }
  const command = commandNamed(name);
  const options = optionsOf(rest);
  if (options.includes("--help") || options.includes("-h")) {
    say(command.usage);
    return 0;
  }
  return command.run(rest);
}

// A reader that stops early (`dburi schemes | head`) closes the pipe: stop quietly, as Unix tools do.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw error;
  });
}

const argv = process.argv.slice(2);
// --json asks for a JSON document on stdout on failure too; options end at "--".
const json = optionsOf(argv).includes("--json");
try {
  process.exitCode = await main(argv);
} catch (error) {
  if (error instanceof UsageError) {
    const command = COMMANDS.find((c) => c.name === argv[0])?.name;
    warn(
      `dburi: ${printable(error.message)}\nRun 'dburi ${command === undefined ? "" : `${command} `}--help' for usage.`,
    );
    if (json) printJson({ error: usageErrorJson(error, command) });
    process.exitCode = 2;
  } else {
    process.exitCode = reportFailure(error, { json });
  }
}

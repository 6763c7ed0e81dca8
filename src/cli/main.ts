#!/usr/bin/env node
// The dburi command: parse, check, convert, normalize, ping and explore connection URIs.
// Exit codes: 0 success, 1 the URI or the check failed, 2 usage error. Results on stdout, errors on stderr.
// This file holds only what `--version` and `--help` need. Each command runs with ./program.ts from what
// the build made of it (scripts/build.mjs): a bundle of its own, which holds the part of the library it
// uses and is compiled from V8's code cache when one is kept (./code-cache.ts), or, for the commands
// whose time is not their start, an ES module sharing the library's chunks.

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { optionsOf } from "./arguments.js";
import { runBundle } from "./code-cache.js";
import type { Command } from "./commands/command.js";
import { COMMANDS } from "./commands/list.js";
import { say, warn } from "./output.js";

/**
 * The file of each command beside this one (a bundle, `commands/parse-<hash>.cjs`, or a module,
 * `commands/ping.js`), and of the bundle that runs no command (`program`), for the usage errors found
 * before one runs. Set by the build.
 */
declare const COMMAND_BUNDLES: Readonly<Record<string, string>>;

/** What a command's bundle exports (scripts/build.mjs writes its entry). */
interface CommandBundle {
  readonly command: Command | undefined;
  runCommandLine(argv: readonly string[], command: Command | undefined): Promise<number>;
}

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

/**
 * Runs `argv` with the bundle of the command it names (`dburi <name> ...`, `dburi help <name>`), or with
 * the bundle of none, whose usage error names what is wrong.
 */
async function runCommand(argv: readonly string[]): Promise<number> {
  const [name, ...rest] = argv;
  const named = name === "help" && rest.length === 1 ? rest[0] : name;
  const entry = COMMANDS.find((c) => c.name === named);
  const file = COMMAND_BUNDLES[entry?.name ?? "program"];
  if (file === undefined) throw new Error(`the build has no bundle for ${entry?.name ?? "program"}`);
  const url = new URL(file, import.meta.url);
  // A run that only shows the command's usage compiles little: its cache would stay thin.
  const options = optionsOf(rest);
  const keep = name !== "help" && !options.includes("--help") && !options.includes("-h");
  const bundle = (
    file.endsWith(".cjs") ? runBundle(fileURLToPath(url), { keep }) : await import(url.href)
  ) as CommandBundle;
  return bundle.runCommandLine(argv, bundle.command);
}

// A reader that stops early (`dburi schemes | head`) closes the pipe: stop quietly, as Unix tools do.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw error;
  });
}

const argv = process.argv.slice(2);
const [first] = argv;
if (first === undefined) {
  // No command is a usage error: the overview goes where errors go, and stdout stays empty.
  warn(overview());
  process.exitCode = 2;
} else if (first === "--help" || first === "-h" || (first === "help" && argv.length === 1)) {
  // `dburi help` is the overview.
  say(overview());
} else if (first === "--version" || first === "-v") {
  say(version());
} else {
  runCommand(argv).then((code) => {
    process.exitCode = code;
  });
}

// The commands dburi knows, as `dburi --help` lists them. A command's module, and with it the part of the
// library the command uses, is imported when that command runs: `dburi --version` and `dburi --help`
// import none.

import type { Command } from "./command.js";

/**
 * A command as the overview lists it, and the import of the module that runs it.
 * @example
 * const entry: CommandEntry = {
 *   name: "parse",
 *   summary: "show every component of a URI and what it means",
 *   load: async () => (await import("./parse.js")).parseCommand,
 * };
 */
export interface CommandEntry {
  readonly name: string;
  /** One line for `dburi --help`. */
  readonly summary: string;
  /** Imports the command's module. */
  load(): Promise<Command>;
}

/**
 * Every command, in the order `dburi --help` lists them.
 * @example
 * const parse = await COMMANDS.find((entry) => entry.name === "parse")?.load();
 * await parse?.run(["redis://h", "--json"]); // 0
 */
export const COMMANDS: readonly CommandEntry[] = [
  {
    name: "parse",
    summary: "show every component of a URI and what it means",
    load: async () => (await import("./parse.js")).parseCommand,
  },
  {
    name: "check",
    summary: "validate URIs and print findings with code, position and fix",
    load: async () => (await import("./check.js")).checkCommand,
  },
  {
    name: "convert",
    summary: "turn a URI into a DSN or a driver's config",
    load: async () => (await import("./convert.js")).convertCommand,
  },
  {
    name: "normalize",
    summary: "normalize a URI (RFC 3986 §6.2 and the scheme's default port)",
    load: async () => (await import("./normalize.js")).normalizeCommand,
  },
  {
    name: "build",
    summary: "build a URI from its parts, each encoded for its component",
    load: async () => (await import("./build.js")).buildCommand,
  },
  {
    name: "expand",
    summary: "fill a URI template's ${NAME} placeholders, each value encoded",
    load: async () => (await import("./expand.js")).expandCommand,
  },
  {
    name: "ping",
    summary: "connect to the server a URI names and report version and latency",
    load: async () => (await import("./ping.js")).pingCommand,
  },
  {
    name: "schemes",
    summary: "list the schemes dburi knows (and IANA's), or show one as a registration template",
    load: async () => (await import("./schemes.js")).schemesCommand,
  },
  {
    name: "template",
    summary: "review an RFC 7595 registration template, or render one for a scheme",
    load: async () => (await import("./template.js")).templateCommand,
  },
  {
    name: "playground",
    summary: "serve the playground page on this machine (or write it as a folder with --out)",
    load: async () => (await import("./playground.js")).playgroundCommand,
  },
];

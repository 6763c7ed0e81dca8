// The commands dburi knows, as `dburi --help` lists them. Each runs from a bundle of its own, which holds
// its module (`./<name>.ts`, exporting `<name>Command`) and the part of the library it uses
// (scripts/build.mjs): `dburi --version` and `dburi --help` load none.

/**
 * A command as the overview lists it.
 * @example
 * const entry: CommandEntry = { name: "parse", summary: "show every component of a URI and what it means" };
 */
export interface CommandEntry {
  /** The command's name, and the name of its module (`./parse.ts`, exporting `parseCommand`). */
  readonly name: string;
  /** One line for `dburi --help`. */
  readonly summary: string;
}

/**
 * Every command, in the order `dburi --help` lists them.
 * @example
 * COMMANDS.find((entry) => entry.name === "parse")?.summary; // "show every component of a URI and what it means"
 */
export const COMMANDS: readonly CommandEntry[] = [
  {
    name: "parse",
    summary: "show every component of a URI and what it means",
  },
  {
    name: "check",
    summary: "validate URIs and print findings with code, position and fix",
  },
  {
    name: "convert",
    summary: "turn a URI into a DSN or a driver's config",
  },
  {
    name: "normalize",
    summary: "normalize a URI (RFC 3986 §6.2 and the scheme's default port)",
  },
  {
    name: "build",
    summary: "build a URI from its parts, each encoded for its component",
  },
  {
    name: "expand",
    summary: "fill a URI template's ${NAME} placeholders, each value encoded",
  },
  {
    name: "ping",
    summary: "connect to the server a URI names and report version and latency",
  },
  {
    name: "schemes",
    summary: "list the schemes dburi knows (and IANA's), or show one as a registration template",
  },
  {
    name: "template",
    summary: "review an RFC 7595 registration template, or render one for a scheme",
  },
  {
    name: "playground",
    summary: "serve the playground page on this machine (or write it as a folder with --out)",
  },
];

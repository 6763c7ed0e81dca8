/**
 * One subcommand of `dburi`.
 * @example
 * const hello: Command = { name: "hello", summary: "say hello", usage: "Usage: dburi hello", run: async () => 0 };
 */
export interface Command {
  readonly name: string;
  /** One line for `dburi --help`. */
  readonly summary: string;
  /** `dburi <name> --help`: usage, options, examples. */
  readonly usage: string;
  /** Runs with the arguments after the command name; resolves to the exit code. */
  run(args: string[]): Promise<number>;
}

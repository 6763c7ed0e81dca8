/**
 * One subcommand of `dburi`, as its module exports it. What `dburi --help` says of it is in `COMMANDS`
 * (./list.ts); the module is in the command's own bundle, loaded only when the command runs.
 * @example
 * const hello: Command = { name: "hello", usage: "Usage: dburi hello", run: async () => 0 };
 */
export interface Command {
  readonly name: string;
  /** `dburi <name> --help`: usage, options, examples. */
  readonly usage: string;
  /** Runs with the arguments after the command name; resolves to the exit code. */
  run(args: string[]): Promise<number>;
}

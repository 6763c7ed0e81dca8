// The command line's one convention about its arguments that both its start (main.ts) and its runner
// (program.ts) read: options end at "--".

/**
 * The options of a command line: its arguments up to "--", after which every argument is an operand.
 * @example
 * optionsOf(["parse", "--json", "--", "--x"]); // ["parse", "--json"]
 */
export function optionsOf(args: readonly string[]): readonly string[] {
  const end = args.indexOf("--");
  return end < 0 ? args : args.slice(0, end);
}

// dburi expand: a URI template's ${NAME} placeholders filled from the environment, each value encoded for
// the component it lands in.

import { expandUri } from "../../convert/index.js";
import { redactUri } from "../../uri/index.js";
import { printJson, sayResult } from "../output.js";
import { parseCommandArgs, UsageError } from "../usage.js";
import type { Command } from "./command.js";
import { reportFailure } from "./report.js";

async function run(args: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {});
  if (values.env !== undefined)
    throw new UsageError("--env does not apply to expand: the template names its variables");
  if (positionals.length !== 1) {
    throw new UsageError("give one template, e.g. dburi expand 'postgresql://${DB_USER}@${DB_HOST}/app'");
  }
  const template = positionals[0]!;
  const json = values.json === true;
  let uri: string;
  try {
    uri = expandUri(template, { env: process.env });
  } catch (error) {
    return reportFailure(error, { json, shown: { text: template, reveal: values.reveal === true } });
  }
  const shown = values.reveal === true ? uri : redactUri(uri);
  if (json) printJson({ uri: shown });
  else sayResult(shown);
  return 0;
}

/**
 * `dburi expand`.
 * @example
 * await expandCommand.run(["redis://${REDIS_HOST}:6379/0"]); // prints redis://cache:6379/0 when REDIS_HOST=cache
 */
export const expandCommand: Command = {
  name: "expand",
  usage: `Usage: dburi expand TEMPLATE [--json] [--reveal]

Fills each \${NAME} of the template from the environment, encoding the value for the component it lands
in: percent-encoded in the user name, password, database, query and fragment, an IPv6 host put in
brackets, a port checked to be digits. Where each placeholder lands is read from the template's own
delimiters, so no value can move a boundary (a password holding '@' stays the password). $$ is a literal
'$'. The result is read as its scheme reads it; the password shows as *** unless --reveal. Quote the
template in single quotes, so that the shell leaves \${NAME} alone.

Options:
  --json   print { uri }

Examples:
  dburi expand 'postgresql://\${DB_USER}:\${DB_PASSWORD}@\${DB_HOST}:\${DB_PORT}/\${DB_NAME}?sslmode=require'
  dburi expand 'redis://:\${REDIS_PASSWORD}@\${REDIS_HOST}/0' --reveal`,
  run,
};

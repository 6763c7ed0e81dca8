// --from: the format of a connection string, for `parse` and `convert`. Telling the format needs only its
// list and shapes; the readers of the formats are loaded by whoever reads one.

import { READ_FORMATS, type ReadFormat } from "../schemes/pasted/shape.js";
import { quote, UsageError } from "./usage.js";

/**
 * --from: the format of the input when its shape should not decide it (readConnectionString's `format`).
 * @example
 * fromOption("libpq"); // "libpq"
 */
export function fromOption(value: string | undefined): ReadFormat | undefined {
  if (value === undefined) return undefined;
  if (!(READ_FORMATS as readonly string[]).includes(value))
    throw new UsageError(`--from takes ${READ_FORMATS.join(", ")}, not ${quote(value)}`);
  return value as ReadFormat;
}

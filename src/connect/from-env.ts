// fromEnv: `interpretEnv` on Node, reading process.env and the `NAME_FILE` files with node:fs. It lives in
// connect/ because it reads files; the core's `interpretEnv` takes the environment and the reader as
// arguments, for runtimes and builds without node:fs.

import { readFileSync } from "node:fs";
import type { TargetKind } from "../registry/index.js";
import type { TargetOfKind } from "../schemes/startup/allowed.js";
import { type InterpretEnvOptions, interpretEnv } from "../schemes/startup/env.js";

/**
 * Options of `fromEnv`: as `interpretEnv`'s, with `env` defaulting to `process.env` and `readFile` to
 * reading the file as UTF-8 with node:fs.
 * @example
 * const options: FromEnvOptions<"db"> = { engines: ["pg", "mysql"], kinds: ["db"], repair: true };
 */
export interface FromEnvOptions<K extends TargetKind = TargetKind>
  extends Omit<InterpretEnvOptions<K>, "env"> {
  /** The variables to read instead of `process.env` (tests, a loaded `.env` file). */
  readonly env?: Readonly<Record<string, string | undefined>> | undefined;
}

/** Reads a secret's file as text. */
function readText(path: string): string {
  return readFileSync(path, "utf8");
}

/**
 * Reads the connection URI in the environment variable `name`, or in the file `name_FILE` names (Docker
 * secrets: `DATABASE_URL_FILE=/run/secrets/db`, the file's trailing line ending dropped), interprets it,
 * and checks it is of an allowed engine or kind. Call it at start-up: an unset, empty or invalid variable
 * stops the application with an error that names the variable and never shows the password.
 * @throws DburiError `missing-variable` (neither `NAME` nor `NAME_FILE` set), `empty-variable`,
 * `ambiguous-variable` (both set), `unreadable-file`, `engine-not-allowed` (the URI is of another
 * engine or kind than `engines`/`kinds` allow); an invalid URI throws `interpret`'s error (its code,
 * index and fix) with the variable's name in its reason
 * @example
 * import pg from "pg";
 *
 * const target = fromEnv("DATABASE_URL", { engines: ["pg"] });
 * const client = new pg.Client(toPgConfig(target));
 */
export function fromEnv<K extends TargetKind = TargetKind>(
  name: string,
  options?: FromEnvOptions<K>,
): TargetOfKind<K> {
  return interpretEnv(name, {
    ...options,
    env: options?.env ?? process.env,
    readFile: options?.readFile ?? readText,
  });
}

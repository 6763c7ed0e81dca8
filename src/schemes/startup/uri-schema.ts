// uriSchema: a connection URI as a Standard Schema v1 validator, for the configuration validators that
// accept one (`@t3-oss/env`, and zod or valibot through a small transform): the same reading as
// `interpret`, the same allowed engines as `fromEnv`, and issues whose messages are dburi's redacted
// error messages, with the code and the index where reading stopped.

import type { TargetKind } from "../../registry/index.js";
import { DburiError } from "../../uri/index.js";
import { type InterpretOptions, interpret } from "../interpret.js";
import { type AllowedTargets, allowedOf, checkAllowed, type TargetOfKind } from "./allowed.js";
import type { StandardSchemaProps, StandardSchemaResult, StandardSchemaV1 } from "./standard-schema.js";

/**
 * Options of `uriSchema`: the targets allowed, `interpret`'s options (`repair`, `registry`), and whether
 * the output is the target (the default) or the string as given (`output: "string"`, for a config whose
 * type must stay a string; the string is still validated).
 * @example
 * const options: UriSchemaOptions = { engines: ["pg"], output: "string" };
 */
export interface UriSchemaOptions<
  K extends TargetKind = TargetKind,
  O extends UriSchemaOutput = UriSchemaOutput,
> extends InterpretOptions,
    AllowedTargets<K> {
  /** `"target"` (the default): the interpreted target; `"string"`: the text as given (as repaired, with `repair`). */
  readonly output?: O | undefined;
}

/**
 * What a `uriSchema` gives: the target, or the string.
 * @example
 * const output: UriSchemaOutput = "string";
 */
export type UriSchemaOutput = "target" | "string";

/**
 * What `uriSchema` returns: a Standard Schema v1 validator whose `validate` answers at once (never a
 * promise), so that a transform of zod or valibot can call it.
 * @example
 * const schema: UriSchema<AnyTarget> = uriSchema();
 * const result = schema["~standard"].validate("postgresql://db/shop");
 * if (!result.issues) result.value.database; // "shop"
 */
export interface UriSchema<Output> extends StandardSchemaV1<string, Output> {
  readonly "~standard": Omit<StandardSchemaProps<string, Output>, "validate"> & {
    readonly validate: (value: unknown) => StandardSchemaResult<Output>;
  };
}

/** An issue from a DburiError: its message, which is redacted and holds the code and the index. */
function issueOf(error: DburiError): StandardSchemaResult<never> {
  return { issues: [{ message: error.message }] };
}

/**
 * A Standard Schema v1 validator (https://standardschema.dev) of connection URIs: it interprets a string
 * as `interpret` does and checks it is of an allowed engine or kind (`engines`, `kinds`, as `fromEnv`
 * takes them). Its output is the target (typed by `kinds`), or with `output: "string"` the string as
 * given (with `repair`, as repaired: the URI a driver can read). An issue's message is the error's message, redacted: the code, the index, the URI with the
 * password as `***` and a caret, and the fix. A value that is no string (an unset variable is
 * `undefined`) or an empty string is an `invalid-argument` issue.
 * @throws DburiError `invalid-argument` when `options` names an engine or kind dburi does not know
 * @example
 * import { createEnv } from "@t3-oss/env-core";
 *
 * const env = createEnv({
 *   server: { DATABASE_URL: uriSchema({ engines: ["pg"] }) },
 *   runtimeEnv: { DATABASE_URL: "postgresql://app:s3cret@db:5432/shop" },
 * });
 * env.DATABASE_URL.database; // "shop"
 */
export function uriSchema<K extends TargetKind = TargetKind, O extends UriSchemaOutput = "target">(
  options?: UriSchemaOptions<K, O>,
): UriSchema<O extends "string" ? string : TargetOfKind<K>> {
  const allowed = allowedOf(options, options?.registry);
  const output = options?.output ?? "target";
  if (output !== "target" && output !== "string") {
    throw new DburiError({
      code: "invalid-argument",
      reason: `options.output is '${String(output)}', neither "target" nor "string"`,
      fix: 'leave it out for the target, or pass "string" for the text as given',
    });
  }
  type Out = O extends "string" ? string : TargetOfKind<K>;
  const validate = (value: unknown): StandardSchemaResult<Out> => {
    if (typeof value !== "string" || value === "") {
      return issueOf(
        new DburiError({
          code: "invalid-argument",
          reason:
            value === ""
              ? "the connection URI is empty"
              : `expected a connection URI as a string, got ${value === null ? "null" : typeof value}`,
          fix: "give the URI, e.g. postgresql://user:password@host:5432/database",
        }),
      );
    }
    try {
      const target = checkAllowed(interpret(value, options), allowed);
      // The target's href is the text as given; with `repair`, the text as repaired, which a driver reads.
      return { value: (output === "string" ? target.href : target) as Out };
    } catch (error) {
      if (error instanceof DburiError) return issueOf(error);
      throw error;
    }
  };
  return { "~standard": { version: 1, vendor: "dburi", validate } };
}

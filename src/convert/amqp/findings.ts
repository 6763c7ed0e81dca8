// Where an amqp URI's query parameter is, for toAmqplibOptions' errors and warnings: they point into the
// target's input text (`target.href`, with any db: prefix) as interpret's do.

import type { Finding, Target } from "../../registry/index.js";
import { DburiError, type DburiErrorCode, valueIndexOf } from "../../uri/index.js";

/**
 * The index in `target.href` of the value of the first query parameter `key` (with `value`, when given),
 * or undefined when the URI has none.
 * @example
 * amqpParamIndex(interpret("amqp://h?auth_mechanism=plain&auth_mechanism=crdemo"), "auth_mechanism", "crdemo"); // 45
 */
export function amqpParamIndex(target: Target, key: string, value?: string): number | undefined {
  const uri = target.uri;
  if (uri.query === null) return undefined;
  const entry = uri.queryEntries.find((e) => e.key === key && (value === undefined || e.value === value));
  if (entry === undefined) return undefined;
  // The parsed URI ends the input: db:amqp://... has the nested URI after "db:".
  const offset = target.href.endsWith(uri.href) ? target.href.length - uri.href.length : 0;
  return offset + valueIndexOf(entry);
}

/**
 * What the URI asks for and amqplib cannot do: an `unsupported-param` warning at the parameter.
 * @example
 * const target = interpret("amqps://h?depth=2");
 * unsupportedParam(target, { key: "depth", message: "depth=2: not applied", fix: "remove depth" }).index; // 16
 */
export function unsupportedParam(
  target: Target,
  about: { readonly key: string; readonly value?: string; readonly message: string; readonly fix: string },
): Finding {
  return {
    severity: "warning",
    code: "unsupported-param",
    message: about.message,
    index: amqpParamIndex(target, about.key, about.value),
    fix: about.fix,
  };
}

/**
 * An error about a query parameter, pointing at its value in the redacted input.
 * @example
 * const target = interpret("amqps://h?cacertfile=/etc/ca.pem");
 * const error = paramError(target, { code: "unreadable-file", key: "cacertfile", reason: "cannot read it", fix: "check the path" });
 * error.index; // 21
 */
export function paramError(
  target: Target,
  about: {
    readonly code: DburiErrorCode;
    readonly key: string;
    readonly reason: string;
    readonly fix: string;
  },
): DburiError {
  return new DburiError({
    code: about.code,
    reason: about.reason,
    fix: about.fix,
    index: amqpParamIndex(target, about.key),
    input: target.href,
  });
}

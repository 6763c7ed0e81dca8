// The two ways toDsn keeps secrets out of a DSN: `redact` shows them as `***`, `omitPassword` leaves them
// out. Both are applied to a copy of the target before any grammar sees it, so every format, present and
// future, treats the password and the secret query values (isSecretKey, and the secret items of a
// `KEY:value` list) alike.

import type { Target } from "../../registry/index.js";
import { withFields } from "../../schemes/target/target-view.js";
import { type QueryPair, REDACTED, redactParamValue, type Uri } from "../../uri/index.js";
import { type KeySecrecy, keySecrecy, omitValueOfKey } from "../../uri/redact-value.js";
import type { ToDsnOptions } from "./options.js";

/**
 * The pairs with secret values shown as `***` or left out: whole values of secret keys, and the secret
 * items of `KEY:value` lists (`authMechanismProperties=AWS_SESSION_TOKEN:...`). `known` gives the secrecy
 * of the keys a family's catalogue lists (`keySecrecies`), which are then not read again when leaving out.
 */
export function secretPairs(
  pairs: readonly QueryPair[],
  options: ToDsnOptions,
  known?: ReadonlyMap<string, KeySecrecy>,
): readonly QueryPair[] {
  if (options.omitPassword !== true) {
    return pairs.map(([key, value]) => [key, redactParamValue(key, value)] as const);
  }
  const kept: QueryPair[] = [];
  for (const [key, value] of pairs) {
    const shown = omitValueOfKey(value, keySecrecy(key, known));
    if (shown !== null) kept.push([key, shown]);
  }
  return kept;
}

function secretPassword(password: string | null, options: ToDsnOptions): string | null {
  if (options.omitPassword === true) return null;
  return password !== null && password !== "" ? REDACTED : password;
}

/** The parsed URI with the same edits, for formats that rebuild a URI from it (redis, amqp targets). */
function secretUri(uri: Uri, options: ToDsnOptions): Uri {
  let out = uri;
  if (out.password !== null && (options.omitPassword === true || out.password !== "")) {
    // Left out: an empty user name goes too, or `redis://:pw@h` would become `redis://@h`.
    if (options.omitPassword !== true) out = out.withPassword(REDACTED);
    else out = out.username === "" ? out.withoutUserinfo() : out.withoutPassword();
  }
  return out.query === null ? out : out.withParams(secretPairs(out.params, options));
}

/**
 * The target with its secrets redacted (`redact`) or left out (`omitPassword`), on the same prototype (so
 * `isDbTarget` and printing still work); the target itself when neither option is set.
 * @example
 * secretView(interpret("db:pg://me:pw@h/db?sslpassword=x"), { redact: true }).password; // "***"
 */
export function secretView(target: Target, options: ToDsnOptions): Target {
  if (options.redact !== true && options.omitPassword !== true) return target;
  // A database target's pairs passed through (`unknownParams`, which SQL Server's formats write) are the
  // same pairs, and hidden alike.
  const unknown = (target as { readonly unknownParams?: readonly QueryPair[] }).unknownParams;
  return withFields(target, {
    uri: secretUri(target.uri, options),
    password: secretPassword(target.password, options),
    params: secretPairs(target.params, options),
    ...(unknown === undefined ? {} : { unknownParams: secretPairs(unknown, options) }),
  } as Partial<Target>);
}

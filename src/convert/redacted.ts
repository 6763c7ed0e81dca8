// Driver options hold the password in plain text because the driver needs it; printing them must not show
// it. A redactor gives objects a `toJSON` and an inspect view in which secret values are `***`, the way
// targets print, and leaves property access alone, so the driver reads the real values.

import { isSecretKey, REDACTED, redactParamValue } from "../uri/index.js";

const INSPECT = Symbol.for("nodejs.util.inspect.custom");

/**
 * Whether the value at a key is secret.
 * @example
 * const isSecret: SecretTest = (key) => key === "token";
 * JSON.stringify(redactor(isSecret)({ token: "t0k", user: "u" })); // '{"token":"***","user":"u"}'
 */
export type SecretTest = (key: string) => boolean;

/**
 * Options of `redactor`.
 * @example
 * const redacted = redactor(undefined, { freeze: false });
 * Object.isFrozen(redacted({ password: "s3cret" })); // false: a driver may add to it
 */
export interface RedactorOptions {
  /**
   * Whether to freeze the objects (default true). Some drivers write into the options they are given
   * (`@redis/client`'s `createClient` adds `credentialsProvider`), and a frozen object makes them throw.
   */
  readonly freeze?: boolean | undefined;
}

/**
 * A printable copy of `value` with the values of secret keys replaced, at any depth; a string (or a string
 * in a list) under another key keeps its visible parts only, as a query value would (`redactParamValue`:
 * the secret items of a `KEY:value` list, a secret pair after a raw "?").
 */
export function printableView(value: unknown, isSecret: SecretTest, key = ""): unknown {
  if (value instanceof String) return redactParamValue(key, value.valueOf());
  if (typeof value === "string") return redactParamValue(key, value);
  if (value instanceof Uint8Array) return `<${value.byteLength} bytes>`;
  if (Array.isArray(value)) return value.map((item) => printableView(item, isSecret, key));
  if (typeof value !== "object" || value === null) return value;
  // fromEntries defines every key as an own property: assigning a key `__proto__` (a connection attribute
  // can be named so) would set the copy's prototype instead, and the key would not print.
  return Object.fromEntries(
    Object.entries(value).map(([name, item]) => {
      const hidden = isSecret(name) && item !== undefined && item !== null && item !== "";
      return [name, hidden ? REDACTED : printableView(item, isSecret, name)];
    }),
  );
}

/**
 * A frozen prototype whose `toJSON` and `util.inspect` output hide the values of keys that `isSecret` names
 * (by default the query keys `isSecretKey` names): objects made on it with `Object.create` print redacted
 * and have no own property but their fields. `redactor` puts objects on one.
 * @example
 * const prototype = redactingPrototype();
 * const options = Object.assign(Object.create(prototype), { host: "h", password: "s3cret" });
 * JSON.stringify(options); // '{"host":"h","password":"***"}'
 */
export function redactingPrototype(isSecret: SecretTest = isSecretKey): object {
  return Object.freeze({
    toJSON(this: object): unknown {
      return printableView(this, isSecret);
    },
    [INSPECT](
      this: object,
      _depth: number,
      options: unknown,
      inspect?: (value: unknown, options: unknown) => string,
    ) {
      const shown = printableView(this, isSecret);
      return inspect ? inspect(shown, options) : JSON.stringify(shown);
    },
  });
}

/**
 * Makes a function that puts objects (frozen, unless `freeze: false`) onto one shared prototype whose
 * `toJSON` and `util.inspect` output hide the values of keys that `isSecret` names (by default the query
 * keys `isSecretKey` names).
 * @example
 * const redacted = redactor();
 * const options = redacted({ host: "h", password: "s3cret" });
 * options.password; // "s3cret"
 * JSON.stringify(options); // '{"host":"h","password":"***"}'
 */
export function redactor(
  isSecret: SecretTest = isSecretKey,
  options: RedactorOptions = {},
): <T extends object>(fields: T) => Readonly<T> {
  const prototype = redactingPrototype(isSecret);
  const freeze = options.freeze !== false;
  return (fields) => {
    const object = Object.assign(Object.create(prototype), fields);
    return freeze ? Object.freeze(object) : object;
  };
}

// Driver configs hold the password, as they must, but print redacted: console.log, util.inspect,
// JSON.stringify and String() show `***`. The printing methods are non-enumerable, so the driver (and a
// spread copy) sees exactly the plain config.

import { printableView } from "./redacted.js";

const INSPECT = Symbol.for("nodejs.util.inspect.custom");

/** Keys whose values are secrets, at any depth of a config: the password, and the TLS key's contents. */
const SECRET_KEYS: ReadonlySet<string> = new Set(["password", "passphrase", "key", "pfx"]);

/** Whether a config key holds a secret: `password`, or an ssl `passphrase`, `key` or `pfx`. */
function isConfigSecret(key: string): boolean {
  return SECRET_KEYS.has(key);
}

/** What a config prints as: secrets hidden, at any depth (`ssl.key` holds the private key itself). */
function printable(config: object): unknown {
  return printableView(config, isConfigSecret);
}

/** How a config prints, through `util.inspect` or, without it, as JSON. */
function inspected(config: object, options: unknown, inspect?: (value: unknown, options: unknown) => string) {
  const view = printable(config);
  return inspect ? inspect(view, options) : JSON.stringify(view);
}

/**
 * The prototype of the configs a conversion builds (`redactedConfig`): their printing methods, shared,
 * and non-enumerable as a class's methods are (why shared: bench/README.md, "Why the hot path looks as it
 * does").
 */
class RedactedConfig {
  toJSON(): unknown {
    return printable(this);
  }
  toString(): string {
    return JSON.stringify(printable(this));
  }
  [INSPECT](
    _depth: number,
    options: unknown,
    inspect?: (value: unknown, options: unknown) => string,
  ): string {
    return inspected(this, options, inspect);
  }
}
Object.freeze(RedactedConfig.prototype);

/**
 * A new, empty driver config that prints as `printRedacted` makes one print: its `toJSON`, `toString`
 * and inspect methods are its prototype's, so it has no own property but the fields it is given.
 * @example
 * const config = redactedConfig<{ host?: string; password?: string }>();
 * config.password = "s3cret";
 * JSON.stringify(config); // '{"password":"***"}'
 * Object.keys(config); // ["password"]
 */
export function redactedConfig<T extends object>(): T {
  return new RedactedConfig() as T;
}

/**
 * Gives a driver config `toJSON`, `toString` and inspect methods that show its secrets (`password`, an
 * ssl `passphrase`, the contents of an ssl `key` or `pfx`) as `***`, as non-enumerable properties.
 * Returns the same object.
 * @example
 * const config = printRedacted({ host: "db", password: "s3cret" });
 * JSON.stringify(config); // '{"host":"db","password":"***"}'
 * config.password; // "s3cret"
 * String(printRedacted({ ssl: { key: "-----BEGIN PRIVATE KEY-----..." } })); // '{"ssl":{"key":"***"}}'
 */
export function printRedacted<T extends object>(config: T): T {
  const view = () => printable(config);
  Object.defineProperty(config, "toJSON", { value: view, enumerable: false });
  Object.defineProperty(config, "toString", { value: () => JSON.stringify(view()), enumerable: false });
  Object.defineProperty(config, INSPECT, {
    value: (_depth: number, options: unknown, inspect?: (value: unknown, options: unknown) => string) =>
      inspected(config, options, inspect),
    enumerable: false,
  });
  return config;
}

/**
 * A plain copy of a driver config with its secrets shown: its own fields as they are, at any depth, where
 * its `toJSON` shows `***` (what `dburi convert --reveal` prints). A certificate read as bytes shows its
 * size. For printing only: hand the driver the config itself.
 * @example
 * const config = toPgConfig(interpret("postgresql://app:s3cret@db.example.com/shop"));
 * JSON.stringify(config); // '{"host":"db.example.com","user":"app","password":"***","database":"shop"}'
 * JSON.stringify(revealedConfig(config)); // '{"host":"db.example.com","user":"app","password":"s3cret","database":"shop"}'
 */
export function revealedConfig(config: unknown): unknown {
  if (config instanceof String) return config.valueOf();
  if (config instanceof Uint8Array) return `<${config.byteLength} bytes>`;
  if (Array.isArray(config)) return config.map(revealedConfig);
  if (typeof config !== "object" || config === null) return config;
  return Object.fromEntries(Object.entries(config).map(([key, item]) => [key, revealedConfig(item)]));
}

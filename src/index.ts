/**
 * dburi: connection URIs parsed exactly, interpreted per scheme, converted, redacted and dereferenced.
 * Everything of `dburi/core`, and on Node `connect`, `ping` and `tryPing` through the optional drivers.
 * @packageDocumentation
 * @example
 * import { interpret, ping, redact } from "dburi";
 *
 * const target = interpret(process.env.DATABASE_URL ?? "postgresql://app@localhost/shop");
 * console.log(redact(target.href));
 * const result = await ping(target); // needs the pg package
 */

export * from "./connect/index.js";
export * from "./core.js";

/**
 * dburi/core: connection URIs parsed exactly, interpreted per scheme, converted and redacted, with no
 * Node built-in: the layers below `connect/` and `cli/` (RFC 3986 core, scheme registry, schemes,
 * conversions), for browsers, edge runtimes, Deno and Bun. The package's `browser` export condition serves
 * this same entry for `dburi`. Dereferencing (`connect`, `ping`) is in the `dburi` entry on Node only.
 * @packageDocumentation
 * @example
 * import { interpret, redact, toPgConfig } from "dburi/core";
 *
 * const target = interpret("postgresql://app:s3cret@db.example.com/shop?sslmode=require");
 * toPgConfig(target).host; // "db.example.com"
 * redact("redis://:s3cret@cache.example.com:6380/2"); // "redis://:***@cache.example.com:6380/2"
 */

export * from "./convert/index.js";
export * from "./registry/index.js";
export * from "./schemes/index.js";
export * from "./uri/index.js";

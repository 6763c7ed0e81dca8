// What every driver adapter shares: the engine check, the refusal of a URI option the driver cannot honour
// (an error unless the caller asks to ignore such options: never a silent drop), and file paths resolved
// against a given directory.

import type { Finding, Target } from "../registry/index.js";
import { isTarget } from "../schemes/index.js";
import { DburiError } from "../uri/index.js";

/**
 * Options every adapter takes.
 * @example
 * toMysql2Config(interpret("mysql://h/db?ssl-capath=/etc/certs")); // throws unsupported-param
 * toMysql2Config(interpret("mysql://h/db?ssl-capath=/etc/certs"), { unsupported: "ignore" });
 * // { host: "h", port: 3306, database: "db" }
 */
export interface AdapterOptions {
  /**
   * What to do with a URI option the driver cannot honour (`sslcrldir` for node-postgres, `ssl-capath`
   * for mysql2, ...): `error` (the default) throws `unsupported-param`; `warn` goes without it and adds an
   * `unsupported-param` warning to `warnings`; `ignore` goes without it. The CLI's `--unsupported`.
   */
  readonly unsupported?: "error" | "warn" | "ignore" | undefined;
  /** Where `unsupported: "warn"` reports each option the conversion goes without. */
  readonly warnings?: Finding[] | undefined;
}

/**
 * Throws `wrong-engine` unless the target's canonical engine is `engine` (and it has `field`, a field its
 * scheme module adds).
 * @example
 * expectEngine(interpret("redis://h"), "pg", "toPgConfig"); // throws wrong-engine
 */
export function expectEngine(target: Target, engine: string, adapter: string, field?: string): void {
  if (!isTarget(target)) {
    throw new DburiError({
      code: "invalid-argument",
      reason: `${adapter} takes a Target, got ${typeof target === "string" ? "a string" : typeof target}`,
      fix: `interpret the URI first: ${adapter}(interpret(text))`,
    });
  }
  if (target.canonicalEngine === engine && (field === undefined || field in target)) return;
  if (target.canonicalEngine === engine) {
    throw new DburiError({
      code: "wrong-engine",
      reason: `${adapter} needs a target interpreted by dburi's ${engine} rules (it has no '${field}')`,
      fix: "interpret the URI with the built-in registry, or a registry that keeps the built-in definition",
    });
  }
  throw new DburiError({
    code: "wrong-engine",
    reason: `${adapter} converts ${engine} URIs, and this one is ${target.canonicalEngine ?? target.scheme}`,
    fix: "use the adapter of the URI's engine",
  });
}

/**
 * Where a refused option stands: the target's text and the index of the option in it, for the caret.
 * @example
 * const target = interpret("db:mysql://h/db?host=x");
 * const where: RefusedAt = { input: target.href, index: paramIndex(target, ["host"]) }; // index 16
 */
export interface RefusedAt {
  readonly input: string;
  readonly index?: number | undefined;
}

/**
 * Refuses a URI option the driver cannot honour: throws `unsupported-param`, unless `options.unsupported`
 * is `ignore` (an option of the adapters, of `connect` and of `ping`), or `warn`, which adds the refusal to
 * `options.warnings` as a warning instead.
 * @example
 * refuse({}, "node-postgres", "sslcrldir", "Node's TLS takes CRL files, not directories", "use sslcrl"); // throws unsupported-param
 * refuse({ unsupported: "ignore" }, "node-postgres", "sslcrldir", "Node's TLS takes CRL files", "use sslcrl"); // returns
 */
export function refuse(
  options: AdapterOptions,
  driver: string,
  key: string,
  reason: string,
  fix: string,
  at?: RefusedAt,
): void {
  const unsupported = options.unsupported;
  if (unsupported === "ignore") return;
  const message = `${driver} cannot honour '${key}': ${reason}`;
  if (unsupported === "warn") {
    options.warnings?.push({
      severity: "warning",
      code: "unsupported-param",
      message: `${message}; the conversion goes without it`,
      index: at?.index,
      fix,
    });
    return;
  }
  throw new DburiError({
    code: "unsupported-param",
    reason: message,
    fix: `${fix}; or, to go without it, pass { unsupported: "ignore" } to the adapter, connect or ping (dburi convert or ping --unsupported ignore)`,
    index: at?.index,
    input: at?.input,
  });
}

/**
 * Reports a URI option the conversion leaves out although going without it keeps the connection what the
 * URI asks (a pool setting, a timeout the driver has no place for): a `param-not-carried` warning in
 * `options.warnings`, unless `options.unsupported` is `ignore`. Never silently.
 * @example
 * const warnings: Finding[] = [];
 * notCarried({ warnings }, "mysql2", "pool_timeout=5", "mysql2's pool has no wait limit", "remove it");
 * warnings[0]?.code; // "param-not-carried"
 */
export function notCarried(
  options: AdapterOptions,
  driver: string,
  written: string,
  reason: string,
  fix: string,
  at?: RefusedAt,
): void {
  if (options.unsupported === "ignore") return;
  options.warnings?.push({
    severity: "warning",
    code: "param-not-carried",
    message: `${driver}'s config leaves out '${written}': ${reason}`,
    index: at?.index,
    fix,
  });
}

/**
 * The index in `target.href` of the last query pair whose key is one of `keys` (compared in lowercase),
 * or undefined when there is none. A `db:` URI's query sits after the `db:` prefix, and the index
 * counts from the start of the whole text.
 * @example
 * paramIndex(interpret("db:mysql://h/db?host=x"), ["host"]); // 16
 */
export function paramIndex(target: Target, keys: readonly string[]): number | undefined {
  const uri = target.uri;
  const wanted = keys.map((key) => key.toLowerCase());
  const offset = target.href.length - uri.href.length;
  let found: number | undefined;
  for (const entry of uri.queryEntries) {
    if (wanted.includes(entry.key.toLowerCase())) found = offset + entry.index;
  }
  return found;
}

/** Whether a path is absolute: POSIX `/x`, Windows `C:\x` or `C:/x`, or a UNC `\\server\share`. */
function isAbsolutePath(path: string): boolean {
  return path.startsWith("/") || /^[A-Za-z]:[\\/]/.test(path) || path.startsWith("\\\\");
}

/**
 * A file path resolved against `base` when relative; never against the process's working directory.
 * @throws DburiError `relative-path` when the path is relative and no base is given
 * @example
 * resolvePath("data/app.db", "/srv/app", "the SQLite database"); // "/srv/app/data/app.db"
 * resolvePath("/var/db/app.db", undefined, "the SQLite database"); // "/var/db/app.db"
 */
export function resolvePath(path: string, base: string | undefined, what: string): string {
  if (isAbsolutePath(path)) return path;
  if (base === undefined || !isAbsolutePath(base)) {
    throw new DburiError({
      code: "relative-path",
      reason: `${what} '${path}' is a relative path, and ${base === undefined ? "no base directory was given" : `the base directory '${base}' is not absolute`}`,
      fix: "pass an absolute baseDirectory (e.g. { baseDirectory: process.cwd() }), or write an absolute path",
    });
  }
  const separator = base.includes("/") || !base.includes("\\") ? "/" : "\\";
  const trimmed = base.endsWith("/") || base.endsWith("\\") ? base.slice(0, -1) : base;
  return `${trimmed}${separator}${path.startsWith("./") ? path.slice(2) : path}`;
}

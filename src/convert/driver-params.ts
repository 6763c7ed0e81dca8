// What every driver adapter shares: the engine check, the refusal of a URI option the driver cannot honour
// (an error unless the caller asks to ignore such options: never a silent drop), and file paths resolved
// against a given directory.

import type { Finding, Target } from "../registry/index.js";
import { isTarget } from "../schemes/index.js";
import type { QueryKeys } from "../schemes/target/query.js";
import { DburiError, redactParamValue } from "../uri/index.js";

/**
 * What a conversion does with a URI parameter its output does not carry: `error` throws, `warn` goes
 * without it and reports it, `ignore` goes without it silently. The CLI's `--unsupported`.
 * @example
 * const unsupported: Unsupported = "warn";
 */
export type Unsupported = "error" | "warn" | "ignore";

/**
 * How a conversion reports what it does not carry: options every driver adapter and `toDsn` take.
 * @example
 * const warnings: Finding[] = [];
 * toPgConfig(interpret("postgresql://h/db?pool_timeout=5"), { warnings });
 * warnings[0]?.code; // "param-not-carried"
 */
export interface ReportOptions {
  /**
   * What to do with a URI parameter the output does not carry. By default a parameter whose loss changes
   * the connection (`sslcrldir` for node-postgres, `ssl-capath` for mysql2, `target_session_attrs`) throws
   * `unsupported-param`, and one the output goes without harmlessly (`pool_timeout` for node-postgres, a
   * keyword libpq does not know in a libpq DSN) is reported in `warnings` as `param-not-carried`. `error`
   * throws for both; `warn` reports both (the first as `unsupported-param`); `ignore` reports neither.
   * A weakened TLS verification is never only reported: it has options of its own.
   */
  readonly unsupported?: Unsupported | undefined;
  /** Where each parameter the output goes without is reported, one finding per parameter. */
  readonly warnings?: Finding[] | undefined;
}

/**
 * Options every adapter takes.
 * @example
 * toMysql2Config(interpret("mysql://h/db?ssl-capath=/etc/certs")); // throws unsupported-param
 * toMysql2Config(interpret("mysql://h/db?ssl-capath=/etc/certs"), { unsupported: "ignore" });
 * // { host: "h", port: 3306, database: "db" }
 */
export interface AdapterOptions extends ReportOptions {}

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
 * Whether `notCarried` does anything under `options`: throws (`unsupported: "error"`), or has warnings to
 * report to. Otherwise a caller need not find where the parameter stands.
 * @example
 * reportsNotCarried({}); // false
 * reportsNotCarried({ warnings: [] }); // true
 */
export function reportsNotCarried(options: ReportOptions): boolean {
  const unsupported = options.unsupported;
  return unsupported === "error" || (unsupported !== "ignore" && options.warnings !== undefined);
}

/**
 * Reports a URI parameter an output goes without, harmlessly (its loss does not change where or how the
 * connection is made): a `param-not-carried` warning in `options.warnings`; nothing with `unsupported:
 * "ignore"`; `dsn-unrepresentable` or `unsupported-param` thrown with `unsupported: "error"` (the code by
 * whether `output` is a DSN format, `dsn` true).
 * @example
 * const warnings: Finding[] = [];
 * notCarried({ warnings }, { output: "node-postgres's config", key: "pool_timeout", value: 5, reason: "no wait limit", fix: "set it on the pool" });
 * warnings[0]?.message; // "'pool_timeout=5' is not carried into node-postgres's config: no wait limit"
 */
export function notCarried(
  options: ReportOptions,
  what: {
    readonly output: string;
    readonly key: string;
    /** The value as read; shown with its secrets hidden (`redactParamValue`). */
    readonly value?: unknown;
    readonly reason: string;
    readonly fix: string;
    readonly dsn?: boolean | undefined;
  },
  at?: RefusedAt,
): void {
  if (!reportsNotCarried(options)) return;
  const shown =
    what.value === undefined ? what.key : `${what.key}=${redactParamValue(what.key, String(what.value))}`;
  if (options.unsupported === "error") {
    throw new DburiError({
      code: what.dsn === true ? "dsn-unrepresentable" : "unsupported-param",
      reason: `${what.output} cannot carry '${shown}': ${what.reason}`,
      fix: `${what.fix}; or, to go without it, leave out { unsupported: "error" } (dburi convert: leave out --unsupported error)`,
      index: at?.index,
      input: at?.input,
    });
  }
  options.warnings?.push({
    severity: "warning",
    code: "param-not-carried",
    message: `'${shown}' is not carried into ${what.output}: ${what.reason}`,
    index: at?.index,
    fix: what.fix,
  });
}

/**
 * What each driver's output is called in a finding (`'x=1' is not carried into mysql2's config`).
 * @example
 * OUTPUT_NAMES.pg; // "node-postgres's config"
 */
export const OUTPUT_NAMES = {
  pg: "node-postgres's config",
  mysql2: "mysql2's config",
  mariadb: "mariadb's config",
  sqlite: "better-sqlite3's options",
  "node-redis": "node-redis's options",
  ioredis: "ioredis's options",
  amqplib: "amqplib's options",
} as const;

/**
 * Why a driver config leaves out a parameter dburi does not know, and what to do instead.
 * @example
 * UNKNOWN_TO_DRIVER.reason; // "dburi does not know this parameter, and the driver has no setting it names"
 */
export const UNKNOWN_TO_DRIVER = {
  reason: "dburi does not know this parameter, and the driver has no setting it names",
  fix: "check its spelling; if the driver has such a setting, set it on the config yourself",
} as const;

/**
 * Reports each query parameter of a target that its family does not know (a database target's
 * `unknownParams`; for a redis or amqp target, each key `keys` does not find): a driver config has no field
 * for it, so `output` goes without it (see `notCarried`).
 * @example
 * const warnings: Finding[] = [];
 * unknownNotCarried(interpret("mysql://h/db?x_app=1"), "mysql2's config", { warnings });
 * warnings[0]?.code; // "param-not-carried"
 */
export function unknownNotCarried(
  target: Target,
  output: string,
  options: ReportOptions,
  keys?: QueryKeys,
): void {
  if (options.unsupported === "ignore") return;
  // A database target lists them; a redis or amqp one is looked up in its family's keys.
  const unknown =
    (target as { readonly unknownParams?: readonly (readonly [string, string])[] }).unknownParams ??
    (keys === undefined ? [] : target.params.filter(([key]) => keys.lookup(key) === undefined));
  if (unknown.length === 0) return;
  for (const [key, value] of unknown) {
    notCarried(
      options,
      {
        output,
        key,
        value,
        ...UNKNOWN_TO_DRIVER,
      },
      { input: target.href, index: paramIndex(target, [key]) },
    );
  }
}

/**
 * The index in `target.href` of the last query pair whose key is one of `keys` (compared in lowercase),
 * or undefined when there is none. A `db:` URI's query sits after the `db:` prefix, and the index
 * counts from the start of the whole text.
 * @example
 * paramIndex(interpret("db:mysql://h/db?host=x"), ["host"]); // 16
 */
export function paramIndex(target: Target, keys: readonly string[]): number | undefined {
  const last = lastIndexes(target);
  let found: number | undefined;
  for (const key of keys) {
    const index = last.get(key.toLowerCase());
    if (index !== undefined && (found === undefined || index > found)) found = index;
  }
  return found;
}

// Each target's last pair index by lowercase key, made on the first lookup: a conversion reporting each of
// thousands of parameters looks one up per parameter, and reading the query again for each would be
// quadratic. Targets are immutable, so the memo never changes what a lookup gives.
const LAST_INDEXES = new WeakMap<Target, ReadonlyMap<string, number>>();

function lastIndexes(target: Target): ReadonlyMap<string, number> {
  let last = LAST_INDEXES.get(target);
  if (last === undefined) {
    const uri = target.uri;
    const offset = target.href.length - uri.href.length;
    const map = new Map<string, number>();
    for (const entry of uri.queryEntries) map.set(entry.key.toLowerCase(), offset + entry.index);
    last = map;
    LAST_INDEXES.set(target, last);
  }
  return last;
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

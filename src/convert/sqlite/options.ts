// toSqliteOptions(): an SQLite target as what an SQLite driver opens: a file name (relative paths resolved
// against a base directory the caller gives, never the process's working directory by surprise), the
// in-memory database, and the open flags of SQLite's `mode` URI parameter (SQLite "Uniform Resource
// Identifiers" §3.3).

import type { Target } from "../../registry/index.js";
import { SQLITE_PARAMS, type SqliteTarget } from "../../schemes/index.js";
import { DburiError } from "../../uri/index.js";
import {
  type AdapterOptions,
  expectEngine,
  notCarried,
  OUTPUT_NAMES,
  paramIndex,
  refuse,
  resolvePath,
  unknownNotCarried,
} from "../driver-params.js";
import { carryOptions } from "../fates.js";

/**
 * What to open: `new Database(filename, options)` in better-sqlite3.
 * @example
 * import Database from "better-sqlite3";
 *
 * const { filename, options } = toSqliteOptions(interpret("db:sqlite:/srv/app/data.db?mode=ro"));
 * const db = new Database(filename, options); // "/srv/app/data.db", { readonly: true }
 */
export interface SqliteOpenOptions {
  /** An absolute path, `:memory:`, or `""` (SQLite's private temporary database). */
  readonly filename: string;
  readonly options: {
    /** Open read-only (`mode=ro`); the file must exist. */
    readonly readonly?: boolean;
    /** Open read-write without creating the file (`mode=rw`). */
    readonly fileMustExist?: boolean;
  };
}

/**
 * Options of `toSqliteOptions`.
 * @example
 * toSqliteOptions(interpret("db:sqlite:data/app.db?mode=rw"), { baseDirectory: "/srv/app" });
 * // { filename: "/srv/app/data/app.db", options: { fileMustExist: true } }
 */
export interface ToSqliteOptionsOptions extends AdapterOptions {
  /** The absolute directory a relative path resolves against; without it a relative path is an error. */
  readonly baseDirectory?: string | undefined;
}

/**
 * Converts an SQLite target into the file name and flags to open: `:memory:` (also for `mode=memory`), an
 * absolute path (a relative one resolved against `baseDirectory`), `mode=ro` as read-only and `mode=rw` as
 * must-exist. URI parameters that only SQLite's URI file names carry (`vfs`, `cache=shared`, `nolock`, ...)
 * are refused: better-sqlite3 is built without them.
 * @throws DburiError `missing-database`, `relative-path`, `unsupported-param`, `wrong-engine`,
 * `invalid-param` (a NUL in the path, `mode=ro` on an in-memory or temporary database)
 * @example
 * toSqliteOptions(interpret("db:sqlite:data/app.db?mode=ro"), { baseDirectory: "/srv/app" });
 * // { filename: "/srv/app/data/app.db", options: { readonly: true } }
 * toSqliteOptions(interpret("db:sqlite::memory:")); // { filename: ":memory:", options: {} }
 */
export function toSqliteOptions(input: Target, options: ToSqliteOptionsOptions = {}): SqliteOpenOptions {
  expectEngine(input, "sqlite", "toSqliteOptions", "memory");
  const target = input as SqliteTarget;
  const o = target.options;
  // The parameters only URI file names carry, refused by their fates (SQLITE_PARAMS).
  carryOptions(o, SQLITE_PARAMS, "sqlite", {
    refused: (key, value, fate) =>
      refuse(options, "better-sqlite3", `${key}=${String(value)}`, fate.drop, fate.fix),
    dropped: (key, value, fate) =>
      notCarried(
        options,
        {
          output: OUTPUT_NAMES.sqlite,
          key,
          value,
          reason: fate.drop,
          fix: fate.fix,
        },
        { input: target.href, index: paramIndex(target, [key]) },
      ),
  });
  unknownNotCarried(target, OUTPUT_NAMES.sqlite, options);
  const flags = o.mode === "ro" ? { readonly: true } : o.mode === "rw" ? { fileMustExist: true } : {};
  const database = target.database;
  if (target.memory || database === "") {
    if (flags.readonly) throw readOnlyMemory(target);
    return { filename: target.memory ? ":memory:" : "", options: flags };
  }
  if (database === null) {
    throw new DburiError({
      code: "missing-database",
      reason: "the URI names no SQLite database file",
      fix: "write db:sqlite:path/to/file.db, db:sqlite:/absolute/path.db or db:sqlite::memory:",
    });
  }
  if (database.includes("\u0000")) throw nulInPath(target);
  return { filename: resolvePath(database, options.baseDirectory, "the SQLite database"), options: flags };
}

/**
 * An in-memory or temporary database starts empty and lives only while open: read-only, it could never
 * hold anything (SQLite refuses it when opening; better-sqlite3 says "cannot be readonly").
 */
function readOnlyMemory(target: SqliteTarget): DburiError {
  return new DburiError({
    code: "invalid-param",
    reason: `mode=ro opens the database read-only, and ${target.memory ? "an in-memory" : "a temporary"} database starts empty: it could hold nothing`,
    fix: "remove mode=ro, or name a database file",
    index: paramIndex(target, ["mode"]),
    input: target.href,
  });
}

/**
 * A NUL (%00) in the path: C's file functions, which SQLite uses, stop at it, so `a%00b.db` would open
 * (and create) `a`. Refused at the %00.
 */
function nulInPath(target: SqliteTarget): DburiError {
  const href = target.href;
  const query = href.indexOf("?");
  const at = href.indexOf("%00");
  return new DburiError({
    code: "invalid-param",
    reason:
      "the SQLite database path contains a NUL character (%00), where the operating system's file names end",
    fix: "remove the %00 from the path",
    index: at >= 0 && (query < 0 || at < query) ? at : undefined,
    input: href,
  });
}

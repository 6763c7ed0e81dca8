// SQLite through better-sqlite3, or Node's built-in `node:sqlite` (DatabaseSync, Node 22.5 and later) when
// better-sqlite3 is not installed: toSqliteOptions' file name (relative paths resolved against
// ConnectOptions.baseDirectory, never the process's working directory by surprise) and open flags.

import { existsSync, statSync } from "node:fs";
import { toSqliteOptions } from "../convert/sqlite/options.js";
import type { Target } from "../registry/index.js";
import { DburiError, type DburiErrorCode } from "../uri/index.js";
import { connectionError, errorCode } from "./errors.js";
import { importModule } from "./import-module.js";
import { askedDriver, importIfInstalled } from "./load.js";
import { elapsedMs, timeoutOf } from "./timing.js";
import type { ConnectOptions, DriverAdapter, PingResult } from "./types.js";

const ENGINE = "SQLite";

/**
 * The SQLite drivers dburi opens databases with, in the order it prefers them.
 * @example
 * await connect("db:sqlite::memory:", { driver: SQLITE_DRIVERS[1] }); // through node:sqlite
 */
export const SQLITE_DRIVERS = ["better-sqlite3", "node:sqlite"] as const;

/** `better-sqlite3` or `node:sqlite`. */
export type SqliteDriver = (typeof SQLITE_DRIVERS)[number];

/** The part of a better-sqlite3 Database or a node:sqlite DatabaseSync the adapter uses. */
export interface SqliteDatabase {
  prepare(sql: string): { get(): unknown };
  exec(sql: string): unknown;
  close(): unknown;
}

/** better-sqlite3's `Database` class. */
export type BetterSqlite3Constructor = new (
  filename: string,
  options: { readonly?: boolean; fileMustExist?: boolean },
) => SqliteDatabase;

/** node:sqlite's `DatabaseSync` class (`readOnly` since Node 22.12; earlier versions ignore it). */
export type DatabaseSyncConstructor = new (
  filename: string,
  options: { readOnly?: boolean },
) => SqliteDatabase;

/** How the adapter finds each driver: its class, or null when it is not there. Tests inject their own. */
export interface SqliteLoaders {
  readonly "better-sqlite3": () => Promise<BetterSqlite3Constructor | null>;
  readonly "node:sqlite": () => Promise<DatabaseSyncConstructor | null>;
}

/**
 * The real loaders: better-sqlite3 when the package is installed; node:sqlite when this Node has it (22.5
 * and later; before 22.13 only with --experimental-sqlite).
 * @example
 * const adapter = createSqliteAdapter({ ...defaultSqliteLoaders, "better-sqlite3": async () => null });
 */
export const defaultSqliteLoaders: SqliteLoaders = {
  "better-sqlite3": async () =>
    (await importIfInstalled<{ default: BetterSqlite3Constructor }>("better-sqlite3"))?.default ?? null,
  "node:sqlite": async () => {
    try {
      // Through importModule, so that Node 20's types do not have to know the module.
      return (await importModule<{ DatabaseSync: DatabaseSyncConstructor }>("node:sqlite")).DatabaseSync;
    } catch (error) {
      if (errorCode(error) === "ERR_UNKNOWN_BUILTIN_MODULE") return null;
      throw error;
    }
  },
};

/** better-sqlite3's error codes (SQLite result codes) and Node's, as dburi codes. */
const CODES: Readonly<Record<string, DburiErrorCode>> = {
  SQLITE_CANTOPEN: "database-not-found",
  SQLITE_NOTADB: "not-a-database",
  SQLITE_CORRUPT: "not-a-database",
  SQLITE_READONLY: "permission-denied",
  SQLITE_PERM: "permission-denied",
  SQLITE_AUTH: "permission-denied",
};

/** SQLite's primary result codes, as node:sqlite reports them (`errcode`), by better-sqlite3's names. */
const RESULT_CODES: Readonly<Record<number, string>> = {
  3: "SQLITE_PERM",
  8: "SQLITE_READONLY",
  11: "SQLITE_CORRUPT",
  14: "SQLITE_CANTOPEN",
  23: "SQLITE_AUTH",
  26: "SQLITE_NOTADB",
};

const FIXES: Readonly<Partial<Record<DburiErrorCode, string>>> = {
  "database-not-found":
    "check the path; without mode=ro or mode=rw a missing file is created, a missing directory is not",
  "not-a-database": "check that the path names an SQLite database file",
  "permission-denied":
    "check the permissions of the file and of its directory (SQLite writes a journal beside it)",
};

/** When SQLite's message is all there is to go on: it names what it could not do, not where. */
const GENERIC_FIX = "the reason ends with SQLite's own message: check the path and the file against it";

/** The SQLite result code's name: better-sqlite3's `code`, or node:sqlite's numeric `errcode`. */
function sqliteCode(error: unknown): string | undefined {
  const code = errorCode(error);
  if (code?.startsWith("SQLITE_")) return code;
  const errcode = (error as { errcode?: unknown } | null)?.errcode;
  // Extended result codes carry the primary code in their low byte.
  return typeof errcode === "number" ? RESULT_CODES[errcode & 0xff] : undefined;
}

function failure(error: unknown, target: Target, filename: string, stage: string): DburiError {
  const name = sqliteCode(error);
  const message = error instanceof Error ? error.message : String(error);
  const code =
    (name ? CODES[name] : undefined) ??
    (message.includes("directory does not exist") ? "database-not-found" : undefined);
  return connectionError(error, {
    target,
    engineName: ENGINE,
    code,
    address: filename === "" ? "a temporary database" : filename,
    stage,
    fix: (code === undefined ? undefined : FIXES[code]) ?? GENERIC_FIX,
  });
}

/** SQLite cannot open a directory; it says only "unable to open database file" (or "disk I/O error"). */
function refuseDirectory(filename: string): void {
  if (statSync(filename, { throwIfNoEntry: false })?.isDirectory()) {
    throw new DburiError({
      code: "not-a-file",
      reason: `the SQLite database path ${filename} is a directory`,
      fix: "name a database file (e.g. a file inside that directory)",
    });
  }
}

/** A driver chosen and loaded. */
type Loaded =
  | { readonly driver: "better-sqlite3"; readonly open: BetterSqlite3Constructor }
  | { readonly driver: "node:sqlite"; readonly open: DatabaseSyncConstructor };

function nodeSqliteMissing(): DburiError {
  return new DburiError({
    code: "driver-not-installed",
    reason: `node:sqlite is not available in Node ${process.versions.node}: it needs Node 22.5 or later (before 22.13, run with --experimental-sqlite)`,
    fix: 'upgrade Node, or npm install better-sqlite3 and pass driver: "better-sqlite3" (or leave driver out)',
  });
}

/** The driver asked for, else better-sqlite3 when installed, else node:sqlite when this Node has it. */
async function loadDriver(options: ConnectOptions, loaders: SqliteLoaders): Promise<Loaded> {
  const asked = askedDriver(options, ENGINE, SQLITE_DRIVERS);
  if (asked !== "node:sqlite") {
    const open = await loaders["better-sqlite3"]();
    if (open !== null) return { driver: "better-sqlite3", open };
    if (asked === "better-sqlite3") {
      throw new DburiError({
        code: "driver-not-installed",
        reason: "connecting to SQLite through 'better-sqlite3' needs that package, which is not installed",
        fix: 'npm install better-sqlite3, or pass driver: "node:sqlite" on Node 22.5 or later',
      });
    }
  }
  const open = await loaders["node:sqlite"]();
  if (open !== null) return { driver: "node:sqlite", open };
  if (asked === "node:sqlite") throw nodeSqliteMissing();
  throw new DburiError({
    code: "driver-not-installed",
    reason: `opening SQLite needs the 'better-sqlite3' package or Node's built-in 'node:sqlite' (Node 22.5 or later); neither is available (the package is not installed; this is Node ${process.versions.node})`,
    fix: "npm install better-sqlite3, or run on Node 22.13 or later",
  });
}

/** The same flags through node:sqlite, which has no must-exist option and only lately a read-only one. */
function openNodeSqlite(
  DatabaseSync: DatabaseSyncConstructor,
  filename: string,
  flags: { readonly?: boolean; fileMustExist?: boolean },
): SqliteDatabase {
  const inMemory = filename === "" || filename === ":memory:";
  if ((flags.readonly || flags.fileMustExist) && !inMemory && !existsSync(filename)) {
    // What SQLite says when mode=ro or mode=rw names a missing file, without creating it.
    throw Object.assign(new Error("unable to open database file"), { errcode: 14 });
  }
  const database = new DatabaseSync(filename, flags.readonly ? { readOnly: true } : {});
  if (flags.readonly) {
    // Node before 22.12 ignores readOnly: refuse writes on this connection all the same.
    try {
      database.exec("PRAGMA query_only = ON");
    } catch (error) {
      database.close();
      throw error;
    }
  }
  return database;
}

/**
 * Opens the target's database. `create: false` (what ping uses) opens an existing file only: checking a
 * URI must not leave an empty database behind where the path was wrong, whatever mode= says.
 */
async function open(
  target: Target,
  options: ConnectOptions,
  loaders: SqliteLoaders,
  { create }: { readonly create: boolean },
) {
  timeoutOf(options); // not used (SQLite opens in process), but checked like every engine's
  const { filename, options: flags } = toSqliteOptions(target, {
    baseDirectory: options.baseDirectory,
    unsupported: options.unsupported,
  });
  const inMemory = filename === "" || filename === ":memory:";
  if (!inMemory) refuseDirectory(filename);
  if (!create && !inMemory && !existsSync(filename)) {
    throw new DburiError({
      code: "database-not-found",
      reason: `the SQLite database ${filename} does not exist`,
      fix: "check the path (relative paths are read from the base directory); ping opens existing databases only and creates none",
    });
  }
  const loaded = await loadDriver(options, loaders);
  try {
    const database =
      loaded.driver === "better-sqlite3"
        ? new loaded.open(filename, { ...flags })
        : openNodeSqlite(loaded.open, filename, flags);
    return { database, filename, driver: loaded.driver };
  } catch (error) {
    throw failure(error, target, filename, "opening");
  }
}

/**
 * SQLite's adapter with the given ways of loading its drivers: a better-sqlite3 Database or a node:sqlite
 * DatabaseSync, and a ping that reads the schema and the library version.
 * @example
 * await createSqliteAdapter(defaultSqliteLoaders).ping(interpret("db:sqlite::memory:"), {});
 */
export function createSqliteAdapter(loaders: SqliteLoaders = defaultSqliteLoaders): DriverAdapter {
  return {
    async driver(options) {
      return (await loadDriver(options, loaders)).driver;
    },
    async connect(target, options) {
      return (await open(target, options, loaders, { create: true })).database;
    },
    async ping(target, options): Promise<PingResult> {
      const started = performance.now();
      const { database, filename, driver } = await open(target, options, loaders, { create: false });
      try {
        // Reading sqlite_schema reads the file's first page: a file that is not a database fails here.
        const row = database
          .prepare("SELECT sqlite_version() AS version, (SELECT count(*) FROM sqlite_schema) AS objects")
          .get() as { version: string } | undefined;
        return {
          ok: true,
          engine: "sqlite",
          driver,
          host: null,
          port: null,
          database: filename,
          latencyMs: elapsedMs(started),
          serverVersion: row?.version ?? null,
        };
      } catch (error) {
        throw failure(error, target, filename, "reading");
      } finally {
        database.close();
      }
    },
  };
}

/** SQLite's adapter, through whichever driver is there (better-sqlite3 first). */
export const sqliteAdapter: DriverAdapter = createSqliteAdapter();

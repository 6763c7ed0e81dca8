// Running a command's bundle (dist/cli/commands/<name>-<hash>.cjs) with V8's code cache. Compiling the
// half megabyte of rules and catalogues a command reads costs a start of `dburi` more than the command's
// own work; V8 can hand out what it compiled in one run (its code cache) and take it back in the next
// instead of compiling again, which Node 22's `module.enableCompileCache` does for modules and Node 20
// does not. So the command line keeps one cache file per bundle, Node version and architecture in the
// user's cache folder: `$XDG_CACHE_HOME/dburi`, else `~/.cache/dburi` (`%LOCALAPPDATA%\dburi\Cache` on
// Windows). `NODE_DISABLE_COMPILE_CACHE` set to anything turns it off, as it does Node's own.
//
// A code cache is code: a file someone else could write would let them run theirs as the user. The folder
// and the file are read only when they are no symbolic link, belong to the user and are writable by no
// one else (test/cli/code-cache-poisoning.test.ts). V8 itself refuses a cache made by another V8 version,
// with other flags, or for a source of another length; the bundle's name holds the hash of its content,
// so a cache is never taken for another build's source.

import {
  closeSync,
  constants as fsConstants,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  type Stats,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { homedir } from "node:os";
import { basename, dirname, isAbsolute, join } from "node:path";
import { Script } from "node:vm";

/**
 * The folder the command line keeps its code cache in, or null when the cache is off
 * (`NODE_DISABLE_COMPILE_CACHE` set) or there is no home folder to keep it under. `XDG_CACHE_HOME` counts
 * only when it is an absolute path, as the XDG Base Directory Specification says.
 * @example
 * codeCacheFolder({ XDG_CACHE_HOME: "/home/me/.cache" }, "linux"); // "/home/me/.cache/dburi"
 * codeCacheFolder({ NODE_DISABLE_COMPILE_CACHE: "1" }, "linux"); // null
 */
export function codeCacheFolder(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
): string | null {
  if (env.NODE_DISABLE_COMPILE_CACHE !== undefined) return null;
  const xdg = env.XDG_CACHE_HOME;
  if (xdg !== undefined && isAbsolute(xdg)) return join(xdg, "dburi");
  const local = env.LOCALAPPDATA;
  if (platform === "win32" && local !== undefined && isAbsolute(local)) return join(local, "dburi", "Cache");
  let home: string;
  try {
    home = homedir();
  } catch {
    return null;
  }
  return home === "" ? null : join(home, ".cache", "dburi");
}

/**
 * The file in `folder` that keeps the code cache of the bundle `bundleFile` for this Node: one per bundle
 * (whose name holds the hash of its content), V8 version and architecture.
 * @example
 * codeCacheFile("/home/me/.cache/dburi", "/app/node_modules/dburi/dist/cli/commands/parse-4F2A.cjs");
 * // "/home/me/.cache/dburi/parse-4F2A.cjs.11.3.244.8-node.38.x64.cache" on Node 20.20 on x64
 */
export function codeCacheFile(folder: string, bundleFile: string): string {
  return join(folder, `${basename(bundleFile)}.${process.versions.v8}.${process.arch}.cache`);
}

/**
 * Whether what `stats` describes may hold code for this process: owned by its user and writable by no
 * one else. Where there are no user ids (Windows), the folder under the user's profile is taken as theirs.
 */
function isPrivate(stats: Stats): boolean {
  if (process.getuid === undefined) return true;
  return stats.uid === process.getuid() && (stats.mode & 0o022) === 0;
}

/** Whether `folder` is a folder of this user's that no one else can write into (not a symbolic link). */
function isPrivateFolder(folder: string): boolean {
  try {
    const stats = lstatSync(folder);
    return stats.isDirectory() && isPrivate(stats);
  } catch {
    return false;
  }
}

/** The cache kept in `file`, when it is a private file of this user's (not a symbolic link); else undefined. */
function readPrivateFile(file: string): Buffer | undefined {
  let fd: number;
  try {
    fd = openSync(file, fsConstants.O_RDONLY | (fsConstants.O_NOFOLLOW ?? 0));
  } catch {
    return undefined;
  }
  try {
    const stats = fstatSync(fd);
    return stats.isFile() && isPrivate(stats) ? readFileSync(fd) : undefined;
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/**
 * Whether the nearest folder of `path` (itself or an ancestor) that exists belongs to this process's user:
 * where it may make folders. Run by root with another user's HOME (as `sudo` keeps it on some systems),
 * the command line keeps no cache rather than leave there folders that the user cannot write.
 */
function isOwnPlace(path: string): boolean {
  if (process.getuid === undefined) return true;
  for (let at = path; ; at = dirname(at)) {
    try {
      return lstatSync(at).uid === process.getuid();
    } catch {
      if (dirname(at) === at) return false;
    }
  }
}

/**
 * Writes `data` to `file` in `folder` (made private if it is missing) through a file of this process's own
 * that is then renamed, so that two runs writing at once leave one whole cache. A cache that cannot be
 * written (a read-only home, a full disk, another user's home) is only not kept: the next run compiles
 * again.
 */
function writePrivateFile(folder: string, file: string, data: Buffer): void {
  try {
    if (!isOwnPlace(folder)) return;
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    if (!isPrivateFolder(folder)) return;
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, data, { mode: 0o600, flag: "wx" });
    renameSync(temporary, file);
  } catch {
    // Not kept; see above.
  }
}

/**
 * Runs the CommonJS bundle `file` and returns its exports, its code compiled from the code cache when a
 * usable one is kept; when none was, the code V8 compiled by the time the process exits is kept for the
 * next run, unless `keep` is false or the run ends in a usage error (exit code 2): a run that compiles
 * little, such as `--help` or a mistyped option, would leave a thin cache, which V8 takes as it is. Node 20 gives code compiled so no `import()` of its own: the bundle imports (the drivers,
 * through src/cli/import-module.ts) with this module's, which Node loaded.
 * @example
 * const bundle = runBundle("/usr/lib/node_modules/dburi/dist/cli/commands/parse-4F2A.cjs");
 */
export function runBundle(file: string, { keep = true }: { readonly keep?: boolean } = {}): unknown {
  const source = readFileSync(file, "utf8");
  const folder = codeCacheFolder();
  const cacheFile = folder === null ? null : codeCacheFile(folder, file);
  const cachedData =
    folder !== null && cacheFile !== null && isPrivateFolder(folder) ? readPrivateFile(cacheFile) : undefined;
  const script = new Script(
    `(function (exports, require, module, __filename, __dirname, __import) {${source}\n})`,
    { filename: file, cachedData },
  );
  const module = { exports: {} as unknown };
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  const importer = (specifier: string): Promise<unknown> => import(specifier);
  run(module.exports, createRequire(file), module, file, dirname(file), importer);
  if (
    keep &&
    folder !== null &&
    cacheFile !== null &&
    (cachedData === undefined || script.cachedDataRejected === true)
  ) {
    process.once("exit", (code) => {
      if (code !== 2) writePrivateFile(folder, cacheFile, script.createCachedData());
    });
  }
  return module.exports;
}

// Drivers are optional peer dependencies, imported only when connect/ping needs one.

import { DburiError } from "../uri/index.js";
import { importModule } from "./import-module.js";

/**
 * The npm package a specifier imports from: `mysql2` for `mysql2/promise`, `@scope/name` for
 * `@scope/name/sub`.
 * @example
 * packageOf("mysql2/promise"); // "mysql2"
 */
export function packageOf(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? specifier);
}

/**
 * Whether an import error says that the package of `specifier` itself (not one of its dependencies) is
 * missing. Node names the package when it is absent ("Cannot find package 'mysql2' imported from ...",
 * for `import("mysql2/promise")`), and the specifier when the package is there without that file.
 */
function isMissing(error: unknown, specifier: string): boolean {
  if (typeof error !== "object" || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (code !== "ERR_MODULE_NOT_FOUND" && code !== "MODULE_NOT_FOUND") return false;
  const message = String((error as { message?: unknown }).message ?? "");
  return message.includes(`'${specifier}'`) || message.includes(`'${packageOf(specifier)}'`);
}

/**
 * Checks the driver a caller asked for (`ConnectOptions.driver`, the CLI's `--driver`) against the ones an
 * engine's adapter can use, and returns it; undefined when none was asked for.
 * @throws DburiError `unknown-driver` listing the choices
 * @example
 * askedDriver({ driver: "ioredis" }, "Redis", ["redis", "ioredis"]); // "ioredis"
 */
export function askedDriver<D extends string>(
  options: { readonly driver?: string | undefined },
  engineName: string,
  drivers: readonly D[],
): D | undefined {
  const asked = options.driver;
  if (asked === undefined || (drivers as readonly string[]).includes(asked)) return asked as D | undefined;
  throw new DburiError({
    code: "unknown-driver",
    reason: `'${asked}' is not a driver dburi can use for ${engineName}`,
    fix: `use ${drivers.length === 1 ? "" : "one of "}${drivers.map((d) => `'${d}'`).join(", ")} (the driver option; --driver in the CLI), or leave it out${drivers.length === 1 ? "" : " for the first installed"}`,
  });
}

/**
 * Imports an optional driver package, or a module of one (`mysql2/promise`).
 * @throws DburiError `driver-not-installed` naming the package to add
 * @example
 * const pg = await importDriver<typeof import("pg")>("pg", "PostgreSQL");
 */
export async function importDriver<T>(specifier: string, engineName: string): Promise<T> {
  try {
    return await importModule<T>(specifier);
  } catch (error) {
    if (isMissing(error, specifier)) {
      const pkg = packageOf(specifier);
      throw new DburiError({
        code: "driver-not-installed",
        reason: `connecting to ${engineName} needs the '${pkg}' package, which is not installed`,
        fix: `npm install ${pkg}`,
      });
    }
    throw error;
  }
}

/**
 * Whether an optional package can be imported.
 * @example
 * const driver = (await isInstalled("ioredis")) ? "ioredis" : "redis";
 */
export async function isInstalled(pkg: string): Promise<boolean> {
  try {
    await importModule(pkg);
    return true;
  } catch (error) {
    if (isMissing(error, pkg)) return false;
    throw error;
  }
}

/**
 * Imports an optional package, or returns null when it is not installed (a broken install still throws).
 * @example
 * const module = await importIfInstalled<{ default: unknown }>("better-sqlite3");
 */
export async function importIfInstalled<T>(pkg: string): Promise<T | null> {
  try {
    return await importModule<T>(pkg);
  } catch (error) {
    if (isMissing(error, pkg)) return null;
    throw error;
  }
}

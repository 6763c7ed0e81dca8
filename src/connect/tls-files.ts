// Certificate files named in a URI (sslrootcert, ssl-ca, ...) are read here, when connecting: the adapters
// in convert/ keep them as paths so that converting never touches the file system.

import { readFile } from "node:fs/promises";
import { isAbsolute, resolve } from "node:path";
import type { TlsFiles } from "../convert/index.js";
import { printRedacted } from "../convert/redacted-config.js";
import { DburiError } from "../uri/index.js";

/** A driver config as the adapters make it: TLS settings, and certificate files as paths. */
interface WithTlsFiles {
  readonly ssl?: unknown;
  readonly tlsFiles?: TlsFiles | undefined;
}

/**
 * The config with `tlsFiles` read into `ssl` (and removed): what the driver takes.
 * @example
 * const target = interpret("postgresql://db/shop?sslmode=verify-full&sslrootcert=/etc/ssl/db-ca.pem");
 * const config: WithFilesRead<PgConfig> = await readTlsFiles(toPgConfig(target));
 * "tlsFiles" in config; // false: the files it named are read into config.ssl
 */
export type WithFilesRead<T> = Omit<T, "tlsFiles">;

/** A PKCS#12 identity is binary: Node's `pfx` takes its bytes; the PEM files are text. */
async function read(option: string, path: string): Promise<string | Buffer> {
  try {
    return option === "pfx" ? await readFile(path) : await readFile(path, "utf8");
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw new DburiError({
      code: "tls-file-unreadable",
      reason: `the ${option} file '${path}' cannot be read${typeof code === "string" ? ` (${code})` : ""}`,
      fix: "check the path and the file's permissions",
    });
  }
}

/**
 * Options of `readTlsFiles`.
 * @example
 * const target = interpret("postgresql://db/shop?sslmode=verify-full&sslrootcert=certs/ca.pem");
 * const options: ReadTlsFilesOptions = { baseDirectory: "/srv/app" };
 * await readTlsFiles(toPgConfig(target), options); // reads /srv/app/certs/ca.pem into ssl.ca
 */
export interface ReadTlsFilesOptions {
  /**
   * The directory a relative path resolves against. Without it a relative path is read from the process's
   * working directory, as libpq reads `sslrootcert` and the mysql client `ssl-ca`.
   */
  readonly baseDirectory?: string | undefined;
}

/**
 * A file path as given, or resolved against `baseDirectory` when relative and one is given.
 * @example
 * resolveFilePath("certs/ca.pem", { baseDirectory: "/srv/app" }); // "/srv/app/certs/ca.pem"
 * resolveFilePath("certs/ca.pem", {}); // "certs/ca.pem": the working directory's, as libpq reads it
 */
export function resolveFilePath(path: string, options: ReadTlsFilesOptions): string {
  const base = options.baseDirectory;
  if (base === undefined || isAbsolute(path)) return path;
  if (!isAbsolute(base)) {
    throw new DburiError({
      code: "relative-path",
      reason: `the base directory '${base}' is not absolute, so '${path}' would depend on the working directory`,
      fix: "pass an absolute baseDirectory (e.g. { baseDirectory: process.cwd() })",
    });
  }
  return resolve(base, path);
}

/**
 * Reads the certificate files of an adapter's config (`toPgConfig`, `toMysql2Config`, `toMariadbConfig`)
 * into its `ssl` settings as PEM text (`ca`, `cert`, `key`, `crl`; a PKCS#12 `pfx` as bytes), and drops `tlsFiles`. A relative path
 * resolves against `options.baseDirectory`, else the process's working directory (libpq's rule). A config
 * without files is returned as a copy without change. The result prints redacted, as the adapters' configs do.
 * @throws DburiError `tls-file-unreadable` naming the file
 * @example
 * import pg from "pg";
 *
 * const client = new pg.Client(await readTlsFiles(toPgConfig(interpret(process.env.DATABASE_URL!))));
 */
export async function readTlsFiles<T extends WithTlsFiles>(
  config: T,
  options: ReadTlsFilesOptions = {},
): Promise<WithFilesRead<T>> {
  const { tlsFiles, ...rest } = config;
  if (tlsFiles === undefined || typeof config.ssl !== "object" || config.ssl === null)
    return printRedacted(rest);
  const contents: Record<string, string | Buffer> = {};
  for (const [option, path] of Object.entries(tlsFiles)) {
    if (typeof path === "string") contents[option] = await read(option, resolveFilePath(path, options));
  }
  return printRedacted({ ...rest, ssl: { ...config.ssl, ...contents } }) as WithFilesRead<T>;
}

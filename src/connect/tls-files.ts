// Certificate files named in a URI (sslrootcert, ssl-ca, ssl_ca_certs, ...) are read here, when connecting:
// the conversions in convert/ place what a reader gives them and never open a file themselves.

import { readFileSync } from "node:fs";
import { isAbsolute, resolve } from "node:path";
import type { TlsFileReader } from "../convert/index.js";
import { DburiError } from "../uri/index.js";

/**
 * Options of `tlsFileReader`.
 * @example
 * const target = interpret("postgresql://db/shop?sslmode=verify-full&sslrootcert=certs/ca.pem");
 * const options: TlsFileReaderOptions = { baseDirectory: "/srv/app" };
 * toPgConfig(target, { readFile: tlsFileReader(options) }); // reads /srv/app/certs/ca.pem into ssl.ca
 */
export interface TlsFileReaderOptions {
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
export function resolveFilePath(path: string, options: TlsFileReaderOptions): string {
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
 * A reader for the conversions' `readFile`: the file's bytes (Node's TLS takes PEM text and PKCS#12 alike
 * as bytes), a relative path resolved against `options.baseDirectory`, else the process's working
 * directory (libpq's rule, and the mysql client's). What `connect()` and `ping()` use.
 * @throws DburiError `tls-file-unreadable` naming the file, when the reader is called and cannot read it
 * @example
 * import pg from "pg";
 *
 * const target = interpret(process.env.DATABASE_URL!);
 * const client = new pg.Client(toPgConfig(target, { readFile: tlsFileReader({ baseDirectory: "/srv/app" }) }));
 */
export function tlsFileReader(options: TlsFileReaderOptions = {}): TlsFileReader {
  return (path) => {
    const resolved = resolveFilePath(path, options);
    try {
      return readFileSync(resolved);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      throw new DburiError({
        code: "tls-file-unreadable",
        reason: `the file '${resolved}' cannot be read${typeof code === "string" ? ` (${code})` : ""}`,
        fix: "check the path and the file's permissions",
      });
    }
  };
}

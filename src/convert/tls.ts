// TLS settings as the Node drivers take them: pg's `ssl`, mysql2's and mariadb's `ssl` are all handed to
// Node's tls.connect. Certificate and key files a URI names are read into them, in one way for every
// conversion: through the caller's `readFile` (the adapters are pure and run anywhere, so they never open a
// file themselves), and a conversion that needs a file and has no reader refuses (`read-file-required`)
// instead of giving a config the driver would take without the file.

import { DburiError } from "../uri/index.js";

/**
 * Node's TLS protocol names, as `minVersion`/`maxVersion` take them.
 * @example
 * toMysql2Config(interpret("mysql://h/db?ssl-mode=REQUIRED&tls-version=TLSv1.2,TLSv1.3")).ssl;
 * // { rejectUnauthorized: false, minVersion: "TLSv1.2", maxVersion: "TLSv1.3" }
 */
export type TlsVersion = "TLSv1" | "TLSv1.1" | "TLSv1.2" | "TLSv1.3";

/** The ordered TLS versions, to take the lowest and highest of a list. */
export const TLS_VERSIONS: readonly TlsVersion[] = ["TLSv1", "TLSv1.1", "TLSv1.2", "TLSv1.3"];

/**
 * What `tls.connect` is given: how the server is verified, and the certificate files' contents.
 * @example
 * toPgConfig(interpret("postgresql://db.example.com/shop?sslmode=require")).ssl;
 * // { rejectUnauthorized: false }
 */
export interface TlsSettings {
  /** Whether the server's certificate must chain to a trusted CA. */
  readonly rejectUnauthorized: boolean;
  /** Replaces the host name check; set only to skip it (`verify-ca`, `VERIFY_CA`). */
  readonly checkServerIdentity?: ((host: string, cert: unknown) => Error | undefined) | undefined;
  /** The name to verify and send as SNI when the connection goes to an address (libpq's `hostaddr`). */
  readonly servername?: string | undefined;
  readonly minVersion?: TlsVersion | undefined;
  readonly maxVersion?: TlsVersion | undefined;
  /** OpenSSL cipher list (TLS 1.2 ciphers and TLS 1.3 suites, colon-separated). */
  readonly ciphers?: string | undefined;
  /**
   * Passphrase of the client key or PKCS#12 identity (libpq's `sslpassword`, Prisma's `sslpassword` for
   * MySQL). A secret: configs holding it print redacted.
   */
  readonly passphrase?: string | undefined;
  /** Trusted CA certificates (PEM): libpq `sslrootcert`, MySQL `ssl-ca`. */
  readonly ca?: string | Buffer | undefined;
  /** Client certificate (PEM): libpq `sslcert`, MySQL `ssl-cert`. */
  readonly cert?: string | Buffer | undefined;
  /** Client private key (PEM): libpq `sslkey`, MySQL `ssl-key`. A secret: configs print it redacted. */
  readonly key?: string | Buffer | undefined;
  /** Certificate revocation list (PEM): libpq `sslcrl`, MySQL `ssl-crl`. */
  readonly crl?: string | Buffer | undefined;
  /** Client certificate and key as one PKCS#12 file (bytes): Prisma's `sslidentity` for MySQL. */
  readonly pfx?: string | Buffer | undefined;
}

/**
 * Reads a certificate or key file a URI names, given its path as the URI writes it (a relative one is the
 * reader's to resolve): PEM text or bytes, as Node's TLS takes them. `(path) => readFileSync(path)` serves
 * every file, a PKCS#12 identity (bytes) included. The conversions themselves never touch Buffer: they
 * only place what the reader returns.
 * @example
 * import { readFileSync } from "node:fs";
 *
 * const readFile: TlsFileReader = (path) => readFileSync(path);
 */
export type TlsFileReader = (path: string) => string | Buffer;

/**
 * A certificate file a URI names: the TLS option its contents fill, the parameter that names it, its path.
 * @example
 * const file: TlsFile = { option: "ca", param: "sslrootcert", path: "/etc/ssl/db-ca.pem" };
 */
export interface TlsFile {
  readonly option: "ca" | "cert" | "key" | "crl" | "pfx";
  readonly param: string;
  readonly path: string;
}

/**
 * `settings` with the contents of each of `files` (undefined ones skipped) in its option, read with
 * `readFile`; `settings` itself when there is no file. Never reads a file without a reader.
 * @throws DburiError `read-file-required` when a file is named and `readFile` is undefined
 * @example
 * withTlsFiles({ rejectUnauthorized: true }, [{ option: "ca", param: "sslrootcert", path: "/ca.pem" }], () => "PEM");
 * // { rejectUnauthorized: true, ca: "PEM" }
 */
export function withTlsFiles(
  settings: TlsSettings,
  files: readonly (TlsFile | undefined)[],
  readFile: TlsFileReader | undefined,
): TlsSettings {
  let out: { -readonly [K in keyof TlsSettings]: TlsSettings[K] } | undefined;
  for (const file of files) {
    if (file === undefined) continue;
    if (readFile === undefined) {
      throw new DburiError({
        code: "read-file-required",
        reason: `${file.param} names the file '${file.path}', and converting needs its contents`,
        fix: "pass { readFile: (path) => readFileSync(path) } to the conversion, or use connect(), which reads it",
      });
    }
    out ??= { ...settings };
    out[file.option] = readTlsFile(readFile, file);
  }
  return out ?? settings;
}

/**
 * The contents of `file`, read with the caller's `readFile`; what it throws becomes `tls-file-unreadable`
 * naming the parameter and the path (a DburiError it throws, as `tlsFileReader`'s, is its own).
 * @throws DburiError `tls-file-unreadable`
 * @example
 * readTlsFile(() => "PEM", { param: "sslrootcert", path: "/ca.pem" }); // "PEM"
 */
export function readTlsFile<T>(readFile: (path: string) => T, file: Omit<TlsFile, "option">): T {
  try {
    return readFile(file.path);
  } catch (error) {
    if (error instanceof DburiError) throw error;
    throw new DburiError({
      code: "tls-file-unreadable",
      reason: `cannot read ${file.param} '${file.path}': ${error instanceof Error ? error.message : String(error)}`,
      fix: `check the path given as ${file.param} in the URI, and the file's permissions`,
      cause: error,
    });
  }
}

/**
 * The file `param` names for `option`, or undefined when the URI names none.
 * @example
 * tlsFile("ca", "sslrootcert", "/etc/ssl/db-ca.pem"); // { option: "ca", param: "sslrootcert", path: "/etc/ssl/db-ca.pem" }
 * tlsFile("ca", "sslrootcert", undefined); // undefined
 */
export function tlsFile(
  option: TlsFile["option"],
  param: string,
  path: string | undefined,
): TlsFile | undefined {
  return path === undefined ? undefined : { option, param, path };
}

/**
 * A `checkServerIdentity` that accepts any name: the certificate chain is still verified (CA only), the
 * host name is not. libpq's `verify-ca` and MySQL's `VERIFY_CA` mean exactly this.
 * @example
 * skipHostnameCheck("db.example.com", {}); // undefined (accepted)
 */
export function skipHostnameCheck(_host: string, _cert: unknown): Error | undefined {
  return undefined;
}

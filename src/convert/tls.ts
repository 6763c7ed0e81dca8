// TLS settings as the Node drivers take them: pg's `ssl`, mysql2's and mariadb's `ssl` are all handed to
// Node's tls.connect. Certificate and key files stay paths here (`TlsFiles`): the adapters are pure and run
// anywhere, so files are read only when connecting (`readTlsFiles` in connect/), never when converting.

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
 * What `tls.connect` is given, less the file contents (see `TlsFiles`).
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
}

/**
 * Certificate files a URI names, as paths, read when connecting into `ca`, `cert`, `key` and `crl`.
 * @example
 * const config = toPgConfig(interpret("postgresql://db/shop?sslmode=verify-full&sslrootcert=/etc/ca.pem"));
 * config.tlsFiles;
 * // { ca: "/etc/ca.pem" }
 */
export interface TlsFiles {
  /** Trusted CA certificates (PEM): libpq `sslrootcert`, MySQL `ssl-ca`. */
  readonly ca?: string | undefined;
  /** Client certificate (PEM): libpq `sslcert`, MySQL `ssl-cert`. */
  readonly cert?: string | undefined;
  /** Client private key (PEM): libpq `sslkey`, MySQL `ssl-key`. */
  readonly key?: string | undefined;
  /** Certificate revocation list (PEM): libpq `sslcrl`, MySQL `ssl-crl`. */
  readonly crl?: string | undefined;
  /** Client certificate and key as one PKCS#12 file, read as bytes: Prisma's `sslidentity` for MySQL. */
  readonly pfx?: string | undefined;
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

/** The files of TlsFiles, in the order a config lists them. */
const TLS_FILE_NAMES = ["ca", "cert", "key", "crl", "pfx"] as const;

/**
 * The files of `files` that are set, or undefined when none is (so a config without files has no key).
 * @example
 * tlsFilesOf({ ca: "/etc/ssl/ca.pem", cert: undefined }); // { ca: "/etc/ssl/ca.pem" }
 * tlsFilesOf({}); // undefined
 */
export function tlsFilesOf(files: TlsFiles): TlsFiles | undefined {
  let out: { -readonly [K in keyof TlsFiles]: TlsFiles[K] } | undefined;
  for (const name of TLS_FILE_NAMES) {
    const path = files[name];
    if (typeof path !== "string") continue;
    out ??= {};
    out[name] = path;
  }
  return out;
}

// A MySQL or MariaDB URI's TLS in a JDBC URL. The URI may ask for TLS in any of the spellings tls.ts folds
// into one ssl-mode (ssl, useSSL, requireSSL, verifyServerCertificate, tls, sslaccept, ssl-mode, or a CA
// alone); the URL gets that mode once, as the driver's `sslMode`, never the switches themselves (which
// the driver would read otherwise, or not at all). Prisma's PKCS#12 identity becomes the driver's client
// keystore. What the driver cannot take is refused (dsn-unrepresentable), never left out.
//
// Sources:
// - MySQL Connector/J 8 Developer Guide, §6.3.5 "Security": sslMode DISABLED, PREFERRED, REQUIRED, VERIFY_CA,
//   VERIFY_IDENTITY; clientCertificateKeyStoreUrl (a URL), clientCertificateKeyStoreType (JKS by default,
//   PKCS12 named), clientCertificateKeyStorePassword. Certificates come from Java keystores only
//   (trustCertificateKeyStoreUrl for the CA), so PEM files are refused (MYSQL_PARAMS' fates).
// - MariaDB Connector/J 3, "About MariaDB Connector/J", TLS parameters: sslMode disable, trust (TLS, no
//   verification), verify-ca, verify-full, and no PREFERRED; serverSslCert (the CA, a PEM path), keyStore
//   (a path), keyStoreType, keyStorePassword.

import type { MysqlTarget } from "../../schemes/index.js";
import { mysqlTls, tlsWritten } from "../mysql/common.js";
import { type DsnField, field, refuse } from "./field.js";
import type { JdbcDriver } from "./jdbc-driver.js";
import { mysqlOptionName } from "./jdbc-params.js";
import type { JdbcProperty } from "./jdbc-parts.js";
import { checkSslObject } from "./mysql-dsn-tls.js";
import { type DsnSource, paramFields } from "./source.js";

/**
 * MariaDB Connector/J's sslMode for each of MySQL's modes; it has no PREFERRED.
 * @example
 * MARIADB_J_MODES.REQUIRED; // "trust"
 */
export const MARIADB_J_MODES: Readonly<Record<string, string | undefined>> = {
  DISABLED: "disable",
  REQUIRED: "trust",
  VERIFY_CA: "verify-ca",
  VERIFY_IDENTITY: "verify-full",
};

/** Each driver's names for the client keystore (a PKCS#12 identity), its type and its password. */
const KEYSTORE = {
  "connector-j": {
    file: "clientCertificateKeyStoreUrl",
    type: "clientCertificateKeyStoreType",
    password: "clientCertificateKeyStorePassword",
  },
  "mariadb-j": { file: "keyStore", type: "keyStoreType", password: "keyStorePassword" },
} as const;

/** A path as a `file:` URL, which Connector/J opens with java.net.URL: characters outside a path's own encoded. */
function fileUrl(path: string): string {
  const encoded = path.replace(/[^A-Za-z0-9\-._~/:]/gu, (c) =>
    Array.from(new TextEncoder().encode(c), (b) => `%${b.toString(16).toUpperCase().padStart(2, "0")}`).join(
      "",
    ),
  );
  return `file:${encoded}`;
}

/** The last query pair the canonical option `name` is written as, or undefined. */
function lastPair(source: DsnSource, name: string): DsnField | undefined {
  let found: DsnField | undefined;
  for (const [key, value] of paramFields(source)) if (mysqlOptionName(key.value) === name) found = value;
  return found;
}

/**
 * The TLS properties of a MySQL target in the JDBC URL of `driver` (Connector/J or MariaDB Connector/J):
 * `sslMode` when the URI chooses a mode (in any of its spellings, or with a CA alone: VERIFY_CA), then
 * Prisma's `sslidentity` as the client keystore of type PKCS12 and `sslpassword` as its password. Empty
 * for a driver without MySQL TLS, or a URI that asks nothing.
 * @throws DburiError `dsn-unrepresentable` for PREFERRED through MariaDB Connector/J (no such mode), and
 * for sslpassword without sslidentity (a JDBC URL has no place for a PEM key's passphrase)
 * @example
 * import { JDBC_DRIVERS } from "./jdbc-drivers.js";
 * import { dsnSource } from "./source.js";
 *
 * const source = dsnSource(interpret("mysql://h/db?sslaccept=strict"), "jdbc", {});
 * mysqlJdbcTls(source, JDBC_DRIVERS.mysql!).map(([key, value]) => `${key}=${value.value}`);
 * // ["sslMode=VERIFY_IDENTITY"]
 */
export function mysqlJdbcTls(source: DsnSource, driver: JdbcDriver): JdbcProperty[] {
  const flavour = driver.mysqlTls;
  if (flavour === undefined) return [];
  const target = source.target as unknown as MysqlTarget;
  // mysql2's JSON ssl with a PEM certificate: the drivers take files or keystores, so it is refused.
  checkSslObject(source, driver.name);
  const out: JdbcProperty[] = [];
  const { mode, explicit } = mysqlTls(target);
  if (explicit) {
    const word = flavour === "connector-j" ? mode : MARIADB_J_MODES[mode];
    if (word === undefined) {
      throw refuse(
        source,
        `${driver.name}'s sslMode has no PREFERRED (TLS when the server offers it), which ${tlsWritten(target)} asks for`,
        "write ssl-mode=REQUIRED (TLS, not verified), VERIFY_IDENTITY, or DISABLED",
      );
    }
    out.push(["sslMode", field(source, `the TLS mode (${tlsWritten(target)})`, word)]);
  }
  const options = target.options;
  if (options.sslidentity === undefined && options.sslpassword === undefined) return out;
  const names = KEYSTORE[flavour];
  // From the pairs, not the options: they hold the secret as toDsn shows it (redacted, or left out).
  const identity = lastPair(source, "sslidentity");
  const password = lastPair(source, "sslpassword");
  if (identity !== undefined) {
    const path = flavour === "connector-j" ? fileUrl(identity.value) : identity.value;
    out.push([names.file, { ...identity, value: path }]);
    out.push([names.type, field(source, "the keystore type", "PKCS12")]);
  }
  if (password !== undefined) {
    if (identity === undefined) {
      throw refuse(
        source,
        `sslpassword is the password of a PKCS#12 identity (sslidentity), which the URI does not name, and ${driver.name} takes no passphrase for a PEM key`,
        "name the identity with sslidentity, or remove sslpassword",
      );
    }
    out.push([names.password, password]);
  }
  return out;
}

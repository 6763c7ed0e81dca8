// The query keywords a JDBC driver names differently from the URI's own dialect: libpq's keywords as
// pgJDBC's properties, MySQL's URI options as Connector/J's and MariaDB Connector/J's. A keyword listed
// here is renamed (its value mapped where the vocabularies differ, refused where the driver has no
// equivalent value); every other query pair passes through as written, as the driver's own property.

import { MYSQL_PARAMS } from "../../schemes/index.js";

/**
 * One keyword's name in the driver, and its values where they differ.
 * @example
 * const rename: JdbcRename = { to: "connectTimeout" };
 */
export interface JdbcRename {
  readonly to: string;
  /** The driver's value for each of the URI's (compared in lowercase); a value not listed is refused. */
  readonly values?: Readonly<Record<string, string>>;
  /** The driver's value computed from the URI's, or undefined where it has none (refused). */
  readonly convert?: (value: string) => string | undefined;
}

/** libpq's keepalives: any integer, nonzero is on (fe-connect.c useKeepalives). */
function keepalives(value: string): string | undefined {
  return /^-?[0-9]+$/.test(value) ? String(Number(value) !== 0) : undefined;
}

/** The mysql client's connect_timeout, in seconds, as Connector/J's connectTimeout, in milliseconds. */
function secondsToMs(value: string): string | undefined {
  return /^[0-9]+$/.test(value) ? String(Number(value) * 1000) : undefined;
}

const BOOLEAN: Readonly<Record<string, string>> = {
  true: "true",
  "1": "true",
  yes: "true",
  on: "true",
  false: "false",
  "0": "false",
  no: "false",
  off: "false",
};

/**
 * libpq keywords whose pgJDBC property has another name (pgJDBC "Connection Parameters"); sslmode,
 * sslcert, sslkey, sslrootcert, sslpassword, options and replication keep theirs.
 * @example
 * PGJDBC_RENAMES.application_name?.to; // "ApplicationName"
 */
export const PGJDBC_RENAMES: Readonly<Record<string, JdbcRename>> = {
  application_name: { to: "ApplicationName" },
  connect_timeout: { to: "connectTimeout" },
  keepalives: { to: "tcpKeepAlive", convert: keepalives },
  load_balance_hosts: { to: "loadBalanceHosts", values: { random: "true", disable: "false" } },
  target_session_attrs: {
    to: "targetServerType",
    values: { any: "any", primary: "primary", standby: "secondary", "prefer-standby": "preferSecondary" },
  },
  gssencmode: { to: "gssEncMode" },
  channel_binding: { to: "channelBinding" },
  sslnegotiation: { to: "sslNegotiation" },
};

/**
 * MySQL URI options as MySQL Connector/J properties (Connector/J "Configuration Properties").
 * @example
 * CONNECTOR_J_RENAMES["ssl-mode"]?.to; // "sslMode"
 */
export const CONNECTOR_J_RENAMES: Readonly<Record<string, JdbcRename>> = {
  "ssl-mode": { to: "sslMode" },
  // MySQL Shell's connect-timeout and Connector/J's connectTimeout are both milliseconds.
  "connect-timeout": { to: "connectTimeout" },
  connect_timeout: { to: "connectTimeout", convert: secondsToMs },
  "tls-version": { to: "tlsVersions" },
  "tls-ciphersuites": { to: "tlsCiphersuites" },
  "get-server-public-key": { to: "allowPublicKeyRetrieval", values: BOOLEAN },
  "server-public-key-path": { to: "serverRSAPublicKeyFile" },
};

/**
 * MySQL URI options as MariaDB Connector/J properties ("About MariaDB Connector/J", TLS parameters):
 * MariaDB's sslMode has no PREFERRED.
 * @example
 * MARIADB_J_RENAMES["ssl-mode"]?.values?.required; // "trust"
 */
export const MARIADB_J_RENAMES: Readonly<Record<string, JdbcRename>> = {
  "ssl-mode": {
    to: "sslMode",
    values: {
      disabled: "disable",
      required: "trust",
      verify_ca: "verify-ca",
      verify_identity: "verify-full",
    },
  },
  "ssl-ca": { to: "serverSslCert" },
  "connect-timeout": { to: "connectTimeout" },
  connect_timeout: { to: "connectTimeout", convert: secondsToMs },
  "tls-version": { to: "enabledSslProtocolSuites" },
  "tls-ciphersuites": { to: "enabledSslCipherSuites" },
  "get-server-public-key": { to: "allowPublicKeyRetrieval", values: BOOLEAN },
  "server-public-key-path": { to: "serverRsaPublicKeyFile" },
};

const MYSQL_NAMES: ReadonlyMap<string, string> = new Map(
  Object.entries(MYSQL_PARAMS).flatMap(([name, spec]) => [
    [name, name],
    ...(spec.aliases ?? []).map((alias) => [alias.toLowerCase(), name] as const),
  ]),
);

/**
 * A MySQL option's canonical name (MySQL matches names in any case, with `_` for `-`), or the key itself.
 * @example
 * mysqlOptionName("SSL_MODE"); // "ssl-mode"
 */
export function mysqlOptionName(key: string): string {
  return MYSQL_NAMES.get(key.toLowerCase()) ?? key;
}

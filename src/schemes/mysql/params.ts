// MySQL's URI-like connection parameters (MySQL 8.4 Reference Manual §6.2.5), as data, with the options
// the Node.js drivers read from a URL: what mysql.ts types a MySQL or MariaDB URI's query with.

import type { ParamSpecs } from "../target/params.js";

const PATH = "path" as const;

/**
 * MySQL's URI-like connection parameters (§6.2.5), with the underscore spellings MySQL also accepts.
 * @example
 * MYSQL_PARAMS["ssl-mode"]?.aliases; // ["ssl_mode", "sslmode"]
 */
export const MYSQL_PARAMS: ParamSpecs = {
  "ssl-mode": {
    type: "enum",
    values: ["DISABLED", "PREFERRED", "REQUIRED", "VERIFY_CA", "VERIFY_IDENTITY"],
    ignoreCase: true,
    aliases: ["ssl_mode", "sslmode"],
    description: "whether TLS is used and what is verified (default PREFERRED)",
  },
  "ssl-ca": { type: PATH, aliases: ["ssl_ca"], description: "CA certificate file (PEM)" },
  "ssl-capath": { type: PATH, aliases: ["ssl_capath"], description: "directory of CA certificate files" },
  "ssl-cert": { type: PATH, aliases: ["ssl_cert"], description: "client certificate file (PEM)" },
  "ssl-key": { type: PATH, aliases: ["ssl_key"], description: "client private key file (PEM)" },
  "ssl-crl": { type: PATH, aliases: ["ssl_crl"], description: "certificate revocation list file" },
  "ssl-crlpath": { type: PATH, aliases: ["ssl_crlpath"], description: "directory of revocation list files" },
  "ssl-cipher": { type: "string", aliases: ["ssl_cipher"], description: "ciphers for TLS 1.2 and below" },
  "tls-version": {
    type: "string",
    aliases: ["tls_version"],
    description: "TLS protocols allowed, e.g. TLSv1.2,TLSv1.3",
  },
  "tls-ciphersuites": { type: "string", aliases: ["tls_ciphersuites"], description: "TLS 1.3 cipher suites" },
  "auth-method": { type: "string", aliases: ["auth_method"], description: "authentication method or plugin" },
  "get-server-public-key": {
    type: "boolean",
    aliases: ["get_server_public_key"],
    description: "request the RSA public key for caching_sha2_password without TLS",
  },
  "server-public-key-path": {
    type: PATH,
    aliases: ["server_public_key_path"],
    description: "the server's RSA public key file",
  },
  "connect-timeout": {
    type: "integer",
    min: 0,
    description: "milliseconds to connect (MySQL Shell and the X DevAPI connectors); 0 waits forever",
  },
  // Unlike MySQL Shell's connect-timeout, the underscore spelling is the mysql client's and my.cnf's
  // connect_timeout (also Rails' and mysqlclient's): seconds. mysqlTarget folds it into connect-timeout.
  connect_timeout: {
    type: "integer",
    min: 0,
    description: "seconds to connect (the mysql client, my.cnf, Rails, mysqlclient); 0 waits forever",
  },
  compression: {
    type: "enum",
    values: ["REQUIRED", "PREFERRED", "DISABLED"],
    ignoreCase: true,
    description: "protocol compression",
  },
  "compression-algorithms": {
    type: "string",
    aliases: ["compression_algorithms"],
    description: "compression algorithms allowed, e.g. zstd,zlib",
  },
  "compression-level": {
    type: "integer",
    aliases: ["compression_level"],
    description: "zstd compression level",
  },
  "connection-attributes": {
    type: "string",
    aliases: ["connection_attributes"],
    description: "connection attributes: true, false, or [key=value,...]",
  },
  charset: {
    type: "string",
    aliases: ["character-set", "character_set"],
    description: "connection character set, e.g. utf8mb4",
  },
  // The options mysql2 and MariaDB Connector/Node.js both document and read from a connection URL.
  connectTimeout: { type: "integer", min: 0, description: "Node.js drivers: milliseconds to connect" },
  timezone: {
    type: "string",
    description: "Node.js drivers: time zone of DATETIME values, e.g. Z or +02:00",
  },
  multipleStatements: { type: "boolean", description: "Node.js drivers: allow several statements per query" },
  dateStrings: { type: "boolean", description: "Node.js drivers: return dates as strings" },
  supportBigNumbers: { type: "boolean", description: "Node.js drivers: BIGINT and DECIMAL beyond 2^53" },
  bigNumberStrings: { type: "boolean", description: "Node.js drivers: big numbers as strings" },
  allowPublicKeyRetrieval: {
    type: "boolean",
    description: "Node.js drivers: fetch the server's RSA key for caching_sha2_password without TLS",
  },
};

/**
 * MySQL's URI options as typed options.
 * @example
 * const options = interpret("mysql://h/shop?charset=utf8mb4&connectTimeout=10000").options as MysqlOptions;
 * options.connectTimeout; // 10000
 */
export type MysqlOptions = {
  readonly "ssl-mode"?: "DISABLED" | "PREFERRED" | "REQUIRED" | "VERIFY_CA" | "VERIFY_IDENTITY";
  readonly "ssl-ca"?: string;
  readonly "ssl-capath"?: string;
  readonly "ssl-cert"?: string;
  readonly "ssl-key"?: string;
  readonly "ssl-crl"?: string;
  readonly "ssl-crlpath"?: string;
  readonly "ssl-cipher"?: string;
  readonly "tls-version"?: string;
  readonly "tls-ciphersuites"?: string;
  readonly "auth-method"?: string;
  readonly "get-server-public-key"?: boolean;
  readonly "server-public-key-path"?: string;
  /** Milliseconds; `connect_timeout` (seconds) is folded in here. */
  readonly "connect-timeout"?: number;
  readonly compression?: "REQUIRED" | "PREFERRED" | "DISABLED";
  readonly "compression-algorithms"?: string;
  readonly "compression-level"?: number;
  readonly "connection-attributes"?: string;
  readonly charset?: string;
  /** Milliseconds (mysql2, MariaDB Connector/Node.js). */
  readonly connectTimeout?: number;
  readonly timezone?: string;
  readonly multipleStatements?: boolean;
  readonly dateStrings?: boolean;
  readonly supportBigNumbers?: boolean;
  readonly bigNumberStrings?: boolean;
  readonly allowPublicKeyRetrieval?: boolean;
};

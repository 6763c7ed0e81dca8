// MySQL's URI-like connection parameters (MySQL 8.4 Reference Manual §6.2.5), as data, with the options
// the Node.js drivers read from a URL: what mysql.ts types a MySQL or MariaDB URI's query with.

import type { CarriedFate, Catalogue, DroppedFate, Fate, Output } from "../target/catalogue.js";

const PATH = "path" as const;

/**
 * The outputs a MySQL or MariaDB URI converts to: mysql2's and the MariaDB connector's configs, the jdbc
 * format through MySQL Connector/J (`jdbc`) or MariaDB Connector/J (`jdbc-mariadb`, whose property names
 * differ), the other DSN formats, and the `mysql://` URI.
 * @example
 * MYSQL_OUTPUTS.includes("mysql2"); // true
 */
export const MYSQL_OUTPUTS = [
  "mysql2",
  "mariadb",
  "jdbc",
  "jdbc-mariadb",
  "odbc",
  "dbi",
  "sqlalchemy",
  "uri",
] as const satisfies readonly Output[];

/**
 * One of the outputs of MYSQL_OUTPUTS.
 * @example
 * const output: MysqlOutput = "mysql2";
 */
export type MysqlOutput = (typeof MYSQL_OUTPUTS)[number];

/** Read by the conversion's own code into `to`: the TLS settings, the socket, a value two spellings agree on. */
function mapped(to: string): CarriedFate {
  return { to, by: "conversion" };
}

/** A setting the driver has no place for, which it would not honour: refused. */
function refused(
  drop: string,
  fix: string,
  harmless?: readonly unknown[],
  onlyWithTls?: boolean,
): DroppedFate {
  return { drop, fix, refused: true, harmless, onlyWithTls };
}

/** A Node driver's option the other driver does not have: refused rather than dropped. */
const OTHER_DRIVERS = refused("it is another driver's option", "remove it");
const CERT_DIRECTORY = refused(
  "Node's TLS takes certificate files, not directories",
  "use the file form (ssl-ca, ssl-crl)",
);
/** Prisma's PKCS#12 identity: the Node drivers take the client certificate and key as PEM files. */
const PKCS12 = refused(
  "the Node drivers take the client certificate and key as PEM files, not a PKCS#12 identity",
  "convert it (openssl pkcs12 -in identity.p12 -nodes) and name the files with ssl-cert and ssl-key",
);
const NO_AUTH_METHOD = refused("the driver picks the method the server asks for", "remove it");
const DEFAULT_LEVEL = refused("the driver uses zlib's default level", "remove it");
/** mysql2 has no allowPublicKeyRetrieval: it always asks for the key when it needs it, so only false is refused. */
const ALWAYS_ASKS_FOR_KEY = refused("mysql2 always asks for the key when it needs it", "remove it", [true]);

/** The driver's words for a boolean, for JDBC properties that take only true and false. */
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

/** MariaDB Connector/J's sslMode, which has no PREFERRED ("About MariaDB Connector/J", TLS parameters). */
const MARIADB_SSL_MODE: CarriedFate = {
  to: "sslMode",
  values: { disabled: "disable", required: "trust", verify_ca: "verify-ca", verify_identity: "verify-full" },
};

/**
 * An option's fates: mysql2's, the MariaDB connector's, Connector/J's and MariaDB Connector/J's (their
 * property of the same name, unless given), and written as the URI has it in the other formats, whose
 * MySQL drivers read MySQL's options.
 */
function mysqlFates(
  mysql2: Fate,
  mariadb: Fate,
  jdbc: Fate = "passed",
  jdbcMariadb: Fate = "passed",
): Readonly<Record<MysqlOutput, Fate>> {
  return {
    mysql2,
    mariadb,
    jdbc,
    "jdbc-mariadb": jdbcMariadb,
    odbc: "passed",
    dbi: "passed",
    sqlalchemy: "passed",
    uri: "passed",
  };
}

/** An option of one Node driver (both when `both`), by its own name, written as it is everywhere else. */
function nodeDriver(driver: "mysql2" | "mariadb" | "both", to: string): Readonly<Record<MysqlOutput, Fate>> {
  const own: Fate = { to };
  return mysqlFates(driver === "mariadb" ? OTHER_DRIVERS : own, driver === "mysql2" ? OTHER_DRIVERS : own);
}

/**
 * MySQL's URI-like connection parameters (§6.2.5), with the underscore spellings MySQL also accepts, the
 * options the Node drivers read from a URL, and the socket: the family's catalogue, each with its fate in
 * every output.
 * @example
 * MYSQL_PARAMS["ssl-mode"]?.aliases; // ["ssl_mode", "sslmode"]
 */
export const MYSQL_PARAMS: Catalogue<MysqlOutput> = {
  "ssl-mode": {
    type: "enum",
    values: ["DISABLED", "PREFERRED", "REQUIRED", "VERIFY_CA", "VERIFY_IDENTITY"],
    ignoreCase: true,
    aliases: ["ssl_mode", "sslmode"],
    description: "whether TLS is used and what is verified (default PREFERRED)",
    tls: true,
    fates: mysqlFates(mapped("ssl"), mapped("ssl"), { to: "sslMode" }, MARIADB_SSL_MODE),
  },
  // The TLS switches of other drivers and tools, folded into ssl-mode by tls.ts (which names each source).
  ssl: {
    type: "string",
    description:
      "mysql2 and MariaDB Connector/Node.js: true, false, or mysql2's JSON object (rejectUnauthorized, verifyIdentity, ca, cert)",
    tls: true,
    fates: mysqlFates(mapped("ssl"), mapped("ssl")),
  },
  useSSL: {
    type: "boolean",
    description: "MySQL Connector/J: use TLS (false: ssl-mode=DISABLED; true: REQUIRED)",
    tls: true,
    fates: mysqlFates(mapped("ssl"), mapped("ssl")),
  },
  requireSSL: {
    type: "boolean",
    description: "MySQL Connector/J: TLS required (true: ssl-mode=REQUIRED)",
    tls: true,
    fates: mysqlFates(mapped("ssl"), mapped("ssl")),
  },
  verifyServerCertificate: {
    type: "boolean",
    description: "MySQL Connector/J: verify the server's certificate (true: ssl-mode=VERIFY_CA)",
    tls: true,
    fates: mysqlFates(mapped("ssl.rejectUnauthorized"), mapped("ssl.rejectUnauthorized")),
  },
  tls: {
    type: "string",
    description:
      "go-sql-driver/mysql: true (VERIFY_IDENTITY), skip-verify (REQUIRED), preferred (PREFERRED), false (DISABLED)",
    tls: true,
    fates: mysqlFates(mapped("ssl"), mapped("ssl")),
  },
  sslaccept: {
    type: "enum",
    values: ["strict", "accept_invalid_certs"],
    ignoreCase: true,
    description: "Prisma ORM: strict (certificate verified) or accept_invalid_certs (REQUIRED, not verified)",
    tls: true,
    fates: mysqlFates(mapped("ssl.rejectUnauthorized"), mapped("ssl.rejectUnauthorized")),
  },
  sslidentity: {
    type: PATH,
    description: "Prisma ORM: the client's PKCS#12 identity file",
    tls: true,
    fates: mysqlFates(PKCS12, PKCS12),
  },
  sslpassword: {
    type: "string",
    secret: true,
    description: "Prisma ORM: the password of the PKCS#12 identity file",
    tls: true,
    fates: {
      ...mysqlFates(PKCS12, PKCS12),
      dbi: {
        drop: "a DBI data source holds no secret, and DBD::mysql has no PKCS#12 identity",
        fix: "convert the identity to PEM files and name them with ssl-cert and ssl-key",
        refused: false,
      },
    },
  },
  "ssl-ca": {
    type: PATH,
    // sslcert: Prisma ORM's "MySQL/MariaDB" URL parameter, the CA's certificate (Prisma reads a relative
    // path against its schema's folder; dburi against baseDirectory or the working directory).
    aliases: ["ssl_ca", "sslcert"],
    description: "CA certificate file (PEM); Prisma's sslcert",
    tls: true,
    fates: mysqlFates(mapped("tlsFiles.ca"), mapped("tlsFiles.ca"), "passed", { to: "serverSslCert" }),
  },
  "ssl-capath": {
    type: PATH,
    aliases: ["ssl_capath"],
    description: "directory of CA certificate files",
    tls: true,
    fates: mysqlFates(CERT_DIRECTORY, CERT_DIRECTORY, "passed", "passed"),
  },
  "ssl-cert": {
    type: PATH,
    aliases: ["ssl_cert"],
    description: "client certificate file (PEM)",
    tls: true,
    fates: mysqlFates(mapped("tlsFiles.cert"), mapped("tlsFiles.cert"), "passed", "passed"),
  },
  "ssl-key": {
    type: PATH,
    aliases: ["ssl_key"],
    description: "client private key file (PEM)",
    tls: true,
    fates: mysqlFates(mapped("tlsFiles.key"), mapped("tlsFiles.key"), "passed", "passed"),
  },
  "ssl-crl": {
    type: PATH,
    aliases: ["ssl_crl"],
    description: "certificate revocation list file",
    tls: true,
    fates: mysqlFates(
      refused("mysql2 does not pass revocation lists to TLS", "use the mariadb driver", undefined, true),
      mapped("tlsFiles.crl"),
      "passed",
      "passed",
    ),
  },
  "ssl-crlpath": {
    type: PATH,
    aliases: ["ssl_crlpath"],
    description: "directory of revocation list files",
    tls: true,
    fates: mysqlFates(CERT_DIRECTORY, CERT_DIRECTORY, "passed", "passed"),
  },
  "ssl-cipher": {
    type: "string",
    aliases: ["ssl_cipher"],
    description: "ciphers for TLS 1.2 and below",
    tls: true,
    fates: mysqlFates(mapped("ssl.ciphers"), mapped("ssl.ciphers"), "passed", "passed"),
  },
  "tls-version": {
    type: "string",
    aliases: ["tls_version"],
    description: "TLS protocols allowed, e.g. TLSv1.2,TLSv1.3",
    tls: true,
    fates: mysqlFates(
      mapped("ssl.minVersion"),
      mapped("ssl.minVersion"),
      { to: "tlsVersions" },
      { to: "enabledSslProtocolSuites" },
    ),
  },
  "tls-ciphersuites": {
    type: "string",
    aliases: ["tls_ciphersuites"],
    description: "TLS 1.3 cipher suites",
    tls: true,
    fates: mysqlFates(
      mapped("ssl.ciphers"),
      mapped("ssl.ciphers"),
      { to: "tlsCiphersuites" },
      { to: "enabledSslCipherSuites" },
    ),
  },
  "auth-method": {
    type: "string",
    aliases: ["auth_method"],
    description: "authentication method or plugin",
    fates: mysqlFates(NO_AUTH_METHOD, NO_AUTH_METHOD, "passed", "passed"),
  },
  "get-server-public-key": {
    type: "boolean",
    aliases: ["get_server_public_key"],
    description: "request the RSA public key for caching_sha2_password without TLS",
    fates: mysqlFates(
      ALWAYS_ASKS_FOR_KEY,
      mapped("allowPublicKeyRetrieval"),
      { to: "allowPublicKeyRetrieval", values: BOOLEAN },
      { to: "allowPublicKeyRetrieval", values: BOOLEAN },
    ),
  },
  "server-public-key-path": {
    type: PATH,
    aliases: ["server_public_key_path"],
    description: "the server's RSA public key file",
    fates: mysqlFates(
      refused("mysql2 takes no public key file", "connect over TLS instead"),
      mapped("rsaPublicKey"),
      { to: "serverRSAPublicKeyFile" },
      { to: "serverRsaPublicKeyFile" },
    ),
  },
  "connect-timeout": {
    type: "integer",
    min: 0,
    description: "milliseconds to connect (MySQL Shell and the X DevAPI connectors); 0 waits forever",
    fates: mysqlFates(
      mapped("connectTimeout"),
      mapped("connectTimeout"),
      { to: "connectTimeout" },
      { to: "connectTimeout" },
    ),
  },
  // Unlike MySQL Shell's connect-timeout, the underscore spelling is the mysql client's and my.cnf's
  // connect_timeout (also Rails' and mysqlclient's): seconds. mysqlTarget folds it into connect-timeout.
  connect_timeout: {
    type: "integer",
    min: 0,
    description: "seconds to connect (the mysql client, my.cnf, Rails, mysqlclient); 0 waits forever",
    fates: mysqlFates(
      mapped("connectTimeout"),
      mapped("connectTimeout"),
      { to: "connectTimeout", scale: 1000 },
      { to: "connectTimeout", scale: 1000 },
    ),
  },
  compression: {
    type: "enum",
    values: ["REQUIRED", "PREFERRED", "DISABLED"],
    ignoreCase: true,
    description: "protocol compression",
    fates: mysqlFates(mapped("compress"), mapped("compress"), "passed", "passed"),
  },
  "compression-algorithms": {
    type: "string",
    aliases: ["compression_algorithms"],
    description: "compression algorithms allowed, e.g. zstd,zlib",
    fates: mysqlFates(mapped("compress"), mapped("compress"), "passed", "passed"),
  },
  "compression-level": {
    type: "integer",
    aliases: ["compression_level"],
    description: "zstd compression level",
    fates: mysqlFates(DEFAULT_LEVEL, DEFAULT_LEVEL, "passed", "passed"),
  },
  "connection-attributes": {
    type: "string",
    aliases: ["connection_attributes"],
    description: "connection attributes: true, false, or [key=value,...]",
    fates: mysqlFates(mapped("connectAttributes"), mapped("connectAttributes"), "passed", "passed"),
  },
  charset: {
    type: "string",
    aliases: ["character-set", "character_set"],
    description: "connection character set, e.g. utf8mb4",
    fates: mysqlFates({ to: "charset" }, { to: "charset" }, "passed", "passed"),
  },
  // The options mysql2 and MariaDB Connector/Node.js both document and read from a connection URL.
  connectTimeout: {
    type: "integer",
    min: 0,
    description: "Node.js drivers: milliseconds to connect",
    fates: mysqlFates(mapped("connectTimeout"), mapped("connectTimeout"), "passed", "passed"),
  },
  timezone: {
    type: "string",
    description: "Node.js drivers: time zone of DATETIME values, e.g. Z or +02:00",
    fates: mysqlFates({ to: "timezone" }, { to: "timezone" }, "passed", "passed"),
  },
  multipleStatements: {
    type: "boolean",
    description: "Node.js drivers: allow several statements per query",
    fates: mysqlFates({ to: "multipleStatements" }, { to: "multipleStatements" }, "passed", "passed"),
  },
  dateStrings: {
    type: "boolean",
    description: "Node.js drivers: return dates as strings",
    fates: mysqlFates({ to: "dateStrings" }, { to: "dateStrings" }, "passed", "passed"),
  },
  supportBigNumbers: {
    type: "boolean",
    description: "Node.js drivers: BIGINT and DECIMAL beyond 2^53",
    fates: mysqlFates({ to: "supportBigNumbers" }, { to: "supportBigNumbers" }, "passed", "passed"),
  },
  bigNumberStrings: {
    type: "boolean",
    description: "Node.js drivers: big numbers as strings",
    fates: mysqlFates({ to: "bigNumberStrings" }, { to: "bigNumberStrings" }, "passed", "passed"),
  },
  allowPublicKeyRetrieval: {
    type: "boolean",
    description: "Node.js drivers: fetch the server's RSA key for caching_sha2_password without TLS",
    fates: mysqlFates(ALWAYS_ASKS_FOR_KEY, mapped("allowPublicKeyRetrieval"), "passed", "passed"),
  },
  socket: {
    type: "path",
    description: "the socket file to connect through (the host then names the machine it is on, localhost)",
    fates: {
      mysql2: mapped("socketPath"),
      mariadb: mapped("socketPath"),
      jdbc: mapped("the socket property"),
      "jdbc-mariadb": mapped("localSocket"),
      odbc: mapped("the socket keyword"),
      dbi: mapped("mysql_socket"),
      sqlalchemy: mapped("unix_socket"),
      uri: mapped("socket"),
    },
  },
  // The Node drivers' own options a URI may set, by their own names (each driver's documentation); one
  // driver's option given to the other is refused rather than dropped.
  namedPlaceholders: {
    type: "boolean",
    description: "Node.js drivers: allow :name placeholders",
    fates: nodeDriver("both", "namedPlaceholders"),
  },
  rowsAsArray: {
    type: "boolean",
    description: "Node.js drivers: return rows as arrays",
    fates: nodeDriver("both", "rowsAsArray"),
  },
  trace: {
    type: "boolean",
    description: "Node.js drivers: keep the caller's stack trace in errors",
    fates: nodeDriver("both", "trace"),
  },
  jsonStrings: {
    type: "boolean",
    description: "Node.js drivers: return JSON columns as strings",
    fates: nodeDriver("both", "jsonStrings"),
  },
  decimalNumbers: {
    type: "boolean",
    description: "mysql2: return DECIMAL as numbers",
    fates: nodeDriver("mysql2", "decimalNumbers"),
  },
  enableKeepAlive: {
    type: "boolean",
    description: "mysql2: TCP keepalives (default true)",
    fates: nodeDriver("mysql2", "enableKeepAlive"),
  },
  keepAliveInitialDelay: {
    type: "integer",
    min: 0,
    description: "mysql2: milliseconds before the first keepalive",
    fates: nodeDriver("mysql2", "keepAliveInitialDelay"),
  },
  flags: {
    type: "string",
    description: "mysql2: client capability flags to add (FLAG) or remove (-FLAG)",
    fates: nodeDriver("mysql2", "flags"),
  },
  localAddress: {
    type: "string",
    description: "mysql2: local address to connect from",
    fates: nodeDriver("mysql2", "localAddress"),
  },
  insecureAuth: {
    type: "boolean",
    description: "mysql2: allow the pre-4.1 authentication method",
    fates: nodeDriver("mysql2", "insecureAuth"),
  },
  decimalAsNumber: {
    type: "boolean",
    description: "MariaDB connector: return DECIMAL as numbers",
    fates: nodeDriver("mariadb", "decimalAsNumber"),
  },
  bigIntAsNumber: {
    type: "boolean",
    description: "MariaDB connector: return BIGINT as numbers",
    fates: nodeDriver("mariadb", "bigIntAsNumber"),
  },
  insertIdAsNumber: {
    type: "boolean",
    description: "MariaDB connector: return insert ids as numbers",
    fates: nodeDriver("mariadb", "insertIdAsNumber"),
  },
  socketTimeout: {
    type: "integer",
    min: 0,
    description: "MariaDB connector: milliseconds of socket inactivity before closing",
    fates: nodeDriver("mariadb", "socketTimeout"),
  },
  queryTimeout: {
    type: "integer",
    min: 0,
    description: "MariaDB connector: milliseconds before a query is killed",
    fates: nodeDriver("mariadb", "queryTimeout"),
  },
  keepAliveDelay: {
    type: "integer",
    min: 0,
    description: "MariaDB connector: milliseconds before the first TCP keepalive",
    fates: nodeDriver("mariadb", "keepAliveDelay"),
  },
  permitLocalInfile: {
    type: "boolean",
    description: "MariaDB connector: allow LOAD DATA LOCAL INFILE (security risk)",
    fates: nodeDriver("mariadb", "permitLocalInfile"),
  },
  collation: {
    type: "string",
    description: "MariaDB connector: connection collation, e.g. UTF8MB4_UNICODE_CI",
    fates: nodeDriver("mariadb", "collation"),
  },
  foundRows: {
    type: "boolean",
    description: "MariaDB connector: affected rows count found rows (default true)",
    fates: nodeDriver("mariadb", "foundRows"),
  },
  pipelining: {
    type: "boolean",
    description: "MariaDB connector: send queries without waiting for results (default true)",
    fates: nodeDriver("mariadb", "pipelining"),
  },
  checkDuplicate: {
    type: "boolean",
    description: "MariaDB connector: fail on duplicate column names (default true)",
    fates: nodeDriver("mariadb", "checkDuplicate"),
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
  /** As written: true, false, or mysql2's JSON object; folded into ssl-mode. */
  readonly ssl?: string;
  readonly useSSL?: boolean;
  readonly requireSSL?: boolean;
  readonly verifyServerCertificate?: boolean;
  /** As written: true, false, skip-verify or preferred; folded into ssl-mode. */
  readonly tls?: string;
  readonly sslaccept?: "strict" | "accept_invalid_certs";
  readonly sslidentity?: string;
  readonly sslpassword?: string;
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

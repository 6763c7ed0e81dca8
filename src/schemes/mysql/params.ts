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

/**
 * The TLS switches in a JDBC URL: the conversion writes one `sslMode` from the mode they fold into
 * (tls.ts), in Connector/J's words or MariaDB Connector/J's (jdbc-mysql-tls.ts), never the switches.
 */
const SSL_MODE = mapped("sslMode");

/** A Prisma URL parameter a DSN's reader has no setting for: writing it would do nothing, so it is refused. */
function prismaOnly(reader: string, fix = "remove it; Prisma reads it from its own URL"): DroppedFate {
  return refused(`it is a Prisma URL parameter, with no such setting in ${reader}`, fix);
}

/**
 * A Prisma URL parameter's fates (Prisma ORM, "MySQL/MariaDB", "Arguments"): the Node drivers' and the
 * JDBC drivers' as given, refused by the other DSN formats (MySQL Connector/ODBC, DBD::mysql and
 * SQLAlchemy's MySQL DBAPIs have no such keyword), kept by the `mysql://` URI, which is Prisma's own.
 */
function prismaFates(
  mysql2: Fate,
  mariadb: Fate,
  jdbc: Fate,
  jdbcMariadb: Fate,
  others: Partial<Record<"odbc" | "dbi" | "sqlalchemy", Fate>> = {},
): Readonly<Record<MysqlOutput, Fate>> {
  return {
    mysql2,
    mariadb,
    jdbc,
    "jdbc-mariadb": jdbcMariadb,
    odbc: others.odbc ?? prismaOnly("MySQL Connector/ODBC"),
    dbi: others.dbi ?? prismaOnly("DBD::mysql"),
    sqlalchemy: others.sqlalchemy ?? prismaOnly("SQLAlchemy's MySQL DBAPIs (mysqlclient, PyMySQL)"),
    uri: "passed",
  };
}

/** A TLS setting no reader of a DSN format has a keyword for: refused in all three. */
function dsnRefused(drop: string, fix: string): Partial<Record<"odbc" | "dbi" | "sqlalchemy", Fate>> {
  const fate = refused(drop, fix);
  return { odbc: fate, dbi: fate, sqlalchemy: fate };
}
/**
 * Prisma's PKCS#12 identity and its password in the DSN formats: every reader there (MySQL and MariaDB
 * Connector/ODBC, DBD::mysql, the Python DBAPIs) takes the client certificate and key as PEM files.
 */
const DSN_NO_PKCS12 = dsnRefused(
  "the DSN's readers (Connector/ODBC, DBD::mysql, the Python DBAPIs) take the client certificate and key as PEM files, not PKCS#12",
  "remove it, or convert the file to PEM (openssl pkcs12 -in id.p12 -nodes) and name the files with ssl-cert and ssl-key",
);
/** TLS 1.3 suites: no reader of the DSN formats has a keyword for them. */
const DSN_NO_TLS13_SUITES = dsnRefused(
  "the DSN's readers (Connector/ODBC, DBD::mysql, the Python DBAPIs) have no keyword for TLS 1.3 suites",
  "remove it (the TLS library's default suites apply)",
);
/** What DBD::mysql 4.050 has no keyword for (its POD lists every mysql_ssl_* attribute). */
function dbdMysqlHasNo(what: string, fix: string): Fate {
  return refused(`DBD::mysql has no keyword for ${what}`, fix);
}

/** A Prisma parameter a Node driver has no setting for: left out of its config, and reported. */
function reported(drop: string, fix: string, harmless?: readonly unknown[]): DroppedFate {
  return { drop, fix, refused: false, harmless };
}

/** Connector/J reads certificates from Java keystores only ("Security" properties), never PEM files. */
const CONNECTOR_J_CA = refused(
  "Connector/J reads the CA from a Java keystore (trustCertificateKeyStoreUrl), not a PEM file",
  "import it (keytool -importcert -file ca.pem -keystore trust.p12 -storetype PKCS12) and write trustCertificateKeyStoreUrl=file:/path/trust.p12 instead",
);
/** The client's certificate and key: a keystore in both JDBC drivers, which Prisma's sslidentity names. */
function clientPemInJdbc(driver: string, keystore: string): DroppedFate {
  return refused(
    `${driver} takes the client certificate and key as a keystore (${keystore}), not PEM files`,
    "bundle them as PKCS#12 (openssl pkcs12 -export -in cert.pem -inkey key.pem -out id.p12) and name it with sslidentity",
  );
}
const CONNECTOR_J_CLIENT_PEM = clientPemInJdbc("Connector/J", "clientCertificateKeyStoreUrl");
const MARIADB_J_CLIENT_PEM = clientPemInJdbc("MariaDB Connector/J", "keyStore");
/** What neither JDBC driver takes: a CA directory, revocation lists, OpenSSL's cipher names. */
const JDBC_NO_CA_DIRECTORY = refused(
  "the JDBC drivers take no CA directory",
  "put the CA in a keystore (Connector/J) or a PEM file given as ssl-ca (MariaDB Connector/J)",
);
const JDBC_NO_CRL = refused(
  "the JDBC drivers take no revocation lists",
  "configure revocation checking in the JVM (com.sun.net.ssl.checkRevocation)",
);
const JDBC_NO_OPENSSL_CIPHERS = refused(
  "the JDBC drivers take Java's cipher suite names, not OpenSSL's",
  "name the suites in Java's words as tls-ciphersuites (tlsCiphersuites, enabledSslCipherSuites)",
);

/**
 * An option's fates: mysql2's, the MariaDB connector's, Connector/J's and MariaDB Connector/J's (their
 * property of the same name, unless given), and written as the URI has it in the other formats, whose
 * MySQL drivers read MySQL's options, unless `dsn` gives their fates (the TLS settings: dsnTls).
 */
function mysqlFates(
  mysql2: Fate,
  mariadb: Fate,
  jdbc: Fate = "passed",
  jdbcMariadb: Fate = "passed",
  dsn: Partial<Record<"odbc" | "dbi" | "sqlalchemy", Fate>> = {},
): Readonly<Record<MysqlOutput, Fate>> {
  return {
    mysql2,
    mariadb,
    jdbc,
    "jdbc-mariadb": jdbcMariadb,
    odbc: dsn.odbc ?? "passed",
    dbi: dsn.dbi ?? "passed",
    sqlalchemy: dsn.sqlalchemy ?? "passed",
    uri: "passed",
  };
}

/**
 * A TLS parameter's fates in the odbc, dbi and sqlalchemy formats: written by the conversion from the
 * target, in each reader's keywords (mysql-dsn-tls.ts), or refused where the reader has none. `odbc` names
 * MySQL Connector/ODBC's keyword and MariaDB Connector/ODBC's, `dbi` DBD::mysql's, `sqlalchemy` the
 * query keys of SQLAlchemy's MySQL DBAPIs.
 */
function dsnTls(
  odbc: string,
  dbi: string | Fate,
  sqlalchemy: string,
): Partial<Record<"odbc" | "dbi" | "sqlalchemy", Fate>> {
  return {
    odbc: mapped(odbc),
    dbi: typeof dbi === "string" ? mapped(dbi) : dbi,
    sqlalchemy: mapped(sqlalchemy),
  };
}

/** The mode's keywords: what every TLS switch folds into (tls.ts), per reader. */
const DSN_MODE = dsnTls(
  "SSLMODE, or FORCETLS and SSLVERIFY (MariaDB Connector/ODBC)",
  "mysql_ssl, mysql_ssl_optional, mysql_ssl_verify_server_cert",
  "ssl_mode (mysqlclient), ssl and ssl_verify_cert (MariaDB Connector/Python)",
);

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
    fates: mysqlFates(mapped("ssl"), mapped("ssl"), SSL_MODE, SSL_MODE, DSN_MODE),
  },
  // The TLS switches of other drivers and tools, folded into ssl-mode by tls.ts (which names each source).
  ssl: {
    type: "string",
    description:
      "mysql2 and MariaDB Connector/Node.js: true, false, or mysql2's JSON object (rejectUnauthorized, verifyIdentity, ca, cert)",
    tls: true,
    fates: mysqlFates(mapped("ssl"), mapped("ssl"), SSL_MODE, SSL_MODE, DSN_MODE),
  },
  useSSL: {
    type: "boolean",
    description: "MySQL Connector/J: use TLS (false: ssl-mode=DISABLED; true: REQUIRED)",
    tls: true,
    fates: mysqlFates(mapped("ssl"), mapped("ssl"), SSL_MODE, SSL_MODE, DSN_MODE),
  },
  requireSSL: {
    type: "boolean",
    description: "MySQL Connector/J: TLS required (true: ssl-mode=REQUIRED)",
    tls: true,
    fates: mysqlFates(mapped("ssl"), mapped("ssl"), SSL_MODE, SSL_MODE, DSN_MODE),
  },
  verifyServerCertificate: {
    type: "boolean",
    description: "MySQL Connector/J: verify the server's certificate (true: ssl-mode=VERIFY_CA)",
    tls: true,
    fates: mysqlFates(
      mapped("ssl.rejectUnauthorized"),
      mapped("ssl.rejectUnauthorized"),
      SSL_MODE,
      SSL_MODE,
      DSN_MODE,
    ),
  },
  tls: {
    type: "string",
    description:
      "go-sql-driver/mysql: true (VERIFY_IDENTITY), skip-verify (REQUIRED), preferred (PREFERRED), false (DISABLED)",
    tls: true,
    fates: mysqlFates(mapped("ssl"), mapped("ssl"), SSL_MODE, SSL_MODE, DSN_MODE),
  },
  sslaccept: {
    type: "enum",
    values: ["strict", "accept_invalid_certs"],
    ignoreCase: true,
    description: "Prisma ORM: strict (certificate verified) or accept_invalid_certs (REQUIRED, not verified)",
    tls: true,
    fates: prismaFates(
      mapped("ssl.rejectUnauthorized"),
      mapped("ssl.rejectUnauthorized"),
      SSL_MODE,
      SSL_MODE,
      DSN_MODE,
    ),
  },
  // Node's TLS reads a PKCS#12 identity as `pfx` (the file read as bytes when connecting) and its password
  // as `passphrase`: the MariaDB connector hands its whole `ssl` object to tls.connect, but mysql2 builds
  // its TLS context from ca, cert, key and passphrase only (lib/base/connection.js), so pfx is lost there.
  // Connector/J takes it as the client keystore ("Security": clientCertificateKeyStoreUrl, of type PKCS12),
  // MariaDB Connector/J as `keyStore` (TLS parameters: keyStore, keyStoreType).
  sslidentity: {
    type: PATH,
    description: "Prisma ORM: the client's certificate and key as a PKCS#12 file",
    tls: true,
    fates: prismaFates(
      refused(
        "mysql2 builds its TLS context from ca, cert, key and passphrase only, and drops a PKCS#12 pfx",
        "convert it (openssl pkcs12 -in identity.p12 -nodes) and name the files with ssl-cert and ssl-key, or use the mariadb driver",
        undefined,
        true,
      ),
      mapped("ssl.pfx"),
      mapped("clientCertificateKeyStoreUrl"),
      mapped("keyStore"),
      DSN_NO_PKCS12,
    ),
  },
  sslpassword: {
    type: "string",
    secret: true,
    description: "Prisma ORM: the password of the PKCS#12 identity file",
    tls: true,
    fates: prismaFates(
      mapped("ssl.passphrase"),
      mapped("ssl.passphrase"),
      mapped("clientCertificateKeyStorePassword"),
      mapped("keyStorePassword"),
      DSN_NO_PKCS12,
    ),
  },
  "ssl-ca": {
    type: PATH,
    // sslcert: Prisma ORM's "MySQL/MariaDB" URL parameter, the CA's certificate (Prisma reads a relative
    // path against its schema's folder; dburi against baseDirectory or the working directory).
    aliases: ["ssl_ca", "sslcert"],
    description: "CA certificate file (PEM); Prisma's sslcert",
    tls: true,
    fates: mysqlFates(
      mapped("ssl.ca"),
      mapped("ssl.ca"),
      CONNECTOR_J_CA,
      { to: "serverSslCert" },
      dsnTls("SSLCA", "mysql_ssl_ca_file", "ssl_ca"),
    ),
  },
  "ssl-capath": {
    type: PATH,
    aliases: ["ssl_capath"],
    description: "directory of CA certificate files",
    tls: true,
    fates: mysqlFates(
      CERT_DIRECTORY,
      CERT_DIRECTORY,
      JDBC_NO_CA_DIRECTORY,
      JDBC_NO_CA_DIRECTORY,
      dsnTls("SSLCAPATH", "mysql_ssl_ca_path", "ssl_capath"),
    ),
  },
  "ssl-cert": {
    type: PATH,
    aliases: ["ssl_cert"],
    description: "client certificate file (PEM)",
    tls: true,
    fates: mysqlFates(
      mapped("ssl.cert"),
      mapped("ssl.cert"),
      CONNECTOR_J_CLIENT_PEM,
      MARIADB_J_CLIENT_PEM,
      dsnTls("SSLCERT", "mysql_ssl_client_cert", "ssl_cert"),
    ),
  },
  "ssl-key": {
    type: PATH,
    aliases: ["ssl_key"],
    description: "client private key file (PEM)",
    tls: true,
    fates: mysqlFates(
      mapped("ssl.key"),
      mapped("ssl.key"),
      CONNECTOR_J_CLIENT_PEM,
      MARIADB_J_CLIENT_PEM,
      dsnTls("SSLKEY", "mysql_ssl_client_key", "ssl_key"),
    ),
  },
  "ssl-crl": {
    type: PATH,
    aliases: ["ssl_crl"],
    description: "certificate revocation list file",
    tls: true,
    fates: mysqlFates(
      refused("mysql2 does not pass revocation lists to TLS", "use the mariadb driver", undefined, true),
      mapped("ssl.crl"),
      JDBC_NO_CRL,
      JDBC_NO_CRL,
      dsnTls(
        "SSL-CRL, or SSLCRL (MariaDB Connector/ODBC)",
        dbdMysqlHasNo("a revocation list", "remove it, or use the odbc format"),
        "ssl_crl (MariaDB Connector/Python)",
      ),
    ),
  },
  "ssl-crlpath": {
    type: PATH,
    aliases: ["ssl_crlpath"],
    description: "directory of revocation list files",
    tls: true,
    fates: mysqlFates(
      CERT_DIRECTORY,
      CERT_DIRECTORY,
      JDBC_NO_CRL,
      JDBC_NO_CRL,
      dsnTls(
        "SSL-CRLPATH, or SSLCRLPATH (MariaDB Connector/ODBC)",
        dbdMysqlHasNo("a revocation list directory", "remove it, or use the odbc format"),
        "ssl_crlpath (MariaDB Connector/Python)",
      ),
    ),
  },
  "ssl-cipher": {
    type: "string",
    aliases: ["ssl_cipher"],
    description: "ciphers for TLS 1.2 and below",
    tls: true,
    fates: mysqlFates(
      mapped("ssl.ciphers"),
      mapped("ssl.ciphers"),
      JDBC_NO_OPENSSL_CIPHERS,
      JDBC_NO_OPENSSL_CIPHERS,
      dsnTls("SSLCIPHER", "mysql_ssl_cipher", "ssl_cipher"),
    ),
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
      dsnTls(
        "TLS-VERSIONS, or TLSVERSION (MariaDB Connector/ODBC)",
        dbdMysqlHasNo("TLS versions", "remove it (the client library's default versions apply)"),
        "tls_version (MariaDB Connector/Python)",
      ),
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
      DSN_NO_TLS13_SUITES,
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
    description:
      "seconds to connect (the mysql client, my.cnf, Rails, mysqlclient, Prisma ORM); 0 waits forever",
    fates: mysqlFates(
      mapped("connectTimeout"),
      mapped("connectTimeout"),
      { to: "connectTimeout", scale: 1000 },
      { to: "connectTimeout", scale: 1000 },
    ),
  },
  // Prisma ORM's pool and statement settings ("MySQL/MariaDB", "Arguments"; its connect_timeout is the
  // entry above, its sslcert is ssl-ca's alias, its sslaccept, sslidentity and sslpassword are with TLS).
  // mysql2's pool options per mysql2's PoolOptions; the MariaDB connector's per its PoolConfig and
  // ConnectionConfig (connectionLimit, acquireTimeout, socketTimeout, prepareCacheLength); the JDBC
  // drivers' per their documented properties (socketTimeout, in milliseconds, in both).
  connection_limit: {
    type: "integer",
    min: 1,
    description: "Prisma ORM: the pool's size (a pool's connectionLimit)",
    fates: prismaFates(
      { to: "connectionLimit" },
      { to: "connectionLimit" },
      prismaOnly("Connector/J", "size the application's pool instead (HikariCP maximumPoolSize)"),
      prismaOnly(
        "MariaDB Connector/J",
        "size the application's pool, or write pool=true&maxPoolSize=N (the driver's own pool)",
      ),
    ),
  },
  pool_timeout: {
    type: "integer",
    min: 0,
    description: "Prisma ORM: seconds to wait for a free connection of the pool (0: no limit)",
    fates: prismaFates(
      reported(
        "mysql2's pool has no wait limit: a request waits until a connection is free (waitForConnections)",
        "remove pool_timeout, or bound the wait in the application",
      ),
      mapped("acquireTimeout"),
      prismaOnly("Connector/J", "bound the wait in the application's pool (HikariCP connectionTimeout)"),
      prismaOnly(
        "MariaDB Connector/J",
        "bound the wait in the application's pool (HikariCP connectionTimeout)",
      ),
    ),
  },
  socket_timeout: {
    type: "integer",
    min: 0,
    description: "Prisma ORM: seconds to wait for a query's answer (0: no limit)",
    fates: prismaFates(
      reported(
        "mysql2 has no connection-wide timeout: it bounds one query at a time",
        "pass it per query: connection.query({ sql, timeout: ms })",
        [0],
      ),
      mapped("socketTimeout"),
      { to: "socketTimeout", scale: 1000 },
      { to: "socketTimeout", scale: 1000 },
      {
        sqlalchemy: prismaOnly(
          "SQLAlchemy's MySQL DBAPIs (mysqlclient, PyMySQL)",
          "write read_timeout=SECONDS, the DBAPIs' own",
        ),
        dbi: prismaOnly("DBD::mysql", "write mysql_read_timeout=SECONDS, DBD::mysql's own"),
      },
    ),
  },
  statement_cache_size: {
    type: "integer",
    min: 0,
    description: "Prisma ORM: prepared statements cached per connection (0: none)",
    fates: prismaFates(
      mapped("maxPreparedStatements"),
      { to: "prepareCacheLength" },
      prismaOnly(
        "Connector/J",
        "remove it, or write cachePrepStmts=true&prepStmtCacheSize=N (its own cache)",
      ),
      prismaOnly(
        "MariaDB Connector/J",
        "remove it, or write useServerPrepStmts=true&prepStmtCacheSize=N (its own cache)",
      ),
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
    // Read by toMysql2Config into the list mysql2's types take.
    fates: mysqlFates(mapped("flags"), OTHER_DRIVERS),
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
  /** Path of a PKCS#12 file (Prisma ORM). */
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
  /** Prisma ORM's pool size. */
  readonly connection_limit?: number;
  /** Seconds (Prisma ORM); 0: no limit. */
  readonly pool_timeout?: number;
  /** Seconds (Prisma ORM); 0: no limit. */
  readonly socket_timeout?: number;
  readonly statement_cache_size?: number;
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
  /** Milliseconds (MariaDB Connector/Node.js). */
  readonly socketTimeout?: number;
};

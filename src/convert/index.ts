// Conversions: targets into what drivers and tools take: DSN grammars and driver adapters. No Node
// built-ins, no driver imports.
export { adoKeyword, quoteAdo } from "./ado-quote.js";
export {
  type AmqplibConnectObject,
  type AmqplibMechanism,
  type AmqplibOptions,
  type AmqplibSocketOptions,
  type AmqplibTlsFiles,
  type ToAmqplibOptions,
  toAmqplibOptions,
} from "./amqplib.js";
export { DBI_DRIVERS, type DbiDriver, type DbiStyle, MSSQL_DBI_DRIVERS } from "./dbi-drivers.js";
export type { AdapterOptions } from "./driver-params.js";
export { type IoredisOptions, toIoredisOptions } from "./ioredis.js";
export { JDBC_DRIVERS, type JdbcDriver, type JdbcStyle } from "./jdbc-drivers.js";
export { isLibpqKeyword, parseLibpqPairs, quoteLibpq } from "./libpq-quote.js";
export { type MariadbConfig, toMariadbConfig } from "./mariadb-config.js";
export type { MysqlBaseConfig, ToMysqlConfigOptions } from "./mysql-common.js";
export { MARIADB_PARAMS, MYSQL2_PARAMS } from "./mysql-driver-params.js";
export { type Mysql2Config, type Mysql2Ssl, toMysql2Config } from "./mysql2-config.js";
export { toNativeUri, unrepresentable } from "./native-uri.js";
export {
  type NodeRedisIpcSocket,
  type NodeRedisOptions,
  type NodeRedisTcpSocket,
  type NodeRedisTlsSocket,
  toNodeRedisOptions,
} from "./node-redis.js";
export { ODBC_DRIVERS, type OdbcDriver } from "./odbc-drivers.js";
export { formatOdbcPairs, quoteOdbc } from "./odbc-quote.js";
export { type PgConfig, type ToPgConfigOptions, toPgConfig } from "./pg-config.js";
export { PG_KEYWORDS, type PgKeywordRule } from "./pg-keywords.js";
export { type RedactorOptions, redactor, type SecretTest } from "./redacted.js";
export {
  type RedisConnectionParts,
  type RedisConvertOptions,
  type RedisTlsSettings,
  redisConnectionParts,
  redisTlsSettings,
} from "./redis-parts.js";
export { type SqliteOpenOptions, type ToSqliteOptionsOptions, toSqliteOptions } from "./sqlite-options.js";
export type { TlsFiles, TlsSettings, TlsVersion } from "./tls.js";
export { DSN_FORMATS, type DsnFormat, type ToDsnOptions, toDsn } from "./to-dsn.js";

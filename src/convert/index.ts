// Conversions: targets into what drivers and tools take: DSN grammars and driver adapters. No Node
// built-ins, no driver imports.

export {
  type AmqplibConnectObject,
  type AmqplibMechanism,
  type AmqplibOptions,
  type AmqplibSocketOptions,
  type AmqplibTlsFiles,
  type ToAmqplibOptions,
  toAmqplibOptions,
} from "./amqp/amqplib.js";
export {
  type BuildHost,
  type BuildUriOptions,
  type BuildUriParts,
  buildUri,
} from "./compose/build.js";
export { type ExpandUriOptions, expandUri, type TemplateComponent } from "./compose/expand.js";
export {
  CONVERSIONS,
  type Conversion,
  type ConvertOptions,
  type ConvertOutputs,
  type ConvertTo,
  convert,
  type ParamFate,
  type ParamOutcome,
} from "./convert.js";
export type { AdapterOptions, ReportOptions, Unsupported } from "./driver-params.js";
export { adoKeyword, quoteAdo } from "./dsn/ado-quote.js";
export { DBI_DRIVERS, type DbiDriver, type DbiStyle, MSSQL_DBI_DRIVERS } from "./dsn/dbi-drivers.js";
export { JDBC_DRIVERS, type JdbcDriver, type JdbcStyle } from "./dsn/jdbc-drivers.js";
export { isLibpqKeyword, parseLibpqPairs, quoteLibpq } from "./dsn/libpq-quote.js";
export { toNativeUri, unrepresentable } from "./dsn/native-uri.js";
export { ODBC_DRIVERS, type OdbcDriver } from "./dsn/odbc-drivers.js";
export { formatOdbcPairs, quoteOdbc } from "./dsn/odbc-quote.js";
export { DSN_FORMATS, type DsnFormat, type ToDsnOptions, toDsn } from "./dsn/to-dsn.js";
export type { MysqlBaseConfig, ToMysqlConfigOptions } from "./mysql/common.js";
export { type MariadbConfig, toMariadbConfig } from "./mysql/mariadb-config.js";
export { type Mysql2Config, type Mysql2Ssl, toMysql2Config } from "./mysql/mysql2-config.js";
export type { ToOrmOptions } from "./orm/driver-config.js";
export { type MikroOrmOptions, toMikroOrmOptions } from "./orm/mikro-orm.js";
export { type SequelizeOptions, toSequelizeOptions } from "./orm/sequelize.js";
export {
  type TypeOrmMysqlOptions,
  type TypeOrmOptions,
  type TypeOrmPostgresOptions,
  toTypeOrmOptions,
} from "./orm/typeorm.js";
export { type PgConfig, type ToPgConfigOptions, toPgConfig } from "./postgres/pg-config.js";
export {
  detectFormat,
  READ_FORMATS,
  type ReadFormat,
  type ReadOptions,
  readConnectionString,
} from "./read/read.js";
export { type RedactorOptions, redactor, type SecretTest } from "./redacted.js";
export { revealedConfig } from "./redacted-config.js";
export {
  type IoredisClusterOptions,
  type NodeRedisClusterOptions,
  toIoredisClusterOptions,
  toNodeRedisClusterOptions,
} from "./redis/cluster.js";
export { type IoredisOptions, toIoredisOptions } from "./redis/ioredis.js";
export {
  type NodeRedisIpcSocket,
  type NodeRedisOptions,
  type NodeRedisTcpSocket,
  type NodeRedisTlsSocket,
  toNodeRedisOptions,
} from "./redis/node-redis.js";
export {
  type RedisConnectionParts,
  type RedisConvertOptions,
  type RedisTlsSettings,
  redisConnectionParts,
  redisTlsSettings,
} from "./redis/parts.js";
export {
  type IoredisSentinelOptions,
  type NodeRedisSentinelClientOptions,
  type NodeRedisSentinelOptions,
  type RedisSentinelAddress,
  toIoredisSentinelOptions,
  toNodeRedisSentinelOptions,
} from "./redis/sentinel.js";
export { type SqliteOpenOptions, type ToSqliteOptionsOptions, toSqliteOptions } from "./sqlite/options.js";
export type { TlsFileReader, TlsSettings, TlsVersion } from "./tls.js";

// Scheme modules: what a URI of each scheme means. No Node built-ins.
export { type AmqpOptions, type AmqpTarget, interpretAmqp } from "./amqp/amqp.js";
export {
  AMQP_DEFINITION,
  AMQP_DEFINITIONS,
  AMQP_SCHEMES,
  AMQPS_DEFINITION,
} from "./amqp/definitions.js";
export {
  AMQP_AUTH_MECHANISMS,
  AMQP_FRAME_MIN_SIZE,
  AMQP_OUTPUTS,
  AMQP_PARAMS,
  AMQP_TLS_PARAMS,
  type AmqpOutput,
} from "./amqp/params.js";
export { type ComponentSpan, type ComponentSpansOptions, componentSpans } from "./component-spans.js";
export { DB_DEFINITION, DB_SCHEMES, interpretDb } from "./db/db.js";
export { ENGINE_DEFINITIONS } from "./engine-definitions.js";
export {
  type DatabaseKind,
  ENGINES,
  type Engine,
  type EngineRules,
  engineNames,
  engineOf,
} from "./engines/engines.js";
export { GENERIC_DB_SCHEMES } from "./engines/generic.js";
export { driverKind } from "./forms/compound.js";
export {
  type AnyTarget,
  createInterpreter,
  genericInterpreter,
  type InterpretOptions,
  interpret,
  schemeOf,
  tryInterpret,
} from "./interpret.js";
export { MONGODB_SCHEMES } from "./mongodb/definitions.js";
export type { MongodbTarget } from "./mongodb/mongodb.js";
export {
  MONGODB_OUTPUTS,
  MONGODB_PARAMS,
  type MongodbOptions,
  type MongodbOutput,
} from "./mongodb/params.js";
export { MSSQL_OUTPUTS, MSSQL_PARAMS, type MssqlOutput, mssqlParamName } from "./mssql/params.js";
export { MYSQL_SCHEMES } from "./mysql/definitions.js";
export { MYSQL_PARAMS, type MysqlOptions, type MysqlTarget } from "./mysql/mysql.js";
export { MYSQL_OUTPUTS, type MysqlOutput } from "./mysql/params.js";
export { POSTGRES_SCHEMES } from "./postgres/definitions.js";
export { LIBPQ_ENVIRONMENT, LIBPQ_REQUIRESSL_VARIABLE } from "./postgres/environment.js";
export {
  LIBPQ_DEFAULT_PORT,
  LIBPQ_FOLDED,
  LIBPQ_PARAMS,
  POSTGRES_OUTPUTS,
  type PostgresOptions,
  type PostgresOutput,
  SSL_MODES,
  type SslMode,
} from "./postgres/params.js";
export type { PostgresTarget } from "./postgres/postgres.js";
export type { PostgresSsl } from "./postgres/ssl.js";
export {
  interpretRedis,
  interpretRedisSentinel,
  interpretRedisSocket,
  REDIS_DEFINITION,
  REDIS_DEFINITIONS,
  REDIS_SCHEMES,
  REDIS_SENTINEL_DEFINITION,
  REDIS_SOCKET_DEFINITION,
  REDISS_DEFINITION,
  REDISS_SENTINEL_DEFINITION,
} from "./redis/definitions.js";
export { REDIS_OUTPUTS, REDIS_PARAMS, type RedisOutput } from "./redis/params.js";
export { REDIS_REGISTRATION, REDIS_REGISTRATION_URL } from "./redis/registration.js";
export {
  isRedisSentinelTarget,
  isRedisTarget,
  type RedisOptions,
  type RedisSentinelTarget,
  type RedisTarget,
} from "./redis/target.js";
export { BUILTIN_DEFINITIONS, registry } from "./registry.js";
export { SchemeFamily } from "./scheme-family.js";
export { SQLITE_SCHEMES } from "./sqlite/definitions.js";
export { FILE_DEFINITION } from "./sqlite/file.js";
export {
  SQLITE_OUTPUTS,
  SQLITE_PARAMS,
  type SqliteOptions,
  type SqliteOutput,
  type SqliteTarget,
} from "./sqlite/sqlite.js";
export type { AllowedTargets, TargetOfKind } from "./startup/allowed.js";
export { type InterpretEnvOptions, interpretEnv } from "./startup/env.js";
export type {
  StandardSchemaFailure,
  StandardSchemaIssue,
  StandardSchemaPathSegment,
  StandardSchemaProps,
  StandardSchemaResult,
  StandardSchemaSuccess,
  StandardSchemaTypes,
  StandardSchemaV1,
} from "./startup/standard-schema.js";
export {
  type UriSchema,
  type UriSchemaOptions,
  type UriSchemaOutput,
  uriSchema,
} from "./startup/uri-schema.js";
export {
  type CarriedFate,
  type Catalogue,
  type CatalogueEntry,
  type DroppedFate,
  type Fate,
  isCarried,
  type Output,
} from "./target/catalogue.js";
export { type DbTarget, isDbTarget } from "./target/db-target.js";
export { isSocketPath } from "./target/fields.js";
export {
  type ParamSpec,
  type ParamSpecs,
  type ParamType,
  parseBoolean,
  parseDuration,
} from "./target/params.js";
export { type ParamContext, type ReadParams, readParams } from "./target/query.js";
export {
  baseTarget,
  createTarget,
  databaseOf,
  type GenericTarget,
  isTarget,
  RedactedTarget,
  redactedView,
} from "./target/target.js";
export { TARGET_FIELDS } from "./target/target-fields.js";

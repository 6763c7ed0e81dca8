// toTypeOrmOptions(): a PostgreSQL or MySQL/MariaDB target as TypeORM's DataSource options. TypeORM names
// the user `username` and builds the driver's config from its own fields, then assigns `extra` over them
// (typeorm 1.x, driver/postgres/PostgresDriver.js `createPool`: `Object.assign({}, {...}, options.extra)`,
// driver/mysql/MysqlDriver.js `createConnectionOptions` likewise). So the credentials and TLS go in
// TypeORM's own fields and everything else the driver conversion made goes in `extra`, which reaches
// node-postgres's Pool or mysql2's createPool exactly: nothing is lost on the way.

import type { Target } from "../../registry/index.js";
import type { Mysql2Config, Mysql2Ssl } from "../mysql/mysql2-config.js";
import type { PgConfig } from "../postgres/pg-config.js";
import { printRedacted } from "../redacted-config.js";
import type { TlsSettings } from "../tls.js";
import { ormDriverConfig, type ToOrmOptions } from "./driver-config.js";

/**
 * TypeORM's options for PostgreSQL (`PostgresConnectionOptions`), as far as a URI sets them.
 * @example
 * const options = toTypeOrmOptions(interpret("postgresql://app@db/shop")) as TypeOrmPostgresOptions;
 * options.username; // "app"
 */
export interface TypeOrmPostgresOptions {
  readonly type: "postgres";
  readonly host?: string;
  readonly port?: number;
  readonly username?: string;
  readonly password?: string;
  readonly database?: string;
  readonly ssl?: false | TlsSettings;
  /** The rest of node-postgres's config (toPgConfig's), handed to its Pool over TypeORM's own fields. */
  readonly extra: Omit<PgConfig, "host" | "port" | "user" | "password" | "database" | "ssl">;
}

/**
 * TypeORM's options for MySQL or MariaDB (`MysqlConnectionOptions`), as far as a URI sets them, through
 * mysql2 (`connectorPackage`).
 * @example
 * const options = toTypeOrmOptions(interpret("mariadb://root@db/shop")) as TypeOrmMysqlOptions;
 * options.type; // "mariadb"
 */
export interface TypeOrmMysqlOptions {
  /** `mariadb` for a `mariadb:` URI, else `mysql`: the SQL TypeORM writes differs, the driver does not. */
  readonly type: "mysql" | "mariadb";
  /** The config is mysql2's: TypeORM tries the `mysql` package first without it. */
  readonly connectorPackage: "mysql2";
  readonly host?: string;
  readonly port?: number;
  readonly socketPath?: string;
  readonly username?: string;
  readonly password?: string;
  readonly database?: string;
  readonly ssl?: Mysql2Ssl;
  /** The rest of mysql2's config (toMysql2Config's), handed to its createPool over TypeORM's own fields. */
  readonly extra: Omit<
    Mysql2Config,
    "host" | "port" | "socketPath" | "user" | "password" | "database" | "ssl"
  >;
}

/**
 * What `toTypeOrmOptions` returns: spread it into `new DataSource({ ...options, entities })`.
 * @example
 * const options: TypeOrmOptions = toTypeOrmOptions(interpret("postgresql://app@db/shop"));
 */
export type TypeOrmOptions =
  | TypeOrmPostgresOptions
  | (TypeOrmMysqlOptions & { readonly type: "mysql" })
  | (TypeOrmMysqlOptions & { readonly type: "mariadb" });

/**
 * Converts a PostgreSQL or MySQL/MariaDB target into TypeORM's DataSource options: `username` for the
 * user, `ssl` as the driver conversion made it, and the rest of the driver's config in `extra`, which
 * TypeORM hands to the driver's pool over its own fields, so every parameter keeps the fate it has in
 * `toPgConfig` or `toMysql2Config` (the options are theirs, and so are the warnings). MySQL goes through
 * mysql2. Prisma's `connection_limit` is the pool's size either way (`extra.max`, `extra.connectionLimit`).
 * The options print redacted.
 * @throws DburiError `wrong-engine` for another engine; what `toPgConfig` or `toMysql2Config` throws
 * @example
 * import { DataSource } from "typeorm";
 *
 * const options = toTypeOrmOptions(interpret("postgresql://app:pw@db/shop?application_name=web&sslmode=require"));
 * // { type: "postgres", host: "db", username: "app", password: "pw", database: "shop",
 * //   ssl: { rejectUnauthorized: false }, extra: { application_name: "web" } }
 * const dataSource = new DataSource({ ...options, entities: [] });
 */
export function toTypeOrmOptions(target: Target, options: ToOrmOptions = {}): TypeOrmOptions {
  const split = ormDriverConfig(target, options, "toTypeOrmOptions");
  const { user, ...base } = split.base;
  if (split.engine === "pg") {
    const { ssl, ...extra } = split.rest;
    const result: TypeOrmPostgresOptions = {
      type: "postgres",
      ...base,
      ...(user === undefined ? {} : { username: user }),
      ...(ssl === undefined ? {} : { ssl }),
      extra,
    };
    return printRedacted(result);
  }
  const { ssl, socketPath, ...extra } = split.rest;
  const result: TypeOrmMysqlOptions = {
    type: target.engine === "mariadb" ? "mariadb" : "mysql",
    connectorPackage: "mysql2",
    ...base,
    ...(socketPath === undefined ? {} : { socketPath }),
    ...(user === undefined ? {} : { username: user }),
    ...(ssl === undefined ? {} : { ssl }),
    extra,
  };
  return printRedacted(result) as TypeOrmOptions;
}

// toMikroOrmOptions(): a PostgreSQL or MySQL/MariaDB target as MikroORM 6's options. MikroORM names the
// database `dbName`, sizes its pool with `pool`, and builds Knex's config from its own fields, merging
// `driverOptions` over it (@mikro-orm/knex AbstractSqlConnection `getKnexOptions`: `Utils.mergeConfig({
// client, connection, pool }, driverOptions)`); Knex hands `connection` to node-postgres's Client or
// mysql2's createConnection. So the rest of the driver conversion's config goes in
// `driverOptions.connection`, and reaches the driver exactly.

import type { Target } from "../../registry/index.js";
import type { Mysql2Config } from "../mysql/mysql2-config.js";
import type { PgConfig } from "../postgres/pg-config.js";
import { printRedacted } from "../redacted-config.js";
import { ormDriverConfig, type ToOrmOptions } from "./driver-config.js";

/**
 * MikroORM's options, as far as a URI sets them: spread them into `MikroORM.init({ ...options, driver,
 * entities })` (or `defineConfig`), with the driver of `engine` (`PostgreSqlDriver`, `MySqlDriver`,
 * `MariaDbDriver`).
 * @example
 * const { dbName, user } = toMikroOrmOptions(interpret("postgresql://app@db/shop"));
 * [dbName, user]; // ["shop", "app"]
 */
export interface MikroOrmOptions {
  readonly host?: string;
  readonly port?: number;
  readonly user?: string;
  readonly password?: string;
  readonly dbName?: string;
  /** The pool's size: Prisma's `connection_limit`. */
  readonly pool?: { readonly max: number };
  /** The rest of the driver's config, which Knex hands to node-postgres or mysql2. */
  readonly driverOptions: {
    readonly connection:
      | Omit<PgConfig, "host" | "port" | "user" | "password" | "database" | "max">
      | Omit<Mysql2Config, "host" | "port" | "user" | "password" | "database" | "connectionLimit">;
  };
}

/**
 * Converts a PostgreSQL or MySQL/MariaDB target into MikroORM's options: `dbName` for the database, the
 * pool's size from `connection_limit`, and the rest of the driver conversion's config (`toPgConfig`,
 * `toMysql2Config`, whose options and warnings these are) as `driverOptions.connection`, which MikroORM
 * merges into the connection Knex gives the driver. The options print redacted.
 * @throws DburiError `wrong-engine` for another engine; what `toPgConfig` or `toMysql2Config` throws
 * @example
 * import { MikroORM } from "@mikro-orm/postgresql";
 *
 * const options = toMikroOrmOptions(interpret("postgresql://app:pw@db/shop?sslmode=require"));
 * // { host: "db", user: "app", password: "pw", dbName: "shop",
 * //   driverOptions: { connection: { ssl: { rejectUnauthorized: false } } } }
 * const orm = await MikroORM.init({ ...options, entities: [], discovery: { warnWhenNoEntities: false } });
 */
export function toMikroOrmOptions(target: Target, options: ToOrmOptions = {}): MikroOrmOptions {
  const split = ormDriverConfig(target, options, "toMikroOrmOptions");
  const { database, ...base } = split.base;
  const names = { ...base, ...(database === undefined ? {} : { dbName: database }) };
  if (split.engine === "pg") {
    const { max, ...connection } = split.rest;
    return printRedacted({
      ...names,
      ...(max === undefined ? {} : { pool: { max } }),
      driverOptions: { connection: printRedacted(connection) },
    });
  }
  const { connectionLimit, ...connection } = split.rest;
  return printRedacted({
    ...names,
    ...(connectionLimit === undefined ? {} : { pool: { max: connectionLimit } }),
    driverOptions: { connection: printRedacted(connection) },
  });
}

// What the ORM adapters start from: the driver config the ORM hands its connection options to, made by the
// driver's own conversion (toPgConfig for PostgreSQL, toMysql2Config for MySQL and MariaDB), so that every
// URI parameter has the fate it has there and no rule is written twice. An ORM adapter only moves fields to
// where its ORM reads them.

import type { Target } from "../../registry/index.js";
import { DburiError } from "../../uri/index.js";
import type { ToMysqlConfigOptions } from "../mysql/common.js";
import { type Mysql2Config, toMysql2Config } from "../mysql/mysql2-config.js";
import { type PgConfig, type ToPgConfigOptions, toPgConfig } from "../postgres/pg-config.js";

/**
 * Options of the ORM adapters: those of the driver conversion they run (`toPgConfig`'s for PostgreSQL,
 * `toMysql2Config`'s for MySQL and MariaDB), each taking its own.
 * @example
 * import { readFileSync } from "node:fs";
 *
 * const options: ToOrmOptions = { hostIndex: 0, readFile: (path) => readFileSync(path) };
 */
export interface ToOrmOptions
  extends Omit<ToPgConfigOptions, "readFile">,
    Omit<ToMysqlConfigOptions, "readFile"> {
  /** Reads the certificate files a URI names (see `TlsFileReader`). */
  readonly readFile?: ToPgConfigOptions["readFile"];
}

/**
 * The driver config of a PostgreSQL or MySQL/MariaDB target, with its credentials apart: the fields every
 * ORM takes by its own names (host, port, user, password, database), and the rest.
 * @example
 * const split = ormDriverConfig(interpret("postgresql://app@db/shop?application_name=web"), {}, "toTypeOrmOptions");
 * split.engine; // "pg"
 * split.rest; // { application_name: "web" }
 */
export type OrmDriverConfig =
  | {
      readonly engine: "pg";
      readonly base: Pick<PgConfig, "host" | "port" | "user" | "password" | "database">;
      readonly rest: Omit<PgConfig, "host" | "port" | "user" | "password" | "database">;
    }
  | {
      readonly engine: "mysql";
      readonly base: Pick<Mysql2Config, "host" | "port" | "user" | "password" | "database">;
      readonly rest: Omit<Mysql2Config, "host" | "port" | "user" | "password" | "database">;
    };

/**
 * Runs the driver conversion of the target's engine and splits its config (see `OrmDriverConfig`).
 * @throws DburiError `wrong-engine` for a target of another engine; what the conversion throws
 * @example
 * ormDriverConfig(interpret("mysql://root@db/shop"), {}, "toSequelizeOptions").base;
 * // { host: "db", port: 3306, user: "root", database: "shop" }
 */
export function ormDriverConfig(target: Target, options: ToOrmOptions, adapter: string): OrmDriverConfig {
  const engine = target.canonicalEngine;
  if (engine === "pg") {
    const { host, port, user, password, database, ...rest } = toPgConfig(target, options);
    return { engine, base: defined({ host, port, user, password, database }), rest };
  }
  if (engine === "mysql") {
    const { host, port, user, password, database, ...rest } = toMysql2Config(target, options);
    return { engine, base: defined({ host, port, user, password, database }), rest };
  }
  throw new DburiError({
    code: "wrong-engine",
    reason: `${adapter} converts PostgreSQL and MySQL/MariaDB URIs, and this one is ${engine ?? target.scheme}`,
    fix: "use a postgresql:// or mysql:// (mariadb://) URI, or the driver adapter of the URI's engine",
  });
}

/** The object without its undefined fields: what the URI leaves out stays out, for the ORM's defaults. */
function defined<T extends object>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;
}

// toSequelizeOptions(): a PostgreSQL or MySQL/MariaDB target as Sequelize 6's options. Sequelize takes
// `username`, sizes its own pool (`pool.max`), and hands `dialectOptions` to the driver: for MySQL (the
// mysql dialect, through mysql2) all of them, spread over its own settings (lib/dialects/mysql/
// connection-manager.js); for PostgreSQL only a fixed list (lib/dialects/postgres/connection-manager.js:
// `_.pick(config.dialectOptions, [application_name, ssl, client_encoding, binary, keepAlive,
// statement_timeout, query_timeout, connectionTimeoutMillis, idle_in_transaction_session_timeout,
// lock_timeout, options, stream])`). What node-postgres's config holds beyond that list cannot reach the
// driver through Sequelize, and the URI parameter that set it is reported as not carried.

import type { Target } from "../../registry/index.js";
import { LIBPQ_PARAMS, type PostgresTarget } from "../../schemes/index.js";
import { notCarried, paramIndex } from "../driver-params.js";
import type { Mysql2Config } from "../mysql/mysql2-config.js";
import type { PgConfig } from "../postgres/pg-config.js";
import { printRedacted } from "../redacted-config.js";
import { ormDriverConfig, type ToOrmOptions } from "./driver-config.js";

/** The fields of node-postgres's config that Sequelize's postgres dialect passes on to it. */
const PASSED_TO_PG: ReadonlySet<string> = new Set([
  "application_name",
  "ssl",
  "client_encoding",
  "keepAlive",
  "query_timeout",
  "connectionTimeoutMillis",
  "options",
]);

/** node-postgres's defaults for the fields Sequelize drops: a URI that asks for them loses nothing. */
const PG_DEFAULTS: Readonly<Record<string, unknown>> = { enableChannelBinding: false };

/**
 * Sequelize's options, as far as a URI sets them: spread them into `new Sequelize({ ...options, ... })`.
 * @example
 * const options: SequelizeOptions = toSequelizeOptions(interpret("postgresql://app@db/shop"));
 * options.dialect; // "postgres"
 */
export interface SequelizeOptions {
  /** `postgres`, or `mysql` for MySQL and MariaDB (Sequelize's mysql dialect, through mysql2). */
  readonly dialect: "postgres" | "mysql";
  readonly host?: string;
  readonly port?: number;
  readonly username?: string;
  readonly password?: string;
  readonly database?: string;
  /** What the driver gets besides: node-postgres's fields Sequelize passes on, or mysql2's config. */
  readonly dialectOptions:
    | Partial<PgConfig>
    | Omit<Mysql2Config, "host" | "port" | "user" | "password" | "database">;
  /** Sequelize's pool: Prisma's `connection_limit` as its size. */
  readonly pool?: { readonly max: number };
}

/**
 * Converts a PostgreSQL or MySQL/MariaDB target into Sequelize's options: `username` for the user, the
 * pool's size from `connection_limit`, and the rest of the driver conversion's config (`toPgConfig`,
 * `toMysql2Config`, whose options and warnings these are) as `dialectOptions`. Sequelize's postgres
 * dialect passes only some of node-postgres's settings to it: a URI parameter whose setting it drops
 * (`sslnegotiation`, `channel_binding`, `keepalives_idle`, `fallback_application_name`, `replication`) is
 * reported as not carried (`param-not-carried`, or `unsupported-param` under `unsupported: "error"`).
 * The options print redacted.
 * @throws DburiError `wrong-engine` for another engine; what `toPgConfig` or `toMysql2Config` throws
 * @example
 * import { Sequelize } from "sequelize";
 *
 * const options = toSequelizeOptions(interpret("postgresql://app:pw@db/shop?sslmode=require&connection_limit=5"));
 * // { dialect: "postgres", host: "db", username: "app", password: "pw", database: "shop",
 * //   dialectOptions: { ssl: { rejectUnauthorized: false } }, pool: { max: 5 } }
 * const sequelize = new Sequelize({ ...options, logging: false });
 */
export function toSequelizeOptions(target: Target, options: ToOrmOptions = {}): SequelizeOptions {
  const split = ormDriverConfig(target, options, "toSequelizeOptions");
  const { user, ...base } = split.base;
  const credentials = { ...base, ...(user === undefined ? {} : { username: user }) };
  if (split.engine === "pg") {
    const { max, ...rest } = split.rest;
    const dialectOptions: Record<string, unknown> = {};
    const dropped = new Set<string>();
    for (const [field, value] of Object.entries(rest)) {
      if (PASSED_TO_PG.has(field)) dialectOptions[field] = value;
      else if (PG_DEFAULTS[field] !== value) dropped.add(field);
    }
    reportDropped(target as PostgresTarget, dropped, options);
    return printRedacted({
      dialect: "postgres",
      ...credentials,
      dialectOptions: printRedacted(dialectOptions as Partial<PgConfig>),
      ...(max === undefined ? {} : { pool: { max } }),
    });
  }
  const { connectionLimit, ...dialectOptions } = split.rest;
  return printRedacted({
    dialect: "mysql",
    ...credentials,
    dialectOptions: printRedacted(dialectOptions),
    ...(connectionLimit === undefined ? {} : { pool: { max: connectionLimit } }),
  });
}

/** Reports each URI parameter whose node-postgres setting (by its fate in LIBPQ_PARAMS) is among `fields`. */
function reportDropped(target: PostgresTarget, fields: ReadonlySet<string>, options: ToOrmOptions): void {
  if (fields.size === 0) return;
  for (const [key, value] of Object.entries(target.options)) {
    const fate = LIBPQ_PARAMS[key]?.fates.pg;
    // A keyword passed as written keeps its name in node-postgres's config.
    const field = fate === "passed" ? key : fate !== undefined && "to" in fate ? fate.to : undefined;
    if (field === undefined || !fields.has(field)) continue;
    notCarried(
      options,
      {
        output: "Sequelize's options",
        key,
        value,
        reason: `Sequelize's postgres dialect does not pass node-postgres's ${field} on to it`,
        fix: "connect with node-postgres itself (toPgConfig), or go without it",
      },
      { input: target.href, index: paramIndex(target, [key]) },
    );
  }
}

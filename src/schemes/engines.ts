// The database engines of `db:` URIs: what each name means, looked up case-insensitively. The rows are data
// (engine-table.ts); this module holds their shape and the lookups.

import type { DefaultPort, SchemeStatus } from "../registry/index.js";
import { ENGINES } from "./engine-table.js";

/**
 * What the database part of a URI names for an engine (the "database is" column of the engine table):
 * `name` a database name, `file` a local file path (SQLite, DuckDB), `server-file` a file path on the server
 * (Firebird), `service-name` an Oracle service, `keyspace` (Cassandra), `catalog-schema` (Trino, Presto),
 * `project-dataset` (BigQuery), `project-instance-database` (Spanner), `path` (YDB), `none` when the engine
 * takes no database from the URI.
 * @example
 * engineOf("sqlite")?.database; // "path"
 * engineOf("pg")?.database; // "name"
 */
export type DatabaseKind =
  | "name"
  | "file"
  | "server-file"
  | "service-name"
  | "keyspace"
  | "catalog-schema"
  | "project-dataset"
  | "project-instance-database"
  | "path"
  | "none";

/**
 * Which documented URI rules an engine's module applies beyond the `db:` proposal: libpq's (PostgreSQL and
 * the engines that speak its protocol), MySQL's URI-like strings, MongoDB's connection strings, SQLite's
 * file names, or none (`generic`).
 * @example
 * engineOf("pgsql")?.rules; // "libpq": read by the PostgreSQL module
 */
export type EngineRules = "libpq" | "mysql" | "mongodb" | "sqlite" | "generic";

/**
 * One row of the engine table.
 * @example
 * const pg: Engine | undefined = engineOf("postgres");
 * pg?.canonical; // "pg"
 * pg?.defaultPort?.port; // 5432
 */
export interface Engine {
  /** Canonical engine name, the table's first column (`pg`). */
  readonly canonical: string;
  /** The name the registry lists the scheme under (`postgresql`); one of `names`. */
  readonly scheme: string;
  /** Every name of the row, lowercase, each usable as `db:<name>:` and bare as `<name>:`. */
  readonly names: readonly string[];
  /** The engine's own default port with its provenance, or null when it has none. */
  readonly defaultPort: DefaultPort | null;
  /** What the database part names. */
  readonly database: DatabaseKind;
  /** The scheme of the engine's native URI, which `toDsn(target, "uri")` writes (`postgresql`, `file`). */
  readonly nativeScheme: string;
  /** Which documented rules apply beyond the proposal. */
  readonly rules: EngineRules;
  /** The product, for messages and the registry's description. */
  readonly product: string;
  /** Where the row comes from: `URI::db 0.23` (the proposal's reference implementation) or `xo/dburl 0.24`. */
  readonly source: string;
  /** The IANA URI scheme status of `scheme` (only `mongodb` is registered, as provisional). */
  readonly status: SchemeStatus;
  /** Whether the scheme means TLS (`mongodb+srv`). */
  readonly tls?: boolean | undefined;
  /** The other variant of the scheme (`mongodb` for `mongodb+srv`). */
  readonly variantOf?: string | undefined;
  /** Why the row differs from a source, when it does. */
  readonly note?: string | undefined;
}

const BY_NAME: ReadonlyMap<string, Engine> = new Map(
  Object.values(ENGINES).flatMap((engine) => engine.names.map((name) => [name, engine] as const)),
);

/**
 * The engine table row for a name or alias, in any case, or undefined.
 * @example
 * engineOf("PostgreSQL")?.canonical; // "pg"
 * engineOf("redshift")?.defaultPort?.port; // 5439
 */
export function engineOf(name: string): Engine | undefined {
  return BY_NAME.get(name) ?? BY_NAME.get(name.toLowerCase());
}

/**
 * Every engine name of the table (aliases included), lowercase, in table order.
 * @example
 * engineNames().includes("yugabytedb"); // true
 */
export function engineNames(): readonly string[] {
  return [...BY_NAME.keys()];
}

export { ENGINES };

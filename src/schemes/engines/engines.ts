// The database engines of `db:` URIs: what each name means, looked up case-insensitively. The rows and
// their shape are data (engine-table.ts); this module holds the lookups.

import { type DatabaseKind, ENGINES, type Engine, type EngineRules } from "./engine-table.js";

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

export { type DatabaseKind, ENGINES, type Engine, type EngineRules };

/**
 * The engine row of a name the definition of `row` answers to: `row` itself for one of its own names (the
 * common case, and no lookup: no two rows share a name), else the row that has the name, else `row` (a
 * custom registry's alias).
 * @example
 * rowOf("postgres", engineOf("pg")!).canonical; // "pg"
 */
export function rowOf(name: string, row: Engine): Engine {
  return name === row.scheme || row.names.includes(name) ? row : (engineOf(name) ?? row);
}

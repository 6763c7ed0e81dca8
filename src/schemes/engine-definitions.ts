// One scheme definition per row of the engine table, so that every engine name works bare (`pg://`,
// `postgresql://`) as well as inside db:, each interpreted by its rules' family.

import type { SchemeDefinition } from "../registry/index.js";
import { ENGINES, type EngineRules } from "./engines/engines.js";
import { GENERIC_DB_SCHEMES } from "./engines/generic.js";
import { MONGODB_SCHEMES } from "./mongodb/definitions.js";
import { MONGODB_FAMILY } from "./mongodb/mongodb.js";
import { MYSQL_SCHEMES } from "./mysql/definitions.js";
import { MYSQL_FAMILY } from "./mysql/mysql.js";
import { POSTGRES_SCHEMES } from "./postgres/definitions.js";
import { POSTGRES_FAMILY } from "./postgres/postgres.js";
import { SQLITE_SCHEMES } from "./sqlite/definitions.js";
import { SQLITE_FAMILY } from "./sqlite/sqlite.js";
import { GENERIC_DB_FAMILY } from "./target/db-target.js";
import type { Family } from "./target/family.js";

/**
 * The family that reads each kind of rules' engines: what every engine definition's interpreter runs,
 * bare and nested in db:.
 * @example
 * import { POSTGRES_FAMILY } from "./postgres/postgres.js";
 * FAMILIES.libpq === POSTGRES_FAMILY; // true
 */
export const FAMILIES: Readonly<Record<EngineRules, Family<unknown>>> = {
  libpq: POSTGRES_FAMILY,
  mysql: MYSQL_FAMILY,
  mongodb: MONGODB_FAMILY,
  sqlite: SQLITE_FAMILY,
  generic: GENERIC_DB_FAMILY,
};

/** Every engine family's definitions by scheme name: the rows' definitions, made once, in the families. */
const BY_SCHEME: ReadonlyMap<string, SchemeDefinition> = new Map(
  [POSTGRES_SCHEMES, MYSQL_SCHEMES, MONGODB_SCHEMES, SQLITE_SCHEMES, GENERIC_DB_SCHEMES]
    .flatMap((family) => family.definitions)
    .map((definition) => [definition.name, definition]),
);

/**
 * A scheme definition for every row of the engine table, named after the row's scheme with every other
 * name as an alias, in table order (each the one its family's `SchemeFamily` holds);
 * `BUILTIN_DEFINITIONS` registers them.
 * @example
 * ENGINE_DEFINITIONS.find((d) => d.name === "postgresql")?.aliases; // ["pg", "postgres", "pgsql", "pgxc", "postgresxc"]
 */
export const ENGINE_DEFINITIONS: readonly SchemeDefinition[] = Object.freeze(
  Object.values(ENGINES).map((engine) => BY_SCHEME.get(engine.scheme)!),
);

// The PostgreSQL family's scheme definitions: every engine table row read by libpq's rules.

import { engineDefinitions } from "../engines/definition.js";
import { type SchemeFamily, schemeFamily } from "../scheme-family.js";
import { POSTGRES_FAMILY } from "./postgres.js";

/**
 * The PostgreSQL family for `createInterpreter`: `postgresql` and every engine read by libpq's rules
 * (`pg`, `postgres`, `redshift`, `cockroachdb`, `postgis`, ...), with their aliases.
 * @example
 * const interpretPg = createInterpreter([POSTGRES_SCHEMES]);
 * interpretPg("postgresql://app@db.example.com/shop?sslmode=require").kind; // "db"
 */
export const POSTGRES_SCHEMES: SchemeFamily = schemeFamily(
  "postgres",
  engineDefinitions("libpq", POSTGRES_FAMILY),
);

// The engines without a family of their own (SQL Server, Oracle, ClickHouse, ...): their scheme
// definitions, read by the db: proposal's generic rules.

import { type SchemeFamily, schemeFamily } from "../scheme-family.js";
import { GENERIC_DB_FAMILY } from "../target/db-target.js";
import { engineDefinitions } from "./definition.js";

/**
 * The engines read by the generic rules, for `createInterpreter`: every engine table row without a family
 * of its own (`sqlserver`, `oracle`, `clickhouse`, ...), with their aliases.
 * @example
 * const interpretOther = createInterpreter([GENERIC_DB_SCHEMES]);
 * interpretOther("oracle://db.example.com/ORCL").database; // "ORCL"
 */
export const GENERIC_DB_SCHEMES: SchemeFamily = schemeFamily(
  "generic",
  engineDefinitions("generic", GENERIC_DB_FAMILY),
);

// The SQLite family's scheme definitions: every engine table row read by SQLite's rules, and `file:`.

import { engineDefinitions } from "../engines/definition.js";
import { type SchemeFamily, schemeFamily } from "../scheme-family.js";
import { FILE_DEFINITION } from "./file.js";
import { SQLITE_FAMILY } from "./sqlite.js";

/**
 * The SQLite family for `createInterpreter`: `sqlite`, `file` and every engine read by SQLite's rules,
 * with their aliases.
 * @example
 * const interpretSqlite = createInterpreter([SQLITE_SCHEMES]);
 * interpretSqlite("file:data.db?mode=ro").database; // "data.db"
 */
export const SQLITE_SCHEMES: SchemeFamily = schemeFamily("sqlite", [
  ...engineDefinitions("sqlite", SQLITE_FAMILY),
  FILE_DEFINITION,
]);

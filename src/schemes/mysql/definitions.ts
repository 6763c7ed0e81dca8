// The MySQL family's scheme definitions: every engine table row read by MySQL's rules.

import { engineDefinitions } from "../engines/definition.js";
import { type SchemeFamily, schemeFamily } from "../scheme-family.js";
import { MYSQL_FAMILY } from "./mysql.js";

/**
 * The MySQL family for `createInterpreter`: `mysql`, `mariadb` and every engine read by MySQL's rules,
 * with their aliases.
 * @example
 * const interpretMysql = createInterpreter([MYSQL_SCHEMES]);
 * interpretMysql("mysql://app@db.example.com/shop").database; // "shop"
 */
export const MYSQL_SCHEMES: SchemeFamily = schemeFamily("mysql", engineDefinitions("mysql", MYSQL_FAMILY));

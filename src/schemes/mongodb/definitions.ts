// The MongoDB family's scheme definitions: `mongodb` and `mongodb+srv`, read by the connection string
// specification's rules.

import { engineDefinitions } from "../engines/definition.js";
import { type SchemeFamily, schemeFamily } from "../scheme-family.js";
import { MONGODB_FAMILY } from "./mongodb.js";

/**
 * The MongoDB family for `createInterpreter`: `mongodb` and `mongodb+srv`.
 * @example
 * const interpretMongo = createInterpreter([MONGODB_SCHEMES]);
 * interpretMongo("mongodb://a.example.com,b.example.com/shop").hosts.length; // 2
 */
export const MONGODB_SCHEMES: SchemeFamily = schemeFamily(
  "mongodb",
  engineDefinitions("mongodb", MONGODB_FAMILY),
);

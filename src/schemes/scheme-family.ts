// A built-in scheme family's definitions, as `createInterpreter` takes them: made by dburi alone, so an
// interpreter over a few families builds its registry without checking the definitions again (the check
// reads the root zone's top-level domains, which an app that only interprets URIs should not carry).

import type { SchemeDefinition } from "../registry/index.js";
import { DburiError } from "../uri/index.js";

// Held by this module alone: only `schemeFamily` can make a SchemeFamily.
const MADE: unique symbol = Symbol("SchemeFamily");

/**
 * The definitions of one built-in scheme family (`POSTGRES_SCHEMES`, `REDIS_SCHEMES`, ...), for
 * `createInterpreter`: an app that reads only some families bundles only their code.
 * @example
 * POSTGRES_SCHEMES.definitions.map((definition) => definition.name).includes("postgresql"); // true
 */
export class SchemeFamily {
  /** The family's name: `postgres`, `mysql`, `mongodb`, `sqlite`, `generic`, `redis`, `amqp` or `db`. */
  readonly name: string;
  /** Its scheme definitions, each with its interpreter. */
  readonly definitions: readonly SchemeDefinition[];

  /**
   * The families are the package's own constants; called any other way this throws.
   * @throws DburiError `invalid-argument`
   * @internal
   */
  constructor(token: typeof MADE, name: string, definitions: readonly SchemeDefinition[]) {
    if (token !== MADE) {
      throw new DburiError({
        code: "invalid-argument",
        reason: "a SchemeFamily is one of dburi's own (POSTGRES_SCHEMES, REDIS_SCHEMES, ...)",
        fix: "pass those to createInterpreter; for schemes of your own, interpret(text, { registry: createRegistry(definitions, { base: registry }) })",
      });
    }
    this.name = name;
    this.definitions = Object.freeze([...definitions]);
    Object.freeze(this);
  }
}

/**
 * The family `name` of these built-in definitions. Not exported from the package.
 * @example
 * import { REDIS_DEFINITIONS } from "./redis/definitions.js";
 * schemeFamily("redis", REDIS_DEFINITIONS).definitions.length > 0; // true
 */
export function schemeFamily(name: string, definitions: readonly SchemeDefinition[]): SchemeFamily {
  return new SchemeFamily(MADE, name, definitions);
}

// The interpreter of a family's schemes: what a scheme definition's `interpret` is for every built-in
// family, bare or nested in db:, so that one dispatch (the registry's) serves both.

import type { Interpreter } from "../../registry/index.js";
import { type Engine, rowOf } from "../engines/engines.js";
import type { Family } from "./family.js";
import { TargetView } from "./target-view.js";

/**
 * The interpreter of `family`'s schemes: the family's `check` now, its `build` on the first field read (a
 * view, target-view.ts). For an engine family, `row` is the engine table's row of the definition, and an
 * alias a custom registry gives it reads by the row.
 * @example
 * import { REDIS_FAMILY } from "../redis/redis.js";
 * const interpretRedis: Interpreter = familyInterpreter(REDIS_FAMILY);
 * const uri = parseUri("redis://h/2");
 * const context = { definition: REDIS_DEFINITION, name: "redis", href: uri.href, scheme: "redis", registry };
 * const target = interpretRedis(uri, context);
 * if (isRedisTarget(target)) target.db; // 2
 */
export function familyInterpreter<Reading>(family: Family<Reading>, row?: Engine): Interpreter {
  const kind = family.kind;
  return (uri, context) => {
    const engine = row === undefined ? undefined : rowOf(context.name, row);
    const reading = family.check(uri, context, engine);
    return new TargetView(kind, undefined, family, uri, context, engine, reading);
  };
}

// The built-in registry: every scheme module's definitions. Adding a scheme family means adding its
// module's definitions to this list.

import type { SchemeDefinition } from "../registry/index.js";
import { baseRegistry, builtinRegistryOf, type Registry } from "../registry/registry.js";
import { AMQP_DEFINITIONS } from "./amqp/definitions.js";
import { DB_DEFINITION } from "./db/db.js";
import { ENGINE_DEFINITIONS } from "./engine-definitions.js";
import { REDIS_DEFINITIONS } from "./redis/definitions.js";
import { FILE_DEFINITION } from "./sqlite/file.js";

/**
 * The built-in registry (frozen, its definitions deep-frozen): every scheme dburi interprets, looked up by
 * name or alias in any case, on top of `baseRegistry` (the reserved `example` scheme of RFC 7595 §8).
 * @example
 * registry.get("REDISS")?.tls; // true
 */
export const registry: Registry = builtinRegistryOf(
  [...REDIS_DEFINITIONS, ...AMQP_DEFINITIONS, DB_DEFINITION, ...ENGINE_DEFINITIONS, FILE_DEFINITION],
  baseRegistry,
);

/**
 * Every built-in definition, in the order `dburi schemes` lists them: the registry's own deep-frozen
 * copies (the list, each definition, its aliases, references, default port and parse options), so
 * nothing reached through it can change the built-in registry.
 * @example
 * BUILTIN_DEFINITIONS.map((definition) => definition.name);
 */
export const BUILTIN_DEFINITIONS: readonly SchemeDefinition[] = Object.freeze(
  registry.definitions.slice(baseRegistry.definitions.length),
);

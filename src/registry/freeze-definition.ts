// A registry keeps its own deep-frozen copy of every definition: nothing the caller still holds (the
// definition, its aliases, its default port, its parse options) can change a registry after it is built,
// and nothing read from a registry can be changed to reach every other user of it.

import type { DefaultPort, SchemeDefinition } from "./definition.js";

function frozenPort(port: DefaultPort): DefaultPort {
  // Only the three fields dburi reads: a copy of anything else would stay writable.
  return Object.freeze({ port: port.port, source: port.source, reference: port.reference });
}

/**
 * A deep-frozen copy of a definition that `checkDefinition` accepted: the definition, its `aliases`
 * (always present, `[]` when none), `references`, `defaultPort` and `parseOptions` are new frozen
 * objects. Functions (`interpret`, `interpretText`) are shared, not copied.
 * @example
 * const port = { port: 7000, source: "vendor", reference: "https://acme.example.com/ports" } as const;
 * const copy = freezeDefinition({ name: "acme", status: "unregistered", defaultPort: port });
 * copy.defaultPort === port; // false
 * Object.isFrozen(copy.defaultPort); // true
 */
export function freezeDefinition(definition: SchemeDefinition): SchemeDefinition {
  const { aliases, references, defaultPort, parseOptions } = definition;
  return Object.freeze({
    ...definition,
    aliases: Object.freeze([...(aliases ?? [])]),
    ...(references !== undefined && { references: Object.freeze([...references]) }),
    ...(defaultPort !== undefined && defaultPort !== null && { defaultPort: frozenPort(defaultPort) }),
    ...(parseOptions !== undefined && { parseOptions: Object.freeze({ ...parseOptions }) }),
  });
}

// createRegistry: a registry of definitions checked one by one (checkDefinition), on top of another. Apart
// from the Registry itself, so that reading URIs through a registry does not load the checks, nor the
// root zone's names and the IANA snapshot they read.

import { checkDefinition } from "./check-definition.js";
import type { SchemeDefinition } from "./definition.js";
import {
  baseRegistry,
  build,
  type CreateRegistryOptions,
  creationError,
  invalidArgument,
  kindOf,
  Registry,
} from "./registry.js";

/**
 * Throws the first error `checkDefinition` finds in the candidate at position `at`: what `createRegistry`
 * runs on every definition it is given.
 */
function refuseInvalid(candidate: unknown, at: number): void {
  const error = checkDefinition(candidate).find((finding) => finding.severity === "error");
  if (error) throw creationError(at, candidate, { code: error.code, reason: error.message, fix: error.fix });
}

/**
 * Builds a frozen registry from definitions, on top of `options.base` (`baseRegistry` by default). Every
 * definition is checked here, at creation (`checkDefinition`: names, aliases, the '.' rule of RFC 7595
 * §3.8 against the root zone's top-level domains, status, default port, parse options, the type of every
 * field), then for a name registered twice, an alias that collides with another name or alias, and a
 * `variantOf` that names no definition (looked up in any case; stored as that definition's name). The first
 * problem throws a `DburiError` whose reason starts with the definition's position and name
 * (`definitions[1] ('acme'): ...`) and whose `index` is that position. The registry keeps deep-frozen
 * copies: changing a definition afterwards changes no registry.
 * @throws DburiError `duplicate-scheme`, `alias-collision`, `invalid-scheme-name`, `uppercase-scheme-name`,
 *   `dot-in-scheme-name`, `unknown-top-level-domain`, `empty-scheme-name`, `invalid-status`,
 *   `invalid-default-port`, `unknown-variant`, `invalid-variant`, `invalid-definition`; `invalid-argument`
 *   when `definitions` is not an array or `options.base` is not a registry
 * @example
 * const mine = createRegistry([{ name: "acme", status: "unregistered", aliases: ["acme-db"] }]);
 * mine.get("ACME-DB")?.name; // "acme"
 * createRegistry([{ name: "Acme", status: "unregistered" }]); // throws: uppercase-scheme-name
 * createRegistry([{ name: "redis.tls", status: "unregistered" }]); // throws: unknown-top-level-domain
 */
export function createRegistry(
  definitions: readonly SchemeDefinition[],
  options?: CreateRegistryOptions | null,
): Registry {
  if (!Array.isArray(definitions)) {
    throw invalidArgument(
      `definitions must be an array, not ${kindOf(definitions)}`,
      "pass an array of definitions",
    );
  }
  if (options !== undefined && options !== null && (typeof options !== "object" || Array.isArray(options))) {
    throw invalidArgument(`options must be an object, not ${kindOf(options)}`, "pass { base } or nothing");
  }
  const base = options?.base ?? baseRegistry;
  if (!(base instanceof Registry)) {
    throw invalidArgument(
      `options.base must be a registry made by createRegistry, not ${kindOf(base)}`,
      "pass registry, baseRegistry or another createRegistry result as base, or leave it out",
    );
  }
  return build(definitions, base, refuseInvalid);
}

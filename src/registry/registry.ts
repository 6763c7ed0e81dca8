// The registry: scheme definitions by name and alias, case-insensitively. Built once, checked at creation,
// frozen deeply. Every registry starts from `baseRegistry`, which holds the reserved `example` scheme, and
// every registry is made by `createRegistry`: the constructor refuses anyone else, so no definition reaches
// a registry unchecked.

import { DburiError, type DburiErrorCode, type ParseUriOptions } from "../uri/index.js";
import { WordTable } from "../uri/word-table.js";
import type { RegistryLike, SchemeDefinition } from "./definition.js";
import { EXAMPLE_DEFINITION } from "./example.js";
import { freezeDefinition } from "./freeze-definition.js";

// Held by this module alone: only `build`, after checking every definition, can make a Registry.
const BUILD: unique symbol = Symbol("createRegistry");

/**
 * What `interpret` reads of a definition for every URI, gathered in objects of one class: definitions come
 * in as many shapes as they have optional fields (bench/README.md, "Why the hot path looks as it does").
 * @example
 * schemeAt(registry, "redis://h", 0, 5)?.entry.definition.name; // "redis"
 */
export class SchemeEntry {
  readonly definition: SchemeDefinition;
  readonly interpret: SchemeDefinition["interpret"];
  readonly interpretText: SchemeDefinition["interpretText"];
  readonly parseOptions: SchemeDefinition["parseOptions"];
  /**
   * The parse options of a URI of this scheme nested in a db: URI: its own, with the query separators of
   * the db: proposal ("&" or ";"), made once here rather than for every URI.
   */
  readonly nestedParseOptions: ParseUriOptions;

  constructor(definition: SchemeDefinition) {
    this.definition = definition;
    this.interpret = definition.interpret;
    this.interpretText = definition.interpretText;
    this.parseOptions = definition.parseOptions;
    this.nestedParseOptions = Object.freeze({ ...definition.parseOptions, querySeparators: "&;" });
    Object.freeze(this);
  }
}

/**
 * A name or alias of a registry with its entry: what `schemeAt` finds.
 * @example
 * schemeAt(registry, "REDIS://h", 0, 5)?.name; // "redis"
 */
export class NamedEntry {
  /** The name or alias as registered: lowercase. */
  readonly name: string;
  readonly entry: SchemeEntry;

  constructor(name: string, entry: SchemeEntry) {
    this.name = name;
    this.entry = entry;
    Object.freeze(this);
  }
}

/**
 * The registered name (any case) written at text[start, end), with its entry, or undefined: `interpret`'s
 * lookup of a URI's scheme, which neither slices nor lowercases nor hashes the text (a word table). Registered
 * names are lowercase (checkSchemeName). Not exported from the package.
 * @example
 * schemeAt(registry, "db:PG://h/x", 3, 5)?.name; // "pg"
 */
export let schemeAt: (registry: Registry, text: string, start: number, end: number) => NamedEntry | undefined;

/**
 * `schemeAt` for any `RegistryLike` (an interpreter's context may hold one): a Registry finds the name in
 * place; any other is asked through its `get`, with text[start, end) cut out and lowercased. text[start,
 * end) must be a scheme name (RFC 3986 §3.1). Not exported from the package.
 * @example
 * namedEntryAt(registry, "db:PG://h/x", 3, 5)?.name; // "pg"
 */
export let namedEntryAt: (
  registry: RegistryLike,
  text: string,
  start: number,
  end: number,
) => NamedEntry | undefined;

/**
 * Options of `createRegistry`.
 * @example
 * createRegistry([{ name: "acme", status: "unregistered" }]).names; // ["example", "acme"]
 * createRegistry([{ name: "acme", status: "unregistered" }], { base: registry }).has("redis"); // true
 */
export interface CreateRegistryOptions {
  /**
   * The registry whose definitions the new one starts from: one made by `createRegistry` (such as
   * `registry` or `baseRegistry`). `baseRegistry` when absent, undefined or null.
   */
  readonly base?: Registry | null | undefined;
}

/**
 * What `value` is, for an error's reason: `null`, `an array`, `an object` or its `typeof`.
 * @example
 * kindOf([1]); // "an array"
 */
export function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value === "object" ? "an object" : typeof value;
}

/**
 * An `invalid-argument` error with this reason and fix.
 * @example
 * invalidArgument("definitions must be an array", "pass an array of definitions").code; // "invalid-argument"
 */
export function invalidArgument(reason: string, fix: string): DburiError {
  return new DburiError({ code: "invalid-argument", reason, fix });
}

function lookupName(name: unknown, method: string): string {
  if (typeof name !== "string") {
    throw invalidArgument(
      `registry.${method}() takes a scheme name, not ${kindOf(name)}`,
      `pass the name as a string, e.g. registry.${method}("redis")`,
    );
  }
  return name;
}

/**
 * A frozen set of scheme definitions, looked up by name or alias case-insensitively. Made only by
 * `createRegistry`; `value instanceof Registry` holds exactly for registries it made.
 * @example
 * registry.get("POSTGRES")?.name; // "postgresql"
 */
export class Registry implements RegistryLike {
  readonly #byName: ReadonlyMap<string, SchemeDefinition>;
  readonly #definitions: readonly SchemeDefinition[];
  /**
   * Every name and alias with its entry (one entry per definition), found in place: made at the first
   * lookup, not when the registry is (the built-in one is made as the package loads).
   */
  #index: WordTable<NamedEntry> | undefined;

  static {
    schemeAt = (registry, text, start, end) =>
      (registry.#index ?? registry.#buildIndex()).find(text, start, end);
    namedEntryAt = (registry, text, start, end) => {
      if (#index in registry) return (registry.#index ?? registry.#buildIndex()).find(text, start, end);
      const name = text.slice(start, end).toLowerCase();
      const definition = registry.get(name);
      return definition === undefined ? undefined : new NamedEntry(name, new SchemeEntry(definition));
    };
  }

  /**
   * Use `createRegistry`, which checks every definition; called any other way this throws.
   * @throws DburiError `invalid-argument`
   * @internal
   */
  constructor(
    token: typeof BUILD,
    definitions: readonly SchemeDefinition[],
    byName: ReadonlyMap<string, SchemeDefinition>,
  ) {
    if (token !== BUILD) {
      throw invalidArgument(
        "a Registry is made by createRegistry, which checks every definition",
        "call createRegistry(definitions, { base })",
      );
    }
    this.#definitions = Object.freeze([...definitions]);
    this.#byName = byName;
    this.#index = undefined;
    // Frozen: a private field is no property, so the index can still be made later.
    Object.freeze(this);
  }

  #buildIndex(): WordTable<NamedEntry> {
    const entries = new Map<SchemeDefinition, SchemeEntry>();
    for (const definition of this.#definitions) entries.set(definition, new SchemeEntry(definition));
    const named = [...this.#byName].map(
      ([name, definition]) => [name, new NamedEntry(name, entries.get(definition)!)] as const,
    );
    const index = new WordTable(named, { ignoreCase: true });
    this.#index = index;
    return index;
  }

  /**
   * Whether `value` is a registry `createRegistry` made: `instanceof` checks the registry itself, not a
   * prototype that anyone can borrow (`Object.create(Registry.prototype)` is no registry).
   * @example
   * registry instanceof Registry; // true
   * Object.create(Registry.prototype) instanceof Registry; // false
   */
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === "object" && value !== null && #byName in value;
  }

  /**
   * The definition for a name or alias (any case), or undefined.
   * @throws DburiError `invalid-argument` when `name` is not a string
   * @example
   * baseRegistry.get("EXAMPLE")?.status; // "permanent"
   */
  get(name: string): SchemeDefinition | undefined {
    const text = lookupName(name, "get");
    // Names are registered in lowercase and mostly written so: look the name up as given first.
    return this.#byName.get(text) ?? this.#byName.get(text.toLowerCase());
  }

  /**
   * Whether a name or alias is known (any case).
   * @throws DburiError `invalid-argument` when `name` is not a string
   * @example
   * baseRegistry.has("example"); // true
   */
  has(name: string): boolean {
    return this.#byName.has(lookupName(name, "has").toLowerCase());
  }

  /**
   * Whether `name` (any case) is an alias rather than a definition's own name.
   * @throws DburiError `invalid-argument` when `name` is not a string
   * @example
   * registry.isAlias("postgres"); // true when the postgresql definition lists it
   */
  isAlias(name: string): boolean {
    const text = lookupName(name, "isAlias");
    const definition = this.get(text);
    return definition !== undefined && definition.name !== text.toLowerCase();
  }

  /**
   * Every definition, in registration order (the base's first), each deep-frozen.
   * @example
   * baseRegistry.definitions.map((d) => d.name); // ["example"]
   */
  get definitions(): readonly SchemeDefinition[] {
    return this.#definitions;
  }

  /**
   * Every name and alias the registry answers to, lowercase, in registration order.
   * @example
   * baseRegistry.names; // ["example"]
   */
  get names(): readonly string[] {
    return Object.freeze([...this.#byName.keys()]);
  }
}

/** Which definition of the list an error is about: its position and, when it has one, its name. */
function which(at: number, definition: unknown): string {
  const name =
    typeof definition === "object" && definition !== null
      ? (definition as { readonly name?: unknown }).name
      : undefined;
  return `definitions[${at}]${typeof name === "string" ? ` ('${name}')` : ""}`;
}

/** What is wrong with a definition of a registry being built. */
export interface Problem {
  readonly code: DburiErrorCode;
  readonly reason: string;
  readonly fix: string | undefined;
}

/**
 * The error about the definition at position `at` of the list a registry is built from, its reason
 * starting with the position and name.
 * @example
 * const problem = { code: "invalid-status", reason: "no status", fix: undefined } as const;
 * creationError(1, { name: "acme" }, problem).reason; // "definitions[1] ('acme'): no status"
 */
export function creationError(at: number, definition: unknown, problem: Problem): DburiError {
  return new DburiError({
    code: problem.code,
    reason: `${which(at, definition)}: ${problem.reason}`,
    fix: problem.fix,
    index: at,
  });
}

function collision(name: string, role: "name" | "alias", owner: string, taken: SchemeDefinition): Problem {
  const twice = role === "name" && taken.name === name;
  return {
    code: twice ? "duplicate-scheme" : "alias-collision",
    reason: twice
      ? `the scheme '${name}' is registered twice`
      : role === "alias"
        ? `the alias '${name}' of '${owner}' is already taken by '${taken.name}'`
        : `the scheme '${name}' is already an alias of '${taken.name}'`,
    fix: "give each name and alias to one definition only",
  };
}

function namesOf(definition: SchemeDefinition): string[] {
  return [definition.name, ...(definition.aliases ?? [])];
}

/**
 * The registry of `base`'s definitions and these, after `check` (when given) has passed each of them:
 * names registered twice, colliding aliases and unknown variants are refused here in every case. Not
 * exported from the package: `createRegistry` checks each definition, `builtinRegistryOf` none.
 * @example
 * build([{ name: "acme", status: "unregistered" }], baseRegistry, undefined).has("acme"); // true
 */
export function build(
  definitions: readonly unknown[],
  base: Registry | undefined,
  check: ((candidate: unknown, at: number) => void) | undefined,
): Registry {
  const inherited = base?.definitions ?? [];
  const byName = new Map<string, SchemeDefinition>();
  for (const definition of inherited) for (const name of namesOf(definition)) byName.set(name, definition);
  const added: SchemeDefinition[] = [];
  for (const [at, candidate] of definitions.entries()) {
    check?.(candidate, at);
    // checkDefinition has checked every field's type, and that names and aliases are lowercase.
    const definition = candidate as SchemeDefinition;
    for (const [i, name] of namesOf(definition).entries()) {
      const taken = byName.get(name);
      if (taken)
        throw creationError(
          at,
          definition,
          collision(name, i === 0 ? "name" : "alias", definition.name, taken),
        );
      byName.set(name, definition);
    }
    added.push(definition);
  }
  // After every name is known, as a variant may come later in the list. `variantOf` is looked up like any
  // name (any case, or an alias) and kept as the definition's own name, so it can be compared with names.
  const frozen = added.map((definition, at) => {
    if (definition.variantOf === undefined) return freezeDefinition(definition);
    const variant = byName.get(definition.variantOf.toLowerCase());
    if (variant === undefined) {
      throw creationError(at, definition, {
        code: "unknown-variant",
        reason: `'${definition.name}' is a variant of '${definition.variantOf}', which the registry does not have`,
        fix: `register '${definition.variantOf}' too, or drop variantOf`,
      });
    }
    return freezeDefinition({ ...definition, variantOf: variant.name });
  });
  const all = [...inherited, ...frozen];
  const lookup = new Map<string, SchemeDefinition>();
  for (const definition of all) for (const name of namesOf(definition)) lookup.set(name, definition);
  return new Registry(BUILD, all, lookup);
}

/**
 * The registry every other one starts from: the reserved `example` scheme of RFC 7595 §8 and nothing else.
 * @example
 * baseRegistry.get("example")?.references; // ["RFC 7595, Section 8"]
 */
export const baseRegistry: Registry = build([EXAMPLE_DEFINITION], undefined, undefined);

/**
 * The registry of dburi's own definitions on top of `base`, which `checkDefinition` does not run on when
 * the package loads: a test runs `createRegistry` on the same list, so each is checked before it ships,
 * and the definition rules, the IANA snapshot and the root zone's names load only with the functions that
 * use them. Not exported from the package.
 * @example
 * const builtin = builtinRegistryOf([REDIS_DEFINITION], baseRegistry);
 */
export function builtinRegistryOf(definitions: readonly SchemeDefinition[], base: Registry): Registry {
  return build(definitions, base, undefined);
}

// What no caller can do to a registry: change it after it is built (through what it returns or through what
// it was built from), build one around createRegistry's checks, or make a lookup throw a bare TypeError.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import {
  BUILTIN_DEFINITIONS,
  baseRegistry,
  checkDefinition,
  createRegistry,
  type DefaultPort,
  interpret,
  isDburiError,
  Registry,
  registry,
  type SchemeDefinition,
} from "../../src/index.ts";

/** Every object reachable from `value` through properties (functions excepted), with its path. */
function objectsIn(value: unknown, path: string): [string, object][] {
  if (typeof value !== "object" || value === null) return [];
  return [
    [path, value],
    ...Object.entries(value).flatMap(([key, inner]) =>
      typeof inner === "function" ? [] : objectsIn(inner, `${path}.${key}`),
    ),
  ];
}

function assertDeepFrozen(value: unknown, path: string): void {
  for (const [where, object] of objectsIn(value, path))
    assert.ok(Object.isFrozen(object), `${where} is frozen`);
}

const invalidArgument = (error: unknown) => isDburiError(error, "invalid-argument");

describe("the built-in registry cannot be changed", () => {
  test("every definition, and everything in it, is frozen", () => {
    for (const definition of registry.definitions) assertDeepFrozen(definition, definition.name);
  });

  test("a default port read from it cannot be changed for everyone", () => {
    const port = registry.get("redis")?.defaultPort as { port: number } | undefined;
    assert.ok(port);
    assert.throws(() => {
      port.port = 1;
    }, TypeError);
    assert.equal(interpret("redis://h").effectivePort, 6379);
  });

  test("parse options read from it cannot be changed for everyone", () => {
    const options = registry.get("postgresql")?.parseOptions as { hostList?: boolean } | undefined;
    assert.equal(options?.hostList, true);
    assert.throws(() => {
      if (options) options.hostList = false;
    }, TypeError);
    assert.deepEqual(
      interpret("postgresql://h1,h2:5433/shop").hosts.map((h) => h.host),
      ["h1", "h2"],
    );
  });

  test("BUILTIN_DEFINITIONS is frozen, and is the registry's own definitions", () => {
    assert.ok(Object.isFrozen(BUILTIN_DEFINITIONS));
    assert.throws(() => {
      (BUILTIN_DEFINITIONS as SchemeDefinition[]).push({ name: "acme", status: "unregistered" });
    }, TypeError);
    for (const definition of BUILTIN_DEFINITIONS) {
      assert.equal(registry.get(definition.name), definition);
      assertDeepFrozen(definition, definition.name);
    }
    assert.deepEqual(
      BUILTIN_DEFINITIONS.map((d) => d.name),
      registry.definitions.slice(baseRegistry.definitions.length).map((d) => d.name),
    );
  });

  test("every built-in definition passes createRegistry's checks, which loading the package does not run", () => {
    // The built-in registry is assembled without checkDefinition (its rules, the IANA snapshot and the root
    // zone load only with the functions that use them): this is where the built-in list is checked.
    const checked = createRegistry(BUILTIN_DEFINITIONS, { base: baseRegistry });
    assert.deepEqual(checked.names, registry.names);
    for (const definition of BUILTIN_DEFINITIONS) {
      assert.deepEqual(
        checkDefinition(definition).filter((finding) => finding.severity === "error"),
        [],
      );
    }
  });
});

describe("createRegistry keeps its own copies", () => {
  test("changing a default port or parse options after building changes nothing", () => {
    const defaultPort: { -readonly [K in keyof DefaultPort]: DefaultPort[K] } = {
      port: 7000,
      source: "vendor",
      reference: "https://acme.example.com/ports",
    };
    const parseOptions = { hostList: true };
    const references = ["https://acme.example.com/uri"];
    const built = createRegistry([
      { name: "acme", status: "unregistered", defaultPort, parseOptions, references },
    ]);
    defaultPort.port = 1;
    parseOptions.hostList = false;
    references.push("later");
    const acme = built.get("acme");
    assert.equal(acme?.defaultPort?.port, 7000);
    assert.equal(acme?.parseOptions?.hostList, true);
    assert.deepEqual(acme?.references, ["https://acme.example.com/uri"]);
    assertDeepFrozen(acme, "acme");
  });

  test("any list either builds a deep-frozen registry that interprets, or throws a DburiError", () => {
    // Mostly well-formed values, sometimes anything at all: both paths get exercised.
    const often = <T>(good: fc.Arbitrary<T>) =>
      fc.oneof({ arbitrary: good, weight: 4 }, { arbitrary: fc.anything(), weight: 1 });
    const definition = fc.record(
      {
        name: often(fc.constantFrom("acme", "acmes", "com.example.x", "Acme", "a b", "redis.tls")),
        status: often(fc.constantFrom("unregistered", "provisional", "Permanent")),
        aliases: often(fc.array(fc.constantFrom("acme-db", "x", "ACME"), { maxLength: 2 })),
        defaultPort: often(
          fc.record({
            port: fc.integer({ min: 0, max: 70000 }),
            source: fc.constantFrom("iana", "vendor"),
            reference: fc.constantFrom("x", ""),
          }),
        ),
        parseOptions: often(fc.record({ hostList: fc.boolean() }, { requiredKeys: [] })),
        variantOf: often(fc.constantFrom("acme", "ACME", "acmes", "x y")),
        references: often(fc.array(fc.string(), { maxLength: 2 })),
        interpretText: fc.anything(),
      },
      { requiredKeys: ["name", "status"] },
    );
    fc.assert(
      fc.property(fc.array(often(definition), { maxLength: 3 }), (definitions) => {
        let built: Registry;
        try {
          built = createRegistry(definitions as SchemeDefinition[]);
        } catch (error) {
          assert.ok(isDburiError(error), String(error));
          return;
        }
        for (const d of built.definitions) {
          assertDeepFrozen(d, d.name);
          try {
            interpret(`${d.name}://h:7000/x`, { registry: built });
          } catch (error) {
            assert.ok(isDburiError(error), `${d.name}: ${String(error)}`);
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe("a registry is made only by createRegistry", () => {
  test("the constructor refuses to be called from outside", () => {
    const Constructor = Registry as unknown as new (...args: unknown[]) => Registry;
    assert.throws(() => new Constructor(), invalidArgument);
    assert.throws(
      () => new Constructor(Symbol("createRegistry"), [{ name: "Bad Name", status: "x" }], new Map()),
      invalidArgument,
    );
    assert.throws(() => {
      class Mine extends Constructor {}
      return new Mine([], new Map());
    }, invalidArgument);
  });

  test("instanceof holds for registries createRegistry made, not for borrowed prototypes", () => {
    assert.ok(registry instanceof Registry);
    assert.ok(baseRegistry instanceof Registry);
    assert.ok(createRegistry([]) instanceof Registry);
    assert.equal(Object.create(Registry.prototype) instanceof Registry, false);
    assert.equal({ definitions: [] } instanceof Registry, false);
    assert.equal((null as unknown as object) instanceof Registry, false);
  });

  test("options.base must be such a registry", () => {
    const acme = [{ name: "acme", status: "unregistered" }] as const;
    for (const base of [
      {},
      { definitions: [{ name: "Bad Name", status: "unregistered" }] },
      { definitions: [], get: () => undefined },
      Object.create(Registry.prototype),
      "registry",
      [],
    ]) {
      assert.throws(
        () => createRegistry(acme, { base: base as Registry }),
        (error) => invalidArgument(error) && /options\.base/.test((error as Error).message),
      );
    }
  });

  test("interpret's options.registry must be such a registry", () => {
    for (const fake of [
      {},
      { get: () => registry.get("redis") },
      Object.create(Registry.prototype),
      "registry",
    ]) {
      assert.throws(
        () => interpret("redis://h", { registry: fake as Registry }),
        (error) => invalidArgument(error) && /options\.registry/.test((error as Error).message),
      );
    }
    assert.equal(interpret("redis://h", { registry: createRegistry([], { base: registry }) }).port, null);
  });

  test("null options and a null base mean the base registry", () => {
    const acme = [{ name: "acme", status: "unregistered" }] as const;
    assert.deepEqual(createRegistry(acme, null).names, ["example", "acme"]);
    assert.deepEqual(createRegistry(acme, { base: null }).names, ["example", "acme"]);
    assert.deepEqual(createRegistry(acme, { base: undefined }).names, ["example", "acme"]);
    assert.throws(() => createRegistry(acme, "base" as unknown as null), invalidArgument);
  });
});

describe("lookups take names", () => {
  for (const method of ["get", "has", "isAlias"] as const) {
    for (const value of [undefined, null, 1, {}]) {
      test(`registry.${method}(${String(value)}) is an invalid-argument error`, () => {
        const lookup = registry[method] as (name: unknown) => unknown;
        assert.throws(
          () => lookup.call(registry, value),
          (error) => invalidArgument(error) && (error as Error).message.includes(`registry.${method}()`),
        );
      });
    }
  }
});

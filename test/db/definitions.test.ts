// The built-in definitions of db: and the engines: what the registry holds. (Their IANA statuses are
// checked with every other built-in definition in test/registry/builtin-iana.test.ts.)

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { DB_DEFINITION, ENGINE_DEFINITIONS, ENGINES, registry } from "../../src/index.ts";

describe("the db: and engine definitions", () => {
  test("db: is registered, with the text interpreter", () => {
    assert.equal(registry.get("DB"), registry.get("db"));
    assert.equal(registry.get("db")?.name, DB_DEFINITION.name);
    assert.equal(typeof registry.get("db")?.interpretText, "function");
  });

  test("one definition per row, its names as name and aliases", () => {
    assert.equal(ENGINE_DEFINITIONS.length, Object.keys(ENGINES).length);
    for (const engine of Object.values(ENGINES)) {
      const definition = registry.get(engine.scheme);
      assert.ok(definition, engine.scheme);
      assert.deepEqual([definition.name, ...(definition.aliases ?? [])].sort(), [...engine.names].sort());
      assert.equal(definition.canonicalEngine, engine.canonical);
      assert.deepEqual(definition.defaultPort, engine.defaultPort);
      assert.ok(definition.references?.some((r) => r.includes("uri-db")));
      assert.ok(definition.security);
    }
  });

  test("host lists are parsed for the libpq and MongoDB engines only", () => {
    for (const definition of ENGINE_DEFINITIONS) {
      const rules = Object.values(ENGINES).find((e) => e.scheme === definition.name)!.rules;
      assert.equal(
        definition.parseOptions?.hostList === true,
        rules === "libpq" || rules === "mongodb",
        definition.name,
      );
    }
  });

  test("default ports say where they come from", () => {
    for (const engine of Object.values(ENGINES)) {
      if (engine.defaultPort === null) continue;
      assert.ok(["iana", "vendor"].includes(engine.defaultPort.source), engine.scheme);
      assert.ok(engine.defaultPort.reference.length > 0, engine.scheme);
    }
  });
});

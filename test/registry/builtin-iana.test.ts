// Every built-in definition states its IANA status; the vendored snapshot is the judge. The scheme
// modules' definitions (BUILTIN_DEFINITIONS) are covered as they are added.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  BUILTIN_DEFINITIONS,
  compareWithIana,
  listSchemes,
  lookupIanaScheme,
  parseIanaSnapshot,
  registry,
} from "../../src/index.ts";

describe("built-in definitions against the IANA snapshot", () => {
  test("BUILTIN_DEFINITIONS are all in the built-in registry", () => {
    for (const definition of BUILTIN_DEFINITIONS)
      assert.equal(registry.get(definition.name)?.name, definition.name);
  });

  // The issue's own statement of the snapshot, asserted directly so a change to a definition or the data
  // cannot slip through the loop below.
  for (const [name, status] of [
    ["redis", "provisional"],
    ["rediss", "provisional"],
    ["mongodb", "provisional"],
  ] as const) {
    test(`${name} is ${status}, in the built-in registry and in the snapshot`, () => {
      assert.equal(registry.get(name)?.status, status);
      assert.equal(lookupIanaScheme(name)?.status, status);
    });
  }
  for (const name of ["postgresql", "mysql", "amqp", "amqps"]) {
    test(`${name} is unregistered, and the snapshot has no entry`, () => {
      assert.equal(registry.get(name)?.status, "unregistered");
      assert.equal(lookupIanaScheme(name), undefined);
    });
  }

  for (const definition of registry.definitions) {
    const iana = lookupIanaScheme(definition.name);
    test(`${definition.name}: stated ${definition.status}, IANA ${iana?.status ?? "has no entry"}`, () => {
      if (definition.status === "unregistered")
        assert.equal(iana, undefined, "an unregistered scheme is not at IANA");
      else assert.equal(iana?.status, definition.status, "a registered status is IANA's");
      assert.deepEqual(
        compareWithIana(definition).filter((f) => f.severity === "error"),
        [],
      );
    });
  }
});

describe("compareWithIana", () => {
  for (const [definition, code] of [
    [{ name: "redis", status: "unregistered" }, "registered-at-iana"],
    [{ name: "postgresql", status: "provisional" }, "not-registered-at-iana"],
    [{ name: "mongodb", status: "permanent" }, "iana-status-mismatch"],
    [{ name: "acme", status: "unregistered", aliases: ["redis"] }, "alias-registered-at-iana"],
  ] as const) {
    test(`${definition.name} stated ${definition.status}: ${code}`, () => {
      assert.deepEqual(
        compareWithIana(definition).map((f) => f.code),
        [code],
      );
    });
  }

  for (const definition of [
    { name: "redis", status: "provisional" },
    { name: "rediss", status: "provisional" },
    { name: "mongodb", status: "provisional" },
    { name: "postgresql", status: "unregistered", aliases: ["postgres"] },
    { name: "mysql", status: "unregistered" },
    { name: "amqp", status: "unregistered" },
    { name: "amqps", status: "unregistered" },
  ] as const) {
    test(`${definition.name} stated ${definition.status} agrees with IANA`, () => {
      assert.deepEqual(compareWithIana(definition), []);
    });
  }

  test("takes another snapshot", () => {
    const newer = parseIanaSnapshot(
      "URI Scheme,Template,Description,Status,Reference\r\namqp,,AMQP,Provisional,[x]\r\n",
    );
    assert.deepEqual(compareWithIana({ name: "amqp", status: "provisional" }, { iana: newer }), []);
  });
});

describe("listSchemes", () => {
  test("one row per definition with both statuses", () => {
    const rows = listSchemes(registry);
    assert.equal(rows.length, registry.definitions.length);
    const example = rows.find((row) => row.name === "example");
    assert.deepEqual(example, {
      name: "example",
      aliases: [],
      status: "permanent",
      ianaStatus: "permanent",
      description: "example",
      defaultPort: null,
      defaultPortSource: null,
      tls: false,
      variantOf: null,
      findings: [],
    });
  });
});

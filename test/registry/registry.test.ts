import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import {
  baseRegistry,
  checkDefinition,
  createRegistry,
  type DburiErrorCode,
  EXAMPLE_DEFINITION,
  interpret,
  isDburiError,
  Registry,
  registry,
  type SchemeDefinition,
} from "../../src/index.ts";

const invalid = JSON.parse(readFileSync("test/fixtures/registry/invalid-definitions.json", "utf8")) as {
  cases: { name: string; code: DburiErrorCode; at: number; definitions: SchemeDefinition[] }[];
};

const ACME: SchemeDefinition = {
  name: "acme",
  status: "unregistered",
  aliases: ["acme-db", "acmedb"],
  defaultPort: { port: 7000, source: "vendor", reference: "https://acme.example.com/ports" },
};
const ACMES: SchemeDefinition = { name: "acmes", status: "unregistered", tls: true, variantOf: "acme" };

describe("the base registry", () => {
  test("holds the reserved example scheme (RFC 7595 §8) and nothing else", () => {
    assert.deepEqual(baseRegistry.names, ["example"]);
    assert.deepEqual(baseRegistry.get("example"), { ...EXAMPLE_DEFINITION, aliases: [] });
    assert.equal(EXAMPLE_DEFINITION.status, "permanent");
  });

  test("the built-in registry starts from it", () => {
    assert.equal(registry.definitions[0], baseRegistry.get("example"));
    assert.equal(registry.get("EXAMPLE")?.name, "example");
  });

  test("example URIs interpret generically, for documentation", () => {
    const target = interpret("example://user@host.example:1234/thing");
    assert.equal(target.scheme, "example");
    assert.equal(target.port, 1234);
  });
});

describe("createRegistry", () => {
  const mine = createRegistry([ACME, ACMES]);

  test("looks names and aliases up in any case", () => {
    assert.equal(mine.get("ACME-DB")?.name, "acme");
    assert.equal(mine.get("AcmeDB")?.name, "acme");
    assert.equal(mine.has("acmes"), true);
    assert.equal(mine.has("acme2"), false);
    assert.equal(mine.get("nope"), undefined);
  });

  test("tells aliases from names", () => {
    assert.equal(mine.isAlias("acme-db"), true);
    assert.equal(mine.isAlias("ACME"), false);
    assert.equal(mine.isAlias("nope"), false);
  });

  test("lists names and definitions in registration order, base first", () => {
    assert.deepEqual(mine.names, ["example", "acme", "acme-db", "acmedb", "acmes"]);
    assert.deepEqual(
      mine.definitions.map((d) => d.name),
      ["example", "acme", "acmes"],
    );
  });

  test("is frozen, and so are its definitions", () => {
    assert.ok(mine instanceof Registry);
    assert.ok(Object.isFrozen(mine));
    assert.ok(Object.isFrozen(mine.definitions));
    assert.ok(Object.isFrozen(mine.get("acme")));
    assert.ok(Object.isFrozen(mine.get("acme")?.aliases));
    assert.throws(() => {
      (mine.definitions as SchemeDefinition[]).push(ACME);
    }, TypeError);
  });

  test("copies definitions: changing the input later changes nothing", () => {
    const aliases = ["x-acme"];
    const built = createRegistry([{ name: "xacme", status: "unregistered", aliases }]);
    aliases.push("y-acme");
    assert.equal(built.has("y-acme"), false);
  });

  test("extends another registry, which stays as it was", () => {
    const more = createRegistry([{ name: "other", status: "unregistered" }], { base: mine });
    assert.equal(more.get("acmedb")?.name, "acme");
    assert.equal(more.get("other")?.name, "other");
    assert.equal(mine.has("other"), false);
  });

  test("accepts a variant defined in the base", () => {
    const base = createRegistry([ACME]);
    assert.equal(createRegistry([ACMES], { base }).get("acmes")?.variantOf, "acme");
  });

  test("looks variantOf up like any name, and keeps the definition's own name", () => {
    const base = createRegistry([ACME]);
    for (const variantOf of ["ACME", "Acme-DB", "acmedb"]) {
      const built = createRegistry([{ ...ACMES, variantOf }], { base });
      assert.equal(built.get("acmes")?.variantOf, "acme", variantOf);
    }
  });

  test("accepts a variant defined later in the same list", () => {
    assert.equal(createRegistry([ACMES, ACME]).get("acmes")?.variantOf, "acme");
  });

  test("accepts dotted names IANA already lists and reversed-domain names", () => {
    const dotted = createRegistry([
      { name: "iris.beep", status: "permanent" },
      { name: "com.example.app", status: "unregistered" },
    ]);
    assert.equal(dotted.get("IRIS.BEEP")?.name, "iris.beep");
  });

  test("refuses something that is not a list", () => {
    assert.throws(
      () => createRegistry("acme" as unknown as SchemeDefinition[]),
      (error) => isDburiError(error, "invalid-argument"),
    );
  });

  for (const { name, code, at, definitions } of invalid.cases) {
    test(`refuses ${name} (${code}), saying which definition`, () => {
      const culprit = definitions[at] as unknown;
      const named =
        typeof culprit === "object" &&
        culprit !== null &&
        typeof (culprit as SchemeDefinition).name === "string"
          ? ` ('${(culprit as SchemeDefinition).name}')`
          : "";
      assert.throws(
        () => createRegistry(definitions),
        (error) => {
          assert.ok(isDburiError(error, code), String(error));
          assert.ok(error.reason.startsWith(`definitions[${at}]${named}: `), error.reason);
          assert.equal(error.index, at);
          assert.ok(error.fix);
          return true;
        },
      );
    });
  }
});

describe("checkDefinition", () => {
  test("a well-formed definition has no findings", () => {
    assert.deepEqual(checkDefinition(ACME), []);
    assert.deepEqual(
      checkDefinition(EXAMPLE_DEFINITION).map((f) => [f.severity, f.code]),
      [["info", "reserved-example-name"]],
    );
  });

  test("reports every problem, not only the first", () => {
    const codes = checkDefinition({ name: "Acme", status: "new", aliases: ["a_b"], tls: 1 }).map(
      (f) => f.code,
    );
    assert.deepEqual(codes, [
      "uppercase-scheme-name",
      "invalid-status",
      "invalid-scheme-name",
      "invalid-definition",
    ]);
  });
});

// createInterpreter: an interpret over some of the built-in scheme families. The families together are the
// built-in registry, each definition in one family; over a family, it reads every name and alias of the
// family's schemes as interpret does, and refuses the other families' schemes as unknown, saying which
// families it reads.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  AMQP_SCHEMES,
  type AnyTarget,
  BUILTIN_DEFINITIONS,
  createInterpreter,
  createRegistry,
  DB_SCHEMES,
  DburiError,
  GENERIC_DB_SCHEMES,
  interpret,
  MONGODB_SCHEMES,
  MYSQL_SCHEMES,
  POSTGRES_SCHEMES,
  REDIS_SCHEMES,
  registry,
  SchemeFamily,
  SQLITE_SCHEMES,
} from "../../src/index.ts";

const FAMILIES = [
  POSTGRES_SCHEMES,
  MYSQL_SCHEMES,
  MONGODB_SCHEMES,
  SQLITE_SCHEMES,
  GENERIC_DB_SCHEMES,
  REDIS_SCHEMES,
  AMQP_SCHEMES,
  DB_SCHEMES,
] as const;

/** What reading `text` gives: the target's JSON (redacted) and kind, or the error's code and message. */
function outcome(read: (text: string) => AnyTarget, text: string): string {
  try {
    const target = read(text);
    return `${target.kind} ${JSON.stringify(target)} ${JSON.stringify(target.warnings)}`;
  } catch (error) {
    if (!(error instanceof DburiError)) throw error;
    return `${error.code}: ${error.message}`;
  }
}

describe("createInterpreter", () => {
  test("the families hold every built-in definition once", () => {
    const names = FAMILIES.flatMap((family) => family.definitions.map((definition) => definition.name));
    assert.deepEqual([...names].sort(), BUILTIN_DEFINITIONS.map((definition) => definition.name).sort());
    assert.equal(new Set(FAMILIES.map((family) => family.name)).size, FAMILIES.length);
  });

  for (const family of FAMILIES) {
    test(`${family.name}: every name and alias reads as interpret reads it`, () => {
      const read = createInterpreter([family, DB_SCHEMES]);
      let compared = 0;
      for (const definition of family.definitions) {
        for (const name of [definition.name, ...(definition.aliases ?? [])]) {
          for (const text of [
            `${name}://app:s3cret@db.example.com:7000/shop?sslmode=require&db=1`,
            `${name}:shop`,
            `db:${name}://app@db.example.com/shop`,
          ]) {
            assert.equal(outcome(read, text), outcome(interpret, text), text);
            compared++;
          }
        }
      }
      assert.ok(compared >= 3 * family.definitions.length);
    });
  }

  test("a scheme of a family left out is refused, naming the families read", () => {
    const read = createInterpreter([POSTGRES_SCHEMES, REDIS_SCHEMES]);
    assert.equal(read("rediss://:pw@cache.example.com/2").kind, "redis");
    assert.throws(
      () => read("mysql://app:s3cret@db.example.com/shop"),
      (error: DburiError) =>
        error.code === "unknown-scheme" &&
        error.reason === "the scheme 'mysql' is not one this interpreter reads (postgres, redis)" &&
        error.index === 0 &&
        !error.message.includes("s3cret") &&
        error.fix?.includes("createInterpreter reads the families it is given") === true,
    );
    // Misspelt, it is still the closest name of the families read that it suggests.
    assert.throws(
      () => read("postgressql://db.example.com/shop"),
      (error: DburiError) =>
        error.code === "unknown-scheme" && /did you mean 'postgresql'/.test(error.fix ?? ""),
    );
    // db: reads an engine of a family left out by the proposal's generic rules, as for an unknown engine.
    const db = createInterpreter([DB_SCHEMES]);
    const target = db("db:pg://db.example.com/shop");
    assert.equal(target.kind, "db");
    assert.equal(target.kind === "db" && target.recognized, false);
  });

  test("a family given twice is read once; options.registry replaces the families", () => {
    const read = createInterpreter([REDIS_SCHEMES, REDIS_SCHEMES]);
    assert.equal(read("redis://h/3").kind, "redis");
    const acme = createRegistry([{ name: "acme", status: "unregistered" }], { base: registry });
    assert.equal(read("acme://h/db", { registry: acme }).scheme, "acme");
    assert.equal(read("postgresql://h/db", { registry: acme }).kind, "db");
  });

  test("anything but the package's families is refused", () => {
    for (const families of [undefined, "redis", [{ name: "redis", definitions: [] }], [registry]]) {
      assert.throws(
        () => createInterpreter(families as never),
        (error: DburiError) => error.code === "invalid-argument" && /scheme families/.test(error.reason),
      );
    }
    const Made = SchemeFamily as unknown as new (...args: unknown[]) => SchemeFamily;
    assert.throws(
      () => new Made(Symbol("SchemeFamily"), "acme", []),
      (error: DburiError) => error.code === "invalid-argument",
    );
    assert.ok(Object.isFrozen(POSTGRES_SCHEMES) && Object.isFrozen(POSTGRES_SCHEMES.definitions));
  });
});

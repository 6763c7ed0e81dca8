// A URI nested in db: is interpreted by its engine's own definition, including definitions other modules
// register; every index in its errors and warnings, and its href, refer to the full input.

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  BUILTIN_DEFINITIONS,
  baseTarget,
  createRegistry,
  createTarget,
  DburiError,
  type DburiErrorCode,
  type Interpreter,
  interpret,
} from "../../src/index.ts";

/** A scheme module of someone else's: it reads `?level=`, warns about `?old=`, and knows nothing of db:. */
const acme: Interpreter = (uri, context) => {
  const warnings = [];
  for (const entry of uri.queryEntries) {
    if (entry.key === "level" && !/^[0-9]+$/.test(entry.value)) {
      throw new DburiError({
        // A code of its own, which dburi's union does not list: a foreign module may throw one.
        code: "invalid-level" as DburiErrorCode,
        reason: "level must be a number",
        index: entry.valueIndex,
        input: context.href,
      });
    }
    if (entry.key === "old") {
      warnings.push({
        severity: "warning" as const,
        code: "old-param",
        message: "old is old",
        index: entry.index,
      });
    }
  }
  return createTarget({
    ...baseTarget(uri, context, warnings),
    level: uri.params.find(([k]) => k === "level")?.[1],
  });
};

const registry = createRegistry(
  [{ name: "acme", status: "unregistered", aliases: ["acme-db"], defaultPort: null, interpret: acme }],
  { base: createRegistry(BUILTIN_DEFINITIONS) },
);

describe("a scheme of another module inside db:", () => {
  test("is interpreted by its own interpreter, with href and scheme of the full input", () => {
    const target = interpret("db:ACME://u:secret@h/x?level=3", { registry }) as ReturnType<
      typeof interpret
    > & {
      level: string;
    };
    assert.equal(target.href, "db:ACME://u:secret@h/x?level=3");
    assert.equal(target.scheme, "db");
    assert.equal(target.engine, "acme");
    assert.equal(target.level, "3");
    assert.equal(String(target), "db:ACME://u:***@h/x?level=3");
    assert.ok(!JSON.stringify(target).includes("secret"));
  });

  test("its error points into the full input", () => {
    const bare = "acme://h/x?level=high";
    const nested = `db:${bare}`;
    const at = (text: string) => {
      try {
        interpret(text, { registry });
      } catch (error) {
        assert.ok(error instanceof DburiError);
        assert.equal(error.code, "invalid-level");
        return error;
      }
      assert.fail("no error");
    };
    assert.equal(at(nested).index, at(bare).index! + 3);
    assert.match(at(nested).message, /db:acme:\/\/h\/x\?level=high\n {22}\^/);
  });

  test("its warnings point into the full input", () => {
    const bare = interpret("acme://h/x?old=1", { registry });
    const nested = interpret("db:acme://h/x?old=1", { registry });
    assert.equal(nested.warnings[0]?.index, bare.warnings[0]!.index! + 3);
  });
});

describe("the engine modules inside db:", () => {
  test("warnings point into the full input", () => {
    const bare = interpret("postgresql://u@h/db?user=v");
    const nested = interpret("db:postgresql://u@h/db?user=v");
    assert.equal(nested.warnings[0]?.code, "overridden-by-param");
    assert.equal(nested.warnings[0]?.index, bare.warnings[0]!.index! + 3);
    assert.equal(nested.href, "db:postgresql://u@h/db?user=v");
  });

  test("errors point into the full input and show it redacted", () => {
    assert.throws(
      () => interpret("db:mysql://app:hunter2@db/shop?ssl-mode=bogus"),
      (error: unknown) =>
        error instanceof DburiError &&
        error.index === 40 &&
        error.message.includes("db:mysql://app:***@db/shop?ssl-mode=bogus") &&
        !error.message.includes("hunter2"),
    );
  });

  test("the target's uri is the nested URI", () => {
    const target = interpret("db:pg://h:5433/x");
    assert.equal(target.uri.href, "pg://h:5433/x");
    assert.equal(target.uri.scheme, "pg");
  });
});

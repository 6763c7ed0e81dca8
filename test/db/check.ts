// Shared by the db tests: run one fixture case (a URI, the fields expected, the warning codes, or the
// error code and index) against interpret().

import assert from "node:assert/strict";
import { DburiError, interpret, type Target } from "../../src/index.ts";

/** One fixture case: what interpreting `uri` gives, or the error it raises. */
export interface Case {
  readonly uri: string;
  /** Expected fields (compared deeply); any field of the target may appear. */
  readonly expect?: Readonly<Record<string, unknown>>;
  /** Expected warning codes, in order; omitted means none. */
  readonly warnings?: readonly string[];
  /** Expected error code, and where it points. */
  readonly error?: string;
  readonly index?: number;
  /** Text the error's fix must contain. */
  readonly fix?: string;
  /** Why the case is there (provenance or the rule it tests). */
  readonly note?: string;
}

/** A plain copy of a target field, so that deepEqual compares values and not prototypes. */
function plain(value: unknown): unknown {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
}

/** Interprets `c.uri` and checks it against the case. */
export function checkCase(c: Case): Target | undefined {
  if (c.error !== undefined) {
    assert.throws(
      () => interpret(c.uri),
      (error: unknown) => {
        assert.ok(error instanceof DburiError, `expected a DburiError, got ${String(error)}`);
        assert.equal(error.code, c.error, error.message);
        if (c.index !== undefined) assert.equal(error.index, c.index, error.message);
        if (c.fix !== undefined) assert.ok(error.fix?.includes(c.fix), `fix of ${c.uri}: ${error.fix}`);
        return true;
      },
    );
    return undefined;
  }
  const target = interpret(c.uri);
  for (const [key, value] of Object.entries(c.expect ?? {})) {
    const actual = key === "password" ? target.password : (target as unknown as Record<string, unknown>)[key];
    assert.deepEqual(plain(actual), value, `${key} of ${c.uri}`);
  }
  assert.deepEqual(
    target.warnings.map((w) => w.code),
    c.warnings ?? [],
    `warnings of ${c.uri}: ${target.warnings.map((w) => w.message).join("; ")}`,
  );
  return target;
}

/** Loads a JSON fixture. */
export async function fixture<T>(name: string): Promise<T> {
  const { readFile } = await import("node:fs/promises");
  return JSON.parse(await readFile(new URL(`../fixtures/db/${name}`, import.meta.url), "utf8")) as T;
}

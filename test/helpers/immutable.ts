// What "a target is immutable" means for the targets interpret returns, whose fields are getters over a
// record (src/schemes/target-view.ts): no field has a setter, so assigning any of them throws (test files
// are modules, so strict mode), and the target has no own property to assign instead.

import assert from "node:assert/strict";
import type { Target } from "../../src/index.ts";
import { targetFields } from "../../src/schemes/target/target.ts";

/** Asserts that no field of `target` (every field its record holds) can be assigned. */
export function assertImmutable(target: Target, label: string): void {
  const keys = Object.keys(targetFields(target));
  assert.ok(keys.length >= 19, `${label}: ${keys.length} fields`);
  for (const key of keys) {
    const before = (target as unknown as Record<string, unknown>)[key];
    assert.throws(
      () => {
        (target as unknown as Record<string, unknown>)[key] = "changed";
      },
      TypeError,
      `${label}: ${key} was assigned`,
    );
    assert.equal((target as unknown as Record<string, unknown>)[key], before, `${label}: ${key} changed`);
  }
}

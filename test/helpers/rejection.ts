// The DburiError an attempt fails with, for tests of failure codes.
import assert from "node:assert/strict";
import { DburiError, tryInterpret } from "../../src/index.ts";

/** Awaits `attempt`, which must fail with a DburiError, and returns that error. */
export async function rejection(attempt: Promise<unknown>): Promise<DburiError> {
  try {
    await attempt;
  } catch (error) {
    assert.ok(error instanceof DburiError, String(error));
    return error;
  }
  assert.fail("expected the attempt to fail");
}

/**
 * Interprets `uri`, which must be refused with `code` at `index`, with a fix and a caret under the
 * problem in the message; returns the error for further checks.
 */
export function refusal(uri: string, expected: { code: string; index: number | null }): DburiError {
  const result = tryInterpret(uri);
  assert.equal(result.ok, false, `${uri} must be refused`);
  if (result.ok) assert.fail("unreachable");
  assert.ok(result.error instanceof DburiError);
  assert.equal(result.error.code, expected.code);
  assert.equal(result.error.index, expected.index);
  assert.ok(result.error.fix, "says how to fix it");
  assert.match(result.error.message, /\^/, "points at the problem");
  return result.error;
}

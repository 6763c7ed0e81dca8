// The assertion the dereference tests share: a promise rejects with a DburiError of a code, and its
// message holds none of the given secrets.

import assert from "node:assert/strict";
import { DburiError } from "../../src/index.ts";

/**
 * Asserts that `promise` rejects with a `DburiError` whose code is `code` and whose message contains none
 * of `hidden`.
 * @example
 * await rejectsWith(ping("amqp://guest:wrong@127.0.0.1"), "auth-failed", ["wrong"]);
 */
export async function rejectsWith(promise: Promise<unknown>, code: string, hidden: readonly string[] = []) {
  await assert.rejects(promise, (error: DburiError) => {
    assert.ok(error instanceof DburiError, String(error));
    assert.equal(error.code, code, error.message);
    for (const secret of hidden) assert.ok(!error.message.includes(secret), "no secret in the message");
    return true;
  });
}

// The time limits of an amqp attempt: the caller's timeoutMs, the default deadline and the URI's
// connection_timeout (see amqpLimits for the rule). The wiring is tested against silent servers in
// sockets.test.ts; this covers the rule itself, including waits too long to test on a socket.

import assert from "node:assert/strict";
import { test } from "node:test";
import { amqpLimits } from "../../src/connect/amqp/limits.ts";
import { type DburiError, DEFAULT_TIMEOUT_MS, interpret } from "../../src/index.ts";

const limits = (uri: string, timeoutMs?: number) => ({ ...amqpLimits(interpret(uri), { timeoutMs }) });

test("without connection_timeout, the deadline bounds everything", () => {
  assert.deepEqual(limits("amqp://h"), { totalMs: DEFAULT_TIMEOUT_MS, openMs: DEFAULT_TIMEOUT_MS });
  assert.deepEqual(limits("amqp://h", 2500), { totalMs: 2500, openMs: 2500 });
});

test("a shorter connection_timeout bounds opening within the deadline", () => {
  const expected = { totalMs: DEFAULT_TIMEOUT_MS, openMs: 200, openParam: "connection_timeout" };
  assert.deepEqual(limits("amqp://h?connection_timeout=200"), expected);
  assert.deepEqual(limits("amqp://h?connection_timeout=200", 5000), { ...expected, totalMs: 5000 });
});

test("a connection_timeout longer than the default deadline replaces it", () => {
  const ms = DEFAULT_TIMEOUT_MS + 20_000;
  assert.deepEqual(limits(`amqp://h?connection_timeout=${ms}`), {
    totalMs: ms,
    openMs: ms,
    openParam: "connection_timeout",
  });
});

test("an explicit timeoutMs wins over a longer connection_timeout", () => {
  assert.deepEqual(limits("amqp://h?connection_timeout=30000", 5000), { totalMs: 5000, openMs: 5000 });
  // Equal: the URI's parameter is what bounds opening, and what an error names.
  assert.deepEqual(limits("amqp://h?connection_timeout=5000", 5000), {
    totalMs: 5000,
    openMs: 5000,
    openParam: "connection_timeout",
  });
});

test("an invalid timeoutMs is refused as timeoutOf refuses it", () => {
  assert.throws(
    () => amqpLimits(interpret("amqp://h?connection_timeout=200"), { timeoutMs: 0 }),
    (error: DburiError) => error.code === "invalid-argument",
  );
});

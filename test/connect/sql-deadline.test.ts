// The limits of a PostgreSQL or MySQL attempt, as pure functions of the options, the URI's timeout and the
// clock: timeoutMs bounds everything; the URI's timeout bounds each connection and, when the caller gave
// no timeoutMs, replaces the default deadline.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { checkLimit, connectionLimit, remainingMs, sqlDeadline } from "../../src/connect/sql/deadline.ts";
import { DEFAULT_TIMEOUT_MS } from "../../src/index.ts";

const URI_12S = { ms: 12_000, param: "connect_timeout" };
const NONE = { ms: undefined, param: "connect_timeout" };

describe("sqlDeadline and connectionLimit", () => {
  test("no timeoutMs, no URI timeout: the default deadline bounds the attempt", () => {
    const deadline = sqlDeadline({}, NONE, 100);
    assert.equal(deadline.until, 100 + DEFAULT_TIMEOUT_MS);
    assert.deepEqual(connectionLimit(deadline, 100), {
      until: 100 + DEFAULT_TIMEOUT_MS,
      ms: DEFAULT_TIMEOUT_MS,
    });
  });
  test("a URI timeout longer than the default replaces it when the caller chose none", () => {
    const deadline = sqlDeadline({}, URI_12S, 100);
    assert.equal(deadline.until, undefined);
    assert.deepEqual(connectionLimit(deadline, 100), { until: 12_100, ms: 12_000, param: "connect_timeout" });
  });
  test("each connection gets the URI timeout afresh (libpq: per host)", () => {
    const deadline = sqlDeadline({}, URI_12S, 100);
    assert.equal(connectionLimit(deadline, 12_200).until, 24_200);
  });
  test("an explicit timeoutMs caps the URI timeout, and what is left of it is what each host gets", () => {
    const deadline = sqlDeadline({ timeoutMs: 1000 }, { ms: 3000, param: "connect_timeout" }, 0);
    assert.deepEqual(connectionLimit(deadline, 0), { until: 1000, ms: 1000 });
    assert.deepEqual(connectionLimit(deadline, 700), { until: 1000, ms: 1000 });
    assert.equal(remainingMs(connectionLimit(deadline, 700), 700), 300);
    assert.equal(remainingMs(connectionLimit(deadline, 700), 1000), 0);
  });
  test("a URI timeout shorter than what is left is the limit, and named", () => {
    const deadline = sqlDeadline({ timeoutMs: 10_000 }, { ms: 2000, param: "connect-timeout" }, 0);
    assert.deepEqual(connectionLimit(deadline, 5000), { until: 7000, ms: 2000, param: "connect-timeout" });
    assert.deepEqual(connectionLimit(deadline, 9000), { until: 10_000, ms: 10_000 });
  });
  test("a URI timeout of 0 (wait forever) is no URI timeout: the default deadline still applies", () => {
    const deadline = sqlDeadline({}, { ms: 0, param: "connect_timeout" }, 0);
    assert.equal(deadline.until, DEFAULT_TIMEOUT_MS);
    assert.equal(deadline.uriMs, undefined);
  });
  test("the check gets what is left, or the default from now when the URI's timeout bounded connecting", () => {
    assert.deepEqual(checkLimit(sqlDeadline({ timeoutMs: 500 }, NONE, 0), 200), { until: 500, ms: 500 });
    assert.deepEqual(checkLimit(sqlDeadline({}, URI_12S, 0), 3000), {
      until: 3000 + DEFAULT_TIMEOUT_MS,
      ms: DEFAULT_TIMEOUT_MS,
    });
  });
  test("property: with timeoutMs, no connection limit ever ends after the caller's deadline", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: undefined }),
        fc.integer({ min: 0, max: 200_000 }),
        (timeoutMs, uriMs, elapsed) => {
          const deadline = sqlDeadline({ timeoutMs }, { ms: uriMs, param: "connect_timeout" }, 0);
          const limit = connectionLimit(deadline, elapsed);
          assert.ok(limit.until <= timeoutMs);
          assert.ok(remainingMs(limit, elapsed) <= Math.max(0, timeoutMs - elapsed));
        },
      ),
    );
  });
});

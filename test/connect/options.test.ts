// The options of connect and ping: timeoutMs is checked before anything is loaded or opened, and every
// engine reports latencyMs the same way.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { sqliteAdapter } from "../../src/connect/sqlite.ts";
import { connect, interpret, MAX_TIMEOUT_MS, ping, pingDriver } from "../../src/index.ts";
import { closedPort } from "../helpers/network.ts";
import { rejection } from "../helpers/rejection.ts";

describe("timeoutMs", () => {
  // 2^31 ms and more: Node's timers fire at once (TimeoutOverflowWarning), a false timeout.
  for (const timeoutMs of [
    0,
    -1,
    1.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    MAX_TIMEOUT_MS + 1,
    99_999_999_999,
  ]) {
    test(`${timeoutMs} is invalid-argument, before connecting (ping and connect)`, async () => {
      const port = await closedPort();
      for (const attempt of [ping, connect]) {
        const error = await rejection(attempt(`redis://:s3cretPw@127.0.0.1:${port}/0`, { timeoutMs }));
        assert.equal(error.code, "invalid-argument", error.message);
        assert.match(error.reason, /whole number of milliseconds from 1 to 2147483647/);
        assert.match(error.fix ?? "", /integer from 1 to 2147483647/);
        assert.ok(!error.message.includes("s3cretPw"));
      }
    });
  }
  test("an engine's adapter checks it too (SQLite, which opens no socket)", async () => {
    const error = await rejection(
      sqliteAdapter.ping(interpret("db:sqlite::memory:"), { timeoutMs: 2 ** 31 }),
    );
    assert.equal(error.code, "invalid-argument");
  });
  test("1 and 2147483647 are accepted", async () => {
    const port = await closedPort();
    for (const timeoutMs of [1, MAX_TIMEOUT_MS]) {
      const error = await rejection(ping(`redis://127.0.0.1:${port}/0`, { timeoutMs: timeoutMs }));
      assert.notEqual(error.code, "invalid-argument", error.message);
    }
  });
});

describe("unsupported", () => {
  for (const unsupported of ["warn", "", true, null]) {
    test(`${JSON.stringify(unsupported)} is invalid-argument, before connecting`, async () => {
      const options = { unsupported } as unknown as { unsupported: "ignore" };
      for (const attempt of [ping, connect]) {
        const error = await rejection(attempt("db:sqlite::memory:", options));
        assert.equal(error.code, "invalid-argument", error.message);
      }
    });
  }
});

describe("latencyMs", () => {
  test("rounded to the microsecond (SQLite, in process)", async () => {
    for (let i = 0; i < 5; i++) {
      const { latencyMs } = await ping("db:sqlite::memory:");
      assert.equal(latencyMs, Math.round(latencyMs * 1000) / 1000);
      assert.ok(latencyMs >= 0);
    }
  });
});

describe("pingDriver", () => {
  test("the driver asked for, else the first installed; null when none can be used", async () => {
    assert.equal(await pingDriver("redis://127.0.0.1/0", { driver: "ioredis" }), "ioredis");
    assert.equal(await pingDriver("redis://127.0.0.1/0"), "redis");
    assert.equal(await pingDriver("amqp://127.0.0.1"), "amqplib");
    assert.equal(await pingDriver("postgresql://127.0.0.1/x"), "pg");
    assert.equal(await pingDriver("redis://127.0.0.1/0", { driver: "nope" }), null);
    assert.equal(await pingDriver("db:oracle://h/x"), null);
  });
});

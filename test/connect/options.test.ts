// The options of connect and ping: timeoutMs is checked before anything is loaded or opened, and every
// engine reports latencyMs the same way.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { sqliteAdapter } from "../../src/connect/sqlite.ts";
import {
  CONNECT_OPTION_NAMES,
  type ConnectOptions,
  connect,
  DburiError,
  interpret,
  MAX_TIMEOUT_MS,
  ping,
  pingDriver,
  tryPing,
} from "../../src/index.ts";
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

describe("unknown option names", () => {
  for (const [name, value] of [
    ["timeout", 1000],
    ["timeoutms", 1000],
    ["password", "s3cretPw"],
  ] as const) {
    test(`{ ${name} } is invalid-argument naming it and the known ones, before connecting`, async () => {
      const port = await closedPort();
      for (const attempt of [ping, connect]) {
        const options = { [name]: value } as ConnectOptions;
        const error = await rejection(attempt(`redis://:s3cretPw@127.0.0.1:${port}/0`, options));
        assert.equal(error.code, "invalid-argument", error.message);
        assert.match(error.reason, new RegExp(`'${name}' is not an option`));
        for (const known of CONNECT_OPTION_NAMES) assert.ok(error.fix?.includes(known), known);
        assert.ok(!error.message.includes("s3cretPw"));
      }
    });
  }
});

describe("tryPing", () => {
  test("a failure is returned in the shape dburi ping --json prints, not thrown", async () => {
    const port = await closedPort();
    const result = await tryPing(`redis://:s3cretPw@127.0.0.1:${port}/0`, { timeoutMs: 2000 });
    assert.equal(result.ok, false);
    if (result.ok) return;
    assert.ok(result.error instanceof DburiError);
    assert.equal(result.error.code, "connection-refused");
    const { error, ...rest } = result;
    assert.deepEqual(Object.keys(rest), [
      "ok",
      "engine",
      "driver",
      "host",
      "port",
      "database",
      "latencyMs",
      "serverVersion",
    ]);
    assert.equal(rest.engine, "redis");
    assert.equal(rest.host, "127.0.0.1");
    assert.equal(rest.port, port);
    assert.ok(!JSON.stringify(result).includes("s3cretPw") && !error.message.includes("s3cretPw"));
  });

  test("an invalid URI or option is a failure with nothing known of the attempt", async () => {
    const bad = await tryPing("redis://h:99999");
    assert.equal(bad.ok, false);
    if (!bad.ok) assert.deepEqual([bad.error.code, bad.engine, bad.host], ["invalid-port", null, null]);
    const misspelt = await tryPing("db:sqlite::memory:", { timeout: 5 } as ConnectOptions);
    assert.equal(misspelt.ok, false);
    if (!misspelt.ok) assert.equal(misspelt.error.code, "invalid-argument");
  });

  test("a success is ping's result with ok: true", async () => {
    const result = await tryPing("db:sqlite::memory:");
    assert.equal(result.ok, true);
    if (result.ok) assert.equal(result.engine, "sqlite");
  });
});

// The Redis time limits against loopback servers that stop answering: the URI's socket_connect_timeout and
// socket_timeout are honoured through both drivers, a timeout is coded `timeout`, and a failed attempt
// leaves no socket open (so a process that pinged can exit at once).
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import { ping } from "../../src/index.ts";
import { openSocketsTo, silentServer, stallingRedis } from "../helpers/network.ts";
import { rejection } from "../helpers/rejection.ts";

const DRIVERS = ["redis", "ioredis"] as const;
/** Far longer than the URI's 1 s limits, so a failure before it proves the URI's limit was used. */
const OVERALL_MS = 30_000;

/** Pings, expects a `timeout`, and returns the error and how long it took. */
async function timesOut(uri: string, driver: string, timeoutMs = OVERALL_MS) {
  const started = performance.now();
  const error = await rejection(ping(uri, { driver, timeoutMs }));
  const elapsed = performance.now() - started;
  assert.equal(error.code, "timeout", error.message);
  assert.ok(!error.message.includes("s3cretPw"), error.message);
  return { error, elapsed };
}

describe("a server that accepts and never answers", () => {
  let server: Awaited<ReturnType<typeof silentServer>>;
  before(async () => {
    server = await silentServer();
  });
  after(() => server.close());

  for (const driver of DRIVERS) {
    for (const param of ["socket_timeout", "socket_connect_timeout"]) {
      test(`?${param}=1 is a timeout after about 1 s, and nothing stays open (${driver})`, async () => {
        const uri = `redis://:s3cretPw@127.0.0.1:${server.port}/0?${param}=1`;
        const { error, elapsed } = await timesOut(uri, driver);
        // Not before the limit; long before the overall timeout, however busy the machine.
        assert.ok(elapsed >= 950, `${elapsed} ms`);
        assert.ok(elapsed < OVERALL_MS / 2, `${elapsed} ms`);
        assert.match(error.message, new RegExp(param));
        assert.match(error.fix ?? "", new RegExp(`raise ${param}`));
        assert.deepEqual(openSocketsTo(server.port), []);
      });
    }
    test(`rediss: timeoutMs bounds the TLS handshake, and the socket goes at once (${driver})`, async () => {
      const { error, elapsed } = await timesOut(`rediss://127.0.0.1:${server.port}/0`, driver, 1000);
      assert.ok(elapsed >= 950 && elapsed < 15_000, `${elapsed} ms`);
      assert.match(error.message, /within 1000 ms/);
      // node-redis's destroy() cannot reach a socket in its TLS handshake: its own connect timeout, given
      // the same deadline, closes it a moment later (it used to linger for 5 s, node-redis's default).
      const gone = performance.now();
      while (openSocketsTo(server.port).length > 0 && performance.now() - gone < 1000) await sleep(10);
      assert.deepEqual(openSocketsTo(server.port), []);
    });
    test(`without URI limits, timeoutMs bounds it, and nothing stays open (${driver})`, async () => {
      const { error, elapsed } = await timesOut(`redis://127.0.0.1:${server.port}/0`, driver, 1000);
      assert.ok(elapsed >= 950 && elapsed < 15_000, `${elapsed} ms`);
      assert.match(error.message, /within 1000 ms/);
      assert.deepEqual(openSocketsTo(server.port), []);
    });
  }
});

describe("rediss: to a server that never answers, with a timeoutMs above node-redis's 5 s default", () => {
  let server: Awaited<ReturnType<typeof silentServer>>;
  before(async () => {
    server = await silentServer();
  });
  after(() => server.close());
  test("timeoutMs, not the driver's default, ends the TLS handshake (redis)", async () => {
    const { error, elapsed } = await timesOut(`rediss://127.0.0.1:${server.port}/0`, "redis", 6000);
    assert.ok(elapsed >= 5950, `${elapsed} ms`);
    assert.match(error.message, /did not finish connecting within 6000 ms/);
  });
});

describe("a server that connects and then never answers PING", () => {
  let server: Awaited<ReturnType<typeof stallingRedis>>;
  before(async () => {
    server = await stallingRedis("PING");
  });
  after(() => server.close());

  for (const driver of DRIVERS) {
    test(`?socket_timeout=1 bounds the PING: a timeout, and nothing stays open (${driver})`, async () => {
      const uri = `redis://:s3cretPw@127.0.0.1:${server.port}/2?socket_timeout=1`;
      const { error, elapsed } = await timesOut(uri, driver);
      assert.ok(elapsed >= 950 && elapsed < OVERALL_MS / 2, `${elapsed} ms`);
      assert.match(error.message, /PING/);
      assert.match(error.fix ?? "", /raise socket_timeout/);
      assert.deepEqual(openSocketsTo(server.port), []);
    });
    test(`socket_connect_timeout does not bound the PING, timeoutMs does (${driver})`, async () => {
      const uri = `redis://127.0.0.1:${server.port}/0?socket_connect_timeout=0.5`;
      const { error } = await timesOut(uri, driver, 1500);
      assert.match(error.message, /within 1500 ms/);
      assert.deepEqual(openSocketsTo(server.port), []);
    });
  }
});

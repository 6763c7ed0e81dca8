// connect, ping and tryPing take an AbortSignal: an aborted one rejects at once, before any driver is
// loaded; an abort while a server accepts and never answers rejects promptly with `aborted`, closes every
// socket the attempt opened (so the process can exit), and the error holds no password. Through each
// driver: pg, mysql2, mariadb, node-redis, ioredis, amqplib.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import { inspect } from "node:util";
import { CONNECT_OPTION_NAMES, connect, type DburiError, ping, tryPing } from "../../src/index.ts";
import { ROOT } from "../helpers/examples.ts";
import { openSocketsTo, type SilentServer, silentServer } from "../helpers/network.ts";
import { rejection } from "../helpers/rejection.ts";

const PASSWORD = "s3cretPw";
/** Far longer than any test waits: an attempt that ends before it was ended by the abort. */
const TIMEOUT_MS = 60_000;

/** Each driver family's URI for a server at `port` (127.0.0.1), with the password in it. */
const DRIVERS: readonly { readonly driver: string; readonly uri: (port: number) => string }[] = [
  { driver: "pg", uri: (port) => `postgresql://app:${PASSWORD}@127.0.0.1:${port}/shop` },
  { driver: "mysql2", uri: (port) => `mysql://app:${PASSWORD}@127.0.0.1:${port}/shop` },
  { driver: "mariadb", uri: (port) => `mariadb://app:${PASSWORD}@127.0.0.1:${port}/shop` },
  { driver: "redis", uri: (port) => `redis://:${PASSWORD}@127.0.0.1:${port}/0` },
  { driver: "ioredis", uri: (port) => `redis://:${PASSWORD}@127.0.0.1:${port}/0` },
  { driver: "amqplib", uri: (port) => `amqp://app:${PASSWORD}@127.0.0.1:${port}/%2F` },
];

/** Asserts an `aborted` error that names no secret, in any form it prints. */
function assertAborted(error: DburiError): void {
  assert.equal(error.code, "aborted", error.message);
  for (const text of [error.message, error.reason, error.fix ?? "", inspect(error), JSON.stringify(error)]) {
    assert.ok(!text.includes(PASSWORD), text);
  }
}

test("signal is one of the options, and anything but an AbortSignal is invalid-argument", async () => {
  assert.ok(CONNECT_OPTION_NAMES.includes("signal"));
  for (const signal of [null, "abort", 1, {}]) {
    const error = await rejection(
      ping("redis://127.0.0.1/0", { signal: signal as unknown as AbortSignal, timeoutMs: 1000 }),
    );
    assert.equal(error.code, "invalid-argument", error.message);
    assert.match(error.message, /signal must be an AbortSignal/);
  }
});

describe("an already aborted signal rejects at once, before any driver is loaded", () => {
  const reason = new Error("shutting down");
  const aborted = AbortSignal.abort(reason);
  for (const { driver, uri } of DRIVERS) {
    test(driver, async () => {
      // A closed port: were anything attempted, it would fail otherwise (connection-refused).
      for (const attempt of [connect, ping]) {
        const started = performance.now();
        const error = await rejection(attempt(uri(1), { driver, signal: aborted, timeoutMs: TIMEOUT_MS }));
        assert.ok(performance.now() - started < 500, `${performance.now() - started} ms`);
        assertAborted(error);
        assert.equal(error.cause, reason, "the signal's reason is the cause");
      }
    });
  }
  test("SQLite too, and tryPing returns the failure", async () => {
    const error = await rejection(ping("db:sqlite::memory:", { signal: aborted }));
    assertAborted(error);
    const result = await tryPing(`redis://:${PASSWORD}@127.0.0.1:1/0`, { signal: aborted });
    assert.equal(result.ok, false);
    if (result.ok) return;
    assertAborted(result.error);
    assert.equal(result.engine, "redis");
    assert.equal(result.port, 1);
  });
});

describe("an abort while the server never answers rejects at once and leaves no socket open", () => {
  let server: SilentServer;
  before(async () => {
    server = await silentServer();
  });
  after(() => server.close());

  for (const { driver, uri } of DRIVERS) {
    for (const [name, attempt] of [
      ["connect", connect],
      ["ping", ping],
      ["tryPing", tryPing],
    ] as const) {
      test(`${name} through ${driver}`, async () => {
        const controller = new AbortController();
        const accepted = server.accepted();
        const started = performance.now();
        const pending = attempt(uri(server.port), {
          driver,
          signal: controller.signal,
          timeoutMs: TIMEOUT_MS,
        });
        // Aborted once the attempt is under way: the server has accepted its connection.
        while (server.accepted() === accepted && performance.now() - started < 5000) await sleep(5);
        assert.ok(server.accepted() > accepted, "the driver connected to the silent server");
        const abortedAt = performance.now();
        controller.abort();
        let error: DburiError;
        if (name === "tryPing") {
          const result = await (pending as ReturnType<typeof tryPing>);
          assert.equal(result.ok, false);
          if (result.ok) return;
          error = result.error;
          assert.equal(result.driver, driver);
        } else error = await rejection(pending);
        const took = performance.now() - abortedAt;
        assert.ok(took < 1000, `rejected ${took} ms after the abort`);
        assertAborted(error);
        assert.match(error.message, new RegExp(`127\\.0\\.0\\.1:${server.port}`));
        // node-redis closes a socket it is still opening a moment later (see redis/sessions.ts).
        while (openSocketsTo(server.port).length > 0 && performance.now() - abortedAt < 1000) await sleep(10);
        assert.deepEqual(openSocketsTo(server.port), [], "no socket to the server stays open");
      });
    }
  }

  test("a process that aborts its attempts on a server that never answers exits at once", () => {
    // A child process with a silent server of its own connects and pings through every driver, aborting
    // each attempt as soon as the server has accepted its connection, with a time limit of a minute; then
    // closes its server. It exits at once only if nothing the attempts opened (a socket, a driver's
    // connect timer) is left behind.
    const script = `
      import { createServer } from "node:net";
      import { setTimeout as sleep } from "node:timers/promises";
      const { connect, ping } = await import(${JSON.stringify(join(ROOT, "src", "index.ts"))});
      const accepted = new Set();
      const server = createServer((socket) => {
        accepted.add(socket);
        socket.on("error", () => {});
      });
      await new Promise((listening) => server.listen(0, "127.0.0.1", listening));
      const port = server.address().port;
      const uris = ${JSON.stringify(DRIVERS.map(({ driver, uri }) => [driver, uri(65535)]))};
      for (const [driver, uri] of uris) {
        const codes = [];
        for (const attempt of [connect, ping]) {
          const controller = new AbortController();
          const before = accepted.size;
          const pending = attempt(uri.replace(":65535/", ":" + port + "/"), {
            driver,
            timeoutMs: ${TIMEOUT_MS},
            signal: controller.signal,
          }).then(() => null, (error) => error);
          while (accepted.size === before) await sleep(2);
          controller.abort();
          codes.push((await pending)?.code);
        }
        console.log(driver, ...codes);
      }
      server.close();
      for (const socket of accepted) socket.destroy();
      console.log("done", Math.round(performance.now()));
    `;
    const started = performance.now();
    const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 40_000,
    });
    const took = performance.now() - started;
    assert.equal(run.status, 0, `${run.signal ?? ""} ${run.stderr}`);
    assert.ok(took < 20_000, `the process took ${took} ms to exit`);
    const lines = run.stdout.trim().split("\n");
    const done = Number(lines.pop()?.replace(/^done /, ""));
    assert.deepEqual(
      lines,
      DRIVERS.map(({ driver }) => `${driver} aborted aborted`),
    );
    assert.ok(Number.isFinite(done), run.stdout);
  });
});

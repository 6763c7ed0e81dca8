// The reachability probe behind every service test: not fooled by a busy event loop, and an unreachable
// required service is a named failing test, not an error while the file loads.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { createServer } from "node:net";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { closedPort } from "../helpers/network.ts";
import { canConnect, isReachable } from "../helpers/services.ts";

const FIXTURE = fileURLToPath(new URL("../helpers/fixtures/needs-service.ts", import.meta.url));

/** Blocks the event loop, as a synchronous child process or a loaded machine does. */
function block(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {}
}

test("a listening port is reachable even when the event loop was blocked past the timeout", async () => {
  const server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  try {
    const probe = canConnect("127.0.0.1", port, 50);
    block(300);
    assert.equal(await probe, true);
    const retried = isReachable("127.0.0.1", port, { timeoutMs: 50, pauseMs: 10 });
    block(300);
    assert.equal(await retried, true);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test("a closed port is unreachable after the attempts, quickly", async () => {
  const port = await closedPort();
  const started = performance.now();
  assert.equal(await isReachable("127.0.0.1", port, { attempts: 3, pauseMs: 10 }), false);
  assert.ok(performance.now() - started < 10_000);
});

function runFixture(port: number, required: boolean) {
  const env: Record<string, string | undefined> = { ...process.env, DBURI_PROBE_PORT: String(port) };
  if (required) env.DBURI_TEST_SERVICES = "1";
  else delete env.DBURI_TEST_SERVICES;
  // Set by the enclosing test run; the child would report to it instead of printing TAP.
  delete env.NODE_TEST_CONTEXT;
  return spawnSync(process.execPath, ["--import", "tsx", "--test", "--test-reporter=tap", FIXTURE], {
    encoding: "utf8",
    env,
    timeout: 60_000,
  });
}

test("an unreachable service skips its tests, saying why", async () => {
  const run = runFixture(await closedPort(), false);
  assert.equal(run.status, 0, run.stdout + run.stderr);
  assert.match(run.stdout, /talks to the service # SKIP Probe is not reachable at 127\.0\.0\.1:\d+/);
  assert.match(run.stdout, /# fail 0/);
});

test("with DBURI_TEST_SERVICES=1 it is a named failing test, and the run fails", async () => {
  const run = runFixture(await closedPort(), true);
  assert.equal(run.status, 1, run.stdout + run.stderr);
  assert.match(run.stdout, /not ok \d+ - Probe at 127\.0\.0\.1:\d+ is available/);
  assert.match(run.stdout, /DBURI_TEST_SERVICES=1 requires it/);
  assert.match(run.stdout, /talks to the service # SKIP/);
  assert.match(run.stdout, /# fail 1/);
  assert.doesNotMatch(run.stdout + run.stderr, /uncaught|ERR_TEST_FAILURE.*(?:hook|file)/i);
});

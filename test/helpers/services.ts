// Local services for integration tests. A test that needs one skips, saying why, when the service is
// unreachable; with DBURI_TEST_SERVICES=1 (CI) an unreachable service fails the run instead, as a failing
// test that says why (never an error thrown while the file loads, which node:test reports without a name).

import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { createConnection } from "node:net";
import { test } from "node:test";

/**
 * Whether one TCP connection to host:port opens within `timeoutMs`. When the timer fires, the verdict waits
 * for the rest of that event-loop turn: after a long block (a busy machine, a synchronous child process)
 * the timer runs before the poll phase that would report the connection, which is then already made.
 */
export function canConnect(host: string, port: number, timeoutMs = 1500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    let settled = false;
    const done = (up: boolean) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(timeoutMs, () => setImmediate(() => done(false)));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

/** How hard `isReachable` tries. */
export interface ProbeOptions {
  /** Connection attempts before giving up. Default 3. */
  readonly attempts?: number;
  /** Time allowed for each attempt. Default 5000 ms. */
  readonly timeoutMs?: number;
  /** Pause between attempts. Default 250 ms. */
  readonly pauseMs?: number;
}

/** Whether host:port accepts a TCP connection in one of a few generous attempts. */
export async function isReachable(host: string, port: number, options: ProbeOptions = {}): Promise<boolean> {
  const { attempts = 3, timeoutMs = 5000, pauseMs = 250 } = options;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (await canConnect(host, port, timeoutMs)) return true;
    if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return false;
}

/** Whether CI asked for every service (DBURI_TEST_SERVICES=1). */
export function servicesRequired(): boolean {
  return process.env.DBURI_TEST_SERVICES === "1";
}

/** Services already found unreachable in this file, so each one fails once. */
const reported = new Set<string>();

/**
 * What a test file does about a missing requirement: the skip reason, and with DBURI_TEST_SERVICES=1 also a
 * failing test that gives it, so the run fails by a named test and the dependent tests skip.
 */
export function missing(what: string, reason: string): string {
  if (servicesRequired() && !reported.has(what)) {
    reported.add(what);
    test(`${what} is available (DBURI_TEST_SERVICES=1 requires it)`, () => {
      assert.fail(`${reason}, and DBURI_TEST_SERVICES=1 requires it`);
    });
  }
  return servicesRequired() ? `${reason} (required: see the failing test)` : reason;
}

/**
 * The `skip` option for tests that need a service: false when it is reachable, else the reason. With
 * DBURI_TEST_SERVICES=1 an unreachable service also adds a failing test, so CI cannot pass by skipping.
 * @example
 * const skip = await serviceSkip("Redis", 6379);
 * test("SELECT happens", { skip }, async () => { ... });
 */
export async function serviceSkip(
  name: string,
  port: number,
  host = "127.0.0.1",
  options: ProbeOptions = {},
): Promise<string | false> {
  if (await isReachable(host, port, options)) return false;
  const attempts = options.attempts ?? 3;
  return missing(
    `${name} at ${host}:${port}`,
    `${name} is not reachable at ${host}:${port} (${attempts} attempt${attempts === 1 ? "" : "s"})`,
  );
}

/** A name no other test run uses: `prefix_<pid>_<random>`, safe as a user, vhost, key or database name. */
export function uniqueName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString("hex")}`;
}

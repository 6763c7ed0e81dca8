// What the throwaway servers of the tests (redis-server, postgres, mariadbd) have in common: a free loopback
// port, a skip when a binary is missing, waiting for readiness within a deadline, the log's tail for a
// failure, and waiting for the process to end.

import { type ChildProcess, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { missing } from "./services.js";

/** A TCP port on 127.0.0.1 that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * The `skip` option for tests that run `commands` (each with the arguments that make it print its version
 * and exit): false when all of them run, else the reason. With DBURI_TEST_SERVICES=1 that also adds a
 * failing test, like `serviceSkip`.
 * @example
 * const skip = commandSkip([["openssl", ["version"]], ["redis-server", ["--version"]]]);
 */
export function commandSkip(commands: readonly (readonly [string, readonly string[]])[]): string | false {
  for (const [command, args] of commands) {
    const run = spawnSync(command, args, { encoding: "utf8" });
    if (run.error || run.status !== 0) {
      return missing(command, `${command} cannot run here (${run.error?.message ?? run.stderr.trim()})`);
    }
  }
  return false;
}

/** The last `lines` lines of a server's log file, for an error that says why it did not start. */
export function logTail(file: string, lines = 5): string {
  try {
    return readFileSync(file, "utf8").trim().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

/** Resolves once `child` has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
}

/**
 * Polls `ready` every 100 ms until it is true, `child` exits, or `deadlineMs` passes; then whether it was
 * ready.
 */
export async function waitUntilReady(
  child: ChildProcess,
  ready: () => Promise<boolean>,
  deadlineMs: number,
): Promise<boolean> {
  const until = performance.now() + deadlineMs;
  while (performance.now() < until) {
    if (await ready()) return true;
    if (child.exitCode !== null || child.signalCode !== null) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return ready();
}

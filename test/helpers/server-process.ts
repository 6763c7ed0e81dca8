// What the throwaway servers of the tests (redis-server, postgres, mariadbd) have in common: a free loopback
// port, a skip when a binary is missing, waiting for readiness within a deadline, the log's tail for a
// failure, and waiting for the process to end.

import { type ChildProcess, spawnSync } from "node:child_process";
import { accessSync, constants, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { delimiter, join } from "node:path";
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

/** The first of `directories` (default: those of PATH) that holds an executable `name`, as a path. */
export function findExecutable(name: string, directories?: readonly string[]): string | undefined {
  for (const directory of directories ?? (process.env.PATH ?? "").split(delimiter)) {
    if (directory === "") continue;
    try {
      accessSync(join(directory, name), constants.X_OK);
      return join(directory, name);
    } catch {
      // not here
    }
  }
  return undefined;
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
 * ready. Call it in the turn that spawned `child`: a program that could not be started then reads as not
 * ready (its 'error' event is taken here, and it has an exit code) instead of an uncaught error.
 */
export async function waitUntilReady(
  child: ChildProcess,
  ready: () => Promise<boolean>,
  deadlineMs: number,
): Promise<boolean> {
  child.once("error", () => {});
  const until = performance.now() + deadlineMs;
  while (performance.now() < until) {
    if (await ready()) return true;
    if (child.exitCode !== null || child.signalCode !== null) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return ready();
}

/** Whether this process runs as root, which PostgreSQL refuses to run as and MariaDB needs told about. */
export function isRoot(): boolean {
  return process.getuid?.() === 0;
}

/**
 * `command` and `args` run as `user` through setpriv when this process is root (setpriv then execs the
 * command, so that the child's pid is the server's and signals reach it), else as they are.
 */
export function asUser(user: string, command: string, args: readonly string[]): [string, string[]] {
  if (!isRoot()) return [command, [...args]];
  return ["setpriv", [`--reuid=${user}`, `--regid=${user}`, "--init-groups", "--", command, ...args]];
}

/**
 * Gives `directory` and everything in it to `user` when this process is root (a server run as that user
 * must own its data directory and read its key); does nothing otherwise.
 * @throws Error with chown's message
 */
export function giveTo(user: string, directory: string): void {
  if (!isRoot()) return;
  const run = spawnSync("chown", ["-R", `${user}:`, directory], { encoding: "utf8" });
  if (run.error || run.status !== 0) {
    throw new Error(`chown -R ${user}: ${directory} failed: ${run.error?.message ?? run.stderr.trim()}`);
  }
}

/**
 * Kills `child` and removes `directory` if this process exits while the child still runs (a test file
 * cancelled by the time limit, a crash), so that no server or its files outlive the tests; the safeguard
 * goes once the child has exited.
 */
export function killOnExit(child: ChildProcess, directory: string): void {
  const kill = () => {
    child.kill("SIGKILL");
    rmSync(directory, { recursive: true, force: true });
  };
  process.once("exit", kill);
  child.once("exit", () => process.removeListener("exit", kill));
}

/**
 * Sends `signal` to `child` and waits up to `graceMs` for it to exit, then kills it; resolves once it is
 * gone.
 */
export async function stopProcess(
  child: ChildProcess,
  signal: NodeJS.Signals,
  graceMs = 10_000,
): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
  await exited(child);
  clearTimeout(timer);
}

// Stall: a Redis server that answers QUIT and keeps the connection open. `dburi ping --driver ioredis`
// never exited after a successful ping (ioredis waits for the server to hang up), and --timeout did not
// bound it. The ping now ends its socket itself once it is done, through either driver.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { createServer, type Server, type Socket } from "node:net";
import { after, before, describe, test } from "node:test";
import { fileURLToPath } from "node:url";

const BIN = fileURLToPath(new URL("../../dist/cli/main.cjs", import.meta.url));

/** The RESP reply to one command: enough of Redis for a ping, QUIT answered +OK and the socket kept open. */
function reply(command: string): string {
  const name = command.toUpperCase();
  if (name === "PING") return "+PONG\r\n";
  if (name === "INFO") {
    const info = "# Server\r\nredis_version:7.0.0\r\nloading:0\r\n";
    return `$${Buffer.byteLength(info)}\r\n${info}\r\n`;
  }
  // node-redis opens with HELLO: the server's fields, as a flat array.
  if (name === "HELLO") return "*4\r\n$6\r\nserver\r\n$5\r\nredis\r\n$7\r\nversion\r\n$5\r\n7.0.0\r\n";
  return "+OK\r\n";
}

/** The command names of the RESP arrays in `data` (each `*N`, then `$len` and the name first). */
function commands(data: string): string[] {
  const names: string[] = [];
  for (const match of data.matchAll(/\*\d+\r\n\$\d+\r\n([^\r]*)\r\n/g)) names.push(match[1]!);
  return names;
}

let server: Server;
let port = 0;
const sockets = new Set<Socket>();

before(async () => {
  server = createServer((socket) => {
    sockets.add(socket);
    socket.on("data", (data) => {
      for (const name of commands(data.toString("latin1"))) socket.write(reply(name));
    });
    socket.on("error", () => {});
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as { port: number }).port;
});
after(() => {
  for (const socket of sockets) socket.destroy();
  server.close();
});

/** Runs the built CLI; resolves with its exit code and how long it took, or null after `limitMs`. */
function runCli(
  args: string[],
  limitMs: number,
): Promise<{ code: number | null; ms: number; out: string } | null> {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, [BIN, ...args], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (out += chunk));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      resolve(null);
    }, limitMs);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, ms: performance.now() - started, out });
    });
  });
}

describe("a server that keeps the connection open after QUIT", () => {
  for (const driver of ["ioredis", "redis"]) {
    test(`dburi ping --driver ${driver} exits once the ping is done`, async () => {
      const run = await runCli(
        ["ping", `redis://127.0.0.1:${port}/0`, "--driver", driver, "--timeout", "3000"],
        10_000,
      );
      assert.notEqual(run, null, "the CLI did not exit within 10 s");
      assert.equal(run!.code, 0, run!.out);
      assert.match(run!.out, /^ok {2}redis 7\.0\.0/);
      assert.ok(run!.ms < 5000, `took ${Math.round(run!.ms)} ms`);
    });
  }
});

// A throwaway Redis for tests: a second redis-server on a free loopback port and on a unix socket in a
// temporary directory, with TLS only (a certificate from a CA of its own, made with openssl in that
// directory, no plain TCP port) or plain with a password. `stop()` shuts it down and removes the directory.

import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeCertificates } from "./certificates.js";
import { commandSkip, exited, freePort, killOnExit, logTail, waitUntilReady } from "./server-process.js";
import { canConnect } from "./services.js";

/** A running throwaway redis-server. */
export interface RedisServer {
  /** The port on 127.0.0.1 (TLS for `startTlsRedisServer`). */
  readonly port: number;
  /** The plain RESP unix socket. */
  readonly socket: string;
  /** The temporary directory the server's files are in. */
  readonly directory: string;
  stop(): Promise<void>;
}

/** A running TLS redis-server. */
export interface TlsRedisServer extends RedisServer {
  /** The CA that signed the server's certificate (CN and SAN localhost, SAN IP 127.0.0.1). */
  readonly caFile: string;
}

/**
 * The `skip` option for tests that start a TLS redis-server: false when `openssl` and `redis-server` run,
 * else the reason. With DBURI_TEST_SERVICES=1 that also adds a failing test, like `serviceSkip`.
 */
export function redisServerSkip(): string | false {
  return commandSkip([
    ["openssl", ["version"]],
    ["redis-server", ["--version"]],
  ]);
}

/** Starts redis-server with `args` in `directory` and waits until it listens on `port`. */
async function startServer(directory: string, port: number, args: readonly string[]): Promise<RedisServer> {
  const socket = join(directory, "redis.sock");
  const child = spawn(
    "redis-server",
    [
      ...args,
      ...["--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", directory],
      ...["--logfile", join(directory, "redis.log"), "--unixsocket", socket],
    ],
    { stdio: "ignore" },
  );
  killOnExit(child, directory);
  const stop = async () => {
    child.kill("SIGTERM");
    await exited(child);
    rmSync(directory, { recursive: true, force: true });
  };
  if (!(await waitUntilReady(child, () => canConnect("127.0.0.1", port, 200), 5000))) {
    // A build without TLS support exits here; its log says so ("TLS is not supported ..." or similar).
    const log = logTail(join(directory, "redis.log"));
    await stop();
    throw new Error(`redis-server did not start listening on 127.0.0.1:${port}: ${log}`);
  }
  return { port, socket, directory, stop };
}

/**
 * Starts redis-server with TLS only (no plain port), no persistence, on a free loopback port.
 * @example
 * const server = await startTlsRedisServer();
 * try { ... } finally { await server.stop(); }
 */
export async function startTlsRedisServer(): Promise<TlsRedisServer> {
  const directory = mkdtempSync(join(tmpdir(), "dburi-tls-"));
  let files: ReturnType<typeof makeCertificates>;
  try {
    files = makeCertificates(directory);
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    throw error;
  }
  const { caFile, certFile, keyFile } = files;
  const port = await freePort();
  const server = await startServer(directory, port, [
    ...["--port", "0", "--tls-port", String(port)],
    ...["--tls-cert-file", certFile, "--tls-key-file", keyFile, "--tls-ca-cert-file", caFile],
    ...["--tls-auth-clients", "no"],
  ]);
  return { ...server, caFile };
}

/**
 * Starts a plain redis-server whose default user needs `password` (requirepass), no persistence, on a
 * free loopback port and a unix socket.
 * @example
 * const server = await startPasswordRedisServer("s3cret");
 * try { ... } finally { await server.stop(); }
 */
export async function startPasswordRedisServer(password: string): Promise<RedisServer> {
  const directory = mkdtempSync(join(tmpdir(), "dburi-auth-"));
  const port = await freePort();
  return startServer(directory, port, ["--port", String(port), "--requirepass", password]);
}

/**
 * Starts a plain redis-server with `args` (after its port) in a temporary directory named with `prefix`,
 * no persistence, on a free loopback port and a unix socket.
 * @example
 * const replica = await startRedisServer("dburi-replica-", ["--replicaof", "127.0.0.1", "7000"]);
 * try { ... } finally { await replica.stop(); }
 */
export async function startRedisServer(prefix: string, args: readonly string[] = []): Promise<RedisServer> {
  const directory = mkdtempSync(join(tmpdir(), prefix));
  const port = await freePort();
  return startServer(directory, port, ["--port", String(port), ...args]);
}

/**
 * Starts a Redis Sentinel (redis-server --sentinel) on a free loopback port, from a configuration file in
 * a temporary directory (a sentinel rewrites its file), with `lines` after its port and directory.
 * @example
 * const sentinel = await startRedisSentinel(["sentinel monitor mymaster 127.0.0.1 7000 1"]);
 */
export async function startRedisSentinel(lines: readonly string[]): Promise<RedisServer> {
  const directory = mkdtempSync(join(tmpdir(), "dburi-sentinel-"));
  const port = await freePort();
  const config = join(directory, "sentinel.conf");
  const log = join(directory, "sentinel.log");
  writeFileSync(
    config,
    [`port ${port}`, "bind 127.0.0.1", `dir ${directory}`, `logfile ${log}`, ...lines, ""].join("\n"),
  );
  const child = spawn("redis-server", [config, "--sentinel"], { stdio: "ignore" });
  killOnExit(child, directory);
  const stop = async () => {
    child.kill("SIGTERM");
    await exited(child);
    rmSync(directory, { recursive: true, force: true });
  };
  if (!(await waitUntilReady(child, () => canConnect("127.0.0.1", port, 200), 5000))) {
    const tail = logTail(log);
    await stop();
    throw new Error(`redis-server --sentinel did not start listening on 127.0.0.1:${port}: ${tail}`);
  }
  return { port, socket: "", directory, stop };
}

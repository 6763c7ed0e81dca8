// A throwaway Redis for tests: a second redis-server on a free loopback port and on a unix socket in a
// temporary directory, with TLS only (a self-signed certificate made with openssl in that directory, no
// plain TCP port) or plain with a password. `stop()` shuts it down and removes the directory.

import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { canConnect, missing } from "./services.js";

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
  /** The self-signed certificate (CN and SAN localhost, SAN IP 127.0.0.1), which is its own CA. */
  readonly caFile: string;
}

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
 * The `skip` option for tests that start a TLS redis-server: false when `openssl` and `redis-server` run,
 * else the reason. With DBURI_TEST_SERVICES=1 that also adds a failing test, like `serviceSkip`.
 */
export function redisServerSkip(): string | false {
  for (const [command, args] of [
    ["openssl", ["version"]],
    ["redis-server", ["--version"]],
  ] as const) {
    const run = spawnSync(command, args, { encoding: "utf8" });
    if (run.error || run.status !== 0) {
      return missing(command, `${command} cannot run here (${run.error?.message ?? run.stderr.trim()})`);
    }
  }
  return false;
}

function readLog(file: string): string {
  try {
    return readFileSync(file, "utf8").trim().split("\n").slice(-5).join("\n");
  } catch {
    return "(no log)";
  }
}

function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
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
  const stop = async () => {
    child.kill("SIGTERM");
    await stopped(child);
    rmSync(directory, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 50 && !(await canConnect("127.0.0.1", port, 200)); attempt++) {
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!(await canConnect("127.0.0.1", port, 500))) {
    // A build without TLS support exits here; its log says so ("TLS is not supported ..." or similar).
    const log = readLog(join(directory, "redis.log"));
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
  const { caFile, keyFile } = selfSignedCertificate(directory);
  const port = await freePort();
  const server = await startServer(directory, port, [
    ...["--port", "0", "--tls-port", String(port)],
    ...["--tls-cert-file", caFile, "--tls-key-file", keyFile, "--tls-ca-cert-file", caFile],
    ...["--tls-auth-clients", "no"],
  ]);
  return { ...server, caFile };
}

/**
 * Makes a self-signed certificate (CN and SAN localhost, SAN IP 127.0.0.1) and its key with openssl in
 * `directory`, as cert.pem and key.pem; on failure removes `directory` and throws.
 * @example
 * const { caFile, keyFile } = selfSignedCertificate(mkdtempSync(join(tmpdir(), "dburi-tls-")));
 */
export function selfSignedCertificate(directory: string): { caFile: string; keyFile: string } {
  const caFile = join(directory, "cert.pem");
  const keyFile = join(directory, "key.pem");
  const made = spawnSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"],
      ...["-keyout", keyFile, "-out", caFile, "-subj", "/CN=localhost"],
      ...["-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"],
    ],
    { encoding: "utf8" },
  );
  if (made.status !== 0) {
    rmSync(directory, { recursive: true, force: true });
    throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  }
  return { caFile, keyFile };
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

// A TLS-only listener on a free loopback port, standing for a server's TLS port (RabbitMQ's 5671, a
// TLS-only Redis) in tests of what a plain-text client is told there: Node's TLS server with a self-signed
// certificate that openssl makes in a temporary directory. It completes every TLS handshake and then
// closes; a client speaking plain text is dropped, as by any TLS server.

import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer, type TLSSocket } from "node:tls";
import { makeCertificates } from "./certificates.js";
import { missing } from "./services.js";

/**
 * A running TLS-only listener.
 * @example
 * const listener: TlsListener = await startTlsListener();
 * await ping(`amqp://127.0.0.1:${listener.port}/`).catch(() => undefined);
 * listener.handshakes(); // 1: dburi's TLS probe, after the plain-text client was dropped
 */
export interface TlsListener {
  /** The port on 127.0.0.1. */
  readonly port: number;
  /** TLS handshakes completed so far. */
  handshakes(): number;
  stop(): Promise<void>;
}

/**
 * The `skip` option for tests that start a TLS listener: false when `openssl` runs, else the reason (with
 * DBURI_TEST_SERVICES=1 also a failing test, like `serviceSkip`).
 * @example
 * describe("amqp:// to a TLS-only port", { skip: tlsListenerSkip() }, () => { ... });
 */
export function tlsListenerSkip(): string | false {
  const run = spawnSync("openssl", ["version"], { encoding: "utf8" });
  if (run.error || run.status !== 0) {
    return missing("openssl", `openssl cannot run here (${run.error?.message ?? run.stderr.trim()})`);
  }
  return false;
}

/**
 * Starts a TLS-only listener on a free loopback port.
 * @example
 * const listener = await startTlsListener();
 * try { ... } finally { await listener.stop(); }
 */
export async function startTlsListener(): Promise<TlsListener> {
  const directory = mkdtempSync(join(tmpdir(), "dburi-tls-listener-"));
  const { certFile, keyFile } = makeCertificates(directory);
  const sockets = new Set<TLSSocket>();
  let handshakes = 0;
  const server = createServer({ cert: readFileSync(certFile), key: readFileSync(keyFile) }, (socket) => {
    handshakes++;
    sockets.add(socket);
    socket.on("error", () => {});
    socket.on("close", () => sockets.delete(socket));
    socket.end();
  });
  server.on("tlsClientError", () => {});
  const port = await new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      if (address === null || typeof address === "string") reject(new Error("no TCP address"));
      else resolve(address.port);
    });
  });
  return {
    port,
    handshakes: () => handshakes,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => {
          rmSync(directory, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}

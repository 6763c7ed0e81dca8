// What amqplib puts on the wire for a URI, seen from servers this test runs on loopback: refused and
// silent ports, an IPv6 listener, and a TLS listener (certificate in test/fixtures/amqp/tls) that
// records SNI, client certificates and the AMQP protocol header, then hangs up.

import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import {
  createSecureContext,
  createServer as createTlsServer,
  type TLSSocket,
  type TlsOptions,
} from "node:tls";
import { fileURLToPath } from "node:url";
import { encodePercent, ping } from "../../src/index.ts";
import { rejection } from "../helpers/rejection.ts";
import { rejectsWith } from "./rejects.ts";

const TLS_DIR = fileURLToPath(new URL("../fixtures/amqp/tls/", import.meta.url));
const CERT_FILE = join(TLS_DIR, "cert.pem");
const KEY_FILE = join(TLS_DIR, "key.pem");
const ENCRYPTED_KEY_FILE = join(TLS_DIR, "key-encrypted.pem");
const PASSPHRASE = "dburi test passphrase";
const AMQP_HEADER = "AMQP\x00\x00\x09\x01";

async function listen(server: Server, host: string): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const address = server.address();
  assert.ok(address && typeof address === "object");
  return address.port;
}

async function close(server: Server): Promise<void> {
  server.close();
  await new Promise((resolve) => setImmediate(resolve));
}

/** Reads the first bytes a client sends, then closes the connection. */
function recordHeader(socket: Socket, seen: string[]): void {
  socket.once("data", (chunk: Buffer) => {
    seen.push(chunk.subarray(0, 8).toString("latin1"));
    socket.destroy();
  });
  socket.on("error", () => undefined);
}

describe("plain TCP", () => {
  test("a port nobody listens on: connection-refused", async () => {
    const server = createServer();
    const port = await listen(server, "127.0.0.1");
    await close(server);
    await rejectsWith(ping(`amqp://127.0.0.1:${port}`), "connection-refused");
  });

  test("an absent host is localhost, and the error says so with the port", async () => {
    const server = createServer();
    const port = await listen(server, "127.0.0.1");
    await close(server);
    const error = await rejection(ping(`amqp://guest:guest@:${port}`));
    assert.equal(error.code, "connection-refused");
    assert.match(error.reason, new RegExp(`^RabbitMQ at localhost:${port}: `));
    assert.doesNotMatch(error.message, /default host/);
  });

  describe("a server that accepts and never answers", () => {
    const sockets: Socket[] = [];
    const closed: Promise<void>[] = [];
    const server = createServer((socket) => {
      sockets.push(socket);
      closed.push(new Promise((resolve) => socket.on("close", () => resolve())));
      socket.on("error", () => undefined);
      socket.resume(); // read (and drop) what arrives, so the client's FIN is seen
    });
    let port = 0;
    before(async () => {
      port = await listen(server, "127.0.0.1");
    });
    after(async () => {
      for (const socket of sockets) socket.destroy();
      await close(server);
    });

    test("ping's timeoutMs: timeout, and the socket is closed", async () => {
      const started = performance.now();
      await rejectsWith(ping(`amqp://127.0.0.1:${port}`, { timeoutMs: 300 }), "timeout");
      assert.ok(performance.now() - started < 3000);
      await Promise.race([
        Promise.all(closed),
        new Promise((_, reject) => setTimeout(() => reject(new Error("socket left open")), 3000)),
      ]);
    });

    test("the URI's connection_timeout: timeout, naming the parameter and its milliseconds", async () => {
      const started = performance.now();
      const error = await rejection(ping(`amqp://127.0.0.1:${port}?connection_timeout=200`));
      assert.ok(performance.now() - started < 3000);
      assert.equal(error.code, "timeout");
      assert.equal(
        error.reason,
        `RabbitMQ at 127.0.0.1:${port} did not finish connecting within 200 ms (the URI's connection_timeout)`,
      );
      assert.match(error.fix ?? "", /raise connection_timeout in the URI/);
    });

    test("a connection_timeout shorter than timeoutMs bounds opening", async () => {
      const started = performance.now();
      const uri = `amqp://127.0.0.1:${port}?connection_timeout=200`;
      const error = await rejection(ping(uri, { timeoutMs: 5000 }));
      assert.ok(performance.now() - started < 3000, "well before timeoutMs");
      assert.match(error.reason, /within 200 ms \(the URI's connection_timeout\)/);
    });

    test("an explicit timeoutMs shorter than connection_timeout wins, and is what the error names", async () => {
      const started = performance.now();
      const uri = `amqp://127.0.0.1:${port}?connection_timeout=5000`;
      const error = await rejection(ping(uri, { timeoutMs: 300 }));
      assert.ok(performance.now() - started < 3000, "well before connection_timeout");
      assert.equal(error.code, "timeout");
      assert.match(error.reason, /within 300 ms$/);
      assert.doesNotMatch(error.message, /connection_timeout/);
    });
  });

  test("an IPv6 host reaches the address unbracketed, and AMQP 0-9-1 is spoken", async () => {
    const headers: string[] = [];
    const peers: string[] = [];
    const server = createServer((socket) => {
      peers.push(socket.remoteAddress ?? "");
      recordHeader(socket, headers);
    });
    const port = await listen(server, "::1");
    try {
      await rejectsWith(ping(`amqp://[::1]:${port}`), "connection-reset");
      // The second connection is the TLS probe that follows a dropped connection (a TLS port drops a
      // plain-text client): a ClientHello, a TLS handshake record, and no AMQP.
      assert.deepEqual(peers, ["::1", "::1"]);
      assert.equal(headers[0], AMQP_HEADER);
      assert.equal(headers[1]?.charCodeAt(0), 0x16);
    } finally {
      await close(server);
    }
  });
});

interface TlsVisit {
  readonly servername: string | null;
  readonly authorized: boolean;
}

describe("amqps: the TLS options reach the handshake", () => {
  const cert = readFileSync(CERT_FILE);
  const key = readFileSync(KEY_FILE);
  const names: string[] = [];
  const visits: TlsVisit[] = [];
  const headers: string[] = [];
  const options: TlsOptions = {
    cert,
    key,
    ca: cert,
    requestCert: true,
    rejectUnauthorized: false, // the test looks at `authorized` instead of failing the handshake
    SNICallback: (name, done) => {
      names.push(name);
      done(null, createSecureContext({ cert, key, ca: cert }));
    },
  };
  const server = createTlsServer(options, (socket: TLSSocket) => {
    visits.push({ servername: socket.servername || null, authorized: socket.authorized });
    recordHeader(socket, headers);
  });
  server.on("tlsClientError", () => undefined);
  let port = 0;
  const temp = mkdtempSync(join(tmpdir(), "dburi-amqp-"));
  const combined = join(temp, "cert-and-key.pem");
  writeFileSync(combined, `${cert}${key}`);

  before(async () => {
    port = await listen(server, "127.0.0.1");
  });
  after(async () => {
    await close(server);
    rmSync(temp, { recursive: true, force: true });
  });

  function reset(): void {
    names.length = 0;
    visits.length = 0;
    headers.length = 0;
  }

  const ca = `cacertfile=${encodePercent(CERT_FILE)}`;

  test("cacertfile: the certificate verifies, SNI is the host name, AMQP flows inside TLS", async () => {
    reset();
    await rejectsWith(ping(`amqps://localhost:${port}?${ca}`), "connection-reset");
    assert.deepEqual(names, ["localhost"]);
    assert.deepEqual(headers, [AMQP_HEADER]);
  });

  test("without cacertfile the self-signed certificate fails: tls-error", async () => {
    reset();
    await rejectsWith(ping(`amqps://localhost:${port}`), "tls-error");
    assert.deepEqual(headers, []);
  });

  test("verify=verify_none skips verification", async () => {
    reset();
    await rejectsWith(ping(`amqps://localhost:${port}?verify=verify_none`), "connection-reset");
    assert.deepEqual(headers, [AMQP_HEADER]);
  });

  test("server_name_indication is sent and checked against the certificate", async () => {
    reset();
    await rejectsWith(
      ping(`amqps://localhost:${port}?${ca}&server_name_indication=other.example`),
      "tls-error",
    );
    assert.deepEqual(names, ["other.example"]);
    assert.deepEqual(headers, []);
  });

  test("an IP address host sends no SNI and verifies against the certificate's IP", async () => {
    reset();
    await rejectsWith(ping(`amqps://127.0.0.1:${port}?${ca}`), "connection-reset");
    assert.deepEqual(names, []);
    assert.deepEqual(headers, [AMQP_HEADER]);
  });

  test("certfile, keyfile and password: the client certificate is presented with its encrypted key", async () => {
    reset();
    const uri = `amqps://localhost:${port}?${ca}&certfile=${encodePercent(CERT_FILE)}&keyfile=${encodePercent(ENCRYPTED_KEY_FILE)}&password=${encodePercent(PASSPHRASE)}`;
    await rejectsWith(ping(uri), "connection-reset");
    assert.deepEqual(visits, [{ servername: "localhost", authorized: true }]);
  });

  test("without a client certificate the server sees none", async () => {
    reset();
    await rejectsWith(ping(`amqps://localhost:${port}?${ca}`), "connection-reset");
    assert.deepEqual(visits, [{ servername: "localhost", authorized: false }]);
  });

  test("certfile alone: the key is read from the same file", async () => {
    reset();
    await rejectsWith(
      ping(`amqps://localhost:${port}?${ca}&certfile=${encodePercent(combined)}`),
      "connection-reset",
    );
    assert.deepEqual(visits, [{ servername: "localhost", authorized: true }]);
  });

  test("a wrong key passphrase: tls-error, without the passphrase", async () => {
    const uri = `amqps://localhost:${port}?${ca}&certfile=${encodePercent(CERT_FILE)}&keyfile=${encodePercent(ENCRYPTED_KEY_FILE)}&password=wr0ng-Passphrase`;
    await rejectsWith(ping(uri), "tls-error", ["wr0ng-Passphrase"]);
  });

  test("a cacertfile that does not exist: unreadable-file", async () => {
    await rejectsWith(
      ping(`amqps://localhost:${port}?cacertfile=${encodePercent(join(temp, "none.pem"))}`),
      "unreadable-file",
    );
  });
});

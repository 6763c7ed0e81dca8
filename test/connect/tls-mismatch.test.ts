// A client and a server that disagree about TLS on a port: the error is a tls-error that says which side
// does not speak TLS, in words, with the URI switched over (redacted) as the fix. TLS asked of a server
// that speaks plain text shows as OpenSSL's "wrong version number" when the server answers the handshake
// (RabbitMQ), or as a handshake that stalls (Redis waits for the end of a command that never ends), which
// a plain-text probe of the port explains. Plain text sent to a TLS port is dropped, and a TLS probe of
// the port explains that.
import assert from "node:assert/strict";
import { createServer, type Socket } from "node:net";
import { after, before, describe, test } from "node:test";
import { connectionError, timeoutError, tlsMismatchError } from "../../src/connect/errors.ts";
import {
  AMQP_GREETING,
  explainFailure,
  type MismatchWatch,
  PG_GREETING,
  probePlain,
  probeTls,
  REDIS_GREETING,
} from "../../src/connect/probe.ts";
import { switchedTlsUri } from "../../src/connect/tls-uri.ts";
import { connect, DburiError, interpret, ping } from "../../src/index.ts";
import { silentServer } from "../helpers/network.ts";
import { redisServerSkip, startTlsRedisServer, type TlsRedisServer } from "../helpers/redis-server.ts";
import { rejection } from "../helpers/rejection.ts";
import { serviceSkip } from "../helpers/services.ts";
import { startTlsListener, type TlsListener, tlsListenerSkip } from "../helpers/tls-listener.ts";

const DRIVERS = ["redis", "ioredis"] as const;
/** The password of every URI here: no error may show it. */
const SECRET = "s3cretPw";

// What Node's TLS socket raises when the first bytes back are no TLS record (OpenSSL's SSL_R_WRONG_VERSION_NUMBER).
const OPENSSL_LINE =
  "809C2620947F0000:error:0A00010B:SSL routines:ssl3_get_record:wrong version number:../deps/openssl/openssl/ssl/record/ssl3_record.c:350:\n";

/** The error and every error in its cause chain hold no trace of SECRET. */
function assertNoSecret(error: DburiError): void {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    assert.ok(!e.message.includes(SECRET), `a password in: ${e.message}`);
  }
  assert.ok(!(error.fix ?? "").includes(SECRET), `a password in the fix: ${error.fix}`);
  assert.ok(!error.reason.includes(SECRET), `a password in the reason: ${error.reason}`);
}

/** Pings, expects a tls-error, and returns it and how long it took. */
async function mismatch(uri: string, options: { driver?: string; timeoutMs: number }) {
  const started = performance.now();
  const error = await rejection(ping(uri, options));
  const elapsed = performance.now() - started;
  assert.equal(error.code, "tls-error", error.message);
  assertNoSecret(error);
  return { error, elapsed };
}

describe("a TLS handshake answered in plain text", () => {
  test("is a tls-error that says the server does not speak TLS on that port", () => {
    const target = interpret(`amqps://app:${SECRET}@127.0.0.1:5672/%2F`);
    const raw = Object.assign(new Error(OPENSSL_LINE), { code: "ERR_SSL_WRONG_VERSION_NUMBER" });
    const error = connectionError(raw, { target, engineName: "RabbitMQ" });
    assert.equal(error.code, "tls-error");
    assert.match(
      error.reason,
      /^RabbitMQ at 127\.0\.0\.1:5672: the URI asks for TLS, but the server answered/,
    );
    assert.match(error.reason, /does not speak TLS on this port/);
    assert.doesNotMatch(error.reason, /ssl3_get_record/);
    assert.equal(
      error.fix,
      "connect without TLS: amqp://app:***@127.0.0.1:5672/%2F, or use the port where the server speaks TLS",
    );
    assert.match(String((error.cause as Error).message), /wrong version number/);
    assert.equal((error.cause as { code?: string }).code, "ERR_SSL_WRONG_VERSION_NUMBER");
    assertNoSecret(error);
  });

  test("with no plain scheme to switch to, the fix names the engine's setting", () => {
    const raw = Object.assign(new Error(OPENSSL_LINE), { code: "ERR_SSL_WRONG_VERSION_NUMBER" });
    const pg = interpret("postgresql://app@127.0.0.1:5432/shop?sslmode=require");
    assert.equal(
      connectionError(raw, { target: pg, engineName: "PostgreSQL" }).fix,
      "connect without TLS (sslmode=disable), or use the port where the server speaks TLS",
    );
    const mysql = interpret("mysql://app@127.0.0.1:3306/shop?ssl-mode=REQUIRED");
    assert.equal(
      connectionError(raw, { target: mysql, engineName: "MySQL" }).fix,
      "connect without TLS (ssl-mode=DISABLED), or use the port where the server speaks TLS",
    );
  });

  test("other TLS failures keep the driver's message and the certificate fix", () => {
    const target = interpret("amqps://app:s3cret@127.0.0.1:5671/%2F");
    const raw = Object.assign(new Error("self-signed certificate"), { code: "DEPTH_ZERO_SELF_SIGNED_CERT" });
    const error = connectionError(raw, { target, engineName: "RabbitMQ" });
    assert.equal(error.code, "tls-error");
    assert.match(error.reason, /self-signed certificate$/);
    assert.match(error.fix ?? "", /certificate settings/);
  });
});

describe("the URI switched over for the fix (switchedTlsUri)", () => {
  const cases: readonly [uri: string, tls: boolean, expected: string | null][] = [
    [`rediss://:${SECRET}@127.0.0.1:6379/0`, false, "redis://:***@127.0.0.1:6379/0"],
    // TLS settings go with TLS; the rest of the query stays.
    [
      `rediss://:${SECRET}@127.0.0.1/2?ssl_cert_reqs=none&socket_timeout=2`,
      false,
      "redis://:***@127.0.0.1/2?socket_timeout=2",
    ],
    // redis: with ssl=true asks for TLS too: dropping ssl turns it off.
    [`redis://:${SECRET}@h/0?ssl=true`, false, "redis://:***@h/0"],
    [`redis://app:${SECRET}@127.0.0.1:7000/0`, true, "rediss://app:***@127.0.0.1:7000/0"],
    [`redis://app@127.0.0.1/0?password=${SECRET}`, true, "rediss://app@127.0.0.1/0?password=***"],
    // amqp and amqps have different default ports: the port that was tried is written out.
    [`amqp://app:${SECRET}@127.0.0.1/`, true, "amqps://app:***@127.0.0.1:5672/"],
    [
      `amqps://app:${SECRET}@127.0.0.1/%2F?cacertfile=/etc/ca.pem&heartbeat=5`,
      false,
      "amqp://app:***@127.0.0.1:5671/%2F?heartbeat=5",
    ],
    ["rediss://[::1]:6390", false, "redis://[::1]:6390"],
    // No counterpart scheme: a unix socket, a db: URI, an SQL URI (TLS is a query setting there).
    ["unix:///run/redis.sock", true, null],
    ["db:redis://h", true, null],
    ["postgresql://h/db", true, null],
  ];
  for (const [uri, tls, expected] of cases) {
    test(`${uri.replace(SECRET, "***")} with${tls ? "" : "out"} TLS: ${expected}`, () => {
      assert.equal(switchedTlsUri(interpret(uri), tls), expected);
    });
  }
});

describe("the engines' plain-text greetings recognise their answers", () => {
  test("Redis: a RESP simple string or error, whatever it says", () => {
    for (const reply of [
      "+PONG\r\n",
      "-NOAUTH Authentication required.\r\n",
      "-DENIED Redis is running\r\n",
    ]) {
      assert.equal(REDIS_GREETING.recognise(Buffer.from(reply)), true, reply);
    }
    assert.equal(REDIS_GREETING.recognise(Buffer.from("+PO")), undefined, "not yet known");
    // A TLS alert, an HTTP answer, AMQP's header: not Redis.
    assert.equal(REDIS_GREETING.recognise(Buffer.from([0x15, 0x03, 0x03, 0x00, 0x02])), false);
    assert.equal(REDIS_GREETING.recognise(Buffer.from("HTTP/1.1 400 Bad Request\r\n")), false);
    assert.equal(REDIS_GREETING.recognise(Buffer.from("AMQP\x00\x00\x09\x01", "latin1")), false);
  });

  test("PostgreSQL: 'N' to an SSLRequest, and nothing after it", () => {
    assert.equal(PG_GREETING.recognise(Buffer.from("N")), true);
    assert.equal(PG_GREETING.recognise(Buffer.from("S")), false, "a server that offers TLS");
    assert.equal(PG_GREETING.recognise(Buffer.from("N+PONG")), false);
  });

  test("AMQP: connection.start, or the server's protocol header", () => {
    // A method frame on channel 0 (size 0x01d4), class 10, method 10: connection.start.
    const start = Buffer.from([1, 0, 0, 0, 0, 1, 0xd4, 0, 10, 0, 10, 0, 9]);
    assert.equal(AMQP_GREETING.recognise(start), true);
    assert.equal(AMQP_GREETING.recognise(start.subarray(0, 5)), undefined, "not yet known");
    assert.equal(AMQP_GREETING.recognise(Buffer.from("AMQP\x00\x00\x09\x01", "latin1")), true);
    assert.equal(AMQP_GREETING.recognise(Buffer.from("AM")), undefined);
    assert.equal(AMQP_GREETING.recognise(Buffer.from("-ERR unknown command\r\n")), false);
    assert.equal(AMQP_GREETING.recognise(Buffer.from([0x15, 0x03, 0x03, 0x00, 0x02])), false);
  });
});

describe("tlsMismatchError", () => {
  test("a plain-text server where the URI asks for TLS: says so, names redis://, keeps the timeout as cause", () => {
    const target = interpret(`rediss://:${SECRET}@127.0.0.1:6379/0`);
    const cause = timeoutError(target, "Redis", 250, { stage: "finish connecting" });
    const error = tlsMismatchError({
      target,
      engineName: "Redis",
      spoken: "plain",
      evidence: "the TLS handshake got no answer in 250 ms, and a plain-text PING did",
      stage: "connecting",
      cause,
    });
    assert.equal(error.code, "tls-error");
    assert.equal(
      error.reason,
      "Redis at 127.0.0.1:6379, connecting: the URI asks for TLS, but the server on that port speaks plain text, not TLS (the TLS handshake got no answer in 250 ms, and a plain-text PING did)",
    );
    assert.equal(
      error.fix,
      "connect without TLS: redis://:***@127.0.0.1:6379/0, or use the port where the server speaks TLS",
    );
    assert.equal(error.cause, cause);
    assertNoSecret(error);
  });

  test("a TLS server where the URI asks for plain text: says so and names amqps://", () => {
    const target = interpret(`amqp://app:${SECRET}@127.0.0.1:5671/`);
    const cause = new DburiError({ code: "connection-reset", reason: "Socket closed abruptly" });
    const error = tlsMismatchError({
      target,
      engineName: "RabbitMQ",
      spoken: "tls",
      evidence: "a TLS handshake on the same port was answered",
      cause,
    });
    assert.match(error.reason, /the URI asks for plain text, but the server on that port speaks TLS/);
    assert.equal(
      error.fix,
      "connect with TLS: amqps://app:***@127.0.0.1:5671/, or use the port where the server speaks plain text",
    );
    assert.equal(error.cause, cause);
    assertNoSecret(error);
  });
});

describe("explainFailure leaves alone what no probe can explain (no network)", () => {
  const target = interpret(`redis://:${SECRET}@127.0.0.1:1/0`);
  const watch: MismatchWatch = {
    target,
    engineName: "Redis",
    endpoint: { host: "127.0.0.1", port: 1 },
    greeting: REDIS_GREETING,
  };
  const reset = new DburiError({ code: "connection-reset", reason: "read ECONNRESET" });
  test("a refused password, a refused connection, a timeout: not a dropped connection", async () => {
    for (const code of ["auth-failed", "connection-refused", "timeout"] as const) {
      const error = new DburiError({ code, reason: code });
      assert.equal(await explainFailure(error, watch, 5000), error);
    }
  });
  test("no port to probe (a unix socket), or no time left", async () => {
    assert.equal(await explainFailure(reset, { ...watch, endpoint: null }, 5000), reset);
    assert.equal(await explainFailure(reset, watch, 0), reset);
  });
});

/**
 * A plain-text Redis look-alike on loopback: it answers every RESP command with NOAUTH and anything else
 * with nothing, as Redis does when it reads a TLS ClientHello as the start of a command that never ends.
 */
async function plainRedisLookAlike(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
    socket.on("close", () => sockets.delete(socket));
    socket.on("data", (data) => {
      if (data[0] === 0x2a) socket.write("-NOAUTH Authentication required.\r\n");
    });
  });
  const port = await new Promise<number>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : 0);
    });
  });
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return { port, close };
}

describe("the probes (loopback servers in this process)", () => {
  let lookAlike: Awaited<ReturnType<typeof plainRedisLookAlike>>;
  let silent: Awaited<ReturnType<typeof silentServer>>;
  before(async () => {
    lookAlike = await plainRedisLookAlike();
    silent = await silentServer();
  });
  after(async () => {
    await lookAlike.close();
    await silent.close();
  });

  test("a plain-text PING is answered by the look-alike, and a TLS handshake is not", async () => {
    assert.equal(
      await probePlain({ host: "127.0.0.1", port: lookAlike.port }, REDIS_GREETING, 2000).result,
      true,
    );
    const started = performance.now();
    assert.equal(await probeTls({ host: "127.0.0.1", port: lookAlike.port }, 300).result, false);
    assert.ok(performance.now() - started < 1000, "bounded by its time limit");
  });

  test("a silent server answers neither, within the time given; stop() ends a probe at once", async () => {
    const endpoint = { host: "127.0.0.1", port: silent.port };
    const started = performance.now();
    assert.equal(await probePlain(endpoint, REDIS_GREETING, 200).result, false);
    assert.equal(await probeTls(endpoint, 200).result, false);
    assert.ok(performance.now() - started < 1500, `${performance.now() - started} ms`);
    const probe = probeTls(endpoint, 60_000);
    probe.stop();
    assert.equal(await probe.result, false);
  });
});

describe("rediss:// to a plain-text Redis look-alike that ignores the TLS handshake (loopback)", () => {
  let lookAlike: Awaited<ReturnType<typeof plainRedisLookAlike>>;
  before(async () => {
    lookAlike = await plainRedisLookAlike();
  });
  after(() => lookAlike.close());

  for (const driver of DRIVERS) {
    test(`a tls-error long before the deadline, naming redis:// (${driver})`, async () => {
      const uri = `rediss://:${SECRET}@127.0.0.1:${lookAlike.port}/0`;
      const { error, elapsed } = await mismatch(uri, { driver, timeoutMs: 8000 });
      // The probe starts after a quarter of the opening's limit, at most 1 s, and answers at once.
      assert.ok(elapsed < 4000, `${elapsed} ms`);
      assert.match(error.reason, /speaks plain text, not TLS/);
      assert.equal(
        error.fix,
        `connect without TLS: redis://:***@127.0.0.1:${lookAlike.port}/0, or use the port where the server speaks TLS`,
      );
      assert.equal((error.cause as DburiError).code, "timeout");
    });
  }
});

const redisSkip = await serviceSkip("Redis", 6379);

describe("rediss:// to the plaintext Redis on 127.0.0.1:6379", { skip: redisSkip }, () => {
  for (const driver of DRIVERS) {
    test(`ping: a tls-error saying the server speaks plain text, fix redis://... (${driver})`, async () => {
      const uri = `rediss://:${SECRET}@127.0.0.1:6379/0`;
      const { error, elapsed } = await mismatch(uri, { driver, timeoutMs: 10_000 });
      assert.match(
        error.reason,
        /^Redis at 127\.0\.0\.1:6379, connecting: the URI asks for TLS, but the server on that port speaks plain text, not TLS \(the TLS handshake got no answer in \d+ ms, and a plain-text PING on the same port got Redis's answer\)$/,
      );
      assert.equal(
        error.fix,
        "connect without TLS: redis://:***@127.0.0.1:6379/0, or use the port where the server speaks TLS",
      );
      // The stall it explains stays as the cause.
      assert.equal((error.cause as DburiError).code, "timeout");
      assert.match((error.cause as Error).message, /did not finish connecting within \d+ ms/);
      assert.ok(elapsed < 5000, `${elapsed} ms: long before the 10 s deadline`);
    });
  }

  test("connect, too (redis)", async () => {
    const error = await rejection(connect(`rediss://:${SECRET}@127.0.0.1:6379/0`, { timeoutMs: 4000 }));
    assert.equal(error.code, "tls-error", error.message);
    assert.match(error.fix ?? "", /redis:\/\/:\*\*\*@127\.0\.0\.1:6379\/0/);
    assertNoSecret(error);
  });

  // The probe runs beside the opening (see watchOpening): it takes nothing from the deadline and never
  // extends it, however short the deadline.
  for (const timeoutMs of [60, 300, 1200]) {
    for (const driver of DRIVERS) {
      test(`timeoutMs ${timeoutMs} still bounds the attempt (${driver})`, async () => {
        const started = performance.now();
        const error = await rejection(ping(`rediss://:${SECRET}@127.0.0.1:6379/0`, { driver, timeoutMs }));
        const elapsed = performance.now() - started;
        assert.ok(["tls-error", "timeout"].includes(error.code), error.message);
        assertNoSecret(error);
        // Drivers load within the deadline too; the slack is a busy machine's, and less than a probe's 1 s.
        assert.ok(elapsed < timeoutMs + 500, `${elapsed} ms for timeoutMs ${timeoutMs}`);
      });
    }
  }
});

describe("redis:// to a TLS-only redis-server", { skip: redisServerSkip() }, () => {
  let server: TlsRedisServer;
  before(async () => {
    server = await startTlsRedisServer();
  });
  after(() => server?.stop());

  for (const driver of DRIVERS) {
    test(`ping: a tls-error saying the server speaks TLS, fix rediss://... (${driver})`, async () => {
      const uri = `redis://:${SECRET}@127.0.0.1:${server.port}/0`;
      const { error, elapsed } = await mismatch(uri, { driver, timeoutMs: 10_000 });
      assert.match(
        error.reason,
        new RegExp(
          `^Redis at 127\\.0\\.0\\.1:${server.port}, connecting: the URI asks for plain text, but the server on that port speaks TLS \\(the plain-text attempt failed \\(connection-\\w+\\), and a TLS handshake on the same port was answered\\)$`,
        ),
      );
      assert.equal(
        error.fix,
        `connect with TLS: rediss://:***@127.0.0.1:${server.port}/0, or use the port where the server speaks plain text`,
      );
      assert.match((error.cause as DburiError).code, /^connection-/);
      assert.ok(elapsed < 5000, `${elapsed} ms`);
    });
  }
});

describe("amqp:// to a TLS-only port", { skip: tlsListenerSkip() }, () => {
  // A stand-in for a TLS listener such as RabbitMQ's 5671: Node's TLS server on a free loopback port.
  let listener: TlsListener;
  before(async () => {
    listener = await startTlsListener();
  });
  after(() => listener?.stop());

  test("the TLS probe gets its handshake answered", async () => {
    assert.equal(await probeTls({ host: "127.0.0.1", port: listener.port }, 2000).result, true);
  });

  test("ping: a tls-error saying the server speaks TLS, fix amqps://...", async () => {
    const uri = `amqp://app:${SECRET}@127.0.0.1:${listener.port}/`;
    const { error, elapsed } = await mismatch(uri, { timeoutMs: 10_000 });
    assert.match(
      error.reason,
      new RegExp(
        `^RabbitMQ at 127\\.0\\.0\\.1:${listener.port}: the URI asks for plain text, but the server on that port speaks TLS`,
      ),
    );
    assert.equal(
      error.fix,
      `connect with TLS: amqps://app:***@127.0.0.1:${listener.port}/, or use the port where the server speaks plain text`,
    );
    assert.equal((error.cause as DburiError).code, "connection-reset");
    assert.ok(elapsed < 5000, `${elapsed} ms`);
  });
});

const postgresSkip = await serviceSkip("PostgreSQL", 5432);

describe("sslnegotiation=direct to the plaintext PostgreSQL on 127.0.0.1:5432", {
  skip: postgresSkip,
}, () => {
  // A direct TLS handshake, which a server without TLS drops; an SSLRequest answered 'N' says why.
  test("a tls-error saying the server speaks plain text, fix sslmode=disable", async () => {
    const uri = `postgresql://app:${SECRET}@127.0.0.1:5432/postgres?sslmode=require&sslnegotiation=direct`;
    const { error } = await mismatch(uri, { timeoutMs: 5000 });
    assert.match(
      error.reason,
      /^PostgreSQL at 127\.0\.0\.1:5432: the URI asks for TLS, but the server on that port speaks plain text, not TLS \(the TLS attempt failed \(connection-reset\), and a plain-text SSLRequest on the same port got PostgreSQL's answer\)$/,
    );
    assert.equal(
      error.fix,
      "connect without TLS (sslmode=disable), or use the port where the server speaks TLS",
    );
    assert.equal((error.cause as DburiError).code, "connection-reset");
  });
});

const rabbitSkip = await serviceSkip("RabbitMQ", 5672);

describe("amqps:// to the plaintext RabbitMQ on 127.0.0.1:5672", { skip: rabbitSkip }, () => {
  test("fails with tls-error saying the server does not speak TLS there", async () => {
    const { error } = await mismatch(`amqps://guest:${SECRET}@127.0.0.1:5672/%2F`, { timeoutMs: 5000 });
    assert.match(error.reason, /does not speak TLS on this port/);
    assert.equal(
      error.fix,
      "connect without TLS: amqp://guest:***@127.0.0.1:5672/%2F, or use the port where the server speaks TLS",
    );
  });
});

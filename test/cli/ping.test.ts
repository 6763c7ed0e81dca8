// dburi ping against the local servers, through the built CLI.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { after, before, describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { closedPort, silentServer } from "../helpers/network.ts";
import { redisServerSkip, startTlsRedisServer, type TlsRedisServer } from "../helpers/redis-server.ts";
import { serviceSkip } from "../helpers/services.ts";
import { assertNoSecret, dburi } from "./run.ts";

const SERVERS = [
  {
    name: "Redis",
    port: 6379,
    engine: "redis",
    uris: ["redis://127.0.0.1:6379/0"],
    drivers: ["redis", "ioredis"],
  },
  {
    name: "RabbitMQ",
    port: 5672,
    engine: "amqp",
    uris: ["amqp://guest:guest@127.0.0.1:5672/%2f"],
    drivers: [undefined],
  },
  {
    name: "PostgreSQL",
    port: 5432,
    engine: "pg",
    uris: ["postgresql://postgres@127.0.0.1:5432/postgres", "db:pg://postgres@127.0.0.1/postgres"],
    drivers: [undefined],
  },
  {
    name: "MariaDB",
    port: 3306,
    engine: "mysql",
    uris: ["mysql://root@127.0.0.1:3306/mysql"],
    drivers: ["mysql2", "mariadb"],
  },
];

/** The keys of every `ping --json` document, success or failure, in order (README: JSON output). */
const DOCUMENT_KEYS = [
  "ok",
  "engine",
  "driver",
  "host",
  "port",
  "database",
  "latencyMs",
  "serverVersion",
  "error",
];

for (const server of SERVERS) {
  const skip = await serviceSkip(server.name, server.port);
  describe(`dburi ping ${server.name}`, { skip }, () => {
    for (const uri of server.uris) {
      for (const driver of server.drivers) {
        const args = ["ping", uri, ...(driver ? ["--driver", driver] : [])];
        test(args.slice(1).join(" "), () => {
          const run = dburi(args);
          assert.equal(run.status, 0, run.stderr);
          assert.match(run.stdout, new RegExp(`^ok {2}${server.engine} \\S+`));
          assert.match(run.stdout, / ms/);
          const json = JSON.parse(dburi([...args, "--json"]).stdout);
          assert.deepEqual(Object.keys(json), DOCUMENT_KEYS);
          assert.equal(json.ok, true);
          assert.equal(json.latencyMs, Math.round(json.latencyMs * 1000) / 1000);
          assert.equal(json.engine, server.engine);
          assert.equal(typeof json.serverVersion, "string");
          assert.equal(typeof json.latencyMs, "number");
          assert.equal(json.error, null);
        });
      }
    }
  });
}

const redisSkip = await serviceSkip("Redis", 6379);

describe("dburi ping: the URI from --env and from standard input", { skip: redisSkip }, () => {
  const uri = "redis://127.0.0.1:6379/0";
  test("--env NAME", () => {
    const run = dburi(["ping", "--env", "REDIS_URL", "--json"], { env: { REDIS_URL: uri } });
    assert.equal(run.status, 0, run.stderr);
    const json = JSON.parse(run.stdout);
    assert.equal(json.ok, true);
    assert.deepEqual([json.engine, json.host, json.port], ["redis", "127.0.0.1", 6379]);
  });
  test("- reads standard input", () => {
    const run = dburi(["ping", "-", "--timeout", "5000"], { input: `${uri}\n` });
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /^ok {2}redis \S+ {2}127\.0\.0\.1:6379 {2}db 0 {2}[\d.]+ ms/);
  });
});

const rabbitSkip = await serviceSkip("RabbitMQ", 5672);

describe("dburi ping failures", () => {
  test("a closed port: connection-refused, exit 1, fast", async () => {
    const port = await closedPort();
    const started = Date.now();
    const run = dburi(["ping", `redis://:s3cretPw@127.0.0.1:${port}/0`, "--timeout", "5000"]);
    assert.equal(run.status, 1);
    assert.match(run.stderr, /connection-refused/);
    assert.ok(Date.now() - started < 4000);
    assertNoSecret(run);
    const json = JSON.parse(dburi(["ping", `redis://:s3cretPw@127.0.0.1:${port}/0`, "--json"]).stdout);
    assert.equal(json.ok, false);
    assert.equal(json.error.code, "connection-refused");
  });
  for (const driver of ["redis", "ioredis"]) {
    test(`--json on failure: the success document's keys, host, port and driver of the attempt (${driver})`, async () => {
      const port = await closedPort();
      const run = dburi(["ping", `redis://:s3cretPw@127.0.0.1:${port}/3`, "--json", "--driver", driver]);
      assert.equal(run.status, 1);
      const json = JSON.parse(run.stdout);
      assert.deepEqual(Object.keys(json), DOCUMENT_KEYS);
      assert.deepEqual(
        { ...json, error: json.error.code },
        {
          ok: false,
          engine: "redis",
          driver,
          host: "127.0.0.1",
          port,
          database: null,
          latencyMs: null,
          serverVersion: null,
          error: "connection-refused",
        },
      );
      assertNoSecret(run);
    });
  }
  test("--json for a URI that does not parse: the same keys, null where unknown", () => {
    const run = dburi(["ping", "redis://:s3cretPw@127.0.0.1:99999/0", "--json"]);
    assert.equal(run.status, 1);
    const json = JSON.parse(run.stdout);
    assert.deepEqual(Object.keys(json), DOCUMENT_KEYS);
    assert.equal(json.host, null);
    assert.equal(json.driver, null);
    assertNoSecret(run);
  });
  for (const value of ["99999999999", "2147483648", "1.5", "0", "-5", "1e3", "abc", ""]) {
    test(`--timeout ${JSON.stringify(value)}: a usage error naming the range, exit 2`, () => {
      const run = dburi(["ping", "redis://127.0.0.1:6379/0", `--timeout=${value}`]);
      assert.equal(run.status, 2, run.stderr);
      assert.match(run.stderr, /--timeout takes a whole number of milliseconds from 1 to 2147483647/);
      assert.doesNotMatch(run.stderr, /TimeoutOverflowWarning/);
      assert.equal(run.stdout, "");
    });
  }
  test("--timeout 2147483647, the largest: accepted", async () => {
    const port = await closedPort();
    const run = dburi(["ping", `redis://127.0.0.1:${port}/0`, "--timeout", "2147483647"]);
    assert.equal(run.status, 1, run.stderr);
    assert.match(run.stderr, /connection-refused/);
    assert.doesNotMatch(run.stderr, /TimeoutOverflowWarning/);
  });
  test("a wrong password: auth-failed without the password, URI from --env", { skip: rabbitSkip }, () => {
    const run = dburi(["ping", "--env", "BROKER_URL"], {
      env: { BROKER_URL: "amqp://guest:s3cretPw@127.0.0.1:5672/%2f" },
    });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /auth-failed/);
    assertNoSecret(run);
  });
  test("a scheme dburi cannot dereference", () => {
    const run = dburi(["ping", "db:oracle://scott:s3cretPw@h/x"]);
    assert.equal(run.status, 1);
    assert.match(run.stderr, /unsupported-engine/);
    assertNoSecret(run);
  });
});

const BIN = fileURLToPath(new URL("../../dist/cli/main.cjs", import.meta.url));

/** Runs the CLI without blocking this process, noting when it first printed and when it exited. */
function timedRun(args: readonly string[]): Promise<{
  status: number | null;
  stderr: string;
  printedAt: number;
  exitedAt: number;
  started: number;
}> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [BIN, ...args], {
      env: { ...process.env, NO_COLOR: "", FORCE_COLOR: "" },
      stdio: ["ignore", "ignore", "pipe"],
      timeout: 60_000,
    });
    let stderr = "";
    let printedAt = Number.NaN;
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => {
      if (stderr === "") printedAt = performance.now();
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("exit", (status) => {
      const exitedAt = performance.now();
      resolve({ status, stderr, printedAt, exitedAt, started });
    });
  });
}

describe("dburi ping a server that accepts and never answers", () => {
  let server: Awaited<ReturnType<typeof silentServer>>;
  before(async () => {
    server = await silentServer();
  });
  after(() => server.close());

  for (const driver of ["redis", "ioredis"]) {
    for (const [query, timeout] of [
      ["?socket_timeout=1", "30000"],
      ["", "1000"],
    ] as const) {
      test(`${query || "--timeout 1000"}: timeout, printed in time, exits right after (${driver})`, async () => {
        const uri = `redis://:s3cretPw@127.0.0.1:${server.port}/0${query}`;
        const run = await timedRun(["ping", uri, "--driver", driver, "--timeout", timeout]);
        assert.equal(run.status, 1, run.stderr);
        assert.match(run.stderr, /\[timeout\]/);
        assert.ok(!run.stderr.includes("s3cretPw"), run.stderr);
        // Far below --timeout 30000, however slowly the process starts on a busy machine.
        assert.ok(run.printedAt - run.started < 15_000, `printed after ${run.printedAt - run.started} ms`);
        // A client left open keeps the process alive for seconds (ioredis waits 2 s per disconnect).
        const lingered = run.exitedAt - run.printedAt;
        assert.ok(lingered < 1800, `exited ${lingered} ms after printing`);
      });
    }
    test(`rediss: --timeout 1000: timeout in the TLS handshake, exits right after (${driver})`, async () => {
      const run = await timedRun([
        "ping",
        `rediss://127.0.0.1:${server.port}/0`,
        "--driver",
        driver,
        "--timeout",
        "1000",
      ]);
      assert.equal(run.status, 1, run.stderr);
      assert.match(run.stderr, /within 1000 ms \[timeout\]/);
      // node-redis left its TLS socket open until its own 5 s connect timeout.
      const lingered = run.exitedAt - run.printedAt;
      assert.ok(lingered < 1800, `exited ${lingered} ms after printing`);
    });
  }
  test("rediss: --timeout 6000: dburi's timeout, not node-redis's 5 s default, and exits right after", async () => {
    const run = await timedRun(["ping", `rediss://127.0.0.1:${server.port}/0`, "--timeout", "6000"]);
    assert.equal(run.status, 1, run.stderr);
    assert.match(run.stderr, /did not finish connecting within 6000 ms \[timeout\]/);
    assert.ok(run.printedAt - run.started >= 5950, `printed after ${run.printedAt - run.started} ms`);
    assert.ok(
      run.exitedAt - run.printedAt < 1800,
      `exited ${run.exitedAt - run.printedAt} ms after printing`,
    );
  });
});

describe("dburi ping rediss: to the local Redis, which speaks plain text", {
  skip: await serviceSkip("Redis", 6379),
}, () => {
  for (const driver of ["redis", "ioredis"]) {
    test(`--timeout 1000: a timeout (or TLS error) at once, and the process exits right after (${driver})`, async () => {
      const run = await timedRun([
        "ping",
        "rediss://127.0.0.1:6379/0",
        "--driver",
        driver,
        "--timeout",
        "1000",
      ]);
      assert.equal(run.status, 1, run.stderr);
      assert.match(run.stderr, /\[(?:timeout|tls-error|connection-reset)\]/);
      assert.ok(run.printedAt - run.started < 15_000, `printed after ${run.printedAt - run.started} ms`);
      const lingered = run.exitedAt - run.printedAt;
      assert.ok(lingered < 1800, `exited ${lingered} ms after printing`);
    });
  }
});

describe("dburi ping over a unix socket", { skip: redisServerSkip() }, () => {
  let server: TlsRedisServer;
  before(async () => {
    server = await startTlsRedisServer();
  });
  after(() => server.stop());

  for (const driver of ["redis", "ioredis"]) {
    test(`redis+unix: the socket path as host, the document's keys only (${driver})`, async () => {
      const uri = `redis+unix://${server.socket}?db=2`;
      const run = dburi(["ping", uri, "--driver", driver, "--json"]);
      assert.equal(run.status, 0, run.stderr);
      const json = JSON.parse(run.stdout);
      assert.deepEqual(Object.keys(json), DOCUMENT_KEYS);
      assert.equal(json.host, server.socket);
      assert.equal(json.port, null);
      assert.equal(json.database, "2");
      const text = dburi(["ping", uri, "--driver", driver]);
      assert.ok(text.stdout.includes(`  ${server.socket}  db 2  `), text.stdout);
      const missing = dburi([
        "ping",
        `redis+unix://${server.socket}.gone?db=2`,
        "--driver",
        driver,
        "--json",
      ]);
      assert.equal(missing.status, 1);
      const failed = JSON.parse(missing.stdout);
      assert.deepEqual(Object.keys(failed), DOCUMENT_KEYS);
      assert.deepEqual([failed.host, failed.port, failed.driver], [`${server.socket}.gone`, null, driver]);
    });
  }
});

// Nothing dropped silently when connecting either: what the driver connected without is one stderr line
// per parameter, and ping() returns it as warnings.
const pgSkip = await serviceSkip("PostgreSQL", 5432);

describe("dburi ping: parameters the driver connected without", { skip: pgSkip }, () => {
  const uri = "postgresql://postgres@127.0.0.1:5432/postgres?channel_binding=prefer&pool_timeout=3&x_app=1";
  test("one standard-error line each; the ping succeeds", () => {
    const run = dburi(["ping", uri]);
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /^ok {2}pg /);
    const lines = run.stderr.trim().split("\n");
    assert.deepEqual(
      lines.map((line) => /^warning: '([^'=]+)=/.exec(line)?.[1]),
      ["pool_timeout", "x_app"],
      run.stderr,
    );
    for (const line of lines) assert.match(line, /\[param-not-carried\]$/);
  });
  test("ping() returns them as warnings; channel_binding=require is carried in part and reported", async () => {
    const { ping } = await import("../../src/index.ts");
    const neon = "postgresql://postgres@127.0.0.1:5432/postgres?channel_binding=require";
    const result = await ping(neon, { timeoutMs: 5000 });
    assert.equal(result.ok, true);
    assert.deepEqual(
      result.warnings?.map((w) => [w.code, w.index]),
      [["param-not-carried", neon.indexOf("channel_binding")]],
    );
    // Under unsupported: "error" the ping refuses it before connecting.
    await assert.rejects(ping(neon, { timeoutMs: 5000, unsupported: "error" }), {
      code: "unsupported-param",
    });
  });
});

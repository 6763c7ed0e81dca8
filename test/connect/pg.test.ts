// connect() and ping() against the PostgreSQL server on this machine (127.0.0.1:5432 and its unix socket).
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import type { Client } from "pg";
import { connect, encodePercent, ping } from "../../src/index.ts";
import { dburi } from "../cli/run.ts";
import { PG, pgSocketDirectory, Scratch, withPgAdmin } from "../helpers/databases.ts";
import { closedPort, openSocketsTo, type SilentServer, silentServer } from "../helpers/network.ts";
import { rejection } from "../helpers/rejection.ts";
import { serviceSkip, uniqueName } from "../helpers/services.ts";

const skip = await serviceSkip("PostgreSQL", PG.port);

async function whoAndWhere(uri: string): Promise<{ database: string; user: string }> {
  const client = (await connect(uri)) as Client;
  try {
    const result = await client.query<{ database: string; user: string }>(
      "SELECT current_database() AS database, current_user AS user",
    );
    return result.rows[0]!;
  } finally {
    await client.end();
  }
}

describe("PostgreSQL: connect", { skip }, () => {
  const scratch = new Scratch();
  let role = "";
  let database = "";
  let socket = "";
  before(async () => {
    role = await scratch.pgRole(uniqueName("dburi_role"));
    database = await scratch.pgDatabase(uniqueName("dburi_db"), role);
    socket = await pgSocketDirectory();
  });
  after(() => scratch.dispose());

  test("over TCP, the server's current_database() and current_user are the URI's", async () => {
    assert.deepEqual(await whoAndWhere(`postgresql://${role}@127.0.0.1:5432/${database}`), {
      database,
      user: role,
    });
  });
  test("db:pg: and postgres:// forms reach the same database", async () => {
    assert.deepEqual(await whoAndWhere(`db:pg://${role}@127.0.0.1/${database}`), { database, user: role });
    assert.deepEqual(await whoAndWhere(`postgres://${role}@localhost/${database}`), { database, user: role });
  });
  test("over the unix socket, given as a %2F-encoded host", async () => {
    const uri = `postgresql://${role}@${encodePercent(socket)}/${database}`;
    assert.match(uri, /^postgresql:\/\/[^/]+@%2F/);
    assert.deepEqual(await whoAndWhere(uri), { database, user: role });
  });
  test("over the unix socket, given as ?host=", async () => {
    assert.deepEqual(await whoAndWhere(`postgresql:///${database}?host=${socket}&user=${role}`), {
      database,
      user: role,
    });
  });
  test("over the default socket, for an empty host (db: proposal)", async () => {
    assert.deepEqual(await whoAndWhere(`db:pg://${role}@/${database}`), { database, user: role });
  });
  test("a database whose name needs encoding (space and /), through the encoded URI", async () => {
    const odd = await scratch.pgDatabase(`${uniqueName("dburi db")}/x`, role);
    const uri = `postgresql://${role}@127.0.0.1/${encodePercent(odd)}`;
    assert.match(uri, /%20.*%2F/);
    assert.deepEqual(await whoAndWhere(uri), { database: odd, user: role });
  });
  test("a host list: the first host that accepts is used, as libpq does", async () => {
    const port = await closedPort();
    const result = await ping(`postgresql://${role}@127.0.0.1:${port},127.0.0.1:5432/${database}`);
    assert.equal(result.port, 5432);
  });
});

describe("PostgreSQL: ping", { skip }, () => {
  test("reports the server, the database and the time it took", async () => {
    const result = await ping(`postgresql://${PG.admin}@127.0.0.1/postgres`);
    assert.equal(result.ok, true);
    assert.equal(result.engine, "pg");
    assert.equal(result.driver, "pg");
    assert.equal(result.host, "127.0.0.1");
    assert.equal(result.port, 5432);
    assert.equal(result.database, "postgres");
    assert.match(result.serverVersion ?? "", /^\d+(\.\d+)?/);
    assert.ok(result.latencyMs > 0 && result.latencyMs < 5000);
  });
  test("sslmode=prefer falls back to plain when the server has no TLS, as libpq does", async (t) => {
    if ((await withTlsOff()) === "on") return t.skip("this PostgreSQL has TLS on");
    const result = await ping(`postgresql://${PG.admin}@127.0.0.1/postgres?sslmode=prefer`);
    assert.equal(result.ok, true);
  });
});

/** Whether the server runs without TLS (as this machine's does): the TLS tests below depend on it. */
async function withTlsOff(): Promise<"on" | "off"> {
  const client = (await connect(`postgresql://${PG.admin}@127.0.0.1/postgres`)) as Client;
  try {
    return (await client.query<{ ssl: "on" | "off" }>("SHOW ssl")).rows[0]!.ssl;
  } finally {
    await client.end();
  }
}

describe("PostgreSQL: failures carry codes", { skip }, () => {
  test("a missing database: database-not-found", async () => {
    const error = await rejection(ping(`postgresql://${PG.admin}@127.0.0.1/${uniqueName("dburi_missing")}`));
    assert.equal(error.code, "database-not-found");
  });
  test("a missing role: auth-failed", async () => {
    const error = await rejection(ping(`postgresql://${uniqueName("dburi_nobody")}@127.0.0.1/postgres`));
    assert.equal(error.code, "auth-failed");
  });
  test("sslmode=require against a server without TLS: tls-required", async (t) => {
    if ((await withTlsOff()) === "on") return t.skip("this PostgreSQL has TLS on");
    const error = await rejection(ping(`postgresql://${PG.admin}@127.0.0.1/postgres?sslmode=require`));
    assert.equal(error.code, "tls-required");
    assert.match(error.fix ?? "", /enable TLS on the server/);
  });
  test("a closed loopback port fails fast: connection-refused", async () => {
    const port = await closedPort();
    const started = performance.now();
    const error = await rejection(ping(`postgresql://${PG.admin}@127.0.0.1:${port}/postgres`));
    assert.equal(error.code, "connection-refused");
    assert.ok(performance.now() - started < 1000);
  });
  test("connect_timeout=1 is honoured as libpq reads it, 2 seconds: then timeout, naming it", async () => {
    const server = await silentServer({ halfClose: "ignore" });
    try {
      const started = performance.now();
      const error = await rejection(
        ping(`postgresql://${PG.admin}@127.0.0.1:${server.port}/postgres?connect_timeout=1`),
      );
      const elapsed = performance.now() - started;
      assert.equal(error.code, "timeout");
      assert.match(error.message, /2000 ms \(the URI's connect_timeout\)/);
      assert.ok(elapsed >= 1900 && elapsed < 3000, `${elapsed} ms`);
    } finally {
      await server.close();
    }
  });
  test("without connect_timeout, ConnectOptions.timeoutMs bounds the attempt", async () => {
    const server = await silentServer({ halfClose: "ignore" });
    try {
      const started = performance.now();
      const error = await rejection(
        ping(`postgresql://${PG.admin}@127.0.0.1:${server.port}/postgres`, { timeoutMs: 300 }),
      );
      assert.equal(error.code, "timeout");
      assert.ok(performance.now() - started < 2000);
    } finally {
      await server.close();
    }
  });
  test("a missing socket directory: socket-not-found", async () => {
    const error = await rejection(ping(`postgresql://${PG.admin}@%2Fnonexistent%2Fdburi/postgres`));
    assert.equal(error.code, "socket-not-found");
  });
  test("an unreadable certificate file: tls-file-unreadable, before any connection", async () => {
    const error = await rejection(
      ping(`postgresql://${PG.admin}@127.0.0.1/postgres?sslmode=verify-full&sslrootcert=/nonexistent/ca.pem`),
    );
    assert.equal(error.code, "tls-file-unreadable");
  });
});

/** Asserts that nothing of this process still holds a connection to the server, nor the server one from it. */
async function assertNothingOpen(server: SilentServer): Promise<void> {
  assert.deepEqual(openSocketsTo(server.port).length, 0, "a socket of this process is still open");
  assert.equal(await server.drained(200), 0, "the server still holds a connection");
}

describe("PostgreSQL: timeoutMs bounds the whole attempt; connect_timeout each connection", { skip }, () => {
  let server: SilentServer;
  before(async () => {
    server = await silentServer({ halfClose: "ignore" });
  });
  after(() => server.close());

  test("timeoutMs caps a longer connect_timeout, and the socket is closed when it fails", async () => {
    const started = performance.now();
    const error = await rejection(
      ping(`postgresql://${PG.admin}@127.0.0.1:${server.port}/postgres?connect_timeout=3`, {
        timeoutMs: 1000,
      }),
    );
    const elapsed = performance.now() - started;
    assert.equal(error.code, "timeout");
    assert.match(error.message, /within 1000 ms/);
    assert.doesNotMatch(error.message, /connect_timeout/);
    assert.ok(elapsed >= 950 && elapsed < 1500, `${elapsed} ms`);
    await assertNothingOpen(server);
  });
  test("a host list shares one timeoutMs: three silent hosts take it once, not three times", async () => {
    const hosts = [1, 2, 3].map(() => `127.0.0.1:${server.port}`).join(",");
    const started = performance.now();
    const error = await rejection(ping(`postgresql://${PG.admin}@${hosts}/postgres`, { timeoutMs: 500 }));
    const elapsed = performance.now() - started;
    assert.equal(error.code, "timeout");
    assert.match(error.reason, /not tried/);
    assert.ok(elapsed >= 450 && elapsed < 900, `${elapsed} ms`);
    await assertNothingOpen(server);
  });
  test("without timeoutMs, connect_timeout applies to each host of a list, as libpq's does", async () => {
    const before = server.accepted();
    const started = performance.now();
    const error = await rejection(
      ping(
        `postgresql://${PG.admin}@127.0.0.1:${server.port},127.0.0.1:${server.port}/postgres?connect_timeout=2`,
      ),
    );
    const elapsed = performance.now() - started;
    assert.equal(error.code, "timeout");
    assert.equal(server.accepted() - before, 2, "both hosts were tried");
    assert.ok(elapsed >= 3900 && elapsed < 5500, `${elapsed} ms`);
    await assertNothingOpen(server);
  });
});

describe("PostgreSQL: a host list stops at the first server that answers, as libpq does", { skip }, () => {
  let server: SilentServer;
  before(async () => {
    server = await silentServer({ halfClose: "ignore" });
  });
  after(() => server.close());

  /** Pings `first` then the silent server; the silent one must never be contacted. */
  async function stopsAt(first: string, query = ""): Promise<string> {
    const before = server.accepted();
    const uri = `postgresql://${first},127.0.0.1:${server.port}/${query}`;
    const error = await rejection(ping(uri, { timeoutMs: 5000 }));
    assert.equal(server.accepted(), before, "the next host was tried");
    return error.code;
  }
  test("auth-failed: the remaining hosts are not tried", async () => {
    assert.equal(await stopsAt(`${uniqueName("dburi_nobody")}@127.0.0.1:5432`, "postgres"), "auth-failed");
  });
  test("database-not-found: the remaining hosts are not tried", async () => {
    assert.equal(
      await stopsAt(`${PG.admin}@127.0.0.1:5432`, uniqueName("dburi_missing")),
      "database-not-found",
    );
  });
  test("tls-required: the remaining hosts are not tried", async (t) => {
    if ((await withTlsOff()) === "on") return t.skip("this PostgreSQL has TLS on");
    assert.equal(await stopsAt(`${PG.admin}@127.0.0.1:5432`, "postgres?sslmode=require"), "tls-required");
  });
  test("the error names the host that answered, not the first of the list", async () => {
    const port = await closedPort();
    const error = await rejection(
      ping(`postgresql://${uniqueName("dburi_nobody")}@127.0.0.1:${port},127.0.0.1:5432/postgres`),
    );
    assert.equal(error.code, "auth-failed");
    assert.match(error.reason, /^PostgreSQL at 127\.0\.0\.1:5432:/);
  });
});

describe("PostgreSQL: PGSSLMODE means what it means to libpq", { skip }, () => {
  const uri = `postgresql://${PG.admin}@127.0.0.1/postgres`;
  /** `dburi ping` in a child process with this environment (node-postgres reads it when it connects). */
  function pingWith(env: Record<string, string>, target = uri) {
    const run = dburi(["ping", target, "--json"], { env });
    return { status: run.status, document: JSON.parse(run.stdout || "{}"), stderr: run.stderr };
  }
  test("prefer falls back to plain against a server without TLS (node-postgres alone would fail)", async (t) => {
    if ((await withTlsOff()) === "on") return t.skip("this PostgreSQL has TLS on");
    const { status, document, stderr } = pingWith({ PGSSLMODE: "prefer" });
    assert.equal(status, 0, stderr + JSON.stringify(document));
  });
  test("allow and disable connect plain", async (t) => {
    if ((await withTlsOff()) === "on") return t.skip("this PostgreSQL has TLS on");
    for (const mode of ["allow", "disable"]) assert.equal(pingWith({ PGSSLMODE: mode }).status, 0, mode);
  });
  test("require fails with tls-required, and the fix names PGSSLMODE, not the URI", async (t) => {
    if ((await withTlsOff()) === "on") return t.skip("this PostgreSQL has TLS on");
    const { status, document } = pingWith({ PGSSLMODE: "require" });
    assert.equal(status, 1);
    assert.equal(document.error.code, "tls-required");
    assert.match(document.error.fix, /PGSSLMODE=require/);
  });
  test("the URI's sslmode wins over PGSSLMODE", async (t) => {
    if ((await withTlsOff()) === "on") return t.skip("this PostgreSQL has TLS on");
    assert.equal(pingWith({ PGSSLMODE: "verify-full" }, `${uri}?sslmode=disable`).status, 0);
  });
  test("a value libpq does not know is invalid-environment, naming the variable", () => {
    const { status, document } = pingWith({ PGSSLMODE: "no-verify" });
    assert.equal(status, 1);
    assert.equal(document.error.code, "invalid-environment");
    assert.match(document.error.reason, /PGSSLMODE/);
  });
});

describe("PostgreSQL: ConnectOptions.unsupported and baseDirectory", { skip }, () => {
  const base = mkdtempSync(join(tmpdir(), "dburi-pg-files-"));
  after(() => rmSync(base, { recursive: true, force: true }));
  mkdirSync(join(base, "certs"));
  writeFileSync(join(base, "certs", "ca.pem"), "-----BEGIN CERTIFICATE-----\n-----END CERTIFICATE-----\n");

  test("an option node-postgres cannot honour is unsupported-param, before connecting", async () => {
    const error = await rejection(ping(`postgresql://${PG.admin}@127.0.0.1/postgres?keepalives_count=3`));
    assert.equal(error.code, "unsupported-param");
    assert.match(error.fix ?? "", /unsupported: "ignore"/);
  });
  test('{ unsupported: "ignore" } connects without it, as the fix says', async () => {
    const uri = `postgresql://${PG.admin}@127.0.0.1/postgres?keepalives_count=3`;
    assert.equal((await ping(uri, { unsupported: "ignore" })).ok, true);
    const client = (await connect(uri, { unsupported: "ignore" })) as Client;
    await client.end();
  });
  test("any other value of unsupported is invalid-argument", async () => {
    const options = { unsupported: "warn" } as unknown as { unsupported: "ignore" };
    const error = await rejection(ping(`postgresql://${PG.admin}@127.0.0.1/postgres`, options));
    assert.equal(error.code, "invalid-argument");
  });
  test("a relative sslrootcert is read from baseDirectory", async (t) => {
    if ((await withTlsOff()) === "on") return t.skip("this PostgreSQL has TLS on");
    const uri = `postgresql://${PG.admin}@127.0.0.1/postgres?sslmode=verify-full&sslrootcert=certs/ca.pem`;
    // Read, so the attempt goes on to the server, which has no TLS.
    assert.equal((await rejection(ping(uri, { baseDirectory: base }))).code, "tls-required");
    // Not there in the working directory.
    assert.equal((await rejection(ping(uri))).code, "tls-file-unreadable");
  });
});

describe("PostgreSQL: a URI without a user name connects as libpq would", { skip }, () => {
  const scratch = new Scratch();
  const osUser = userInfo().username;
  let database = "";
  before(async () => {
    const exists = await withPgAdmin(
      async (c) => (await c.query("SELECT 1 FROM pg_roles WHERE rolname = $1", [osUser])).rowCount === 1,
    );
    if (!exists) await scratch.pgRole(osUser);
    database = await scratch.pgDatabase(uniqueName("dburi_db"));
  });
  after(() => scratch.dispose());

  // A child process, so that node-postgres reads this environment when it loads: it falls back on $USER,
  // which libpq never reads; a service manager's environment often has none, or another user's.
  for (const env of [
    { USER: "", PGUSER: "" },
    { USER: "dburi_not_a_role", PGUSER: "" },
  ]) {
    test(`as the operating system's user (${osUser}), with USER=${JSON.stringify(env.USER)}`, () => {
      const run = dburi(["ping", `postgresql://127.0.0.1/${database}`, "--json"], { env });
      assert.equal(run.status, 0, run.stderr);
      assert.equal(JSON.parse(run.stdout).database, database);
    });
  }
  test("PGUSER still decides, as for libpq", () => {
    const run = dburi(["ping", `postgresql://127.0.0.1/${database}`, "--json"], {
      env: { USER: "", PGUSER: "dburi_not_a_role" },
    });
    assert.equal(run.status, 1);
    assert.equal(JSON.parse(run.stdout).error.code, "auth-failed");
    assert.match(JSON.parse(run.stdout).error.reason, /dburi_not_a_role/);
  });
});

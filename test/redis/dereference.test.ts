// connect() and ping() against the real Redis on 127.0.0.1:6379, through both drivers: SELECT really
// happens, ACL users authenticate with awkward passwords, failures carry codes and no secret.

import assert from "node:assert/strict";
import { createServer, type Server, type Socket } from "node:net";
import { after, before, describe, test } from "node:test";
import { Redis } from "ioredis";
import { connect, DburiError, ping, type RedisPingResult } from "../../src/index.ts";
import { freePort } from "../helpers/server-process.ts";
import { serviceSkip, uniqueName } from "../helpers/services.ts";

const skip = await serviceSkip("Redis", 6379);
const DRIVERS = ["redis", "ioredis"] as const;

/** A plain ioredis client on a database, outside dburi, to check what dburi's clients did. */
function plainClient(db = 0): Redis {
  return new Redis({ host: "127.0.0.1", port: 6379, db, lazyConnect: true });
}

/** A command through either driver's client, as connect() returned it. */
function send(driver: (typeof DRIVERS)[number], client: unknown, args: string[]): Promise<unknown> {
  if (driver === "ioredis") return (client as Redis).call(args[0]!, ...args.slice(1));
  return (client as { sendCommand(a: string[]): Promise<unknown> }).sendCommand(args);
}

async function closeClient(client: unknown): Promise<void> {
  await (client as { quit(): Promise<unknown> }).quit();
}

/** Asserts that `attempt` rejects with a DburiError of `code` that shows none of `secrets`. */
async function rejectsWith(attempt: Promise<unknown>, code: string, secrets: readonly string[] = []) {
  await assert.rejects(attempt, (error: unknown) => {
    assert.ok(error instanceof DburiError, String(error));
    assert.equal(error.code, code, error.message);
    const cause = error.cause as Error | undefined;
    for (const text of [error.message, String(error.stack), String(cause?.message), String(cause?.stack)]) {
      for (const secret of secrets) assert.ok(!text.includes(secret), `shows a secret: ${text}`);
    }
    return true;
  });
}

describe("SELECT really happens", { skip }, () => {
  const key = uniqueName("dburi_select");
  const check = plainClient(5);
  const other = plainClient(0);
  before(async () => {
    await check.connect();
    await other.connect();
  });
  after(async () => {
    // From db 0 too: a SELECT that did not happen would have left the key there.
    await check.del(key);
    await other.del(key);
    check.disconnect();
    other.disconnect();
  });

  for (const driver of DRIVERS) {
    test(`a key written through redis://127.0.0.1:6379/5 with ${driver} is in db 5 only`, async () => {
      const client = await connect("redis://127.0.0.1:6379/5", { driver });
      try {
        await send(driver, client, ["SET", key, driver]);
      } finally {
        await closeClient(client);
      }
      assert.equal(await check.get(key), driver);
      assert.equal(await other.exists(key), 0);
      await check.del(key);
    });

    test(`?db=5 selects like /5 (${driver})`, async () => {
      const client = await connect("redis://127.0.0.1:6379?db=5", { driver });
      try {
        await send(driver, client, ["SET", key, `${driver}-query`]);
      } finally {
        await closeClient(client);
      }
      assert.equal(await check.get(key), `${driver}-query`);
    });
  }
});

describe("ping", { skip }, () => {
  for (const driver of DRIVERS) {
    test(`reports engine, place, db, latency and the server's version (${driver})`, async () => {
      const plain = plainClient();
      await plain.connect();
      const info = await plain.info("server");
      plain.disconnect();
      const version = /redis_version:(\S+)/.exec(info)?.[1];
      const result: RedisPingResult = (await ping("redis://127.0.0.1:6379/3", { driver })) as RedisPingResult;
      assert.equal(result.ok, true);
      assert.equal(result.engine, "redis");
      assert.equal(result.driver, driver);
      assert.equal(result.host, "127.0.0.1");
      assert.equal(result.port, 6379);
      assert.equal(result.db, 3);
      assert.equal(result.database, "3");
      assert.ok(result.latencyMs > 0 && result.latencyMs < 5000, String(result.latencyMs));
      assert.equal(result.serverVersion, version);
    });

    test(`an absent database is db 0 (${driver})`, async () => {
      const result = (await ping("redis://127.0.0.1", { driver })) as RedisPingResult;
      assert.equal(result.db, 0);
      assert.equal(result.database, null);
    });

    test(`a database past the server's count is database-out-of-range (${driver})`, async () => {
      await rejectsWith(ping("redis://127.0.0.1:6379/9999", { driver }), "database-out-of-range");
    });

    test(`a closed port is connection-refused (${driver})`, async () => {
      await rejectsWith(ping(`redis://127.0.0.1:${await freePort()}/0`, { driver }), "connection-refused");
    });
  }

  test("an unknown driver name is unknown-driver", async () => {
    await rejectsWith(ping("redis://127.0.0.1", { driver: "pg" }), "unknown-driver");
  });
});

describe("a server that never answers", () => {
  let server: Server;
  let port: number;
  const sockets = new Set<Socket>();
  before(async () => {
    port = await freePort();
    // Accepts and reads (so it sees the client hang up), but never answers.
    server = createServer((socket) => {
      sockets.add(socket);
      socket.once("close", () => sockets.delete(socket));
      socket.resume();
    });
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  });
  after(async () => {
    // Resolves once every connection is closed: the clients must have hung up after the timeout. A client
    // that did not is a failure, not a run that never ends: its sockets are closed here after a while.
    const closed = new Promise((resolve) => server.close(() => resolve(true)));
    const waited = new Promise((resolve) => setTimeout(() => resolve(false), 10_000).unref());
    if (!(await Promise.race([closed, waited]))) {
      const open = sockets.size;
      for (const socket of sockets) socket.destroy();
      assert.fail(`${open} connection(s) to the silent server stayed open after the timeouts`);
    }
  });

  for (const driver of DRIVERS) {
    test(`is a timeout within timeoutMs (${driver})`, async () => {
      const started = performance.now();
      await rejectsWith(
        ping(`redis://:Tm0Secret@127.0.0.1:${port}/1`, { driver, timeoutMs: 300 }),
        "timeout",
        ["Tm0Secret"],
      );
      assert.ok(performance.now() - started < 3000);
    });
  }
});

describe("ACL users with awkward passwords", { skip }, () => {
  const user = uniqueName("dburi_acl");
  const password = "p@ss#w/rd+=:%41;?&x=";
  // Percent-encoded by hand (and checked against decodeURIComponent), not with dburi's own encoder, so
  // that the decoding is checked independently of it: a literal "%41" is "%2541".
  const encoded = "p%40ss%23w%2Frd%2B%3D%3A%2541%3B%3F%26x%3D";
  const wrong = `${password}Wr0ng`;
  const encodedWrong = `${encoded}Wr0ng`;
  const admin = plainClient();
  before(async () => {
    await admin.connect();
    await admin.call("ACL", "SETUSER", user, "on", `>${password}`, "~*", "&*", "+@all");
  });
  after(async () => {
    await admin.call("ACL", "DELUSER", user);
    admin.disconnect();
  });

  for (const driver of DRIVERS) {
    test(`the percent-encoded password authenticates the user (${driver})`, async () => {
      const uri = `redis://${user}:${encoded}@127.0.0.1:6379/2`;
      const result = await ping(uri, { driver });
      assert.equal(result.ok, true);
      const client = await connect(uri, { driver });
      try {
        assert.equal(String(await send(driver, client, ["ACL", "WHOAMI"])), user);
      } finally {
        await closeClient(client);
      }
    });

    test(`the password from ?password= authenticates too (${driver})`, async () => {
      const uri = `redis://127.0.0.1:6379/2?username=${user}&password=${encoded}`;
      assert.equal((await ping(uri, { driver })).ok, true);
    });

    test(`a wrong password is auth-failed and shows neither password (${driver})`, async () => {
      const uri = `redis://${user}:${encodedWrong}@127.0.0.1:6379/0`;
      await rejectsWith(ping(uri, { driver }), "auth-failed", [wrong, encodedWrong, password]);
      await rejectsWith(connect(uri, { driver }), "auth-failed", [wrong, encodedWrong]);
    });
  }
});

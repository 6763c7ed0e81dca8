// connect() and ping() against the MariaDB server on this machine (127.0.0.1:3306 and its unix socket),
// through each driver: mysql2 and the MariaDB connector.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { connect, encodePercent, ping } from "../../src/index.ts";
import { MYSQL, mysqlSocketPath, Scratch } from "../helpers/databases.ts";
import { closedPort, openSocketsTo, silentServer } from "../helpers/network.ts";
import { rejection } from "../helpers/rejection.ts";
import { serviceSkip, uniqueName } from "../helpers/services.ts";

const skip = await serviceSkip("MariaDB", MYSQL.port);
const DRIVERS = ["mysql2", "mariadb"] as const;

/** A password with every character a URI gives meaning to, or SQL quoting does. */
const ODD_PASSWORD = "p@ss:w/rd#%'x";

interface Connection {
  query(sql: string): Promise<unknown>;
  end(): Promise<void>;
}

for (const driver of DRIVERS) {
  describe(`MariaDB through ${driver}`, { skip }, () => {
    const scratch = new Scratch();
    let database = "";
    let user = "";
    let socket = "";
    const auth = () => `${user}:${encodePercent(ODD_PASSWORD)}`;

    /** DATABASE() and the user part of CURRENT_USER() on a connection opened from `uri`. */
    async function whoAndWhere(uri: string): Promise<{ database: string; user: string }> {
      const connection = (await connect(uri, { driver })) as Connection;
      try {
        const result = await connection.query("SELECT DATABASE() AS d, CURRENT_USER() AS u");
        const rows = (driver === "mysql2" ? (result as unknown[])[0] : result) as { d: string; u: string }[];
        return { database: rows[0]!.d, user: rows[0]!.u.slice(0, rows[0]!.u.lastIndexOf("@")) };
      } finally {
        await connection.end();
      }
    }

    before(async () => {
      database = await scratch.mysqlDatabase(uniqueName("dburi_db"));
      user = await scratch.mysqlUser(uniqueName("dburi_user"), ODD_PASSWORD, database);
      socket = await mysqlSocketPath();
    });
    after(() => scratch.dispose());

    test("a password with @:/#%' authenticates through the percent-encoded URI, over TCP", async () => {
      assert.match(auth(), /%40.*%3A.*%2F.*%23.*%25/);
      assert.deepEqual(await whoAndWhere(`mysql://${auth()}@127.0.0.1:3306/${database}`), { database, user });
    });
    test("mariadb:// and db:mysql: forms reach the same database", async () => {
      assert.deepEqual(await whoAndWhere(`mariadb://${auth()}@127.0.0.1/${database}`), { database, user });
      assert.deepEqual(await whoAndWhere(`db:mysql://${auth()}@127.0.0.1/${database}`), { database, user });
    });
    test("over the unix socket, given as a %2F-encoded host", async () => {
      const uri = `mysql://${auth()}@${encodePercent(socket)}/${database}`;
      assert.deepEqual(await whoAndWhere(uri), { database, user });
    });
    test("over the unix socket, given as ?socket=", async () => {
      const uri = `mysql://${auth()}@localhost/${database}?socket=${encodePercent(socket)}`;
      assert.deepEqual(await whoAndWhere(uri), { database, user });
    });
    test("a socket given as ?host= (libpq's spelling, not MySQL's) is refused, never TCP instead", async () => {
      const uri = `mysql://${auth()}@localhost/${database}?host=${encodePercent(socket)}`;
      // A connection that opens anyway is closed, so that the failure shows rather than a hung test.
      const attempt = connect(uri, { driver }).then(async (c) => (c as Connection).end());
      const error = await rejection(attempt);
      assert.equal(error.code, "unsupported-param");
      assert.ok(error.fix?.includes(`?socket=${socket}`), error.fix ?? "");
    });
    test("over the default socket, for an empty host (db: proposal)", async () => {
      assert.deepEqual(await whoAndWhere(`db:mysql://${auth()}@/${database}`), { database, user });
    });
    test("a database whose name needs encoding (space and /), through the encoded URI", async () => {
      const odd = await scratch.mysqlDatabase(`${uniqueName("dburi db")}/x`);
      const uri = `mysql://${MYSQL.admin}@127.0.0.1/${encodePercent(odd)}`;
      assert.match(uri, /%20.*%2F/);
      assert.deepEqual(await whoAndWhere(uri), { database: odd, user: MYSQL.admin });
    });
    test("ping reports the server, the database, the driver and the time it took", async () => {
      const result = await ping(`mysql://${auth()}@127.0.0.1/${database}`, { driver });
      assert.equal(result.ok, true);
      assert.equal(result.engine, "mysql");
      assert.equal(result.driver, driver);
      assert.equal(result.host, "127.0.0.1");
      assert.equal(result.port, 3306);
      assert.equal(result.database, database);
      assert.match(result.serverVersion ?? "", /^\d+\.\d+\.\d+/);
      assert.ok(result.latencyMs > 0 && result.latencyMs < 5000);
    });
    test("a wrong password: auth-failed, with no password in the message or the stack", async () => {
      const wrong = `${ODD_PASSWORD}-wrong`;
      const error = await rejection(
        ping(`mysql://${user}:${encodePercent(wrong)}@127.0.0.1/${database}`, { driver }),
      );
      assert.equal(error.code, "auth-failed");
      for (const text of [error.message, error.stack ?? "", String(error.cause), JSON.stringify(error)]) {
        for (const secret of [wrong, encodePercent(wrong), ODD_PASSWORD, encodePercent(ODD_PASSWORD)]) {
          assert.ok(!text.includes(secret), `${text} holds a password`);
        }
      }
    });
    test("a missing database: database-not-found", async () => {
      const missing = uniqueName("dburi_missing");
      const error = await rejection(ping(`mysql://${MYSQL.admin}@127.0.0.1/${missing}`, { driver }));
      assert.equal(error.code, "database-not-found");
    });
    test("a database the user may not use (or that does not exist): auth-failed, saying both", async () => {
      const error = await rejection(
        ping(`mysql://${auth()}@127.0.0.1/${uniqueName("dburi_missing")}`, { driver }),
      );
      assert.equal(error.code, "auth-failed");
      assert.match(error.fix ?? "", /does not exist or the user may not use it/);
    });
    test("ssl-mode=REQUIRED against a server without TLS: tls-required", async (t) => {
      if (await hasTls()) return t.skip("this MariaDB has TLS on");
      const error = await rejection(
        ping(`mysql://${auth()}@127.0.0.1/${database}?ssl-mode=REQUIRED`, { driver }),
      );
      assert.equal(error.code, "tls-required");
    });
    // Every other spelling of "TLS required" (mysql2's, the MariaDB connector's, Connector/J's, the Go
    // driver's, Prisma's) fails the same way: never a plaintext connection.
    for (const query of [
      "ssl=%7B%22rejectUnauthorized%22%3Afalse%7D",
      "useSSL=true",
      "tls=skip-verify",
      "sslaccept=accept_invalid_certs",
      ...(driver === "mariadb" ? ["ssl=true", "tls=true", "sslaccept=strict"] : []),
    ]) {
      test(`${query} against a server without TLS: tls-required, never plaintext`, async (t) => {
        if (await hasTls()) return t.skip("this MariaDB has TLS on");
        const error = await rejection(ping(`mysql://${auth()}@127.0.0.1/${database}?${query}`, { driver }));
        assert.equal(error.code, "tls-required");
      });
    }
    test("ssl-mode=PREFERRED falls back to plain when the server has no TLS", async (t) => {
      if (await hasTls()) return t.skip("this MariaDB has TLS on");
      const result = await ping(`mysql://${auth()}@127.0.0.1/${database}?ssl-mode=PREFERRED`, { driver });
      assert.equal(result.ok, true);
    });
    test("a closed loopback port fails fast: connection-refused", async () => {
      const port = await closedPort();
      const started = performance.now();
      const error = await rejection(ping(`mysql://${auth()}@127.0.0.1:${port}/${database}`, { driver }));
      assert.equal(error.code, "connection-refused");
      assert.ok(performance.now() - started < 1000);
    });
    test("connect-timeout (milliseconds) is honoured: a server that never answers fails after it", async () => {
      const server = await silentServer({ halfClose: "ignore" });
      try {
        const started = performance.now();
        const uri = `mysql://${auth()}@127.0.0.1:${server.port}/${database}?connect-timeout=700`;
        const error = await rejection(ping(uri, { driver }));
        const elapsed = performance.now() - started;
        assert.equal(error.code, "timeout");
        assert.match(error.message, /700 ms \(the URI's connect-timeout\)/);
        assert.ok(elapsed >= 650 && elapsed < 3000, `${elapsed} ms`);
      } finally {
        await server.close();
      }
    });
    test("so is the drivers' own spelling, connectTimeout", async () => {
      const server = await silentServer({ halfClose: "ignore" });
      try {
        const uri = `mysql://${auth()}@127.0.0.1:${server.port}/${database}?connectTimeout=600`;
        const error = await rejection(ping(uri, { driver }));
        assert.equal(error.code, "timeout");
        assert.match(error.message, /600 ms \(the URI's connectTimeout\)/);
      } finally {
        await server.close();
      }
    });
    test("connect_timeout (seconds, as Rails and mysqlclient write it) is honoured and named", async () => {
      const server = await silentServer({ halfClose: "ignore" });
      try {
        const uri = `mysql://${auth()}@127.0.0.1:${server.port}/${database}?connect_timeout=1`;
        const error = await rejection(ping(uri, { driver }));
        assert.equal(error.code, "timeout");
        assert.match(error.message, /1000 ms \(the URI's connect_timeout\)/);
      } finally {
        await server.close();
      }
    });
    test("timeoutMs caps a longer connect-timeout, and no connection is left open", async () => {
      const server = await silentServer({ halfClose: "ignore" });
      try {
        const started = performance.now();
        const uri = `mysql://${auth()}@127.0.0.1:${server.port}/${database}?connect-timeout=3000`;
        const error = await rejection(ping(uri, { driver, timeoutMs: 1000 }));
        const elapsed = performance.now() - started;
        assert.equal(error.code, "timeout");
        assert.match(error.message, /within 1000 ms/);
        assert.ok(elapsed >= 950 && elapsed < 1500, `${elapsed} ms`);
        assert.equal(await server.drained(300), 0, "the server still holds a connection");
        assert.equal(openSocketsTo(server.port).length, 0, "a socket of this process is still open");
      } finally {
        await server.close();
      }
    });
    test("an option the driver cannot honour fails before connecting; unsupported: ignore drops it", async () => {
      const uri = `mysql://${auth()}@127.0.0.1/${database}?ssl-capath=%2Fetc%2Fssl%2Fcerts`;
      assert.equal((await rejection(ping(uri, { driver }))).code, "unsupported-param");
      assert.equal((await ping(uri, { driver, unsupported: "ignore" })).ok, true);
    });
    test("Prisma's pool and timeout parameters reach the driver and the connection works", async () => {
      // Prisma ORM, MySQL/MariaDB connector, "Arguments"; what mysql2 has no place for is only reported.
      const query =
        "connection_limit=3&pool_timeout=2&connect_timeout=4&socket_timeout=5&statement_cache_size=10";
      assert.deepEqual(await whoAndWhere(`mysql://${auth()}@127.0.0.1/${database}?${query}`), {
        database,
        user,
      });
    });
    test("a relative ssl-ca is read from baseDirectory", async (t) => {
      if (await hasTls()) return t.skip("this MariaDB has TLS on");
      const base = mkdtempSync(join(tmpdir(), "dburi-mysql-files-"));
      try {
        mkdirSync(join(base, "certs"));
        writeFileSync(
          join(base, "certs", "ca.pem"),
          "-----BEGIN CERTIFICATE-----\n-----END CERTIFICATE-----\n",
        );
        const uri = `mysql://${auth()}@127.0.0.1/${database}?ssl-mode=VERIFY_CA&ssl-ca=certs/ca.pem`;
        // Read, so the attempt goes on to the server, which has no TLS.
        assert.equal((await rejection(ping(uri, { driver, baseDirectory: base }))).code, "tls-required");
        assert.equal((await rejection(ping(uri, { driver }))).code, "tls-file-unreadable");
      } finally {
        rmSync(base, { recursive: true, force: true });
      }
    });
  });
}

/** Whether the server offers TLS (this machine's does not): the TLS tests depend on it. */
async function hasTls(): Promise<boolean> {
  const connection = (await connect(`mysql://${MYSQL.admin}@127.0.0.1/`, { driver: "mysql2" })) as Connection;
  try {
    const [rows] = (await connection.query("SELECT @@have_ssl AS s")) as [{ s: string }[]];
    return rows[0]?.s === "YES";
  } finally {
    await connection.end();
  }
}

describe("MySQL driver choice", { skip }, () => {
  test("mysql2 when both are installed and none is asked for", async () => {
    assert.equal((await ping(`mysql://${MYSQL.admin}@127.0.0.1/`)).driver, "mysql2");
  });
  test("an unknown driver is an error naming the choices", async () => {
    const error = await rejection(ping(`mysql://${MYSQL.admin}@127.0.0.1/`, { driver: "mysql" }));
    assert.equal(error.code, "unknown-driver");
    assert.match(error.fix ?? "", /mysql2.*mariadb/);
  });
});

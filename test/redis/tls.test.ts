// rediss: against a real TLS Redis (a second redis-server with --tls-port and a certificate from a CA of
// its own), and the unix-socket forms against the same server's socket.

import assert from "node:assert/strict";
import { basename, dirname } from "node:path";
import { after, before, describe, test } from "node:test";
import { DburiError, encodePercent, ping, type RedisPingResult } from "../../src/index.ts";
import { redisServerSkip, startTlsRedisServer, type TlsRedisServer } from "../helpers/redis-server.ts";

const skip = redisServerSkip();
const DRIVERS = ["redis", "ioredis"] as const;

describe("rediss: against a TLS redis-server", { skip }, () => {
  let server: TlsRedisServer;
  let ca: string;
  before(async () => {
    server = await startTlsRedisServer();
    ca = encodePercent(server.caFile);
  });
  after(() => server.stop());

  for (const driver of DRIVERS) {
    test(`rediss:// with ssl_ca_certs pings (${driver})`, async () => {
      const result = (await ping(`rediss://localhost:${server.port}/1?ssl_ca_certs=${ca}`, {
        driver,
      })) as RedisPingResult;
      assert.equal(result.ok, true);
      assert.equal(result.db, 1);
      assert.match(result.serverVersion ?? "", /^\d+\.\d+/);
    });

    test(`REDISS:// is TLS too (${driver})`, async () => {
      const result = await ping(`REDISS://localhost:${server.port}?ssl_ca_certs=${ca}`, { driver });
      assert.equal(result.ok, true);
    });

    test(`redis:// with ssl=true is TLS (${driver})`, async () => {
      const result = await ping(`redis://localhost:${server.port}?ssl=true&ssl_ca_certs=${ca}`, { driver });
      assert.equal(result.ok, true);
    });

    test(`an IP address verifies through ssl_server_hostname (${driver})`, async () => {
      const uri = `rediss://127.0.0.1:${server.port}?ssl_ca_certs=${ca}&ssl_server_hostname=localhost`;
      assert.equal((await ping(uri, { driver })).ok, true);
    });

    test(`without the CA the untrusted certificate is a tls-error (${driver})`, async () => {
      await assert.rejects(
        ping(`rediss://localhost:${server.port}`, { driver, timeoutMs: 3000 }),
        (error: unknown) => error instanceof DburiError && error.code === "tls-error",
      );
    });

    test(`a certificate for another name is a tls-error, unless ssl_check_hostname=false (${driver})`, async () => {
      const uri = `rediss://localhost:${server.port}?ssl_ca_certs=${ca}&ssl_server_hostname=cache.example.com`;
      await assert.rejects(
        ping(uri, { driver, timeoutMs: 3000 }),
        (error: unknown) => error instanceof DburiError && error.code === "tls-error",
      );
      assert.equal((await ping(`${uri}&ssl_check_hostname=false`, { driver })).ok, true);
    });

    test(`ssl_cert_reqs=none connects without verifying (${driver})`, async () => {
      assert.equal((await ping(`rediss://localhost:${server.port}?ssl_cert_reqs=none`, { driver })).ok, true);
    });

    test(`a missing CA file is tls-file-unreadable, as for the SQL drivers (${driver})`, async () => {
      await assert.rejects(
        ping(`rediss://localhost:${server.port}?ssl_ca_certs=%2Fnonexistent%2Fca.pem`, { driver }),
        (error: unknown) =>
          error instanceof DburiError &&
          error.code === "tls-file-unreadable" &&
          error.reason.includes("the ssl_ca_certs file '/nonexistent/ca.pem'"),
      );
    });

    test(`a relative CA file resolves against baseDirectory (${driver})`, async () => {
      const uri = `rediss://localhost:${server.port}/1?ssl_ca_certs=${basename(server.caFile)}`;
      const result = await ping(uri, { driver, baseDirectory: dirname(server.caFile) });
      assert.equal(result.ok, true);
    });

    test(`without baseDirectory, a relative CA file is read from the working directory (${driver})`, async () => {
      // The test runs from the repository, which has no such file: the error says where it looked.
      const uri = `rediss://localhost:${server.port}/1?ssl_ca_certs=${basename(server.caFile)}`;
      await assert.rejects(ping(uri, { driver }), (error: unknown) => {
        assert.ok(error instanceof DburiError);
        assert.equal(error.code, "tls-file-unreadable");
        assert.ok(error.fix?.includes(process.cwd()), String(error.fix));
        return true;
      });
    });
  }
});

describe("unix sockets", { skip }, () => {
  let server: TlsRedisServer;
  before(async () => {
    server = await startTlsRedisServer();
  });
  after(() => server.stop());

  for (const driver of DRIVERS) {
    for (const scheme of ["unix", "redis+unix", "redis+socket", "redis-socket"]) {
      test(`${scheme}:///…/redis.sock?db=2 pings (${driver})`, async () => {
        const path = server.socket.split("/").map(encodePercent).join("/");
        const result = (await ping(`${scheme}://${path}?db=2`, { driver })) as RedisPingResult;
        assert.equal(result.ok, true);
        assert.equal(result.socket, server.socket);
        assert.equal(result.host, null);
        assert.equal(result.db, 2);
      });
    }

    test(`a socket that does not exist is socket-not-found (${driver})`, async () => {
      await assert.rejects(
        ping("unix:///nonexistent/redis.sock", { driver }),
        (error: unknown) => error instanceof DburiError && error.code === "socket-not-found",
      );
    });
  }
});

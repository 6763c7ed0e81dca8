// Against a throwaway redis-server with a password (requirepass): a refused password says so through
// both drivers and every protocol, and the socket forms' own credential and database names work.

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { Redis } from "ioredis";
import { redisFailure } from "../../src/connect/redis/failures.ts";
import { speaksResp3 } from "../../src/connect/redis/sessions.ts";
import { interpret, ping, type RedisPingResult, type RedisTarget } from "../../src/index.ts";
import { type RedisServer, redisServerSkip, startPasswordRedisServer } from "../helpers/redis-server.ts";
import { rejection } from "../helpers/rejection.ts";

const skip = redisServerSkip();
const DRIVERS = ["redis", "ioredis"] as const;
const PASSWORD = "Srv-Pa55word";
const WRONG = "Wr0ng-Guess";

describe("a server with a password", { skip }, () => {
  let server: RedisServer;
  before(async () => {
    server = await startPasswordRedisServer(PASSWORD);
  });
  after(() => server.stop());

  for (const driver of DRIVERS) {
    for (const protocol of ["?protocol=2", "?protocol=3", ""]) {
      test(`a wrong password is refused as such (${driver}${protocol})`, async () => {
        const uri = `redis://:${WRONG}@127.0.0.1:${server.port}/1${protocol}`;
        const error = await rejection(ping(uri, { driver }));
        assert.equal(error.code, "auth-failed");
        assert.match(error.message, /WRONGPASS|refused the password/);
        assert.doesNotMatch(error.fix ?? "", /add it to the URI/);
        assert.match(error.fix ?? "", /check the user name and password/);
        for (const text of [error.message, String(error.stack), String(error.cause)]) {
          assert.ok(!text.includes(WRONG), text);
        }
      });

      test(`no password asks for one (${driver}${protocol})`, async () => {
        const error = await rejection(ping(`redis://127.0.0.1:${server.port}/1${protocol}`, { driver }));
        assert.equal(error.code, "auth-failed");
        assert.match(error.fix ?? "", /add it to the URI/);
      });
    }

    test(`redis+unix: authenticates with redis-rs's pass= (${driver})`, async () => {
      const result = (await ping(`redis+unix://${server.socket}?pass=${PASSWORD}&db=2`, {
        driver,
      })) as RedisPingResult;
      assert.equal(result.ok, true);
      assert.equal(result.db, 2);
    });

    test(`redis+socket: selects Celery's virtual_host= (${driver})`, async () => {
      const key = `dburi-vhost-${driver}-${process.pid}`;
      const { connect } = await import("../../src/index.ts");
      const client = await connect(`redis+socket://:${PASSWORD}@${server.socket}?virtual_host=4`, { driver });
      try {
        if (driver === "ioredis") await (client as Redis).set(key, "1");
        else await (client as { sendCommand(a: string[]): Promise<unknown> }).sendCommand(["SET", key, "1"]);
      } finally {
        await (client as { quit(): Promise<unknown> }).quit();
      }
      const check = new Redis({ path: server.socket, password: PASSWORD, db: 4, lazyConnect: true });
      try {
        await check.connect();
        assert.equal(await check.get(key), "1");
      } finally {
        check.disconnect();
      }
    });
  }
});

describe("reading failures", () => {
  const target = interpret("redis://:Pw-in-uri@127.0.0.1:6390/1") as RedisTarget;

  test("NOAUTH after a password was sent says the password was refused", () => {
    const error = redisFailure(new Error("NOAUTH Authentication required."), target, "connecting");
    assert.equal(error.code, "auth-failed");
    assert.match(error.reason, /the server refused the password/);
    assert.equal(error.fix, "check the user name and password");
  });

  test("NOAUTH without a password in the URI asks for one", () => {
    const plain = interpret("redis://127.0.0.1:6390/1") as RedisTarget;
    const error = redisFailure(new Error("NOAUTH Authentication required."), plain, "connecting");
    assert.equal(error.code, "auth-failed");
    assert.match(error.fix ?? "", /add it to the URI/);
  });

  test("ioredis 6 speaks RESP3; a client class without a protocol default (ioredis 5) does not", () => {
    assert.equal(speaksResp3(Redis), true);
    assert.equal(speaksResp3({ defaultOptions: { port: 6379, db: 0 } }), false);
    assert.equal(speaksResp3({}), false);
  });
});

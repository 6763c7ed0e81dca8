// ping() of Redis Sentinel and Redis Cluster URIs against servers the test starts on free loopback ports:
// a master with a password, a replica of it and a sentinel with a password of its own; three cluster nodes,
// pinged before their slots are assigned (cluster_state:fail) and after (ok). Through both drivers.

import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { after, before, describe, test } from "node:test";
import { DburiError, ping, type RedisPingResult } from "../../src/index.ts";
import {
  type RedisServer,
  redisServerSkip,
  startRedisSentinel,
  startRedisServer,
} from "../helpers/redis-server.ts";
import { freePort } from "../helpers/server-process.ts";

const skip = redisServerSkip();
const DRIVERS = ["redis", "ioredis"] as const;
const DATA = "data-Pw:1@";
const SENTINEL = "sentinel-Pw#2";
const DATA_ENCODED = encodeURIComponent(DATA);
const SENTINEL_ENCODED = encodeURIComponent(SENTINEL);

/** Asserts that `attempt` rejects with a DburiError of `code` that shows neither password. */
async function rejectsWith(attempt: Promise<unknown>, code: string): Promise<DburiError> {
  let caught: unknown;
  await assert.rejects(attempt, (error: unknown) => {
    caught = error;
    return true;
  });
  assert.ok(caught instanceof DburiError, String(caught));
  assert.equal(caught.code, code, caught.message);
  const cause = caught.cause as Error | undefined;
  for (const text of [caught.message, String(caught.stack), String(cause?.message)]) {
    assert.ok(!text.includes(DATA) && !text.includes(SENTINEL), `shows a secret: ${text}`);
  }
  return caught;
}

/** redis-cli with the data password, as the test's own check outside dburi. */
function cli(port: number, args: readonly string[]): string {
  const result = spawnSync("redis-cli", ["-p", String(port), "--no-auth-warning", "-a", DATA, ...args], {
    encoding: "utf8",
  });
  return `${result.stdout}${result.stderr}`;
}

describe("ping of Redis Sentinel: master, replica, sentinel", { skip }, () => {
  let master: RedisServer;
  let replica: RedisServer;
  let sentinel: RedisServer;
  let closedPort: number;
  before(async () => {
    master = await startRedisServer("dburi-master-", ["--requirepass", DATA, "--masterauth", DATA]);
    replica = await startRedisServer("dburi-replica-", [
      ...["--replicaof", "127.0.0.1", String(master.port)],
      ...["--requirepass", DATA, "--masterauth", DATA],
    ]);
    sentinel = await startRedisSentinel([
      `sentinel monitor mymaster 127.0.0.1 ${master.port} 1`,
      `sentinel auth-pass mymaster ${DATA}`,
      `requirepass ${SENTINEL}`,
    ]);
    closedPort = await freePort();
  });
  after(async () => {
    await sentinel?.stop();
    await replica?.stop();
    await master?.stop();
  });

  const uri = (hosts: string, query = "") =>
    `redis-sentinel://:${DATA_ENCODED}@${hosts}/3?sentinelMasterId=mymaster&sentinelPassword=${SENTINEL_ENCODED}${query}`;

  for (const driver of DRIVERS) {
    test(`${driver}: the sentinel names the master, which is pinged with the data password and db`, async () => {
      const result = (await ping(uri(`127.0.0.1:${sentinel.port}`), { driver })) as RedisPingResult;
      assert.equal(result.ok, true);
      assert.equal(result.port, master.port, "the master, not the replica or the sentinel");
      assert.equal(result.db, 3);
      assert.equal(result.masterName, "mymaster");
      assert.deepEqual(result.sentinel, { host: "127.0.0.1", port: sentinel.port });
      assert.match(result.serverVersion ?? "", /^\d+\.\d+/);
    });

    test(`${driver}: a sentinel that cannot be reached is passed over`, async () => {
      const hosts = `127.0.0.1:${closedPort},127.0.0.1:${sentinel.port}`;
      const result = (await ping(uri(hosts), { driver, timeoutMs: 3000 })) as RedisPingResult;
      assert.equal(result.port, master.port);
      assert.equal(result.sentinel?.port, sentinel.port);
    });

    test(`${driver}: a name the sentinel does not know is master-not-found`, async () => {
      const wrong = uri(`127.0.0.1:${sentinel.port}`).replace(
        "sentinelMasterId=mymaster",
        "sentinelMasterId=other",
      );
      const error = await rejectsWith(ping(wrong, { driver }), "master-not-found");
      assert.match(error.message, /'other'/);
    });

    test(`${driver}: the sentinel's password is not the data nodes'`, async () => {
      const swapped = `redis-sentinel://:${SENTINEL_ENCODED}@127.0.0.1:${sentinel.port}/0?sentinelMasterId=mymaster&sentinelPassword=${DATA_ENCODED}`;
      await rejectsWith(ping(swapped, { driver }), "auth-failed");
      const none = `redis-sentinel://:${DATA_ENCODED}@127.0.0.1:${sentinel.port}/0#mymaster`;
      await rejectsWith(ping(none, { driver }), "auth-failed");
    });
  }

  test("the replica is a replica of the master, and answers a plain ping", async () => {
    assert.match(cli(replica.port, ["ROLE"]), /slave|replica/);
    const result = (await ping(`redis://:${DATA_ENCODED}@127.0.0.1:${replica.port}/0`)) as RedisPingResult;
    assert.equal(result.port, replica.port);
  });

  test("every sentinel unreachable: the first failure", async () => {
    await rejectsWith(ping(uri(`127.0.0.1:${closedPort}`), { timeoutMs: 2000 }), "connection-refused");
  });
});

describe("ping of a three-node Redis Cluster", { skip }, () => {
  const nodes: RedisServer[] = [];
  before(async () => {
    for (let i = 0; i < 3; i++) {
      const bus = await freePort();
      nodes.push(
        await startRedisServer("dburi-cluster-", [
          ...["--cluster-enabled", "yes", "--cluster-config-file", "nodes.conf"],
          ...["--cluster-port", String(bus), "--requirepass", DATA, "--masterauth", DATA],
        ]),
      );
    }
  });
  after(async () => {
    for (const node of nodes) await node.stop();
  });

  const uri = () => `redis://:${DATA_ENCODED}@${nodes.map((n) => `127.0.0.1:${n.port}`).join(",")}`;

  test("before the slots are assigned, the cluster is down", async () => {
    const error = await rejectsWith(ping(uri()), "cluster-down");
    assert.match(error.message, /cluster_state:fail/);
  });

  test("once created, every driver finds cluster_state:ok through the first seed that answers", async () => {
    const create = spawnSync(
      "redis-cli",
      [
        ...["--no-auth-warning", "-a", DATA, "--cluster", "create"],
        ...nodes.map((n) => `127.0.0.1:${n.port}`),
        ...["--cluster-replicas", "0", "--cluster-yes"],
      ],
      { encoding: "utf8" },
    );
    assert.equal(create.status, 0, `${create.stdout}${create.stderr}`);
    // The nodes agree on the state once their gossip has gone round.
    const until = Date.now() + 20_000;
    while (
      Date.now() < until &&
      !nodes.every((n) => /cluster_state:ok/.test(cli(n.port, ["CLUSTER", "INFO"])))
    ) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    for (const driver of DRIVERS) {
      const result = (await ping(uri(), { driver })) as RedisPingResult;
      assert.equal(result.port, nodes[0]!.port);
      assert.deepEqual(result.cluster, { state: "ok", knownNodes: 3, slotsAssigned: 16384 });
    }
    const closed = await freePort();
    const passedOver = `redis://:${DATA_ENCODED}@127.0.0.1:${closed},127.0.0.1:${nodes[1]!.port}`;
    const result = (await ping(passedOver, { timeoutMs: 3000 })) as RedisPingResult;
    assert.equal(result.port, nodes[1]!.port);
    assert.equal(result.cluster?.state, "ok");
  });

  test("a database other than 0 is database-out-of-range, before connecting", async () => {
    const error = await rejectsWith(ping(`${uri()}/2`), "database-out-of-range");
    assert.match(error.message, /database 0 only/);
  });

  test("a wrong password is auth-failed, showing no password", async () => {
    await rejectsWith(ping(uri().replace(DATA_ENCODED, "wrong")), "auth-failed");
  });
});

describe("a list of hosts that are no cluster's nodes", { skip }, () => {
  let plain: RedisServer;
  before(async () => {
    plain = await startRedisServer("dburi-plain-", []);
  });
  after(async () => {
    await plain?.stop();
  });
  test("is refused, saying cluster support is disabled", async () => {
    const error = await rejectsWith(
      ping(`redis://127.0.0.1:${plain.port},127.0.0.1:${plain.port}`),
      "unexpected-reply",
    );
    assert.match(error.message, /cluster support disabled/);
  });
});

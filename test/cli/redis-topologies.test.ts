// The CLI with Redis Sentinel and Cluster URIs: parse names the master and both credentials (hidden),
// convert picks each driver's conversion for the topology, and the native URI keeps every host.

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { assertNoSecret, dburi } from "./run.ts";

const SENTINEL =
  "rediss-sentinel://:s3cretPw@s1,s2:26380/1?sentinelMasterId=mymaster&sentinelPassword=k3yValue";
const CLUSTER = "redis://:s3cretPw@h1:7000,h2:7001,h3:7002";

describe("dburi and Redis Sentinel and Cluster URIs", () => {
  test("parse shows the master, the sentinels, and no password", () => {
    const run = dburi(["parse", "--json", SENTINEL]);
    assert.equal(run.status, 0, run.stderr);
    assertNoSecret(run);
    const target = JSON.parse(run.stdout).target;
    assert.equal(target.masterName, "mymaster");
    assert.equal(target.sentinelPassword, "***");
    assert.equal(target.password, "***");
    assert.deepEqual(
      target.hosts.map((h: { host: string; effectivePort: number }) => `${h.host}:${h.effectivePort}`),
      ["s1:26379", "s2:26380"],
    );
  });

  test("convert --to ioredis and --to node-redis give each topology's options", () => {
    const ioredis = dburi(["convert", "--to", "ioredis", SENTINEL]);
    assert.equal(ioredis.status, 0, ioredis.stderr);
    assertNoSecret(ioredis);
    const sentinel = JSON.parse(ioredis.stdout);
    assert.equal(sentinel.name, "mymaster");
    assert.equal(sentinel.sentinels.length, 2);
    assert.equal(sentinel.enableTLSForSentinelMode, true);
    const nodeRedis = dburi(["convert", "--to", "node-redis", CLUSTER]);
    assert.equal(nodeRedis.status, 0, nodeRedis.stderr);
    assertNoSecret(nodeRedis);
    const cluster = JSON.parse(nodeRedis.stdout);
    assert.equal(cluster.rootNodes.length, 3);
    assert.equal(cluster.defaults.password, "***");
    const revealed = JSON.parse(dburi(["convert", "--to", "ioredis", "--reveal", CLUSTER]).stdout);
    assert.equal(revealed.options.redisOptions.password, "s3cretPw");
  });

  test("convert --to uri keeps every host, and the fragment's master name as sentinelMasterId", () => {
    const run = dburi(["convert", "--to", "uri", "redis-sentinel://:s3cretPw@S1,[::1]/1#mymaster"]);
    assert.equal(run.status, 0, run.stderr);
    assert.equal(run.stdout.trim(), "redis-sentinel://:***@s1,[::1]/1?sentinelMasterId=mymaster");
    const cluster = dburi(["convert", "--to", "uri", CLUSTER]);
    assert.equal(cluster.stdout.trim(), "redis://:***@h1:7000,h2:7001,h3:7002");
  });

  test("check refuses a Sentinel URI without a master name", () => {
    const run = dburi(["check", "redis-sentinel://:s3cretPw@s1,s2/0"]);
    assert.notEqual(run.status, 0);
    assertNoSecret(run);
    assert.match(run.stdout + run.stderr, /missing-master-name/);
  });
});

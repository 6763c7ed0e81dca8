// Redis Sentinel (Lettuce's redis-sentinel: and rediss-sentinel:) and Redis Cluster seed lists
// (redis://h1:7000,h2:7001): how they are read, converted for ioredis and node-redis, and printed.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import { inspect } from "node:util";
import {
  convert,
  DburiError,
  interpret,
  isRedisSentinelTarget,
  isRedisTarget,
  REDIS_SENTINEL_DEFINITION,
  REDISS_SENTINEL_DEFINITION,
  registry,
  type Target,
  toDsn,
  toIoredisClusterOptions,
  toIoredisOptions,
  toIoredisSentinelOptions,
  toNodeRedisClusterOptions,
  toNodeRedisOptions,
  toNodeRedisSentinelOptions,
  tryInterpret,
} from "../../src/index.ts";
import { refusal } from "../helpers/rejection.ts";

interface Topologies {
  readonly valid: readonly {
    uri: string;
    source: string;
    expect: Record<string, unknown>;
    warnings: string[];
  }[];
  readonly invalid: readonly { uri: string; source: string; code: string; index: number }[];
  readonly convert: readonly {
    uri: string;
    source: string;
    ioredis?: unknown;
    nodeRedis?: unknown;
    ioredisCluster?: unknown;
    nodeRedisCluster?: unknown;
  }[];
}

const FIXTURES = JSON.parse(
  readFileSync(new URL("../fixtures/redis/topologies.json", import.meta.url), "utf8"),
) as Topologies;

/** A value as plain data: what a driver reads (not the redacted print). */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value !== "object" || value === null) return value ?? null;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
}

describe("Sentinel and Cluster URIs: valid", () => {
  for (const { uri, source, expect, warnings } of FIXTURES.valid) {
    test(uri, () => {
      assert.ok(source.length > 0);
      const target = interpret(uri);
      assert.ok(isRedisTarget(target));
      for (const [key, value] of Object.entries(expect)) {
        assert.deepEqual(plain(target[key as keyof Target]), value, key);
      }
      assert.deepEqual(
        target.warnings.map((w) => w.code),
        warnings,
      );
    });
  }
});

describe("Sentinel and Cluster URIs: invalid", () => {
  for (const { uri, code, index } of FIXTURES.invalid) {
    test(uri, () => {
      refusal(uri, { code, index });
    });
  }
});

describe("Sentinel and Cluster URIs: conversions", () => {
  for (const { uri, ioredis, nodeRedis, ioredisCluster, nodeRedisCluster } of FIXTURES.convert) {
    test(uri, () => {
      if (ioredis !== undefined) assert.deepEqual(plain(toIoredisSentinelOptions(uri)), ioredis);
      if (nodeRedis !== undefined) assert.deepEqual(plain(toNodeRedisSentinelOptions(uri)), nodeRedis);
      if (ioredisCluster !== undefined) assert.deepEqual(plain(toIoredisClusterOptions(uri)), ioredisCluster);
      if (nodeRedisCluster !== undefined) {
        assert.deepEqual(plain(toNodeRedisClusterOptions(uri)), nodeRedisCluster);
      }
    });
  }
});

/** The code and fix of a conversion that must fail. */
function refused(convert: () => unknown): DburiError {
  try {
    convert();
  } catch (error) {
    assert.ok(error instanceof DburiError, String(error));
    return error;
  }
  assert.fail("expected the conversion to fail");
}

describe("each conversion takes its own topology, and names the one that takes another", () => {
  const sentinel = "redis-sentinel://:pw@s1,s2/0?sentinelMasterId=mymaster";
  const cluster = "redis://:pw@h1:7000,h2:7001";
  test("one server's options refuse a Sentinel URI and a seed list", () => {
    assert.match(refused(() => toIoredisOptions(sentinel)).fix ?? "", /toIoredisSentinelOptions/);
    assert.match(refused(() => toIoredisOptions(cluster)).fix ?? "", /toIoredisClusterOptions/);
    assert.match(refused(() => toNodeRedisOptions(sentinel)).fix ?? "", /toNodeRedisSentinelOptions/);
    assert.match(refused(() => toNodeRedisOptions(cluster)).fix ?? "", /toNodeRedisClusterOptions/);
  });
  test("the Sentinel conversions refuse a redis: URI", () => {
    assert.equal(refused(() => toIoredisSentinelOptions(cluster)).code, "invalid-argument");
    assert.equal(refused(() => toNodeRedisSentinelOptions("redis://h")).code, "invalid-argument");
  });
  test("the Cluster conversions refuse a Sentinel URI, a socket, and a database other than 0", () => {
    assert.equal(refused(() => toIoredisClusterOptions(sentinel)).code, "invalid-argument");
    assert.equal(refused(() => toNodeRedisClusterOptions("unix:///run/redis.sock")).code, "invalid-argument");
    const db = refused(() => toNodeRedisClusterOptions("redis://h1:7000,h2:7001/3"));
    assert.match(db.reason, /database 3/);
  });
});

describe("convert() and the native URI", () => {
  test("convert picks each driver's conversion by the target's topology", () => {
    const sentinel = convert(interpret("redis-sentinel://s1,s2/0#m"), "ioredis").output;
    assert.deepEqual(plain(sentinel), plain(toIoredisSentinelOptions("redis-sentinel://s1,s2/0#m")));
    const cluster = convert(interpret("redis://h1:7000,h2:7001"), "node-redis").output;
    assert.deepEqual(plain(cluster), plain(toNodeRedisClusterOptions("redis://h1:7000,h2:7001")));
    const one = convert(interpret("redis://h/2"), "ioredis").output;
    assert.deepEqual(plain(one), plain(toIoredisOptions("redis://h/2")));
  });
  test("the native URI keeps every host and the master's name, and reads back the same", () => {
    for (const uri of [
      "redis-sentinel://:pw@S1,[::1]:26380/1#mymaster",
      "rediss-sentinel://s1/0?sentinelMasterId=m&sentinelPassword=x",
      "redis://:pw@h1:7000,h2:7001",
    ]) {
      const target = interpret(uri);
      const native = toDsn(target, "uri");
      const again = interpret(native);
      assert.ok(isRedisTarget(target) && isRedisTarget(again));
      // Normalised: host names in lowercase (RFC 3986 §6.2.2.1).
      const lower = (hosts: Target["hosts"]) => hosts.map((h) => ({ ...h, host: h.host.toLowerCase() }));
      assert.deepEqual(plain(again.hosts), plain(lower(target.hosts)), native);
      assert.equal(again.password, target.password);
      assert.equal(again.db, target.db);
      if (isRedisSentinelTarget(target)) {
        assert.ok(isRedisSentinelTarget(again));
        assert.equal(again.masterName, target.masterName);
        assert.equal(again.sentinelPassword, target.sentinelPassword);
      }
    }
  });
});

describe("Sentinel definitions", () => {
  test("redis-sentinel and rediss-sentinel are in the registry, unregistered, on port 26379", () => {
    for (const definition of [REDIS_SENTINEL_DEFINITION, REDISS_SENTINEL_DEFINITION]) {
      assert.equal(registry.get(definition.name)?.name, definition.name);
      assert.equal(definition.status, "unregistered");
      assert.equal(definition.defaultPort?.port, 26379);
      assert.equal(definition.canonicalEngine, "redis");
    }
    assert.equal(REDISS_SENTINEL_DEFINITION.tls, true);
    assert.equal(REDIS_SENTINEL_DEFINITION.tls, false);
  });
  test("isRedisSentinelTarget tells Sentinel targets from the others", () => {
    assert.equal(isRedisSentinelTarget(interpret("redis-sentinel://s1#m")), true);
    assert.equal(isRedisSentinelTarget(interpret("redis://h1,h2")), false);
    assert.equal(isRedisSentinelTarget(interpret("postgresql://h/db")), false);
  });
  test("db:redis-sentinel reads the same", () => {
    const target = interpret("db:redis-sentinel://s1,s2/1?sentinelMasterId=m");
    assert.ok(isRedisSentinelTarget(target));
    assert.equal(target.masterName, "m");
    assert.equal(target.hosts.length, 2);
    assert.equal(target.db, 1);
  });
});

describe("Sentinel and Cluster secrets never print", () => {
  const data = "DATAsecret1";
  const sentinelSecret = "SENTINELsecret2";
  const uris = [
    `rediss-sentinel://app:${data}@s1,s2/1?sentinelMasterId=m&sentinelUsername=w&sentinelPassword=${sentinelSecret}`,
    `redis-sentinel://:${data}@s1?sentinelPassword=${sentinelSecret}#m`,
  ];
  for (const uri of uris) {
    test(uri.replace(data, "<data>").replace(sentinelSecret, "<sentinel>"), () => {
      const target = interpret(uri);
      const shown = [
        String(target),
        JSON.stringify(target),
        inspect(target, { depth: 10 }),
        JSON.stringify(toIoredisSentinelOptions(uri)),
        inspect(toIoredisSentinelOptions(uri), { depth: 10 }),
        JSON.stringify(toNodeRedisSentinelOptions(uri)),
        inspect(toNodeRedisSentinelOptions(uri), { depth: 10 }),
        inspect(toNodeRedisSentinelOptions(uri).nodeClientOptions, { depth: 10 }),
        inspect(toNodeRedisSentinelOptions(uri).sentinelClientOptions, { depth: 10 }),
      ];
      for (const text of shown) {
        assert.ok(!text.includes(data) && !text.includes(sentinelSecret), text);
      }
      // The values are there for the driver to read.
      if (isRedisSentinelTarget(target)) assert.equal(target.sentinelPassword, sentinelSecret);
      assert.equal(toIoredisSentinelOptions(uri).sentinelPassword, sentinelSecret);
    });
  }
  test("a seed list's options print no password", () => {
    const uri = `rediss://u:${data}@h1:7000,h2:7001`;
    const shown = [
      JSON.stringify(toIoredisClusterOptions(uri)),
      inspect(toIoredisClusterOptions(uri), { depth: 10 }),
      inspect(toIoredisClusterOptions(uri).options.redisOptions),
      JSON.stringify(toNodeRedisClusterOptions(uri)),
      inspect(toNodeRedisClusterOptions(uri).defaults),
    ];
    for (const text of shown) assert.ok(!text.includes(data), text);
  });
  test("errors about Sentinel URIs show neither password", () => {
    for (const uri of [
      `redis-sentinel://:${data}@s1,s2/0?sentinelPassword=${sentinelSecret}`,
      `redis-sentinel://:${data}@s1?sentinelPassword=${sentinelSecret}&sentinelMasterId=a#b`,
      `redis://:${data}@h?sentinelPassword=${sentinelSecret}`,
    ]) {
      const result = tryInterpret(uri);
      assert.equal(result.ok, false);
      if (!result.ok) {
        const text = `${result.error.message} ${inspect(result.error)} ${JSON.stringify(result.error)}`;
        assert.ok(!text.includes(data) && !text.includes(sentinelSecret), text);
      }
    }
  });
});

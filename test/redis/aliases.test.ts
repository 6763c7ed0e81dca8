// The other names Redis URIs are written under. Valkey speaks RESP and its clients take valkey:// and
// valkeys:// as redis:// and rediss:// (valkey-py's from_url, Valkey GLIDE); Lettuce takes redis+ssl:// and
// redis+tls:// as rediss:// (RedisURI.URI_SCHEME_REDIS_SECURE_ALT, URI_SCHEME_REDIS_TLS_ALT).
import assert from "node:assert/strict";
import { test } from "node:test";
import { interpret, type RedisTarget, toIoredisOptions } from "../../src/index.ts";

for (const [uri, tls] of [
  ["valkey://:s3cret@cache.example.com:6380/2", false],
  ["VALKEY://cache.example.com/2", false],
  ["valkeys://:s3cret@cache.example.com:6380/2", true],
  ["redis+ssl://cache.example.com:6380/2", true],
  ["redis+tls://cache.example.com:6380/2", true],
] as const) {
  test(`${uri.replace("s3cret", "***")} reads as ${tls ? "rediss" : "redis"}`, () => {
    const target = interpret(uri) as RedisTarget;
    assert.equal(target.kind, "redis");
    assert.equal(target.db, 2);
    assert.equal(target.tls, tls);
    assert.equal("tls" in toIoredisOptions(target), tls);
    assert.ok(!String(target).includes("s3cret"));
  });
}

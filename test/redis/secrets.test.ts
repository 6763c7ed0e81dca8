// Property: whatever a redis URI holds and however it fails, nothing implicit shows a secret: not the
// target's String/JSON/inspect, not a warning, not an error's message, reason, fix or stack.

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { inspect } from "node:util";
import fc from "fast-check";
import { encodePercent, tryInterpret } from "../../src/index.ts";

/** Secrets start with a marker no other part of the URIs contains, so a match is a leak. */
const secret = fc
  .string({ minLength: 6, maxLength: 24, unit: fc.constantFrom(..."aZ09@#/+=:%?&;~ é-_.!$'()*,".split("")) })
  .map((text) => `Qj${text}`);

/** Ways a secret gets into a redis URI, valid and not. */
const PLACES: readonly ((s: string, t: string) => string)[] = [
  (s) => `redis://:${encodePercent(s)}@h/1`,
  (s) => `rediss://app:${encodePercent(s)}@h:6380/2?client_name=x`,
  (s) => `redis://h/3?password=${encodePercent(s)}`,
  (s) => `rediss://h?ssl_password=${encodePercent(s)}`,
  (s, t) => `redis://:${encodePercent(s)}@h?password=${encodePercent(t)}`,
  (s) => `redis://:${encodePercent(s)}@h/01`,
  (s) => `redis://:${encodePercent(s)}@h?protocol=9`,
  (s) => `redis://:${encodePercent(s)}@h?db=1&db=2`,
  (s) => `redis://app@h?password=${encodePercent(s)}&socket_timeout=soon`,
  (s) => `unix://:${encodePercent(s)}@/run/redis.sock?db=x`,
  (s) => `unix://:${encodePercent(s)}@tmp/redis.sock`,
  (s) => `redis://:${encodePercent(s)}@h/0#frag`,
  (s) => `redis://:${s}@h/1`,
  // A raw "/" ends the authority early: what follows is the path to RFC 3986, but a password to people.
  (s) => `redis://:12/${encodePercent(s)}@h/1`,
  (s) => `unix://:12/${encodePercent(s)}@/run/redis.sock`,
  // The socket forms' own password name (redis-rs's pass=), agreeing or not with the userinfo's.
  (s) => `redis+unix:///run/redis.sock?pass=${encodePercent(s)}&db=1`,
  (s, t) => `redis+unix://:${encodePercent(s)}@/run/redis.sock?pass=${encodePercent(t)}`,
  (s, t) => `unix:///run/redis.sock?password=${encodePercent(s)}&pass=${encodePercent(t)}`,
  (s) => `redis+socket:///run/redis.sock?pass=${encodePercent(s)}&virtual_host=x`,
  // Values refused when read.
  (s) => `redis://:${encodePercent(s)}@h?client_name=a%20b`,
  (s) => `rediss://:${encodePercent(s)}@h?ssl_ca_certs=&ssl_password=${encodePercent(s)}`,
  (s) => `redis://:${encodePercent(s)}@%2Ftmp%2Fredis.sock/0`,
];

function shownTexts(text: string): string[] {
  const result = tryInterpret(text);
  if (!result.ok) {
    const error = result.error;
    return [error.message, error.reason, error.fix ?? "", String(error.stack), String(error), inspect(error)];
  }
  const target = result.value;
  return [
    String(target),
    JSON.stringify(target),
    inspect(target, { depth: 10 }),
    String(target.uri),
    ...target.warnings.flatMap((w) => [w.message, w.fix ?? ""]),
  ];
}

describe("redis URIs never show a secret", () => {
  for (const [n, place] of PLACES.entries()) {
    test(place("<secret>", "<other secret>"), () => {
      fc.assert(
        fc.property(secret, secret, (s, t) => {
          const text = place(s, t);
          for (const shown of shownTexts(text)) {
            for (const value of [s, t, encodePercent(s), encodePercent(t)]) {
              assert.ok(!shown.includes(value), `place ${n} shows a secret: ${shown}`);
            }
          }
        }),
        { numRuns: 200 },
      );
    });
  }
});

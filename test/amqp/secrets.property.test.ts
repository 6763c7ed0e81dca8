// Property: no amqp URI, valid or not, makes dburi print its password or key passphrase implicitly: not in
// errors, warnings, targets (String, JSON, inspect) or converted amqplib options (JSON, inspect).

import assert from "node:assert/strict";
import { test } from "node:test";
import { inspect } from "node:util";
import fc from "fast-check";
import { encodePercent, toAmqplibOptions, tryInterpret } from "../../src/index.ts";

// Every secret starts with a marker found nowhere else, so "the marker is absent" means "nothing leaked",
// raw or percent-encoded, whatever the random part is.
const MARKER = "Qz7";
const secret = fc.string({ unit: "grapheme", minLength: 1, maxLength: 12 }).map((rest) => `${MARKER}${rest}`);

// URI shapes: valid, and invalid after the userinfo (so the password has been read when the error is made).
const shape = fc.constantFrom(
  (pw: string, key: string) => `amqp://app:${pw}@h/v?heartbeat=5&password=${key}`,
  (pw: string, key: string) => `amqps://app:${pw}@[::1]:5671/%2F?keyfile=/k.pem&password=${key}&x=1`,
  (pw: string, key: string) => `amqp://app:${pw}@h/a/b?password=${key}`,
  (pw: string, key: string) => `amqp://app:${pw}:more@h?password=${key}`,
  (pw: string, key: string) => `amqp://app:${pw}@h?password=${key}&heartbeat=soon`,
  (pw: string, key: string) => `amqp://app:${pw}@h#frag?password=${key}`,
  (pw: string, key: string) => `amqp://app:${pw}@h:0?password=${key}`,
  (pw: string, key: string) => `amqps://app:${pw}@h?password=${key}&auth_mechanism=crdemo`,
  (pw: string, key: string) => `amqp://app:${pw}@h?password=${key}&cacertfile=/ca.pem`,
);

test("no secret in any error, warning, printed target or printed amqplib options", () => {
  fc.assert(
    fc.property(secret, secret, shape, (password, passphrase, make) => {
      const uri = make(encodePercent(password), encodePercent(passphrase));
      const shown: string[] = [];
      const result = tryInterpret(uri);
      if (!result.ok) {
        shown.push(result.error.message, String(result.error.reason), String(result.error.fix));
      } else {
        const target = result.value;
        shown.push(String(target), JSON.stringify(target), inspect(target, { depth: 6 }));
        for (const warning of target.warnings) shown.push(JSON.stringify(warning));
        try {
          const options = toAmqplibOptions(target);
          shown.push(JSON.stringify(options), inspect(options, { depth: 6 }));
          assert.equal(options.url.password, password, "the driver still gets the real password");
        } catch (error) {
          shown.push(error instanceof Error ? error.message : String(error));
        }
      }
      for (const text of shown) assert.ok(!text.includes(MARKER), `leaked in: ${text}`);
    }),
    { numRuns: 300 },
  );
});

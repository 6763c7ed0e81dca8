// Properties: no password, in any spelling, reaches a printed driver config or a connection error.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { inspect } from "node:util";
import fc from "fast-check";
import {
  DburiError,
  encodePercent,
  interpret,
  ping,
  toMariadbConfig,
  toMysql2Config,
  toPgConfig,
} from "../../src/index.ts";
import { closedPort } from "../helpers/network.ts";

/** Passwords long enough not to occur by chance in the rest of what is printed. */
const password = fc.string({ minLength: 8, maxLength: 40 });

function printed(value: unknown): string[] {
  return [
    JSON.stringify(value),
    String(value),
    inspect(value, { depth: 10 }),
    inspect({ value }, { depth: 10 }),
  ];
}

function assertNoSecret(texts: string[], secret: string): void {
  for (const text of texts) {
    assert.ok(!text.includes(secret) && !text.includes(encodePercent(secret)), `${text} holds the password`);
  }
}

describe("no secret in printed configs", () => {
  test("toPgConfig: the password and the key passphrase", () => {
    fc.assert(
      fc.property(password, (secret) => {
        const e = encodePercent(secret);
        const config = toPgConfig(interpret(`postgresql://app:${e}@h/db?sslmode=require&sslpassword=${e}`));
        assert.equal(config.password, secret);
        assertNoSecret(printed(config), secret);
      }),
    );
  });
  test("toMysql2Config and toMariadbConfig", () => {
    fc.assert(
      fc.property(password, (secret) => {
        const target = interpret(`mysql://app:${encodePercent(secret)}@h/db`);
        for (const config of [toMysql2Config(target), toMariadbConfig(target)]) {
          assert.equal(config.password, secret);
          assertNoSecret(printed(config), secret);
        }
      }),
    );
  });
});

describe("no secret in connection errors", () => {
  for (const scheme of ["postgresql", "mysql"]) {
    test(`${scheme}: a refused connection`, async () => {
      const port = await closedPort();
      await fc.assert(
        fc.asyncProperty(password, async (secret) => {
          const uri = `${scheme}://app:${encodePercent(secret)}@127.0.0.1:${port}/db`;
          const error = await ping(uri).then(
            () => assert.fail("expected a failure"),
            (e: unknown) => e,
          );
          assert.ok(error instanceof DburiError);
          assert.equal(error.code, "connection-refused");
          assertNoSecret([error.message, error.stack ?? "", String(error.cause), ...printed(error)], secret);
        }),
        { numRuns: 25 },
      );
    });
  }
});

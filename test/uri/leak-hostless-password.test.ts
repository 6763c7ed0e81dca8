// Leak class: a user name and password with the host left out. `mysql://root:hunter2` reads, by RFC 3986,
// as host `root` and port `hunter2`: the URI is invalid (invalid-port), and its echo in the error, in
// redact() and in every CLI output showed the password. A "port" that is not digits in an authority
// without "@" is hidden wherever the input is shown, and the fix says to write the host after them.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { inspect } from "node:util";
import fc from "fast-check";
import { type DburiError, interpret, parseUri, redact } from "../../src/index.ts";
import { dburi } from "../cli/run.ts";

const SECRET = "hunter2x";

describe("a password where the port would be", () => {
  const uris = [
    `mysql://root:${SECRET}`,
    `postgresql://app:${SECRET}/shop`,
    `redis://:${SECRET}`,
    `db:pg://app:${SECRET}/shop?sslmode=require`,
    `postgresql://h1:5432,app:${SECRET}/shop`,
    `mysql://[::1]:${SECRET}/db`,
  ];
  for (const uri of uris) {
    test(`${uri.replace(SECRET, "...")}: hidden in redact(), the error and the CLI`, () => {
      assert.ok(!redact(uri).includes(SECRET), redact(uri));
      // parseUri reads a db: URI's nested text as an opaque path; interpret reads it.
      const readers = uri.startsWith("db:")
        ? [() => interpret(uri)]
        : [() => interpret(uri), () => parseUri(uri)];
      for (const read of readers) {
        assert.throws(read, (error: DburiError) => {
          assert.ok(!String(error).includes(SECRET), String(error));
          assert.ok(!inspect(error).includes(SECRET), inspect(error));
          return true;
        });
      }
      for (const args of [
        ["check", uri],
        ["parse", uri],
        ["parse", "--json", uri],
        ["check", "--json", uri],
      ]) {
        const run = dburi(args);
        assert.notEqual(run.status, 0);
        assert.ok(
          !`${run.stdout}${run.stderr}`.includes(SECRET),
          `${args.join(" ")}: ${run.stdout}${run.stderr}`,
        );
      }
    });
  }
  test("the fix says to write the host after the user name and password", () => {
    assert.throws(
      () => interpret(`mysql://root:${SECRET}`),
      (error: DburiError) => error.code === "invalid-port" && /user:password@host/.test(error.fix ?? ""),
    );
  });
  test("property: any non-digit port text without '@' is hidden by redact()", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("mysql", "postgresql", "redis", "amqp", "mongodb"),
        fc.stringMatching(/^[a-z]{1,8}$/),
        fc.stringMatching(/^[0-9]{0,3}[A-Za-z!$&'()*+;=~._-][A-Za-z0-9!$&'()*+;=~._-]{0,12}$/),
        fc.constantFrom("", "/db", "/db?x=1", "?a=b", "#f"),
        (scheme, user, secret, tail) => {
          // Digits, then `;key=`: a port and JDBC properties (`sqlserver://db:1433;user=sa`), read as such.
          fc.pre(!/^[0-9]+;[A-Za-z][\w. -]*=/.test(secret));
          const text = `${scheme}://${user}:${secret}${tail}`;
          assert.equal(redact(text), `${scheme}://${user}:***${tail}`, text);
        },
      ),
      { numRuns: 2000, seed: 5 },
    );
  });
});

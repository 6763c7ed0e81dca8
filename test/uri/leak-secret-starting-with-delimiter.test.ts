// Leak class: a pasted secret that starts with "#", "?" or "&". Such a character ends the path of a text
// read as a URI, so the secret landed in the fragment or query, where nothing named it secret:
// `Server=db;Database=shop;Password=#s3cret;`, `jdbc:sqlserver://db;user=sa;password=?s3cret` and
// `app:#s3cret@db/shop` printed in full from parse, --json, check, errors and redact().
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { redact, redactUri } from "../../src/index.ts";
import { dburi } from "../cli/run.ts";

const SECRET = "s3cretPw";

describe("a secret that starts with '#', '?' or '&'", () => {
  const texts = [
    `Server=db;Database=shop;Password=#${SECRET};`,
    `Server=db;Database=shop;Password=?${SECRET}`,
    `jdbc:sqlserver://db;user=sa;password=?${SECRET}`,
    `jdbc:sqlserver://db;user=sa;password=#${SECRET}`,
    `app:#${SECRET}@db/shop`,
    `app:?${SECRET}@db/shop`,
    `host=db password=#${SECRET}`,
  ];
  for (const text of texts) {
    test(text.replace(SECRET, "..."), () => {
      for (const shown of [redact(text), redactUri(text)]) assert.ok(!shown.includes(SECRET), shown);
      for (const args of [
        ["parse", "--", text],
        ["parse", "--json", "--", text],
        ["check", "--", text],
        ["check", "--json", "--", text],
      ]) {
        const run = dburi(args);
        assert.ok(
          !`${run.stdout}${run.stderr}`.includes(SECRET),
          `${args.join(" ")}: ${run.stdout}${run.stderr}`,
        );
      }
    });
  }
  test("property: `Password=<c><secret>` with c among # ? & is hidden, in any connection string", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          "Server=db;Database=shop;",
          "host=db ",
          "jdbc:sqlserver://db;user=sa;",
          "Driver={x};",
        ),
        fc.constantFrom("Password", "PWD", "password", "sslpassword"),
        fc.constantFrom("#", "?", "&"),
        fc.stringMatching(/^[A-Za-z0-9]{6,12}$/),
        (before, key, first, secret) => {
          const text = `${before}${key}=${first}${secret}`;
          assert.ok(!redact(text).includes(secret), `${text} -> ${redact(text)}`);
        },
      ),
      { numRuns: 400, seed: 4 },
    );
  });
});

// dburi convert in both directions: each format dburi writes, converted from a URI with --to and, with
// --reveal, converted back with --to uri to the same URI; each read as the format its shape says, or as
// --from names it; errors point into the text as given, redacted; --repair reads a URI with raw characters.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { assertNoSecret, dburi } from "./run.ts";

// One of run.ts's SECRETS, with a character every format must quote or encode.
const SECRET = "s3cretPw@x";

/** A URI per engine, and the formats that hold it. */
const CASES: readonly (readonly [string, readonly string[]])[] = [
  [
    `postgresql://app:${encodeURIComponent(SECRET)}@db.example.com:5433/shop?sslmode=verify-full&application_name=web`,
    ["libpq", "jdbc", "odbc", "dbi", "sqlalchemy"],
  ],
  [
    `mysql://app:${encodeURIComponent(SECRET)}@db.example.com:3307/shop?ssl-mode=REQUIRED`,
    ["jdbc", "odbc", "dbi", "sqlalchemy"],
  ],
  [
    `sqlserver://sa:${encodeURIComponent(SECRET)}@sql.example.com:1433?database=shop&encrypt=true`,
    ["jdbc", "odbc", "ado"],
  ],
];

describe("dburi convert, every format both ways", () => {
  for (const [uri, formats] of CASES) {
    for (const format of formats) {
      test(`${format} and back: ${uri.replace(encodeURIComponent(SECRET), "***")}`, () => {
        const to = dburi(["convert", uri, "--to", format, "--reveal"]);
        assert.equal(to.status, 0, to.stderr);
        const dsn = to.stdout.trimEnd();
        const back = dburi(["convert", dsn, "--to", "uri", "--reveal"]);
        assert.equal(back.status, 0, back.stderr);
        const again = dburi(["convert", back.stdout.trimEnd(), "--to", format, "--reveal"]);
        assert.equal(again.stdout.trimEnd(), dsn, "the URI read back converts to the same DSN");
        const redacted = dburi(["convert", dsn, "--to", "uri"]);
        assertNoSecret(redacted);
        const forced = dburi(["convert", dsn, "--to", "uri", "--reveal", "--from", format]);
        assert.equal(forced.stdout, back.stdout);
      });
    }
  }

  test("a libpq string converts to a driver config; its error points into it, redacted", () => {
    const run = dburi(["convert", `host=db dbname=shop user=app password='${SECRET}'`, "--to", "pg"]);
    assert.equal(run.status, 0, run.stderr);
    assert.equal(JSON.parse(run.stdout).database, "shop");
    const bad = dburi(["convert", `host=db port=x5432 password='${SECRET}'`, "--to", "uri"]);
    assert.equal(bad.status, 1);
    assert.match(bad.stderr, /invalid-port/);
    assertNoSecret(bad);
  });

  test("--from names a format dburi reads; another is a usage error", () => {
    assert.equal(dburi(["convert", "host=db", "--to", "uri", "--from", "yaml"]).status, 2);
  });

  test("--repair reads a URI whose password holds a raw '@', saying so", () => {
    const run = dburi(["convert", "postgresql://app:p@ss@db/shop", "--to", "libpq", "--repair", "--reveal"]);
    assert.equal(run.status, 0, run.stderr);
    assert.equal(run.stdout, "host=db dbname=shop user=app password=p@ss\n");
    assert.match(run.stderr, /repaired-uri/);
    const refused = dburi(["convert", "postgresql://app:p@ss@db/shop", "--to", "libpq"]);
    assert.equal(refused.status, 1);
    assert.match(refused.stderr, /postgresql:\/\/app:\*\*\*@db\/shop/);
  });
});

// DSNs keep secret query values out the way the URI printers do: every key isSecretKey names (Snowflake's
// private_key_file_pwd, ...) and the secret items of KEY:value lists (authMechanismProperties).
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { DburiError, DSN_FORMATS, type DsnFormat, interpret, toDsn } from "../../src/index.ts";
import { dburi } from "../cli/run.ts";

describe("a Snowflake private key passphrase", () => {
  const href = "db:snowflake://u@acct/db?private_key_file_pwd=SECRETPW&warehouse=wh";
  test("dbi never holds it", () => {
    assert.equal(toDsn(interpret(href), "dbi"), "dbi:ODBC:Server=acct;Port=443;Database=db;warehouse=wh");
  });
  test("redact shows it as *** and omitPassword leaves it out, in every format", () => {
    for (const format of DSN_FORMATS) {
      for (const options of [{ redact: true }, { omitPassword: true }]) {
        let dsn: string;
        try {
          dsn = toDsn(interpret(href), format, options);
        } catch (error) {
          assert.ok(error instanceof DburiError && !error.message.includes("SECRETPW"), String(error));
          continue;
        }
        assert.ok(!dsn.includes("SECRETPW"), `${format}: ${dsn}`);
        assert.ok(dsn.includes("wh"), `${format}: ${dsn}`);
        if (options.redact && format !== "dbi") assert.ok(dsn.includes("***"), `${format}: ${dsn}`);
      }
    }
  });
  test("dburi convert --to dbi and dburi parse do not print it", () => {
    for (const args of [
      ["convert", href, "--to", "dbi"],
      ["parse", href],
      ["parse", href, "--json"],
    ]) {
      const run = dburi(args);
      assert.equal(run.status, 0, run.stderr);
      assert.ok(!run.stdout.includes("SECRETPW") && !run.stderr.includes("SECRETPW"), run.stdout);
    }
  });
});

describe("a MongoDB AWS session token in authMechanismProperties", () => {
  const href =
    "mongodb://u:pw@h/db?authMechanism=GSSAPI&authMechanismProperties=SERVICE_NAME:m,AWS_SESSION_TOKEN:SECRETPW";
  test("the uri format redacts the item or leaves it out", () => {
    assert.equal(
      toDsn(interpret(href), "uri", { redact: true }),
      "mongodb://u:***@h/db?authMechanism=GSSAPI&authMechanismProperties=SERVICE_NAME:m,AWS_SESSION_TOKEN:***",
    );
    assert.equal(
      toDsn(interpret(href), "uri", { omitPassword: true }),
      "mongodb://u@h/db?authMechanism=GSSAPI&authMechanismProperties=SERVICE_NAME:m",
    );
  });
  test("dburi parse shows neither in its components nor in its interpretation", () => {
    for (const args of [
      ["parse", href],
      ["parse", href, "--json"],
    ]) {
      const run = dburi(args);
      assert.equal(run.status, 0, run.stderr);
      assert.ok(!run.stdout.includes("SECRETPW"), run.stdout);
      assert.ok(run.stdout.includes("AWS_SESSION_TOKEN:***"), run.stdout);
      assert.ok(run.stdout.includes("SERVICE_NAME:m"), run.stdout);
    }
    assert.ok(dburi(["parse", href, "--reveal"]).stdout.includes("SECRETPW"));
  });
});

/** A secret no other part of a DSN holds by chance: a marker and hostile characters. */
const secret = fc
  .string({ unit: fc.constantFrom(..."';\"={} \\\n\té€%+&?#@:/,*[]abc"), minLength: 1, maxLength: 10 })
  .map((tail) => `Zq7${tail}`);
const KEYS = [
  "private_key_file_pwd",
  "client_secret",
  "access_token",
  "ssl_password",
  "api_key",
  "password2",
];
const ENGINES = [
  "pg",
  "mysql",
  "mariadb",
  "sqlite",
  "oracle",
  "mssql",
  "snowflake",
  "clickhouse",
  "db2",
  "h2",
];

test("property: no format shows a secret query value when asked not to, and dbi never does", () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...ENGINES),
      fc.constantFrom(...DSN_FORMATS),
      fc.constantFrom<object>({}, { redact: true }, { omitPassword: true }),
      fc.constantFrom(...KEYS),
      secret,
      (engine, format: DsnFormat, options, key, value) => {
        const href = `db:${engine}://u@db.example.com/shop?${key}=${encodeURIComponent(value)}&x=1`;
        let shown: string;
        try {
          shown = toDsn(interpret(href), format, options);
        } catch (error) {
          assert.ok(error instanceof DburiError, String(error));
          assert.ok(!error.message.includes(value), error.message);
          return;
        }
        if (Object.keys(options).length > 0 || format === "dbi") {
          for (const form of [value, encodeURIComponent(value)]) {
            assert.ok(!shown.includes(form), `${format} ${engine} ${key}: ${shown}`);
          }
        }
      },
    ),
    { numRuns: 1500 },
  );
});

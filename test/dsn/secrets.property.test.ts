// No DSN shows a secret it was not asked for: with `redact` or `omitPassword` no format holds the password
// or a secret query value, `dbi` never does, and no refusal's message quotes one, whatever the characters.
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { DburiError, DSN_FORMATS, type DsnFormat, interpret, toDsn } from "../../src/index.ts";

const ENGINES = [
  "pg",
  "redshift",
  "mysql",
  "mariadb",
  "sqlite",
  "oracle",
  "mssql",
  "vertica",
  "db2",
  "h2",
  "snowflake",
  "clickhouse",
  "exasol",
  "trino",
  "monetdb",
  "firebird",
  "informix",
  "teradata",
  "maxdb",
  "cubrid",
  "sybase",
  "hive",
];

/** A secret that cannot occur by chance elsewhere in a DSN: a marker and hostile characters. */
const secret = fc
  .string({ unit: fc.constantFrom(..."';\"={} \\\n\té€😀%+&?#@:/,*[]abc"), minLength: 1, maxLength: 10 })
  .map((tail) => `Zq7${tail}`);

function uri(engine: string, password: string, token: string): string {
  const e = encodeURIComponent;
  return `db:${engine}://Uu9:${e(password)}@db.example.com/shop?sslpassword=${e(token)}&application_name=x`;
}

function attempt(format: DsnFormat, text: string, options: object): { dsn?: string; message?: string } {
  try {
    return { dsn: toDsn(interpret(text), format, options) };
  } catch (error) {
    assert.ok(error instanceof DburiError, String(error));
    return { message: error.message };
  }
}

test("property: redact and omitPassword keep both secrets out of every format and every error", () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...ENGINES),
      fc.constantFrom(...DSN_FORMATS),
      fc.constantFrom({ redact: true }, { omitPassword: true }, { omitPassword: true, redact: true }),
      secret,
      secret,
      (engine, format, options, password, token) => {
        const { dsn, message } = attempt(format, uri(engine, password, token), options);
        const shown = dsn ?? message ?? "";
        // A format that percent-encodes would show the secret encoded: check both spellings.
        for (const value of [password, token]) {
          assert.ok(!shown.includes(value), `${format} ${engine}: ${shown}`);
          assert.ok(!shown.includes(encodeURIComponent(value)), `${format} ${engine}: ${shown}`);
        }
      },
    ),
    { numRuns: 3000 },
  );
});

test("property: dbi holds no credentials, and no error of any format quotes a secret", () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...ENGINES),
      fc.constantFrom(...DSN_FORMATS),
      secret,
      secret,
      (engine, format, password, token) => {
        const { dsn, message } = attempt(format, uri(engine, password, token), {});
        if (message !== undefined) {
          for (const value of [password, token]) assert.ok(!message.includes(value), message);
        }
        if (format === "dbi" && dsn !== undefined) {
          for (const value of [password, token]) {
            assert.ok(!dsn.includes(value) && !dsn.includes(encodeURIComponent(value)), dsn);
          }
          assert.ok(!dsn.includes("Uu9"), `the user name in ${dsn}`);
        }
      },
    ),
    { numRuns: 3000 },
  );
});

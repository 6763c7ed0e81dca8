// A password with a raw delimiter that RFC 3986 reads as host, port, path or query: interpret() refuses it
// rather than show part of the password in a Target's fields, formats, warnings or driver configs.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import { inspect } from "node:util";
import fc from "fast-check";
import {
  type DburiError,
  DSN_FORMATS,
  redact,
  type Target,
  toAmqplibOptions,
  toDsn,
  toIoredisOptions,
  toMariadbConfig,
  toMysql2Config,
  toNodeRedisOptions,
  toPgConfig,
  toSqliteOptions,
  tryInterpret,
} from "../../src/index.ts";
import { refusal } from "../helpers/rejection.ts";

interface Fixture {
  readonly refused: readonly { uri: string; code: string; index: number }[];
  readonly accepted: readonly string[];
}

const cases = JSON.parse(
  readFileSync(new URL("../fixtures/ambiguous-userinfo.json", import.meta.url), "utf8"),
) as Fixture;

function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const e = error as Partial<DburiError>;
  return [error.message, e.reason, e.fix].join("\n");
}

/** Everything derived from a target that must not show a password, with the driver configs' password keys left out. */
function shown(target: Target): string[] {
  const out = [String(target), JSON.stringify(target), inspect(target, { depth: 9 })];
  for (const warning of target.warnings) out.push(JSON.stringify(warning));
  for (const format of DSN_FORMATS) {
    try {
      out.push(toDsn(target, format, { redact: true }));
    } catch (error) {
      out.push(errorText(error));
    }
  }
  const readFile = (path: string) => path;
  const configs = [
    toPgConfig,
    toMysql2Config,
    toMariadbConfig,
    toSqliteOptions,
    (t: Target) => toNodeRedisOptions(t, { readFile }),
    (t: Target) => toIoredisOptions(t, { readFile }),
    (t: Target) => toAmqplibOptions(t, { readFile }),
  ];
  const withoutPasswords = (key: string, value: unknown) => (/^pass(word)?$/i.test(key) ? undefined : value);
  for (const config of configs) {
    try {
      const value = config(target as never);
      out.push(JSON.stringify(value, withoutPasswords));
    } catch (error) {
      out.push(errorText(error));
    }
  }
  return out;
}

describe("an '@' after the authority", () => {
  for (const { uri, code, index } of cases.refused) {
    test(`refused: ${uri}`, () => {
      const error = refusal(uri, { code, index });
      assert.ok(!errorText(error).includes("SECRETPW"), errorText(error));
    });
  }

  for (const uri of cases.accepted) {
    test(`accepted: ${uri}`, () => {
      const result = tryInterpret(uri);
      assert.ok(result.ok, result.ok ? "" : result.error.message);
    });
  }

  test("the refusal names each raw character and its escape", () => {
    const result = tryInterpret("postgresql://u:a@SECRETPW/x@h/db");
    assert.ok(!result.ok);
    assert.match(result.error.reason, /raw '\/'/);
    assert.match(result.error.fix ?? "", /'@' as %40, '\/' as %2F/);
  });

  test("without '//', the fix shows the URI with them, redacted", () => {
    const result = tryInterpret("postgres:app:SECRETPW@h/db");
    assert.ok(!result.ok);
    assert.equal(result.error.code, "missing-authority");
    assert.match(result.error.fix ?? "", /postgres:\/\/app:\*\*\*@h\/db/);
  });
});

const SCHEMES = [
  "postgresql",
  "postgres",
  "cockroachdb",
  "mysql",
  "mariadb",
  "amqp",
  "amqps",
  "redis",
  "rediss",
  "mongodb",
  "sqlite",
  "db:pg",
  "db:mysql",
  "db:sqlserver",
  "db:snowflake",
  "db:oracle",
  "db:redis",
  "db:mongodb",
  "db:sqlite",
];
const MARKER = "Zq9Kv";
const piece = fc.constantFrom("/", "?", "#", "@", "=", "&", ":", "12", "x", "%2F");
const pieces = fc.array(piece, { maxLength: 5 }).map((p) => p.join(""));

describe("a password with raw delimiters never shows", () => {
  test("interpret refuses without showing it, or no field, format, warning or config shows it", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SCHEMES),
        pieces,
        pieces,
        fc.constantFrom("", "/db", ":5432/db", "/db?sslmode=require", "?x=1", "/"),
        fc.boolean(),
        (scheme, before, after, rest, slashes) => {
          const password = `${before}${MARKER}${after}`;
          // Not caught (see ambiguous-userinfo.ts): a raw "/", then "?" and "=", reads as a query value.
          fc.pre(!/\/.*\?.*=/.test(password));
          // Without "//", an SQLite URI's path is a file name, which may hold ":" and "@": no password.
          fc.pre(slashes || !scheme.endsWith("sqlite"));
          const text = `${scheme}:${slashes ? "//" : ""}user:${password}@host${rest}`;
          const leaks = (s: string) => s.toLowerCase().includes(MARKER.toLowerCase());
          assert.ok(!leaks(redact(text)), `redact: ${redact(text)}`);
          const result = tryInterpret(text);
          if (!result.ok) {
            assert.ok(!leaks(errorText(result.error)), errorText(result.error));
            return;
          }
          for (const out of shown(result.value)) assert.ok(!leaks(out), `${text}: ${out}`);
        },
      ),
      { numRuns: 500 },
    );
  });
});

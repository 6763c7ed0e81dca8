// The driver adapters against test/fixtures/driver-configs.json: URI in, exact config (or error code) out.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import { inspect } from "node:util";
import {
  DburiError,
  type Finding,
  interpret,
  toMariadbConfig,
  toMysql2Config,
  toPgConfig,
  toSqliteOptions,
} from "../../src/index.ts";

interface Case {
  adapter: "pg" | "mysql2" | "mariadb" | "sqlite";
  uri: string;
  options?: Record<string, unknown>;
  config?: unknown;
  error?: string;
  /** Where the error points, when it is about one spot of the URI. */
  index?: number;
  /** The parameters the config goes without, each reported as a param-not-carried warning; none if absent. */
  notCarried?: string[];
  /** The codes of the warnings the conversion reports (options.warnings), in order. */
  warnings?: string[];
}

const { cases } = JSON.parse(
  readFileSync(new URL("../fixtures/driver-configs.json", import.meta.url), "utf8"),
) as {
  cases: Case[];
};

const ADAPTERS: Record<Case["adapter"], (uri: string, options: object) => unknown> = {
  pg: (uri, options) => toPgConfig(interpret(uri), options),
  mysql2: (uri, options) => toMysql2Config(interpret(uri), options),
  mariadb: (uri, options) => toMariadbConfig(interpret(uri), options),
  sqlite: (uri, options) => toSqliteOptions(interpret(uri), options),
};

/** The config's own enumerable data, functions shown by name: what the driver receives. */
function plain(value: unknown): unknown {
  if (typeof value === "function") return `<function ${value.name}>`;
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map(plain);
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plain(inner)]));
}

for (const adapter of Object.keys(ADAPTERS) as Case["adapter"][]) {
  describe(`${adapter} adapter`, () => {
    for (const c of cases.filter((each) => each.adapter === adapter)) {
      const name = `${c.uri}${c.options ? ` ${JSON.stringify(c.options)}` : ""}`;
      test(`${name} -> ${c.error ?? "config"}`, () => {
        const warnings: Finding[] = [];
        // Files read as placeholders, so that a case shows which file fills which field.
        const readFile = (path: string) => `<contents of ${path}>`;
        const convert = () => ADAPTERS[adapter](c.uri, { readFile, ...c.options, warnings });
        if (c.error !== undefined) {
          assert.throws(convert, (error: unknown) => {
            assert.ok(error instanceof DburiError, String(error));
            assert.equal(error.code, c.error, error.message);
            if (c.index !== undefined) assert.equal(error.index, c.index, error.message);
            return true;
          });
          return;
        }
        assert.deepEqual(plain(convert()), c.config);
        if (c.warnings !== undefined) {
          assert.deepEqual(
            warnings.map((w) => w.code),
            c.warnings,
            JSON.stringify(warnings),
          );
        } else {
          // Nothing dropped silently: each parameter left out is reported once, by name.
          const reported = warnings
            .filter((w) => w.code === "param-not-carried")
            .map((w) => /^'([^'=]+)/.exec(w.message)?.[1]);
          assert.deepEqual(reported, c.notCarried ?? [], JSON.stringify(warnings));
        }
      });
    }
  });
}

describe("configs print redacted", () => {
  const secret = "s3cr3t-Pa55";
  const configs = {
    pg: toPgConfig(interpret(`postgresql://app:${secret}@h/db?sslmode=require&sslpassword=${secret}`)),
    mysql2: toMysql2Config(interpret(`mysql://app:${secret}@h/db`)),
    mariadb: toMariadbConfig(interpret(`mariadb://app:${secret}@h/db`)),
  };
  for (const [name, config] of Object.entries(configs)) {
    test(`${name}: JSON, String and inspect show ***, the driver sees the password`, () => {
      for (const printed of [JSON.stringify(config), String(config), inspect(config), inspect({ config })]) {
        assert.ok(!printed.includes(secret), printed);
        assert.ok(printed.includes("***"), printed);
      }
      assert.equal((config as { password?: string }).password, secret);
      assert.deepEqual(Object.keys(config).includes("toJSON"), false);
    });
  }
});

// Leak class: a private key (or its passphrase) read into a config and printed with it.
describe("a key read into a config prints as ***", () => {
  const KEY = "-----BEGIN PRIVATE KEY-----\nkey-s3cr3t\n-----END PRIVATE KEY-----\n";
  const readFile = (path: string) => (path.endsWith(".key") ? KEY : "CA PEM");
  test("node-postgres: ssl.key and ssl.passphrase hidden, the CA shown", () => {
    const config = toPgConfig(
      interpret(
        "postgresql://h/db?sslmode=verify-full&sslrootcert=/ca.pem&sslkey=/etc/app/client.key&sslpassword=kp-s3cr3t",
      ),
      { readFile },
    );
    assert.equal((config.ssl as { key?: string }).key, KEY);
    for (const printed of [JSON.stringify(config), String(config), inspect(config, { depth: 5 })]) {
      assert.ok(!printed.includes("key-s3cr3t"), printed);
      assert.ok(!printed.includes("kp-s3cr3t"), printed);
      assert.ok(printed.includes("CA PEM"), printed);
    }
  });
  test("the same for MySQL's ssl-key", () => {
    const config = toMysql2Config(interpret("mysql://h/db?ssl-mode=REQUIRED&ssl-key=/etc/app/client.key"), {
      readFile,
    });
    assert.equal(JSON.parse(JSON.stringify(config)).ssl.key, "***");
    assert.equal(config.ssl?.key, KEY);
  });
});

describe("an adapter given something other than a Target", () => {
  for (const [name, adapter] of [
    ["toPgConfig", toPgConfig],
    ["toMysql2Config", toMysql2Config],
    ["toMariadbConfig", toMariadbConfig],
    ["toSqliteOptions", toSqliteOptions],
  ] as const) {
    test(`${name}("postgresql://...") is invalid-argument, with a fix that names interpret`, () => {
      assert.throws(
        () => (adapter as (value: unknown) => unknown)("postgresql://u:s3cret@h/db"),
        (error: unknown) =>
          error instanceof DburiError &&
          error.code === "invalid-argument" &&
          error.message.includes("interpret(") &&
          !error.message.includes("s3cret"),
      );
    });
  }
});

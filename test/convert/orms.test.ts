// The ORM adapters: the driver conversion's config with its fields where each ORM reads them (TypeORM's
// username and extra, Sequelize's dialectOptions and pool, MikroORM's dbName and driverOptions), TLS and
// every other setting carried, the driver conversion's errors and warnings kept, secrets hidden in print.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { inspect } from "node:util";
import {
  DburiError,
  type Finding,
  interpret,
  toMikroOrmOptions,
  toSequelizeOptions,
  toTypeOrmOptions,
} from "../../src/index.ts";

/** The options as plain data, secrets included: what the ORM reads (own enumerable fields, at every depth). */
function plain(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map(plain);
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plain(inner)]));
}

const PG =
  "postgresql://app:s3cret@db.example.com:5433/shop?sslmode=require&application_name=web&connection_limit=5";
const MYSQL =
  "mysql://app:s3cret@db.example.com/shop?ssl-mode=REQUIRED&connectTimeout=2500&connection_limit=4";

describe("toTypeOrmOptions", () => {
  test("PostgreSQL: username, ssl, and the rest of toPgConfig's config in extra", () => {
    assert.deepEqual(plain(toTypeOrmOptions(interpret(PG))), {
      type: "postgres",
      host: "db.example.com",
      port: 5433,
      username: "app",
      password: "s3cret",
      database: "shop",
      ssl: { rejectUnauthorized: false },
      extra: { application_name: "web", max: 5 },
    });
  });
  test("MySQL through mysql2, and mariadb: URIs as TypeORM's mariadb type", () => {
    assert.deepEqual(plain(toTypeOrmOptions(interpret(MYSQL))), {
      type: "mysql",
      connectorPackage: "mysql2",
      host: "db.example.com",
      port: 3306,
      username: "app",
      password: "s3cret",
      database: "shop",
      ssl: { rejectUnauthorized: false },
      extra: { connectTimeout: 2500, connectionLimit: 4 },
    });
    assert.deepEqual(
      plain(toTypeOrmOptions(interpret("mariadb://root@%2Frun%2Fmysqld%2Fmysqld.sock/shop"))),
      {
        type: "mariadb",
        connectorPackage: "mysql2",
        socketPath: "/run/mysqld/mysqld.sock",
        username: "root",
        database: "shop",
        extra: {},
      },
    );
  });
});

describe("toSequelizeOptions", () => {
  test("PostgreSQL: the settings Sequelize passes on in dialectOptions, the pool's size in pool", () => {
    assert.deepEqual(plain(toSequelizeOptions(interpret(PG))), {
      dialect: "postgres",
      host: "db.example.com",
      port: 5433,
      username: "app",
      password: "s3cret",
      database: "shop",
      dialectOptions: { ssl: { rejectUnauthorized: false }, application_name: "web" },
      pool: { max: 5 },
    });
  });
  test("PostgreSQL: a setting Sequelize drops is reported, or refused under unsupported: error", () => {
    const uri = "postgresql://db/shop?sslmode=require&sslnegotiation=direct&channel_binding=disable";
    const warnings: Finding[] = [];
    toSequelizeOptions(interpret(uri), { warnings });
    // channel_binding=disable is node-postgres's default: nothing is lost.
    assert.deepEqual(
      warnings.map((w) => [w.code, w.index]),
      [["param-not-carried", uri.indexOf("sslnegotiation")]],
    );
    assert.throws(
      () => toSequelizeOptions(interpret(uri), { unsupported: "error" }),
      (error: unknown) => error instanceof DburiError && error.code === "unsupported-param",
    );
  });
  test("MySQL: all of mysql2's config in dialectOptions", () => {
    assert.deepEqual(plain(toSequelizeOptions(interpret(MYSQL))), {
      dialect: "mysql",
      host: "db.example.com",
      port: 3306,
      username: "app",
      password: "s3cret",
      database: "shop",
      dialectOptions: { ssl: { rejectUnauthorized: false }, connectTimeout: 2500 },
      pool: { max: 4 },
    });
  });
});

describe("toMikroOrmOptions", () => {
  test("dbName, the pool's size, and the rest in driverOptions.connection", () => {
    assert.deepEqual(plain(toMikroOrmOptions(interpret(PG))), {
      host: "db.example.com",
      port: 5433,
      user: "app",
      password: "s3cret",
      dbName: "shop",
      pool: { max: 5 },
      driverOptions: { connection: { ssl: { rejectUnauthorized: false }, application_name: "web" } },
    });
    assert.deepEqual(plain(toMikroOrmOptions(interpret(MYSQL))), {
      host: "db.example.com",
      port: 3306,
      user: "app",
      password: "s3cret",
      dbName: "shop",
      pool: { max: 4 },
      driverOptions: { connection: { ssl: { rejectUnauthorized: false }, connectTimeout: 2500 } },
    });
  });
});

describe("every ORM adapter", () => {
  const adapters = { toTypeOrmOptions, toSequelizeOptions, toMikroOrmOptions };
  for (const [name, adapter] of Object.entries(adapters)) {
    test(`${name}: prints without the password, refuses other engines, keeps the driver conversion's errors`, () => {
      for (const uri of [PG, MYSQL]) {
        const options = adapter(interpret(uri));
        for (const shown of [JSON.stringify(options), inspect(options, { depth: 5 }), String(options)]) {
          assert.ok(!shown.includes("s3cret"), shown);
        }
      }
      for (const [uri, code] of [
        ["redis://localhost/0", "wrong-engine"],
        ["postgresql://h1,h2/shop", "multiple-hosts"],
        ["postgresql://db/shop?sslrootcert=/etc/ca.pem", "read-file-required"],
        ["mysql://db/shop?ssl-capath=/etc/certs", "unsupported-param"],
      ] as const) {
        assert.throws(
          () => adapter(interpret(uri)),
          (error: unknown) => error instanceof DburiError && error.code === code,
          `${name}(${uri})`,
        );
      }
      const read = adapter(interpret("postgresql://db/shop?sslmode=verify-full&sslrootcert=/etc/ca.pem"), {
        readFile: (path) => `<${path}>`,
      });
      assert.ok(JSON.stringify(plain(read)).includes('"ca":"</etc/ca.pem>"'), JSON.stringify(plain(read)));
    });
  }
});

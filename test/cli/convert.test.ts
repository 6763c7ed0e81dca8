// dburi convert: DSNs and driver configs, redacted unless --reveal; --env and standard input; a --to
// value that does not fit the URI's engine.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { assertNoSecret, dburi } from "./run.ts";

describe("dburi convert", () => {
  test("a DSN, redacted; --reveal shows the password", () => {
    const uri = "db:pg://app:s3cretPw@db.example.com/shop?sslmode=verify-full";
    const run = dburi(["convert", uri, "--to", "uri"]);
    assert.equal(run.status, 0, run.stderr);
    assert.equal(run.stdout, "postgresql://app:***@db.example.com/shop?sslmode=verify-full\n");
    assert.equal(
      dburi(["convert", uri, "--to", "uri", "--reveal"]).stdout,
      "postgresql://app:s3cretPw@db.example.com/shop?sslmode=verify-full\n",
    );
    assert.deepEqual(JSON.parse(dburi(["convert", uri, "--to", "uri", "--json"]).stdout), {
      format: "uri",
      dsn: "postgresql://app:***@db.example.com/shop?sslmode=verify-full",
    });
  });
  test("driver configs as JSON, redacted", () => {
    const cases: [string, string, Record<string, unknown>][] = [
      [
        "db:pg://app:s3cretPw@db.example.com/shop",
        "pg",
        { host: "db.example.com", user: "app", password: "***", database: "shop" },
      ],
      [
        "mysql://root:s3cretPw@[::1]:3307/shop",
        "mysql2",
        { host: "::1", port: 3307, user: "root", password: "***", database: "shop" },
      ],
      [
        "db:mariadb://root:s3cretPw@db.example.com/shop",
        "mariadb",
        { host: "db.example.com", user: "root", password: "***", database: "shop" },
      ],
      ["rediss://:s3cretPw@cache:6380/2", "ioredis", { host: "cache", port: 6380, password: "***", db: 2 }],
      ["redis://:s3cretPw@cache/3", "node-redis", { password: "***", database: 3 }],
      [
        "amqps://app:s3cretPw@mq.example.com/prod?heartbeat=30",
        "amqplib",
        {
          url: {
            protocol: "amqps",
            hostname: "mq.example.com",
            port: 5671,
            username: "app",
            password: "***",
            vhost: "prod",
            heartbeat: 30,
          },
          vhost: "prod",
        },
      ],
    ];
    for (const [uri, format, expected] of cases) {
      const run = dburi(["convert", uri, "--to", format]);
      assert.equal(run.status, 0, `${format}: ${run.stderr}`);
      const config = JSON.parse(run.stdout);
      for (const [key, value] of Object.entries(expected))
        assert.deepEqual(config[key], value, `${format}.${key}: ${run.stdout}`);
      assertNoSecret(run);
    }
  });
  test("--reveal prints a driver config's own fields, the password included", () => {
    const passwordOf: Record<
      string,
      (config: { password?: string; url?: { password?: string } }) => unknown
    > = {
      pg: (c) => c.password,
      mariadb: (c) => c.password,
      "node-redis": (c) => c.password,
      amqplib: (c) => c.url?.password,
    };
    for (const [uri, format] of [
      ["db:pg://app:s3cretPw@db.example.com/shop", "pg"],
      ["db:mariadb://root:s3cretPw@db/shop", "mariadb"],
      ["redis://:s3cretPw@cache/3", "node-redis"],
      ["amqp://app:s3cretPw@mq/prod", "amqplib"],
    ] as const) {
      const run = dburi(["convert", uri, "--to", format, "--reveal"]);
      assert.equal(run.status, 0, `${format}: ${run.stderr}`);
      assert.equal(passwordOf[format]?.(JSON.parse(run.stdout)), "s3cretPw", `${format}: ${run.stdout}`);
      assert.equal(passwordOf[format]?.(JSON.parse(dburi(["convert", uri, "--to", format]).stdout)), "***");
    }
  });
  test("the URI from --env and from standard input", () => {
    const uri = "db:pg://app:s3cretPw@db.example.com/shop";
    const expected = "host=db.example.com dbname=shop user=app password=***\n";
    const fromEnv = dburi(["convert", "--env", "DATABASE_URL", "--to", "libpq"], {
      env: { DATABASE_URL: uri },
    });
    assert.equal(fromEnv.stdout, expected, fromEnv.stderr);
    const fromStdin = dburi(["convert", "-", "--to", "libpq"], { input: `${uri}\n` });
    assert.equal(fromStdin.stdout, expected, fromStdin.stderr);
  });
  test("a relative SQLite path resolves against --base-dir", () => {
    const run = dburi([
      "convert",
      "db:sqlite:data/app.db?mode=ro",
      "--to",
      "sqlite",
      "--base-dir",
      "/srv/app",
    ]);
    assert.deepEqual(JSON.parse(run.stdout), {
      filename: "/srv/app/data/app.db",
      options: { readonly: true },
    });
  });
  test("a format that does not fit the URI fails with its code; a missing or unknown --to is a usage error", () => {
    const run = dburi(["convert", "redis://:s3cretPw@h", "--to", "pg"]);
    assert.equal(run.status, 1);
    assertNoSecret(run);
    assert.equal(dburi(["convert", "redis://h"]).status, 2);
    assert.equal(dburi(["convert", "redis://h", "--to", "nope"]).status, 2);
  });
  test("--host-index picks one host of a libpq host list for node-postgres", () => {
    const uri = "postgresql://app:s3cretPw@db-1,db-2:5433/shop";
    const refused = dburi(["convert", uri, "--to", "pg"]);
    assert.equal(refused.status, 1);
    assert.match(refused.stderr, /\[multiple-hosts\]/);
    assert.match(refused.stderr, /--host-index 0/);
    assertNoSecret(refused);
    const second = dburi(["convert", uri, "--to", "pg", "--host-index", "1"]);
    assert.equal(second.status, 0, second.stderr);
    assert.deepEqual(
      { host: JSON.parse(second.stdout).host, port: JSON.parse(second.stdout).port },
      { host: "db-2", port: 5433 },
    );
    const past = dburi(["convert", uri, "--to", "pg", "--host-index", "2"]);
    assert.equal(past.status, 1);
    assert.match(past.stderr, /from 0 to 1/);
    for (const bad of [
      ["--host-index", "-1"],
      ["--host-index", "x"],
      ["--host-index", "01"],
    ])
      assert.equal(dburi(["convert", uri, "--to", "pg", ...bad]).status, 2, bad.join(" "));
    assert.equal(dburi(["convert", uri, "--to", "libpq", "--host-index", "0"]).status, 2);
  });
  test("a scheme that takes one host refuses a host list, at its ','", () => {
    const run = dburi(["convert", "mysql://root:s3cretPw@db-1,db-2/shop", "--to", "mysql2"]);
    assert.equal(run.status, 1);
    assert.match(run.stderr, /mysql URIs name one host.*\[invalid-host\] at index 26/);
    assertNoSecret(run);
  });
});

describe("dburi convert: a driver config of another engine", () => {
  // The CLI speaks of --to values, not of the library's adapters: one code, and the values that fit.
  const cases: [string, string, RegExp, string][] = [
    [
      "db:pg://app:s3cretPw@h/shop",
      "node-redis",
      /takes a Redis URI/,
      "uri, libpq, dbi, jdbc, odbc, sqlalchemy, pg",
    ],
    [
      "db:pg://app:s3cretPw@h/shop",
      "mysql2",
      /takes a MySQL or MariaDB URI/,
      "uri, libpq, dbi, jdbc, odbc, sqlalchemy, pg",
    ],
    ["redis://:s3cretPw@h/0", "pg", /takes a PostgreSQL URI/, "uri, node-redis, ioredis"],
    ["redis://:s3cretPw@h/0", "amqplib", /takes an AMQP URI/, "uri, node-redis, ioredis"],
    ["amqp://app:s3cretPw@mq/prod", "sqlite", /takes a SQLite URI/, "uri, amqplib"],
  ];
  for (const [uri, format, reason, fitting] of cases) {
    test(`${uri.split(":")[0]} --to ${format}`, () => {
      const run = dburi(["convert", uri, "--to", format, "--json"]);
      assert.equal(run.status, 1, run.stderr);
      const { error } = JSON.parse(run.stdout);
      assert.equal(error.code, "wrong-engine");
      assert.match(error.reason, reason);
      assert.equal(error.fix, `use --to with one that fits this URI: ${fitting}`);
      assert.doesNotMatch(run.stderr, /Target|interpret|adapter/);
      assertNoSecret(run);
    });
  }
});

describe("dburi convert to DSN formats", () => {
  const uri = "db:pg://app:s3cretPw@db.example.com/shop?sslmode=verify-full&application_name=my%20app";
  test("libpq, redacted, quoted", () => {
    const run = dburi(["convert", uri, "--to", "libpq"]);
    assert.equal(
      run.stdout,
      "host=db.example.com dbname=shop user=app password=*** sslmode=verify-full application_name='my app'\n",
    );
  });
  test("--omit-password leaves the password out", () => {
    const run = dburi(["convert", uri, "--to", "libpq", "--omit-password"]);
    assert.equal(
      run.stdout,
      "host=db.example.com dbname=shop user=app sslmode=verify-full application_name='my app'\n",
    );
  });
  test("--driver picks the driver of a format", () => {
    assert.equal(
      dburi(["convert", "db:mssql://sa:s3cretPw@db/shop", "--to", "dbi", "--driver", "ado"]).stdout,
      "dbi:ADO:Server=db;Database=shop\n",
    );
    assert.equal(
      dburi(["convert", "db:pg://app:s3cretPw@h/shop", "--to", "sqlalchemy", "--driver", "psycopg"]).stdout,
      "postgresql+psycopg://app:***@h/shop\n",
    );
    assert.equal(dburi(["convert", "redis://h", "--to", "pg", "--driver", "x"]).status, 2);
  });
  test("every DSN format prints without the password", () => {
    for (const format of ["uri", "libpq", "dbi", "jdbc", "sqlalchemy"]) {
      const run = dburi(["convert", "db:pg://app:s3cretPw@db.example.com/shop", "--to", format]);
      assert.equal(run.status, 0, `${format}: ${run.stderr}`);
      assertNoSecret(run);
    }
    for (const format of ["odbc", "ado"]) {
      const run = dburi(["convert", "db:mssql://sa:s3cretPw@db/shop", "--to", format]);
      assert.equal(run.status, 0, `${format}: ${run.stderr}`);
      assertNoSecret(run);
    }
  });
});

// Nothing dropped silently: every parameter a conversion goes without is one line on standard error, and
// --strict makes that exit 1; --unsupported error refuses, ignore says nothing.
describe("dburi convert: parameters not carried", () => {
  const prisma =
    "postgresql://app:s3cretPw@db.example.com/shop?schema=sales&pgbouncer=true&x_app=1&sslmode=require";
  test("--to libpq leaves Prisma's parameters and unknown keywords out, one stderr line each", () => {
    const run = dburi(["convert", prisma, "--to", "libpq"]);
    assert.equal(run.status, 0, run.stderr);
    assert.equal(run.stdout, "host=db.example.com dbname=shop user=app password=*** sslmode=require\n");
    const lines = run.stderr.trim().split("\n");
    assert.equal(lines.length, 3, run.stderr);
    for (const [i, key] of ["schema=sales", "pgbouncer=true", "x_app=1"].entries()) {
      assert.match(
        lines[i]!,
        new RegExp(
          `^warning: '${key}' is not carried into the libpq format: .*; fix: .* \\[param-not-carried\\]$`,
        ),
      );
    }
    assertNoSecret(run);
  });
  test("--strict prints the same and exits 1; without a parameter left out it exits 0", () => {
    const run = dburi(["convert", prisma, "--to", "libpq", "--strict"]);
    assert.equal(run.status, 1);
    assert.equal(run.stdout, "host=db.example.com dbname=shop user=app password=*** sslmode=require\n");
    assert.equal(run.stderr.trim().split("\n").length, 3);
    const clean = dburi([
      "convert",
      "postgresql://app@h/shop?application_name=web",
      "--to",
      "libpq",
      "--strict",
    ]);
    assert.equal(clean.status, 0, clean.stderr);
    assert.equal(clean.stderr, "");
  });
  test("--unsupported error refuses; --unsupported ignore leaves them out silently", () => {
    const refused = dburi(["convert", prisma, "--to", "libpq", "--unsupported", "error"]);
    assert.equal(refused.status, 1);
    assert.equal(refused.stdout, "");
    assert.match(refused.stderr, /cannot carry 'schema=sales'.*\[dsn-unrepresentable\]/);
    const quiet = dburi(["convert", prisma, "--to", "libpq", "--unsupported", "ignore", "--strict"]);
    assert.equal(quiet.status, 0);
    assert.equal(quiet.stderr, "");
  });
  // Sources: Prisma ORM, "Microsoft SQL Server" (connection URL arguments); Microsoft.Data.SqlClient,
  // SqlConnection.ConnectionString (keywords), which refuses any other ("Keyword not supported").
  test("--to ado --strict: SqlClient's keywords only, Prisma's mapped, one stderr line per pair left out", () => {
    const uri =
      "db:mssql://u:s3cretPw@h/db?schema=x&connection_limit=5&encrypt=true&poolTimeout=10&x_app=1&Workstation%20ID=w";
    const run = dburi(["convert", uri, "--to", "ado", "--strict"]);
    assert.equal(run.status, 1);
    assert.equal(
      run.stdout,
      "Server=tcp:h;Database=db;User ID=u;Password=***;Max Pool Size=5;Encrypt=true;Workstation ID=w\n",
    );
    const lines = run.stderr.trim().split("\n");
    assert.equal(lines.length, 3, run.stderr);
    for (const [i, key] of ["schema=x", "poolTimeout=10", "x_app=1"].entries()) {
      assert.match(
        lines[i]!,
        new RegExp(
          `^warning: '${key}' is not carried into the ado format: .*; fix: .* \\[param-not-carried\\]$`,
        ),
      );
    }
    assertNoSecret(run);
    const clean = dburi(["convert", "sqlserver://u@h/db?applicationName=web", "--to", "ado", "--strict"]);
    assert.equal(clean.status, 0, clean.stderr);
    assert.equal(clean.stdout, "Server=tcp:h;Database=db;User ID=u;Application Name=web\n");
  });
  test("--to pg: Neon's channel_binding=require is carried in part and reported; error refuses it", () => {
    const neon = "postgresql://app:s3cretPw@ep-x.neon.tech/shop?sslmode=require&channel_binding=require";
    const run = dburi(["convert", neon, "--to", "pg"]);
    assert.equal(run.status, 0, run.stderr);
    assert.equal(JSON.parse(run.stdout).enableChannelBinding, true);
    assert.match(
      run.stderr,
      /^warning: 'channel_binding=require' is not carried into node-postgres's config: .*cannot refuse a server that does not/,
    );
    assert.equal(dburi(["convert", neon, "--to", "pg", "--strict"]).status, 1);
    const refused = dburi(["convert", neon, "--to", "pg", "--unsupported", "error"]);
    assert.equal(refused.status, 1);
    assert.match(refused.stderr, /\[unsupported-param\]/);
    assertNoSecret(refused);
  });
  test("a parameter dburi does not know is reported for every driver config", () => {
    for (const [uri, to, output] of [
      ["redis://:s3cretPw@h/0?x_app=1", "ioredis", "ioredis's options"],
      ["redis://:s3cretPw@h/0?x_app=1", "node-redis", "node-redis's options"],
      ["amqp://u:s3cretPw@h/v?x_app=1", "amqplib", "amqplib's options"],
      ["mysql://u:s3cretPw@h/db?x_app=1", "mysql2", "mysql2's config"],
      ["mariadb://u:s3cretPw@h/db?x_app=1", "mariadb", "mariadb's config"],
      ["postgresql://u:s3cretPw@h/db?x_app=1", "pg", "node-postgres's config"],
    ]) {
      const run = dburi(["convert", uri!, "--to", to!, "--strict"]);
      assert.equal(run.status, 1, `${to}: ${run.stderr}`);
      assert.equal(
        run.stderr,
        `warning: 'x_app=1' is not carried into ${output}: dburi does not know this parameter, and the driver has no setting it names; fix: check its spelling; if the driver has such a setting, set it on the config yourself [param-not-carried]\n`,
      );
      assertNoSecret(run);
    }
  });
  test("a parameter whose loss changes the connection still fails by default", () => {
    const run = dburi(["convert", "postgresql://h/db?target_session_attrs=read-write", "--to", "pg"]);
    assert.equal(run.status, 1);
    assert.match(run.stderr, /\[unsupported-param\]/);
  });
});

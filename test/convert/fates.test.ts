// convert(): every query parameter of the URI has a fate in the output (mapped, passed, the output's
// behaviour anyway, or not carried), returned beside the output, which stays exactly what the adapter or
// toDsn gives. Nothing dropped silently: a parameter not carried is a warning, and a warning about a
// parameter is its fate.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import {
  CONVERSIONS,
  type ConvertTo,
  convert,
  DburiError,
  interpret,
  type ParamOutcome,
  toDsn,
  toIoredisOptions,
  toPgConfig,
} from "../../src/index.ts";

/** Each parameter's fate, as `key: fate [to]`. */
function fates(params: readonly ParamOutcome[]): string[] {
  return params.map((p) => `${p.key}: ${p.fate}${p.to === undefined ? "" : ` ${p.to}`}`);
}

describe("convert: the fate of every parameter", () => {
  // Sources: libpq §32.1.2 (keywords), node-postgres's ClientConfig, Prisma's PostgreSQL URL arguments.
  test("node-postgres: mapped to its fields, passed as written, left out with the reason", () => {
    const uri =
      "postgresql://app@db/shop?application_name=web&keepalives_idle=30&sslmode=require&pool_timeout=5&target_session_attrs=any&x_app=1";
    const target = interpret(uri);
    const { output, params, warnings } = convert(target, "pg");
    assert.deepEqual(output, toPgConfig(target));
    assert.deepEqual(fates(params), [
      "application_name: mapped application_name",
      "keepalives_idle: mapped keepAliveInitialDelayMillis",
      "sslmode: mapped ssl",
      "pool_timeout: not-carried",
      "target_session_attrs: default",
      "x_app: not-carried",
    ]);
    assert.deepEqual(
      warnings.map((w) => [w.code, w.index]),
      [
        ["param-not-carried", uri.indexOf("pool_timeout")],
        ["param-not-carried", uri.indexOf("x_app")],
      ],
    );
    assert.equal(params[3]!.index, uri.indexOf("pool_timeout"));
    assert.match(params[4]!.reason ?? "", /primary/);
  });
  test("the libpq format: Prisma's parameters and unknown keywords are left out; the DSN never holds them", () => {
    const { output, params } = convert(
      interpret("postgresql://app@db/shop?schema=sales&application_name=web&x_app=1"),
      "libpq",
    );
    assert.equal(output, "host=db dbname=shop user=app application_name=web");
    assert.deepEqual(fates(params), [
      "schema: not-carried",
      "application_name: passed application_name",
      "x_app: not-carried",
    ]);
  });
  test("pgJDBC: Prisma's schema is currentSchema, an unknown property is passed", () => {
    const { output, params } = convert(interpret("postgresql://app@db/shop?schema=sales&x_app=1"), "jdbc");
    assert.equal(output, "jdbc:postgresql://db/shop?user=app&currentSchema=sales&x_app=1");
    assert.deepEqual(fates(params), ["schema: mapped currentSchema", "x_app: passed x_app"]);
  });
  // Sources: Prisma ORM, "Microsoft SQL Server" (connection URL arguments); SqlConnection.ConnectionString
  // (Microsoft.Data.SqlClient's keywords); mssql-jdbc's and ODBC Driver 18's connection properties.
  test("SQL Server: Prisma's parameters mapped to each reader's keyword or left out; ado passes only SqlClient's", () => {
    const uri =
      "db:mssql://app@db/shop?schema=sales&connectionLimit=5&Encrypt=true&applicationName=web&Max%20Pool%20Size=2&x_app=1";
    const target = interpret(uri);
    const ado = convert(target, "ado");
    assert.equal(
      ado.output,
      "Server=tcp:db;Database=shop;User ID=app;Max Pool Size=5;Encrypt=true;Application Name=web;Max Pool Size=2",
    );
    assert.deepEqual(fates(ado.params), [
      "schema: not-carried",
      "connectionLimit: mapped Max Pool Size",
      "Encrypt: mapped Encrypt",
      "applicationName: mapped Application Name",
      "Max Pool Size: passed Max Pool Size",
      "x_app: not-carried",
    ]);
    assert.deepEqual(
      ado.warnings.map((w) => [w.code, w.index]),
      [
        ["param-not-carried", uri.indexOf("schema")],
        ["param-not-carried", uri.indexOf("x_app")],
      ],
    );
    const jdbc = convert(target, "jdbc");
    assert.equal(
      jdbc.output,
      "jdbc:sqlserver://db;databaseName=shop;user=app;encrypt=true;applicationName=web;Max Pool Size=2;x_app=1",
    );
    assert.deepEqual(fates(jdbc.params), [
      "schema: not-carried",
      "connectionLimit: not-carried",
      "Encrypt: mapped encrypt",
      "applicationName: mapped applicationName",
      "Max Pool Size: passed Max Pool Size",
      "x_app: passed x_app",
    ]);
    assert.deepEqual(fates(convert(target, "odbc").params).slice(0, 4), [
      "schema: not-carried",
      "connectionLimit: not-carried",
      "Encrypt: mapped Encrypt",
      "applicationName: mapped APP",
    ]);
    // The sqlserver:// URI is Prisma's own: every parameter passes.
    assert.ok(convert(target, "uri").params.every((p) => p.fate === "passed"));
  });
  test("ioredis: redis-py's names mapped to ioredis's, the database read into db", () => {
    const target = interpret("rediss://:s3cret@h/0?client_name=web&ssl_cert_reqs=none&db=0&x_app=1");
    const { output, params } = convert(target, "ioredis");
    assert.deepEqual(JSON.stringify(output), JSON.stringify(toIoredisOptions(target)));
    assert.deepEqual(fates(params), [
      "client_name: mapped connectionName",
      "ssl_cert_reqs: mapped tls.rejectUnauthorized",
      "db: mapped db",
      "x_app: not-carried",
    ]);
  });
  test("amqplib: frame_max and heartbeat into the URL object", () => {
    const { params, warnings } = convert(
      interpret("amqp://u:p@h/v?frame_max=4096&heartbeat=10&x_app=1"),
      "amqplib",
    );
    assert.deepEqual(fates(params), [
      "frame_max: mapped url.frameMax",
      "heartbeat: mapped url.heartbeat",
      "x_app: not-carried",
    ]);
    assert.equal(warnings.length, 1);
  });
  test("a value the output has anyway is its default, however the boolean is written (SQLite's URI parameters)", () => {
    for (const written of ["0", "false", "no", "off"]) {
      const { params, warnings } = convert(interpret(`db:sqlite:/srv/app.db?nolock=${written}`), "sqlite");
      assert.equal(params[0]!.fate, "default", written);
      assert.equal(warnings.length, 0);
    }
    assert.equal(
      convert(interpret("db:sqlite:/srv/app.db?nolock=1"), "sqlite", { unsupported: "warn" }).params[0]!.fate,
      "not-carried",
    );
  });
  test("a secret value is shown as ***", () => {
    const { params } = convert(interpret("postgresql://h/db?sslmode=require&sslpassword=s3cret"), "pg");
    assert.equal(params[1]!.value, "***");
    assert.ok(!JSON.stringify(params).includes("s3cret"));
  });
  test("unsupported: error refuses what is not carried; ignore reports nothing, the fate stays", () => {
    const target = interpret("postgresql://h/db?pool_timeout=5");
    assert.throws(
      () => convert(target, "pg", { unsupported: "error" }),
      (e: DburiError) => e.code === "unsupported-param",
    );
    const quiet = convert(target, "pg", { unsupported: "ignore" });
    assert.equal(quiet.warnings.length, 0);
    assert.equal(quiet.params[0]!.fate, "not-carried");
  });
  test("a parameter whose loss changes the connection throws by default", () => {
    assert.throws(
      () => convert(interpret("postgresql://h/db?target_session_attrs=read-write"), "pg"),
      (e: DburiError) => e.code === "unsupported-param",
    );
  });
  // A TLS setting maps into the TLS options of the output (node-postgres's and mysql2's `ssl`, ioredis's
  // `tls`, node-redis's `socket`, amqplib's `socketOptions`); without TLS there are none, and the driver
  // reads none: libpq §32.19 (sslrootcert and the others apply only to SSL connections), redis-py's
  // `ssl_*` arguments (used by SSLConnection only), RabbitMQ's URI query parameters (TLS options, amqps).
  const TLS_WITHOUT_TLS: readonly [string, ConvertTo, string, string][] = [
    ["postgresql://h/db?sslmode=disable&sslrootcert=/ca.pem", "pg", "sslrootcert", "sslmode=require"],
    ["mysql://h/db?ssl-mode=DISABLED&ssl-ca=/ca.pem", "mysql2", "ssl-ca", "ssl-mode=REQUIRED"],
    ["mysql://h/db?ssl-mode=DISABLED&ssl-ca=/ca.pem", "mariadb", "ssl-ca", "ssl-mode=REQUIRED"],
    ["redis://h/0?ssl_cert_reqs=required", "ioredis", "ssl_cert_reqs", "rediss:"],
    ["redis://h/0?ssl_cert_reqs=required", "node-redis", "ssl_cert_reqs", "rediss:"],
    ["redis://h1,h2/0?ssl_ca_certs=/ca.pem", "ioredis", "ssl_ca_certs", "rediss:"],
    [
      "redis-sentinel://s1/0?sentinelMasterId=m&ssl_ca_certs=/ca.pem",
      "node-redis",
      "ssl_ca_certs",
      "rediss:",
    ],
    ["amqp://h/v?cacertfile=/ca.pem", "amqplib", "cacertfile", "amqps:"],
  ];
  for (const [uri, to, key, asks] of TLS_WITHOUT_TLS) {
    test(`${to}: '${key}' without TLS is not carried, not mapped into TLS options the output lacks`, () => {
      const target = interpret(uri);
      const { params, warnings } = convert(target, to, { readFile: () => "-----BEGIN CERTIFICATE-----" });
      const outcome = params.find((p) => p.key === key)!;
      assert.equal(outcome.fate, "not-carried");
      assert.match(outcome.reason ?? "", /does not use TLS/);
      const warning = warnings.find((w) => w.index === uri.indexOf(key));
      assert.equal(warning?.code, "param-not-carried");
      assert.ok(warning?.fix?.includes(asks), warning?.fix);
      // The switch itself (sslmode=disable, ssl-mode=DISABLED) is carried: it is what turns TLS off.
      for (const p of params) if (p.key !== key && /ssl-?mode/.test(p.key)) assert.equal(p.fate, "mapped");
    });
  }
  test("without TLS, each TLS setting reported once, at its last pair, in query order", () => {
    const uri = "postgresql://h/db?sslmode=disable&sslkey=/a&sslpassword=s3cret&sslkey=/a";
    const { warnings } = convert(interpret(uri), "pg");
    assert.deepEqual(
      warnings.map((w) => w.index),
      [uri.indexOf("sslpassword"), uri.lastIndexOf("sslkey")],
    );
    assert.ok(!JSON.stringify(warnings).includes("s3cret"));
  });
  test("with TLS, the same settings are mapped into the TLS options", () => {
    const read = { readFile: () => "-----BEGIN CERTIFICATE-----" };
    assert.deepEqual(
      fates(convert(interpret("rediss://h/0?ssl_cert_reqs=required"), "ioredis", read).params),
      ["ssl_cert_reqs: mapped tls.rejectUnauthorized"],
    );
    assert.deepEqual(
      fates(convert(interpret("postgresql://h/db?sslmode=require&sslrootcert=/ca.pem"), "pg", read).params),
      ["sslmode: mapped ssl", "sslrootcert: mapped ssl.ca"],
    );
    assert.deepEqual(fates(convert(interpret("amqps://h/v?cacertfile=/ca.pem"), "amqplib", read).params), [
      "cacertfile: mapped socketOptions.ca",
    ]);
  });
  test("a conversion it does not make is unknown-format", () => {
    assert.throws(
      () => convert(interpret("postgresql://h/db"), "constructor" as ConvertTo),
      (e: DburiError) => e.code === "unknown-format",
    );
  });
});

// The invariant, on URIs of every family with random parameters (known and unknown): one outcome per
// query pair in order; "not-carried" exactly where a warning points (unless ignored); a DSN holds every
// passed key and none of the not-carried ones.
const FAMILY_URIS: readonly [string, readonly string[]][] = [
  [
    "postgresql://app:pw@db/shop",
    [
      "application_name",
      "keepalives_idle",
      "pool_timeout",
      "schema",
      "connect_timeout",
      "x_app",
      "statement_cache_size",
    ],
  ],
  [
    "mysql://app:pw@db/shop",
    ["charset", "connectTimeout", "x_app", "multipleStatements", "connection_limit"],
  ],
  ["redis://:pw@h/0", ["client_name", "socket_timeout", "x_app", "protocol"]],
  ["amqp://u:pw@h/v", ["frame_max", "heartbeat", "channel_max", "x_app"]],
  ["db:sqlite:/srv/app.db", ["mode", "x_app"]],
  ["mongodb://u:pw@h/db", ["appName", "retryWrites", "x_app"]],
];
const VALUES = ["1", "5", "true", "web", "0"];

describe("convert: one fate per parameter, matching the warnings and the DSN", () => {
  test("property", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FAMILY_URIS),
        fc.array(fc.tuple(fc.nat(20), fc.constantFrom(...VALUES)), { maxLength: 4 }),
        fc.constantFrom(...CONVERSIONS),
        ([base, keys], picks, to) => {
          const pairs = picks.map(([k, v]) => `${keys[k % keys.length]}=${v}`);
          const uri = pairs.length === 0 ? base : `${base}?${pairs.join("&")}`;
          let target: ReturnType<typeof interpret>;
          try {
            target = interpret(uri);
          } catch {
            return; // a value its parameter refuses
          }
          let conversion: ReturnType<typeof convert>;
          try {
            conversion = convert(target, to, { unsupported: "warn", readFile: () => "" });
          } catch (error) {
            // Not this engine's conversion, or a format that cannot hold the target.
            assert.ok(error instanceof DburiError, String(error));
            return;
          }
          const { params, warnings, output } = conversion;
          assert.equal(params.length, target.uri.queryEntries.length);
          for (const [i, p] of params.entries()) assert.equal(p.key, target.uri.queryEntries[i]!.key);
          const warned = new Set(
            warnings
              .filter((w) => w.code === "param-not-carried" || w.code === "unsupported-param")
              .map((w) => w.index),
          );
          for (const p of params) {
            if (warned.has(p.index)) assert.equal(p.fate, "not-carried", `${uri} --to ${to}: ${p.key}`);
            if (typeof output === "string" && to !== "uri" && p.fate === "passed") {
              assert.ok(output.includes(p.key), `${uri} --to ${to}: ${p.key} passed, not in ${output}`);
            }
          }
          if (typeof output === "string" && ["libpq"].includes(to)) {
            for (const p of params.filter((q) => q.fate === "not-carried")) {
              assert.ok(
                !output.includes(`${p.key}=`),
                `${uri} --to ${to}: ${p.key} not carried, in ${output}`,
              );
            }
          }
          assert.equal(
            typeof output === "string" ? output : "",
            typeof output === "string" ? toDsn(target, to as never, { unsupported: "ignore" }) : "",
          );
        },
      ),
      { numRuns: 400 },
    );
  });
});

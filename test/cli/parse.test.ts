// dburi parse: components and interpretation, --json, --diagram, input from --env and standard input.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { assertNoSecret, dburi } from "./run.ts";

const REDIS = "redis://app:s3cretPw@cache.example.com:6380/2?client_name=web";
const AMQP = "amqps://user:s3cretPw@mq.example.com/%2f?heartbeat=30&password=s3cretPw";

describe("dburi parse", () => {
  test("components and interpretation, redacted", () => {
    const run = dburi(["parse", REDIS]);
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /^uri +redis:\/\/app:\*\*\*@cache\.example\.com:6380\/2\?client_name=web$/m);
    assert.match(run.stdout, /^host +cache\.example\.com$/m);
    assert.match(run.stdout, /^interpretation$/m);
    assert.match(run.stdout, /^database +2$/m);
    // One host is the host and port rows: no hosts row for people.
    assert.doesNotMatch(run.stdout, /^hosts +\[/m);
    assertNoSecret(run);
  });
  test("--json shape", () => {
    const run = dburi(["parse", AMQP, "--json"]);
    assert.equal(run.status, 0, run.stderr);
    const out = JSON.parse(run.stdout);
    assert.deepEqual(Object.keys(out), ["uri", "components", "target", "error"]);
    assert.equal(out.components.port, null);
    assert.equal(out.target.effectivePort, 5671);
    assert.equal(out.target.tls, true);
    assert.equal(out.target.vhost, "/");
    assert.equal(out.target.password, "***");
    assert.equal(out.error, null);
    assertNoSecret(run);
  });
  test("--json components.hosts: every host of the authority, or null without one", () => {
    const one = JSON.parse(dburi(["parse", REDIS, "--json"]).stdout).components;
    assert.deepEqual(one.hosts, [
      { host: "cache.example.com", rawHost: "cache.example.com", hostType: "name", port: 6380 },
    ]);
    const list = JSON.parse(dburi(["parse", "postgresql://a,b:5433/db", "--json"]).stdout).components;
    assert.deepEqual(
      list.hosts.map((h: { host: string; port: number | null }) => [h.host, h.port]),
      [
        ["a", null],
        ["b", 5433],
      ],
    );
    const none = JSON.parse(dburi(["parse", "db:sqlite:app.db", "--json"]).stdout).components;
    assert.equal(none.hosts, null);
    // A host list is listed for people too.
    assert.match(dburi(["parse", "postgresql://a,b:5433/db"]).stdout, /^hosts +\[/m);
  });
  test("--diagram marks each component", () => {
    const run = dburi(["parse", REDIS, "--diagram"]);
    const lines = run.stdout.split("\n");
    assert.equal(lines[0], "redis://app:***@cache.example.com:6380/2?client_name=web");
    assert.match(lines[1] ?? "", /^\^{5} +scheme$/);
    assert.ok(
      lines.some((line) => /^ {12}\^{3} +password$/.test(line)),
      run.stdout,
    );
    assertNoSecret(run);
  });
  test("--diagram of a db: URI marks the components of the URI it holds", () => {
    const uri = "db:pg://app:s3cretPw@db.example.com:5433/shop?sslmode=require";
    const lines = dburi(["parse", uri, "--diagram"]).stdout.split("\n");
    const shown = "db:pg://app:***@db.example.com:5433/shop?sslmode=require";
    assert.equal(lines[0], shown);
    // Each marked span, read back from the shown URI.
    const marked = new Map<string, string>();
    for (const line of lines.slice(1)) {
      const match = /^( *)(\^+) +(\S.*)$/.exec(line);
      if (match) marked.set(match[3]!, shown.slice(match[1]!.length, match[1]!.length + match[2]!.length));
    }
    assert.deepEqual(Object.fromEntries(marked), {
      scheme: "db",
      "nested URI": "pg://app:***@db.example.com:5433/shop?sslmode=require",
      engine: "pg",
      username: "app",
      password: "***",
      host: "db.example.com",
      port: "5433",
      path: "/shop",
      query: "sslmode=require",
    });
  });
  test("--diagram --reveal marks the password as written", () => {
    const lines = dburi(["parse", REDIS, "--diagram", "--reveal"]).stdout.split("\n");
    assert.equal(lines[0], REDIS);
    const password = lines.find((line) => line.endsWith(" password")) ?? "";
    assert.equal(REDIS.slice(password.indexOf("^"), password.lastIndexOf("^") + 1), "s3cretPw");
  });
  test("--diagram with --json is a usage error: one draws for people, the other prints data", () => {
    const run = dburi(["parse", REDIS, "--diagram", "--json"]);
    assert.equal(run.status, 2);
    assert.equal(JSON.parse(run.stdout).error.code, "usage-error");
    assert.match(run.stderr, /--diagram/);
  });
  test("--reveal shows the password", () => {
    const run = dburi(["parse", REDIS, "--reveal", "--json"]);
    assert.equal(JSON.parse(run.stdout).target.password, "s3cretPw");
  });
  test("--env reads the URI from the environment; - reads standard input", () => {
    const fromEnv = dburi(["parse", "--env", "MY_URL", "--json"], { env: { MY_URL: REDIS } });
    assert.equal(fromEnv.status, 0, fromEnv.stderr);
    assert.equal(JSON.parse(fromEnv.stdout).target.host, "cache.example.com");
    const fromStdin = dburi(["parse", "-", "--json"], { input: `${REDIS}\n` });
    assert.equal(fromStdin.status, 0, fromStdin.stderr);
    assert.equal(JSON.parse(fromStdin.stdout).target.database, "2");
    assertNoSecret(fromEnv);
    assertNoSecret(fromStdin);
    assert.equal(dburi(["parse", "--env", "UNSET_VARIABLE_X"]).status, 2);
  });
  test("an invalid URI exits 1 with a redacted error on stderr", () => {
    const run = dburi(["parse", "redis://:s3cretPw#x@cache/0"]);
    assert.equal(run.status, 1);
    assert.match(run.stderr, /invalid-userinfo/);
    assert.match(run.stderr, /%23/);
    assertNoSecret(run);
  });
  test("a scheme-level error exits 1", () => {
    const run = dburi(["parse", "redis://:s3cretPw@cache/01"]);
    assert.equal(run.status, 1);
    assert.match(run.stderr, /invalid-database/);
    assertNoSecret(run);
  });
});

// --json failures print a JSON document with `error` on stdout and keep their exit codes; normalize on
// schemes dburi does not know; ping's --base-dir and where it says it connected; a --driver the engine has not.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { location } from "../../src/cli/commands/ping.ts";
import { closedPort } from "../helpers/network.ts";
import { assertNoSecret, dburi } from "./run.ts";

const ERROR_KEYS = ["code", "index", "shownIndex", "reason", "fix"];
const closed = await closedPort();

describe("--json on failure", () => {
  const cases: [string, string[], number, string, string[]][] = [
    [
      "convert, invalid URI",
      ["convert", "redis://:s3cretPw@h:x", "--to", "uri"],
      1,
      "invalid-port",
      ["error"],
    ],
    ["convert, wrong engine", ["convert", "redis://:s3cretPw@h", "--to", "pg"], 1, "wrong-engine", ["error"]],
    ["normalize", ["normalize", "redis://:s3cretPw@h/01"], 1, "invalid-database", ["error"]],
    ["schemes", ["schemes", "no-such-scheme"], 1, "unknown-scheme", ["error"]],
    ["template show", ["template", "show", "no-such-scheme"], 1, "unknown-scheme", ["error"]],
    [
      "ping, refused",
      ["ping", `redis://:s3cretPw@127.0.0.1:${closed}/0`],
      1,
      "connection-refused",
      ["ok", "engine", "driver", "host", "port", "database", "latencyMs", "serverVersion", "error"],
    ],
    [
      "ping, invalid URI",
      ["ping", "redis://:s3cretPw@h/01"],
      1,
      "invalid-database",
      ["ok", "engine", "driver", "host", "port", "database", "latencyMs", "serverVersion", "error"],
    ],
    [
      "parse, not RFC 3986",
      ["parse", "redis://:s3cretPw@h:x"],
      1,
      "invalid-port",
      ["uri", "components", "target", "error"],
    ],
    ["a usage error", ["convert", "redis://h", "--to", "nope"], 2, "usage-error", ["error"]],
    ["an unknown command", ["nope"], 2, "usage-error", ["error"]],
  ];
  for (const [name, args, status, code, keys] of cases) {
    test(name, () => {
      const run = dburi([...args, "--json"]);
      assert.equal(run.status, status, run.stderr);
      const out = JSON.parse(run.stdout);
      assert.deepEqual(Object.keys(out), keys);
      assert.deepEqual(Object.keys(out.error), ERROR_KEYS);
      assert.equal(out.error.code, code);
      assert.equal(typeof out.error.reason, "string");
      const forPeople = status === 2 ? run.stderr.startsWith("dburi: ") : run.stderr.includes(code);
      assert.ok(forPeople, "the error for people stays on stderr");
      if (keys[0] === "ok") assert.equal(out.ok, false);
      assertNoSecret(run);
    });
  }
  test("index counts in the input as given; shownIndex in the URI as shown", () => {
    const input = "redis://:s3cretPw@h:x";
    const out = JSON.parse(dburi(["parse", input, "--json"]).stdout);
    assert.equal(out.uri, "redis://:***@h:x");
    assert.equal(input[out.error.index], "x");
    assert.equal(out.uri[out.error.shownIndex], "x");
    const revealed = JSON.parse(dburi(["parse", input, "--json", "--reveal"]).stdout);
    assert.equal(revealed.uri, input);
    assert.equal(revealed.error.shownIndex, revealed.error.index);
    const checked = JSON.parse(dburi(["check", "redis://u:s3cretPw@h/01", "--json"]).stdout).results[0];
    assert.equal(checked.uri.slice(checked.error.shownIndex), "01");
    assert.equal("redis://u:s3cretPw@h/01".slice(checked.error.index), "01");
  });
});

describe("dburi normalize, a scheme dburi does not know", () => {
  test("RFC 3986 syntax-based normalization, with a note", () => {
    for (const [input, expected] of [
      ["http://h:80/a/./b", "http://h:80/a/b"],
      ["foo://H/a/./b", "foo://h/a/b"],
      ["FOO://u:s3cretPw@H/%7e/../x", "foo://u:***@h/x"],
    ] as const) {
      const run = dburi(["normalize", input]);
      assert.equal(run.status, 0, run.stderr);
      assert.equal(run.stdout, `${expected}\n`);
      assert.match(run.stderr, /^note: '(http|foo)' is not a scheme dburi knows/);
      assertNoSecret(run);
    }
    const out = JSON.parse(dburi(["normalize", "http://h:80/a/./b", "--json"]).stdout);
    assert.equal(out.uri, "http://h:80/a/b");
    assert.equal(out.schemeBased, false);
    assert.match(out.note, /§6\.2\.3/);
  });
  test("a known scheme gets its own step and no note", () => {
    const run = dburi(["normalize", "AMQP://H:5672/%7evh", "--json"]);
    assert.deepEqual(JSON.parse(run.stdout), { uri: "amqp://h/~vh", schemeBased: true, note: null });
    assert.equal(run.stderr, "");
  });
});

describe("dburi ping: --base-dir and where it connected", () => {
  test("a relative SQLite path resolves against --base-dir, the current directory by default", () => {
    const run = dburi(["ping", "db:sqlite:no-such-dir/app.db?mode=ro", "--json"]);
    const out = JSON.parse(run.stdout);
    assert.notEqual(out.error?.code, "relative-path", run.stderr);
    assert.doesNotMatch(run.stderr, /baseDirectory|process\.cwd/);
    const based = dburi(["ping", "db:sqlite:app.db?mode=ro", "--base-dir", "/no-such-dir", "--json"]);
    assert.doesNotMatch(based.stdout + based.stderr, /relative-path|baseDirectory/);
    assert.match(dburi(["ping", "--help"]).stdout, /--base-dir DIR/);
  });
  test("an in-memory SQLite database: no host, as in the JSON", (t) => {
    const run = dburi(["ping", "db:sqlite::memory:"]);
    if (run.status !== 0 && /driver-not-installed/.test(run.stderr))
      return t.skip("better-sqlite3 is not installed");
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /^ok {2}sqlite \S+ {2}database :memory: {2}[\d.]+ ms/);
    assert.doesNotMatch(run.stdout, /localhost|-:|:-/);
    const json = JSON.parse(dburi(["ping", "db:sqlite::memory:", "--json"]).stdout);
    assert.equal(json.host, null);
  });
  test("the location shown is the result's host and port", () => {
    assert.equal(location({ host: null, port: null }), "");
    assert.equal(location({ host: "/var/run/postgresql", port: 5432 }), "/var/run/postgresql port 5432");
    assert.equal(location({ host: "/tmp/redis.sock", port: null }), "/tmp/redis.sock");
    assert.equal(location({ host: "127.0.0.1", port: 6379 }), "127.0.0.1:6379");
    assert.equal(location({ host: "::1", port: 5432 }), "[::1]:5432");
  });
});

describe("a --driver the engine has not: a usage error (exit 2), before any connection", () => {
  const cases: [string[], RegExp][] = [
    [["ping", "redis://:s3cretPw@127.0.0.1:1", "--driver", "nope"], /use one of 'redis', 'ioredis'/],
    [["ping", "postgresql://app:s3cretPw@127.0.0.1:1/db", "--driver", "nope"], /use 'pg'/],
    [["ping", "amqp://guest:s3cretPw@127.0.0.1:1", "--driver", "nope"], /use 'amqplib'/],
    [["ping", "mysql://root:s3cretPw@127.0.0.1:1/db", "--driver", "mysql"], /use one of 'mysql2', 'mariadb'/],
    [["ping", "db:sqlite::memory:", "--driver", "sqlite3"], /use one of 'better-sqlite3', 'node:sqlite'/],
    [["convert", "db:mssql://sa:s3cretPw@h/db", "--to", "dbi", "--driver", "nope"], /odbc, ado, sybase/],
  ];
  for (const [args, fix] of cases) {
    test(args.slice(0, 2).join(" "), () => {
      const run = dburi(args);
      assert.equal(run.status, 2, run.stderr);
      assert.match(run.stderr, /\[unknown-driver\]/);
      assert.match(run.stderr, fix);
      assertNoSecret(run);
    });
  }
});

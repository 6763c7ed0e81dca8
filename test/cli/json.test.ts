// Every --json document keeps the keys the README's "JSON output" lists, in that order, whatever the
// input: a change to one is a change to a documented, stable interface.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { dburi } from "./run.ts";

/** Runs a command with --json and returns its document. */
// biome-ignore lint/suspicious/noExplicitAny: a JSON document, read key by key
function json(args: string[]): Record<string, any> {
  const run = dburi([...args, "--json"]);
  return JSON.parse(run.stdout);
}

const keys = (value: unknown) => Object.keys(value as object);

const ERROR = ["code", "index", "shownIndex", "reason", "fix"];
const COMPONENTS = [
  "scheme",
  "authority",
  "userinfo",
  "username",
  "password",
  "host",
  "rawHost",
  "hostType",
  "port",
  "hosts",
  "path",
  "segments",
  "query",
  "params",
  "fragment",
];
const TARGET = [
  "href",
  "uri",
  "scheme",
  "engine",
  "canonicalEngine",
  "recognized",
  "host",
  "hosts",
  "port",
  "defaultPort",
  "effectivePort",
  "socket",
  "user",
  "password",
  "database",
  "params",
  "options",
  "tls",
  "warnings",
];
/** Each scheme family's keys after the common ones (README: the table of extra keys). */
const TARGET_EXTRAS: [string, string[]][] = [
  ["redis://h/0", ["db"]],
  ["rediss://h/0", ["db"]],
  ["redis+socket:///tmp/redis.sock", ["db"]],
  ["amqp://h/v", ["vhost"]],
  ["amqps://h/v", ["vhost"]],
  ["postgresql://h/db", ["databaseKind", "unknownParams", "driver", "ssl"]],
  ["db:pg://h/db", ["databaseKind", "unknownParams", "driver", "ssl"]],
  ["db:redshift://h/db", ["databaseKind", "unknownParams", "driver", "ssl"]],
  ["mysql://h/db", ["databaseKind", "unknownParams", "driver"]],
  ["db:sqlite:app.db", ["databaseKind", "unknownParams", "driver", "memory"]],
  ["mongodb://h/db", ["databaseKind", "unknownParams", "driver", "srv"]],
  ["db:mssql://h/db", ["databaseKind", "unknownParams", "driver"]],
  ["db:unknown-engine://h/db", ["databaseKind", "unknownParams", "driver"]],
];

describe("--json documents keep their keys", () => {
  test("parse", () => {
    for (const uri of ["redis://:pw@h:1/0?a=b#f", "mailto:a@example.com", "postgresql://a,b/db"]) {
      const out = json(["parse", uri]);
      assert.deepEqual(keys(out), ["uri", "components", "target", "error"], uri);
      assert.deepEqual(keys(out.components), COMPONENTS, uri);
    }
    for (const host of json(["parse", "postgresql://a,b:1/db"]).components!.hosts as object[])
      assert.deepEqual(keys(host), ["host", "rawHost", "hostType", "port"]);
    const failed = json(["parse", "redis://h:x"]);
    assert.deepEqual(keys(failed), ["uri", "components", "target", "error"]);
    assert.deepEqual(keys(failed.error), ERROR);
    const uninterpreted = json(["parse", "redis://h/01"]);
    assert.equal(uninterpreted.target, null);
    assert.deepEqual(keys(uninterpreted.components), COMPONENTS);
  });
  for (const [uri, extras] of TARGET_EXTRAS) {
    test(`parse: the target of ${uri}`, () => {
      assert.deepEqual(keys(json(["parse", uri]).target), [...TARGET, ...extras]);
    });
  }
  test("check", () => {
    const out = json(["check", "redis://:longpassword@h/1?db=1", "redis://h/x", "redis://h/0"]);
    assert.deepEqual(keys(out), ["results", "summary"]);
    assert.deepEqual(keys(out.summary), ["checked", "valid", "failed", "invalid", "warnings", "strict"]);
    const results = out.results as Record<string, unknown>[];
    for (const result of results)
      assert.deepEqual(keys(result), ["origin", "uri", "valid", "error", "warnings"]);
    assert.deepEqual(keys((results[0]!.warnings as object[])[0]), [
      "severity",
      "code",
      "message",
      "index",
      "shownIndex",
      "fix",
      "section",
    ]);
    assert.deepEqual(keys(results[1]!.error), ERROR);
  });
  test("convert", () => {
    assert.deepEqual(keys(json(["convert", "db:pg://h/db", "--to", "libpq"])), ["format", "dsn"]);
    assert.deepEqual(keys(json(["convert", "db:pg://h/db", "--to", "mysql2"])), ["error"]);
  });
  test("normalize", () => {
    assert.deepEqual(keys(json(["normalize", "REDIS://H:6379/0"])), ["uri", "schemeBased", "note"]);
    assert.deepEqual(keys(json(["normalize", "HTTP://H/a"])), ["uri", "schemeBased", "note"]);
  });
  test("schemes", () => {
    const list = json(["schemes"]) as unknown as object[];
    const summary = [
      "name",
      "aliases",
      "status",
      "ianaStatus",
      "description",
      "defaultPort",
      "defaultPortSource",
      "tls",
      "variantOf",
      "findings",
    ];
    for (const entry of list) assert.deepEqual(keys(entry), summary);
    const iana = json(["schemes", "--iana"]) as unknown as object[];
    const entry = [
      "name",
      "status",
      "template",
      "templateUrl",
      "description",
      "reference",
      "references",
      "wellKnownUriSupport",
      "notes",
      "obsolete",
    ];
    for (const item of iana) assert.deepEqual(keys(item), entry);
    for (const name of ["redis", "amqp", "http"])
      assert.deepEqual(keys(json(["schemes", name])), ["definition", "iana"]);
    assert.equal((json(["schemes", "redis"]).definition as { interpreted: boolean }).interpreted, true);
    assert.deepEqual(keys(json(["schemes", "no-such-scheme"])), ["error"]);
  });
  test("template", () => {
    const lint = json(["template", "lint", "test/fixtures/registry/redis-registration.txt"]);
    assert.deepEqual(keys(lint), ["findings", "errors"]);
    for (const finding of lint.findings as object[])
      assert.deepEqual(keys(finding), ["severity", "code", "message", "index", "fix", "section"]);
    assert.deepEqual(keys(json(["template", "show", "amqp"])), ["scheme", "template", "draft"]);
  });
  test("a usage error", () => {
    const out = json(["parse"]);
    assert.deepEqual(keys(out), ["error"]);
    assert.deepEqual(keys(out.error), ERROR);
  });
});

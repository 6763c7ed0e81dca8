// dburi check: findings with code, position and fix; --file, --strict, --json, standard input, --reveal.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, test } from "node:test";
import { warningJson } from "../../src/cli/commands/check.ts";
import { assertNoSecret, dburi, rawControl } from "./run.ts";

const REDIS = "redis://app:s3cretPw@cache.example.com:6380/2?client_name=web";
const AMQP = "amqps://user:s3cretPw@mq.example.com/%2f?heartbeat=30&password=s3cretPw";
const dir = mkdtempSync(join(tmpdir(), "dburi-check-"));
after(() => rmSync(dir, { recursive: true, force: true }));

describe("dburi check", () => {
  const list = join(dir, "urls.txt");
  writeFileSync(list, `# services\n${REDIS}\n\namqp://guest:s3cretPw@rabbit/a/b\nredis://user@h\n`);
  test("valid URIs exit 0 with a summary", () => {
    const run = dburi(["check", REDIS, AMQP]);
    assert.equal(run.status, 0, run.stdout);
    assert.match(run.stdout, /2 checked, 1 valid, 1 with warnings/);
    assert.match(run.stdout, /passphrase-without-key/);
    assertNoSecret(run);
  });
  test("--file: comments skipped, invalid lines fail with code, position and fix", () => {
    const run = dburi(["check", "--file", list]);
    assert.equal(run.status, 1);
    assert.match(run.stdout, /line 4 of .*urls\.txt/);
    assert.match(run.stdout, /invalid-vhost/);
    assert.match(run.stdout, /fix: /);
    assert.match(run.stdout, /3 checked, 1 valid, 1 with warnings, 1 invalid/);
    assertNoSecret(run);
  });
  test("--strict fails on warnings", () => {
    assert.equal(dburi(["check", "redis://user@h"]).status, 0);
    assert.equal(dburi(["check", "redis://user@h", "--strict"]).status, 1);
    const strict = JSON.parse(dburi(["check", "redis://user@h", "--strict", "--json"]).stdout);
    assert.deepEqual(strict.summary, {
      checked: 1,
      valid: 0,
      failed: 1,
      invalid: 0,
      warnings: 1,
      strict: true,
    });
    assert.equal(strict.results[0].valid, false);
  });
  test("--json shape", () => {
    const run = dburi(["check", "--file", list, "--json"]);
    const out = JSON.parse(run.stdout);
    assert.deepEqual(Object.keys(out), ["results", "summary"]);
    assert.deepEqual(out.summary, {
      checked: 3,
      valid: 2,
      failed: 1,
      invalid: 1,
      warnings: 1,
      strict: false,
    });
    assert.deepEqual(Object.keys(out.results[0]), ["origin", "uri", "valid", "error", "warnings"]);
    assert.equal(out.results[1].error.code, "invalid-vhost");
    assertNoSecret(run);
  });
  test("standard input, one URI a line", () => {
    const run = dburi(["check", "-"], { input: `${REDIS}\nredis://h/x\n` });
    assert.equal(run.status, 1);
    assert.match(run.stdout, /standard input line 2/);
  });
  test("nothing to check is a usage error", () => {
    assert.equal(dburi(["check"]).status, 2);
  });
  test("--reveal shows the URI as written, in the line and in the JSON", () => {
    const run = dburi(["check", REDIS, "--reveal"]);
    assert.equal(run.status, 0, run.stdout);
    assert.ok(run.stdout.includes(`argument 1  ${REDIS}`), run.stdout);
    const json = JSON.parse(dburi(["check", REDIS, "--reveal", "--json"]).stdout);
    assert.equal(json.results[0].uri, REDIS);
  });
});

describe("dburi check: where a warning points", () => {
  // The warning's index counts in the input; the output shows the URI redacted, so a long password
  // shifts the place: the caret and shownIndex point into the text shown.
  const input = "redis://:longpassword@h/1?db=1";
  const shown = "redis://:***@h/1?db=1";
  test("--json: index in the input, shownIndex in the URI shown, every key always there", () => {
    const result = JSON.parse(dburi(["check", input, "--json"]).stdout).results[0];
    assert.equal(result.uri, shown);
    const [warning] = result.warnings;
    assert.deepEqual(Object.keys(warning), [
      "severity",
      "code",
      "message",
      "index",
      "shownIndex",
      "fix",
      "section",
    ]);
    assert.equal(warning.code, "redundant-database");
    assert.equal(input.slice(warning.index), shown.slice(warning.shownIndex));
    const revealed = JSON.parse(dburi(["check", input, "--json", "--reveal"]).stdout).results[0].warnings[0];
    assert.equal(revealed.shownIndex, revealed.index);
    // A finding about no place has null for both, and the same keys.
    const unplaced = warningJson(
      { severity: "warning", code: "x", message: "m" },
      { text: input, reveal: false },
    );
    assert.deepEqual(unplaced, {
      severity: "warning",
      code: "x",
      message: "m",
      index: null,
      shownIndex: null,
      fix: null,
      section: null,
    });
  });
  test("for people: the URI shown with a caret under the place", () => {
    const lines = dburi(["check", input]).stdout.split("\n");
    const at = lines.findIndex((line) => line.includes("redundant-database at index"));
    assert.ok(at > 0, lines.join("\n"));
    const excerpt = lines[at + 1] ?? "";
    const caret = lines[at + 2] ?? "";
    assert.equal(excerpt.trim(), shown);
    const column = caret.indexOf("^");
    assert.equal(
      excerpt.slice(column),
      shown.slice(JSON.parse(dburi(["check", input, "--json"]).stdout).results[0].warnings[0].shownIndex),
    );
    assert.match(lines[at + 3] ?? "", /^ +fix: /);
  });
});

describe("dburi check: control characters", () => {
  // A URI that would clear the screen and colour the rest red: shown with its controls visible.
  const hostile = "redis://h/0\x1b[2J\x1b[31mX\x9b31m\x7f";
  test("the line showing the URI and the error excerpt show them as symbols", () => {
    const run = dburi(["check", hostile]);
    assert.equal(run.status, 1);
    assert.equal(rawControl(run.stdout + run.stderr), null);
    assert.ok(run.stdout.includes("redis://h/0\u241b[2J\u241b[31mX\ufffd31m\u2421"), run.stdout);
  });
  test("--json escapes them, C1 and DEL included, and reads back as the input", () => {
    const run = dburi(["check", hostile, "--json", "--reveal"]);
    assert.equal(rawControl(run.stdout), null);
    assert.equal(JSON.parse(run.stdout).results[0].uri, hostile);
  });
});

// check and the drivers agree: a URI check calls valid converts and pings with its engine's Node drivers,
// or check warns about each parameter they would refuse or go without, naming the drivers and the fix.
describe("dburi check: what the Node drivers will not carry", () => {
  const cases: [string, RegExp][] = [
    [
      "postgresql://app@db/shop?sslmode=require&channel_binding=require",
      /param-not-carried at index 41: for pg \(dburi ping, convert --to pg\): 'channel_binding=require' is not carried into node-postgres's config/,
    ],
    [
      "postgresql://app@db/shop?target_session_attrs=read-write",
      /unsupported-param at index 25: for pg \(convert --to pg; dburi ping honours it\): .*target_session_attrs=read-write.*\n.*\n.*\n\s+fix: .*--unsupported ignore/,
    ],
    [
      "mysql://app@db/shop?ssl-capath=/etc/certs",
      /unsupported-param.*: for mysql2 and mariadb \(dburi ping, convert --to mysql2\|mariadb\): mysql2 cannot honour 'ssl-capath'/,
    ],
    [
      "rediss://cache/0?ssl_ca_path=/etc/certs",
      /unsupported-param at index 17: for node-redis and ioredis \(dburi ping, convert --to node-redis\|ioredis\): node-redis cannot honour 'ssl_ca_path'/,
    ],
  ];
  for (const [uri, expected] of cases) {
    test(uri, () => {
      const run = dburi(["check", uri]);
      assert.equal(run.status, 0, run.stderr);
      assert.match(run.stdout, expected);
      assert.match(run.stdout, /1 with warnings/);
      assert.equal(dburi(["check", uri, "--strict"]).status, 1);
    });
  }
  test("a parameter interpret already calls unknown is said once", () => {
    const run = dburi(["check", "mysql://app@db/shop?x_app=1"]);
    assert.equal(run.stdout.match(/x_app/g)?.length, 3, run.stdout); // the message, the URI under it, and the summary line
  });
});

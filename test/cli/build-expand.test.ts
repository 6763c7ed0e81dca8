// dburi build and dburi expand: the password from a variable, a file or standard input, never an
// argument; shown as *** unless --reveal.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, test } from "node:test";
import { assertNoSecret, dburi } from "./run.ts";

const dir = mkdtempSync(join(tmpdir(), "dburi-build-"));
after(() => rmSync(dir, { recursive: true, force: true }));

const BASE = [
  "build",
  "--scheme",
  "postgresql",
  "--host",
  "db.example.com",
  "--user",
  "app",
  "--database",
  "shop",
];

describe("dburi build", () => {
  test("the password from --password-env, --password-file and --password-stdin, encoded, shown only with --reveal", () => {
    const file = join(dir, "pw");
    writeFileSync(file, "s3cretPw@/#\n");
    const runs = [
      dburi([...BASE, "--password-env", "DB_PASSWORD"], { env: { DB_PASSWORD: "s3cretPw@/#" } }),
      dburi([...BASE, "--password-file", file]),
      dburi([...BASE, "--password-stdin"], { input: "s3cretPw@/#\n" }),
    ];
    for (const run of runs) {
      assert.equal(run.status, 0, run.stderr);
      assert.equal(run.stdout.trim(), "postgresql://app:***@db.example.com/shop");
      assertNoSecret(run);
    }
    const revealed = dburi([...BASE, "--password-file", file, "--reveal"]);
    assert.equal(revealed.stdout.trim(), "postgresql://app:s3cretPw%40%2F%23@db.example.com/shop");
  });

  test("--password is refused, its value not repeated", () => {
    const run = dburi([...BASE, "--password", "s3cretPw"]);
    assert.equal(run.status, 2);
    assert.match(run.stderr, /never an argument/);
    assertNoSecret(run);
  });

  test("host lists, ports, params, and --json", () => {
    const run = dburi([
      "build",
      "--scheme",
      "postgresql",
      "--host",
      "db1:5432",
      "--host",
      "[::1]:5433",
      "--database",
      "shop",
      "--param",
      "target_session_attrs=read-write",
      "--json",
    ]);
    assert.equal(run.status, 0, run.stderr);
    assert.deepEqual(JSON.parse(run.stdout), {
      uri: "postgresql://db1:5432,[::1]:5433/shop?target_session_attrs=read-write",
    });
  });

  test("a part the scheme refuses is the scheme's error, exit 1", () => {
    const run = dburi(["build", "--scheme", "redis", "--host", "cache", "--database", "x"]);
    assert.equal(run.status, 1);
    assert.match(run.stderr, /invalid-database/);
  });
});

describe("dburi expand", () => {
  test("fills the template, encodes each value, redacts unless --reveal", () => {
    const env = { DB_USER: "app", DB_PASSWORD: "s3cretPw@x", DB_HOST: "::1" };
    const template = "postgresql://${DB_USER}:${DB_PASSWORD}@${DB_HOST}/app";
    const run = dburi(["expand", template], { env });
    assert.equal(run.status, 0, run.stderr);
    assert.equal(run.stdout.trim(), "postgresql://app:***@[::1]/app");
    assertNoSecret(run);
    assert.equal(
      dburi(["expand", template, "--reveal"], { env }).stdout.trim(),
      "postgresql://app:s3cretPw%40x@[::1]/app",
    );
  });

  test("an unset variable: missing-variable, exit 1, with its position", () => {
    const run = dburi(["expand", "redis://${REDIS_HOST}/0"]);
    assert.equal(run.status, 1);
    assert.match(run.stderr, /missing-variable/);
    assert.match(run.stderr, /REDIS_HOST/);
  });
});

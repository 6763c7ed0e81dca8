// --env NAME reads variables as the library's fromEnv does: NAME, or the file NAME_FILE names (Docker
// secrets), refusing unset, empty and doubly set variables as usage errors.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, test } from "node:test";
import { assertNoSecret, dburi } from "./run.ts";

const dir = mkdtempSync(join(tmpdir(), "dburi-env-file-"));
after(() => rmSync(dir, { recursive: true, force: true }));
const secret = join(dir, "db");
writeFileSync(secret, "postgresql://app:s3cretPw@db.example.com/shop\n");

describe("--env NAME with NAME_FILE", () => {
  test("every command that takes --env reads the file NAME_FILE names", () => {
    const env = { DATABASE_URL_FILE: secret };
    const parse = dburi(["parse", "--env", "DATABASE_URL", "--json"], { env });
    assert.equal(parse.status, 0, parse.stderr);
    assert.equal(JSON.parse(parse.stdout).target.host, "db.example.com");
    const convert = dburi(["convert", "--env", "DATABASE_URL", "--to", "libpq"], { env });
    assert.equal(convert.status, 0, convert.stderr);
    assert.match(convert.stdout, /host=db\.example\.com/);
    const normalize = dburi(["normalize", "--env", "DATABASE_URL"], { env });
    assert.equal(normalize.status, 0, normalize.stderr);
    for (const run of [parse, convert, normalize]) assertNoSecret(run);
  });

  test("check names the file as the URI's origin, beside plain variables", () => {
    const run = dburi(["check", "--env", "DATABASE_URL", "--env", "REDIS_URL", "--json"], {
      env: { DATABASE_URL_FILE: secret, REDIS_URL: "redis://cache/0" },
    });
    assert.equal(run.status, 0, run.stderr);
    const origins = JSON.parse(run.stdout).results.map((r: { origin: string }) => r.origin);
    assert.deepEqual(origins, [`the file DATABASE_URL_FILE names (${secret})`, "$REDIS_URL"]);
    assertNoSecret(run);
  });

  test("both NAME and NAME_FILE set, a missing file, an empty file: usage errors", () => {
    const empty = join(dir, "empty");
    writeFileSync(empty, "\n");
    const cases: [Record<string, string>, RegExp][] = [
      [{ DATABASE_URL: "redis://h", DATABASE_URL_FILE: secret }, /both DATABASE_URL and DATABASE_URL_FILE/],
      [{ DATABASE_URL_FILE: join(dir, "absent") }, /cannot read .*ENOENT/],
      [{ DATABASE_URL_FILE: empty }, /is empty/],
      [{}, /DATABASE_URL is not set/],
    ];
    for (const [env, message] of cases) {
      const run = dburi(["check", "--env", "DATABASE_URL"], { env });
      assert.equal(run.status, 2, run.stderr);
      assert.match(run.stderr, message);
      assert.equal(run.stdout, "");
    }
  });
});

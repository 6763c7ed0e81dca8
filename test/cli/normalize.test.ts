// dburi normalize: RFC 3986 §6.2 and the scheme's default port, redacted unless --reveal.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { dburi } from "./run.ts";

describe("dburi normalize", () => {
  test("RFC 3986 and the scheme's default port", () => {
    const run = dburi(["normalize", "REDIS://App:s3cretPw@Cache.Example.COM:6379/%32"]);
    assert.equal(run.status, 0, run.stderr);
    assert.equal(run.stdout, "redis://App:***@cache.example.com/2\n");
  });
  test("--reveal and --json", () => {
    const run = dburi(["normalize", "AMQP://u:s3cretPw@H:5672", "--reveal", "--json"]);
    assert.deepEqual(JSON.parse(run.stdout), { uri: "amqp://u:s3cretPw@h", schemeBased: true, note: null });
  });
  test("the URI from --env and from standard input", () => {
    const uri = "PostgreSQL://App:s3cretPw@DB.Example.com:5432/shop";
    const expected = "postgresql://App:***@db.example.com/shop\n";
    const fromEnv = dburi(["normalize", "--env", "DATABASE_URL"], { env: { DATABASE_URL: uri } });
    assert.equal(fromEnv.stdout, expected, fromEnv.stderr);
    const fromStdin = dburi(["normalize", "-"], { input: `${uri}\r\n` });
    assert.equal(fromStdin.stdout, expected, fromStdin.stderr);
  });
});

// An option given more than once: `dburi check --env A --env B` checks both variables (it checked B
// alone, A dropped without a word); an option that takes one value, given twice, is a usage error rather
// than the last one winning silently.
import assert from "node:assert/strict";
import { test } from "node:test";
import { assertNoSecret, dburi } from "./run.ts";

test("check --env A --env B checks each variable, named by its name", () => {
  const run = dburi(["check", "--env", "FIRST_URL", "--env", "SECOND_URL", "--json"], {
    env: { FIRST_URL: "redis://:s3cretPw@cache:6379/0", SECOND_URL: "postgresql://db/shop?sslmode=nope" },
  });
  assert.equal(run.status, 1, run.stderr);
  const { results } = JSON.parse(run.stdout) as { results: { origin: string; valid: boolean }[] };
  assert.deepEqual(
    results.map((r) => [r.origin, r.valid]),
    [
      ["$FIRST_URL", true],
      ["$SECOND_URL", false],
    ],
  );
  assertNoSecret(run);
});

test("check --env with an unset variable is a usage error before anything is checked", () => {
  const run = dburi(["check", "--env", "FIRST_URL", "--env", "UNSET_URL"], {
    env: { FIRST_URL: "redis://cache" },
  });
  assert.equal(run.status, 2);
  assert.match(run.stderr, /UNSET_URL/);
  assert.equal(run.stdout, "");
});

test("an option that takes one value, given twice, is a usage error", () => {
  const run = dburi(["convert", "redis://h", "--to", "uri", "--to", "ioredis"]);
  assert.equal(run.status, 2);
  assert.match(run.stderr, /'--to' is given twice/);
  assert.equal(
    dburi(["parse", "--env", "A", "--env", "B"], { env: { A: "redis://h", B: "redis://h" } }).status,
    2,
  );
});

// dburi template: lint a registration template (a file or standard input), show one.
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, test } from "node:test";
import { dburi } from "./run.ts";

const REDIS_TEMPLATE = "test/fixtures/registry/redis-registration.txt";
const dir = mkdtempSync(join(tmpdir(), "dburi-template-"));
after(() => rmSync(dir, { recursive: true, force: true }));

describe("dburi template", () => {
  test("lint: the redis registration has no errors; a bare template fails", () => {
    const ok = dburi(["template", "lint", REDIS_TEMPLATE]);
    assert.equal(ok.status, 0, ok.stdout);
    const bad = join(dir, "bad.txt");
    writeFileSync(bad, "Scheme name: Acme\nStatus: Permanent\n");
    const run = dburi(["template", "lint", bad, "--json"]);
    assert.equal(run.status, 1);
    assert.ok(JSON.parse(run.stdout).findings.some((f: { code: string }) => f.code.startsWith("missing-")));
  });
  test("lint -: the template from standard input, as from the file", () => {
    const text = readFileSync(REDIS_TEMPLATE, "utf8");
    const fromStdin = dburi(["template", "lint", "-", "--json"], { input: text });
    assert.equal(fromStdin.status, 0, fromStdin.stderr);
    assert.deepEqual(
      JSON.parse(fromStdin.stdout),
      JSON.parse(dburi(["template", "lint", REDIS_TEMPLATE, "--json"]).stdout),
    );
    const bare = dburi(["template", "lint", "-"], { input: "Scheme name: Acme\nStatus: Permanent\n" });
    assert.equal(bare.status, 1);
    assert.match(bare.stdout, /missing-/);
  });
  test("lint --json: every finding has the same keys", () => {
    const { findings } = JSON.parse(dburi(["template", "lint", REDIS_TEMPLATE, "--json"]).stdout);
    assert.ok(findings.length > 0);
    for (const finding of findings)
      assert.deepEqual(Object.keys(finding), ["severity", "code", "message", "index", "fix", "section"]);
  });
  test("show renders a definition", () => {
    const shown = dburi(["template", "show", "amqp"]);
    assert.equal(shown.status, 0);
    assert.match(shown.stdout, /^Scheme name: {2}amqp$/m);
    // The template alone on stdout, ready to submit; the draft note goes to the person.
    assert.ok(shown.stdout.startsWith("Scheme name:"), shown.stdout.slice(0, 80));
    assert.match(shown.stderr, /not in the IANA registry/);
    assert.equal(JSON.parse(dburi(["template", "show", "amqp", "--json"]).stdout).draft, true);
    assert.equal(dburi(["template", "show", "redis"]).stderr, "");
  });
  test("--form with lint is a usage error", () => {
    assert.equal(dburi(["template", "lint", REDIS_TEMPLATE, "--form", "rfc4395"]).status, 2);
  });
});

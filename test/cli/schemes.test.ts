// dburi schemes: the registry, one scheme as a template or as IANA's entry, and their --json forms.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { dburi } from "./run.ts";

describe("dburi schemes", () => {
  test("the list has every built-in scheme with status and port", () => {
    const run = dburi(["schemes"]);
    assert.equal(run.status, 0);
    assert.match(run.stdout, /^redis +provisional +provisional +6379 \(iana\)/m);
    assert.match(run.stdout, /^amqps +unregistered +- +5671/m);
  });
  test("one scheme as a registration template", () => {
    const run = dburi(["schemes", "rediss"]);
    assert.equal(run.status, 0);
    assert.match(run.stdout, /^Scheme name: {2}rediss$/m);
  });
  test("one scheme as JSON: its definition and IANA's entry", () => {
    const known = JSON.parse(dburi(["schemes", "redis", "--json"]).stdout);
    assert.deepEqual(Object.keys(known), ["definition", "iana"]);
    assert.equal(known.definition.name, "redis");
    assert.equal(known.definition.interpreted, true);
    assert.equal(known.iana.status, "provisional");
    // An alias names its scheme; a scheme IANA does not list has iana null.
    const alias = JSON.parse(dburi(["schemes", "postgres", "--json"]).stdout);
    assert.equal(alias.definition.name, "postgresql");
    assert.equal(alias.iana, null);
  });
  test("a name only IANA knows shows IANA's entry", () => {
    const run = dburi(["schemes", "http"]);
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /^scheme +http$/m);
    assert.match(run.stdout, /^IANA status +permanent$/m);
    const json = JSON.parse(dburi(["schemes", "http", "--json"]).stdout);
    assert.equal(json.definition, null);
    assert.equal(json.iana.name, "http");
  });
  test("the IANA snapshot", () => {
    const out = JSON.parse(dburi(["schemes", "--iana", "--json"]).stdout);
    assert.equal(out.length, 394);
  });
  test("--iana with a name is a usage error, not ignored", () => {
    const run = dburi(["schemes", "redis", "--iana"]);
    assert.equal(run.status, 2);
    assert.equal(run.stdout, "");
    assert.match(run.stderr, /--iana/);
  });
  test("an unknown name exits 1", () => {
    assert.equal(dburi(["schemes", "no-such-scheme"]).status, 1);
  });
});

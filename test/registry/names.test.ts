import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import { isDburiError } from "../../src/index.ts";
import { checkSchemeName, isValidSchemeName } from "../../src/registry/index.ts";
import { ROOT_ZONE_SOURCE } from "../../src/registry/tld-data.ts";

interface NameCase {
  readonly name: string;
  readonly findings: readonly [string, string, number | null][];
}

const fixture = JSON.parse(readFileSync("test/fixtures/registry/scheme-names.json", "utf8")) as {
  cases: NameCase[];
};

describe("checkSchemeName (RFC 3986 §3.1, RFC 7595 §3.8)", () => {
  for (const { name, findings } of fixture.cases) {
    test(`${JSON.stringify(name)}: ${findings.map((f) => f[1]).join(", ") || "no findings"}`, () => {
      const got = checkSchemeName(name);
      assert.deepEqual(
        got.map((f) => [f.severity, f.code, f.index ?? null]),
        findings,
      );
      for (const finding of got) {
        assert.match(finding.section ?? "", /^RFC 7595 §(3\.8|6|8)$/);
        assert.ok(finding.message.length > 0);
        if (finding.severity === "error") assert.ok(finding.fix, `${finding.code} says how to fix it`);
      }
      const syntaxOk = !got.some((f) => f.code === "invalid-scheme-name" || f.code === "empty-scheme-name");
      assert.equal(isValidSchemeName(name), syntaxOk);
    });
  }

  test("an unknown top-level domain is an error that says which label and which list", () => {
    const [finding] = checkSchemeName("redis.tls");
    assert.equal(finding?.severity, "error");
    assert.match(finding?.message ?? "", /'redis' is not a top-level domain/);
    assert.ok(finding?.message.includes(ROOT_ZONE_SOURCE.published));
  });

  test("something that is not a name is an invalid-argument error, or not a valid name", () => {
    for (const value of [undefined, null, 7, {}]) {
      assert.throws(
        () => checkSchemeName(value as string),
        (error) => isDburiError(error, "invalid-argument"),
      );
      assert.equal(isValidSchemeName(value as string), false);
    }
  });

  test("the fix for an uppercase name is its lowercase form", () => {
    assert.match(checkSchemeName("MySQL")[0]?.fix ?? "", /'mysql'/);
  });
});

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import fc from "fast-check";
import {
  createRegistry,
  type Finding,
  isDburiError,
  parseIanaSnapshot,
  parseTemplate,
  registry,
  reviewTemplate,
  type SchemeDefinition,
} from "../../src/index.ts";

interface ReviewCase {
  readonly name: string;
  readonly file: string;
  readonly options?: { readonly update?: boolean };
  readonly form: string;
  readonly scheme: string | null;
  readonly status: string | null;
  readonly findings: readonly [string, string, string][];
}

const fixture = JSON.parse(readFileSync("test/fixtures/registry/template-reviews.json", "utf8")) as {
  registry: SchemeDefinition[];
  cases: ReviewCase[];
};
const fixtureRegistry = createRegistry(fixture.registry);
const read = (file: string) => readFileSync(`test/fixtures/registry/${file}`, "utf8");
const errors = (findings: readonly Finding[]) => findings.filter((f) => f.severity === "error");

describe("reviewTemplate: fixtures", () => {
  for (const c of fixture.cases) {
    const codes = c.findings.map((f) => f[1]).join(", ");
    test(`${c.name}: ${codes}`, () => {
      const text = read(c.file);
      const template = parseTemplate(text);
      assert.equal(template.form, c.form);
      assert.equal(template.name, c.scheme);
      assert.equal(template.status, c.status);
      const findings = reviewTemplate(template, { registry: fixtureRegistry, ...c.options });
      assert.deepEqual(
        findings.map((f) => [f.severity, f.code, f.section]),
        c.findings,
      );
      for (const finding of findings) {
        assert.ok(finding.message.length > 0);
        if (finding.index !== undefined)
          assert.ok(finding.index >= 0 && finding.index < text.length, finding.code);
      }
    });
  }
});

describe("reviewTemplate: the redis registration", () => {
  const text = read("redis-registration.txt");

  test("has no errors and no warnings, against the built-in registry too", () => {
    for (const options of [{}, { registry }, { registry: fixtureRegistry }]) {
      const findings = reviewTemplate(text, options);
      assert.deepEqual(
        findings.filter((f) => f.severity !== "info"),
        [],
      );
    }
  });

  test("is recognized as the registration IANA lists", () => {
    const update = reviewTemplate(text).find((f) => f.code === "updates-registration");
    assert.match(update?.message ?? "", /'redis' is registered at IANA as provisional \(\[Chris_Rebert\]\)/);
    assert.equal(update?.index, text.indexOf("Scheme name"));
  });

  test("as rediss, it would be an update of the rediss entry", () => {
    const rediss = text.replace("Scheme name:  redis", "Scheme name:  rediss");
    assert.deepEqual(errors(reviewTemplate(rediss)), []);
  });

  test("reviewed as a new registration, the name is taken", () => {
    assert.deepEqual(
      errors(reviewTemplate(text, { update: false })).map((f) => [f.code, f.section]),
      [["name-registered-at-iana", "RFC 7595 §4"]],
    );
  });

  test("requested as permanent, it lacks nothing but is a status change", () => {
    const permanent = text.replace("Status:  Provisional", "Status:  Permanent");
    const findings = reviewTemplate(permanent);
    assert.deepEqual(errors(findings), []);
    assert.ok(findings.some((f) => f.code === "status-transition" && f.section === "RFC 7595 §7.3"));
  });

  test("without IANA, nothing is known about the name", () => {
    const findings = reviewTemplate(text, { iana: null });
    assert.deepEqual(
      findings.map((f) => f.code),
      ["unknown-field"],
    );
  });

  test("a newer IANA snapshot is used when given", () => {
    const iana = parseIanaSnapshot(
      "URI Scheme,Template,Description,Status,Reference\r\nredis,,redis,Historical,[IESG]\r\n",
    );
    const findings = reviewTemplate(text, { iana });
    assert.deepEqual(
      errors(findings).map((f) => f.code),
      ["name-registered-at-iana"],
    );
    assert.deepEqual(
      errors(reviewTemplate(text, { iana, update: true })).map((f) => f.code),
      ["status-transition-not-allowed"],
    );
  });
});

describe("reviewTemplate: each requirement", () => {
  test("an empty permanent request lists every missing field with its section", () => {
    const findings = reviewTemplate("Scheme name: acmeq\nStatus: Permanent\n");
    assert.deepEqual(
      findings.map((f) => [f.severity, f.code, f.section]),
      [
        ["error", "missing-applications", "RFC 7595 §7.4"],
        ["error", "missing-contact", "RFC 7595 §7.4"],
        ["error", "missing-change-controller", "RFC 7595 §7.4"],
        ["error", "missing-references", "RFC 7595 §7.4"],
        ["error", "missing-syntax", "RFC 7595 §3.2"],
        ["error", "missing-semantics", "RFC 7595 §3.3"],
        ["warning", "missing-encoding", "RFC 7595 §3.6"],
        ["info", "missing-interoperability", "RFC 7595 §3.9"],
        ["error", "missing-security", "RFC 7595 §3.7"],
      ],
    );
  });

  test("provisional: contact is required by §4, security is a should", () => {
    const findings = reviewTemplate("Scheme name: acmeq\nStatus: Provisional\nSecurity considerations:\n");
    const byCode = new Map(findings.map((f) => [f.code, f]));
    assert.equal(byCode.get("missing-contact")?.section, "RFC 7595 §4");
    assert.equal(byCode.get("missing-contact")?.severity, "error");
    assert.equal(byCode.get("missing-security")?.severity, "warning");
    assert.match(byCode.get("missing-security")?.message ?? "", /'Security considerations' is empty/);
  });

  test("historical: references are required (§5), the specification is not", () => {
    const findings = reviewTemplate(
      "Scheme name: acmeq\nStatus: Historical\nApplications/protocols that use this scheme name: old\nContact: a@example.com\nChange controller: a@example.com\n",
    );
    assert.deepEqual(
      findings.map((f) => [f.code, f.section]),
      [["missing-references", "RFC 7595 §5"]],
    );
  });

  test("permanent to historical needs the IESG: a warning that says so", () => {
    const text =
      "Scheme name: http\nStatus: Historical\nContact: Ann <ann@example.com>\nReferences: RFC 9110\n";
    const transition = reviewTemplate(text).find((f) => f.code === "status-transition");
    assert.equal(transition?.severity, "warning");
    assert.match(transition?.message ?? "", /approval: IESG/);
    assert.equal(transition?.section, "RFC 7595 §7.3");
  });

  test("a missing name or status", () => {
    assert.deepEqual(
      reviewTemplate("Status: Provisional\n", { iana: null })
        .filter((f) => f.severity === "error")
        .map((f) => f.code)
        .slice(0, 1),
      ["missing-name"],
    );
    assert.ok(reviewTemplate("Scheme name: acmeq\n").some((f) => f.code === "missing-status"));
  });

  test("the reserved example name, requested by someone else, is taken", () => {
    const findings = reviewTemplate(
      "Scheme name: example\nStatus: Provisional\nContact: Bob <bob@example.org>\n",
    );
    assert.ok(findings.some((f) => f.code === "reserved-example-name" && f.section === "RFC 7595 §8"));
    assert.ok(findings.some((f) => f.code === "name-registered-at-iana" && f.severity === "error"));
  });

  test("name findings point into the text", () => {
    const text = "Scheme name:  Acme_q\nStatus: Provisional\n";
    const finding = reviewTemplate(text).find((f) => f.code === "invalid-scheme-name");
    assert.equal(finding?.index, text.indexOf("_"));
  });

  test("text that is no template", () => {
    assert.throws(
      () => reviewTemplate("nothing here"),
      (error) => isDburiError(error, "invalid-template"),
    );
  });
});

describe("reviewTemplate properties", () => {
  test("a password in a broken example never appears in a finding", () => {
    const password = fc.stringMatching(/^[A-Za-z0-9]{6,20}$/);
    fc.assert(
      fc.property(password, fc.constantFrom(":99999", ":port", "]", ":1:2"), (secret, breakage) => {
        // The password is marked at both ends, so a leak of any part of its start or end shows.
        const example = `acmeq://ann:Zq9${secret}Xw7@db.example.com${breakage}/x`;
        const text = `Scheme name: acmeq\nStatus: Provisional\nScheme syntax:\n  Example: ${example}\n`;
        const findings = reviewTemplate(text, { iana: null });
        assert.ok(findings.some((f) => f.code === "invalid-example-uri"));
        for (const finding of findings) {
          const shown = JSON.stringify(finding);
          assert.ok(!shown.includes("Zq9") && !shown.includes("Xw7"), `${finding.code} leaks the password`);
        }
      }),
      { numRuns: 200 },
    );
  });

  test("any text either fails to parse with invalid-template or reviews without throwing", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 300 }),
        fc.constantFrom("", "Scheme name: x\n", "Status: Permanent\n"),
        (noise, prefix) => {
          try {
            const findings = reviewTemplate(prefix + noise);
            for (const f of findings) assert.ok(["error", "warning", "info"].includes(f.severity));
          } catch (error) {
            assert.ok(isDburiError(error, "invalid-template"), String(error));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import fc from "fast-check";
import {
  baseRegistry,
  formatTemplate,
  isDburiError,
  normalizeTemplateValue,
  parseTemplate,
  type SchemeDefinition,
  TEMPLATE_FIELD_KEYS,
  TEMPLATE_TEXT_KEYS,
  toSchemeDefinition,
} from "../../src/index.ts";

const redisText = readFileSync("test/fixtures/registry/redis-registration.txt", "utf8");
const TEXT_KEYS = TEMPLATE_TEXT_KEYS;

/** The template fields of a definition, as parseTemplate reports them. */
function templateFields(definition: SchemeDefinition): Record<string, unknown> {
  const fields: Record<string, unknown> = { name: definition.name, status: definition.status };
  for (const key of TEXT_KEYS) fields[key] = definition[key] ?? null;
  fields.references = definition.references ?? null;
  return fields;
}

function parsedFields(text: string): Record<string, unknown> {
  const template = parseTemplate(text);
  const fields: Record<string, unknown> = { name: template.name, status: template.status };
  for (const key of TEXT_KEYS) fields[key] = template[key];
  fields.references = template.references;
  return fields;
}

describe("formatTemplate", () => {
  test("the redis registration: parse, convert, format, parse gives the same fields", () => {
    const definition = toSchemeDefinition(parseTemplate(redisText));
    assert.deepEqual(parsedFields(formatTemplate(definition)), templateFields(definition));
    assert.equal(definition.references?.length, 12);
  });

  test("the example scheme round-trips, and its template starts as IANA's do", () => {
    const example = baseRegistry.get("example")!;
    const text = formatTemplate(example);
    assert.deepEqual(parsedFields(text), templateFields(example));
    assert.deepEqual(text.split("\n").slice(0, 4), ["Scheme name:  example", "", "Status:  Permanent", ""]);
    assert.ok(text.endsWith("Security considerations:  None.\n"));
  });

  test("fields come in RFC 7595 §7.4 order, then the specification fields", () => {
    const definition = toSchemeDefinition(parseTemplate(redisText));
    const labels = parseTemplate(formatTemplate(definition)).fields.map((f) => f.key);
    assert.deepEqual(labels, TEMPLATE_FIELD_KEYS);
  });

  test("the RFC 4395 form uses its own names and reads back the same", () => {
    const definition = toSchemeDefinition(parseTemplate(redisText));
    const text = formatTemplate(definition, { form: "rfc4395" });
    assert.match(text, /^URI scheme name: {2}redis$/m);
    assert.match(text, /^Author\/Change controller:$/m);
    assert.equal(parseTemplate(text).form, "rfc4395");
    assert.deepEqual(parsedFields(text), templateFields(definition));
  });

  test("an unregistered definition drafts a provisional request, and says so", () => {
    const text = formatTemplate({ name: "acme", status: "unregistered", contact: "Ann <ann@example.com>" });
    const template = parseTemplate(text);
    assert.equal(template.status, "provisional");
    assert.equal(
      template.preamble,
      "(draft: 'acme' is not in the IANA registry; this requests provisional registration)",
    );
    assert.equal(
      parseTemplate(formatTemplate({ name: "acme", status: "unregistered" }, { status: "permanent" })).status,
      "permanent",
    );
  });

  test("a preamble of your own, and absent fields left out", () => {
    const text = formatTemplate(
      { name: "acme", status: "historical" },
      { preamble: "(last updated 2025-07-01)" },
    );
    assert.equal(text, "(last updated 2025-07-01)\n\nScheme name:  acme\n\nStatus:  Historical\n");
  });

  test("empty texts and empty reference lists are written, and read back empty", () => {
    const text = formatTemplate({ name: "acme", status: "provisional", security: "", references: [] });
    const template = parseTemplate(text);
    assert.equal(template.security, "");
    assert.deepEqual(template.references, []);
  });

  test("refuses to request 'unregistered', and says the option is at fault", () => {
    assert.throws(
      () => formatTemplate(baseRegistry.get("example")!, { status: "unregistered" as "provisional" }),
      (error) =>
        isDburiError(error, "invalid-status") &&
        error.reason.startsWith("options.status") &&
        /options\.status/.test(error.fix ?? ""),
    );
  });

  test("a definition with no valid status: the error says the definition is at fault", () => {
    const unchecked = { name: "acme", status: "Provisional" } as unknown as SchemeDefinition;
    assert.throws(
      () => formatTemplate(unchecked),
      (error) =>
        isDburiError(error, "invalid-status") &&
        /definition of 'acme' has the status "Provisional"/.test(error.reason) &&
        /give the definition/.test(error.fix ?? ""),
    );
    assert.equal(parseTemplate(formatTemplate(unchecked, { status: "provisional" })).status, "provisional");
  });

  test("refuses a form that is not one of the two", () => {
    for (const form of ["RFC7595", "rfc 4395", "", 7595]) {
      assert.throws(
        () => formatTemplate(baseRegistry.get("example")!, { form: form as "rfc7595" }),
        (error) => isDburiError(error, "invalid-argument") && /options\.form/.test(error.reason),
        String(form),
      );
    }
  });

  test("refuses an empty citation, which would read back as none", () => {
    for (const references of [
      ["", "x"],
      ["x", "   "],
      ["x", "\n"],
    ]) {
      assert.throws(
        () => formatTemplate({ name: "acme", status: "provisional", references }),
        (error) =>
          isDburiError(error, "invalid-definition") &&
          /references\[\d\] of 'acme' is empty/.test(error.reason),
        JSON.stringify(references),
      );
    }
  });

  test("toSchemeDefinition refuses templates without a name or a valid status", () => {
    for (const text of [
      "Status: Provisional\n",
      "Scheme name: acme\n",
      "Scheme name: acme\nStatus: Unregistered\n",
    ]) {
      assert.throws(
        () => toSchemeDefinition(parseTemplate(text)),
        (error) => isDburiError(error, "invalid-template"),
        text,
      );
    }
    assert.equal(toSchemeDefinition(parseTemplate("Scheme name: ACME\nStatus: permanent\n")).name, "acme");
  });
});

// Texts in normal form (what a template can carry): lines of printable text, inner blank lines allowed.
const line = fc
  .stringMatching(/^[A-Za-z0-9"'<>@.,;:()/&=?+#%-][A-Za-z0-9 "'<>@.,;:()/&=?+#%-]{0,40}$/)
  .map((s) => s.trimEnd());
const indented = fc.tuple(fc.constantFrom("", "", "  ", "    "), line).map(([indent, text]) => indent + text);
const text = fc
  .array(fc.oneof(indented, fc.constant("")), { minLength: 1, maxLength: 6 })
  .map((lines) => normalizeTemplateValue(lines.join("\n")))
  .filter((value) => value !== "");
const name = fc.stringMatching(/^[a-z][a-z0-9+-]{0,15}$/);
const reference = line.map((s) => s.trim().replace(/\s+/g, " ")).filter((s) => s !== "");

describe("formatTemplate properties", () => {
  test("parseTemplate(formatTemplate(d)) gives back d's template fields", () => {
    fc.assert(
      fc.property(
        name,
        fc.constantFrom("permanent", "provisional", "historical") as fc.Arbitrary<"permanent">,
        fc.record(Object.fromEntries(TEXT_KEYS.map((key) => [key, text])), { requiredKeys: [] }),
        fc.option(fc.array(reference, { maxLength: 5 }), { nil: undefined }),
        (scheme, status, texts, references) => {
          const definition: SchemeDefinition = { name: scheme, status, ...texts, references };
          assert.deepEqual(parsedFields(formatTemplate(definition)), templateFields(definition));
        },
      ),
      { numRuns: 300 },
    );
  });

  test("any list of citations either round-trips (normalized) or is refused as invalid-definition", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: "grapheme-ascii" }), { maxLength: 5 }), (references) => {
        let text: string;
        try {
          text = formatTemplate({ name: "acme", status: "provisional", references });
        } catch (error) {
          assert.ok(isDburiError(error, "invalid-definition"), String(error));
          assert.ok(references.some((reference) => reference.trim() === ""));
          return;
        }
        assert.deepEqual(
          parseTemplate(text).references,
          references.map((reference) => reference.trim().replace(/\s+/g, " ")),
        );
      }),
      { numRuns: 300 },
    );
  });

  test("normalizeTemplateValue is idempotent", () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const once = normalizeTemplateValue(value);
        assert.equal(normalizeTemplateValue(once), once);
      }),
    );
  });
});

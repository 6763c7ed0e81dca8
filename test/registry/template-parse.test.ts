import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import fc from "fast-check";
import { isDburiError, parseTemplate, type SchemeTemplate, tryParseTemplate } from "../../src/index.ts";
import { withoutPageBreaks } from "../../src/registry/template-pages.ts";
import { splitLines } from "../../src/registry/template-text.ts";

const fixture = (file: string) => readFileSync(`test/fixtures/registry/${file}`, "utf8");
const redisText = fixture("redis-registration.txt");

/** What a template says, without where it says it (`text`, and the offsets and lines in `fields`). */
function content(template: SchemeTemplate): Omit<SchemeTemplate, "text" | "fields"> & { labels: string[] } {
  const { text: _text, fields, ...rest } = template;
  return { ...rest, labels: fields.map((f) => `${f.label}: ${f.value}`) };
}

describe("parseTemplate: the redis registration as IANA publishes it", () => {
  const redis = parseTemplate(redisText);

  test("name, status and form", () => {
    assert.equal(redis.form, "rfc7595");
    assert.equal(redis.name, "redis");
    assert.equal(redis.status, "provisional");
    assert.equal(redis.statusText, "Provisional");
    assert.equal(redis.preamble, "(last updated 2015-07-20)");
  });

  test("every field in order, with its line, and Acknowledgments kept as an unknown field", () => {
    assert.deepEqual(
      redis.fields.map((f) => [f.label, f.key, f.line]),
      [
        ["Scheme name", "name", 3],
        ["Status", "status", 5],
        ["Applications/protocols that use this scheme name", "applications", 7],
        ["Contact", "contact", 15],
        ["Change controller", "changeController", 19],
        ["References", "references", 23],
        ["Scheme syntax", "syntax", 50],
        ["Scheme semantics", "semantics", 70],
        ["Encoding considerations", "encoding", 101],
        ["Interoperability considerations", "interoperability", 104],
        ["Security considerations", "security", 132],
        ["Acknowledgments", null, 185],
      ],
    );
    for (const field of redis.fields)
      assert.equal(redisText.slice(field.index).startsWith(field.label), true);
    assert.match(
      redis.fields.at(-1)?.value ?? "",
      /^The author of this registration document .* drafts of this document\.$/s,
    );
  });

  test("multi-line values keep their lines and inner indentation", () => {
    assert.equal(
      redis.contact,
      "Registering party:\n  Chris Rebert <iana.url.schemes.redis&chrisrebert.com>",
    );
    assert.equal(
      redis.changeController,
      "Either the registering party, or\nSalvatore Sanfilippo <http://invece.org/>",
    );
    assert.equal(redis.encoding, "Unknown, use with care.");
    const syntax = redis.syntax?.split("\n") ?? [];
    assert.equal(syntax[0], "Example: redis://user:secret@localhost:6379/0?foo=bar&qux=baz");
    assert.equal(syntax[1], "");
    assert.ok(syntax.includes('  db-number    = "0" / nz-num'));
    assert.equal(syntax.at(-1), "               ; the digits 1-9");
    assert.match(redis.semantics ?? "", /^This scheme is used to designate Redis databases/);
    assert.match(redis.security ?? "", /conducting such attacks\.$/);
    assert.equal(redis.interoperability?.split("\n").length, 26);
  });

  test("references: one per citation, continuation lines joined", () => {
    const references = redis.references ?? [];
    assert.equal(references.length, 12);
    assert.equal(
      references[0],
      'Redis, "Redis Protocol specification", 2015, <http://redis.io/topics/protocol>.',
    );
    assert.equal(references[1], 'Redis, "SELECT index", 2015, <http://redis.io/commands/select>.');
    assert.equal(
      references[5],
      'Sanfilippo, S., "RCP 1 - Multi users AUTH and ACLs for Redis.", December 2014, <https://github.com/redis/redis-rcp/blob/master/RCP1.md>.',
    );
    assert.equal(
      references[11],
      'Dollar, D. and Contributors, "redis-url: URL format", 2015, <https://www.npmjs.com/package/redis-url#url-format>.',
    );
  });

  test("CRLF line endings read the same", () => {
    const crlf = parseTemplate(redisText.replace(/\n/g, "\r\n"));
    const { text: _a, fields: _b, ...rest } = crlf;
    const { text: _c, fields: _d, ...expected } = redis;
    assert.deepEqual(rest, expected);
  });

  test("a UTF-8 byte order mark reads the same, with every offset one further", () => {
    const text = `\uFEFF${redisText}`;
    const bom = parseTemplate(text);
    assert.deepEqual(content(bom), content(redis));
    assert.deepEqual(
      bom.fields.map((f) => [f.index, f.line]),
      redis.fields.map((f) => [f.index + 1, f.line]),
    );
    for (const field of bom.fields) assert.ok(text.slice(field.index).startsWith(field.label), field.label);
    assert.equal(bom.text, text);
  });

  test("the result is frozen", () => {
    assert.ok(Object.isFrozen(redis));
    assert.ok(Object.isFrozen(redis.fields));
    assert.ok(Object.isFrozen(redis.references));
  });
});

describe("parseTemplate: other layouts", () => {
  test("RFC 4395 names with colons", () => {
    const template = parseTemplate(fixture("templates/rfc4395-form.txt"));
    assert.equal(template.form, "rfc4395");
    assert.equal(template.name, "acmeq");
    assert.equal(template.status, "provisional");
    assert.equal(template.changeController, "Ann Example <ann@example.com>");
    assert.equal(template.syntax?.split("\n")[0], "acmeq://host[:port]/queue");
    assert.equal(template.interoperability, "None known.");
  });

  test("RFC 4395 names ending in a period, indented as in an RFC", () => {
    const template = parseTemplate(fixture("templates/rfc4395-dotted-labels.txt"));
    assert.equal(template.form, "rfc4395");
    assert.equal(template.name, "acmeq");
    assert.equal(template.status, "provisional");
    assert.equal(
      template.syntax,
      "acmeq://host[:port]/queue, where host and port form the RFC 3986\nauthority.",
    );
    assert.deepEqual(template.references, ['Acme Example Project, "Acme Queue protocol", 2025.']);
    assert.equal(template.fields.length, 9);
  });

  test("RFC 7595 §8.1's layout: a section title, values on the label's line, wrapped under it", () => {
    const template = parseTemplate(fixture("templates/rfc7595-example.txt"));
    assert.equal(template.preamble, '8.1.  The "example" Scheme');
    assert.equal(template.name, "example");
    assert.equal(template.status, "permanent");
    assert.equal(
      template.applications,
      'An "example" URI\nis to be used for documentation purposes only.  It MUST NOT be used\nfor any protocol.',
    );
    assert.deepEqual(template.references, ["Section 8 of RFC 7595."]);
    assert.equal(template.security, "None.");
  });

  test("a template saved with a byte order mark, first field on the first line", () => {
    const text = fixture("templates/utf8-bom.txt");
    assert.equal(text.charCodeAt(0), 0xfeff);
    const template = parseTemplate(text);
    assert.equal(template.name, "acme-bom");
    assert.equal(template.preamble, null);
    assert.deepEqual(template.fields[0], {
      label: "Scheme name",
      key: "name",
      value: "acme-bom",
      index: 1,
      line: 1,
    });
  });

  test("RFC page breaks inside a template (footer, form feed, header) are not part of any field", () => {
    const plain = parseTemplate(fixture("templates/rfc7595-example.txt"));
    const text = fixture("templates/rfc7595-example-paged.txt");
    const paged = parseTemplate(text);
    assert.deepEqual(content(paged), content(plain));
    for (const field of paged.fields) assert.ok(text.slice(field.index).startsWith(field.label), field.label);
    assert.ok(!paged.fields.some((f) => /\[Page|\f|June 2015/.test(f.value)));
  });

  test("a citation cut by a page break is one citation; a sentence cut by one is one paragraph", () => {
    const pageBreak =
      "\n\nThaler, et al.            Best Current Practice                [Page 9]\n\f\n" +
      "RFC 7595                  URI Scheme Guidelines                June 2015\n\n";
    const template = parseTemplate(
      'Scheme name: acme\n\nReferences:\n  Example, A., "Acme URIs",\n' +
        pageBreak +
        "      2025, <https://acme.example.com/>.\n\n  RFC 3986.\n\n" +
        "Scheme semantics: Acme URIs name\n" +
        pageBreak +
        "  queues.\n",
    );
    assert.deepEqual(template.references, [
      'Example, A., "Acme URIs", 2025, <https://acme.example.com/>.',
      "RFC 3986.",
    ]);
    assert.equal(template.semantics, "Acme URIs name\nqueues.");
  });

  test("a header-like line that follows no footer or form feed is text", () => {
    const template = parseTemplate(
      "Scheme name: acme\nReferences:\nRFC 4395                  Guidelines                February 2006\n",
    );
    assert.deepEqual(template.references, ["RFC 4395 Guidelines February 2006"]);
  });

  test("compact templates: one field per line, no blank lines", () => {
    const template = parseTemplate(
      "Scheme name: acme\nStatus: 'Permanent'.\nContact: Ann <ann@example.com>\n",
    );
    assert.equal(template.name, "acme");
    assert.equal(template.status, "permanent");
    assert.equal(template.statusText, "'Permanent'.");
    assert.equal(template.contact, "Ann <ann@example.com>");
    assert.equal(template.references, null);
  });

  test("aligned references after the label are separate citations", () => {
    const template = parseTemplate("Scheme name: acme\nReferences: [RFC3986]\n            [RFC7595]\n");
    assert.deepEqual(template.references, ["[RFC3986]", "[RFC7595]"]);
  });

  test("tabs count as indentation", () => {
    const template = parseTemplate("Scheme name:\tacme\nScheme syntax:\n\tacme:x\n\t\tdeeper\n");
    assert.equal(template.name, "acme");
    assert.equal(template.syntax, "acme:x\n        deeper");
  });

  test("absent is null, empty is the empty string", () => {
    const template = parseTemplate("Scheme name: acme\nStatus:\nSecurity considerations:\n");
    assert.equal(template.statusText, "");
    assert.equal(template.status, null);
    assert.equal(template.security, "");
    assert.equal(template.syntax, null);
  });

  test("an unknown label inside a value stays in the value", () => {
    const template = parseTemplate("Scheme name: acme\nScheme syntax:\nNote: not a field\n");
    assert.equal(template.syntax, "Note: not a field");
    assert.equal(template.fields.length, 2);
  });

  test("a repeated field: the first is read, both are listed", () => {
    const template = parseTemplate(fixture("templates/structure-problems.txt"));
    assert.equal(template.contact, "Ann Example <ann@example.com>");
    assert.deepEqual(
      template.fields.filter((f) => f.key === "contact").map((f) => f.value),
      ["Ann Example <ann@example.com>", "Bob Example <bob@example.org>"],
    );
    assert.equal(template.status, null);
    assert.equal(template.statusText, "Unregistered");
  });
});

describe("page breaks", () => {
  test("text with neither a form feed nor a page footer keeps every line", () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom("a", " ", "\n", "\r", "\t", ":", ".", "[", "]", "P", "1", "\uFEFF"),
        }),
        (text) => {
          fc.pre(!/\[Page \d+\]/.test(text));
          assert.deepEqual(withoutPageBreaks(splitLines(text)), splitLines(text));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("parseTemplate: errors", () => {
  test("text with no field", () => {
    assert.throws(
      () => parseTemplate("This is a letter about a scheme.\nRegards: Ann"),
      (error) => isDburiError(error, "invalid-template"),
    );
    const result = tryParseTemplate("");
    assert.equal(result.ok, false);
    if (!result.ok) assert.equal(result.error.code, "invalid-template");
  });

  test("not a string", () => {
    assert.throws(
      () => parseTemplate(42 as unknown as string),
      (error) => isDburiError(error, "invalid-argument"),
    );
  });

  test("tryParseTemplate returns the template", () => {
    const result = tryParseTemplate(redisText);
    assert.equal(result.ok && result.value.name, "redis");
  });
});

// componentSpans: each component's span, in the text as written and in the redacted text (what
// `dburi parse --diagram` draws and the playground underlines); redactedIndex: a position carried into
// the redacted text.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { componentSpans, parseUri, redactedIndex, redactUri, registry, schemeOf } from "../../src/core.ts";

/** Parses as the scheme's definition says (host lists for postgresql, `;` in db: queries). */
function parsed(text: string) {
  const scheme = schemeOf(text);
  return parseUri(text, scheme === null ? undefined : registry.get(scheme)?.parseOptions);
}

describe("componentSpans", () => {
  for (const text of [
    "redis://:s3cretPw@cache.example.com:6380/2?password=k3yValue&db=2#frag",
    "postgresql://app:s3cretPw@db-1,db-2:5433/shop?sslmode=require&sslpassword=k3yValue",
    "amqps://user:s3cretPw@rabbit/%2f",
    "db:pg://app:s3cretPw@db/shop?token=t0kenVal;sslmode=require",
  ]) {
    test(`each span holds its component, as written and redacted: ${text}`, () => {
      const uri = parsed(text);
      const written = componentSpans(uri);
      const redacted = componentSpans(uri, { redacted: true });
      assert.deepEqual(
        redacted.map(([name]) => name),
        written.map(([name]) => name),
      );
      const shown = String(uri);
      assert.equal(shown, redactUri(text));
      for (const [[name, start, end], [, from, to]] of written.map(
        (span, i) => [span, redacted[i]!] as const,
      )) {
        // Each span lies inside the redacted text, and holds its component as shown: the password as ***.
        assert.ok(from >= 0 && to <= shown.length && from < to, name);
        if (name === "password") assert.equal(shown.slice(from, to), "***");
        else if (name !== "nested URI" && name !== "query")
          assert.equal(shown.slice(from, to), text.slice(start, end), name);
        else assert.ok(!shown.slice(from, to).includes("s3cretPw"), name);
      }
      for (const secret of ["s3cretPw", "k3yValue", "t0kenVal"]) assert.ok(!shown.includes(secret));
    });
  }
  test("absent and empty components have no span; the db: URI's nested components follow it", () => {
    assert.deepEqual(componentSpans(parseUri("amqp://h")), [
      ["scheme", 0, 4],
      ["host", 7, 8],
    ]);
    assert.deepEqual(
      componentSpans(parseUri("amqp://@h/")).map(([name]) => name),
      ["scheme", "host", "path"],
    );
    assert.deepEqual(
      componentSpans(parsed("db:pg://h/x")).map(([name]) => name),
      ["scheme", "nested URI", "engine", "host", "path"],
    );
  });
});

describe("redactedIndex", () => {
  test("a position after a hidden value moves by the difference; one inside it goes to its ***", () => {
    const text = "redis://:s3cretPw@h:x";
    assert.equal(redactedIndex(text, text.indexOf(":x") + 1), redactUri(text).indexOf(":x") + 1);
    assert.equal(redactedIndex(text, text.indexOf("cret")), redactUri(text).indexOf("***"));
    assert.equal(redactedIndex(text, 3), 3);
    assert.equal(redactedIndex("redis://h:x", 10), 10);
  });
});

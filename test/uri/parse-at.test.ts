// parseUriAt (internal to the core: db: parses its nested URI with it) must give what parseUri gives for
// the slice: the same href, offsets and options, or the same error. Checked on every fixture string and on
// generated text, after prefixes that a scan from 0 would read differently.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { type ParseUriOptions, parseUri, type Uri } from "../../src/index.ts";
import { offsetsOf, parseUriAfterScheme, parseUriAt } from "../../src/uri/uri.ts";
import { fixtureStrings } from "../helpers/fixture-strings.ts";

const OPTIONS: readonly (ParseUriOptions | undefined)[] = [undefined, { hostList: true }];
// A scheme, a delimiter, whitespace, and an "@": none of them may change how the rest is read.
const PREFIXES = ["db:", "x", " ", "a@b/", "%"];

/** What a parse gives, as comparable data: the href, offsets and option, or the error's every field. */
function outcome(parse: () => Uri): unknown {
  try {
    const uri = parse();
    return { href: uri.href, offsets: { ...offsetsOf(uri) }, hostList: uri.isHostList };
  } catch (error) {
    const { name, code, index, reason, fix, message } = error as Record<string, unknown>;
    return { name, code, index, reason, fix, message };
  }
}

function checkAt(prefix: string, text: string, options: ParseUriOptions | undefined): void {
  assert.deepEqual(
    outcome(() => parseUriAt(prefix + text, prefix.length, options)),
    outcome(() => parseUri(text, options)),
    JSON.stringify({ prefix, text, options }),
  );
}

describe("parseUriAt", () => {
  test("gives parseUri's Uri or error for the slice, on every fixture string", () => {
    for (const text of [...fixtureStrings(), "", " x://h", "://h", ":", "1a:b"]) {
      for (const prefix of PREFIXES) for (const options of OPTIONS) checkAt(prefix, text, options);
    }
  });

  test("gives parseUri's Uri or error for the slice, on generated text", () => {
    const unit = fc.constantFrom(..."ab09:/?#@[]%2F,. \n-+é");
    fc.assert(
      fc.property(
        fc.constantFrom(...PREFIXES),
        fc.string({ unit, maxLength: 30 }),
        fc.constantFrom(...OPTIONS),
        (prefix, text, options) => checkAt(prefix, text, options),
      ),
      { numRuns: 2000 },
    );
  });

  test("leaves the next parse to scan its own text", () => {
    parseUriAt("db:pg://h/x", 3);
    assert.equal(parseUri("redis://other:6380/2").port, 6380);
    assert.throws(() => parseUriAt("db:pg://h:x/y", 3), { code: "invalid-port", index: 7 });
    assert.equal(parseUri("redis://other:6380/2").host, "other");
  });
});

// interpret() hands the parse the ":" of a scheme it has found registered (so valid); the parse must be
// parseUri's all the same, errors included.
describe("parseUriAfterScheme", () => {
  function checkAfterScheme(text: string, options: ParseUriOptions | undefined): void {
    const colon = text.indexOf(":");
    assert.deepEqual(
      outcome(() => parseUriAfterScheme(text, colon, options)),
      outcome(() => parseUri(text, options)),
      JSON.stringify({ text, options }),
    );
  }

  test("gives parseUri's Uri or error, on every fixture string with a valid scheme", () => {
    const schemed = fixtureStrings().filter((text) => /^[A-Za-z][A-Za-z0-9+.-]*:/.test(text));
    assert.ok(schemed.length > 100, `${schemed.length} fixture strings with a scheme`);
    for (const text of schemed) for (const options of OPTIONS) checkAfterScheme(text, options);
  });

  test("gives parseUri's Uri or error, on generated text after a valid scheme", () => {
    const unit = fc.constantFrom(..."ab09:/?#@[]%2F,. \n-+é");
    fc.assert(
      fc.property(
        fc.constantFrom("x:", "postgresql:", "REDIS:", "a+b.c-d:"),
        fc.string({ unit, maxLength: 30 }),
        fc.constantFrom(...OPTIONS),
        (scheme, rest, options) => checkAfterScheme(scheme + rest, options),
      ),
      { numRuns: 2000 },
    );
  });

  test("scans the scheme itself when given no ':'", () => {
    assert.deepEqual(
      outcome(() => parseUriAfterScheme("1a:b", -1)),
      outcome(() => parseUri("1a:b")),
    );
  });
});

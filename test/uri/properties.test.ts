// Invariants of the core, checked on generated input (fast-check). Redaction has its own file.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import {
  DburiError,
  formatUri,
  normalizeUri,
  parseUri,
  redact,
  tryParseUri,
  type UriParts,
  valueIndexOf,
} from "../../src/index.ts";

const RUNS = { numRuns: 400 };

const scheme = fc
  .tuple(
    fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCXYZ"),
    fc.string({ unit: fc.constantFrom(..."abz09+-.Q"), maxLength: 8 }),
  )
  .map(([first, rest]) => first + rest);
const anyText = fc.string({ unit: "binary", maxLength: 20 });
// Names of digits and dots too ("0", "1.2", "256.1.1.1", ".1"), which formatUri must encode so that they
// read back as names, not as (invalid) IPv4 addresses. A host in brackets is an IP literal's address
// (see "hosts given in brackets" below), so such text is left to that test.
const numericName = fc.string({ unit: fc.constantFrom(..."0123456789."), minLength: 1, maxLength: 12 });
const regName = fc.oneof(
  anyText.filter((h) => !(h.startsWith("[") && h.endsWith("]"))),
  numericName,
);
const host = fc.oneof(regName, fc.ipV4(), fc.ipV6(), fc.constant(""));

/**
 * Whether formatUri may refuse this host: text that holds two ":" or more (and so is shaped like an IPv6
 * address) but is not a valid one.
 */
function mayBeRefused(error: unknown, host: string | null | undefined): boolean {
  return (
    error instanceof DburiError &&
    ["invalid-ipv6", "invalid-zone-id", "invalid-ipvfuture"].includes(error.code) &&
    (host ?? "").split(":").length > 2
  );
}
const pair = fc.tuple(anyText, anyText).map(([k, v]) => [k, v] as const);

const parts = fc
  .record({
    scheme,
    username: fc.option(anyText, { nil: null }),
    password: fc.option(anyText, { nil: null }),
    host: fc.option(host, { nil: null }),
    port: fc.option(fc.integer({ min: 0, max: 65535 }), { nil: null }),
    segments: fc.array(anyText, { maxLength: 4 }),
    params: fc.option(fc.array(pair, { maxLength: 4 }), { nil: null }),
    fragment: fc.option(anyText, { nil: null }),
  })
  .filter(
    // Without an authority a path cannot start with "//" (RFC 3986 §3.3); formatUri refuses that case.
    (p) =>
      p.host != null ||
      p.username != null ||
      p.password != null ||
      p.port != null ||
      !(p.segments.length > 1 && p.segments[0] === ""),
  );

describe("formatUri then parseUri gives the parts back", () => {
  test("for any strings", () => {
    fc.assert(
      fc.property(parts, (p: UriParts) => {
        let text: string;
        try {
          text = formatUri(p);
        } catch (error) {
          assert.ok(mayBeRefused(error, p.host), String(error));
          return;
        }
        const uri = parseUri(text);
        const hasUserinfo = p.username != null || p.password != null;
        const hasAuthority = p.host != null || hasUserinfo || p.port != null;
        assert.equal(uri.scheme, p.scheme?.toLowerCase());
        assert.equal(uri.username, hasUserinfo ? (p.username ?? "") : null);
        assert.equal(uri.password, p.password ?? null);
        assert.equal(uri.host, hasAuthority ? (p.host ?? "") : null);
        assert.equal(uri.port, p.port ?? null);
        assert.deepEqual(uri.segments, p.segments ?? []);
        assert.deepEqual(uri.params, p.params ?? []);
        assert.equal(uri.decodedFragment, p.fragment ?? null);
      }),
      RUNS,
    );
  });
  test("for a decoded path and a fragment of any strings, through decodedPath and decodedFragment", () => {
    const withPath = fc.record({
      scheme,
      host: fc.option(host, { nil: null }),
      path: anyText,
      fragment: fc.option(anyText, { nil: null }),
    });
    fc.assert(
      fc.property(withPath, (p) => {
        // formatUri refuses what cannot be placed (a path after a host must start with "/"); the rest
        // round-trips.
        let text: string;
        try {
          text = formatUri(p);
        } catch (error) {
          const misplaced = error instanceof DburiError && error.code === "invalid-argument";
          assert.ok(misplaced || mayBeRefused(error, p.host), String(error));
          return;
        }
        const uri = parseUri(text);
        assert.equal(uri.decodedPath, p.path);
        assert.equal(uri.decodedFragment, p.fragment);
      }),
      RUNS,
    );
  });
});

/** formatUri's text for the parts, or null when it refuses them (see mayBeRefused). */
function formatted(p: UriParts): string | null {
  try {
    return formatUri(p);
  } catch (error) {
    if (mayBeRefused(error, p.host)) return null;
    throw error;
  }
}
const formattedParts = parts.map(formatted).filter((text): text is string => text !== null);

describe("normalizeUri", () => {
  const uriText = fc.oneof(
    formattedParts,
    fc.webUrl({ withFragments: true, withQueryParameters: true }),
    fc.constantFrom(
      "HTTP://A.B/%7e/./x/../y?%41#%62",
      "db:sqlite:../x.db",
      "x://h:/a/../../b",
      "amqp://U%61@H/%2F",
      // Decoding can make a host of digits and dots, and removing dot-segments a path starting "//".
      "x://%31.2/",
      "x://%30/",
      "x://1%2E2/",
      "x://%31%2E%32%2E%33%2E%34/",
      "x://h,%30:1/",
      "x:/..//g",
      "x:/.//g",
      "x:/a/..//b/./../c",
    ),
  );
  test("is idempotent", () => {
    fc.assert(
      fc.property(uriText, (text) => {
        const once = normalizeUri(text);
        assert.equal(normalizeUri(once.href).href, once.href);
      }),
      RUNS,
    );
  });
  test("never throws on what parses", () => {
    const uriLike = fc.string({ unit: fc.constantFrom(..."x:/.%3012[]h@,?#"), maxLength: 16 });
    fc.assert(
      fc.property(
        fc.oneof(
          uriLike,
          uriLike.map((t) => `x://${t}`),
        ),
        fc.boolean(),
        (text, hostList) => {
          const parsed = tryParseUri(text, { hostList });
          if (!parsed.ok) return;
          const once = normalizeUri(parsed.value);
          assert.equal(normalizeUri(once).href, once.href);
        },
      ),
      { numRuns: 1500 },
    );
  });
  test("keeps the decoded userinfo, host (case aside) and params", () => {
    fc.assert(
      fc.property(formattedParts, (text) => {
        const before = parseUri(text);
        const after = normalizeUri(before);
        assert.equal(after.username, before.username);
        assert.equal(after.password, before.password);
        assert.equal(after.host?.toLowerCase(), before.host?.toLowerCase());
        assert.deepEqual(after.params, before.params);
      }),
      RUNS,
    );
  });
});

describe("parsing never throws anything but DburiError", () => {
  const uriAlphabet = fc.string({
    unit: fc.constantFrom(..."ab1:/?#[]@%2F!$&'()*+,;=.-_~ \u00e4\ud83d\n"),
    maxLength: 40,
  });
  for (const [name, input] of [
    ["URI-like text", uriAlphabet],
    ["any text", fc.string({ unit: "binary", maxLength: 40 })],
    ["prefixed URI-like text", uriAlphabet.map((s) => `postgresql://${s}`)],
  ] as const) {
    test(name, () => {
      fc.assert(
        fc.property(input, fc.boolean(), (text, hostList) => {
          const result = tryParseUri(text, { hostList });
          if (!result.ok) {
            assert.ok(result.error instanceof DburiError);
            assert.match(result.error.code, /^[a-z]+(-[a-z0-9]+)*$/);
            assert.ok(
              result.error.index !== null && result.error.index >= 0 && result.error.index <= text.length,
            );
          } else {
            // Every getter works on whatever parsed.
            const uri = result.value;
            void [
              uri.username,
              uri.password,
              uri.host,
              uri.hosts,
              uri.segments,
              uri.params,
              String(uri),
              uri.queryEntries,
            ];
            assert.equal(uri.href, text);
          }
          assert.equal(typeof redact(text), "string");
        }),
        { numRuns: 1500 },
      );
    });
  }
});

test("formatUri refuses a path that would read as an authority", () => {
  assert.throws(() => formatUri({ scheme: "a", segments: ["", ""] }), { code: "invalid-argument" });
});

test("valueIndexOf: where each entry's value starts, or its key when it has no '='", () => {
  const text = "redis://h?db=x&ssl&=v";
  const entries = parseUri(text).queryEntries;
  assert.deepEqual(
    entries.map((entry) => valueIndexOf(entry)),
    [13, 15, 20],
  );
  assert.equal(text[valueIndexOf(entries[0]!)], "x");
  assert.equal(text.slice(valueIndexOf(entries[1]!)), "ssl&=v");
});

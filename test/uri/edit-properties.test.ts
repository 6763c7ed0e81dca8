// The with* edits on generated values: an edit then a read gives the value back, and every component the
// edit did not touch keeps its exact text.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { parseUri, type Uri } from "../../src/index.ts";

const RUNS = { numRuns: 300 };

const anyText = fc.string({ unit: "binary", maxLength: 16 });
const numericName = fc.string({ unit: fc.constantFrom(..."0123456789."), minLength: 1, maxLength: 10 });
const hostName = fc.oneof(
  anyText.filter((h) => h.split(":").length < 3 && !(h.startsWith("[") && h.endsWith("]"))),
  numericName,
  fc.constant(""),
);
const scheme = fc
  .tuple(fc.constantFrom(..."abzAZ"), fc.string({ unit: fc.constantFrom(..."az09+-."), maxLength: 6 }))
  .map(([first, rest]) => first + rest);

// Bases with an authority (so any absolute path and any userinfo fit), in odd spellings: escapes, case,
// IPv6, a host list.
const bases: [string, { hostList?: boolean }][] = [
  ["redis://u%73er:p%40ss@Cache:6380/2?db=2&x=%41#frag", {}],
  ["x://h", {}],
  ["X://%41@[::1]/a%2Fb", {}],
  ["postgresql://app@h1:5432,[::1]:5433/db?sslmode=require", { hostList: true }],
];
const base = fc.constantFrom(...bases).map(([text, options]) => parseUri(text, options));

/** The raw text of every component, to compare what an edit left alone. */
function components(uri: Uri): Record<string, string | null> {
  return {
    scheme: uri.scheme,
    userinfo: uri.userinfo,
    host:
      uri.hosts.length > 1 ? (uri.authority?.slice((uri.userinfo?.length ?? -1) + 1) ?? null) : uri.rawHost,
    port: uri.port === null ? null : String(uri.port),
    path: uri.path,
    query: uri.query,
    fragment: uri.fragment,
  };
}

/** Asserts that `after` has the raw text of `before` in every component but `changed`. */
function untouched(before: Uri, after: Uri, ...changed: string[]): void {
  const a = components(before);
  const b = components(after);
  for (const name of changed) {
    delete a[name];
    delete b[name];
  }
  assert.deepEqual(b, a);
}

describe("an edit then a read gives the value back", () => {
  test("withScheme", () => {
    fc.assert(
      fc.property(base, scheme, (uri, value) => {
        const edited = uri.withScheme(value);
        assert.equal(edited.scheme, value.toLowerCase());
        untouched(uri, edited, "scheme");
      }),
      RUNS,
    );
  });
  test("withUsername and withPassword", () => {
    fc.assert(
      fc.property(base, anyText, fc.option(anyText, { nil: null }), (uri, user, password) => {
        const edited = uri.withUsername(user).withPassword(password);
        assert.equal(edited.username, user);
        assert.equal(edited.password, password);
        untouched(uri, edited, "userinfo");
        assert.equal(edited.withoutPassword().password, null);
        assert.equal(edited.withoutUserinfo().userinfo, null);
      }),
      RUNS,
    );
  });
  test("withHost, names of digits and dots included", () => {
    fc.assert(
      fc.property(base, fc.oneof(hostName, fc.ipV4(), fc.ipV6()), (uri, host) => {
        const edited = uri.withHost(host);
        assert.equal(edited.host, host);
        assert.equal(edited.hosts.length, 1);
        // Replacing a host list also drops the ports that belonged to its hosts.
        untouched(uri, edited, "host", ...(uri.hosts.length > 1 ? ["port"] : []));
      }),
      RUNS,
    );
  });
  test("withHost of an IP literal in brackets gives its address", () => {
    fc.assert(
      fc.property(base, fc.ipV6(), (uri, address) => {
        assert.equal(uri.withHost(`[${address}]`).host, address);
      }),
      RUNS,
    );
  });
  test("withPort", () => {
    fc.assert(
      fc.property(base, fc.option(fc.integer({ min: 0, max: 65535 }), { nil: null }), (uri, port) => {
        if (uri.hosts.length > 1) return; // a host list's ports belong to its hosts
        const edited = uri.withPort(port);
        assert.equal(edited.port, port);
        untouched(uri, edited, "port");
      }),
      RUNS,
    );
  });
  test("withPath", () => {
    fc.assert(
      fc.property(base, anyText, (uri, rest) => {
        const path = `/${rest}`;
        const edited = uri.withPath(path);
        assert.equal(edited.decodedPath, path);
        untouched(uri, edited, "path");
      }),
      RUNS,
    );
  });
  test("withSegments", () => {
    fc.assert(
      fc.property(base, fc.array(anyText, { maxLength: 4 }), (uri, segments) => {
        const edited = uri.withSegments(segments);
        assert.deepEqual(edited.segments, segments);
        untouched(uri, edited, "path");
      }),
      RUNS,
    );
  });
  test("withParams and withoutQuery", () => {
    const pair = fc.tuple(anyText, anyText).map(([k, v]) => [k, v] as const);
    fc.assert(
      fc.property(base, fc.array(pair, { maxLength: 4 }), (uri, params) => {
        const edited = uri.withParams(params);
        assert.deepEqual(edited.params, params);
        untouched(uri, edited, "query");
        assert.equal(edited.withoutQuery().query, null);
      }),
      RUNS,
    );
  });
  test("withFragment", () => {
    fc.assert(
      fc.property(base, fc.option(anyText, { nil: null }), (uri, fragment) => {
        const edited = uri.withFragment(fragment);
        assert.equal(edited.decodedFragment, fragment);
        untouched(uri, edited, "fragment");
      }),
      RUNS,
    );
  });
});

// Data-driven: every fixture of test/fixtures/uri-*.json and ipv6.json.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import { DburiError, normalizeUri, parseUri, resolveUri, tryParseUri } from "../../src/index.ts";

function fixture<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(`../fixtures/${name}`, import.meta.url), "utf8")) as T;
}

interface ComponentCase {
  source: string;
  input: string;
  [component: string]: unknown;
}

const NULLABLE = [
  "scheme",
  "authority",
  "userinfo",
  "username",
  "password",
  "host",
  "rawHost",
  "hostType",
  "port",
  "query",
  "fragment",
];

describe("components", () => {
  for (const c of fixture<{ cases: ComponentCase[] }>("uri-components.json").cases) {
    test(`${JSON.stringify(c.input)} (${c.source})`, () => {
      const uri = parseUri(c.input);
      assert.equal(uri.href, c.input);
      const actual: Record<string, unknown> = {};
      const expected: Record<string, unknown> = {};
      for (const name of NULLABLE) {
        actual[name] = uri[name as keyof typeof uri];
        expected[name] = c[name] ?? null;
      }
      actual.path = uri.path;
      expected.path = c.path ?? "";
      actual.segments = uri.segments;
      expected.segments = c.segments ?? [];
      actual.params = uri.params;
      expected.params = c.params ?? [];
      assert.deepEqual(actual, expected);
    });
  }
});

describe("invalid inputs", () => {
  const { cases } = fixture<{ cases: { input: string; code: string; index: number; why: string }[] }>(
    "uri-invalid.json",
  );
  for (const c of cases) {
    test(`${JSON.stringify(c.input)}: ${c.why} -> ${c.code}`, () => {
      const result = tryParseUri(c.input);
      assert.equal(result.ok, false);
      if (result.ok) return;
      assert.ok(result.error instanceof DburiError);
      assert.equal(result.error.code, c.code);
      assert.equal(result.error.index, c.index);
      assert.ok(result.error.fix, "every parse error says how to fix it");
      assert.throws(() => parseUri(c.input), { code: c.code });
    });
  }
});

describe("IP literals", () => {
  const { valid, invalid } = fixture<{
    valid: { literal: string; host: string; hostType?: string }[];
    invalid: { literal: string; code: string }[];
  }>("ipv6.json");
  for (const c of valid) {
    test(`valid ${c.literal}`, () => {
      const uri = parseUri(`x://${c.literal}:1/`);
      assert.equal(uri.host, c.host);
      assert.equal(uri.rawHost, c.literal);
      assert.equal(uri.hostType, c.hostType ?? "ipv6");
      assert.equal(uri.port, 1);
    });
  }
  for (const c of invalid) {
    test(`invalid ${c.literal} -> ${c.code}`, () => {
      assert.throws(() => parseUri(`x://${c.literal}/`), { code: c.code });
    });
  }
});

describe("RFC 3986 §5.2 resolution", () => {
  const { base, normal, abnormal, otherBases } = fixture<{
    base: string;
    normal: [string, string][];
    abnormal: [string, string][];
    otherBases: { source: string; base: string; reference: string; output: string }[];
  }>("uri-resolve.json");
  for (const [kind, cases] of [
    ["normal", normal],
    ["abnormal", abnormal],
  ] as const) {
    for (const [reference, expected] of cases) {
      test(`${kind}: ${JSON.stringify(reference)} -> ${expected}`, () => {
        assert.equal(resolveUri(base, reference).href, expected);
      });
    }
  }
  for (const c of otherBases) {
    test(`${JSON.stringify(c.reference)} against ${c.base} -> ${c.output} (${c.source})`, () => {
      const resolved = resolveUri(c.base, c.reference);
      assert.equal(resolved.href, c.output);
      assert.equal(resolved.authority, null, "no authority appears");
    });
  }
  test("a relative base is refused", () => {
    assert.throws(() => resolveUri("/a/b", "c"), { code: "relative-base" });
  });
});

describe("RFC 3986 §6.2.2 normalization", () => {
  for (const c of fixture<{ cases: { source: string; input: string; hostList?: boolean; output: string }[] }>(
    "uri-normalize.json",
  ).cases) {
    test(`${c.input} -> ${c.output} (${c.source})`, () => {
      const once = normalizeUri(c.input, { hostList: c.hostList === true });
      assert.equal(once.href, c.output);
      assert.equal(normalizeUri(once).href, c.output, "normalization is idempotent");
    });
  }
});

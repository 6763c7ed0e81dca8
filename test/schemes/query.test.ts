// A family's query is typed where it is written (src/schemes/target/query.ts): an enum's or a boolean's
// word found in a table, an integer read digit by digit, text sliced. That exists for speed alone, so it
// must give exactly what `typedValue` gives for the same text, for every spec of every catalogue, on
// every listed word, the edge cases of numbers, and generated text; and the walk over a query must give
// the options `readParams` gives over its entries.

import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import {
  AMQP_PARAMS,
  LIBPQ_PARAMS,
  MONGODB_PARAMS,
  MYSQL_PARAMS,
  type ParamSpec,
  parseUri,
  REDIS_PARAMS,
  SQLITE_PARAMS,
} from "../../src/index.ts";
import { typedValue } from "../../src/schemes/target/params.ts";
import {
  type QueryKey,
  queryKeys,
  readParams,
  typedInPlace,
  typeQuery,
} from "../../src/schemes/target/query.ts";

const CATALOGUES = [AMQP_PARAMS, LIBPQ_PARAMS, MONGODB_PARAMS, MYSQL_PARAMS, REDIS_PARAMS, SQLITE_PARAMS];

/** Every key of every catalogue, as the reader types it, each with its spec. */
const KEYS: readonly QueryKey[] = CATALOGUES.flatMap((catalogue) =>
  Object.keys(catalogue).map((name) => queryKeys(catalogue).lookup(name)!),
);

test("every catalogue key is found by its name and each alias", () => {
  for (const catalogue of CATALOGUES) {
    const keys = queryKeys(catalogue);
    for (const [name, spec] of Object.entries(catalogue)) {
      for (const word of [name, ...((spec as ParamSpec).aliases ?? [])]) {
        const text = `?${word}=`;
        assert.equal(keys.find(text, 1, 1 + word.length)?.name, name, word);
        assert.equal(keys.lookup(word)?.name, name, word);
      }
    }
  }
});

test("property: typing in place gives what typedValue gives, for every spec", () => {
  const listed = [...new Set(KEYS.flatMap((key) => key.spec.values ?? []))];
  const edges = ["-0", "-", "", "007", "0", "65535", "65536", "-1", "999999999999999", "9999999999999999"];
  edges.push("1.5s", "10ms", "2m", "1h", "3d", "5constructor", "1e3", "1".repeat(400), "true", "Yes", "oFF");
  for (const key of KEYS) {
    for (const value of [...listed, ...listed.map((v) => v.toUpperCase()), ...edges]) {
      assert.deepEqual(
        typedInPlace(key, `?${value}&`, 1, 1 + value.length),
        typedValue(key.spec, value),
        `${key.name} '${value}'`,
      );
    }
  }
  const word = fc.oneof(
    fc.constantFrom(...listed, "true", "Yes", "0", "1", "oFF", "no", "-0", "-", "", "007"),
    fc.constantFrom("1.5s", "10ms", "2m", "1h", "0ms", "3d", "5constructor", "1toString", "9__proto__"),
    fc.integer({ min: -70_000, max: 70_000 }).map(String),
    fc.bigInt({ min: -(10n ** 17n), max: 10n ** 17n }).map(String),
    fc.string({ unit: fc.constantFrom(..."09-.aZs_:"), maxLength: 17 }),
  );
  fc.assert(
    fc.property(fc.constantFrom(...KEYS), word, fc.string({ maxLength: 3 }), (key, value, before) => {
      const text = `${before}${value}!`;
      assert.deepEqual(
        typedInPlace(key, text, before.length, before.length + value.length),
        typedValue(key.spec, value),
        `${key.type} '${value}'`,
      );
    }),
    { numRuns: 5000 },
  );
});

test("property: the walk over a query gives typedValue's options of its entries", () => {
  const keys = queryKeys(SQLITE_PARAMS);
  const pair = fc
    .tuple(
      fc.constantFrom("mode", "cache", "psow", "nolock", "vfs", "modeof", "Mode", "x"),
      fc.constantFrom("ro", "rw", "memory", "shared", "private", "1", "no", "unix%2Ddotfile", "a+b", ""),
    )
    .map(([key, value]) => `${key}=${value}`);
  fc.assert(
    fc.property(fc.array(pair, { minLength: 1, maxLength: 4 }), fc.constantFrom("&", ";"), (pairs, sep) => {
      const uri = parseUri(`sqlite:///x.db?${pairs.join(sep)}`);
      let typed: Record<string, unknown> | string;
      try {
        typed = typeQuery(uri, keys, { href: uri.href, offset: 0, syntax: "uri" }).options;
      } catch (error) {
        typed = String((error as { code?: string }).code);
      }
      // The same by the entries: each known key's decoded value typed, the first of each kept.
      let expected: Record<string, unknown> | string = {};
      for (const entry of uri.queryEntries) {
        const key = keys.lookup(entry.key);
        if (key === undefined) continue;
        const value = typedValue(key.spec, entry.value);
        if (typeof value === "symbol") {
          expected = "invalid-param";
          break;
        }
        if (Object.hasOwn(expected, key.name) && expected[key.name] !== value) {
          expected = "duplicate-param";
          break;
        }
        expected[key.name] ??= value;
      }
      assert.deepEqual(typed, expected, uri.href);
    }),
    { numRuns: 3000 },
  );
});

test("a switch (onOff) is held as on or off, its repetitions compared as typed", () => {
  const read = (query: string) => {
    const uri = parseUri(`postgresql://h/db?${query}`);
    try {
      return typeQuery(uri, queryKeys(LIBPQ_PARAMS), { href: uri.href, offset: 0, syntax: "libpq" }).options;
    } catch (error) {
      return String((error as { code?: string }).code);
    }
  };
  assert.deepEqual(read("keepalives=0&sslsni=1&sslcompression=0&gssdelegation=1"), {
    keepalives: false,
    sslsni: true,
    sslcompression: false,
    gssdelegation: true,
  });
  assert.deepEqual(read("keepalives=7&keepalives=7"), { keepalives: true });
  // Both on, but 1 and 2 are different values: refused as before they are turned into booleans.
  assert.equal(read("keepalives=1&keepalives=2"), "duplicate-param");
  assert.equal(read("sslsni=true"), "invalid-param");
  // A spec of one's own says so as well: readParams reads the query the same way.
  const specs = { tcp: { type: "integer", description: "on when nonzero", onOff: true } } as const;
  const uri = parseUri("acme://h?tcp=3");
  assert.deepEqual(readParams(uri, specs, { href: uri.href }).options, { tcp: true });
});

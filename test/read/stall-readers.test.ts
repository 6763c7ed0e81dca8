// Stalls in the readers: every reader and the detection of a format take time in the length of the text.
// Two searches were quadratic (a pattern for Go's DSN retried its '.*@' from each '@'; .NET's pair
// pattern backtracked over runs of spaces in a keyword); both are read by hand now, and the ADO.NET
// reading agrees with .NET's pattern (test/dsn/oracles.ts) on any text.
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { scanAdoPairs } from "../../src/convert/dsn/scan-pairs.ts";
import { detectFormat, readConnectionString } from "../../src/index.ts";
import { parseAdo } from "../dsn/oracles.ts";
import { assertLinear } from "../helpers/linear.ts";

const SHAPES: Readonly<Record<string, (n: number) => string>> = {
  "Go DSN: '@(' repeated": (n) => "@(".repeat(n),
  "Go DSN: credentials of many '@'": (n) => `${"a@".repeat(n)}tcp(h)/db`,
  "ADO.NET: a keyword of many spaces": (n) => `Server=h;k${" ".repeat(n)}x`,
  "ADO.NET: many words": (n) => `Server=h;${"a ".repeat(n)};`,
  "libpq: many pairs": (n) => `host=h ${"a=b ".repeat(n)}`,
  "ODBC: unclosed braces": (n) => `Driver={x};${"{".repeat(n)}`,
  "JDBC: many parentheses": (n) => `jdbc:mysql://${"(".repeat(n)}/db`,
  "JDBC: many '@'": (n) => `jdbc:mysql://${"@".repeat(n)}/db`,
  "DBI: many pairs": (n) => `dbi:Pg:${"a=b;".repeat(n)}`,
  "detection: many ';'": (n) => `${";".repeat(n)}driver=`,
};

/** Reads a text as a user would: its format detected, then read (an error is an outcome too). */
function read(text: string): void {
  try {
    detectFormat(text);
    readConnectionString(text);
  } catch {}
}

for (const [name, make] of Object.entries(SHAPES)) {
  test(`linear: ${name}`, async () => {
    await assertLinear((k) => make(2_000 * k), read);
  });
}

test("ADO.NET: the pairs read by hand are those .NET's pattern reads, and it refuses what the pattern refuses", () => {
  const text = fc.string({ maxLength: 30, unit: fc.constantFrom(..."ab =;\"' \t==") });
  fc.assert(
    // The pattern (applied pair after pair) fails on spaces and ';' after the last pair, and on a text of
    // nothing else, where .NET and the reading find no more pairs: such texts are left out.
    fc.property(
      text.filter((t) => /[^\s;]/.test(t) && !/[;][\s;]*$/.test(t.trimEnd())),
      (input) => {
        let expected: [string, string][] | null;
        try {
          expected = parseAdo(input);
        } catch {
          expected = null;
        }
        let actual: [string, string][] | null;
        try {
          actual = scanAdoPairs(input).map((p) => [p.key, p.value]);
        } catch {
          actual = null;
        }
        assert.deepEqual(actual, expected, JSON.stringify(input));
      },
    ),
    { numRuns: 2000 },
  );
});

// Stall: reviewing a registration template took time growing with the square of its size for some shapes:
// a run of "<" in Contact (a `<[^>]+>` pattern tried from each "<"), blank lines continuing a field
// (removed one at a time from the front), a status ending in a run of quotes or periods, a page break after
// many blank lines, and the scheme name turned into a pattern. Every path reads by hand or on lines of
// bounded length now; each shape, at 1, 2, 4 and 8 times a base size (1 MB for the spaces the attack used;
// 128 KB for the shapes of many lines, a million lines at the largest), must take time in proportion.
import { describe, test } from "node:test";
import { reviewTemplate } from "../../src/index.ts";
import { assertLinear } from "../helpers/linear.ts";

const MB = 1 << 20;
const LINES = 128 << 10;

/** Templates of about n characters, each with the shape of its name, and the base size it is tried at. */
const SHAPES: Record<string, [(n: number) => string, number]> = {
  "spaces in Contact": [(n) => `Scheme name: acme\nStatus: Provisional\nContact:${" ".repeat(n)}x\n`, MB],
  "a run of '<' in Contact": [(n) => `Scheme name: acme\nContact: ${"<".repeat(n)}\n`, MB],
  "digits and spaces in Contact": [(n) => `Scheme name: acme\nContact: ${"1 ".repeat(n / 2)}x\n`, MB],
  "blank lines continuing a field": [(n) => `Scheme name: acme\nContact: a\n${" \n".repeat(n / 2)}`, LINES],
  "a status ending in periods": [(n) => `Scheme name: acme\nStatus: ${".".repeat(n)}x\n`, MB],
  "blank lines before a page break": [
    (n) =>
      `Scheme name: acme\nContact: a\n${"\n".repeat(n)}Thaler, et al.   BCP   [Page 1]\n\f\nRFC 7595   Guidelines   June 2015\n`,
    LINES,
  ],
  "examples of a long scheme name": [
    (n) => `Scheme name: ${"a".repeat(64)}\nScheme syntax: e.g. ${`${"a".repeat(64)}:x `.repeat(n / 67)}\n`,
    MB,
  ],
  "closing brackets after an example": [
    (n) => `Scheme name: acme\nScheme syntax: e.g. acme:x${")".repeat(n)}\n`,
    MB,
  ],
  "one long line of '[Page 1]'": [
    (n) => `Scheme name: acme\nContact: a\n${"x [Page 1] ".repeat(n / 11)}y\n`,
    MB,
  ],
};

describe("reviewTemplate runs in time linear in the template", () => {
  for (const [name, [shape, base]] of Object.entries(SHAPES)) {
    test(name, async () => {
      await assertLinear(
        (k) => shape(k * base),
        (text: string) => reviewTemplate(text),
      );
    });
  }
});

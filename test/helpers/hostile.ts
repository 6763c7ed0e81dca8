// Characters every connection-string grammar finds hard: issue 6's list (quotes, ';', '=', braces, space,
// backslash, newline, non-ASCII) and the URI delimiters. Shared by the DSN tests.

import fc from "fast-check";

/** One hostile character per entry. */
export const HOSTILE_CHARACTERS: readonly string[] = [
  "'",
  '"',
  ";",
  "=",
  "{",
  "}",
  " ",
  "\\",
  "\n",
  "ä",
  "€",
  "😀",
  "@",
  ":",
  "/",
  "?",
  "#",
  "%",
  "&",
  "+",
  ",",
];

/** Random text drawn mostly from the hostile characters, the rest any grapheme. */
export function hostileText(maxLength = 12): fc.Arbitrary<string> {
  const any = fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 });
  return fc.string({ unit: fc.oneof(fc.constantFrom(...HOSTILE_CHARACTERS), any), maxLength });
}

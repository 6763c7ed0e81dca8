import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { isDburiError } from "../../src/index.ts";
import { parseCsv } from "../../src/registry/csv.ts";

// [input, records]: RFC 4180 §2 rules and the line endings IANA's file mixes.
const CASES: readonly [string, string[][]][] = [
  ["", []],
  ["a,b,c", [["a", "b", "c"]]],
  [
    "a,b\r\nc,d\r\n",
    [
      ["a", "b"],
      ["c", "d"],
    ],
  ],
  [
    "a,b\nc,d\n",
    [
      ["a", "b"],
      ["c", "d"],
    ],
  ],
  [
    "a,b\rc,d",
    [
      ["a", "b"],
      ["c", "d"],
    ],
  ],
  ["a,,\r\n", [["a", "", ""]]],
  [",\r\n", [["", ""]]],
  ['"a,b",c', [["a,b", "c"]]],
  ['"say ""hi""",x', [['say "hi"', "x"]]],
  ['""', [[""]]],
  ['mvrp,"mvrp\n      (see notes)",x\r\n', [["mvrp", "mvrp\n      (see notes)", "x"]]],
  [
    'a,"line\r\nbreak"\r\nb,c',
    [
      ["a", "line\r\nbreak"],
      ["b", "c"],
    ],
  ],
  ["a\r\n\r\nb", [["a"], [""], ["b"]]],
];

describe("parseCsv (RFC 4180)", () => {
  for (const [input, records] of CASES) {
    test(JSON.stringify(input), () => {
      assert.deepEqual(
        parseCsv(input).map((r) => r.fields),
        records,
      );
    });
  }

  test("records know where they start", () => {
    assert.deepEqual(
      parseCsv('a\r\n"b\nc"\r\nd').map((r) => r.index),
      [0, 3, 10],
    );
  });

  for (const [input, index] of [
    ['a,"open', 2],
    ['"x"y,z', 3],
  ] as const) {
    test(`invalid: ${JSON.stringify(input)} at ${index}`, () => {
      assert.throws(
        () => parseCsv(input),
        (error) => isDburiError(error, "invalid-csv") && error.index === index,
      );
    });
  }
});

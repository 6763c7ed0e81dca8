// A stall in reading a libpq URI's query: each pair looked for libpq's forbidden "%00" from its start to
// the end of the whole text, so a query of many pairs took time in the square of its length (a 1.5 MB
// query of 100,000 keywords: about a second). The search now stays inside the pair.
import assert from "node:assert/strict";
import { test } from "node:test";
import { interpret, isDburiError } from "../../src/index.ts";

function query(n: number): string {
  return `postgresql://h/db?${"application_name=b&".repeat(n)}`;
}

function time(text: string, times: number): number {
  const start = process.hrtime.bigint();
  for (let k = 0; k < times; k++) interpret(text);
  return Number(process.hrtime.bigint() - start);
}

test("a query of many pairs is read in time linear in its length", () => {
  const small = query(5_000);
  const large = query(50_000);
  time(small, 3); // warm up, both sizes
  time(large, 1);
  const best = (run: () => number) => Math.min(run(), run(), run());
  const ratio =
    best(() => time(large, 1)) /
    Math.max(
      best(() => time(small, 10)),
      1,
    );
  assert.ok(ratio < 4, `10x the query took ${(10 * ratio).toFixed(1)}x the time`);
});

test("a %00 is still refused where it stands, and only inside its pair", () => {
  assert.throws(
    () => interpret("postgresql://h/db?a=b%00&c=d"),
    (error: unknown) => isDburiError(error) && error.index === 21,
  );
  assert.equal(interpret("postgresql://h/db?application_name=b%2500").params[0]?.[1], "b%00");
});

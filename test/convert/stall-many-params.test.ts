// Stall: a URI with thousands of query parameters. Each parameter a conversion reports looked up its
// position by reading the whole query again, and the CLI redacted the whole input again for each finding it
// showed, so `dburi check` and every conversion grew with the square of the parameters (4,000: seconds).
// Both are linear now: positions are looked up in one table per target, the shown input redacted once.
import { describe, test } from "node:test";
import { caretLines } from "../../src/cli/shown.ts";
import { convert, interpret, toDsn } from "../../src/index.ts";
import { assertLinear } from "../helpers/linear.ts";

/** A URI of `base` with `n` query parameters its family does not know, each reported by a conversion. */
function manyParams(base: string, n: number): string {
  const pairs: string[] = [];
  for (let i = 0; i < n; i++) pairs.push(`k${i}=${i}`);
  return `${base}?${pairs.join("&")}`;
}

const SIZE = 1000;

describe("thousands of parameters, each reported", () => {
  for (const [base, to] of [
    ["postgresql://app:pw@db/shop", "pg"],
    ["mysql://app:pw@db/shop", "mysql2"],
    ["rediss://:pw@cache/0", "ioredis"],
    ["amqp://u:pw@mq/v", "amqplib"],
  ] as const) {
    test(`convert(target, "${to}") is linear in them`, async () => {
      await assertLinear(
        (k) => interpret(manyParams(base, SIZE * k)),
        (target: ReturnType<typeof interpret>) =>
          convert(target, to, { unsupported: "warn", readFile: () => "" }),
      );
    });
  }
  test("the libpq format leaving each out is linear in them", async () => {
    await assertLinear(
      (k) => interpret(manyParams("postgresql://app:pw@db/shop", SIZE * k)),
      (target: ReturnType<typeof interpret>) => toDsn(target, "libpq", { warnings: [] }),
    );
  });
  test("the CLI's caret line for each finding is linear in them", async () => {
    await assertLinear(
      (k) => {
        const text = manyParams("redis://:pw@cache/0", SIZE * k);
        return { shown: { text, reveal: false }, findings: interpret(text).warnings };
      },
      ({
        shown,
        findings,
      }: {
        shown: { text: string; reveal: boolean };
        findings: readonly { index?: number }[];
      }) => {
        for (const finding of findings) caretLines(shown, finding.index ?? 0);
      },
    );
  });
});

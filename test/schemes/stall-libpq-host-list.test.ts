// Stall: a libpq host list took time growing faster than its length (2.2 to 2.6 times per doubling; 8 MB:
// 4.3 s). Every step a host list goes through (interpret, node-postgres's config, the libpq and JDBC DSNs,
// printing, redaction) must take time in proportion to it, in each shape libpq reads: hosts in the
// authority with and without ports, IPv6 literals, and `?host=` lists.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { type DburiError, interpret, redact, toDsn, toPgConfig } from "../../src/index.ts";
import { assertLinear } from "../helpers/linear.ts";

const BASE = 64 << 10;

const hosts = (n: number, item: (i: number) => string) =>
  Array.from({ length: Math.ceil(n / item(0).length) }, (_, i) => item(i)).join(",");

const SHAPES: Record<string, (n: number) => string> = {
  "hosts with ports": (n) => `postgresql://${hosts(n, (i) => `h${i % 1000}:5432`)}/db`,
  "hosts without ports": (n) => `postgresql://${hosts(n, (i) => `h${i % 1000}`)}/db`,
  "IPv6 literals": (n) => `postgresql://${hosts(n, () => "[::1]")}/db`,
  "a ?host= list": (n) => `postgresql:///db?host=${hosts(n, (i) => `h${i % 1000}`)}`,
};

describe("a libpq host list is read, converted and printed in time linear in its length", () => {
  for (const [name, shape] of Object.entries(SHAPES)) {
    test(name, async () => {
      await assertLinear(
        (k) => shape(k * BASE),
        (uri: string) => {
          const target = interpret(uri);
          return [
            toPgConfig(target, { hostIndex: 0 }),
            toDsn(target, "libpq"),
            toDsn(target, "jdbc"),
            String(target),
            redact(uri),
          ];
        },
      );
    });
  }
});

test("node-postgres's refusal of a host list names the first five hosts, not every one", () => {
  const uri = `postgresql://${hosts(100_000, (i) => `h${i}:5432`)}/db`;
  assert.throws(
    () => toPgConfig(interpret(uri)),
    (error: DburiError) =>
      error.code === "multiple-hosts" &&
      error.message.length < 1000 &&
      /lists \d+: h0:5432, h1:5432, h2:5432, h3:5432, h4:5432, and \d+ more/.test(error.reason),
  );
});

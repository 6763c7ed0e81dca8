// `dburi normalize` on amqp URIs: the vhost is one segment (RabbitMQ URI Specification, vhost = segment),
// so "." and ".." are vhost names that RFC 3986's dot-segment removal must not touch.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import fc from "fast-check";
import { normalizeConnectionUri } from "../../src/cli/commands/normalize.ts";
import { type AmqpTarget, encodePercent, interpret, normalizeUri } from "../../src/index.ts";
import { dburi } from "../cli/run.ts";

interface NormalizeRow {
  input: string;
  output: string;
  vhost: string | null;
}

const rows = JSON.parse(
  readFileSync(new URL("../fixtures/amqp/normalize.json", import.meta.url), "utf8"),
) as NormalizeRow[];

const vhostOf = (uri: string) => (interpret(uri) as AmqpTarget).vhost;

describe("normalizing an amqp URI keeps its vhost", () => {
  for (const row of rows) {
    test(row.input, () => {
      assert.equal(vhostOf(row.input), row.vhost, "the input's vhost");
      const normalized = normalizeConnectionUri(row.input);
      assert.equal(normalized.uri, row.output);
      assert.equal(normalized.schemeBased, true);
      assert.equal(vhostOf(normalized.uri), row.vhost, "the same vhost after normalizing");
      assert.equal(normalizeConnectionUri(normalized.uri).uri, normalized.uri, "idempotent");
    });
  }

  test("through the command line too", () => {
    for (const row of rows.filter((r) => r.input === "amqp://h/%2E%2E" || r.input.startsWith("db:"))) {
      const run = dburi(["normalize", row.input]);
      assert.equal(run.status, 0, run.stderr);
      assert.equal(run.stdout, `${row.output}\n`, row.input);
    }
  });

  test("any vhost, dots included, survives normalizing", () => {
    const vhost = fc.oneof(
      fc.constantFrom(".", "..", "...", "./", "/..", "%2E"),
      fc.string({ unit: "grapheme", maxLength: 8 }),
    );
    fc.assert(
      fc.property(vhost, fc.constantFrom("amqp", "amqps", "db:amqp"), (name, scheme) => {
        const uri = `${scheme}://h/${encodePercent(name)}`;
        assert.equal(vhostOf(normalizeConnectionUri(uri).uri), name, uri);
      }),
      { numRuns: 300 },
    );
  });

  test("a scheme dburi does not know still loses its dot-segments, as RFC 3986 §6.2.2.3 says", () => {
    assert.equal(normalizeConnectionUri("http://h/a/./b/../c").uri, "http://h/a/c");
    assert.equal(normalizeUri("amqp://h/..").href, "amqp://h/", "normalizeUri alone is syntax-based");
    assert.equal(normalizeUri("amqp://h/..", { dotSegments: "keep" }).href, "amqp://h/..");
  });
});

// The DSN fixtures: for each format, URIs and the exact string toDsn writes, or the error code it refuses
// with (test/fixtures/dsn/<format>.json; provenance in test/fixtures/README.md).
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { describe, test } from "node:test";
import {
  DburiError,
  type DsnFormat,
  type Finding,
  interpret,
  type ToDsnOptions,
  toDsn,
} from "../../src/index.ts";

interface Case {
  readonly uri: string;
  readonly options?: ToDsnOptions;
  readonly dsn?: string;
  readonly error?: string;
  /** Text the refusal's fix must contain. */
  readonly fix?: string;
  readonly note?: string;
  /** The keys reported as not carried (param-not-carried), in order; unchecked when absent. */
  readonly notCarried?: readonly string[];
}

/** The key a param-not-carried warning names: its message starts with `'key=value'` or `'key'`. */
function keyOf(message: string): string | undefined {
  return /^'([^=']*)/.exec(message)?.[1];
}

const DIR = new URL("../fixtures/dsn/", import.meta.url);

for (const file of readdirSync(DIR).filter((name) => name.endsWith(".json"))) {
  const format = file.replace(/\.json$/, "") as DsnFormat;
  const { cases } = JSON.parse(readFileSync(new URL(file, DIR), "utf8")) as { cases: Case[] };
  describe(`toDsn ${format}`, () => {
    for (const c of cases) {
      const name = `${c.uri}${c.options ? ` ${JSON.stringify(c.options)}` : ""}`;
      test(name, () => {
        const target = interpret(c.uri);
        if (c.error !== undefined) {
          assert.throws(
            () => toDsn(target, format, c.options),
            (error: unknown) => {
              assert.ok(error instanceof DburiError, String(error));
              assert.equal(error.code, c.error, error.message);
              if (c.fix !== undefined) assert.ok(error.fix?.includes(c.fix), `fix: ${error.fix}`);
              return true;
            },
          );
        } else {
          const warnings: Finding[] = [];
          assert.equal(toDsn(target, format, { ...c.options, warnings }), c.dsn, c.note);
          if (c.notCarried !== undefined) {
            const reported = warnings
              .filter((w) => w.code === "param-not-carried")
              .map((w) => keyOf(w.message));
            assert.deepEqual(reported, c.notCarried, "the parameters reported as not carried");
          }
        }
      });
    }
  });
}

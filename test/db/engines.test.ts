// Every engine name of the engine table, with and without db:, in any case, through the URI forms of
// URI::db's own tests (fixtures db-engines.json and db-forms.json).

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { type DbTarget, DburiError, engineNames, interpret, registry } from "../../src/index.ts";
import { fixture } from "./check.ts";

interface EngineRow {
  readonly name: string;
  readonly canonicalEngine: string;
  readonly defaultPort: number | null;
  readonly databaseKind: string;
}

interface Form {
  readonly template: string;
  readonly expect: Readonly<Record<string, unknown>>;
  readonly errors?: {
    readonly bare: Readonly<Record<string, string>>;
    readonly db: Readonly<Record<string, string>>;
  };
}

const { engines } = await fixture<{ engines: EngineRow[] }>("db-engines.json");
const { forms } = await fixture<{ forms: Form[] }>("db-forms.json");

describe("the engine table", () => {
  test("names exactly the engines of engines.md, plus mongodb+srv", () => {
    assert.deepEqual([...engineNames()].sort(), engines.map((e) => e.name).sort());
  });

  for (const row of engines) {
    test(`${row.name} is registered and recognized in any case`, () => {
      for (const written of [row.name, row.name.toUpperCase()]) {
        const viaDb = interpret(`db:${written}://h/x`) as DbTarget;
        assert.equal(viaDb.engine, row.name);
        assert.equal(viaDb.canonicalEngine, row.canonicalEngine);
        assert.equal(viaDb.recognized, true);
        assert.equal(viaDb.defaultPort, row.defaultPort);
        assert.equal(viaDb.databaseKind, row.databaseKind);
        assert.equal(registry.get(written)?.canonicalEngine, row.canonicalEngine);
      }
    });
  }
});

function expectedPort(expect: Readonly<Record<string, unknown>>, row: EngineRow): number | null {
  return (expect.port as number | null | undefined) ?? row.defaultPort;
}

for (const prefix of ["db", "bare"] as const) {
  describe(`every engine through URI::db's forms (${prefix})`, () => {
    for (const form of forms) {
      test(form.template, () => {
        for (const row of engines) {
          const start = prefix === "db" ? `db:${row.name}` : row.name;
          const uri = form.template.replace("{p}", start);
          const code = form.errors?.[prefix][row.name];
          if (code !== undefined) {
            assert.throws(
              () => interpret(uri),
              (e: unknown) => e instanceof DburiError && e.code === code,
              uri,
            );
            continue;
          }
          const target = interpret(uri);
          assert.equal(target.scheme, prefix === "db" ? "db" : row.name, uri);
          assert.equal(target.engine, row.name, uri);
          for (const [key, value] of Object.entries(form.expect)) {
            const actual =
              key === "params" ? target.params.map((p) => [...p]) : target[key as keyof typeof target];
            // SQLite and DuckDB open local files: no socket, whatever the host says.
            const expected = key === "socket" && row.databaseKind === "file" ? null : value;
            assert.deepEqual(actual, expected, `${key} of ${uri}`);
          }
          assert.equal(target.effectivePort, expectedPort(form.expect, row), `effectivePort of ${uri}`);
        }
      });
    }
  });
}

// Threat: a string that does not round-trip. A URI dburi accepts, written back by toDsn(target, "uri"),
// must be one dburi (and the engine's reader) accepts again, naming the same thing: before, a db:pg: query
// value holding %00 was accepted and written into a postgresql:// URI that libpq and dburi both refuse.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { type DbTarget, DburiError, ENGINES, interpret, toDsn } from "../../src/index.ts";

/** Engine names that read URIs with an authority, from the engine table. */
const NAMES = Object.values(ENGINES)
  .filter((engine) => engine.database !== "file")
  .map((engine) => engine.names[0]!);

/** Text made of characters and escapes that stress a writer: NUL, delimiters, non-ASCII. */
const piece = fc.constantFrom(
  "a",
  "Z",
  "9",
  "%00",
  "%20",
  "%25",
  "%26",
  "%3D",
  "%3B",
  "%2F",
  "%40",
  "%3F",
  "%23",
  "%C3%A9",
  "-",
  ".",
  "_",
  "~",
);
const text = fc.array(piece, { minLength: 1, maxLength: 5 }).map((parts) => parts.join(""));

describe("toDsn(target, 'uri') reads back", () => {
  test("db:pg: with %00 in a query value is refused, as postgresql: is (libpq refuses a NUL)", () => {
    for (const uri of ["db:pg://h/x?application_name=a%00b", "postgresql://h/x?application_name=a%00b"]) {
      assert.throws(
        () => interpret(uri),
        (error: DburiError) => error.code === "invalid-percent-encoding",
      );
    }
  });
  test("property: every URI written is read back with the same user, host, database and parameters", () => {
    fc.assert(
      fc.property(fc.constantFrom(...NAMES), text, text, text, text, (engine, user, database, key, value) => {
        let target: ReturnType<typeof interpret>;
        try {
          target = interpret(`db:${engine}://${user}@h/${database}?${key}=${value}`);
        } catch {
          return; // refused on the way in
        }
        let written: string;
        try {
          written = toDsn(target, "uri");
        } catch (error) {
          assert.ok(error instanceof DburiError, String(error));
          return; // a format that cannot hold it says so
        }
        let back: ReturnType<typeof interpret>;
        try {
          back = interpret(written);
        } catch (error) {
          assert.fail(
            `${engine}: ${target.href} was written as ${written}, which dburi refuses: ${String(error)}`,
          );
        }
        assert.equal(back.user, target.user, written);
        assert.equal(back.host, target.host, written);
        assert.equal(back.database, target.database, written);
        // SQL Server's native URI (go-mssqldb's) holds the database as ?database=, which the reading
        // folds into the database: the pairs it passes through are the same.
        assert.deepEqual(
          back.canonicalEngine === "mssql" ? (back as DbTarget).unknownParams : back.params,
          target.params,
          written,
        );
      }),
      { numRuns: 3000, seed: 8 },
    );
  });
});

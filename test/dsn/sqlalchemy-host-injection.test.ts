// Threat: a SQLAlchemy URL that connects to another host. make_url's user name takes any character but
// `:` and `/`, so an `@` in the database ends a user name and password, and it does not decode the
// database: `postgresql://db.internal:5432/shop%40evil.example.com` written as `.../shop@evil.example.com`
// reads as user `db.internal`, password `5432/shop`, host `evil.example.com`, and
// `postgresql://app@db.internal:5432/shop@x` as host `x`. dburi refuses an `@` in the database.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { DburiError, interpret, toDsn } from "../../src/index.ts";
import { parseSqlalchemy } from "./oracles.ts";
import { findPython, pythonJson, toolSkip } from "./tools.ts";

/** The engines whose sqlalchemy URL writes the database after the authority as it is. */
const ENGINES = ["pg", "mysql", "mssql", "clickhouse", "trino", "snowflake"];

describe("an '@' in the database of a SQLAlchemy URL", () => {
  for (const engine of ENGINES) {
    test(`${engine}: refused, with a user name or without`, () => {
      for (const userinfo of ["", "app@", "app:pw@"]) {
        assert.throws(
          () =>
            toDsn(
              interpret(`db:${engine}://${userinfo}db.internal:5432/shop%40evil.example.com`),
              "sqlalchemy",
            ),
          (error: DburiError) => error.code === "dsn-unrepresentable" && /another host/.test(error.reason),
        );
      }
    });
  }

  test("property: every URL written reads back with the URI's host (make_url's own pattern)", () => {
    const name = fc.stringMatching(/^[a-z@:/.]{1,12}$/);
    fc.assert(
      fc.property(
        fc.constantFrom(...ENGINES),
        fc.option(fc.constantFrom("app", "a:b")),
        name,
        (engine, user, db) => {
          const userinfo = user === null ? "" : `${user}@`;
          let target: ReturnType<typeof interpret>;
          try {
            target = interpret(`db:${engine}://${userinfo}db.internal:5432/${encodeURIComponent(db)}`);
          } catch {
            return; // a database the engine's URI does not take
          }
          let url: string;
          try {
            url = toDsn(target, "sqlalchemy");
          } catch (error) {
            assert.ok(error instanceof DburiError, String(error));
            return;
          }
          assert.equal(parseSqlalchemy(url).host, "db.internal", url);
        },
      ),
      { numRuns: 500, seed: 23 },
    );
  });

  const python = findPython("sqlalchemy");
  test("SQLAlchemy's own make_url reads the URLs dburi writes with the URI's host", {
    skip: toolSkip("SQLAlchemy", python !== null),
  }, () => {
    const urls = ENGINES.flatMap((engine) =>
      ["", "app@", "app:p%40w@"].map((userinfo) =>
        toDsn(interpret(`db:${engine}://${userinfo}db.internal:5432/shop.x`), "sqlalchemy"),
      ),
    );
    const read = pythonJson<(string | null)[]>(
      python!,
      "from sqlalchemy.engine import make_url\nprint(json.dumps([make_url(u).host for u in args]))",
      urls,
    );
    for (const [i, host] of read.entries()) assert.equal(host, "db.internal", urls[i]);
  });
});

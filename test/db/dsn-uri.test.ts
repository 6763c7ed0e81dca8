// toDsn(target, "uri"): the engine's native URI, normalised (fixture dsn-uri.json); every value, however
// hostile, comes back exactly when the result is interpreted again, or the format refuses.

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import {
  BUILTIN_DEFINITIONS,
  createRegistry,
  type DbTarget,
  DburiError,
  formatUri,
  interpret,
  type Target,
  toDsn,
  tryInterpret,
} from "../../src/index.ts";
import { hostileText } from "../helpers/hostile.ts";
import { fixture } from "./check.ts";

interface DsnCase {
  readonly uri: string;
  readonly dsn?: string;
  readonly error?: string;
}

const { cases } = await fixture<{ cases: DsnCase[] }>("dsn-uri.json");

describe("dsn-uri.json", () => {
  for (const c of cases) {
    test(c.uri, () => {
      const target = interpret(c.uri);
      if (c.error !== undefined) {
        assert.throws(
          () => toDsn(target, "uri"),
          (e: unknown) => e instanceof DburiError && e.code === c.error,
        );
        return;
      }
      const dsn = toDsn(target, "uri");
      assert.equal(dsn, c.dsn);
      // Normalised: writing it again changes nothing (a file: name read as SQLite's; a native URI as its
      // scheme reads it, bare, where SQL Server's, Oracle's and Spanner's read their path as their own
      // readers do; an unknown engine's inside db:).
      const bare = tryInterpret(dsn);
      const again = dsn.startsWith("file:")
        ? interpret(`db:sqlite:${dsn}`)
        : bare.ok
          ? bare.value
          : interpret(`db:${dsn}`);
      assert.equal(toDsn(again, "uri"), dsn);
    });
  }
});

describe("the uri format reads back bare", () => {
  // SQLite's file: name and xo/dburl's odbc+<Driver> are read as they are written (no db: around them).
  for (const uri of [
    "file:///tmp/x.db?mode=ro",
    "file:data.db?cache=shared",
    "odbc+PostgreSQL+Unicode://u@h:5432/db?x=1",
  ]) {
    test(uri, () => {
      const dsn = toDsn(interpret(uri), "uri");
      assert.equal(dsn, uri);
      assert.equal(toDsn(interpret(dsn), "uri"), dsn);
    });
  }
});

describe("toDsn", () => {
  test("redacts on request", () => {
    const target = interpret("db:pg://app:s3cret@h/db?sslpassword=k3y");
    assert.equal(toDsn(target, "uri", { redact: true }), "postgresql://app:***@h/db?sslpassword=***");
    assert.equal(toDsn(target, "uri"), "postgresql://app:s3cret@h/db?sslpassword=k3y");
  });

  test("refuses a format it does not know", () => {
    assert.throws(
      () => toDsn(interpret("db:pg://h/db"), "nope" as "uri"),
      (e: unknown) => e instanceof DburiError && e.code === "unknown-format",
    );
  });

  test("writes another module's target as its own URI, normalised", () => {
    const registry = createRegistry([{ name: "acme", status: "unregistered" }], {
      base: createRegistry(BUILTIN_DEFINITIONS),
    });
    const target = interpret("ACME://U:p%7e@Host.Example:7/a/b%2Fc?x=1&y=a+b;c#f", { registry });
    // Its query splits at "&" only (a bare scheme's), so the ";" stays in the value, and is encoded.
    assert.equal(toDsn(target, "uri"), "acme://U:p~@host.example:7/a/b%2Fc?x=1&y=a%20b%3Bc");
  });
});

const hostile = hostileText();

/** The fields that must survive `toDsn(uri)` and a second interpretation. */
function fields(target: Target) {
  return {
    user: target.user,
    password: target.password,
    database: target.database,
    hosts: target.hosts.map((h) => [h.host.toLowerCase(), h.effectivePort]),
    // SQL Server's native URI (go-mssqldb's) holds the database as ?database=, which the reading folds
    // into the database: the pairs it passes through are the same.
    params: (target.canonicalEngine === "mssql" ? (target as DbTarget).unknownParams : target.params).map(
      ([k, v]) => [k, v],
    ),
  };
}

describe("every value survives the uri format", () => {
  for (const scheme of ["postgresql", "mysql", "oracle", "mssql", "redshift"]) {
    test(`${scheme}: user, password, database, host`, () => {
      fc.assert(
        fc.property(
          hostile,
          hostile,
          hostile,
          fc.stringMatching(/^[a-z][a-z0-9.-]{0,10}$/),
          (user, password, database, host) => {
            // SQL Server's and Oracle's URIs read a "/" of the path as the instance's separator
            // (node-mssql, Easy Connect): their database is one segment, its "/" encoded.
            const path =
              scheme === "mssql" || scheme === "oracle" ? { segments: [database] } : { path: `/${database}` };
            const text = formatUri({ scheme, username: user, password, host, ...path });
            // formatUri writes an "@" of the path as %40: a raw one after a password would read as a
            // password holding a raw "@" and "/", which interpret refuses.
            const target = interpret(text);
            assert.deepEqual(fields(interpret(toDsn(target, "uri"))), fields(target));
          },
        ),
      );
    });
  }

  test("postgresql: query values", () => {
    fc.assert(
      fc.property(hostile, hostile, (application, options) => {
        const target = interpret(
          formatUri({
            scheme: "postgresql",
            host: "h",
            path: "/db",
            params: [
              ["application_name", application],
              ["options", options],
            ],
          }),
        );
        assert.deepEqual(interpret(toDsn(target, "uri")).options, target.options);
      }),
    );
  });

  test("sqlite: file paths", () => {
    fc.assert(
      fc.property(hostile, fc.boolean(), (name, absolute) => {
        const path = `${absolute ? "/tmp/" : ""}${name || "x"}.db`;
        // Without a host, a path cannot start with "//" (RFC 3986 §3.3): formatUri refuses it.
        fc.pre(!path.startsWith("//"));
        const target = interpret(formatUri({ scheme: "sqlite", path }));
        fc.pre(target.database === path);
        assert.equal(interpret(`db:sqlite:${toDsn(target, "uri")}`).database, path);
      }),
    );
  });
});

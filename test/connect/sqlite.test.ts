// connect() and ping() on SQLite files through better-sqlite3: relative and absolute db:sqlite: forms,
// :memory:, read-only, and the errors of missing files.
import assert from "node:assert/strict";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, test } from "node:test";
import { connect, encodePercent, ping } from "../../src/index.ts";
import { rejection } from "../helpers/rejection.ts";

interface Database {
  exec(sql: string): unknown;
  prepare(sql: string): { get(): unknown; all(): unknown[] };
  close(): unknown;
  readonly name: string;
  readonly readonly: boolean;
}

const base = mkdtempSync(join(tmpdir(), "dburi-sqlite-"));
after(() => rmSync(base, { recursive: true, force: true }));

async function open(uri: string, baseDirectory?: string): Promise<Database> {
  return (await connect(uri, { baseDirectory })) as Database;
}

describe("SQLite", () => {
  test("a relative db:sqlite: path resolves against baseDirectory, and the file is written there", async () => {
    const db = await open("db:sqlite:shop.db", base);
    try {
      assert.equal(db.name, join(base, "shop.db"));
      db.exec("CREATE TABLE item (name TEXT); INSERT INTO item VALUES ('a b/c')");
    } finally {
      db.close();
    }
    const again = await open(`db:sqlite:${encodePercent(join(base, "shop.db"))}`);
    try {
      assert.deepEqual(again.prepare("SELECT name FROM item").all(), [{ name: "a b/c" }]);
    } finally {
      again.close();
    }
  });
  test("the absolute forms: db:sqlite:/abs, sqlite:////abs and a file: name", async () => {
    const path = join(base, "abs file.db");
    for (const uri of [
      `db:sqlite:${encodePercent(path)}`,
      `sqlite:///${encodePercent(path)}`,
      `db:sqlite:file:${encodePercent(path)}`,
    ]) {
      const db = await open(uri);
      try {
        assert.equal(db.name, path, uri);
      } finally {
        db.close();
      }
    }
  });
  test("a relative path without baseDirectory is an error, never the working directory", async () => {
    const error = await rejection(open("db:sqlite:shop.db"));
    assert.equal(error.code, "relative-path");
  });
  test(":memory: is an in-memory database", async () => {
    const db = await open("db:sqlite::memory:");
    try {
      assert.equal(db.name, ":memory:");
      db.exec("CREATE TABLE t (x)");
    } finally {
      db.close();
    }
  });
  test("mode=ro opens read-only; writing fails", async () => {
    const db = await open("db:sqlite:shop.db?mode=ro", base);
    try {
      assert.equal(db.readonly, true);
      assert.throws(() => db.exec("INSERT INTO item VALUES ('x')"), /readonly/);
    } finally {
      db.close();
    }
  });
  test("mode=ro on a missing file: database-not-found", async () => {
    const error = await rejection(open("db:sqlite:missing.db?mode=ro", base));
    assert.equal(error.code, "database-not-found");
  });
  test("a missing directory: database-not-found", async () => {
    const error = await rejection(open("db:sqlite:no/such/dir/x.db", base));
    assert.equal(error.code, "database-not-found");
  });
  test("ping reports the library version and the file", async () => {
    const result = await ping("db:sqlite:shop.db", { baseDirectory: base });
    assert.equal(result.ok, true);
    assert.equal(result.engine, "sqlite");
    assert.equal(result.driver, "better-sqlite3");
    assert.equal(result.database, join(base, "shop.db"));
    assert.equal(result.host, null);
    assert.match(result.serverVersion ?? "", /^3\.\d+\.\d+$/);
  });
  test("ping on a missing file: database-not-found, and no file is left behind", async () => {
    const error = await rejection(ping("db:sqlite:never-made.db", { baseDirectory: base }));
    assert.equal(error.code, "database-not-found");
    assert.match(error.fix ?? "", /creates none/);
    assert.equal(existsSync(join(base, "never-made.db")), false);
  });
  test("ping on :memory: needs no file", async () => {
    assert.equal((await ping("db:sqlite::memory:")).ok, true);
  });
  test("ping on a file that is not a database: not-a-database", async () => {
    const db = await open("db:sqlite:text.db", base);
    db.close();
    writeFileSync(
      join(base, "text.db"),
      "this is not an SQLite database, it is text long enough to be read".repeat(10),
    );
    const error = await rejection(ping("db:sqlite:text.db", { baseDirectory: base }));
    assert.equal(error.code, "not-a-database");
    // The file, not a host; SQLite's advice, not a server's.
    assert.ok(error.reason.startsWith(`SQLite at ${join(base, "text.db")}, reading:`), error.reason);
    assert.doesNotMatch(error.message, /default host|server's log/);
  });
});

describe("SQLite: what cannot be opened is refused precisely", () => {
  test("a NUL (%00) in the path is invalid-param at its position, and no file is created", async () => {
    const dir = mkdtempSync(join(base, "nul-"));
    for (const attempt of [connect, ping]) {
      const error = await rejection(attempt("db:sqlite:a%00b.db", { baseDirectory: dir }));
      assert.equal(error.code, "invalid-param");
      assert.equal(error.index, 11);
    }
    assert.deepEqual(readdirSync(dir), []);
  });
  test(":memory: with mode=ro is invalid-param, before anything is opened", async () => {
    for (const attempt of [connect, ping]) {
      const error = await rejection(attempt("db:sqlite::memory:?mode=ro"));
      assert.equal(error.code, "invalid-param");
      assert.equal(error.index, 19);
    }
  });
  test("a directory is not-a-file, for connect and ping, whatever the mode", async () => {
    mkdirSync(join(base, "a-directory.db"));
    for (const uri of ["db:sqlite:a-directory.db", "db:sqlite:a-directory.db?mode=rw"]) {
      for (const attempt of [connect, ping]) {
        const error = await rejection(attempt(uri, { baseDirectory: base }));
        assert.equal(error.code, "not-a-file", error.message);
        assert.match(error.fix ?? "", /database file/);
      }
    }
  });
  test("an SQLite URI parameter better-sqlite3 cannot pass: unsupported-param, or dropped when asked", async () => {
    const uri = "db:sqlite::memory:?cache=shared";
    assert.equal((await rejection(ping(uri))).code, "unsupported-param");
    assert.equal((await ping(uri, { unsupported: "ignore" })).ok, true);
  });
  test("a failure names the file it was opening", async () => {
    const error = await rejection(open("db:sqlite:missing.db?mode=ro", base));
    assert.ok(error.reason.startsWith(`SQLite at ${join(base, "missing.db")}, opening:`), error.reason);
  });
});

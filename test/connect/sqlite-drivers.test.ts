// Which SQLite driver connect() and ping() use: better-sqlite3 when installed, else node:sqlite (Node 22.5
// and later), as asked with `driver`; with injected loaders, so every case runs on any Node.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, test } from "node:test";
import {
  type BetterSqlite3Constructor,
  createSqliteAdapter,
  type DatabaseSyncConstructor,
  defaultSqliteLoaders,
  type SqliteDatabase,
  type SqliteLoaders,
} from "../../src/connect/sqlite.ts";
import { interpret } from "../../src/index.ts";
import { rejection } from "../helpers/rejection.ts";

const base = mkdtempSync(join(tmpdir(), "dburi-sqlite-drivers-"));
after(() => rmSync(base, { recursive: true, force: true }));
writeFileSync(join(base, "exists.db"), "");

/** A call to a fake driver's constructor, and the SQL run on what it returned. */
interface Opened {
  readonly driver: string;
  readonly filename: string;
  readonly options: object;
  readonly sql: string[];
  closed: boolean;
}

/** A fake driver class that records how it was opened; `fail` makes the constructor throw. */
function fakeDriver(driver: string, opened: Opened[], fail?: unknown) {
  return class implements SqliteDatabase {
    readonly #record: Opened;
    constructor(filename: string, options: object) {
      if (fail !== undefined) throw fail;
      this.#record = { driver, filename, options, sql: [], closed: false };
      opened.push(this.#record);
    }
    prepare(sql: string) {
      this.#record.sql.push(sql);
      return { get: () => ({ version: driver === "node:sqlite" ? "3.46.1" : "3.45.0", objects: 0 }) };
    }
    exec(sql: string) {
      this.#record.sql.push(sql);
    }
    close() {
      this.#record.closed = true;
    }
  };
}

/** Loaders where each driver is there (a fake) or not (null). */
function loaders(
  present: { better?: boolean; node?: boolean },
  opened: Opened[],
  failures: { node?: unknown } = {},
): SqliteLoaders {
  return {
    "better-sqlite3": async () =>
      present.better ? (fakeDriver("better-sqlite3", opened) as BetterSqlite3Constructor) : null,
    "node:sqlite": async () =>
      present.node ? (fakeDriver("node:sqlite", opened, failures.node) as DatabaseSyncConstructor) : null,
  };
}

const memory = interpret("db:sqlite::memory:");

describe("choosing the SQLite driver", () => {
  test("better-sqlite3 first when both are there", async () => {
    const opened: Opened[] = [];
    const result = await createSqliteAdapter(loaders({ better: true, node: true }, opened)).ping(memory, {});
    assert.equal(result.driver, "better-sqlite3");
    assert.deepEqual(
      opened.map((o) => o.driver),
      ["better-sqlite3"],
    );
  });
  test("node:sqlite when better-sqlite3 is not installed: ping says so and closes", async () => {
    const opened: Opened[] = [];
    const adapter = createSqliteAdapter(loaders({ node: true }, opened));
    writeFileSync(join(base, "app.db"), ""); // ping opens existing files only
    const result = await adapter.ping(interpret("db:sqlite:app.db"), { baseDirectory: base });
    assert.equal(result.driver, "node:sqlite");
    assert.equal(result.serverVersion, "3.46.1");
    assert.equal(result.database, join(base, "app.db"));
    assert.equal(opened[0]?.filename, join(base, "app.db"));
    assert.deepEqual(opened[0]?.options, {});
    assert.equal(opened[0]?.closed, true);
  });
  test('driver: "node:sqlite" chooses it even when better-sqlite3 is there', async () => {
    const opened: Opened[] = [];
    const adapter = createSqliteAdapter(loaders({ better: true, node: true }, opened));
    await adapter.connect(memory, { driver: "node:sqlite" });
    assert.equal(opened[0]?.driver, "node:sqlite");
  });
  test('driver: "better-sqlite3" does not fall back to node:sqlite', async () => {
    const opened: Opened[] = [];
    const adapter = createSqliteAdapter(loaders({ node: true }, opened));
    const error = await rejection(adapter.connect(memory, { driver: "better-sqlite3" }));
    assert.equal(error.code, "driver-not-installed");
    assert.match(error.fix ?? "", /npm install better-sqlite3/);
    assert.deepEqual(opened, []);
  });
  test('driver: "node:sqlite" on a Node without it: driver-not-installed naming the Node version', async () => {
    const adapter = createSqliteAdapter(loaders({ better: true }, []));
    const error = await rejection(adapter.connect(memory, { driver: "node:sqlite" }));
    assert.equal(error.code, "driver-not-installed");
    assert.match(error.message, /Node 22\.5/);
    assert.ok(error.message.includes(process.versions.node));
  });
  test("neither: driver-not-installed naming both choices", async () => {
    const error = await rejection(createSqliteAdapter(loaders({}, [])).ping(memory, {}));
    assert.equal(error.code, "driver-not-installed");
    assert.match(error.message, /'better-sqlite3'/);
    assert.match(error.message, /'node:sqlite'/);
    assert.match(error.fix ?? "", /npm install better-sqlite3/);
  });
  test("an unknown driver name is unknown-driver, listing both", async () => {
    const error = await rejection(
      createSqliteAdapter(loaders({ better: true }, [])).connect(memory, { driver: "sqlite3" }),
    );
    assert.equal(error.code, "unknown-driver");
    assert.match(error.fix ?? "", /'better-sqlite3', 'node:sqlite'/);
  });
});

describe("opening through node:sqlite", () => {
  test("mode=ro opens read-only and refuses writes even where readOnly is ignored", async () => {
    const opened: Opened[] = [];
    const adapter = createSqliteAdapter(loaders({ node: true }, opened));
    await adapter.connect(interpret("db:sqlite:exists.db?mode=ro"), { baseDirectory: base });
    assert.deepEqual(opened[0]?.options, { readOnly: true });
    assert.deepEqual(opened[0]?.sql, ["PRAGMA query_only = ON"]);
  });
  for (const mode of ["ro", "rw"]) {
    test(`mode=${mode} on a missing file: database-not-found, and nothing is created`, async () => {
      const opened: Opened[] = [];
      const adapter = createSqliteAdapter(loaders({ node: true }, opened));
      const error = await rejection(
        adapter.connect(interpret(`db:sqlite:missing.db?mode=${mode}`), { baseDirectory: base }),
      );
      assert.equal(error.code, "database-not-found");
      assert.deepEqual(opened, []);
    });
  }
  test("node:sqlite's numeric result codes become dburi codes", async () => {
    const notADatabase = Object.assign(new Error("file is not a database"), {
      code: "ERR_SQLITE_ERROR",
      errcode: 26,
      errstr: "file is not a database",
    });
    const adapter = createSqliteAdapter(loaders({ node: true }, [], { node: notADatabase }));
    const error = await rejection(adapter.connect(memory, {}));
    assert.equal(error.code, "not-a-database");
  });
});

describe("the real loaders on this Node", () => {
  const [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
  const hasNodeSqlite = major > 22 || (major === 22 && minor >= 13);
  test("better-sqlite3 is installed here", async () => {
    assert.notEqual(await defaultSqliteLoaders["better-sqlite3"](), null);
  });
  test("node:sqlite is found exactly when this Node has it unflagged", async () => {
    const found = await defaultSqliteLoaders["node:sqlite"]();
    if (major < 22 || (major === 22 && minor < 5)) assert.equal(found, null);
    else if (hasNodeSqlite) assert.notEqual(found, null);
  });
  test("without better-sqlite3: node:sqlite where there is one, else driver-not-installed naming both", async () => {
    const adapter = createSqliteAdapter({ ...defaultSqliteLoaders, "better-sqlite3": async () => null });
    if (hasNodeSqlite) {
      const result = await adapter.ping(memory, {});
      assert.equal(result.driver, "node:sqlite");
      assert.match(result.serverVersion ?? "", /^3\.\d+\.\d+$/);
    } else if (major < 22 || (major === 22 && minor < 5)) {
      const error = await rejection(adapter.ping(memory, {}));
      assert.equal(error.code, "driver-not-installed");
      assert.match(error.message, /'better-sqlite3'.*'node:sqlite'/);
    }
  });
});

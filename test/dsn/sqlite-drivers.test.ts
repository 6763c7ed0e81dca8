// Every DSN format of an SQLite target, read by the real library: DBD::SQLite, xerial's sqlite-jdbc,
// SQLAlchemy's pysqlite, the SQLite ODBC driver. Each must open the file at the exact path.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, test } from "node:test";
import { interpret, toDsn } from "../../src/index.ts";
import * as tools from "./tools.ts";

const QUERY = "select file from pragma_database_list where name = 'main'";

describe("SQLite libraries open the exact file", () => {
  const dir = mkdtempSync(join(tmpdir(), "dburi dsn é-"));
  after(() => rmSync(dir, { recursive: true, force: true }));
  /** A path in the temporary directory, with `name` as its file name. */
  const at = (name: string) => join(dir, name);
  const target = (path: string) =>
    interpret(`db:sqlite:${path.split("/").map(encodeURIComponent).join("/")}`);

  test("dbi: DBD::SQLite opens the file, a ';' in its path through uri=file:", {
    skip: tools.toolSkip("DBD::SQLite", tools.hasPerl("DBI", "DBD::SQLite")),
  }, () => {
    for (const name of ["plain.db", "a;b {c} 'd\" =x.db"]) {
      assert.deepEqual(tools.perlRow(toDsn(target(at(name)), "dbi"), "", QUERY), [at(name)]);
    }
  });

  const xerial = tools.jar("sqlite-jdbc.jar");
  test("jdbc: sqlite-jdbc opens the file", { skip: tools.toolSkip("sqlite-jdbc", xerial !== null) }, () => {
    const path = at("j;b {c} 'd\" =x.db");
    assert.deepEqual(tools.jdbcRow(xerial!, toDsn(target(path), "jdbc"), QUERY), [path]);
  });

  const python = tools.findPython("sqlalchemy");
  test("sqlalchemy: pysqlite opens the file", { skip: tools.toolSkip("SQLAlchemy", python !== null) }, () => {
    const path = at("s;b {c} 'd\" =x.db");
    assert.deepEqual(tools.sqlalchemyRow(python!, toDsn(target(path), "sqlalchemy"), QUERY), [path]);
  });

  const odbc = tools.findPython("pyodbc");
  test("odbc: the SQLite ODBC driver opens the file", {
    skip: tools.toolSkip("the SQLite ODBC driver", tools.hasOdbcDriver(odbc, "SQLite3")),
  }, () => {
    // It reads no braces: a path with ';' is refused, one without opens.
    assert.throws(() => toDsn(target(at("o;b.db")), "odbc"), { code: "dsn-unrepresentable" });
    const path = at("o b {c} 'd\" =x.db");
    assert.deepEqual(tools.odbcRow(odbc!, toDsn(target(path), "odbc", { driver: "SQLite3" }), QUERY), [path]);
  });
});

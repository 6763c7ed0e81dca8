// The scratch helpers create what they say, under unique names, and leave nothing behind.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  MYSQL,
  mysqlSocketPath,
  PG,
  pgSocketDirectory,
  Scratch,
  withMysqlAdmin,
  withPgAdmin,
} from "../helpers/databases.ts";
import { serviceSkip, uniqueName } from "../helpers/services.ts";

const pgSkip = await serviceSkip("PostgreSQL", PG.port);
const mysqlSkip = await serviceSkip("MariaDB", MYSQL.port);

async function pgDatabaseExists(name: string): Promise<boolean> {
  const result = await withPgAdmin((c) => c.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]));
  return result.rowCount === 1;
}

async function mysqlUserCount(name: string): Promise<number> {
  const [rows] = await withMysqlAdmin((c) =>
    c.query("SELECT COUNT(*) AS n FROM mysql.user WHERE user = ?", [name]),
  );
  return Number((rows as { n: number }[])[0]?.n);
}

describe("scratch objects", () => {
  test("a PostgreSQL database and role exist until dispose", { skip: pgSkip }, async () => {
    const scratch = new Scratch();
    const role = await scratch.pgRole(uniqueName("dburi_role"));
    const name = await scratch.pgDatabase(`${uniqueName("dburi db")}/x`, role);
    assert.equal(await pgDatabaseExists(name), true);
    await scratch.dispose();
    assert.equal(await pgDatabaseExists(name), false);
  });
  test("MariaDB users exist for the socket and TCP until dispose", { skip: mysqlSkip }, async () => {
    const scratch = new Scratch();
    const database = await scratch.mysqlDatabase(uniqueName("dburi_db"));
    const user = await scratch.mysqlUser(uniqueName("dburi_user"), "p@:/#%'", database);
    assert.equal(await mysqlUserCount(user), 2);
    await scratch.dispose();
    assert.equal(await mysqlUserCount(user), 0);
  });
  test("the socket paths come from the servers", { skip: pgSkip || mysqlSkip }, async () => {
    assert.match(await pgSocketDirectory(), /^\//);
    assert.match(await mysqlSocketPath(), /^\/.*\.sock$/);
  });
});

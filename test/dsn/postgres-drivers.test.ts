// Every DSN format of a PostgreSQL target, read by the real client: psql (libpq), DBD::Pg, pgJDBC, psqlODBC
// through pyodbc, SQLAlchemy with psycopg2. The database, the role and application_name hold hostile
// characters; each client must land in that database, as that role, with that application_name.
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { after, before, describe, test } from "node:test";
import { interpret, toDsn } from "../../src/index.ts";
import { serviceSkip, uniqueName } from "../helpers/services.ts";
import * as tools from "./tools.ts";

const skip = await serviceSkip("PostgreSQL", 5432);
const hasPsql = tools.toolSkip(
  "psql",
  !skip && tools.run("sh", ["-c", "command -v psql || true"]).trim() !== "",
);
const QUERY = "select current_database(), current_user, current_setting('application_name')";

/** The local server's socket directory (trust authentication), as a URI's host. */
const SOCKET_DIR = "/var/run/postgresql";
const SOCKET = `postgresql://postgres@${encodeURIComponent(SOCKET_DIR)}`;
/** The server's port, and whether the connection came through the socket (no server address). */
const SOCKET_QUERY = "select current_setting('port'), (inet_server_addr() is null)::text";
const socketSkip = existsSync(`${SOCKET_DIR}/.s.PGSQL.5432`)
  ? false
  : tools.toolSkip(`the socket ${SOCKET_DIR}/.s.PGSQL.5432`, false);

/** SQL identifier quoting: "" inside "...". */
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

function admin(sql: string): void {
  tools.run(
    "psql",
    ["-h", "127.0.0.1", "-U", "postgres", "-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", "postgres"],
    sql,
  );
}

/** A URI for the role and database, with application_name, every part percent-encoded. */
function uri(role: string, database: string, app: string): string {
  const e = encodeURIComponent;
  return `db:pg://${e(role)}:${e("pw;'\"{}")}@127.0.0.1:5432/${e(database)}?application_name=${e(app)}`;
}

describe("PostgreSQL clients read every format back", { skip: skip || hasPsql }, () => {
  const base = uniqueName("dburi_dsn");
  // Any database name: quotes, ';', '=', braces, backslash, space, non-ASCII.
  const wild = `${base} x'y;z\\ é={}"`;
  // One DBD::Pg's DSN rewriting leaves intact (no ';' after an odd count of quotes, no '"' when quoted).
  const tame = `${base} a=b {é} \\ x`;
  const role = `${uniqueName("dburi_role")} o'n"e é`;
  // PostgreSQL shows application_name in printable ASCII only (others become '?'): the hostile ones here.
  const app = `it's a ;{b}="c"\\ x`;
  const tameApp = "O'Brien's {app} = x \\";

  before(() => {
    admin(
      `create database ${ident(wild)};\ncreate database ${ident(tame)};\ncreate role ${ident(role)} login;`,
    );
  });
  after(() => {
    admin(
      `drop database if exists ${ident(wild)};\ndrop database if exists ${ident(tame)};\ndrop role if exists ${ident(role)};`,
    );
  });

  test("libpq: psql connects with the keyword/value string", () => {
    const dsn = toDsn(interpret(uri(role, wild, app)), "libpq");
    const out = tools.run("psql", ["-X", "-tA", "-F", "\u0001", "-d", dsn, "-c", QUERY]).replace(/\n$/, "");
    assert.deepEqual(out.split("\u0001"), [wild, role, app]);
  });

  test("dbi: DBD::Pg connects with the DSN, and refuses what it would rewrite", {
    skip: tools.toolSkip("DBD::Pg", tools.hasPerl("DBI", "DBD::Pg")),
  }, () => {
    assert.throws(() => toDsn(interpret(uri(role, wild, app)), "dbi"), { code: "dsn-unrepresentable" });
    const dsn = toDsn(interpret(uri(role, tame, tameApp)), "dbi");
    assert.deepEqual(tools.perlRow(dsn, role, QUERY), [tame, role, tameApp]);
    // An odd count of quotes flips DBD::Pg's quote toggle: the next pair follows a space, not ';'.
    const odd = toDsn(interpret(`${uri(role, tame, "O'Brien")}&connect_timeout=5`), "dbi");
    assert.match(odd, /application_name='O\\'Brien' connect_timeout=5$/);
    assert.deepEqual(tools.perlRow(odd, role, QUERY), [tame, role, "O'Brien"]);
  });

  const pgjdbc = tools.jar("postgresql.jar");
  test("jdbc: pgJDBC connects with the URL", { skip: tools.toolSkip("pgJDBC", pgjdbc !== null) }, () => {
    const url = toDsn(interpret(uri(role, wild, app)), "jdbc");
    assert.deepEqual(tools.jdbcRow(pgjdbc!, url, QUERY), [wild, role, app]);
  });

  const python = tools.findPython("pyodbc");
  test("odbc: psqlODBC connects with the connection string", {
    skip: tools.toolSkip("psqlODBC", tools.hasOdbcDriver(python, "PostgreSQL Unicode")),
  }, () => {
    // psqlODBC reads braces only in PWD and pqopt: a database with ';' is refused, one without is not.
    assert.throws(() => toDsn(interpret(uri(role, wild, app)), "odbc"), { code: "dsn-unrepresentable" });
    const dsn = toDsn(interpret(uri(role, tame, app)), "odbc");
    assert.deepEqual(tools.odbcRow(python!, dsn, QUERY), [tame, role, app]);
  });

  test("odbc: psqlODBC reaches the socket directory on the URI's port", {
    skip: tools.toolSkip("psqlODBC", tools.hasOdbcDriver(python, "PostgreSQL Unicode")) || socketSkip,
  }, () => {
    const dsn = toDsn(interpret(`${SOCKET}:5432/postgres`), "odbc");
    assert.deepEqual(tools.odbcRow(python!, dsn, SOCKET_QUERY), ["5432", "true"]);
    // No server listens on 5999: libpq's error names the socket file, so the port reached it.
    const other = toDsn(interpret(`${SOCKET}:5999/postgres`), "odbc");
    assert.throws(() => tools.odbcRow(python!, other, SOCKET_QUERY), /\.s\.PGSQL\.5999/);
  });

  const alchemy = tools.findPython("sqlalchemy", "psycopg2");
  test("sqlalchemy: create_engine connects with the URL", {
    skip: tools.toolSkip("SQLAlchemy with psycopg2", alchemy !== null),
  }, () => {
    // make_url takes the database raw, so it cannot hold '?'; these names have none.
    const url = toDsn(interpret(uri(role, wild, app)), "sqlalchemy");
    assert.deepEqual(tools.sqlalchemyRow(alchemy!, url, QUERY), [wild, role, app]);
  });

  test("sqlalchemy: socket directories, their ports and host lists reach libpq", {
    skip: tools.toolSkip("SQLAlchemy with psycopg2", alchemy !== null) || socketSkip,
  }, () => {
    const url = toDsn(interpret(`${SOCKET}:5432/postgres`), "sqlalchemy");
    assert.deepEqual(tools.sqlalchemyRow(alchemy!, url, SOCKET_QUERY), ["5432", "true"]);
    const other = toDsn(interpret(`${SOCKET}:5999/postgres`), "sqlalchemy");
    assert.throws(() => tools.sqlalchemyRow(alchemy!, other, SOCKET_QUERY), /\.s\.PGSQL\.5999/);
    // Nothing listens on [::1]:5999; the empty entry is the default socket, which answers.
    const list = toDsn(interpret("postgresql://postgres@[::1]:5999,,127.0.0.1:5432/postgres"), "sqlalchemy");
    assert.deepEqual(tools.sqlalchemyRow(alchemy!, list, SOCKET_QUERY), ["5432", "true"]);
  });
});

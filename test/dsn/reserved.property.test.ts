// A query parameter whose key names what a DSN writes from the URI itself (the host, port, database, user,
// password or socket, or a synonym its reader takes for one), in any case, is never passed through: the
// reader would take one of the two values, maybe the parameter's. It is refused; a DBI DSN, which never
// holds credentials, leaves the ones naming the user or password out.
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { DburiError, type DsnFormat, interpret, toDsn } from "../../src/index.ts";

/** Each format and engine, with the keywords its reader takes for the URI's own fields. */
const RESERVED: readonly (readonly [DsnFormat, string, readonly string[]])[] = [
  [
    "ado",
    "mssql",
    [
      "Server",
      "Data Source",
      "Address",
      "Addr",
      "Network Address",
      "Database",
      "Initial Catalog",
      "User ID",
      "UID",
      "User",
      "Password",
      "PWD",
    ],
  ],
  ["odbc", "mssql", ["Server", "Address", "Addr", "Database", "UID", "PWD"]],
  // (?socket= is not among them: it is where a MySQL URI names its socket, written once as SOCKET.)
  ["odbc", "mysql", ["SERVER", "PORT", "DATABASE", "DB", "UID", "USER", "PWD", "PASSWORD"]],
  ["odbc", "mariadb", ["SERVER", "PORT", "DATABASE", "DB", "UID", "USER", "PWD", "PASSWORD"]],
  ["odbc", "vertica", ["Servername", "Server", "Port", "Database", "UID", "PWD"]],
  ["dbi", "mysql", ["host", "hostname", "port", "database", "db", "dbname", "mysql_socket"]],
  ["dbi", "mssql", ["Server", "Address", "Addr", "Port", "Database", "DSN"]],
  ["dbi", "sqlite", ["dbname", "db", "database", "uri"]],
  ["jdbc", "pg", ["PGHOST", "PGPORT", "PGDBNAME"]],
  ["jdbc", "mysql", ["user", "password", "host", "port", "dbname"]],
  ["jdbc", "mariadb", ["user", "password", "database"]],
  [
    "jdbc",
    "mssql",
    [
      "user",
      "userName",
      "password",
      "databaseName",
      "database",
      "serverName",
      "server",
      "portNumber",
      "port",
    ],
  ],
  ["sqlalchemy", "mysql", ["host", "port", "user", "password", "passwd", "db", "database", "unix_socket"]],
  ["sqlalchemy", "mssql", ["odbc_connect", "dsn", "server", "uid", "pwd", "user", "password", "database"]],
  ["sqlalchemy", "oracle", ["dsn", "service_name", "sid", "user", "password", "host", "port"]],
];

/** The credential keywords a DBI DSN leaves out, with DBD::mysql's and DBD::ODBC's drivers' spellings. */
const DBI_CREDENTIALS: readonly (readonly [string, string])[] = [
  ["mysql", "user"],
  ["mysql", "password"],
  ["mssql", "UID"],
  ["mssql", "PWD"],
  ["mssql", "User"],
  ["cubrid", "user"],
];

/** A keyword in random case. */
function anyCase(keyword: string): fc.Arbitrary<string> {
  return fc
    .array(fc.boolean(), { minLength: keyword.length, maxLength: keyword.length })
    .map((upper) => [...keyword].map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join(""));
}

const cases = fc
  .constantFrom(...RESERVED)
  .chain(([format, engine, keywords]) =>
    fc.tuple(fc.constant(format), fc.constant(engine), fc.constantFrom(...keywords).chain(anyCase)),
  );

test("property: a query key naming a field the DSN writes is refused, in any case", () => {
  fc.assert(
    fc.property(cases, ([format, engine, key]) => {
      const uri = `db:${engine}://u:p@db.example.com/shop?${encodeURIComponent(key)}=Zq7`;
      assert.throws(
        () => toDsn(interpret(uri), format),
        (error: unknown) => error instanceof DburiError && error.code === "dsn-unrepresentable",
        `${format} ${uri}`,
      );
    }),
    { numRuns: 1000 },
  );
});

test("every reserved keyword, as written, is refused", () => {
  for (const [format, engine, keywords] of RESERVED) {
    for (const key of keywords) {
      const uri = `db:${engine}://u:p@db.example.com/shop?${encodeURIComponent(key)}=Zq7`;
      assert.throws(() => toDsn(interpret(uri), format), { code: "dsn-unrepresentable" }, `${format} ${uri}`);
    }
  }
});

test("a DBI DSN leaves out query parameters naming the user or password, as it leaves out the userinfo", () => {
  for (const [engine, key] of DBI_CREDENTIALS) {
    const dsn = toDsn(interpret(`db:${engine}://u:p@db.example.com/shop?${key}=Zq7&x_app=1`), "dbi");
    assert.ok(!dsn.includes("Zq7"), dsn);
    assert.ok(dsn.endsWith("x_app=1"), dsn);
  }
});

test("other query keys pass through", () => {
  for (const [format, engine] of RESERVED) {
    // The ado format passes only SqlClient's keywords (one it does not know is left out and reported).
    const key = format === "ado" ? "Workstation%20ID" : "x_app";
    const dsn = toDsn(interpret(`db:${engine}://u:p@db.example.com/shop?${key}=Zq7`), format);
    assert.ok(dsn.includes("Zq7"), `${format} ${engine}: ${dsn}`);
  }
});

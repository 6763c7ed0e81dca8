// Every DSN format of a MariaDB target, read by the real client: DBD::mysql, MariaDB Connector/J,
// MariaDB Connector/ODBC through pyodbc, SQLAlchemy with PyMySQL; over TCP and through the unix socket.
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { after, before, describe, test } from "node:test";
import { interpret, toDsn } from "../../src/index.ts";
import { serviceSkip, uniqueName } from "../helpers/services.ts";
import * as tools from "./tools.ts";

const skip = await serviceSkip("MariaDB", 3306);
const hasClient = tools.toolSkip(
  "the mysql client",
  !skip && tools.run("sh", ["-c", "command -v mysql || true"]).trim() !== "",
);
const SOCKET = "/run/mysqld/mysqld.sock";
const QUERY = "select database()";

const ident = (name: string) => `\`${name.replaceAll("`", "``")}\``;

function admin(sql: string): void {
  tools.run("mysql", ["-h", "127.0.0.1", "-u", "root"], sql);
}

function uri(database: string, where = "127.0.0.1:3306"): string {
  return `db:mariadb://root@${where}/${encodeURIComponent(database)}`;
}

describe("MariaDB clients read every format back", { skip: skip || hasClient }, () => {
  const base = uniqueName("dburi_dsn");
  // Any database name MariaDB allows: ';', braces, '=', quotes, non-ASCII.
  const wild = `${base} a;b}c {é}='"`;
  // One DBD::mysql's DSN parser leaves intact: no ':', ';', '[' or ']'.
  const tame = `${base} b}c {é}='"`;

  before(() => admin(`create database ${ident(wild)};\ncreate database ${ident(tame)};`));
  after(() => admin(`drop database if exists ${ident(wild)};\ndrop database if exists ${ident(tame)};`));

  test("dbi: DBD::mysql connects with the DSN, and refuses what its parser would cut", {
    skip: tools.toolSkip("DBD::mysql", tools.hasPerl("DBI", "DBD::mysql")),
  }, () => {
    assert.throws(() => toDsn(interpret(uri(wild)), "dbi"), { code: "dsn-unrepresentable" });
    assert.deepEqual(tools.perlRow(toDsn(interpret(uri(tame)), "dbi"), "root", QUERY), [tame]);
  });

  const connector = tools.jar("mariadb-java-client.jar");
  test("jdbc: MariaDB Connector/J connects with the URL", {
    skip: tools.toolSkip("MariaDB Connector/J", connector !== null),
  }, () => {
    const url = toDsn(interpret(uri(wild)), "jdbc");
    assert.deepEqual(tools.jdbcRow(connector!, url, QUERY), [wild]);
  });

  const python = tools.findPython("pyodbc");
  test("odbc: MariaDB Connector/ODBC connects with the connection string", {
    skip: tools.toolSkip("MariaDB Connector/ODBC", tools.hasOdbcDriver(python, "MariaDB Unicode")),
  }, () => {
    const dsn = toDsn(interpret(uri(wild)), "odbc", { driver: "MariaDB Unicode" });
    assert.deepEqual(tools.odbcRow(python!, dsn, QUERY), [wild]);
  });

  const alchemy = tools.findPython("sqlalchemy", "pymysql");
  test("sqlalchemy: create_engine connects with the URL", {
    skip: tools.toolSkip("SQLAlchemy with PyMySQL", alchemy !== null),
  }, () => {
    const url = toDsn(interpret(uri(wild)), "sqlalchemy", { driver: "pymysql" });
    assert.deepEqual(tools.sqlalchemyRow(alchemy!, url, QUERY), [wild]);
  });

  test("the unix socket: DBI, ODBC and SQLAlchemy connect through it", {
    skip: existsSync(SOCKET) ? false : `no socket at ${SOCKET}`,
  }, () => {
    const target = interpret(`${uri(tame, "localhost")}?socket=${encodeURIComponent(SOCKET)}`);
    if (tools.hasPerl("DBI", "DBD::mysql"))
      assert.deepEqual(tools.perlRow(toDsn(target, "dbi"), "root", QUERY), [tame]);
    if (tools.hasOdbcDriver(python, "MariaDB Unicode")) {
      assert.deepEqual(tools.odbcRow(python!, toDsn(target, "odbc", { driver: "MariaDB Unicode" }), QUERY), [
        tame,
      ]);
    }
    if (alchemy !== null) {
      assert.deepEqual(
        tools.sqlalchemyRow(alchemy, toDsn(target, "sqlalchemy", { driver: "pymysql" }), QUERY),
        [tame],
      );
    }
  });
});

// The TLS forms of a MySQL URI as MariaDB Connector/J reads them (no server needed: the driver parses the
// URL without connecting). Sources: MariaDB Connector/J, "TLS parameters" (sslMode disable|trust|verify-ca|
// verify-full, serverSslCert, keyStore, keyStoreType, keyStorePassword, since 3.0; the keystore and CA
// options also in 2.x); Prisma ORM, MySQL/MariaDB connector, "Arguments" (sslaccept, sslcert,
// sslidentity, sslpassword, socket_timeout, connect_timeout in seconds).
describe("MariaDB Connector/J reads the TLS properties of a MySQL URI", () => {
  const connector = tools.jar("mariadb-java-client.jar");
  const NAMES = [
    "sslMode",
    "serverSslCert",
    "keyStore",
    "keyStoreType",
    "keyStorePassword",
    "socketTimeout",
    "connectTimeout",
  ];
  const cases: readonly [uri: string, expected: Record<string, string>][] = [
    [
      "mariadb://u@h/db?ssl-mode=VERIFY_IDENTITY&ssl-ca=%2Fetc%2Fca.pem",
      { sslMode: "verify-full", serverSslCert: "/etc/ca.pem" },
    ],
    ["mariadb://u@h/db?sslcert=%2Fetc%2Fca.pem", { sslMode: "verify-ca", serverSslCert: "/etc/ca.pem" }],
    [
      "mariadb://u@h/db?sslaccept=strict&sslidentity=%2Fetc%2Fid.p12&sslpassword=s3cret",
      { sslMode: "verify-full", keyStore: "/etc/id.p12", keyStoreType: "PKCS12", keyStorePassword: "s3cret" },
    ],
    [
      "mariadb://u@h/db?tls=skip-verify&socket_timeout=3&connect_timeout=4",
      { sslMode: "trust", socketTimeout: "3000", connectTimeout: "4000" },
    ],
    ["mariadb://u@h/db?useSSL=false", { sslMode: "disable" }],
  ];
  for (const [uri, expected] of cases) {
    test(uri, { skip: tools.toolSkip("MariaDB Connector/J", connector !== null) }, () => {
      const url = toDsn(interpret(uri), "jdbc");
      const { major, values } = tools.mariadbJdbcOptions(connector!, url, NAMES);
      for (const [name, value] of Object.entries(expected)) {
        // 2.x has no sslMode (useSsl, trustServerCertificate instead): its parse shows the rest.
        if (name === "sslMode" && major < 3) continue;
        const read = name === "sslMode" ? values[name]?.toLowerCase().replace("_", "-") : values[name];
        assert.equal(read, value, `${name} of ${url}`);
      }
    });
  }
});

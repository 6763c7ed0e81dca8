// A MySQL URI's TLS in the odbc, dbi and sqlalchemy formats, read by the real readers: DBD::mysql's own DSN
// parser (the attributes it connects with), SQLAlchemy's dialects (the keyword arguments each hands its
// DBAPI), and, against the local MariaDB (which has no TLS), what each reader does with the mode: DISABLED
// and PREFERRED connect in plain text, a mode requiring TLS does not. No TLS session is expected here.
// Sources of each keyword: src/convert/dsn/mysql-dsn-tls.ts.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { interpret, toDsn } from "../../src/index.ts";
import { serviceSkip } from "../helpers/services.ts";
import * as tools from "./tools.ts";

/** The attributes DBD::mysql's connect reads from a `dbi:mysql:` DSN (DBD::mysql->_OdbcParse). */
function dbdMysqlAttributes(dsn: string): Record<string, string> {
  const script = `
use strict; use DBD::mysql;
my %h; my $dsn = pack("H*", $ARGV[0]); $dsn =~ s/^dbi:mysql://;
DBD::mysql->_OdbcParse($dsn, \\%h, ["database", "host", "port"]);
print join("\\n", map { "$_=$h{$_}" } sort keys %h);`;
  const out = tools.run("perl", ["-e", script, Buffer.from(dsn, "utf8").toString("hex")]).trim();
  return Object.fromEntries(out.split("\n").map((line) => line.split(/=(.*)/s).slice(0, 2)));
}

const dbi = (uri: string) => toDsn(interpret(uri), "dbi");

describe("DBD::mysql reads the TLS attributes of the dbi DSN", {
  skip: tools.toolSkip("DBD::mysql", tools.hasPerl("DBI", "DBD::mysql")),
}, () => {
  const cases: [string, Record<string, string>][] = [
    ["mysql://u@h/db?ssl-mode=DISABLED", { mysql_ssl: "0" }],
    ["mysql://u@h/db?ssl-mode=PREFERRED", { mysql_ssl: "1", mysql_ssl_optional: "1" }],
    ["mysql://u@h/db?useSSL=true", { mysql_ssl: "1" }],
    [
      "mysql://u@h/db?ssl-mode=VERIFY_CA&ssl-ca=%2Fetc%2Fca.pem",
      { mysql_ssl: "1", mysql_ssl_ca_file: "/etc/ca.pem" },
    ],
    [
      "mysql://u@h/db?sslaccept=strict&sslcert=%2Fetc%2Fca.pem&ssl-cert=%2Fc.pem&ssl-key=%2Fk.pem",
      {
        mysql_ssl: "1",
        mysql_ssl_verify_server_cert: "1",
        mysql_ssl_ca_file: "/etc/ca.pem",
        mysql_ssl_client_cert: "/c.pem",
        mysql_ssl_client_key: "/k.pem",
      },
    ],
  ];
  for (const [uri, expected] of cases) {
    test(uri, () => {
      const read = dbdMysqlAttributes(dbi(uri));
      const tls = Object.fromEntries(Object.entries(read).filter(([key]) => key.startsWith("mysql_ssl")));
      assert.deepEqual(tls, expected);
    });
  }
});

const alchemy = tools.findPython("sqlalchemy");

/** The keyword arguments SQLAlchemy's dialect hands its DBAPI's connect() for a URL (no DBAPI needed). */
function connectArgs(url: string): Record<string, unknown> {
  return tools.pythonJson<Record<string, unknown>>(
    alchemy!,
    `from sqlalchemy.engine import make_url
url = make_url(args)
dialect = url.get_dialect()()
cargs, kwargs = dialect.create_connect_args(url)
print(json.dumps({k: v for k, v in kwargs.items() if k.startswith("ssl") or k == "tls_version"}))`,
    url,
  );
}

describe("SQLAlchemy's MySQL dialects hand the TLS keys to their DBAPI", {
  skip: tools.toolSkip("SQLAlchemy", alchemy !== null),
}, () => {
  const cases: [string, string | undefined, Record<string, unknown>][] = [
    // mysqlclient: ssl_mode as it is, the files in the ssl dict (dialects/mysql/mysqldb.py).
    ["mysql://u@h/db?ssl=true", undefined, { ssl_mode: "VERIFY_IDENTITY" }],
    ["mysql://u@h/db?tls=skip-verify", undefined, { ssl_mode: "REQUIRED" }],
    [
      "mysql://u@h/db?ssl-mode=VERIFY_CA&ssl-ca=%2Fetc%2Fca.pem&ssl-cert=%2Fc.pem&ssl-key=%2Fk.pem",
      undefined,
      { ssl_mode: "VERIFY_CA", ssl: { ca: "/etc/ca.pem", cert: "/c.pem", key: "/k.pem" } },
    ],
    ["mysql://u@h/db?ssl-mode=DISABLED", undefined, { ssl_mode: "DISABLED" }],
    // PyMySQL: an ssl dict without a CA, check_hostname false: TLS where the server offers it.
    ["mysql://u@h/db?ssl-mode=PREFERRED", "pymysql", { ssl: { check_hostname: false } }],
    ["mysql://u@h/db?ssl-mode=DISABLED", "pymysql", {}],
    // MariaDB Connector/Python: ssl and ssl_verify_cert as booleans (dialects/mysql/mariadbconnector.py).
    [
      "mariadb://u@h/db?sslaccept=strict&sslcert=%2Fetc%2Fca.pem",
      "mariadbconnector",
      { ssl: true, ssl_verify_cert: true, ssl_ca: "/etc/ca.pem" },
    ],
    ["mariadb://u@h/db?ssl-mode=PREFERRED", "mariadbconnector", { ssl: true }],
  ];
  // SQLAlchemy before 2.0 hands mariadbconnector none of the URL's query (its create_connect_args lacks
  // 2.0's opts.update(url.query)): those cases need 2.0.
  const major =
    alchemy === null
      ? 0
      : Number(
          tools
            .pythonJson<string>(alchemy, "import sqlalchemy\nprint(json.dumps(sqlalchemy.__version__))", null)
            .split(".")[0],
        );
  for (const [uri, driver, expected] of cases) {
    const old = driver === "mariadbconnector" && major < 2;
    test(`${uri}${driver ? ` (${driver})` : ""}${old ? ": dropped by SQLAlchemy before 2.0, as the README says" : ""}`, () => {
      const url = toDsn(interpret(uri), "sqlalchemy", driver === undefined ? {} : { driver });
      if (!old) {
        assert.deepEqual(connectArgs(url), expected, url);
        return;
      }
      // The hazard the README names: this SQLAlchemy hands the driver none of the URL's TLS keys.
      const args = connectArgs(url) as Record<string, unknown>;
      for (const key of Object.keys(expected as object)) assert.equal(key in args, false, `${url}: ${key}`);
    });
  }
});

const skip = await serviceSkip("MariaDB", 3306);
const python = tools.findPython("pyodbc");
const QUERY = "select 1";

describe("against a MariaDB without TLS, each reader connects in plain text only where the mode allows it", {
  skip,
}, () => {
  const at = (query: string) => `db:mariadb://root@127.0.0.1:3306/mysql?${query}`;

  test("DBD::mysql: DISABLED and PREFERRED connect, REQUIRED and VERIFY_IDENTITY do not", {
    skip: tools.toolSkip("DBD::mysql", tools.hasPerl("DBI", "DBD::mysql")),
  }, () => {
    assert.deepEqual(tools.perlRow(dbi(at("ssl-mode=DISABLED")), "root", QUERY), ["1"]);
    assert.deepEqual(tools.perlRow(dbi(at("ssl-mode=PREFERRED")), "root", QUERY), ["1"]);
    assert.throws(() => tools.perlRow(dbi(at("ssl-mode=REQUIRED")), "root", QUERY), /SSL/i);
    assert.throws(
      () => tools.perlRow(dbi(at("ssl-mode=VERIFY_IDENTITY&ssl-ca=%2Fnonexistent%2Fca.pem")), "root", QUERY),
      /SSL/i,
    );
  });

  test("MariaDB Connector/ODBC: DISABLED and PREFERRED (FORCETLS) connect, VERIFY_IDENTITY (SSLVERIFY) does not", {
    skip: tools.toolSkip("MariaDB Connector/ODBC", tools.hasOdbcDriver(python, "MariaDB Unicode")),
  }, () => {
    const odbc = (query: string) => toDsn(interpret(at(query)), "odbc", { driver: "MariaDB Unicode" });
    assert.deepEqual(tools.odbcRow(python!, odbc("ssl-mode=DISABLED"), QUERY), ["1"]);
    assert.match(odbc("ssl-mode=PREFERRED"), /;FORCETLS=1$/);
    assert.deepEqual(tools.odbcRow(python!, odbc("ssl-mode=PREFERRED"), QUERY), ["1"]);
    assert.match(odbc("ssl=true"), /;SSLVERIFY=1$/);
    assert.throws(() => tools.odbcRow(python!, odbc("ssl=true"), QUERY), /SSL is required/);
  });

  const pymysql = tools.findPython("sqlalchemy", "pymysql");
  test("PyMySQL: PREFERRED (ssl_check_hostname=false) connects in plain text", {
    skip: tools.toolSkip("SQLAlchemy with PyMySQL", pymysql !== null),
  }, () => {
    const url = toDsn(interpret(at("ssl-mode=PREFERRED")), "sqlalchemy", { driver: "pymysql" });
    assert.match(url, /\?ssl_check_hostname=false$/);
    assert.deepEqual(tools.sqlalchemyRow(pymysql!, url, QUERY), ["1"]);
  });
});

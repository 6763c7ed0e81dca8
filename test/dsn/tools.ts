// The real readers of DSNs, for integration tests: libpq (psql), Perl DBI drivers, JDBC drivers (Java),
// SQLAlchemy and pyodbc (Python). A test that needs one skips, saying why, when it is not installed; with
// DBURI_TEST_SERVICES=1 a missing one fails the run instead. On Debian they come from the packages
// postgresql-client, libdbd-pg-perl, libdbd-mysql-perl, libdbd-sqlite3-perl, default-jdk,
// libpostgresql-jdbc-java, libmariadb-java, libxerial-sqlite-jdbc-java, python3-sqlalchemy,
// python3-psycopg2, python3-pymysql, python3-pyodbc, odbc-postgresql, odbc-mariadb and libsqliteodbc.

import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The skip reason when `available` is false; throws instead under DBURI_TEST_SERVICES=1. */
export function toolSkip(name: string, available: boolean): string | false {
  if (available) return false;
  const reason = `${name} is not installed`;
  if (process.env.DBURI_TEST_SERVICES === "1")
    throw new Error(`${reason}, and DBURI_TEST_SERVICES=1 requires it`);
  return reason;
}

/** Runs a program, with `input` on stdin; returns stdout, or throws with stderr. */
export function run(command: string, args: readonly string[], input = ""): string {
  const result = spawnSync(command, args, { input, encoding: "utf8", timeout: 60_000 });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} exited ${result.status}: ${result.stderr}`);
  return result.stdout;
}

function succeeds(command: string, args: readonly string[]): boolean {
  const result = spawnSync(command, args, { encoding: "utf8", timeout: 30_000 });
  return result.error === undefined && result.status === 0;
}

/** Whether Perl has these modules. */
export function hasPerl(...modules: string[]): boolean {
  return succeeds("perl", [...modules.map((m) => `-M${m}`), "-e", "1"]);
}

/**
 * Runs `sql` through Perl DBI on `dsn` (user `user`, no password) and returns the first row's values.
 * Values travel as hex of their UTF-8 bytes, so no locale can change them.
 */
export function perlRow(dsn: string, user: string, sql: string): string[] {
  const script = `
use strict; use DBI;
my ($dsn, $user, $sql) = map { pack("H*", $_) } @ARGV;
my $dbh = DBI->connect($dsn, $user, "", { RaiseError => 1, PrintError => 0 });
my @row = $dbh->selectrow_array($sql);
print join(",", map { my $v = $_; utf8::encode($v) if utf8::is_utf8($v); unpack("H*", $v) } @row);`;
  const hex = (text: string) => Buffer.from(text, "utf8").toString("hex");
  const out = run("perl", ["-e", script, hex(dsn), hex(user), hex(sql)]).trim();
  return out === "" ? [] : out.split(",").map((h) => Buffer.from(h, "hex").toString("utf8"));
}

/** A Python 3 that imports `modules` (`python3` on the PATH first, then the system's). */
export function findPython(...modules: string[]): string | null {
  for (const python of ["python3", "/usr/bin/python3"]) {
    if (succeeds(python, ["-c", `import ${modules.join(", ")}`])) return python;
  }
  return null;
}

/** Runs a Python snippet that reads JSON `args` from stdin and prints JSON; returns the parsed result. */
export function pythonJson<T>(python: string, code: string, args: unknown): T {
  const prelude = "import json, sys\nargs = json.load(sys.stdin)\n";
  return JSON.parse(run(python, ["-c", prelude + code], JSON.stringify(args))) as T;
}

/** Whether pyodbc lists an ODBC driver of this name. */
export function hasOdbcDriver(python: string | null, driver: string): boolean {
  if (python === null) return false;
  return pythonJson<string[]>(python, "import pyodbc\nprint(json.dumps(pyodbc.drivers()))", null).includes(
    driver,
  );
}

/** Runs `sql` through pyodbc on an ODBC connection string; the first row's values as text. */
export function odbcRow(python: string, connection: string, sql: string): string[] {
  const code = `import pyodbc
row = pyodbc.connect(args[0]).execute(args[1]).fetchone()
print(json.dumps([None if v is None else str(v) for v in row]))`;
  return pythonJson<string[]>(python, code, [connection, sql]);
}

/** Runs `sql` through SQLAlchemy's create_engine on a URL; the first row's values as text. */
export function sqlalchemyRow(python: string, url: string, sql: string): string[] {
  const code = `from sqlalchemy import create_engine, text
with create_engine(args[0]).connect() as c:
    row = c.execute(text(args[1])).fetchone()
print(json.dumps([None if v is None else str(v) for v in row]))`;
  return pythonJson<string[]>(python, code, [url, sql]);
}

const JAVA_DIR = "/usr/share/java";

/** The jar of a JDBC driver as Debian installs it, or null. */
export function jar(name: string): string | null {
  const path = join(JAVA_DIR, name);
  return existsSync(path) && succeeds("java", ["-version"]) ? path : null;
}

const CHECK_JAVA = `import java.sql.*;
import java.util.Base64;
import java.nio.charset.StandardCharsets;
public class Check {
  public static void main(String[] a) throws Exception {
    String url = new String(Base64.getDecoder().decode(a[0]), StandardCharsets.UTF_8);
    String sql = new String(Base64.getDecoder().decode(a[1]), StandardCharsets.UTF_8);
    try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement();
         ResultSet r = s.executeQuery(sql)) {
      r.next();
      StringBuilder out = new StringBuilder();
      for (int i = 1; i <= r.getMetaData().getColumnCount(); i++) {
        if (i > 1) out.append(',');
        String v = r.getString(i);
        out.append(Base64.getEncoder().encodeToString(v.getBytes(StandardCharsets.UTF_8)));
      }
      System.out.print(out);
    }
  }
}
`;

let checkSource: string | undefined;

/**
 * Connects with the JDBC URL through the driver in `jarPath` (Java's single-file launcher) and runs `sql`;
 * the first row's values. URL and values travel base64-encoded, so no locale can change them.
 */
export function jdbcRow(jarPath: string, url: string, sql: string): string[] {
  if (checkSource === undefined) {
    const dir = mkdtempSync(join(tmpdir(), "dburi-jdbc-"));
    checkSource = join(dir, "Check.java");
    writeFileSync(checkSource, CHECK_JAVA);
  }
  const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64");
  const out = run("java", ["-cp", jarPath, checkSource, b64(url), b64(sql)]);
  return out.split(",").map((v) => Buffer.from(v, "base64").toString("utf8"));
}

const PARSE_JAVA = `import java.util.Base64;
import java.nio.charset.StandardCharsets;
public class Parse {
  static String b64(String text) {
    return text == null ? "-" : Base64.getEncoder().encodeToString(text.getBytes(StandardCharsets.UTF_8));
  }
  public static void main(String[] a) throws Exception {
    String url = new String(Base64.getDecoder().decode(a[0]), StandardCharsets.UTF_8);
    StringBuilder out = new StringBuilder();
    Class<?> three = null;
    try { three = Class.forName("org.mariadb.jdbc.Configuration"); } catch (ClassNotFoundException e) { }
    Object parsed;
    if (three != null) {
      parsed = three.getMethod("parse", String.class).invoke(null, url);
      out.append("3");
    } else {
      Object parser = Class.forName("org.mariadb.jdbc.UrlParser").getMethod("parse", String.class).invoke(null, url);
      parsed = parser.getClass().getMethod("getOptions").invoke(parser);
      out.append("2");
    }
    for (int i = 1; i < a.length; i++) {
      String value;
      try {
        Object v = three != null ? parsed.getClass().getMethod(a[i]).invoke(parsed) : parsed.getClass().getField(a[i]).get(parsed);
        value = v == null ? null : v.toString();
      } catch (NoSuchMethodException | NoSuchFieldException e) { value = null; }
      out.append(',').append(b64(value));
    }
    System.out.print(out);
  }
}
`;

let parseSource: string | undefined;

/**
 * What MariaDB Connector/J (the jar at `jarPath`) reads from a JDBC URL without connecting: its
 * `Configuration` (3.x) or `Options` (2.x) members `names`, as text (null where absent or not set), and
 * the driver's major version.
 */
export function mariadbJdbcOptions(
  jarPath: string,
  url: string,
  names: readonly string[],
): { major: number; values: Record<string, string | null> } {
  if (parseSource === undefined) {
    const dir = mkdtempSync(join(tmpdir(), "dburi-jdbc-"));
    parseSource = join(dir, "Parse.java");
    writeFileSync(parseSource, PARSE_JAVA);
  }
  const b64 = Buffer.from(url, "utf8").toString("base64");
  const [major, ...values] = run("java", ["-cp", jarPath, parseSource, b64, ...names]).split(",");
  return {
    major: Number(major),
    values: Object.fromEntries(
      names.map((name, i) => [
        name,
        values[i] === "-" ? null : Buffer.from(values[i]!, "base64").toString("utf8"),
      ]),
    ),
  };
}

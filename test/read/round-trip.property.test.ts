// Every format to every other: for each format F that can hold a target, reading toDsn(target, F) gives
// back the target's hosts, port, user, password, database, TLS and parameters (by their canonical names;
// DBI's data source holds no credentials, which DBI passes to connect() beside it).
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import {
  type AnyTarget,
  DSN_FORMATS,
  type DsnFormat,
  interpret,
  readConnectionString,
  toDsn,
} from "../../src/index.ts";

/**
 * The keys a URI folds into the target's own fields, compared there (libpq's; go-mssqldb's `?database=`;
 * SQLAlchemy's Oracle `?service_name=`),
 * and the name each parameter is known by.
 */
const FOLDED = new Set(["host", "port", "dbname", "user", "password", "database", "service_name"]);
const canonical = (key: string) => key.toLowerCase().replaceAll("_", "-");

function essence(target: AnyTarget, format: DsnFormat) {
  const credentials = format !== "dbi";
  return {
    hosts: target.hosts.filter((h) => h.host !== "").map((h) => [h.host, h.port]),
    user: credentials ? target.user : null,
    password: credentials ? target.password : null,
    database: target.database,
    instance: target.kind === "db" ? (target.instance ?? null) : null,
    tls: target.tls,
    params: target.params
      .filter(([k]) => !FOLDED.has(k))
      .map(([k, v]) => `${canonical(k)}=${v}`)
      .sort(),
  };
}

/**
 * Every format but sqlalchemy, whose URL for SQL Server carries pyodbc's ODBC keywords (`Encrypt=yes`),
 * which interpret reads as written, Prisma's readers reading them alike: it is held to the round trip for
 * the other engines below.
 */
const READ_BACK: readonly DsnFormat[] = DSN_FORMATS.filter((f) => f !== "sqlalchemy");
/** The templates whose engines SQLAlchemy's URL names in the URI's own words: PostgreSQL, MySQL, Oracle, SQLite. */
const SQLALCHEMY_TEMPLATES = [0, 1, 2, 3, 5, 6];

const word = fc.stringMatching(/^[a-z][a-z0-9]{0,8}$/);
const secret = fc.string({
  minLength: 1,
  maxLength: 12,
  unit: fc.constantFrom(..."aZ9 ;'\"{}=@:/?#&%+\\,()[]é"),
});
const port = fc.integer({ min: 1, max: 65535 });

const templates: readonly ((w: string, user: string, pw: string, p: number) => string)[] = [
  (w, u, pw, p) =>
    `postgresql://${encodeURIComponent(u)}:${encodeURIComponent(pw)}@${w}.example.com:${p}/${w}?sslmode=verify-full&application_name=${w}`,
  (w, u, pw, p) => `postgresql://${encodeURIComponent(u)}:${encodeURIComponent(pw)}@${w}1:${p},${w}2/${w}`,
  (w, u, pw, p) =>
    `mysql://${encodeURIComponent(u)}:${encodeURIComponent(pw)}@${w}:${p}/${w}?ssl-mode=REQUIRED`,
  (w, u, pw) =>
    `mariadb://${encodeURIComponent(u)}:${encodeURIComponent(pw)}@${w}/${w}?ssl-mode=VERIFY_IDENTITY`,
  (w, u, pw, p) =>
    `db:mssql://${encodeURIComponent(u)}:${encodeURIComponent(pw)}@${w}:${p}/${w}?encrypt=true`,
  (w, u, pw, p) => `db:oracle://${w}${u.length}:${w}${pw.length}@${w}:${p}/${w}`,
  (w) => `db:sqlite:/tmp/${w}.db`,
  (w, u, pw) => `mssql://${encodeURIComponent(u)}:${encodeURIComponent(pw)}@${w}/${w.toUpperCase()}/${w}`,
];

test("every DSN format that can hold a target reads back to the same target", () => {
  fc.assert(
    fc.property(fc.nat(templates.length - 1), word, word, secret, port, (k, w, user, pw, p) => {
      const target = interpret(templates[k]!(w, user, pw, p));
      for (const format of READ_BACK) {
        let dsn: string;
        try {
          dsn = toDsn(target, format);
        } catch {
          continue; // the format cannot hold this target: toDsn says so, which its own tests cover
        }
        const back = readConnectionString(dsn, { format: format === "ado" ? "ado" : undefined });
        assert.deepEqual(essence(back, format), essence(target, format), `${format}: ${dsn}`);
      }
      if (SQLALCHEMY_TEMPLATES.includes(k)) {
        const dsn = toDsn(target, "sqlalchemy");
        const back = readConnectionString(dsn);
        assert.deepEqual(essence(back, "sqlalchemy"), essence(target, "sqlalchemy"), `sqlalchemy: ${dsn}`);
      }
    }),
    { numRuns: 200 },
  );
});

test("each format round trips at least one target (the property is not vacuous)", () => {
  const held = new Set<string>();
  for (const make of templates) {
    const target = interpret(make("shop", "me", "pw", 5433));
    for (const format of READ_BACK) {
      try {
        readConnectionString(toDsn(target, format));
        held.add(format);
      } catch {}
    }
  }
  assert.deepEqual([...held].sort(), [...READ_BACK].sort());
});

// SQL Server's parameters in the DSN formats, as its catalogue (src/schemes/mssql/params.ts) says: each of
// Prisma's parameters written under the reader's keyword, or left out and reported, a TLS setting refused
// rather than left out; the ado format writes no keyword SqlClient does not know. Sources: Prisma ORM,
// "Microsoft SQL Server" (connection URL arguments); SqlConnection.ConnectionString (Microsoft.Data.SqlClient);
// mssql-jdbc's "Setting the connection properties"; ODBC Driver 18's "DSN and connection string keywords".
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  type CatalogueEntry,
  DburiError,
  type DsnFormat,
  type Finding,
  interpret,
  MSSQL_OUTPUTS,
  MSSQL_PARAMS,
  type MssqlOutput,
  toDsn,
} from "../../src/index.ts";

const FORMATS = MSSQL_OUTPUTS.filter((output) => output !== "uri") as (MssqlOutput & DsnFormat)[];

/** A value Prisma accepts for the parameter. */
function sample(key: string, entry: CatalogueEntry<MssqlOutput>): string {
  if (entry.type === "boolean" || key === "encrypt") return "true";
  if (entry.type === "integer") return "5";
  return key === "authentication" ? "ActiveDirectoryPassword" : "x1";
}

/** Whether the DSN holds the key (as written, or percent-encoded in a URL's query). */
function holds(dsn: string, key: string): boolean {
  return dsn.includes(`${key}=`) || dsn.includes(`${encodeURIComponent(key)}=`);
}

describe("SQL Server: each DSN format does what the catalogue's fates say", () => {
  for (const format of FORMATS) {
    test(format, () => {
      for (const [key, entry] of Object.entries(MSSQL_PARAMS)) {
        const fate = entry.fates[format];
        const uri = `db:mssql://u@db/shop?${key}=${sample(key, entry)}`;
        const where = `${key} in ${format}`;
        const warnings: Finding[] = [];
        if (fate !== "passed" && !("to" in fate) && entry.tls === true) {
          assert.throws(
            () => toDsn(interpret(uri), format, { warnings }),
            { code: "dsn-unrepresentable" },
            where,
          );
          continue;
        }
        const dsn = toDsn(interpret(uri), format, { warnings });
        if (fate === "passed") assert.ok(holds(dsn, key), `${where}: ${dsn}`);
        else if ("to" in fate) {
          assert.ok(holds(dsn, fate.to), `${where}: ${dsn}`);
          assert.deepEqual(warnings, [], where);
        } else {
          assert.ok(!holds(dsn, key), `${where}: ${dsn}`);
          assert.deepEqual(
            warnings.map((w) => w.code),
            ["param-not-carried"],
            where,
          );
          assert.throws(
            () => toDsn(interpret(uri), format, { unsupported: "error" }),
            (error: unknown) => error instanceof DburiError && error.code === "dsn-unrepresentable",
            where,
          );
        }
      }
    });
  }
  test("names and aliases in any case, as Prisma reads them", () => {
    assert.equal(
      toDsn(interpret("db:mssql://u@db/shop?CONNECTION_LIMIT=3&LoginTimeout=7"), "ado"),
      "Server=tcp:db;Database=shop;User ID=u;Max Pool Size=3;Connect Timeout=7",
    );
  });
  test("a value the reader has no word for is refused, never rewritten", () => {
    for (const format of FORMATS) {
      assert.throws(
        () => toDsn(interpret("db:mssql://u@db/shop?encrypt=DANGER_PLAINTEXT"), format),
        { code: "dsn-unrepresentable" },
        format,
      );
    }
  });
});

describe("the ado format writes only SqlClient's keywords", () => {
  test("its keywords and synonyms pass in any case, spaces as written; any other is left out and reported", () => {
    const warnings: Finding[] = [];
    const dsn = toDsn(
      interpret(
        "db:mssql://u@db/shop?max%20pool%20size=9&MaxPoolSize=9&App=web&MultipleActiveResultSets=true&Multiple%20Active%20Result%20Sets=true&schema=x",
      ),
      "ado",
      { warnings },
    );
    assert.equal(
      dsn,
      "Server=tcp:db;Database=shop;User ID=u;max pool size=9;App=web;MultipleActiveResultSets=true;Multiple Active Result Sets=true",
    );
    assert.deepEqual(
      warnings.map((w) => w.message.slice(0, w.message.indexOf(" "))),
      ["'MaxPoolSize=9'", "'schema=x'"],
    );
  });
  test("a keyword naming what the URI gives is still refused", () => {
    for (const key of ["Server", "Data%20Source", "Database", "UID", "User", "PWD"]) {
      assert.throws(() => toDsn(interpret(`db:mssql://u@db/shop?${key}=x`), "ado"), {
        code: "dsn-unrepresentable",
      });
    }
  });
});

describe("through a driver the catalogue says nothing of", () => {
  test("DBD::Sybase and pymssql get the pairs as written, a TLS setting refused", () => {
    assert.equal(
      toDsn(interpret("db:mssql://h/db?schema=x"), "dbi", { driver: "sybase" }),
      "dbi:Sybase:host=h;database=db;schema=x",
    );
    assert.equal(
      toDsn(interpret("db:mssql://h/db?schema=x"), "sqlalchemy", { driver: "pymssql" }),
      "mssql+pymssql://h/db?schema=x",
    );
    for (const [format, driver] of [
      ["dbi", "sybase"],
      ["dbi", "ado"],
      ["sqlalchemy", "pymssql"],
    ] as const) {
      assert.throws(
        () => toDsn(interpret("db:mssql://h/db?Encrypt=true"), format, { driver }),
        { code: "dsn-unrepresentable" },
        `${format} ${driver}`,
      );
    }
  });
});

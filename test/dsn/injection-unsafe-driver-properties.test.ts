// Threat: a URI from configuration that makes a DSN's reader load a class or a library, open a file of the
// URI's choosing, or replace the driver dburi names. pgJDBC's socketFactory, Connector/J's autoDeserialize,
// ODBC's Driver (a shared-library path under unixODBC, which also replaced dburi's own Driver=) and the
// rest of UNSAFE_PARAMS passed straight into DSNs. They are refused (unsafe-param) unless allowed by name.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { UNSAFE_PARAMS } from "../../src/convert/dsn/unsafe.ts";
import { DburiError, type DsnFormat, interpret, toDsn } from "../../src/index.ts";
import { dburi } from "../cli/run.ts";

/** A URI whose engine the format writes with its query passed on, for each format with unsafe keys. */
const BASES: Partial<Record<DsnFormat, readonly string[]>> = {
  jdbc: ["db:pg://app:pw@db/shop", "mysql://app:pw@db/shop", "mariadb://app:pw@db/shop"],
  odbc: ["db:mssql://sa:pw@db/shop", "db:pg://app:pw@db/shop"],
  dbi: ["db:mssql://sa:pw@db/shop", "mysql://app:pw@db/shop"],
  ado: ["db:mssql://sa:pw@db/shop"],
};

describe("driver properties that load code or files", () => {
  for (const [format, bases] of Object.entries(BASES) as [DsnFormat, readonly string[]][]) {
    for (const key of UNSAFE_PARAMS[format]) {
      test(`${format}: ${key} is refused, and allowed by name`, () => {
        let refusedOnce = false;
        for (const base of bases) {
          const uri = `${base}?${key}=evil`;
          let target: ReturnType<typeof interpret>;
          try {
            target = interpret(uri);
          } catch {
            continue; // a value the engine's own rules refuse first
          }
          let error: unknown;
          try {
            toDsn(target, format, { redact: true });
          } catch (caught) {
            error = caught;
          }
          if (!(error instanceof DburiError) || error.code !== "unsafe-param") continue;
          refusedOnce = true;
          assert.equal(error.index, uri.indexOf(`${key}=`), error.message);
          assert.match(error.fix ?? "", /allowParams/);
          // Allowed by name (in any case), the conversion goes on to its own rules.
          try {
            toDsn(target, format, { redact: true, allowParams: [key.toUpperCase()] });
          } catch (later) {
            assert.notEqual((later as DburiError).code, "unsafe-param", String(later));
          }
        }
        assert.ok(refusedOnce, `${format}: ${key} was never refused`);
      });
    }
  }
  test("ODBC's Driver no longer replaces the driver dburi writes", () => {
    assert.throws(
      () => toDsn(interpret("db:mssql://sa:pw@good/shop?Driver=evil"), "odbc"),
      (error: DburiError) => error.code === "unsafe-param" && /--driver/.test(error.fix ?? ""),
    );
  });
  test("dburi convert refuses them; --allow-param NAME allows one", () => {
    const refused = dburi(["convert", "db:pg://h/db?socketFactory=x.Y", "--to", "jdbc"]);
    assert.equal(refused.status, 1);
    assert.match(refused.stderr, /\[unsafe-param\]/);
    const allowed = dburi([
      "convert",
      "db:pg://h/db?socketFactory=x.Y",
      "--to",
      "jdbc",
      "--allow-param",
      "socketFactory",
    ]);
    assert.equal(allowed.status, 0, allowed.stderr);
    assert.equal(allowed.stdout, "jdbc:postgresql://h/db?socketFactory=x.Y\n");
  });
});

export { detectFormat, READ_FORMATS, type ReadFormat };

// readConnectionString: any connection string dburi writes or users paste, read into the target its
// equivalent URI gives: a URI (and what interpret reads: a pasted line, a db: URI), a libpq keyword/value
// string, a JDBC URL, an ODBC or ADO.NET connection string, a Perl DBI data source, or Go's MySQL DSN. The
// format is told by the text's own shape; the `format` option forces one.

import { type AnyTarget, type InterpretOptions, interpret } from "../../schemes/index.js";
import { detectFormat, READ_FORMATS, type ReadFormat } from "../../schemes/pasted/shape.js";
import { DburiError } from "../../uri/index.js";
import { readDbi } from "./dbi.js";
import { readGoMysql } from "./go-mysql.js";
import { readJdbc } from "./jdbc.js";
import { readAdo, readOdbc } from "./key-value.js";
import { readLibpq } from "./libpq.js";

/**
 * Options of `readConnectionString`: the registry to look schemes up in, and the format when the text's
 * shape should not decide it.
 * @example
 * const options: ReadOptions = { format: "libpq" };
 */
export interface ReadOptions extends InterpretOptions {
  readonly format?: ReadFormat | undefined;
  /**
   * The engine of an ADO.NET string, whose keywords SQL Server's SqlClient, Npgsql and MySqlConnector
   * share: `mssql`, `pg` or `mysql`. Without it, Npgsql's own keywords (`Host`, `Username`, `SSL Mode`)
   * say PostgreSQL, MySqlConnector's (`Port` with `Uid`, `SslMode`) MySQL, and SQL Server otherwise.
   */
  readonly engine?: "mssql" | "pg" | "mysql" | undefined;
}

const READERS: Readonly<Record<ReadFormat, (text: string, options: ReadOptions | undefined) => AnyTarget>> = {
  uri: (text, options) => interpret(text, options),
  // SQLAlchemy's URLs are URIs (dialect+driver://), which interpret reads.
  sqlalchemy: (text, options) => interpret(text, options),
  libpq: readLibpq,
  jdbc: readJdbc,
  odbc: readOdbc,
  ado: readAdo,
  dbi: readDbi,
  "go-mysql": readGoMysql,
};

/**
 * Reads a connection string of any format dburi knows into a target: a URI as `interpret` reads it, and
 * libpq, JDBC, ODBC, ADO.NET, DBI and Go MySQL strings through the URI that says the same, with an `info`
 * finding `read-as-uri` naming it (redacted). Errors point into the text as given, and show it redacted.
 * @throws DburiError `unknown-format` for a `format` dburi does not read, `invalid-dsn` for a string its
 * format cannot read, and the errors of the URI it reads as
 * @example
 * const target = readConnectionString("host=db port=5433 dbname=shop user=me password=s3cret");
 * target.href; // "postgresql://me:s3cret@db:5433/shop"
 * readConnectionString("jdbc:mysql://db:3306/shop?user=me").user; // "me"
 * readConnectionString("Server=tcp:sql,1433;Database=shop;User ID=sa;Password=pw").database; // "shop"
 */
export function readConnectionString(text: string, options?: ReadOptions): AnyTarget {
  if (typeof text !== "string") {
    throw new DburiError({
      code: "invalid-argument",
      reason: `expected a string, got ${typeof text}`,
      fix: "pass the connection string as a string",
    });
  }
  const format = options?.format ?? detectFormat(text);
  if (!(READ_FORMATS as readonly string[]).includes(format)) {
    throw new DburiError({
      code: "unknown-format",
      reason: `'${String(format)}' is not a format dburi reads`,
      fix: `use one of ${READ_FORMATS.join(", ")}`,
    });
  }
  return READERS[format](text, options);
}

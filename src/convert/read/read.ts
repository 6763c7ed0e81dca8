// readConnectionString: any connection string dburi writes or users paste, read into the target its
// equivalent URI gives: a URI (and what interpret reads: a pasted line, a db: URI), a libpq keyword/value
// string, a JDBC URL, an ODBC or ADO.NET connection string, a Perl DBI data source, or Go's MySQL DSN. The
// format is told by the text's own shape; the `format` option forces one.

import {
  type AnyTarget,
  type InterpretOptions,
  interpret,
  LIBPQ_FOLDED,
  LIBPQ_PARAMS,
} from "../../schemes/index.js";
import { DburiError } from "../../uri/index.js";
import { readDbi } from "./dbi.js";
import { readGoMysql } from "./go-mysql.js";
import { readJdbc } from "./jdbc.js";
import { readAdo, readOdbc } from "./key-value.js";
import { readLibpq } from "./libpq.js";

/**
 * Every format `readConnectionString` reads.
 * @example
 * READ_FORMATS.includes("libpq"); // true
 */
export const READ_FORMATS = ["uri", "libpq", "jdbc", "odbc", "ado", "dbi", "go-mysql"] as const;

/**
 * One of READ_FORMATS.
 * @example
 * const format: ReadFormat = "jdbc";
 */
export type ReadFormat = (typeof READ_FORMATS)[number];

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
  libpq: readLibpq,
  jdbc: readJdbc,
  odbc: readOdbc,
  ado: readAdo,
  dbi: readDbi,
  "go-mysql": readGoMysql,
};

/** The first keyword of a libpq string (lowercase letters, digits and `_`), then `=`. */
const LIBPQ_START = /^\s*([a-z_][a-z0-9_]*)\s*=/;
/** The first keyword of an ODBC or ADO.NET string (any case, spaces inside), then `=`. */
const PAIRS_START = /^\s*[A-Za-z][A-Za-z0-9 _]*=/;
/** Go's MySQL DSN: `[user[:password]@]net(address)/db` or `[user[:password]@]/db`. */
const GO_MYSQL = /^(?:.*@)?(?:tcp6?|unix|udp)?\([^)]*\)\/|^[^/:]*(?::[^/]*)?@\//;

/**
 * The format of a connection string, by its shape: `jdbc:` and `dbi:` by their prefix; `key=value` pairs
 * separated by `;` as ODBC (with a `Driver` or `DSN` keyword) or ADO.NET; pairs whose first keyword is
 * libpq's as libpq; `user:pw@tcp(host)/db` as Go's MySQL DSN; anything else as a URI (which includes the
 * pasted lines interpret reads).
 * @example
 * detectFormat("host=db dbname=shop"); // "libpq"
 * detectFormat("jdbc:postgresql://db/shop"); // "jdbc"
 * detectFormat("Server=tcp:db,1433;Database=shop"); // "ado"
 * detectFormat("me:pw@tcp(db:3306)/shop"); // "go-mysql"
 * detectFormat("DATABASE_URL=postgres://db/shop"); // "uri"
 */
export function detectFormat(text: string): ReadFormat {
  const head = text.slice(0, 5).toLowerCase();
  if (head === "jdbc:") return "jdbc";
  if (head.startsWith("dbi:")) return "dbi";
  const semi = text.indexOf(";");
  const first = semi < 0 ? text : text.slice(0, semi);
  const libpq = LIBPQ_START.exec(text);
  // A libpq keyword first; a ';' only inside a value, after a second keyword (`host=h password=a;b`).
  if (libpq !== null && isLibpqKey(libpq[1]!) && (semi < 0 || /\s[a-z_][a-z0-9_]*\s*=/.test(first))) {
    return "libpq";
  }
  if (semi >= 0 && PAIRS_START.test(text) && !first.includes("://")) {
    return /(?:^|;)\s*(?:driver|dsn)\s*=/i.test(text) ? "odbc" : "ado";
  }
  // `me:pw@tcp(db)/shop` starts as a scheme would: Go's shape is looked for first, where no `://` is.
  if (!text.includes("://") && GO_MYSQL.test(text)) return "go-mysql";
  return "uri";
}

function isLibpqKey(key: string): boolean {
  return Object.hasOwn(LIBPQ_PARAMS, key) || LIBPQ_FOLDED.includes(key);
}

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

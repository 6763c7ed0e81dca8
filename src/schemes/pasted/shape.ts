// The shape of a connection string: a URI, or one of the other formats dburi reads (libpq key/value,
// JDBC, ODBC, ADO.NET, DBI, Go's MySQL DSN), told by its first characters. readConnectionString reads by
// it; interpret, which reads URIs only, names the format of a text that is none.

import { LIBPQ_FOLDED, LIBPQ_PARAMS } from "../postgres/params.js";

/**
 * Every format `readConnectionString` reads.
 * @example
 * READ_FORMATS.includes("libpq"); // true
 */
export const READ_FORMATS = ["uri", "sqlalchemy", "libpq", "jdbc", "odbc", "ado", "dbi", "go-mysql"] as const;

/**
 * Each format by name, for messages.
 * @example
 * FORMAT_NAMES.libpq; // "a libpq keyword/value string"
 */
export const FORMAT_NAMES: Readonly<Record<ReadFormat, string>> = {
  uri: "a URI",
  sqlalchemy: "a SQLAlchemy URL",
  libpq: "a libpq keyword/value string",
  jdbc: "a JDBC URL",
  odbc: "an ODBC connection string",
  ado: "an ADO.NET connection string",
  dbi: "a DBI data source",
  "go-mysql": "a Go MySQL DSN",
};

/**
 * One of READ_FORMATS.
 * @example
 * const format: ReadFormat = "jdbc";
 */
export type ReadFormat = (typeof READ_FORMATS)[number];

/** The first keyword of a libpq string (lowercase letters, digits and `_`), then `=`. */
const LIBPQ_START = /^\s*([a-z_][a-z0-9_]*)\s*=/;
/** The first keyword of an ODBC or ADO.NET string (any case, spaces inside), then `=`. */
const PAIRS_START = /^\s*[A-Za-z][A-Za-z0-9 _]*=/;
/**
 * Prisma's SQL Server URL: `sqlserver://host[\instance][:port];key=...`: no userinfo, a port of digits,
 * then a property. A URI whose password holds a ';' (`sqlserver://app:pa;ss@db`) is no such URL.
 */
const PRISMA_SQLSERVER = /^sqlserver:\/\/[^/?;@:]*(?::[0-9]*)?;\s*[A-Za-z][A-Za-z0-9 ]*=/i;
/**
 * Go's MySQL DSN: `[user[:password]@]net(address)/db` or `[user[:password]@]/db`, found as the driver
 * finds its parts: the last '/' before any '?' ends the address, the last '@' before it the credentials.
 * By hand, in one pass: a pattern searching for the '@' retried from each one.
 */
function isGoMysql(text: string): boolean {
  const q = text.indexOf("?");
  const slash = text.lastIndexOf("/", (q < 0 ? text.length : q) - 1);
  if (slash < 0) return false;
  const at = text.lastIndexOf("@", slash - 1);
  const net = text.slice(at + 1, slash);
  if (net === "") return at >= 0 && !text.slice(0, at).includes("/");
  const open = net.indexOf("(");
  if (open < 0 || net[net.length - 1] !== ")" || net.indexOf(")") !== net.length - 1) return false;
  return ["", "tcp", "tcp6", "unix", "udp"].includes(net.slice(0, open));
}

/**
 * Whether the text is Prisma's SQL Server URL (`sqlserver://host:1433;database=...`), which reads as
 * Microsoft's JDBC URL without its `jdbc:`.
 * @example
 * isPrismaSqlServer("sqlserver://db:1433;database=shop"); // true
 * isPrismaSqlServer("sqlserver://db:1433?database=shop"); // false
 */
export function isPrismaSqlServer(text: string): boolean {
  return PRISMA_SQLSERVER.test(text);
}

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
  // Prisma's SQL Server URL: Microsoft's JDBC URL without `jdbc:`, its properties after a ';'.
  if (PRISMA_SQLSERVER.test(text)) return "jdbc";
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
  if (!text.includes("://") && isGoMysql(text)) return "go-mysql";
  return "uri";
}

function isLibpqKey(key: string): boolean {
  return Object.hasOwn(LIBPQ_PARAMS, key) || LIBPQ_FOLDED.includes(key);
}

// The keywords a DSN writes from the target's own fields (host, port, database, user, password, socket),
// with the synonyms its reader takes for them. A query parameter whose key is one of them, in any case,
// would be a second value for that field: SqlClient, ODBC drivers, DBD::mysql and most JDBC drivers read
// the last one, so `?Server=evil` or `?Data Source=evil` would connect somewhere else than the URI says.
// Such a parameter is refused (or, for the credentials a DBI DSN never holds, left out with them).

import type { DsnContext, DsnField } from "./field.js";
import { refuse } from "./field.js";

/** The target fields a DSN writes from the URI. */
export type DsnFieldName = "host" | "port" | "database" | "user" | "password" | "socket" | "instance";

/**
 * A reader's keywords for the target's fields, lowercased: keyword to the field it sets.
 * @example
 * const keywords: ReservedKeywords = reservedKeywords({ host: ["Server", "Addr"], database: ["Database"] });
 * keywords.get("addr"); // "host"
 */
export type ReservedKeywords = ReadonlyMap<string, DsnFieldName>;

/**
 * The keywords of each field, as a reader documents them (any case), merged into one lookup.
 * @example
 * reservedKeywords({ user: ["UID", "User ID"] }).get("user id"); // "user"
 */
export function reservedKeywords(
  ...tables: readonly Partial<Readonly<Record<DsnFieldName, readonly string[]>>>[]
): ReservedKeywords {
  const map = new Map<string, DsnFieldName>();
  for (const table of tables) {
    for (const [name, keywords] of Object.entries(table) as [DsnFieldName, readonly string[]][]) {
      for (const keyword of keywords) if (keyword !== "") map.set(keyword.toLowerCase(), name);
    }
  }
  return map;
}

/**
 * `build` made once per table row (a driver, a DBI mapping): the keywords a row reserves never change, so
 * they are merged at its first use and kept.
 * @example
 * const reservedOf = perRow((driver: { host: string }) => reservedKeywords({ host: [driver.host] }));
 * const row = { host: "Server" };
 * reservedOf(row) === reservedOf(row); // true
 */
export function perRow<Row extends object>(
  build: (row: Row) => ReservedKeywords,
): (row: Row) => ReservedKeywords {
  const made = new WeakMap<Row, ReservedKeywords>();
  return (row) => {
    let keywords = made.get(row);
    if (keywords === undefined) {
      keywords = build(row);
      made.set(row, keywords);
    }
    return keywords;
  };
}

const WHERE: Readonly<Record<DsnFieldName, string>> = {
  host: "the host, in the URI's authority",
  port: "the port, after the host",
  database: "the database, in the URI's path",
  user: "the user name, in the URI's userinfo",
  password: "the password, in the URI's userinfo",
  socket: "the socket, where the URI names it (the host, or ?socket=)",
  instance: "the instance, in the URI's path",
};

/**
 * The field a query key would set a second time, or undefined.
 * @example
 * reservedField(reservedKeywords({ host: ["Server"] }), "SERVER"); // "host"
 */
export function reservedField(keywords: ReservedKeywords, key: string): DsnFieldName | undefined {
  return keywords.get(key.toLowerCase());
}

/**
 * Refuses a query parameter whose key names a field the DSN already writes from the URI (`reader` names
 * who would read both, for the message).
 * @throws DburiError `dsn-unrepresentable`
 * @example
 * const context = { format: "ado", href: "db:mssql://db/shop?server=other" };
 * const key = { label: "the name of the query parameter 'server'", value: "server", secret: false };
 * checkReserved(context, key, reservedKeywords({ host: ["Server", "Data Source"] }), "SqlClient"); // throws dsn-unrepresentable
 */
export function checkReserved(
  context: DsnContext,
  key: DsnField,
  keywords: ReservedKeywords,
  reader: string,
): void {
  const name = reservedField(keywords, key.value);
  if (name === undefined) return;
  throw refuse(
    context,
    `the query parameter '${key.value}' sets the ${name} again: ${reader} reads it as the ${name}, which the DSN already writes from the URI, and would connect with one of the two`,
    `give ${WHERE[name]}, and remove the parameter`,
  );
}

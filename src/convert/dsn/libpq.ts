// The `libpq` format: a PostgreSQL keyword/value connection string (PostgreSQL 18 §32.1.1.1), for the
// engines that speak the PostgreSQL protocol (pg and its aliases, Redshift, YugabyteDB, CockroachDB).
// Host lists are comma-separated (§32.1.1.3); the query's keywords pass through after the target's own.

import { LIBPQ_DEFAULT_PORT } from "../../schemes/index.js";
import type { DsnField } from "./field.js";
import { field, forbid, refuse } from "./field.js";
import { suggestFormats } from "./formats.js";
import { isLibpqKeyword, quoteLibpq } from "./libpq-quote.js";
import { type DsnSource, databaseField, paramFields, passwordField, userField } from "./source.js";

/** One keyword and its value, ready to be quoted. */
export type LibpqEntry = readonly [keyword: string, value: DsnField];

/**
 * The keyword/value entries of a PostgreSQL target in libpq's terms: `host` and `port` as lists (one port
 * per host, empty for the default), `dbname`, `user`, `password`, then the query's keywords.
 * @throws DburiError `dsn-unrepresentable` for a non-PostgreSQL engine, a host with a comma, a keyword
 * libpq cannot read
 * @example
 * import { dsnSource } from "./source.js";
 *
 * libpqEntries(dsnSource(interpret("postgresql://h1,h2:5433/db"), "libpq", {})).map(([k, v]) => `${k}=${v.value}`);
 * // ["host=h1,h2", "port=,5433", "dbname=db"]
 */
export function libpqEntries(source: DsnSource): LibpqEntry[] {
  if (source.engine.rules !== "libpq") {
    throw refuse(
      source,
      `libpq speaks only the PostgreSQL protocol, not that of ${source.engine.product}`,
      suggestFormats(source, "libpq"),
    );
  }
  const entries: LibpqEntry[] = [];
  const hosts = source.hosts;
  // An empty host alone is libpq's default socket: no host keyword at all.
  if (hosts.length > 1 || (hosts.length === 1 && hosts[0]!.host !== "")) {
    const names = hosts.map((h) => field(source, "a host", h.host));
    for (const name of names) {
      forbid(source, name, ",", "separates hosts in libpq's host list", "use a host without a comma");
    }
    entries.push(["host", field(source, "the host list", names.map((n) => n.value).join(","))]);
  }
  // Redshift, YugabyteDB and CockroachDB listen elsewhere than libpq's default 5432: say so.
  const implied = source.defaultPort !== LIBPQ_DEFAULT_PORT ? source.defaultPort : null;
  const ports = hosts.length > 1 ? hosts.map((h) => h.port ?? implied) : [source.port ?? implied];
  if (ports.some((p) => p !== null)) {
    entries.push(["port", field(source, "the port list", ports.map((p) => p ?? "").join(","))]);
  }
  const database = databaseField(source);
  if (database !== null) entries.push(["dbname", database]);
  const user = userField(source);
  if (user !== null) entries.push(["user", user]);
  const password = passwordField(source);
  if (password !== null) entries.push(["password", password]);
  for (const [key, value] of paramFields(source)) {
    if (!isLibpqKeyword(key.value)) {
      throw refuse(
        source,
        `${key.label} is not a libpq keyword (letters, digits and '_')`,
        "remove the parameter",
      );
    }
    entries.push([key.value, value]);
  }
  return entries;
}

/**
 * A PostgreSQL target as a libpq keyword/value connection string, with the password when the target has
 * one (pass `omitPassword: true` to leave it out, `redact: true` to print it).
 * @throws DburiError `dsn-unrepresentable`
 * @example
 * import { dsnSource } from "./source.js";
 *
 * toLibpq(dsnSource(interpret("postgresql://me:it's@db/shop?application_name=my%20app"), "libpq", {}));
 * // "host=db dbname=shop user=me password='it\\'s' application_name='my app'"
 */
export function toLibpq(source: DsnSource): string {
  return libpqEntries(source)
    .map(([key, value]) => `${key}=${quoteLibpq(value.value)}`)
    .join(" ");
}

// The query keywords a JDBC driver names differently from the URI's own dialect: libpq's keywords as
// pgJDBC's properties, MySQL's URI options as Connector/J's and MariaDB Connector/J's, read from their
// fates in the families' catalogues. A keyword listed here is renamed (its value mapped where the
// vocabularies differ, refused where the driver has no equivalent value), written by the conversion from
// the target (MySQL's TLS switches as one sslMode), or refused where the driver has no such property; every
// other query pair passes through as written, as the driver's own property.

import {
  type Catalogue,
  type DroppedFate,
  type Fate,
  LIBPQ_PARAMS,
  MYSQL_PARAMS,
  type Output,
} from "../../schemes/index.js";

/**
 * One keyword's name in the driver, and its values where they differ.
 * @example
 * const rename: JdbcRename = { to: "connectTimeout" };
 */
export interface JdbcRename {
  readonly to: string;
  /** The driver's value for each of the URI's (compared in lowercase); a value not listed is refused. */
  readonly values?: Readonly<Record<string, string>> | undefined;
  /** The driver's value computed from the URI's, or undefined where it has none (refused). */
  readonly convert?: ((value: string) => string | undefined) | undefined;
  /** Not passed: the conversion writes the driver's property from the target (jdbc-mysql-tls.ts). */
  readonly fromTarget?: boolean | undefined;
  /** The driver has no place for it: refused (`drop.refused`), or left out. */
  readonly drop?: DroppedFate | undefined;
}

/** libpq's keepalives: any integer, nonzero is on (fe-connect.c useKeepalives), as pgJDBC's true or false. */
function keepalives(value: string): string | undefined {
  return /^-?[0-9]+$/.test(value) ? String(Number(value) !== 0) : undefined;
}

/** A whole number in the URI's unit, as the driver's (seconds as milliseconds: 1000). */
function scaled(scale: number): (value: string) => string | undefined {
  return (value) => (/^[0-9]+$/.test(value) ? String(Number(value) * scale) : undefined);
}

/**
 * The renames of a catalogue's parameters in one JDBC driver's output: each parameter whose fate there
 * carries it under another name, in other words (`values`) or another unit (`scale`); one the conversion
 * maps itself takes its converter from `converts`, and is written from the target without one (the folded
 * keywords, from the target's own fields; MySQL's TLS switches, as one sslMode); one the driver has no
 * place for carries its drop. Every other parameter passes through as written.
 */
function renamesOf<O extends Output>(
  catalogue: Catalogue<O>,
  output: O,
  converts: Readonly<Record<string, (value: string) => string | undefined>>,
): Readonly<Record<string, JdbcRename>> {
  const renames: Record<string, JdbcRename> = {};
  for (const [key, entry] of Object.entries(catalogue)) {
    const fate: Fate = entry.fates[output];
    if (fate === "passed") continue;
    if (!("to" in fate)) {
      renames[key] = { to: key, drop: fate };
      continue;
    }
    if (fate.by === "conversion") {
      const convert = Object.hasOwn(converts, key) ? converts[key] : undefined;
      renames[key] = convert === undefined ? { to: fate.to, fromTarget: true } : { to: fate.to, convert };
      continue;
    }
    const convert = fate.scale === undefined ? undefined : scaled(fate.scale);
    renames[key] = { to: fate.to, values: fate.values, convert };
  }
  return Object.freeze(renames);
}

/**
 * libpq keywords whose pgJDBC property has another name (pgJDBC "Connection Parameters"), from their
 * fates in LIBPQ_PARAMS; sslmode, sslcert, sslkey, sslrootcert, sslpassword, options and replication keep
 * theirs.
 * @example
 * PGJDBC_RENAMES.application_name?.to; // "ApplicationName"
 */
export const PGJDBC_RENAMES: Readonly<Record<string, JdbcRename>> = renamesOf(LIBPQ_PARAMS, "jdbc", {
  keepalives,
});

/**
 * MySQL URI options as MySQL Connector/J properties (Connector/J "Configuration Properties"), from their
 * fates in MYSQL_PARAMS.
 * @example
 * CONNECTOR_J_RENAMES["tls-version"]?.to; // "tlsVersions"
 */
export const CONNECTOR_J_RENAMES: Readonly<Record<string, JdbcRename>> = renamesOf(MYSQL_PARAMS, "jdbc", {});

/**
 * MySQL URI options as MariaDB Connector/J properties ("About MariaDB Connector/J", TLS parameters), from
 * their fates in MYSQL_PARAMS: the CA as serverSslCert (a PEM file), the TLS switches written as one
 * sslMode from the target.
 * @example
 * MARIADB_J_RENAMES["ssl-ca"]?.to; // "serverSslCert"
 */
export const MARIADB_J_RENAMES: Readonly<Record<string, JdbcRename>> = renamesOf(
  MYSQL_PARAMS,
  "jdbc-mariadb",
  {},
);

// Each name and lowercased alias to its name: made at the first lookup, not when the package loads
// (bench/README.md, "Start-up").
let mysqlNames: ReadonlyMap<string, string> | undefined;

/**
 * A MySQL option's canonical name (MySQL matches names in any case, with `_` for `-`), or the key itself.
 * @example
 * mysqlOptionName("SSL_MODE"); // "ssl-mode"
 */
export function mysqlOptionName(key: string): string {
  mysqlNames ??= new Map(
    Object.entries(MYSQL_PARAMS).flatMap(([name, spec]) => [
      [name, name],
      ...(spec.aliases ?? []).map((alias) => [alias.toLowerCase(), name] as const),
    ]),
  );
  return mysqlNames.get(key.toLowerCase()) ?? key;
}

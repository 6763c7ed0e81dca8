// The `dbi` format: Perl DBI data source names as URI::db builds them (`dbi_dsn`), per engine
// (dbi-drivers.ts). Credentials are never written: DBI->connect takes them apart. Unlike URI::db, values
// are quoted by the driver's own rules or refused (URI::db splices them in raw), and a value the DSN
// cannot hold (a host Informix has no place for, a database Exasol's keys lack) is refused, not dropped.

import { isSocketPath } from "../../schemes/index.js";
import { DburiError, type QueryPair } from "../../uri/index.js";
import { quoteAdo } from "./ado-quote.js";
import { DBI_DRIVERS, type DbiDriver, MSSQL_DBI_DRIVERS } from "./dbi-drivers.js";
import { formatDbdPg } from "./dbi-pg.js";
import { dbiSpecial } from "./dbi-special.js";
import { CONTROL, type DsnField, field, forbid, refuse } from "./field.js";
import { suggestFormats } from "./formats.js";
import { mysqlOptionName } from "./jdbc-params.js";
import { checkReserved, perRow, type ReservedKeywords, reservedField, reservedKeywords } from "./keywords.js";
import { libpqEntries } from "./libpq.js";
import { MYSQL_TLS_READERS, mysqlDsnTls } from "./mysql-dsn-tls.js";
import { checkOdbcKey, formatOdbcPairs } from "./odbc-quote.js";
import { secretPairs } from "./secret-view.js";
import { type DsnSource, databaseField, instanceField, keySecrecies, paramFields } from "./source.js";

type Pair = readonly [key: string, value: DsnField];

/** The mapping for the target's engine, honouring `driver` where URI::db offers a choice (mssql). */
function mappingOf(source: DsnSource): DbiDriver {
  const driver = source.options.driver;
  const canonical = source.engine.canonical;
  if (driver !== undefined) {
    // An own entry only: `constructor` or `toString` names no driver, not Object.prototype's member.
    const name = driver.toLowerCase();
    const alternative =
      canonical === "mssql" && Object.hasOwn(MSSQL_DBI_DRIVERS, name) ? MSSQL_DBI_DRIVERS[name] : undefined;
    if (alternative === undefined) {
      throw new DburiError({
        code: "unknown-driver",
        reason: `the dbi format has no driver '${driver}' for ${source.engine.product}`,
        fix:
          canonical === "mssql"
            ? `use one of: ${Object.keys(MSSQL_DBI_DRIVERS).join(", ")}`
            : "leave the driver option out",
      });
    }
    return alternative;
  }
  const mapping = DBI_DRIVERS[canonical];
  if (mapping === undefined) {
    throw refuse(
      source,
      `URI::db knows no DBI driver for ${source.engine.product}`,
      suggestFormats(source, "dbi"),
    );
  }
  return mapping;
}

/**
 * Query keys naming the user or the password, for the drivers behind DBI (DBD::mysql reads user= and
 * password= from its DSN over DBI->connect's; DBD::ODBC's drivers UID= and PWD=).
 */
const CREDENTIAL_KEYS = {
  user: ["user", "username", "uid", "user id", "EXAUID"],
  password: ["password", "passwd", "pwd", "EXAPWD"],
};

/** The keywords the DSN writes from the URI, their synonyms, and the credential keywords. */
const reservedOf = perRow((mapping: DbiDriver): ReservedKeywords => {
  const keys = mapping.keys;
  const odbc = mapping.style === "odbc" || mapping.style === "exasol";
  const own = {
    host: keys !== undefined ? [keys.host] : odbc ? ["Server"] : [],
    port: keys !== undefined ? [keys.port] : odbc ? ["Port"] : [],
    database: keys !== undefined ? [keys.database] : odbc ? ["Database"] : [],
    socket: mapping.socketKey === undefined ? [] : [mapping.socketKey],
  };
  return reservedKeywords(own, mapping.synonyms ?? {}, CREDENTIAL_KEYS);
});

/**
 * The query pairs a DBI DSN holds. DBI->connect takes the user and password apart, so secret query values
 * (isSecretKey, and secret items of a KEY:value list) and parameters naming the user are left out with
 * them, whatever the options: a DBI DSN never holds credentials. A parameter naming what the DSN writes
 * from the URI (the host, port, database or socket, or a synonym) is refused.
 */
function dbiParams(source: DsnSource, mapping: DbiDriver): readonly QueryPair[] {
  const reserved = reservedOf(mapping);
  const known = keySecrecies(source.engine);
  return secretPairs(source.params, { omitPassword: true }, known).filter(([key]) => {
    const name = reservedField(reserved, key);
    if (name === "user" || name === "password") return false;
    const reader = `DBD::${mapping.driver}`;
    if (name !== undefined) checkReserved(source, field(source, `the name of ${key}`, key), reserved, reader);
    return true;
  });
}

/** The port to write: explicit, or the engine's default where the driver would assume another. */
function portOf(source: DsnSource, mapping: DbiDriver): number | null {
  if (source.port !== null) return source.port;
  if (mapping.fillsPort === true) return source.defaultPort;
  const implied = mapping.driverPort !== undefined && source.defaultPort !== mapping.driverPort;
  return implied ? source.defaultPort : null;
}

function pgRest(source: DsnSource): string {
  const entries = libpqEntries(source).filter(([key]) => key !== "user" && key !== "password");
  return formatDbdPg(source, entries);
}

/** Refuses what ends a value in the driver's DSN parser, and control characters. */
function checkValue(source: DsnSource, mapping: DbiDriver, value: DsnField, ends: string): string {
  forbid(
    source,
    value,
    ends,
    `ends a value in DBD::${mapping.driver}'s DSN`,
    "pass the value outside the DSN",
  );
  forbid(source, value, CONTROL, "DBI drivers do not read in a DSN", "remove the control character");
  return value.value;
}

/** The host of a `pairs` DSN, or null: empty hosts and socket paths are not hosts. */
function pairsHost(source: DsnSource, mapping: DbiDriver): string | null {
  const host = source.host;
  if (host === null || host === "") return null;
  if (mapping.socketKey !== undefined && (isSocketPath(host) || host.startsWith("("))) return null;
  const ends = mapping.ends ?? ";";
  const value = field(source, "the host", host);
  // DBD::mysql 4.050+ reads an IPv6 address in brackets, where ':' does not end it, and strips them.
  if (host.includes(":") && ends.includes("["))
    return `[${checkValue(source, mapping, value, ends.replace(":", ""))}]`;
  return checkValue(source, mapping, value, ends);
}

function pairsRest(source: DsnSource, mapping: DbiDriver): string {
  const keys = mapping.keys!;
  if (source.instance !== null) {
    throw refuse(
      source,
      `DBD::${mapping.driver}'s DSN has no place for the instance '${source.instance}'`,
      source.engine.canonical === "mssql"
        ? "use the dbi format's odbc driver (the default), which writes Server=host\\instance"
        : "connect to the instance's own host and port",
    );
  }
  const ends = mapping.ends ?? ";";
  const pairs: (readonly [string, string])[] = [];
  const host = pairsHost(source, mapping);
  if (host !== null) pairs.push([keys.host, host]);
  const port = portOf(source, mapping);
  if (port !== null) pairs.push([keys.port, String(port)]);
  const database = databaseField(source);
  if (database !== null && database.value !== "") {
    pairs.push([keys.database, checkValue(source, mapping, database, ends)]);
  }
  if (mapping.socketKey !== undefined && source.socket !== null && source.socket !== "") {
    pairs.push([
      mapping.socketKey,
      checkValue(source, mapping, field(source, "the socket", source.socket), ends),
    ]);
  }
  for (const [key, value] of paramFields(source)) {
    forbid(source, key, `${ends}=`, `ends a key in DBD::${mapping.driver}'s DSN`, "rename the parameter");
    pairs.push([key.value, checkValue(source, mapping, value, ends)]);
  }
  // A MySQL URI's TLS, in DBD::mysql's mysql_ssl_* keywords (mysql-dsn-tls.ts).
  if (source.engine.rules === "mysql" && mapping.driver === "mysql") {
    for (const [key, value] of mysqlDsnTls(source, MYSQL_TLS_READERS["dbd-mysql"]!, mysqlOptionName)) {
      pairs.push([key, checkValue(source, mapping, value, ends)]);
    }
  }
  return pairs.map(([key, value]) => `${key}=${value}`).join(";");
}

/** URI::_odbc: `Server=;Port=;Database=` with a host or port, else `DSN=` naming a configured source. */
function odbcRest(source: DsnSource, mapping: DbiDriver): string {
  const pairs: Pair[] = [];
  const host = source.host ?? "";
  if (host === "" && source.port === null) {
    const database = databaseField(source);
    if (database !== null && database.value !== "") pairs.push(["DSN", database]);
  } else {
    // SQL Server's `Server=host\instance` (ODBC Driver 18, MSOLEDBSQL): the instance's port is SQL Server
    // Browser's to find, so only a port the URI gives is written (it wins over the instance).
    const instance = instanceField(source);
    const server = instance === null ? host : `${host}\\${instance.value}`;
    if (host !== "")
      pairs.push([mapping.style === "exasol" ? "EXAHOST" : "Server", field(source, "the host", server)]);
    const port = instance === null ? portOf(source, mapping) : source.port;
    const portKey = mapping.style === "exasol" ? "EXAPORT" : "Port";
    if (port !== null) pairs.push([portKey, field(source, "the port", String(port))]);
    const database = databaseField(source);
    if (database !== null && database.value !== "") {
      if (mapping.style === "exasol") {
        throw refuse(
          source,
          "Exasol's ODBC DSN (EXAHOST, EXAPORT) has no database",
          "drop the database, or open a schema with ?EXASCHEMA=name",
        );
      }
      pairs.push(["Database", database]);
    }
  }
  for (const [key, value] of paramFields(source)) {
    checkOdbcKey(source, key);
    pairs.push([key.value, value]);
  }
  const quoting = mapping.quoting ?? [];
  if (quoting === "ado") return pairs.map(([key, value]) => `${key}=${quoteAdo(value.value)}`).join(";");
  return formatOdbcPairs(source, pairs, quoting);
}

/**
 * A database target as a Perl DBI data source name, as URI::db 0.24 builds it, without credentials: no
 * user, no password, no secret query value (`isSecretKey`: `sslpassword`, `token`, ...) and no query
 * parameter naming the user (`user`, `UID`, ...), which go to DBI->connect's user, password or
 * attributes. Unlike URI::db, which groups repeated query keys (`?a=1&b=2&a=3` gives `a=1;a=3;b=2`), the
 * pairs keep the URI's order. `driver` picks URI::db's alternatives for mssql: `odbc` (default), `ado`,
 * `sybase`.
 * @throws DburiError `dsn-unrepresentable` (no DBI driver, or a value the DSN cannot hold), `unknown-driver`
 * @example
 * import { dsnSource } from "./source.js";
 *
 * toDbi(dsnSource(interpret("db:pg://me:pw@db/shop?sslmode=require"), "dbi", {})); // "dbi:Pg:host=db;dbname=shop;sslmode=require"
 * toDbi(dsnSource(interpret("db:mssql://h/db"), "dbi", {})); // "dbi:ODBC:Server=h;Port=1433;Database=db"
 */
export function toDbi(given: DsnSource): string {
  const mapping = mappingOf(given);
  const source = given.withParams(dbiParams(given, mapping));
  const style = mapping.style;
  const rest =
    style === "pg"
      ? pgRest(source)
      : style === "pairs"
        ? pairsRest(source, mapping)
        : style === "odbc" || style === "exasol"
          ? odbcRest(source, mapping)
          : dbiSpecial(source, style, mapping.driver);
  return `dbi:${mapping.driver}:${rest}`;
}

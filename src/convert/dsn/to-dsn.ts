// toDsn(): a target rendered in one of the connection-string formats that drivers and tools take. Each
// format is a function in FORMATS; every one either represents every value exactly or refuses with
// `dsn-unrepresentable`, never splicing a value in raw.

import type { Target } from "../../registry/index.js";
import { driverKind, engineOf, isDbTarget } from "../../schemes/index.js";
import { DburiError, redact } from "../../uri/index.js";
import { notCarried } from "../driver-params.js";
import { toAdo } from "./ado.js";
import { toDbi } from "./dbi.js";
import { toJdbc } from "./jdbc.js";
import { toLibpq } from "./libpq.js";
import { toNativeUri } from "./native-uri.js";
import { toOdbc } from "./odbc.js";
import type { DsnFormat, ToDsnOptions } from "./options.js";
import { secretView } from "./secret-view.js";
import { type DsnSource, dsnSource } from "./source.js";
import { toSqlalchemy } from "./sqlalchemy.js";

type Formatter = (target: Target, options: ToDsnOptions) => string;

/** A grammar that reads the target through `dsnSource`, its secrets applied first. */
function grammar(name: DsnFormat, write: (source: DsnSource) => string): Formatter {
  return (target, options) => write(dsnSource(secretView(target, options), name, options));
}

/**
 * The native URI, from the target with its secrets applied. Redacting then also runs the URI redactor on
 * the result: `***` may come out percent-encoded, and the redactor hides it where the grammar put it.
 */
function nativeUri(target: Target, options: ToDsnOptions): string {
  const text = toNativeUri(secretView(target, options));
  return options.redact === true ? redact(text) : text;
}

/** Every format, by name. */
const FORMATS: Readonly<Record<DsnFormat, Formatter>> = {
  uri: nativeUri,
  libpq: grammar("libpq", toLibpq),
  dbi: grammar("dbi", toDbi),
  jdbc: grammar("jdbc", toJdbc),
  odbc: grammar("odbc", toOdbc),
  sqlalchemy: grammar("sqlalchemy", toSqlalchemy),
  ado: grammar("ado", toAdo),
};

/** The formats where `driver` picks among several drivers. */
const DRIVER_CHOICES: readonly DsnFormat[] = ["dbi", "jdbc", "odbc", "sqlalchemy"];

/**
 * The names of the formats `toDsn` writes.
 * @example
 * DSN_FORMATS.includes("jdbc"); // true
 */
export const DSN_FORMATS: readonly DsnFormat[] = Object.freeze(Object.keys(FORMATS) as DsnFormat[]);

/**
 * Renders a target as a connection string of `format` (see `DsnFormat`). Every value is quoted or encoded
 * by the format's own rules, or the format refuses it; nothing is spliced in raw.
 *
 * Secrets: `uri`, `libpq`, `jdbc`, `odbc`, `sqlalchemy` and `ado` hold the password, for connecting; `dbi`
 * never holds credentials. To print a DSN, pass `{ redact: true }` (the password and secret query values
 * become `***`) or `{ omitPassword: true }` (they are left out). A query parameter that names what the
 * DSN writes from the URI (`?Server=`, `?Data Source=`, `?user=`, `?PGHOST=`, in any case, synonyms
 * included) is refused: the reader would connect with one of the two values.
 * @throws DburiError `unknown-format`; `unknown-driver` for a `driver` the format does not have; or
 * `dsn-unrepresentable` when the format cannot hold the target (its fix names the formats that have a
 * place for the engine)
 * @example
 * const target = interpret("db:pg://app:pw@db.example.com/shop");
 * toDsn(target, "uri"); // "postgresql://app:pw@db.example.com/shop"
 * toDsn(target, "libpq", { redact: true }); // "host=db.example.com dbname=shop user=app password=***"
 * toDsn(target, "dbi"); // "dbi:Pg:host=db.example.com;dbname=shop"
 * toDsn(target, "jdbc", { omitPassword: true }); // "jdbc:postgresql://db.example.com/shop?user=app"
 */
export function toDsn(target: Target, format: DsnFormat, options: ToDsnOptions = {}): string {
  const formatter = Object.hasOwn(FORMATS, format) ? FORMATS[format] : undefined;
  if (formatter === undefined) {
    throw new DburiError({
      code: "unknown-format",
      reason: `'${String(format)}' is not a DSN format dburi writes`,
      fix: `use one of: ${DSN_FORMATS.join(", ")}`,
    });
  }
  if (options.driver !== undefined && !DRIVER_CHOICES.includes(format)) {
    throw new DburiError({
      code: "unknown-driver",
      reason: `the ${format} format has no driver to choose`,
      fix: `leave the driver option out, or use one of: ${DRIVER_CHOICES.join(", ")}`,
    });
  }
  reportDriver(target, format, options);
  return formatter(target, options);
}

/**
 * The driver a target's scheme named, reported as not carried by a format without a place for it: a
 * SQLAlchemy DBAPI (`postgresql+psycopg2://`) is written back by the sqlalchemy format only, an ODBC
 * driver (`odbc+PostgreSQL://`) by the odbc and uri formats. Other formats connect through clients of
 * their own, which their `driver` option picks.
 */
function reportDriver(target: Target, format: DsnFormat, options: ToDsnOptions): void {
  if (!isDbTarget(target) || target.driver === null || target.engine === null) return;
  const engine = engineOf(target.engine);
  if (engine === undefined) return;
  const odbc = driverKind(engine) === "odbc";
  if (odbc ? format === "odbc" || format === "uri" : format === "sqlalchemy") return;
  const plus = target.href.indexOf("+");
  notCarried(
    options,
    {
      output: `the ${format} format`,
      key: odbc ? "the ODBC driver" : "the SQLAlchemy driver",
      value: target.driver,
      reason: odbc
        ? "the format names no ODBC driver"
        : "it is the DBAPI SQLAlchemy loads, and this format's reader is a client of its own",
      fix: odbc ? "use the odbc or uri format" : "use the sqlalchemy format to keep it",
      dsn: true,
    },
    { input: target.href, index: plus < 0 ? undefined : plus + 1 },
  );
}

// The option and format types live with the grammars that read them; the entry point names them too.
export type { DsnFormat, ToDsnOptions };

// Which DSN formats have a place for an engine, so that a format that refuses one can say which would
// take it. A format listed here may still refuse a target for its values; `uri` takes every engine.

import { DBI_DRIVERS } from "./dbi-drivers.js";
import { JDBC_DRIVERS, jdbcDriverName } from "./jdbc-drivers.js";
import { ODBC_DRIVERS, odbcDriverName } from "./odbc-drivers.js";
import type { DsnFormat } from "./options.js";
import type { DsnSource } from "./source.js";
import { sqlalchemyDialect } from "./sqlalchemy-dialects.js";

/** Whether each format has a driver or dialect for the source's engine. */
const HAS_ENGINE: Readonly<Record<DsnFormat, (source: DsnSource) => boolean>> = {
  uri: () => true,
  libpq: (s) => s.engine.rules === "libpq",
  dbi: (s) => DBI_DRIVERS[s.engine.canonical] !== undefined,
  jdbc: (s) => {
    const name = jdbcDriverName(s.engine.scheme, s.engine.canonical, s.name, undefined);
    return name !== undefined && JDBC_DRIVERS[name] !== undefined;
  },
  odbc: (s) => ODBC_DRIVERS[odbcDriverName(s.engine.canonical, s.name, s.engine.rules)] !== undefined,
  sqlalchemy: (s) => sqlalchemyDialect(s.engine.scheme, s.engine.canonical, s.name) !== undefined,
  ado: (s) => s.engine.canonical === "mssql",
};

/**
 * The formats other than `except` that have a place for the source's engine, in `DSN_FORMATS` order.
 * @example
 * import { dsnSource } from "./source.js";
 *
 * formatsFor(dsnSource(interpret("db:mongodb://h/db"), "jdbc", {}), "jdbc"); // ["uri"]
 */
export function formatsFor(source: DsnSource, except: DsnFormat): DsnFormat[] {
  return (Object.keys(HAS_ENGINE) as DsnFormat[]).filter((f) => f !== except && HAS_ENGINE[f](source));
}

/**
 * The fix of a refusal for an engine the format has no place for: the formats that have one.
 * @example
 * import { dsnSource } from "./source.js";
 *
 * suggestFormats(dsnSource(interpret("db:cassandra://h/ks"), "dbi", {}), "dbi"); // "use the uri format"
 * suggestFormats(dsnSource(interpret("db:mssql://h/db"), "libpq", {}), "libpq");
 * // "use the uri, dbi, jdbc, odbc, sqlalchemy or ado format"
 */
export function suggestFormats(source: DsnSource, except: DsnFormat): string {
  const formats = formatsFor(source, except);
  const last = formats.pop()!;
  return `use the ${formats.length === 0 ? last : `${formats.join(", ")} or ${last}`} format`;
}

// The `jdbc` format: the JDBC URL of the engine's driver (jdbc-drivers.ts), with the user and password as
// the driver's URL properties (Oracle's thin URL holds none). Values are percent-encoded where the driver
// decodes them, checked where it reads them raw, and kept to plain characters where it documents no
// quoting; libpq's and MySQL's keywords are renamed to the driver's (jdbc-params.ts).

import { DburiError } from "../../uri/index.js";
import { field, forbid, refuse } from "./field.js";
import { suggestFormats } from "./formats.js";
import type { JdbcVendorStyle } from "./jdbc-driver.js";
import { JDBC_DRIVERS, type JdbcDriver, jdbcDriverName } from "./jdbc-drivers.js";
import { type JdbcProperty, jdbcHosts, jdbcProperties, jdbcValue } from "./jdbc-parts.js";
import { jdbcSpecial } from "./jdbc-special.js";
import { isJdbcVendorStyle, jdbcVendor } from "./jdbc-vendor.js";
import { type DsnSource, databaseField } from "./source.js";

/** A driver whose URL has a layout of jdbc-vendor.ts. */
type VendorDriver = JdbcDriver & { readonly style: JdbcVendorStyle };

function driverOf(source: DsnSource): JdbcDriver {
  const choice = source.options.driver?.toLowerCase();
  const canonical = source.engine.canonical;
  if (choice !== undefined && !(canonical === "mysql" && (choice === "mysql" || choice === "mariadb"))) {
    throw new DburiError({
      code: "unknown-driver",
      reason: `the jdbc format has no driver '${source.options.driver}' for ${source.engine.product}`,
      fix: canonical === "mysql" ? "use mysql or mariadb" : "leave the driver option out",
    });
  }
  const name = jdbcDriverName(source.engine.scheme, canonical, source.name, choice);
  const driver = name === undefined ? undefined : JDBC_DRIVERS[choice ?? name];
  if (driver === undefined) {
    throw refuse(
      source,
      `no JDBC URL format is known for ${source.engine.product}`,
      suggestFormats(source, "jdbc"),
    );
  }
  return driver;
}

function query(source: DsnSource, driver: JdbcDriver, props: readonly JdbcProperty[], sep: string): string {
  return props
    .map(([key, value]) => {
      const name = jdbcValue(source, driver, field(source, `the property name '${key}'`, key), "key");
      return `${name}=${jdbcValue(source, driver, value, "value")}`;
    })
    .join(sep);
}

/** `prefix//hosts/database?properties`, or `;properties` for Derby and Hive. */
function urlStyle(source: DsnSource, driver: JdbcDriver): string {
  const hosts = jdbcHosts(source, driver).join(",");
  const database = driver.databaseKey === undefined ? databaseField(source) : null;
  const written =
    database !== null && driver.absolutePath === true && database.value.startsWith("/")
      ? { ...database, value: database.value.slice(1) }
      : database;
  const path = written === null ? "" : jdbcValue(source, driver, written, "path");
  const props = jdbcProperties(source, driver);
  if (driver.style === "semicolon") {
    for (const [, value] of props)
      forbid(source, value, ";", `separates ${driver.name}'s properties`, "pass it as a property");
    const rest = query(source, driver, props, ";");
    return `${driver.prefix}//${hosts}/${path}${rest === "" ? "" : `;${rest}`}`;
  }
  const rest = query(source, driver, props, "&");
  return `${driver.prefix}//${hosts}/${path}${rest === "" ? "" : `?${rest}`}`;
}

/**
 * A database target as the JDBC URL of its engine's driver: pgJDBC (PostgreSQL, YugabyteDB, CockroachDB),
 * Redshift, MySQL Connector/J, MariaDB Connector/J, SingleStore, SQL Server, Oracle thin, Db2, SQLite
 * (xerial), DuckDB, H2, ClickHouse, Snowflake, Derby, Hive, Exasol, Jaybird (Firebird), Trino, Presto,
 * Vertica, MonetDB, SAP HANA, Teradata, Informix, jConnect (Sybase), CUBRID, Ingres, Netezza, Ignite,
 * Cloud Spanner, Databend, MaxDB and YDB. The user and password are URL properties (Oracle thin:
 * `user/password@`, only as a pair; CUBRID: fields of the URL); `omitPassword` leaves the password out
 * (and Oracle's user with it).
 * @throws DburiError `dsn-unrepresentable`, `unknown-driver`
 * @example
 * import { dsnSource } from "./source.js";
 *
 * toJdbc(dsnSource(interpret("postgresql://me:p&ss@db/shop?application_name=x"), "jdbc", {}));
 * // "jdbc:postgresql://db/shop?user=me&password=p%26ss&ApplicationName=x"
 */
export function toJdbc(source: DsnSource): string {
  const driver = driverOf(source);
  if (driver.style === "url" || driver.style === "semicolon") return urlStyle(source, driver);
  if (isJdbcVendorStyle(driver.style)) return jdbcVendor(source, driver as VendorDriver);
  return jdbcSpecial(source, driver);
}

// The JDBC URLs of the other engines' drivers (jdbc-drivers.ts) whose layout is their own:
// Teradata's `/KEY=value,...`, Informix's `/database:KEY=value;...`, jConnect's `Tds:host:port/db?...`,
// CUBRID's colon-separated fields and Cloud Spanner's resource path. None documents quoting, so the
// values are kept to plain characters (Spanner's properties, which it URL-decodes, are percent-encoded).

import { field, onlyPlain, refuse } from "./field.js";
import type { JdbcDriver, JdbcVendorStyle } from "./jdbc-driver.js";
import {
  type JdbcProperty,
  jdbcHosts,
  jdbcProperties,
  jdbcQueryProperties,
  jdbcValue,
} from "./jdbc-parts.js";
import { type DsnSource, databaseField, passwordField, userField } from "./source.js";

/** `key=value` pairs joined by `sep`, the names and values as the driver reads them. */
function pairs(source: DsnSource, driver: JdbcDriver, props: readonly JdbcProperty[], sep: string): string {
  return props
    .map(([key, value]) => {
      const name = jdbcValue(source, driver, field(source, `the property name '${key}'`, key), "key");
      return `${name}=${jdbcValue(source, driver, value, "value")}`;
    })
    .join(sep);
}

/** The one host, for URLs whose syntax has no place for an IPv6 literal (a ':' separates fields). */
function plainHost(source: DsnSource, driver: JdbcDriver): string {
  const [address] = jdbcHosts(source, driver);
  if ((source.host ?? "").includes(":")) {
    throw refuse(source, `${driver.name}'s URL documents no form for an IPv6 address`, "use a host name");
  }
  return address!;
}

/** `jdbc:teradata://host/DBS_PORT=port,DATABASE=db,USER=u,PASSWORD=p,KEY=value`. */
function teradata(source: DsnSource, driver: JdbcDriver): string {
  plainHost(source, driver);
  const host = field(source, "the host", source.host!);
  onlyPlain(source, host, "", `${driver.name}'s URL`);
  const props: JdbcProperty[] = [];
  if (source.port !== null) props.push(["DBS_PORT", field(source, "the port", String(source.port))]);
  const database = databaseField(source);
  if (database !== null && database.value !== "") props.push(["DATABASE", database]);
  props.push(...jdbcProperties(source, driver));
  const rest = pairs(source, driver, props, ",");
  return `${driver.prefix}//${host.value}${rest === "" ? "" : `/${rest}`}`;
}

/** `jdbc:informix-sqli://host:port/database:USER=u;PASSWORD=p;KEY=value` (without a database, `:KEY=`). */
function informix(source: DsnSource, driver: JdbcDriver): string {
  const address = plainHost(source, driver);
  const database = databaseField(source);
  const path =
    database === null || database.value === "" ? "" : `/${jdbcValue(source, driver, database, "value")}`;
  const rest = pairs(source, driver, jdbcProperties(source, driver), ";");
  return `${driver.prefix}//${address}${path}${rest === "" ? "" : `:${rest}`}`;
}

/** jConnect: `jdbc:sybase:Tds:host:port/database?USER=u&PASSWORD=p&KEY=value`. */
function sybase(source: DsnSource, driver: JdbcDriver): string {
  const address = plainHost(source, driver);
  const database = databaseField(source);
  const path =
    database === null || database.value === "" ? "" : `/${jdbcValue(source, driver, database, "value")}`;
  const rest = pairs(source, driver, jdbcProperties(source, driver), "&");
  return `${driver.prefix}${address}${path}${rest === "" ? "" : `?${rest}`}`;
}

/** `jdbc:cubrid:host:port:database:user:password:?key=value&...`: the credentials are fields of the URL. */
function cubrid(source: DsnSource, driver: JdbcDriver): string {
  const address = plainHost(source, driver);
  const database = databaseField(source);
  if (database === null || database.value === "") {
    throw refuse(source, `${driver.name}'s URL needs a database`, "add it to the URI's path");
  }
  const credential = (value: ReturnType<typeof userField>) => {
    if (value === null) return "";
    onlyPlain(source, value, "", `${driver.name}'s URL`);
    return value.value;
  };
  const head = [address, jdbcValue(source, driver, database, "value"), credential(userField(source))];
  const rest = pairs(source, driver, jdbcQueryProperties(source, driver), "&");
  return `${driver.prefix}${head.join(":")}:${credential(passwordField(source))}:${rest === "" ? "" : `?${rest}`}`;
}

/**
 * Cloud Spanner: `jdbc:cloudspanner:[//host[:port]]/projects/p[/instances/i[/databases/d]]?k=v;k=v`, the
 * database being the engine table's `project/instance/database`.
 */
function spanner(source: DsnSource, driver: JdbcDriver): string {
  const database = databaseField(source);
  const parts = database === null || database.value === "" ? [] : database.value.split("/");
  if (parts.length === 0 || parts.length > 3 || parts.includes("")) {
    throw refuse(
      source,
      `${driver.name}'s URL names project[/instance[/database]], and the URI's path does not`,
      "write the path as project/instance/database",
    );
  }
  for (const part of parts)
    onlyPlain(source, field(source, "the database path", part), "", `${driver.name}'s URL`);
  const names = ["projects", "instances", "databases"];
  const path = parts.map((part, i) => `/${names[i]}/${part}`).join("");
  const host = source.host ?? "";
  const authority = host === "" ? "" : `//${jdbcHosts(source, driver)[0]}`;
  const rest = pairs(source, driver, jdbcProperties(source, driver), ";");
  return `${driver.prefix}${authority}${path}${rest === "" ? "" : `?${rest}`}`;
}

/** The other engines' layouts, by style. */
const VENDOR: Readonly<Record<JdbcVendorStyle, (source: DsnSource, driver: JdbcDriver) => string>> = {
  teradata,
  informix,
  sybase,
  cubrid,
  spanner,
};

/**
 * Whether a style is laid out here.
 * @example
 * isJdbcVendorStyle("cubrid"); // true
 */
export function isJdbcVendorStyle(style: string): style is JdbcVendorStyle {
  return Object.hasOwn(VENDOR, style);
}

/**
 * The URL of another engine's driver whose layout is its own.
 * @throws DburiError `dsn-unrepresentable`
 * @example
 * import { MORE_JDBC_DRIVERS } from "./jdbc-drivers.js";
 * import { dsnSource } from "./source.js";
 *
 * const source = dsnSource(interpret("db:teradata://u:p@td/sales"), "jdbc", {});
 * jdbcVendor(source, { ...MORE_JDBC_DRIVERS.teradata!, style: "teradata" });
 * // "jdbc:teradata://td/DATABASE=sales,USER=u,PASSWORD=p"
 */
export function jdbcVendor(
  source: DsnSource,
  driver: JdbcDriver & { readonly style: JdbcVendorStyle },
): string {
  return VENDOR[driver.style](source, driver);
}

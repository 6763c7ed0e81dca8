// The pieces every JDBC URL is built from: values encoded as the driver reads them, the credentials and
// query pairs as the driver's properties (renamed per jdbc-params.ts), and the host list.

import { CONTROL, type DsnField, encodeValue, field, forbid, onlyPlain, refuse } from "./field.js";
import type { JdbcDriver } from "./jdbc-driver.js";
import { mysqlJdbcTls } from "./jdbc-mysql-tls.js";
import { mysqlOptionName } from "./jdbc-params.js";
import { checkReserved, perRow, type ReservedKeywords, reservedKeywords } from "./keywords.js";
import { type DsnSource, databaseField, paramFields, passwordField, userField } from "./source.js";

/** A property on its way into the URL. */
export type JdbcProperty = readonly [key: string, value: DsnField];

/**
 * A value of the database or a property as the driver reads it back. `part` names where it goes: `path`
 * (a path may keep `/`), `value` or `key`.
 * @throws DburiError `dsn-unrepresentable`
 * @example
 * import { field } from "./field.js";
 * import { JDBC_DRIVERS } from "./jdbc-drivers.js";
 * import { dsnSource } from "./source.js";
 *
 * const source = dsnSource(interpret("postgresql://me:a%26b@db/shop"), "jdbc", {});
 * jdbcValue(source, JDBC_DRIVERS.postgresql!, field(source, "the password", "a&b"), "value"); // "a%26b"
 */
export function jdbcValue(
  source: DsnSource,
  driver: JdbcDriver,
  value: DsnField,
  part: "path" | "value" | "key",
): string {
  if (part === "key") {
    onlyPlain(source, value, "", `${driver.name}'s property names`);
    return value.value;
  }
  if (driver.values === "percent") return encodeValue(value.value);
  if (driver.values === "plain") {
    onlyPlain(source, value, part === "path" ? "/:" : "", `${driver.name}'s URL`);
    return value.value;
  }
  const ends = part === "path" ? "?" : "&";
  forbid(
    source,
    value,
    ends,
    `ends a value in ${driver.name}'s URL (the driver does not percent-decode)`,
    "pass it in the connection's Properties instead of the URL",
  );
  forbid(source, value, CONTROL, `${driver.name} does not read in a URL`, "remove the control character");
  if (driver.prefix === "jdbc:mariadb:" && value.value.includes("address=(")) {
    throw refuse(
      source,
      `${value.label} holds 'address=(', which ${driver.name} reads as a host`,
      "pass it as a property",
    );
  }
  return value.value;
}

/** The properties the URL writes from the URI's own parts, with the driver's synonyms for them. */
const reservedOf = perRow((driver: JdbcDriver): ReservedKeywords => {
  const own = (name: string | undefined) => (name === undefined ? [] : [name]);
  const written = {
    database: own(driver.databaseKey),
    user: own(driver.user),
    password: own(driver.password),
    socket: own(driver.socketKey),
  };
  return reservedKeywords(written, driver.reserved ?? {});
});

/**
 * The table's own entry for `key`, or undefined: a key or value from the URI such as `constructor` or
 * `toString` is one the table does not list, not the member of Object.prototype that indexing would find.
 */
function ownEntry<T>(table: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return table !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;
}

/**
 * The URI's query pairs as the driver's properties: renamed where the driver names them otherwise, written
 * from the target where the conversion maps them (a MySQL URI's TLS, as one sslMode where the first TLS
 * switch stood, or at the end); one that names what the URL already holds (the user, the database, ...),
 * or that the driver has no place for, is refused.
 * @throws DburiError `dsn-unrepresentable`
 * @example
 * import { dsnSource } from "./source.js";
 *
 * jdbcQueryProperties(dsnSource(interpret("postgresql://h/db?application_name=x"), "jdbc", {}), JDBC_DRIVERS.postgresql!);
 * // [["ApplicationName", { label: "the query parameter 'application_name'", value: "x", secret: false }]]
 */
export function jdbcQueryProperties(source: DsnSource, driver: JdbcDriver): JdbcProperty[] {
  const out: JdbcProperty[] = [];
  const reserved = reservedOf(driver);
  // What the conversion writes from the target (a MySQL URI's TLS): where the first pair it replaces stood.
  let fromTarget: JdbcProperty[] | null = source.engine.rules === "mysql" ? mysqlJdbcTls(source, driver) : [];
  for (const [key, value] of paramFields(source)) {
    checkReserved(source, key, reserved, driver.name);
    const name = source.engine.rules === "mysql" ? mysqlOptionName(key.value) : key.value;
    const rename = ownEntry(driver.renames, name);
    if (rename === undefined) {
      out.push([key.value, value]);
      continue;
    }
    if (rename.drop !== undefined) {
      if (rename.drop.refused)
        throw refuse(
          source,
          `${driver.name} cannot take ${value.label}: ${rename.drop.drop}`,
          rename.drop.fix,
        );
      continue;
    }
    if (rename.fromTarget === true) {
      if (fromTarget !== null) out.push(...fromTarget);
      fromTarget = null;
      continue;
    }
    const mapped =
      rename.convert !== undefined
        ? rename.convert(value.value)
        : rename.values === undefined
          ? value.value
          : ownEntry(rename.values, value.value.toLowerCase());
    if (mapped === undefined) {
      throw refuse(
        source,
        `${driver.name}'s ${rename.to} has no value for ${key.value}=${value.value}`,
        rename.values === undefined
          ? "correct the value"
          : `use one of ${Object.keys(rename.values).join(", ")}`,
      );
    }
    out.push([rename.to, { ...value, value: mapped }]);
  }
  if (fromTarget !== null) out.push(...fromTarget);
  return out;
}

/**
 * The credentials, the database where the driver takes it as a property, and the query's properties.
 * @example
 * import { JDBC_DRIVERS } from "./jdbc-drivers.js";
 * import { dsnSource } from "./source.js";
 *
 * const source = dsnSource(interpret("postgresql://me:pw@db/shop?sslmode=require"), "jdbc", {});
 * jdbcProperties(source, JDBC_DRIVERS.postgresql!).map(([key]) => key); // ["user", "password", "sslmode"]
 */
export function jdbcProperties(source: DsnSource, driver: JdbcDriver): JdbcProperty[] {
  const out: JdbcProperty[] = [];
  const database = databaseField(source);
  if (driver.databaseKey !== undefined && database !== null && database.value !== "") {
    out.push([driver.databaseKey, database]);
  }
  const user = userField(source);
  const password = passwordField(source);
  if ((user !== null && driver.user === undefined) || (password !== null && driver.password === undefined)) {
    throw refuse(
      source,
      `${driver.name}'s URL has no place for a user name or password`,
      "remove them from the URI and authenticate the driver's own way (a credentials file, a token property)",
    );
  }
  if (user !== null) out.push([driver.user!, user]);
  if (password !== null) out.push([driver.password!, password]);
  if (driver.socketKey !== undefined && source.socket !== null && source.socket !== "") {
    out.push([driver.socketKey, field(source, "the socket", source.socket)]);
  }
  return [...out, ...jdbcQueryProperties(source, driver)];
}

/**
 * `host:port` of each host, IPv6 in brackets, the engine's default port written where the driver would
 * assume another. A socket or an empty host (the local socket) is refused: JDBC drivers connect over TCP
 * (MariaDB Connector/J names the socket in `localSocket`, with `localhost` as the host).
 * @example
 * import { dsnSource } from "./source.js";
 *
 * jdbcHosts(dsnSource(interpret("db:yugabyte://h/db"), "jdbc", {}), JDBC_DRIVERS.postgresql!); // ["h:5433"]
 */
export function jdbcHosts(source: DsnSource, driver: JdbcDriver): string[] {
  const socket = source.socket;
  const named = source.hosts.filter((h) => h.host !== "" && h.host !== socket && !h.host.startsWith("("));
  if (socket !== null && socket !== "" && driver.socketKey !== undefined) {
    // The socket property is the connection; a host written beside it is kept, as the driver reads both.
    if (named.length === 0) return ["localhost"];
  } else if (named.length !== source.hosts.length || named.length === 0 || socket !== null) {
    throw refuse(
      source,
      `${driver.name} connects over TCP and this target names ${socket ? "a unix socket" : "no host"}`,
      "give the target a host name or address",
    );
  }
  if (source.hosts.length > 1 && driver.hostList !== true) {
    throw refuse(source, `${driver.name}'s URL takes one host`, "connect to one host");
  }
  return named.map((h) => {
    onlyPlain(source, field(source, "the host", h.host), ":%", `${driver.name}'s URL`);
    const port = h.port ?? (source.defaultPort !== driver.port ? source.defaultPort : null);
    const host = h.host.includes(":") ? `[${h.host}]` : h.host;
    return port === null ? host : `${host}:${port}`;
  });
}

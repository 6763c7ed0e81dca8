// What mysql2 and the MariaDB connector take alike from a MySQL target: where to connect (host and port, or
// a socket file), who, which schema, TLS from ssl-mode (MySQL 8.4 §8.3.1 "Configuring MySQL to Use
// Encrypted Connections", client side), timeouts, charset and compression.

import { MYSQL_PARAMS, type MysqlOutput, type MysqlTarget } from "../../schemes/index.js";
import { sslValue } from "../../schemes/mysql/tls.js";
import { DburiError } from "../../uri/index.js";
import { type AdapterOptions, notCarried, paramIndex, refuse, unknownNotCarried } from "../driver-params.js";
import { carryOptions } from "../fates.js";
import {
  skipHostnameCheck,
  TLS_VERSIONS,
  type TlsFileReader,
  type TlsSettings,
  type TlsVersion,
  tlsFile,
  withTlsFiles,
} from "../tls.js";

/**
 * Options of the MySQL adapters.
 * @example
 * toMysql2Config(interpret("mysql://root@/shop"), { socketPath: "/run/mysqld/mysqld.sock" });
 * // { socketPath: "/run/mysqld/mysqld.sock", user: "root", database: "shop" }
 */
export interface ToMysqlConfigOptions extends AdapterOptions {
  /**
   * The socket file for a URI that names the client's default socket (an empty host: `mysql://root@/db`).
   * Without it the driver's default applies (localhost over TCP).
   */
  readonly socketPath?: string | undefined;
  /**
   * Reads the certificate files the URI names into `ssl` (`ssl-ca`, `ssl-cert`, `ssl-key`, `ssl-crl`, and
   * Prisma's PKCS#12 `sslidentity` as bytes), e.g. `(path) => readFileSync(path)`; a relative path is the
   * reader's to resolve. Needed only when the URI names one; `connect()` passes its own.
   */
  readonly readFile?: TlsFileReader | undefined;
}

/**
 * The fields both drivers take under the same names.
 * @example
 * const { host, port, database } = toMariadbConfig(interpret("mariadb://app@db.example.com/shop"));
 * // "db.example.com", 3306, "shop": the same fields toMysql2Config fills
 */
export interface MysqlBaseConfig {
  host?: string;
  port?: number;
  /** Unix socket file; when set, host and port are not used. */
  socketPath?: string;
  user?: string;
  password?: string;
  database?: string;
  /** TLS settings, certificate files read into them; absent: no TLS. */
  ssl?: TlsSettings;
  /** Milliseconds to establish the connection. */
  connectTimeout?: number;
  charset?: string;
  compress?: boolean;
  /** The pool's size (Prisma's connection_limit): read by createPool, ignored by createConnection. */
  connectionLimit?: number;
}

/** The key as the URI writes the parameter `name` or one of its aliases (the last such pair), for messages. */
function paramNamed(target: MysqlTarget, name: string): string {
  const words = [name, ...(MYSQL_PARAMS[name]?.aliases ?? [])].map((word) => word.toLowerCase());
  let written = name;
  for (const [key] of target.params) if (words.includes(key.toLowerCase())) written = key;
  return written;
}

/** The TLS parameters a URI may decide its mode with, in lowercase: to name what was written. */
const TLS_SWITCHES: readonly string[] = [
  "ssl-mode",
  "ssl_mode",
  "sslmode",
  "ssl",
  "tls",
  "usessl",
  "requiressl",
  "verifyservercertificate",
  "sslaccept",
];

/**
 * The TLS parameters of the URI as written (`ssl=true&sslaccept=strict`), for messages about the mode
 * they fold into; `ssl-mode=MODE` when it has none.
 * @example
 * tlsWritten(interpret("mysql://h/db?ssl=true") as MysqlTarget); // "ssl=true"
 */
export function tlsWritten(target: MysqlTarget): string {
  const written = target.uri.queryEntries
    .filter((entry) => TLS_SWITCHES.includes(entry.key.toLowerCase()))
    .map((entry) => `${entry.key}=${entry.value}`);
  return written.length === 0 ? `ssl-mode=${mysqlTls(target).mode}` : written.join("&");
}

/** What the URI asks about TLS: the mode in effect and whether the URI chose it. */
export interface MysqlTls {
  readonly mode: "DISABLED" | "PREFERRED" | "REQUIRED" | "VERIFY_CA" | "VERIFY_IDENTITY";
  readonly explicit: boolean;
}

/**
 * The ssl-mode in effect. Without one, MySQL's client uses PREFERRED, or VERIFY_CA when a CA is given.
 * @example
 * mysqlTls(interpret("mysql://h/db?ssl-ca=/ca.pem") as MysqlTarget); // { mode: "VERIFY_CA", explicit: true }
 */
export function mysqlTls(target: MysqlTarget): MysqlTls {
  const o = target.options;
  if (o["ssl-mode"] !== undefined) return { mode: o["ssl-mode"], explicit: true };
  if (o["ssl-ca"] !== undefined) return { mode: "VERIFY_CA", explicit: true };
  return { mode: "PREFERRED", explicit: false };
}

/** `tls-version=TLSv1.2,TLSv1.3` as the lowest and highest version. */
function versions(list: string, driver: string, options: AdapterOptions) {
  const named = list.split(",").map((v) => v.trim());
  const known = named.filter((v): v is TlsVersion => (TLS_VERSIONS as readonly string[]).includes(v));
  if (known.length !== named.length) {
    refuse(options, driver, `tls-version=${list}`, "Node knows TLSv1 to TLSv1.3", "list only those");
  }
  const indexes = known.map((v) => TLS_VERSIONS.indexOf(v)).sort();
  if (indexes.length === 0) return {};
  return { minVersion: TLS_VERSIONS[indexes[0]!], maxVersion: TLS_VERSIONS[indexes[indexes.length - 1]!] };
}

function tlsSettings(target: MysqlTarget, driver: string, options: AdapterOptions): TlsSettings | undefined {
  const o = target.options;
  const { mode, explicit } = mysqlTls(target);
  if (mode === "DISABLED" || !explicit) return undefined;
  const verify = mode === "VERIFY_CA" || mode === "VERIFY_IDENTITY";
  const ciphers = [o["ssl-cipher"], o["tls-ciphersuites"]].filter((c) => c !== undefined).join(":");
  const settings: TlsSettings = {
    rejectUnauthorized: verify,
    ...(mode === "VERIFY_CA" ? { checkServerIdentity: skipHostnameCheck } : {}),
    ...(o["tls-version"] === undefined ? {} : versions(o["tls-version"], driver, options)),
    ...(ciphers === "" ? {} : { ciphers }),
    // Prisma's sslpassword: the PKCS#12 identity's password, which Node's TLS also reads for an encrypted key.
    ...(o.sslpassword === undefined ? {} : { passphrase: o.sslpassword }),
    ...pemOfSslObject(target, driver, options),
  };
  return settings;
}

/**
 * The certificates mysql2's JSON `ssl` object gives as PEM text (`ca`, `cert`), carried as they are;
 * a key dburi does not carry is refused, and a certificate also named by a file parameter is a conflict.
 */
function pemOfSslObject(
  target: MysqlTarget,
  driver: string,
  options: AdapterOptions,
): { ca?: string; cert?: string } {
  const text = target.options.ssl;
  const value = text === undefined ? undefined : sslValue(text);
  if (typeof value !== "object") return {};
  for (const key of value.unknown) {
    refuse(
      options,
      driver,
      `ssl's '${key}'`,
      "dburi carries only rejectUnauthorized, verifyIdentity, ca and cert from ssl's JSON",
      "remove it, or set it in code",
      { input: target.href, index: paramIndex(target, ["ssl"]) },
    );
  }
  const out: { ca?: string; cert?: string } = {};
  for (const [key, file] of [
    ["ca", "ssl-ca"],
    ["cert", "ssl-cert"],
  ] as const) {
    const pem = value[key];
    if (pem === undefined) continue;
    if (target.options[file] !== undefined) {
      throw new DburiError({
        code: "conflicting-params",
        reason: `ssl's '${key}' and ${file} both give the ${key === "ca" ? "CA" : "client"} certificate`,
        fix: `keep one: ${file}=/path/to/file.pem, or ssl's '${key}'`,
        index: paramIndex(target, ["ssl"]),
        input: target.href,
      });
    }
    out[key] = pem;
  }
  return out;
}

/**
 * The fields both MySQL drivers share, from a MySQL or MariaDB target.
 * @throws DburiError `unsupported-param` for `ssl-capath`, `ssl-crlpath`, `auth-method`, compression settings
 * @example
 * mysqlBaseConfig(interpret("mysql://root@%2Frun%2Fmysqld%2Fmysqld.sock/shop") as MysqlTarget, "mysql2", {});
 * // { socketPath: "/run/mysqld/mysqld.sock", user: "root", database: "shop" }
 */
export function mysqlBaseConfig(
  target: MysqlTarget,
  driver: Extract<MysqlOutput, "mysql2" | "mariadb">,
  options: ToMysqlConfigOptions,
): MysqlBaseConfig {
  const config: MysqlBaseConfig = {};
  const o = target.options;
  if (target.socket === "") {
    if (options.socketPath !== undefined) config.socketPath = options.socketPath;
  } else if (target.socket !== null) config.socketPath = target.socket;
  else if (target.host) {
    config.host = target.host;
    if (target.effectivePort !== null) config.port = target.effectivePort;
  }
  if (target.user) config.user = target.user;
  if (target.password !== null) config.password = target.password;
  if (target.database) config.database = target.database;
  const ssl = tlsSettings(target, driver, options);
  if (ssl !== undefined) config.ssl = ssl;
  // Two spellings of one option must agree before either is carried.
  agreed(target, [
    ["get-server-public-key", o["get-server-public-key"]],
    ["allowPublicKeyRetrieval", o.allowPublicKeyRetrieval],
  ]);
  // The options copied to the driver's own fields, and those it cannot honour, by their fates
  // (MYSQL_PARAMS); what this code maps (TLS, socket, timeouts, compression) it reads itself.
  carryOptions(o, MYSQL_PARAMS, driver, {
    into: config as Record<string, unknown>,
    refused: (key, value, fate) =>
      refuse(
        options,
        driver,
        fate.harmless === undefined ? key : `${key}=${String(value)}`,
        fate.drop,
        fate.fix,
        { input: target.href, index: paramIndex(target, [key, ...(MYSQL_PARAMS[key]?.aliases ?? [])]) },
      ),
    // Left out without changing the connection (a pool's wait, a timeout the driver has no place for).
    dropped: (key, value, fate) =>
      notCarried(
        options,
        { output: `${driver}'s config`, key, value, reason: fate.drop, fix: fate.fix },
        { input: target.href, index: paramIndex(target, [key, ...(MYSQL_PARAMS[key]?.aliases ?? [])]) },
      ),
    tls: ssl !== undefined,
  });
  unknownNotCarried(target, `${driver}'s config`, options);
  const connectTimeout = agreed(target, [
    ["connect-timeout", o["connect-timeout"]],
    ["connectTimeout", o.connectTimeout],
  ]);
  if (connectTimeout !== undefined) config.connectTimeout = connectTimeout;
  refuseHostParam(target, driver, options);
  if (o.compression !== undefined) config.compress = o.compression !== "DISABLED";
  const algorithms = o["compression-algorithms"];
  if (algorithms !== undefined && !algorithms.split(",").includes("zlib")) {
    refuse(options, driver, "compression-algorithms", "the driver compresses with zlib only", "include zlib");
  }
  // The files last, once nothing is refused: a refused URI reads no file.
  if (ssl !== undefined) {
    config.ssl = withTlsFiles(
      ssl,
      [
        tlsFile("ca", paramNamed(target, "ssl-ca"), o["ssl-ca"]),
        tlsFile("cert", paramNamed(target, "ssl-cert"), o["ssl-cert"]),
        tlsFile("key", paramNamed(target, "ssl-key"), o["ssl-key"]),
        tlsFile("crl", paramNamed(target, "ssl-crl"), o["ssl-crl"]),
        tlsFile("pfx", "sslidentity", o.sslidentity),
      ],
      options.readFile,
    );
  }
  return config;
}

/**
 * The value that one or more spellings of the same option give (`connect-timeout` and the Node drivers'
 * `connectTimeout`, both milliseconds), or undefined when none is given.
 * @throws DburiError `conflicting-params` when two of them disagree: picking one would be a silent guess
 * @example
 * const target = interpret("mysql://h/db?get-server-public-key=true") as MysqlTarget;
 * agreed(target, [["get-server-public-key", true], ["allowPublicKeyRetrieval", undefined]]); // true
 * agreed(target, [["connect-timeout", 5000], ["connectTimeout", 2000]]); // throws conflicting-params
 */
export function agreed<T>(
  target: MysqlTarget,
  spellings: readonly (readonly [key: string, value: T | undefined])[],
): T | undefined {
  const given = spellings.filter(([, value]) => value !== undefined);
  const [first, ...rest] = given;
  if (first === undefined) return undefined;
  const other = rest.find(([, value]) => value !== first[1]);
  if (other !== undefined) {
    throw new DburiError({
      code: "conflicting-params",
      reason: `'${other[0]}=${String(other[1])}' and '${first[0]}=${String(first[1])}' set the same option to different values`,
      fix: `keep one of ${first[0]} and ${other[0]}`,
      index: paramIndex(target, [other[0]]),
      input: target.href,
    });
  }
  return first[1];
}

/**
 * MySQL's URIs have no `host` parameter (§6.2.5): a socket is `?socket=/path` (or a `%2F` host), another
 * host goes in the authority. `?host=` is libpq's spelling, and dropping it would connect over TCP to the
 * authority's host instead of the socket the URI seems to name.
 */
function refuseHostParam(target: MysqlTarget, driver: string, options: AdapterOptions): void {
  const entries = target.uri.queryEntries.filter((entry) => entry.key.toLowerCase() === "host");
  const last = entries[entries.length - 1];
  if (last === undefined) return;
  const socket = last.value.startsWith("/");
  refuse(
    options,
    driver,
    `host=${last.value}`,
    "MySQL URIs take no host parameter (it is libpq's)",
    socket
      ? `write the socket as ?socket=${last.value}`
      : "write the host in the authority (mysql://user@host/db)",
    { input: target.href, index: paramIndex(target, ["host"]) },
  );
}

/**
 * `connection-attributes` (MySQL §6.2.5): `true`, `false`, or `[key=value,...]` as an object.
 * @example
 * connectionAttributes("[app=shop,env=prod]"); // { app: "shop", env: "prod" }
 */
export function connectionAttributes(text: string): boolean | Record<string, string> {
  const lower = text.toLowerCase();
  if (lower === "true" || lower === "1") return true;
  if (lower === "false" || lower === "0") return false;
  const inner = text.startsWith("[") && text.endsWith("]") ? text.slice(1, -1) : text;
  const pairs: [string, string][] = [];
  for (const pair of inner.split(",")) {
    if (pair === "") continue;
    const at = pair.indexOf("=");
    pairs.push(at < 0 ? [pair, ""] : [pair.slice(0, at), pair.slice(at + 1)]);
  }
  // fromEntries defines each name as an own property: assigning `__proto__` would set the prototype and
  // drop the attribute. A repeated name keeps its last value, as before.
  return Object.fromEntries(pairs);
}

// toMysql2Config(): a MySQL or MariaDB target as mysql2's ConnectionOptions.

import type { Target } from "../../registry/index.js";
import type { MysqlTarget } from "../../schemes/index.js";
import { expectEngine, notCarried, OUTPUT_NAMES, paramIndex, refuse } from "../driver-params.js";
import { printRedacted } from "../redacted-config.js";
import type { TlsSettings } from "../tls.js";
import {
  connectionAttributes,
  type MysqlBaseConfig,
  mysqlBaseConfig,
  mysqlTls,
  type ToMysqlConfigOptions,
  tlsWritten,
} from "./common.js";

/**
 * mysql2's TLS settings, as its `SslOptions` types them. Unlike Node's tls.connect, mysql2 builds its
 * secure context from `ca`, `cert`, `key`, `passphrase`, `ciphers` and the versions only (lib/base/connection.js),
 * so it has no `checkServerIdentity`, `crl` or `pfx` (the URI's `ssl-crl` and `sslidentity` are refused, or
 * left out under `unsupported: "ignore"`), and checks the host name only with `verifyIdentity` (and never
 * for a host given as an IP address).
 * @example
 * toMysql2Config(interpret("mysql://db.example.com/shop?ssl-mode=VERIFY_IDENTITY")).ssl;
 * // { rejectUnauthorized: true, verifyIdentity: true }
 */
export type Mysql2Ssl = Omit<TlsSettings, "checkServerIdentity" | "crl" | "pfx"> & {
  readonly verifyIdentity?: boolean;
};

/**
 * mysql2's ConnectionOptions, as far as a URI can set them.
 * @example
 * import mysql from "mysql2/promise";
 *
 * const config: Mysql2Config = toMysql2Config(interpret(process.env.DATABASE_URL!));
 * const connection = await mysql.createConnection(config);
 */
export interface Mysql2Config extends Omit<MysqlBaseConfig, "ssl"> {
  ssl?: Mysql2Ssl;
  connectAttributes?: Record<string, string>;
  multipleStatements?: boolean;
  timezone?: string;
  dateStrings?: boolean;
  supportBigNumbers?: boolean;
  bigNumberStrings?: boolean;
  decimalNumbers?: boolean;
  namedPlaceholders?: boolean;
  rowsAsArray?: boolean;
  trace?: boolean;
  enableKeepAlive?: boolean;
  keepAliveInitialDelay?: number;
  /**
   * Capability flags to add (`FOUND_ROWS`) or remove (`-FOUND_ROWS`), as a list: mysql2's types take only
   * a list (its runtime also splits a comma-separated string, the URI's form, the same way).
   */
  flags?: string[];
  localAddress?: string;
  insecureAuth?: boolean;
  jsonStrings?: boolean;
  /** Statements execute() keeps prepared per connection (Prisma's statement_cache_size). */
  maxPreparedStatements?: number;
}

/** mysql2's spelling of the TLS settings: `verifyIdentity` for the host name check. */
function mysql2Ssl(ssl: TlsSettings, target: MysqlTarget, options: ToMysqlConfigOptions): Mysql2Ssl {
  // What mysql2 would drop is not handed to it: the fates refused it, or reported it under "ignore".
  const { checkServerIdentity: _skip, crl: _crl, pfx: _pfx, ...rest } = ssl;
  const verifyIdentity = mysqlTls(target).mode === "VERIFY_IDENTITY";
  const address = target.uri.hostType === "ipv4" || target.uri.hostType === "ipv6";
  if (verifyIdentity && address) {
    refuse(
      options,
      "mysql2",
      tlsWritten(target),
      "mysql2 skips the identity check when the host is an IP address",
      "connect by host name, or use the mariadb driver (or ssl-mode=VERIFY_CA, CA only)",
    );
  }
  return verifyIdentity ? { ...rest, verifyIdentity } : rest;
}

/**
 * The URI's `flags=FOUND_ROWS,-COMPRESS` as the list mysql2's types take: upper-cased and split at each run
 * of commas (and the spaces around it), exactly as mysql2 reads the string form (lib/connection_config.js,
 * `mergeFlags`), so that the list means what the string meant.
 * @example
 * mysql2Flags("found_rows, -compress"); // ["FOUND_ROWS", "-COMPRESS"]
 */
export function mysql2Flags(flags: string): string[] {
  return flags.toUpperCase().split(/\s*,+\s*/);
}

/**
 * Converts a MySQL or MariaDB target into mysql2's connection options: host and port or `socketPath`,
 * TLS from `ssl-mode` (`REQUIRED`: TLS without verification; `VERIFY_CA`: CA only; `VERIFY_IDENTITY`: CA
 * and host name, as mysql2's `verifyIdentity`, refused for an IP address, which mysql2 would not check;
 * `PREFERRED`: TLS without verification first, connect() retries without), `connect-timeout` or
 * `connectTimeout` in milliseconds, `charset`, compression, Prisma's `connection_limit` (connectionLimit,
 * a pool option) and `statement_cache_size` (maxPreparedStatements), and mysql2's own options
 * (`multipleStatements`, `timezone`, ...) only when the URI asks for them. Certificate files are read into
 * `ssl` with `options.readFile`, which a URI naming one needs. The config prints redacted.
 * @throws DburiError `wrong-engine`, `unsupported-param`, `invalid-param`, `read-file-required`
 * @example
 * toMysql2Config(interpret("mysql://app:pw@db/shop?ssl-mode=VERIFY_IDENTITY&multipleStatements=true"));
 * // { host: "db", port: 3306, user: "app", password: "pw", database: "shop",
 * //   ssl: { rejectUnauthorized: true, verifyIdentity: true }, multipleStatements: true }
 */
export function toMysql2Config(input: Target, options: ToMysqlConfigOptions = {}): Mysql2Config {
  expectEngine(input, "mysql", "toMysql2Config");
  const target = input as MysqlTarget;
  const { ssl, ...base } = mysqlBaseConfig(target, "mysql2", options);
  const config: Mysql2Config = base;
  const o = target.options;
  // The URI writes a string; mysql2's types take the list (its fate: mapped by the conversion).
  const flags = (o as Readonly<Record<string, unknown>>).flags;
  if (typeof flags === "string") config.flags = mysql2Flags(flags);
  if (ssl !== undefined) config.ssl = mysql2Ssl(ssl, target, options);
  const attributes = o["connection-attributes"];
  if (attributes !== undefined) {
    const parsed = connectionAttributes(attributes);
    if (parsed === false) {
      refuse(
        options,
        "mysql2",
        "connection-attributes=false",
        "mysql2 always sends its attributes",
        "remove it",
      );
    } else if (parsed !== true) config.connectAttributes = parsed;
  }
  const cache = o.statement_cache_size;
  if (cache !== undefined && cache > 0) config.maxPreparedStatements = cache;
  else if (cache === 0) {
    // mysql2 reads 0 as its default (options.maxPreparedStatements || 16000): there is no "none" to write.
    notCarried(
      options,
      {
        output: OUTPUT_NAMES.mysql2,
        key: "statement_cache_size",
        value: 0,
        reason:
          "mysql2 reads maxPreparedStatements=0 as its default (16000); it prepares statements only in execute()",
        fix: "use query() rather than execute() where nothing should be prepared",
      },
      { input: target.href, index: paramIndex(target, ["statement_cache_size"]) },
    );
  }
  return printRedacted(config);
}

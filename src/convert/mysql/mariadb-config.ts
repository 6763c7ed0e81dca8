// toMariadbConfig(): a MySQL or MariaDB target as the MariaDB connector's ConnectionConfig.

import type { Target } from "../../registry/index.js";
import type { MysqlTarget } from "../../schemes/index.js";
import { DburiError } from "../../uri/index.js";
import { expectEngine, notCarried, OUTPUT_NAMES, paramIndex } from "../driver-params.js";
import { printRedacted } from "../redacted-config.js";
import type { TlsSettings } from "../tls.js";
import {
  agreed,
  connectionAttributes,
  type MysqlBaseConfig,
  mysqlBaseConfig,
  mysqlTls,
  type ToMysqlConfigOptions,
} from "./common.js";

/**
 * The MariaDB connector's ConnectionConfig, as far as a URI can set it.
 * @example
 * import mariadb from "mariadb";
 *
 * const config: MariadbConfig = toMariadbConfig(interpret("mariadb://app:pw@db/shop?ssl-mode=DISABLED"));
 * config.ssl; // false
 * const connection = await mariadb.createConnection(config);
 */
export interface MariadbConfig extends Omit<MysqlBaseConfig, "ssl"> {
  /** `false`: no TLS (the connector's own spelling of DISABLED); an object: TLS with these settings. */
  ssl?: false | TlsSettings;
  connectAttributes?: boolean | Record<string, string>;
  allowPublicKeyRetrieval?: boolean;
  /** Path of the server's RSA public key, for sha256_password and caching_sha2_password. */
  rsaPublicKey?: string;
  cachingRsaPublicKey?: string;
  multipleStatements?: boolean;
  timezone?: string;
  dateStrings?: boolean;
  supportBigNumbers?: boolean;
  bigNumberStrings?: boolean;
  namedPlaceholders?: boolean;
  rowsAsArray?: boolean;
  trace?: boolean;
  decimalAsNumber?: boolean;
  bigIntAsNumber?: boolean;
  insertIdAsNumber?: boolean;
  socketTimeout?: number;
  queryTimeout?: number;
  keepAliveDelay?: number;
  permitLocalInfile?: boolean;
  collation?: string;
  foundRows?: boolean;
  pipelining?: boolean;
  checkDuplicate?: boolean;
  jsonStrings?: boolean;
  /** Milliseconds a pool request waits for a free connection (Prisma's pool_timeout, in seconds). */
  acquireTimeout?: number;
  /** Prepared statements cached per connection (Prisma's statement_cache_size); 0: none. */
  prepareCacheLength?: number;
}

/**
 * Prisma's socket_timeout (seconds) as the connector's socketTimeout (milliseconds), which the URI may
 * also give by the connector's name (copied by its fate): both given must agree.
 * @throws DburiError `conflicting-params`
 */
function socketTimeout(target: MysqlTarget, config: MariadbConfig): void {
  const seconds = target.options.socket_timeout;
  if (seconds === undefined) return;
  const given = target.options.socketTimeout;
  if (given !== undefined && given !== seconds * 1000) {
    throw new DburiError({
      code: "conflicting-params",
      reason: `socket_timeout=${seconds} is ${seconds * 1000} ms (seconds, as Prisma reads it), but socketTimeout says ${given} ms`,
      fix: "give the timeout once: socketTimeout in milliseconds or socket_timeout in seconds",
      index: paramIndex(target, ["socket_timeout"]),
      input: target.href,
    });
  }
  config.socketTimeout = seconds * 1000;
}

/**
 * Prisma's pool_timeout (seconds, 0: no limit) as the pool's acquireTimeout (milliseconds). The connector
 * has no unlimited wait (0 times out at once: pool.js sets each request's deadline to now + acquireTimeout),
 * so 0 keeps its default, reported.
 */
function poolTimeout(target: MysqlTarget, config: MariadbConfig, options: ToMysqlConfigOptions): void {
  const seconds = target.options.pool_timeout;
  if (seconds === undefined) return;
  if (seconds > 0) {
    config.acquireTimeout = seconds * 1000;
    return;
  }
  notCarried(
    options,
    {
      output: OUTPUT_NAMES.mariadb,
      key: "pool_timeout",
      value: 0,
      reason:
        "the connector's pool has no unlimited wait (acquireTimeout=0 fails at once); its default, 10 s, applies",
      fix: "give pool_timeout in seconds, or set acquireTimeout on the pool yourself",
    },
    { input: target.href, index: paramIndex(target, ["pool_timeout"]) },
  );
}

/**
 * Converts a MySQL or MariaDB target into the MariaDB connector's connection options: as
 * `toMysql2Config` for the fields both drivers share (TLS from `ssl-mode`, `DISABLED` written `ssl: false`),
 * plus `get-server-public-key` or `allowPublicKeyRetrieval` (allowPublicKeyRetrieval), `server-public-key-path`
 * (rsaPublicKey, a path: connect() resolves a relative one against its baseDirectory), and the
 * connector's own options (`socketTimeout`, `permitLocalInfile`, ...) only when the URI asks for them, and
 * Prisma's `connection_limit` (connectionLimit), `pool_timeout` (acquireTimeout), `socket_timeout`
 * (socketTimeout, seconds as milliseconds), `statement_cache_size` (prepareCacheLength), `sslidentity`
 * (read as `pfx`) and `sslpassword` (passphrase). The
 * connector's default connect timeout is 1 s; dburi's connect() passes its own timeout when the URI gives none.
 * @throws DburiError `wrong-engine`, `unsupported-param`, `invalid-param`
 * @example
 * toMariadbConfig(interpret("mariadb://app:pw@db/shop?ssl-mode=DISABLED&socketTimeout=5000"));
 * // { host: "db", port: 3306, user: "app", password: "pw", database: "shop", ssl: false, socketTimeout: 5000 }
 */
export function toMariadbConfig(input: Target, options: ToMysqlConfigOptions = {}): MariadbConfig {
  expectEngine(input, "mysql", "toMariadbConfig");
  const target = input as MysqlTarget;
  const config: MariadbConfig = mysqlBaseConfig(target, "mariadb", options);
  const o = target.options;
  if (mysqlTls(target).mode === "DISABLED") config.ssl = false;
  const retrieval = agreed(target, [
    ["get-server-public-key", o["get-server-public-key"]],
    ["allowPublicKeyRetrieval", o.allowPublicKeyRetrieval],
  ]);
  if (retrieval !== undefined) config.allowPublicKeyRetrieval = retrieval;
  const keyPath = o["server-public-key-path"];
  if (keyPath !== undefined) {
    config.rsaPublicKey = keyPath;
    config.cachingRsaPublicKey = keyPath;
  }
  const attributes = o["connection-attributes"];
  if (attributes !== undefined) config.connectAttributes = connectionAttributes(attributes);
  socketTimeout(target, config);
  poolTimeout(target, config, options);
  return printRedacted(config);
}

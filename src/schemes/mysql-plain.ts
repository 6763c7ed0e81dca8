// The plain reading of a MySQL or MariaDB URI (plain.ts): a host that is no parenthesised socket path, and
// a query of options that mean only themselves. Every other URI is read by mysqlTarget in full.

import type { Uri } from "../uri/index.js";
import { scannedOffsets } from "../uri/uri.js";
import { type BuildContext, DbTargetRecord, NONE, singleHost, socketOf } from "./db-target.js";
import type { Engine } from "./engines.js";
import { isTls } from "./mysql.js";
import { MYSQL_PARAMS } from "./mysql-params.js";
import { isPlainShape, plainKeys, plainQuery } from "./plain.js";
import { databaseOf } from "./target.js";

/** Every option by its own name, but connect_timeout, which folds into connect-timeout. */
const PLAIN_KEYS = plainKeys(MYSQL_PARAMS, ["connect_timeout"]);

/**
 * The target of a plain MySQL URI, unfrozen, the same as `mysqlTarget` gives; undefined for any other URI.
 * @example
 * plainMysql(parseUri("mysql://app@db/shop?charset=utf8mb4"), context, engineOf("mysql"))?.options; // { charset: "utf8mb4" }
 */
export function plainMysql(
  uri: Uri,
  context: BuildContext,
  engine: Engine | undefined,
): DbTargetRecord | undefined {
  const o = scannedOffsets(uri);
  if (!isPlainShape(o)) return undefined;
  const query = plainQuery(uri.href, o, PLAIN_KEYS);
  const host = uri.host!;
  if (query === undefined || host.charCodeAt(0) === 40) return undefined; // MySQL Shell's (/socket)
  const port = uri.port;
  const defaultPort = engine === undefined ? null : (engine.defaultPort?.port ?? null);
  const read = query.read;
  return new DbTargetRecord(uri, context, engine, {
    host,
    hosts: singleHost(host, port, defaultPort),
    port,
    socket: socketOf(host),
    user: uri.username,
    password: uri.password,
    database: databaseOf(uri),
    params: query.params,
    read,
    tls: read !== undefined && isTls(read.options),
    warnings: NONE,
  });
}

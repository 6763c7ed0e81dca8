// The plain reading of a MySQL or MariaDB URI (plain.ts): a host that is no parenthesised socket path, and
// a query of options that mean only themselves. Every other URI is read by mysqlTarget in full.

import type { Uri } from "../../uri/index.js";
import { Escapes } from "../../uri/offsets.js";
import { scannedOffsets } from "../../uri/uri.js";
import type { Engine } from "../engines/engines.js";
import { type BuildContext, DbTargetRecord, NONE, singleHost, socketOf } from "../target/db-target.js";
import { isPlainQuery, isPlainShape, plainKeys, plainQuery } from "../target/plain.js";
import { databaseOf } from "../target/target.js";
import { isTls } from "./mysql.js";
import { MYSQL_PARAMS } from "./params.js";

/** Every option by its own name, but connect_timeout, which folds into connect-timeout. */
const PLAIN_KEYS = plainKeys(MYSQL_PARAMS, ["connect_timeout"]);

/**
 * Whether `uri` is a plain MySQL URI: one host that is no parenthesised socket path, and a query of options
 * that mean only themselves. Such a URI is valid, and `plainMysqlRecord` reads it as `mysqlTarget` would.
 * @example
 * isPlainMysql(parseUri("mysql://app@db/shop?charset=utf8mb4")); // true
 */
export function isPlainMysql(uri: Uri): boolean {
  const o = scannedOffsets(uri);
  if (!isPlainShape(o) || !isPlainQuery(uri.href, o, PLAIN_KEYS)) return false;
  // MySQL Shell's (/socket), "(" written or encoded.
  const first = (o.escapes & Escapes.Host) === 0 ? uri.href.charCodeAt(o.hostStart) : uri.host!.charCodeAt(0);
  return first !== 40;
}

/**
 * The record of a plain MySQL URI (see `isPlainMysql`), unfrozen, the same as `mysqlTarget` gives.
 * @example
 * plainMysqlRecord(parseUri("mysql://app@db/shop?charset=utf8mb4"), context, engineOf("mysql")).options; // { charset: "utf8mb4" }
 */
export function plainMysqlRecord(
  uri: Uri,
  context: BuildContext,
  engine: Engine | undefined,
): DbTargetRecord {
  const query = plainQuery(uri.href, scannedOffsets(uri), PLAIN_KEYS)!;
  const host = uri.host!;
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

// The plain reading of a redis: or rediss: URI (plain.ts): a host, an optional port, a db-number path,
// credentials that call for no warning, and no query. Everything else is read by interpretRedis in full.

import type { InterpretContext } from "../../registry/index.js";
import type { Uri } from "../../uri/index.js";
import { Escapes } from "../../uri/offsets.js";
import { scannedOffsets } from "../../uri/uri.js";
import { NO_OPTIONS, NONE } from "../target/db-target.js";
import { isPlainShape } from "../target/plain.js";
import { isSelectableDb } from "./db.js";
import { RedisTargetRecord } from "./target.js";

/**
 * Whether `uri` is a plain redis URI: an authority with a host and no "/" in it, no port 0, no fragment and
 * no query, a db-number path, and credentials that call for no warning. Such a URI is valid, and
 * `plainRedisRecord` reads it as `readRedis` would.
 * @example
 * isPlainRedis(parseUri("redis://cache:6380/2")); // true
 * isPlainRedis(parseUri("redis://cache/2?db=2")); // false: the query needs the full reading
 */
export function isPlainRedis(uri: Uri): boolean {
  const o = scannedOffsets(uri);
  if (!isPlainShape(o) || o.queryStart >= 0) return false;
  // The path "/" and a db-number, or nothing after the "/".
  const href = uri.href;
  if (o.pathEnd - o.pathStart > 1 && !isSelectableDb(href.slice(o.pathStart + 1, o.pathEnd))) return false;
  // A socket path, refused: a "/" in a host can only be written %2F.
  if ((o.escapes & Escapes.Host) !== 0 && uri.host!.includes("/")) return false;
  // The warnings readCredentials gives: an empty password, a user name without one.
  if (o.passwordStart >= 0) return o.passwordStart < o.userinfoEnd;
  return o.userinfoEnd < 0 || o.userinfoEnd === o.authorityStart;
}

/**
 * The record of a plain redis URI (see `isPlainRedis`), the same as `readRedis` gives.
 * @example
 * plainRedisRecord(parseUri("redis://cache:6380/2"), context).db; // 2
 */
export function plainRedisRecord(uri: Uri, context: InterpretContext): RedisTargetRecord {
  const path = uri.path;
  const database = path.length > 1 ? path.slice(1) : null;
  const host = uri.host!;
  const port = uri.port;
  const defaultPort = context.definition.defaultPort?.port ?? null;
  const common = {
    user: uri.username,
    password: uri.password,
    params: NONE,
    options: NO_OPTIONS,
    warnings: NONE,
  };
  const hosts = [{ host, port, effectivePort: port ?? defaultPort }];
  const tls = context.definition.tls === true;
  const form = { host, hosts, port, defaultPort, socket: null, database, tls };
  return new RedisTargetRecord(uri, context, common, form);
}

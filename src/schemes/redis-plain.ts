// The plain reading of a redis: or rediss: URI (plain.ts): a host, an optional port, a db-number path,
// credentials that call for no warning, and no query. Everything else is read by interpretRedis in full.

import type { InterpretContext } from "../registry/index.js";
import type { Uri } from "../uri/index.js";
import { Escapes } from "../uri/offsets.js";
import { scannedOffsets } from "../uri/uri.js";
import { NO_OPTIONS, NONE } from "./db-target.js";
import { isPlainShape } from "./plain.js";
import { isSelectableDb } from "./redis-db.js";
import { type RedisTarget, RedisTargetRecord } from "./redis-target.js";

/**
 * The target of a plain redis URI, the same as `interpretRedis` gives; undefined for any other URI.
 * @example
 * plainRedis(parseUri("redis://cache:6380/2"), context)?.db; // 2
 * plainRedis(parseUri("redis://cache/2?db=2"), context); // undefined: the query needs the full reading
 */
export function plainRedis(uri: Uri, context: InterpretContext): RedisTarget | undefined {
  const o = scannedOffsets(uri);
  if (!isPlainShape(o) || o.queryStart >= 0) return undefined;
  const path = uri.path;
  const database = path.length > 1 ? path.slice(1) : null;
  if (database !== null && !isSelectableDb(database)) return undefined;
  const host = uri.host!;
  // A socket path, refused: a "/" in a host can only be written %2F.
  if ((o.escapes & Escapes.Host) !== 0 && host.includes("/")) return undefined;
  const user = uri.username;
  const password = uri.password;
  // The warnings readCredentials gives: an empty password, a user name without one.
  if (password === "" || (password === null && user !== null && user !== "")) return undefined;
  const port = uri.port;
  const defaultPort = context.definition.defaultPort?.port ?? null;
  const common = { user, password, params: NONE, options: NO_OPTIONS, warnings: NONE };
  const hosts = [{ host, port, effectivePort: port ?? defaultPort }];
  const tls = context.definition.tls === true;
  const form = { host, hosts, port, defaultPort, socket: null, database, tls };
  return Object.freeze(new RedisTargetRecord(uri, context, common, form));
}

// Redis over a unix domain socket, in the forms clients accept: the socket's absolute path as the path, an
// empty host, no port, the database from `db=`.

import type { InterpretContext } from "../../registry/index.js";
import { DburiError, decodePercent, type Uri } from "../../uri/index.js";
import { NONE } from "../target/db-target.js";
import { TargetView } from "../target/target-view.js";
import { readCommon } from "./common.js";
import { readDb } from "./db.js";
import { hostIndex, pathIndex, quoted } from "./reading.js";
import { type RedisTarget, RedisTargetRecord } from "./target.js";

/**
 * Interprets the unix-socket forms: `unix:///run/redis.sock?db=1` (redis-py, node-redis, redis-rs),
 * `unix:/path`, `redis+unix:` (redis-rs: also `user=` and `pass=`), `redis+socket:` (Celery, Kombu: also
 * `virtual_host=` for the database) and `redis-socket:` (Lettuce). The path is the socket's absolute path;
 * the database comes from the query only, since the path is taken (see redis/source-keys.ts).
 * @throws DburiError `missing-socket`, `invalid-socket`, and the redis errors
 * @example
 * interpretRedisSocket(parseUri("unix:///run/redis.sock?db=2"), context).socket; // "/run/redis.sock"
 */
export function interpretRedisSocket(uri: Uri, context: InterpretContext): RedisTarget {
  const common = readCommon(uri, context, { socket: true });
  const { offset } = common.reading;
  const host = uri.host;
  if (host !== null && host !== "") {
    throw socketError(
      context,
      "invalid-socket",
      `the URI names a host${quoted(host, context.href)}: a socket URI has an empty host and the socket path`,
      offset + hostIndex(uri),
    );
  }
  if (uri.port !== null) {
    throw socketError(context, "invalid-socket", "a socket URI has no port", offset + hostIndex(uri) + 1);
  }
  const path = uri.path;
  const socket = path.includes("%") ? decodePercent(path) : path;
  if (socket === "" || socket === "/") {
    throw socketError(context, "missing-socket", "the URI names no socket path", offset + pathIndex(uri));
  }
  if (!socket.startsWith("/")) {
    throw socketError(
      context,
      "invalid-socket",
      `the socket path${quoted(socket, context.href)} is relative`,
      offset + pathIndex(uri),
    );
  }
  const database = readDb(common.reading, { fromPath: null, keys: common.keys.database });
  const form = { host, hosts: NONE, port: null, defaultPort: null, socket, database, tls: false };
  return TargetView.of("redis", new RedisTargetRecord(uri, context, common, form));
}

/** A socket URI that names no usable socket, with how to write one. */
function socketError(
  context: InterpretContext,
  code: DburiError["code"],
  reason: string,
  index: number,
): DburiError {
  return new DburiError({
    code,
    reason,
    fix: `write the socket's absolute path after '${context.name}://' (three slashes in all): ${context.name}:///run/redis/redis.sock?db=0`,
    index,
    input: context.href,
  });
}

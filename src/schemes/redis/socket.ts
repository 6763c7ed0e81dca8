// Redis over a unix domain socket, in the forms clients accept: the socket's absolute path as the path, an
// empty host, no port, the database from `db=`.

import { DburiError, decodePercent, type Uri } from "../../uri/index.js";
import type { Family, FamilyContext } from "../target/family.js";
import { hostIndex, NONE, offsetIn, pathIndex } from "../target/fields.js";
import { type Common, checkCommon, commonFields } from "./common.js";
import { readDb } from "./db.js";
import { quoted } from "./reading.js";
import { RedisTargetRecord } from "./target.js";

/**
 * The redis family's unix-socket forms: `unix:///run/redis.sock?db=1` (redis-py, node-redis, redis-rs),
 * `unix:/path`, `redis+unix:` (redis-rs: also `user=` and `pass=`), `redis+socket:` (Celery, Kombu: also
 * `virtual_host=` for the database) and `redis-socket:` (Lettuce). The path is the socket's absolute path;
 * the database comes from the query only, since the path is taken (see source-keys.ts). `check` throws
 * `missing-socket`, `invalid-socket`, and the redis errors.
 * @example
 * const uri = parseUri("unix:///run/redis.sock?db=2");
 * const context = { definition: REDIS_SOCKET_DEFINITION, name: "unix", href: uri.href, scheme: "unix", registry };
 * const reading = REDIS_SOCKET_FAMILY.check(uri, context, undefined);
 * REDIS_SOCKET_FAMILY.build(uri, context, undefined, reading).socket; // "/run/redis.sock"
 */
export const REDIS_SOCKET_FAMILY: Family<Common | undefined> = {
  kind: "redis",
  check: checkSocket,
  build: buildSocket,
};

function checkSocket(uri: Uri, context: FamilyContext): Common | undefined {
  const common = checkCommon(uri, context, { socket: true });
  const offset = offsetIn(uri, context.href);
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
  const socket = socketPath(uri);
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
  if (common !== undefined) {
    const keys = common.keys.database;
    common.database = readDb(common.reading, { fromPath: null, keys }, common.databaseWarnings);
  }
  return common;
}

/** The socket's path: the URI's path, decoded. */
function socketPath(uri: Uri): string {
  const path = uri.path;
  return path.includes("%") ? decodePercent(path) : path;
}

/** A socket URI that names no usable socket, with how to write one. */
function socketError(
  context: FamilyContext,
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

function buildSocket(uri: Uri, context: FamilyContext, _engine: unknown, common: Common | undefined) {
  // What check read, as it read it (the database included).
  const form = {
    host: uri.host,
    hosts: NONE,
    port: null,
    defaultPort: null,
    socket: socketPath(uri),
    database: common?.database ?? null,
    tls: false,
  };
  return new RedisTargetRecord(uri, context, commonFields(uri, common, true), form);
}

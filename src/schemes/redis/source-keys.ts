// The query keys each redis form reads as a second source of the database, the user name and the password.
// redis: and rediss: take redis-py's names (`db`, `password`, `username`) and Lettuce's `database`. Each
// socket form also takes the names of the clients that chose it, so that a URI written for them means
// the same to dburi:
// - redis-rs reads `user` and `pass` (and no userinfo) for `unix:` and `redis+unix:` URIs
//   (redis/src/connection/info.rs, `url_to_unix_connection_info`);
// - Celery's Redis result backend and Kombu's Redis transport read the database of a `redis+socket:` URI
//   from `virtual_host` (celery/backends/redis.py `_params_from_url`, kombu/transport/redis.py
//   `_connparams`; Celery's "Using Redis" page: `redis+socket:///path/to/redis.sock?virtual_host=db_number`).
// The values of all of a form's names must agree (redis/sources.ts), as the path's and `db=`'s must.

import { type QueryKeys, queryKeys } from "../target/query.js";
import { REDIS_PARAMS } from "./params.js";

/**
 * The query keys one redis form reads as the database, the user name and the password.
 * @example
 * const keys: RedisSourceKeys = redisSourceKeys("redis+socket");
 * keys.database; // ["db", "database", "virtual_host"]
 */
export interface RedisSourceKeys {
  readonly database: readonly string[];
  readonly username: readonly string[];
  readonly password: readonly string[];
  /** All of them: the keys the interpreter reads itself, which the parameter reader leaves alone. */
  readonly handled: readonly string[];
  /** The catalogue's keys with these handled, as the query reader finds them (built once per form). */
  readonly queryKeys: QueryKeys;
}

function sourceKeys(extra: {
  database?: readonly string[];
  username?: readonly string[];
  password?: readonly string[];
}): RedisSourceKeys {
  const database = Object.freeze(["db", "database", ...(extra.database ?? [])]);
  const username = Object.freeze(["username", ...(extra.username ?? [])]);
  const password = Object.freeze(["password", ...(extra.password ?? [])]);
  const handled = Object.freeze([...database, ...username, ...password]);
  return Object.freeze({
    database,
    username,
    password,
    handled,
    queryKeys: queryKeys(REDIS_PARAMS, { handled }),
  });
}

const COMMON = sourceKeys({});
const REDIS_RS = sourceKeys({ username: ["user"], password: ["pass"] });
const CELERY = sourceKeys({ database: ["virtual_host"] });

/** The forms whose clients add names of their own, by scheme name as written (lowercase). */
const BY_NAME: ReadonlyMap<string, RedisSourceKeys> = new Map([
  ["unix", REDIS_RS],
  ["redis+unix", REDIS_RS],
  ["redis+socket", CELERY],
]);

/**
 * The source keys of the redis form named `name` (the scheme as written, lowercase: an alias stays itself).
 * @example
 * redisSourceKeys("redis+unix").password; // ["password", "pass"]
 * redisSourceKeys("redis").password; // ["password"]
 */
export function redisSourceKeys(name: string): RedisSourceKeys {
  return BY_NAME.get(name) ?? COMMON;
}

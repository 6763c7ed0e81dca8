// The scheme definitions of the redis family: redis and rediss as IANA registered them (provisional), and
// the unix-socket forms that Redis clients accept but nobody registered.

import type { Interpreter, SchemeDefinition } from "../../registry/index.js";
import { type SchemeFamily, schemeFamily } from "../scheme-family.js";
import { familyInterpreter } from "../target/interpreter.js";
import { REDIS_FAMILY } from "./redis.js";
import { REDIS_REGISTRATION } from "./registration.js";
import { REDIS_SENTINEL_FAMILY } from "./sentinel.js";
import { REDIS_SOCKET_FAMILY } from "./socket.js";

/**
 * Interprets `redis:` and `rediss:` URIs (IANA provisional registration): every part after the scheme is
 * optional, the path is empty, "/" or "/" db-number, the host defaults to localhost and the port to 6379.
 * The interpreter of REDIS_DEFINITION and REDISS_DEFINITION.
 * @throws DburiError `invalid-database`, `ambiguous-database`, `ambiguous-password`, `invalid-param`, ...
 * @example
 * const context = { definition: REDIS_DEFINITION, name: "redis", href: "redis://h/2", scheme: "redis", registry };
 * (interpretRedis(parseUri("redis://h/2"), context) as RedisTarget).db; // 2
 */
export const interpretRedis: Interpreter = familyInterpreter(REDIS_FAMILY);

/**
 * Interprets the unix-socket forms (`unix:`, `redis+unix:`, `redis+socket:`, `redis-socket:`): the path is
 * the socket's absolute path, the database comes from the query. The interpreter of
 * REDIS_SOCKET_DEFINITION.
 * @throws DburiError `missing-socket`, `invalid-socket`, and the redis errors
 * @example
 * const context = { definition: REDIS_SOCKET_DEFINITION, name: "unix", href: "unix:///run/redis.sock?db=2", scheme: "unix", registry };
 * interpretRedisSocket(parseUri("unix:///run/redis.sock?db=2"), context).socket; // "/run/redis.sock"
 */
export const interpretRedisSocket: Interpreter = familyInterpreter(REDIS_SOCKET_FAMILY);

/**
 * Interprets Lettuce's Sentinel forms (`redis-sentinel:`, `rediss-sentinel:`): the hosts are the sentinels,
 * the master's name comes from `sentinelMasterId=` or the fragment, the userinfo's credentials are the data
 * nodes'. The interpreter of REDIS_SENTINEL_DEFINITION and REDISS_SENTINEL_DEFINITION.
 * @throws DburiError `missing-host`, `missing-master-name`, `ambiguous-master-name`, and the redis errors
 * @example
 * const uri = parseUri("redis-sentinel://s1,s2/0?sentinelMasterId=mymaster", { hostList: true });
 * const context = { definition: REDIS_SENTINEL_DEFINITION, name: "redis-sentinel", href: uri.href, scheme: "redis-sentinel", registry };
 * (interpretRedisSentinel(uri, context) as RedisSentinelTarget).masterName; // "mymaster"
 */
export const interpretRedisSentinel: Interpreter = familyInterpreter(REDIS_SENTINEL_FAMILY);

/**
 * The registration's own words on rediss, from its Security considerations. IANA lists rediss as a
 * separate provisional registration; its text is not among dburi's sources, so the rediss definition
 * carries the redis registration's fields with these sentences in front of the semantics.
 * @example
 * REDISS_DEFINITION.semantics?.startsWith(REDISS_SENTENCES); // true
 */
export const REDISS_SENTENCES = `Apparently named by analogy to HTTPS (RFC 2818), the rediss: URI scheme
(yes, two "s"es, not a typo) has been used by some clients to designate RESP over TLS.
Other than the usage of TLS, the rediss: URI scheme is not known to
have any differences from the redis: URI scheme.`;

/**
 * `redis`: RESP over TCP. IANA provisional registration, 2015; port 6379 from the IANA service name
 * registry, as the registration says. Also read under `valkey` (Valkey's clients: valkey-py's from_url
 * and Valkey GLIDE take valkey:// as redis://), which speaks the same protocol.
 * @example
 * REDIS_DEFINITION.defaultPort?.port; // 6379
 * REDIS_DEFINITION.aliases; // ["valkey"]
 */
export const REDIS_DEFINITION: SchemeDefinition = {
  ...REDIS_REGISTRATION,
  aliases: ["valkey"],
  description: "redis",
  defaultPort: { port: 6379, source: "iana", reference: "redis" },
  tls: false,
  variantOf: "rediss",
  canonicalEngine: "redis",
  // A list of hosts is a Redis Cluster's seed nodes: Lettuce's RedisClusterClient reads
  // redis://[password@]host[:port][,host2[:port2]] (RedisClusterURIUtil.toRedisURIs).
  parseOptions: { hostList: true },
  interpret: interpretRedis,
};

/**
 * `rediss`: RESP over TLS, otherwise the same as redis (registration, Security considerations). IANA
 * assigns no TLS port for Redis; the server's TLS documentation runs TLS on 6379 too. Also read under
 * `valkeys` (Valkey's clients) and Lettuce's `redis+ssl` and `redis+tls` (RedisURI's
 * URI_SCHEME_REDIS_SECURE_ALT and URI_SCHEME_REDIS_TLS_ALT), each meaning TLS as rediss does.
 * @example
 * REDISS_DEFINITION.tls; // true
 * REDISS_DEFINITION.aliases; // ["valkeys", "redis+ssl", "redis+tls"]
 */
export const REDISS_DEFINITION: SchemeDefinition = {
  ...REDIS_REGISTRATION,
  name: "rediss",
  aliases: ["valkeys", "redis+ssl", "redis+tls"],
  description: "rediss",
  semantics: `${REDISS_SENTENCES}\n\n${REDIS_REGISTRATION.semantics}`,
  defaultPort: {
    port: 6379,
    source: "vendor",
    reference: "https://redis.io/docs/latest/operate/oss_and_stack/management/security/encryption/",
  },
  tls: true,
  variantOf: "redis",
  canonicalEngine: "redis",
  parseOptions: { hostList: true },
  interpret: interpretRedis,
};

/** What the two Sentinel definitions share: Lettuce's documentation of the form. */
const SENTINEL_FIELDS: Omit<SchemeDefinition, "name"> = {
  status: "unregistered",
  applications:
    "Lettuce (RedisClient.create with a redis-sentinel: or rediss-sentinel: RedisURI), to reach the master a group of Redis Sentinels monitors.",
  references: [
    "Lettuce, RedisURI (URI syntax, Redis Sentinel), <https://redis.github.io/lettuce/user-guide/connecting-redis/>.",
    "Redis, High availability with Redis Sentinel, <https://redis.io/docs/latest/operate/oss_and_stack/management/sentinel/>.",
  ],
  contact: "No registering party; Lettuce <https://github.com/redis/lettuce>.",
  changeController: "Lettuce <https://github.com/redis/lettuce>.",
  syntax:
    "<scheme>://[[<user>:]<password>@]<host1>[:<port1>][,<host2>[:<port2>]...][/<db-number>][?sentinelMasterId=<name>[&<query>]][#<name>]",
  semantics:
    "Ask the sentinels, in turn, for the address of the master named by sentinelMasterId= (or, in Lettuce's older form, the fragment), then connect to that master, AUTH with the userinfo's credentials and SELECT the database, as for redis: URIs. The userinfo's credentials are the data nodes' (Lettuce: 'the password from the URI applies to the data nodes only'); dburi reads the sentinels' own from sentinelUsername= and sentinelPassword= (ioredis's option names). A sentinel without a port listens on 26379.",
  encoding:
    "As RFC 3986: the userinfo, the master's name and the query are percent-encoded UTF-8, decoded once.",
  interoperability:
    "Only Lettuce reads these schemes; dburi converts them for ioredis (sentinels, name) and node-redis (createSentinel). Lettuce sends the userinfo's password to the data nodes only and ignores sentinelUsername= and sentinelPassword=.",
  security:
    "As for redis: URIs; the URI may carry two passwords (the data nodes' and the sentinels'), and both are hidden wherever dburi prints it.",
  defaultPort: {
    port: 26379,
    source: "vendor",
    reference: "https://redis.io/docs/latest/operate/oss_and_stack/management/sentinel/",
  },
  canonicalEngine: "redis",
  parseOptions: { hostList: true },
  interpret: interpretRedisSentinel,
};

/**
 * `redis-sentinel`: the master a group of Redis Sentinels monitors, as Lettuce's RedisURI writes it
 * (URI_SCHEME_REDIS_SENTINEL). Not registered at IANA; sentinels listen on 26379 unless told otherwise.
 * @example
 * REDIS_SENTINEL_DEFINITION.defaultPort?.port; // 26379
 */
export const REDIS_SENTINEL_DEFINITION: SchemeDefinition = {
  ...SENTINEL_FIELDS,
  name: "redis-sentinel",
  description: "Redis Sentinel",
  tls: false,
  variantOf: "rediss-sentinel",
};

/**
 * `rediss-sentinel`: redis-sentinel over TLS, to the sentinels and to the data nodes (Lettuce's
 * URI_SCHEME_REDIS_SENTINEL_SECURE).
 * @example
 * REDISS_SENTINEL_DEFINITION.tls; // true
 */
export const REDISS_SENTINEL_DEFINITION: SchemeDefinition = {
  ...SENTINEL_FIELDS,
  name: "rediss-sentinel",
  description: "Redis Sentinel over TLS",
  tls: true,
  variantOf: "redis-sentinel",
};

/**
 * Redis over a unix domain socket, under every name clients use: `unix:` (redis-py, node-redis, redis-rs),
 * `redis+unix:` (redis-rs, Bun, Perl URI::redis, ReactPHP), `redis+socket:` (Celery, Kombu) and
 * `redis-socket:` (Lettuce, hedis), each also with the query names its clients use for the database and
 * the credentials (redis/source-keys.ts). Not registered at IANA.
 * @example
 * REDIS_SOCKET_DEFINITION.aliases; // ["redis+socket", "redis-socket", "unix"]
 */
export const REDIS_SOCKET_DEFINITION: SchemeDefinition = {
  name: "redis+unix",
  status: "unregistered",
  aliases: ["redis+socket", "redis-socket", "unix"],
  description: "Redis over a unix domain socket",
  applications:
    "Redis clients connecting through a unix domain socket: unix: in redis-py, node-redis and redis-rs, redis+unix: in redis-rs, Bun, Perl URI::redis and ReactPHP, redis+socket: in Celery and Kombu, redis-socket: in Lettuce and hedis.",
  references: [
    "redis-py, Redis.from_url, <https://redis.readthedocs.io/en/stable/connections.html>.",
    "node-redis, client configuration, <https://github.com/redis/node-redis/blob/master/docs/client-configuration.md>.",
    "redis-rs, connection parameters, <https://docs.rs/redis/latest/redis/#connection-parameters>.",
    "Celery, Using Redis, <https://docs.celeryq.dev/en/stable/getting-started/backends-and-brokers/redis.html>.",
    "Lettuce, Redis URI and connection details, <https://redis.github.io/lettuce/user-guide/connecting-redis/>.",
    "Perl URI::redis, <https://metacpan.org/pod/URI::redis>.",
  ],
  contact:
    "No registering party; each form's client library: redis-py <https://github.com/redis/redis-py>, node-redis <https://github.com/redis/node-redis>, redis-rs <https://github.com/redis-rs/redis-rs>, Celery <https://github.com/celery/celery>, Lettuce <https://github.com/redis/lettuce>.",
  changeController:
    "Each client library for its own form: redis-py <https://github.com/redis/redis-py> (unix:), redis-rs <https://github.com/redis-rs/redis-rs> (redis+unix:), Celery <https://github.com/celery/celery> (redis+socket:), Lettuce <https://github.com/redis/lettuce> (redis-socket:).",
  syntax:
    "<scheme>://[<user>[:<password>]@]/<absolute socket path>[?<query>] or <scheme>:/<absolute socket path>[?<query>]; the host is empty and there is no port.",
  semantics:
    "Connect to the Redis server listening on the socket at the path, then AUTH and SELECT as for redis: URIs. The database comes from db= or database= (the path is the socket's), and under redis+socket: also from virtual_host= (Celery, Kombu); the user name and password come from the userinfo, username= and password=, and under unix: and redis+unix: also from user= and pass= (redis-rs). Where a value is given more than once, the values must agree. The other query parameters are redis:'s.",
  encoding:
    "As RFC 3986: the path and the userinfo are percent-encoded UTF-8, decoded once; a space in the path is %20.",
  interoperability:
    "Each name works only with the clients that chose it: unix: with redis-py, node-redis and redis-rs, redis+unix: with redis-rs, Bun and URI::redis, redis+socket: with Celery and Kombu, redis-socket: with Lettuce. The clients read the credentials differently: redis-rs reads only user= and pass= (no userinfo), Celery and Kombu the database only from virtual_host=; Lettuce and hedis read a userinfo without ':' (redis-socket://secret@/path) as the password, where redis-py, node-redis and dburi read it as a user name, so write :secret@ for a password.",
  security: "As for redis: URIs; the socket's file permissions decide who may connect.",
  defaultPort: null,
  tls: false,
  canonicalEngine: "redis",
  interpret: interpretRedisSocket,
};

/**
 * The redis family's definitions, in the order `dburi schemes` lists them.
 * @example
 * REDIS_DEFINITIONS.map((d) => d.name);
 * // ["redis", "rediss", "redis+unix", "redis-sentinel", "rediss-sentinel"]
 */
export const REDIS_DEFINITIONS: readonly SchemeDefinition[] = [
  REDIS_DEFINITION,
  REDISS_DEFINITION,
  REDIS_SOCKET_DEFINITION,
  REDIS_SENTINEL_DEFINITION,
  REDISS_SENTINEL_DEFINITION,
];

/**
 * The Redis family for `createInterpreter`: `redis`, `rediss`, `redis+unix`, `redis-sentinel`,
 * `rediss-sentinel` and their aliases.
 * @example
 * const interpretRedis = createInterpreter([REDIS_SCHEMES]);
 * interpretRedis("redis://cache.example.com/2").kind; // "redis"
 */
export const REDIS_SCHEMES: SchemeFamily = schemeFamily("redis", REDIS_DEFINITIONS);

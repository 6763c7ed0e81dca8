// The query parameters of redis: and rediss: URIs: the family's catalogue. The registration leaves every key
// but `db` and `password` implementation-defined and cites redis-py for them, so the names are redis-py's
// (`redis.connection.parse_url` and the keyword arguments of `Connection`/`SSLConnection`), typed as
// redis-py types them: timeouts are seconds, booleans are booleans (read the one way dburi reads them).
// `ssl_server_hostname` (alias `servername`) is dburi's own: redis-py has no such keyword (it sends the
// host as the TLS server name). Each parameter's fate names the node-redis and ioredis option it becomes
// (toNodeRedisOptions, toIoredisOptions), or why neither driver has one; the native URI writes them back.

import type { CarriedFate, Catalogue, DroppedFate, Output } from "../target/catalogue.js";

/**
 * The outputs a redis URI converts to: node-redis's and ioredis's options, and the redis URI itself.
 * @example
 * REDIS_OUTPUTS.includes("ioredis"); // true
 */
export const REDIS_OUTPUTS = ["node-redis", "ioredis", "uri"] as const satisfies readonly Output[];

/**
 * One of the outputs of REDIS_OUTPUTS.
 * @example
 * const output: RedisOutput = "ioredis";
 */
export type RedisOutput = (typeof REDIS_OUTPUTS)[number];

/** Read by the conversion's own code into `to` (the TLS settings, the socket options, AUTH, SELECT). */
function mapped(to: string): CarriedFate {
  return { to, by: "conversion" };
}

/** A redis-py setting neither Node driver has: left out of their options. */
function redisPyOnly(what: string): DroppedFate {
  return {
    drop: `redis-py only: ${what}; neither node-redis nor ioredis has the setting`,
    fix: "remove it",
    refused: false,
  };
}

/** Node's TLS cannot read a CA directory: refused by both drivers. */
const CA_DIRECTORY: DroppedFate = {
  drop: "Node's TLS cannot read a CA directory",
  fix: "concatenate the certificates into one file for ssl_ca_certs",
  refused: true,
};

/** The same option in both drivers' TLS settings, and the URI's own. */
function tlsSetting(to: string): Readonly<Record<RedisOutput, CarriedFate | "passed">> {
  return { "node-redis": mapped(`socket.${to}`), ioredis: mapped(`tls.${to}`), uri: "passed" };
}

/**
 * Every documented query parameter of redis:, rediss: and the socket forms, by canonical key, with its
 * fate in each output. `db`, `password` and `username` are listed too; the family reads them itself,
 * because each has a second source in the URI (the path, the userinfo) that must agree with it.
 * @example
 * REDIS_PARAMS.socket_timeout?.unit; // "s": a bare number is seconds, as in redis-py
 * REDIS_PARAMS.client_name?.fates.ioredis; // { to: "connectionName" }
 */
export const REDIS_PARAMS: Catalogue<RedisOutput> = {
  db: {
    type: "integer",
    description: "database number for SELECT; must agree with the path's db-number when both are given",
    aliases: ["database"],
    min: 0,
    fates: { "node-redis": mapped("database"), ioredis: mapped("db"), uri: "passed" },
  },
  password: {
    type: "string",
    description: "password for AUTH; must agree with the userinfo password when both are given",
    secret: true,
    fates: { "node-redis": mapped("password"), ioredis: mapped("password"), uri: "passed" },
  },
  username: {
    type: "string",
    description: "ACL user for AUTH (Redis 6+); must agree with the userinfo user name when both are given",
    fates: { "node-redis": mapped("username"), ioredis: mapped("username"), uri: "passed" },
  },
  client_name: {
    type: "string",
    description:
      "connection name sent with CLIENT SETNAME (HELLO SETNAME on RESP3): printable ASCII without spaces, as Redis requires",
    fates: { "node-redis": { to: "name" }, ioredis: { to: "connectionName" }, uri: "passed" },
  },
  protocol: {
    type: "integer",
    description: "RESP protocol version: 2 (AUTH, SELECT) or 3 (HELLO)",
    min: 2,
    max: 3,
    fates: { "node-redis": { to: "RESP" }, ioredis: { to: "protocol" }, uri: "passed" },
  },
  socket_connect_timeout: {
    type: "duration",
    description: "time allowed to open the connection, more than 0; a bare number is seconds, as in redis-py",
    unit: "s",
    fates: {
      "node-redis": mapped("socket.connectTimeout"),
      ioredis: { to: "connectTimeout" },
      uri: "passed",
    },
  },
  socket_timeout: {
    type: "duration",
    description: "time allowed for each reply, more than 0; a bare number is seconds, as in redis-py",
    unit: "s",
    fates: {
      "node-redis": mapped("commandOptions.timeout"),
      ioredis: { to: "commandTimeout" },
      uri: "passed",
    },
  },
  socket_keepalive: {
    type: "boolean",
    description: "TCP keep-alive on the connection",
    fates: {
      "node-redis": mapped("socket.keepAlive"),
      // ioredis enables TCP keep-alive whenever its `keepAlive` is a number, and fills in 30000 when absent.
      ioredis: {
        drop: "ioredis always enables TCP keep-alive",
        fix: "drop socket_keepalive=false, or connect with node-redis",
        refused: true,
        harmless: [true],
      },
      uri: "passed",
    },
  },
  ssl: {
    type: "boolean",
    description: "true turns TLS on for redis: (rediss: always uses TLS; ssl=false there is an error)",
    aliases: ["tls"],
    tls: true,
    fates: { "node-redis": mapped("socket.tls"), ioredis: mapped("tls"), uri: "passed" },
  },
  ssl_cert_reqs: {
    type: "enum",
    description:
      "server certificate verification: required (default), optional (the same for a client), none",
    values: ["none", "optional", "required"],
    tls: true,
    fates: tlsSetting("rejectUnauthorized"),
  },
  ssl_check_hostname: {
    type: "boolean",
    description: "whether the certificate must name the host (default true; needs verification on)",
    tls: true,
    fates: tlsSetting("checkServerIdentity"),
  },
  ssl_server_hostname: {
    type: "string",
    description:
      "dburi's own (not redis-py's): name sent as TLS SNI and checked against the certificate, instead of the host",
    aliases: ["servername"],
    tls: true,
    fates: tlsSetting("servername"),
  },
  ssl_ca_certs: {
    type: "path",
    description: "file of PEM CA certificates to trust instead of the system's",
    tls: true,
    fates: tlsSetting("ca"),
  },
  ssl_ca_data: {
    type: "string",
    description: "PEM CA certificates to trust, inline",
    tls: true,
    fates: tlsSetting("ca"),
  },
  ssl_ca_path: {
    type: "path",
    description: "directory of CA certificates (OpenSSL c_rehash layout); Node's TLS cannot read one",
    tls: true,
    fates: { "node-redis": CA_DIRECTORY, ioredis: CA_DIRECTORY, uri: "passed" },
  },
  ssl_certfile: {
    type: "path",
    description: "file of the PEM client certificate (mutual TLS)",
    tls: true,
    fates: tlsSetting("cert"),
  },
  ssl_keyfile: {
    type: "path",
    description: "file of the PEM private key of the client certificate",
    tls: true,
    fates: tlsSetting("key"),
  },
  ssl_password: {
    type: "string",
    description: "passphrase of the client private key",
    secret: true,
    tls: true,
    fates: tlsSetting("passphrase"),
  },
  ssl_ciphers: {
    type: "string",
    description: "OpenSSL cipher list for TLS 1.2 and below",
    tls: true,
    fates: tlsSetting("ciphers"),
  },
  // Redis Sentinel (redis-sentinel: and rediss-sentinel:, sentinel.ts). Lettuce's RedisURI reads the master
  // name from `sentinelMasterId` (or the fragment) and applies the URI's password to the data nodes only
  // ("Sentinel authentication must be configured for each sentinel node"), with no URI form for it; the
  // sentinels' own credentials take ioredis's option names, `sentinelUsername` and `sentinelPassword`
  // (Spring Data Redis: spring.data.redis.sentinel.username and .password). A redis: URI refuses all three.
  sentinelMasterId: {
    type: "string",
    description:
      "redis-sentinel: only: the name of the master the sentinels monitor (Lettuce's RedisURI; also the fragment, #name)",
    fates: {
      "node-redis": mapped("name"),
      ioredis: mapped("name"),
      uri: "passed",
    },
  },
  sentinelUsername: {
    type: "string",
    description:
      "redis-sentinel: only, dburi's (ioredis's option name): ACL user for AUTH to the sentinels; the userinfo's is the data nodes'",
    fates: {
      "node-redis": mapped("sentinelClientOptions.username"),
      ioredis: mapped("sentinelUsername"),
      uri: "passed",
    },
  },
  sentinelPassword: {
    type: "string",
    description:
      "redis-sentinel: only, dburi's (ioredis's option name): password for AUTH to the sentinels; the userinfo's is the data nodes'",
    secret: true,
    fates: {
      "node-redis": mapped("sentinelClientOptions.password"),
      ioredis: mapped("sentinelPassword"),
      uri: "passed",
    },
  },
  health_check_interval: {
    type: "integer",
    description: "redis-py only: seconds of idleness before a PING health check; not converted",
    min: 0,
    fates: {
      "node-redis": redisPyOnly("a PING before a command after this long idle"),
      ioredis: redisPyOnly("a PING before a command after this long idle"),
      uri: "passed",
    },
  },
  retry_on_timeout: {
    type: "boolean",
    description: "redis-py only: retry a command once on timeout",
    fates: {
      "node-redis": redisPyOnly("one retry of a command that timed out"),
      ioredis: redisPyOnly("one retry of a command that timed out"),
      uri: "passed",
    },
  },
  max_connections: {
    type: "integer",
    description: "redis-py only: size of the connection pool; not converted",
    min: 1,
    fates: {
      "node-redis": redisPyOnly("the size of its connection pool"),
      ioredis: redisPyOnly("the size of its connection pool"),
      uri: "passed",
    },
  },
  timeout: {
    type: "duration",
    description: "redis-py only: how long BlockingConnectionPool waits for a free connection; not converted",
    unit: "s",
    fates: {
      "node-redis": redisPyOnly("how long its pool waits for a free connection"),
      ioredis: redisPyOnly("how long its pool waits for a free connection"),
      uri: "passed",
    },
  },
};

/**
 * The TLS settings, by every name and alias (the catalogue's `tls` entries but `ssl`, which turns TLS
 * on): they have no effect, and draw a warning, on a connection without TLS.
 * @example
 * REDIS_TLS_KEYS.includes("ssl_ca_certs"); // true
 * REDIS_TLS_KEYS.includes("servername"); // true
 */
export const REDIS_TLS_KEYS: readonly string[] = Object.freeze(
  Object.entries(REDIS_PARAMS)
    .filter(([key, entry]) => entry.tls === true && key !== "ssl")
    .flatMap(([key, entry]) => [key, ...(entry.aliases ?? [])]),
);

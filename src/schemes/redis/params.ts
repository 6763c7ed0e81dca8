// The query parameters of redis: and rediss: URIs. The registration leaves every key but `db` and
// `password` implementation-defined and cites redis-py for them, so the names are redis-py's
// (`redis.connection.parse_url` and the keyword arguments of `Connection`/`SSLConnection`), typed as
// redis-py types them: timeouts are seconds, booleans are booleans (read the one way dburi reads them).
// `ssl_server_hostname` (alias `servername`) is dburi's own: redis-py has no such keyword (it sends the
// host as the TLS server name).

import type { ParamSpecs } from "../target/params.js";

/**
 * Every documented query parameter of redis:, rediss: and the socket forms, by canonical key. `db`,
 * `password` and `username` are listed for documentation; the interpreter reads them itself, because each
 * has a second source in the URI (the path, the userinfo) that must agree with it.
 * @example
 * REDIS_PARAMS.socket_timeout?.unit; // "s": a bare number is seconds, as in redis-py
 */
export const REDIS_PARAMS: ParamSpecs = {
  db: {
    type: "integer",
    description: "database number for SELECT; must agree with the path's db-number when both are given",
    aliases: ["database"],
    min: 0,
  },
  password: {
    type: "string",
    description: "password for AUTH; must agree with the userinfo password when both are given",
  },
  username: {
    type: "string",
    description: "ACL user for AUTH (Redis 6+); must agree with the userinfo user name when both are given",
  },
  client_name: {
    type: "string",
    description:
      "connection name sent with CLIENT SETNAME (HELLO SETNAME on RESP3): printable ASCII without spaces, as Redis requires",
  },
  protocol: {
    type: "integer",
    description: "RESP protocol version: 2 (AUTH, SELECT) or 3 (HELLO)",
    min: 2,
    max: 3,
  },
  socket_connect_timeout: {
    type: "duration",
    description: "time allowed to open the connection, more than 0; a bare number is seconds, as in redis-py",
    unit: "s",
  },
  socket_timeout: {
    type: "duration",
    description: "time allowed for each reply, more than 0; a bare number is seconds, as in redis-py",
    unit: "s",
  },
  socket_keepalive: { type: "boolean", description: "TCP keep-alive on the connection" },
  ssl: {
    type: "boolean",
    description: "true turns TLS on for redis: (rediss: always uses TLS; ssl=false there is an error)",
    aliases: ["tls"],
  },
  ssl_cert_reqs: {
    type: "enum",
    description:
      "server certificate verification: required (default), optional (the same for a client), none",
    values: ["none", "optional", "required"],
  },
  ssl_check_hostname: {
    type: "boolean",
    description: "whether the certificate must name the host (default true; needs verification on)",
  },
  ssl_server_hostname: {
    type: "string",
    description:
      "dburi's own (not redis-py's): name sent as TLS SNI and checked against the certificate, instead of the host",
    aliases: ["servername"],
  },
  ssl_ca_certs: { type: "path", description: "file of PEM CA certificates to trust instead of the system's" },
  ssl_ca_data: { type: "string", description: "PEM CA certificates to trust, inline" },
  ssl_ca_path: {
    type: "path",
    description: "directory of CA certificates (OpenSSL c_rehash layout); Node's TLS cannot read one",
  },
  ssl_certfile: { type: "path", description: "file of the PEM client certificate (mutual TLS)" },
  ssl_keyfile: { type: "path", description: "file of the PEM private key of the client certificate" },
  ssl_password: { type: "string", description: "passphrase of the client private key" },
  ssl_ciphers: { type: "string", description: "OpenSSL cipher list for TLS 1.2 and below" },
  health_check_interval: {
    type: "integer",
    description: "redis-py only: seconds of idleness before a PING health check; not converted",
    min: 0,
  },
  retry_on_timeout: { type: "boolean", description: "redis-py only: retry a command once on timeout" },
  max_connections: {
    type: "integer",
    description: "redis-py only: size of the connection pool; not converted",
    min: 1,
  },
  timeout: {
    type: "duration",
    description: "redis-py only: how long BlockingConnectionPool waits for a free connection; not converted",
    unit: "s",
  },
};

/**
 * The TLS settings, by every name and alias: they have no effect, and draw a warning, on a connection
 * without TLS.
 * @example
 * REDIS_TLS_KEYS.includes("ssl_ca_certs"); // true
 * REDIS_TLS_KEYS.includes("servername"); // true
 */
export const REDIS_TLS_KEYS: readonly string[] = Object.freeze(
  Object.entries(REDIS_PARAMS)
    .filter(([key]) => key.startsWith("ssl_"))
    .flatMap(([key, spec]) => [key, ...(spec.aliases ?? [])]),
);

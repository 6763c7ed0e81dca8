// Every libpq keyword (PostgreSQL 18 §32.1.2 "Parameter Key Words") and what node-postgres does with it,
// as data: copied to a ClientConfig field (with its unit), read by the TLS mapping, or refused because
// node-postgres cannot honour it. Values listed in `harmless` are libpq defaults node-postgres already
// behaves like, so they pass.

/**
 * How one libpq keyword reaches node-postgres.
 * @example
 * const rule: PgKeywordRule | undefined = PG_KEYWORDS.sslcrldir;
 * // { unsupported: "Node's TLS takes revocation list files, not directories", fix: "use sslcrl" }
 */
export type PgKeywordRule =
  | {
      /** The ClientConfig field it sets. */
      readonly field: string;
      /** Multiplier from libpq's unit to node-postgres's (seconds to milliseconds: 1000). */
      readonly scale?: number | undefined;
    }
  | {
      /** Read by the TLS mapping, the host choice or the timeout (`sslmode`, `hostaddr`, `connect_timeout`, ...). */
      readonly handled: true;
    }
  | {
      /** Why node-postgres cannot honour it. */
      readonly unsupported: string;
      /** How to do without it. */
      readonly fix: string;
      /** Values that are libpq's default behaviour, which node-postgres has anyway. */
      readonly harmless?: readonly unknown[] | undefined;
    };

const NO_GSS = {
  unsupported: "node-postgres has no GSSAPI/Kerberos support",
  fix: "use password or certificate authentication",
};

/**
 * libpq's keywords (except those folded into the target: host, port, dbname, user, password) and how
 * node-postgres 8 takes each.
 * @example
 * PG_KEYWORDS.keepalives_idle; // { field: "keepAliveInitialDelayMillis", scale: 1000 }
 */
export const PG_KEYWORDS: Readonly<Record<string, PgKeywordRule>> = {
  hostaddr: { handled: true },
  connect_timeout: { handled: true }, // pgConnectTimeoutMs: libpq reads 1 as 2 seconds
  client_encoding: { field: "client_encoding" },
  options: { field: "options" },
  application_name: { field: "application_name" },
  fallback_application_name: { field: "fallback_application_name" },
  keepalives: { field: "keepAlive" },
  keepalives_idle: { field: "keepAliveInitialDelayMillis", scale: 1000 },
  keepalives_interval: {
    unsupported: "node-postgres sets only the idle time of TCP keepalives",
    fix: "remove keepalives_interval",
  },
  keepalives_count: {
    unsupported: "node-postgres sets only the idle time of TCP keepalives",
    fix: "remove keepalives_count",
  },
  tcp_user_timeout: {
    unsupported: "Node's sockets have no TCP_USER_TIMEOUT",
    fix: "remove tcp_user_timeout",
  },
  replication: { field: "replication" },
  gssencmode: {
    unsupported: "node-postgres has no GSSAPI encryption",
    fix: "use sslmode for encryption",
    harmless: ["disable", "prefer"],
  },
  sslmode: { handled: true },
  sslnegotiation: { handled: true },
  sslcompression: {
    unsupported: "Node's TLS does not compress",
    fix: "remove sslcompression",
    harmless: [false],
  },
  sslcert: { handled: true },
  sslkey: { handled: true },
  sslcertmode: {
    unsupported: "node-postgres cannot insist that the server asks for the client certificate",
    fix: "write sslcertmode=allow",
    harmless: ["disable", "allow"],
  },
  sslpassword: { handled: true },
  sslrootcert: { handled: true },
  sslcrl: { handled: true },
  sslcrldir: { unsupported: "Node's TLS takes revocation list files, not directories", fix: "use sslcrl" },
  sslsni: {
    unsupported: "node-postgres always sends the host name as SNI",
    fix: "remove sslsni",
    harmless: [true],
  },
  sslkeylogfile: { unsupported: "node-postgres writes no TLS key log", fix: "remove sslkeylogfile" },
  requirepeer: {
    unsupported: "node-postgres does not check the peer of a unix socket",
    fix: "remove requirepeer",
  },
  require_auth: {
    unsupported: "node-postgres cannot restrict the authentication methods a server may ask for",
    fix: "remove require_auth, and restrict methods in pg_hba.conf",
  },
  ssl_min_protocol_version: { handled: true },
  ssl_max_protocol_version: { handled: true },
  min_protocol_version: {
    unsupported: "node-postgres speaks protocol 3.0 only",
    fix: "write min_protocol_version=3.0",
    harmless: ["3.0"],
  },
  max_protocol_version: {
    unsupported: "node-postgres speaks protocol 3.0 only",
    fix: "remove max_protocol_version",
    harmless: ["3.0", "3.2", "latest"],
  },
  krbsrvname: NO_GSS,
  gsslib: NO_GSS,
  gssdelegation: { ...NO_GSS, harmless: [false] },
  channel_binding: { handled: true },
  target_session_attrs: {
    unsupported: "node-postgres does not check whether the server is a primary or a standby",
    fix: "remove target_session_attrs, or check pg_is_in_recovery() after connecting",
    harmless: ["any"],
  },
  load_balance_hosts: {
    unsupported: "node-postgres connects to one host",
    fix: "remove load_balance_hosts",
    harmless: ["disable"],
  },
  service: {
    unsupported: "node-postgres does not read pg_service.conf",
    fix: "write the service's settings into the URI",
  },
  passfile: {
    unsupported:
      "node-postgres reads the password file named by PGPASSFILE (default ~/.pgpass), not this keyword",
    fix: "set PGPASSFILE instead",
  },
  oauth_issuer: {
    unsupported: "node-postgres has no OAuth support",
    fix: "use another authentication method",
  },
  oauth_client_id: {
    unsupported: "node-postgres has no OAuth support",
    fix: "use another authentication method",
  },
  oauth_client_secret: {
    unsupported: "node-postgres has no OAuth support",
    fix: "use another authentication method",
  },
  oauth_scope: {
    unsupported: "node-postgres has no OAuth support",
    fix: "use another authentication method",
  },
};

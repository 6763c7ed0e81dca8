// libpq's connection keywords (PostgreSQL 18, "Parameter Key Words", §32.1.2), as data. The keywords the
// URI itself can carry (host, port, dbname, user, password) are folded into the target's standard fields
// by postgres.ts and are not listed here; neither are `ssl` and `requiressl`, which fold into sslmode.

import { ENGINES } from "../engines/engines.js";
import type { ParamSpecs } from "../target/params.js";

/**
 * The query keywords a PostgreSQL target folds into its own fields (host, port, database, user, password)
 * or into sslmode (`ssl`, `requiressl`): `options` never holds them, and a DSN writes them from the fields.
 * @example
 * LIBPQ_FOLDED.includes("dbname"); // true: ?dbname= is target.database
 */
export const LIBPQ_FOLDED: readonly string[] = [
  "host",
  "port",
  "dbname",
  "user",
  "password",
  "ssl",
  "requiressl",
];

/**
 * The port libpq connects to when none is given (PostgreSQL's DEF_PGPORT), which every driver and tool
 * that follows libpq assumes too (node-postgres, pgJDBC, psqlODBC, DBD::Pg, psycopg): the pg row's default
 * port in the engine table, where its provenance is written.
 * @example
 * LIBPQ_DEFAULT_PORT; // 5432
 */
export const LIBPQ_DEFAULT_PORT: number = ENGINES.pg!.defaultPort!.port;

/**
 * libpq's sslmode values (§32.19.1, "SSL Mode Descriptions"), weakest first.
 * @example
 * SSL_MODES.indexOf("require") < SSL_MODES.indexOf("verify-ca"); // true
 */
export const SSL_MODES = ["disable", "allow", "prefer", "require", "verify-ca", "verify-full"] as const;

/**
 * One of libpq's six sslmode values.
 * @example
 * const mode: SslMode = "verify-full";
 * (interpret("postgresql://h/db?sslmode=require") as PostgresTarget).ssl.mode; // "require"
 */
export type SslMode = (typeof SSL_MODES)[number];

/**
 * libpq's switches read by their first character (`conn->sslsni[0] == '1'`): dburi takes exactly 0 or 1,
 * since libpq reads `sslsni=true` as off.
 */
const SWITCH = ["0", "1"] as const;

const TLS_VERSIONS = ["TLSv1", "TLSv1.1", "TLSv1.2", "TLSv1.3"];

/**
 * Keywords postgres.ts types as booleans: the 0/1 switches, and `keepalives`, which libpq parses as an
 * integer (fe-connect.c useKeepalives: any integer, nonzero is on; `keepalives=true` is an error).
 */
export const LIBPQ_SWITCHES: readonly string[] = ["keepalives", "sslcompression", "sslsni", "gssdelegation"];

/**
 * libpq's keywords other than those the URI carries itself, typed.
 * @example
 * LIBPQ_PARAMS.sslmode?.values; // ["disable", "allow", "prefer", "require", "verify-ca", "verify-full"]
 */
export const LIBPQ_PARAMS: ParamSpecs = {
  hostaddr: {
    type: "string",
    description: "numeric IP address(es) to connect to, one per host, skipping DNS",
  },
  connect_timeout: {
    type: "integer",
    description: "seconds to wait for a connection; 0 or less waits forever",
  },
  client_encoding: { type: "string", description: "client_encoding for the session (auto: from the locale)" },
  options: { type: "string", description: "command-line options sent to the server, e.g. -c geqo=off" },
  application_name: { type: "string", description: "application_name for the session" },
  fallback_application_name: { type: "string", description: "application_name when none is set otherwise" },
  keepalives: {
    type: "integer",
    description: "nonzero (default 1) to use TCP keepalives, 0 not to",
  },
  keepalives_idle: { type: "integer", min: 0, description: "seconds of inactivity before a TCP keepalive" },
  keepalives_interval: {
    type: "integer",
    min: 0,
    description: "seconds before an unanswered keepalive is resent",
  },
  keepalives_count: { type: "integer", min: 0, description: "keepalives lost before the connection is dead" },
  tcp_user_timeout: {
    type: "integer",
    min: 0,
    description: "milliseconds transmitted data may stay unacknowledged",
  },
  replication: {
    type: "enum",
    values: ["true", "on", "yes", "1", "database", "false", "off", "no", "0"],
    description: "physical (true) or logical (database) replication protocol",
  },
  gssencmode: { type: "enum", values: ["disable", "prefer", "require"], description: "GSSAPI encryption" },
  sslmode: {
    type: "enum",
    values: SSL_MODES,
    description: "whether and how TLS is negotiated (default prefer)",
  },
  sslnegotiation: {
    type: "enum",
    values: ["postgres", "direct"],
    description:
      "direct: start TLS without the PostgreSQL SSLRequest round trip (needs sslmode=require or stronger)",
  },
  sslcompression: { type: "enum", values: SWITCH, description: "1 to ask for TLS compression" },
  sslcert: { type: "path", description: "client certificate file" },
  sslkey: { type: "path", description: "client private key file, or an OpenSSL engine reference" },
  sslcertmode: {
    type: "enum",
    values: ["disable", "allow", "require"],
    description: "whether to send a client certificate",
  },
  sslpassword: { type: "string", description: "passphrase of the client key" },
  sslrootcert: { type: "path", description: "CA certificates file, or 'system' for the system's CAs" },
  sslcrl: { type: "path", description: "certificate revocation list file" },
  sslcrldir: { type: "path", description: "certificate revocation list directory" },
  sslsni: { type: "enum", values: SWITCH, description: "1 (default) to send the host name as TLS SNI" },
  sslkeylogfile: { type: "path", description: "file to append TLS key material to, for debugging" },
  requirepeer: { type: "string", description: "operating-system user name the server process must run as" },
  require_auth: {
    type: "string",
    description: "authentication methods the server may ask for (comma list, or !-negated)",
  },
  ssl_min_protocol_version: {
    type: "enum",
    values: TLS_VERSIONS,
    description: "lowest TLS version (default TLSv1.2)",
  },
  ssl_max_protocol_version: { type: "enum", values: TLS_VERSIONS, description: "highest TLS version" },
  min_protocol_version: {
    type: "enum",
    values: ["3.0", "3.2"],
    description: "lowest PostgreSQL protocol version",
  },
  max_protocol_version: {
    type: "enum",
    values: ["3.0", "3.2", "latest"],
    description: "highest PostgreSQL protocol version",
  },
  krbsrvname: { type: "string", description: "Kerberos service name" },
  gsslib: { type: "enum", values: ["gssapi", "sspi"], description: "GSS library on Windows" },
  gssdelegation: { type: "enum", values: SWITCH, description: "1 to forward GSS credentials to the server" },
  channel_binding: {
    type: "enum",
    values: ["disable", "prefer", "require"],
    description: "SCRAM channel binding",
  },
  target_session_attrs: {
    type: "enum",
    values: ["any", "read-write", "read-only", "primary", "standby", "prefer-standby"],
    description: "which of several hosts is acceptable",
  },
  load_balance_hosts: {
    type: "enum",
    values: ["disable", "random"],
    description: "try the hosts in order or at random",
  },
  service: { type: "string", description: "service name in pg_service.conf" },
  passfile: { type: "path", description: "password file (default ~/.pgpass)" },
  oauth_issuer: { type: "string", description: "OAuth issuer URL" },
  oauth_client_id: { type: "string", description: "OAuth client identifier" },
  oauth_client_secret: { type: "string", description: "OAuth client secret" },
  oauth_scope: { type: "string", description: "OAuth scopes to request" },
};

/** The methods `require_auth` may name (§32.1.2). */
export const AUTH_METHODS: readonly string[] = [
  "password",
  "md5",
  "gss",
  "sspi",
  "scram-sha-256",
  "oauth",
  "none",
];

/**
 * libpq's keywords as typed options; the 0/1 switches are booleans, timeouts numbers in libpq's units.
 * @example
 * const options = interpret("postgresql://h/db?connect_timeout=10").options as PostgresOptions;
 * options.connect_timeout; // 10 (seconds, libpq's unit)
 */
export type PostgresOptions = {
  readonly hostaddr?: string;
  /** Seconds. */
  readonly connect_timeout?: number;
  readonly client_encoding?: string;
  readonly options?: string;
  readonly application_name?: string;
  readonly fallback_application_name?: string;
  /** Whether TCP keepalives are on: libpq's integer, nonzero meaning on. */
  readonly keepalives?: boolean;
  readonly keepalives_idle?: number;
  readonly keepalives_interval?: number;
  readonly keepalives_count?: number;
  /** Milliseconds. */
  readonly tcp_user_timeout?: number;
  readonly replication?: string;
  readonly gssencmode?: "disable" | "prefer" | "require";
  /** As written, or folded from `ssl=true` / `requiressl`, or verify-full for `sslrootcert=system`. */
  readonly sslmode?: SslMode;
  readonly sslnegotiation?: "postgres" | "direct";
  readonly sslcompression?: boolean;
  readonly sslcert?: string;
  readonly sslkey?: string;
  readonly sslcertmode?: "disable" | "allow" | "require";
  readonly sslpassword?: string;
  readonly sslrootcert?: string;
  readonly sslcrl?: string;
  readonly sslcrldir?: string;
  readonly sslsni?: boolean;
  readonly sslkeylogfile?: string;
  readonly requirepeer?: string;
  readonly require_auth?: string;
  readonly ssl_min_protocol_version?: string;
  readonly ssl_max_protocol_version?: string;
  readonly min_protocol_version?: string;
  readonly max_protocol_version?: string;
  readonly krbsrvname?: string;
  readonly gsslib?: "gssapi" | "sspi";
  readonly gssdelegation?: boolean;
  readonly channel_binding?: "disable" | "prefer" | "require";
  readonly target_session_attrs?: string;
  readonly load_balance_hosts?: "disable" | "random";
  readonly service?: string;
  readonly passfile?: string;
  readonly oauth_issuer?: string;
  readonly oauth_client_id?: string;
  readonly oauth_client_secret?: string;
  readonly oauth_scope?: string;
};

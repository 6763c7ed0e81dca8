// libpq's connection keywords (PostgreSQL 18, "Parameter Key Words", §32.1.2), as data: the PostgreSQL
// family's catalogue. The keywords the URI itself can carry (host, port, dbname, user, password) fold into
// the target's standard fields, and `ssl` and `requiressl` into sslmode (postgres.ts reads them); the
// others are typed into `options`. Each keyword's fate in every output is written beside it.

import { ENGINES } from "../engines/engines.js";
import type { CarriedFate, Catalogue, DroppedFate, Fate, Output } from "../target/catalogue.js";

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
 * The outputs a PostgreSQL URI converts to: node-postgres's config (`pg`), the DSN formats whose drivers
 * speak PostgreSQL (`libpq`, `jdbc` through pgJDBC, `odbc` through psqlODBC, `dbi` through DBD::Pg,
 * `sqlalchemy`), and the `postgresql://` URI.
 * @example
 * POSTGRES_OUTPUTS.includes("pg"); // true
 */
export const POSTGRES_OUTPUTS = [
  "pg",
  "libpq",
  "jdbc",
  "odbc",
  "dbi",
  "sqlalchemy",
  "uri",
] as const satisfies readonly Output[];

/**
 * One of the outputs of POSTGRES_OUTPUTS.
 * @example
 * const output: PostgresOutput = "pg";
 */
export type PostgresOutput = (typeof POSTGRES_OUTPUTS)[number];

/** Read by the conversion's own code into `to`: the TLS settings, the host chosen, a rounded timeout. */
function mapped(to: string): CarriedFate {
  return { to, by: "conversion" };
}

/** A keyword node-postgres has no place for, and which it would not honour: refused. */
function refused(drop: string, fix: string, harmless?: readonly unknown[]): DroppedFate {
  return { drop, fix, refused: true, harmless };
}

const NO_GSS = refused(
  "node-postgres has no GSSAPI/Kerberos support",
  "use password or certificate authentication",
);
/** A secret keyword in a DBI DSN: DBI->connect takes secrets apart, and the DSN holds none. */
const SECRET_APART: DroppedFate = {
  drop: "a DBI data source holds no secret: DBI->connect takes the password and secrets apart",
  fix: "pass it in DBI->connect's attributes",
  refused: false,
};
const NO_OAUTH = refused("node-postgres has no OAuth support", "use another authentication method");

/**
 * A keyword's fates: `pg`'s, pgJDBC's and psqlODBC's (the same name unless given), and written as
 * the URI has it everywhere else: libpq reads it, psqlODBC hands it to libpq through `pqopt`, DBD::Pg and
 * SQLAlchemy's PostgreSQL dialects pass it to libpq, and the `postgresql://` URI is libpq's own.
 */
function libpqEverywhere(
  pg: Fate,
  jdbc: Fate = "passed",
  odbc: Fate = "passed",
): Readonly<Record<PostgresOutput, Fate>> {
  return { pg, libpq: "passed", jdbc, odbc, dbi: "passed", sqlalchemy: "passed", uri: "passed" };
}

/** A keyword folded into the target's own field `to`, which every output writes from that field. */
function folded(to: string): Readonly<Record<PostgresOutput, Fate>> {
  const fate = mapped(to);
  return { pg: fate, libpq: fate, jdbc: fate, odbc: fate, dbi: fate, sqlalchemy: fate, uri: fate };
}

/**
 * A Prisma URL parameter (Prisma ORM, "PostgreSQL" connector, "Arguments"): not a libpq keyword, so libpq
 * refuses it (`psql`: invalid connection option), and every output that hands keywords to libpq (the
 * libpq DSN, psqlODBC's pqopt, DBD::Pg, SQLAlchemy's libpq-based DBAPIs) never writes it; pgJDBC ignores
 * properties it does not know, so `jdbc` refuses what it has no property for; the `postgresql://` URI is
 * Prisma's own and keeps it.
 */
function prisma(pg: Fate, jdbc?: Fate): Readonly<Record<PostgresOutput, Fate>> {
  const libpq = refused(
    "libpq refuses it (invalid connection option): it is a Prisma URL parameter",
    "remove it; Prisma reads it from its own URL",
  );
  return {
    pg,
    libpq,
    jdbc: jdbc ?? refused("pgJDBC has no such property: it is a Prisma URL parameter", "remove it"),
    odbc: libpq,
    dbi: libpq,
    sqlalchemy: libpq,
    uri: "passed",
  };
}

/** A Prisma parameter node-postgres has no setting for: left out of its config, and reported. */
function reported(drop: string, fix: string, harmless?: readonly unknown[]): DroppedFate {
  return { drop, fix, refused: false, harmless };
}

/**
 * Prisma's PostgreSQL URL parameters (Prisma ORM docs, "PostgreSQL" connector, "Arguments"), beside
 * libpq's: `sslmode`, `sslcert`, `sslpassword` and `connect_timeout` are libpq's own keywords and appear
 * only there. node-postgres's settings per node-postgres 8 (`pg.Pool`'s `max`, `pg.Client`'s
 * `query_timeout` and `options`).
 * @example
 * PRISMA_PARAMS.connection_limit?.fates.pg; // { to: "max" }
 */
export const PRISMA_PARAMS: Catalogue<PostgresOutput> = {
  schema: {
    type: "string",
    description: "Prisma: the schema; node-postgres gets it as options -c search_path=SCHEMA",
    fates: prisma(mapped("options"), { to: "currentSchema" }),
  },
  connection_limit: {
    type: "integer",
    min: 1,
    description: "Prisma: the pool's size; pg.Pool's max",
    fates: prisma({ to: "max" }),
  },
  pool_timeout: {
    type: "integer",
    min: 0,
    description: "Prisma: seconds to wait for a free connection of the pool (0: no limit)",
    fates: prisma(
      reported(
        "node-postgres's pool has no wait limit of its own: connectionTimeoutMillis is the connect timeout (connect_timeout)",
        "set connectionTimeoutMillis on the pg.Pool yourself if it should bound the wait",
      ),
    ),
  },
  socket_timeout: {
    type: "integer",
    min: 0,
    description: "Prisma: seconds a query may take; node-postgres's query_timeout (client side)",
    fates: prisma({ to: "query_timeout", scale: 1000 }, { to: "socketTimeout" }),
  },
  pgbouncer: {
    type: "boolean",
    description:
      "Prisma: true behind PgBouncer in transaction mode (no named prepared statements); node-postgres names none unless asked",
    fates: prisma(reported("node-postgres has no such setting", "remove pgbouncer", [true, false])),
  },
  statement_cache_size: {
    type: "integer",
    min: 0,
    description: "Prisma: prepared statements cached per connection (0: none)",
    fates: prisma(
      reported(
        "node-postgres caches no prepared statements (a query prepares only when named)",
        "remove statement_cache_size",
        [0],
      ),
    ),
  },
  sslidentity: {
    type: "path",
    description: "Prisma: the client certificate and key as a PKCS#12 file",
    tls: true,
    fates: prisma(
      refused(
        "dburi carries client certificates as PEM files (sslcert, sslkey), not PKCS#12",
        "convert it to PEM (openssl pkcs12 -in id.p12 -out cert.pem) and use sslcert and sslkey",
      ),
    ),
  },
  sslaccept: {
    type: "enum",
    values: ["strict", "accept_invalid_certs"],
    description: "Prisma: strict verifies the server's certificate, accept_invalid_certs (default) does not",
    tls: true,
    fates: prisma(
      refused(
        "node-postgres's verification follows sslmode, which this sslaccept does not set",
        "write sslmode=verify-full (strict) instead",
        ["accept_invalid_certs"],
      ),
    ),
  },
};

/**
 * libpq's connection keywords (PostgreSQL 18 §32.1.2): the family's catalogue, each keyword typed, with its
 * fate in every output (node-postgres's config: the field it sets, or why node-postgres cannot honour it;
 * pgJDBC's property where its name differs). Those the target folds into its own fields (host, port,
 * dbname, user, password; ssl and requiressl into sslmode) are listed for their fates; check reads them
 * itself (LIBPQ_FOLDED), and `options` never holds them.
 * @example
 * LIBPQ_PARAMS.sslmode?.values; // ["disable", "allow", "prefer", "require", "verify-ca", "verify-full", "no-verify"]
 * LIBPQ_PARAMS.keepalives_idle?.fates.pg; // { to: "keepAliveInitialDelayMillis", scale: 1000 }
 */
export const LIBPQ_PARAMS: Catalogue<PostgresOutput> = {
  host: {
    type: "string",
    description: "host names, addresses or socket directories, comma-separated (replaces the authority's)",
    fates: folded("host"),
  },
  port: {
    type: "string",
    description: "ports, one for all hosts or one per host, comma-separated (replaces the authority's)",
    fates: folded("port"),
  },
  dbname: { type: "string", description: "the database (replaces the path's)", fates: folded("database") },
  user: {
    type: "string",
    description: "the user name (replaces the userinfo's)",
    fates: {
      ...folded("user"),
      dbi: { ...SECRET_APART, drop: "DBI->connect takes the user name apart from the data source" },
    },
  },
  password: {
    type: "string",
    description: "the password (replaces the userinfo's; better kept out of URLs)",
    secret: true,
    fates: { ...folded("password"), dbi: SECRET_APART },
  },
  ssl: {
    type: "string",
    description:
      "libpq's JDBC compatibility (fe-connect.c conninfo_uri_parse_params): ssl=true means sslmode=require; pg-connection-string reads ssl=true as TLS with full verification, and dburi follows libpq (with a warning); node-postgres's ssl=no-verify is read as require, with a warning",
    tls: true,
    fates: folded("sslmode"),
  },
  requiressl: {
    type: "string",
    description: "deprecated: 1 means sslmode=require, anything else prefer",
    tls: true,
    fates: folded("sslmode"),
  },
  hostaddr: {
    type: "string",
    description: "numeric IP address(es) to connect to, one per host, skipping DNS",
    fates: libpqEverywhere(mapped("host")),
  },
  connect_timeout: {
    type: "integer",
    description: "seconds to wait for a connection; 0 or less waits forever",
    fates: libpqEverywhere(mapped("connectionTimeoutMillis"), { to: "connectTimeout" }),
  },
  client_encoding: {
    type: "string",
    description: "client_encoding for the session (auto: from the locale)",
    fates: libpqEverywhere({ to: "client_encoding" }),
  },
  options: {
    type: "string",
    description: "command-line options sent to the server, e.g. -c geqo=off",
    fates: libpqEverywhere({ to: "options" }),
  },
  application_name: {
    type: "string",
    description: "application_name for the session",
    fates: libpqEverywhere({ to: "application_name" }, { to: "ApplicationName" }),
  },
  fallback_application_name: {
    type: "string",
    description: "application_name when none is set otherwise",
    fates: libpqEverywhere({ to: "fallback_application_name" }),
  },
  keepalives: {
    // libpq parses it as an integer (fe-connect.c useKeepalives: any integer, nonzero is on;
    // `keepalives=true` is an error); the option is a boolean.
    type: "integer",
    onOff: true,
    description: "nonzero (default 1) to use TCP keepalives, 0 not to",
    fates: libpqEverywhere({ to: "keepAlive" }, { to: "tcpKeepAlive", by: "conversion" }),
  },
  keepalives_idle: {
    type: "integer",
    min: 0,
    description: "seconds of inactivity before a TCP keepalive",
    fates: libpqEverywhere({ to: "keepAliveInitialDelayMillis", scale: 1000 }),
  },
  keepalives_interval: {
    type: "integer",
    min: 0,
    description: "seconds before an unanswered keepalive is resent",
    fates: libpqEverywhere(
      refused("node-postgres sets only the idle time of TCP keepalives", "remove keepalives_interval"),
    ),
  },
  keepalives_count: {
    type: "integer",
    min: 0,
    description: "keepalives lost before the connection is dead",
    fates: libpqEverywhere(
      refused("node-postgres sets only the idle time of TCP keepalives", "remove keepalives_count"),
    ),
  },
  tcp_user_timeout: {
    type: "integer",
    min: 0,
    description: "milliseconds transmitted data may stay unacknowledged",
    fates: libpqEverywhere(refused("Node's sockets have no TCP_USER_TIMEOUT", "remove tcp_user_timeout")),
  },
  replication: {
    type: "enum",
    values: ["true", "on", "yes", "1", "database", "false", "off", "no", "0"],
    description: "physical (true) or logical (database) replication protocol",
    fates: libpqEverywhere({ to: "replication" }),
  },
  gssencmode: {
    type: "enum",
    values: ["disable", "prefer", "require"],
    description: "GSSAPI encryption",
    fates: libpqEverywhere(
      refused("node-postgres has no GSSAPI encryption", "use sslmode for encryption", ["disable", "prefer"]),
      { to: "gssEncMode" },
    ),
  },
  sslmode: {
    type: "enum",
    values: [...SSL_MODES, "no-verify"],
    description:
      "whether and how TLS is negotiated (default prefer); node-postgres's no-verify (pg-connection-string) is read as require, with a warning, and written as require",
    tls: true,
    // psqlODBC reads SSLmode itself (and hands the other keywords to libpq in pqopt).
    fates: libpqEverywhere(mapped("ssl"), "passed", { to: "SSLmode" }),
  },
  sslnegotiation: {
    type: "enum",
    values: ["postgres", "direct"],
    description:
      "PostgreSQL 17: direct starts TLS without the SSLRequest round trip (needs sslmode=require or stronger); node-postgres 8 reads it too (pg-connection-string, lib/connection.js)",
    tls: true,
    fates: libpqEverywhere(mapped("sslnegotiation"), { to: "sslNegotiation" }),
  },
  sslcompression: {
    type: "enum",
    values: SWITCH,
    onOff: true,
    description: "1 to ask for TLS compression",
    tls: true,
    fates: libpqEverywhere(refused("Node's TLS does not compress", "remove sslcompression", [false])),
  },
  sslcert: {
    type: "path",
    description:
      "client certificate file; without sslmode it means libpq's default prefer, TLS first (§32.19.1), as pg-connection-string turns TLS on for it",
    tls: true,
    fates: libpqEverywhere(mapped("ssl.cert")),
  },
  sslkey: {
    type: "path",
    description:
      "client private key file, or an OpenSSL engine reference; like sslcert, it means TLS (libpq's default prefer) without sslmode",
    tls: true,
    fates: libpqEverywhere(mapped("ssl.key")),
  },
  sslcertmode: {
    type: "enum",
    values: ["disable", "allow", "require"],
    description:
      "PostgreSQL 16: whether to send a client certificate; node-postgres sends one whenever it has one",
    tls: true,
    fates: libpqEverywhere(
      refused(
        "node-postgres cannot insist that the server asks for the client certificate",
        "write sslcertmode=allow",
        ["disable", "allow"],
      ),
    ),
  },
  sslpassword: {
    type: "string",
    description: "passphrase of the client key",
    secret: true,
    tls: true,
    fates: { ...libpqEverywhere(mapped("ssl.passphrase")), dbi: SECRET_APART },
  },
  sslrootcert: {
    type: "path",
    description: "CA certificates file, or 'system' for the system's CAs",
    tls: true,
    fates: libpqEverywhere(mapped("ssl.ca")),
  },
  sslcrl: {
    type: "path",
    description: "certificate revocation list file",
    tls: true,
    fates: libpqEverywhere(mapped("ssl.crl")),
  },
  sslcrldir: {
    type: "path",
    description: "certificate revocation list directory",
    tls: true,
    fates: libpqEverywhere(refused("Node's TLS takes revocation list files, not directories", "use sslcrl")),
  },
  sslsni: {
    type: "enum",
    values: SWITCH,
    onOff: true,
    description: "1 (default) to send the host name as TLS SNI",
    tls: true,
    fates: libpqEverywhere(
      refused("node-postgres always sends the host name as SNI", "remove sslsni", [true]),
    ),
  },
  sslkeylogfile: {
    type: "path",
    description: "file to append TLS key material to, for debugging",
    tls: true,
    fates: libpqEverywhere(refused("node-postgres writes no TLS key log", "remove sslkeylogfile")),
  },
  requirepeer: {
    type: "string",
    description: "operating-system user name the server process must run as",
    fates: libpqEverywhere(
      refused("node-postgres does not check the peer of a unix socket", "remove requirepeer"),
    ),
  },
  require_auth: {
    type: "string",
    description:
      "PostgreSQL 16: authentication methods the server may ask for (comma list, or !-negated); node-postgres answers whatever the server asks",
    fates: libpqEverywhere(
      refused(
        "node-postgres cannot restrict the authentication methods a server may ask for",
        "remove require_auth, and restrict methods in pg_hba.conf",
      ),
    ),
  },
  ssl_min_protocol_version: {
    type: "enum",
    values: TLS_VERSIONS,
    description: "lowest TLS version (default TLSv1.2)",
    tls: true,
    fates: libpqEverywhere(mapped("ssl.minVersion")),
  },
  ssl_max_protocol_version: {
    type: "enum",
    values: TLS_VERSIONS,
    description: "highest TLS version",
    tls: true,
    fates: libpqEverywhere(mapped("ssl.maxVersion")),
  },
  min_protocol_version: {
    type: "enum",
    values: ["3.0", "3.2"],
    description: "PostgreSQL 18: lowest protocol version; node-postgres 8 speaks 3.0 (pg-protocol)",
    fates: libpqEverywhere(
      refused("node-postgres speaks protocol 3.0 only", "write min_protocol_version=3.0", ["3.0"]),
    ),
  },
  max_protocol_version: {
    type: "enum",
    values: ["3.0", "3.2", "latest"],
    description: "PostgreSQL 18: highest protocol version; node-postgres 8 speaks 3.0 (pg-protocol)",
    fates: libpqEverywhere(
      refused("node-postgres speaks protocol 3.0 only", "remove max_protocol_version", [
        "3.0",
        "3.2",
        "latest",
      ]),
    ),
  },
  krbsrvname: {
    type: "string",
    description: "Kerberos service name",
    fates: libpqEverywhere(NO_GSS),
  },
  gsslib: {
    type: "enum",
    values: ["gssapi", "sspi"],
    description: "GSS library on Windows",
    fates: libpqEverywhere(NO_GSS),
  },
  gssdelegation: {
    type: "enum",
    values: SWITCH,
    onOff: true,
    description: "1 to forward GSS credentials to the server",
    fates: libpqEverywhere({ ...NO_GSS, harmless: [false] }),
  },
  channel_binding: {
    type: "enum",
    values: ["disable", "prefer", "require"],
    description:
      "SCRAM channel binding (PostgreSQL 13); node-postgres 8's enableChannelBinding uses SCRAM-SHA-256-PLUS when the server offers it (lib/client.js), but cannot refuse a server that does not (require)",
    tls: true,
    fates: libpqEverywhere(mapped("enableChannelBinding"), { to: "channelBinding" }),
  },
  target_session_attrs: {
    type: "enum",
    values: ["any", "read-write", "read-only", "primary", "standby", "prefer-standby"],
    description: "which of several hosts is acceptable",
    fates: libpqEverywhere(
      refused(
        "node-postgres does not check whether the server is a primary or a standby",
        "remove target_session_attrs, or check pg_is_in_recovery() after connecting",
        ["any"],
      ),
      {
        to: "targetServerType",
        values: { any: "any", primary: "primary", standby: "secondary", "prefer-standby": "preferSecondary" },
      },
    ),
  },
  load_balance_hosts: {
    type: "enum",
    values: ["disable", "random"],
    description: "PostgreSQL 16: try the hosts in order or at random; node-postgres takes one host",
    fates: libpqEverywhere(
      refused("node-postgres connects to one host", "remove load_balance_hosts", ["disable"]),
      { to: "loadBalanceHosts", values: { random: "true", disable: "false" } },
    ),
  },
  service: {
    type: "string",
    description: "service name in pg_service.conf",
    fates: libpqEverywhere(
      refused("node-postgres does not read pg_service.conf", "write the service's settings into the URI"),
    ),
  },
  passfile: {
    type: "path",
    description: "password file (default ~/.pgpass)",
    fates: libpqEverywhere(
      refused(
        "node-postgres reads the password file named by PGPASSFILE (default ~/.pgpass), not this keyword",
        "set PGPASSFILE instead",
      ),
    ),
  },
  oauth_issuer: {
    type: "string",
    description: "OAuth issuer URL",
    fates: libpqEverywhere(NO_OAUTH),
  },
  oauth_client_id: {
    type: "string",
    description: "OAuth client identifier",
    fates: libpqEverywhere(NO_OAUTH),
  },
  oauth_client_secret: {
    type: "string",
    description: "OAuth client secret",
    secret: true,
    fates: { ...libpqEverywhere(NO_OAUTH), dbi: SECRET_APART },
  },
  oauth_scope: {
    type: "string",
    description: "OAuth scopes to request",
    fates: libpqEverywhere(NO_OAUTH),
  },
  ...PRISMA_PARAMS,
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
  /** Prisma's URL parameters (PRISMA_PARAMS). */
  readonly schema?: string;
  readonly connection_limit?: number;
  /** Seconds. */
  readonly pool_timeout?: number;
  /** Seconds. */
  readonly socket_timeout?: number;
  readonly pgbouncer?: boolean;
  readonly statement_cache_size?: number;
  readonly sslidentity?: string;
  readonly sslaccept?: "strict" | "accept_invalid_certs";
};

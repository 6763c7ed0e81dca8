// toPgConfig(): a PostgreSQL target as node-postgres's ClientConfig. One host (node-postgres takes one),
// socket directories as `host`, values decoded exactly once (the target already holds them decoded),
// sslmode with libpq's meaning (PostgreSQL 18 §32.19.1), certificate files as paths read at connect time.

import type { Target, TargetHost } from "../../registry/index.js";
import {
  isSocketPath,
  LIBPQ_DEFAULT_PORT,
  LIBPQ_PARAMS,
  type PostgresTarget,
  SSL_MODES,
  type SslMode,
} from "../../schemes/index.js";
import { explicitSsl } from "../../schemes/postgres/ssl.js";
import { DburiError } from "../../uri/index.js";
import {
  type AdapterOptions,
  expectEngine,
  notCarried,
  OUTPUT_NAMES,
  paramIndex,
  refuse,
  unknownNotCarried,
} from "../driver-params.js";
import { carryFates, type OutputFates, outputFates } from "../fates.js";
import { redactedConfig } from "../redacted-config.js";
import {
  skipHostnameCheck,
  type TlsFileReader,
  type TlsSettings,
  type TlsVersion,
  tlsFile,
  withTlsFiles,
} from "../tls.js";

/**
 * node-postgres's ClientConfig, as far as a URI can set it.
 * @example
 * const config: PgConfig = toPgConfig(interpret("postgresql://app@db.example.com/shop?connect_timeout=5"));
 * config.connectionTimeoutMillis; // 5000
 */
export interface PgConfig {
  /** Host name, address, or socket directory (node-postgres reads a leading "/" as a socket directory). */
  host?: string;
  port?: number;
  user?: string;
  password?: string;
  database?: string;
  /** `false`: no TLS; an object: TLS with these settings, certificate files read into it. */
  ssl?: false | TlsSettings;
  /** How TLS starts: `postgres` (SSLRequest, the default) or `direct` (PostgreSQL 17). */
  sslnegotiation?: "postgres" | "direct";
  connectionTimeoutMillis?: number;
  client_encoding?: string;
  options?: string;
  application_name?: string;
  fallback_application_name?: string;
  keepAlive?: boolean;
  keepAliveInitialDelayMillis?: number;
  replication?: string;
  enableChannelBinding?: boolean;
  /** pg.Pool's size (Prisma's connection_limit); pg.Client ignores it. */
  max?: number;
  /** Milliseconds a query may take, timed by the client (Prisma's socket_timeout). */
  query_timeout?: number;
}

/**
 * Options of `toPgConfig`.
 * @example
 * toPgConfig(interpret("postgresql://h1,h2:5433/shop"), { hostIndex: 1 });
 * // { host: "h2", port: 5433, database: "shop" }
 * toPgConfig(interpret("db:pg://app@/shop"), { socketDirectory: "/var/run/postgresql" }).host;
 * // "/var/run/postgresql"
 */
export interface ToPgConfigOptions extends AdapterOptions {
  /** Which host of a host list to use (0 is the first); without it, a host list is an error. */
  readonly hostIndex?: number | undefined;
  /**
   * The socket directory for a URI that names libpq's default socket (an empty host: `db:pg://user@/db`).
   * Without it `host` is left out, and node-postgres takes PGHOST, else localhost over TCP.
   */
  readonly socketDirectory?: string | undefined;
  /**
   * The sslmode when the URI names none, as libpq takes PGSSLMODE from the environment: pass
   * `process.env.PGSSLMODE` for libpq's behaviour (`connect()` does). Left out, a URI without sslmode gets
   * no `ssl` field, and node-postgres reads PGSSLMODE itself, with its own meaning: any of `prefer`,
   * `require`, `verify-ca` or `verify-full` is TLS with full verification and no plain fallback.
   */
  readonly defaultSslmode?: string | undefined;
  /**
   * Reads the certificate files the URI names into `ssl` (`ca`, `cert`, `key`, `crl`), e.g.
   * `(path) => readFileSync(path)`; a relative path is the reader's to resolve (libpq reads it from the
   * working directory). Needed only when the URI names one; `connect()` passes its own.
   */
  readonly readFile?: TlsFileReader | undefined;
  /**
   * The caller tries the hosts itself as libpq does (`connect`'s loop): `target_session_attrs` and
   * `load_balance_hosts` are then its to honour, and neither carried nor refused here.
   */
  readonly failover?: boolean | undefined;
}

/** The keywords a caller that tries the hosts itself honours (ToPgConfigOptions.failover). */
const FAILOVER_KEYWORDS: ReadonlySet<string> = new Set(["target_session_attrs", "load_balance_hosts"]);

/** How many hosts of a list an error names. */
const SHOWN_HOSTS = 5;

function chooseHost(
  target: PostgresTarget,
  options: ToPgConfigOptions,
): { host: TargetHost; index: number } | null {
  const hosts = target.hosts;
  if (hosts.length === 0) return null;
  const index = options.hostIndex ?? 0;
  if (hosts.length > 1 && options.hostIndex === undefined) {
    // The first few, so that the message stays a message however long the list.
    const shown = hosts
      .slice(0, SHOWN_HOSTS)
      .map((h) => `${h.host.includes(":") ? `[${h.host}]` : h.host}:${h.effectivePort}`);
    const more = hosts.length > SHOWN_HOSTS ? `, and ${hosts.length - SHOWN_HOSTS} more` : "";
    throw new DburiError({
      code: "multiple-hosts",
      reason: `node-postgres takes one host, and this URI lists ${hosts.length}: ${shown.join(", ")}${more}`,
      fix: "keep one host, or choose one by its position: { hostIndex: 0 } takes the first (dburi convert --host-index 0); connect() tries each in turn",
    });
  }
  const host = hosts[index];
  if (host === undefined) {
    throw new DburiError({
      code: "invalid-argument",
      reason: `hostIndex ${index} is past the ${hosts.length} host(s) of the URI`,
      fix: `choose a hostIndex (dburi convert --host-index) from 0 to ${hosts.length - 1}`,
    });
  }
  return { host, index };
}

/** The host field: a name, an address (`hostaddr`), a socket directory, or nothing for the default. */
function hostField(target: PostgresTarget, chosen: TargetHost, index: number, options: ToPgConfigOptions) {
  const name = chosen.host;
  if (name.startsWith("@")) {
    throw new DburiError({
      code: "unsupported-host",
      reason: `node-postgres cannot connect to the abstract unix socket '${name}'`,
      fix: "use a socket directory (a path starting with /)",
    });
  }
  const address = target.options.hostaddr?.split(",")[index];
  if (address) return { host: address, servername: name === "" || isSocketPath(name) ? undefined : name };
  if (name === "") return { host: options.socketDirectory, servername: undefined };
  return { host: name, servername: undefined };
}

/**
 * The sslmode in effect for a PostgreSQL target: the URI's; else `defaultSslmode` (libpq's PGSSLMODE);
 * else libpq's default `prefer` when the URI names TLS settings (`sslrootcert`, `sslnegotiation`, a client
 * certificate or key: `sslcert`, `sslkey`); else undefined: nothing chose, and node-postgres's own default
 * applies. libpq's `prefer` tries TLS first and sends the certificate when the server asks for one (§32.19.1,
 * §32.19.2); pg-connection-string likewise turns TLS on for any of sslcert, sslkey, sslrootcert.
 * @throws DburiError `invalid-argument` when `defaultSslmode` is not one of libpq's six modes
 * @example
 * pgSslMode(interpret("postgresql://h/db") as PostgresTarget, { defaultSslmode: "require" }); // "require"
 * pgSslMode(interpret("postgresql://h/db?sslmode=disable") as PostgresTarget, { defaultSslmode: "require" }); // "disable"
 */
export function pgSslMode(target: PostgresTarget, options: ToPgConfigOptions): SslMode | undefined {
  const { ssl } = target;
  if (ssl.explicit) return ssl.mode;
  const fallback = options.defaultSslmode;
  if (fallback !== undefined) {
    if (!(SSL_MODES as readonly string[]).includes(fallback)) {
      throw new DburiError({
        code: "invalid-argument",
        reason: `defaultSslmode '${fallback}' is not one of libpq's sslmodes`,
        fix: `use one of ${SSL_MODES.join(", ")}`,
      });
    }
    return fallback as SslMode;
  }
  const o = target.options;
  const tlsSettings =
    o.sslrootcert !== undefined ||
    o.sslnegotiation !== undefined ||
    o.sslcert !== undefined ||
    o.sslkey !== undefined;
  return tlsSettings ? ssl.mode : undefined;
}

type MutableTlsSettings = { -readonly [K in keyof TlsSettings]: TlsSettings[K] };

/**
 * libpq's sslmode as Node TLS settings (only the settings that apply), or false for no TLS. Undefined:
 * nothing chose a mode.
 */
function sslSettings(
  target: PostgresTarget,
  servername: string | undefined,
  options: ToPgConfigOptions,
): TlsSettings | false | undefined {
  const mode = pgSslMode(target, options);
  if (mode === undefined) return undefined;
  if (mode === "disable" || mode === "allow") return false;
  const o = target.options;
  const policy = explicitSsl(mode);
  const rootFile = o.sslrootcert === undefined || o.sslrootcert === "system" ? undefined : o.sslrootcert;
  // §32.19.1: require (and prefer) verify the CA only when a root certificate is given; verify-ca always
  // verifies the CA and verify-full the host name as well.
  const verifyCa = policy.verifyCa === "always" || rootFile !== undefined;
  const settings: MutableTlsSettings = { rejectUnauthorized: verifyCa };
  if (verifyCa && !policy.verifyHostname) settings.checkServerIdentity = skipHostnameCheck;
  if (servername !== undefined) settings.servername = servername;
  const min = o.ssl_min_protocol_version as TlsVersion | undefined;
  if (min !== undefined) settings.minVersion = min;
  const max = o.ssl_max_protocol_version as TlsVersion | undefined;
  if (max !== undefined) settings.maxVersion = max;
  if (o.sslpassword !== undefined) settings.passphrase = o.sslpassword;
  return settings;
}

/**
 * The URI's connect_timeout in milliseconds, as libpq reads it (§32.1.2): 0 or less waits forever (0), and
 * "values of 1 are interpreted as 2", the shortest timeout libpq allows. Undefined when the URI has none.
 * @example
 * pgConnectTimeoutMs(interpret("postgresql://h/db?connect_timeout=1") as PostgresTarget); // 2000
 */
export function pgConnectTimeoutMs(target: PostgresTarget): number | undefined {
  const seconds = target.options.connect_timeout;
  if (seconds === undefined) return undefined;
  return seconds <= 0 ? 0 : Math.max(2, seconds) * 1000;
}

/**
 * The libpq keywords' fates in node-postgres's config (LIBPQ_PARAMS), made at the first conversion rather
 * than when the package loads (bench/README.md, "Start-up").
 */
let pgFates: OutputFates | undefined;

/** A schema name as search_path reads it, exactly: double-quoted (unquoted, PostgreSQL folds it to lowercase). */
function searchPathValue(schema: string): string {
  return `"${schema.replaceAll('"', '""')}"`;
}

/**
 * `options` with `-c search_path=SCHEMA` (Prisma's `schema`) after what it holds, the value escaped as
 * libpq splits `options` (§32.1.2 `options`: a backslash escapes a space or a backslash).
 * @throws DburiError `conflicting-params` when `options` already sets search_path
 */
function withSearchPath(options: string | undefined, schema: string, target: PostgresTarget): string {
  if (options !== undefined && /search_path\s*=/i.test(options)) {
    throw new DburiError({
      code: "conflicting-params",
      reason: "schema sets search_path, and options already sets it",
      fix: "keep one: schema, or -c search_path=... in options",
      index: paramIndex(target, ["schema"]),
      input: target.href,
    });
  }
  const setting = `-c search_path=${searchPathValue(schema).replace(/[\\ ]/g, "\\$&")}`;
  return options === undefined || options === "" ? setting : `${options} ${setting}`;
}

/**
 * Carries every libpq keyword by its fate in node-postgres's config (LIBPQ_PARAMS): copied to its field,
 * or refused; what the TLS mapping, the host choice and the timeout read is theirs. Then channel_binding.
 */
function copyKeywords(target: PostgresTarget, config: PgConfig, options: ToPgConfigOptions): void {
  pgFates ??= outputFates(LIBPQ_PARAMS, "pg");
  const left = carryFates(target.options, pgFates, config as Record<string, unknown>, false);
  if (left !== null) {
    for (const { key, value, fate } of left) {
      if (options.failover === true && FAILOVER_KEYWORDS.has(key)) continue;
      const at = { input: target.href, index: paramIndex(target, [key]) };
      if (fate.refused) refuse(options, "node-postgres", `${key}=${String(value)}`, fate.drop, fate.fix, at);
      else
        notCarried(
          options,
          {
            output: OUTPUT_NAMES.pg,
            key,
            value,
            reason: fate.drop,
            fix: fate.fix,
          },
          at,
        );
    }
  }
  unknownNotCarried(target, OUTPUT_NAMES.pg, options);
  const schema = target.options.schema;
  if (schema !== undefined) config.options = withSearchPath(config.options, schema, target);
  const binding = target.options.channel_binding;
  if (binding === "require") {
    // Carried in part: node-postgres binds the channel whenever the server offers SCRAM-SHA-256-PLUS, but
    // goes on without it when the server does not. The rest is reported (or refused, under "error").
    notCarried(
      options,
      {
        output: OUTPUT_NAMES.pg,
        key: "channel_binding",
        value: "require",
        reason:
          "node-postgres uses channel binding when the server offers it (enableChannelBinding), but cannot refuse a server that does not: it is carried as channel_binding=prefer",
        fix: "write channel_binding=prefer to say what node-postgres does, or connect with libpq (psql) where the refusal matters",
      },
      { input: target.href, index: paramIndex(target, ["channel_binding"]) },
    );
  }
  if (binding !== undefined) config.enableChannelBinding = binding !== "disable";
}

/**
 * Converts a PostgreSQL target into node-postgres's `ClientConfig`. What the URI leaves out stays out, so
 * node-postgres applies its defaults: PGHOST, PGPORT, PGUSER, PGPASSWORD, PGDATABASE, PGAPPNAME, PGOPTIONS
 * as libpq reads them (one host), but PGSSLMODE with its own meaning (TLS with full verification for any
 * mode but `disable`): pass `{ defaultSslmode: process.env.PGSSLMODE }` for libpq's, as `connect()` does.
 * sslmode keeps libpq's meaning: `disable` no TLS; `require` TLS without verification (CA verified if
 * `sslrootcert` is given); `verify-ca` CA only; `verify-full` CA and host name. `prefer` gives TLS without
 * verification and `allow` no TLS: these are each mode's first attempt, and `connect()` makes libpq's
 * second (plain, resp. TLS). `connect_timeout` becomes milliseconds (1 read as 2, as libpq does).
 * Certificate files (`sslrootcert`, `sslcert`, `sslkey`, `sslcrl`) are read into `ssl` with
 * `options.readFile`, which a URI naming one needs. The config prints redacted.
 * @throws DburiError `wrong-engine`, `multiple-hosts`, `unsupported-param`, `unsupported-host`, `invalid-argument`,
 * `read-file-required`
 * @example
 * import pg from "pg";
 *
 * const config = toPgConfig(interpret("postgresql://app:p%40ss@[::1]:5433/shop?sslmode=verify-full"));
 * // { host: "::1", port: 5433, user: "app", password: "p@ss", database: "shop", ssl: { rejectUnauthorized: true } }
 * const client = new pg.Client(config);
 */
export function toPgConfig(input: Target, options: ToPgConfigOptions = {}): PgConfig {
  expectEngine(input, "pg", "toPgConfig", "ssl");
  const target = input as PostgresTarget;
  // Fields set one by one on a printing prototype: bench/README.md, "Why the hot path looks as it does".
  const config = redactedConfig<PgConfig>();
  const chosen = chooseHost(target, options);
  let servername: string | undefined;
  if (chosen !== null) {
    const field = hostField(target, chosen.host, chosen.index, options);
    if (field.host !== undefined) config.host = field.host;
    servername = field.servername;
    const port = chosen.host.port ?? (target.defaultPort !== LIBPQ_DEFAULT_PORT ? target.defaultPort : null);
    if (port !== null) config.port = port;
  } else {
    // No host in the URI (db:pg:shop): libpq's default host, unless hostaddr names an address.
    const address = target.options.hostaddr?.split(",")[0];
    if (address) config.host = address;
    if (target.port !== null || (target.defaultPort ?? LIBPQ_DEFAULT_PORT) !== LIBPQ_DEFAULT_PORT) {
      config.port = target.effectivePort ?? LIBPQ_DEFAULT_PORT;
    }
  }
  if (target.user) config.user = target.user;
  if (target.password !== null) config.password = target.password;
  if (target.database) config.database = target.database;
  const ssl = sslSettings(target, servername, options);
  const o = target.options;
  if (ssl !== undefined) config.ssl = ssl;
  if (o.sslnegotiation !== undefined) config.sslnegotiation = o.sslnegotiation;
  const timeout = pgConnectTimeoutMs(target);
  if (timeout !== undefined) config.connectionTimeoutMillis = timeout;
  copyKeywords(target, config, options);
  // The files last, once nothing is refused: a refused URI reads no file.
  if (ssl) {
    const withCert = o.sslcertmode !== "disable";
    config.ssl = withTlsFiles(
      ssl,
      [
        tlsFile("ca", "sslrootcert", o.sslrootcert === "system" ? undefined : o.sslrootcert),
        tlsFile("cert", "sslcert", withCert ? o.sslcert : undefined),
        tlsFile("key", "sslkey", withCert ? o.sslkey : undefined),
        tlsFile("crl", "sslcrl", o.sslcrl),
      ],
      options.readFile,
    );
  }
  return config;
}

import type { Finding, Registry, Target } from "../registry/index.js";
import type { DburiError } from "../uri/index.js";
import type { HostAttempt } from "./postgres/failover.js";
import type { ResolveOptions } from "./postgres/resolve.js";

/**
 * Options of `connect` and `ping`.
 * @example
 * const options: ConnectOptions = { timeoutMs: 2000, driver: "ioredis" };
 * await ping("redis://localhost/0", options);
 * await connect("postgresql://db/shop?sslcrldir=/etc/crl", { unsupported: "ignore" }); // without sslcrldir
 * await ping("amqp://mq.example.com", { signal: AbortSignal.timeout(500) }); // "aborted" after 500 ms
 */
export interface ConnectOptions {
  /**
   * Give up after this many milliseconds (connect, authenticate, select and check), all hosts and second
   * attempts included. Left out, the default (10000) applies, except that for PostgreSQL and MySQL a
   * connect timeout in the URI (`connect_timeout`, `connect-timeout`, `connectTimeout`) replaces it while
   * connecting; given, it also caps that timeout.
   */
  readonly timeoutMs?: number | undefined;
  /** Which installed driver to use when several serve the engine (redis: `redis` or `ioredis`). */
  readonly driver?: string | undefined;
  /** The registry to interpret a URI string with. */
  readonly registry?: Registry | undefined;
  /**
   * Directory that relative file paths resolve against: the SQLite database (without it a relative path is
   * an error, never the process's directory by surprise), and certificate and key files (`sslrootcert`,
   * `ssl-ca`, `server-public-key-path`, ...; without it they are read from the process's working
   * directory, as libpq and the mysql client read them).
   */
  readonly baseDirectory?: string | undefined;
  /**
   * What to do with a URI option the driver cannot honour (PostgreSQL, MySQL, SQLite). By default one
   * whose loss changes the connection (`target_session_attrs`, `sslcrldir`) fails with `unsupported-param`
   * before connecting, and one the driver goes without harmlessly, or honours in part (node-postgres and
   * `channel_binding=require`: used when the server offers it), is not applied; `check` warns about both.
   * `error` fails for both; `ignore` connects without either.
   */
  readonly unsupported?: "error" | "ignore" | undefined;
  /**
   * Aborts the attempt: an already aborted signal rejects at once, before any driver is loaded; an abort
   * while connecting, authenticating or checking rejects at once with an `aborted` error, after closing what
   * the attempt had opened. Once `connect` has resolved, the client is the caller's and the signal no
   * longer touches it.
   */
  readonly signal?: AbortSignal | undefined;
  /**
   * PostgreSQL: resolve the URI as libpq does before connecting (`resolveLibpq`): the service file, the
   * PG* environment variables, libpq's defaults and the password file fill in what the URI leaves out.
   * `true` reads `process.env` and the user's home directory; `{ env, home }` reads those instead.
   * Without it, node-postgres's own defaults apply (PGHOST, PGUSER, ... and ~/.pgpass, but no service file).
   */
  readonly resolve?: boolean | ResolveOptions | undefined;
}

/**
 * The option names `connect`, `ping` and `tryPing` know; any other is `invalid-argument`, so that a
 * misspelt option (`timeout` for `timeoutMs`) fails instead of being ignored.
 * @example
 * CONNECT_OPTION_NAMES.includes("timeoutMs"); // true
 */
export const CONNECT_OPTION_NAMES = [
  "timeoutMs",
  "driver",
  "registry",
  "baseDirectory",
  "unsupported",
  "signal",
  "resolve",
] as const satisfies readonly (keyof ConnectOptions)[];

/** Fails to compile when ConnectOptions gains an option CONNECT_OPTION_NAMES does not list. */
type Unlisted = Exclude<keyof ConnectOptions, (typeof CONNECT_OPTION_NAMES)[number]>;
const EVERY_OPTION_LISTED: [Unlisted] extends [never] ? true : never = true;
void EVERY_OPTION_LISTED;

/**
 * What `ping` reports. `ok: false` results carry the error.
 * @example
 * const result: PingResult = await ping("db:sqlite::memory:");
 * result.engine; // "sqlite"
 * result.driver; // "better-sqlite3"
 */
export interface PingResult {
  readonly ok: boolean;
  /** Canonical engine, e.g. `redis`, `amqp`, `pg`. */
  readonly engine: string;
  /** The driver package that did the work, e.g. `ioredis`. */
  readonly driver: string | null;
  /** The host name or address, or the unix socket (or socket directory) path (Redis: in `socket`); null for SQLite. */
  readonly host: string | null;
  /** The TCP port; null over a unix socket (except PostgreSQL's, whose file name has the port) and for SQLite. */
  readonly port: number | null;
  /** Database name, redis db number as text, amqp vhost, or file path. */
  readonly database: string | null;
  /** Milliseconds from starting to connect (once the driver is loaded) to the end of the check, rounded to the microsecond (3 decimals). */
  readonly latencyMs: number;
  /** The server's version as it reports it, or null when it does not. */
  readonly serverVersion: string | null;
  /**
   * What the driver connected without (`ping` fills it): one `param-not-carried` warning per URI
   * parameter it has no setting for, or honours only in part (node-postgres and `channel_binding=require`).
   */
  readonly warnings?: readonly Finding[] | undefined;
  /** Set when `ok` is false. */
  readonly error?: DburiError | undefined;
  /**
   * PostgreSQL with a host list or `target_session_attrs`: each host tried, in order, with what became of
   * it and why (the one chosen, and why the others were passed over).
   */
  readonly attempts?: readonly HostAttempt[] | undefined;
}

/**
 * How `connect`/`ping` reach one family of engines through its driver(s).
 * @example
 * const viaDburi: DriverAdapter = { connect, ping }; // connect and ping take a Target too
 * await viaDburi.ping(interpret("redis://localhost/1"), { timeoutMs: 2000 });
 */
export interface DriverAdapter {
  /** Returns the driver's own connected client. */
  connect(target: Target, options: ConnectOptions): Promise<unknown>;
  /** Connects, authenticates, selects, checks, closes; throws `DburiError` on failure. */
  ping(target: Target, options: ConnectOptions): Promise<PingResult>;
  /**
   * The driver package `connect` and `ping` would use with these options (the one asked for, else the
   * first installed); throws as they would when none can be used.
   */
  driver?(options: ConnectOptions): Promise<string>;
}

/**
 * What `tryPing` returns when the ping failed: the shape `dburi ping --json` prints. What was known
 * before connecting (the engine, the driver tried, host and port) is filled in, null where the URI did
 * not get that far; `database`, `latencyMs` and `serverVersion` are null.
 * @example
 * const result = await tryPing("redis://127.0.0.1:1");
 * if (!result.ok) result.error.code; // "connection-refused"
 */
export interface PingFailure {
  readonly ok: false;
  readonly engine: string | null;
  readonly driver: string | null;
  /** The host (localhost for an empty one) or socket path tried; null for SQLite or an unread URI. */
  readonly host: string | null;
  readonly port: number | null;
  readonly database: null;
  readonly latencyMs: null;
  readonly serverVersion: null;
  readonly error: DburiError;
}

/**
 * What `tryPing` returns: a successful PingResult (`ok: true`) or a PingFailure (`ok: false`).
 * @example
 * const result: TryPingResult = await tryPing("db:sqlite::memory:");
 * if (result.ok) result.latencyMs; // a number
 */
export type TryPingResult = (PingResult & { readonly ok: true }) | PingFailure;

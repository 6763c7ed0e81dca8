// PostgreSQL through node-postgres: toPgConfig's config, certificate files read, libpq's default socket
// found, PGSSLMODE read with libpq's meaning, each host of a host list tried in turn (libpq §32.1.1.3),
// prefer/allow's second attempt made, all within the limits of sql/deadline.ts.

import { userInfo } from "node:os";
import type { Client } from "pg";
import type { PgConfig, ToPgConfigOptions } from "../convert/index.js";
import { pgConnectTimeoutMs, pgSslMode, toPgConfig } from "../convert/postgres/pg-config.js";
import type { Target, TargetHost } from "../registry/index.js";
import { LIBPQ_DEFAULT_PORT, type PostgresTarget, SSL_MODES } from "../schemes/index.js";
import { DburiError, type DburiErrorCode } from "../uri/index.js";
import { withTimeout } from "./errors.js";
import { askedDriver, importDriver } from "./load.js";
import {
  checkSession,
  collectReports,
  type HostAttempt,
  hostOrder,
  type SessionAttrs,
  sessionPasses,
} from "./postgres/failover.js";
import { isResolvedTarget, resolvedPassword } from "./postgres/resolve.js";
import { explainFailure, PG_GREETING } from "./probe.js";
import { type AttemptContext, pingWith, sqlError, withDeadline, withTlsRetry } from "./sql/attempt.js";
import { checkLimit, connectionLimit, remainingMs, type SqlDeadline, sqlDeadline } from "./sql/deadline.js";
import { defaultPgSocketDirectory } from "./sql/default-socket.js";
import { pgFailure, type SqlFailure } from "./sql/errors.js";
import { tlsFileReader } from "./tls-files.js";
import type { ConnectOptions, DriverAdapter, PingResult } from "./types.js";

type Pg = typeof import("pg");

const ENGINE = "PostgreSQL";
/** The one PostgreSQL driver dburi connects through. */
const PG_DRIVERS = ["pg"] as const;
const ignore = () => {};

/** A connected client and the config it was opened with. */
interface Opened {
  readonly client: Client;
  /** Each host tried, for a host list or a target_session_attrs other than any; else undefined. */
  readonly attempts: readonly HostAttempt[] | undefined;
  /** `performance.now()` once the driver was loaded: where ping's latency starts. */
  readonly connecting: number;
  readonly config: PgConfig;
  readonly deadline: SqlDeadline;
  readonly address: string | undefined;
}

/**
 * Closes a client's socket at once. `client.end()` alone sends Terminate and half-closes, then waits for
 * the server to close its side: a server that never answers keeps the socket open until node-postgres's
 * own connect timer fires.
 */
function destroySocket(client: Client): void {
  (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
}

/** What each open client's server reported at startup (ParameterStatus), for target_session_attrs. */
const REPORTS = new WeakMap<Client, ReadonlyMap<string, string>>();

async function openClient(pg: Pg, config: PgConfig, context: AttemptContext): Promise<Client> {
  const client = new pg.Client(config);
  REPORTS.set(client, collectReports(client));
  // Until connect() settles its rejection reports the failure; an 'error' event then must not crash.
  client.on("error", ignore);
  try {
    await withDeadline(
      () => client.connect(),
      context,
      () => destroySocket(client),
    );
    return client;
  } catch (error) {
    destroySocket(client);
    await client.end().catch(ignore);
    throw error;
  } finally {
    client.removeListener("error", ignore);
  }
}

/** The configs to try for one host: the sslmode's first attempt, and for prefer/allow its second. */
function attempts(config: PgConfig, mode: string | undefined): readonly [PgConfig, PgConfig?] {
  if (mode === "prefer") return [config, { ...config, ssl: false }];
  if (mode === "allow") return [config, { ...config, ssl: { rejectUnauthorized: false } }];
  return [config];
}

/**
 * libpq's user name for a URI without one: PGUSER (left to node-postgres, which reads it too), else the
 * operating system's name for this process's user. node-postgres falls back on $USER instead, which
 * services, cron jobs and containers often lack; the server then refuses the "startup packet" with no user.
 */
function defaultPgUser(): string | undefined {
  if (process.env.PGUSER) return undefined;
  try {
    return userInfo().username;
  } catch {
    return undefined; // no passwd entry for this uid: node-postgres's own fallback applies
  }
}

/**
 * PGSSLMODE with libpq's meaning (§32.15 "Environment Variables"), for a URI without sslmode. Read here
 * because node-postgres reads it with its own: any mode but `disable` is TLS with full verification and no
 * plain fallback, so PGSSLMODE=prefer fails against a server without TLS, where libpq connects.
 */
function environmentSslmode(): string | undefined {
  const mode = process.env.PGSSLMODE;
  if (!mode) return undefined;
  if ((SSL_MODES as readonly string[]).includes(mode)) return mode;
  throw new DburiError({
    code: "invalid-environment",
    reason: `PGSSLMODE is '${mode}', which is not one of libpq's sslmodes`,
    fix: `set PGSSLMODE to one of ${SSL_MODES.join(", ")} (node-postgres's 'no-verify' is libpq's require), or unset it`,
  });
}

/**
 * pgFailure, with a fix for PGSSLMODE when the mode came from there: the URI did not ask for TLS, so
 * "lower the URI's sslmode" would send the reader to the wrong place.
 */
function environmentFailure(error: unknown): SqlFailure | undefined {
  const failure = pgFailure(error);
  if (failure?.tls !== "unavailable") return failure;
  return {
    ...failure,
    fix: `PGSSLMODE=${process.env.PGSSLMODE} requires TLS and the server does not offer it: enable TLS on the server, or (knowing the connection is then unencrypted) set PGSSLMODE=prefer or disable, or write sslmode= in the URI`,
  };
}

/** Where one host of a list is, as messages show it: host:port, or the socket directory. */
function hostLabel(host: TargetHost): string {
  if (host.host.startsWith("/") || host.host.startsWith("@")) return host.host;
  const name = host.host.includes(":") ? `[${host.host}]` : host.host || "localhost";
  return `${name}:${host.effectivePort ?? LIBPQ_DEFAULT_PORT}`;
}

async function openHost(
  pg: Pg,
  target: PostgresTarget,
  hostIndex: number | undefined,
  options: ConnectOptions,
  deadline: SqlDeadline,
): Promise<Omit<Opened, "connecting" | "attempts">> {
  // A resolved target holds libpq's final values: an sslmode none of its sources set is libpq's default.
  const resolved = isResolvedTarget(target);
  const adapterOptions: ToPgConfigOptions = {
    hostIndex,
    failover: true,
    unsupported: options.unsupported,
    defaultSslmode: resolved ? "prefer" : environmentSslmode(),
    readFile: tlsFileReader(options),
  };
  const config: PgConfig = { ...toPgConfig(target, adapterOptions) };
  if (resolved) {
    const password = resolvedPassword(target, hostIndex ?? 0);
    if (password === null) delete config.password;
    else config.password = password;
  }
  if (config.user === undefined) config.user = defaultPgUser();
  if (config.host === undefined) {
    const directory = defaultPgSocketDirectory(config.port ?? LIBPQ_DEFAULT_PORT);
    if (directory !== undefined) config.host = directory;
  }
  const host = hostIndex === undefined ? undefined : target.hosts[hostIndex];
  const address = host === undefined ? undefined : hostLabel(host);
  const fromEnvironment = !resolved && !target.ssl.explicit && adapterOptions.defaultSslmode !== undefined;
  const context: AttemptContext = {
    target,
    engineName: ENGINE,
    limit: connectionLimit(deadline),
    address,
    classify: fromEnvironment ? environmentFailure : pgFailure,
    signal: options.signal,
  };
  const mode = pgSslMode(target, adapterOptions);
  const retryWhen = mode === "prefer" ? "unavailable" : "demanded";
  try {
    let used = config;
    const client = await withTlsRetry(
      attempts(config, mode),
      retryWhen,
      (c) => {
        // What is left of the limit, so that node-postgres's own timer closes the socket in time too.
        used = { ...c, connectionTimeoutMillis: Math.max(1, remainingMs(context.limit)) };
        return openClient(pg, used, context);
      },
      context,
    );
    return { client, config: used, deadline, address };
  } catch (error) {
    const failure = sqlError(error, context);
    // sslnegotiation=direct opens with a TLS handshake, which a server without TLS drops: a plain-text
    // SSLRequest answered 'N' says it speaks plain text only.
    const tcp = config.host !== undefined && !config.host.startsWith("/") ? config.host : undefined;
    if (config.sslnegotiation !== "direct" || (tcp === undefined && config.host !== undefined)) throw failure;
    const endpoint = { host: tcp ?? "localhost", port: config.port ?? LIBPQ_DEFAULT_PORT };
    const watch = { target, engineName: ENGINE, endpoint, greeting: PG_GREETING, address };
    throw await explainFailure(failure, watch, remainingMs(context.limit));
  }
}

/**
 * Failures that mean a host could not be reached, after which libpq tries the next host. Once a server
 * answers, its verdict ends the attempt (§32.1.1.3: "If a connection is established successfully, but
 * authentication fails, the remaining hosts in the list are not tried"; libpq's fe-connect.c gives up
 * likewise on any error the server sends, and on TLS failures): the next host might accept credentials
 * or a database name that this server rejected, and so connect somewhere the caller did not mean.
 */
const UNREACHED: ReadonlySet<DburiErrorCode> = new Set<DburiErrorCode>([
  "connection-refused",
  "timeout",
  "host-not-found",
  "host-unreachable",
  "socket-not-found",
  "permission-denied",
]);

/** Where host `index` of the target is, as attempts report it. */
function attemptPlace(
  target: PostgresTarget,
  index: number,
  config?: PgConfig,
): { host: string; port: number } {
  const host = target.hosts[index];
  if (config !== undefined)
    return { host: config.host ?? "localhost", port: config.port ?? LIBPQ_DEFAULT_PORT };
  if (host === undefined)
    return { host: target.socket || "localhost", port: target.effectivePort ?? LIBPQ_DEFAULT_PORT };
  return { host: host.host || "localhost", port: host.effectivePort ?? LIBPQ_DEFAULT_PORT };
}

/** Closes a client whose session was not the kind asked for: Terminate, as libpq closes it politely. */
async function release(client: Client): Promise<void> {
  const late = () => new DburiError({ code: "timeout", reason: "the server did not close the session" });
  await withTimeout(client.end(), 1000, late, () => destroySocket(client)).catch(ignore);
}

/**
 * Opens the first host that accepts, as libpq does with a host list (§32.1.1.3): each host in order, or
 * shuffled under load_balance_hosts=random; a host that cannot be reached passed over for the next; a
 * server whose session is not what target_session_attrs asks for closed and passed over (prefer-standby
 * takes any session on a second pass when no host is a standby). Every attempt is reported.
 */
async function open(target: Target, options: ConnectOptions, started: number): Promise<Opened> {
  askedDriver(options, ENGINE, PG_DRIVERS);
  const pg = await importDriver<Pg>("pg", ENGINE);
  const connecting = performance.now();
  const postgres = target as PostgresTarget;
  const uriMs = pgConnectTimeoutMs(postgres);
  const deadline = sqlDeadline(options, { ms: uriMs, param: "connect_timeout" }, started);
  const wanted = (postgres.options.target_session_attrs ?? "any") as SessionAttrs;
  const count = postgres.hosts.length;
  if (count <= 1 && wanted === "any") {
    return {
      ...(await openHost(pg, postgres, undefined, options, deadline)),
      connecting,
      attempts: undefined,
    };
  }
  const order = hostOrder(Math.max(count, 1), postgres.options.load_balance_hosts);
  const attempts: HostAttempt[] = [];
  const failures: DburiError[] = [];
  for (const pass of sessionPasses(wanted)) {
    for (const index of order) {
      if (deadline.until !== undefined && performance.now() >= deadline.until) {
        attempts.push({
          ...attemptPlace(postgres, index),
          outcome: "not-tried",
          reason: `timeoutMs ${deadline.totalMs} spent`,
        });
        continue;
      }
      let opened: Omit<Opened, "connecting" | "attempts">;
      try {
        opened = await openHost(pg, postgres, count > 1 ? index : undefined, options, deadline);
      } catch (error) {
        if (!(error instanceof DburiError) || !UNREACHED.has(error.code)) throw error;
        failures.push(error);
        attempts.push({ ...attemptPlace(postgres, index), outcome: "failed", reason: error.code });
        continue;
      }
      const place = attemptPlace(postgres, index, opened.config);
      let verdict: { ok: boolean; reason: string };
      try {
        const context: AttemptContext = {
          target,
          engineName: ENGINE,
          limit: connectionLimit(deadline),
          address: opened.address,
          classify: pgFailure,
        };
        verdict = await withDeadline(
          () => checkSession(opened.client, REPORTS.get(opened.client) ?? new Map(), pass),
          context,
          () => destroySocket(opened.client),
        );
      } catch (error) {
        destroySocket(opened.client);
        throw error instanceof DburiError
          ? error
          : sqlError(error, {
              target,
              engineName: ENGINE,
              limit: connectionLimit(deadline),
              address: opened.address,
              classify: pgFailure,
            });
      }
      const asked =
        pass === wanted
          ? `target_session_attrs=${wanted}`
          : `target_session_attrs=${wanted}, ${pass === "any" ? "no standby found: any session" : `first looking for ${pass}`}`;
      if (verdict.ok) {
        attempts.push({ ...place, outcome: "chosen", reason: `${verdict.reason}, as ${asked} asks` });
        return { ...opened, connecting, attempts };
      }
      attempts.push({
        ...place,
        outcome: "skipped",
        reason: `${verdict.reason}, and ${asked} asks otherwise`,
      });
      await release(opened.client);
    }
  }
  if (attempts.some((attempt) => attempt.outcome === "skipped")) {
    throw new DburiError({
      code: "no-matching-host",
      reason: `no host has the session target_session_attrs=${wanted} asks for: ${attempts.map(describeAttempt).join("; ")}`,
      fix: "check which server is the primary or standby now, or relax target_session_attrs",
    });
  }
  const last = failures[failures.length - 1]!;
  throw new DburiError({
    code: last.code,
    reason: `no host of the list could be reached: ${attempts.map(describeAttempt).join("; ")}`,
    fix: last.fix ?? "check each host",
    cause: last,
  });
}

/** One attempt in words, for an error: `[::1]:5432 skipped (the session is read-only, ...)`. */
function describeAttempt(attempt: HostAttempt): string {
  const where = attempt.host.startsWith("/")
    ? attempt.host
    : `${attempt.host.includes(":") ? `[${attempt.host}]` : attempt.host}:${attempt.port}`;
  return `${where} ${attempt.outcome.replace("-", " ")} (${attempt.reason})`;
}

/** PostgreSQL's adapter: a connected pg `Client`, and a ping that reads the server's version. */
export const pgAdapter: DriverAdapter = {
  driver: async (options) => askedDriver(options, ENGINE, PG_DRIVERS) ?? "pg",
  async connect(target, options) {
    return (await open(target, options, performance.now())).client;
  },
  async ping(target, options): Promise<PingResult> {
    const { client, connecting, config, deadline, address, attempts } = await open(
      target,
      options,
      performance.now(),
    );
    const context: AttemptContext = {
      target,
      engineName: ENGINE,
      limit: checkLimit(deadline),
      address,
      classify: pgFailure,
      signal: options.signal,
    };
    const check = async () => {
      const result = await client.query<{ version: string; database: string }>(
        "SELECT current_setting('server_version') AS version, current_database() AS database",
      );
      return result.rows[0];
    };
    const closers = { end: () => client.end(), destroy: () => destroySocket(client) };
    const result = await pingWith(check, closers, context, {
      engine: "pg",
      driver: "pg",
      host: config.host ?? null,
      port: config.port ?? LIBPQ_DEFAULT_PORT,
      started: connecting,
    });
    return attempts === undefined ? result : { ...result, attempts };
  },
};

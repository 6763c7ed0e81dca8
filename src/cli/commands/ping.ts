// dburi ping <uri>: connect, authenticate, select, check, close; print engine, version and latency.

import {
  DEFAULT_TIMEOUT_MS,
  MAX_TIMEOUT_MS,
  type PingFailure,
  type PingResult,
  tryPing,
} from "../../connect/index.js";
import { BASE_DIR_HELP, baseDirectory, oneUri } from "../input.js";
import { paint, printable, printJson, say, warn } from "../output.js";
import { parseCommandArgs, plainOption, UsageError } from "../usage.js";
import type { Command } from "./command.js";
import { unsupportedOption } from "./convert.js";
import { type ErrorJson, reportFailure } from "./report.js";

/**
 * Where the server was reached, as the JSON's host and port say: `host:port` (an IPv6 address in
 * brackets), a socket directory or file with its port when there is one, nothing for an in-process
 * engine (SQLite), which has neither.
 * @example
 * location({ host: "/var/run/postgresql", port: 5432 }); // "/var/run/postgresql port 5432"
 */
export function location(result: { host: string | null; port: number | null }): string {
  const { host, port } = result;
  if (host === null) return port === null ? "" : `port ${port}`;
  if (host.startsWith("/") || /^[A-Za-z]:\\/.test(host)) return port === null ? host : `${host} port ${port}`;
  const shown = host.includes(":") ? `[${host}]` : host;
  return port === null ? shown : `${shown}:${port}`;
}

/** The `--json` document, the same keys on success and failure (README: "JSON output"). */
interface PingDocument {
  readonly ok: boolean;
  readonly engine: string | null;
  readonly driver: string | null;
  readonly host: string | null;
  readonly port: number | null;
  readonly database: string | null;
  readonly latencyMs: number | null;
  readonly serverVersion: string | null;
  readonly error: ErrorJson | null;
  readonly attempts?: PingResult["attempts"];
}

/**
 * The success document: the result's common fields, an engine's extras left out (Redis's `db`; its
 * `socket` becomes `host`, where the other engines put a socket path).
 */
function successDocument(result: PingResult & { readonly socket?: string | null }): PingDocument {
  const { ok, engine, driver, port, database, latencyMs, serverVersion, attempts } = result;
  const host = result.host ?? result.socket ?? null;
  const document = { ok, engine, driver, host, port, database, latencyMs, serverVersion, error: null };
  // PostgreSQL's host list or target_session_attrs: each host tried, and what became of it.
  return attempts === undefined ? document : { ...document, attempts };
}

/** What the failure document says when no ping was tried (a usage error). */
const NOTHING_TRIED = { ok: false, engine: null, driver: null, host: null, port: null } as const;

/** The failure document: tryPing's failure, with the error as the CLI's JSON shows errors. */
function failureDocument(
  failure: Omit<PingDocument, "error" | "database" | "latencyMs" | "serverVersion">,
  error: ErrorJson,
): PingDocument {
  const { ok, engine, driver, host, port } = failure;
  return { ok, engine, driver, host, port, database: null, latencyMs: null, serverVersion: null, error };
}

/**
 * The --timeout value: a whole number of milliseconds from 1 to MAX_TIMEOUT_MS (Node's timers go no further).
 * @example
 * timeoutOption("2000"); // 2000
 */
export function timeoutOption(value: string | undefined): number {
  if (value === undefined) return DEFAULT_TIMEOUT_MS;
  const ms = /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
  if (!(ms >= 1 && ms <= MAX_TIMEOUT_MS)) {
    throw new UsageError(`--timeout takes a whole number of milliseconds from 1 to ${MAX_TIMEOUT_MS}`);
  }
  return ms;
}

async function run(args: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    timeout: { type: "string" },
    driver: { type: "string" },
    "base-dir": { type: "string" },
    unsupported: { type: "string" },
    resolve: { type: "boolean" },
  });
  plainOption("--driver", values.driver);
  plainOption("--base-dir", values["base-dir"]);
  const text = oneUri(positionals, values);
  const timeoutMs = timeoutOption(values.timeout);
  const unsupported = unsupportedOption(values.unsupported, ["error", "ignore"]) as
    | "error"
    | "ignore"
    | undefined;
  const json = values.json === true;
  let failure: PingFailure | undefined;
  try {
    const options = {
      timeoutMs,
      driver: values.driver,
      baseDirectory: baseDirectory(values["base-dir"]),
      unsupported,
      resolve: values.resolve === true,
    };
    const result = await tryPing(text, options);
    if (!result.ok) {
      failure = result;
      throw result.error;
    }
    const document = successDocument(result);
    // What the driver connected without: one line each on standard error.
    for (const w of result.warnings ?? []) {
      warn(`warning: ${printable(w.message)}; fix: ${printable(w.fix ?? "")} [${w.code}]`);
    }
    if (json) printJson(document);
    else {
      const label = result.engine === "amqp" ? "vhost" : result.engine === "redis" ? "db" : "database";
      // The server's version string comes from the server: printable, as everything quoted.
      const fields = [
        `${result.engine} ${result.serverVersion ?? "(version unknown)"}`,
        location(document),
        result.database === null ? "" : `${label} ${result.database}`,
        `${result.latencyMs.toFixed(1)} ms`,
        result.driver ? `via ${result.driver}` : "",
      ];
      const shown = fields.filter((field) => field !== "").map((field) => printable(field));
      say([paint(process.stdout, "green", "ok"), ...shown].join("  "));
      for (const attempt of result.attempts ?? []) {
        say(`  ${attempt.outcome.padEnd(9)} ${printable(location(attempt))}  ${printable(attempt.reason)}`);
      }
    }
    return 0;
  } catch (error) {
    return reportFailure(error, {
      json,
      shown: { text, reveal: values.reveal === true },
      document: (e) => failureDocument(failure ?? NOTHING_TRIED, e),
    });
  }
}

/**
 * `dburi ping`.
 * @example
 * await pingCommand.run(["redis://127.0.0.1:6379/0", "--timeout", "2000"]); // 0 when Redis answers
 */
export const pingCommand: Command = {
  name: "ping",
  usage: `Usage: dburi ping <uri | - | --env NAME> [--timeout MS] [--driver NAME] [--base-dir DIR]
                  [--unsupported error|ignore] [--resolve] [--json]

Connects, authenticates, selects the database (or vhost), runs the engine's cheapest check, closes, and
prints the engine, the server's version and the latency. Exits 0 on success, 1 on failure with the error
code (connection-refused, auth-failed, timeout, ...). Needs the engine's driver package installed.

Options:
  --timeout MS   give up after this many milliseconds, a whole number from 1 to ${MAX_TIMEOUT_MS} (default ${DEFAULT_TIMEOUT_MS})
  --driver NAME  the driver to use where there are several (redis: redis or ioredis; mysql: mysql2 or mariadb)
  --base-dir DIR the directory a relative SQLite path is resolved against
  --unsupported ignore
                 connect without the URI options the driver cannot honour (by default they fail the
                 ping with unsupported-param; dburi check lists them)
  --resolve      PostgreSQL: fill in what the URI leaves out as libpq does (the service file, the PG*
                 environment variables, libpq's defaults, the password file) before connecting
                 (dburi parse --resolve shows what that gives)
  --json         print { ok, engine, driver, host, port, database, latencyMs, serverVersion, error }
                 (and, for a PostgreSQL host list or target_session_attrs, attempts: each host tried,
                 { host, port, outcome, reason }, outcome chosen, skipped, failed or not-tried):
                 the same keys on success and failure (null where unknown; on failure, host, port and
                 driver say what was tried); latencyMs in milliseconds, rounded to 3 decimals

${BASE_DIR_HELP}

Examples:
  dburi ping --env REDIS_URL
  dburi ping 'amqp://guest:guest@127.0.0.1:5672/%2f' --timeout 2000 --json`,
  run,
};

// Driver failures become DburiErrors with a code and no secret: the driver's message is scrubbed of the
// password (raw and encoded) and of the full URI, and the original error (whose fields may hold the
// connection options) is not kept as the cause.

import type { Target } from "../registry/index.js";
import { DburiError, type DburiErrorCode, encodePercent, isSecretKey } from "../uri/index.js";

/** Node's system error codes and what dburi calls them. */
const SYSTEM_CODES: Readonly<Record<string, DburiErrorCode>> = {
  ECONNREFUSED: "connection-refused",
  ECONNRESET: "connection-reset",
  EPIPE: "connection-reset",
  ETIMEDOUT: "timeout",
  ENOTFOUND: "host-not-found",
  EAI_AGAIN: "host-not-found",
  EHOSTUNREACH: "host-unreachable",
  ENETUNREACH: "host-unreachable",
  ENOENT: "socket-not-found",
  EACCES: "permission-denied",
};

const FIXES: Readonly<Partial<Record<DburiErrorCode, string>>> = {
  "connection-refused": "check that the server is running and listening on that host and port",
  "connection-reset": "check the port (TLS vs plain) and the server's logs",
  timeout: "check that the host is reachable, or raise the timeout",
  "host-not-found": "check the host name",
  "host-unreachable": "check the network route to the host",
  "socket-not-found": "check the socket path and that the server is running",
  "permission-denied": "check the permissions of the socket or file",
  "tls-error":
    "check the certificate settings (CA file, server name, verification) and that the server speaks TLS",
  "auth-failed": "check the user name and password",
  "database-not-found":
    "check the database name (the path, or ?dbname=); create the database first, or name one that exists",
};

/**
 * Every secret of a target, in the forms a driver might echo: raw, percent-encoded, whole URI.
 * @example
 * const target = interpret("redis://:p%40ss@h/0");
 * secretsOf(target); // ["redis://:p%40ss@h/0", "p%40ss", "p@ss"]
 * scrub("WRONGPASS for p@ss", secretsOf(target)); // "WRONGPASS for ***"
 */
export function secretsOf(target: Target): string[] {
  const secrets = [target.href];
  if (target.password) secrets.push(target.password, encodePercent(target.password));
  for (const [key, value] of target.params) if (isSecretKey(key)) secrets.push(value, encodePercent(value));
  return secrets.filter((secret) => secret.length > 0).sort((a, b) => b.length - a.length);
}

/**
 * Replaces each secret in `text` by `***`, longest first.
 * @example
 * scrub("auth failed for p@ss", ["p@ss"]); // "auth failed for ***"
 */
export function scrub(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) out = out.split(secret).join("***");
  return out;
}

/**
 * The `code` of an error or of its cause chain, if it has one.
 * @example
 * errorCode(Object.assign(new Error("x"), { code: "ECONNREFUSED" })); // "ECONNREFUSED"
 */
export function errorCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; typeof e === "object" && e !== null && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

function isTlsCode(code: string): boolean {
  return (
    code.startsWith("ERR_TLS") ||
    code.startsWith("ERR_SSL") ||
    code.startsWith("ERR_OSSL") || // OpenSSL failures while loading TLS material, e.g. a wrong key passphrase
    code.includes("CERT") ||
    code === "DEPTH_ZERO_SELF_SIGNED_CERT" ||
    code === "UNABLE_TO_VERIFY_LEAF_SIGNATURE" ||
    code === "SELF_SIGNED_CERT_IN_CHAIN"
  );
}

/** What a failed connection attempt was, for `connectionError`. */
export interface FailureContext {
  readonly target: Target;
  /** Human name of the engine, e.g. `Redis`. */
  readonly engineName: string;
  /** The dburi code the adapter recognised (`auth-failed`, `vhost-not-found`, ...), if any. */
  readonly code?: DburiErrorCode | undefined;
  /** What the adapter was doing, e.g. `authenticating`. */
  readonly stage?: string | undefined;
  /** How to fix it, when the adapter knows better than the code's generic advice. */
  readonly fix?: string | undefined;
  /** Where the attempt went (`localhost:5672`), when the driver fills in what the target leaves out. */
  readonly address?: string | undefined;
}

/**
 * Turns a driver or socket error into a `DburiError` with a dburi code and no secret in it.
 * @example
 * const target = interpret("redis://:pw@localhost:6379");
 * const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:6379"), { code: "ECONNREFUSED" });
 * connectionError(refused, { target, engineName: "Redis" }).code; // "connection-refused"
 */
export function connectionError(error: unknown, context: FailureContext): DburiError {
  if (error instanceof DburiError) return error;
  const target = context.target;
  const secrets = secretsOf(target);
  const nodeCode = errorCode(error);
  const code =
    context.code ??
    (nodeCode ? SYSTEM_CODES[nodeCode] : undefined) ??
    (nodeCode && isTlsCode(nodeCode) ? "tls-error" : undefined) ??
    "connection-failed";
  const where =
    context.address ??
    target.socket ??
    (target.host === null
      ? "the default host"
      : `${target.host || "localhost"}:${target.effectivePort ?? ""}`);
  const detail = scrub(error instanceof Error ? error.message : String(error), secrets);
  const cause = new Error(detail);
  if (nodeCode) Object.assign(cause, { code: nodeCode });
  return new DburiError({
    code,
    reason: `${context.engineName} at ${where}${context.stage ? `, ${context.stage}` : ""}: ${detail || code}`,
    fix:
      context.fix ??
      FIXES[code] ??
      "the reason ends with the driver's own message; check it against the server's log",
    cause,
  });
}

/** What timed out, for `timeoutError`, when it was more specific than the whole attempt. */
export interface TimeoutContext {
  /** What the engine did not do in time, e.g. `finish connecting`; default `answer`. */
  readonly stage?: string | undefined;
  /** The URI parameter that set the limit, e.g. `socket_timeout`; the fix then names it. */
  readonly param?: string | undefined;
  /** Where the attempt went, when the driver fills in what the target leaves out (see FailureContext). */
  readonly address?: string | undefined;
}

/**
 * A `timeout` error for an attempt that took longer than `ms`.
 * @example
 * const target = interpret("redis://localhost/0?socket_timeout=1");
 * timeoutError(target, "Redis", 1000, { stage: "answer PING", param: "socket_timeout" }).reason;
 * // "Redis at localhost:6379 did not answer PING within 1000 ms (the URI's socket_timeout)"
 */
export function timeoutError(
  target: Target,
  engineName: string,
  ms: number,
  context: TimeoutContext = {},
): DburiError {
  const where =
    context.address ??
    target.socket ??
    (target.host === null
      ? "the default host"
      : `${target.host || "localhost"}:${target.effectivePort ?? ""}`);
  const param = context.param;
  return new DburiError({
    code: "timeout",
    reason: `${engineName} at ${where} did not ${context.stage ?? "answer"} within ${ms} ms${param ? ` (the URI's ${param})` : ""}`,
    fix: param ? `check that the server answers, or raise ${param} in the URI` : FIXES.timeout,
  });
}

/**
 * Runs `attempt`, rejecting with the error `onTimeout` makes after `ms`; `cleanup` runs then, to close
 * whatever the attempt opened.
 * @example
 * import { createClient } from "redis";
 *
 * const target = interpret("redis://localhost/0");
 * const client = createClient(toNodeRedisOptions(target));
 * await withTimeout(client.connect(), 5000, () => timeoutError(target, "Redis", 5000), () => client.destroy());
 */
export async function withTimeout<T>(
  attempt: Promise<T>,
  ms: number,
  onTimeout: () => DburiError,
  cleanup?: () => void,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      cleanup?.();
      reject(onTimeout());
    }, ms);
  });
  try {
    return await Promise.race([attempt, expired]);
  } finally {
    clearTimeout(timer);
  }
}

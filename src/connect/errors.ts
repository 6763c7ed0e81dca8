// Driver failures become DburiErrors with a code and no secret: the driver's message is scrubbed of the
// password (raw and encoded) and of the full URI, and the original error (whose fields may hold the
// connection options) is not kept as the cause.

import type { Target } from "../registry/index.js";
import { DburiError, type DburiErrorCode, encodePercent, isSecretKey } from "../uri/index.js";
import { switchedTlsUri } from "./tls-uri.js";

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
 * scrub("WRONGPASS for p@ss", secretsOf(target)); // "WRONGPASS for *** (a secret was hidden)"
 */
export function secretsOf(target: Target): string[] {
  const secrets = [target.href];
  if (target.password) secrets.push(target.password, encodePercent(target.password));
  for (const [key, value] of target.params) if (isSecretKey(key)) secrets.push(value, encodePercent(value));
  return secrets.filter((secret) => secret.length > 0).sort((a, b) => b.length - a.length);
}

/** What a scrubbed message ends with when something in it was hidden. */
export const SECRET_HIDDEN = "(a secret was hidden)";

/**
 * Letters, digits, combining marks and '_': the characters a word (and so a token) is made of. Made when a
 * driver's message is first read, not when the package loads (bench/README.md, "Start-up").
 */
let wordCharacter: RegExp | undefined;

function isWordAt(text: string, index: number): boolean {
  if (index < 0 || index >= text.length) return false;
  wordCharacter ??= /[\p{L}\p{N}\p{M}_]/u;
  return wordCharacter.test(text[index]!);
}

/**
 * Whether the occurrence of `secret` at `at` stands as a whole token: a word character at either end of
 * the secret must not continue into the text around it (as `\b` reads it), so that the password
 * `postgres` is not found inside `postgres_dev`.
 */
function standsAlone(text: string, at: number, secret: string): boolean {
  const end = at + secret.length;
  const startBounded = !isWordAt(secret, 0) || !isWordAt(text, at - 1);
  const endBounded = !isWordAt(secret, secret.length - 1) || !isWordAt(text, end);
  return startBounded && endBounded;
}

/** `text` with each whole-token occurrence of `secret` replaced by `***`. */
function hideTokens(text: string, secret: string): string {
  let out = "";
  let from = 0;
  let at = text.indexOf(secret);
  while (at >= 0) {
    if (standsAlone(text, at, secret)) {
      out += `${text.slice(from, at)}***`;
      from = at + secret.length;
      at = text.indexOf(secret, from);
    } else {
      at = text.indexOf(secret, at + 1);
    }
  }
  return from === 0 ? text : out + text.slice(from);
}

/**
 * Replaces each secret in a server's or driver's `text` by `***`, longest first, only where it stands as a
 * whole token (bounded by the start or end, spaces, quotes, punctuation): starring every occurrence of a
 * short or common password (`p`, `postgres`) would mangle the words around it (`"***_dev"`) and show
 * which letters the password has. When anything was hidden the text ends with SECRET_HIDDEN.
 * @example
 * scrub("auth failed for p@ss", ["p@ss"]); // "auth failed for *** (a secret was hidden)"
 * scrub('database "postgres_dev" does not exist', ["postgres"]); // unchanged
 */
export function scrub(text: string, secrets: readonly string[]): string {
  let out = text;
  // Hiding one secret can put '***' beside another's occurrence and make it a whole token: repeat until
  // nothing changes (twice, but for contrived secrets).
  for (let pass = 0; pass < 8; pass++) {
    let next = out;
    // A secret of stars only would be starred again on every pass, and '***' shows it as it is anyway.
    for (const secret of secrets) if (!/^\**$/.test(secret)) next = hideTokens(next, secret);
    if (next === out) break;
    out = next;
  }
  return out === text ? text : `${out} ${SECRET_HIDDEN}`;
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

/** Node's code for a TLS handshake answered with bytes that are no TLS record. */
const PLAINTEXT_REPLY = "ERR_SSL_WRONG_VERSION_NUMBER";
const PLAINTEXT_REASON =
  "the URI asks for TLS, but the server answered the TLS handshake in plain text: it does not speak TLS on this port";
const PLAINTEXT_FIX =
  "connect without TLS (the plain scheme, e.g. amqp:// or redis://, or sslmode=disable), or use the port where the server speaks TLS";

/** How the URI of an engine whose TLS is a query setting turns TLS off. */
const TLS_OFF: Readonly<Record<string, string>> = { pg: "sslmode=disable", mysql: "ssl-mode=DISABLED" };

/** The fix for a server that speaks plain text where the URI asked for TLS: the plain URI when there is one. */
function plaintextFix(target: Target): string {
  const plain = switchedTlsUri(target, false);
  if (plain !== null) return `connect without TLS: ${plain}, or use the port where the server speaks TLS`;
  const off = target.canonicalEngine === null ? undefined : TLS_OFF[target.canonicalEngine];
  return off === undefined
    ? PLAINTEXT_FIX
    : `connect without TLS (${off}), or use the port where the server speaks TLS`;
}

/** Where an attempt went, as errors name it: the address the driver used, else the target's. */
function placeOf(target: Target, address: string | undefined): string {
  return (
    address ??
    target.socket ??
    (target.host === null
      ? "the default host"
      : `${target.host || "localhost"}:${target.effectivePort ?? ""}`)
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
  const where = placeOf(target, context.address);
  const detail = scrub(error instanceof Error ? error.message : String(error), secrets);
  const cause = new Error(detail);
  if (nodeCode) Object.assign(cause, { code: nodeCode });
  // OpenSSL's "wrong version number": the first bytes that came back were no TLS record, so the server
  // answered the handshake in plain text. Said in those words; OpenSSL's own line stays in the cause.
  const plaintext = nodeCode === PLAINTEXT_REPLY;
  return new DburiError({
    code,
    reason: `${context.engineName} at ${where}${context.stage ? `, ${context.stage}` : ""}: ${
      plaintext ? PLAINTEXT_REASON : detail || code
    }`,
    fix:
      context.fix ??
      (plaintext ? plaintextFix(target) : FIXES[code]) ??
      "the reason ends with the driver's own message; check it against the server's log",
    cause,
  });
}

/**
 * What a probe of the port found, for `tlsMismatchError`.
 * @example
 * const target = interpret("redis://127.0.0.1:6380/0");
 * const cause = new DburiError({ code: "connection-reset", reason: "read ECONNRESET" });
 * const context: MismatchContext = {
 *   target,
 *   engineName: "Redis",
 *   spoken: "tls",
 *   evidence: "the plain-text attempt failed (connection-reset), and a TLS handshake on the same port was answered",
 *   cause,
 * };
 */
export interface MismatchContext {
  readonly target: Target;
  /** Human name of the engine, e.g. `Redis`. */
  readonly engineName: string;
  /** What the server on the port speaks: `tls` where the URI asked for plain text, `plain` the other way. */
  readonly spoken: "tls" | "plain";
  /** What showed it, in words, e.g. `the TLS handshake got no answer, and a plain-text PING did`. */
  readonly evidence: string;
  /** What the adapter was doing, e.g. `connecting`. */
  readonly stage?: string | undefined;
  /** Where the attempt went, when the driver fills in what the target leaves out (see FailureContext). */
  readonly address?: string | undefined;
  /** The failure the probe explains (a timeout, a reset), kept as the cause; it must hold no secret. */
  readonly cause: DburiError;
}

/**
 * A `tls-error` for a server that speaks the other way on that port: plain text where the URI asked for
 * TLS, or TLS where it asked for plain text. The fix is the URI switched over, redacted, when the scheme
 * has a counterpart (see switchedTlsUri).
 * @example
 * const target = interpret("rediss://:s3cret@127.0.0.1:6379/0");
 * const cause = timeoutError(target, "Redis", 250, { stage: "finish connecting" });
 * const evidence = "the TLS handshake got no answer, and a plain-text PING did";
 * tlsMismatchError({ target, engineName: "Redis", spoken: "plain", evidence, cause }).fix;
 * // "connect without TLS: redis://:***@127.0.0.1:6379/0, or use the port where the server speaks TLS"
 */
export function tlsMismatchError(context: MismatchContext): DburiError {
  const { target, spoken } = context;
  const where = placeOf(target, context.address);
  const said =
    spoken === "plain"
      ? "the URI asks for TLS, but the server on that port speaks plain text, not TLS"
      : "the URI asks for plain text, but the server on that port speaks TLS";
  const uri = switchedTlsUri(target, spoken === "tls");
  const fix =
    spoken === "plain"
      ? plaintextFix(target)
      : uri === null
        ? "connect with TLS (the TLS scheme, e.g. amqps:// or rediss://), or use the port where the server speaks plain text"
        : `connect with TLS: ${uri}, or use the port where the server speaks plain text`;
  return new DburiError({
    code: "tls-error",
    reason: `${context.engineName} at ${where}${context.stage ? `, ${context.stage}` : ""}: ${said} (${context.evidence})`,
    fix,
    cause: context.cause,
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
  const where = placeOf(target, context.address);
  const param = context.param;
  return new DburiError({
    code: "timeout",
    reason: `${engineName} at ${where} did not ${context.stage ?? "answer"} within ${ms} ms${param ? ` (the URI's ${param})` : ""}`,
    fix: param ? `check that the server answers, or raise ${param} in the URI` : FIXES.timeout,
  });
}

/** Where an aborted attempt was, for `abortedError`. */
export interface AbortContext {
  /** What the engine was to do when the abort came, e.g. `answer PING` (as TimeoutContext.stage). */
  readonly stage?: string | undefined;
  /** Where the attempt went, when the driver fills in what the target leaves out (see FailureContext). */
  readonly address?: string | undefined;
  /** The signal's reason (`signal.reason`), kept as the cause; never part of the message. */
  readonly reason?: unknown;
}

/**
 * An `aborted` error: the caller's AbortSignal ended the attempt. It names the engine and where the
 * attempt went, never a secret; the signal's reason is its cause.
 * @example
 * const target = interpret("postgresql://app:s3cret@db.example.com/shop");
 * abortedError(target, "PostgreSQL").reason;
 * // "the attempt on PostgreSQL at db.example.com:5432 was aborted by the signal given to connect or ping"
 */
export function abortedError(target: Target, engineName: string, context: AbortContext = {}): DburiError {
  return new DburiError({
    code: "aborted",
    reason: `the attempt on ${engineName} at ${placeOf(target, context.address)} was aborted${context.stage === undefined ? "" : ` while waiting for it to ${context.stage}`} by the signal given to connect or ping`,
    fix: "nothing to fix if the abort was meant; for a time limit of dburi's own, pass timeoutMs",
    cause: context.reason,
  });
}

/**
 * How `withTimeout` ends early when the caller aborts: the signal, and the error to reject with.
 * @example
 * const target = interpret("redis://localhost/0");
 * const abort: Abort = { signal: AbortSignal.timeout(100), error: () => abortedError(target, "Redis") };
 */
export interface Abort {
  readonly signal: AbortSignal | undefined;
  readonly error: () => DburiError;
}

/**
 * Runs `attempt`, rejecting with the error `onTimeout` makes after `ms`, or with `abort.error()` as soon as
 * `abort.signal` aborts (at once when it already has); `cleanup` runs then, to close whatever the attempt
 * opened.
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
  abort?: Abort,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onAbort: (() => void) | undefined;
  const signal = abort?.signal;
  const expired = new Promise<never>((_, reject) => {
    if (signal !== undefined && abort !== undefined) {
      onAbort = () => {
        cleanup?.();
        reject(abort.error());
      };
      if (signal.aborted) {
        onAbort();
        return;
      }
      signal.addEventListener("abort", onAbort, { once: true });
    }
    timer = setTimeout(() => {
      cleanup?.();
      reject(onTimeout());
    }, ms);
  });
  try {
    return await Promise.race([attempt, expired]);
  } finally {
    clearTimeout(timer);
    if (onAbort !== undefined) signal?.removeEventListener("abort", onAbort);
  }
}

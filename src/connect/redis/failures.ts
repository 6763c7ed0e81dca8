// What a failed Redis connection or command was: the server's error replies and the drivers' timeout
// errors, as dburi codes with a fix, and never with the password in them.

import type { RedisTarget } from "../../schemes/index.js";
import type { DburiError, DburiErrorCode } from "../../uri/index.js";
import { connectionError } from "../errors.js";

/** AUTH's refusals: the password (or the user and password) is wrong. */
const PASSWORD_REFUSED = /^WRONGPASS|^ERR invalid password|^ERR invalid username-password/;

/** The server requires AUTH first: sent a command before AUTH, or after an AUTH that failed. */
const NOAUTH = /^NOAUTH/;

/** Redis error replies (first word, or a phrase) and what dburi calls them. */
const REPLY_CODES: readonly (readonly [test: RegExp, code: DburiErrorCode, fix?: string])[] = [
  [PASSWORD_REFUSED, "auth-failed"],
  [NOAUTH, "auth-failed", "the server requires a password: add it to the URI (redis://:password@host)"],
  [
    /^ERR AUTH .* called without any password configured/,
    "auth-failed",
    "the server has no password set for that user: remove the password from the URI, or configure one",
  ],
  [
    /^ERR DB index is out of range/,
    "database-out-of-range",
    "the server has fewer databases (16 unless `databases` is raised): choose a lower db-number",
  ],
  [/^NOPERM/, "permission-denied", "grant the ACL user the commands it needs (ACL SETUSER)"],
];

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Whether a driver error is the server refusing the password (WRONGPASS and its older wordings).
 * @example
 * isPasswordRefusal(new Error("WRONGPASS invalid username-password pair")); // true
 */
export function isPasswordRefusal(error: unknown): boolean {
  return PASSWORD_REFUSED.test(messageOf(error));
}

/**
 * node-redis's timeout classes (its connect timeout, its command timeout with an empty message, its socket
 * timeout) carry no errno code; ioredis's command and socket timeouts are plain Errors with these messages.
 */
const TIMEOUT_CLASSES = new Set(["ConnectionTimeoutError", "TimeoutError", "SocketTimeoutError"]);
const TIMEOUT_MESSAGES = /^(?:Command timed out|Socket timeout)/;

/**
 * Whether a driver error is one of the drivers' own timeouts.
 * @example
 * isDriverTimeout(new Error("Command timed out")); // true
 */
export function isDriverTimeout(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return TIMEOUT_CLASSES.has(error.constructor.name) || TIMEOUT_MESSAGES.test(error.message);
}

/** A dburi code, and a fix when the code's generic advice would mislead. */
interface Known {
  readonly code?: DburiErrorCode;
  readonly fix?: string;
}

/** The dburi code (and fix) for a driver error, when the reply or the error class says more than errno. */
function classify(error: unknown): Known {
  const message = messageOf(error);
  for (const [test, code, fix] of REPLY_CODES) if (test.test(message)) return { code, fix };
  if (isDriverTimeout(error)) return { code: "timeout" };
  return {};
}

/**
 * A NOAUTH reply although the URI gives a password means the server refused it: the driver sent AUTH,
 * which failed, and what it sent next was answered NOAUTH (ioredis on RESP2 sends AUTH and SELECT
 * together and may report SELECT's reply). The message says so instead of asking for a password the URI
 * already has.
 */
function refusedPassword(error: unknown, target: RedisTarget): Error | null {
  if (!target.password || !NOAUTH.test(messageOf(error))) return null;
  return new Error(`the server refused the password (it then answered: ${messageOf(error)})`);
}

/**
 * A driver failure as a `DburiError` with a code and fix, naming the URI parameter whose time ran out.
 * @example
 * const target = interpret("redis://:wrong@localhost/0");
 * const refusal = new Error("WRONGPASS invalid username-password pair or user is disabled.");
 * if (isRedisTarget(target)) redisFailure(refusal, target, "authenticating").code; // "auth-failed"
 */
export function redisFailure(error: unknown, target: RedisTarget, stage: string): DburiError {
  const refused = refusedPassword(error, target);
  const known: Known = refused === null ? classify(error) : { code: "auth-failed" };
  // The drivers' own timeouts come from the URI's socket_timeout or socket_connect_timeout.
  const param =
    known.code !== "timeout"
      ? undefined
      : target.options.socket_timeout !== undefined
        ? "socket_timeout"
        : target.options.socket_connect_timeout !== undefined
          ? "socket_connect_timeout"
          : undefined;
  const fix = param ? `check that the server answers, or raise ${param} in the URI` : known.fix;
  return connectionError(refused ?? error, { target, engineName: "Redis", stage, code: known.code, fix });
}

// Short probes of what a server's port speaks, TLS or the engine's plain-text protocol, to explain an
// attempt that stalled or was dropped: a TLS client at a plain-text port waits for a handshake answer that
// never comes (or gets its connection dropped), and a plain-text client at a TLS port is dropped. A probe
// sends no credentials: a TLS ClientHello, or the engine's own greeting that needs none, and it reads the
// first answer only.

import type { Socket } from "node:net";
import type { Target } from "../registry/index.js";
import type { DburiError } from "../uri/index.js";
import { timeoutError, tlsMismatchError } from "./errors.js";

/**
 * Where a probe connects: a TCP host and port.
 * @example
 * const endpoint: Endpoint = { host: "127.0.0.1", port: 6379 };
 */
export interface Endpoint {
  readonly host: string;
  readonly port: number;
}

/**
 * How an engine is greeted in plain text without credentials, and how its answer is recognised.
 * @example
 * REDIS_GREETING.recognise(Buffer.from("+PONG\r\n")); // true
 */
export interface PlainGreeting {
  /** What the probe sends. */
  readonly bytes: Uint8Array;
  /** The greeting in words, for the error, e.g. `a plain-text PING`. */
  readonly name: string;
  /** Whether what came back so far is the engine's answer: true, false, or undefined while it cannot tell. */
  recognise(received: Buffer): boolean | undefined;
}

/**
 * Redis's plain-text greeting: PING, which any Redis answers with a RESP simple string or error (`+PONG`,
 * `-NOAUTH Authentication required.`, `-DENIED ...`) whether or not it wants a password.
 * @example
 * REDIS_GREETING.recognise(Buffer.from("-NOAUTH Authentication required.\r\n")); // true
 * REDIS_GREETING.recognise(Buffer.from([0x15, 0x03, 0x03])); // false: a TLS alert
 */
export const REDIS_GREETING: PlainGreeting = {
  bytes: Buffer.from("*1\r\n$4\r\nPING\r\n", "latin1"),
  name: "a plain-text PING",
  recognise(received) {
    const first = received[0];
    if (first !== 0x2b && first !== 0x2d) return false; // '+' or '-'
    if (received.includes("\r\n")) return true;
    return received.length < 1024 ? undefined : false;
  },
};

const AMQP_HEADER = Buffer.from("AMQP", "latin1");

/**
 * AMQP's plain-text greeting: the AMQP 0-9-1 protocol header, which the server answers with
 * connection.start (a method frame on channel 0, class 10, method 10), or with its own protocol header
 * when it speaks another version.
 * @example
 * AMQP_GREETING.recognise(Buffer.from("AMQP\x00\x00\x09\x01", "latin1")); // true
 */
export const AMQP_GREETING: PlainGreeting = {
  bytes: Buffer.from("AMQP\x00\x00\x09\x01", "latin1"),
  name: "a plain-text AMQP protocol header",
  recognise(received) {
    if (received[0] === AMQP_HEADER[0]) {
      const n = Math.min(received.length, AMQP_HEADER.length);
      if (!received.subarray(0, n).equals(AMQP_HEADER.subarray(0, n))) return false;
      return n === AMQP_HEADER.length ? true : undefined;
    }
    if (received[0] !== 1) return false;
    if (received.length < 11) {
      const channelZero = received.subarray(1, 3).every((byte) => byte === 0);
      return channelZero ? undefined : false;
    }
    return (
      received.readUInt16BE(1) === 0 && received.readUInt16BE(7) === 10 && received.readUInt16BE(9) === 10
    );
  },
};

/**
 * PostgreSQL's plain-text greeting: an SSLRequest, which a server without TLS answers `N`. A server that
 * answers `S` offers TLS (negotiated in the protocol), so `S` is not a plain-text server's answer.
 * @example
 * PG_GREETING.recognise(Buffer.from("N")); // true: the server speaks plain text only
 * PG_GREETING.recognise(Buffer.from("S")); // false
 */
export const PG_GREETING: PlainGreeting = {
  bytes: Buffer.from([0, 0, 0, 8, 0x04, 0xd2, 0x16, 0x2f]),
  name: "a plain-text SSLRequest",
  recognise: (received) => received.length === 1 && received[0] === 0x4e, // 'N', and nothing after it
};

/**
 * One probe under way.
 * @example
 * const probe = probeTls({ host: "127.0.0.1", port: 6380 }, 500);
 * const speaksTls = await probe.result;
 */
export interface Probe {
  /** Whether the port speaks as probed; false too when the probe timed out, failed or was stopped. */
  readonly result: Promise<boolean>;
  /** Ends the probe at once (its result is then false, unless known already) and closes its socket. */
  stop(): void;
}

/** Runs a probe on `socket` for at most `ms`: `listen` reports the verdict, `onError` reads an error. */
function probing(
  socket: Socket,
  ms: number,
  listen: (finish: (found: boolean) => void) => void,
  onError: (error: unknown) => boolean = () => false,
): Probe {
  let finish: (found: boolean) => void = () => {};
  const result = new Promise<boolean>((resolve) => {
    let settled = false;
    const timer = setTimeout(() => finish(false), Math.max(1, ms));
    finish = (found) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(found);
    };
  });
  socket.on("error", (error) => finish(onError(error)));
  socket.once("close", () => finish(false));
  listen(finish);
  return { result, stop: () => finish(false) };
}

/** A TLS alert from the server (a client certificate it wants, a version it refuses): it speaks TLS. */
function isTlsAlert(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^ERR_SSL_(?:SSLV3|TLSV1|TLSV13)_ALERT_/.test(code);
}

/**
 * Whether a TLS handshake with `endpoint` gets the server's answer within `ms`. The certificate is not
 * checked (only whether the server speaks TLS is asked), and nothing is sent after the handshake.
 * @example
 * await probeTls({ host: "127.0.0.1", port: 6380 }, 500).result; // true for a TLS port
 */
export function probeTls(endpoint: Endpoint, ms: number): Probe {
  // No servername: Node sends the host as SNI when it is a name, and none for an IP address. node:tls is
  // loaded here, when a probe runs, not with the package: loading it costs as much CPU as a fifth of
  // importing dburi (bench/README.md, "Start-up").
  const socket = process
    .getBuiltinModule("node:tls")
    .connect({ host: endpoint.host, port: endpoint.port, rejectUnauthorized: false });
  return probing(socket, ms, (finish) => socket.once("secureConnect", () => finish(true)), isTlsAlert);
}

/**
 * Whether `endpoint` answers the engine's plain-text `greeting` as the engine does, within `ms`.
 * @example
 * await probePlain({ host: "127.0.0.1", port: 6379 }, REDIS_GREETING, 500).result; // true for a plain Redis
 */
export function probePlain(endpoint: Endpoint, greeting: PlainGreeting, ms: number): Probe {
  const socket = process.getBuiltinModule("node:net").connect({ host: endpoint.host, port: endpoint.port });
  return probing(socket, ms, (finish) => {
    let received = Buffer.alloc(0);
    socket.once("connect", () => socket.write(greeting.bytes));
    socket.on("data", (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const verdict = greeting.recognise(received);
      if (verdict !== undefined) finish(verdict);
    });
  });
}

/**
 * What a probe needs to know of an attempt: the target and its port, the engine's greeting, and how the
 * error names the attempt.
 * @example
 * const target = interpret("rediss://127.0.0.1:6379/0");
 * const watch: MismatchWatch = {
 *   target,
 *   engineName: "Redis",
 *   endpoint: { host: "127.0.0.1", port: 6379 },
 *   greeting: REDIS_GREETING,
 *   stage: "connecting",
 * };
 */
export interface MismatchWatch {
  readonly target: Target;
  /** Human name of the engine, e.g. `Redis`. */
  readonly engineName: string;
  /** The TCP port the attempt went to, or null when there is none to probe (a unix socket). */
  readonly endpoint: Endpoint | null;
  readonly greeting: PlainGreeting;
  /** What the attempt was doing, e.g. `connecting`. */
  readonly stage?: string | undefined;
  /** Where the attempt went, as the error names it (see FailureContext). */
  readonly address?: string | undefined;
}

/** The probe of the other side: plain text when the URI asked for TLS, TLS when it asked for plain text. */
function probeOtherSide(watch: MismatchWatch, endpoint: Endpoint, ms: number): Probe {
  return watch.target.tls ? probePlain(endpoint, watch.greeting, ms) : probeTls(endpoint, ms);
}

/** What the server on the port speaks, when it is not what the URI asked for. */
function spokenInstead(watch: MismatchWatch): "tls" | "plain" {
  return watch.target.tls ? "plain" : "tls";
}

/** How the other side answered, in words. */
function answeredOtherSide(watch: MismatchWatch): string {
  return watch.target.tls
    ? `${watch.greeting.name} on the same port got ${watch.engineName}'s answer`
    : "a TLS handshake on the same port was answered";
}

/**
 * A stalled opening is probed once it has had no result for a quarter of its limit, and at most this long.
 * The probe needs what the opening's first answer needed (a connection and one exchange), so the rest
 * leaves it at least three times the time the opening had. On a working link the opening is done before,
 * and no probe is made; on a slow one a probe of a port that speaks as asked finds nothing (a TLS server
 * drops a plain-text PING) and the opening goes on.
 */
const QUIET_MS = 1000;

/** A probe after a failure takes at most this long, and never more than what is left of the deadline. */
const PROBE_MS = 1000;

/**
 * An opening watched for a stall.
 * @example
 * const target = interpret("rediss://127.0.0.1:6379/0");
 * const endpoint = { host: "127.0.0.1", port: 6379 };
 * const watch: MismatchWatch = { target, engineName: "Redis", endpoint, greeting: REDIS_GREETING };
 * const watched: WatchedOpening<void> = watchOpening(Promise.resolve(), 1000, watch);
 * await watched.result; // the opening succeeded before any probe
 */
export interface WatchedOpening<T> {
  /** Settles as the opening does, or rejects with a `tls-error` first when a probe finds a mismatch. */
  readonly result: Promise<T>;
  /** Stops watching and any probe under way; call it when the attempt ends (its deadline passes). */
  stop(): void;
}

/**
 * Watches an opening limited to `openMs`: when it has had no result after a quarter of that (at most
 * QUIET_MS), the other side of the port is probed while it goes on (a plain-text greeting when the URI
 * asks for TLS, a TLS handshake when it asks for plain text). A server that answers the probe speaks the
 * other way, and the opening will never succeed: `result` then rejects at once with a `tls-error` whose
 * cause is the stall, a `timeout`, and the caller ends the opening. Running the probe beside the opening,
 * not after it, keeps the whole within the caller's deadline with nothing reserved from it: the opening
 * keeps all of its time, and a probe still unanswered when the deadline passes is stopped with it.
 * @example
 * const target = interpret("rediss://127.0.0.1:6379/0");
 * const endpoint = { host: "127.0.0.1", port: 6379 };
 * const watch: MismatchWatch = { target, engineName: "Redis", endpoint, greeting: REDIS_GREETING };
 * const handshake = new Promise<void>(() => {}); // a TLS handshake that never gets an answer
 * const watched = watchOpening(handshake, 4000, watch);
 * const deadline = setTimeout(watched.stop, 4000);
 * await watched.result.catch((error: DburiError) => error.code); // "tls-error" after 1 s from a plain-text Redis
 * clearTimeout(deadline);
 */
export function watchOpening<T>(
  opening: Promise<T>,
  openMs: number,
  watch: MismatchWatch,
): WatchedOpening<T> {
  const endpoint = watch.endpoint;
  if (endpoint === null) return { result: opening, stop: () => {} };
  const quietMs = Math.min(QUIET_MS, Math.floor(openMs / 4));
  const started = performance.now();
  let probe: Probe | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const stop = () => {
    done = true;
    clearTimeout(timer);
    probe?.stop();
  };
  const result = new Promise<T>((resolve, reject) => {
    opening.then(
      (value) => {
        stop();
        resolve(value);
      },
      (error: unknown) => {
        stop();
        reject(error);
      },
    );
    timer = setTimeout(() => {
      if (done) return;
      probe = probeOtherSide(watch, endpoint, openMs - quietMs);
      probe.result.then((found) => {
        if (!found || done) return;
        stop();
        const waited = Math.round(performance.now() - started);
        const cause = timeoutError(watch.target, watch.engineName, waited, {
          stage: "finish connecting",
          address: watch.address,
        });
        const side = watch.target.tls ? "the TLS handshake" : "the plain-text handshake";
        reject(
          tlsMismatchError({
            ...watch,
            spoken: spokenInstead(watch),
            evidence: `${side} got no answer in ${waited} ms, and ${answeredOtherSide(watch)}`,
            cause,
          }),
        );
      });
    }, quietMs);
  });
  return { result, stop };
}

/** The failures a server speaking the other way causes: a dropped connection, or an answer that made no sense. */
const DROPPED: ReadonlySet<string> = new Set(["connection-reset", "connection-failed", "unexpected-reply"]);

/**
 * `error` explained, when it is a dropped connection (`connection-reset`, `connection-failed`,
 * `unexpected-reply`) and a probe of the other side of the port, within `leftMs` of the deadline and at
 * most PROBE_MS, finds the server speaking the other way: then a `tls-error` with `error` as its cause.
 * Otherwise `error` itself.
 * @example
 * const target = interpret("redis://127.0.0.1:6380/0");
 * const endpoint = { host: "127.0.0.1", port: 6380 };
 * const watch: MismatchWatch = { target, engineName: "Redis", endpoint, greeting: REDIS_GREETING };
 * const reset = new DburiError({ code: "connection-reset", reason: "read ECONNRESET" });
 * (await explainFailure(reset, watch, 5000)).code; // "tls-error" when 6380 speaks TLS, else "connection-reset"
 */
export async function explainFailure(
  error: DburiError,
  watch: MismatchWatch,
  leftMs: number,
): Promise<DburiError> {
  const ms = Math.min(PROBE_MS, leftMs);
  if (watch.endpoint === null || !DROPPED.has(error.code) || ms < 1) return error;
  if (!(await probeOtherSide(watch, watch.endpoint, ms).result)) return error;
  return tlsMismatchError({
    ...watch,
    spoken: spokenInstead(watch),
    evidence: `the ${watch.target.tls ? "TLS" : "plain-text"} attempt failed (${error.code}), and ${answeredOtherSide(watch)}`,
    cause: error,
  });
}

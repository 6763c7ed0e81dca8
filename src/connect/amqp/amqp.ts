// Dereferencing amqp: and amqps: URIs through amqplib (an optional peer dependency). The URI becomes
// amqplib's object form through toAmqplibOptions, never its URL string form, so the vhost, UTF-8
// credentials and IPv6 hosts arrive exactly; amqplib's errors become dburi codes without secrets.

import { readFileSync } from "node:fs";
import { type AmqplibMechanism, type AmqplibOptions, toAmqplibOptions } from "../../convert/index.js";
import type { Target } from "../../registry/index.js";
import { DburiError, type DburiErrorCode } from "../../uri/index.js";
import { abortedError, connectionError, timeoutError, withTimeout } from "../errors.js";
import { askedDriver, importDriver } from "../load.js";
import { AMQP_GREETING, explainFailure, type MismatchWatch, watchOpening } from "../probe.js";
import { watchSockets } from "../sockets.js";
import { elapsedMs } from "../timing.js";
import type { ConnectOptions, DriverAdapter, PingResult } from "../types.js";
import { type AmqpLimits, amqpLimits } from "./limits.js";

type Amqplib = typeof import("amqplib");
type ChannelModel = Awaited<ReturnType<Amqplib["connect"]>>;
/** The converted options with TLS files read by Node (Buffers, as amqplib's types want). */
type FileOptions = AmqplibOptions<Buffer>;

const ENGINE = "RabbitMQ";
/** The one AMQP driver dburi connects through. */
const AMQP_DRIVERS = ["amqplib"] as const;

/** amqplib's error when the server does not offer the SASL mechanism it was given. */
const UNOFFERED_MECHANISM = /^SASL mechanism \S+ is not provided by the server/;

/** amqplib's failures that its messages identify (lib/connect.js, lib/connection.js), as dburi codes. */
const KNOWN_FAILURES: readonly {
  readonly pattern: RegExp;
  readonly code: DburiErrorCode;
  readonly stage: (options: AmqplibOptions) => string;
  readonly fix?: string;
}[] = [
  {
    pattern: /^Handshake terminated by server: 403\b/,
    code: "auth-failed",
    stage: (o) => `authenticating as '${o.url.username}'`,
  },
  {
    // RabbitMQ answers connection.open for an unknown vhost, or one the user has no permissions on, with
    // connection.close 530; amqplib reports only that it got a close instead of open-ok.
    pattern: /^Expected ConnectionOpenOk; got <ConnectionClose/,
    code: "vhost-not-found",
    stage: (o) => `opening vhost '${o.vhost}', which does not exist or which '${o.url.username}' may not use`,
    fix: "check the vhost: the path after the host, decoded ('/' is written %2F, so the default vhost is /%2F; a bare trailing '/' names the empty vhost), and the user's permissions on it",
  },
  {
    pattern: UNOFFERED_MECHANISM,
    code: "unsupported-auth-mechanism",
    stage: (o) => `authenticating with ${o.mechanisms.join(" or ")}`,
    fix: "allow a mechanism the server offers (auth_mechanism=plain, by default), or enable the server's plugin for it",
  },
  {
    pattern: /^Socket closed abruptly during opening handshake/,
    code: "connection-reset",
    stage: () => "during the AMQP handshake",
    fix: "check the scheme and port: amqps (TLS) usually listens on 5671, amqp on 5672",
  },
];

/** One attempt: the target, what toAmqplibOptions made of it, where it connects and its time limits. */
interface Attempt {
  readonly target: Target;
  readonly options: FileOptions;
  /** host:port as amqplib connects, the absent host filled in (localhost) and IPv6 in brackets. */
  readonly address: string;
  readonly limits: AmqpLimits;
}

/** The host and port amqplib connects to, as an error message names them. */
function addressOf(options: AmqplibOptions): string {
  const host = options.url.hostname;
  return `${host.includes(":") ? `[${host}]` : host}:${options.url.port}`;
}

/** Opening took longer than its limit: the URI's connection_timeout, or the whole attempt's. */
function openTimeout(attempt: Attempt): DburiError {
  const { target, address, limits } = attempt;
  const param = limits.openParam;
  return timeoutError(target, ENGINE, limits.openMs, { stage: "finish connecting", param, address });
}

function failure(error: unknown, attempt: Attempt): DburiError {
  const message = error instanceof Error ? error.message : "";
  // amqplib's own socket timeout, which dburi sets to the opening limit.
  if (message === "connect ETIMEDOUT") return openTimeout(attempt);
  const { target, options, address } = attempt;
  const known = KNOWN_FAILURES.find((f) => f.pattern.test(message));
  return connectionError(error, {
    target,
    engineName: ENGINE,
    code: known?.code,
    stage: known?.stage(options),
    fix: known?.fix,
    address,
  });
}

async function loadAmqplib(): Promise<Amqplib> {
  const module = await importDriver<Amqplib & { default?: Amqplib }>("amqplib", ENGINE);
  return module.default ?? module;
}

function credentialsFor(amqplib: Amqplib, mechanism: AmqplibMechanism, options: AmqplibOptions) {
  const { username, password } = options.url;
  if (mechanism === "EXTERNAL") return amqplib.credentials.external();
  if (mechanism === "AMQPLAIN") return amqplib.credentials.amqplain(username, password);
  return amqplib.credentials.plain(username, password);
}

/**
 * Opens an amqplib connection, trying the URI's mechanisms in order while the server does not offer
 * them, as RabbitMQ's Erlang client picks the first of its list that the server offers. amqplib's socket
 * timeout is the opening limit, so that a silent server's socket is closed when the limit passes.
 */
async function openWithMechanisms(amqplib: Amqplib, attempt: Attempt) {
  const { options } = attempt;
  const socketOptions = { ...options.socketOptions, timeout: attempt.limits.openMs };
  for (const [i, mechanism] of options.mechanisms.entries()) {
    try {
      const credentials = credentialsFor(amqplib, mechanism, options);
      return await amqplib.connect(options.url, { ...socketOptions, credentials });
    } catch (error) {
      const unoffered = error instanceof Error && UNOFFERED_MECHANISM.test(error.message);
      if (!unoffered || i === options.mechanisms.length - 1) throw failure(error, attempt);
    }
  }
  throw new Error("unreachable: toAmqplibOptions returns at least one mechanism");
}

/**
 * Runs `use` on a fresh connection within the limits (see amqpLimits): opening within its own, the whole
 * within the total. A connection that opens after a limit passed is closed when it arrives.
 */
async function withConnection<T>(
  target: Target,
  connectOptions: ConnectOptions,
  use: (model: ChannelModel, options: FileOptions, connecting: number) => Promise<T>,
): Promise<T> {
  askedDriver(connectOptions, ENGINE, AMQP_DRIVERS);
  const limits = amqpLimits(target, connectOptions);
  const started = performance.now();
  const amqplib = await loadAmqplib();
  // Latency starts here, once the driver is loaded; the limits started before it.
  const connecting = performance.now();
  const options = toAmqplibOptions(target, { readFile: (path) => readFileSync(path) });
  const attempt: Attempt = { target, options, address: addressOf(options), limits };
  const signal = connectOptions.signal;
  const abort = {
    signal,
    error: () => abortedError(target, ENGINE, { address: attempt.address, reason: signal?.reason }),
  };
  if (signal?.aborted === true) throw abort.error();
  // amqplib hands over no connection until it is open: the sockets it opens meanwhile are watched, so
  // that giving up (the limit, or the caller's abort) closes them at once.
  const sockets = watchSockets(() => openWithMechanisms(amqplib, attempt));
  const opening = sockets.result;
  const closeLate = () => {
    opening.then(
      (model) => model.close().catch(() => undefined),
      () => undefined,
    );
  };
  // What is left of the whole attempt, which started before amqplib was loaded.
  const left = () => Math.max(1, Math.ceil(limits.totalMs - (performance.now() - started)));
  const total = () => timeoutError(target, ENGINE, limits.totalMs, { address: attempt.address });
  const openWithin = Math.min(limits.openMs, left());
  const watch = mismatchWatch(attempt);
  const watched = watchOpening(opening, openWithin, watch);
  let model: ChannelModel;
  try {
    model = await withTimeout(
      watched.result,
      openWithin,
      openWithin === limits.openMs ? () => openTimeout(attempt) : total,
      () => {
        watched.stop();
        sockets.destroy();
        closeLate();
      },
      abort,
    );
  } catch (error) {
    watched.stop();
    sockets.destroy();
    sockets.stop();
    closeLate();
    const failed = error instanceof DburiError ? error : failure(error, attempt);
    throw await explainFailure(failed, watch, limits.totalMs - (performance.now() - started));
  }
  sockets.stop();
  return withTimeout(use(model, options, connecting), left(), total, closeLate, abort);
}

/** How a failed opening is probed for a server that speaks TLS where the URI did not ask for it, or the other way. */
function mismatchWatch(attempt: Attempt): MismatchWatch {
  const { url } = attempt.options;
  const port = Number(url.port);
  const host = url.hostname; // an IPv6 address without brackets, as amqplib connects to it
  return {
    target: attempt.target,
    engineName: ENGINE,
    endpoint: Number.isInteger(port) && port > 0 ? { host, port } : null,
    greeting: AMQP_GREETING,
    address: attempt.address,
  };
}

/**
 * amqplib behind `connect`/`ping` for the canonical engine `amqp`. An absent host is localhost, as in
 * toAmqplibOptions; the URI's connection_timeout bounds opening within the deadline (see amqpLimits).
 * @example
 * import type { ChannelModel } from "amqplib";
 *
 * const connection = (await amqpAdapter.connect(interpret("amqp://guest:guest@127.0.0.1"), {})) as ChannelModel;
 */
export const amqpAdapter: DriverAdapter = {
  driver: async (options) => askedDriver(options, ENGINE, AMQP_DRIVERS) ?? "amqplib",
  /** An amqplib ChannelModel (what `amqplib.connect` resolves to); the caller closes it. */
  connect(target: Target, options: ConnectOptions): Promise<unknown> {
    return withConnection(target, options, async (model) => model);
  },

  /** Opens a connection and a channel, reads the server's product and version, closes both. */
  async ping(target: Target, options: ConnectOptions): Promise<PingResult> {
    return withConnection(target, options, async (model, converted, connecting) => {
      // A server that closes the connection later must not crash the process through an unheard event.
      model.on("error", () => undefined);
      try {
        const channel = await model.createChannel();
        await channel.close();
      } catch (error) {
        await model.close().catch(() => undefined);
        throw connectionError(error, {
          target,
          engineName: ENGINE,
          stage: "opening a channel",
          address: addressOf(converted),
        });
      }
      const properties = model.connection.serverProperties;
      await model.close();
      const product = properties.product === undefined ? "" : String(properties.product);
      const version = properties.version === undefined ? "" : String(properties.version);
      return {
        ok: true,
        engine: "amqp",
        driver: "amqplib",
        host: converted.url.hostname,
        port: converted.url.port,
        database: converted.vhost,
        latencyMs: elapsedMs(connecting),
        serverVersion: `${product} ${version}`.trim() || null,
      };
    });
  },
};

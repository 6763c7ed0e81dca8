// The time limits of one amqp connect or ping: the caller's `timeoutMs` (or the default) and the URI's
// `connection_timeout`, which RabbitMQ's URI Query Parameters page defines for opening the connection.

import type { Target } from "../../registry/index.js";
import type { AmqpOptions } from "../../schemes/index.js";
import { timeoutOf } from "../timing.js";

/**
 * How long each part of an attempt may take, in milliseconds.
 * @example
 * const limits: AmqpLimits = { totalMs: 10_000, openMs: 200, openParam: "connection_timeout" };
 */
export interface AmqpLimits {
  /** The whole attempt: opening the connection and, for ping, the channel. */
  readonly totalMs: number;
  /** Opening the connection: TCP, TLS and the AMQP handshake, across every mechanism tried. */
  readonly openMs: number;
  /** The URI parameter `openMs` comes from, when it comes from the URI. */
  readonly openParam?: "connection_timeout" | undefined;
}

/**
 * The limits of an attempt. An explicit `timeoutMs` bounds everything, the URI's connection_timeout
 * included: the caller's deadline is the last word. Without one, a connection_timeout longer than the
 * default deadline (DEFAULT_TIMEOUT_MS) replaces it, since the URI asks for that wait in so many words; a
 * shorter one bounds opening within the default deadline.
 * @throws DburiError `invalid-argument` for a `timeoutMs` that is not a whole number of ms (see timeoutOf)
 * @example
 * amqpLimits(interpret("amqp://h?connection_timeout=30000"), {}); // { totalMs: 30000, openMs: 30000, openParam: "connection_timeout" }
 * amqpLimits(interpret("amqp://h?connection_timeout=30000"), { timeoutMs: 5000 }); // { totalMs: 5000, openMs: 5000 }
 * amqpLimits(interpret("amqp://h?connection_timeout=200"), {}); // { totalMs: 10000, openMs: 200, openParam: "connection_timeout" }
 */
export function amqpLimits(target: Target, options: { readonly timeoutMs?: number | undefined }): AmqpLimits {
  const ms = timeoutOf(options);
  const uri = (target.options as AmqpOptions).connection_timeout;
  if (uri === undefined) return { totalMs: ms, openMs: ms };
  const totalMs = options.timeoutMs === undefined ? Math.max(ms, uri) : ms;
  return uri <= totalMs
    ? { totalMs, openMs: uri, openParam: "connection_timeout" }
    : { totalMs, openMs: totalMs };
}

// toAmqplibOptions: an amqp target as the two arguments of amqplib's `connect(url, socketOptions)`, in the
// object form, compensating for what amqplib 2.x does to its input (read from its lib/connect.js):
// - it replaces a falsy `vhost` with "/" and passes any other through querystring.unescape;
// - in the object form it defaults the credentials to guest/guest only when both are undefined;
// - it falls back to the default port when `port` is falsy;
// - for amqps it sends the host name as SNI unless `servername` is set or the host is an IP address.
// The URL string form is never used: amqplib decodes its credentials as Latin-1 and turns an empty vhost
// into "/". Older amqplib differs where no option can compensate, hence the peer range ^2.0.0: before
// 1.0.1 it sent an IP address host as SNI, and before 2.0.0 `heartbeat: 0` took the server's heartbeat
// instead of disabling it, as RabbitMQ documents heartbeat=0.

import type { Finding, Target } from "../../registry/index.js";
import { AMQP_PARAMS, type AmqpOptions } from "../../schemes/index.js";
import { queryKeys } from "../../schemes/target/query.js";
import { DburiError, isSecretKey } from "../../uri/index.js";
import { OUTPUT_NAMES, unknownNotCarried } from "../driver-params.js";
import { paramError, unsupportedParam } from "./findings.js";
import { amqpTlsFiles, amqpTlsOptions } from "./tls.js";
import type { AmqplibSocketOptions, AmqplibTlsFiles, ToAmqplibOptions } from "./types.js";

export type { AmqplibSocketOptions, AmqplibTlsFiles, ToAmqplibOptions } from "./types.js";

import { redactingPrototype } from "../redacted.js";

/**
 * The SASL mechanisms amqplib implements (its `credentials` module).
 * @example
 * toAmqplibOptions(interpret("amqp://mq.example.com/?auth_mechanism=amqplain")).mechanisms; // ["AMQPLAIN"]
 */
export type AmqplibMechanism = "PLAIN" | "AMQPLAIN" | "EXTERNAL";

/**
 * The first argument of amqplib's `connect`: its object form.
 * @example
 * const { url } = toAmqplibOptions(interpret("amqps://app:pw@mq.example.com/prod?heartbeat=30"));
 * [url.protocol, url.port, url.heartbeat]; // ["amqps", 5671, 30]
 */
export interface AmqplibConnectObject {
  readonly protocol: "amqp" | "amqps";
  readonly hostname: string;
  readonly port: number;
  readonly username: string;
  readonly password: string;
  /**
   * The vhost escaped for amqplib, which unescapes it once more. For the empty vhost this is
   * `new String("")`: amqplib replaces a falsy vhost by "/", and a String object is truthy yet unescapes to
   * "". It is typed `string`, as amqplib's own types take it; compare `AmqplibOptions.vhost` instead.
   */
  readonly vhost: string;
  readonly locale?: string;
  readonly frameMax?: number;
  readonly channelMax?: number;
  readonly heartbeat?: number;
}

/**
 * What `toAmqplibOptions` returns. Printing it (JSON, inspect) hides the password, passphrase and key.
 * @example
 * import amqplib from "amqplib";
 *
 * const { url, socketOptions } = toAmqplibOptions(interpret(process.env.AMQP_URL!));
 * const connection = await amqplib.connect(url, socketOptions);
 */
export interface AmqplibOptions<File extends string | Buffer = string | Buffer> {
  /** Pass as the first argument of `amqplib.connect`. */
  readonly url: AmqplibConnectObject;
  /** Pass as the second argument (add `credentials` for a mechanism other than PLAIN). */
  readonly socketOptions: AmqplibSocketOptions<File>;
  /**
   * SASL mechanisms in order of preference. amqplib sends one (PLAIN unless `socketOptions.credentials`
   * says otherwise); dburi's `connect` tries each in turn, as RabbitMQ's Erlang client negotiates.
   */
  readonly mechanisms: readonly AmqplibMechanism[];
  /** The vhost amqplib will ask for, exactly: "/" (the server default) when the URI has none. */
  readonly vhost: string;
  /** TLS files the URI names, by parameter; their contents are in `socketOptions`, read with `readFile`. */
  readonly tlsFiles: AmqplibTlsFiles;
  /** What the URI asks for that amqplib cannot do. */
  readonly warnings: readonly Finding[];
}

const MECHANISMS: Readonly<Record<string, AmqplibMechanism | null>> = {
  plain: "PLAIN",
  amqplain: "AMQPLAIN",
  external: "EXTERNAL",
  crdemo: null, // RabbitMQ's RABBIT-CR-DEMO: amqplib has no implementation
};

/** The module RabbitMQ's Erlang client names its mechanisms by, written before a mechanism's name. */
const MECHANISM_MODULE = "amqp_auth_mechanisms:";

/** What a URI without auth_mechanism gets: PLAIN, shared (the result is frozen). */
const DEFAULT_MECHANISMS: readonly AmqplibMechanism[] = Object.freeze(["PLAIN"] as const);

/**
 * The URI's auth_mechanism list as amqplib mechanisms, frozen. Without one, PLAIN: amqplib's default, and
 * the first of the Erlang client's default list (plain, amqplain), which RabbitMQ offers out of the box.
 */
function mechanismsOf(
  target: Target,
  written: readonly string[] | undefined,
  warnings: Finding[],
): readonly AmqplibMechanism[] {
  if (written === undefined) return DEFAULT_MECHANISMS;
  const mechanisms: AmqplibMechanism[] = [];
  for (const name of written) {
    const short = name.startsWith(MECHANISM_MODULE) ? name.slice(MECHANISM_MODULE.length) : name;
    const mechanism = Object.hasOwn(MECHANISMS, short) ? MECHANISMS[short] : undefined;
    if (mechanism === undefined || mechanism === null) {
      warnings.push(
        unsupportedParam(target, {
          key: "auth_mechanism",
          value: name,
          message: `amqplib cannot use auth_mechanism=${name}`,
          fix: "use plain, amqplain or external",
        }),
      );
    } else if (!mechanisms.includes(mechanism)) mechanisms.push(mechanism);
  }
  if (mechanisms.length === 0) {
    throw paramError(target, {
      code: "unsupported-param",
      key: "auth_mechanism",
      reason: `amqplib implements none of the mechanisms the URI allows (${written.join(", ")})`,
      fix: "allow auth_mechanism=plain, amqplain or external",
    });
  }
  return Object.freeze(mechanisms);
}

/**
 * The prototype of every object the conversion returns: printing hides what isSecretKey names (password,
 * passphrase) and a private key's PEM text.
 */
const PRINTS_REDACTED = redactingPrototype((key) => isSecretKey(key) || key === "key");

/** The amqp family's parameters, as its reading finds them. */
const AMQP_KEYS = queryKeys(AMQP_PARAMS);

/** What an amqp URI gets, shared (the result is frozen): no TLS files, no warnings. */
const NO_FILES: AmqplibTlsFiles = Object.freeze({});
const NO_WARNINGS: readonly Finding[] = Object.freeze([]);

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Converts an amqp or amqps target into the arguments of amqplib's `connect`, in the object form: the vhost
 * exact (absent: "/", empty: ""), credentials as UTF-8 strings (absent: guest/guest), the host as
 * amqplib connects to it (IPv6 without brackets; an absent or empty host is "localhost"), the URI's
 * heartbeat, frame_max, channel_max, locale and connection_timeout, and for amqps the TLS options (server
 * name, CA/certificate/key, passphrase, verification). Pure: files are read only through `readFile`; without
 * one, `File` is `never` (no file contents), so the socket options are what amqplib's `connect` takes.
 * @throws DburiError `invalid-argument` for a target that is not amqp; `unsupported-param` (no
 *   auth_mechanism amqplib implements) and `unreadable-file`, each at its parameter in `target.href`
 * @example
 * import amqplib from "amqplib";
 *
 * toAmqplibOptions(interpret("amqp://:5673")).url.hostname; // "localhost"
 * const { url, socketOptions } = toAmqplibOptions(interpret("amqp://app:p%C3%A4ss@[::1]/"));
 * url.hostname; // "::1"
 * url.password; // "päss"
 * String(url.vhost); // ""
 * const connection = await amqplib.connect(url, socketOptions);
 */
export function toAmqplibOptions<File extends string | Buffer = never>(
  target: Target,
  settings: ToAmqplibOptions<File> = {},
): AmqplibOptions<File> {
  if (target.canonicalEngine !== "amqp") {
    throw new DburiError({
      code: "invalid-argument",
      reason: `toAmqplibOptions takes an amqp or amqps target, not ${target.scheme}`,
      fix: "interpret an amqp:// or amqps:// URI",
    });
  }
  const options = target.options as AmqpOptions;
  const tls = target.tls;
  const warnings: Finding[] = [];
  const mechanisms = mechanismsOf(target, options.auth_mechanism, warnings);
  const vhost = target.database ?? "/";
  const files = tls ? Object.freeze(amqpTlsFiles(options)) : NO_FILES;
  // Each object made on the printing prototype and set field by field: bench/README.md, "Why the hot path
  // looks as it does".
  const socketOptions = Object.create(PRINTS_REDACTED) as Mutable<AmqplibSocketOptions<File>>;
  if (tls) amqpTlsOptions(target, { files, settings, warnings }, socketOptions);
  // A parameter dburi does not know: amqplib has no setting it names.
  if (target.params.length > 0) unknownNotCarried(target, OUTPUT_NAMES.amqplib, { warnings }, AMQP_KEYS);
  if (options.connection_timeout !== undefined) socketOptions.timeout = options.connection_timeout;
  const url = Object.create(PRINTS_REDACTED) as Mutable<AmqplibConnectObject>;
  url.protocol = tls ? "amqps" : "amqp";
  url.hostname = target.host || "localhost";
  url.port = target.effectivePort ?? (tls ? 5671 : 5672);
  // amqplib's object form: no userinfo means guest/guest (its default, and the specification's example);
  // a user without a password sends an empty one.
  const user = target.user;
  url.username = user === null ? "guest" : user;
  url.password = user === null ? "guest" : (target.password ?? "");
  // Unlike a plain string, a boxed "" survives amqplib's `if (!vhost) vhost = '/'`; "%" is escaped
  // because amqplib unescapes the vhost once more.
  url.vhost = vhost === "" ? (Object("") as string) : vhost.replaceAll("%", "%25");
  if (options.locale !== undefined) url.locale = options.locale;
  if (options.frame_max !== undefined) url.frameMax = options.frame_max;
  if (options.channel_max !== undefined) url.channelMax = options.channel_max;
  if (options.heartbeat !== undefined) url.heartbeat = options.heartbeat;
  const result = Object.create(PRINTS_REDACTED) as Mutable<AmqplibOptions<File>>;
  result.url = Object.freeze(url);
  result.socketOptions = Object.freeze(socketOptions);
  result.mechanisms = mechanisms;
  result.vhost = vhost;
  result.tlsFiles = files;
  result.warnings = warnings.length === 0 ? NO_WARNINGS : frozenWarnings(warnings);
  return Object.freeze(result);
}

/** The warnings, each and the list frozen. */
function frozenWarnings(warnings: Finding[]): readonly Finding[] {
  for (const warning of warnings) Object.freeze(warning);
  return Object.freeze(warnings);
}

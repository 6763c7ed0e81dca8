// amqp: and amqps: URIs exactly as RabbitMQ's URI specification defines them:
//
//   amqp_URI       = "amqp://" amqp_authority [ "/" vhost ] [ "?" query ]
//   amqp_authority = [ amqp_userinfo "@" ] host [ ":" port ]
//   amqp_userinfo  = username [ ":" password ]
//   vhost          = segment
//
// The RFC 3986 core has already parsed and validated the URI, keeping absent (null) and empty ("")
// apart; amqp/syntax.ts checks what the specification narrows (an authority is required, the password
// holds no ":", the path is one segment, there is no fragment) and this module reads the components, an
// empty host meaning an absent one.

import type { Finding, InterpretContext, Target, TargetHost } from "../../registry/index.js";
import type { QueryEntry, QueryPair, Uri } from "../../uri/index.js";
import { Escapes } from "../../uri/offsets.js";
import { scannedOffsets } from "../../uri/uri.js";
import { readParams } from "../target/params.js";
import { isPlainQuery, isPlainShape, plainKeys, plainQuery } from "../target/plain.js";
import { databaseOf, TargetRecord } from "../target/target.js";
import { TargetView } from "../target/target-view.js";
import { AMQP_PARAMS, AMQP_TLS_PARAMS } from "./params.js";
import { type AmqpPlace, amqpOffset, checkAmqpSyntax, checkAmqpValues } from "./syntax.js";
import { amqpWarnings } from "./warnings.js";

/**
 * The typed query parameters of an amqp target, by canonical name (see `AMQP_PARAMS`).
 * @example
 * (interpret("amqp://h?frameMax=8192") as AmqpTarget).options.frame_max; // 8192
 */
export type AmqpOptions = {
  readonly heartbeat?: number;
  readonly connection_timeout?: number;
  readonly channel_max?: number;
  readonly frame_max?: number;
  readonly auth_mechanism?: readonly string[];
  readonly locale?: string;
  readonly cacertfile?: string;
  readonly certfile?: string;
  readonly keyfile?: string;
  /** The keyfile's passphrase (secret: printed as `***`). */
  readonly password?: string;
  readonly verify?: "verify_peer" | "verify_none";
  readonly server_name_indication?: string;
  readonly fail_if_no_peer_cert?: boolean;
  readonly depth?: number;
  readonly customize_hostname_check?: "https";
};

/**
 * What an amqp: or amqps: URI names. `database` and `vhost` are the same: the decoded vhost, null when
 * absent (the client picks one, usually "/"), `""` when empty (a vhost named ""). `host` is null when
 * the URI's host is empty, which the specification treats as absent; toAmqplibOptions, `connect` and
 * `ping` then connect to localhost.
 * @example
 * const target = interpret("amqp://host/") as AmqpTarget;
 * target.vhost; // ""
 */
export interface AmqpTarget extends Target {
  readonly kind: "amqp";
  readonly vhost: string | null;
  readonly options: AmqpOptions;
}

/**
 * The object every amqp target is: the standard fields assigned one by one (see `TargetRecord`), then the
 * vhost: the same fields in the same order as `createTarget` would give. `interpretAmqp` freezes it.
 */
class AmqpTargetRecord extends TargetRecord implements AmqpTarget {
  // `declare`: no class-field definitions to run before the constructor assigns each field once.
  declare kind: "amqp";
  declare vhost: string | null;
  declare options: AmqpOptions;

  constructor(fields: Target, vhost: string | null) {
    super(fields);
    this.vhost = vhost;
  }
}

/** The pairs, entries and options of a URI without a query; the hosts of one without a host. */
const NO_PAIRS: readonly QueryPair[] = Object.freeze([]);
const NO_ENTRIES: readonly QueryEntry[] = Object.freeze([]);
const NO_OPTIONS: AmqpOptions = Object.freeze({});
const NO_HOSTS: readonly TargetHost[] = Object.freeze([]);
const NO_FINDINGS: readonly Finding[] = Object.freeze([]);

/** readParams's options, frozen with the auth_mechanism list inside: the target is immutable throughout. */
function frozenOptions(options: Record<string, unknown>): AmqpOptions {
  const mechanisms = options.auth_mechanism;
  if (Array.isArray(mechanisms)) Object.freeze(mechanisms);
  return Object.freeze(options) as AmqpOptions;
}

/** The findings and the list, frozen. */
function frozenFindings(findings: Finding[]): readonly Finding[] {
  if (findings.length === 0) return NO_FINDINGS;
  for (const finding of findings) Object.freeze(finding);
  return Object.freeze(findings);
}

/**
 * The query pairs, as `Uri.params` gives them (each pair and the list frozen), from the entries already
 * decoded: the same spans make both, and decoding them a second time costs more than the copy.
 */
function pairsOf(entries: readonly QueryEntry[]): readonly QueryPair[] {
  const pairs: QueryPair[] = [];
  for (const entry of entries) pairs.push(Object.freeze([entry.key, entry.value] as const));
  return Object.freeze(pairs);
}

/**
 * Virtual Host: the path minus its leading "/", percent-decoded; no "/" means an absent vhost. The
 * database of the db: proposal's reading, as checkAmqpSyntax has made sure the path is "/" and one segment.
 */
function vhostOf(uri: Uri): string | null {
  return databaseOf(uri);
}

/**
 * Interprets an amqp: or amqps: URI per RabbitMQ's URI specification: every Appendix A example, absent and
 * empty kept apart for username, password and vhost, the documented query parameters typed and checked.
 * The target is frozen throughout: its options (the auth_mechanism list too), hosts and warnings.
 * @throws DburiError `missing-authority`, `invalid-userinfo`, `invalid-host` (an IPvFuture address),
 *   `invalid-port`, `invalid-vhost`, `unexpected-fragment`, `invalid-param` (also an empty text value such
 *   as `locale=`), `duplicate-param`, or the RFC 3986 core's errors
 * @example
 * const target = interpret("amqps://app:s3cret@mq.example.com/prod%2Forders?heartbeat=30");
 * target.vhost; // "prod/orders"
 * target.effectivePort; // 5671
 */
export function interpretAmqp(uri: Uri, context: InterpretContext): AmqpTarget {
  // A plain URI is valid as it is: its record is built on the first read (target-view.ts).
  if (isPlainAmqp(uri)) return TargetView.of("amqp", undefined, plainAmqpRecord, uri, context);
  return TargetView.of("amqp", readAmqp(uri, context));
}

/**
 * `interpretAmqp`'s full reading, which every URI that is not plain (`isPlainAmqp`) takes: the record of its
 * target.
 * @throws DburiError as `interpretAmqp`
 * @example
 * readAmqp(parseUri("amqp://h/v?frameMax=8192"), context).options.frame_max; // 8192
 */
export function readAmqp(uri: Uri, context: InterpretContext): AmqpTargetRecord {
  // Each Uri getter slices or decodes anew, so every component is read once, here.
  const href = context.href;
  const place: AmqpPlace = { href, offset: amqpOffset(uri.href, href) };
  const path = uri.path;
  const user = uri.username;
  const password = uri.password;
  checkAmqpSyntax(uri, { path, password, place });
  // Without a query there is nothing to read: the pairs, the entries and readParams (each a few frozen
  // objects, which V8 makes slowly) are skipped, and so are the TLS parameter warnings.
  const query = uri.query !== null;
  const entries = query ? uri.queryEntries : NO_ENTRIES;
  const params = query ? pairsOf(entries) : NO_PAIRS;
  // A literal, not `{ ...place, entries }`: with the spread, interpret took twice as long on URIs with a query.
  const read = query ? readParams(uri, AMQP_PARAMS, { href, offset: place.offset, entries }) : undefined;
  const options: AmqpOptions = read === undefined ? NO_OPTIONS : frozenOptions(read.options);
  if (query) checkAmqpValues(entries, options, place);
  const tls = context.definition.tls === true;
  // readParams's own warnings (unknown and duplicate parameters) come first.
  const warnings: Finding[] = read === undefined ? [] : read.warnings;
  amqpWarnings({ uri, entries, options, tls, user, password, place }, warnings);
  return amqpRecord(uri, context, {
    user,
    password,
    params,
    options,
    warnings: frozenFindings(warnings),
  });
}

/** What a reading of an amqp URI decides; `amqpTarget` takes the rest from the URI and the definition. */
interface AmqpReading {
  readonly user: string | null;
  readonly password: string | null;
  readonly params: readonly QueryPair[];
  readonly options: AmqpOptions;
  readonly warnings: readonly Finding[];
}

/**
 * The record of a target: host, port and vhost (its path checked to be empty or one segment) read from the
 * URI, TLS and the default port from the definition.
 */
function amqpRecord(uri: Uri, context: InterpretContext, reading: AmqpReading): AmqpTargetRecord {
  const definition = context.definition;
  const defaultPort = definition.defaultPort?.port ?? null;
  const port = uri.port;
  const effectivePort = port ?? defaultPort;
  // RabbitMQ URI Specification, "Handling of absent components": a zero-length host is treated as absent.
  const uriHost = uri.host;
  const host = uriHost === "" ? null : uriHost;
  const hosts: readonly TargetHost[] =
    host === null ? NO_HOSTS : Object.freeze([Object.freeze({ host, port, effectivePort })]);
  const vhost = vhostOf(uri);
  return new AmqpTargetRecord(
    {
      kind: "amqp",
      href: context.href,
      uri,
      scheme: context.scheme,
      engine: context.name,
      canonicalEngine: definition.canonicalEngine ?? definition.name,
      recognized: true,
      host,
      hosts,
      port,
      defaultPort,
      effectivePort,
      socket: null,
      user: reading.user,
      password: reading.password,
      database: vhost,
      params: reading.params,
      options: reading.options,
      tls: definition.tls === true,
      warnings: reading.warnings,
    },
    vhost,
  );
}

/**
 * The query keys of a plain amqp URI (plain.ts): the numbers that mean only themselves. Not the TLS
 * parameters (warned about), the text ones (an empty one is an error), frame_max (0 or at least 4096) or
 * the auth_mechanism list.
 */
const PLAIN_KEYS = plainKeys(AMQP_PARAMS, [...AMQP_TLS_PARAMS, "locale", "frame_max", "auth_mechanism"]);

/**
 * Whether `uri` is a plain amqp URI: an authority, a password without ":", at most one path segment, a user
 * name only with a password, and a query of `PLAIN_KEYS` alone. Such a URI is valid, and
 * `plainAmqpRecord` reads it as `readAmqp` would.
 * @example
 * isPlainAmqp(parseUri("amqp://guest:guest@rabbit/%2f?heartbeat=30")); // true
 * isPlainAmqp(parseUri("amqp://guest@rabbit")); // false: a user name without a password warns
 */
export function isPlainAmqp(uri: Uri): boolean {
  const o = scannedOffsets(uri);
  const href = uri.href;
  if (!isPlainShape(o) || !isPlainQuery(href, o, PLAIN_KEYS)) return false;
  // One segment at most: no "/" after the path's first.
  const slash = href.indexOf("/", o.pathStart + 1);
  if (slash >= 0 && slash < o.pathEnd) return false;
  if (o.userinfoEnd < 0) return true;
  // A user name only with a password, and a password without ":" (written, or encoded as %3A).
  if (o.passwordStart < 0) return false;
  if ((o.escapes & Escapes.Userinfo) !== 0) return !uri.password!.includes(":");
  const colon = href.indexOf(":", o.passwordStart);
  return colon < 0 || colon >= o.userinfoEnd;
}

/**
 * The record of a plain amqp URI (see `isPlainAmqp`), the same as `readAmqp` gives.
 * @example
 * plainAmqpRecord(parseUri("amqp://guest:guest@rabbit/%2f?heartbeat=30"), context).vhost; // "/"
 */
export function plainAmqpRecord(uri: Uri, context: InterpretContext): AmqpTargetRecord {
  let params = NO_PAIRS;
  let options = NO_OPTIONS;
  const query = plainQuery(uri.href, scannedOffsets(uri), PLAIN_KEYS);
  if (query !== undefined && query.read !== undefined) {
    const pairs = query.params;
    for (let i = 0; i < pairs.length; i++) Object.freeze(pairs[i]);
    params = Object.freeze(pairs);
    options = Object.freeze(query.read.options) as AmqpOptions;
  }
  const user = uri.username;
  const password = uri.password;
  return amqpRecord(uri, context, { user, password, params, options, warnings: NO_FINDINGS });
}

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

import type { Finding, Interpreter, Target, TargetHost } from "../../registry/index.js";
import type { Uri } from "../../uri/index.js";
import { Escapes, HostKind, type Offsets } from "../../uri/offsets.js";
import { scannedOffsets } from "../../uri/uri.js";
import { type Family, type FamilyContext, forced } from "../target/family.js";
import { frozenFindings, frozenOptions, NO_OPTIONS, NONE, offsetIn, queryPairs } from "../target/fields.js";
import { familyInterpreter } from "../target/interpreter.js";
import { queryFindings, queryKeys, type TypedQuery, typeQuery } from "../target/query.js";
import { databaseOf, TargetRecord } from "../target/target.js";
import { AMQP_PARAMS } from "./params.js";
import { type AmqpPlace, checkAmqpSyntax, checkAmqpValues } from "./syntax.js";
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
 * The record of every amqp target: the standard fields assigned one by one (see `TargetRecord`), then the
 * vhost: the same fields in the same order as `createTarget` would give.
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

const KEYS = queryKeys(AMQP_PARAMS);

/**
 * The amqp family: amqp: and amqps: URIs per RabbitMQ's URI specification: every Appendix A example,
 * absent and empty kept apart for username, password and vhost, the documented query parameters typed and
 * checked. `check` throws `missing-authority`, `invalid-userinfo`, `invalid-host` (an IPvFuture address),
 * `invalid-port`, `invalid-vhost`, `unexpected-fragment`, `invalid-param` (also an empty text value such as
 * `locale=`), `duplicate-param`, or the RFC 3986 core's errors. What the target holds is frozen
 * throughout: its options (the auth_mechanism list too), hosts and warnings.
 * @example
 * const target = interpret("amqps://app:s3cret@mq.example.com/prod%2Forders?heartbeat=30");
 * target.kind === "amqp" && target.vhost; // "prod/orders"
 * target.effectivePort; // 5671
 */
export const AMQP_FAMILY: Family<AmqpReading | undefined> = {
  kind: "amqp",
  keys: KEYS,
  check: checkAmqp,
  build: buildAmqp,
};

/** What the reading of a URI that has a query or a finding found: the query read, and its typed options. */
interface AmqpReading {
  readonly query: TypedQuery | undefined;
  readonly options: AmqpOptions;
}

/**
 * Throws what the specification's ABNF narrows (checkAmqpSyntax), when the parse's offsets show any of it:
 * no authority, a ':' in the password, an IPvFuture host, port 0, a second path segment, a fragment; then
 * reads the query (typed, its values checked) and the warnings, when there is a query, a user name
 * without a password or an empty vhost.
 */
function checkAmqp(uri: Uri, context: FamilyContext): AmqpReading | undefined {
  const o = scannedOffsets(uri);
  const href = uri.href;
  const force = forced(context);
  const place: AmqpPlace = { href: context.href, offset: offsetIn(uri, context.href) };
  const slash = o.pathEnd - o.pathStart > 1 ? href.indexOf("/", o.pathStart + 1) : -1;
  if (
    force ||
    o.authorityStart < 0 ||
    passwordHasColon(uri, o) ||
    o.hostType === HostKind.IPvFuture ||
    o.port === 0 ||
    (slash >= 0 && slash < o.pathEnd) ||
    o.fragmentStart >= 0
  ) {
    checkAmqpSyntax(uri, { path: uri.path, password: uri.password, place });
  }
  const userWithoutPassword = o.userinfoEnd >= 0 && o.passwordStart < 0;
  // A bare "/" names the vhost "" (RabbitMQ URI Specification, Virtual Host), which amqpWarnings reports.
  const emptyVhost = o.pathEnd - o.pathStart === 1;
  if (o.queryStart < 0 && !userWithoutPassword && !emptyVhost && !force) return undefined;
  return readAmqpQuery(uri, context);
}

/** The query of an amqp URI, typed and its values checked. */
function readAmqpQuery(uri: Uri, context: FamilyContext): AmqpReading {
  const place: AmqpPlace = { href: context.href, offset: offsetIn(uri, context.href) };
  // Without a query there is nothing to read.
  const query =
    scannedOffsets(uri).queryStart < 0
      ? undefined
      : typeQuery(uri, KEYS, { href: place.href, offset: place.offset, syntax: "uri" });
  const options = (query === undefined ? NO_OPTIONS : query.options) as AmqpOptions;
  if (query !== undefined) checkAmqpValues(() => uri.queryEntries, options, place);
  return { query, options };
}

/**
 * The warnings of a URI check has read: the query's own (unknown and repeated keys) first, then the amqp
 * ones (amqpWarnings), into `warnings`. check's typed options serve as they are: a build types nothing again.
 */
function amqpFindings(uri: Uri, context: FamilyContext, reading: AmqpReading, warnings: Finding[]): void {
  const place: AmqpPlace = { href: context.href, offset: offsetIn(uri, context.href) };
  const entries = reading.query === undefined ? NONE : uri.queryEntries;
  if (reading.query !== undefined)
    queryFindings(entries, KEYS, { href: place.href, offset: place.offset, syntax: "uri" }, warnings);
  const tls = context.definition.tls === true;
  amqpWarnings(
    { uri, entries, options: reading.options, tls, user: uri.username, password: uri.password, place },
    warnings,
  );
}

/** Whether the password holds a ':' (written, or encoded as %3A), which amqp_userinfo does not allow. */
function passwordHasColon(uri: Uri, o: Readonly<Offsets>): boolean {
  if (o.passwordStart < 0) return false;
  const href = uri.href;
  const colon = href.indexOf(":", o.passwordStart);
  if (colon >= 0 && colon < o.userinfoEnd) return true;
  if ((o.escapes & Escapes.Userinfo) === 0) return false;
  // Decoded, only %3A is a ':' (every octet of a longer UTF-8 sequence is 0x80 or above).
  for (
    let p = href.indexOf("%3", o.passwordStart);
    p >= 0 && p + 2 < o.userinfoEnd;
    p = href.indexOf("%3", p + 3)
  ) {
    if ((href.charCodeAt(p + 2) | 32) === 97) return true;
  }
  return false;
}

/**
 * The record of a target: host, port and vhost (its path checked to be empty or one segment) read from the
 * URI, TLS and the default port from the definition, the query and warnings from check's reading.
 */
function buildAmqp(uri: Uri, context: FamilyContext, _engine: unknown, reading: AmqpReading | undefined) {
  const definition = context.definition;
  const defaultPort = definition.defaultPort?.port ?? null;
  const port = uri.port;
  const effectivePort = port ?? defaultPort;
  // RabbitMQ URI Specification, "Handling of absent components": a zero-length host is treated as absent.
  const uriHost = uri.host;
  const host = uriHost === "" ? null : uriHost;
  const hosts: readonly TargetHost[] =
    host === null ? NONE : Object.freeze([Object.freeze({ host, port, effectivePort })]);
  // Virtual Host: the path minus its leading "/", percent-decoded; no "/" means an absent vhost (the
  // db: proposal's database, check having made sure the path is "/" and one segment).
  const vhost = databaseOf(uri);
  const warnings: Finding[] = [];
  if (reading !== undefined) amqpFindings(uri, context, reading, warnings);
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
      user: uri.username,
      password: uri.password,
      database: vhost,
      params: reading?.query === undefined ? NONE : queryPairs(uri.queryEntries),
      options: reading === undefined ? NO_OPTIONS : frozenOptions(reading.options),
      tls: definition.tls === true,
      warnings: frozenFindings(warnings),
    },
    vhost,
  );
}

/**
 * Interprets an amqp: or amqps: URI (AMQP_FAMILY): the interpreter of AMQP_DEFINITION and AMQPS_DEFINITION.
 * @throws DburiError as AMQP_FAMILY's check
 * @example
 * const context = { definition: AMQP_DEFINITION, name: "amqp", href: "amqp://h/v", scheme: "amqp", registry };
 * (interpretAmqp(parseUri("amqp://h/v"), context) as AmqpTarget).vhost; // "v"
 */
export const interpretAmqp: Interpreter = familyInterpreter(AMQP_FAMILY);

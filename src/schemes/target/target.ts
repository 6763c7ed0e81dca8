// Targets print redacted: String(target), JSON.stringify(target) and util.inspect(target) never show the
// password or a secret query value. `target.href` and `target.password` are the explicit ways in.

import type { Finding, InterpretContext, Target, TargetHost, TargetKind } from "../../registry/index.js";
import {
  isSecretKey,
  type QueryPair,
  REDACTED,
  redact,
  redactParamValue,
  type Uri,
} from "../../uri/index.js";
import { Escapes } from "../../uri/offsets.js";
import { decodeComponent } from "../../uri/percent.js";
import { scannedOffsets } from "../../uri/uri.js";

const INSPECT = Symbol.for("nodejs.util.inspect.custom");

// Secret keys, and secret items of `KEY:value` lists (MongoDB's authMechanismProperties), as the
// core's redaction hides them in the text.
function maskPairs(pairs: readonly (readonly [string, string])[]): [string, string][] {
  return pairs.map(([key, value]) => [key, redactParamValue(key, value)]);
}

function maskRecord(record: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (typeof value === "string") out[key] = redactParamValue(key, value);
    else if (isSecretKey(key) && value !== null && value !== undefined) out[key] = REDACTED;
    // A list option (MongoDB's readPreferenceTags): each string item as a value of the key.
    else if (Array.isArray(value))
      out[key] = value.map((item: unknown) =>
        typeof item === "string" ? redactParamValue(key, item) : item,
      );
    else out[key] = value;
  }
  return out;
}

/** Whether a field holds query pairs (`params`, a module's `unknownParams`), which must be masked too. */
function isPairList(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(
      (p) => Array.isArray(p) && p.length === 2 && typeof p[0] === "string" && typeof p[1] === "string",
    )
  );
}

/**
 * The method every target answers with the object that holds its fields: itself for a target made of data
 * properties (`createTarget`, a `RedactedTarget` subclass), the record behind the getters of a `TargetView`
 * (what `interpret` returns). Symbol-keyed, so no key of a target shows it.
 * @example
 * const target = interpret("redis://h");
 * if (target instanceof TargetBase) target[FIELDS]().effectivePort; // 6379, read from the record
 */
export const FIELDS: unique symbol = Symbol("dburi.target.fields");

/**
 * The object that holds a target's fields as own data properties: what iterating its fields needs (a
 * `TargetView` has none of its own: its fields are getters). Not exported from the package.
 * @example
 * Object.keys(targetFields(interpret("redis://h"))).includes("db"); // true
 */
export function targetFields(target: Target): Target {
  return target instanceof TargetBase ? target[FIELDS]() : target;
}

/**
 * The redacted plain-object view of a target, as `JSON.stringify(target)` and `util.inspect` show it: every
 * field, with the password, secret query values (whole values of secret keys, secret list items, the
 * secrets of a value that is a connection string or URI) and secret options shown as `***`. The safe
 * counterpart of the fields that return secrets as read: `href`, `password`, `uri`, `params`, `options`,
 * and a family's `unknownParams`.
 * @example
 * const view = redactedView(interpret("redis://:pw@h/0?password=x&db=1"));
 * view.password; // "***"
 * view.params; // [["password", "***"], ["db", "1"]]
 */
export function redactedView(target: Target): Record<string, unknown> {
  const fields = targetFields(target);
  const view: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (key === "href") view[key] = redact(fields.href);
    else if (key === "uri") view[key] = String(value);
    else if (key === "password") view[key] = value === null || value === "" ? value : REDACTED;
    else if (key === "params" || isPairList(value)) view[key] = maskPairs(value as readonly QueryPair[]);
    else if (key === "options") view[key] = maskRecord(fields.options);
    else if (isSecretKey(key) && typeof value === "string" && value !== "") view[key] = REDACTED;
    else view[key] = value;
  }
  return view;
}

/**
 * What every target's prototype chain holds: `toString`, `toJSON` and inspect, all redacted, and the
 * `FIELDS` method. Not exported from the package: `RedactedTarget` extends it, and `TargetView`'s prototype
 * is set on it (target-view.ts).
 * @example
 * interpret("redis://:pw@h") instanceof TargetBase; // true
 */
export abstract class TargetBase {
  /** The object holding the fields: see `FIELDS`. */
  abstract [FIELDS](): Target;

  toString(this: Target): string {
    return redact(this.href);
  }

  toJSON(this: Target): Record<string, unknown> {
    return redactedView(this);
  }

  [INSPECT](
    this: Target,
    _depth: number,
    options: unknown,
    inspect?: (value: unknown, options: unknown) => string,
  ): string {
    const view = redactedView(this);
    return inspect ? `Target ${inspect(view, options)}` : `Target ${JSON.stringify(view)}`;
  }
}

/**
 * The class of a target made of data properties: `toString`, `toJSON` and inspect are redacted.
 * `createTarget` builds on it; a scheme module that builds many targets may extend it with a class that
 * assigns its fields one by one (bench/README.md, "Why the hot path looks as it does"). The built-in families' targets are `TargetView`s: getters over
 * such an object.
 * @example
 * class AcmeTarget extends RedactedTarget {
 *   constructor(f: Target) {
 *     super();
 *     Object.assign(this, f); // or each field in turn: this.href = f.href; ...
 *   }
 * }
 * const acme: SchemeDefinition = { name: "acme", status: "unregistered" };
 * const context = { definition: acme, name: "acme", href: "acme://u:pw@h/db", scheme: "acme", registry };
 * const fields = baseTarget(parseUri(context.href), context);
 * String(Object.freeze(new AcmeTarget(fields))); // "acme://u:***@h/db"
 */
export class RedactedTarget extends TargetBase implements Target {
  // The fields of a Target, which subclasses assign (`declare`: nothing runs for them here). `kind` is
  // `createTarget`'s own field; a record behind a view leaves it to the view.
  declare kind: TargetKind;
  declare href: string;
  declare uri: Uri;
  declare scheme: string;
  declare engine: string | null;
  declare canonicalEngine: string | null;
  declare recognized: boolean;
  declare host: string | null;
  declare hosts: readonly TargetHost[];
  declare port: number | null;
  declare defaultPort: number | null;
  declare effectivePort: number | null;
  declare socket: string | null;
  declare user: string | null;
  declare password: string | null;
  declare database: string | null;
  declare params: readonly QueryPair[];
  declare options: Readonly<Record<string, unknown>>;
  declare tls: boolean;
  declare warnings: readonly Finding[];

  [FIELDS](): Target {
    return this;
  }
}
Object.freeze(TargetBase.prototype);
Object.freeze(RedactedTarget.prototype);

/**
 * `createTarget`'s object: the standard fields assigned one by one (bench/README.md, "Why the hot path looks as it does"). Scheme modules may extend
 * it with their own fields. Not frozen here: `createTarget` freezes.
 * @example
 * class AcmeTarget extends TargetRecord {
 *   declare level: number;
 *   constructor(fields: Target, level: number) {
 *     super(fields);
 *     this.level = level;
 *   }
 * }
 * const acme: SchemeDefinition = { name: "acme", status: "unregistered" };
 * const context = { definition: acme, name: "acme", href: "acme://h/db", scheme: "acme", registry };
 * const target = new AcmeTarget(baseTarget(parseUri(context.href), context), 2);
 * [target.database, target.level]; // ["db", 2]
 */
export class TargetRecord extends RedactedTarget {
  constructor(f: Target) {
    super();
    this.href = f.href;
    this.uri = f.uri;
    this.scheme = f.scheme;
    this.engine = f.engine;
    this.canonicalEngine = f.canonicalEngine;
    this.recognized = f.recognized;
    this.host = f.host;
    this.hosts = f.hosts;
    this.port = f.port;
    this.defaultPort = f.defaultPort;
    this.effectivePort = f.effectivePort;
    this.socket = f.socket;
    this.user = f.user;
    this.password = f.password;
    this.database = f.database;
    this.params = f.params;
    this.options = f.options;
    this.tls = f.tls;
    this.warnings = f.warnings;
  }
}

/**
 * Freezes a target's fields onto a prototype whose `toString`, `toJSON` and inspect output are redacted.
 * @example
 * const uri = parseUri("redis://:pw@h");
 * const context = { definition: REDIS_DEFINITION, name: "redis", href: uri.href, scheme: "redis", registry };
 * const target = createTarget(baseTarget(uri, context));
 * JSON.stringify(target).includes("pw"); // false
 */
export function createTarget<T extends Target>(fields: T): T {
  const target = new TargetRecord(fields) as unknown as Record<string, unknown>;
  // A scheme's own fields (redis `db`, amqp `vhost`) after the standard ones, which the record has already.
  for (const key in fields) if (!Object.hasOwn(target, key)) target[key] = fields[key];
  return Object.freeze(target) as unknown as T;
}

/**
 * Whether a value is a Target: what `interpret` returns (a `TargetView`), or one made by `createTarget` or
 * a `RedactedTarget` subclass.
 * @example
 * isTarget(interpret("redis://h")); // true
 * isTarget({ href: "redis://h" }); // false
 */
export function isTarget(value: unknown): value is Target {
  return value instanceof TargetBase;
}

/**
 * The database of a generic URI (the db: proposal): the path minus exactly one leading "/" when there is an
 * authority (`//h//tmp/x.gdb` is `/tmp/x.gdb`, `//h/` is `""`, `//h` is null), else the whole path; decoded.
 * @example
 * databaseOf(parseUri("db:pg://h/%2Ftmp%2Fx")); // "/tmp/x"
 */
export function databaseOf(uri: Uri): string | null {
  const o = scannedOffsets(uri);
  if (o.pathStart === o.pathEnd) return null;
  // With an authority, a path is empty or starts with "/" (RFC 3986 §3.3, path-abempty).
  const start = o.authorityStart < 0 ? o.pathStart : o.pathStart + 1;
  return decodeComponent(uri.href, start, o.pathEnd, o.escapes & Escapes.Path);
}

/**
 * A target of a scheme that a custom registry defines and `baseTarget`'s generic rules read (its own
 * interpreter may set other kinds).
 * @example
 * const acme: SchemeDefinition = { name: "acme", status: "unregistered" };
 * const context = { definition: acme, name: "acme", href: "acme://u@h/db", scheme: "acme", registry };
 * const target = genericInterpreter(parseUri(context.href), context);
 * target.kind; // "generic"
 */
export interface GenericTarget extends Target {
  readonly kind: "generic";
}

/**
 * The fields every interpreter starts from: host(s), ports, credentials, the path as the database, the
 * query pairs, TLS from the definition. Scheme modules override what differs.
 * @example
 * const definition = registry.get("cubrid")!;
 * const context = { definition, name: "cubrid", href: "cubrid://u@h/db", scheme: "cubrid", registry };
 * const fields = baseTarget(parseUri(context.href), context);
 * fields.effectivePort; // 33000, the engine's default
 */
export function baseTarget(uri: Uri, context: InterpretContext, warnings: Finding[] = []): GenericTarget {
  const definition = context.definition;
  const defaultPort = definition.defaultPort?.port ?? null;
  const hosts: TargetHost[] = uri.hosts.map((h) => ({
    host: h.host,
    port: h.port,
    effectivePort: h.port ?? defaultPort,
  }));
  return {
    kind: "generic",
    href: context.href,
    uri,
    scheme: context.scheme,
    engine: context.name,
    canonicalEngine: definition.canonicalEngine ?? definition.name,
    recognized: true,
    host: uri.host,
    hosts,
    port: uri.port,
    defaultPort,
    effectivePort: uri.port ?? defaultPort,
    socket: null,
    user: uri.username,
    password: uri.password,
    database: databaseOf(uri),
    params: uri.params,
    options: {},
    tls: definition.tls === true,
    warnings,
  };
}

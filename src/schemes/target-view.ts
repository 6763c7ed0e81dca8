// What interpret returns: a Target whose fields are getters over a record, as URL's are over its parse
// (ada, rust-url: one string and offsets, getters slice). The record is the object a scheme module's
// reading builds. interpret validates a URI whole before it returns, so every error is thrown there and no
// getter ever throws; what it may leave for later is the building. A URI its module reads in full (a
// warning, a host list, a percent-encoded query, ...) is read at once and its view holds the record; a
// plain URI (plain.ts), whose plain reading has passed its checks, is read on the first field read, once.
// Either way the view is immutable: its fields have no setters (assigning one throws in strict mode, as on
// a frozen object), and the record is reachable only through them.

import type { Target, TargetHost } from "../registry/index.js";
import type { QueryPair, Uri } from "../uri/index.js";
import { FIELDS, TargetBase, targetFields } from "./target.js";

/**
 * A module's reading of a URI: the record of its target. What a deferred view calls on its first read, with
 * the arguments interpret gave it.
 * @example
 * const reading: Reading<InterpretContext, undefined> = plainRedisRecord;
 */
export type Reading<C, E> = (uri: Uri, context: C, engine: E) => Target;

/** The record of a view, built on the first call for a deferred one. */
let recordOf: (view: TargetView) => Target;

/**
 * The record behind a view's getters: each view class reads its own fields through it. Not exported from
 * the package.
 * @example
 * get ssl(): PostgresSsl { return (viewRecord(this) as PostgresTargetRecord).ssl; }
 */
export function viewRecord(view: TargetView): Target {
  return recordOf(view);
}

/**
 * A Target as `interpret` returns it: the standard fields as getters over a record. Scheme modules extend
 * it with getters for their own fields (`DbTargetView`, `RedisTargetView`, ...).
 * @example
 * const target = interpret("postgresql://app@db.example.com/shop");
 * target.host; // "db.example.com"
 * Object.keys(target); // []: the fields are getters, as on URL; JSON.stringify(target) shows them redacted
 */
export class TargetView extends TargetBase implements Target {
  #record: Target | undefined;
  #reading: Reading<unknown, unknown> | undefined;
  #uri: Uri | undefined;
  #context: unknown;
  #engine: unknown;

  /**
   * The view of `record`, built already; or, with `record` undefined, of the record that
   * `reading(uri, context, engine)` builds, run on the first field read. The caller has made sure that
   * reading cannot throw: it has checked the URI as the reading's own checks would.
   */
  constructor(
    record: Target | undefined,
    reading?: Reading<never, never>,
    uri?: Uri,
    context?: unknown,
    engine?: unknown,
  ) {
    super();
    this.#record = record;
    this.#reading = reading as Reading<unknown, unknown> | undefined;
    this.#uri = uri;
    this.#context = context;
    this.#engine = engine;
  }

  static {
    recordOf = (view) => view.#record ?? view.#read();
  }

  /** Runs the deferred reading once, and lets go of what it needed. */
  #read(): Target {
    const record = this.#reading!(this.#uri!, this.#context, this.#engine);
    this.#record = record;
    this.#reading = undefined;
    this.#uri = undefined;
    this.#context = undefined;
    this.#engine = undefined;
    return record;
  }

  [FIELDS](): Target {
    return recordOf(this);
  }

  get href(): string {
    return (this.#record ?? this.#read()).href;
  }
  get uri(): Uri {
    return (this.#record ?? this.#read()).uri;
  }
  get scheme(): string {
    return (this.#record ?? this.#read()).scheme;
  }
  get engine(): string | null {
    return (this.#record ?? this.#read()).engine;
  }
  get canonicalEngine(): string | null {
    return (this.#record ?? this.#read()).canonicalEngine;
  }
  get recognized(): boolean {
    return (this.#record ?? this.#read()).recognized;
  }
  get host(): string | null {
    return (this.#record ?? this.#read()).host;
  }
  get hosts(): readonly TargetHost[] {
    return (this.#record ?? this.#read()).hosts;
  }
  get port(): number | null {
    return (this.#record ?? this.#read()).port;
  }
  get defaultPort(): number | null {
    return (this.#record ?? this.#read()).defaultPort;
  }
  get effectivePort(): number | null {
    return (this.#record ?? this.#read()).effectivePort;
  }
  get socket(): string | null {
    return (this.#record ?? this.#read()).socket;
  }
  get user(): string | null {
    return (this.#record ?? this.#read()).user;
  }
  get password(): string | null {
    return (this.#record ?? this.#read()).password;
  }
  get database(): string | null {
    return (this.#record ?? this.#read()).database;
  }
  get params(): readonly QueryPair[] {
    return (this.#record ?? this.#read()).params;
  }
  get options(): Readonly<Record<string, unknown>> {
    return (this.#record ?? this.#read()).options;
  }
  get tls(): boolean {
    return (this.#record ?? this.#read()).tls;
  }
  get warnings(): Target["warnings"] {
    return (this.#record ?? this.#read()).warnings;
  }
}
Object.freeze(TargetView.prototype);

/**
 * A copy of `target` with some fields replaced, of the same kind: a view of its class over an amended copy
 * of its record (of the record's class), or a frozen copy on its prototype for a target of data properties (`createTarget`'s). So
 * `isDbTarget`, `isRedisTarget` and printing treat the copy as the original. Not exported from the package.
 * @example
 * withFields(interpret("db:pg://me:pw@h/db"), { password: "***" }).password; // "***"
 */
export function withFields<T extends Target>(target: T, fields: Partial<Target>): T {
  if (target instanceof TargetView) {
    const View = target.constructor as typeof TargetView;
    return new View(amended(targetFields(target), fields)) as unknown as T;
  }
  return Object.freeze(amended(target, fields)) as T;
}

/** A copy of an object of data properties, on its prototype, with `fields` assigned over its own. */
function amended<T extends object>(object: T, fields: object): T {
  return Object.assign(Object.create(Object.getPrototypeOf(object)), object, fields);
}

// What interpret returns: a Target whose fields are getters over a record, as URL's are over its parse
// (ada, rust-url: one string and offsets, getters slice). The record is the object a scheme module's
// reading builds. interpret validates a URI whole before it returns, so every error is thrown there and no
// getter ever throws; what it may leave for later is the building. A URI its module reads in full (a
// warning, a host list, a percent-encoded query, ...) is read at once and its view holds the record; a
// plain URI (plain.ts), whose plain reading has passed its checks, is read on the first field read, once.
// Either way the view is immutable: its fields have no setters (assigning one throws in strict mode, as on
// a frozen object), and the record is reachable only through them.

import type { Target, TargetHost, TargetKind } from "../../registry/index.js";
import type { QueryPair, Uri } from "../../uri/index.js";
import type { DatabaseKind } from "../engines/engines.js";
import type { PostgresSsl } from "../postgres/ssl.js";
import { FIELDS, TargetBase, targetFields } from "./target.js";

/**
 * A module's reading of a URI: the record of its target. What a deferred view calls on its first read, with
 * the arguments interpret gave it.
 * @example
 * const reading: Reading<InterpretContext, undefined> = plainRedisRecord;
 */
export type Reading<C, E> = (uri: Uri, context: C, engine: E) => Target;

/** The fields of the records of one kind of target or another (see TargetView). */
interface KindRecord extends Target {
  readonly databaseKind?: DatabaseKind | null;
  readonly unknownParams?: readonly QueryPair[];
  readonly ssl?: PostgresSsl;
  readonly srv?: boolean;
  readonly memory?: boolean;
  readonly db?: number;
  readonly vhost?: string | null;
}

/**
 * The kinds of target a view stands for, which its class does not tell (one class serves all): a database
 * target (db: and the engines), a redis target or an amqp one. What `target.kind` answers.
 * @example
 * const kind: ViewKind = "redis";
 */
export type ViewKind = Exclude<TargetKind, "generic">;

/**
 * A Target as `interpret` returns it, of every scheme: the fields as getters over a record. The fields of
 * one kind of target are getters of every view, undefined for the other kinds, as they are on their
 * records: a database target's `databaseKind` and `unknownParams` (PostgreSQL's `ssl`, MongoDB's `srv`,
 * SQLite's `memory`), redis's `db`, amqp's `vhost`; the types (`DbTarget`, `RedisTarget`, `AmqpTarget`)
 * show each kind its own. One class, a base class, with `TargetBase.prototype` set under its prototype for
 * printing: V8 (Node 20) constructs a derived class (`extends`) through its generic construct stub at
 * about three times the cost of a base class (35-40 ns against 12 ns a construction, timed alone), and a
 * class per kind made by one factory shares its private-field stores between the kinds, which V8 then
 * looks up generically (4,310 against 5,800 instructions per URI, bench/instructions.mjs).
 * @example
 * const target = interpret("postgresql://app@db.example.com/shop");
 * target.host; // "db.example.com"
 * Object.keys(target); // []: the fields are getters, as on URL; JSON.stringify(target) shows them redacted
 */
export class TargetView implements Target {
  readonly #kind: ViewKind;
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
    kind: ViewKind,
    record: Target | undefined,
    reading?: Reading<never, never>,
    uri?: Uri,
    context?: unknown,
    engine?: unknown,
  ) {
    this.#kind = kind;
    this.#record = record;
    this.#reading = reading as Reading<unknown, unknown> | undefined;
    this.#uri = uri;
    this.#context = context;
    this.#engine = engine;
  }

  /**
   * `new TargetView(...)` typed as the target its kind is, which the class's getters (the fields of every
   * kind) do not tell.
   * @example
   * TargetView.of<RedisTarget>("redis", record).db; // record.db
   */
  static of<T extends Target>(
    kind: ViewKind,
    record: Target | undefined,
    reading?: Reading<never, never>,
    uri?: Uri,
    context?: unknown,
    engine?: unknown,
  ): T {
    return new TargetView(kind, record, reading, uri, context, engine) as unknown as T;
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
    return this.#record ?? this.#read();
  }

  /** What kind of target this is (see `TargetKind`); the one field no record holds. */
  get kind(): ViewKind {
    return this.#kind;
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

  // The fields of one kind of target (see the class's comment).
  /** A database target's kind of database (`DbTarget`). */
  get databaseKind(): DatabaseKind | null | undefined {
    return ((this.#record ?? this.#read()) as KindRecord).databaseKind;
  }
  /** A database target's query pairs that no option of its engine reads (`DbTarget`). */
  get unknownParams(): readonly QueryPair[] | undefined {
    return ((this.#record ?? this.#read()) as KindRecord).unknownParams;
  }
  /** PostgreSQL's TLS policy (`PostgresTarget`). */
  get ssl(): PostgresSsl | undefined {
    return ((this.#record ?? this.#read()) as KindRecord).ssl;
  }
  /** Whether a MongoDB URI is the SRV form (`MongodbTarget`). */
  get srv(): boolean | undefined {
    return ((this.#record ?? this.#read()) as KindRecord).srv;
  }
  /** Whether an SQLite database is in memory (`SqliteTarget`). */
  get memory(): boolean | undefined {
    return ((this.#record ?? this.#read()) as KindRecord).memory;
  }
  /** A redis target's database number (`RedisTarget`). */
  get db(): number | undefined {
    return ((this.#record ?? this.#read()) as KindRecord).db;
  }
  /** An amqp target's virtual host (`AmqpTarget`). */
  get vhost(): string | null | undefined {
    return ((this.#record ?? this.#read()) as KindRecord).vhost;
  }
}
// Printing (toString, toJSON, inspect: redacted) and `instanceof TargetBase` come from TargetBase's
// prototype; the class stays a base class, which V8 constructs inline.
Object.setPrototypeOf(TargetView.prototype, TargetBase.prototype);
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
    return new TargetView(target.kind, amended(targetFields(target), fields)) as unknown as T;
  }
  return Object.freeze(amended(target, fields)) as T;
}

/** A copy of an object of data properties, on its prototype, with `fields` assigned over its own. */
function amended<T extends object>(object: T, fields: object): T {
  return Object.assign(Object.create(Object.getPrototypeOf(object)), object, fields);
}

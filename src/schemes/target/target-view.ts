// What interpret returns: a Target whose fields are getters over a record, as URL's are over its parse
// (ada, rust-url: one string and offsets, getters slice). The record is what a scheme family's `build`
// makes (family.ts): interpret has run the family's `check`, which throws every error, so no getter ever
// throws; the building waits for the first field read, and runs once. The view is immutable: its fields
// have no setters (assigning one throws in strict mode, as on a frozen object), and the record is
// reachable only through them.

import type { Target, TargetHost } from "../../registry/index.js";
import type { QueryPair, Uri } from "../../uri/index.js";
import type { DatabaseKind, Engine } from "../engines/engines.js";
import type { PostgresSsl } from "../postgres/ssl.js";
import { type Family, type FamilyContext, type FamilyKind, relocate } from "./family.js";
import { FIELDS, TargetBase, targetFields } from "./target.js";

/** The fields of the records of one kind of target or another (see TargetView). */
interface KindRecord extends Target {
  readonly databaseKind?: DatabaseKind | null;
  readonly unknownParams?: readonly QueryPair[];
  readonly driver?: string | null;
  readonly ssl?: PostgresSsl;
  readonly srv?: boolean;
  readonly memory?: boolean;
  readonly db?: number;
  readonly masterName?: string;
  readonly sentinelUser?: string | null;
  readonly sentinelPassword?: string | null;
  readonly vhost?: string | null;
  readonly instance?: string | null;
  readonly project?: string | null;
}

/**
 * A Target as `interpret` returns it, of every scheme: the fields as getters over a record. The fields of
 * one kind of target are getters of every view, undefined for the other kinds, as they are on their
 * records: a database target's `databaseKind` and `unknownParams` (PostgreSQL's `ssl`, MongoDB's `srv`,
 * SQLite's `memory`), redis's `db`, amqp's `vhost`; the types (`DbTarget`, `RedisTarget`, `AmqpTarget`)
 * show each kind its own, and `kind` tells them apart. One class, a base class, with `TargetBase.prototype`
 * set under its prototype for printing (why one base class: bench/README.md, "Why the hot path looks as it does").
 * @example
 * const target = interpret("postgresql://app@db.example.com/shop");
 * target.host; // "db.example.com"
 * Object.keys(target); // []: the fields are getters, as on URL; JSON.stringify(target) shows them redacted
 */
export class TargetView implements Target {
  readonly #kind: FamilyKind;
  #record: Target | undefined;
  // What the first field read builds the record from, let go of once it has.
  #family: Family<unknown> | undefined;
  #uri: Uri | undefined;
  #context: FamilyContext | undefined;
  #engine: Engine | undefined;
  #reading: unknown;

  /**
   * The view of `record`, built already; or, with `record` undefined, of the record that
   * `family.build(uri, context, engine, reading)` makes on the first field read, `reading` being what the
   * family's `check` returned for that URI (which has thrown every error there is).
   */
  constructor(
    kind: FamilyKind,
    record: Target | undefined,
    family?: Family<unknown>,
    uri?: Uri,
    context?: FamilyContext,
    engine?: Engine,
    reading?: unknown,
  ) {
    this.#kind = kind;
    this.#record = record;
    this.#family = family;
    this.#uri = uri;
    this.#context = context;
    this.#engine = engine;
    this.#reading = reading;
  }

  /** Builds the record once, moved into the whole input for a nested URI, and lets go of its inputs. */
  #read(): Target {
    const context = this.#context!;
    const built = this.#family!.build(this.#uri!, context, this.#engine, this.#reading);
    const outer = context.outer;
    const record = outer === undefined ? built : relocate(built, outer);
    this.#record = record;
    this.#family = undefined;
    this.#uri = undefined;
    this.#context = undefined;
    this.#engine = undefined;
    this.#reading = undefined;
    return record;
  }

  [FIELDS](): Target {
    return this.#record ?? this.#read();
  }

  /** What kind of target this is (see `TargetKind`); the one field no record holds. */
  get kind(): FamilyKind {
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
  /** The client driver a database target's scheme names (`DbTarget`). */
  get driver(): string | null | undefined {
    return ((this.#record ?? this.#read()) as KindRecord).driver;
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
  /** A SQL Server, Oracle or Spanner target's named instance (`DbTarget`). */
  get instance(): string | null | undefined {
    return ((this.#record ?? this.#read()) as KindRecord).instance;
  }
  /** A Spanner target's project (`DbTarget`). */
  get project(): string | null | undefined {
    return ((this.#record ?? this.#read()) as KindRecord).project;
  }
  /** A redis target's database number (`RedisTarget`). */
  get db(): number | undefined {
    return ((this.#record ?? this.#read()) as KindRecord).db;
  }
  /** A Redis Sentinel target's master name (`RedisSentinelTarget`). */
  get masterName(): string | undefined {
    return ((this.#record ?? this.#read()) as KindRecord).masterName;
  }
  /** A Redis Sentinel target's user for the sentinels (`RedisSentinelTarget`). */
  get sentinelUser(): string | null | undefined {
    return ((this.#record ?? this.#read()) as KindRecord).sentinelUser;
  }
  /** A Redis Sentinel target's password for the sentinels (`RedisSentinelTarget`). */
  get sentinelPassword(): string | null | undefined {
    return ((this.#record ?? this.#read()) as KindRecord).sentinelPassword;
  }
  /** An amqp target's virtual host (`AmqpTarget`). */
  get vhost(): string | null | undefined {
    return ((this.#record ?? this.#read()) as KindRecord).vhost;
  }
}
// Printing (toString, toJSON, inspect: redacted) and `instanceof TargetBase` come from TargetBase's
// prototype; the class stays a base class.
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

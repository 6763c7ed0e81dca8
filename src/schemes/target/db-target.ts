// The Target of a database URI, and the db: proposal's generic reading of one: what every engine module
// starts from. Targets are built by a class that assigns each field (V8 builds those far faster than a
// generic copy), left unfrozen while the db: scheme maps positions, then frozen.

import type { Target, TargetHost } from "../../registry/index.js";
import type { QueryEntry, QueryPair, Uri } from "../../uri/index.js";
import type { DatabaseKind, Engine } from "../engines/engines.js";
import type { Family } from "./family.js";
import type { ReadParams } from "./params.js";
import { databaseOf, RedactedTarget } from "./target.js";
import { TargetView } from "./target-view.js";

/**
 * What interpreting a database URI yields: the fields of every Target (see `Target`) plus what DSN
 * builders need. The standard fields hold the effective values: for PostgreSQL a `?host=` or `?dbname=`
 * already replaced the URI's own, and `options` never repeats a key folded into them.
 * @example
 * const target = interpret("db:pg://app@db.example.com/shop") as DbTarget;
 * target.canonicalEngine; // "pg"
 * target.databaseKind; // "name"
 */
export interface DbTarget extends Target {
  readonly kind: "db";
  /** What `database` names (engine table), or null when the engine is not recognized. */
  readonly databaseKind: DatabaseKind | null;
  /**
   * The query pairs the engine module does not know, in order, as decoded: what a DSN passes through. For
   * an engine without a module (and an unknown engine) that is every pair.
   */
  readonly unknownParams: readonly QueryPair[];
}

/**
 * What an engine module decides about a target; the rest comes from the URI, the context and the engine
 * row. `read` is the typed query (its options, and its unknown pairs as `unknownParams`), when there was one.
 */
export type DbTargetFields = Pick<
  Target,
  "host" | "hosts" | "port" | "socket" | "user" | "password" | "database" | "params" | "tls" | "warnings"
> & {
  readonly read?: ReadParams | undefined;
  /** Instead of `read`'s: an engine without a module passes every pair through. */
  readonly unknownParams?: readonly QueryPair[] | undefined;
};

/**
 * The class every database target is an instance of; engine modules extend it with their own fields. The
 * engine row gives the canonical engine, the default port (and so the effective one) and what the
 * database names; `recognized` is whether there is a row. It assigns the standard fields itself, in
 * `TargetRecord`'s order, rather than through `TargetRecord`'s constructor: that one takes a whole Target,
 * an object built for every URI only to be copied.
 */
export class DbTargetRecord extends RedactedTarget implements DbTarget {
  declare kind: "db";
  declare databaseKind: DatabaseKind | null;
  declare unknownParams: readonly QueryPair[];

  constructor(uri: Uri, context: BuildContext, engine: Engine | undefined, f: DbTargetFields) {
    super();
    const defaultPort = engine === undefined ? null : (engine.defaultPort?.port ?? null);
    const read = f.read;
    this.href = context.href;
    this.uri = uri;
    this.scheme = context.scheme;
    this.engine = context.name;
    this.canonicalEngine = engine === undefined ? null : engine.canonical;
    this.recognized = engine !== undefined;
    this.host = f.host;
    this.hosts = f.hosts;
    this.port = f.port;
    this.defaultPort = defaultPort;
    this.effectivePort = f.port ?? defaultPort;
    this.socket = f.socket;
    this.user = f.user;
    this.password = f.password;
    this.database = f.database;
    this.params = f.params;
    this.options = read === undefined ? NO_OPTIONS : read.options;
    this.tls = f.tls;
    this.warnings = f.warnings.length === 0 ? NONE : f.warnings;
    this.databaseKind = engine === undefined ? null : engine.database;
    this.unknownParams = f.unknownParams ?? (read === undefined ? NONE : pairsOf(read.unknown));
  }
}

/**
 * Whether a target was built by the db: scheme or one of the engine modules (and so is a `DbTarget`).
 * @example
 * isDbTarget(interpret("db:pg://h/db")); // true
 */
export function isDbTarget(target: unknown): target is DbTarget {
  return target instanceof TargetView && target.kind === "db";
}

/** What a target builder needs to know besides the URI: a subset of `InterpretContext`. */
export interface BuildContext {
  /** The text `uri` was parsed from; every index refers to it. */
  readonly href: string;
  /** The outer scheme: `db` when the URI is nested in `db:`, else the scheme itself. */
  readonly scheme: string;
  /** The engine as written, lowercased, or null for `db:` without one. */
  readonly name: string | null;
}

/** Builds an unfrozen target; the interpreters freeze it, the db: scheme first maps its positions. */
export type TargetBuilder = (uri: Uri, context: BuildContext, engine: Engine | undefined) => DbTargetRecord;

/** One frozen empty list and record, shared by every target that has none. */
export const NONE: readonly never[] = Object.freeze([]);
export const NO_OPTIONS: Readonly<Record<string, unknown>> = Object.freeze({});

/**
 * Whether a decoded host names a unix socket rather than a machine: an absolute path (`/var/run/postgresql`,
 * written `%2Fvar%2Frun%2Fpostgresql`), or a Linux abstract-namespace socket (`@name`) as libpq reads one.
 * @example
 * isSocketPath("/tmp"); // true
 * isSocketPath("db.example.com"); // false
 */
export function isSocketPath(host: string): boolean {
  const c = host.charCodeAt(0);
  return c === 47 || c === 64;
}

/**
 * The socket a server engine's host names: the path for a socket host, `""` for an empty host (the db:
 * proposal's "local socket": the engine's default one), null for a network host or no authority.
 */
export function socketOf(host: string | null): string | null {
  if (host === null) return null;
  if (host === "") return "";
  return isSocketPath(host) ? host : null;
}

/**
 * Whether the authority may hold more than one host: parsed with the hostList option and a comma anywhere
 * (a comma elsewhere only sends the URI down the general path, which reads a single host as well).
 */
export function hasHostList(uri: Uri): boolean {
  return uri.isHostList && uri.href.includes(",");
}

/** Where the authority of `uri` starts in `uri.href` (after "//"), or would (after the scheme's ":"). */
export function authorityIndex(uri: Uri): number {
  return uri.hostType === null ? (uri.scheme?.length ?? -1) + 1 : uri.href.indexOf("//") + 2;
}

/** Where the path of `uri` starts in `uri.href`. */
export function pathIndex(uri: Uri): number {
  return queryIndex(uri) - uri.path.length - (uri.query === null ? 0 : 1);
}

/** Where the query of `uri` starts in `uri.href` (after "?"), or where it would. */
export function queryIndex(uri: Uri): number {
  const query = uri.query;
  const fragment = uri.fragment;
  return (
    uri.href.length - (fragment === null ? 0 : fragment.length + 1) - (query === null ? 0 : query.length)
  );
}

/** Query entries as decoded pairs, as `Target.params` holds them. */
export function pairsOf(entries: readonly QueryEntry[]): readonly QueryPair[] {
  if (entries.length === 0) return NONE;
  return entries.map((e) => [e.key, e.value] as const);
}

/**
 * The target's hosts with their effective ports. Like `createTarget`, which freezes the target but not what
 * it holds, these are left unfrozen: freezing costs more than building them, and the types are readonly.
 */
export function targetHosts(
  hosts: readonly { host: string; port: number | null }[],
  defaultPort: number | null,
): readonly TargetHost[] {
  const out: TargetHost[] = [];
  for (let i = 0; i < hosts.length; i++) {
    const { host, port } = hosts[i]!;
    out.push({ host, port, effectivePort: port ?? defaultPort });
  }
  return out;
}

/** The one host of a URI without a host list, or none without an authority. */
export function singleHost(
  host: string | null,
  port: number | null,
  defaultPort: number | null,
): readonly TargetHost[] {
  return host === null ? NONE : [{ host, port, effectivePort: port ?? defaultPort }];
}

/**
 * The db: proposal's reading of any database URI, and the whole interpretation of engines without a
 * module of their own: host and port as written, an empty or path host as a socket, the database per
 * `databaseOf`, every query pair kept and passed through.
 * @example
 * const uri = parseUri("cubrid://u@h/db");
 * const context = { href: uri.href, scheme: "cubrid", name: "cubrid" };
 * genericDbTarget(uri, context, engineOf("cubrid")).effectivePort; // 33000
 */
export function genericDbTarget(uri: Uri, context: BuildContext, engine: Engine | undefined): DbTargetRecord {
  const defaultPort = engine?.defaultPort?.port ?? null;
  const host = uri.host;
  const port = uri.port;
  const params = uri.query === null ? NONE : uri.params;
  return new DbTargetRecord(uri, context, engine, {
    host,
    hosts: singleHost(host, port, defaultPort),
    port,
    socket: engine?.database === "file" ? null : socketOf(host),
    user: uri.username,
    password: uri.password,
    database: databaseOf(uri),
    params,
    tls: engine?.tls === true,
    warnings: NONE,
    unknownParams: params,
  });
}

/**
 * The family of the engines without rules of their own (and of `db:` with an engine nothing defines):
 * the db: proposal's generic reading, which finds no error beyond the parse's.
 * @example
 * interpret("db:cubrid://u@h/db").effectivePort; // 33000
 */
export const GENERIC_DB_FAMILY: Family<undefined> = {
  kind: "db",
  check: () => undefined,
  build: (uri, context, engine) => genericDbTarget(uri, context, engine),
};

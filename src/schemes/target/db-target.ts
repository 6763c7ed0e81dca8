// The Target of a database URI, and the db: proposal's generic reading of one: what every engine family
// starts from. Its record is a class that assigns each field once (bench/README.md, "Why the hot path looks
// as it does"); the view over it (target-view.ts) has no setters, so nothing changes it once built.

import type { Target } from "../../registry/index.js";
import type { QueryPair, Uri } from "../../uri/index.js";
import type { DatabaseKind, Engine } from "../engines/engines.js";
import type { Family } from "./family.js";
import { NO_OPTIONS, NONE, queryPairs, socketOf, uriHosts } from "./fields.js";
import { type PathParts, pathParts } from "./path-parts.js";
import type { ReadParams } from "./query.js";
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
  /**
   * The client driver the scheme names, or null: SQLAlchemy's DBAPI (`psycopg2` of
   * `postgresql+psycopg2://`), which the sqlalchemy format writes back; the ODBC driver of xo/dburl's
   * `odbc+<Driver>://` (`+` read as a space), which the odbc format writes as `Driver={...}`.
   */
  readonly driver: string | null;
  /**
   * A named instance, for the engines whose URIs name one (null when the URI names none; undefined for the
   * other engines): SQL Server's (`mssql://h/SQLEXPRESS/shop`, `sqlserver://h/SQLEXPRESS?database=shop`),
   * Oracle's Easy Connect instance_name (`oracle://h/service/instance`), Spanner's.
   */
  readonly instance?: string | null | undefined;
  /** Spanner's project (`spanner://project/instance/database`); undefined for the other engines. */
  readonly project?: string | null | undefined;
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
  declare driver: string | null;

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
    this.unknownParams = f.unknownParams ?? (read === undefined ? NONE : queryPairs(read.unknown));
    // Only a scheme of the form `<engine>+<driver>` names one (schemes/forms/compound.ts).
    this.driver = null;
  }
}

/**
 * The record of a target whose engine reads more than a database from the path (path-parts.ts): SQL
 * Server, Oracle, Spanner. Its own class, so that every other database target keeps the fields it had.
 * @example
 * const uri = parseUri("mssql://sa@h/SQLEXPRESS/shop");
 * const context = { href: uri.href, scheme: "mssql", name: "mssql" };
 * const parts = { database: "shop", instance: "SQLEXPRESS", project: null, projectHost: false };
 * const record: DbTarget = genericDbTarget(uri, context, engineOf("mssql"), parts);
 * record.instance; // "SQLEXPRESS"
 */
export class InstanceTargetRecord extends DbTargetRecord {
  declare instance: string | null;
  declare project: string | null;

  constructor(
    uri: Uri,
    context: BuildContext,
    engine: Engine | undefined,
    f: DbTargetFields,
    parts: PathParts,
  ) {
    super(uri, context, engine, f);
    this.instance = parts.instance;
    this.project = parts.project;
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

/**
 * The db: proposal's reading of any database URI, and the whole interpretation of engines without a
 * module of their own: host and port as written, an empty or path host as a socket, the database per
 * `databaseOf`, every query pair kept and passed through.
 * @example
 * const uri = parseUri("cubrid://u@h/db");
 * const context = { href: uri.href, scheme: "cubrid", name: "cubrid" };
 * genericDbTarget(uri, context, engineOf("cubrid")).effectivePort; // 33000
 */
export function genericDbTarget(
  uri: Uri,
  context: BuildContext,
  engine: Engine | undefined,
  parts?: PathParts | undefined,
): DbTargetRecord {
  const defaultPort = engine?.defaultPort?.port ?? null;
  const params = uri.query === null ? NONE : uri.params;
  if (parts !== undefined) {
    // Spanner's project where the host stands is no host to connect to.
    const host = parts.projectHost ? null : uri.host;
    return new InstanceTargetRecord(
      uri,
      context,
      engine,
      {
        host,
        hosts: parts.projectHost ? NONE : uriHosts(uri, defaultPort),
        port: uri.port,
        socket: socketOf(host),
        user: uri.username,
        password: uri.password,
        database: parts.database,
        params,
        tls: engine?.tls === true,
        warnings: parts.warnings ?? NONE,
        unknownParams: parts.unknownParams ?? params,
      },
      parts,
    );
  }
  const host = uri.host;
  const port = uri.port;
  return new DbTargetRecord(uri, context, engine, {
    host,
    hosts: uriHosts(uri, defaultPort),
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
 * the db: proposal's generic reading, with the path read as its engine reads it where that is more than
 * one database (path-parts.ts: SQL Server's instance, Oracle's, Spanner's project and instance).
 * @example
 * interpret("db:cubrid://u@h/db").effectivePort; // 33000
 * (interpret("mssql://sa@h/SQLEXPRESS/shop") as DbTarget).instance; // "SQLEXPRESS"
 */
export const GENERIC_DB_FAMILY: Family<PathParts | undefined> = {
  kind: "db",
  check: (uri, context, engine) => pathParts(uri, context, engine),
  build: (uri, context, engine, parts) => genericDbTarget(uri, context, engine, parts),
};

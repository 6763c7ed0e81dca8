// The path of a database URI whose engine reads more than a database name from it: a SQL Server named
// instance before the database, an Oracle instance after the service name (Easy Connect), a Spanner project
// written where the host stands. Each engine's reading is written once here, by the engine table's row,
// and the generic family (db-target.ts) builds the target from it.

import type { Finding } from "../../registry/index.js";
import { DburiError, type QueryEntry, type QueryPair, type Uri } from "../../uri/index.js";
import { decodeComponent } from "../../uri/percent.js";
import { scannedOffsets } from "../../uri/uri.js";
import type { Engine } from "../engines/engines.js";
import type { FamilyContext } from "./family.js";
import { pathIndex, queryPairs } from "./fields.js";

/**
 * What an engine reads from a URI's path (and, for SQL Server, its `?database=`) beyond the db: proposal's
 * one database: the fields that replace the generic reading's.
 * @example
 * const parts: PathParts = { database: "shop", instance: "SQLEXPRESS", project: null, projectHost: false };
 */
export interface PathParts {
  /** The database, as the engine table's "database is" column says (Spanner: project/instance/database). */
  readonly database: string | null;
  /** A named instance: SQL Server's (`host\instance`), Oracle's Easy Connect instance_name, Spanner's. */
  readonly instance: string | null;
  /** Spanner's project. */
  readonly project: string | null;
  /** Whether the URI's host is the Spanner project (xo/dburl's `spanner://project/instance/database`). */
  readonly projectHost: boolean;
  /** The query pairs left after those read here (SQL Server's `database`), when some were read. */
  readonly unknownParams?: readonly QueryPair[] | undefined;
  /** Findings about the reading (an instance and a port both given). */
  readonly warnings?: readonly Finding[] | undefined;
}

/** One segment of the path: its raw bounds in the URI's text. */
interface Segment {
  readonly start: number;
  readonly end: number;
}

/** The path's segments after its leading "/" (with an authority) as raw bounds; none for an empty path. */
function segments(uri: Uri): Segment[] {
  const o = scannedOffsets(uri);
  const text = uri.href;
  if (o.pathStart === o.pathEnd) return [];
  let start = o.authorityStart < 0 ? o.pathStart : o.pathStart + 1;
  const out: Segment[] = [];
  for (let i = start; i <= o.pathEnd; i++) {
    if (i === o.pathEnd || text.charCodeAt(i) === 47) {
      out.push({ start, end: i });
      start = i + 1;
    }
  }
  return out;
}

function decoded(uri: Uri, segment: Segment): string {
  return decodeComponent(uri.href, segment.start, segment.end, 1);
}

function pathError(href: string, index: number, reason: string, fix: string): DburiError {
  return new DburiError({ code: "invalid-database", reason, fix, index, input: href });
}

/**
 * SQL Server, as its URL readers agree: node-mssql's connection URI (`mssql://user:pw@host/instance/db`)
 * and xo/dburl read the last segment as the database and the one before it as the named instance;
 * go-mssqldb's URL form (`sqlserver://user:pw@host/instance?database=db`) reads the path as the instance
 * and the database from `?database=` (any case), and xo/dburl agrees when that parameter is given. One
 * segment without `?database=` is the database, as node-mssql and xo/dburl read it (unlike go-mssqldb,
 * which reads an instance). An instance name has no "/": more segments are refused.
 */
function mssqlParts(uri: Uri, href: string): PathParts {
  const path = segments(uri);
  const entries = uri.query === null ? [] : uri.queryEntries;
  const given = entries.filter((entry) => entry.key.toLowerCase() === "database");
  let database: string | null;
  let instance: string | null = null;
  let rest: readonly QueryPair[] | undefined;
  if (given.length > 0) {
    const last: QueryEntry = given[given.length - 1]!;
    if (given.some((entry) => entry.value !== last.value)) {
      throw new DburiError({
        code: "ambiguous-database",
        reason: "'database' is given twice with different values (go-mssqldb refuses a repeated key)",
        fix: "give the database once",
        index: last.index,
        input: href,
      });
    }
    database = last.value;
    if (path.length > 1) {
      throw pathError(
        href,
        path[1]!.start - 1,
        "with ?database= the path names the instance (go-mssqldb, xo/dburl), and an instance name has no '/'",
        `write the instance alone in the path: ${pathFix(uri, path[0]!, database)}`,
      );
    }
    if (path.length === 1 && path[0]!.end > path[0]!.start) instance = decoded(uri, path[0]!);
    if (instance !== null && /[/\\]/.test(instance)) {
      throw pathError(
        href,
        path[0]!.start,
        "with ?database= the path names the instance, and an instance name has no '/' or '\\'",
        "write the instance's name in the path, or leave the path out for the default instance",
      );
    }
    rest = queryPairs(entries.filter((entry) => entry.key.toLowerCase() !== "database"));
  } else if (path.length <= 1) {
    database = path.length === 0 ? null : decoded(uri, path[0]!);
  } else if (path.length === 2) {
    instance = decoded(uri, path[0]!);
    database = decoded(uri, path[1]!);
    if (instance === "" || /[/\\]/.test(instance)) {
      throw pathError(
        href,
        path[0]!.start,
        "the instance before the database is empty or holds a '/' or '\\', which no instance name has",
        "write host/instance/database, or host/database for the default instance",
      );
    }
  } else {
    throw pathError(
      href,
      path[2]!.start - 1,
      "SQL Server's URI names at most an instance and a database (host/instance/database): an instance name has no '/'",
      "write host/instance/database, or host/database for the default instance",
    );
  }
  return {
    database,
    instance,
    project: null,
    projectHost: false,
    unknownParams: rest,
    warnings: portWins(uri, instance),
  };
}

/** A URI that names the instance in the path and the database in ?database=, without the userinfo. */
function pathFix(uri: Uri, first: Segment, database: string): string {
  const o = scannedOffsets(uri);
  const text = uri.href;
  return `${uri.scheme}://${text.slice(o.hostStart, o.pathStart)}/${text.slice(first.start, first.end)}?database=${encodeURIComponent(database)}`;
}

/**
 * An instance and a port both given: the drivers connect to the port and never ask SQL Server Browser for
 * the instance's (Microsoft's JDBC driver: "if both a portNumber and instanceName are used, the portNumber
 * takes precedence and the instanceName is ignored"; SqlClient and ODBC read `host\instance,port` the same
 * way), while tedious (node-mssql) refuses the two together.
 */
function portWins(uri: Uri, instance: string | null): readonly Finding[] | undefined {
  if (instance === null || uri.port === null) return undefined;
  return [
    {
      severity: "warning",
      code: "instance-and-port",
      message: `both the port ${uri.port} and the instance '${instance}' are given: SQL Server's JDBC, ODBC and SqlClient drivers connect to the port and ignore the instance; tedious (node-mssql) refuses the two together`,
      index: pathIndex(uri) + 1,
      fix: "give the port of the instance, or the instance without a port (SQL Server Browser finds its port)",
    },
  ];
}

/**
 * Prisma's SQL Server connection string (`sqlserver://host:port;database=db;user=sa;password=p`, its
 * properties after the authority separated by ";") is no URI: without a port it parses with the whole
 * property list, password included, as a host name (RFC 3986 allows ";" and "=" in one), which would show
 * in the target and every output. It is refused, pointing at the ";", until it is read as Prisma reads it.
 */
function checkPropertyList(uri: Uri, href: string): void {
  const raw = uri.rawHost;
  const semicolon = raw === null ? -1 : raw.indexOf(";");
  if (semicolon < 0) return;
  const o = scannedOffsets(uri);
  const host = raw!.slice(0, semicolon);
  throw new DburiError({
    code: "invalid-host",
    reason:
      "a ';' after the host starts Prisma's list of SQL Server properties (host;database=...;password=...), which dburi does not read as a URI",
    fix: `write it as go-mssqldb's URI, the password percent-encoded: sqlserver://USER:PASSWORD@${host}?database=DATABASE&encrypt=true`,
    index: o.hostStart + semicolon,
    input: href,
  });
}

/**
 * Oracle's Easy Connect (`host[:port][/service_name][/instance_name]`, Oracle Net Services Reference,
 * "Easy Connect Naming"): a second segment is the instance, as xo/dburl hands it to godror. go-ora reads
 * the whole path as the service name, which no listener has (a service name has no "/").
 */
function oracleParts(uri: Uri, href: string): PathParts | undefined {
  const o = scannedOffsets(uri);
  if (o.authorityStart < 0) return undefined;
  const path = segments(uri);
  if (path.length < 2) return serviceNameParam(uri, href, path);
  if (path.length > 2) {
    throw pathError(
      href,
      path[2]!.start - 1,
      "Oracle's Easy Connect path is service_name[/instance_name]: this one has more segments",
      "write host:port/service_name or host:port/service_name/instance_name",
    );
  }
  const service = decoded(uri, path[0]!);
  const instance = decoded(uri, path[1]!);
  if (service === "" || instance === "" || service.includes("/") || instance.includes("/")) {
    throw pathError(
      href,
      service === "" || service.includes("/") ? path[0]!.start : path[1]!.start,
      `the ${service === "" || service.includes("/") ? "service name" : "instance name"} of service_name/instance_name is empty or holds a '/', which Easy Connect reads as a separator`,
      "write host:port/service_name/instance_name with both names, or host:port/service_name",
    );
  }
  return { database: service, instance, project: null, projectHost: false };
}

/**
 * SQLAlchemy's Oracle dialect (`oracle+oracledb://u:p@h:1521/?service_name=svc`, SQLAlchemy "Oracle",
 * connecting with Easy Connect): `?service_name=` is the service, which the sqlalchemy format writes so.
 * With a service in the path too, the two must agree.
 */
function serviceNameParam(uri: Uri, href: string, path: readonly Segment[]): PathParts | undefined {
  const entries = uri.query === null ? [] : uri.queryEntries;
  const given = entries.filter((entry) => entry.key === "service_name");
  if (given.length === 0) return undefined;
  const last: QueryEntry = given[given.length - 1]!;
  const inPath = path.length === 1 && path[0]!.end > path[0]!.start ? decoded(uri, path[0]!) : null;
  if (given.some((entry) => entry.value !== last.value) || (inPath !== null && inPath !== last.value)) {
    throw new DburiError({
      code: "ambiguous-database",
      reason: "the service name is given twice with different values (the path and service_name=)",
      fix: "give the service name once",
      index: last.index,
      input: href,
    });
  }
  const rest = queryPairs(entries.filter((entry) => entry.key !== "service_name"));
  return { database: last.value, instance: null, project: null, projectHost: false, unknownParams: rest };
}

/**
 * Spanner (`projects/P/instances/I/databases/D`, the Cloud Spanner documentation's database name): the
 * path `project/instance/database`, or the documented name itself. Bare, xo/dburl's `spanner://P/I/D`
 * writes the project where the host stands (GenSpanner), which a host with a port or a user never is (the
 * emulator's endpoint is `host:port/P/I/D`). Inside db:, the proposal's path is the database.
 */
function spannerParts(uri: Uri, href: string, nested: boolean): PathParts | undefined {
  const path = segments(uri).map((s) => decoded(uri, s));
  const named =
    path.length === 6 && path[0] === "projects" && path[2] === "instances" && path[4] === "databases"
      ? [path[1]!, path[3]!, path[5]!]
      : null;
  const o = scannedOffsets(uri);
  if (!nested && named === null && path.length === 2 && o.hostStart >= 0) {
    const project = uri.host ?? "";
    const bad = path.some((part) => part === "" || part.includes("/"));
    if (project === "" || uri.port !== null || uri.userinfo !== null || bad) {
      throw pathError(
        href,
        pathIndex(uri),
        "spanner://project/instance/database names the project where the host stands, with no port or user, and an instance and a database (an endpoint, the emulator's host:port, is followed by project/instance/database)",
        "write spanner://project/instance/database, or spanner://host:port/project/instance/database for the emulator",
      );
    }
    return spannerOf(project, path[0]!, path[1]!, true);
  }
  const parts = named ?? (path.length === 3 && !path.includes("") ? path : null);
  if (parts === null) return undefined;
  return spannerOf(parts[0]!, parts[1]!, parts[2]!, false);
}

function spannerOf(project: string, instance: string, database: string, projectHost: boolean): PathParts {
  return { database: `${project}/${instance}/${database}`, instance, project, projectHost };
}

/**
 * What the engine reads from `uri`'s path beyond one database, or undefined when its path is one database
 * (every engine but SQL Server, Oracle and Spanner, and their URIs whose path holds no more).
 * @throws DburiError `invalid-database` for a path the engine cannot read, `ambiguous-database` for two
 * different `?database=` values of SQL Server
 * @example
 * const uri = parseUri("mssql://sa@h/SQLEXPRESS/shop");
 * const context = { definition: registry.get("mssql")!, name: "mssql", href: uri.href, scheme: "mssql", registry };
 * pathParts(uri, context, engineOf("mssql"))?.instance; // "SQLEXPRESS"
 */
export function pathParts(
  uri: Uri,
  context: FamilyContext,
  engine: Engine | undefined,
): PathParts | undefined {
  // Inside db: the proposal's reading holds (URI::db gives db:mssql://h/a/b the database a/b), and a URI
  // without an authority (db:mssql:name) is that reading's too; Spanner's project/instance/database is
  // its database either way.
  if (engine === undefined) return undefined;
  const href = context.href;
  if (engine.canonical === "mssql") checkPropertyList(uri, href);
  if (engine.database === "project-instance-database")
    return spannerParts(uri, href, context.outer !== undefined);
  if (context.outer !== undefined || scannedOffsets(uri).authorityStart < 0) return undefined;
  if (engine.canonical === "mssql") return mssqlParts(uri, href);
  if (engine.database === "service-name") return oracleParts(uri, href);
  return undefined;
}

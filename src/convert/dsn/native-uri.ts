// The `uri` DSN format: a target as its engine's own URI (db:pg://... as postgresql://...), normalised:
// lowercase scheme and host names, percent-encoding exactly where needed (RFC 3986 §6.2.2), libpq's "&"
// between query pairs, ports written out where the native scheme's default differs, no fragment.

import type { Target, TargetHost } from "../../registry/index.js";
import {
  type DbTarget,
  driverKind,
  engineOf,
  isDbTarget,
  isRedisSentinelTarget,
  isSocketPath,
  LIBPQ_FOLDED,
} from "../../schemes/index.js";
import { composeUriWithHosts } from "../../uri/format.js";
import { DburiError, type QueryPair, type UriParts } from "../../uri/index.js";

/**
 * The error of a target that a format cannot represent: `dsn-unrepresentable`, naming the format. `input`
 * (the target's href) is shown redacted.
 * @example
 * unrepresentable("odbc", "a value with a NUL character", "remove the NUL", "db:mssql://h/a%00b").reason;
 * // "the odbc format cannot hold this: a value with a NUL character"
 */
export function unrepresentable(format: string, reason: string, fix: string, input?: string): DburiError {
  return new DburiError({
    code: "dsn-unrepresentable",
    reason: `the ${format} format cannot hold this: ${reason}`,
    fix,
    input,
  });
}

/** RFC 3986 §6.2.2.1: host names in lowercase; socket paths and IPv6 zone ids keep their case. */
function normalHost(host: string): string {
  return isSocketPath(host) || host.includes("%") ? host : host.toLowerCase();
}

/**
 * The parts of a URI with every field present (one shape for all: bench/README.md, "Why the hot path looks
 * as it does"); an empty list of pairs means no query. `path` or `segments`, not both.
 */
function uriParts(
  scheme: string | null,
  username: string | null,
  password: string | null,
  host: string | null,
  port: number | null,
  path: string | undefined,
  segments: readonly string[] | undefined,
  params: readonly QueryPair[] | null,
): UriParts {
  return {
    scheme,
    username,
    password,
    host,
    port,
    path,
    segments,
    query: null,
    params: params !== null && params.length === 0 ? null : params,
    fragment: null,
  };
}

/**
 * Composes parts made by `uriParts` (so of the types formatUri checks for), and the other hosts of a list
 * after the first, turning a value that cannot be encoded (a lone surrogate) into `dsn-unrepresentable`.
 */
function format(parts: UriParts, others: readonly { host: string; port: number | null }[] = []): string {
  try {
    return composeUriWithHosts(parts, others);
  } catch (error) {
    if (error instanceof DburiError)
      throw unrepresentable("uri", error.reason, error.fix ?? "change the value");
    throw error;
  }
}

/** A URI with several hosts: the first written with the other parts, the others after it. */
function withHosts(
  scheme: string,
  username: string | null,
  password: string | null,
  path: string | readonly string[],
  params: readonly QueryPair[] | null,
  hosts: readonly { host: string; port: number | null }[],
): string {
  const first = hosts[0]!;
  const [whole, segments] = typeof path === "string" ? [path, undefined] : [undefined, path];
  return format(
    uriParts(scheme, username, password, normalHost(first.host), first.port, whole, segments, params),
    hosts.slice(1).map((h) => ({ host: normalHost(h.host), port: h.port })),
  );
}

/** The default port of a native scheme, to know when a port must be written out. */
function nativeDefault(scheme: string): number | null {
  return engineOf(scheme)?.defaultPort?.port ?? null;
}

/** Each host with the port to write: its own, or the engine's default when the native scheme's differs. */
function portsToWrite(
  target: Target,
  hosts: readonly TargetHost[],
  scheme: string,
): { host: string; port: number | null }[] {
  const implied = target.defaultPort !== nativeDefault(scheme) ? target.defaultPort : null;
  return hosts.map((h) => ({ host: h.host, port: h.port ?? implied }));
}

/**
 * libpq's query: the folded keywords left out (the authority holds them), sslmode in place of ssl/requiressl.
 * @example
 * libpqParams(interpret("postgresql://h/db?ssl=true&application_name=x") as DbTarget);
 * // [["sslmode", "require"], ["application_name", "x"]]
 */
export function libpqParams(target: DbTarget): QueryPair[] {
  const out: QueryPair[] = [];
  const sslmode = target.options.sslmode as string | undefined;
  let sslWritten = target.params.some(([key]) => key === "sslmode");
  for (const pair of target.params) {
    // sslmode as read (node-postgres's no-verify is libpq's require).
    if (pair[0] === "sslmode") out.push(["sslmode", sslmode ?? pair[1]]);
    else if (!LIBPQ_FOLDED.includes(pair[0])) out.push(pair);
    else if ((pair[0] === "ssl" || pair[0] === "requiressl") && !sslWritten && sslmode !== undefined) {
      out.push(["sslmode", sslmode]);
      sslWritten = true;
    }
  }
  return out;
}

function pgUri(target: DbTarget): string {
  const hosts =
    target.hosts.length > 0 ? target.hosts : [{ host: "", port: target.port, effectivePort: null }];
  const path = target.database === null ? "" : `/${target.database}`;
  const ports = portsToWrite(target, hosts, "postgresql");
  return withHosts("postgresql", target.user, target.password, path, libpqParams(target), ports);
}

function sqliteUri(target: DbTarget): string {
  const path = target.database;
  if (path === null) {
    throw unrepresentable(
      "uri",
      "an SQLite target without a file path",
      "name the database file, or :memory:",
    );
  }
  const absolute = path.startsWith("/") || /^[A-Za-z]:\//.test(path);
  // SQLite's URI file names (§3.1): file:relative.db, file:///absolute.db, file:///C:/windows.db, file::memory:.
  const file = (filePath: string) =>
    format(uriParts("file", null, null, "", null, filePath, undefined, target.params));
  if (absolute) return file(path.startsWith("/") ? path : `/${path}`);
  // A relative path: encoded as a path after "file:///" is, then written without the authority.
  return `file:${file(`/${path}`).slice("file:///".length)}`;
}

/** What the MongoDB connection string spec refuses, which a native URI must not carry. */
function checkMongodb(target: DbTarget): void {
  if (target.hosts.some((h) => h.host === "")) {
    throw unrepresentable(
      "uri",
      "a MongoDB connection string needs a host for every entry",
      "give every host a name",
    );
  }
  if (target.hosts.some((h) => h.host.includes("/") && !h.host.endsWith(".sock"))) {
    throw unrepresentable(
      "uri",
      "MongoDB reads a path as a host only when it ends in .sock",
      "name the socket file",
    );
  }
  if (target.database !== null && /[/\\ "$]/.test(target.database)) {
    throw unrepresentable(
      "uri",
      'a MongoDB database name cannot contain / \\ space " or $',
      "rename the database",
    );
  }
}

/**
 * The path segments and query pairs of a target whose engine reads more than a database from the path
 * (path-parts.ts), as its native URI's readers take them: go-mssqldb's `sqlserver://host/instance?database=`
 * (which reads a path alone as the instance, so the database always goes in the query), Oracle's Easy
 * Connect `/service[/instance]` (a "/" of a service name encoded, as Easy Connect reads it as the
 * instance's separator); null for any other target.
 */
function instancePath(target: DbTarget): { path: readonly string[]; params: readonly QueryPair[] } | null {
  const instance = target.instance ?? null;
  const database = target.database;
  if (target.canonicalEngine === "mssql") {
    // Without a `?database=` that the reading took as the database.
    const params = target.unknownParams;
    return {
      path: instance === null ? [] : [instance],
      params: database === null ? params : [["database", database], ...params],
    };
  }
  if (target.databaseKind === "project-instance-database" && database !== null) {
    // project/instance/database as three segments; any other database as one, its "/" encoded, which a
    // bare spanner:// URI reads back as the db: proposal's database rather than a project and instance.
    const parts = database.split("/");
    const three = parts.length === 3 && !parts.includes("");
    return { path: three ? parts : [database], params: target.params };
  }
  if (target.databaseKind === "service-name") {
    const path = database === null ? [] : instance === null ? [database] : [database, instance];
    return { path, params: target.params };
  }
  return null;
}

/** Spanner's `spanner://project/instance/database` (xo/dburl), for a target with no endpoint host. */
function spannerUri(target: DbTarget, scheme: string): string | null {
  const project = target.project ?? null;
  if (project === null || target.host !== null) return null;
  const rest = target.database!.slice(project.length);
  return format(uriParts(scheme, null, null, project, null, rest, undefined, target.params));
}

function serverUri(target: DbTarget, scheme: string, rules: string): string {
  const spanner = spannerUri(target, scheme);
  if (spanner !== null) return spanner;
  const own = instancePath(target);
  const params = own === null ? target.params : own.params;
  const path: string | readonly string[] =
    own !== null ? own.path : target.database === null ? "" : `/${target.database}`;
  if (target.host === null && target.hosts.length === 0) {
    if (rules === "mongodb") {
      throw unrepresentable("uri", "a MongoDB connection string needs a host", "give the target a host");
    }
    if (target.user !== null || target.password !== null || target.port !== null) {
      return format(
        uriParts(
          scheme,
          target.user,
          target.password,
          "",
          target.port,
          typeof path === "string" ? path : undefined,
          typeof path === "string" ? undefined : path,
          params,
        ),
      );
    }
    // No authority (db:mssql:name): the name as the path, the query as written.
    return format(uriParts(scheme, null, null, null, null, target.database ?? "", undefined, target.params));
  }
  if (rules === "mongodb") checkMongodb(target);
  const ports = portsToWrite(target, target.hosts, scheme);
  return withHosts(scheme, target.user, target.password, path, params, ports);
}

/**
 * A target of another scheme module (redis, amqp): its own URI, recomposed with normal encoding, with every
 * host of a list (a Redis Cluster's seed nodes, Redis Sentinel's sentinels). A Sentinel URI's master name
 * given in the fragment (Lettuce's older form) is written as `sentinelMasterId=`, since the fragment is
 * dropped.
 */
function otherUri(target: Target): string {
  const uri = target.uri;
  const path = uri.path;
  if (path !== "" && !path.startsWith("/")) {
    throw unrepresentable("uri", `a ${target.scheme} URI without an authority`, "use the target's href");
  }
  let params = uri.query === null ? null : uri.params;
  if (isRedisSentinelTarget(target) && !target.params.some(([key]) => key === "sentinelMasterId")) {
    params = [...(params ?? []), ["sentinelMasterId", target.masterName]];
  }
  const segments = path === "" ? undefined : uri.segments;
  if (uri.isHostList)
    return withHosts(uri.scheme!, uri.username, uri.password, segments ?? "", params, uri.hosts);
  return format(
    uriParts(
      uri.scheme,
      uri.username,
      uri.password,
      uri.host === null ? null : normalHost(uri.host),
      uri.port,
      undefined,
      segments,
      params,
    ),
  );
}

/**
 * The target as its engine's native URI, normalised: `postgresql://` for the pg engines (the hosts,
 * ports, database, user and password in effect, the folded keywords out of the query), `mysql://`,
 * `mongodb://` or `mongodb+srv://`, SQLite's `file:` URI file name, `sqlserver://` for mssql, and the
 * canonical engine name as the scheme for the others. A default port that the native scheme would not
 * imply (Redshift's 5439 under `postgresql://`) is written out. The fragment is dropped. `interpret` reads
 * SQLite's `file:` name back (schemes/sqlite/file.ts), and an ODBC data source's `odbc+<Driver>://`, the
 * driver back in the scheme.
 * @throws DburiError `dsn-unrepresentable` for `db:` without an engine, SQLite without a path, MongoDB
 * without a host, or a value with no UTF-8 form
 * @example
 * toNativeUri(interpret("db:pg://me:s3cret@DB.example.com/shop;x?sslmode=require"));
 * // "postgresql://me:s3cret@db.example.com/shop;x?sslmode=require"
 * toNativeUri(interpret("db:redshift://warehouse/dev")); // "postgresql://warehouse:5439/dev"
 */
export function toNativeUri(target: Target): string {
  if (!isDbTarget(target)) return otherUri(target);
  if (target.engine === null) {
    throw unrepresentable(
      "uri",
      "a db: URI without an engine has no native form",
      "name the engine, e.g. db:pg:...",
    );
  }
  const engine = engineOf(target.engine);
  if (engine === undefined) return serverUri(target, target.engine, "generic");
  if (engine.rules === "libpq") return pgUri(target);
  if (engine.rules === "sqlite") return sqliteUri(target);
  // xo/dburl's odbc+<Driver>: the driver back in the scheme, each space a "+" (a scheme holds no space).
  const driver = driverKind(engine) === "odbc" ? target.driver : null;
  const scheme =
    driver === null ? engine.nativeScheme : `${engine.nativeScheme}+${driver.replaceAll(" ", "+")}`;
  return serverUri(target, scheme, engine.rules);
}

// PostgreSQL URIs as libpq reads them (PostgreSQL 18 §32.1.1.2 "Connection URIs"): the pg engines of the
// engine table (pg, postgres, postgresql, pgsql, pgxc, postgresxc, redshift, yugabyte, cockroach), bare and
// inside db:. Bare postgres:// and postgresql:// URIs, libpq's own designators, also follow libpq's query
// syntax (libpq-query.ts); every form folds ?host= ?port= ?dbname= ?user= ?password= into the target and
// types every other keyword.

import type { Finding } from "../../registry/index.js";
import { DburiError, type QueryEntry, type Uri, valueIndexOf } from "../../uri/index.js";
import { Escapes } from "../../uri/offsets.js";
import { scannedOffsets } from "../../uri/uri.js";
import type { Engine } from "../engines/engines.js";
import {
  type BuildContext,
  type DbTarget,
  type DbTargetFields,
  DbTargetRecord,
} from "../target/db-target.js";
import { type Family, type FamilyContext, forced } from "../target/family.js";
import { lastEntry, NONE, queryIndex, queryPairs, socketOf, uriHosts } from "../target/fields.js";
import { opaqueSocketWarning } from "../target/opaque-socket.js";
import { queryFindings, queryKeys, type ReadParams, typeQuery } from "../target/query.js";
import { databaseOf } from "../target/target.js";
import { checkAuthorityPorts, type LibpqHosts, libpqHosts, overridden } from "./hosts.js";
import { checkLibpqQuery, libpqEntries, nulError } from "./libpq-query.js";
import { AUTH_METHODS, LIBPQ_FOLDED, LIBPQ_PARAMS, type PostgresOptions } from "./params.js";
import { DEFAULT_SSL, type PostgresSsl, sslPolicy } from "./ssl.js";

/**
 * A PostgreSQL target. `hosts` lists every host (an entry whose host starts with "/" or "@" is a socket
 * directory); `socket` is the first host's socket directory, `""` for libpq's default one. `ssl` spells
 * out what the sslmode means; `options` holds every other libpq keyword, typed.
 * @example
 * const target = interpret("postgresql://h1:5432,h2:5433/app?sslmode=verify-full") as PostgresTarget;
 * target.hosts.map((h) => h.port); // [5432, 5433]
 * target.ssl.verifyHostname; // true
 */
export interface PostgresTarget extends Omit<DbTarget, "options"> {
  readonly ssl: PostgresSsl;
  readonly options: PostgresOptions;
}

/**
 * The class of every PostgreSQL target: a database target and its `ssl`.
 * @example
 * import { genericDbTarget } from "../target/db-target.js";
 * import { DEFAULT_SSL } from "./ssl.js";
 * const uri = parseUri("postgresql://h/shop");
 * const context = { href: uri.href, scheme: "postgresql", name: "postgresql" };
 * const engine = engineOf("postgresql");
 * const fields = genericDbTarget(uri, context, engine); // the standard fields, by the db: rules
 * new PostgresTargetRecord(uri, context, engine, fields, DEFAULT_SSL).ssl.mode; // "prefer"
 */
export class PostgresTargetRecord extends DbTargetRecord {
  declare ssl: PostgresSsl;

  constructor(
    uri: Uri,
    context: BuildContext,
    engine: Engine | undefined,
    f: DbTargetFields,
    ssl: PostgresSsl,
  ) {
    super(uri, context, engine, f);
    this.ssl = ssl;
  }
}

/**
 * The pairs of the keywords the target folds into its own fields (LIBPQ_FOLDED): the last of each. A class,
 * so that every `Found` has one shape and is built without a generic copy.
 */
class Found {
  host: QueryEntry | undefined = undefined;
  port: QueryEntry | undefined = undefined;
  dbname: QueryEntry | undefined = undefined;
  user: QueryEntry | undefined = undefined;
  password: QueryEntry | undefined = undefined;
  ssl: QueryEntry | undefined = undefined;
  requiressl: QueryEntry | undefined = undefined;
  /** `?hostaddr=`'s pair, looked for when the options hold one (libpqHosts reads it with the hosts). */
  hostaddr: QueryEntry | undefined = undefined;
}

const NOTHING_FOUND: Found = Object.freeze(new Found());

/** A keyword of LIBPQ_FOLDED: a field of Found. */
type FoldedKey = Exclude<keyof Found, "hostaddr">;

/** A folded keyword (LIBPQ_FOLDED) given again: the same value is harmless, another one an error. */
function folded(entry: QueryEntry, earlier: QueryEntry | undefined, href: string): QueryEntry {
  if (earlier !== undefined && earlier.value !== entry.value) {
    throw new DburiError({
      code: "duplicate-param",
      reason: `'${entry.key}' is given more than once with different values`,
      fix: `keep one '${entry.key}'`,
      index: entry.index,
      input: href,
    });
  }
  return entry;
}

/** The folded keywords' pairs (the handled ones of the query's reading), each checked for a second value. */
function collect(entries: readonly QueryEntry[], href: string): Found {
  const found = new Found();
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    // The handled keys are LIBPQ_FOLDED's, each a field of Found, and no other.
    const key = entry.key as FoldedKey;
    found[key] = folded(entry, found[key], href);
  }
  return found;
}

/** `require_auth`: methods separated by commas, all negated with "!" or none (§32.1.2). */
function checkRequireAuth(entry: QueryEntry, href: string): void {
  const methods = entry.value.split(",");
  const negated = methods.filter((m) => m.startsWith("!")).length;
  const unknown = methods.find((m) => !AUTH_METHODS.includes(m.replace(/^!/, "")));
  if (unknown !== undefined || (negated > 0 && negated < methods.length)) {
    throw new DburiError({
      code: "invalid-param",
      reason:
        unknown !== undefined
          ? `require_auth names '${unknown}', which is not one of ${AUTH_METHODS.join(", ")}`
          : "require_auth mixes negated (!) and plain methods",
      fix: "list methods such as scram-sha-256,password, or negate all of them as in !password,!md5",
      index: valueIndexOf(entry),
      input: href,
    });
  }
}

/** libpq refuses %00 anywhere; the scanner let it through as valid percent-encoding. */
function checkNul(uri: Uri, values: readonly (string | null)[], href: string): void {
  if (values.some((v) => v?.includes("\0")))
    throw nulError(href.length - uri.href.length + uri.href.indexOf("%00"), href);
}

/**
 * What check read of a PostgreSQL URI that has a query, a fragment, a host list, port 0 or a NUL: the
 * query's entries (by libpq's syntax for bare postgres:// and postgresql:// URIs), the keywords typed, the
 * hosts and the fields the query replaces, the TLS policy, and the warnings. Undefined fields are the
 * URI's own.
 * @example
 * const uri = parseUri("postgresql://h/shop?sslmode=require");
 * const definition = registry.get("postgresql")!;
 * const context = { definition, name: "postgresql", href: uri.href, scheme: "postgresql", registry };
 * const reading: PostgresReading | undefined = POSTGRES_FAMILY.check(uri, context, engineOf("pg"));
 * reading?.ssl.mode; // "require"
 */
export interface PostgresReading {
  /** The query's pairs in its syntax, decoded when asked for; undefined without a query. */
  readonly entries: (() => readonly QueryEntry[]) | undefined;
  /** The keywords typed and checked; undefined without a query. */
  readonly options: Record<string, unknown> | undefined;
  /** Where the URI connects; undefined after a check whose URI names its hosts in the authority alone. */
  readonly where: LibpqHosts | undefined;
  readonly socketHost: boolean;
  /** The user name, password and database the query gives (`?user=`, ...); undefined: the URI's own. */
  readonly user: string | null | undefined;
  readonly password: string | null | undefined;
  readonly database: string | null | undefined;
  readonly ssl: PostgresSsl;
  readonly warnings: readonly Finding[];
}

const KEYS = queryKeys(LIBPQ_PARAMS, { handled: LIBPQ_FOLDED });

/**
 * The PostgreSQL family: URIs of the pg engines by libpq's rules: the host list and `?host=`/`?port=`/
 * `?hostaddr=` (hosts.ts), `?dbname=`/`?user=`/`?password=` replacing the URI's own, sslmode with libpq's
 * meaning (ssl.ts), every other keyword typed, and libpq's query syntax for bare postgres:// and
 * postgresql:// URIs. `check` throws `invalid-param`, `invalid-port`, `ambiguous-host`,
 * `conflicting-params`, `duplicate-param`, `unexpected-fragment` (a '#' in a bare postgres:// or
 * postgresql:// URI), `invalid-percent-encoding` (a NUL).
 * @example
 * const target = interpret("postgresql://%2Ftmp/app?user=me");
 * target.socket; // "/tmp"
 * target.user; // "me"
 */
export const POSTGRES_FAMILY: Family<PostgresReading | undefined> = {
  kind: "db",
  keys: KEYS,
  check: checkPostgres,
  build: buildPostgres,
};

/** The cheap tests: what a URI needs for anything of libpq's rules to apply beyond its parse. */
function checkPostgres(
  uri: Uri,
  context: FamilyContext,
  engine: Engine | undefined,
): PostgresReading | undefined {
  const o = scannedOffsets(uri);
  const any =
    o.queryStart >= 0 ||
    o.fragmentStart >= 0 ||
    o.hostListEnd >= 0 ||
    o.port === 0 ||
    (o.escapes & Escapes.Nul) !== 0 ||
    forced(context);
  return any ? readPostgres(uri, context, engine) : undefined;
}

/** Every rule of libpq's reading, for a URI that check found has something for them. */
function readPostgres(uri: Uri, context: FamilyContext, engine: Engine | undefined): PostgresReading {
  const href = context.href;
  const libpqSyntax = context.scheme === "postgresql" || context.scheme === "postgres";
  // libpq's designator is "postgresql://": only URIs with an authority are ones libpq reads.
  if (libpqSyntax && uri.fragment !== null && uri.host !== null) throw fragmentError(uri, href);
  const hasQuery = scannedOffsets(uri).queryStart >= 0;
  const all = () => (libpqSyntax ? libpqEntries(uri, href) : uri.queryEntries);
  const warnings: Finding[] = [];
  // In libpq's syntax the reading refuses what libpq refuses first (checkLibpqQuery), when its walk finds
  // a pair libpq may refuse.
  const query = hasQuery
    ? libpqSyntax
      ? typeQuery(uri, KEYS, { href, offset: 0, syntax: "libpq" }, checkLibpqQuery)
      : typeQuery(uri, KEYS, { href, offset: 0, syntax: "uri" })
    : undefined;
  const found =
    query === undefined || query.handled.length === 0 ? NOTHING_FOUND : collect(query.handled, href);
  const options = query?.options;
  // The switches (keepalives, sslsni, ...) come back as booleans: their specs say `onOff`.
  if (options?.require_auth !== undefined) checkRequireAuth(lastEntry(all(), "require_auth")!, href);
  // A URI whose query names no host needs only the authority's ports checked; the build reads its hosts.
  const hostaddr = options?.hostaddr === undefined ? undefined : lastEntry(all(), "hostaddr");
  let where: LibpqHosts | undefined;
  if (found.host === undefined && found.port === undefined && hostaddr === undefined) {
    checkAuthorityPorts(uri, href);
  } else {
    const defaultPort = engine?.defaultPort?.port ?? null;
    where = libpqHosts(
      uri,
      hostaddr === undefined ? found : { ...found, hostaddr },
      defaultPort,
      href,
      warnings,
    );
  }
  // The URI's own user name, password and database are decoded by the build, when first read.
  const user = found.user === undefined ? undefined : userOf(uri, found.user, warnings);
  const password = found.password === undefined ? undefined : found.password.value;
  if (found.password) passwordInQuery(found.password, warnings);
  const database = found.dbname === undefined ? undefined : databaseFrom(uri, found.dbname, warnings);
  if (href.includes("%00")) {
    // libpq's own syntax refused a NUL in the query already; a db:pg: query (the db: proposal's syntax)
    // reaches libpq all the same, so its keys and values are held to it here.
    const pairs = libpqSyntax || !hasQuery ? [] : uri.queryEntries.flatMap((e) => [e.key, e.value]);
    const hosts = (where?.hosts ?? uri.hosts).map((h) => h.host);
    const own = [user ?? uri.username, password ?? uri.password, database ?? databaseOf(uri)];
    checkNul(uri, [...own, ...hosts, ...pairs], href);
  }
  const ssl = options === undefined ? DEFAULT_SSL : sslPolicy(options, found, all, href, warnings);
  if (options !== undefined && ssl.explicit) options.sslmode = ssl.mode;
  return {
    entries: query === undefined ? undefined : all,
    options,
    where,
    socketHost: hostaddr === undefined,
    user,
    password,
    database,
    ssl,
    warnings,
  };
}

/** The record: the URI's own host, credentials and database, or what check read in place of them. */
function buildPostgres(
  uri: Uri,
  context: FamilyContext,
  engine: Engine | undefined,
  reading: PostgresReading | undefined,
): PostgresTargetRecord {
  if (reading === undefined) {
    const defaultPort = engine?.defaultPort?.port ?? null;
    const host = uri.host;
    const port = uri.port;
    const database = databaseOf(uri);
    const socketWarning = opaqueSocketWarning(uri, context, database, "directory");
    const fields: DbTargetFields = {
      host,
      hosts: uriHosts(uri, defaultPort),
      port,
      socket: socketOf(host),
      user: uri.username,
      password: uri.password,
      database,
      params: NONE,
      tls: false,
      warnings: socketWarning === undefined ? NONE : [socketWarning],
    };
    return new PostgresTargetRecord(uri, context, engine, fields, DEFAULT_SSL);
  }
  // What check read, as it read it; what only a build collects is added: the query's own warnings
  // (unknown and repeated keywords) first, and the '+' warning last.
  const href = context.href;
  const libpqSyntax = context.scheme === "postgresql" || context.scheme === "postgres";
  const entries = reading.entries === undefined ? undefined : reading.entries();
  const warnings: Finding[] = [];
  let read: ReadParams | undefined;
  if (entries !== undefined && reading.options !== undefined) {
    const query = { href, offset: 0, syntax: libpqSyntax ? "libpq" : "uri" } as const;
    read = { options: reading.options, warnings, unknown: queryFindings(entries, KEYS, query, warnings) };
  }
  for (let i = 0; i < reading.warnings.length; i++) warnings.push(reading.warnings[i]!);
  if (libpqSyntax && uri.query?.includes("+")) plusWarning(uri, href, warnings);
  // check leaves the hosts to the build when the query names none: the authority's, which never warn.
  const where =
    reading.where ?? libpqHosts(uri, NOTHING_FOUND, engine?.defaultPort?.port ?? null, href, warnings);
  const database = reading.database === undefined ? databaseOf(uri) : reading.database;
  const socketWarning = opaqueSocketWarning(uri, context, database, "directory");
  if (socketWarning !== undefined) warnings.push(socketWarning);
  const ssl = reading.ssl;
  const fields: DbTargetFields = {
    host: where.host,
    hosts: where.hosts,
    port: where.port,
    socket: reading.socketHost ? socketOf(where.host) : null,
    user: reading.user === undefined ? uri.username : reading.user,
    password: reading.password === undefined ? uri.password : reading.password,
    database,
    params: entries === undefined ? NONE : queryPairs(entries),
    read,
    tls: ssl.encrypt === "always",
    warnings,
  };
  return new PostgresTargetRecord(uri, context, engine, fields, ssl);
}

/**
 * A '#' in a bare libpq URI. Unlike RFC 3986, libpq has no fragment: it reads the '#' and what follows as
 * part of the value it is in (`?password=ab#cd` is the password `ab#cd`, `/db#x` the database `db#x`), so
 * the value dburi would read is not the one libpq connects with.
 */
function fragmentError(uri: Uri, href: string): DburiError {
  const fragment = uri.fragment ?? "";
  return new DburiError({
    code: "unexpected-fragment",
    reason: "libpq has no fragment: it reads this '#' and what follows as part of the value before it",
    fix: "libpq reads '#' as part of the value; write %23 for a '#' in a value, or remove the '#...'",
    index: href.length - fragment.length - 1,
    input: href,
  });
}

/** `?user=`, which replaces the authority's user name (with a warning when that differs). */
function userOf(uri: Uri, entry: QueryEntry, warnings: Finding[]): string {
  const written = uri.username;
  if (written && written !== entry.value) overridden(entry, "user name", warnings);
  return entry.value;
}

/** `?dbname=`, which replaces the path's database (with a warning when that differs). */
function databaseFrom(uri: Uri, entry: QueryEntry, warnings: Finding[]): string {
  if (uri.path.length > 1 && databaseOf(uri) !== entry.value) overridden(entry, "database", warnings);
  return entry.value;
}

function passwordInQuery(entry: QueryEntry, warnings: Finding[]): void {
  warnings.push({
    severity: "warning",
    code: "password-in-query",
    message: "the password is in the query, where logs and proxies that keep URLs may record it",
    index: entry.index,
    fix: "put the password in the userinfo (user:password@), or in a password file",
  });
}

/** libpq reads "+" in a query as a plus; WHATWG-URL-based parsers (node-postgres) read it as a space. */
function plusWarning(uri: Uri, href: string, warnings: Finding[]): void {
  const query = uri.query ?? "";
  const start = href.length - uri.href.length + queryIndex(uri);
  warnings.push({
    severity: "warning",
    code: "ambiguous-plus",
    message:
      "libpq reads this '+' as a plus sign, but node-postgres and other URL parsers read it as a space",
    index: start + query.indexOf("+"),
    fix: "write %2B for a plus sign or %20 for a space",
  });
}

// MongoDB connection strings (mongodb, mongo, mongodb+srv): the Connection String, URI Options and Initial
// DNS Seedlist Discovery specifications of mongodb/specifications. Bare URIs follow the connection string
// rules (a host is required, sockets end in .sock, the auth database has no / \ space " $); inside db:
// the proposal's structure applies. The option rules hold in both.

import type { Finding, TargetHost } from "../../registry/index.js";
import type { Uri } from "../../uri/index.js";
import { Escapes } from "../../uri/offsets.js";
import { valueIndexOf } from "../../uri/query.js";
import { scannedOffsets } from "../../uri/uri.js";
import type { Engine } from "../engines/engines.js";
import {
  type BuildContext,
  type DbTarget,
  type DbTargetFields,
  DbTargetRecord,
} from "../target/db-target.js";
import { type Family, type FamilyContext, forced } from "../target/family.js";
import { authorityIndex, NO_OPTIONS, NONE, queryPairs, uriHosts } from "../target/fields.js";
import { parseBoolean } from "../target/params.js";
import { builtParams, queryKeys, type TypedQuery, typeQuery } from "../target/query.js";
import { databaseOf } from "../target/target.js";
import { checkMongodbAuth, checkMongodbKeyValuePairs } from "./auth.js";
import { MONGODB_PARAMS, type MongodbOptions } from "./params.js";
import { checkMongodbOptions, fail, givesRuledOption } from "./rules.js";

/**
 * A MongoDB target. `srv` marks the DNS-seedlist form (`mongodb+srv://`): its one host names SRV records,
 * there is no port, and TLS is on unless `tls=false`. `socket` is the first host when it is a socket path.
 * @example
 * const target = interpret("mongodb+srv://app:pw@cluster0.example.net/shop") as MongodbTarget;
 * target.srv; // true
 * target.tls; // true
 */
export interface MongodbTarget extends Omit<DbTarget, "options"> {
  readonly srv: boolean;
  readonly options: MongodbOptions;
}

/**
 * The class of every MongoDB target: a database target and whether it is the SRV form.
 * @example
 * import { genericDbTarget } from "../target/db-target.js";
 * const uri = parseUri("mongodb://h/shop");
 * const context = { href: uri.href, scheme: "mongodb", name: "mongodb" };
 * const engine = engineOf("mongodb");
 * const fields = genericDbTarget(uri, context, engine); // the standard fields, by the db: rules
 * new MongodbTargetRecord(uri, context, engine, fields, false).srv; // false
 */
export class MongodbTargetRecord extends DbTargetRecord {
  declare srv: boolean;

  constructor(uri: Uri, context: BuildContext, engine: Engine | undefined, f: DbTargetFields, srv: boolean) {
    super(uri, context, engine, f);
    this.srv = srv;
  }
}

/**
 * Where a database name holds a character MongoDB refuses in one (/, backslash, space, " or $), or -1.
 * @example
 * badDatabaseChar("shop$x"); // 4
 */
export function badDatabaseChar(database: string): number {
  for (let i = 0; i < database.length; i++) {
    const c = database.charCodeAt(i);
    if (c === 47 || c === 92 || c === 32 || c === 34 || c === 36) return i;
  }
  return -1;
}

/** The connection string's structural rules, for bare URIs. */
function checkStrict(uri: Uri, hosts: readonly TargetHost[], database: string | null, href: string): void {
  if (hosts.length === 0 || hosts.some(isEmptyHost)) {
    throw fail(
      "missing-host",
      "a MongoDB connection string needs a host for every entry",
      "write a host, e.g. mongodb://localhost",
      authorityIndex(uri),
      href,
    );
  }
  const userinfo = uri.userinfo;
  // Connection String spec, Userinfo: "the username... MUST NOT be empty" when a userinfo is given
  // (`mongodb://@h`, `mongodb://:@h`, `mongodb://:pw@h` are among its invalid URIs, and the Node driver
  // refuses them).
  if (userinfo !== null && (userinfo === "" || userinfo.startsWith(":"))) {
    throw fail(
      "invalid-userinfo",
      userinfo === ""
        ? "a MongoDB connection string's '@' needs a user name before it (Connection String spec, Userinfo)"
        : "a MongoDB user name cannot be empty (Connection String spec, Userinfo)",
      "write the user name before the ':', or remove the userinfo and its '@'",
      authorityIndex(uri),
      href,
    );
  }
  for (const host of hosts) {
    if (host.port === 0) {
      throw fail(
        "invalid-port",
        "MongoDB refuses port 0 (Connection String spec, Host: a port is 1 to 65535)",
        "write the server's port, or leave it out for 27017",
        authorityIndex(uri),
        href,
      );
    }
  }
  if (userinfo !== null && userinfo.indexOf(":") !== userinfo.lastIndexOf(":")) {
    throw fail(
      "invalid-userinfo",
      "MongoDB refuses more than one ':' in the userinfo (Connection String spec, Userinfo)",
      "write ':' in the password as %3A",
      authorityIndex(uri) + userinfo.indexOf(":", userinfo.indexOf(":") + 1),
      href,
    );
  }
  for (let i = 0; i < hosts.length; i++) {
    const host = hosts[i]!.host;
    if (host.includes("/") && !host.endsWith(".sock")) {
      throw fail(
        "invalid-host",
        `'${host}' is a path, and MongoDB socket paths must end in .sock`,
        "name the socket file, e.g. %2Ftmp%2Fmongodb-27017.sock",
        authorityIndex(uri),
        href,
      );
    }
  }
  const bad = database === null ? -1 : badDatabaseChar(database);
  if (bad >= 0) {
    throw fail(
      "invalid-database",
      `a MongoDB database name cannot contain '${database![bad]}'`,
      'use a database name without / \\ space " or $',
      uri.href.indexOf("/", authorityIndex(uri)),
      href,
    );
  }
}

function isEmptyHost(h: TargetHost): boolean {
  return h.host === "";
}

/** The DNS-seedlist rules: one host, no port (Initial DNS Seedlist Discovery, "URI Validation"). */
function checkSrv(uri: Uri, hosts: readonly TargetHost[], href: string): void {
  if (hosts.length !== 1 || hosts[0]!.host === "" || hosts[0]!.host.includes("/")) {
    throw fail(
      "invalid-host",
      "mongodb+srv takes exactly one host name (a DNS name, not a socket), whose SRV records list the servers",
      "give one host, e.g. mongodb+srv://cluster0.example.net",
      authorityIndex(uri),
      href,
    );
  }
  if (hosts[0]!.port !== null) {
    const end = authorityIndex(uri) + (uri.authority ?? "").length;
    throw fail(
      "invalid-port",
      "mongodb+srv takes no port: the SRV records give each server's",
      "remove the port",
      uri.href.lastIndexOf(":", end - 1) + 1,
      href,
    );
  }
}

/**
 * What the reading of a MongoDB URI with a query found: the query read (the options typed and held to
 * the URI Options spec's rules).
 * @example
 * const uri = parseUri("mongodb://h/shop?appName=web");
 * const definition = registry.get("mongodb")!;
 * const context = { definition, name: "mongodb", href: uri.href, scheme: "mongodb", registry };
 * MONGODB_FAMILY.check(uri, context, engineOf("mongodb"))?.query?.options.appName; // "web"
 */
export interface MongodbReading {
  readonly query: TypedQuery | undefined;
}

const KEYS = queryKeys(MONGODB_PARAMS, { ignoreCase: true });

/**
 * The MongoDB family: MongoDB connection strings: every host (a decoded host containing "/" is a socket),
 * the auth database, options matched in any case and typed, the spec's conflicts refused, TLS on for
 * mongodb+srv. `check` throws `missing-host`, `invalid-host`, `invalid-port`, `invalid-database`,
 * `invalid-param`, `conflicting-params`.
 * @example
 * interpret("mongodb://a,b:27018/shop?replicaSet=rs0").hosts.length; // 2
 */
export const MONGODB_FAMILY: Family<MongodbReading | undefined> = {
  kind: "db",
  keys: KEYS,
  check: checkMongodb,
  build: buildMongodb,
};

function isSrv(engine: Engine | undefined): boolean {
  return engine !== undefined && engine.variantOf === "mongodb";
}

function checkMongodb(
  uri: Uri,
  context: FamilyContext,
  engine: Engine | undefined,
): MongodbReading | undefined {
  const o = scannedOffsets(uri);
  const href = context.href;
  const force = forced(context);
  const srv = isSrv(engine);
  const bare = context.scheme !== "db";
  // The rules read the hosts and the database: a bare URI's when something in its authority or path could
  // break one (no host, a list, a userinfo, an escape that may hide a "/", a database name).
  // Unlike the Connection String spec before 2023, no "/" is needed before the options
  // (`mongodb://h?w=1`): the spec made it optional (changelog, 2023-08-02).
  const strict =
    bare &&
    (o.hostStart < 0 ||
      o.hostStart === o.hostEnd ||
      o.hostListEnd >= 0 ||
      o.userinfoEnd >= 0 ||
      o.port === 0 ||
      (o.escapes & Escapes.Host) !== 0 ||
      o.pathEnd - o.pathStart > 1 ||
      force);
  let hosts: readonly TargetHost[] | undefined;
  if (srv || strict) {
    const defaultPort = engine === undefined ? null : (engine.defaultPort?.port ?? null);
    hosts = uriHosts(uri, defaultPort);
    if (srv) checkSrv(uri, hosts, href);
    if (strict) checkStrict(uri, hosts, databaseOf(uri), href);
  }
  if (o.queryStart < 0 && !force) return undefined;
  return readMongodbQuery(uri, context, engine);
}

/** Where the first pair whose key is `lower` (in any case) stands in the URI: what an error points at. */
function keyIndexOf(uri: Uri, lower: string): number {
  const entry = uri.queryEntries.find((e) => e.key.toLowerCase() === lower);
  return entry === undefined ? 0 : entry.index;
}

/** Where the first pair of href[start, end) written without "=" starts, or -1 (empty pairs aside). */
function bareKeyIndex(href: string, start: number, end: number): number {
  // Each "&" and "=" found by a native search (bench/README.md, "Why the hot path looks as it does":
  // separators); the search for "=" stops at the pair's own or, past its end, at a bare pair.
  for (let pair = start; pair <= end; ) {
    const ampersand = href.indexOf("&", pair);
    const pairEnd = ampersand < 0 || ampersand > end ? end : ampersand;
    if (pairEnd > pair) {
      const equals = href.indexOf("=", pair);
      if (equals < 0 || equals >= pairEnd) return pair;
    }
    pair = pairEnd + 1;
  }
  return -1;
}

/** The query of a MongoDB URI, typed and held to the URI Options spec's rules. */
function readMongodbQuery(uri: Uri, context: FamilyContext, engine: Engine | undefined): MongodbReading {
  const href = context.href;
  const o = scannedOffsets(uri);
  if (o.queryStart < 0) return { query: undefined };
  const query = typeQuery(uri, KEYS, { href, offset: 0, syntax: "uri" });
  const options = query.options;
  // Auth spec: authSource MUST NOT be empty; MONGODB-AWS (since 2025) takes no credentials from the URI,
  // only from the environment or the AWS SDK's chain.
  if (options.authSource === "") {
    throw fail(
      "invalid-param",
      "authSource cannot be empty (Authentication spec)",
      "name the authentication database, e.g. authSource=admin, or remove the parameter",
      keyIndexOf(uri, "authsource"),
      href,
    );
  }
  const bare = bareKeyIndex(
    uri.href,
    o.queryStart,
    o.fragmentStart < 0 ? uri.href.length : o.fragmentStart - 1,
  );
  if (bare >= 0) {
    throw fail(
      "invalid-param",
      "a MongoDB option needs '=' and a value (Connection String spec, Key value pair; invalid-uris: incomplete key value pair)",
      "write key=value, or remove the key",
      bare,
      href,
    );
  }
  if (
    options.authMechanism !== undefined ||
    options.authMechanismProperties !== undefined ||
    options.readPreferenceTags !== undefined
  ) {
    const auth = {
      user: uri.username,
      password: uri.password,
      entries: () => uri.queryEntries,
      href,
      userinfoIndex: authorityIndex(uri),
    };
    checkMongodbAuth(options, checkMongodbKeyValuePairs(options, auth), auth);
  }
  if (givesRuledOption(query.options)) {
    const hosts = o.hostListEnd >= 0 ? uri.hosts.length : o.hostStart >= 0 ? 1 : 0;
    checkMongodbOptions(query.options, () => uri.queryEntries, { hosts, srv: isSrv(engine), href });
  }
  return { query };
}

/** The options that turn TLS verification off, each with what it gives up (URI Options spec, TLS options). */
const UNVERIFIED: readonly (readonly [string, string])[] = [
  ["tlsInsecure", "the server's certificate and host name are not verified"],
  ["tlsAllowInvalidCertificates", "the server's certificate is not verified"],
  ["tlsAllowInvalidHostnames", "any certificate from a trusted CA is accepted, whatever name it is for"],
];

/** A `tls-verification-disabled` warning for each option that turns verification off, at its key. */
function verificationWarnings(
  uri: Uri,
  options: Readonly<Record<string, unknown>>,
  warnings: Finding[],
): void {
  for (const [key, gives] of UNVERIFIED) {
    if (options[key] !== true) continue;
    let index: number | undefined;
    for (const entry of uri.queryEntries)
      if (entry.key.toLowerCase() === key.toLowerCase()) index = entry.index;
    warnings.push({
      severity: "warning",
      code: "tls-verification-disabled",
      message: `${key}=true: ${gives}, so anyone on the path can pose as the server`,
      index,
      fix: "trust the server's CA with tlsCAFile instead",
    });
  }
}

/**
 * A `deprecated-boolean` warning for each boolean option written other than true or false: dburi reads
 * 1/0, yes/no and on/off as every family does, and the Connection String spec ("Values", Boolean) calls
 * such spellings deprecated and asks for a warning.
 */
function legacyBooleanWarnings(uri: Uri, warnings: Finding[]): void {
  for (const entry of uri.queryEntries) {
    const key = KEYS.lookup(entry.key);
    if (key === undefined || key.spec.type !== "boolean") continue;
    const value = entry.value.toLowerCase();
    if (value === "true" || value === "false") continue;
    warnings.push({
      severity: "warning",
      code: "deprecated-boolean",
      message: `${key.name}=${entry.value}: MongoDB's connection strings write booleans as true or false; other spellings are deprecated`,
      index: valueIndexOf(entry),
      fix: `write ${key.name}=${entry.value === "" ? "true or false" : String(parseBoolean(entry.value))}`,
    });
  }
}

function buildMongodb(
  uri: Uri,
  context: FamilyContext,
  engine: Engine | undefined,
  reading: MongodbReading | undefined,
): MongodbTargetRecord {
  const srv = isSrv(engine);
  const defaultPort = engine === undefined ? null : (engine.defaultPort?.port ?? null);
  const hosts = uriHosts(uri, defaultPort);
  // check's typed options as it read them; a build adds the query's own warnings (unknown and repeated keys).
  const warnings: Finding[] = [];
  const query = reading?.query;
  const read = builtParams(uri, KEYS, { href: context.href, offset: 0, syntax: "uri" }, query, warnings);
  const options = read === undefined ? NO_OPTIONS : read.options;
  const first = hosts[0];
  const tls = (options.tls ?? options.ssl ?? srv) as boolean;
  if (tls && query !== undefined) verificationWarnings(uri, options, warnings);
  if (query !== undefined) legacyBooleanWarnings(uri, warnings);
  return new MongodbTargetRecord(
    uri,
    context,
    engine,
    {
      host: first?.host ?? null,
      hosts,
      port: first?.port ?? null,
      socket: first === undefined ? null : first.host === "" || first.host.includes("/") ? first.host : null,
      user: uri.username,
      password: uri.password,
      database: databaseOf(uri),
      params: query === undefined ? NONE : queryPairs(uri.queryEntries),
      read,
      tls,
      warnings,
    },
    srv,
  );
}

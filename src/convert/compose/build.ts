// buildUri: a connection URI from its parts, each encoded for the component it goes in (RFC 3986 §2.1, §3),
// the database placed where the scheme reads it, and the result read back by `interpret`, which must give
// the same user, password, database, hosts and ports: what prisma#23125 and django-environ#219 ask for
// (a password holding "@", "/" or "#" pasted raw into a URL breaks it, or worse, changes the host).

import type { Registry, Target } from "../../registry/index.js";
import { registry as builtinRegistry, engineOf, interpret } from "../../schemes/index.js";
import { composeUriWithHosts } from "../../uri/format.js";
import { DburiError, type QueryPair, type UriParts } from "../../uri/index.js";

/**
 * One host of a URI and its port (null or absent: the scheme's default).
 * @example
 * const host: BuildHost = { host: "db1.example.com", port: 5433 };
 */
export interface BuildHost {
  readonly host: string;
  readonly port?: number | null | undefined;
}

/**
 * The decoded parts `buildUri` writes. `hosts` (a host list: libpq, MongoDB) or `host` and `port`, not
 * both; `params` as pairs in order (duplicates kept) or as a record.
 * @example
 * const parts: BuildUriParts = { scheme: "postgresql", host: "db.example.com", user: "app", password: "p@ss/w#rd", database: "shop" };
 */
export interface BuildUriParts {
  /** A scheme dburi reads (`postgresql`, `redis`, `amqps`, `mysql`), or `db:` and an engine (`db:pg`). */
  readonly scheme: string;
  readonly host?: string | null | undefined;
  readonly port?: number | null | undefined;
  readonly hosts?: readonly BuildHost[] | undefined;
  readonly user?: string | null | undefined;
  readonly password?: string | null | undefined;
  /**
   * The database as the scheme names it: a database name, a Redis db-number, an AMQP vhost (`/` is the
   * vhost named "/"), a file path for SQLite and the other file engines.
   */
  readonly database?: string | null | undefined;
  readonly params?: readonly QueryPair[] | Readonly<Record<string, string>> | undefined;
}

/**
 * Options of `buildUri`.
 * @example
 * const options: BuildUriOptions = { registry };
 */
export interface BuildUriOptions {
  /** The registry the scheme is looked up in and the result read back with; the built-in one by default. */
  readonly registry?: Registry | undefined;
}

function argumentError(reason: string, fix: string): DburiError {
  return new DburiError({ code: "invalid-argument", reason, fix });
}

/** How the scheme's path holds the database: one segment ("/" encoded), or a path ("/" kept). */
type Placement = "segment" | "path" | "file";

/** The engine table's "database is" column, as a path holds it. */
function placementOf(definition: { readonly name: string; readonly canonicalEngine?: string | undefined }) {
  const engine = engineOf(definition.canonicalEngine ?? definition.name) ?? engineOf(definition.name);
  switch (engine?.database) {
    case "file":
    case "server-file":
      return "file" satisfies Placement;
    case "path":
    case "catalog-schema":
    case "project-dataset":
    case "project-instance-database":
      return "path" satisfies Placement;
    default:
      // A database name, a Redis db-number and an AMQP vhost are one segment each: a "/" in a vhost is
      // %2F (RabbitMQ URI Specification, "vhost = segment").
      return "segment" satisfies Placement;
  }
}

function hostsOf(parts: BuildUriParts): readonly BuildHost[] {
  if (parts.hosts !== undefined) {
    if (parts.host != null || parts.port != null) {
      throw argumentError("both hosts and host (or port) were given", "give hosts, or host and port");
    }
    if (!Array.isArray(parts.hosts) || parts.hosts.length === 0) {
      throw argumentError("hosts must be a list of at least one { host, port }", "give one host at least");
    }
    return parts.hosts;
  }
  return parts.host == null && parts.port == null ? [] : [{ host: parts.host ?? "", port: parts.port }];
}

function paramsOf(parts: BuildUriParts): readonly QueryPair[] {
  const params = parts.params;
  if (params === undefined) return [];
  if (Array.isArray(params)) return params as readonly QueryPair[];
  return Object.entries(params as Readonly<Record<string, string>>);
}

/** The URI text, before it is read back. */
function compose(scheme: string, parts: BuildUriParts, placement: Placement): string {
  const hosts = hostsOf(parts);
  const database = parts.database ?? null;
  const first = hosts[0];
  let host: string | null = first === undefined ? null : first.host;
  let path: string | undefined;
  let segments: readonly string[] | undefined;
  if (database !== null) {
    if (placement === "segment") segments = [database];
    else if (placement === "path") path = `/${database}`;
    else if (host !== null || database.startsWith("/")) {
      // After an authority (empty when no host is given) a file path is the path less its first "/", as
      // the db: proposal reads it: sqlite:///data/app.db is data/app.db, sqlite:////var/app.db /var/app.db.
      host ??= "";
      path = `/${database}`;
    }
    // A relative file path and no host: no authority, the path as written (sqlite:data/app.db).
    else path = database;
  }
  const credentials = parts.user != null || parts.password != null;
  if (credentials) host ??= "";
  const params = paramsOf(parts);
  const uriParts: UriParts = {
    scheme,
    username: parts.user ?? null,
    password: parts.password ?? null,
    host,
    port: first?.port ?? null,
    path,
    segments,
    params: params.length === 0 ? null : params,
  };
  return composeUriWithHosts(
    uriParts,
    hosts.slice(1).map((h) => ({ host: h.host, port: h.port ?? null })),
  );
}

/** What the target read back says of a part, to compare with what was given. */
function sameHosts(target: Target, hosts: readonly BuildHost[]): boolean {
  if (hosts.length === 0) return true;
  if (target.hosts.length !== hosts.length) return false;
  return hosts.every((h, k) => {
    const read = target.hosts[k]!;
    const given = h.host.startsWith("[") && h.host.endsWith("]") ? h.host.slice(1, -1) : h.host;
    return read.host.toLowerCase() === given.toLowerCase() && read.port === (h.port ?? null);
  });
}

/**
 * A connection URI from decoded parts: each value percent-encoded for its component (a password with "@",
 * "/", "#" or "%" is written so that every reader gets it back exactly), IPv6 hosts in brackets, the
 * database where the scheme reads it (a name or Redis db-number as the path's one segment, an AMQP vhost
 * with its "/" encoded, a SQLite file path as a path). The result is read back with `interpret`: it must
 * be valid for its scheme (a Redis database that is no number fails there, with interpret's error) and
 * give back the same user, password, database, hosts and ports.
 * @throws DburiError `invalid-argument` for parts of the wrong type or that contradict each other,
 *   `unknown-scheme` for a scheme dburi does not read, the syntax codes for a value no URI can hold (a
 *   port above 65535, an invalid IPv6 address), and interpret's codes for a URI its scheme refuses
 * @example
 * buildUri({ scheme: "postgresql", host: "db.example.com", user: "app", password: "p@ss/w#rd", database: "shop" });
 * // "postgresql://app:p%40ss%2Fw%23rd@db.example.com/shop"
 * buildUri({ scheme: "amqps", host: "mq.example.com", user: "guest", database: "/" }); // "amqps://guest@mq.example.com/%2F"
 * buildUri({ scheme: "postgresql", hosts: [{ host: "a", port: 5432 }, { host: "::1" }], database: "shop", params: { target_session_attrs: "read-write" } });
 * // "postgresql://a:5432,[::1]/shop?target_session_attrs=read-write"
 */
export function buildUri(parts: BuildUriParts, options: BuildUriOptions = {}): string {
  if (typeof parts !== "object" || parts === null || typeof parts.scheme !== "string") {
    throw argumentError(
      "buildUri takes { scheme, host, ... }",
      'pass an object such as { scheme: "redis", host: "cache" }',
    );
  }
  const registry = options.registry ?? builtinRegistry;
  const nested = parts.scheme.toLowerCase().startsWith("db:");
  const scheme = nested ? parts.scheme.slice(3) : parts.scheme;
  const definition = registry.get(scheme);
  if (definition === undefined) {
    throw new DburiError({
      code: "unknown-scheme",
      reason: `'${scheme}' is not a scheme dburi reads`,
      fix: "run `dburi schemes` for the list, e.g. postgresql, mysql, redis, amqp",
    });
  }
  const body = compose(scheme, parts, placementOf(definition));
  const text = nested ? `db:${body}` : body;
  const target = interpret(text, { registry });
  const given = (value: string | null | undefined) => value ?? null;
  const database = given(parts.database);
  const differs: string[] = [];
  if (target.user !== given(parts.user) && !(parts.user == null && target.user === "")) differs.push("user");
  if (target.password !== given(parts.password)) differs.push("password");
  if (database !== null && target.database !== database) differs.push("database");
  if (!sameHosts(target, hostsOf(parts))) differs.push("hosts");
  if (differs.length > 0) {
    throw argumentError(
      `${scheme} URIs do not hold these parts as given: the ${differs.join(", ")} would read back differently`,
      "check the parts against the scheme (a socket path as host, a relative file path with a host)",
    );
  }
  return text;
}

// The Target of a redis URI: the generic fields, the database number to SELECT, and the typed query
// parameters.

import type { Finding, InterpretContext, Target, TargetHost } from "../../registry/index.js";
import type { QueryPair, Uri } from "../../uri/index.js";
import { frozenFindings, frozenOptions } from "../target/fields.js";
import { RedactedTarget } from "../target/target.js";

/**
 * The typed query parameters of a redis target (see `REDIS_PARAMS`); durations are milliseconds.
 * @example
 * const options: RedisOptions = (interpret("redis://h/2?socket_timeout=2.5") as RedisTarget).options;
 * options.socket_timeout; // 2500
 */
export type RedisOptions = {
  readonly client_name?: string;
  readonly protocol?: 2 | 3;
  readonly socket_connect_timeout?: number;
  readonly socket_timeout?: number;
  readonly socket_keepalive?: boolean;
  readonly ssl?: boolean;
  readonly ssl_cert_reqs?: "none" | "optional" | "required";
  readonly ssl_check_hostname?: boolean;
  readonly ssl_server_hostname?: string;
  readonly ssl_ca_certs?: string;
  readonly ssl_ca_data?: string;
  readonly ssl_ca_path?: string;
  readonly ssl_certfile?: string;
  readonly ssl_keyfile?: string;
  readonly ssl_password?: string;
  readonly ssl_ciphers?: string;
  readonly health_check_interval?: number;
  readonly retry_on_timeout?: boolean;
  readonly max_connections?: number;
  readonly timeout?: number;
  readonly sentinelMasterId?: string;
  readonly sentinelUsername?: string;
  readonly sentinelPassword?: string;
};

/**
 * A Target of a redis URI: the generic fields plus the database number to SELECT.
 * @example
 * const target = interpret("rediss://:pw@cache.example.com/2") as RedisTarget;
 * target.db; // 2
 * target.tls; // true
 */
export interface RedisTarget extends Target {
  readonly kind: "redis";
  /** The database to SELECT: from the path or `db=`, else 0 (`database` keeps it as written, or null). */
  readonly db: number;
  readonly options: Readonly<RedisOptions>;
}

/** What the URI's form (TCP or unix socket) decides about the target. */
export interface RedisForm {
  readonly host: string | null;
  readonly hosts: readonly TargetHost[];
  readonly port: number | null;
  readonly defaultPort: number | null;
  readonly socket: string | null;
  /** The database as written, null when none is given. */
  readonly database: string | null;
  readonly tls: boolean;
}

/** What every redis form reads the same way (see `readCommon`). */
export interface RedisCommonFields {
  readonly user: string | null;
  readonly password: string | null;
  readonly params: readonly QueryPair[];
  readonly options: RedisOptions;
  readonly warnings: readonly Finding[];
}

/**
 * The record of every redis target: every field assigned once, in `TargetRecord`'s order and then `db`,
 * from the URI's form and what every form reads alike (it extends `RedactedTarget` rather than copying
 * from a Target object, as `TargetRecord` does). Its options, hosts and warnings are frozen, deeply; the
 * record itself is reachable only through the view's getters.
 * @example
 * const uri = parseUri("redis://h/2");
 * const context = { definition: REDIS_DEFINITION, name: "redis", href: uri.href, scheme: "redis", registry };
 * const common = { user: null, password: null, params: [], options: {}, warnings: [] };
 * const hosts = [{ host: "h", port: null, effectivePort: 6379 }];
 * const form = { host: "h", hosts, port: null, defaultPort: 6379, socket: null, database: "2", tls: false };
 * Object.freeze(new RedisTargetRecord(uri, context, common, form)).db; // 2
 */
export class RedisTargetRecord extends RedactedTarget implements RedisTarget {
  declare kind: "redis";
  declare engine: string;
  declare canonicalEngine: string;
  declare options: Readonly<RedisOptions>;
  declare db: number;

  constructor(uri: Uri, context: InterpretContext, common: RedisCommonFields, form: RedisForm) {
    super();
    const definition = context.definition;
    this.href = context.href;
    this.uri = uri;
    this.scheme = context.scheme;
    this.engine = context.name;
    this.canonicalEngine = definition.canonicalEngine ?? definition.name;
    this.recognized = true;
    this.host = form.host;
    this.hosts = form.hosts;
    this.port = form.port;
    this.defaultPort = form.defaultPort;
    this.effectivePort = form.port ?? form.defaultPort;
    this.socket = form.socket;
    this.user = common.user;
    this.password = common.password;
    this.database = form.database;
    this.params = common.params;
    this.options = frozenOptions(common.options);
    this.tls = form.tls;
    this.warnings = frozenFindings(common.warnings);
    // Redis registration, Scheme semantics: "If neither of these are present, the default database
    // number is 0". `database` has been checked against the db-number grammar.
    this.db = form.database === null ? 0 : Number(form.database);
  }
}

/**
 * A Target of a Redis Sentinel URI (`redis-sentinel:`, `rediss-sentinel:`): `hosts` are the sentinels (port
 * 26379 unless given), `user` and `password` the data nodes' (Lettuce's reading), and these the master's
 * name and the sentinels' own credentials.
 * @example
 * const target = interpret("redis-sentinel://:data@s1,s2:26380/1?sentinelMasterId=mymaster&sentinelPassword=sp");
 * if (isRedisSentinelTarget(target)) [target.masterName, target.hosts.length, target.db]; // ["mymaster", 2, 1]
 */
export interface RedisSentinelTarget extends RedisTarget {
  /** The name of the master the sentinels monitor: `sentinelMasterId=`, or the fragment (Lettuce). */
  readonly masterName: string;
  /** The ACL user to AUTH to the sentinels with (`sentinelUsername=`), null when none is given. */
  readonly sentinelUser: string | null;
  /** The password to AUTH to the sentinels with (`sentinelPassword=`), null when none is given. */
  readonly sentinelPassword: string | null;
}

/**
 * The record of a Redis Sentinel target: a redis target's, then the master's name and the sentinels'
 * credentials.
 * @example
 * const uri = parseUri("redis-sentinel://s1/0#mymaster", { hostList: true });
 * const context = { definition: REDIS_SENTINEL_DEFINITION, name: "redis-sentinel", href: uri.href, scheme: "redis-sentinel", registry };
 * const common = { user: null, password: null, params: [], options: {}, warnings: [] };
 * const hosts = [{ host: "s1", port: null, effectivePort: 26379 }];
 * const form = { host: "s1", hosts, port: null, defaultPort: 26379, socket: null, database: "0", tls: false };
 * const sentinel = { masterName: "mymaster", user: null, password: null };
 * new RedisSentinelTargetRecord(uri, context, common, form, sentinel).masterName; // "mymaster"
 */
export class RedisSentinelTargetRecord extends RedisTargetRecord implements RedisSentinelTarget {
  declare masterName: string;
  declare sentinelUser: string | null;
  declare sentinelPassword: string | null;

  constructor(
    uri: Uri,
    context: InterpretContext,
    common: RedisCommonFields,
    form: RedisForm,
    sentinel: { masterName: string; user: string | null; password: string | null },
  ) {
    super(uri, context, common, form);
    this.masterName = sentinel.masterName;
    this.sentinelUser = sentinel.user;
    this.sentinelPassword = sentinel.password;
  }
}

/**
 * Whether a target came from a Redis Sentinel URI (`redis-sentinel:`, `rediss-sentinel:`).
 * @example
 * isRedisSentinelTarget(interpret("redis-sentinel://s1,s2/0?sentinelMasterId=mymaster")); // true
 * isRedisSentinelTarget(interpret("redis://h/0")); // false
 */
export function isRedisSentinelTarget(target: Target): target is RedisSentinelTarget {
  return target.kind === "redis" && typeof (target as Partial<RedisSentinelTarget>).masterName === "string";
}

/**
 * Whether a target came from a redis URI (any of its schemes), so it has `db` and the redis options.
 * @example
 * isRedisTarget(interpret("rediss://cache/1")); // true
 */
export function isRedisTarget(target: Target): target is RedisTarget {
  return target.kind === "redis";
}

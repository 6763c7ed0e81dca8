// One entry for every conversion, which returns what it made together with the fate of each of the URI's
// query parameters in it: mapped to the output's own setting, passed as written, the output's behaviour
// anyway, or not carried (and why). The output itself is exactly what the conversion gives (a driver's
// config stays what the driver takes); the report stands beside it. The fates come from the family's
// catalogue (schemes/target/catalogue.ts) and from what the conversion reported leaving out, by position.

import type { Finding, Target } from "../registry/index.js";
import { AMQP_FAMILY } from "../schemes/amqp/amqp.js";
import { FAMILIES } from "../schemes/engine-definitions.js";
import {
  type CatalogueEntry,
  engineOf,
  isDbTarget,
  isRedisSentinelTarget,
  isRedisTarget,
  MSSQL_PARAMS,
  type Output,
} from "../schemes/index.js";
import { redisSourceKeys } from "../schemes/redis/source-keys.js";
import { type QueryKeys, queryKeys } from "../schemes/target/query.js";
import { DburiError, redactParamValue } from "../uri/index.js";
import { type AmqplibOptions, toAmqplibOptions } from "./amqp/amqplib.js";
import type { ToAmqplibOptions } from "./amqp/types.js";
import { notCarried, OUTPUT_NAMES, type ReportOptions, UNKNOWN_TO_DRIVER } from "./driver-params.js";
import { mssqlFatesApply } from "./dsn/source.js";
import { DSN_FORMATS, type DsnFormat, type ToDsnOptions, toDsn } from "./dsn/to-dsn.js";
import { isHarmless } from "./fates.js";
import type { ToMysqlConfigOptions } from "./mysql/common.js";
import { type MariadbConfig, toMariadbConfig } from "./mysql/mariadb-config.js";
import { type Mysql2Config, toMysql2Config } from "./mysql/mysql2-config.js";
import { type PgConfig, type ToPgConfigOptions, toPgConfig } from "./postgres/pg-config.js";
import {
  type IoredisClusterOptions,
  type NodeRedisClusterOptions,
  toIoredisClusterOptions,
  toNodeRedisClusterOptions,
} from "./redis/cluster.js";
import { type IoredisOptions, toIoredisOptions } from "./redis/ioredis.js";
import { type NodeRedisOptions, toNodeRedisOptions } from "./redis/node-redis.js";
import type { RedisConvertOptions } from "./redis/parts.js";
import {
  type IoredisSentinelOptions,
  type NodeRedisSentinelOptions,
  toIoredisSentinelOptions,
  toNodeRedisSentinelOptions,
} from "./redis/sentinel.js";
import { type SqliteOpenOptions, type ToSqliteOptionsOptions, toSqliteOptions } from "./sqlite/options.js";
import type { TlsFileReader } from "./tls.js";

/**
 * What each conversion `convert` names makes: a driver's config, or a DSN string.
 * @example
 * const config: ConvertOutputs["pg"] = toPgConfig(interpret("postgresql://h/db"));
 */
export interface ConvertOutputs {
  readonly pg: PgConfig;
  readonly mysql2: Mysql2Config;
  readonly mariadb: MariadbConfig;
  readonly sqlite: SqliteOpenOptions;
  /** One server's options; a Sentinel URI's `createSentinel` options, a seed list's `createCluster` options. */
  readonly "node-redis": NodeRedisOptions | NodeRedisSentinelOptions | NodeRedisClusterOptions;
  /** One server's options; a Sentinel URI's (also `new Redis`'s), a seed list's `new Redis.Cluster` arguments. */
  readonly ioredis: IoredisOptions | IoredisSentinelOptions | IoredisClusterOptions;
  readonly amqplib: AmqplibOptions<string>;
  readonly uri: string;
  readonly libpq: string;
  readonly dbi: string;
  readonly jdbc: string;
  readonly odbc: string;
  readonly sqlalchemy: string;
  readonly ado: string;
}

/**
 * A conversion `convert` makes: a driver's config (`pg`, `mysql2`, `mariadb`, `sqlite`, `node-redis`,
 * `ioredis`, `amqplib`) or a DSN format (`DSN_FORMATS`). The CLI's `--to`.
 * @example
 * const to: ConvertTo = "ioredis";
 */
export type ConvertTo = keyof ConvertOutputs;

/** A reader of PEM text, from one that may give bytes: the Redis conversions place text. */
function pemReader(read: TlsFileReader | undefined): ((path: string) => string) | undefined {
  if (read === undefined) return undefined;
  return (path) => {
    const contents = read(path);
    return typeof contents === "string" ? contents : new TextDecoder().decode(contents);
  };
}

/** The driver configs, each with the conversion that makes it. */
const DRIVERS: {
  readonly [T in Exclude<ConvertTo, DsnFormat>]: (t: Target, o: ConvertOptions) => ConvertOutputs[T];
} = {
  pg: (t, o) => toPgConfig(t, o),
  mysql2: (t, o) => toMysql2Config(t, o),
  mariadb: (t, o) => toMariadbConfig(t, o),
  sqlite: (t, o) => toSqliteOptions(t, o),
  // Each Redis topology by its own conversion: a Sentinel target, a list of hosts (a Cluster's seed nodes),
  // one server.
  "node-redis": (t, o) => {
    const options = { ...o, readFile: pemReader(o.readFile) };
    if (isRedisSentinelTarget(t)) return toNodeRedisSentinelOptions(t, options);
    if (isRedisTarget(t) && t.hosts.length > 1) return toNodeRedisClusterOptions(t, options);
    return toNodeRedisOptions(t, options);
  },
  ioredis: (t, o) => {
    const options = { ...o, readFile: pemReader(o.readFile) };
    if (isRedisSentinelTarget(t)) return toIoredisSentinelOptions(t, options);
    if (isRedisTarget(t) && t.hosts.length > 1) return toIoredisClusterOptions(t, options);
    return toIoredisOptions(t, options);
  },
  amqplib: (t, o) => {
    const options = toAmqplibOptions(t, o as ToAmqplibOptions<string>) as AmqplibOptions<string>;
    o.warnings?.push(...options.warnings);
    return options;
  },
};

/**
 * Every conversion `convert` makes: the DSN formats, then the driver configs.
 * @example
 * CONVERSIONS.includes("amqplib"); // true
 */
export const CONVERSIONS: readonly ConvertTo[] = [...DSN_FORMATS, ...(Object.keys(DRIVERS) as ConvertTo[])];

/**
 * The options of `convert`: those of the conversion it runs (each takes its own and leaves the others),
 * and how what is not carried is treated (`unsupported`). Its warnings are returned, not collected.
 * @example
 * const options: ConvertOptions = { unsupported: "warn", hostIndex: 0, redact: true };
 */
export interface ConvertOptions
  extends Omit<ReportOptions, "warnings">,
    Omit<ToPgConfigOptions, "warnings" | "unsupported">,
    Omit<ToMysqlConfigOptions, "warnings" | "unsupported">,
    Omit<ToSqliteOptionsOptions, "warnings" | "unsupported">,
    Omit<RedisConvertOptions, "warnings" | "readFile">,
    Omit<ToDsnOptions, "warnings" | "unsupported"> {
  /** Reads the certificate files a URI names (see `TlsFileReader`). */
  readonly readFile?: TlsFileReader | undefined;
  /** Where the conversion reports; `convert` makes its own list and returns it. */
  readonly warnings?: Finding[] | undefined;
}

/**
 * What became of one query parameter in a conversion's output:
 * - `mapped`: set as the output's own setting (`to` names it), or read into the connection's fields;
 * - `passed`: written into the output as the URI has it, for a reader that takes the same keyword;
 * - `default`: left out, its value being what the output does anyway (`reason` says so);
 * - `not-carried`: left out (`reason` says why, `fix` what to do), and reported in `warnings`.
 * @example
 * const fate: ParamFate = "mapped";
 */
export type ParamFate = "mapped" | "passed" | "default" | "not-carried";

/**
 * One query parameter of the URI and its fate in the output. The value is shown with its secrets hidden.
 * @example
 * const outcome: ParamOutcome = { key: "client_name", value: "web", index: 13, fate: "mapped", to: "connectionName" };
 */
export interface ParamOutcome {
  /** The key as the URI writes it (decoded). */
  readonly key: string;
  /** The value, decoded, with secrets as `***`. */
  readonly value: string;
  /** Where the pair starts in the target's href. */
  readonly index: number;
  readonly fate: ParamFate;
  /** The output's setting a mapped parameter goes to (`connectionName`, `ssl`, `the connection`). */
  readonly to?: string | undefined;
  readonly reason?: string | undefined;
  readonly fix?: string | undefined;
}

/**
 * A conversion's result: the output (exactly what the driver or tool takes), the fate of each of the
 * URI's query parameters in it, in the URI's order, and the conversion's warnings (each parameter not
 * carried among them).
 * @example
 * const conversion: Conversion<"pg"> = convert(interpret("postgresql://h/db?application_name=web"), "pg");
 * conversion.params[0]?.fate; // "passed"
 */
export interface Conversion<T extends ConvertTo> {
  readonly to: T;
  readonly output: ConvertOutputs[T];
  readonly params: readonly ParamOutcome[];
  readonly warnings: readonly Finding[];
}

/**
 * The keys a target's family reads its query by, or undefined (an engine without a catalogue, or a DSN
 * format's driver the catalogue says nothing of).
 */
function keysOf(target: Target, to: ConvertTo, options: ConvertOptions): QueryKeys | undefined {
  if (isRedisTarget(target)) return redisSourceKeys(target.scheme.toLowerCase()).queryKeys;
  if (isDbTarget(target)) {
    const engine = target.engine === null ? undefined : engineOf(target.engine);
    if (engine === undefined) return undefined;
    // SQL Server's URIs are read by the generic family; its catalogue says where Prisma's parameters go.
    if (engine.canonical === "mssql") {
      return mssqlFatesApply(to, options.driver) ? queryKeys(MSSQL_PARAMS, { ignoreCase: true }) : undefined;
    }
    return FAMILIES[engine.rules].keys;
  }
  return target.canonicalEngine === "amqp" ? AMQP_FAMILY.keys : undefined;
}

/** The catalogue's output a conversion is: the jdbc format of a MySQL URI through MariaDB Connector/J has its own. */
function outputOf(target: Target, to: ConvertTo, options: ConvertOptions): Output {
  if (to !== "jdbc" || !isDbTarget(target) || target.canonicalEngine !== "mysql") return to;
  const mariadb = options.driver === undefined ? target.engine === "mariadb" : options.driver === "mariadb";
  return mariadb ? "jdbc-mariadb" : "jdbc";
}

/** Whether a finding reports a parameter not carried. */
function reportsParam(finding: Finding): boolean {
  return finding.code === "param-not-carried" || finding.code === "unsupported-param";
}

/** How a URI of each engine asks for TLS, for the fix of a TLS setting given without it. */
const TLS_ASKED_BY: Readonly<Record<string, string>> = {
  pg: "sslmode=require or stricter",
  mysql: "ssl-mode=REQUIRED or stricter",
  redis: "the rediss: scheme",
  amqp: "the amqps: scheme",
};

/**
 * Whether a driver's output connects over TLS. The SQL drivers' `ssl` says it (node-postgres turns TLS on
 * for a CA file alone, as libpq's `sslmode=prefer` would try it); for Redis and AMQP the scheme decides
 * (rediss:, amqps:), in every topology's output alike.
 */
function connectsOverTls(target: Target, to: ConvertTo, output: unknown): boolean {
  if (to === "pg" || to === "mysql2" || to === "mariadb") {
    const ssl = (output as { readonly ssl?: unknown }).ssl;
    return ssl !== undefined && ssl !== false;
  }
  return to !== "sqlite" && target.tls;
}

/**
 * A TLS setting mapped into the TLS options of a driver's output (`ssl.ca`, `tls.rejectUnauthorized`,
 * `socketOptions.ca`) is not carried when that output does not connect over TLS: it has no options to
 * carry it in, and the driver would not read them. Reported as `param-not-carried` (the last pair of each
 * key), unless the conversion reported the parameter itself. The settings that turn TLS on or off
 * (`sslmode`, `ssl-mode`, `ssl`) map to the switch itself, a field of the output's top level, and stay
 * mapped.
 */
function reportTlsSettingsWithoutTls(
  target: Target,
  to: Exclude<ConvertTo, DsnFormat>,
  output: unknown,
  keys: QueryKeys | undefined,
  kind: Output,
  options: ConvertOptions & { readonly warnings: Finding[] },
): void {
  if (keys === undefined || connectsOverTls(target, to, output)) return;
  const offset = target.href.length - target.uri.href.length;
  const reported = new Set(options.warnings.filter(reportsParam).map((w) => w.index));
  const entries = target.uri.queryEntries;
  // The last pair of each key, in query order, as the conversions report.
  const last = new Map(entries.map((entry) => [entry.key, entry]));
  for (const entry of entries) {
    if (last.get(entry.key) !== entry) continue;
    const spec = keys.lookup(entry.key)?.spec as Partial<CatalogueEntry<Output>> | undefined;
    const fate = spec?.tls === true ? spec.fates?.[kind] : undefined;
    if (fate === undefined || fate === "passed" || !("to" in fate) || !fate.to.includes(".")) continue;
    const index = offset + entry.index;
    if (reported.has(index)) continue;
    notCarried(
      options,
      {
        output: OUTPUT_NAMES[to],
        key: entry.key,
        value: entry.value,
        reason: "this connection does not use TLS, so the setting has no effect",
        fix: `ask for TLS (${TLS_ASKED_BY[target.canonicalEngine ?? ""] ?? "the scheme or parameter that turns it on"}), or remove '${entry.key}'`,
      },
      { input: target.href, index },
    );
  }
}

/** The fate of one parameter the conversion did not report, by its catalogue entry (or its absence). */
function fateOf(
  target: Target,
  keys: QueryKeys | undefined,
  key: string,
  output: Output,
  dsn: boolean,
): Pick<ParamOutcome, "fate" | "to" | "reason" | "fix"> {
  const found = keys?.lookup(key);
  if (found === undefined) {
    // A DSN passes a parameter it has no rule for; a driver config has no field for it.
    return dsn ? { fate: "passed", to: key } : { fate: "not-carried", ...UNKNOWN_TO_DRIVER };
  }
  const fates = (found.spec as Partial<CatalogueEntry<Output>>).fates;
  const fate = fates?.[output];
  if (fate === undefined) return { fate: "mapped", to: "the connection" };
  if (fate === "passed") return { fate: "passed", to: key };
  if ("to" in fate) return { fate: "mapped", to: fate.to };
  // The typed value, as the conversion weighed it (carryFates).
  if (isHarmless(fate, (target.options as Readonly<Record<string, unknown>>)[found.name])) {
    return { fate: "default", reason: fate.drop };
  }
  return { fate: "not-carried", reason: fate.drop, fix: fate.fix };
}

/**
 * Converts a target into `to` (a driver's config or a DSN format) and returns it with the fate of every
 * query parameter: each is mapped, passed as written, the output's behaviour anyway, or not carried, in
 * which case `warnings` says so (`param-not-carried`). A parameter whose loss would change the connection
 * throws `unsupported-param` (unless `unsupported` is `warn` or `ignore`); `unsupported: "error"` throws
 * for every parameter not carried.
 * @throws DburiError `unknown-format` for a `to` it does not make; what the conversion throws
 * @example
 * const { output, params, warnings } = convert(interpret("postgresql://app@db/shop?application_name=web&pool_timeout=5"), "pg");
 * output; // { host: "db", user: "app", database: "shop", application_name: "web" }
 * params.map((p) => p.fate); // ["passed", "not-carried"]
 * warnings[0]?.code; // "param-not-carried"
 */
export function convert<T extends ConvertTo>(
  target: Target,
  to: T,
  options: ConvertOptions = {},
): Conversion<T> {
  const warnings: Finding[] = [];
  const given = { ...options, warnings };
  let output: ConvertOutputs[T];
  const dsn = (DSN_FORMATS as readonly string[]).includes(to);
  if (dsn) output = toDsn(target, to as DsnFormat, given) as ConvertOutputs[T];
  else if (Object.hasOwn(DRIVERS, to)) {
    output = (
      DRIVERS[to as Exclude<ConvertTo, DsnFormat>] as (t: Target, o: ConvertOptions) => ConvertOutputs[T]
    )(target, given);
  } else {
    throw new DburiError({
      code: "unknown-format",
      reason: `'${String(to)}' is not a conversion dburi makes`,
      fix: `use one of: ${CONVERSIONS.join(", ")}`,
    });
  }
  const keys = keysOf(target, to, options);
  const kind = outputOf(target, to, options);
  if (!dsn)
    reportTlsSettingsWithoutTls(target, to as Exclude<ConvertTo, DsnFormat>, output, keys, kind, given);
  // A warning points at the last pair of its key; every pair of that key shares its fate.
  const reported = new Map<number, Finding>();
  for (const warning of warnings) {
    if (reportsParam(warning) && warning.index !== undefined) reported.set(warning.index, warning);
  }
  const offset = target.href.length - target.uri.href.length;
  const entries = target.uri.queryEntries;
  const byKey = new Map<string, Finding>();
  for (const entry of entries) {
    const warning = reported.get(offset + entry.index);
    if (warning !== undefined) byKey.set(entry.key, warning);
  }
  const params = entries.map((entry): ParamOutcome => {
    const index = offset + entry.index;
    const shown = { key: entry.key, value: redactParamValue(entry.key, entry.value), index };
    const warning = byKey.get(entry.key);
    if (warning !== undefined)
      return { ...shown, fate: "not-carried", reason: warning.message, fix: warning.fix };
    return { ...shown, ...fateOf(target, keys, entry.key, kind, dsn) };
  });
  return { to, output, params, warnings };
}

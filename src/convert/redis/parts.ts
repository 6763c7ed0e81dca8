// What the Redis conversions share: the target (from text or an interpreted target), the TLS settings in
// Node's `tls.connect` terms, and the files those settings name, read through the caller's reader (this
// layer has no file system).

import type { Target } from "../../registry/index.js";
import {
  interpret,
  isRedisSentinelTarget,
  isRedisTarget,
  REDIS_PARAMS,
  type RedisOutput,
  type RedisTarget,
} from "../../schemes/index.js";
import { redisSourceKeys } from "../../schemes/redis/source-keys.js";
import { DburiError, isSecretKey } from "../../uri/index.js";
import {
  notCarried,
  OUTPUT_NAMES,
  paramIndex,
  type ReportOptions,
  refuse,
  unknownNotCarried,
} from "../driver-params.js";
import { carryFates, type OutputFates, outputFates } from "../fates.js";
import { redactor } from "../redacted.js";
import { readTlsFile } from "../tls.js";

/** The secrets of Redis driver options: the password, the key passphrase and the client key. */
function isRedisSecret(key: string): boolean {
  return isSecretKey(key) || key === "passphrase" || key === "key";
}

/**
 * Gives Redis driver options a redacted `toJSON` and inspect view: the password, the key passphrase and the
 * client key are `***` when printed and intact when read. Not frozen: `@redis/client` writes into them.
 * @example
 * JSON.stringify(redactedRedisOptions({ password: "s3cret" })); // '{"password":"***"}'
 */
export const redactedRedisOptions = redactor(isRedisSecret, { freeze: false });

/**
 * The prototype `redactedRedisOptions` puts options on: options made on it with `Object.create` print as
 * its do, with no copy.
 * @example
 * const options = Object.create(REDIS_PRINTING) as { password?: string };
 * options.password = "s3cret";
 * JSON.stringify(options); // '{"password":"***"}'
 */
export const REDIS_PRINTING: object = Object.getPrototypeOf(redactedRedisOptions({}));

/**
 * Options of `toNodeRedisOptions` and `toIoredisOptions`.
 * @example
 * import { readFileSync } from "node:fs";
 *
 * const options: RedisConvertOptions = { readFile: (path) => readFileSync(path, "utf8") };
 * toIoredisOptions("rediss://cache.example.com/?ssl_ca_certs=/etc/ssl/ca.pem", options).tls?.ca;
 * // [the CA file's PEM text]
 */
export interface RedisConvertOptions extends ReportOptions {
  /**
   * Reads a PEM file named by `ssl_ca_certs`, `ssl_certfile` or `ssl_keyfile`, given the path as the URI
   * writes it (a relative one is the reader's to resolve), e.g. `(path) => readFileSync(path, "utf8")`.
   * Needed only when the URI names one; `connect` passes its own, which resolves relative paths against
   * its `baseDirectory` option.
   */
  readonly readFile?: ((path: string) => string) | undefined;
}

/**
 * Reports each query parameter of a redis target that dburi does not know (`param-not-carried`, into
 * `options.warnings`): neither driver has a setting it names.
 * @example
 * const warnings: Finding[] = [];
 * reportUnknownRedisParams(interpret("redis://h?x_app=1") as RedisTarget, "ioredis", { warnings });
 * warnings[0]?.code; // "param-not-carried"
 */
export function reportUnknownRedisParams(
  target: RedisTarget,
  driver: RedisDriverOutput,
  options: RedisConvertOptions,
): void {
  if (options.warnings === undefined || target.params.length === 0) return;
  unknownNotCarried(
    target,
    OUTPUT_NAMES[driver],
    options,
    redisSourceKeys(target.scheme.toLowerCase()).queryKeys,
  );
}

/**
 * TLS settings as Node's `tls.connect` takes them, which node-redis (in `socket`) and ioredis (in `tls`)
 * pass through unchanged.
 * @example
 * toIoredisOptions("rediss://cache.example.com/?ssl_cert_reqs=none").tls; // { rejectUnauthorized: false }
 */
export interface RedisTlsSettings {
  /** SNI name and the name the certificate must carry (`ssl_server_hostname`). */
  servername?: string;
  /** PEM CA certificates to trust instead of Node's bundled roots (`ssl_ca_certs`, `ssl_ca_data`). */
  ca?: string[];
  /** PEM client certificate (`ssl_certfile`). */
  cert?: string;
  /** PEM client key (`ssl_keyfile`). */
  key?: string;
  /** Passphrase of the client key (`ssl_password`). */
  passphrase?: string;
  /** OpenSSL cipher list (`ssl_ciphers`). */
  ciphers?: string;
  /** false when `ssl_cert_reqs=none`. */
  rejectUnauthorized?: boolean;
  /** Accepts any name when `ssl_check_hostname=false` (the chain is still verified). */
  checkServerIdentity?: (hostname: string, certificate: unknown) => undefined;
}

/**
 * The redis target of `uri`: interpreted when it is text, checked when it is a target.
 * @throws DburiError the interpreter's errors, `invalid-argument`
 * @example
 * redisTargetOf("redis://h/2", "ioredis").db; // 2
 */
export function redisTargetOf(uri: string | Target, driver: string): RedisTarget {
  const target = typeof uri === "string" ? interpret(uri) : uri;
  if (!isRedisTarget(target)) {
    throw new DburiError({
      code: "invalid-argument",
      reason: `the ${driver} conversion takes redis URIs, not '${target.scheme}' ones`,
      fix: "pass a redis:, rediss: or Redis socket URI, or the Target interpret() made of one",
    });
  }
  return target;
}

/**
 * The redis target of `uri` for a conversion to one server's options: a Sentinel target, or a list of
 * hosts (a cluster's seed nodes), is refused with the name of the conversion that takes it, since one
 * server's options would keep the first host and lose the rest.
 * @throws DburiError the interpreter's errors, `invalid-argument`
 * @example
 * standaloneRedisTarget("redis://h/2", "ioredis", { sentinel: "toIoredisSentinelOptions", cluster: "toIoredisClusterOptions" }).db; // 2
 */
export function standaloneRedisTarget(
  uri: string | Target,
  driver: string,
  instead: { readonly sentinel: string; readonly cluster: string },
): RedisTarget {
  const target = redisTargetOf(uri, driver);
  if (isRedisSentinelTarget(target)) {
    throw new DburiError({
      code: "invalid-argument",
      reason: `${target.scheme}: names sentinels to ask for a master, not the server to connect to`,
      fix: `convert it with ${instead.sentinel}`,
    });
  }
  if (target.hosts.length > 1) {
    throw new DburiError({
      code: "invalid-argument",
      reason: `the URI lists ${target.hosts.length} hosts, a Redis Cluster's seed nodes, and ${driver}'s client options take one server`,
      fix: `convert it with ${instead.cluster}`,
    });
  }
  return target;
}

/**
 * The driver outputs of the redis catalogue: the driver a conversion is for.
 * @example
 * const driver: RedisDriverOutput = "ioredis";
 */
export type RedisDriverOutput = Exclude<RedisOutput, "uri">;

/**
 * Carries a redis target's options by their fates in a driver's output (`outputFates` of REDIS_PARAMS):
 * copied into `into` (when given), and refused (`unsupported-param`, or reported under `options.unsupported`
 * "warn", see `refuse`) when the driver has no place for them.
 * @throws DburiError `unsupported-param`
 * @example
 * // What toIoredisOptions does with client_name: carried as connectionName.
 * toIoredisOptions("redis://h?client_name=web").connectionName; // "web"
 */
export function carryRedisOptions(
  target: RedisTarget,
  fates: OutputFates,
  driver: RedisDriverOutput,
  into: Record<string, unknown> | undefined,
  options: RedisConvertOptions,
): void {
  const left = carryFates(target.options, fates, into, false);
  if (left === null) return;
  for (const { key, value, fate } of left) {
    const at = { input: target.href, index: paramIndex(target, [key]) };
    if (!fate.refused) {
      // redis-py's own settings: left out without changing the connection, and reported.
      notCarried(options, { output: OUTPUT_NAMES[driver], key, value, reason: fate.drop, fix: fate.fix }, at);
      continue;
    }
    // Named with its value when only some values are refused.
    const shown = fate.harmless === undefined ? key : `${key}=${String(value)}`;
    refuse(options, driver, shown, fate.drop, fate.fix, at);
  }
}

/**
 * Whether a parameter is one of the TLS settings, which a conversion reads only when the connection uses
 * TLS (the family warns about them otherwise).
 * @example
 * isTlsParam("ssl_ca_path"); // true
 */
export function isTlsParam(key: string): boolean {
  return REDIS_PARAMS[key]?.tls === true;
}

function read(key: string, path: string, options: RedisConvertOptions): string {
  if (options.readFile === undefined) {
    throw new DburiError({
      code: "read-file-required",
      reason: `${key} names the file '${path}', and converting needs its contents`,
      fix: 'pass { readFile: (path) => readFileSync(path, "utf8") }, or use connect(), which reads it',
    });
  }
  return readTlsFile(options.readFile, { param: key, path });
}

/**
 * The fates of the TLS parameters in each driver's output: refused ones, the rest read below. Each made at
 * the driver's first conversion rather than when the package loads (bench/README.md, "Start-up").
 */
const TLS_FATES = new Map<RedisDriverOutput, OutputFates>();

function tlsFates(driver: RedisDriverOutput): OutputFates {
  let fates = TLS_FATES.get(driver);
  if (fates === undefined) {
    fates = outputFates(REDIS_PARAMS, driver, isTlsParam);
    TLS_FATES.set(driver, fates);
  }
  return fates;
}

/**
 * The TLS settings of a target that uses TLS, in `tls.connect` terms, reading the files it names.
 * @throws DburiError `unsupported-param` for `ssl_ca_path`, `read-file-required` without a reader
 * @example
 * const target = interpret("rediss://h?ssl_cert_reqs=none");
 * if (isRedisTarget(target)) redisTlsSettings(target, "ioredis", {}); // { rejectUnauthorized: false }
 */
export function redisTlsSettings(
  target: RedisTarget,
  driver: RedisDriverOutput,
  options: RedisConvertOptions,
): RedisTlsSettings {
  const o = target.options;
  carryRedisOptions(target, tlsFates(driver), driver, undefined, options);
  const settings: RedisTlsSettings = {};
  if (o.ssl_server_hostname !== undefined) settings.servername = o.ssl_server_hostname;
  if (o.ssl_ca_certs !== undefined || o.ssl_ca_data !== undefined) {
    const ca: string[] = [];
    if (o.ssl_ca_certs !== undefined) ca.push(read("ssl_ca_certs", o.ssl_ca_certs, options));
    if (o.ssl_ca_data !== undefined) ca.push(o.ssl_ca_data);
    settings.ca = ca;
  }
  if (o.ssl_certfile !== undefined) settings.cert = read("ssl_certfile", o.ssl_certfile, options);
  if (o.ssl_keyfile !== undefined) settings.key = read("ssl_keyfile", o.ssl_keyfile, options);
  if (o.ssl_password !== undefined) settings.passphrase = o.ssl_password;
  if (o.ssl_ciphers !== undefined) settings.ciphers = o.ssl_ciphers;
  // Python's ssl: for a client, CERT_OPTIONAL verifies exactly as CERT_REQUIRED does.
  if (o.ssl_cert_reqs !== undefined) settings.rejectUnauthorized = o.ssl_cert_reqs !== "none";
  if (o.ssl_check_hostname === false) settings.checkServerIdentity = () => undefined;
  return settings;
}

/** The credentials to AUTH with: none without a non-empty password; the user only when it is named. */
function credentialsOf(target: RedisTarget): { username?: string; password?: string } {
  if (!target.password) return {};
  return target.user ? { username: target.user, password: target.password } : { password: target.password };
}

/**
 * What both conversions build from: where to connect, as whom, and with which TLS settings.
 * @example
 * const parts = redisConnectionParts("rediss://u:pw@cache.example.com/2", "ioredis", {});
 * [parts.place, parts.credentials, parts.tls];
 * // [{ host: "cache.example.com", port: 6379 }, { username: "u", password: "pw" }, {}]
 */
export interface RedisConnectionParts {
  readonly target: RedisTarget;
  /** Host (unbracketed; localhost when absent or empty, as the registration says) and port, or the socket path. */
  readonly place: { readonly host: string; readonly port: number } | { readonly path: string };
  /** AUTH's user and password, when there is a password to send. */
  readonly credentials: { username?: string; password?: string };
  /** The TLS settings when the connection uses TLS, else null. */
  readonly tls: RedisTlsSettings | null;
}

/**
 * Interprets (or checks) the target and works out what every Redis driver needs from it.
 * @throws DburiError the interpreter's errors, `invalid-argument`, `unsupported-param`, `read-file-required`
 * @example
 * redisConnectionParts("rediss://:pw@[::1]/2", "ioredis", {}).place; // { host: "::1", port: 6379 }
 */
export function redisConnectionParts(
  uri: string | Target,
  driver: RedisDriverOutput,
  options: RedisConvertOptions,
): RedisConnectionParts {
  const target = redisTargetOf(uri, driver);
  return {
    target,
    place:
      target.socket === null
        ? { host: target.host || "localhost", port: target.effectivePort ?? 6379 }
        : { path: target.socket },
    credentials: credentialsOf(target),
    tls: target.tls ? redisTlsSettings(target, driver, options) : null,
  };
}

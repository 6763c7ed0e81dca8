// Whether a redis connection uses TLS (the scheme, or `ssl=true`), the settings that contradict each other,
// and the warnings about TLS settings that do nothing or that turn verification off.

import type { Finding, InterpretContext } from "../../registry/index.js";
import { DburiError } from "../../uri/index.js";
import { REDIS_TLS_KEYS } from "./params.js";
import { type Reading, valueIndex, warn } from "./reading.js";
import type { RedisOptions } from "./target.js";

const SSL_KEYS: readonly string[] = Object.freeze(["ssl", "tls"]);
/** REDIS_TLS_KEYS for lookups: every query entry of a connection without TLS is looked up. */
const TLS_KEYS: ReadonlySet<string> = new Set(REDIS_TLS_KEYS);
const CHECK_HOSTNAME_KEYS: readonly string[] = Object.freeze(["ssl_check_hostname"]);

/**
 * What decides TLS: the definition (rediss: is TLS), the typed parameters, and whether the form is a unix
 * socket (no TLS there).
 * @example
 * const uri = parseUri("redis://h?ssl=true");
 * const context = { definition: REDIS_DEFINITION, name: "redis", href: uri.href, scheme: "redis", registry };
 * const how: TlsInputs = { context, options: { ssl: true }, socket: false };
 */
export interface TlsInputs {
  readonly context: InterpretContext;
  readonly options: RedisOptions;
  readonly socket: boolean;
}

function conflictingTls(reading: Reading, reason: string, fix: string): DburiError {
  return new DburiError({
    code: "conflicting-tls",
    reason,
    fix,
    index: valueIndex(reading, SSL_KEYS),
    input: reading.href,
  });
}

/**
 * Whether the connection uses TLS, refusing settings that contradict each other.
 * @throws DburiError `conflicting-tls`, `conflicting-param`
 * @example
 * import type { Reading } from "./reading.js";
 * const uri = parseUri("rediss://h");
 * const all = () => uri.queryEntries;
 * const reading: Reading = { uri, href: uri.href, offset: 0, entries: all(), all, warnings: [] };
 * const context = { definition: REDISS_DEFINITION, name: "rediss", href: uri.href, scheme: "rediss", registry };
 * readTls(reading, { context, options: {}, socket: false }); // true
 */
export function readTls(reading: Reading, { context, options, socket }: TlsInputs): boolean {
  const scheme = context.definition;
  if (scheme.tls === true && options.ssl === false) {
    throw conflictingTls(
      reading,
      `${context.name}: always uses TLS, but ssl=false turns it off`,
      "use redis: for plain TCP",
    );
  }
  if (socket && options.ssl === true) {
    throw conflictingTls(
      reading,
      "a unix socket connection does not use TLS",
      "drop ssl=true, or connect over TCP",
    );
  }
  if (options.ssl_cert_reqs === "none" && options.ssl_check_hostname === true) {
    throw new DburiError({
      code: "conflicting-param",
      reason: "ssl_check_hostname=true needs certificate verification, which ssl_cert_reqs=none turns off",
      fix: "drop one of the two",
      index: valueIndex(reading, CHECK_HOSTNAME_KEYS),
      input: reading.href,
    });
  }
  return scheme.tls === true || options.ssl === true;
}

/**
 * The warnings about TLS settings that do nothing (`tls-param-without-tls`) or that turn verification off
 * (`tls-verification-disabled`), into `warnings`; `tls` is what readTls decided.
 * @example
 * import type { Reading } from "./reading.js";
 * const uri = parseUri("redis://h?ssl_ca_certs=ca.pem");
 * const all = () => uri.queryEntries;
 * const reading: Reading = { uri, href: uri.href, offset: 0, entries: [], all, warnings: [] };
 * const warnings: Finding[] = [];
 * tlsWarnings(reading, { options: { ssl_ca_certs: "ca.pem" }, tls: false, socket: false }, warnings);
 * warnings[0]?.code; // "tls-param-without-tls"
 */
export function tlsWarnings(
  reading: Reading,
  { options, tls, socket }: { options: RedisOptions; tls: boolean; socket: boolean },
  warnings: Finding[],
): void {
  if (!tls) {
    for (const entry of reading.all()) {
      if (TLS_KEYS.has(entry.key)) {
        warn(warnings, {
          code: "tls-param-without-tls",
          message: `'${entry.key}' has no effect: this connection does not use TLS`,
          index: entry.index + reading.offset,
          fix: socket ? "drop it" : "use rediss: (or ssl=true) for TLS, or drop it",
        });
      }
    }
  }
  if (tls && (options.ssl_cert_reqs === "none" || options.ssl_check_hostname === false)) {
    warn(warnings, {
      code: "tls-verification-disabled",
      message:
        options.ssl_cert_reqs === "none"
          ? "ssl_cert_reqs=none: the server's certificate is not verified, so anyone on the path can pose as the server"
          : "ssl_check_hostname=false: any certificate from a trusted CA is accepted, whatever name it is for",
      fix: "trust the server's CA with ssl_ca_certs instead",
    });
  }
}

// sslmode as libpq means it (PostgreSQL 18 §32.19.1 "SSL Mode Descriptions"), the keywords that fold into
// it (`ssl=true`, `requiressl`), and the combinations libpq refuses.

import type { Finding } from "../../registry/index.js";
import { DburiError, type QueryEntry, valueIndexOf } from "../../uri/index.js";
import { lastEntry } from "../target/fields.js";
import { parseBoolean } from "../target/params.js";
import { SSL_MODES, type SslMode } from "./params.js";

/**
 * What an sslmode means to libpq, spelled out. `require` encrypts without verifying anything unless a root
 * certificate file exists (`sslrootcert`, or ~/.postgresql/root.crt), in which case it verifies like
 * `verify-ca`; only `verify-full` checks that the certificate names the host.
 * @example
 * (interpret("postgresql://h/db?sslmode=require") as PostgresTarget).ssl;
 * // { mode: "require", explicit: true, encrypt: "always", verifyCa: "if-root-cert", verifyHostname: false }
 */
export interface PostgresSsl {
  /** The sslmode in effect: as written (or folded from `ssl`/`requiressl`), else libpq's default `prefer`. */
  readonly mode: SslMode;
  /** Whether the URI chose the mode; libpq otherwise takes PGSSLMODE from the environment, then `prefer`. */
  readonly explicit: boolean;
  /** `never`, `plain-first` (then TLS), `tls-first` (then plain), or `always`. */
  readonly encrypt: "never" | "plain-first" | "tls-first" | "always";
  /** Whether the server certificate is checked against a CA: `if-root-cert` when a root file exists. */
  readonly verifyCa: "never" | "if-root-cert" | "always";
  /** Whether the certificate must name the host connected to. */
  readonly verifyHostname: boolean;
}

function policy(mode: SslMode, { explicit }: { readonly explicit: boolean }): PostgresSsl {
  const encrypt =
    mode === "disable"
      ? "never"
      : mode === "allow"
        ? "plain-first"
        : mode === "prefer"
          ? "tls-first"
          : "always";
  const verifyCa =
    mode === "disable" ? "never" : mode === "verify-ca" || mode === "verify-full" ? "always" : "if-root-cert";
  return Object.freeze({ mode, explicit, encrypt, verifyCa, verifyHostname: mode === "verify-full" });
}

const EXPLICIT = new Map(SSL_MODES.map((mode) => [mode, policy(mode, { explicit: true })]));
/**
 * The policy of an sslmode the URI states, and nothing else bearing on it (no `ssl`, `requiressl`,
 * `sslrootcert`, `sslnegotiation` or protocol versions).
 * @example
 * explicitSsl("require").encrypt; // "always"
 */
export function explicitSsl(mode: SslMode): PostgresSsl {
  return EXPLICIT.get(mode)!;
}

/** libpq's policy when the URI says nothing: `prefer`. */
export const DEFAULT_SSL: PostgresSsl = policy("prefer", { explicit: false });

const STRONG: readonly SslMode[] = ["require", "verify-ca", "verify-full"];

/**
 * The pairs of the keywords folded into sslmode: `ssl=...` (libpq's JDBC compatibility: only `ssl=true`,
 * meaning require) and `requiressl=1|0` (deprecated: require or prefer).
 * @example
 * const folded: FoldedSsl = { ssl: undefined, requiressl: undefined };
 */
export interface FoldedSsl {
  readonly ssl?: QueryEntry | undefined;
  readonly requiressl?: QueryEntry | undefined;
}

function invalid(entry: QueryEntry | undefined, href: string, reason: string, fix: string): DburiError {
  const index = entry === undefined ? undefined : valueIndexOf(entry);
  return new DburiError({ code: "invalid-param", reason, fix, index, input: href });
}

/**
 * node-postgres's `no-verify` (pg's ConnectionParameters for `ssl`, pg-connection-string for `sslmode`):
 * TLS without any verification. libpq has no such value and refuses it; dburi reads it as `require`, which
 * verifies nothing either unless a root certificate is given, and says so.
 */
function noVerify(entry: QueryEntry, warnings: Finding[]): SslMode {
  warnings.push({
    severity: "warning",
    code: "libpq-incompatible",
    message: `${entry.key}=no-verify is node-postgres's (TLS, nothing verified); libpq refuses it, and dburi reads it as sslmode=require`,
    index: entry.index,
    fix: "write sslmode=require (without sslrootcert nothing is verified), or verify-full to verify",
  });
  return "require";
}

/**
 * The mode `ssl=` asks for, with a warning where libpq itself would read it differently. `ssl=true` is
 * libpq's JDBC compatibility (fe-connect.c, conninfo_uri_parse_params: sslmode=require, TLS without
 * verification), but pg-connection-string reads it as `ssl: true`, TLS verifying the certificate and the
 * host name: dburi follows libpq, and says so.
 */
function fromSsl(entry: QueryEntry, href: string, warnings: Finding[]): SslMode {
  if (entry.value === "no-verify") return noVerify(entry, warnings);
  const on = parseBoolean(entry.value);
  if (on === undefined) {
    throw invalid(entry, href, `ssl='${entry.value}' is not a boolean`, "write ssl=true, or use sslmode=...");
  }
  if (entry.value === "true") {
    warnings.push({
      severity: "warning",
      code: "driver-disagreement",
      message:
        "libpq reads ssl=true as sslmode=require (TLS, nothing verified), node-postgres as TLS verifying the certificate and host name; dburi follows libpq",
      index: entry.index,
      fix: "write sslmode=verify-full to verify, or sslmode=require for TLS without verification (as dburi reads ssl=true)",
    });
  } else {
    warnings.push({
      severity: "warning",
      code: "libpq-incompatible",
      message: `libpq understands only ssl=true (as sslmode=require); it refuses ssl=${entry.value}`,
      index: entry.index,
      fix: `write sslmode=${on ? "require" : "disable"}`,
    });
  }
  return on ? "require" : "disable";
}

/**
 * The sslmode policy of a libpq URI: `sslmode`, or `ssl`/`requiressl` folded in (never both disagreeing),
 * `sslrootcert=system` (which makes verify-full the default and refuses weaker modes), and the checks
 * libpq makes before connecting.
 * @throws DburiError `invalid-param` for a combination libpq refuses, `conflicting-params` for two that disagree
 */
export function sslPolicy(
  options: Readonly<Record<string, unknown>>,
  found: FoldedSsl,
  entries: () => readonly QueryEntry[],
  href: string,
  warnings: Finding[],
): PostgresSsl {
  let mode = options.sslmode as SslMode | "no-verify" | undefined;
  if (mode === "no-verify") mode = noVerify(lastEntry(entries(), "sslmode")!, warnings);
  const sslrootcert = options.sslrootcert as string | undefined;
  const sslnegotiation = options.sslnegotiation as string | undefined;
  const minVersion = options.ssl_min_protocol_version as string | undefined;
  const maxVersion = options.ssl_max_protocol_version as string | undefined;
  // The pair the mode comes from (sslmode's, or a folded keyword's), looked for only for an error.
  let from: QueryEntry | "sslmode" | undefined = mode === undefined ? undefined : "sslmode";
  const at = (): QueryEntry | undefined => (from === "sslmode" ? lastEntry(entries(), "sslmode") : from);
  const simple =
    found.ssl === undefined &&
    found.requiressl === undefined &&
    sslrootcert === undefined &&
    sslnegotiation === undefined &&
    minVersion === undefined;
  if (simple) return mode === undefined ? DEFAULT_SSL : explicitSsl(mode);
  const folded: [QueryEntry, SslMode][] = [];
  if (found.ssl) folded.push([found.ssl, fromSsl(found.ssl, href, warnings)]);
  if (found.requiressl) {
    const entry = found.requiressl;
    warnings.push({
      severity: "warning",
      code: "deprecated-param",
      message:
        "requiressl is deprecated; libpq reads a value starting with 1 as sslmode=require, else prefer",
      index: entry.index,
      fix: "use sslmode=require",
    });
    folded.push([entry, entry.value.startsWith("1") ? "require" : "prefer"]);
  }
  for (const [entry, implied] of folded) {
    if (mode !== undefined && mode !== implied) {
      throw new DburiError({
        code: "conflicting-params",
        reason: `'${entry.key}=${entry.value}' means sslmode=${implied}, but the URI also asks for sslmode=${mode}`,
        fix: "keep only sslmode",
        index: entry.index,
        input: href,
      });
    }
    mode = implied;
    from ??= entry;
  }
  if (sslrootcert === "system") {
    // PostgreSQL 16: "system" makes verify-full the default and refuses weaker modes.
    if (mode !== undefined && mode !== "verify-full") {
      throw invalid(
        at(),
        href,
        `sslrootcert=system requires sslmode=verify-full, not ${mode}`,
        "write sslmode=verify-full",
      );
    }
    mode = "verify-full";
  }
  if (sslnegotiation === "direct" && !STRONG.includes(mode ?? "prefer")) {
    throw invalid(
      at(),
      href,
      `sslnegotiation=direct needs sslmode=require or stronger, not ${mode ?? "the default prefer"}`,
      "write sslmode=require, verify-ca or verify-full",
    );
  }
  const min = minVersion;
  const max = maxVersion;
  if (min !== undefined && max !== undefined && min > max) {
    throw invalid(
      lastEntry(entries(), "ssl_max_protocol_version"),
      href,
      `ssl_min_protocol_version ${min} is above ssl_max_protocol_version ${max}`,
      "swap or correct the two versions",
    );
  }
  return mode === undefined ? DEFAULT_SSL : explicitSsl(mode);
}

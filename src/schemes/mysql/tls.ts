// The TLS parameters of a MySQL or MariaDB URI, in every spelling the drivers and tools document, folded
// into one `ssl-mode` (MySQL 8.4 §6.2.5 and "Command Options for Encrypted Connections"): what each asks
// for, the combinations that contradict each other (an error, never a silent pick), and the warnings for
// the forms that turn verification off.
//
// Sources, one per form:
// - `ssl=true|false`, `ssl={"rejectUnauthorized":...}`: mysql2 reads each URL value as JSON
//   (lib/connection_config.js parseUrl; its `ssl` option is an object of tls.connect settings, which
//   verifies the certificate unless `rejectUnauthorized: false`, and checks the host name with
//   `verifyIdentity`); MariaDB Connector/Node.js reads `ssl=true` as TLS verifying certificate and host
//   name (documentation, "SSL"). PlanetScale documents `ssl={"rejectUnauthorized":true}` for mysql2.
// - `useSSL`, `requireSSL`, `verifyServerCertificate`: MySQL Connector/J 8 "Security" properties (their
//   mapping onto sslMode: useSSL=false is DISABLED, requireSSL=true REQUIRED, verifyServerCertificate=true
//   VERIFY_CA).
// - `tls=true|false|skip-verify|preferred`: go-sql-driver/mysql README, "tls" (true: certificate and host
//   name verified; skip-verify: not verified; preferred: TLS when the server offers it).
// - `sslaccept=strict|accept_invalid_certs`: Prisma ORM, "MySQL/MariaDB", "Configuring an SSL connection".

import type { Finding } from "../../registry/index.js";
import { DburiError, isSecretKey, type QueryEntry, type Uri, valueIndexOf } from "../../uri/index.js";
import { parseBoolean } from "../target/params.js";

/**
 * MySQL's ssl-mode values, weakest first.
 * @example
 * MYSQL_SSL_MODES.indexOf("REQUIRED") < MYSQL_SSL_MODES.indexOf("VERIFY_CA"); // true
 */
export const MYSQL_SSL_MODES = ["DISABLED", "PREFERRED", "REQUIRED", "VERIFY_CA", "VERIFY_IDENTITY"] as const;

/**
 * One of MYSQL_SSL_MODES.
 * @example
 * const mode: MysqlSslMode = "VERIFY_IDENTITY";
 */
export type MysqlSslMode = (typeof MYSQL_SSL_MODES)[number];

/**
 * mysql2's `ssl` object as a URI writes it in JSON, with the keys dburi carries: `rejectUnauthorized`,
 * `verifyIdentity`, and the CA and client certificates as PEM text (`ca`, `cert`). Any other key is kept
 * in `unknown`, which the conversions refuse; a private key (`key`, `passphrase`) is an error, since the
 * URI would carry it wherever it is printed or logged.
 * @example
 * const value: MysqlSslObject = { rejectUnauthorized: true, unknown: [] };
 */
export interface MysqlSslObject {
  readonly rejectUnauthorized?: boolean | undefined;
  readonly verifyIdentity?: boolean | undefined;
  readonly ca?: string | undefined;
  readonly cert?: string | undefined;
  readonly unknown: readonly string[];
}

const OBJECT_KEYS: Readonly<Record<string, "boolean" | "string">> = {
  rejectUnauthorized: "boolean",
  verifyIdentity: "boolean",
  ca: "string",
  cert: "string",
};

/**
 * The `ssl` parameter's value read: a boolean, or mysql2's JSON object; undefined when the value is
 * neither (the caller reports it).
 * @throws Error naming what is wrong, for a JSON object dburi refuses (a private key, a key of the wrong type)
 * @example
 * sslValue("true"); // true
 * sslValue('{"rejectUnauthorized":false}'); // { rejectUnauthorized: false, unknown: [] }
 */
export function sslValue(text: string): boolean | MysqlSslObject | undefined {
  const on = parseBoolean(text);
  if (on !== undefined) return on;
  if (!text.trimStart().startsWith("{")) return undefined;
  return sslObject(text);
}

function sslObject(text: string): MysqlSslObject {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error("is not valid JSON");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new Error("is not a JSON object");
  }
  const out: Record<string, unknown> = {};
  const unknown: string[] = [];
  for (const [key, value] of Object.entries(parsed)) {
    if (isSecretKey(key)) {
      throw new Error(`holds '${key}', a secret a URI must not carry: name the key file with ssl-key`);
    }
    const type = Object.hasOwn(OBJECT_KEYS, key) ? OBJECT_KEYS[key] : undefined;
    if (type === undefined) unknown.push(key);
    else if (typeof value !== type) throw new Error(`has '${key}' that is not a ${type}`);
    else out[key] = value;
  }
  return { ...out, unknown } as MysqlSslObject;
}

/**
 * What one parameter asks of TLS: an exact mode (`exact`), or a range (`min`..`max`) and the mode it
 * means alone (`alone`).
 */
interface Demand {
  readonly entry: QueryEntry;
  readonly exact?: MysqlSslMode | undefined;
  readonly min?: MysqlSslMode | undefined;
  readonly max?: MysqlSslMode | undefined;
  readonly alone?: MysqlSslMode | undefined;
  /** The form turns certificate verification off on purpose: warned. */
  readonly unverified?: boolean | undefined;
}

const rank = (mode: MysqlSslMode) => MYSQL_SSL_MODES.indexOf(mode);

/** The catalogue names (and aliases) this module reads, in lowercase. */
const SSL_MODE_KEYS: readonly string[] = ["ssl-mode", "ssl_mode", "sslmode"];

function last(entries: readonly QueryEntry[], names: readonly string[]): QueryEntry | undefined {
  for (let i = entries.length - 1; i >= 0; i--) {
    if (names.includes(entries[i]!.key.toLowerCase())) return entries[i];
  }
  return undefined;
}

function invalid(entry: QueryEntry, href: string, reason: string, fix: string): DburiError {
  return new DburiError({ code: "invalid-param", reason, fix, index: valueIndexOf(entry), input: href });
}

/** The demand of the Go driver's `tls`: true, false (strconv.ParseBool's words too), skip-verify, preferred. */
function goTls(entry: QueryEntry, href: string): Demand {
  const value = entry.value.toLowerCase();
  if (value === "skip-verify") return { entry, exact: "REQUIRED", unverified: true };
  if (value === "preferred") return { entry, exact: "PREFERRED" };
  const on = parseBoolean(value) ?? (value === "t" ? true : value === "f" ? false : undefined);
  if (on === undefined) {
    throw invalid(
      entry,
      href,
      `tls=${entry.value} names a TLS config registered in a Go program, which a URI cannot carry`,
      "write tls=true (verified), tls=skip-verify, tls=preferred or tls=false, or ssl-mode=... with ssl-ca=...",
    );
  }
  return on ? { entry, exact: "VERIFY_IDENTITY" } : { entry, exact: "DISABLED" };
}

/** The demand of `ssl`: a boolean, or mysql2's object. */
function sslDemand(entry: QueryEntry, href: string): Demand {
  let value: ReturnType<typeof sslValue>;
  try {
    value = sslValue(entry.value);
  } catch (error) {
    throw invalid(
      entry,
      href,
      `ssl's JSON ${(error as Error).message}`,
      'write ssl={"rejectUnauthorized":true}, or ssl=true, with certificate files as ssl-ca, ssl-cert and ssl-key',
    );
  }
  if (value === undefined) {
    throw invalid(
      entry,
      href,
      "ssl takes true, false or mysql2's JSON object (a mysql2 profile name such as 'Amazon RDS' cannot be carried)",
      "write ssl=true, or ssl-mode=VERIFY_IDENTITY&ssl-ca=/path/to/ca.pem",
    );
  }
  if (value === false) return { entry, exact: "DISABLED" };
  if (value === true) return { entry, min: "REQUIRED", alone: "VERIFY_IDENTITY" };
  if (value.rejectUnauthorized === false) {
    if (value.verifyIdentity === true) {
      throw invalid(
        entry,
        href,
        "ssl's verifyIdentity needs the verification rejectUnauthorized=false turns off",
        'drop one of the two: ssl={"rejectUnauthorized":false} or ssl={"verifyIdentity":true}',
      );
    }
    return { entry, exact: "REQUIRED", unverified: true };
  }
  if (value.verifyIdentity === true) return { entry, exact: "VERIFY_IDENTITY" };
  return { entry, min: "VERIFY_CA", alone: "VERIFY_IDENTITY" };
}

/** The demands of the URI's TLS parameters, those it gives. */
function demandsOf(entries: readonly QueryEntry[], options: Record<string, unknown>, href: string): Demand[] {
  const demands: Demand[] = [];
  const add = (names: readonly string[], make: (entry: QueryEntry) => Demand | undefined) => {
    const entry = last(entries, names);
    if (entry === undefined) return;
    const demand = make(entry);
    if (demand !== undefined) demands.push(demand);
  };
  const mode = options["ssl-mode"] as MysqlSslMode | undefined;
  if (mode !== undefined) add(SSL_MODE_KEYS, (entry) => ({ entry, exact: mode }));
  if (options.ssl !== undefined) add(["ssl"], (entry) => sslDemand(entry, href));
  if (options.tls !== undefined) add(["tls"], (entry) => goTls(entry, href));
  if (options.useSSL !== undefined) {
    add(["usessl"], (entry) =>
      options.useSSL === true ? { entry, min: "REQUIRED", alone: "REQUIRED" } : { entry, exact: "DISABLED" },
    );
  }
  if (options.requireSSL === true)
    add(["requiressl"], (entry) => ({ entry, min: "REQUIRED", alone: "REQUIRED" }));
  if (options.verifyServerCertificate !== undefined) {
    add(["verifyservercertificate"], (entry) =>
      options.verifyServerCertificate === true
        ? { entry, min: "VERIFY_CA", alone: "VERIFY_CA" }
        : { entry, max: "REQUIRED" },
    );
  }
  if (options.sslaccept !== undefined) {
    add(["sslaccept"], (entry) =>
      options.sslaccept === "strict"
        ? { entry, min: "VERIFY_CA", alone: "VERIFY_IDENTITY" }
        : { entry, min: "REQUIRED", max: "REQUIRED", alone: "REQUIRED", unverified: true },
    );
  }
  return demands;
}

function written(entry: QueryEntry): string {
  return `${entry.key}=${entry.value}`;
}

function conflict(a: Demand, b: Demand, href: string): DburiError {
  const [first, second] = a.entry.index < b.entry.index ? [a, b] : [b, a];
  return new DburiError({
    code: "conflicting-tls",
    reason: `${written(first.entry)} and ${written(second.entry)} ask for different TLS (a silent pick could weaken it)`,
    fix: `keep one: remove ${written(second.entry)}, or remove ${written(first.entry)}`,
    index: valueIndexOf(second.entry),
    input: href,
  });
}

function allows(demand: Demand, mode: MysqlSslMode): boolean {
  if (demand.exact !== undefined) return demand.exact === mode;
  if (demand.min !== undefined && rank(mode) < rank(demand.min)) return false;
  return demand.max === undefined || rank(mode) <= rank(demand.max);
}

/**
 * Folds the URI's TLS parameters (`ssl`, `useSSL`, `requireSSL`, `verifyServerCertificate`, `tls`,
 * `sslaccept`) into `options["ssl-mode"]`, where the MySQL family and its conversions read TLS: the mode
 * all of them allow, an exact one (ssl-mode, ssl=false, tls=..., a JSON object that turns verification
 * off) deciding, else the strongest that a switch means alone (`ssl=true`: VERIFY_IDENTITY, the
 * MariaDB connector's meaning; `useSSL=true`: REQUIRED, since the Node drivers cannot fall back to plain
 * text as Connector/J's PREFERRED does). A URI with none of them is left as it is. With `warnings`, the
 * forms that turn verification off add `tls-verification-disabled`. The query's entries (`uri`'s) are
 * read only when one of them is given.
 * @throws DburiError `conflicting-tls` when two of them disagree (`ssl=false&ssl-mode=REQUIRED`), pointing at the later; `invalid-param` for a value none of the drivers reads
 * @example
 * const uri = parseUri("mysql://h/db?ssl=true");
 * const options: Record<string, unknown> = { ssl: "true" };
 * foldTls(options, uri, uri.href, null);
 * options["ssl-mode"]; // "VERIFY_IDENTITY"
 */
export function foldTls(
  options: Record<string, unknown>,
  uri: Uri,
  href: string,
  warnings: Finding[] | null,
): void {
  if (
    options.ssl === undefined &&
    options.tls === undefined &&
    options.useSSL === undefined &&
    options.requireSSL === undefined &&
    options.verifyServerCertificate === undefined &&
    options.sslaccept === undefined
  )
    return;
  const demands = demandsOf(uri.queryEntries, options, href);
  if (demands.length === 0) return;
  const exact = demands.filter((d) => d.exact !== undefined);
  let mode: MysqlSslMode | undefined = exact[0]?.exact;
  if (mode === undefined) {
    for (const d of demands) {
      if (d.alone !== undefined && (mode === undefined || rank(d.alone) > rank(mode))) mode = d.alone;
    }
  }
  if (mode === undefined) return;
  const chosen = mode;
  const decider = exact[0] ?? demands.find((d) => d.alone === chosen)!;
  // The strongest that a switch means alone may still exceed another's maximum: then they disagree.
  const against = demands.find((d) => !allows(d, chosen));
  if (against !== undefined) throw conflict(decider, against, href);
  options["ssl-mode"] = chosen;
  if (warnings === null) return;
  for (const d of demands) {
    if (d.unverified !== true) continue;
    warnings.push({
      severity: "warning",
      code: "tls-verification-disabled",
      message: `${written(d.entry)}: the server's certificate is not verified, so anyone on the path can pose as the server`,
      index: d.entry.index,
      fix: "verify it: ssl-mode=VERIFY_IDENTITY with the server's CA as ssl-ca (or sslaccept=strict, tls=true)",
    });
  }
}

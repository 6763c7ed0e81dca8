// interpret(): from text to a Target, through the scheme's definition in the registry.

import type { Finding } from "../registry/index.js";
import { baseRegistry, builtinRegistryOf, Registry, schemeAt } from "../registry/registry.js";
import {
  DburiError,
  type ParseUriOptions,
  parseUri,
  redactUri,
  repairUri,
  type TryResult,
  type Uri,
} from "../uri/index.js";
import { Marks } from "../uri/offsets.js";
import { printable } from "../uri/printable.js";
import { secretSpans } from "../uri/redact.js";
import { scannedOffsets } from "../uri/uri.js";
import type { AmqpTarget } from "./amqp/amqp.js";
import { readCompound } from "./forms/compound.js";
import { memorySplice } from "./forms/memory.js";
import { readSpliced } from "./forms/spliced.js";
import { pastedValue, placeholderIn } from "./pasted/pasted.js";
import { detectFormat, FORMAT_NAMES, isPrismaSqlServer } from "./pasted/shape.js";
import type { RedisTarget } from "./redis/target.js";
import { registry as builtinRegistry } from "./registry.js";
import { SchemeFamily } from "./scheme-family.js";
import { checkUserinfoText } from "./target/ambiguous-userinfo.js";
import type { DbTarget } from "./target/db-target.js";
import { type FamilyContext, movedError } from "./target/family.js";
import { parseOneHost } from "./target/one-host.js";
import { schemeOf } from "./target/scheme-of.js";
import { baseTarget, createTarget, type GenericTarget } from "./target/target.js";
import { withFields } from "./target/target-view.js";

export { schemeOf };

/**
 * What `interpret` returns: a target of one of the kinds, told apart by `kind`, which narrows the type.
 * @example
 * const target: AnyTarget = interpret(process.env.DATABASE_URL ?? "postgresql://localhost/shop");
 * if (target.kind === "redis") target.db; // RedisTarget
 * else if (target.kind === "amqp") target.vhost; // AmqpTarget
 * else if (target.kind === "db") target.databaseKind; // DbTarget
 */
export type AnyTarget = RedisTarget | AmqpTarget | DbTarget | GenericTarget;

/**
 * Options of `interpret`.
 * @example
 * const acme: SchemeDefinition = { name: "acme", status: "unregistered" };
 * const options: InterpretOptions = { registry: createRegistry([acme], { base: registry }) };
 * interpret("acme://h/db", options).scheme; // "acme"
 */
export interface InterpretOptions {
  /** The registry to look schemes up in; the built-in one by default. */
  readonly registry?: Registry | undefined;
  /**
   * Read a URI that is invalid only because characters are raw (a space or brace in the query; '@', '/',
   * '#' in the password) as `repairUri` repairs it, with a `repaired-uri` warning listing each change.
   * Without it such a URI is refused, its error's fix showing the repaired URI, redacted.
   */
  readonly repair?: boolean | undefined;
}

/**
 * Interprets a URI of a scheme without its own module: host, port, credentials, the path as the database.
 * @example
 * const acme: SchemeDefinition = { name: "acme", status: "unregistered" };
 * const context = { definition: acme, name: "acme", href: "acme://u@h/db", scheme: "acme", registry };
 * genericInterpreter(parseUri(context.href), context).database; // "db"
 */
export function genericInterpreter(...args: Parameters<typeof baseTarget>): GenericTarget {
  return createTarget(baseTarget(...args));
}

/**
 * Interprets a connection URI per its scheme's rules and returns a Target: what to connect to, typed and
 * validated, with warnings. Scheme names are case-insensitive.
 * @throws DburiError `missing-scheme`, `unknown-scheme`, `invalid-userinfo` (a password with a raw "/", "?",
 * "#" or "@" that would read as host, path or query), `missing-authority` (`postgres:user:pw@h`),
 * `invalid-host` (a host list, `mysql://h1,h2/db`, for a scheme that takes one host), or the scheme's own
 * errors
 * @example
 * const target = interpret("rediss://:pw@cache.example.com/2");
 * target.tls; // true
 * target.effectivePort; // 6379
 */
export function interpret(text: string, options?: InterpretOptions): AnyTarget {
  return readRepairing(text, options, false, builtinRegistry);
}

/**
 * `interpret` with every cheap test of the families' checks and builds answering "look" (family.ts): the
 * target must be the one `interpret` gives, which the equivalence test holds every fixture and generated
 * URI to. Not exported from the package.
 * @example
 * const target = interpretForcingTriggers("redis://h/2");
 * if (target.kind === "redis") target.db; // 2, as interpret("redis://h/2") gives
 */
export function interpretForcingTriggers(text: string, options?: InterpretOptions): AnyTarget {
  return readRepairing(text, options, true, builtinRegistry);
}

/**
 * An `interpret` over some of the built-in scheme families only (`POSTGRES_SCHEMES`, `REDIS_SCHEMES`,
 * `AMQP_SCHEMES`, `MYSQL_SCHEMES`, `MONGODB_SCHEMES`, `SQLITE_SCHEMES`, `GENERIC_DB_SCHEMES`,
 * `DB_SCHEMES`): it reads their URIs exactly as `interpret` does, and refuses every other scheme as
 * `unknown-scheme`. What it is for: a browser app bundles the code of the families it names, not of all
 * (an app that reads a PostgreSQL URL carries no Redis, MySQL or MongoDB rules). `options.registry`, when
 * given, replaces the families, as it replaces the built-in registry for `interpret`.
 * @throws DburiError `invalid-argument` when `families` is not an array of the package's families
 * @example
 * const interpretPg = createInterpreter([POSTGRES_SCHEMES]);
 * interpretPg("postgresql://app:s3cret@db.example.com/shop").database; // "shop"
 * interpretPg("redis://cache.example.com"); // throws: unknown-scheme
 */
export function createInterpreter(
  families: readonly SchemeFamily[],
): (text: string, options?: InterpretOptions) => AnyTarget {
  if (!Array.isArray(families) || !families.every((family) => family instanceof SchemeFamily)) {
    throw new DburiError({
      code: "invalid-argument",
      reason: "families must be an array of dburi's scheme families",
      fix: "pass some of POSTGRES_SCHEMES, MYSQL_SCHEMES, MONGODB_SCHEMES, SQLITE_SCHEMES, GENERIC_DB_SCHEMES, REDIS_SCHEMES, AMQP_SCHEMES, DB_SCHEMES",
    });
  }
  const chosen = [...new Set(families)];
  // The package's own definitions, checked by its tests: built as the built-in registry is, unchecked.
  const registry = builtinRegistryOf(
    chosen.flatMap((family) => family.definitions),
    baseRegistry,
  );
  const names = chosen.map((family) => family.name).join(", ");
  return (text, options) => {
    try {
      return readRepairing(text, options, false, registry);
    } catch (error) {
      // A scheme of a family left out is one dburi knows: the error says which families this reads.
      if (!(error instanceof DburiError) || error.code !== "unknown-scheme" || options?.registry) throw error;
      throw new DburiError({
        code: error.code,
        reason: error.reason.replace("not one dburi knows", `not one this interpreter reads (${names})`),
        fix: `${error.fix}; createInterpreter reads the families it is given, interpret every scheme dburi knows`,
        index: error.index ?? undefined,
        input: text,
      });
    }
  };
}

/** The errors a raw character can cause, which percent-encoding it repairs. */
const REPAIRABLE: ReadonlySet<string> = new Set([
  "invalid-character",
  "invalid-userinfo",
  "invalid-percent-encoding",
  "invalid-host",
  "invalid-port",
]);

/**
 * `read`, and for an error a raw character causes, the URI `repairUri` gives: read in its place with
 * `repair: true` (a `repaired-uri` warning listing the changes), else shown, redacted, in the error's fix.
 * Only when the repaired URI reads without error; otherwise the error stands as it is. `fallback` is the
 * registry when the options name none: the built-in one for `interpret`, an interpreter's own for
 * `createInterpreter`'s (so that neither reaches the other's definitions).
 */
function readRepairing(
  text: string,
  options: InterpretOptions | undefined,
  forceTriggers: boolean,
  fallback: Registry,
): AnyTarget {
  try {
    return read(text, options, forceTriggers, fallback);
  } catch (error) {
    if (error instanceof DburiError && typeof text === "string" && isPrismaSqlServer(text)) {
      throw new DburiError({
        code: "not-a-uri",
        reason: "this is Prisma's SQL Server URL (Microsoft's JDBC URL without jdbc:), not a URI",
        fix: "read it with readConnectionString(text), as every dburi command does, or write it as go-mssqldb's URI: sqlserver://USER:PASSWORD@host:1433?database=DATABASE",
        index: text.indexOf(";"),
        input: text,
      });
    }
    if (!(error instanceof DburiError) || !REPAIRABLE.has(error.code) || typeof text !== "string")
      throw error;
    const repaired = repairUri(text);
    if (repaired.changes.length === 0) throw error;
    let target: AnyTarget;
    try {
      target = read(repaired.uri, options, forceTriggers, fallback);
    } catch {
      throw error;
    }
    const shown = redactUri(repaired.uri);
    if (options?.repair !== true) {
      throw new DburiError({
        code: error.code,
        reason: error.reason,
        fix: `${error.fix === null ? "percent-encode it" : error.fix}; the whole URI so: ${shown} (the repair option, --repair on the command line, reads it so)`,
        index: error.index ?? undefined,
        input: text,
        cause: error.cause,
      });
    }
    const note: Finding = {
      severity: "warning",
      code: "repaired-uri",
      message: `read with ${repaired.changes.length} raw character${repaired.changes.length === 1 ? "" : "s"} percent-encoded: ${repaired.changes
        .map(
          (c) =>
            `${c.written === "***" ? "one" : `'${printable(c.written)}'`} in the ${c.component} as ${c.encoded}`,
        )
        .join(", ")}`,
      fix: `write the URI so: ${shown}`,
    };
    return withFields(target, { warnings: [note, ...target.warnings] });
  }
}

/** interpret, and interpretForcingTriggers with `forceTriggers`. */
function read(
  text: string,
  options: InterpretOptions | undefined,
  forceTriggers: boolean,
  fallback: Registry,
): AnyTarget {
  const registry = options?.registry ?? fallback;
  if (registry !== fallback && !(registry instanceof Registry)) {
    throw new DburiError({
      code: "invalid-argument",
      reason: "options.registry is not a registry made by createRegistry",
      fix: "pass registry, or the result of createRegistry(definitions, { base: registry })",
    });
  }
  if (typeof text !== "string") {
    throw new DburiError({
      code: "invalid-argument",
      reason: `expected a string, got ${typeof text}`,
      fix: "pass the URI as a string",
    });
  }
  // The common case first, cheaply: the text before the first ":" names a registered scheme. Registered
  // names are valid schemes and parsing checks the rest, so only a miss needs the scheme validated.
  const colon = text.indexOf(":");
  const named = colon > 0 ? schemeAt(registry, text, 0, colon) : undefined;
  if (named === undefined) {
    // `postgresql+psycopg2://`, `pg+unix:/run/postgresql`, `odbc+PostgreSQL://` (forms/compound.ts).
    const again = (equivalent: string) => read(equivalent, options, forceTriggers, fallback) as DbTarget;
    const compound = colon > 0 ? readCompound(text, colon, registry, again) : undefined;
    return compound ?? readPasted(text, options, forceTriggers, fallback);
  }
  const name = named.name;
  const entry = named.entry;
  // `sqlite://:memory:`, which RFC 3986 cannot parse (forms/memory.ts).
  const memory = memorySplice(text, colon, name);
  if (memory !== undefined) {
    return readSpliced(memory, (equivalent) => read(equivalent, options, forceTriggers, fallback), {});
  }
  const definition = entry.definition;
  const context: FamilyContext = {
    definition,
    name,
    href: text,
    scheme: name,
    registry,
    forceTriggers,
    outer: undefined,
  };
  // A text interpreter (db:'s) reads the text itself, its userinfo check included.
  if (entry.interpretText !== undefined) return entry.interpretText(text, context) as AnyTarget;
  // An interpreter's target is of the kind it says it is (Interpreter returns the base Target type).
  return (entry.interpret ?? genericInterpreter)(
    parseChecked(text, entry.parseOptions, name, colon),
    context,
  ) as AnyTarget;
}

/**
 * Parses `text` for its scheme's interpreter, and refuses a password that a raw delimiter moved out of the
 * userinfo (it would show in the Target's fields: see checkUserinfoText). That check's error comes first,
 * as a likelier cause than the syntax error it may lead to; after a parse, only an "@" beyond the
 * authority (or a URI without one) needs it, which the scan marks (Offsets.marks).
 */
function parseChecked(
  text: string,
  options: ParseUriOptions | undefined,
  name: string,
  schemeEnd: number,
): Uri {
  let uri: Uri;
  try {
    uri = parseOneHost(text, options, name, schemeEnd);
  } catch (error) {
    checkPlaceholder(text);
    checkUserinfoText(text);
    throw error;
  }
  const o = scannedOffsets(uri);
  if (o.authorityStart < 0 || (o.marks & Marks.At) !== 0) checkUserinfoText(text);
  return uri;
}

/** Why `text` has no registered scheme: a syntax error, no scheme at all, or an unknown one. */
/**
 * A text whose start names no scheme: the value of a pasted line (`DATABASE_URL=...`, `export ...="..."`,
 * a quoted value), read as its value with an `info` finding saying so, its errors pointing into the text as
 * given; else a placeholder left in it, or the scheme's error.
 */
function readPasted(
  text: string,
  options: InterpretOptions | undefined,
  forceTriggers: boolean,
  fallback: Registry,
): AnyTarget {
  // A connection string of another format (`host=db dbname=shop`, `jdbc:...`) is said to be one, before
  // its characters are taken for a pasted line or a URI's.
  const format = detectFormat(text);
  if (format !== "uri") {
    throw new DburiError({
      code: "not-a-uri",
      reason: `this is ${FORMAT_NAMES[format]}, not a URI`,
      fix: "read it with readConnectionString(text), which reads it as the URI that says the same (every dburi command does)",
      index: 0,
      input: text,
    });
  }
  const pasted = pastedValue(text);
  if (pasted === null) {
    checkPlaceholder(text);
    throw schemeError(text, options?.registry ?? fallback);
  }
  // One step only: a value whose scheme is unknown is not read as a pasted line again (`A=b: c: d://h`
  // would otherwise unwrap one ": " at a time, each a read of the rest).
  const value = pasted.value;
  const registry = options?.registry ?? fallback;
  let target: AnyTarget;
  try {
    const colon = value.indexOf(":");
    if (schemeAt(registry, value, 0, colon) === undefined) {
      checkPlaceholder(value);
      throw schemeError(value, registry);
    }
    target = read(value, options, forceTriggers, fallback);
  } catch (error) {
    throw error instanceof DburiError ? movedError(error, pasted.start, text) : error;
  }
  const what =
    pasted.key === null
      ? "the quoted value"
      : `the value of ${pasted.key}${pasted.form === "export" ? " (an export line)" : ""}`;
  const note: Finding = {
    severity: "info",
    code: "pasted-value",
    message: `read ${what}; the target's href is the value, and its warnings point into it`,
    fix: "give the value alone, e.g. with dburi --env NAME or process.env.NAME",
  };
  return withFields(target, { warnings: [note, ...target.warnings] });
}

/**
 * Throws `placeholder` for a placeholder left in `text` (`<password>`, `${DB_PASSWORD}`, `[YOUR-PASSWORD]`),
 * which no reader can connect with. A placeholder where the password stands is named by its place only: the
 * text there may be a real password after all.
 */
function checkPlaceholder(text: string): void {
  const placeholder = placeholderIn(text);
  if (placeholder === null) return;
  const secret = secretSpans(text).some(([start, end]) => start < placeholder.end && end > placeholder.start);
  throw new DburiError({
    code: "placeholder",
    reason: secret
      ? "the password is a placeholder left from a template"
      : `'${placeholder.text}' is a placeholder left from a template`,
    fix: "put the real value in its place (percent-encode the characters of the password that are reserved, as %40 for '@'), or read the whole URI from the environment variable that holds it",
    index: placeholder.start,
    input: text,
  });
}

/** The edit distance of two short names (Levenshtein: insertions, deletions, substitutions), at most `limit` + 1. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, k) => k);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let k = 1; k <= b.length; k++) {
      row[k] = Math.min(
        previous[k]! + 1,
        row[k - 1]! + 1,
        previous[k - 1]! + (a[i - 1] === b[k - 1] ? 0 : 1),
      );
    }
    previous = row;
  }
  return previous[b.length]!;
}

/** The registered name closest to `name` (one or two edits for names of five letters or more, one below), if any. */
function closestName(name: string, registry: Registry): string | undefined {
  const limit = name.length >= 5 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const known of registry.names) {
    const d = distance(name, known, limit);
    if (d < bestDistance) {
      best = known;
      bestDistance = d;
    }
  }
  return best;
}

function schemeError(text: string, registry: Registry): DburiError {
  const written = schemeOf(text);
  // `localhost:5432`, `db.example.com:5432/shop`: a host and port, which RFC 3986 reads as a scheme and a
  // path. Said before the syntax error, which would be about the path.
  const colon = text.indexOf(":");
  if (colon > 0 && isPortAt(text, colon + 1)) {
    return new DburiError({
      code: "missing-scheme",
      reason: `'${text.slice(0, colon)}' is a host and port without a scheme, so there is no telling what it connects to`,
      fix: `add a scheme, e.g. postgresql://${redactUri(text)}`,
      index: 0,
      input: text,
    });
  }
  parseUri(text); // a syntax error, if there is one, says more than "no scheme"
  if (written === null) {
    return new DburiError({
      code: "missing-scheme",
      reason: "the URI has no scheme, so there is no telling what it connects to",
      fix: "start it with a scheme, e.g. postgresql://, redis:// or amqp://",
      index: 0,
      input: text,
    });
  }
  const name = written.toLowerCase();
  // `postgresq+psycopg2`: the engine before a SQLAlchemy driver or xo/dburl transport is what is misspelt.
  const plus = name.indexOf("+");
  const base =
    plus > 0 && !registry.has(name.slice(0, plus)) ? closestName(name.slice(0, plus), registry) : undefined;
  const close = base !== undefined ? base + name.slice(plus) : closestName(name, registry);
  return new DburiError({
    code: "unknown-scheme",
    reason: `the scheme '${name}' is not one dburi knows`,
    fix:
      close !== undefined
        ? `did you mean '${close}'? (${redactUri(close + text.slice(colon))})`
        : "check the spelling; `dburi schemes` lists the known schemes, and createRegistry adds your own",
    index: 0,
    input: text,
  });
}

/** Whether digits, then the end, "/", "?" or "#", start at `i`: a port after a host. */
function isPortAt(text: string, i: number): boolean {
  let j = i;
  while (j < text.length && text.charCodeAt(j) >= 48 && text.charCodeAt(j) <= 57) j++;
  return j > i && j - i <= 5 && (j === text.length || "/?#".includes(text[j]!));
}

/**
 * Like `interpret`, but returns `{ ok: false, error }` instead of throwing.
 * @example
 * const result = tryInterpret("redis://h/01");
 * if (!result.ok) result.error.code; // "invalid-database"
 */
export function tryInterpret(text: string, options?: InterpretOptions): TryResult<AnyTarget> {
  try {
    return { ok: true, value: interpret(text, options) };
  } catch (error) {
    if (error instanceof DburiError) return { ok: false, error };
    throw error;
  }
}

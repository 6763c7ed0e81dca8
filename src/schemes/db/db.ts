// The db: scheme ("Toward A Database URI Standard", 2013): an opaque URI whose rest is another URI,
// `db:engine://[user[:password]@][host][:port][/dbname][?params]` or `db:engine:[dbname][?params]`. The
// nested URI is parsed on its own, with the engine's parse options, and interpreted by the engine's own
// definition; every index and the href are then mapped back to the full input.

import type { InterpretContext, SchemeDefinition, Target } from "../../registry/index.js";
import { namedEntryAt } from "../../registry/registry.js";
import { DburiError, type ParseUriOptions, type Uri } from "../../uri/index.js";
import { Marks } from "../../uri/offsets.js";
import { parseUriAt, scannedOffsets } from "../../uri/uri.js";
import { DB_REFERENCES } from "../engines/definition.js";
import { type SchemeFamily, schemeFamily } from "../scheme-family.js";
import { checkUserinfoText } from "../target/ambiguous-userinfo.js";
import { genericDbTarget } from "../target/db-target.js";
import { type FamilyContext, movedError, movedFindings, relocate } from "../target/family.js";
import { parseOneHostAt } from "../target/one-host.js";
import { schemeEnd } from "../target/scheme-of.js";
import { baseTarget, createTarget } from "../target/target.js";
import { TargetView } from "../target/target-view.js";

/** Where the nested URI starts: after "db:". */
const NESTED = 3;

/**
 * The nested URI's query is the db: URI's: its pairs are separated by "&" or ";" (the proposal: "key=value
 * pairs separated by a semicolon, `;`, or ampersand, `&`"), whatever the engine's bare URIs use.
 */
const NESTED_OPTIONS: ParseUriOptions = Object.freeze({ querySeparators: "&;" });

/** What runs on the nested parse before the engine's check: `checkParsed`, or nothing. */
type ParsedCheck = (href: string, uri: Uri) => void;

/** The context a nested URI is read in: the nested text as its href, the whole input as `outer`. */
function nestedContext(
  context: InterpretContext,
  definition: SchemeDefinition,
  name: string,
  nested: string,
  href: string,
): FamilyContext {
  return {
    definition,
    name,
    href: nested,
    scheme: "db",
    registry: context.registry,
    forceTriggers: (context as FamilyContext).forceTriggers,
    outer: href,
  };
}

/**
 * The target of the db: URI `href`. The nested URI is parsed in `href` itself (parseUriAt), and read by
 * the engine's definition as if it were bare, in a context that names the whole input (`outer`): a
 * family's target moves itself there when it is built (family.ts), and errors are moved by interpretDb.
 * `check` runs on the nested parse before the engine reads anything (checkParsed, the userinfo check that
 * interpret runs on a bare URI), so its error comes first, as it would have.
 */
function nestedTarget(href: string, context: InterpretContext, check: ParsedCheck): Target {
  // The engine found in place in `href`: no slice of the nested text to scan, lowercase and look up.
  const end = schemeEnd(href, NESTED);
  const named = end < 0 ? undefined : namedEntryAt(context.registry, href, NESTED, end);
  const name = named !== undefined ? named.name : end < 0 ? null : href.slice(NESTED, end).toLowerCase();
  if (name === "db") {
    throw new DburiError({
      code: "invalid-engine",
      reason: "a db: URI cannot nest another db: URI",
      fix: "remove the repeated 'db:'",
      index: 0,
      input: href.slice(NESTED),
    });
  }
  const entry = named?.entry;
  if (entry === undefined || entry.interpretText !== undefined) {
    // db: alone, or an engine nothing defines: the proposal's generic reading, `recognized: false`.
    const uri = parseUriAt(href, NESTED, NESTED_OPTIONS);
    check(href, uri);
    const record = genericDbTarget(uri, { href: uri.href, scheme: "db", name }, undefined);
    return new TargetView("db", relocate(record, href));
  }
  const definition = entry.definition;
  const uri = parseOneHostAt(href, NESTED, entry.nestedParseOptions, name!);
  check(href, uri);
  const own = nestedContext(context, definition, name!, uri.href, href);
  const target = definition.interpret ? definition.interpret(uri, own) : createTarget(baseTarget(uri, own));
  // A family's view moves itself into the whole input when it is built; any other target (a custom
  // registry's interpreter's) is rebuilt around it now, as createTarget builds.
  if (target instanceof TargetView) return target;
  const shift = href.length - uri.href.length;
  return createTarget({ ...target, href, scheme: "db", warnings: movedFindings(target.warnings, shift) });
}

/**
 * checkUserinfoText on `href` when the parse of its nested URI leaves a doubt: no authority, or an "@"
 * after it. With an authority and every "@" inside it, no delimiter cut a userinfo short, and the check
 * passes (it reads the engine's URI after "db:" as the parse does).
 */
function checkParsed(href: string, uri: Uri): void {
  const o = scannedOffsets(uri);
  if (o.authorityStart < 0 || (o.marks & Marks.At) !== 0) checkUserinfoText(href);
}

/**
 * Interprets a `db:` URI: the engine after `db:` (any case) picks the definition that parses and
 * interprets the nested URI, bare or `//`-form; `db:` alone and an engine nothing defines are read by the
 * proposal's generic rules with `recognized: false`. Errors and warnings point into the full input. Like
 * `interpret` for a bare URI, it first refuses a password that a raw delimiter moved out of the userinfo
 * (`invalid-userinfo`, `missing-authority`), where the nested parse leaves a doubt.
 * @throws DburiError `invalid-userinfo`, `missing-authority`, the nested URI's syntax errors and its
 *   engine's errors, at their place in `href`
 * @example
 * const href = "db:pg://me@db.example.com/shop";
 * const context = { definition: DB_DEFINITION, name: "db", href, scheme: "db", registry };
 * interpretDb(href, context).database; // "shop"
 * interpretDb("db:", { ...context, href: "db:" }).recognized; // false
 */
export function interpretDb(href: string, context: InterpretContext): Target {
  try {
    return nestedTarget(href, context, checkParsed);
  } catch (error) {
    // Whatever failed, the check's error comes first, as when it ran before everything: this throws it
    // (again, when the failure was the check's own, which is deterministic), unmoved.
    checkUserinfoText(href);
    throw error instanceof DburiError ? movedError(error, NESTED, href) : error;
  }
}

/**
 * The db: scheme's definition: not registered at IANA, the proposal and URI::db as its references.
 * @example
 * registry.get("DB")?.name; // "db"
 */
export const DB_DEFINITION: SchemeDefinition = {
  name: "db",
  status: "unregistered",
  description: "Database URI: an engine and a connection URI for it",
  applications: "Sqitch deployment targets, Perl URI::db, dburi",
  references: DB_REFERENCES,
  syntax:
    "db:<engine>://[user[:password]@][host][:port][/dbname][?key=value[&|;...]][#fragment] | " +
    "db:<engine>:[dbname][?key=value[&|;...]][#fragment] | db:",
  semantics:
    "The engine names the database engine (any case; see the engine table); the nested URI names the " +
    "database. With an authority the database is the path minus exactly one leading slash, so " +
    "db:firebird://host//tmp/x.gdb names /tmp/x.gdb; without one it is the whole path. An empty host " +
    "means the engine's local socket. Query pairs are separated by & or ;.",
  encoding: "Percent-encoded UTF-8 (RFC 3986 §2.5), decoded once.",
  interoperability:
    "Every engine name also works as a scheme of its own (pg://, postgresql://); bare URIs of an engine with " +
    "documented URI rules (libpq, MySQL, MongoDB, SQLite) follow those rules.",
  security:
    "A db: URI may carry a password in the nested userinfo or query; dburi redacts both in everything it " +
    "prints, including error messages.",
  defaultPort: null,
  interpretText: interpretDb,
};

/**
 * The `db:` scheme for `createInterpreter`: a `db:` URI of an engine whose family the interpreter has
 * (`db:pg://...` with `POSTGRES_SCHEMES`); an engine the interpreter lacks is read generically.
 * @example
 * const read = createInterpreter([DB_SCHEMES, POSTGRES_SCHEMES]);
 * read("db:pg://db.example.com/shop").engine; // "pg"
 */
export const DB_SCHEMES: SchemeFamily = schemeFamily("db", [DB_DEFINITION]);

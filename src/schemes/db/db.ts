// The db: scheme ("Toward A Database URI Standard", 2013): an opaque URI whose rest is another URI,
// `db:engine://[user[:password]@][host][:port][/dbname][?params]` or `db:engine:[dbname][?params]`. The
// nested URI is parsed on its own, with the engine's parse options, and interpreted by the engine's own
// definition; every index and the href are then mapped back to the full input.

import type { Finding, InterpretContext, SchemeDefinition, Target } from "../../registry/index.js";
import { namedEntryAt } from "../../registry/registry.js";
import { DburiError, type Uri } from "../../uri/index.js";
import { Marks } from "../../uri/offsets.js";
import { parseUriAt, scannedOffsets } from "../../uri/uri.js";
import { DB_REFERENCES, readingsOf, rowOf } from "../engine-definitions.js";
import type { Engine } from "../engines/engines.js";
import { checkUserinfoText } from "../target/ambiguous-userinfo.js";
import {
  type BuildContext,
  type DbTargetRecord,
  genericDbTarget,
  type TargetBuilder,
} from "../target/db-target.js";
import { parseOneHostAt } from "../target/one-host.js";
import { schemeEnd } from "../target/scheme-of.js";
import { baseTarget, createTarget } from "../target/target.js";
import { TargetView, withFields } from "../target/target-view.js";

/** Where the nested URI starts: after "db:". */
const NESTED = 3;

function moveError(error: DburiError, href: string): DburiError {
  return new DburiError({
    code: error.code,
    reason: error.reason,
    fix: error.fix ?? undefined,
    index: error.index === null ? undefined : error.index + NESTED,
    input: href,
    cause: error.cause,
  });
}

function moveWarnings(warnings: readonly Finding[]): readonly Finding[] {
  if (warnings.length === 0) return warnings;
  return warnings.map((w) => (w.index === undefined ? w : { ...w, index: w.index + NESTED }));
}

/** A record built for the nested text, given the full href and its warnings' positions in it. */
function finish(record: DbTargetRecord, href: string): DbTargetRecord {
  record.href = href;
  record.warnings = moveWarnings(record.warnings);
  return record;
}

/**
 * The build context of a nested URI, with what a deferred target reads it by: the full href and the engine's
 * plain reading (undefined for an engine without one, whose targets are never deferred).
 */
interface NestedContext extends BuildContext {
  readonly outer: string;
  readonly record: TargetBuilder | undefined;
}

/** The record of a plain nested URI, built on the target's first read (target-view.ts), then finished. */
function readNested(uri: Uri, context: NestedContext, engine: Engine | undefined): DbTargetRecord {
  return finish(context.record!(uri, context, engine), context.outer);
}

/** What runs on the nested parse before the engine builds anything: `checkParsed`, or nothing. */
type ParsedCheck = (href: string, uri: Uri) => void;

/** interpretDb's check of the nested parse: none. */
function uncheckedParse(): void {}

/**
 * The target of the db: URI `href`. With `checkParsed` (interpret's reading), the userinfo check that
 * interpret runs before a text interpreter (checkUserinfoText) runs here after the nested parse, where
 * the parse tells when it is needed, as for a bare URI (interpret.ts, parseChecked): no authority, or an
 * "@" after it. It runs before the engine builds anything, so its error comes first, as it would have.
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
  // The nested URI is scanned in `href` itself (parseUriAt), and its href is the nested text.
  const entry = named?.entry;
  if (entry === undefined || entry.interpretText !== undefined) {
    // db: alone, or an engine nothing defines: the proposal's generic reading, `recognized: false`.
    const uri = parseUriAt(href, NESTED);
    check(href, uri);
    return TargetView.of(
      "db",
      finish(genericDbTarget(uri, { href: uri.href, scheme: "db", name }, undefined), href),
    );
  }
  const definition = entry.definition;
  const uri = parseOneHostAt(href, NESTED, entry.parseOptions, name!);
  check(href, uri);
  const nested = uri.href;
  const engineModule = readingsOf(entry.interpret);
  if (engineModule !== undefined) {
    const { readings, row } = engineModule;
    const engine = rowOf(name!, row);
    const plain = readings.plain;
    // As engineTarget reads a bare URI, with the record finished for the full href.
    const build: NestedContext = { href: nested, scheme: "db", name, outer: href, record: plain?.record };
    if (plain?.check(uri, build, engine))
      return TargetView.of("db", undefined, readNested, uri, build, engine);
    return TargetView.of("db", finish(readings.full(uri, build, engine), href));
  }
  // Another module's scheme (redis, amqp, one of a custom registry): its interpreter reads the nested URI
  // as if it were bare (positions refer to `nested`), and the target is rebuilt around the full input.
  const own: InterpretContext = {
    definition,
    name: name!,
    href: nested,
    scheme: "db",
    registry: context.registry,
  };
  const target = definition.interpret ? definition.interpret(uri, own) : createTarget(baseTarget(uri, own));
  // A view (redis, amqp) stays one of its class; any other target is rebuilt as createTarget builds.
  if (target instanceof TargetView) {
    return withFields(target, { href, scheme: "db", warnings: moveWarnings(target.warnings) });
  }
  return createTarget({ ...target, href, scheme: "db", warnings: moveWarnings(target.warnings) });
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
 * proposal's generic rules with `recognized: false`. Errors and warnings point into the full input.
 * @throws DburiError the nested URI's syntax errors and its engine's errors, at their place in `href`
 * @example
 * interpretDb("db:pg://me@db.example.com/shop", context).database; // "shop"
 * interpretDb("db:", context).recognized; // false
 */
export function interpretDb(href: string, context: InterpretContext): Target {
  try {
    return nestedTarget(href, context, uncheckedParse);
  } catch (error) {
    throw error instanceof DburiError ? moveError(error, href) : error;
  }
}

/**
 * What `interpret` does with a db: URI: `checkUserinfoText(href)`, then `interpretDb(href, context)`, with
 * the check left to the nested parse where that tells it passes (see nestedTarget). Not exported from the
 * package.
 * @throws DburiError `invalid-userinfo` and `missing-authority` (checkUserinfoText's errors, as it gives
 *   them), then interpretDb's errors
 * @example
 * interpretCheckedDb("db:pg://me@db.example.com/shop", context).database; // "shop"
 */
export function interpretCheckedDb(href: string, context: InterpretContext): Target {
  try {
    return nestedTarget(href, context, checkParsed);
  } catch (error) {
    // Whatever failed, the check's error comes first, as when it ran before everything: this throws it
    // (again, when the failure was the check's own, which is deterministic), unmoved.
    checkUserinfoText(href);
    throw error instanceof DburiError ? moveError(error, href) : error;
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

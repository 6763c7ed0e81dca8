// A scheme family is one interface: `check` and `build`. `check` runs before `interpret` returns and throws
// every error the URI has; each of its rules stands once, behind the cheap test on the parse's offsets
// that says the rule has anything to look at (a query, an escape in the host, a fragment, ...), so a URI
// that needs none of them costs a few comparisons. What the rules found (typed options, values that come
// from the query, warnings) is the family's reading, which `check` returns. `build` makes the target's
// record from the URI and that reading on the first field read, and never throws. One dispatch serves every
// URI: a bare scheme's and one nested in `db:`, whose context says where the nested text stands.

import type { Finding, InterpretContext, Target } from "../../registry/index.js";
import { DburiError, type Uri } from "../../uri/index.js";
import type { Engine } from "../engines/engines.js";
import type { QueryKeys } from "./query.js";

/**
 * What kind of target a family reads, told apart by `target.kind`.
 * @example
 * const kind: FamilyKind = "redis";
 */
export type FamilyKind = "redis" | "amqp" | "db";

/**
 * The context a family reads a URI in: the registry's (`InterpretContext`), and what `interpret` adds.
 * @example
 * const context: FamilyContext = {
 *   definition: REDIS_DEFINITION,
 *   name: "redis",
 *   href: "redis://h",
 *   scheme: "redis",
 *   registry,
 * };
 */
export interface FamilyContext extends InterpretContext {
  /**
   * Whether every cheap test of `check` and `build` answers "look": a mode for proving that the shortcuts
   * change nothing (what interpretForcingTriggers gives; never on otherwise).
   */
  readonly forceTriggers?: boolean | undefined;
  /**
   * The whole input, when the URI read is nested in another (`db:redis://...`): `href` is then the nested
   * text, and `build`'s record is moved to stand in the whole input (its href, its warnings' indexes).
   */
  readonly outer?: string | undefined;
}

/**
 * One scheme family: how URIs of its schemes are checked, and how their targets are built.
 * @example
 * import type { Common } from "../redis/common.js";
 * import { REDIS_FAMILY } from "../redis/redis.js";
 * const family: Family<Common | undefined> = REDIS_FAMILY;
 * const uri = parseUri("redis://h/2");
 * const context = { definition: REDIS_DEFINITION, name: "redis", href: uri.href, scheme: "redis", registry };
 * const reading = family.check(uri, context, undefined); // throws every error of the URI
 * (family.build(uri, context, undefined, reading) as RedisTarget).db; // 2; build never throws
 */
export interface Family<Reading> {
  readonly kind: FamilyKind;
  /**
   * The catalogue the family reads its query by, as its reading finds keys (its handled keys, its case);
   * none for a family without one (the generic engines), and for redis, whose forms each have their own
   * (`redisSourceKeys`).
   */
  readonly keys?: QueryKeys | undefined;
  /**
   * Throws every error of `uri`; returns what the rules found, which `build` reads. `engine` is the engine
   * table's row for the engine families (undefined for redis and amqp, and for an engine nothing defines).
   */
  check(uri: Uri, context: FamilyContext, engine: Engine | undefined): Reading;
  /** The target's record, from the URI and `check`'s reading of it. Never throws. */
  build(uri: Uri, context: FamilyContext, engine: Engine | undefined, reading: Reading): Target;
}

/**
 * Whether a cheap test's shortcut is off: `interpretForcingTriggers` sets this, so that every rule runs.
 * @example
 * const uri = parseUri("redis://h/2");
 * const context: FamilyContext = {
 *   definition: REDIS_DEFINITION,
 *   name: "redis",
 *   href: uri.href,
 *   scheme: "redis",
 *   registry,
 *   forceTriggers: true,
 * };
 * if (uri.query !== null || forced(context)) uri.queryEntries; // read, though there is no query: []
 */
export function forced(context: FamilyContext): boolean {
  return context.forceTriggers === true;
}

/**
 * The record `build` made for a nested URI, moved to stand in the whole input: its href, and each
 * warning's index counted from the start of the whole input.
 * @example
 * const uri = parseUri("redis://h/0");
 * const context = { definition: REDIS_DEFINITION, name: "redis", href: uri.href, scheme: "db", registry };
 * const record = baseTarget(uri, context); // the nested URI's, not frozen
 * relocate(record, "db:redis://h/0").href; // "db:redis://h/0"
 */
export function relocate<T extends Target>(record: T, outer: string): T {
  const shift = outer.length - record.href.length;
  const fields = record as { -readonly [K in keyof Target]: Target[K] };
  fields.href = outer;
  fields.warnings = movedFindings(record.warnings, shift);
  return record;
}

/**
 * Findings with their indexes moved by `shift` (a nested URI's, in the whole input); the list itself when
 * there is nothing to move.
 * @example
 * movedFindings([{ severity: "warning", code: "x", message: "m", index: 2 }], 3)[0]?.index; // 5
 */
export function movedFindings(findings: readonly Finding[], shift: number): readonly Finding[] {
  if (findings.length === 0 || shift === 0) return findings;
  return findings.map((w) => (w.index === undefined ? w : { ...w, index: w.index + shift }));
}

/**
 * An error about a text nested at `shift` in `input` (a db: URI's engine URI, a pasted line's value),
 * moved there: its index counts from the start of `input`, which its message shows (redacted).
 * @example
 * const error = new DburiError({ code: "invalid-port", reason: "r", index: 2, input: "h:x" });
 * movedError(error, 5, "X=y://h:x").index; // 7
 */
export function movedError(error: DburiError, shift: number, input: string): DburiError {
  return errorMovedBack(error, (index) => index + shift, input);
}

/**
 * An error about a text read in place of `input` (its equivalent URI, a spliced form), moved back into
 * `input` by `back`, which maps an index of that text to one of `input`; `fix` in place of its own.
 * @example
 * const error = new DburiError({ code: "invalid-port", reason: "r", index: 9, input: "sqlite::x" });
 * errorMovedBack(error, (i) => i + 2, "sqlite://:x").index; // 11
 */
export function errorMovedBack(
  error: DburiError,
  back: (index: number) => number,
  input: string,
  fix: string | null = error.fix,
): DburiError {
  return new DburiError({
    code: error.code,
    reason: error.reason,
    fix: fix ?? undefined,
    index: error.index === null ? undefined : back(error.index),
    input,
    cause: error.cause,
  });
}

// A conversion applies the target's typed options by their fates in the family's catalogue
// (schemes/target/catalogue.ts): an option carried under another name is copied there, one the output has
// no place for is refused when going without it would change the connection. What the conversion maps
// with code of its own (TLS settings, hosts, credentials) it reads itself. The fates of one output are
// gathered once per catalogue (`outputFates`): what a conversion does with an option is then one lookup.

import type { Catalogue, DroppedFate, Fate, Output } from "../schemes/index.js";

/**
 * What `carryOptions` is told: where copied options go, and what to do with a refused one.
 * @example
 * const config: Record<string, unknown> = {};
 * const how: Carrying = {
 *   into: config,
 *   refused: (key, value, fate) => {
 *     throw new Error(`node-postgres cannot honour ${key}=${String(value)}: ${fate.drop}`);
 *   },
 * };
 */
export interface Carrying {
  /** The output's object, which options carried by copy are set on; undefined: copy nothing. */
  readonly into?: Record<string, unknown> | undefined;
  /** Called for each option whose fate is a refused drop and whose value is not among its harmless ones. */
  readonly refused: (key: string, value: unknown, fate: DroppedFate) => void;
  /** Called for each option left out (a drop not refused), its value not harmless: to report it. */
  readonly dropped?: ((key: string, value: unknown, fate: DroppedFate) => void) | undefined;
  /** Which options to look at (by catalogue entry); all by default. */
  readonly only?: ((key: string) => boolean) | undefined;
  /** Whether the output's connection uses TLS: a drop `onlyWithTls` is refused only then. */
  readonly tls?: boolean | undefined;
}

/**
 * What one parameter's fate asks of a conversion: a copy to the field `to` (times `scale`), or a drop to
 * weigh (`drop`). Fates that ask nothing (passed as written, or read by the conversion's own code) have
 * none. One class (one shape: bench/README.md, "Why the hot path looks as it does").
 * @example
 * const applied: Applied | undefined = outputFates(LIBPQ_PARAMS, "pg").get("keepalives_idle");
 * applied?.scale; // 1000
 */
export class Applied {
  readonly to: string | undefined;
  readonly scale: number | undefined;
  readonly drop: DroppedFate | undefined;

  constructor(fate: Exclude<Fate, "passed">) {
    const carried = "to" in fate;
    this.to = carried ? fate.to : undefined;
    this.scale = carried ? fate.scale : undefined;
    this.drop = carried ? undefined : fate;
  }
}

/**
 * The fates of a catalogue's parameters in one output that ask something of the conversion: a copy to a
 * field, or a drop to weigh; by canonical name. Own entries only, so a name of Object.prototype's members
 * is no parameter.
 * @example
 * const fates: OutputFates = outputFates(LIBPQ_PARAMS, "pg");
 */
export type OutputFates = ReadonlyMap<string, Applied>;

/**
 * Gathers the fates of `catalogue`'s parameters in `output` (those `only` names, all by default) that ask
 * something of the conversion: a copy (without `by`) or a drop. Meant to run once, at module load.
 * @example
 * const fates = outputFates(REDIS_PARAMS, "ioredis", (key) => REDIS_PARAMS[key]?.tls !== true);
 * fates.get("client_name")?.to; // "connectionName"
 */
export function outputFates<O extends Output>(
  catalogue: Catalogue<O>,
  output: O,
  only?: (key: string) => boolean,
): OutputFates {
  const fates = new Map<string, Applied>();
  for (const key of Object.keys(catalogue)) {
    if (only !== undefined && !only(key)) continue;
    const fate: Fate = catalogue[key]!.fates[output];
    if (fate === "passed" || ("to" in fate && fate.by !== undefined)) continue;
    fates.set(key, new Applied(fate));
  }
  return fates;
}

/**
 * An option a conversion leaves out, its value not among the harmless ones: refused (`fate.refused`) or
 * only dropped.
 * @example
 * const left: LeftOut = { key: "tcp_user_timeout", value: 5000, fate: LIBPQ_PARAMS.tcp_user_timeout!.fates.pg as DroppedFate };
 */
export interface LeftOut {
  readonly key: string;
  readonly value: unknown;
  readonly fate: DroppedFate;
}

/**
 * Copies the typed `options` (a target's, keyed by canonical name) that `fates` carries by copy into
 * `into` (times the fate's `scale`, never below 0 for a scaled number), in their order, and returns the
 * ones left out whose value is not harmless, in their order (a drop `onlyWithTls` only when `tls`), or
 * null when there are none. An option `fates` does not name is left alone.
 * @example
 * const config: Record<string, unknown> = {};
 * carryFates({ keepalives_idle: 30 }, outputFates(LIBPQ_PARAMS, "pg"), config, false); // null
 * config; // { keepAliveInitialDelayMillis: 30000 }
 */
export function carryFates(
  options: Readonly<Record<string, unknown>>,
  fates: OutputFates,
  into: Record<string, unknown> | undefined,
  tls: boolean,
): LeftOut[] | null {
  let left: LeftOut[] | null = null;
  for (const key in options) {
    const applied = fates.get(key);
    if (applied === undefined) continue;
    const value = options[key];
    const fate = applied.drop;
    if (fate === undefined) {
      if (into !== undefined) {
        const scale = applied.scale;
        into[applied.to!] =
          typeof value === "number" && scale !== undefined ? Math.max(0, value) * scale : value;
      }
    } else if (!isHarmless(fate, value) && (fate.onlyWithTls !== true || tls)) {
      if (left === null) left = [];
      left.push({ key, value, fate });
    }
  }
  return left;
}

/**
 * Whether a dropped option's typed value is one of its fate's harmless values: the output's behaviour
 * anyway, so dropping it changes nothing.
 * @example
 * isHarmless({ drop: "no such setting", fix: "remove it", refused: true, harmless: [false] }, false); // true
 */
export function isHarmless(fate: DroppedFate, value: unknown): boolean {
  return fate.harmless?.includes(value) === true;
}

/**
 * What `make` derives from a catalogue in one output, made at the first use of the pair and kept:
 * catalogues are constants, so keeping it never changes what a conversion gives.
 * @example
 * const count = perCatalogueOutput((catalogue) => Object.keys(catalogue).length);
 * count(LIBPQ_PARAMS, "pg") === count(LIBPQ_PARAMS, "pg"); // true, counted once
 */
export function perCatalogueOutput<T>(
  make: <O extends Output>(catalogue: Catalogue<O>, output: O) => T,
): <O extends Output>(catalogue: Catalogue<O>, output: O) => T {
  const made = new WeakMap<object, Map<Output, T>>();
  return (catalogue, output) => {
    let byOutput = made.get(catalogue);
    if (byOutput === undefined) {
      byOutput = new Map();
      made.set(catalogue, byOutput);
    }
    if (!byOutput.has(output)) byOutput.set(output, make(catalogue, output));
    return byOutput.get(output)!;
  };
}

/** Each catalogue's fates by output, gathered on first use. */
const gathered = perCatalogueOutput(outputFates);

/**
 * Applies the fates in `output` of the typed `options` (a target's, keyed by canonical name), in their
 * order: a carried option without `by` is copied to `into[fate.to]` (times `fate.scale`, never below 0
 * for a scaled number); a refused drop goes to `refused`, any other drop to `dropped`, unless its value is
 * a harmless one. Passed options and what the conversion maps itself are left to the caller. An option the catalogue does not list is left alone.
 * @example
 * const config: Record<string, unknown> = {};
 * carryOptions({ keepalives_idle: 30 }, LIBPQ_PARAMS, "pg", { into: config, refused: () => {} });
 * config; // { keepAliveInitialDelayMillis: 30000 }
 */
export function carryOptions<O extends Output>(
  options: Readonly<Record<string, unknown>>,
  catalogue: Catalogue<O>,
  output: O,
  how: Carrying,
): void {
  const only = how.only;
  const subset =
    only === undefined ? options : Object.fromEntries(Object.entries(options).filter(([key]) => only(key)));
  const left = carryFates(subset, gathered(catalogue, output), how.into, how.tls === true);
  if (left === null) return;
  for (const { key, value, fate } of left) {
    if (fate.refused) how.refused(key, value, fate);
    else how.dropped?.(key, value, fate);
  }
}

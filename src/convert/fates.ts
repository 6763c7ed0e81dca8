// What every conversion does with a target's typed options by their fates in the family's catalogue
// (schemes/target/catalogue.ts): an option carried under another name is copied there, one the output has
// no place for is refused when going without it would change the connection. What the conversion maps
// with code of its own (TLS settings, hosts, credentials) it reads itself.

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
  for (const key in options) {
    // Own entries only: the keys are the catalogue's own names, but this is a table keyed by text.
    const entry = Object.hasOwn(catalogue, key) ? catalogue[key] : undefined;
    if (entry === undefined || (how.only !== undefined && !how.only(key))) continue;
    const value = options[key];
    const fate: Fate = entry.fates[output];
    if (fate === "passed") continue;
    if ("to" in fate) {
      if (fate.by === undefined && how.into !== undefined) {
        how.into[fate.to] =
          typeof value === "number" && fate.scale !== undefined ? Math.max(0, value) * fate.scale : value;
      }
    } else if (!fate.harmless?.includes(value) && (fate.onlyWithTls !== true || how.tls === true)) {
      if (fate.refused) how.refused(key, value, fate);
      else how.dropped?.(key, value, fate);
    }
  }
}

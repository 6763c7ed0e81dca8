// A form another reader writes, read through the URI dburi reads the same way: `sqlite://:memory:` as
// `sqlite::memory:`, `postgresql+psycopg2://...` as `postgresql://...`, `pg+unix:/run/pg:5433/db` as
// `pg://%2Frun%2Fpg:5433/db`. The two texts differ in one span (the splice); the target and its errors
// are moved back into the text as given, as a db: URI's nested target is (family.ts).

import type { Finding, Target } from "../../registry/index.js";
import { DburiError } from "../../uri/index.js";
import { errorMovedBack } from "../target/family.js";
import { withFields } from "../target/target-view.js";

/**
 * `text` with text[start, end) replaced by `replacement`, and the way back: an index into the equivalent
 * text as an index into `text` (one inside the replacement points at `start`).
 * @example
 * const splice = new Splice("sqlite://:memory:", 7, 9, "");
 * splice.equivalent; // "sqlite::memory:"
 * splice.back(8); // 10
 */
export class Splice {
  readonly text: string;
  readonly equivalent: string;
  readonly #start: number;
  readonly #end: number;
  readonly #shift: number;

  constructor(text: string, start: number, end: number, replacement: string) {
    this.text = text;
    this.equivalent = text.slice(0, start) + replacement + text.slice(end);
    this.#start = start;
    this.#end = start + replacement.length;
    this.#shift = end - this.#end;
  }

  /** An index into the equivalent text, as an index into the text as given. */
  back(index: number): number {
    if (index < this.#start) return index;
    return index < this.#end ? this.#start : index + this.#shift;
  }
}

/**
 * The target `read` gives for the splice's equivalent text, standing in the text as given: its href, its
 * warnings' indexes, and `fields` (the scheme as written, a driver, a warning of its own) over the
 * equivalent's; `read`'s errors moved the same way, shown with the text as given (redacted).
 * @throws DburiError what `read` throws, its index moved back
 * @example
 * const splice = new Splice("sqlite://:memory:", 7, 9, "");
 * readSpliced(splice, interpret, { scheme: "sqlite" }).database; // ":memory:"
 */
export function readSpliced<T extends Target>(
  splice: Splice,
  read: (text: string) => T,
  fields: Readonly<Record<string, unknown>>,
  findings: readonly Finding[] = [],
): T {
  let target: T;
  try {
    target = read(splice.equivalent);
  } catch (error) {
    throw error instanceof DburiError ? errorMovedBack(error, (i) => splice.back(i), splice.text) : error;
  }
  const moved = target.warnings.map((w) =>
    w.index === undefined ? w : { ...w, index: splice.back(w.index) },
  );
  return withFields(target, { href: splice.text, warnings: [...findings, ...moved], ...fields });
}

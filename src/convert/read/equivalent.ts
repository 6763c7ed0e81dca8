// A connection string of another format is read by writing the URI that says the same (its equivalent)
// and interpreting that, so each scheme keeps one reading. Each piece of the URI remembers the span of the
// text it came from: an error the URI's reading finds points into the text as given, and the text, not
// the URI, is what the error shows (redacted).

import type { Finding } from "../../registry/index.js";
import { type AnyTarget, type InterpretOptions, interpret } from "../../schemes/index.js";
import { errorMovedBack } from "../../schemes/target/family.js";
import { withFields } from "../../schemes/target/target-view.js";
import { DburiError, encodePercent, redactUri } from "../../uri/index.js";

/**
 * The URI a connection string of another format is read as, built piece by piece with each piece's source.
 * @example
 * const uri = new EquivalentUri();
 * uri.literal("postgresql://");
 * uri.piece("db", 5, 7); // from "host=db"
 * uri.href; // "postgresql://db"
 * uri.sourceIndex(14); // 6
 */
export class EquivalentUri {
  #href = "";
  /** Per piece: its start in the URI, and the start and end of the text it came from. */
  readonly #pieces: number[] = [];

  /** The URI so far. */
  get href(): string {
    return this.#href;
  }

  /** Appends URI text (already encoded) that stands for the text's `[from, to)`. */
  piece(uri: string, from: number, to: number): void {
    this.#pieces.push(this.#href.length, from, to);
    this.#href += uri;
  }

  /** Appends the text's `[from, to)` percent-encoded for any URI component, standing for that span. */
  encoded(text: string, from: number, to: number): void {
    this.piece(encodePercent(text), from, to);
  }

  /** Appends URI syntax with no text of its own (`://`, `@`, `?`). */
  literal(uri: string): void {
    this.#href += uri;
  }

  /**
   * The index in the text that the URI's `index` came from: the same character where a piece was copied
   * as it was written, else the start of the piece (percent-encoding or unquoting moved its characters).
   * An index in a literal belongs to the piece after it, or to the end of the last.
   */
  sourceIndex(index: number): number {
    const pieces = this.#pieces;
    let at = -1;
    for (let k = 0; k < pieces.length; k += 3) {
      if (pieces[k]! > index) break;
      at = k;
    }
    if (at < 0) return pieces.length > 0 ? pieces[1]! : 0;
    const uriStart = pieces[at]!;
    const from = pieces[at + 1]!;
    const to = pieces[at + 2]!;
    const uriEnd = at + 3 < pieces.length ? pieces[at + 3]! : this.#href.length;
    const offset = index - uriStart;
    if (offset >= uriEnd - uriStart) return at + 4 < pieces.length ? pieces[at + 4]! : to;
    return uriEnd - uriStart === to - from ? from + offset : from;
  }
}

/**
 * An error of a reader about the text as given: `invalid-dsn` at `index`, the text shown redacted.
 * @example
 * dsnError("host='db", 5, "the quoted value is not closed", "end it with '").code; // "invalid-dsn"
 */
export function dsnError(input: string, index: number, reason: string, fix: string): DburiError {
  return new DburiError({ code: "invalid-dsn", reason, fix, index, input });
}

/**
 * Interprets the equivalent URI of `input`, a `what` (`a libpq keyword/value string`): the target, with a
 * note saying what was read and as which URI (redacted); an error of the URI's reading moved into the text.
 * @throws DburiError the URI's reading's errors, pointing into `input`
 * @example
 * const uri = new EquivalentUri();
 * uri.literal("postgresql://");
 * uri.piece("db", 5, 7);
 * interpretEquivalent(uri, "host=db", "a libpq keyword/value string", undefined).host; // "db"
 */
export function interpretEquivalent(
  uri: EquivalentUri,
  input: string,
  what: string,
  options: InterpretOptions | undefined,
): AnyTarget {
  let target: AnyTarget;
  try {
    target = interpret(uri.href, options);
  } catch (error) {
    if (!(error instanceof DburiError)) throw error;
    const fix = error.fix === null ? null : `${error.fix} (in the URI it reads as: ${redactUri(uri.href)})`;
    throw errorMovedBack(error, (i) => uri.sourceIndex(i), input, fix);
  }
  const note: Finding = {
    severity: "info",
    code: "read-as-uri",
    message: `read ${what} as ${redactUri(uri.href)}; the target's href is that URI, and its warnings point into it`,
  };
  return withFields(target, { warnings: [note, ...target.warnings] });
}

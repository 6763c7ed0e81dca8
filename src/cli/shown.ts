// The input as the output shows it: redacted unless --reveal, and printable. Positions in the input (a
// DburiError's or a Finding's index) are mapped to positions in that text, so that a caret lines up.

import { applySpans, mapIndex, type Span, secretSpans } from "../uri/redact.js";
import { printable } from "./output.js";

/**
 * The input a position counts in, and whether the output shows it as it is (--reveal).
 * @example
 * const shown: Shown = { text: "redis://:pw@h:x", reveal: false };
 */
export interface Shown {
  readonly text: string;
  readonly reveal: boolean;
}

// A memo of each shown input's secret spans and redacted text: a URI with thousands of findings shows one
// caret line each, and redacting the whole input again for each would make check quadratic in them.
const REDACTED = new WeakMap<Shown, { readonly spans: Span[]; readonly text: string }>();

function redacted(shown: Shown): { readonly spans: Span[]; readonly text: string } {
  let done = REDACTED.get(shown);
  if (done === undefined) {
    const spans = secretSpans(shown.text);
    done = { spans, text: applySpans(shown.text, spans) };
    REDACTED.set(shown, done);
  }
  return done;
}

/** The secret spans the output hides: none with --reveal. */
function hidden(shown: Shown): Span[] {
  return shown.reveal ? [] : redacted(shown).spans;
}

/**
 * The input as the output shows it: redacted (as one URI) unless --reveal. Not yet printable: JSON
 * escapes its control characters itself, and people's output goes through `printable`.
 * @example
 * shownText({ text: "redis://:pw@h", reveal: false }); // "redis://:***@h"
 */
export function shownText(shown: Shown): string {
  return shown.reveal ? shown.text : redacted(shown).text;
}

/**
 * Where index `index` of the input is in `shownText(shown)`: each `***` before it shifts it, and a
 * position inside a hidden value becomes the position of its `***`.
 * @example
 * shownIndex({ text: "redis://:pw@h:x", reveal: false }, 14); // 15
 */
export function shownIndex(shown: Shown, index: number): number {
  return shown.reveal ? index : mapIndex(index, hidden(shown));
}

/** How many characters of the shown text an excerpt keeps on each side of its caret (as error messages). */
const WINDOW = 72;

/**
 * Two lines for people: the shown input (printable, cut to a window around the position when long) and a
 * caret under `index`.
 * @example
 * caretLines({ text: "redis://:pw@h/1?db=1", reveal: false }, 16); // "redis://:***@h/1?db=1\n                 ^"
 */
export function caretLines(shown: Shown, index: number): string {
  const text = shownText(shown);
  const at = Math.min(shownIndex(shown, index), text.length);
  const from = Math.max(0, at - WINDOW);
  const to = Math.min(text.length, at + WINDOW);
  const before = from > 0 ? "…" : "";
  const after = to < text.length ? "…" : "";
  const line = `${before}${printable(text.slice(from, to))}${after}`;
  return `${line}\n${" ".repeat(before.length + at - from)}^`;
}

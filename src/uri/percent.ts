// Percent-encoding, RFC 3986 §2.1 and §2.4, with octets read as UTF-8 (RFC 3629) as RFC 3986 §2.5 and
// RFC 3987 expect. Escapes are validated once at parse time; decoding later can then trust its input.

import {
  CHAR_CLASS,
  escapeCodePoint,
  hexValue,
  PCHAR,
  PCHAR_RUN,
  QUERY,
  QUERY_CHAR_RUN,
  REG_NAME,
  REG_NAME_RUN,
  UNRESERVED,
  UNRESERVED_RUN,
} from "./chars.js";
import { UriFault } from "./fault.js";
import { Escapes } from "./offsets.js";

/**
 * The octet of the escape at `i` in text[.., end) (text[i] is "%"), or -1 when it is not "%" HEXDIG HEXDIG.
 * @example
 * octetAt("a%3Bb", 1, 5); // 59
 */
export function octetAt(text: string, i: number, end: number): number {
  if (i + 2 >= end || text.charCodeAt(i) !== 37) return -1;
  const high = hexValue(text.charCodeAt(i + 1));
  const low = hexValue(text.charCodeAt(i + 2));
  return high < 0 || low < 0 ? -1 : (high << 4) | low;
}

/**
 * The `Escapes` bits of the escape at text[i] (which `checkEscape` has passed) found in a component
 * with bit `component`: that bit, and `Escapes.Nul` for %00.
 * @example
 * import { Escapes } from "./offsets.js";
 *
 * escapeBits("a%00b", 1, Escapes.Path); // 36: Escapes.Path | Escapes.Nul
 */
export function escapeBits(text: string, i: number, component: number): number {
  return text.charCodeAt(i + 1) === 48 && text.charCodeAt(i + 2) === 48 ? component | Escapes.Nul : component;
}

/**
 * Validates the escape starting at `i` (text[i] is "%") and, when it starts a multi-octet UTF-8 sequence,
 * the escapes that must follow. Returns the index after the sequence.
 */
export function checkEscape(text: string, i: number, end: number): number {
  const lead = octetAt(text, i, end);
  if (lead < 0) {
    throw new UriFault(
      "invalid-percent-encoding",
      i,
      "'%' must be followed by two hexadecimal digits (RFC 3986 §2.1)",
      "write a literal '%' as %25",
    );
  }
  if (lead < 0x80) return i + 3;
  // RFC 3629 §4: a lead octet from C2 to F4, and the ranges of the second octet depend on the first: no
  // overlong forms (E0, F0), no UTF-16 surrogates (ED), nothing above U+10FFFF (F4).
  if (lead < 0xc2 || lead > 0xf4) throw invalidUtf8(i);
  const count = utf8Tail(lead);
  let low = lead === 0xe0 ? 0xa0 : lead === 0xf0 ? 0x90 : 0x80;
  let high = lead === 0xed ? 0x9f : lead === 0xf4 ? 0x8f : 0xbf;
  let j = i + 3;
  for (let k = 0; k < count; k++, j += 3) {
    const octet = octetAt(text, j, end);
    if (octet < low || octet > high) throw invalidUtf8(i);
    low = 0x80;
    high = 0xbf;
  }
  return j;
}

/**
 * How many continuation octets follow the UTF-8 lead octet `lead` (at least 0xC0): 1, 2 or 3.
 * @example
 * utf8Tail(0xe2); // 2
 */
export function utf8Tail(lead: number): number {
  return lead >= 0xf0 ? 3 : lead >= 0xe0 ? 2 : 1;
}

function invalidUtf8(i: number): UriFault {
  return new UriFault(
    "invalid-utf8",
    i,
    "the percent-encoded octets starting here are not valid UTF-8 (RFC 3629)",
    "percent-encode the UTF-8 bytes of each character, e.g. 'ä' as %C3%A4",
  );
}

/** The code unit that `decode` reads as a space: "+" in query strings, none (-1) elsewhere. */
const PLUS = 43;
const NO_SPACE = -1;

/**
 * Decodes text[start, end) exactly once. The text must have passed `checkEscape` (the parser does that).
 * @example
 * decodeRange("redis://:p%40ss@h", 9, 15); // "p@ss"
 */
export function decodeRange(text: string, start: number, end: number): string {
  return decode(text, start, end, NO_SPACE);
}

/**
 * Decodes text[start, end) as `decodeRange` does, unless `escapes` (a component's `Escapes` bits, as the
 * scan recorded them) is 0: then the text holds no "%" and is its own decoding, sliced with no search.
 * @example
 * decodeComponent("redis://:pw@h", 9, 11, 0); // "pw"
 */
export function decodeComponent(text: string, start: number, end: number, escapes: number): string {
  return escapes === 0 ? text.slice(start, end) : decodeRange(text, start, end);
}

/**
 * Decodes query text[start, end) exactly once, "+" as a space (application/x-www-form-urlencoded, as
 * query strings use it). The text must have passed `checkEscape`.
 * @example
 * decodeQueryRange("a+b%2B", 0, 6); // "a b+"
 */
export function decodeQueryRange(text: string, start: number, end: number): string {
  return decode(text, start, end, PLUS);
}

/**
 * Decoded path segments of text[start, end): `/a/b%2Fc` is `["a", "b/c"]`, `/` is `[""]`, an empty path
 * is `[]`. The leading "/" of an absolute path does not start an empty segment.
 * @example
 * decodeSegments("/a/b%2Fc", 0, 8); // ["a", "b/c"]
 */
export function decodeSegments(text: string, start: number, end: number): string[] {
  if (start === end) return [];
  let from = text.charCodeAt(start) === 47 ? start + 1 : start;
  const segments: string[] = [];
  for (let i = from; i <= end; i++) {
    if (i === end || text.charCodeAt(i) === 47) {
      segments.push(decodeRange(text, from, i));
      from = i + 1;
    }
  }
  return segments;
}

function decode(text: string, start: number, end: number, space: number): string {
  // Most components hold nothing to decode: a native search of the slice (bounded by it, so still linear
  // overall) finds that in a fraction of the time of a character loop.
  const slice = text.slice(start, end);
  const percent = slice.indexOf("%");
  const plus = space === PLUS ? slice.indexOf("+") : -1;
  if (percent < 0 && plus < 0) return slice;
  let i = start + (percent < 0 ? plus : plus < 0 ? percent : Math.min(percent, plus));
  let out = text.slice(start, i);
  while (i < end) {
    const c = text.charCodeAt(i);
    if (c === space) {
      out += " ";
      i++;
    } else if (c !== 37) {
      const next = nextSpecial(text, i, end, space);
      out += text.slice(i, next);
      i = next;
    } else {
      const lead = octetAt(text, i, end);
      if (lead < 0x80) {
        out += String.fromCharCode(lead);
        i += 3;
        continue;
      }
      const count = utf8Tail(lead);
      let codePoint = lead & (0x3f >> count);
      for (let k = 1; k <= count; k++) codePoint = (codePoint << 6) | (octetAt(text, i + 3 * k, end) & 63);
      out += String.fromCodePoint(codePoint);
      i += 3 * (count + 1);
    }
  }
  return out;
}

function nextSpecial(text: string, i: number, end: number, space: number): number {
  while (i < end) {
    const c = text.charCodeAt(i);
    if (c === 37 || c === space) return i;
    i++;
  }
  return end;
}

/**
 * How many characters at the start of `value` are of the class `keep`, read by the class's run pattern
 * (chars.ts; why a pattern: bench/README.md, "Why the hot path looks as it does", strings of many kinds);
 * 0 when `keep` has no run of its own there, so that the caller reads every character.
 */
function keptPrefix(value: string, keep: number): number {
  const run =
    keep === UNRESERVED
      ? UNRESERVED_RUN
      : keep === PCHAR
        ? PCHAR_RUN
        : keep === REG_NAME
          ? REG_NAME_RUN
          : keep === QUERY
            ? QUERY_CHAR_RUN
            : null;
  if (run === null) return 0;
  // Set before the match and read right after it, in one synchronous call: nothing else sees lastIndex.
  run.lastIndex = 0;
  run.test(value);
  return run.lastIndex;
}

/** `String.prototype.charCodeAt`, for `encodeComponent`. */
const charCodeAt = String.prototype.charCodeAt;

/**
 * Percent-encodes every code point of `value` that is not ASCII in the character class `keep` (flags of
 * `CHAR_CLASS`), as UTF-8. A "%" is always encoded, so the result decodes to exactly `value`.
 * A lone UTF-16 surrogate cannot be encoded as UTF-8 and is refused.
 */
export function encodeComponent(value: string, keep: number, extraKeep = ""): string {
  // The length read once, each unit read through the one charCodeAt (bench/README.md, "Why the hot path
  // looks as it does": strings of many kinds).
  const n = value.length;
  // The characters before `first` are all kept: most values are kept whole, and are returned as they are.
  const first = keptPrefix(value, keep);
  if (first === n) return value;
  let out = "";
  let run = 0;
  for (let i = first; i < n; i++) {
    const c = charCodeAt.call(value, i);
    if (c < 128 && c !== 37 && ((CHAR_CLASS[c]! & keep) === keep || extraKeep.includes(value[i]!))) continue;
    out += value.slice(run, i);
    let codePoint = c;
    if (c >= 0xd800 && c <= 0xdfff) {
      // A surrogate pair's code point; a lone surrogate's is itself.
      codePoint = value.codePointAt(i)!;
      if (codePoint <= 0xffff) {
        throw new UriFault(
          "invalid-utf8",
          i,
          "the value contains a lone UTF-16 surrogate, which has no UTF-8 encoding",
          "pass well-formed Unicode text (String.prototype.toWellFormed can repair it)",
        );
      }
      i++;
    }
    out += escapeCodePoint(codePoint);
    run = i + 1;
  }
  return run === 0 ? value : out + value.slice(run);
}

// Percent-encoding of whole texts (RFC 3986 §2.1, §2.5), for callers outside the parser: the encoders and
// decoders of percent.ts, with their faults as DburiErrors.

import { UNRESERVED } from "./chars.js";
import { DburiError } from "./error.js";
import { UriFault } from "./fault.js";
import { checkEscape, decodeQueryRange, decodeRange, encodeComponent } from "./percent.js";

/**
 * Decodes percent-encoded text exactly once as strict UTF-8. With `plusAsSpace`, "+" is a space (as in
 * query strings).
 * @throws DburiError `invalid-percent-encoding` or `invalid-utf8`
 * @example
 * decodePercent("p%40ss%2Fw"); // "p@ss/w"
 */
export function decodePercent(text: string, options?: { readonly plusAsSpace?: boolean }): string {
  try {
    for (let i = 0; i < text.length; ) {
      if (text.charCodeAt(i) === 37) i = checkEscape(text, i, text.length);
      else i++;
    }
  } catch (fault) {
    if (fault instanceof UriFault) {
      throw new DburiError({ code: fault.code, reason: fault.reason, fix: fault.fix, index: fault.index });
    }
    throw fault;
  }
  return options?.plusAsSpace === true
    ? decodeQueryRange(text, 0, text.length)
    : decodeRange(text, 0, text.length);
}

/**
 * Percent-encodes everything but RFC 3986 unreserved characters, as UTF-8: safe in any component.
 * @example
 * encodePercent("p@ss/w#rd"); // "p%40ss%2Fw%23rd"
 */
export function encodePercent(text: string): string {
  return encodePercentKeeping(text, "");
}

/**
 * `encodePercent` that also leaves the ASCII characters of `extra` as they are. Not exported from the
 * package.
 * @example
 * encodePercentKeeping("a*b c", "*"); // "a*b%20c"
 */
export function encodePercentKeeping(text: string, extra: string): string {
  try {
    return encodeComponent(text, UNRESERVED, extra);
  } catch (fault) {
    if (fault instanceof UriFault)
      throw new DburiError({ code: fault.code, reason: fault.reason, fix: fault.fix });
    throw fault;
  }
}

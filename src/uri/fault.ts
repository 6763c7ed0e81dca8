import { escapeCodePoint, isAsciiSpace, upperHex } from "./chars.js";
import type { DburiErrorCode } from "./error-codes.js";

/**
 * What the scanner throws internally when input does not match the grammar. It is not an `Error`: no stack
 * is captured on the hot path, and it carries no input text. `parseUri` turns it into a `DburiError` that
 * shows the redacted input; `tryParseUri` does the same without throwing.
 */
export class UriFault {
  constructor(
    /** Kebab-case error code, e.g. `invalid-port`. */
    readonly code: DburiErrorCode,
    /** Offset in the input where the problem is. */
    readonly index: number,
    /** What is wrong, never quoting a secret. */
    readonly reason: string,
    /** How to fix it. */
    readonly fix: string,
  ) {}
}

const COMPONENT_SECTION: Record<string, string> = {
  scheme: "§3.1",
  userinfo: "§3.2.1",
  host: "§3.2.2",
  path: "§3.3",
  query: "§3.4",
  fragment: "§3.5",
};

function describe(codePoint: number): string {
  const hex = upperHex(codePoint, 4);
  if (codePoint === 32) return "a space";
  if (codePoint < 32 || codePoint === 127) return `the control character U+${hex}`;
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return `a lone UTF-16 surrogate U+${hex}`;
  return `'${String.fromCodePoint(codePoint)}'${codePoint > 126 ? ` (U+${hex})` : ""}`;
}

/** A character that the grammar does not allow where it stands. */
export function characterFault(text: string, i: number, component: string): UriFault {
  const codePoint = text.codePointAt(i) ?? 0;
  const section = COMPONENT_SECTION[component] ?? "";
  if (isAsciiSpace(codePoint)) {
    let j = i;
    while (j < text.length && isAsciiSpace(text.charCodeAt(j))) j++;
    if (j === text.length || i === 0) {
      return new UriFault(
        "invalid-character",
        i,
        `${i === 0 ? "leading" : "trailing"} whitespace (often a newline from a file or a shell)`,
        "trim the value before parsing it",
      );
    }
  }
  if (component === "userinfo" && codePoint === 64) {
    return new UriFault(
      "invalid-userinfo",
      i,
      "a raw '@' inside the userinfo: only the last '@' may separate it from the host (RFC 3986 §3.2.1)",
      "write '@' in a user name or password as %40",
    );
  }
  const surrogate = codePoint >= 0xd800 && codePoint <= 0xdfff;
  const escaped = surrogate ? "" : escapeCodePoint(codePoint);
  return new UriFault(
    "invalid-character",
    i,
    `${describe(codePoint)} is not allowed in the ${component} (RFC 3986 ${section})`,
    surrogate ? "pass well-formed Unicode text" : `percent-encode it: write it as ${escaped}`,
  );
}

// Text as a terminal or a log viewer may show it. Error excerpts and the command line quote input, and
// input is anyone's: a character a terminal obeys (ESC, CSI) or one that reorders the line around it (the
// bidirectional controls of Unicode's "Trojan Source" advisory, CVE-2021-42574) would let a URI show
// something other than what it holds. Each becomes one visible column, so a caret under it still lines up.

/** One column for a control with no control picture (C1, a bidirectional control, a line separator). */
const NO_PICTURE = "\ufffd";

/**
 * Whether a UTF-16 code unit must not reach a terminal raw: C0 (the line feed with `keepLineFeeds` aside),
 * DEL, C1, the bidirectional controls (ALM U+061C, LRM and RLM U+200E-U+200F, the embeddings and overrides
 * U+202A-U+202E, the isolates U+2066-U+2069) and the line and paragraph separators U+2028-U+2029.
 */
function isHidden(c: number, keepLineFeeds: boolean): boolean {
  if (c < 32) return c !== 10 || !keepLineFeeds;
  if (c < 127) return false;
  if (c <= 159) return true;
  if (c < 0x061c) return false;
  return (
    c === 0x061c ||
    c === 0x200e ||
    c === 0x200f ||
    (c >= 0x2028 && c <= 0x202e) ||
    (c >= 0x2066 && c <= 0x2069)
  );
}

/**
 * Text with every character a terminal would obey or that would reorder the line made visible, one
 * column each: C0 controls and DEL their Unicode control pictures (`␛`, `␡`); C1 controls, bidirectional
 * controls and the line and paragraph separators U+FFFD. Line feeds stay with `keepLineFeeds` (text of
 * several lines, such as an error message). Text without any is returned as it is.
 * @example
 * printable("redis://h/0\x1b[2J"); // "redis://h/0␛[2J"
 * printable("db:sqlite:\u202etxt.exe"); // "db:sqlite:\ufffdtxt.exe"
 * printable("a\nb", { keepLineFeeds: true }); // "a\nb"
 */
export function printable(text: string, options: { readonly keepLineFeeds?: boolean } = {}): string {
  const keepLineFeeds = options.keepLineFeeds === true;
  let out = "";
  let last = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (!isHidden(c, keepLineFeeds)) continue;
    out +=
      text.slice(last, i) + (c < 32 ? String.fromCharCode(0x2400 + c) : c === 127 ? "\u2421" : NO_PICTURE);
    last = i + 1;
  }
  return last === 0 ? text : out + text.slice(last);
}

/**
 * JSON text with every character `printable` would replace written as a `\uXXXX` escape: JSON.stringify
 * escapes C0 controls but leaves DEL, C1, the bidirectional controls and the line and paragraph separators
 * raw. The value read back is the same.
 * @example
 * escapeHiddenInJson(JSON.stringify("a\u202eb")); // '"a\\u202eb"'
 */
export function escapeHiddenInJson(json: string): string {
  let out = "";
  let last = 0;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    // C0 controls in JSON text are its own line feeds and indentation: JSON escapes those in strings.
    if (c < 32 || !isHidden(c, true)) continue;
    out += `${json.slice(last, i)}\\u${c.toString(16).padStart(4, "0")}`;
    last = i + 1;
  }
  return last === 0 ? json : out + json.slice(last);
}

// Output for people and programs: aligned tables, stable JSON, colour only where the stream can show it,
// and no control character from the input reaching a terminal.

import { styleText } from "node:util";
import { escapeHiddenInJson, printable } from "../uri/printable.js";

/**
 * A colour or emphasis `styleText` knows.
 * @example
 * const tone: Tone = "green";
 */
export type Tone = "red" | "green" | "yellow" | "cyan" | "dim" | "bold";

/**
 * FORCE_COLOR values that turn colours on, as Node reads them (lib/internal/tty.js, getColorDepth): "",
 * "1" and "true" for 16 colours, "2" for 256, "3" for 16 million; any other value turns them off.
 */
const FORCED_ON: ReadonlySet<string> = new Set(["", "1", "true", "2", "3"]);

/**
 * Whether a stream should get colours. `NO_COLOR` set and not empty turns them off, whatever else is set
 * (https://no-color.org). Otherwise only a terminal gets them: as `FORCE_COLOR` says when it is set (as
 * Node reads it), else as Node's `tty.WriteStream.hasColors` says (`TERM`, `NODE_DISABLE_COLORS`). Node is
 * not asked while `FORCE_COLOR` is set: it would print a warning on stderr when `NO_COLOR` or
 * `NODE_DISABLE_COLORS` is set too, and an empty `NO_COLOR` is kept from it (empty is unset, per
 * no-color.org; Node reads it as set).
 * @example
 * colourFor(process.stdout, { NO_COLOR: "1", FORCE_COLOR: "1" }); // false
 */
export function colourFor(stream: NodeJS.WriteStream, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== "") return false;
  if (stream.isTTY !== true || typeof stream.hasColors !== "function") return false;
  const { NO_COLOR: _empty, FORCE_COLOR: force, ...rest } = env;
  if (force !== undefined) return FORCED_ON.has(force);
  return stream.hasColors(rest);
}

/**
 * Styles text for a stream, or leaves it plain.
 * @example
 * paint(process.stdout, "green", "ok");
 */
export function paint(stream: NodeJS.WriteStream, tone: Tone, text: string): string {
  if (!colourFor(stream)) return text;
  // colourFor has decided; Node 20.18 and later would check process.stdout and the environment again.
  return styleText(tone === "dim" ? "gray" : tone, text, { validateStream: false });
}

// Text as a terminal may show it: every control a terminal would obey and every bidirectional control
// becomes one visible column (the core's error excerpts use the same function).
export { printable };

/**
 * Writes one line (or several) to standard output. What it quotes of the input must have gone through
 * `printable` (or `cell`) first; colours come from `paint`.
 * @example
 * say("3 checked, 3 valid");
 */
export function say(text: string): void {
  process.stdout.write(`${text}\n`);
}

/**
 * Writes one line (or several) to standard error, under the same rule as `say`.
 * @example
 * warn("note: 'http' is not a scheme dburi knows");
 */
export function warn(text: string): void {
  process.stderr.write(`${text}\n`);
}

/**
 * A result for programs (a DSN, a normalized URI), written exactly; on a terminal, through `printable`.
 * @example
 * sayResult("host=db password=***");
 */
export function sayResult(text: string): void {
  say(process.stdout.isTTY === true ? printable(text) : text);
}

/**
 * Prints a value as JSON (two-space indent, one trailing newline): the stable `--json` form. Control
 * characters are escaped (`\u001b`, and `\u009b` and the bidirectional controls such as `\u202e` too,
 * which JSON.stringify would leave raw), so no terminal obeys them; the value read back is the same.
 * @example
 * printJson({ ok: true }); // writes '{\n  "ok": true\n}\n'
 */
export function printJson(value: unknown): void {
  const json = JSON.stringify(value, null, 2);
  say(escapeHiddenInJson(json));
}

/**
 * Renders any value as a cell: strings as they are, null as "-", the rest as compact JSON; printable.
 * @example
 * cell(null); // "-"
 * cell(["a", 1]); // '["a",1]'
 */
export function cell(value: unknown): string {
  if (value === null || value === undefined) return "-";
  if (typeof value === "string") return value === "" ? '""' : printable(value);
  return printable(JSON.stringify(value));
}

/**
 * An aligned two-column table: label, value (each value through `cell`).
 * @example
 * table([["host", "db.example.com"], ["port", 5432]]); // "host  db.example.com\nport  5432"
 */
export function table(rows: readonly (readonly [string, unknown])[]): string {
  const width = Math.max(0, ...rows.map(([label]) => label.length));
  return rows
    .map(([label, value]) => `${paint(process.stdout, "dim", label.padEnd(width))}  ${cell(value)}`)
    .join("\n");
}

// Runs the built CLI as a user would: a child process, with its own environment and standard input.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const BIN = fileURLToPath(new URL("../../dist/cli/main.cjs", import.meta.url));

/** What a run printed and returned. */
export interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * The environment a run starts from: this one without the variables that decide colours, which the
 * tests set themselves. (An empty FORCE_COLOR is not "unset": Node reads it as colours on.)
 */
function baseEnv(): Record<string, string | undefined> {
  const { NO_COLOR: _no, FORCE_COLOR: _force, NODE_DISABLE_COLORS: _off, ...env } = process.env;
  return env;
}

/**
 * Runs `dburi args...`. `env` adds variables (NO_COLOR etc.); `input` is standard input; `cwd` the
 * directory it runs in.
 * @example
 * const { status, stdout } = dburi(["parse", "redis://h"]);
 */
export function dburi(
  args: readonly string[],
  options: { env?: Record<string, string>; input?: string; cwd?: string } = {},
): Run {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    encoding: "utf8",
    input: options.input ?? "",
    cwd: options.cwd,
    env: { ...baseEnv(), ...options.env },
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Every secret the tests put in URIs; none may appear in any output without --reveal. */
export const SECRETS = ["s3cretPw", "k3yValue", "t0kenVal"];

/** Asserts that no secret appears in a run's output. */
export function assertNoSecret(run: Run): void {
  for (const secret of SECRETS) {
    if (run.stdout.includes(secret) || run.stderr.includes(secret)) {
      throw new Error(`output shows ${secret}:\n${run.stdout}\n${run.stderr}`);
    }
  }
}

/**
 * The first control character a terminal would obey in `text` (C0 but the line feed, DEL, C1) or
 * bidirectional control (which reorders the line it is on) or line separator, as U+XXXX, or null: what people's output
 * must never hold raw.
 */
export function rawControl(text: string): string | null {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // The bidirectional controls, and the line and paragraph separators U+2028-U+2029 beside them.
    const bidi = c === 0x061c || c === 0x200e || c === 0x200f || (c >= 0x2028 && c <= 0x202e);
    if ((c < 32 && c !== 10) || (c >= 127 && c <= 159) || bidi || (c >= 0x2066 && c <= 0x2069))
      return `U+${c.toString(16).toUpperCase().padStart(4, "0")} at ${i}`;
  }
  return null;
}

// Every export of the command line's modules carries TSDoc with an @example, as the library's public API
// does (test/docs.test.ts): the CLI's pieces are read and reused as much as the library's.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { test } from "node:test";

const CLI = new URL("../../src/cli/", import.meta.url);
const EXPORT = /^export (?:declare )?(?:async )?(?:function\*? |class |const |let |interface |type )(\w+)/;

/** The doc comment that ends on the line above `lines[i]`, or null. */
function docAbove(lines: readonly string[], i: number): string | null {
  let j = i - 1;
  if (!lines[j]?.trimEnd().endsWith("*/")) return null;
  while (j > 0 && !lines[j]?.trimStart().startsWith("/**")) j--;
  return lines.slice(j, i).join("\n");
}

test("every export under src/cli has TSDoc with an @example", () => {
  const missing: string[] = [];
  const files = readdirSync(CLI, { recursive: true }).map(String);
  for (const file of files.filter((f) => f.endsWith(".ts"))) {
    const lines = readFileSync(new URL(file, CLI), "utf8").split("\n");
    lines.forEach((line, i) => {
      const name = EXPORT.exec(line)?.[1];
      if (name === undefined) return;
      const doc = docAbove(lines, i);
      if (!doc?.includes("@example"))
        missing.push(`src/cli/${file}: ${name}: ${doc === null ? "no doc comment" : "no @example"}`);
    });
  }
  assert.ok(files.length > 10, "the CLI's modules are found");
  assert.deepEqual(missing, []);
});

#!/usr/bin/env node
// Runs every test/**/*.test.ts file through node:test with tsx as the TypeScript loader.
// Node 20's `--test` does not expand globs or find .ts files itself, so the list is built here.
// Usage: node scripts/test.mjs [filter-substring...]
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";

const filters = process.argv.slice(2);
const files = readdirSync("test", { recursive: true })
  .map(String)
  .filter((file) => file.endsWith(".test.ts"))
  .filter((file) => filters.length === 0 || filters.some((f) => file.includes(f)))
  .map((file) => join("test", file))
  .sort();
if (files.length === 0) {
  console.error(`no test files match ${filters.join(", ") || "test/**/*.test.ts"}`);
  process.exit(2);
}
// A test that hangs (a driver that never gives up, a server that never answers) fails by name after five
// minutes instead of holding the whole run until CI gives up on it. The limit holds each test file as a
// whole, and the CLI's files start a hundred processes or more one after another: on a busy two-core
// machine those take close to two minutes.
const TEST_TIMEOUT_MS = 300_000;
const result = spawnSync(
  process.execPath,
  [
    "--import",
    "tsx",
    // fast-check's global seed, in every test process (test/helpers/seed.ts).
    "--import",
    "./test/helpers/seed.ts",
    "--test",
    "--test-reporter=spec",
    `--test-timeout=${TEST_TIMEOUT_MS}`,
    ...files,
  ],
  {
    stdio: "inherit",
  },
);
process.exit(result.status ?? 1);

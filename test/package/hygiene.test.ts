// The tarball as the package linters read it: publint (package.json's fields and exports against the
// files they name: formats, conditions, their order) and Are the Types Wrong (the types each entry point
// resolves to under each TypeScript module resolution, against the JavaScript it resolves to) report
// nothing.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { after, before, describe, test } from "node:test";
import { publint } from "publint";
import { formatMessage } from "publint/utils";
import { type PackedProject, packedProject } from "./packed.ts";

/** What `attw --format json` prints: each problem with the entry point and resolution it is found under. */
interface AttwReport {
  readonly problems?: Readonly<
    Record<string, readonly { readonly entrypoint?: string; readonly resolutionKind?: string }[]>
  >;
}

/**
 * The resolutions the `esm-only` profile of attw leaves out, and why that is honest for dburi:
 * - `node10`: TypeScript's `moduleResolution: node` knows no `exports`, and neither does any runtime it
 *   models, so `dburi/core` cannot resolve there at all; dburi needs Node 20.19 or later, which reads
 *   `exports`.
 * - `node16-cjs`: a CommonJS file compiled under `module: node16` may not `require` an ES module. dburi is
 *   ES modules only, and `require("dburi")` works on the Node versions `engines` admits through Node's
 *   require of ES modules (test/package/require.test.ts), which TypeScript models from its `node20` and
 *   `nodenext` settings on (attw runs an older TypeScript that does not).
 */
const LEFT_OUT = new Set(["node10", "node16-cjs"]);

describe("the packed package, linted", () => {
  let project: PackedProject;
  before(() => {
    project = packedProject();
  });
  after(() => project?.remove());

  test("publint reports nothing, suggestions included", async () => {
    const data = readFileSync(project.tarball);
    const tarball = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer;
    const { messages, pkg } = await publint({ pack: { tarball }, level: "suggestion", strict: true });
    assert.deepEqual(
      messages.map((message) => `${message.type}: ${formatMessage(message, pkg, { color: false })}`),
      [],
    );
  });

  test("Are the Types Wrong (profile esm-only) reports nothing, and under node10 and node16-cjs no more than an ES-modules-only package's", () => {
    const cli = join(
      dirname(createRequire(import.meta.url).resolve("@arethetypeswrong/cli/package.json")),
      "dist",
      "index.js",
    );
    const run = spawnSync(
      process.execPath,
      [cli, project.tarball, "--profile", "esm-only", "--format", "json", "--no-color"],
      { encoding: "utf8", timeout: 120_000 },
    );
    assert.equal(run.status, 0, `attw --profile esm-only failed:\n${run.stdout.slice(0, 4000)}${run.stderr}`);
    const report = JSON.parse(run.stdout) as AttwReport;
    const problems = Object.values(report.problems ?? {}).flat();
    assert.deepEqual(
      problems.filter((problem) => !LEFT_OUT.has(problem.resolutionKind ?? "")),
      [],
    );
    // What the profile leaves out is only what an ES-modules-only package has there: its entries are ES
    // modules to a CommonJS file under node16, and the subpath does not resolve without `exports`.
    assert.deepEqual(problems.map((problem) => `${problem.entrypoint} ${problem.resolutionKind}`).sort(), [
      ". node16-cjs",
      "./core node10",
      "./core node16-cjs",
    ]);
  });
});

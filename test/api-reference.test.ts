// The API reference committed under docs/api/ is the one the source gives. TypeDoc needs a compiler with
// an API, which the package's TypeScript 7 lacks, so docs/ is a package of its own that pins TypeDoc and
// TypeScript 5.9 (`npm run docs` installs it and writes the reference).
//
// Two checks. The first is cheap and needs nothing but the build: the reference lists exactly the names
// the package exports (dist/index.d.ts), so an export added or removed without regenerating fails with
// the names. The second is the honest one: it regenerates the reference into a scratch directory and
// compares every file, so that a changed signature or doc comment is caught too; a list of names cannot
// see those. It installs docs/'s pinned packages from the npm registry when they are absent or of other
// versions (CI runs only `npm ci` at the root, and has the registry for that); the install takes seconds
// and TypeDoc about ten, which a suite of minutes can afford. Source lines are left out of the reference
// (`disableSources`), so an edit that only moves code does not make it stale.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { after, test } from "node:test";
import { DIST, declarationExports, ROOT } from "./helpers/examples.ts";

const DOCS = join(ROOT, "docs");
const API = join(DOCS, "api");
const STALE = "the API reference in docs/api/ is out of date: run `npm run docs` and commit docs/api/";

/** Every file under `dir`, relative to it, sorted. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

test("the reference lists exactly the names the package exports", () => {
  assert.ok(existsSync(join(DIST, "index.d.ts")), "dist/ is missing: run `npm run build` first");
  const exported = [...declarationExports(join(DIST, "index.d.ts")).keys()].sort();
  const index = readFileSync(join(API, "README.md"), "utf8");
  // `- [AMQP\_PARAMS](variables/AMQP_PARAMS.md)`: the link's file is the name, which the text escapes.
  const listed = [...index.matchAll(/^- \[.+\]\([\w-]+\/([\w$]+)\.md\)$/gm)].map(([, name]) => name!).sort();
  const missing = exported.filter((name) => !listed.includes(name));
  const extra = listed.filter((name) => !exported.includes(name));
  assert.deepEqual({ missing, extra }, { missing: [], extra: [] }, STALE);
});

/** Installs docs/'s pinned packages unless the installed ones are those versions. */
function ensureDocsPackages(): void {
  const pinned = JSON.parse(readFileSync(join(DOCS, "package.json"), "utf8")).devDependencies as Record<
    string,
    string
  >;
  const installed = Object.entries(pinned).every(([name, version]) => {
    const manifest = join(DOCS, "node_modules", name, "package.json");
    return existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).version === version;
  });
  if (installed) return;
  const npm = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: DOCS, encoding: "utf8" });
  assert.equal(npm.status, 0, `installing docs/'s packages (npm ci in docs/) failed:\n${npm.stderr}`);
}

let scratch: string | undefined;
after(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

test("the reference is what TypeDoc makes of the source now, file for file", { timeout: 240_000 }, () => {
  ensureDocsPackages();
  scratch = mkdtempSync(join(tmpdir(), "dburi-api-"));
  const typedoc = spawnSync(
    process.execPath,
    [join(DOCS, "node_modules", "typedoc", "bin", "typedoc"), "--out", scratch],
    { cwd: DOCS, encoding: "utf8" },
  );
  assert.equal(typedoc.status, 0, `TypeDoc failed:\n${typedoc.stdout}${typedoc.stderr}`);
  const made = filesUnder(scratch);
  const committed = filesUnder(API);
  assert.deepEqual(committed, made, STALE);
  const differing = made.filter(
    (file) => readFileSync(join(scratch!, file), "utf8") !== readFileSync(join(API, file), "utf8"),
  );
  assert.deepEqual(differing, [], STALE);
});

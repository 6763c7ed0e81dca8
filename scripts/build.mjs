#!/usr/bin/env node
// Builds the published package into dist/: one ES module bundle per entry point, with the code the entries
// share in common chunks, so that an app importing two entries gets one copy of each class (one
// DburiError, one registry), and starting the command or importing the package reads a few files instead
// of a module per source file. tsc only writes the type declarations, one per source file as before.
//   dist/index.js     "dburi": everything (src/index.ts)
//   dist/core.js      "dburi/core": no Node built-ins (src/core.ts)
//   dist/browser/     "dburi" and "dburi/core" under the browser condition: the core as tsc writes it, one
//                     module per source file, so that an app's bundler keeps only the modules the app uses
//                     (a bundle of the bundle keeps every statement it cannot prove pure: the tables built
//                     at load, the frozen records), and the static data only with the functions that read it
//   dist/cli/main.js  the dburi command; each command's module is loaded when that command runs
//   dist/chunks/      the code the entries share
//   dist/playground/  the playground page (src/playground/): a static folder, index.html and its module
//                     with chunks (the registry panel and its IANA snapshot load when it opens), for
//                     `dburi playground` to serve and any static host too
// Usage: node scripts/build.mjs   (npm run build; `prepare` runs it)
import { spawnSync } from "node:child_process";
import { copyFileSync, readFileSync, rmSync } from "node:fs";
import { builtinModules, createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const DIST = join(ROOT, "dist");

rmSync(DIST, { recursive: true, force: true });

// The declarations, by tsc from tsconfig.json (the command's too: the tests compile its doc examples).
const tsc = join(dirname(createRequire(import.meta.url).resolve("typescript/package.json")), "bin", "tsc");
const declarations = spawnSync(process.execPath, [tsc, "-p", "tsconfig.json", "--emitDeclarationOnly"], {
  cwd: ROOT,
  stdio: "inherit",
});
if (declarations.status !== 0) process.exit(declarations.status ?? 1);

// The browser's core, one module per source file (tsconfig.browser.json: src/core.ts and what it imports).
const browser = spawnSync(process.execPath, [tsc, "-p", "tsconfig.browser.json"], {
  cwd: ROOT,
  stdio: "inherit",
});
if (browser.status !== 0) process.exit(browser.status ?? 1);

// One build for all entries, so that they share chunks. The platform is neutral: nothing is resolved the
// way one runtime would; the Node built-ins that connect/ and cli/ import stay imports, and the check
// below proves that none is reachable from the core entry.
const result = await build({
  absWorkingDir: ROOT,
  entryPoints: { index: "src/index.ts", core: "src/core.ts", "cli/main": "src/cli/main.ts" },
  outdir: "dist",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "neutral",
  target: "es2022",
  external: ["node:*"],
  chunkNames: "chunks/[name]-[hash]",
  legalComments: "none",
  sourcemap: false,
  metafile: true,
  logLevel: "warning",
});
if (result.errors.length > 0 || result.warnings.length > 0) process.exit(1);

/** Every output file the core entry loads, statically or dynamically, with what each imports from outside. */
function reachable(entry) {
  const outputs = result.metafile.outputs;
  const seen = new Set();
  const outside = [];
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const { path, external } of outputs[file]?.imports ?? []) {
      if (external) outside.push(`${file}: ${path}`);
      else visit(path);
    }
  };
  visit(entry);
  return outside;
}

// DESIGN.md: uri/, registry/, schemes/ and convert/ use no Node built-ins, so that the core runs in
// browsers, Deno and Bun.
const builtins = new Set(builtinModules);
const imported = reachable("dist/core.js").filter((line) => {
  const specifier = line.slice(line.lastIndexOf(": ") + 2);
  return specifier.startsWith("node:") || builtins.has(specifier.split("/")[0]);
});
if (imported.length > 0) {
  console.error(`build: the core entry reaches Node built-ins:\n  ${imported.join("\n  ")}`);
  process.exit(1);
}
if (!readFileSync(join(DIST, "cli", "main.js"), "utf8").startsWith("#!/usr/bin/env node\n")) {
  console.error("build: dist/cli/main.js lost its #! line");
  process.exit(1);
}

// The playground page: built from the core alone, for browsers. Its Content-Security-Policy allows
// scripts from its own folder only, so the page is a module and its chunks, no inline script.
const PLAYGROUND = join(DIST, "playground");
const page = await build({
  absWorkingDir: ROOT,
  entryPoints: { main: "src/playground/main.ts" },
  outdir: PLAYGROUND,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "browser",
  target: "es2022",
  minify: true,
  chunkNames: "chunks/[name]-[hash]",
  legalComments: "none",
  sourcemap: false,
  logLevel: "warning",
});
if (page.errors.length > 0 || page.warnings.length > 0) process.exit(1);
for (const file of ["index.html", "style.css", "icon.svg"])
  copyFileSync(join(ROOT, "src", "playground", file), join(PLAYGROUND, file));

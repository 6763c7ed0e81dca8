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
//   dist/cli/main.cjs the dburi command: what --version and --help need, CommonJS (an ES module costs
//                     Node's module loader at every start)
//   dist/cli/commands/ one CommonJS bundle per command (<name>-<hash>.cjs: the command's module, the part of
//                     the library it uses, src/cli/program.ts), which the command line runs with V8's
//                     code cache (src/cli/code-cache.ts); `program-<hash>.cjs` runs none, for the usage
//                     errors found before a command runs
//   dist/chunks/      the code the library's entries share
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

// The command line's commands, each built from an entry written here: the command's module and the
// command line's runner (src/cli/program.ts), whose error classes are then the ones the command throws;
// `program` runs none, for the usage errors found before a command runs.
const COMMAND_NAMES = [
  ...readFileSync(join(ROOT, "src", "cli", "commands", "list.ts"), "utf8").matchAll(
    /^ {4}name: "([a-z]+)",$/gm,
  ),
].map((match) => match[1]);
// The commands whose time is not their start (a round trip to a server, a page served, the registry
// listed) are ES modules sharing the library's chunks; the others are CommonJS bundles of their own, run
// with V8's code cache (below). Each bundle holds the rules it reads, so this keeps 1.4 MB of them out of
// the package.
const MODULE_COMMANDS = ["ping", "schemes", "template", "playground"];
const CACHED_COMMANDS = COMMAND_NAMES.filter((name) => !MODULE_COMMANDS.includes(name));
const ENTRY = "dburi-command:";
const commandEntries = {
  name: "command-entries",
  setup(esbuild) {
    esbuild.onResolve({ filter: /^dburi-command:/ }, (args) => ({ path: args.path, namespace: "command" }));
    esbuild.onLoad({ filter: /.*/, namespace: "command" }, (args) => {
      const name = args.path.slice(ENTRY.length);
      const command =
        name === "program"
          ? "export const command = undefined;"
          : `export { ${name}Command as command } from "./commands/${name}.js";`;
      return {
        contents: `${command}\nexport { runCommandLine } from "./program.js";\n`,
        resolveDir: join(ROOT, "src", "cli"),
        loader: "js",
      };
    });
  },
};
// The package's one dynamic import, as code compiled from a code cache can make it (see there).
const cacheableImport = {
  name: "cacheable-import",
  setup(esbuild) {
    esbuild.onResolve({ filter: /\/import-module\.js$/ }, (args) =>
      args.importer.startsWith(join(ROOT, "src", "connect"))
        ? { path: join(ROOT, "src", "cli", "import-module.ts") }
        : undefined,
    );
  },
};

// One build for all entries, so that they share chunks. The platform is neutral: nothing is resolved the
// way one runtime would; the Node built-ins that connect/ and cli/ import stay imports, and the check
// below proves that none is reachable from the core entry.
const result = await build({
  absWorkingDir: ROOT,
  entryPoints: {
    index: "src/index.ts",
    core: "src/core.ts",
    ...Object.fromEntries(MODULE_COMMANDS.map((name) => [`cli/commands/${name}`, `${ENTRY}${name}`])),
  },
  plugins: [commandEntries],
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
// The command line. CommonJS, since Node 20 can hand V8 a code cache only for a script (vm.Script), not
// for an ES module; `import.meta.url` is the file's own URL, as in an ES module. Whitespace and syntax
// are minified (names are kept, for stack traces): less to read at each start, 18 million instructions
// of `dburi parse` (bench/README.md, "Start-up").
const COMMONJS = {
  absWorkingDir: ROOT,
  bundle: true,
  format: "cjs",
  platform: "node",
  target: "es2022",
  external: ["node:*"],
  define: { "import.meta.url": "__import_meta_url" },
  // Strict, as the ES modules it is built from are: the directive must come before the banner's statement.
  banner: { js: '"use strict";var __import_meta_url = require("node:url").pathToFileURL(__filename).href;' },
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: "none",
  sourcemap: false,
  metafile: true,
  logLevel: "warning",
};

// One bundle per command started often (the commands that read a URI), each self-contained (no chunks: a
// command loads one file). The name holds the hash of the content, which names the bundle's code cache.
const commands = await build({
  ...COMMONJS,
  entryPoints: Object.fromEntries([...CACHED_COMMANDS, "program"].map((name) => [name, `${ENTRY}${name}`])),
  outdir: join(DIST, "cli", "commands"),
  entryNames: "[name]-[hash]",
  outExtension: { ".js": ".cjs" },
  plugins: [commandEntries, cacheableImport],
});
if (commands.errors.length > 0 || commands.warnings.length > 0) process.exit(1);
// A dynamic import left in a bundle would fail when its code comes from the code cache.
for (const [file, output] of Object.entries(commands.metafile.outputs)) {
  const dynamic = output.imports.filter((entry) => entry.kind === "dynamic-import");
  if (dynamic.length > 0) {
    console.error(`build: ${file} imports dynamically: ${dynamic.map((entry) => entry.path).join(", ")}`);
    process.exit(1);
  }
}
const bundles = Object.fromEntries(MODULE_COMMANDS.map((name) => [name, `./commands/${name}.js`]));
for (const [file, output] of Object.entries(commands.metafile.outputs)) {
  if (output.entryPoint?.startsWith(`command:${ENTRY}`)) {
    bundles[output.entryPoint.slice(`command:${ENTRY}`.length)] = `./commands/${file.split("/").pop()}`;
  }
}
if (Object.keys(bundles).length !== COMMAND_NAMES.length + 1) {
  console.error(
    `build: expected a bundle for each of ${COMMAND_NAMES.join(", ")} and program, got ${Object.keys(bundles).join(", ")}`,
  );
  process.exit(1);
}
const main = await build({
  ...COMMONJS,
  entryPoints: { main: "src/cli/main.ts" },
  outdir: join(DIST, "cli"),
  outExtension: { ".js": ".cjs" },
  define: { ...COMMONJS.define, COMMAND_BUNDLES: JSON.stringify(bundles) },
});
if (main.errors.length > 0 || main.warnings.length > 0) process.exit(1);
if (!readFileSync(join(DIST, "cli", "main.cjs"), "utf8").startsWith("#!/usr/bin/env node\n")) {
  console.error("build: dist/cli/main.cjs lost its #! line");
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

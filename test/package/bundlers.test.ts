// The published package inside bundlers' output: small apps that use interpret, toPgConfig, redact and
// ping, bundled by esbuild (one file; ESM and CommonJS, from `import` and from `require`, plain and
// minified), by rollup with its node-resolve plugin and by Vite (its server-side build, dburi bundled in),
// each run by Node, must print what the same app prints unbundled. The drivers stay outside the bundle:
// better-sqlite3 is installed beside the app, pg is not, so the bundle must load the one and name the
// other as missing. In browsers, the apps without ping, bundled by esbuild (--platform=browser) and Vite
// from the package's browser entry, hold no import of a Node built-in and print in headless Chromium what
// they print in Node.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import { build } from "esbuild";
import { type Browser, chromium } from "playwright-core";
import { type RollupCache, rollup } from "rollup";
import { createLogger, build as viteBuild } from "vite";
import { CHROMIUM, noChromium, serveFolder } from "../helpers/browser.ts";
import { type PackedProject, packedProject } from "./packed.ts";

/** How an app takes the package's functions: a static import, a dynamic import, or require. */
const LOADS = {
  import: ['import NAMES from "dburi";', ""],
  dynamic: ["", 'const NAMES = await import("dburi");'],
  require: ['const NAMES = require("dburi");', ""],
} as const;

/**
 * An app: its import of dburi at the top or in its async body, then one JSON line of what it saw. No
 * top-level await, so that it bundles into CommonJS too. Without `ping`, a bundler leaves out all of
 * connect/, and with it what connect/ imports: both must work.
 */
function app(load: keyof typeof LOADS, withPing: boolean): string {
  const names = `{ interpret, redact, toPgConfig${withPing ? ", ping, tryPing" : ""} }`;
  const [top, inBody] = LOADS[load].map((line) => line.replace("NAMES", names));
  return `${top}
(async () => {
${inBody}
const target = interpret("postgresql://app:s3cret@db.example.com:6543/shop?sslmode=verify-full&application_name=web");
const config = toPgConfig(target);
const seen = {
  target: [target.canonicalEngine, target.host, target.port, target.database, target.tls],
  config,
  password: config.password,
  redacted: redact("redis://:s3cret@cache.example.com:6380/2"),
};
${
  withPing
    ? `const pinged = await ping("sqlite://:memory:");
seen.ping = [pinged.ok, pinged.engine, pinged.driver, pinged.database, typeof pinged.serverVersion];
const missing = await tryPing("postgresql://app@127.0.0.1:1/shop");
seen.missing = [missing.ok, missing.ok ? null : missing.error.code];`
    : ""
}
console.log(JSON.stringify(seen));
})();
`;
}

/** What every app prints; the ones without ping print the first four. */
const EXPECTED = {
  target: ["pg", "db.example.com", 6543, "shop", true],
  config: {
    host: "db.example.com",
    port: 6543,
    user: "app",
    password: "***",
    database: "shop",
    ssl: { rejectUnauthorized: true },
    application_name: "web",
  },
  password: "s3cret",
  redacted: "redis://:***@cache.example.com:6380/2",
  ping: [true, "sqlite", "better-sqlite3", ":memory:", "string"],
  missing: [false, "driver-not-installed"],
};
const { ping: _ping, missing: _missing, ...EXPECTED_WITHOUT_PING } = EXPECTED;

/** The apps, by file name. */
const APPS = {
  "import.mjs": app("import", true),
  "dynamic-import.mjs": app("dynamic", true),
  "require.cjs": app("require", true),
  "import-no-ping.mjs": app("import", false),
  "dynamic-import-no-ping.mjs": app("dynamic", false),
  "require-no-ping.cjs": app("require", false),
};
type App = keyof typeof APPS;

/** Runs a file with Node in the project and returns what it printed, parsed. */
function runNode(project: PackedProject, file: string): unknown {
  const result = spawnSync(process.execPath, [file], { cwd: project.dir, encoding: "utf8", timeout: 60_000 });
  assert.equal(result.status, 0, `node ${file} failed:\n${result.stderr}`);
  return JSON.parse(result.stdout);
}

/** Bundles an app with esbuild into one file, and returns its name. */
async function esbuild(project: PackedProject, app: App, format: "esm" | "cjs", minify = false) {
  const outfile = `out/esbuild-${app.replace(/\.\w+$/, "")}-${format}${minify ? "-min" : ""}.${format === "esm" ? "mjs" : "cjs"}`;
  const result = await build({
    absWorkingDir: project.dir,
    entryPoints: [app],
    bundle: true,
    platform: "node",
    format,
    minify,
    outfile,
    logLevel: "silent",
  });
  assert.deepEqual(
    result.warnings.map((warning) => warning.text),
    [],
  );
  return outfile;
}

/** Rollup's cache of the modules it has read, shared by the apps' builds. */
let rollupCache: RollupCache | undefined;

/** Bundles an app with rollup and its node-resolve plugin, writes it in each format, and returns the files. */
async function rollupBundle(project: PackedProject, app: App): Promise<string[]> {
  const warnings: string[] = [];
  const bundle = await rollup({
    input: join(project.dir, app),
    plugins: [nodeResolve({ rootDir: project.dir })],
    external: (id) => id.startsWith("node:"),
    onwarn: (warning) => warnings.push(warning.message),
    cache: rollupCache,
  });
  rollupCache = bundle.cache;
  const files: string[] = [];
  try {
    for (const format of ["es", "cjs"] as const) {
      const file = `out/rollup-${app.replace(/\.\w+$/, "")}-${format}.${format === "es" ? "mjs" : "cjs"}`;
      await bundle.write({ file: join(project.dir, file), format, inlineDynamicImports: true });
      files.push(file);
    }
  } finally {
    await bundle.close();
  }
  assert.deepEqual(warnings, []);
  return files;
}

/**
 * Bundles with Vite, as `vite build` does without a config file: for browsers from an HTML page, or for
 * Node (`ssr`: the server-side build of an app, with dburi bundled in rather than left an import). Fails on
 * any warning.
 */
async function vite(project: PackedProject, outDir: string, from: { page: string } | { ssr: string }) {
  const warnings: string[] = [];
  const logger = createLogger("warn", { allowClearScreen: false });
  logger.warn = (message) => warnings.push(message);
  logger.warnOnce = (message) => warnings.push(message);
  await viteBuild({
    root: project.dir,
    configFile: false,
    customLogger: logger,
    ...("ssr" in from
      ? { ssr: { noExternal: true, target: "node" }, build: { outDir, emptyOutDir: true, ssr: from.ssr } }
      : {
          // Relative asset paths: the test serves each build from a directory of its own.
          base: "./",
          build: { outDir, emptyOutDir: true, rolldownOptions: { input: join(project.dir, from.page) } },
        }),
  });
  assert.deepEqual(warnings, []);
}

/** The app's files, and the package.json Vite wants: an ES module project, as the apps' bundles are. */
function writeApps(project: PackedProject): void {
  writeFileSync(join(project.dir, "package.json"), '{ "private": true, "type": "module" }\n');
  for (const [name, code] of Object.entries(APPS)) writeFileSync(join(project.dir, name), code);
}

describe("the packed package, bundled", () => {
  let project: PackedProject;
  before(() => {
    project = packedProject(["better-sqlite3"]);
    writeApps(project);
  });
  after(() => project?.remove());

  /** What an app must print. */
  const expected = (app: App) => (app.includes("no-ping") ? EXPECTED_WITHOUT_PING : EXPECTED);

  for (const app of Object.keys(APPS) as App[]) {
    test(`${app} unbundled prints what its bundles must`, () => {
      assert.deepEqual(runNode(project, app), expected(app));
    });
    for (const format of ["esm", "cjs"] as const) {
      for (const minify of app.startsWith("import") ? [false, true] : [false]) {
        test(`esbuild ${app} --bundle --platform=node --format=${format}${minify ? " --minify" : ""}`, async () => {
          assert.deepEqual(runNode(project, await esbuild(project, app, format, minify)), expected(app));
        });
      }
    }
    if (!app.endsWith(".mjs")) continue;
    test(`rollup ${app} with @rollup/plugin-node-resolve, es and cjs output`, async () => {
      for (const file of await rollupBundle(project, app))
        assert.deepEqual(runNode(project, file), expected(app));
    });
    test(`vite build --ssr ${app}, dburi bundled in`, async () => {
      const outDir = `out/vite-ssr-${app.replace(/\.\w+$/, "")}`;
      await vite(project, outDir, { ssr: app });
      assert.deepEqual(runNode(project, `${outDir}/${app.replace(/\.mjs$/, ".js")}`), expected(app));
    });
  }
});

/** The apps a browser runs: those without ping, which needs Node. */
const BROWSER_APPS = ["import-no-ping.mjs", "dynamic-import-no-ping.mjs"] as const satisfies readonly App[];

/** A page that runs one module script. */
function page(script: string): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>dburi</title></head>
<body><script type="module" src="./${script}"></script></body></html>
`;
}

/** Every file a bundler wrote into `dir`, recursively, by its path under `dir`. */
function written(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => /\.(m?js|html)$/.test(file));
}

/** An import of a Node built-in in bundled code: `from "node:fs"`, `import("node:fs")`, `require("node:fs")`. */
const NODE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s*)["']node:/;

describe("the packed package's browser entry, bundled and run in headless Chromium", {
  skip: noChromium,
}, () => {
  let project: PackedProject;
  let server: Server;
  let browser: Browser;
  before(async () => {
    project = packedProject();
    writeApps(project);
    server = await serveFolder(join(project.dir, "out"));
    browser = await chromium.launch({ executablePath: CHROMIUM });
  });
  after(async () => {
    await browser?.close();
    server?.close();
    project?.remove();
  });

  /** Opens a page of the out/ directory and returns what its app printed on the console, parsed. */
  async function runChromium(path: string): Promise<unknown> {
    const tab = await browser.newPage();
    try {
      const printed = new Promise<string>((resolve, reject) => {
        tab.on("console", (message) => {
          if (message.type() === "log") resolve(message.text());
          else reject(new Error(`the page's console: ${message.type()}: ${message.text()}`));
        });
        tab.on("pageerror", reject);
        setTimeout(() => reject(new Error(`${path} printed nothing in 30 s`)), 30_000).unref();
      });
      const { port } = server.address() as AddressInfo;
      const response = await tab.goto(`http://127.0.0.1:${port}/${path}`);
      assert.equal(response?.status(), 200, `${path} is served`);
      return JSON.parse(await printed);
    } finally {
      await tab.close();
    }
  }

  /** Asserts that no file of a bundle imports a Node built-in, or Vite's stand-in for one. */
  function assertNoNodeImport(dir: string): void {
    const files = written(dir).filter((file) => !file.endsWith(".html"));
    assert.ok(files.length > 0, `${dir} holds the bundle`);
    for (const file of files) {
      const code = readFileSync(join(dir, file), "utf8");
      assert.doesNotMatch(code, NODE_IMPORT, `${file} imports a Node built-in`);
      assert.doesNotMatch(
        code,
        /__vite-browser-external/,
        `${file} holds Vite's stand-in for a Node built-in`,
      );
    }
  }

  for (const app of BROWSER_APPS) {
    const name = app.replace(/\.\w+$/, "");
    test(`esbuild ${app} --bundle --platform=browser --format=esm prints in Chromium what Node prints`, async () => {
      const result = await build({
        absWorkingDir: project.dir,
        entryPoints: [app],
        bundle: true,
        platform: "browser",
        format: "esm",
        outfile: `out/esbuild-browser-${name}/app.js`,
        logLevel: "silent",
      });
      assert.deepEqual(
        result.warnings.map((warning) => warning.text),
        [],
      );
      const dir = join(project.dir, "out", `esbuild-browser-${name}`);
      writeFileSync(join(dir, "index.html"), page("app.js"));
      assertNoNodeImport(dir);
      assert.deepEqual(await runChromium(`esbuild-browser-${name}/index.html`), runNode(project, app));
    });
    test(`vite build of a page running ${app} prints in Chromium what Node prints`, async () => {
      writeFileSync(join(project.dir, `${name}.html`), page(app));
      await vite(project, `out/vite-browser-${name}`, { page: `${name}.html` });
      const dir = join(project.dir, "out", `vite-browser-${name}`);
      assertNoNodeImport(dir);
      assert.deepEqual(await runChromium(`vite-browser-${name}/${name}.html`), runNode(project, app));
    });
  }
});

// The published package inside bundlers' output: small apps that use interpret, toPgConfig, redact and
// ping, bundled by esbuild (one file; ESM and CommonJS, from `import` and from `require`, plain and
// minified) and by rollup with its node-resolve plugin, each run by Node, must print what the same app
// prints unbundled. The drivers stay outside the bundle: better-sqlite3 is installed beside the app, pg is
// not, so the bundle must load the one and name the other as missing.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import { build } from "esbuild";
import { type RollupCache, rollup } from "rollup";
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

describe("the packed package, bundled", () => {
  let project: PackedProject;
  before(() => {
    project = packedProject(["better-sqlite3"]);
    for (const [name, code] of Object.entries(APPS)) writeFileSync(join(project.dir, name), code);
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
  }
});

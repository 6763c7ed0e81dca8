// Every ```ts block of the README and every @example of a doc comment under src/ (exported or not)
// compiles under tsc against the built package: each is a module of its own that imports what it uses
// from "dburi" (dist/index.d.ts), or from its own file's dist/*.d.ts for that file's internal helpers; all
// of them are one tsc program, as strict as the package's own (tsconfig.json), unused names allowed.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { test } from "node:test";
import { pathToFileURL } from "node:url";
import {
  allExamples,
  compileUnit,
  DIST,
  declarationExports,
  type Example,
  type Exported,
  type OwnModule,
  ROOT,
} from "./helpers/examples.ts";

const INDEX = join(DIST, "index.d.ts");
const BUILD = "dist/ is missing or incomplete: run `npm run build` first";

/** Where an example's line is, as a failure names it: `src/uri/uri.ts:52: Uri` or `README.md:194`. */
function place(example: Example, unitLine: number, header: number): string {
  const index = Math.min(Math.max(unitLine - header - 1, 0), example.lines.length - 1);
  const at = `${example.file}:${example.lines[index] ?? example.lines[0] ?? 0}`;
  return example.symbol === "" ? at : `${at}: ${example.symbol}`;
}

/** tsc's errors, each with the continuation lines of its message joined to it. */
function diagnostics(output: string): { file: string; line: number; message: string }[] {
  const found: { file: string; line: number; message: string }[] = [];
  for (const text of output.split(/\r?\n/)) {
    const error = /^(.+?)\((\d+),\d+\): error (TS\d+: .*)$/.exec(text);
    if (error) found.push({ file: error[1] ?? "", line: Number(error[2]), message: error[3] ?? "" });
    else if (text.trim() !== "" && found.length > 0 && /^\s/.test(text)) {
      const last = found.at(-1);
      if (last) last.message += ` ${text.trim()}`;
    } else if (text.trim() !== "") found.push({ file: "", line: 0, message: text.trim() });
  }
  return found;
}

/** Compiles every example in one tsc program; the failures, one line each, in the order of the examples. */
function compileAll(examples: readonly Example[], publicExports: ReadonlyMap<string, Exported>): string[] {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), "dburi-examples-")));
  try {
    // The drivers and @types/node resolve through the repository's node_modules, "dburi" and "dburi/core"
    // through `paths`.
    symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "junction");
    writeFileSync(join(dir, "package.json"), '{ "type": "module" }\n');
    mkdirSync(join(dir, "units"));
    const seen = new Map<string, Map<string, Exported>>();
    const units = examples.map((example, i) => {
      const path = join(dir, "units", `${String(i).padStart(4, "0")}.ts`);
      let own: OwnModule | undefined;
      if (example.file.startsWith("src/")) {
        const built = join(DIST, example.file.slice("src/".length).replace(/\.ts$/, ".d.ts"));
        if (!existsSync(built)) throw new Error(`${built} is missing: ${BUILD}`);
        const from = (target: string) => relative(dirname(path), target).split("\\").join("/");
        own = {
          exports: declarationExports(built, seen),
          specifier: from(built).replace(/\.d\.ts$/, ".js"),
          resolve: (specifier) => from(join(dirname(built), specifier)),
        };
      }
      const unit = compileUnit(example, publicExports, own);
      writeFileSync(path, unit.text);
      return { path, example, header: unit.header };
    });
    const config = {
      extends: join(ROOT, "tsconfig.json"),
      compilerOptions: {
        noEmit: true,
        declaration: false,
        declarationMap: false,
        sourceMap: false,
        rootDir: dir,
        noUnusedLocals: false,
        noUnusedParameters: false,
        paths: { dburi: [INDEX], "dburi/core": [join(DIST, "core.d.ts")] },
      },
      files: units.map(({ path }) => path),
      include: [],
    };
    writeFileSync(join(dir, "tsconfig.json"), JSON.stringify(config, null, 2));
    const tsc = join(
      dirname(createRequire(import.meta.url).resolve("typescript/package.json")),
      "bin",
      "tsc",
    );
    const byPath = new Map(units.map((unit) => [unit.path, unit]));
    const failures: { order: number; text: string }[] = [];
    // tsc reports no type errors while any file has a syntax error: when all it reports are syntax errors
    // (TS1xxx), their units are emptied and the program compiled again, so that one example that does not
    // parse hides no other.
    for (let pass = 0; pass < 5; pass++) {
      const run = spawnSync(process.execPath, [tsc, "-p", join(dir, "tsconfig.json"), "--pretty", "false"], {
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      });
      if (run.error) throw run.error;
      const found = diagnostics(`${run.stdout}\n${run.stderr}`);
      const unparsed = new Set<string>();
      for (const { file, line, message } of found) {
        const unit = byPath.get(file) ?? byPath.get(join(dir, file));
        if (unit === undefined) failures.push({ order: -1, text: `${file}: ${message}` });
        else {
          failures.push({
            order: units.indexOf(unit),
            text: `${place(unit.example, line, unit.header)}: ${message}`,
          });
          if (message.startsWith("TS1")) unparsed.add(unit.path);
        }
      }
      if (run.status !== 0 && found.length === 0)
        failures.push({ order: -1, text: `tsc exited with ${run.status}` });
      if (unparsed.size === 0 || found.some(({ message }) => !message.startsWith("TS1"))) break;
      for (const path of unparsed) writeFileSync(path, "export {};\n");
    }
    return [...new Set(failures.sort((a, b) => a.order - b.order).map(({ text }) => text))];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test("every README ```ts block and every @example compiles against the built package", async (t) => {
  assert.ok(existsSync(INDEX), BUILD);
  const publicExports = declarationExports(INDEX);
  const runtime = Object.keys(await import(pathToFileURL(join(DIST, "index.js")).href));
  await t.test("the package's exports are read from dist/index.d.ts, every runtime one among them", () => {
    const values = [...publicExports].filter(([, exported]) => !exported.isType).map(([name]) => name);
    assert.deepEqual(values.sort(), runtime.sort());
  });
  const examples = allExamples();
  await t.test("the examples are found: the README's blocks and the doc comments' @examples", () => {
    assert.ok(examples.filter((e) => e.file === "README.md").length >= 10, "README.md has its ```ts blocks");
    assert.ok(examples.filter((e) => e.file.startsWith("src/")).length >= 500, "src/ has its @examples");
    const empty = examples.filter((e) => e.code.every((line) => line.trim() === ""));
    assert.deepEqual(
      empty.map((e) => `${e.file}:${e.lines[0] ?? ""}: ${e.symbol}`),
      [],
      "an @example without code",
    );
  });
  await t.test(`all ${examples.length} compile`, () => {
    const failures = compileAll(examples, publicExports);
    if (failures.length > 0)
      assert.fail(`${failures.length} errors in the examples:\n${failures.join("\n")}`);
  });
});

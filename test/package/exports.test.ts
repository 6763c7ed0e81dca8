// The package's entry points as Node and TypeScript resolve them: `dburi` (everything) and `dburi/core`
// (no connect/), from `import` and `require`, sharing one copy of the code, and their types under every
// module resolution a project may set.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { after, before, describe, test } from "node:test";
import * as connectLayer from "../../src/connect/index.ts";
import { type PackedProject, packedProject, ROOT } from "./packed.ts";

/** What connect/ exports: in `dburi` on Node, never in `dburi/core`. */
const CONNECT_ONLY = Object.keys(connectLayer).sort();

const APP = `
const all = await import("dburi");
const core = await import("dburi/core");
const { createRequire } = await import("node:module");
const required = createRequire(import.meta.url)("dburi/core");
let caught = null;
try {
  core.interpret("postgresql://h:99999/db");
} catch (error) {
  caught = [error instanceof all.DburiError, error.code];
}
console.log(JSON.stringify({
  onlyInAll: Object.keys(all).filter((name) => !(name in core)).sort(),
  onlyInCore: Object.keys(core).filter((name) => !(name in all)),
  sameClass: all.DburiError === core.DburiError && required.DburiError === core.DburiError,
  sameRegistry: all.registry === core.registry,
  caught,
}));
`;

/** A module that uses both entries' types: compiled, never run. */
const TYPED = `
import { type DburiError, interpret, ping, type PingResult } from "dburi";
import { type AnyTarget, interpret as interpretCore, redact, toPgConfig } from "dburi/core";

const target: AnyTarget = interpretCore("postgresql://app@db.example.com/shop");
const host: string | undefined = toPgConfig(target).host;
const same: AnyTarget = interpret(redact("redis://:pw@cache/0"));
const result: Promise<PingResult> = ping(target);
export const used: [string | undefined, AnyTarget, Promise<PingResult>, DburiError | null] = [host, same, result, null];
`;

describe("the entry points", () => {
  let project: PackedProject;
  before(() => {
    project = packedProject();
    writeFileSync(join(project.dir, "app.mjs"), APP);
  });
  after(() => project?.remove());

  test("dburi/core is dburi without connect/, one copy of the code behind both, from import and require", () => {
    const result = spawnSync(process.execPath, ["app.mjs"], {
      cwd: project.dir,
      encoding: "utf8",
      timeout: 60_000,
    });
    assert.equal(result.status, 0, result.stderr);
    assert.ok(
      CONNECT_ONLY.includes("ping") && CONNECT_ONLY.includes("connect"),
      "connect/'s exports are read",
    );
    assert.deepEqual(JSON.parse(result.stdout), {
      onlyInAll: CONNECT_ONLY,
      onlyInCore: [],
      sameClass: true,
      sameRegistry: true,
      caught: [true, "invalid-port"],
    });
  });

  for (const [module, moduleResolution] of [
    ["node16", "node16"],
    ["nodenext", "nodenext"],
    ["esnext", "bundler"],
  ] as const) {
    test(`the types of dburi and dburi/core resolve under module ${module}, moduleResolution ${moduleResolution}`, () => {
      const dir = join(project.dir, `types-${moduleResolution}`);
      mkdirSync(dir);
      writeFileSync(join(dir, "package.json"), '{ "type": "module" }\n');
      writeFileSync(join(dir, "app.ts"), TYPED);
      symlinkSync(join(project.dir, "node_modules"), join(dir, "node_modules"), "dir");
      // @types/node for the declarations of connect/, as a Node project has it.
      mkdirSync(join(project.dir, "node_modules", "@types"), { recursive: true });
      try {
        symlinkSync(
          join(ROOT, "node_modules", "@types", "node"),
          join(project.dir, "node_modules", "@types", "node"),
        );
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      const config = {
        compilerOptions: {
          module,
          moduleResolution,
          target: "es2022",
          strict: true,
          noEmit: true,
          types: ["node"],
        },
        files: ["app.ts"],
      };
      writeFileSync(join(dir, "tsconfig.json"), JSON.stringify(config));
      const tsc = join(
        dirname(createRequire(import.meta.url).resolve("typescript/package.json")),
        "bin",
        "tsc",
      );
      const result = spawnSync(process.execPath, [tsc, "-p", dir, "--pretty", "false"], {
        encoding: "utf8",
        timeout: 120_000,
      });
      assert.equal(result.status, 0, `${result.stdout}${result.stderr}`);
    });
  }
});

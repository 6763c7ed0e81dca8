// What the browser entry costs an app: each app below, importing from the packed package's `dburi/core`,
// bundled by esbuild for the browser and minified, then gzipped. The static data (the IANA snapshot, the
// root zone's top-level domains) must stay out of a bundle that uses only `parseUri`, `interpret` and
// `redact`: the functions that read them (`lookupIanaScheme`, `createRegistry`, `reviewTemplate`, ...)
// are the only way in.
//
// The budgets are the package's targets (parseUri alone at most 12 KB, interpret and redact at most 40 KB).
// Where the build does not meet a target yet, `ceiling` holds the size it must not grow past, so the gap
// can only close: the output prints both figures, and the CHANGELOG says what the gap is made of.
// The gzipped size of the same code moves by up to half a kilobyte with the names the minifier picks,
// which depend on the rest of the package (the same minified bytes of `interpret` + `redact` gave 69.8
// and 70.2 KB before and after an unrelated export was added), so a ceiling sits a kilobyte above the size
// it was set at.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { type PackedProject, packedProject } from "./packed.ts";

interface Budget {
  /** The names the app imports from `dburi/core`. */
  readonly names: readonly string[];
  /** What the app keeps of them, as an expression of the names; all of them when absent. */
  readonly uses?: string | undefined;
  /** The target, in bytes of the minified and gzipped bundle. */
  readonly target: number;
  /** Until the target is met: the size the bundle must stay under. */
  readonly ceiling?: number | undefined;
}

const KB = 1024;
const BUDGETS: readonly Budget[] = [
  { names: ["parseUri"], target: 12 * KB, ceiling: 13.5 * KB },
  { names: ["redact"], target: 12 * KB },
  { names: ["interpret", "redact"], target: 40 * KB, ceiling: 71 * KB },
  // An app that reads one family's URIs (DATABASE_URL for PostgreSQL): interpret over that family alone.
  {
    names: ["createInterpreter", "POSTGRES_SCHEMES", "redact"],
    uses: "createInterpreter([POSTGRES_SCHEMES]), redact",
    target: 40 * KB,
  },
];

/** Text found only in the IANA snapshot, and only in the root zone's list: neither may be in a bundle. */
const DATA_MARKERS = {
  "the IANA snapshot": "Provisional,",
  "the root zone's top-level domains": "xn--",
} as const;

/** The minified browser bundle of an app importing `names` from `dburi/core`. */
async function bundle(project: PackedProject, budget: Budget): Promise<string> {
  const names = budget.names.join(", ");
  const result = await build({
    absWorkingDir: project.dir,
    stdin: {
      contents: `import { ${names} } from "dburi/core";\nglobalThis.used = [${budget.uses ?? names}];\n`,
      resolveDir: project.dir,
      loader: "js",
    },
    bundle: true,
    minify: true,
    platform: "browser",
    // The browser condition, as every bundler targeting browsers sets it.
    conditions: ["browser"],
    format: "esm",
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]?.text ?? "";
}

describe("the browser entry's size, minified and gzipped", () => {
  let project: PackedProject;
  before(() => {
    project = packedProject();
  });
  after(() => project?.remove());

  for (const budget of BUDGETS) {
    const what = budget.uses ?? budget.names.join(" + ");
    test(`${what}: at most ${budget.target / KB} KB${budget.ceiling ? ` (for now ${budget.ceiling / KB} KB)` : ""}`, async (t) => {
      const code = await bundle(project, budget);
      const size = gzipSync(code, { level: 9 }).length;
      t.diagnostic(
        `${what}: ${(size / KB).toFixed(1)} KB gzipped (${(code.length / KB).toFixed(0)} KB minified)`,
      );
      assert.doesNotMatch(
        code,
        /\bfrom\s*["']node:|\b(?:import|require)\(\s*["']node:/,
        `${what}: a Node built-in`,
      );
      for (const [data, marker] of Object.entries(DATA_MARKERS)) {
        assert.ok(!code.includes(marker), `${what}: the bundle holds ${data}`);
      }
      assert.ok(
        size <= (budget.ceiling ?? budget.target),
        `${what}: ${size} bytes, over ${budget.ceiling ?? budget.target}`,
      );
      if (budget.ceiling !== undefined) {
        // A ceiling the build has come under by two kilobytes is lowered, so it cannot hide a regression.
        assert.ok(
          size > budget.ceiling - 2 * KB,
          `${what}: ${size} bytes; lower its ceiling to the size it has`,
        );
      }
    });
  }
});

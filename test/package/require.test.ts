// CommonJS: `require("dburi")` from a CommonJS file loads the package (Node's require of ES modules, which
// needs no flag on the Node versions package.json's engines admits) with every export `import` sees.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { type PackedProject, packedProject, ROOT } from "./packed.ts";

const APP = `
const dburi = require("dburi");
const { interpret, redact, toPgConfig, DburiError } = dburi;
const target = interpret("postgresql://app:s3cret@db.example.com/shop?sslmode=require");
let error = null;
try {
  interpret("postgresql://app:s3cret@db.example.com:99999/shop");
} catch (caught) {
  error = [caught instanceof DburiError, caught.code];
}
import("dburi").then((imported) => {
  console.log(JSON.stringify({
    config: toPgConfig(target),
    redacted: redact("amqp://guest:s3cret@mq.example.com/%2f"),
    error,
    version: require("dburi/package.json").version,
    sameExports: Object.keys(dburi).sort().join() === Object.keys(imported).sort().join(),
    sameFunction: dburi.interpret === imported.interpret,
  }));
});
`;

describe("require from CommonJS", () => {
  let project: PackedProject;
  before(() => {
    project = packedProject();
    writeFileSync(join(project.dir, "app.cjs"), APP);
  });
  after(() => project?.remove());

  test("require('dburi') in a child process gives the package's exports", () => {
    const result = spawnSync(process.execPath, ["app.cjs"], {
      cwd: project.dir,
      encoding: "utf8",
      timeout: 60_000,
    });
    assert.equal(result.status, 0, result.stderr);
    const { version } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string };
    assert.deepEqual(JSON.parse(result.stdout), {
      config: {
        host: "db.example.com",
        user: "app",
        password: "***",
        database: "shop",
        ssl: { rejectUnauthorized: false },
      },
      redacted: "amqp://guest:***@mq.example.com/%2f",
      error: [true, "invalid-port"],
      version,
      sameExports: true,
      sameFunction: true,
    });
  });
});

/** A version as numbers: [major, minor, patch]. */
function versionOf(text: string): number[] {
  const parts = text.split(".").map(Number);
  assert.ok(parts.length === 3 && parts.every(Number.isInteger), `'${text}' is major.minor.patch`);
  return parts;
}

/** a - b, compared part by part. */
function compare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** Whether a range of `^x.y.z` and `>=x.y.z` alternatives joined by `||` admits a version. */
function admits(range: string, version: string): boolean {
  const v = versionOf(version);
  return range.split("||").some((alternative) => {
    const [, op, bound] = /^\s*(\^|>=)(\S+)\s*$/.exec(alternative) ?? [];
    assert.ok(op !== undefined && bound !== undefined, `'${alternative}' is ^x.y.z or >=x.y.z`);
    const b = versionOf(bound);
    return compare(v, b) >= 0 && (op === ">=" || v[0] === b[0]);
  });
}

test("engines admits exactly the Node versions whose require loads ES modules without a flag", () => {
  const { engines } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
    engines: { node: string };
  };
  // Node 20.19 and 22.12 made require of ES modules work without --experimental-require-module; Node 21
  // never did. Those before need the flag, so a CommonJS user of dburi would fail there.
  const cases: [string, boolean][] = [
    ["20.18.3", false],
    ["20.19.0", true],
    ["20.20.2", true],
    ["21.7.3", false],
    ["22.11.0", false],
    ["22.12.0", true],
    ["24.0.0", true],
  ];
  assert.deepEqual(
    cases.map(([version]) => [version, admits(engines.node, version)]),
    cases,
  );
  assert.ok(admits(engines.node, process.versions.node), `this Node (${process.versions.node}) is admitted`);
});

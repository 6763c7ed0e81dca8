// What npm publishes: the built code with its types, the README, the licence and the changelog; no source
// maps (src/ is not published, so maps into it would point at nothing), nothing of src/ or test/. And the
// metadata users read: the licence matches package.json, the changelog has its Unreleased section, and each
// peer range is the one major the tests install, as the README's Install table says.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { type PackedProject, packedProject, ROOT } from "./packed.ts";

interface PackageJson {
  readonly license: string;
  readonly author: string;
  readonly main: string;
  readonly types: string;
  readonly bin: Readonly<Record<string, string>>;
  readonly exports: Readonly<Record<string, Target>>;
  readonly peerDependencies: Readonly<Record<string, string>>;
  readonly peerDependenciesMeta: Readonly<Record<string, { readonly optional?: boolean }>>;
}

/** What an `exports` entry points at: a path, or conditions (`browser`, `types`, `default`) to targets. */
type Target = string | { readonly [condition: string]: Target };

/** Every path an `exports` target names, through nested conditions. */
function pathsOf(target: Target): string[] {
  return typeof target === "string" ? [target] : Object.values(target).flatMap(pathsOf);
}

const PKG = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as PackageJson;
const LOCK = JSON.parse(readFileSync(join(ROOT, "package-lock.json"), "utf8")) as {
  packages: Readonly<Record<string, { readonly version: string }>>;
};

describe("the published files", () => {
  let project: PackedProject;
  before(() => {
    project = packedProject();
  });
  after(() => project?.remove());

  test("hold the README, the licence, the changelog and package.json", () => {
    for (const file of ["README.md", "LICENSE", "CHANGELOG.md", "package.json"]) {
      assert.ok(project.files.includes(file), `${file} is published`);
    }
  });

  test("hold every file package.json points at", () => {
    const paths = [
      PKG.main,
      PKG.types,
      ...Object.values(PKG.bin),
      ...Object.values(PKG.exports).flatMap(pathsOf),
    ];
    for (const path of paths) {
      assert.ok(project.files.includes(path.replace(/^\.\//, "")), `${path} is published`);
    }
  });

  test("hold only dist/ and the documents: no source, no tests, no source maps", () => {
    const others = project.files.filter(
      (file) =>
        !file.startsWith("dist/") && !["README.md", "LICENSE", "CHANGELOG.md", "package.json"].includes(file),
    );
    assert.deepEqual(others, []);
    assert.deepEqual(
      project.files.filter((file) => file.endsWith(".map")),
      [],
    );
    const mapped = project.files.filter(
      (file) =>
        /\.(js|d\.ts)$/.test(file) &&
        readFileSync(join(project.dir, "node_modules", "dburi", file), "utf8").includes("sourceMappingURL"),
    );
    assert.deepEqual(mapped, []);
  });
});

test("the licence is package.json's, with its author as the copyright holder", () => {
  const text = readFileSync(join(ROOT, "LICENSE"), "utf8");
  assert.equal(PKG.license, "MIT");
  assert.match(text, /^MIT License\n/);
  assert.match(text, new RegExp(`^Copyright \\(c\\) \\d{4} ${PKG.author}$`, "m"));
});

test("the changelog keeps an Unreleased section first", () => {
  const text = readFileSync(join(ROOT, "CHANGELOG.md"), "utf8");
  assert.match(text, /keepachangelog\.com/);
  const versions = [...text.matchAll(/^## \[([^\]]+)\]/gm)].map((match) => match[1]);
  assert.equal(versions[0], "Unreleased");
});

describe("the peer dependencies", () => {
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  const install = readme.slice(readme.indexOf("## Install"), readme.indexOf("## Try it"));

  for (const [name, range] of Object.entries(PKG.peerDependencies)) {
    test(`${name}: optional, its range the major the tests install, as the README says`, () => {
      assert.equal(PKG.peerDependenciesMeta[name]?.optional, true);
      const installed = LOCK.packages[`node_modules/${name}`]?.version;
      assert.ok(installed !== undefined, `package-lock.json installs ${name}`);
      const major = installed.split(".")[0];
      assert.equal(range, `^${major}.0.0`);
      const row = install.split("\n").find((line) => line.includes(`\`${name}\``));
      assert.ok(row !== undefined, `the README's Install table lists ${name}`);
      assert.ok(row.includes(`\`${range}\``), `the README gives ${name}'s range ${range}`);
      assert.ok(row.includes(installed), `the README gives the tested ${name} ${installed}`);
    });
  }
});

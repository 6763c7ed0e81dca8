// Without its driver installed, every engine fails with driver-not-installed naming the npm package to
// add (never the module path dburi imports, such as mysql2/promise). The built package is copied to a
// temporary directory with no node_modules anywhere above it, and run there in a child process.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { after, describe, test } from "node:test";
import { fileURLToPath } from "node:url";

const DIST = fileURLToPath(new URL("../../dist", import.meta.url));

/** Each driver package, and a URI and options that make connect/ping need exactly that one. */
const CASES = [
  { pkg: "pg", uri: "postgresql://app@127.0.0.1:1/shop", options: {} },
  { pkg: "mysql2", uri: "mysql://app@127.0.0.1:1/shop", options: { driver: "mysql2" } },
  { pkg: "mariadb", uri: "mariadb://app@127.0.0.1:1/shop", options: { driver: "mariadb" } },
  { pkg: "better-sqlite3", uri: "db:sqlite::memory:", options: { driver: "better-sqlite3" } },
  { pkg: "redis", uri: "redis://127.0.0.1:1/0", options: { driver: "redis" } },
  { pkg: "ioredis", uri: "redis://127.0.0.1:1/0", options: { driver: "ioredis" } },
  { pkg: "amqplib", uri: "amqp://127.0.0.1:1", options: {} },
] as const;

const CHILD = `
import { connect, ping } from "./dist/index.js";
const out = [];
for (const c of JSON.parse(process.argv[2])) {
  for (const [name, call] of [["connect", connect], ["ping", ping]]) {
    try {
      const client = await call(c.uri, { ...c.options, timeoutMs: 2000 });
      out.push({ pkg: c.pkg, call: name, ok: true });
      await client?.close?.();
    } catch (error) {
      out.push({ pkg: c.pkg, call: name, code: error.code, reason: error.reason, fix: error.fix });
    }
  }
}
console.log(JSON.stringify(out));
`;

/** Directories above `dir` holding node_modules/<pkg>: any would make the copy find the driver. */
function ancestorsWith(dir: string, pkg: string): string[] {
  const found: string[] = [];
  for (let d = dir; ; d = dirname(d)) {
    if (existsSync(join(d, "node_modules", pkg))) found.push(d);
    if (dirname(d) === d) return found;
  }
}

describe("a driver that is not installed", {
  skip: existsSync(DIST) ? false : "dist/ is not built (npm run build)",
}, () => {
  const dir = mkdtempSync(join(tmpdir(), "dburi-no-drivers-"));
  after(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(DIST, join(dir, "dist"), { recursive: true });
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "dburi-copy", type: "module" }));
  writeFileSync(join(dir, "check.mjs"), CHILD);

  test("the copy is somewhere no driver can be found", () => {
    for (const { pkg } of CASES)
      assert.deepEqual(ancestorsWith(dir, pkg), [], `${pkg} is installed above ${dir}`);
  });

  const run = spawnSync(process.execPath, ["check.mjs", JSON.stringify(CASES)], {
    cwd: dir,
    encoding: "utf8",
    timeout: 60_000,
  });
  const results = run.status === 0 ? (JSON.parse(run.stdout) as Record<string, string>[]) : [];
  for (const { pkg } of CASES) {
    test(`${pkg}: connect and ping fail with driver-not-installed naming '${pkg}'`, () => {
      assert.equal(run.status, 0, run.stderr);
      const mine = results.filter((r) => r.pkg === pkg);
      assert.equal(mine.length, 2);
      for (const result of mine) {
        assert.equal(result.code, "driver-not-installed", JSON.stringify(result));
        assert.ok(result.reason?.includes(`'${pkg}'`), result.reason);
        assert.ok(!result.reason?.includes("/promise"), result.reason);
        assert.ok(result.fix?.includes(`npm install ${pkg}`), result.fix);
      }
    });
  }
});

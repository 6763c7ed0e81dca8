// The published declarations, compiled as a consumer compiles them (tsc, strict, skipLibCheck off, so
// that dburi's own .d.ts files are checked too): a project with none of the drivers nor their types
// compiles, with `connect` typed by driver through its structural client types; a project with pg and
// @types/pg that names pg's Client in `DriverClients` (module augmentation) gets pg's own type from
// `connect(uri, { driver: "pg" })`, and without the augmentation does not.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { after, before, describe, test } from "node:test";
import { type PackedProject, packedProject, ROOT } from "./packed.ts";

const TSC = join(dirname(createRequire(import.meta.url).resolve("typescript/package.json")), "bin", "tsc");

/** A consumer's compiler options: strict, Node's module resolution, the package's own .d.ts checked. */
const COMPILER_OPTIONS = {
  target: "es2022",
  lib: ["es2022"],
  module: "nodenext",
  moduleResolution: "nodenext",
  types: ["node"],
  strict: true,
  noEmit: true,
  skipLibCheck: false,
};

/** Links packages of this repository's node_modules into `dir`/node_modules. */
function link(dir: string, names: readonly string[]): void {
  for (const name of names) {
    const to = join(dir, "node_modules", name);
    mkdirSync(dirname(to), { recursive: true });
    symlinkSync(join(ROOT, "node_modules", name), to, "dir");
  }
}

/** Compiles `files` (name to source) in `dir` with tsc; its exit status and what it printed. */
function compile(
  dir: string,
  files: Readonly<Record<string, string>>,
): { status: number | null; output: string } {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "package.json"), '{ "type": "module" }\n');
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  writeFileSync(
    join(dir, "tsconfig.json"),
    JSON.stringify({ compilerOptions: COMPILER_OPTIONS, files: Object.keys(files) }, null, 2),
  );
  const run = spawnSync(process.execPath, [TSC, "-p", "tsconfig.json", "--pretty", "false"], {
    cwd: dir,
    encoding: "utf8",
    timeout: 120_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const WITHOUT_DRIVERS = `
import { connect, interpret, ping, toAmqplibOptions, toMysql2Config, toPgConfig, type PgClientLike } from "dburi";

const client = await connect("postgresql://app@db/shop", { driver: "pg", signal: AbortSignal.timeout(5000) });
const { rows } = await client.query("SELECT 1 AS one");
const typed: PgClientLike = client;
await typed.end();
const redis = await connect("redis://localhost/0", { driver: "redis" });
await redis.sendCommand(["PING"]);
await redis.close();
const anyClient = await connect("amqp://localhost");
const { latencyMs } = await ping("mysql://root@localhost/shop", { driver: "mysql2" });
const config = toPgConfig(interpret("postgresql://db/shop"));
const mysql = toMysql2Config(interpret("mysql://db/shop?flags=FOUND_ROWS"));
const amqp = toAmqplibOptions(interpret("amqp://mq/"));
export { anyClient, amqp, config, latencyMs, mysql, rows };
`;

const AUGMENTED = `
import type { Client } from "pg";
import { connect } from "dburi";

declare module "dburi" {
  interface DriverClients {
    pg: Client;
  }
}

const client = await connect("postgresql://app@db/shop", { driver: "pg" });
const own: Client = client;
own.escapeIdentifier("shop"); // pg's own method, which PgClientLike has not
const redis = await connect("redis://localhost/0", { driver: "ioredis" });
await redis.call("PING"); // a driver left out keeps its structural type
export {};
`;

const NOT_AUGMENTED = `
import { connect } from "dburi";

const client = await connect("postgresql://app@db/shop", { driver: "pg" });
client.escapeIdentifier("shop");
export {};
`;

describe("the published types, in a consumer's project", () => {
  let project: PackedProject;
  before(() => {
    project = packedProject();
    // Node's types only: no driver, no driver's types.
    link(project.dir, ["@types/node", "undici-types"]);
  });
  after(() => project?.remove());

  test("compile without any driver or driver's types, connect typed by driver", () => {
    const dir = join(project.dir, "without-drivers");
    for (const name of ["pg", "@types/pg", "mysql2", "redis", "ioredis", "amqplib", "mariadb"]) {
      assert.ok(!existsSync(join(project.dir, "node_modules", name)), `${name} is not installed`);
    }
    const { status, output } = compile(dir, { "app.ts": WITHOUT_DRIVERS });
    assert.equal(status, 0, output);
  });

  test("DriverClients names a driver's own client type, by module augmentation", () => {
    const dir = join(project.dir, "with-pg");
    link(dir, ["pg", "@types/pg", "pg-types", "pg-protocol"]);
    const augmented = compile(dir, { "app.ts": AUGMENTED });
    assert.equal(augmented.status, 0, augmented.output);
    const plain = compile(join(dir, "plain"), { "app.ts": NOT_AUGMENTED });
    assert.notEqual(plain.status, 0, "without the augmentation, connect gives PgClientLike");
    assert.match(plain.output, /TS2339: Property 'escapeIdentifier' does not exist on type 'PgClientLike'/);
  });
});

// ping's latencyMs starts once the driver is loaded, for every engine: with every driver import made
// 600 ms slower (test/helpers/slow-drivers.mjs), a loopback ping still reports far less.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { serviceSkip } from "../helpers/services.ts";

const HOOK = fileURLToPath(new URL("../helpers/slow-drivers.mjs", import.meta.url));
const INDEX = fileURLToPath(new URL("../../src/index.ts", import.meta.url));

const SERVICES = [
  ["redis", "redis://127.0.0.1:6379/0", 6379],
  ["pg", "postgresql://postgres@127.0.0.1:5432/postgres", 5432],
  ["mysql", "mysql://root@127.0.0.1:3306/", 3306],
  ["amqp", "amqp://guest:guest@127.0.0.1:5672", 5672],
] as const;

describe("latencyMs excludes loading the driver", async () => {
  for (const [engine, uri, port] of SERVICES) {
    const skip = await serviceSkip(engine, port);
    test(engine, { skip }, async () => {
      const script = `
        import { register } from "node:module";
        import { pathToFileURL } from "node:url";
        register(pathToFileURL(${JSON.stringify(HOOK)}));
        const { ping } = await import(pathToFileURL(${JSON.stringify(INDEX)}).href);
        const started = performance.now();
        const result = await ping(${JSON.stringify(uri)}, { timeoutMs: 10000 });
        console.log(JSON.stringify({ wall: performance.now() - started, latency: result.latencyMs }));
      `;
      const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
        encoding: "utf8",
      });
      assert.equal(run.status, 0, run.stderr);
      const { wall, latency } = JSON.parse(run.stdout.trim().split("\n").at(-1)!) as {
        wall: number;
        latency: number;
      };
      assert.ok(wall >= 600, `the import was slowed (${wall} ms)`);
      assert.ok(latency < wall - 500, `latency ${latency} ms of ${wall} ms includes the driver's import`);
    });
  }
});

// What the command line reads, it reads in time and memory linear in the input: standard input for one URI
// (parse -), and check's lists (--file, -), checked and printed one line at a time.
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { checkAll } from "../../src/cli/commands/check.ts";
import { listLines, oneLine } from "../../src/cli/input.ts";
import { UsageError } from "../../src/cli/usage.ts";
import { assertLinear } from "../helpers/linear.ts";
import { dburi } from "./run.ts";

const BIN = fileURLToPath(new URL("../../dist/cli/main.cjs", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "dburi-streaming-"));
after(() => rmSync(dir, { recursive: true, force: true }));

/** The text in pieces of `size` characters, as a stream delivers it. */
async function* inPieces(text: string, size: number): AsyncGenerator<string> {
  for (let at = 0; at < text.length; at += size) yield text.slice(at, at + size);
}

/** URIs a line, valid ones with and without warnings and invalid ones, `n` lines. */
function list(n: number): string {
  const shapes = [
    "redis://h:6379/0",
    "postgresql://app:pw@db/shop?sslmode=require&channel_binding=require",
    "amqp://guest@rabbit/a/b",
    "# a comment",
    "",
    "mysql://app@db/shop?ssl-capath=/etc/certs",
  ];
  return Array.from({ length: n }, (_, i) => shapes[i % shapes.length]).join("\n");
}

describe("a run of line endings on standard input stalls parse -", () => {
  test("one URI on standard input is found in time linear in the input", async () => {
    const stripped = (text: string) => {
      try {
        return oneLine(text);
      } catch (error) {
        if (error instanceof UsageError) return error.message;
        throw error;
      }
    };
    // Many line endings before the last character (several lines), and after it (one URI).
    await assertLinear((k) => `${"\n".repeat(4000 * k)}x`, stripped, 10);
    await assertLinear((k) => `redis://h${"\r\n".repeat(4000 * k)}`, stripped, 10);
    assert.equal(oneLine("redis://h\r\n\n"), "redis://h");
    assert.throws(() => oneLine("\n\r\n"), /standard input is empty/);
    assert.throws(() => oneLine("a\r\nb\n"), /holds 2 lines/);
  });
  test("dburi parse - answers 80,000 line endings before a URI at once, with the count", () => {
    const run = dburi(["parse", "-"], { input: `${"\n".repeat(80_000)}x` });
    assert.equal(run.status, 2);
    assert.match(run.stderr, /standard input holds 80001 lines/);
  });
});

describe("a long list or a long line makes check slower than its length", () => {
  const options = { reveal: false, strict: false, json: false };
  const discard = () => {};
  test("per line: reading, checking and printing 1, 2, 4 and 8 times as many lines", async () => {
    for (const json of [false, true]) {
      await assertLinear(
        (k) => list(300 * k),
        (text: string) =>
          checkAll(listLines(inPieces(text, 4096), String), { ...options, json }, discard, discard),
      );
    }
  });
  test("one line in many pieces: read in time linear in its length", async () => {
    const line = (k: number) => `redis://h/0?${"client_name=a&".repeat(20_000 * k)}x=1`;
    await assertLinear(line, async (text: string) => {
      for await (const uri of listLines(inPieces(text, 1024), String)) assert.equal(uri.origin, "1");
    });
  });
  test("lines are read as a whole file would be split, whatever the pieces", async () => {
    const text = `# list\r\n redis://a \n\n\rredis://b\r\r\nredis://${"c".repeat(3000)}\nredis://d`;
    const whole = text
      .split(/\r?\n/)
      .map((line, i) => ({ text: line.trim(), origin: String(i + 1) }))
      .filter(({ text: line }) => line !== "" && !line.startsWith("#"));
    for (const size of [1, 2, 7, 1024, 10_000]) {
      const read = [];
      for await (const uri of listLines(inPieces(text, size), String)) read.push(uri);
      assert.deepEqual(read, whole, `pieces of ${size}`);
    }
  });
  test("--json written piece by piece is the document JSON.stringify would write", async () => {
    let out = "";
    async function* sources() {
      yield { text: "redis://:longpassword@h/1?db=1", origin: "argument 1" };
      yield { text: "redis://h/x", origin: "argument 2" };
      yield { text: "redis://h/0", origin: "argument 3" };
    }
    const tally = await checkAll(sources(), { ...options, strict: true, json: true }, (text) => {
      out += text;
    });
    assert.deepEqual(tally, { checked: 3, invalid: 1, warned: 1, failed: 2 });
    const document = JSON.parse(out);
    assert.equal(out, `${JSON.stringify(document, null, 2)}\n`);
    assert.deepEqual(document.summary, {
      checked: 3,
      valid: 1,
      failed: 2,
      invalid: 1,
      warnings: 1,
      strict: true,
    });
  });
});

describe("a long list overflows check's stack or fills its memory", () => {
  test("200,000 lines from --file are checked in a heap of 32 MB, each printed", () => {
    const file = join(dir, "long.txt");
    writeFileSync(
      file,
      `${Array.from({ length: 200_000 }, (_, i) => `redis://h:${1 + (i % 60000)}/0`).join("\n")}\n`,
    );
    // Before, the lines were spread into one call (a stack overflow above about 123,000) and every
    // result kept until the summary; the heap's limit makes a result list of this length fail.
    const run = spawnSync(process.execPath, ["--max-old-space-size=32", BIN, "check", "--file", file], {
      encoding: "utf8",
      maxBuffer: 64 << 20,
      timeout: 60_000,
    });
    assert.equal(run.status, 0, run.stderr.slice(0, 2000));
    assert.match(run.stdout, /^✔ line 1 of .*long\.txt {2}redis:\/\/h:1\/0$/m);
    assert.match(run.stdout, /^✔ line 200000 of /m);
    assert.match(run.stdout, /\n200000 checked, 200000 valid\n$/);
  });
  test("the first result of check - is printed before standard input is closed", async () => {
    const child = spawn(process.execPath, [BIN, "check", "-", "--json"], { stdio: "pipe" });
    let out = "";
    child.stdout.setEncoding("utf8");
    const firstResult = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no result while the input was open: ${out}`)), 20_000);
      child.stdout.on("data", (text: string) => {
        out += text;
        if (out.includes('"origin": "standard input line 2"')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    child.stdin.write("# first\nredis://h/0\n");
    try {
      await firstResult;
    } finally {
      child.stdin.end("redis://h/x\n");
    }
    const status = await new Promise((resolve) => child.on("close", resolve));
    assert.equal(status, 1);
    const document = JSON.parse(out);
    assert.deepEqual(
      document.results.map((r: { origin: string }) => r.origin),
      ["standard input line 2", "standard input line 3"],
    );
    assert.equal(document.summary.invalid, 1);
  });
});

// The README's command-line section shows real output: each `$ dburi ...` line of its console blocks is
// run (in a scratch directory, with the files `$ cat` shows and the variables `$ export` sets) and its
// standard output compared with the lines shown under it. `ping` talks to the local Redis: its server
// version and latency vary, so they are masked on both sides; without Redis it skips, saying why.
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { serviceSkip } from "../helpers/services.ts";
import { dburi } from "./run.ts";

const README = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
const SECTION = "## The command line";

/** One `$ command` line of a console block and the output shown under it. */
interface Step {
  readonly line: string;
  readonly words: string[];
  readonly output: string;
}

/** The words of a command line as a POSIX shell splits them: single quotes, no expansion. */
function words(line: string): string[] {
  const out: string[] = [];
  let word: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === "'") {
      const end = line.indexOf("'", i + 1);
      assert.ok(end > i, `unclosed quote in: ${line}`);
      word = (word ?? "") + line.slice(i + 1, end);
      i = end;
    } else if (c === " ") {
      if (word !== null) out.push(word);
      word = null;
    } else {
      assert.ok(!/["\\$`|&;<>*?]/.test(c), `the README session uses only plain words and '...': ${line}`);
      word = (word ?? "") + c;
    }
  }
  if (word !== null) out.push(word);
  return out;
}

/** The steps of every console block of the README's command-line section. */
function steps(): Step[] {
  const start = README.indexOf(SECTION);
  const end = README.indexOf("\n## ", start + SECTION.length);
  const section = README.slice(start, end);
  const found: Step[] = [];
  for (const [, block = ""] of section.matchAll(/```console\n([\s\S]*?)```/g)) {
    const lines = block.split("\n");
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      if (!line.startsWith("$ ")) continue;
      let j = i + 1;
      while (j < lines.length && !lines[j]!.startsWith("$ ")) j++;
      // A blank line separates a command's output from the next command.
      const output = lines
        .slice(i + 1, j)
        .join("\n")
        .replace(/\n+$/, "");
      found.push({ line, words: words(line.slice(2)), output });
      i = j - 1;
    }
  }
  return found;
}

/** The parts of ping's output that vary from run to run: the server's version and the latency. */
function masked(text: string): string {
  return text.replace(/^(ok {2}\w+) \S+/m, "$1 <version>").replace(/\d+(\.\d+)? ms\b/, "<n> ms");
}

const all = steps();
const dir = mkdtempSync(join(tmpdir(), "dburi-readme-"));
after(() => rmSync(dir, { recursive: true, force: true }));
const redisSkip = all.some((s) => s.words[1] === "ping") ? await serviceSkip("Redis", 6379) : false;

test("the README's session has the commands it is known for", () => {
  const commands = all.filter((s) => s.words[0] === "dburi").map((s) => s.words[1]);
  for (const command of ["parse", "check", "convert", "normalize", "ping"])
    assert.ok(commands.includes(command), command);
  // No output is shortened: "..." on a line of its own once stood for the rows left out.
  for (const step of all) assert.doesNotMatch(step.output, /^\s*\.\.\.\s*$/m, step.line);
});

test("every command of the README's session prints what the README shows", { skip: redisSkip }, () => {
  const env: Record<string, string> = {};
  for (const step of all) {
    const [program, ...args] = step.words;
    if (program === "cat") {
      // The file the session reads, as it shows it.
      assert.equal(args.length, 1, step.line);
      writeFileSync(join(dir, args[0]!), `${step.output}\n`);
    } else if (program === "export") {
      const [name, value] = (args[0] ?? "").split(/=(.*)/s) as [string, string];
      env[name] = value;
    } else {
      assert.equal(program, "dburi", `the README session runs dburi, cat and export only: ${step.line}`);
      const run = dburi(args, { env, cwd: dir });
      const shown = args[0] === "ping" ? masked(step.output) : step.output;
      const printed = args[0] === "ping" ? masked(run.stdout) : run.stdout;
      assert.equal(printed.replace(/\n$/, ""), shown, `${step.line}\n${run.stderr}`);
    }
  }
});

test("the README and package.json name the same oldest Node, and the oldest of each later major", () => {
  const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
  // engines is `>=X.Y.Z`, or `^X.Y.Z || >=U.V.W` where a later major starts later than its .0.
  const bounds = String(pkg.engines.node)
    .split("||")
    .map((alternative) => /^\s*(?:\^|>=)(\d+)\.(\d+)(?:\.\d+)?\s*$/.exec(alternative));
  assert.ok(bounds.length > 0 && bounds.every((bound) => bound !== null), pkg.engines.node);
  const [oldest, ...later] = bounds.map((bound) => `${bound![1]}\\.${bound![2]}`);
  assert.match(README, new RegExp(`Node ${oldest} or later`));
  for (const version of later) assert.match(README, new RegExp(`${version} or later`));
});

// Start-up cost: the CPU time (user + system) of a Node process that runs the dburi command or imports the
// package, against `node -e 0`, the floor every Node program pays. Each command runs as a child process in
// interleaved rounds, so that machine noise falls on all of them alike; a child's CPU time is read from
// the kernel's count of the time of waited-for children (/proc/self/stat, Linux), which covers the whole
// process from exec to exit. The command line keeps V8's code cache of each command it ran
// (src/cli/code-cache.ts): the runs here keep theirs in a folder of their own, made by the first run of
// each command, and `dburi parse` also runs without it, as a first run does.
// Usage: node startup.mjs [--rounds N]   (after `npm run build` in the repository root)
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const roundsAt = process.argv.indexOf("--rounds");
const ROUNDS = roundsAt > 0 ? Number(process.argv[roundsAt + 1]) : 60;
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error("--rounds takes a positive whole number");
if (!existsSync("/proc/self/stat")) {
  console.error("startup.mjs reads children's CPU time from /proc/self/stat, which only Linux has");
  process.exit(2);
}
if (!existsSync(new URL("../dist/cli/main.cjs", import.meta.url))) {
  console.error("no build: run `npm run build` in the repository root first");
  process.exit(2);
}

const URI = "postgresql://app:s3cret@db.example.com:5432/app?sslmode=require";
// Run from the repository root, `import("dburi")` resolves the package by its own name through the
// `exports` of its package.json, as it does for an installed copy.
const COMMANDS = [
  { name: "node -e 0", args: ["-e", "0"] },
  { name: "dburi --version", args: ["dist/cli/main.cjs", "--version"] },
  { name: "dburi parse <uri>", args: ["dist/cli/main.cjs", "parse", URI] },
  { name: "node -e 'import(\"dburi\")'", args: ["-e", 'import("dburi")'] },
  {
    name: "dburi parse <uri>, no code cache",
    args: ["dist/cli/main.cjs", "parse", URI],
    env: { NODE_DISABLE_COMPILE_CACHE: "1" },
  },
];
const CACHE = mkdtempSync(join(tmpdir(), "dburi-startup-"));
process.on("exit", () => rmSync(CACHE, { recursive: true, force: true }));

const TICKS_PER_SECOND = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" })) || 100;

/** The CPU time of this process's waited-for children so far, in milliseconds (cutime + cstime). */
function childrenCpuMs() {
  const stat = readFileSync("/proc/self/stat", "utf8");
  // The fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // cutime and cstime are fields 16 and 17 of proc(5); fields[0] is field 3.
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / TICKS_PER_SECOND;
}

/** Runs one command to its end; returns its CPU and wall-clock milliseconds. */
function runOnce({ name, args, env }) {
  const cpuBefore = childrenCpuMs();
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, XDG_CACHE_HOME: CACHE, ...env },
  });
  const wall = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0) throw new Error(`${name} exited with ${result.status}:\n${result.stderr}`);
  return { cpu: childrenCpuMs() - cpuBefore, wall };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

for (const command of COMMANDS) runOnce(command); // the files into the page cache, the code cache made
const samples = COMMANDS.map(() => ({ cpu: [], wall: [] }));
for (let round = 0; round < ROUNDS; round++) {
  for (const [k, command] of COMMANDS.entries()) {
    const { cpu, wall } = runOnce(command);
    samples[k].cpu.push(cpu);
    samples[k].wall.push(wall);
  }
}

// The kernel counts CPU time in clock ticks (10 ms at 100 per second): one run's figure is a whole number
// of ticks, but the mean over many runs is not, and it is the figure reported.
const results = COMMANDS.map(({ name }, k) => ({
  name,
  cpu: samples[k].cpu.reduce((sum, value) => sum + value, 0) / ROUNDS,
  wall: median(samples[k].wall),
}));
const [node, version, parse, imported, parseUncached] = results;
const width = Math.max(...results.map((r) => r.name.length));
console.log(
  `\nStart-up, ${ROUNDS} runs each, Node ${process.versions.node}: mean CPU (user + system), median wall`,
);
for (const { name, cpu, wall } of results) {
  console.log(
    `  ${name.padEnd(width)}  ${cpu.toFixed(1).padStart(6)} ms CPU  ${(cpu / node.cpu).toFixed(2).padStart(5)}x node -e 0  ${wall.toFixed(1).padStart(6)} ms wall`,
  );
}

const checks = [
  [`${version.name}: CPU at most 1.3x node -e 0`, version.cpu / node.cpu, 1.3, "x"],
  [`${parse.name}: CPU at most 1.3x node -e 0`, parse.cpu / node.cpu, 1.3, "x"],
  [`${imported.name}: at most 30 ms CPU over node -e 0`, imported.cpu - node.cpu, 30, " ms"],
];
console.log(
  `\nThe code cache saves ${(parseUncached.cpu - parse.cpu).toFixed(1)} ms of CPU per \`dburi parse\` after the first.`,
);
console.log("\nTargets");
let failed = false;
for (const [what, value, limit, unit] of checks) {
  const ok = value <= limit;
  failed ||= !ok;
  console.log(`  ${ok ? "ok  " : "MISS"}  ${what}: ${value.toFixed(unit === "x" ? 2 : 1)}${unit}`);
}
process.exit(failed ? 1 : 0);

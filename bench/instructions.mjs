// Instructions per interpret() call, counted by valgrind's callgrind: a figure that repeats from run to run,
// for telling apart two builds whose difference the timing benchmarks cannot resolve (their runs vary by
// about 5%, and the same code loaded twice in one run has measured 10% apart). Instructions are not time:
// on the corpus interpret counts about 0.95x the instructions of new URL() where the timings give 0.77-0.89x.
//
// Run: node instructions.mjs [--filter REGEX] [--rounds N] [--reads] [DIST ...]
//   --reads: every field of each target read back too, as interpret.mjs's "+ reads" row does (a target
//   builds its record on the first read when its URI is plain: src/schemes/target-view.ts)
//   DIST: directories holding a build of dburi (its index.js); ../dist by default. Copy a build aside
//   (cp -r ../dist /tmp/before), change and rebuild, then: node instructions.mjs /tmp/before ../dist
// Needs valgrind and setarch (Debian's valgrind and util-linux packages).
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { CORPUS } from "./corpus.mjs";
import { readTarget } from "./harness.mjs";

// One process per count; V8 told to behave the same every time: no background threads, fixed seeds, and
// no address randomisation.
const NODE_FLAGS = ["--predictable", "--single-threaded", "--hash-seed=1", "--random-seed=1"];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    filter: { type: "string" },
    rounds: { type: "string", default: "8000" },
    child: { type: "boolean", default: false },
    reads: { type: "boolean", default: false },
  },
});
const filter = values.filter === undefined ? null : new RegExp(values.filter);
const items = filter === null ? CORPUS : CORPUS.filter((text) => filter.test(text));
const rounds = Number(values.rounds);

if (values.child) {
  // The counted process: interpret every item `rounds` times.
  const { interpret } = await import(pathToFileURL(resolve(positionals[0], "index.js")).href);
  const run = values.reads ? (text) => readTarget(interpret(text)) : interpret;
  let sink;
  for (let r = 0; r < rounds; r++) for (const text of items) sink = run(text);
  if (sink === undefined) process.exitCode = 1;
} else {
  if (items.length === 0) throw new Error(`no URI of the corpus matches ${values.filter}`);
  const dists = positionals.length === 0 ? ["../dist"] : positionals;
  const counted = (dist, n) => {
    const args = ["-R", "valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"];
    args.push(process.execPath, ...NODE_FLAGS, import.meta.filename, "--child", "--rounds", String(n));
    if (values.filter !== undefined) args.push("--filter", values.filter);
    if (values.reads) args.push("--reads");
    const run = spawnSync("setarch", [...args, dist], { encoding: "utf8" });
    const match = /Collected : (\d+)/.exec(run.stderr ?? "");
    if (run.status !== 0 || match === null) throw new Error(`callgrind failed for ${dist}:\n${run.stderr}`);
    return Number(match[1]);
  };
  const what = values.reads ? "interpret() and every field read" : "interpret()";
  console.log(`${items.length} URIs, instructions per ${what} (after ${rounds / 4} rounds of warm-up)`);
  for (const dist of dists) {
    // The difference of two counts leaves out start-up, loading and the first compilations.
    const warm = Math.round(rounds / 4);
    const perCall = (counted(dist, rounds) - counted(dist, warm)) / ((rounds - warm) * items.length);
    console.log(`  ${dist}: ${perCall.toFixed(0)}`);
  }
}

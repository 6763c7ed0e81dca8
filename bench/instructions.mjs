// Instructions per interpret() call, counted by valgrind's callgrind: a figure that repeats from run to run,
// for telling apart two builds whose difference the timing benchmarks cannot resolve (their runs vary by
// about 5%, and the same code loaded twice in one run has measured 10% apart). Instructions are not time:
// on the plain corpus interpret counts about 0.95x the instructions of new URL() where the timings give
// 0.77-0.89x.
//
// Run: node instructions.mjs [--corpus plain|realistic] [--filter REGEX] [--each] [--rounds N] [--reads]
//      [--call interpret|parseUri|url|pg|ioredis|amqplib|toDsn:FORMAT] [--url-accepted] [DIST ...]
//   --corpus: the corpus of corpus.mjs to count on, CORPUS (plain) or REALISTIC; both by default, each
//   printed apart
//   --filter: only the URIs of the corpus this regular expression matches
//   --each: a count for every URI by itself (two processes per URI: slow; raise --rounds, e.g. to 40000)
//   --reads: every field of each target read back too, as interpret.mjs's "+ reads" row does (a target
//   builds its record on the first read when its URI is plain: src/schemes/target/target-view.ts)
//   --call: what is counted: interpret() (the default), parseUri(), or new URL() (the yardstick of the
//   timing benchmarks; it counts only the URIs it accepts, so pair it with --url-accepted); pg, ioredis,
//   amqplib: interpret() and toPgConfig, toIoredisOptions or toAmqplibOptions, as convert.mjs times them,
//   on the corpus's PostgreSQL, Redis or AMQP URIs the conversion accepts; toDsn:FORMAT (toDsn:libpq, ...):
//   toDsn(target, FORMAT) alone, the targets interpreted beforehand, on the URIs of the corpus (and, with
//   the realistic corpus, convert.mjs's four SQL Server URIs) that the format accepts
//   --url-accepted: only the URIs new URL() accepts, the ones the timing benchmarks compare on
//   DIST: directories holding a build of dburi (its index.js); ../dist by default. Copy a build aside
//   (cp -r ../dist /tmp/before), change and rebuild, then: node instructions.mjs /tmp/before ../dist
// Needs valgrind and setarch (Debian's valgrind and util-linux packages).
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { CORPUS, REALISTIC } from "./corpus.mjs";
import { readTarget } from "./harness.mjs";

// One process per count; V8 told to behave the same every time: no background threads, fixed seeds, and
// no address randomisation.
const NODE_FLAGS = ["--predictable", "--single-threaded", "--hash-seed=1", "--random-seed=1"];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    corpus: { type: "string" },
    filter: { type: "string" },
    each: { type: "boolean", default: false },
    rounds: { type: "string", default: "8000" },
    child: { type: "boolean", default: false },
    index: { type: "string" },
    reads: { type: "boolean", default: false },
    call: { type: "string", default: "interpret" },
    "url-accepted": { type: "boolean", default: false },
  },
});
const CORPORA = { plain: CORPUS, realistic: REALISTIC };
if (values.corpus !== undefined && !Object.hasOwn(CORPORA, values.corpus)) {
  throw new Error(`--corpus takes plain or realistic, not ${values.corpus}`);
}
// SQL Server URIs for the ado format, as in convert.mjs (counted with the realistic corpus).
const MSSQL = [
  "db:mssql://sa:YourStrong%21Passw0rd@localhost:1433/master",
  "db:mssql://app:p%40ss%23w0rd@myserver.database.windows.net:1433/appdb?Encrypt=true&TrustServerCertificate=false&Connection%20Timeout=30",
  "mssql://app:pw@sql.example.com:1433/shop?encrypt=true",
  "db:mssql://app:pw@ag-listener.corp.example.com/shop?Application%20Name=api&MultiSubnetFailover=true",
];
/** The conversions --call counts after interpret(), and the URIs each reads. */
const CONVERSIONS = {
  pg: ["toPgConfig", /^postgres(ql)?:/i],
  ioredis: ["toIoredisOptions", /^rediss?:/i],
  amqplib: ["toAmqplibOptions", /^amqps?:/i],
};
const dsnFormat = values.call.startsWith("toDsn:") ? values.call.slice("toDsn:".length) : null;
if (!["interpret", "parseUri", "url"].includes(values.call) && !Object.hasOwn(CONVERSIONS, values.call)) {
  if (dsnFormat === null) {
    throw new Error(
      `--call takes interpret, parseUri, url, pg, ioredis, amqplib or toDsn:FORMAT, not ${values.call}`,
    );
  }
}
const filter = values.filter === undefined ? null : new RegExp(values.filter);
/** Whether new URL() accepts a text. */
const urlAccepts = (text) => {
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
};
const onlyAccepted = values["url-accepted"] || values.call === "url";
/** The URIs of a corpus that the filter (and --url-accepted) let through. */
const itemsOf = (corpus) =>
  [...CORPORA[corpus], ...(dsnFormat !== null && corpus === "realistic" ? MSSQL : [])].filter(
    (text) =>
      (filter === null || filter.test(text)) &&
      (!onlyAccepted || urlAccepts(text)) &&
      (!Object.hasOwn(CONVERSIONS, values.call) || CONVERSIONS[values.call][1].test(text)),
  );
/** Whether a call does not throw. */
const succeeds = (fn) => {
  try {
    fn();
    return true;
  } catch {
    return false;
  }
};
const rounds = Number(values.rounds);

/** What is counted with a build, and on which items of a corpus (for a conversion: those it accepts). */
async function callOf(dist, corpus) {
  const d = await import(pathToFileURL(resolve(dist, "index.js")).href);
  const { interpret, parseUri, toDsn } = d;
  const calls = { interpret, parseUri, url: (text) => new URL(text) };
  for (const [name, [conversion]] of Object.entries(CONVERSIONS)) {
    calls[name] = (text) => d[conversion](interpret(text));
  }
  // toDsn counts the conversion alone: the items are targets, interpreted here.
  const call = dsnFormat === null ? calls[values.call] : (target) => toDsn(target, dsnFormat);
  const texts = itemsOf(corpus);
  const all = (dsnFormat === null ? texts : texts.map((text) => interpret(text))).filter(
    (item) => ["interpret", "parseUri", "url"].includes(values.call) || succeeds(() => call(item)),
  );
  return { call, all };
}

if (values.child) {
  // The counted process: interpret every item (or the one at --index) `rounds` times.
  const { call, all } = await callOf(positionals[0], values.corpus);
  const run = values.reads ? (item) => readTarget(call(item)) : call;
  const items = values.index === undefined ? all : [all[Number(values.index)]];
  let sink;
  for (let r = 0; r < rounds; r++) for (const text of items) sink = run(text);
  if (sink === undefined) process.exitCode = 1;
} else {
  const dists = positionals.length === 0 ? ["../dist"] : positionals;
  const counted = (dist, corpus, index, n) => {
    const args = ["-R", "valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"];
    args.push(process.execPath, ...NODE_FLAGS, import.meta.filename, "--child", "--rounds", String(n));
    args.push("--corpus", corpus);
    if (values.filter !== undefined) args.push("--filter", values.filter);
    if (index !== undefined) args.push("--index", String(index));
    if (values.reads) args.push("--reads");
    if (values["url-accepted"]) args.push("--url-accepted");
    args.push("--call", values.call);
    const run = spawnSync("setarch", [...args, dist], { encoding: "utf8" });
    const match = /Collected : (\d+)/.exec(run.stderr ?? "");
    if (run.status !== 0 || match === null) throw new Error(`callgrind failed for ${dist}:\n${run.stderr}`);
    return Number(match[1]);
  };
  // The difference of two counts leaves out start-up, loading and the first compilations.
  const warm = Math.round(rounds / 4);
  const perCall = (dist, corpus, index, count) =>
    (counted(dist, corpus, index, rounds) - counted(dist, corpus, index, warm)) / ((rounds - warm) * count);
  const called =
    values.call === "url"
      ? "new URL()"
      : dsnFormat !== null
        ? `toDsn(target, "${dsnFormat}")`
        : Object.hasOwn(CONVERSIONS, values.call)
          ? `interpret() + ${CONVERSIONS[values.call][0]}()`
          : `${values.call}()`;
  const what = values.reads ? `${called} and every field read` : called;
  const corpora = values.corpus === undefined ? ["plain", "realistic"] : [values.corpus];
  for (const corpus of corpora) {
    const { all: items } = await callOf(dists[0], corpus);
    if (items.length === 0) throw new Error(`no URI of the ${corpus} corpus matches ${values.filter}`);
    console.log(
      `${corpus} corpus: ${items.length} URIs, instructions per ${what} (after ${warm} rounds of warm-up)`,
    );
    for (const dist of dists) {
      if (!values.each) {
        console.log(`  ${dist}: ${perCall(dist, corpus, undefined, items.length).toFixed(0)}`);
        continue;
      }
      console.log(`  ${dist}:`);
      let sum = 0;
      for (const [index, item] of items.entries()) {
        const count = perCall(dist, corpus, index, 1);
        sum += count;
        console.log(`    ${count.toFixed(0).padStart(7)}  ${typeof item === "string" ? item : item.href}`);
      }
      console.log(`    ${(sum / items.length).toFixed(0).padStart(7)}  (mean of the URIs counted apart)`);
    }
  }
}

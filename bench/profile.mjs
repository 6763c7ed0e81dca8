// Where the instructions go, per function: valgrind's callgrind on a loop over one workload, with V8
// writing its code map (--perf-basic-prof) so that JIT-compiled code, which callgrind names by address,
// maps to the JavaScript function and its file (reported as the src/ module of the dist/ file it ran).
// As in instructions.mjs, the difference of two runs of different lengths leaves out start-up, loading
// and the first compilations. Two tables: instructions by function itself (builtins and V8's runtime
// apart), and by JavaScript function with the builtins, runtime and C++ below it shared out to its callers
// in proportion to their calls' costs. Callgrind loses the caller of some code V8 enters by a jump; that
// cost is listed as "(no JS caller)". Functions TurboFan inlined count in the function they were inlined
// into: --no-inlining (V8's --no-turbo-inlining) gives each source function its own, at the cost of
// running code that is not what runs in production.
//
// Run: node profile.mjs WORKLOAD [--rounds N] [--top N] [--no-inlining] [DIST]
//   WORKLOAD: interpret-plain, interpret-realistic (interpret over CORPUS or REALISTIC); parse-plain,
//   parse-realistic (parseUri with the hostList option over either, so that every URI parses); uri=TEXT
//   (interpret on that one URI); pg, ioredis,
//   amqplib (interpret and toPgConfig, toIoredisOptions or toAmqplibOptions, on the PostgreSQL, Redis or
//   AMQP URIs of both corpora the conversion accepts); dsn-FORMAT (toDsn in one format, the targets
//   interpreted beforehand) or dsn-all (every format in turn); per-uri-plain, per-uri-realistic
//   (instructions per interpret call for each URI of the corpus, in one run: each URI is interpreted
//   through a function of its own, whose calls' costs callgrind sums)
//   DIST: a build of dburi (../dist by default)
// Needs valgrind and setarch; takes a few minutes per workload. Not part of npm run bench.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { CORPUS, REALISTIC } from "./corpus.mjs";

const NODE_FLAGS = ["--predictable", "--single-threaded", "--hash-seed=1", "--random-seed=1"];
const PROFILE_FLAGS = ["--perf-basic-prof", "--interpreted-frames-native-stack"];

// SQL Server URIs for the ado format, as in convert.mjs.
const MSSQL = [
  "db:mssql://sa:YourStrong%21Passw0rd@localhost:1433/master",
  "db:mssql://app:p%40ss%23w0rd@myserver.database.windows.net:1433/appdb?Encrypt=true&TrustServerCertificate=false&Connection%20Timeout=30",
  "mssql://app:pw@sql.example.com:1433/shop?encrypt=true",
  "db:mssql://app:pw@ag-listener.corp.example.com/shop?Application%20Name=api&MultiSubnetFailover=true",
];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: "string", default: "6000" },
    top: { type: "string", default: "30" },
    "no-inlining": { type: "boolean", default: false },
    child: { type: "boolean", default: false },
  },
});
const [workload, distArgument] = positionals;
const dist = distArgument ?? "../dist";

/** The items and the function to call on each, for a workload. */
async function workloadOf(name, d) {
  const all = [...CORPUS, ...REALISTIC];
  const accepted = (fn, items) =>
    items.filter((item) => {
      try {
        fn(item);
        return true;
      } catch {
        return false;
      }
    });
  const converting = (convert, pattern) => {
    const fn = (text) => convert(d.interpret(text));
    return {
      items: accepted(
        fn,
        all.filter((text) => pattern.test(text)),
      ),
      fn,
    };
  };
  if (name === "interpret-plain") return { items: CORPUS, fn: d.interpret };
  if (name === "interpret-realistic") return { items: REALISTIC, fn: d.interpret };
  if (name.startsWith("uri=")) return { items: [name.slice(4)], fn: d.interpret };
  if (name === "parse-plain") return { items: CORPUS, fn: (text) => d.parseUri(text, { hostList: true }) };
  if (name === "parse-realistic")
    return { items: REALISTIC, fn: (text) => d.parseUri(text, { hostList: true }) };
  if (name === "pg") return converting(d.toPgConfig, /^postgres(ql)?:/i);
  if (name === "ioredis") return converting(d.toIoredisOptions, /^rediss?:/i);
  if (name === "amqplib") return converting(d.toAmqplibOptions, /^amqps?:/i);
  if (name.startsWith("dsn-")) {
    const formats = name === "dsn-all" ? d.DSN_FORMATS : [name.slice(4)];
    const targets = [...all, ...MSSQL].map((text) => d.interpret(text));
    const fn = ([target, format]) => d.toDsn(target, format);
    return {
      items: formats.flatMap((format) =>
        accepted(
          fn,
          targets.map((t) => [t, format]),
        ),
      ),
      fn,
    };
  }
  throw new Error(`unknown workload ${name}`);
}

if (values.child) {
  // The profiled process.
  const d = await import(pathToFileURL(resolve(dist, "index.js")).href);
  const rounds = Number(values.rounds);
  let sink;
  if (workload.startsWith("per-uri-")) {
    const items = workload === "per-uri-plain" ? CORPUS : REALISTIC;
    // One function per URI, named uri_<index>: its calls' inclusive cost is that URI's.
    const make = (i) =>
      new Function("interpret", `return function uri_${i}(text) { return interpret(text); }`);
    const wrappers = items.map((_, i) => make(i)(d.interpret));
    for (let r = 0; r < rounds; r++) for (let i = 0; i < items.length; i++) sink = wrappers[i](items[i]);
  } else {
    const { items, fn } = await workloadOf(workload, d);
    for (let r = 0; r < rounds; r++) for (const item of items) sink = fn(item);
  }
  if (sink === undefined) process.exitCode = 1;
} else {
  if (workload === undefined) throw new Error("name a workload: see the header of profile.mjs");
  const d = await import(pathToFileURL(resolve(dist, "index.js")).href);
  const items = workload.startsWith("per-uri-")
    ? workload === "per-uri-plain"
      ? CORPUS
      : REALISTIC
    : (await workloadOf(workload, d)).items;
  const rounds = Number(values.rounds);
  const warm = Math.round(rounds / 3);
  const directory = mkdtempSync(join(tmpdir(), "dburi-profile-"));
  try {
    const profiles = [rounds, warm].map((n) => profiled(directory, n));
    const calls = (rounds - warm) * items.length;
    console.log(`${workload}: ${items.length} items, ${rounds - warm} rounds counted (after ${warm})`);
    if (workload.startsWith("per-uri-")) perUri(profiles, rounds - warm, items);
    else tables(profiles, calls, Number(values.top));
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/** Runs the workload `n` rounds under callgrind; returns its parsed profile. */
function profiled(directory, n) {
  const out = join(directory, `callgrind.${n}`);
  const flags = [...NODE_FLAGS, ...PROFILE_FLAGS, `--logfile=${join(directory, "v8.log")}`];
  if (values["no-inlining"]) flags.push("--no-turbo-inlining");
  const args = ["-R", "valgrind", "--tool=callgrind", `--callgrind-out-file=${out}`, process.execPath];
  args.push(...flags, import.meta.filename, "--child", "--rounds", String(n), workload, dist);
  const run = spawnSync("setarch", args, { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`callgrind failed:\n${run.stderr}`);
  const text = readFileSync(out, "utf8");
  const pid = /^pid: (\d+)/m.exec(text)[1];
  const mapFile = `/tmp/perf-${pid}.map`;
  try {
    return parseCallgrind(text, codeMap(readFileSync(mapFile, "utf8")));
  } finally {
    rmSync(mapFile, { force: true });
  }
}

/** V8's perf map: start, size and name of each code object, sorted by start. */
function codeMap(text) {
  const entries = [];
  for (const line of text.split("\n")) {
    const match = /^([0-9a-f]+) ([0-9a-f]+) (.*)$/.exec(line);
    if (match)
      entries.push({
        start: Number.parseInt(match[1], 16),
        size: Number.parseInt(match[2], 16),
        name: match[3],
      });
  }
  return entries.sort((a, b) => a.start - b.start);
}

/** A JavaScript function's name from the perf map, its dist/ file shown as the src/ module. */
function jsName(name) {
  const match = /^JS:[*~^+]?(.*?) ?(\S+?):(\d+):\d+$/.exec(name);
  if (match === null) return name;
  const [, fn, path, line] = match;
  const module = /\/dist\/(.*)\.js$/.exec(path);
  const where = module ? `src/${module[1]}.ts (dist line ${line})` : `${path}:${line}`;
  return `JS ${fn || "(anonymous)"} ${where}`;
}

/** Callgrind's function name, with an address resolved through the code map. */
function resolver(map) {
  return (name) => {
    const match = /^0x([0-9a-f]+)$/.exec(name);
    if (match === null) return name;
    const address = Number.parseInt(match[1], 16);
    let low = 0;
    let high = map.length - 1;
    let found = -1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (map[mid].start <= address) {
        found = mid;
        low = mid + 1;
      } else high = mid - 1;
    }
    // The last code object that covers the address (code may be moved, and its space reused).
    for (let i = found; i >= 0 && map[i].start + 0x100000 > address; i--) {
      if (address < map[i].start + map[i].size) return map[i].name.startsWith("JS:") ? map[i].name : name;
    }
    return name;
  };
}

/** Self cost per function and the inclusive cost of each caller-callee pair, from callgrind's format. */
function parseCallgrind(text, map) {
  const resolve = resolver(map);
  const names = new Map();
  const nameOf = (spec) => {
    const match = /^\((\d+)\)(?: (.*))?$/.exec(spec);
    if (match[2] !== undefined) names.set(match[1], resolve(match[2]));
    return names.get(match[1]);
  };
  const self = new Map();
  const calls = new Map();
  let fn = null;
  let callee = null;
  for (const line of text.split("\n")) {
    if (line.startsWith("fn=")) {
      fn = nameOf(line.slice(3));
      callee = null;
    } else if (line.startsWith("cfn=")) callee = nameOf(line.slice(4));
    else if (/^[0-9+*-]/.test(line)) {
      const cost = Number(line.split(" ")[1] ?? 0);
      if (callee !== null) {
        const key = `${fn}\u0000${callee}`;
        calls.set(key, (calls.get(key) ?? 0) + cost);
        callee = null;
      } else self.set(fn, (self.get(fn) ?? 0) + cost);
    }
  }
  return { self, calls };
}

function isJs(name) {
  return name.startsWith("JS:");
}

/** Each function's self cost, the non-JavaScript ones' shared out to their JavaScript callers. */
function attributed({ self, calls }) {
  const callers = new Map();
  for (const [key, cost] of calls) {
    const [caller, callee] = key.split("\u0000");
    if (!callers.has(callee)) callers.set(callee, new Map());
    const of = callers.get(callee);
    of.set(caller, (of.get(caller) ?? 0) + cost);
  }
  const memo = new Map();
  const shares = (name, stack) => {
    if (memo.has(name)) return memo.get(name);
    const out = new Map();
    const of = callers.get(name);
    const total = of === undefined ? 0 : [...of.values()].reduce((a, b) => a + Math.max(b, 0), 0);
    if (total <= 0 || stack.has(name) || stack.size > 30) {
      out.set(`(no JS caller) ${name}`, 1);
      return out;
    }
    for (const [caller, cost] of of) {
      if (cost <= 0) continue;
      const part = cost / total;
      if (isJs(caller)) out.set(caller, (out.get(caller) ?? 0) + part);
      else {
        for (const [k, v] of shares(caller, new Set([...stack, name])))
          out.set(k, (out.get(k) ?? 0) + part * v);
      }
    }
    memo.set(name, out);
    return out;
  };
  const result = new Map();
  for (const [name, cost] of self) {
    if (isJs(name)) result.set(name, (result.get(name) ?? 0) + cost);
    else for (const [k, part] of shares(name, new Set())) result.set(k, (result.get(k) ?? 0) + cost * part);
  }
  return result;
}

/** Per key, the first map's values minus the second's. */
function minus(a, b) {
  return new Map([...new Set([...a.keys(), ...b.keys()])].map((k) => [k, (a.get(k) ?? 0) - (b.get(k) ?? 0)]));
}

/** The map with JavaScript names shown as jsName shows them (one entry for a function's tiers). */
function named(map) {
  const out = new Map();
  for (const [name, cost] of map) {
    const key = isJs(name) ? jsName(name) : name;
    out.set(key, (out.get(key) ?? 0) + cost);
  }
  return out;
}

function tables([big, small], calls, top) {
  // Start-up, loading and compilation are (nearly) the same in both runs: the difference of the two
  // profiles, self costs and calls alike, holds the rounds that one has more, and is what gets shared out.
  const diff = { self: minus(big.self, small.self), calls: minus(big.calls, small.calls) };
  const self = named(diff.self);
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(`  ${(total / calls).toFixed(0)} instructions per call\n`);
  const print = (title, map) => {
    console.log(title);
    for (const [name, cost] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      const share = ((100 * cost) / total).toFixed(1);
      console.log(`  ${(cost / calls).toFixed(0).padStart(8)}  ${share.padStart(5)}%  ${name}`);
    }
    console.log("");
  };
  print("By function itself, per call:", self);
  print(
    "By JavaScript function, with the builtins, runtime and C++ below it, per call:",
    named(attributed(diff)),
  );
}

/** Instructions per call of each URI's own function: the calls into uri_<i> from outside it. */
function perUri([big, small], rounds, items) {
  const costs = (profile) => {
    const out = new Array(items.length).fill(0);
    for (const [key, cost] of profile.calls) {
      const [caller, callee] = key.split("\u0000");
      const match = /\buri_(\d+)\b/.exec(callee);
      // Calls from within the function itself, and V8's prologue and lazy compilation re-entering it,
      // would count the same work twice.
      if (match === null || /\buri_\d+\b|BaselineOutOfLinePrologue|CompileLazy/.test(caller)) continue;
      out[Number(match[1])] += cost;
    }
    return out;
  };
  const [x, y] = [costs(big), costs(small)];
  let sum = 0;
  for (const [i, text] of items.entries()) {
    const perCall = (x[i] - y[i]) / rounds;
    sum += perCall;
    console.log(`  ${perCall.toFixed(0).padStart(7)}  ${text}`);
  }
  console.log(`  ${(sum / items.length).toFixed(0).padStart(7)}  (mean)`);
}

// A small timing harness: warm up, then interleave rounds of every candidate so machine noise falls on
// all of them alike, and report the median nanoseconds per item.

/** Runs `fn` over `items` `repeat` times; returns nanoseconds per call. */
function round(fn, items, repeat, sink) {
  const start = process.hrtime.bigint();
  for (let r = 0; r < repeat; r++) {
    for (let i = 0; i < items.length; i++) sink.value = fn(items[i]);
  }
  return Number(process.hrtime.bigint() - start) / (repeat * items.length);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Times each candidate `{ name, fn }` over `items`. Returns `{ name, ns }` per candidate.
 * @param {{ rounds?: number, repeat?: number, warmup?: number }} options
 */
export function measure(candidates, items, { rounds = 15, repeat = 2000, warmup = 20000 } = {}) {
  const sink = { value: undefined };
  for (const { fn } of candidates) round(fn, items, Math.ceil(warmup / items.length), sink);
  const samples = candidates.map(() => []);
  for (let r = 0; r < rounds; r++) {
    for (const [k, { fn }] of candidates.entries()) samples[k].push(round(fn, items, repeat, sink));
  }
  return candidates.map(({ name }, k) => ({ name, ns: median(samples[k]) }));
}

/** Prints a table of results with each one's ratio to the reference. */
export function report(title, results, referenceName) {
  const reference = results.find((r) => r.name === referenceName);
  console.log(`\n${title}`);
  const width = Math.max(...results.map((r) => r.name.length));
  for (const { name, ns } of results) {
    const ratio = reference ? (ns / reference.ns).toFixed(2) : "-";
    console.log(
      `  ${name.padEnd(width)}  ${ns.toFixed(1).padStart(8)} ns/URI  ${ratio.padStart(6)}x ${referenceName}`,
    );
  }
}

/**
 * Every field of a dburi target, read once: what the "+ reads" rows of interpret.mjs and
 * `instructions.mjs --reads` read back (a plain URI's target builds its record at the first read).
 */
export function readTarget(t) {
  return [t.scheme, t.user, t.password, t.hosts, t.port, t.database, t.params, t.options, t.tls, t.warnings];
}

/** The items `fn` accepts (returns from without throwing): a candidate that refuses some is timed on these. */
export function accepted(fn, items) {
  return items.filter((text) => {
    try {
      fn(text);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * Prints, per item, `ours` against `reference` (`{ name, fn }` each): the ratio and both times. An item the
 * reference refuses gets our time alone.
 */
export function reportPerItem(
  title,
  ours,
  reference,
  items,
  options = { rounds: 7, repeat: 20000, warmup: 20000 },
) {
  console.log(`\n${title}`);
  for (const text of items) {
    if (accepted(reference.fn, [text]).length === 0) {
      const [o] = measure([ours], [text], options);
      console.log(
        `      -  ${o.ns.toFixed(0).padStart(5)} /     - ns  ${text}  (${reference.name} refuses it)`,
      );
      continue;
    }
    const [r, o] = measure([reference, ours], [text], options);
    console.log(
      `  ${(o.ns / r.ns).toFixed(2).padStart(5)}x  ${o.ns.toFixed(0).padStart(5)} / ${r.ns.toFixed(0).padStart(5)} ns  ${text}`,
    );
  }
}

// Linear-time checks by the shape of the growth, not by a speed: CPU time (which a busy machine inflates
// less than wall-clock time) of the same amount of input at 1, 2, 4 and 8 times a base size.
import assert from "node:assert/strict";

/** CPU time of `repeat` runs of `work`, best of five, in microseconds. */
export async function timeOf(work: () => unknown, repeat: number): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 5; run++) {
    const start = process.cpuUsage();
    for (let k = 0; k < repeat; k++) await work();
    const used = process.cpuUsage(start);
    best = Math.min(best, used.user + used.system);
  }
  return best;
}

/**
 * Requires the work on inputs 1, 2, 4 and 8 times a base size to take time in proportion: each size run
 * 8/k times (`runs` times that for quick work), the same amount of input in all, so linear work takes about
 * the same time at every size and quadratic work 8 times as long at the largest as at the smallest. The
 * bound leaves room for noise (garbage collection, caches); it is the shape of the growth that is tested.
 */
export async function assertLinear(
  make: (k: number) => unknown,
  work: (input: never) => unknown,
  runs = 1,
): Promise<void> {
  const times: number[] = [];
  for (const k of [1, 2, 4, 8]) {
    const input = make(k) as never;
    await work(input); // warm up
    times.push(await timeOf(() => work(input), (8 / k) * runs));
  }
  const ratio = times[3]! / times[0]!;
  const shown = times.map((t) => `${(t / 1000).toFixed(1)} ms`).join(", ");
  assert.ok(ratio < 3, `8 times the input took ${(8 * ratio).toFixed(1)} times as long (${shown})`);
}

// Every property test runs from one seed, so a run repeats exactly and CI fails only on a change, never on
// luck: fast-check's global seed, which a property's own `seed` overrides. DBURI_FUZZ_SEED explores other
// inputs (`DBURI_FUZZ_SEED=7 npm test`); a failure prints its seed and path to replay it.
import fc from "fast-check";

const seed = Number(process.env.DBURI_FUZZ_SEED ?? 20261128);
if (!Number.isSafeInteger(seed))
  throw new Error(`DBURI_FUZZ_SEED must be an integer, not ${process.env.DBURI_FUZZ_SEED}`);
fc.configureGlobal({ seed });

// The standing fuzz and leak suite over the command line: a seeded sample of inputs with placed secrets
// (placed-secrets.ts), run through every command that reads a connection string (parse, check with
// arguments, a file, standard input and --env, convert to every format and driver, normalize, ping, and
// template lint on a template that quotes them): no standard output or error, JSON or text, may hold a
// secret, and no run may crash (exit codes 0, 1 or 2 only, no stack trace).
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, test } from "node:test";
import fc from "fast-check";
import { CONVERSIONS, tryInterpret } from "../../src/index.ts";
import { dburi, type Run } from "../cli/run.ts";
import { leaked, type Placed, placedArb } from "./placed-secrets.ts";

const SEED = Number(process.env.DBURI_FUZZ_SEED ?? 2024);
/** Inputs checked in one run of `check` (a file, standard input); a share of them go through each command. */
const SAMPLE: readonly Placed[] = fc.sample(placedArb, { seed: SEED, numRuns: 200 });
const EACH = SAMPLE.slice(0, 8);

const directory = mkdtempSync(join(tmpdir(), "dburi-fuzz-"));
after(() => rmSync(directory, { recursive: true, force: true }));

/** Fails when the run crashed or shows a secret of any of `placed`. */
function assertSafe(run: Run, placed: readonly Placed[], what: string): void {
  const out = `${run.stdout}\n${run.stderr}`;
  assert.ok(run.status === 0 || run.status === 1 || run.status === 2, `${what}: exit ${run.status}\n${out}`);
  assert.ok(!/\n\s+at .+:\d+:\d+\)?\n/.test(out), `${what}: a stack trace\n${out}`);
  for (const one of placed) {
    const found = leaked(one, out);
    assert.deepEqual(found, [], `${what} on ${JSON.stringify(one.text)} shows ${found.join(", ")}:\n${out}`);
  }
}

describe("no secret shows in any command's output", () => {
  test("check: a file of every sampled input, as text and as JSON", () => {
    const file = join(directory, "uris.txt");
    writeFileSync(file, `${SAMPLE.map((p) => p.text).join("\n")}\n`);
    assertSafe(dburi(["check", "--file", file]), SAMPLE, "check --file");
    assertSafe(dburi(["check", "--json", "--file", file]), SAMPLE, "check --json --file");
    assertSafe(
      dburi(["check", "--strict", "-"], { input: `${SAMPLE.map((p) => p.text).join("\n")}\n` }),
      SAMPLE,
      "check -",
    );
  });

  test("parse, check, normalize: each input as an argument, from standard input and from --env", () => {
    for (const placed of EACH) {
      for (const args of [
        ["parse", "--", placed.text],
        ["parse", "--json", "--", placed.text],
        ["check", "--", placed.text],
        ["check", "--json", "--", placed.text],
        ["normalize", "--", placed.text],
      ]) {
        assertSafe(dburi(args), [placed], args.slice(0, -2).join(" "));
      }
      assertSafe(dburi(["parse", "-"], { input: placed.text }), [placed], "parse -");
      assertSafe(
        dburi(["check", "--env", "FUZZ_URL"], { env: { FUZZ_URL: placed.text } }),
        [placed],
        "check --env",
      );
    }
  });

  test("convert: each input to every format and driver config", () => {
    for (const placed of EACH.slice(0, 4)) {
      for (const to of CONVERSIONS) {
        assertSafe(dburi(["convert", "--to", to, "--", placed.text]), [placed], `convert --to ${to}`);
      }
      assertSafe(
        dburi(["convert", "--to", "libpq", "--json", "--", placed.text]),
        [placed],
        "convert --json",
      );
    }
  });

  test("ping: inputs it refuses before connecting (it never connects off the loopback)", () => {
    const refused = SAMPLE.filter((p) => !tryInterpret(p.text).ok).slice(0, 8);
    assert.ok(refused.length > 0, "the sample holds inputs interpret refuses");
    for (const placed of refused) {
      assertSafe(dburi(["ping", "--timeout", "500", "--", placed.text]), [placed], "ping");
      assertSafe(dburi(["ping", "--json", "--timeout", "500", "--", placed.text]), [placed], "ping --json");
    }
  });

  test("parse --resolve: secrets in the service file, the password file and PGPASSWORD", () => {
    const home = join(directory, "home");
    mkdirSync(home, { recursive: true });
    for (const placed of EACH.slice(0, 4)) {
      const secret = placed.secrets[0] ?? placed.text;
      // One line each: a service whose password is the secret, and a bad line that is the secret.
      const line = secret.replace(/[\r\n]/g, "");
      writeFileSync(
        join(home, ".pg_service.conf"),
        `[fuzz]\nhost=127.0.0.1\npassword=${line}\n[bad]\n${line}\n`,
      );
      writeFileSync(join(home, ".pgpass"), `*:*:*:*:${line.replace(/[\\:]/g, "\\$&")}\n`, { mode: 0o600 });
      const env = { HOME: home, PGUSER: "fuzz" };
      for (const args of [
        ["parse", "--resolve", "--", "postgresql:///db?service=fuzz"],
        ["parse", "--resolve", "--json", "--", "postgresql:///db?service=fuzz"],
        ["parse", "--resolve", "--", "postgresql://127.0.0.1/db"],
        ["parse", "--resolve", "--", "postgresql:///db?service=bad"],
      ]) {
        assertSafe(dburi(args, { env }), [{ text: line, secrets: [line] }], args.slice(0, -2).join(" "));
      }
      assertSafe(
        dburi(["parse", "--resolve", "--json", "--", "postgresql://127.0.0.1/db"], {
          env: { ...env, PGPASSWORD: line },
        }),
        [{ text: line, secrets: [line] }],
        "parse --resolve with PGPASSWORD",
      );
    }
  });

  test("template lint: a template whose syntax quotes the inputs as examples", () => {
    const file = join(directory, "acme.txt");
    const examples = EACH.map((p) => `   e.g. ${p.text.replace(/^[a-z:]+:\/\//, "acme://")}`).join("\n");
    writeFileSync(file, `Scheme name: acme\nStatus: Provisional\nScheme syntax: acme://host\n${examples}\n`);
    const run = dburi(["template", "lint", file]);
    const asExamples = EACH.map((p) => ({ ...p, text: p.text.replace(/^[a-z:]+:\/\//, "acme://") }));
    assertSafe(run, asExamples, "template lint");
    assertSafe(dburi(["template", "lint", "--json", file]), asExamples, "template lint --json");
  });
});

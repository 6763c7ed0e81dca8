// No argument is ever echoed with its password: usage errors, unreadable files, unknown names, option
// values the library quotes, and the URI itself in failures, for every command, with and without --json.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { scrubbed } from "../../src/cli/commands/report.ts";
import { readFailure } from "../../src/cli/input.ts";
import { parseCommandArgs, plainOption, quote, UsageError } from "../../src/cli/usage.ts";
import { DburiError } from "../../src/index.ts";
import { closedPort } from "../helpers/network.ts";
import { dburi } from "./run.ts";

const SECRET = "Echo5ecretPw";
/** URIs carrying the secret where redaction hides it: password, db: nested password, secret query value. */
const CARRIERS = [
  `redis://:${SECRET}@h`,
  `amqp://guest:${SECRET}@rabbit/%2f`,
  `db:pg://app:${SECRET}@db/shop`,
  `redis://h/0?password=${SECRET}`,
  // One URI with a raw space before the secret: read whole, not as free text ending at the space.
  `redis://h/0?x=a b&password=${SECRET}`,
  // A secret pair after a raw "?" inside the query.
  `redis://h/0?x=1?password=${SECRET}`,
  // Connection strings that are not URIs: libpq, ADO.NET, JDBC, ODBC; user:password@host without "//"
  // (read as the scheme "user"), and Go's DSN.
  `host=db password=${SECRET}`,
  `Server=db;Password=${SECRET}`,
  `jdbc:sqlserver://db:1433;password=${SECRET}`,
  `Driver={x};PWD=${SECRET}`,
  `user:${SECRET}@host/db`,
  `u:${SECRET}@tcp(h:3306)/db`,
];
const closed = await closedPort();

/** Every place a command echoes an argument, as the argument vector with `u` in that place. */
const SLOTS: [string, (u: string) => string[], number][] = [
  ["an unknown command", (u) => [u], 2],
  ["parse --env NAME (unset)", (u) => ["parse", "--env", u], 2],
  ["check --env NAME (unset)", (u) => ["check", "--env", u], 2],
  ["check --file FILE (unreadable)", (u) => ["check", "--file", u], 2],
  ["an unknown long option", (u) => ["parse", `--${u}`], 2],
  ["an unknown long option with a value", (u) => ["check", `--${u}=x`, "redis://h"], 2],
  ["convert --to FORMAT (unknown)", (u) => ["convert", "redis://h", "--to", u], 2],
  ["convert --to=FORMAT (unknown)", (u) => ["convert", "redis://h", `--to=${u}`], 2],
  ["convert --driver NAME", (u) => ["convert", "db:pg://h/d", "--to", "jdbc", "--driver", u], 2],
  ["convert --base-dir DIR", (u) => ["convert", "db:sqlite:a.db", "--to", "sqlite", "--base-dir", u], 2],
  ["normalize --env NAME (unset)", (u) => ["normalize", "--env", u], 2],
  ["ping --driver NAME", (u) => ["ping", `redis://127.0.0.1:${closed}/0`, "--driver", u], 2],
  ["ping --driver=NAME", (u) => ["ping", `mysql://127.0.0.1:${closed}/x`, `--driver=${u}`], 2],
  ["ping --base-dir DIR", (u) => ["ping", "db:sqlite::memory:", "--base-dir", u], 2],
  ["ping --timeout MS", (u) => ["ping", "redis://h", "--timeout", u], 2],
  ["schemes NAME (unknown)", (u) => ["schemes", u], 1],
  ["template lint FILE (unreadable)", (u) => ["template", "lint", u], 2],
  ["template show NAME (unknown)", (u) => ["template", "show", u], 1],
  ["template ACTION (unknown)", (u) => ["template", u, "x"], 2],
  ["template show --form FORM", (u) => ["template", "show", "redis", "--form", u], 2],
];

/** The URI itself, invalid, as each command's input: the failure shows it redacted. */
const INVALID_INPUTS: [string, (u: string) => string[]][] = [
  ["parse", (u) => ["parse", u]],
  ["check", (u) => ["check", u]],
  ["convert", (u) => ["convert", u, "--to", "uri"]],
  ["normalize", (u) => ["normalize", u]],
  ["ping", (u) => ["ping", u, "--timeout", "2000"]],
];

function assertHidden(run: { stdout: string; stderr: string }, what: string): void {
  assert.ok(!run.stdout.includes(SECRET), `${what}: stdout shows the secret:\n${run.stdout}`);
  assert.ok(!run.stderr.includes(SECRET), `${what}: stderr shows the secret:\n${run.stderr}`);
}

describe("no argument is echoed with its secret", () => {
  // Each place is tried for people and with --json, with two of the carriers (all four across places);
  // the generated tests below try every carrier shape on the functions that quote.
  SLOTS.forEach(([where, argsFor, status], i) => {
    test(where, () => {
      for (const json of [false, true]) {
        const carrier = CARRIERS[(2 * i + (json ? 1 : 0)) % CARRIERS.length] as string;
        const args = [...argsFor(carrier), ...(json ? ["--json"] : [])];
        const run = dburi(args);
        const what = args.join(" ");
        assert.equal(run.status, status, `${what}\n${run.stderr}`);
        assertHidden(run, what);
        if (json) assert.equal(typeof JSON.parse(run.stdout).error.code, "string", what);
        else assert.equal(run.stdout, "", what);
      }
    });
  });
  for (const [command, argsFor] of INVALID_INPUTS) {
    test(`an invalid URI given to ${command}, as an argument, with --env and on standard input`, () => {
      const bad = `redis://:${SECRET}@h:99999/0?password=${SECRET}`;
      const runs = [
        dburi(argsFor(bad)),
        dburi([...argsFor("-"), "--json"], { input: `${bad}\n` }),
        dburi([command, "--env", "BAD_URL", ...argsFor("x").slice(2)], { env: { BAD_URL: bad } }),
      ];
      for (const run of runs) {
        assert.equal(run.status, 1, `${command}: ${run.stderr}`);
        assertHidden(run, command);
        assert.match(run.stdout + run.stderr, /invalid-port/);
      }
    });
  }
});

describe("a URI typed as an unknown option shows part of its password", () => {
  // parseArgs cuts `--name=value` at the first "=": `--postgres://app:pa=ss@h/db` is the option
  // `--postgres://app:pa`, which redaction cannot see as a URI with a password. Such an argument is not
  // shown at all, and the message says how to pass a URI that starts with "-".
  const secret = "s3cr=etPw";
  for (const argument of [
    `--postgres://app:${secret}@h/db`,
    `-redis://:${secret}@cache/0`,
    `--app:${secret}@h`,
    `--host=db password=${secret}`,
  ]) {
    test(argument.replace(secret, "***"), () => {
      for (const json of [false, true]) {
        const run = dburi(["parse", argument, ...(json ? ["--json"] : [])]);
        assert.equal(run.status, 2, run.stderr);
        assert.ok(!`${run.stdout}${run.stderr}`.includes("s3cr"), `${run.stdout}${run.stderr}`);
        assert.match(run.stderr, /is not an option.*give a URI that starts with '-' after '--'.*-- 'URI'/);
      }
    });
  }
  test("an option word is still named", () => {
    const run = dburi(["check", "--colour", "redis://h"]);
    assert.equal(run.status, 2);
    assert.match(run.stderr, /unknown option '--colour'/);
  });
});

describe("a secret in any carrier is hidden by every command, whatever the input", () => {
  // Each command on each carrier, the carrier given as an argument, with --env or on standard input in
  // turn: the URI line, the error's excerpt and the --json document all show it redacted.
  const COMMANDS: [string, string[]][] = [
    ["parse", ["parse"]],
    ["parse --json", ["parse", "--json"]],
    ["check", ["check"]],
    ["check --json", ["check", "--json"]],
    ["normalize", ["normalize"]],
    ["convert --to libpq", ["convert", "--to", "libpq"]],
    ["convert --to pg --json", ["convert", "--to", "pg", "--json"]],
    ["ping", ["ping", "--timeout", "2000"]],
  ];
  COMMANDS.forEach(([name, args], i) => {
    test(name, () => {
      CARRIERS.forEach((carrier, k) => {
        const how = (i + k) % 3;
        const run =
          how === 0
            ? dburi([...args, carrier])
            : how === 1
              ? dburi([...args, "--env", "SOME_URL"], { env: { SOME_URL: carrier } })
              : dburi([...args, "-"], { input: `${carrier}\n` });
        assertHidden(run, `${name} ${["argument", "--env", "stdin"][how]}: ${carrier}`);
        assert.notEqual(run.status, 2, `${name}: ${carrier}\n${run.stderr}`);
      });
    });
  });
});

describe("the pieces that quote arguments, on generated input", () => {
  // A secret that redaction hides in each carrier shape; its characters never need percent-encoding.
  // The "Q7x" start keeps it from being a word of the fixed text of a message.
  const secret = fc.stringMatching(/^[A-Za-z0-9]{3,13}$/).map((s) => `Q7x${s}`);
  const carrier = fc.tuple(secret, fc.constantFrom(...CARRIERS)).map(([s, c]) => ({
    s,
    u: c.replaceAll(SECRET, s),
  }));
  const hides = (text: string, s: string) => !text.includes(s);

  test("quote, readFailure and plainOption", () => {
    fc.assert(
      fc.property(carrier, ({ s, u }) => {
        assert.ok(hides(quote(u), s));
        assert.ok(hides(readFailure(u, Object.assign(new Error(`open '${u}'`), { code: "ENOENT" })), s));
        assert.throws(
          () => plainOption("--driver", u),
          (e: Error) => e instanceof UsageError && hides(e.message, s),
        );
      }),
    );
  });
  test("parseCommandArgs: unknown options, in every form", () => {
    fc.assert(
      fc.property(carrier, fc.constantFrom("--", "-", "--x="), ({ s, u }, prefix) => {
        assert.throws(
          () => parseCommandArgs(["redis://h", `${prefix}${u}`], { to: { type: "string" } }),
          (e: Error) => e instanceof UsageError && hides(e.message, s),
        );
      }),
    );
  });
  test("scrubbed: what a library error quotes of the command line", () => {
    fc.assert(
      fc.property(carrier, ({ s, u }) => {
        const error = new DburiError({
          code: "unknown-driver",
          reason: `'${u}' is no driver`,
          fix: `not ${u}`,
        });
        const clean = scrubbed(error, ["ping", "redis://h", `--driver=${u}`]);
        assert.ok(hides(clean.message, s) && hides(clean.reason, s) && hides(clean.fix ?? "", s));
        assert.equal(clean.code, "unknown-driver");
      }),
    );
  });
});

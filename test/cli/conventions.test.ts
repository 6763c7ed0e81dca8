// What every command shares: --help and `dburi help`, --version, usage errors (exit 2), "--", input from
// standard input and --env, colours (never with NO_COLOR), control characters, a closed pipe.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, test } from "node:test";
import { colourFor } from "../../src/cli/output.ts";
import { dburi, rawControl } from "./run.ts";

const COMMANDS = ["parse", "check", "convert", "normalize", "ping", "schemes", "template", "playground"];
const dir = mkdtempSync(join(tmpdir(), "dburi-conventions-"));
after(() => rmSync(dir, { recursive: true, force: true }));

describe("help and version", () => {
  test("--help for the tool and each command, --version", () => {
    const help = dburi(["--help"]);
    assert.equal(help.status, 0);
    for (const command of COMMANDS) {
      assert.match(help.stdout, new RegExp(`^  ${command} `, "m"));
      const own = dburi([command, "--help"]);
      assert.equal(own.status, 0);
      assert.match(own.stdout, /Examples:/);
    }
    assert.match(dburi(["--version"]).stdout, /^\d+\.\d+\.\d+\n$/);
  });
  test("dburi help COMMAND is the command's help; dburi help the overview", () => {
    for (const command of COMMANDS)
      assert.equal(dburi(["help", command]).stdout, dburi([command, "--help"]).stdout, command);
    assert.equal(dburi(["help"]).stdout, dburi(["--help"]).stdout);
    assert.equal(dburi(["help", "nope"]).status, 2);
  });
  test("--help after '--' is an operand, not a request for help", () => {
    const run = dburi(["parse", "--", "--help"]);
    assert.equal(run.status, 1, run.stdout);
    assert.doesNotMatch(run.stdout, /Usage:/);
    assert.match(run.stderr, /missing-scheme/);
  });
});

describe("usage errors", () => {
  test("exit 2 with the message on stderr", () => {
    for (const args of [
      ["nope"],
      ["parse"],
      ["parse", "a", "b"],
      ["parse", "redis://h", "--bogus"],
      ["ping", "redis://h", "--timeout", "x"],
    ]) {
      const run = dburi(args);
      assert.equal(run.status, 2, args.join(" "));
      assert.equal(run.stdout, "", args.join(" "));
      assert.match(run.stderr, /^dburi: /);
    }
    const bare = dburi([]);
    assert.equal(bare.status, 2);
    assert.equal(bare.stdout, "");
    assert.match(bare.stderr, /Usage: dburi/);
  });
  test("several lines on standard input for a one-URI command: a count, and none of the lines", () => {
    for (const command of ["parse", "normalize", "convert", "ping"]) {
      const extra = command === "convert" ? ["--to", "uri"] : [];
      const run = dburi([command, "-", ...extra], {
        input: "redis://:s3cretPw@a/0\nredis://:t0kenVal@b/0\n",
      });
      assert.equal(run.status, 2, `${command}: ${run.stderr}`);
      assert.match(run.stderr, /standard input holds 2 lines/);
      assert.doesNotMatch(run.stderr, /redis:/);
      assert.equal(run.stdout, "");
    }
  });
  test("an empty URI (standard input, --env, argument) is a usage error, not a table for ''", () => {
    const runs = [
      dburi(["parse", "-"], { input: "" }),
      dburi(["parse", "-"], { input: "\n" }),
      dburi(["parse", "--env", "EMPTY_URL"], { env: { EMPTY_URL: "" } }),
      dburi(["normalize", "--env", "EMPTY_URL"], { env: { EMPTY_URL: "" } }),
      dburi(["check", "--env", "EMPTY_URL"], { env: { EMPTY_URL: "" } }),
      dburi(["parse", ""]),
    ];
    for (const run of runs) {
      assert.equal(run.status, 2, run.stderr);
      assert.equal(run.stdout, "");
      assert.match(run.stderr, /empty/);
    }
  });
});

describe("control characters never reach a terminal", () => {
  // Every command, given input that would clear the screen: nothing printed holds a raw control
  // character but the line feeds between lines (and JSON escapes them, C1 and DEL included).
  const hostile = "redis://h/0\x1b[2J\x9b1m\x07\u202e";
  const runs: [string, string[]][] = [
    ["parse", ["parse", hostile]],
    ["parse --diagram", ["parse", hostile, "--diagram"]],
    ["check", ["check", hostile]],
    ["check --json", ["check", hostile, "--json"]],
    ["convert", ["convert", hostile, "--to", "uri"]],
    ["normalize", ["normalize", hostile]],
    ["ping", ["ping", hostile]],
    ["schemes", ["schemes", "x\x1b[2J"]],
    ["template show", ["template", "show", "x\x1b[2J"]],
    ["an unknown command", [`x\x1b[2J`]],
    ["an unknown option", ["parse", "--x\x1b[2J"]],
    [
      "a value converted from the URI",
      ["convert", "db:pg://h/db?application_name=%1B%5B2J%C2%9B", "--to", "pg"],
    ],
    // RIGHT-TO-LEFT OVERRIDE and ISOLATE, decoded: shown as something else than the text they reorder.
    ["a decoded bidirectional control", ["parse", "db:sqlite:/srv/%E2%80%AEgpj.exe?x=%E2%81%A7a"]],
  ];
  for (const [name, args] of runs) {
    test(name, () => {
      for (const json of [false, true]) {
        const run = dburi(json ? [...args, "--json"] : args);
        assert.equal(rawControl(run.stdout + run.stderr), null, `${name}: ${run.stdout}${run.stderr}`);
      }
    });
  }
  test("a template that quotes control characters is linted without them", () => {
    const path = join(dir, "hostile.txt");
    writeFileSync(path, "Scheme name: x\x1b[2Jy\nStatus: permanent\n");
    const run = dburi(["template", "lint", path]);
    assert.equal(rawControl(run.stdout + run.stderr), null);
  });
});

describe("colours", () => {
  test("no colour codes when not on a terminal, or with NO_COLOR, even with FORCE_COLOR", () => {
    for (const env of [{}, { NO_COLOR: "1" }, { NO_COLOR: "1", FORCE_COLOR: "1" }] as Record<
      string,
      string
    >[]) {
      const run = dburi(["check", "redis://h/x"], { env });
      assert.ok(!run.stdout.includes("\x1b[") && !run.stderr.includes("\x1b["), JSON.stringify(env));
      assert.doesNotMatch(run.stderr, /Warning/);
    }
  });
  test("colourFor: NO_COLOR set and not empty wins; FORCE_COLOR as Node reads it; never on a pipe", () => {
    const terminal = { isTTY: true, hasColors: () => true } as unknown as NodeJS.WriteStream;
    const plain = { isTTY: true, hasColors: () => false } as unknown as NodeJS.WriteStream;
    const pipe = { isTTY: false, hasColors: () => true } as unknown as NodeJS.WriteStream;
    assert.equal(colourFor(terminal, {}), true);
    assert.equal(colourFor(terminal, { NO_COLOR: "1" }), false);
    assert.equal(colourFor(terminal, { NO_COLOR: "1", FORCE_COLOR: "1" }), false);
    assert.equal(colourFor(terminal, { NO_COLOR: "" }), true);
    assert.equal(colourFor(plain, { FORCE_COLOR: "1" }), true);
    assert.equal(colourFor(plain, { FORCE_COLOR: "" }), true);
    assert.equal(colourFor(terminal, { FORCE_COLOR: "0" }), false);
    assert.equal(colourFor(pipe, { FORCE_COLOR: "1" }), false);
    // What hasColors is asked with: no FORCE_COLOR (Node would warn), no empty NO_COLOR (unset, per
    // no-color.org, where Node reads it as set).
    let asked: unknown;
    const probe = {
      isTTY: true,
      hasColors: (env: unknown) => {
        asked = env;
        return true;
      },
    } as unknown as NodeJS.WriteStream;
    colourFor(probe, { NO_COLOR: "", TERM: "xterm" });
    assert.deepEqual(asked, { TERM: "xterm" });
  });
});

describe("on a terminal", () => {
  // `script` runs the command on a pseudo-terminal, as a person at a shell would.
  const hasScript = spawnSync("script", ["--version"], { encoding: "utf8" }).status === 0;
  const skip = hasScript ? false : "the `script` command (util-linux) is not installed";
  const ESC = String.fromCharCode(0x1b);
  const onTerminal = (command: string, env: Record<string, string> = {}) => {
    // The test states the terminal it stands for rather than inheriting the runner's environment: a CI
    // runner sets CI (Node then counts a terminal as colourless), may set NO_COLOR, TMUX or COLORTERM, and
    // may have no TERM at all.
    const { PATH = "/usr/bin:/bin", HOME = "/" } = process.env;
    return spawnSync("script", ["-qc", command, "/dev/null"], {
      encoding: "utf8",
      env: { PATH, HOME, TERM: "xterm-256color", ...env },
    }).stdout;
  };
  const list = join(dir, "many.txt");
  writeFileSync(list, Array.from({ length: 40 }, (_, i) => `redis://h:${6000 + i}/0`).join("\n"));
  const command = `"${process.execPath}" dist/cli/main.cjs check --file "${list}"`;
  test("check shows progress with many URIs, and colours", { skip }, () => {
    const output = onTerminal(command);
    assert.match(output, /checking 31\/40/);
    assert.ok(output.includes(`${ESC}[32m`), "green escape sequence expected on a terminal");
  });
  test("a converted value is exact in a pipe, and shows no bidirectional control on a terminal", {
    skip,
  }, () => {
    const args = ["convert", "db:pg://h/%E2%80%AEdb", "--to", "libpq"];
    assert.equal(dburi(args).stdout, "host=h dbname='\u202edb'\n");
    const output = onTerminal(
      `"${process.execPath}" dist/cli/main.cjs ${args.map((a) => `'${a}'`).join(" ")}`,
    );
    assert.match(output, /dbname='\ufffddb'/);
    assert.equal(rawControl(output.replaceAll("\r", "")), null);
  });
  test("NO_COLOR turns colours off", { skip }, () => {
    const output = onTerminal(command, { NO_COLOR: "1" });
    assert.match(output, /checking 31\/40/);
    assert.doesNotMatch(output, new RegExp(`${ESC}\\[3\\dm`));
  });
  test("NO_COLOR turns colours off even with FORCE_COLOR, and Node prints no warning", { skip }, () => {
    const output = onTerminal(command, { NO_COLOR: "1", FORCE_COLOR: "1" });
    assert.match(output, /checking 31\/40/);
    assert.doesNotMatch(output, new RegExp(`${ESC}\\[3\\dm`));
    assert.doesNotMatch(output, /Warning|NO_COLOR/);
  });
  test("FORCE_COLOR with NODE_DISABLE_COLORS: colours as Node decides, without its warning", { skip }, () => {
    const output = onTerminal(command, { NODE_DISABLE_COLORS: "1", FORCE_COLOR: "1" });
    assert.ok(output.includes(`${ESC}[32m`));
    assert.doesNotMatch(output, /Warning/);
  });
  test("a terminal without colours (TERM=dumb) gets none", { skip }, () => {
    const output = onTerminal(command, { TERM: "dumb" });
    assert.match(output, /checking 31\/40/);
    assert.doesNotMatch(output, new RegExp(`${ESC}\\[3\\dm`));
  });
  test("output redirected to a file gets no colours; the terminal still shows progress", { skip }, () => {
    const saved = join(dir, "check-output.txt");
    const output = onTerminal(`${command} > "${saved}"`);
    assert.match(output, /checking 31\/40/);
    const file = readFileSync(saved, "utf8");
    assert.match(file, /40 checked/);
    assert.ok(!file.includes(ESC), "no escape sequence in redirected output");
  });
  test("a converted value with control characters shows them as symbols on a terminal", { skip }, () => {
    const output = onTerminal(
      `"${process.execPath}" dist/cli/main.cjs convert 'db:pg://h/db?application_name=%1B%5B2J' --to libpq`,
    );
    assert.ok(!output.includes(`${ESC}[2J`), output);
    assert.ok(output.includes("\u241b[2J"), output);
  });
});

test("a reader that closes the pipe early ends the command quietly", () => {
  const result = spawnSync("sh", ["-c", `"${process.execPath}" dist/cli/main.cjs schemes --iana | head -1`], {
    encoding: "utf8",
  });
  assert.equal(result.status, 0);
  assert.equal(result.stderr, "");
  assert.match(result.stdout, /^SCHEME/);
});

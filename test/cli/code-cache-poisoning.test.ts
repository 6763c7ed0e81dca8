// Code-cache poisoning: the command line runs each command's bundle with V8's code cache, kept in the
// user's cache folder (src/cli/code-cache.ts). A code cache is code, and V8 takes one made for another
// source as long as the length is the same: whoever can write the cache file can run their code as the
// user. So the cache is read only from a folder and a file of the user's own that no one else can write,
// never through a symbolic link. The poison here is made the way an attacker would make it: by running the
// command line on a copy of the bundle changed in one word, which V8 then takes for the real bundle (the
// first test shows it does, in a folder that passes the checks). Also: a cache is made once and taken
// back, one that V8 refuses is replaced, and NODE_DISABLE_COMPILE_CACHE turns the cache off.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  chownSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { codeCacheFile, codeCacheFolder } from "../../src/cli/code-cache.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const COMMANDS = join(ROOT, "dist", "cli", "commands");
const dir = mkdtempSync(join(tmpdir(), "dburi-code-cache-"));
after(() => rmSync(dir, { recursive: true, force: true }));

/** The built bundle of the parse command. */
function parseBundle(): string {
  const name = readdirSync(COMMANDS).find((file) => /^parse-\w+\.cjs$/.test(file));
  assert.ok(name, "no parse bundle in dist/cli/commands: run npm run build");
  return join(COMMANDS, name);
}

/** Runs `node <root>/dist/cli/main.cjs args` with the cache folder `XDG_CACHE_HOME`/dburi. */
function run(root: string, args: string[], cacheHome: string, env: Record<string, string> = {}) {
  const { NODE_DISABLE_COMPILE_CACHE: _off, ...base } = process.env;
  const result = spawnSync(process.execPath, [join(root, "dist", "cli", "main.cjs"), ...args], {
    encoding: "utf8",
    env: { ...base, XDG_CACHE_HOME: cacheHome, ...env },
    timeout: 60_000,
  });
  assert.equal(result.status, 0, result.stderr);
  return result.stdout;
}

const HELP = ["parse", "--help"];
/** The word of `dburi parse --help` the poisoned bundle changes, and what it changes it to. */
const WORD = "Usage: dburi parse";
const POISON = "Usage: dburi PARSE";

describe("code-cache poisoning: the cache is read only from the user's own private folder and file", () => {
  let poison: Buffer;
  let cacheName: string;

  before(() => {
    // A copy of the package's command line whose parse bundle, under its real name, says PARSE.
    const bundle = parseBundle();
    const copy = join(dir, "copy");
    mkdirSync(join(copy, "dist", "cli", "commands"), { recursive: true });
    copyFileSync(join(ROOT, "package.json"), join(copy, "package.json"));
    copyFileSync(join(ROOT, "dist", "cli", "main.cjs"), join(copy, "dist", "cli", "main.cjs"));
    const source = readFileSync(bundle, "utf8");
    assert.ok(source.includes(WORD));
    writeFileSync(
      join(copy, "dist", "cli", "commands", bundle.split("/").pop() ?? ""),
      source.replace(WORD, POISON),
    );
    // Its first run makes the cache an attacker would plant (a run that shows only the usage makes none).
    const made = join(dir, "made");
    run(copy, ["parse", "redis://h"], made);
    assert.match(run(copy, HELP, made), /dburi PARSE/);
    cacheName = codeCacheFile("", bundle);
    poison = readFileSync(join(made, "dburi", cacheName));
  });

  /** A cache folder `XDG_CACHE_HOME`/dburi holding the poison, set up by `arrange`; returns XDG_CACHE_HOME. */
  function planted(name: string, arrange: (folder: string, file: string) => void = () => {}): string {
    const home = join(dir, name);
    const folder = join(home, "dburi");
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    chmodSync(folder, 0o700);
    const file = join(folder, cacheName);
    writeFileSync(file, poison, { mode: 0o600 });
    arrange(folder, file);
    return home;
  }

  test("V8 takes the poison from a private folder: what the checks below keep out", () => {
    assert.match(run(ROOT, HELP, planted("private")), /dburi PARSE/);
  });

  test("a folder others can write to is not read, nor written to", () => {
    const home = planted("shared-folder", (folder) => chmodSync(folder, 0o777));
    const shown = run(ROOT, HELP, home);
    assert.match(shown, /dburi parse/);
    assert.doesNotMatch(shown, /PARSE/);
    // A run that would keep a cache (the usage alone keeps none) leaves the folder as it was.
    run(ROOT, ["parse", "redis://h"], home);
    assert.deepEqual(readdirSync(join(home, "dburi")), [cacheName]);
    assert.deepEqual(readFileSync(join(home, "dburi", cacheName)), poison);
  });

  test("a cache file others can write to is not read", () => {
    const home = planted("shared-file", (_folder, file) => chmodSync(file, 0o666));
    assert.doesNotMatch(run(ROOT, HELP, home), /PARSE/);
  });

  test("a cache file of another user's is not read", (t) => {
    if (process.getuid?.() !== 0) {
      t.skip("giving a file another owner needs root");
      return;
    }
    const home = planted("other-owner", (_folder, file) => chownSync(file, 65534, 65534));
    assert.doesNotMatch(run(ROOT, HELP, home), /PARSE/);
  });

  test("a cache folder that is a symbolic link is not read", () => {
    const target = planted("link-target");
    const home = join(dir, "link");
    mkdirSync(home);
    symlinkSync(join(target, "dburi"), join(home, "dburi"));
    assert.doesNotMatch(run(ROOT, HELP, home), /PARSE/);
  });

  test("a cache file that is a symbolic link is not read", () => {
    const target = planted("file-link-target");
    const home = planted("file-link", (_folder, file) => {
      rmSync(file);
      symlinkSync(join(target, "dburi", cacheName), file);
    });
    assert.doesNotMatch(run(ROOT, HELP, home), /PARSE/);
  });
});

describe("the code cache", () => {
  const uri = "postgresql://app:s3cretPw@db.example.com:5432/app?sslmode=require";

  test("is made by the first run in a private folder, and taken back by the next without a rewrite", () => {
    const home = join(dir, "fresh");
    const first = run(ROOT, ["parse", uri], home);
    const file = join(home, "dburi", codeCacheFile("", parseBundle()));
    assert.equal(statSync(join(home, "dburi")).mode & 0o777, 0o700);
    assert.equal(statSync(file).mode & 0o777, 0o600);
    const made = statSync(file);
    assert.equal(run(ROOT, ["parse", uri], home), first);
    // V8 took it: a cache it refuses is written again (below).
    const after = statSync(file);
    assert.equal(after.ino, made.ino);
    assert.equal(after.mtimeMs, made.mtimeMs);
    assert.ok(!first.includes("s3cretPw"));
    // A code cache holds compiled code, not what the run read: the password is not in it.
    assert.ok(!readFileSync(file).includes("s3cretPw"), "the code cache holds the password");
  });

  test("is not made by a run that only shows the usage or ends in a usage error, which compiles little", () => {
    const home = join(dir, "help-first");
    run(ROOT, ["parse", "--help"], home);
    run(ROOT, ["help", "parse"], home);
    const mistyped = spawnSync(
      process.execPath,
      [join(ROOT, "dist", "cli", "main.cjs"), "parse", "--bogus"],
      {
        encoding: "utf8",
        env: { ...process.env, XDG_CACHE_HOME: home },
      },
    );
    assert.equal(mistyped.status, 2);
    assert.ok(!existsSync(join(home, "dburi", codeCacheFile("", parseBundle()))));
    run(ROOT, ["parse", uri], home);
    assert.ok(existsSync(join(home, "dburi", codeCacheFile("", parseBundle()))));
  });

  test("that V8 refuses is replaced, and the command's output is the same", () => {
    const home = join(dir, "refused");
    const expected = run(ROOT, ["parse", uri], join(dir, "refused-reference"));
    const file = join(home, "dburi", codeCacheFile("", parseBundle()));
    mkdirSync(join(home, "dburi"), { recursive: true, mode: 0o700 });
    writeFileSync(file, Buffer.alloc(4096, 7), { mode: 0o600 });
    assert.equal(run(ROOT, ["parse", uri], home), expected);
    assert.notDeepEqual(readFileSync(file), Buffer.alloc(4096, 7));
  });

  test("is off with NODE_DISABLE_COMPILE_CACHE set, as Node's own is", () => {
    const home = join(dir, "off");
    run(ROOT, ["parse", uri], home, { NODE_DISABLE_COMPILE_CACHE: "1" });
    assert.ok(!existsSync(join(home, "dburi")));
  });

  test("is not made in another user's folder: root with a user's HOME leaves nothing there", (t) => {
    if (process.getuid?.() !== 0) {
      t.skip("giving a folder another owner needs root");
      return;
    }
    const home = join(dir, "users-home");
    mkdirSync(home);
    chownSync(home, 65534, 65534);
    const { XDG_CACHE_HOME: _xdg, ...env } = process.env;
    const result = spawnSync(process.execPath, [join(ROOT, "dist", "cli", "main.cjs"), "parse", uri], {
      encoding: "utf8",
      env: { ...env, HOME: home },
      timeout: 60_000,
    });
    assert.equal(result.status, 0, result.stderr);
    assert.deepEqual(readdirSync(home), []);
  });

  test("runs bundles of strict code, as the ES modules they are built from are", () => {
    const files = [
      join(ROOT, "dist", "cli", "main.cjs"),
      ...readdirSync(COMMANDS)
        .filter((f) => f.endsWith(".cjs"))
        .map((f) => join(COMMANDS, f)),
    ];
    assert.ok(files.length > 2);
    for (const file of files) {
      // The directive counts only before every other statement (after the #! line).
      const text = readFileSync(file, "utf8").replace(/^#!.*\n/, "");
      assert.ok(text.startsWith('"use strict";'), `${file} is not strict code`);
    }
  });

  test("is kept where the XDG Base Directory Specification says, else under the home folder", () => {
    assert.equal(codeCacheFolder({ XDG_CACHE_HOME: "/x/cache" }, "linux"), join("/x/cache", "dburi"));
    // A relative XDG_CACHE_HOME is to be ignored (the specification).
    assert.match(codeCacheFolder({ XDG_CACHE_HOME: "cache" }, "linux") ?? "", /[\\/]\.cache[\\/]dburi$/);
    assert.equal(
      codeCacheFolder({ LOCALAPPDATA: "/w/AppData/Local" }, "win32"),
      join("/w/AppData/Local", "dburi", "Cache"),
    );
    assert.equal(codeCacheFolder({ NODE_DISABLE_COMPILE_CACHE: "" }, "linux"), null);
  });
});

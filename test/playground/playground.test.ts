// The playground page in headless Chromium, served by `dburi playground` and as the folder
// `dburi playground --out` writes, on a plain static server: what it renders is the library's own output
// (components, interpretation, errors, conversions), no secret is in the document before Reveal nor in the
// share link, the page requests nothing but its own files, the keyboard reaches every control, and
// nothing overflows a 375px-wide screen.
import assert from "node:assert/strict";
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, sep } from "node:path";
import { after, before, describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { type Browser, chromium, type Page } from "playwright-core";
import {
  CONVERSIONS,
  componentSpans,
  convert,
  DburiError,
  formatTemplate,
  interpret,
  parseUri,
  readConnectionString,
  redact,
  redactUri,
  registry,
  repairUri,
  reviewTemplate,
} from "../../src/core.ts";
import { dburi, SECRETS } from "../cli/run.ts";
import { CHROMIUM, noChromium, serveFolder } from "../helpers/browser.ts";

const BIN = fileURLToPath(new URL("../../dist/cli/main.cjs", import.meta.url));
const [PASSWORD, KEY, TOKEN] = SECRETS as [string, string, string];
const POSTGRES = `postgresql://app:${PASSWORD}@db-1.example.com,db-2.example.com:5433/shop?sslmode=verify-full&application_name=web&pool_timeout=5`;
const REDIS = `rediss://:${PASSWORD}@cache.example.com:6380/2?client_name=web`;
const AMQPS = `amqps://app:${PASSWORD}@rabbit.example.com/%2f?heartbeat=30&token=${TOKEN}`;
const JDBC = `jdbc:postgresql://db.example.com:5432/shop?user=app&password=${PASSWORD}&ssl=true`;
const LIBPQ = `host=db.example.com port=5433 dbname=shop user=app password=${PASSWORD} sslmode=require sslpassword=${KEY}`;
const INVALID = `postgresql://app:${PASSWORD}#x@db.example.com/shop`;
const BAD_PORT = `redis://:${PASSWORD}@cache.example.com:99999/0`;

/** Starts `dburi playground` and resolves to the process and the address it printed. */
async function startPlayground(args: readonly string[] = []): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [BIN, "playground", ...args], { stdio: ["ignore", "pipe", "pipe"] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split("\n")[0];
      if (out.includes("\n") && line !== undefined) resolve(line);
    });
    child.once("exit", (code) => reject(new Error(`dburi playground exited with ${code}: ${out}`)));
    setTimeout(() => reject(new Error("dburi playground printed no address in 30 s")), 30_000).unref();
  });
  return { child, url };
}

/** Stops a process started here and waits for it to exit. */
async function stop(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  child.kill("SIGTERM");
  return exited;
}

/** The number of times the page has rendered. */
async function renders(page: Page): Promise<string> {
  return (await page.getAttribute("#results", "data-rendered")) ?? "0";
}

/**
 * Waits until the page has rendered again since `before`. (Polled from here: waitForFunction evaluates
 * its predicate with eval, which the page's Content-Security-Policy forbids.)
 */
async function rendered(page: Page, before: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while ((await renders(page)) === before) {
    if (Date.now() > deadline) throw new Error("the page did not render in 15 s");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Types a connection string into the page (replacing what is there) and waits for it to render. */
async function enter(page: Page, text: string): Promise<void> {
  const before = await renders(page);
  await page.fill("#input", text);
  await rendered(page, before);
}

/** The text of every element a selector matches. */
async function texts(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).allTextContents();
}

/** A driver config or DSN as the page prints it, redacted. */
function printed(output: unknown): string {
  return typeof output === "string" ? output : JSON.stringify(output, null, 2);
}

/** The conversions the library makes of a string as the page asks for them, and those it refuses (by code). */
function expectedConversions(text: string): { made: Map<string, string>; refused: Map<string, string> } {
  const target = readConnectionString(text);
  const made = new Map<string, string>();
  const refused = new Map<string, string>();
  for (const to of CONVERSIONS) {
    try {
      const conversion = convert(target, to, {
        unsupported: "warn",
        redact: true,
        readFile: (path: string) => `<contents of ${path}>`,
        hostIndex: target.hosts.length > 1 ? 0 : undefined,
      });
      made.set(to, printed(conversion.output));
    } catch (error) {
      if (!(error instanceof DburiError)) throw error;
      refused.set(to, error.code);
    }
  }
  return { made, refused };
}

/** Asserts that the document holds none of the test secrets. */
async function assertNoSecretInDocument(page: Page, what: string): Promise<void> {
  const html = await page.content();
  for (const secret of SECRETS) assert.ok(!html.includes(secret), `${what}: the document shows ${secret}`);
}

/** The checks each way of serving the page must pass; `open` gives the page's address. */
function pageTests(name: string, origin: () => Promise<{ url: string; files: readonly string[] }>): void {
  describe(name, { skip: noChromium }, () => {
    let browser: Browser;
    let url: string;
    let files: readonly string[];
    /** Every address the page requested, in order. */
    let requested: string[] = [];
    let page: Page;

    before(async () => {
      ({ url, files } = await origin());
      browser = await chromium.launch({ executablePath: CHROMIUM });
    });
    after(async () => {
      await browser?.close();
    });

    /** Opens the page (at `fragment`) in a new tab of the given width, recording its requests. */
    async function open(fragment = "", width = 1200): Promise<Page> {
      await page?.close();
      page = await browser.newPage({ viewport: { width, height: 900 } });
      requested = [];
      page.on("request", (request) => requested.push(request.url()));
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      await page.goto(`${url}${fragment}`);
      await page.waitForSelector("html[data-ready]");
      assert.deepEqual(errors, [], "the page reports no error");
      return page;
    }

    test("a PostgreSQL host list with sslmode: components, interpretation and conversions are the library's", async () => {
      await open();
      await enter(page, POSTGRES);
      const uri = parseUri(POSTGRES, registry.get("postgresql")?.parseOptions);
      // The spans under the redacted text: componentSpans' own, names and places.
      const spans = await page
        .locator("[data-component]")
        .evaluateAll((nodes) =>
          nodes.map((node) => [
            node.getAttribute("data-component"),
            Number(node.getAttribute("data-from")),
            Number(node.getAttribute("data-to")),
          ]),
        );
      assert.deepEqual(spans, componentSpans(uri, { redacted: true }));
      assert.equal(await page.textContent(".diagram-text"), String(uri));
      // Absent and empty apart: no port and no fragment are absent.
      const rows = await page.locator("#components tr").allTextContents();
      assert.ok(rows.includes("portabsent"), rows.join("|"));
      assert.ok(rows.includes("fragmentabsent"), rows.join("|"));
      // The interpretation: each host with its effective port, and TLS.
      const target = interpret(POSTGRES);
      const hosts = await texts(page, "#interpretation .hosts li code");
      assert.deepEqual(
        hosts,
        target.hosts.map((h) => `${h.host}:${h.effectivePort}`),
      );
      const interpretation = (await page.textContent("#interpretation")) ?? "";
      assert.match(interpretation, /TLSyes/);
      assert.match(interpretation, /"verifyHostname": true/);
      // Every conversion, exactly as the library prints it, and those that do not apply by code.
      const { made, refused } = expectedConversions(POSTGRES);
      for (const [to, output] of made)
        assert.equal(await page.textContent(`details[data-conversion="${to}"] pre.output`), output, to);
      const shownRefused = await page
        .locator(".refused li")
        .evaluateAll((nodes) =>
          nodes.map((node) => [node.getAttribute("data-conversion"), node.getAttribute("data-code")]),
        );
      assert.deepEqual(shownRefused, [...refused]);
      // The fates of the parameters in the pg config: pool_timeout is dropped, and says so.
      const pg = convert(target, "pg", { unsupported: "warn", redact: true, hostIndex: 0 });
      const fates = await texts(page, 'details[data-conversion="pg"] .fate');
      assert.deepEqual(
        fates,
        pg.params.map((p) => p.fate),
      );
      assert.ok(fates.includes("not-carried"));
      await assertNoSecretInDocument(page, "postgres");
    });

    test("no secret in the document before Reveal, nor in the share link; Reveal shows them", async () => {
      await open();
      for (const text of [REDIS, AMQPS, LIBPQ, JDBC]) {
        await enter(page, text);
        await assertNoSecretInDocument(page, text.slice(0, 10));
        const link = await page.inputValue("#share");
        assert.equal(link, `${url.split("#")[0]}#uri=${encodeURIComponent(redact(text))}`);
        for (const secret of SECRETS) assert.ok(!decodeURIComponent(link).includes(secret), link);
        assert.match((await page.textContent("#share-note")) ?? "", /removed/);
      }
      await enter(page, REDIS);
      const before = await renders(page);
      await page.check("#reveal");
      await rendered(page, before);
      assert.ok((await page.textContent("#results"))?.includes(PASSWORD), "Reveal shows the password");
      assert.ok(
        !(await page.inputValue("#share")).includes(PASSWORD),
        "the link holds no secret after Reveal",
      );
    });

    test("amqps, JDBC and libpq strings: read as the library reads them", async () => {
      await open();
      await enter(page, AMQPS);
      assert.match((await page.textContent("#interpretation")) ?? "", /TLSyes/);
      assert.equal(
        await page.textContent('details[data-conversion="amqplib"] pre.output'),
        expectedConversions(AMQPS).made.get("amqplib"),
      );
      for (const text of [JDBC, LIBPQ]) {
        await enter(page, text);
        const target = readConnectionString(text);
        assert.match((await page.textContent("#status")) ?? "", /^Valid (jdbc|libpq) string/);
        // The components are those of the URI that says the same.
        assert.equal(await page.textContent(".diagram-text"), redactUri(target.href));
        for (const [to, output] of expectedConversions(text).made)
          assert.equal(await page.textContent(`details[data-conversion="${to}"] pre.output`), output, to);
      }
    });

    test("an invalid URI: the error's code, caret message and fix, and the corrected string", async () => {
      await open();
      for (const text of [INVALID, BAD_PORT]) {
        await enter(page, text);
        let error: DburiError | undefined;
        try {
          readConnectionString(text);
        } catch (caught) {
          error = caught as DburiError;
        }
        assert.ok(error instanceof DburiError);
        assert.equal(await page.getAttribute("#findings .finding.error", "data-code"), error.code);
        assert.equal(await page.textContent("#findings .finding.error pre.caret"), error.message);
        assert.equal(await page.textContent("#findings .finding.error .fix"), `fix: ${error.fix}`);
        assert.equal(await page.textContent("#status"), `Invalid: ${error.code}.`);
        await assertNoSecretInDocument(page, text);
      }
      // A raw '#' in the password: the page offers the repaired string, redacted, and uses it on request.
      await enter(page, INVALID);
      const repaired = repairUri(INVALID);
      assert.equal(await page.textContent("#findings pre.corrected"), redactUri(repaired.uri));
      const before = await renders(page);
      await page.click("text=Use the corrected string");
      await rendered(page, before);
      assert.equal(await page.textContent("#status"), "Valid URI.");
      await assertNoSecretInDocument(page, "repaired");
    });

    test("opening #uri= shows that input at once, and a new fragment replaces it", async () => {
      const shared = redact(POSTGRES);
      await open(`#uri=${encodeURIComponent(shared)}`);
      assert.equal(await page.inputValue("#input"), shared);
      assert.equal(await page.textContent(".diagram-text"), shared);
      const before = await renders(page);
      await page.evaluate(`location.hash = ${JSON.stringify(`#uri=${encodeURIComponent(REDIS)}`)}`);
      await rendered(page, before);
      assert.equal(await page.inputValue("#input"), REDIS);
      await assertNoSecretInDocument(page, "from the fragment");
    });

    test("the registry panel: search, IANA status, a rendered template, the template linter", async () => {
      await open();
      await page.focus("#registry summary");
      await page.keyboard.press("Enter");
      await page.waitForSelector("#scheme-search");
      await page.fill("#scheme-search", "redis");
      const names = await texts(page, "#scheme-results td:first-child code");
      assert.ok(names.includes("redis") && names.includes("rediss"), names.join(", "));
      assert.match((await page.textContent("#scheme-results")) ?? "", /redis is provisional/);
      await page.click('button[data-scheme="redis"]');
      const redis = registry.get("redis");
      assert.ok(redis);
      assert.equal(await page.textContent("#scheme-template pre"), formatTemplate(redis));
      const template = "Scheme name: Bad_Name\nStatus: provisional\n";
      await page.fill("#template-input", template);
      await page.click("#template-review");
      const codes = await texts(page, "#template-findings td:nth-child(2) code");
      assert.deepEqual(
        codes,
        reviewTemplate(template).map((f) => f.code),
      );
      assert.ok(codes.length > 0);
    });

    test("the page requests its own files only", async () => {
      await open(`#uri=${encodeURIComponent(redact(POSTGRES))}`);
      for (const text of [REDIS, AMQPS, LIBPQ, INVALID]) await enter(page, text);
      await page.click("#registry summary");
      await page.waitForSelector("#scheme-search");
      const base = new URL(url);
      for (const address of requested) {
        const requestedUrl = new URL(address);
        assert.equal(requestedUrl.origin, base.origin, address);
        const file = requestedUrl.pathname === "/" ? "index.html" : requestedUrl.pathname.slice(1);
        assert.ok(files.includes(file), `${address} is one of the page's files`);
      }
      assert.ok(
        requested.some((address) => address.includes("/chunks/registry-")),
        "the registry loads lazily",
      );
    });

    test("the keyboard reaches every control, in order", async () => {
      await open();
      const reached: string[] = [];
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press("Tab");
        reached.push(
          await page.evaluate(
            `document.activeElement.id || document.activeElement.closest("[id]")?.id || document.activeElement.tagName`,
          ),
        );
      }
      // An example chosen from the list (by keyboard: the list has focus) is read at once.
      const before = await renders(page);
      await page.selectOption("#examples", { label: "RabbitMQ over TLS, vhost /" });
      await rendered(page, before);
      assert.equal(await page.textContent("#status"), "Valid URI.");
      assert.equal(await page.textContent(".diagram-text"), redactUri(await page.inputValue("#input")));
      for (const id of ["input", "reveal", "examples", "share", "copy", "registry"])
        assert.ok(reached.includes(id), `${id} is reached by Tab: ${reached.join(", ")}`);
      assert.ok(reached.indexOf("input") < reached.indexOf("reveal"));
      // Labels for screen readers: each control has its accessible name.
      for (const [selector, label] of [
        ["#input", "Connection string"],
        ["#reveal", "Reveal passwords and secret values"],
        ["#share", "Link to this input, secrets removed"],
      ] as const)
        assert.equal(
          await page.locator(selector).getAttribute("id"),
          await page.getByLabel(label, { exact: true }).getAttribute("id"),
        );
      assert.equal(await page.getAttribute("#status", "aria-live"), "polite");
    });

    test("nothing overflows a 375px-wide screen", async () => {
      await open("", 375);
      for (const text of [POSTGRES, LIBPQ, INVALID]) {
        await enter(page, text);
        await page.evaluate(`document.querySelectorAll("details").forEach((d) => { d.open = true; })`);
        const width = await page.evaluate("document.documentElement.scrollWidth");
        assert.ok(Number(width) <= 375, `${text.slice(0, 12)}: the page is ${width}px wide`);
      }
    });
  });
}

/** Every file of a folder, by its path under it with / separators. */
function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .map((file) => file.split(sep).join("/"));
}

let served: { child: ChildProcess; url: string } | undefined;
let folder: string | undefined;
let server: Server | undefined;
after(async () => {
  if (served) await stop(served.child);
  server?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

pageTests("the page served by dburi playground", async () => {
  served = await startPlayground();
  return {
    url: served.url,
    files: filesOf(fileURLToPath(new URL("../../dist/playground/", import.meta.url))),
  };
});

pageTests("the folder dburi playground --out writes, on a static server", async () => {
  folder = mkdtempSync(join(tmpdir(), "dburi-playground-"));
  const out = join(folder, "site");
  const run = dburi(["playground", "--out", out]);
  assert.equal(run.status, 0, run.stderr);
  server = await serveFolder(out);
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, files: filesOf(out) };
});

describe("dburi playground, the command", () => {
  test("prints its loopback address, sends the page's policy as a header, serves nothing outside the page", async () => {
    const { child, url } = await startPlayground(["--port", "0"]);
    try {
      assert.match(url, /^http:\/\/127\.0\.0\.1:\d+\/$/);
      const page = await fetch(url);
      assert.equal(page.status, 200);
      assert.match(page.headers.get("content-security-policy") ?? "", /connect-src 'none'/);
      assert.match(await page.text(), /connect-src 'none'/);
      assert.equal((await fetch(`${url}..%2F..%2Fpackage.json`)).status, 404);
      assert.equal((await fetch(`${url}nope.js`)).status, 404);
      assert.equal((await fetch(url, { method: "POST" })).status, 405);
    } finally {
      assert.equal(await stop(child), 0, "SIGTERM stops it, exit 0");
    }
  });
  test("refuses an address other than loopback, and --out into a folder that holds files", () => {
    const open = dburi(["playground", "--host", "0.0.0.0"]);
    assert.equal(open.status, 2);
    assert.match(open.stderr, /not a loopback address/);
    const dir = mkdtempSync(join(tmpdir(), "dburi-playground-out-"));
    try {
      assert.equal(dburi(["playground", "--out", dir]).status, 0, "an empty folder takes it");
      const again = dburi(["playground", "--out", dir]);
      assert.equal(again.status, 2);
      assert.match(again.stderr, /not an empty folder/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    assert.equal(dburi(["playground", "--port", "70000"]).status, 2);
    assert.equal(dburi(["playground", "redis://h"]).status, 2);
  });
});

// Every libpq DSN the PostgreSQL fixtures produce is one libpq accepts: handed to pg_isready, which parses
// it with libpq (PQpingParams) and answers 3, "no attempt", for a connection string libpq refuses (an
// invalid connection option such as Prisma's `schema`, a value it does not know such as
// `sslmode=no-verify`), before any connection. No server is needed: a host that does not answer is 2.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import { interpret, toDsn } from "../../src/index.ts";
import * as tools from "./tools.ts";

const hasTool = tools.toolSkip(
  "pg_isready (PostgreSQL's client tools)",
  tools.run("sh", ["-c", "command -v pg_isready || true"]).trim() !== "",
);

/** The fixture files holding PostgreSQL URIs, and which of their cases are PostgreSQL ones. */
const SOURCES: readonly [string, (c: Record<string, unknown>) => boolean][] = [
  ["dsn/libpq.json", () => true],
  ["db/libpq-uris.json", () => true],
  ["driver-configs.json", (c) => c.adapter === "pg"],
];

/**
 * libpq's keywords newer than some libpq still installed (PostgreSQL 18 §32.1.2 and the release notes of
 * 16, 17 and 18): an older libpq refuses them as unknown, which says nothing of the string.
 */
const SINCE: Readonly<Record<string, number>> = {
  require_auth: 16,
  load_balance_hosts: 16,
  sslcertmode: 16,
  gssdelegation: 16,
  sslnegotiation: 17,
  min_protocol_version: 18,
  max_protocol_version: 18,
  sslkeylogfile: 18,
  oauth_issuer: 18,
  oauth_client_id: 18,
  oauth_client_secret: 18,
  oauth_scope: 18,
};
const version = Number(
  /(\d+)\.\d+/.exec(hasTool ? "" : tools.run("sh", ["-c", "pg_isready --version || true"]))?.[1] ?? 0,
);

/** Whether libpq's refusal comes from this machine, not from the string. */
function local(dsn: string, output: string): boolean {
  const keyword = /invalid connection option "([^"]+)"/.exec(output)?.[1];
  if (keyword !== undefined) return (SINCE[keyword] ?? 0) > version;
  // A service name is looked up in pg_service.conf, which this machine need not have.
  return /(^| )service=/.test(dsn) || /GSSAPI support is not compiled in/.test(output);
}

function fixtureUris(): string[] {
  const uris = new Set<string>();
  for (const [file, wanted] of SOURCES) {
    const cases = JSON.parse(readFileSync(new URL(`../fixtures/${file}`, import.meta.url), "utf8")).cases;
    for (const c of cases as Record<string, unknown>[]) {
      if (typeof c.uri === "string" && wanted(c)) uris.add(c.uri);
    }
  }
  return [...uris];
}

/** Each fixture URI's libpq DSN, where dburi writes one (a refusal is the other accepted answer). */
function dsns(): [string, string][] {
  const out: [string, string][] = [];
  for (const uri of fixtureUris()) {
    try {
      const target = interpret(uri);
      if (target.canonicalEngine !== "pg") continue;
      // A key no scheme documents passes through as written, under an unknown-param warning: libpq
      // refuses it, and the libpq format does not refuse it yet (test/dsn/hostile.test.ts passes one).
      if (target.warnings.some((w) => w.code === "unknown-param")) continue;
      out.push([uri, toDsn(target, "libpq")]);
    } catch {
      // Refused by interpret or by the libpq format: nothing reaches libpq.
    }
  }
  return out;
}

function pgIsready(dsn: string): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn("pg_isready", ["-d", dsn, "-t", "1"], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, output }));
  });
}

describe("libpq accepts every libpq DSN of the PostgreSQL fixtures", { skip: hasTool }, () => {
  test("pg_isready makes an attempt for each", async () => {
    const all = dsns();
    assert.ok(all.length > 50, `only ${all.length} DSNs`);
    const refused: string[] = [];
    for (let i = 0; i < all.length; i += 16) {
      const batch = all.slice(i, i + 16);
      const results = await Promise.all(batch.map(([, dsn]) => pgIsready(dsn)));
      results.forEach(({ status, output }, j) => {
        const [uri, dsn] = batch[j]!;
        if (status !== 3 || local(dsn, output)) return;
        refused.push(`${uri}\n  -> ${dsn}\n  ${output.trim()}`);
      });
    }
    assert.deepEqual(refused, []);
  });
});

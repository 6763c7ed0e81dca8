// dburi parse --resolve and dburi ping --resolve: libpq's resolution from the service file, the PG*
// variables and the password file of the home directory the command runs with.
import assert from "node:assert/strict";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, test } from "node:test";
import { PG } from "../helpers/databases.ts";
import { serviceSkip } from "../helpers/services.ts";
import { dburi } from "./run.ts";

const home = mkdtempSync(join(tmpdir(), "dburi-cli-resolve-"));
process.on("exit", () => rmSync(home, { recursive: true, force: true }));
writeFileSync(join(home, ".pg_service.conf"), "[local]\nhost=127.0.0.1\nport=5432\ndbname=postgres\n");
writeFileSync(join(home, ".pgpass"), "127.0.0.1:5432:postgres:postgres:pgpass-s3cret\n");
chmodSync(join(home, ".pgpass"), 0o600);
/** The environment of each run: the home directory and the user. */
const env = { HOME: home, PGUSER: "postgres" };

describe("dburi parse --resolve", () => {
  test("shows the resolved fields and where each came from, the password as ***", () => {
    const run = dburi(["parse", "postgresql:///?service=local", "--resolve", "--json"], {
      env,
    });
    assert.equal(run.status, 0, run.stderr);
    const document = JSON.parse(run.stdout);
    assert.equal(document.target.host, "127.0.0.1");
    assert.equal(document.target.user, "postgres");
    assert.equal(document.target.password, "***");
    const sources = Object.fromEntries(
      document.sources.map((s: { keyword: string; where: string }) => [s.keyword, s.where]),
    );
    assert.equal(sources.host, "~/.pg_service.conf, line 2 (service local)");
    assert.equal(sources.user, "PGUSER");
    assert.doesNotMatch(run.stdout + run.stderr, /pgpass-s3cret/);
  });

  test("the text output lists the sources; --reveal shows the password", () => {
    const run = dburi(["parse", "service=local", "--resolve"], { env });
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /password\s+~\/\.pgpass, line 1/);
    assert.doesNotMatch(run.stdout, /pgpass-s3cret/);
    assert.match(dburi(["parse", "service=local", "--resolve", "--reveal"], { env }).stdout, /pgpass-s3cret/);
  });

  test("an unknown service fails with service-not-found", () => {
    const run = dburi(["parse", "service=absent", "--resolve"], { env });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /service-not-found/);
  });
});

const skip = await serviceSkip("PostgreSQL", PG.port);

describe("dburi ping --resolve", { skip }, () => {
  test("connects where the service file says", () => {
    const run = dburi(["ping", "service=local", "--resolve", "--json"], { env });
    assert.equal(run.status, 0, run.stderr);
    const document = JSON.parse(run.stdout);
    assert.equal(document.host, "127.0.0.1");
    assert.equal(document.database, "postgres");
  });
});

// resolveLibpq and connect/ping's `resolve`: the service file, the PG* environment variables, libpq's
// defaults and the password file, applied in libpq's order, and held to what libpq itself does: psql's
// \conninfo names the same host, port, database and user as dburi's resolution, in a temporary home
// with the files and variables set; a throwaway server with password authentication accepts the
// password libpq took from the password file only when dburi took the same one.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { DburiError, type LibpqResolution, ping, resolveLibpq } from "../../src/index.ts";
import { PG, Scratch } from "../helpers/databases.ts";
import { pgServerSkip, startTlsPgServer, type TlsPgServer } from "../helpers/pg-server.ts";
import { commandSkip } from "../helpers/server-process.ts";
import { serviceSkip, uniqueName } from "../helpers/services.ts";

const home = mkdtempSync(join(tmpdir(), "dburi-libpq-"));
// Removed when the process ends: the suites below are declared after awaits, past the root's own end.
process.on("exit", () => rmSync(home, { recursive: true, force: true }));

function write(name: string, text: string, mode = 0o600): string {
  const path = join(home, name);
  writeFileSync(path, text);
  chmodSync(path, mode);
  return path;
}

function where(resolution: LibpqResolution, keyword: string): string | undefined {
  return resolution.sources.find((s) => s.keyword === keyword && s.host === undefined)?.where;
}

function resolveIn(text: string, env: Record<string, string> = {}): LibpqResolution {
  return resolveLibpq(text, { env: { HOME: home, ...env }, home });
}

describe("libpq's resolution: order of precedence", () => {
  before(() => {
    write(
      ".pg_service.conf",
      [
        "# services for the tests",
        "[first]",
        "host=svc.example.com",
        "port=6000",
        "dbname=svcdb",
        "application_name=from-service",
        "host=second-ignored",
        "[first-but-longer]",
        "host=longer.example.com",
        "[first]",
        "host=repeated-section-ignored",
        "",
      ].join("\n"),
    );
  });

  test("an explicit keyword beats the service file, which beats the environment, which beats the default", () => {
    const resolution = resolveIn("postgresql://app@explicit.example.com/?service=first", {
      PGHOST: "env.example.com",
      PGPORT: "7000",
      PGDATABASE: "envdb",
      PGAPPNAME: "from-env",
      PGCONNECT_TIMEOUT: "7",
      PGTARGETSESSIONATTRS: "read-write",
    });
    const { target } = resolution;
    assert.equal(target.host, "explicit.example.com");
    assert.equal(target.port, 6000);
    assert.equal(target.database, "svcdb");
    assert.equal(target.user, "app");
    assert.equal(target.options.application_name, "from-service");
    assert.equal(target.options.connect_timeout, 7);
    assert.equal(target.options.target_session_attrs, "read-write");
    assert.equal(where(resolution, "host"), "the connection string");
    assert.equal(where(resolution, "port"), "~/.pg_service.conf, line 4 (service first)");
    assert.equal(where(resolution, "dbname"), "~/.pg_service.conf, line 5 (service first)");
    assert.equal(where(resolution, "connect_timeout"), "PGCONNECT_TIMEOUT");
    assert.equal(where(resolution, "target_session_attrs"), "PGTARGETSESSIONATTRS");
  });

  test("PGSERVICE names the service when the string does not; the first line of a keyword counts", () => {
    const resolution = resolveIn("dbname=shop", { PGSERVICE: "first" });
    assert.equal(resolution.target.host, "svc.example.com");
    assert.equal(resolution.target.database, "shop");
    assert.equal(where(resolution, "host"), "~/.pg_service.conf, line 3 (service first)");
  });

  test("libpq's defaults fill the rest: port 5432, the system user, the database named as the user", () => {
    const resolution = resolveIn("host=db.example.com");
    assert.equal(resolution.target.port, 5432);
    assert.ok(resolution.target.user);
    assert.equal(resolution.target.database, resolution.target.user);
    assert.equal(where(resolution, "dbname"), "the user name");
    assert.equal(where(resolution, "port"), "libpq's default port 5432");
  });

  test("PGPORT applies to a key/value host list, not to a URI's (libpq writes the URI's ports as a list)", () => {
    const env = { PGPORT: "6543" };
    assert.deepEqual(
      resolveIn("host=a,b dbname=x", env).target.hosts.map((h) => h.effectivePort),
      [6543, 6543],
    );
    assert.deepEqual(
      resolveIn("postgresql://a,b/x", env).target.hosts.map((h) => h.effectivePort),
      [5432, 5432],
    );
  });

  test("PGREQUIRESSL=1 means sslmode=require, unless PGSSLMODE is set", () => {
    assert.equal(resolveIn("host=h", { PGREQUIRESSL: "1" }).target.ssl.mode, "require");
    assert.equal(resolveIn("host=h", { PGREQUIRESSL: "1", PGSSLMODE: "disable" }).target.ssl.mode, "disable");
  });

  test("a value from the environment that libpq refuses is an error naming the variable", () => {
    const error = rejectionOf(() => resolveIn("host=h", { PGSSLMODE: "bogus" }));
    assert.match(error.message, /PGSSLMODE/);
  });

  test("an unknown service is service-not-found; PGSERVICEFILE that cannot be read too", () => {
    assert.equal(rejectionOf(() => resolveIn("service=nowhere")).code, "service-not-found");
    const error = rejectionOf(() => resolveIn("service=first", { PGSERVICEFILE: join(home, "absent.conf") }));
    assert.equal(error.code, "service-not-found");
  });

  test("PGSYSCONFDIR's pg_service.conf is read after the user's file lacks the service", () => {
    mkdirSync(join(home, "etc"), { recursive: true });
    write("etc/pg_service.conf", "[system]\nhost=system.example.com\n");
    const resolution = resolveIn("service=system", { PGSYSCONFDIR: join(home, "etc") });
    assert.equal(resolution.target.host, "system.example.com");
    assert.equal(where(resolution, "host"), "~/etc/pg_service.conf, line 2 (service system)");
  });

  for (const [name, text, line] of [
    ["a space before '='", "[bad]\nhost = h\n", 2],
    ["a line without '='", "[bad]\nhost=h\ns3cret-value\n", 3],
    ["a nested service", "[bad]\nservice=other\n", 2],
    ["a keyword libpq does not know", "[bad]\nschema=public\n", 2],
  ] as const) {
    test(`a service file with ${name} is invalid-service-file at its line, quoting no value`, () => {
      const file = write("bad.conf", text);
      const error = rejectionOf(() => resolveIn("service=bad", { PGSERVICEFILE: file }));
      assert.equal(error.code, "invalid-service-file");
      assert.match(error.message, new RegExp(`line ${line}`));
      assert.doesNotMatch(error.message, /s3cret/);
    });
  }
});

describe("libpq's resolution: the password file", () => {
  const target = "host=db.example.com port=5433 dbname=shop user=app";

  test("the first matching line wins, with * wildcards and \\: \\\\ escapes; the source names the line", () => {
    const file = write(
      "pass1",
      [
        "#db.example.com:5433:shop:app:commented",
        "other.example.com:5433:shop:app:wrong-host",
        "db.example.com:5432:shop:app:wrong-port",
        "db.example.com:5433:shop:app\\:x:wrong-user",
        "db.example.com:*:sh\\op:app:right\\:pass\\\\word:trailing",
        "*:*:*:*:later",
      ].join("\n"),
    );
    const resolution = resolveIn(target, { PGPASSFILE: file });
    assert.equal(resolution.target.password, "right:pass\\word");
    assert.equal(where(resolution, "password"), "~/pass1, line 5");
    assert.doesNotMatch(JSON.stringify(resolution.sources), /right|pass\\\\word/);
  });

  test("localhost matches a connection through the default socket", () => {
    const file = write("pass2", "localhost:5432:shop:app:local\n");
    const resolution = resolveIn("dbname=shop user=app", { PGPASSFILE: file });
    assert.equal(resolution.target.password, "local");
  });

  test("a password given, or from PGPASSWORD, leaves the file unread", () => {
    const file = write("pass3", "*:*:*:*:from-file\n");
    assert.equal(resolveIn(`${target} password=given`, { PGPASSFILE: file }).target.password, "given");
    const fromEnv = resolveIn(target, { PGPASSFILE: file, PGPASSWORD: "env" });
    assert.equal(fromEnv.target.password, "env");
    assert.equal(where(fromEnv, "password"), "PGPASSWORD");
  });

  test("a file its group or others may read is ignored with a warning, as libpq ignores it", () => {
    const file = write("pass4", "*:*:*:*:exposed\n", 0o644);
    const resolution = resolveIn(target, { PGPASSFILE: file });
    assert.equal(resolution.target.password, null);
    assert.deepEqual(
      resolution.warnings.map((w) => w.code),
      ["password-file-permissions"],
    );
    assert.doesNotMatch(resolution.warnings[0]!.message, /exposed/);
  });

  test("each host of a list gets the line that matches it", () => {
    const file = write("pass5", "a.example.com:*:*:*:for-a\nb.example.com:*:*:*:for-b\n");
    const resolution = resolveIn("host=a.example.com,b.example.com dbname=shop user=app", {
      PGPASSFILE: file,
    });
    assert.equal(resolution.target.password, "for-a");
    assert.deepEqual(
      resolution.sources.filter((s) => s.keyword === "password").map((s) => [s.host, s.where]),
      [
        [0, "~/pass5, line 1"],
        [1, "~/pass5, line 2"],
      ],
    );
  });
});

function rejectionOf(run: () => unknown): DburiError {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof DburiError, String(error));
    return error;
  }
  assert.fail("expected a DburiError");
}

/** What psql's \conninfo says: database, user, host (or socket directory) and port. */
function conninfo(connection: string, env: Record<string, string>): Record<string, string> {
  const run = spawnSync("psql", ["-X", "-w", "-d", connection, "-c", "\\conninfo"], {
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: home, ...env },
    timeout: 30_000,
  });
  const match =
    /database "(.*)" as user "(.*)" (?:via socket in "(.*)"|on host "([^"]*)"(?: \(address "[^"]*"\))?) at port "(\d+)"/.exec(
      run.stdout,
    );
  assert.ok(match, `psql: ${run.stdout}${run.stderr}`);
  return { database: match[1]!, user: match[2]!, host: match[3] ?? match[4]!, port: match[5]! };
}

const psqlSkip = commandSkip([["psql", ["--version"]]]);
const localSkip = psqlSkip || (await serviceSkip("PostgreSQL", PG.port));

describe("libpq's resolution agrees with psql's \\conninfo", { skip: localSkip }, () => {
  const scratch = new Scratch();
  let role = "";
  let database = "";
  before(async () => {
    role = await scratch.pgRole(uniqueName("dburi_resolve"));
    database = await scratch.pgDatabase(uniqueName("dburi_resolve"), role);
    write(
      ".pg_service.conf",
      [
        "[first]",
        "host=127.0.0.1",
        `dbname=${database}`,
        `user=${role}`,
        "[partial]",
        "host=localhost",
        `dbname=${database}`,
      ].join("\n"),
    );
    mkdirSync(join(home, "sys"), { recursive: true });
    write("sys/pg_service.conf", `[system]\nhost=127.0.0.1\nport=5432\nuser=${role}\ndbname=postgres\n`);
    write("other.conf", `[first]\nhost=localhost\ndbname=postgres\nuser=${role}\n`);
  });
  after(() => scratch.dispose());

  const cases = (): [string, string, Record<string, string>][] => [
    ["a service named in the string", "service=first", {}],
    ["a service named in the URI, beating PGUSER", "postgresql:///?service=first", { PGUSER: "postgres" }],
    ["the URI's own fields, beating the service", "postgresql://postgres@/postgres?service=first", {}],
    [
      "PGSERVICE, beating PGHOST",
      `dbname=${database}`,
      { PGSERVICE: "partial", PGHOST: "/nowhere", PGUSER: role },
    ],
    ["the environment alone", "postgresql://", { PGHOST: "127.0.0.1", PGDATABASE: database, PGUSER: role }],
    ["PGSYSCONFDIR's file", "postgresql://", { PGSERVICE: "system", PGSYSCONFDIR: join(home, "sys") }],
    ["PGSERVICEFILE's file", "service=first", { PGSERVICEFILE: join(home, "other.conf") }],
    ["the default socket", "postgresql:///postgres?user=postgres", {}],
    ["PGPORT, for one host", "postgresql://127.0.0.1/postgres?user=postgres", { PGPORT: "5432" }],
  ];

  test("host, port, database and user are libpq's in every case", () => {
    for (const [name, connection, env] of cases()) {
      const libpq = conninfo(connection, env);
      const { target } = resolveIn(connection, env);
      assert.deepEqual(
        {
          database: target.database,
          user: target.user,
          host: target.host,
          port: String(target.effectivePort),
        },
        libpq,
        name,
      );
    }
  });
});

const serverSkip = psqlSkip || pgServerSkip();

describe("the password libpq takes from the password file is dburi's", { skip: serverSkip }, () => {
  let server: TlsPgServer;
  const role = "dburi_pw";
  const database = "dburi_pw_db";
  const password = "right:pw\\x";
  before(async () => {
    server = await startTlsPgServer({
      hba: [
        "local all all trust",
        "host all postgres 127.0.0.1/32 trust",
        "host all all 127.0.0.1/32 password",
      ],
    });
    const admin = spawnSync(
      "psql",
      [
        ...["-X", "-v", "ON_ERROR_STOP=1", "-h", "127.0.0.1", "-p", String(server.port), "-U", "postgres"],
        ...["-d", "postgres", "-c", `CREATE ROLE ${role} LOGIN PASSWORD '${password}'`],
        ...["-c", `CREATE DATABASE ${database} OWNER ${role}`],
      ],
      { encoding: "utf8", env: { PATH: process.env.PATH ?? "/usr/bin:/bin" } },
    );
    assert.equal(admin.status, 0, admin.stderr);
  });
  after(() => server?.stop());

  const passfile = () =>
    write(
      "server.pgpass",
      [
        "other.example.com:*:*:*:wrong1",
        `127.0.0.1:1:*:*:wrong2`,
        `127.0.0.1:${server.port}:otherdb:*:wrong3`,
        `127.0.0.1:${server.port}:${database}:${role}:right\\:pw\\\\x`,
        "*:*:*:*:wrong4",
      ].join("\n"),
    );

  const connection = () => `host=127.0.0.1 port=${server.port} dbname=${database} user=${role}`;

  function psqlConnects(text: string, env: Record<string, string>): boolean {
    const run = spawnSync("psql", ["-X", "-w", "-d", text, "-c", "SELECT 1"], {
      encoding: "utf8",
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: home, ...env },
      timeout: 30_000,
    });
    return run.status === 0;
  }

  test("libpq connects with the line dburi names, and dburi's ping connects with it too", async () => {
    const file = passfile();
    assert.ok(psqlConnects(connection(), { PGPASSFILE: file }), "psql connects with the password file");
    const resolution = resolveIn(connection(), { PGPASSFILE: file });
    assert.equal(resolution.target.password, password);
    assert.equal(where(resolution, "password"), "~/server.pgpass, line 4");
    const result = await ping(connection(), {
      resolve: { env: { PGPASSFILE: file }, home },
      timeoutMs: 10_000,
    });
    assert.equal(result.database, database);
  });

  test("another database falls to the wildcard line, which libpq and dburi both take (and the server refuses)", async () => {
    const file = passfile();
    const other = `host=127.0.0.1 port=${server.port} dbname=postgres user=${role}`;
    assert.equal(psqlConnects(other, { PGPASSFILE: file }), false);
    const resolution = resolveIn(other, { PGPASSFILE: file });
    assert.equal(where(resolution, "password"), "~/server.pgpass, line 5");
    assert.equal(resolution.target.password, "wrong4");
  });

  test("a password file others may read: libpq ignores it, and so does dburi", async () => {
    const file = passfile();
    chmodSync(file, 0o644);
    assert.equal(psqlConnects(connection(), { PGPASSFILE: file }), false);
    const resolution = resolveIn(connection(), { PGPASSFILE: file });
    assert.equal(resolution.target.password, null);
    await assert.rejects(
      ping(connection(), { resolve: { env: { PGPASSFILE: file, PGPASSWORD: "" }, home }, timeoutMs: 10_000 }),
      (error: DburiError) => error.code === "auth-failed",
    );
  });
});

// The threat: libpq's resolution reads secrets from places the user never pasted (a service file's
// password= line, ~/.pgpass, PGPASSWORD), and names where each value came from. A source description, a
// warning or an error that quoted the line it read, or the value, would print a password the user never
// showed anyone. Each place holds a marked secret here, and no printed output of the resolution may hold it.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { inspect } from "node:util";
import { DburiError, resolveLibpq } from "../../src/index.ts";

const SECRET = "Zq7leakedPassw0rd";
const home = mkdtempSync(join(tmpdir(), "dburi-leak-libpq-"));
process.on("exit", () => rmSync(home, { recursive: true, force: true }));

function shown(run: () => unknown): string {
  try {
    const value = run();
    return `${inspect(value, { depth: 8 })}\n${JSON.stringify(value)}\n${String(value)}`;
  } catch (error) {
    assert.ok(error instanceof DburiError, String(error));
    return `${error.message}\n${inspect(error)}\n${JSON.stringify(error)}`;
  }
}

test("a password from the service file, the password file or PGPASSWORD shows nowhere", () => {
  writeFileSync(join(home, "services.conf"), `[svc]\nhost=db\npassword=${SECRET}\n`);
  writeFileSync(join(home, "pgpass"), `*:*:*:*:${SECRET}\n`, { mode: 0o600 });
  const env = { PGSERVICEFILE: join(home, "services.conf"), PGUSER: "app" };
  for (const [what, text, extra] of [
    ["the service file", "service=svc", {}],
    ["the password file", "host=db dbname=x", { PGPASSFILE: join(home, "pgpass") }],
    ["PGPASSWORD", "host=db dbname=x", { PGPASSWORD: SECRET }],
  ] as const) {
    const out = shown(() => resolveLibpq(text, { env: { ...env, ...extra }, home }));
    assert.ok(!out.includes(SECRET), `${what}: ${out}`);
    assert.match(out, /password/, what);
  }
});

test("a service file's line that is a secret is not quoted by the error it causes", () => {
  writeFileSync(join(home, "bad.conf"), `[svc]\n${SECRET}\n`);
  writeFileSync(join(home, "bad-keyword.conf"), `[svc]\n${SECRET}=x\n`);
  for (const file of ["bad.conf", "bad-keyword.conf"]) {
    const out = shown(() => resolveLibpq("service=svc", { env: { PGSERVICEFILE: join(home, file) }, home }));
    assert.match(out, /invalid-service-file/);
    assert.ok(!out.includes(SECRET), out);
  }
});

test("a password file others may read: the warning names the file, not what it holds", () => {
  writeFileSync(join(home, "open-pgpass"), `*:*:*:*:${SECRET}\n`, { mode: 0o644 });
  const out = shown(() =>
    resolveLibpq("host=db dbname=x user=app", { env: { PGPASSFILE: join(home, "open-pgpass") }, home }),
  );
  assert.match(out, /password-file-permissions/);
  assert.ok(!out.includes(SECRET), out);
});

test("an error from a value libpq refuses, beside a password from PGPASSWORD, shows neither the password nor the string", () => {
  const out = shown(() =>
    resolveLibpq("host=db dbname=x user=app", { env: { PGPASSWORD: SECRET, PGSSLMODE: "bogus" }, home }),
  );
  assert.match(out, /PGSSLMODE/);
  assert.ok(!out.includes(SECRET), out);
});

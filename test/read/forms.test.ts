// readConnectionString on the fixtures of test/fixtures/read/forms.json: each format detected by its shape,
// read into the target its documentation says, and each invalid string refused with its code at its place.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { type AnyTarget, detectFormat, isDburiError, readConnectionString } from "../../src/index.ts";

interface Case {
  readonly text: string;
  readonly format: string;
  readonly source: string;
  readonly host?: string;
  readonly hosts?: readonly (readonly [string, number | null])[];
  readonly port?: number;
  readonly database?: string;
  readonly user?: string;
  readonly password?: string;
  readonly tls?: boolean;
  readonly instance?: string;
  readonly params?: readonly (readonly [string, string])[];
}

interface Invalid {
  readonly text: string;
  readonly format: string;
  readonly code: string;
  readonly index?: number;
  readonly source: string;
}

const fixtures = JSON.parse(
  readFileSync(new URL("../fixtures/read/forms.json", import.meta.url), "utf8"),
) as {
  cases: Case[];
  invalid: Invalid[];
};

function check(target: AnyTarget, c: Case): void {
  if (c.host !== undefined) assert.equal(target.host, c.host);
  if (c.hosts !== undefined)
    assert.deepEqual(
      target.hosts.map((h) => [h.host, h.port]),
      c.hosts,
    );
  if (c.port !== undefined) assert.equal(target.port, c.port);
  if (c.database !== undefined) assert.equal(target.database, c.database);
  if (c.user !== undefined) assert.equal(target.user, c.user);
  if (c.password !== undefined) assert.equal(target.password, c.password);
  if (c.tls !== undefined) assert.equal(target.tls, c.tls);
  if (c.instance !== undefined) assert.equal(target.kind === "db" ? target.instance : undefined, c.instance);
  for (const [key, value] of c.params ?? []) {
    assert.ok(
      target.params.some(([k, v]) => k === key && v === value),
      `${key}=${value} in ${JSON.stringify(target.params)}`,
    );
  }
}

for (const c of fixtures.cases) {
  test(`reads ${c.format}: ${c.text} (${c.source})`, () => {
    assert.equal(detectFormat(c.text), c.format);
    check(readConnectionString(c.text), c);
    // Forcing the format it has reads the same.
    check(readConnectionString(c.text, { format: c.format as "uri" }), c);
    if (c.format !== "uri") {
      assert.equal(readConnectionString(c.text).warnings[0]?.code, "read-as-uri");
    }
  });
}

for (const c of fixtures.invalid) {
  test(`refuses ${c.format}: ${c.text} with ${c.code} (${c.source})`, () => {
    assert.equal(detectFormat(c.text), c.format);
    assert.throws(
      () => readConnectionString(c.text),
      (error: unknown) => {
        assert.ok(isDburiError(error), String(error));
        assert.equal(error.code, c.code);
        if (c.index !== undefined) assert.equal(error.index, c.index);
        // The index points into the text as given, which the message shows.
        assert.ok(error.index === null || error.index <= c.text.length);
        assert.ok(error.fix !== null && error.fix !== "");
        return true;
      },
    );
  });
}

test("an error found in the equivalent URI points at the value in the text as given", () => {
  const text = "host=db port=x5432 dbname=shop";
  assert.throws(
    () => readConnectionString(text),
    (error: unknown) => isDburiError(error) && error.index !== null && error.index >= 13 && error.index < 18,
  );
});

test("an unknown format is unknown-format; the ADO.NET engine can be forced", () => {
  assert.throws(() => readConnectionString("h", { format: "yaml" as "uri" }), { code: "unknown-format" });
  const target = readConnectionString("Server=db;Database=shop;User ID=me", { engine: "pg" });
  assert.equal(target.scheme, "postgresql");
  assert.equal(target.user, "me");
});

// repairUri and interpret's repair option: a URI invalid only because characters are raw is read with them
// percent-encoded (RFC 3986 §2.1, §2.5), the changes listed and the password's characters never quoted; the
// error without the option shows the repaired URI, redacted, in its fix.
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { interpret, isDburiError, parseUri, repairUri } from "../../src/index.ts";
import { assertLinear } from "../helpers/linear.ts";

const CASES: readonly (readonly [string, string, readonly string[]])[] = [
  // [written, repaired, the components changed]; RFC 3986 §3.2.1 (userinfo), §3.4 (query).
  [
    "postgresql://app:p@ss/w#rd@db/shop",
    "postgresql://app:p%40ss%2Fw%23rd@db/shop",
    ["password", "password", "password"],
  ],
  ["postgresql://h/db?application_name=my app", "postgresql://h/db?application_name=my%20app", ["query"]],
  [
    'postgresql://h/db?options={"a":1}',
    "postgresql://h/db?options=%7B%22a%22:1%7D",
    ["query", "query", "query", "query"],
  ],
  ["postgresql://u:p%zz@h/db", "postgresql://u:p%25zz@h/db", ["password"]],
  ["db:pg://u:pä ss@h/db", "db:pg://u:p%C3%A4%20ss@h/db", ["password", "password"]],
  [
    "mongodb://u:p@ss@h1,h2:27017/db?replicaSet=rs",
    "mongodb://u:p%40ss@h1,h2:27017/db?replicaSet=rs",
    ["password"],
  ],
  ["postgresql://h/db?email=a@b.c d", "postgresql://h/db?email=a@b.c%20d", ["query"]],
  ["redis://h/0", "redis://h/0", []],
];

for (const [written, repaired, components] of CASES) {
  test(`repairUri(${written})`, () => {
    const result = repairUri(written);
    assert.equal(result.uri, repaired);
    assert.deepEqual(
      result.changes.map((c) => c.component),
      components,
    );
    for (const change of result.changes) {
      if (change.component === "password") assert.equal(change.written, "***");
      else assert.equal(written.slice(change.index, change.index + change.written.length), change.written);
    }
  });
}

test("an '@' with no host list after it is not guessed at: nothing is repaired", () => {
  assert.deepEqual(repairUri("postgresql://u:p?ss@my host/db").changes, []);
});

test("interpret refuses the raw URI, its fix the whole repaired URI, redacted; repair: true reads it", () => {
  const text = "postgresql://app:s3@cret@db/shop?application_name=my app";
  assert.throws(
    () => interpret(text),
    (error: unknown) =>
      isDburiError(error) &&
      error.fix?.includes("postgresql://app:***@db/shop?application_name=my%20app") === true &&
      !error.message.includes("s3@cret") &&
      !error.message.includes("cret"),
  );
  const target = interpret(text, { repair: true });
  assert.equal(target.password, "s3@cret");
  assert.equal(target.warnings[0]?.code, "repaired-uri");
  assert.ok(!JSON.stringify(target.warnings).includes("cret"));
});

test("property: a password and a query value of any characters, written raw, repair to exactly them", () => {
  const raw = fc.string({ minLength: 1, maxLength: 12, unit: fc.constantFrom(..."aZ9 @/#?:%{}\"'é;&=") });
  fc.assert(
    fc.property(raw, fc.stringMatching(/^[a-z ]{1,8}$/), (password, value) => {
      // The query value holds no '#', which would start the fragment in any reading.
      const text = `postgresql://app:${password}@db.example.com/shop?application_name=${value}`;
      const repaired = repairUri(text);
      const uri = parseUri(repaired.uri);
      assert.equal(uri.password, password);
      assert.equal(uri.params.find(([k]) => k === "application_name")?.[1], value);
    }),
  );
});

test("linear: a run of '@' and '?' takes time in its length (a search per '@' was quadratic)", async () => {
  await assertLinear(
    (k) => `postgresql://${"@?=".repeat(20_000 * k)}`,
    (text: string) => repairUri(text),
  );
});

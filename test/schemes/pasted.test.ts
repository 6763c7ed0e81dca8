// Pasted lines and placeholders. An assignment is read as dotenv reads a line (motdotla/dotenv, lib/main.js:
// an optional `export`, KEY, "=", a value single-, double- or backtick-quoted or bare up to " #"); a quoted
// value alone as its contents. Placeholders are the ones templates and dashboards show: Supabase's
// "[YOUR-PASSWORD]", shell's "${VAR}", Mustache's "{{var}}", and "<password>".
import assert from "node:assert/strict";
import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, test } from "node:test";
import { type DburiError, interpret, redact, tryInterpret } from "../../src/index.ts";
import { assignment, pastedValue, placeholderIn } from "../../src/schemes/pasted/pasted.ts";
import { dburi } from "../cli/run.ts";
import { assertLinear } from "../helpers/linear.ts";

/** A shell variable as a template leaves it: "$" and the name in braces. */
const VAR = ["$", "{DB_PASSWORD}"].join("");

const URI = "postgresql://app:s3cretPw@db.example.com:5432/shop?sslmode=require";

describe("a pasted line is read as its value", () => {
  const lines: [string, string | null, "assignment" | "export" | "quoted"][] = [
    [`DATABASE_URL=${URI}`, "DATABASE_URL", "assignment"],
    [`DATABASE_URL="${URI}"`, "DATABASE_URL", "assignment"],
    [`DATABASE_URL='${URI}'`, "DATABASE_URL", "assignment"],
    [`DATABASE_URL=\`${URI}\``, "DATABASE_URL", "assignment"],
    [`export DATABASE_URL=${URI}`, "DATABASE_URL", "export"],
    [`export DATABASE_URL="${URI}" # production`, "DATABASE_URL", "export"],
    [`  DATABASE_URL = ${URI}   # a comment`, "DATABASE_URL", "assignment"],
    [`DATABASE_URL: ${URI}`, "DATABASE_URL", "assignment"],
    [`app.db-url=${URI}`, "app.db-url", "assignment"],
    [`"${URI}"`, null, "quoted"],
    [`'${URI}'`, null, "quoted"],
  ];
  for (const [line, key, form] of lines) {
    test(redact(line), () => {
      const found = pastedValue(line);
      assert.deepEqual(found && { key: found.key, value: found.value, form: found.form }, {
        key,
        value: URI,
        form,
      });
      assert.equal(line.slice(found!.start, found!.start + URI.length), URI);
      const target = interpret(line);
      assert.equal(target.href, URI);
      assert.equal(target.password, "s3cretPw");
      assert.equal(target.warnings[0]?.code, "pasted-value");
      assert.equal(target.warnings[0]?.severity, "info");
      assert.ok(!String(target).includes("s3cretPw"));
    });
  }
  test("an error in the value points into the line as given, the password hidden", () => {
    const line = "export DATABASE_URL='postgres://app:s3cretPw@db:99999/shop'";
    assert.throws(
      () => interpret(line),
      (error: DburiError) =>
        error.code === "invalid-port" &&
        line.slice(error.index!, error.index! + 5) === "99999" &&
        !String(error).includes("s3cretPw"),
    );
  });
  test("not a pasted URI: a libpq string, a value without a scheme, an unterminated quote, two lines", () => {
    for (const text of [
      "host=db password=x dbname=shop",
      "PORT=3000",
      'X="postgres://h',
      "A=redis://h\nB=redis://g",
    ])
      assert.equal(pastedValue(text), null, text);
    assert.equal(assignment("PORT=3000")?.value, "3000");
    assert.equal(tryInterpret("PORT=3000").ok, false);
  });
});

test("a value is unwrapped once: a chain of 'a: ' pairs is an error in linear time, not a recursion", async () => {
  const chain = (k: number) => `K=${"a: ".repeat(k * 16_384)}redis://h`;
  assert.equal(tryInterpret(chain(8)).ok, false);
  await assertLinear(chain, (text: string) => tryInterpret(text));
  const error = tryInterpret("DATABASE_URL=xyzzy://h");
  assert.deepEqual(error.ok ? null : [error.error.code, error.error.index], ["unknown-scheme", 13]);
});

describe("a placeholder left in a URI is a placeholder error", () => {
  const cases: [string, string, boolean][] = [
    ["postgresql://postgres:[YOUR-PASSWORD]@db.abcdefgh.supabase.co:5432/postgres", "[YOUR-PASSWORD]", true],
    [`postgres://app:${VAR}@db/shop`, VAR, true],
    ["mysql://<user>:<password>@<host>:3306/db", "<user>", false],
    ["redis://:{{ redis_password }}@cache:6379/0", "{{ redis_password }}", true],
    ["mongodb+srv://<username>:<password>@cluster0.abcde.mongodb.net/", "<username>", false],
    [`DATABASE_URL=postgres://app:${VAR}@db/shop`, VAR, true],
  ];
  for (const [uri, placeholder, inPassword] of cases) {
    test(uri, () => {
      assert.equal(placeholderIn(uri)?.text, placeholder);
      assert.throws(
        () => interpret(uri),
        (error: DburiError) => {
          assert.equal(error.code, "placeholder");
          assert.equal(uri.slice(error.index!, error.index! + placeholder.length), placeholder);
          // A placeholder where the password stands is named by its place only.
          assert.equal(error.reason.includes(placeholder), !inPassword, error.reason);
          assert.match(error.fix ?? "", /real value/);
          return true;
        },
      );
    });
  }
  test("brackets and braces that are no placeholder keep their own errors", () => {
    assert.equal(placeholderIn("postgresql://[::1]:5432/db"), null);
    assert.equal(placeholderIn('mysql://h/db?ssl={"rejectUnauthorized":true}'), null);
    assert.equal(placeholderIn("redis://h/0?x=a<b"), null);
  });
});

test("dburi check --file reads a .env file: URIs named by their key, other values skipped", () => {
  const file = join(tmpdir(), `dburi-pasted-${process.pid}.env`);
  writeFileSync(
    file,
    [
      "# the app's settings",
      "PORT=3000",
      "NODE_ENV=production",
      `DATABASE_URL="${URI}"`,
      "export REDIS_URL=redis://:pw@cache:6379/0 # cache",
      "AMQP_URL=amqp://guest:guest@rabbit:99999/",
      "CACHE_URL=oops",
      "",
    ].join("\n"),
  );
  try {
    const run = dburi(["check", "--file", file]);
    assert.equal(run.status, 1, run.stdout + run.stderr);
    assert.match(run.stdout, /✔ DATABASE_URL, line 4 of .*dburi-pasted/);
    assert.match(run.stdout, /✔ REDIS_URL, line 5 of /);
    assert.match(run.stdout, /✖ AMQP_URL, line 6 of /);
    // A one-word value is checked when its key names a URL.
    assert.match(run.stdout, /✖ line 7 of .*CACHE_URL=oops/);
    assert.match(run.stdout, /4 checked, 2 valid, 2 invalid/);
    assert.ok(!run.stdout.includes("PORT") && !run.stdout.includes("s3cretPw"), run.stdout);
  } finally {
    rmSync(file, { force: true });
  }
});

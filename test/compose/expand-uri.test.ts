// expandUri: each ${NAME} filled and encoded for the component it lands in, read from the template's
// delimiters alone (RFC 3986 §3), so that no value moves a boundary.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { expandUri, interpret, isDburiError } from "../../src/index.ts";

const ENV = {
  DB_USER: "app",
  DB_PASSWORD: "p@ss/w#rd?x",
  DB_HOST: "db.example.com",
  DB_PORT: "5433",
  DB_NAME: "my/db",
  V6: "fe80::1%eth0",
  APP: "a&b=c",
};

/** Each case: the template, and the URI. */
const CASES: readonly [string, string][] = [
  [
    "postgresql://${DB_USER}:${DB_PASSWORD}@${DB_HOST}:${DB_PORT}/${DB_NAME}?application_name=${APP}",
    "postgresql://app:p%40ss%2Fw%23rd%3Fx@db.example.com:5433/my%2Fdb?application_name=a%26b%3Dc",
  ],
  // RFC 6874: an IPv6 host with a zone id, in brackets, its "%" encoded.
  ["redis://${V6}/0", "redis://[fe80::1%25eth0]/0"],
  // A placeholder in part of a host.
  ["redis://cache-${DB_PORT}.example.com/0", "redis://cache-5433.example.com/0"],
  // A SQLite file path keeps its "/": the engine table's database kind is a file.
  ["sqlite:////srv/${DB_NAME}.db", "sqlite:////srv/my/db.db"],
  // $$ is a literal "$"; a "$" alone stays.
  ["postgresql://h/db?x=$$${DB_USER}&y=a$b", "postgresql://h/db?x=$app&y=a$b"],
  // The scheme from a variable, and db: before it.
  ["db:${S}://h/shop", "db:pg://h/shop"],
];

describe("expandUri", () => {
  for (const [template, expected] of CASES) {
    test(template, () => {
      assert.equal(expandUri(template, { env: { ...ENV, S: "pg" } }), expected);
    });
  }

  test("the password, database and query value read back as given", () => {
    const uri = expandUri(CASES[0]![0], { env: ENV });
    const target = interpret(uri);
    assert.deepEqual(
      [
        target.user,
        target.password,
        target.host,
        target.port,
        target.database,
        (target.options as Record<string, unknown>).application_name,
      ],
      ["app", ENV.DB_PASSWORD, "db.example.com", 5433, "my/db", ENV.APP],
    );
  });

  test("errors: position, code, and no value shown", () => {
    const cases: [string, Record<string, string>, string, number][] = [
      ["redis://:${PW}@h/0", {}, "missing-variable", 9],
      ["redis://:${PW@h/0", { PW: "s3cretPw" }, "invalid-placeholder", 9],
      ["redis://h:${PORT}/0", { PORT: "s3cretPw" }, "invalid-placeholder", 10],
      ["${S}://h/0", { S: "s3cretPw!" }, "invalid-placeholder", 0],
      ["redis://:${PW}@h/${DB}", { PW: "s3cretPw", DB: "x" }, "invalid-database", 20],
    ];
    for (const [template, env, code, index] of cases) {
      assert.throws(
        () => expandUri(template, { env }),
        (error: unknown) =>
          isDburiError(error) &&
          error.code === code &&
          error.index === index &&
          !error.message.includes("s3cretPw"),
        template,
      );
    }
  });

  test("leak: no value can move a boundary: a password holding '@host/' still leaves the host as written", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "grapheme", maxLength: 16 }),
        fc.string({ unit: "grapheme", maxLength: 16 }),
        (password, name) => {
          const uri = expandUri("postgresql://app:${PW}@db.example.com:5432/${NAME}", {
            env: { PW: password, NAME: name },
          });
          const target = interpret(uri);
          assert.deepEqual(
            [target.host, target.port, target.password, target.database],
            ["db.example.com", 5432, password, name],
          );
        },
      ),
    );
  });
});

// Leak class: a DSN without a scheme as the value of a `key=` pair. redact() missed the password of
// `MYSQL_DSN=app:s3cret@tcp(db:3306)/shop` (Go's DSN), `dsn='app:s3cret@tcp(db)/shop'` and
// `url="u:s3cret@h/db"`: the key is no secret, and the value is no URI. A value that starts with
// `user:password@` now has its password hidden, quoted or not, alone or among other words.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { redact } from "../../src/index.ts";

describe("user:password@ as a pair's value", () => {
  const cases: [string, string][] = [
    ["MYSQL_DSN=app:s3cret@tcp(db:3306)/shop", "MYSQL_DSN=app:***@tcp(db:3306)/shop"],
    ["dsn='app:s3cret@tcp(db)/shop'", "dsn='app:***@tcp(db)/shop'"],
    ['url="u:s3cret@h/db"', 'url="u:***@h/db"'],
    ["connecting dsn=app:s3cret@tcp(db)/shop now", "connecting dsn=app:***@tcp(db)/shop now"],
    // Left alone: a time, an address, a URI (which the URI reader redacts).
    ["time=12:30 at=x@y", "time=12:30 at=x@y"],
    ["export DATABASE_URL=postgres://u:pw@h/db", "export DATABASE_URL=postgres://u:***@h/db"],
  ];
  for (const [text, expected] of cases) {
    test(text, () => assert.equal(redact(text), expected));
  }
  test("property: the password never shows, whatever the key and quoting", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,10}$/),
        fc.constantFrom("", "'", '"'),
        fc.stringMatching(/^[a-z][a-z0-9_]{0,6}$/),
        fc.stringMatching(/^[A-Za-z0-9!$%*+-]{6,12}$/),
        fc.constantFrom("tcp(db:3306)/shop", "h/db", "db.example.com:5432/app"),
        (key, quote, user, secret, rest) => {
          const text = `${key}=${quote}${user}:${secret}@${rest}${quote}`;
          assert.ok(!redact(text).includes(secret), `${text} -> ${redact(text)}`);
        },
      ),
      { numRuns: 500, seed: 6 },
    );
  });
});

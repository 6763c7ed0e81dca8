// The quoting of each grammar on its own: documented examples, and round trips through the grammar's
// reader for any text (NUL and lone surrogates aside, which toDsn refuses before quoting).
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { dbdPgConninfo } from "../../src/convert/dsn/dbi-pg.ts";
import { adoKeyword, parseLibpqPairs, quoteAdo, quoteLibpq, quoteOdbc } from "../../src/index.ts";
import { parseAdo, parseOdbc } from "./oracles.ts";

const text = fc.string({
  unit: fc.oneof(
    fc.constantFrom(..."'\";={} \\\n\t\r\v\f\u00a0€😀%+&[](),?*!@"),
    fc.string({ minLength: 1, maxLength: 1, unit: "grapheme" }),
  ),
});
const noNul = text.filter((value) => !value.includes("\0"));

test("libpq: bare where it can be, else single quotes with \\' and \\\\ (PostgreSQL §32.1.1.1)", () => {
  assert.equal(quoteLibpq("shop"), "shop");
  assert.equal(quoteLibpq(""), "''");
  assert.equal(quoteLibpq("my db"), "'my db'");
  assert.equal(quoteLibpq("it's"), "'it\\'s'");
  assert.equal(quoteLibpq("a\\b"), "'a\\\\b'");
  assert.equal(quoteLibpq("café"), "'café'");
  assert.deepEqual(parseLibpqPairs("host=h  dbname = 'my db'port=5"), [
    ["host", "h"],
    ["dbname", "my db"],
    ["port", "5"],
  ]);
  assert.equal(parseLibpqPairs("host"), null);
  assert.equal(parseLibpqPairs("host='h"), null);
});

test("property: libpq reads every quoted value back", () => {
  fc.assert(
    fc.property(noNul, (value) =>
      assert.deepEqual(parseLibpqPairs(`k=${quoteLibpq(value)} z=1`), [
        ["k", value],
        ["z", "1"],
      ]),
    ),
  );
});

test("ODBC: braces where SQLDriverConnect advises, '}' doubled ([MS-ODBCSTR])", () => {
  assert.equal(quoteOdbc("shop"), "shop");
  assert.equal(quoteOdbc("p;w}d"), "{p;w}}d}");
  assert.equal(quoteOdbc(" lead"), "{ lead}");
  assert.equal(quoteOdbc("a=b"), "{a=b}");
  assert.equal(quoteOdbc(""), "");
});

test("property: an ODBC reader gets every braced value back", () => {
  fc.assert(
    fc.property(noNul, (value) =>
      assert.deepEqual(parseOdbc(`K=${quoteOdbc(value)};Z=1`), [
        ["K", value],
        ["Z", "1"],
      ]),
    ),
  );
});

test("ADO.NET: quotes for ';', control characters, spaces at the ends and leading quotes; '=' in keywords doubled", () => {
  assert.equal(quoteAdo("shop"), "shop");
  assert.equal(quoteAdo("a;b"), '"a;b"');
  assert.equal(quoteAdo('say "hi";'), `'say "hi";'`);
  assert.equal(quoteAdo(`it's "x";`), '"it\'s ""x"";"');
  assert.equal(quoteAdo("no \"escaping\" 'needed' here"), "no \"escaping\" 'needed' here");
  // .NET's pattern ends a bare value before a quote, so a value ending in one is quoted.
  assert.equal(quoteAdo("ends 'quoted'"), `"ends 'quoted'"`);
  assert.equal(quoteAdo("=x"), '"=x"');
  assert.equal(quoteAdo("a=b=c"), "a=b=c");
  assert.equal(adoKeyword("key=word"), "key==word");
});

test("property: an ADO.NET reader gets every value and keyword back", () => {
  fc.assert(
    fc.property(
      noNul,
      noNul.filter((k) => k.trim() === k && k !== "" && !k.includes(";")),
      (value, key) => {
        assert.deepEqual(parseAdo(`${adoKeyword(key)}=${quoteAdo(value)};Z=1`), [
          [key, value],
          ["Z", "1"],
        ]);
      },
    ),
  );
});

test("DBD::Pg's rewrite: ';' outside quotes a space, db= renamed, '\"' to ''' when dbname is quoted", () => {
  assert.equal(dbdPgConninfo("host=h;dbname=shop"), "host=h dbname=shop");
  assert.equal(dbdPgConninfo("host=h;dbname='a;b'"), "host=h dbname='a;b'");
  assert.equal(dbdPgConninfo("db=shop;port=5"), "dbname=shop port=5");
  assert.equal(dbdPgConninfo("dbname='x';options=\"y\""), "dbname='x' options='y'");
});

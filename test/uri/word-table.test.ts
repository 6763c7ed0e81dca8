// WordTable finds a word where it is written, in place: the same answers as slicing the text and looking
// the slice up in a Map, which is what it replaces on interpret's hot path.

import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { WordTable } from "../../src/uri/word-table.ts";

const WORDS = ["redis", "rediss", "pg", "postgresql", "postgres", "db", "mongodb+srv", "x-1", "_key", "a"];

test("finds each word at any place in a text, and nothing that is not one", () => {
  const table = new WordTable(WORDS.map((word, k) => [word, k] as const));
  for (const [k, word] of WORDS.entries()) {
    assert.equal(table.find(`[${word}]`, 1, 1 + word.length), k, word);
    assert.equal(table.indexOf(`${word}://`, 0, word.length), k);
    assert.equal(
      table.find(word, 0, word.length - 1),
      WORDS.indexOf(word.slice(0, -1)) < 0 ? undefined : WORDS.indexOf(word.slice(0, -1)),
    );
  }
  for (const miss of ["", "redi", "redisss", "REDIS", "Pg", "postgresqlx", "b", "x_1"]) {
    assert.equal(table.find(miss, 0, miss.length), undefined, miss);
  }
  assert.deepEqual(table.words, WORDS);
});

test("ignoreCase: a lowercase word is found in any case of ASCII letters, and only those", () => {
  const table = new WordTable(
    WORDS.map((word, k) => [word, k] as const),
    { ignoreCase: true },
  );
  assert.equal(table.find("REDISS", 0, 6), 1);
  assert.equal(table.find("PostgreSQL", 0, 10), 3);
  assert.equal(table.find("MongoDB+SRV", 0, 11), 6);
  // Only letters fold: "X-1" finds "x-1", but no control or other character stands in for a digit or "-".
  assert.equal(table.find("X-1", 0, 3), 7);
  assert.equal(table.find("x\r1", 0, 3), undefined);
  assert.equal(table.find("x-\u0011", 0, 3), undefined);
  assert.equal(table.find("\u0130", 0, 1), undefined); // İ, whose lowercase is "i" and a combining dot
  assert.equal(table.find("\u212A", 0, 1), undefined); // the Kelvin sign, whose lowercase is "k"
  // ... also inside a word written in another case, which is compared in place.
  assert.equal(table.find("_\u212AEY", 0, 4), undefined);
  assert.equal(table.find("_KEY", 0, 4), 8);
  assert.equal(table.find("mongodb+\u0130rv", 0, 11), undefined);
});

test("a word given twice is refused, and so is an uppercase word that ignoreCase would never find", () => {
  assert.throws(() => new WordTable([["Redis", 1]], { ignoreCase: true }), /'Redis' is not/);
  assert.equal(new WordTable([["Redis", 1]]).find("Redis", 0, 5), 1);
  assert.throws(
    () =>
      new WordTable([
        ["a", 1],
        ["a", 2],
      ]),
    /'a' is given twice/,
  );
});

test("the same answer as a lookup of the slice, on generated words and texts", () => {
  const word = fc.stringMatching(/^[a-zA-Z0-9+._-]{1,8}$/);
  fc.assert(
    fc.property(fc.uniqueArray(word, { maxLength: 12 }), fc.string({ maxLength: 12 }), (words, text) => {
      const exact = new WordTable(words.map((w) => [w, w] as const));
      const lower = [...new Set(words.map((w) => w.toLowerCase()))];
      const caseless = new WordTable(
        lower.map((w) => [w, w] as const),
        { ignoreCase: true },
      );
      for (let start = 0; start <= text.length; start++) {
        for (let end = start; end <= text.length; end++) {
          const slice = text.slice(start, end);
          assert.equal(exact.find(text, start, end), words.includes(slice) ? slice : undefined);
          // ASCII folding only: what toLowerCase does to the ASCII letters of the slice and nothing else.
          const folded = slice.replace(/[A-Z]/g, (c) => c.toLowerCase());
          assert.equal(caseless.find(text, start, end), lower.includes(folded) ? folded : undefined);
        }
      }
      // Texts made of the words themselves, in any case, find every one of them.
      const joined = words.join("|");
      let start = 0;
      for (const w of words) {
        assert.equal(exact.find(joined, start, start + w.length), w);
        assert.equal(caseless.find(joined.toUpperCase(), start, start + w.length), w.toLowerCase());
        start += w.length + 1;
      }
    }),
  );
});

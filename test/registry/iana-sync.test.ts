// The files under data/ are the vendored data; src/registry/iana-data.ts and tld-data.ts carry them into
// the package (the core cannot read files). They must hold the same text: regenerate with
// scripts/vendor-iana.mjs.
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { IANA_SNAPSHOT_SOURCE, ianaSchemes, parseIanaSnapshot } from "../../src/index.ts";
import { IANA_URI_SCHEMES_CSV } from "../../src/registry/iana-data.ts";
import { ROOT_ZONE_SOURCE, ROOT_ZONE_TLDS } from "../../src/registry/tld-data.ts";

const vendored = readFileSync("data/iana-uri-schemes.csv", "utf8");
const tlds = readFileSync("data/root-zone-tlds.txt", "utf8");
const readme = readFileSync("data/README.md", "utf8");
const sha256 = (path: string) => createHash("sha256").update(readFileSync(path)).digest("hex");

test("the embedded snapshot is data/iana-uri-schemes.csv, byte for byte", () => {
  assert.equal(IANA_URI_SCHEMES_CSV.length, vendored.length);
  assert.ok(IANA_URI_SCHEMES_CSV === vendored, "run `node scripts/vendor-iana.mjs`");
});

test("the recorded SHA-256 is the vendored file's, and data/README.md states it", () => {
  assert.equal(IANA_SNAPSHOT_SOURCE.sha256, sha256("data/iana-uri-schemes.csv"));
  assert.ok(readme.includes(IANA_SNAPSHOT_SOURCE.sha256), "data/README.md names the SHA-256");
});

test("the snapshot's source states what is known and no more", () => {
  assert.equal(IANA_SNAPSHOT_SOURCE.date, null, "the day the copy was taken was not recorded");
  assert.match(IANA_SNAPSHOT_SOURCE.obtainedFrom, /public copy/);
  const highest = Math.max(...[...vendored.matchAll(/\bRFC ?(\d{3,5})\b/g)].map((m) => Number(m[1])));
  assert.equal(IANA_SNAPSHOT_SOURCE.highestRfc, `RFC ${highest}`);
  assert.ok(readme.includes(IANA_SNAPSHOT_SOURCE.highestRfc), "data/README.md names it");
});

test("what the code loads is what the file says", () => {
  assert.deepEqual(parseIanaSnapshot(vendored).schemes, ianaSchemes());
});

test("the embedded top-level domains are data/root-zone-tlds.txt, in order", () => {
  const listed = tlds.split("\n").filter((line) => line !== "");
  assert.deepEqual(ROOT_ZONE_TLDS.split(" "), listed, "run `node scripts/vendor-iana.mjs`");
  assert.deepEqual(listed, [...new Set(listed)].sort(), "sorted, each once");
  for (const tld of listed) assert.match(tld, /^(?:[a-z]{2,}|xn--[a-z0-9-]+)$/);
  assert.equal(ROOT_ZONE_SOURCE.count, listed.length);
  assert.equal(ROOT_ZONE_SOURCE.sha256, sha256("data/root-zone-tlds.txt"));
  assert.ok(readme.includes(ROOT_ZONE_SOURCE.sha256), "data/README.md names the SHA-256");
  assert.ok(readme.includes(ROOT_ZONE_SOURCE.package), "data/README.md names the package");
  // Generic, country-code and internationalized top-level domains are there; labels that are none are not.
  for (const tld of ["com", "org", "net", "arpa", "de", "pg", "uk", "io", "xn--p1ai"])
    assert.ok(listed.includes(tld));
  for (const label of ["db", "redis", "zz", "localhost"]) assert.equal(listed.includes(label), false);
});

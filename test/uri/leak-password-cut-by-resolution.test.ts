// Leak class: a password cut by reference resolution. A password with a raw "/" reads, by RFC 3986, as
// the start of the path (`db:mysql://app:pa55/s3cret@db.example.com/shop`: the nested authority ends at
// "pa55"). Merging a relative path removes the base's last segment, and ".." more, so
// `resolveUri(base, "../x")` gave `db:mysql://app:pa55/x`: the password's first part kept as a "port" and
// its "@" gone, so nothing marked it as a secret any more. resolveUri now refuses such a base for a
// relative-path reference (`invalid-userinfo`, pointing at the "/"), and shows it redacted.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { type DburiError, resolveUri } from "../../src/index.ts";

describe("resolving against a base whose password holds a raw '/'", () => {
  const bases = [
    "db:mysql://app:pa55/s3cret@db.example.com/shop",
    "mysql://u:1234/s3cret@h/db",
    "postgresql://app:a/b/s3cret@h/db",
    "redis://:12/s3cret@h/0",
  ];
  for (const base of bases) {
    test(`${base.replace(/:[^:@]*@/, ":...@")}: refused for a relative path, never shown`, () => {
      for (const reference of ["../x", "x", "./", "..", "../../y?z=1"]) {
        assert.throws(
          () => resolveUri(base, reference),
          (error: DburiError) =>
            error.code === "invalid-userinfo" &&
            !String(error).includes("s3cret") &&
            !String(error).includes("pa55") &&
            base[error.index!] === "/",
        );
      }
    });
  }
  test("a reference that replaces the path, or keeps it, resolves as RFC 3986 says", () => {
    const base = "db:mysql://app:pa55/s3cret@db.example.com/shop";
    assert.equal(resolveUri(base, "/x").href, "db:/x");
    assert.equal(resolveUri(base, "#f").href, `${base}#f`);
    assert.equal(resolveUri(base, "redis://h/0").href, "redis://h/0");
  });
  test("a password without a raw '/' resolves as before", () => {
    assert.equal(String(resolveUri("db:mysql://app:pw@h/shop", "x")), "db:mysql://app:***@h/x");
    assert.equal(resolveUri("http://a/b/c/d;p?q", "../g").href, "http://a/b/g");
  });
  test("property: no relative resolution shows a part of such a password", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9]{3,8}$/),
        fc.stringMatching(/^[A-Za-z0-9]{6,12}$/),
        fc.stringMatching(/^(\.\.\/|\.\/|[a-z]{1,3}\/){0,4}[a-z]{0,3}$/),
        (head, tail, reference) => {
          const base = `db:mysql://app:${head}/${tail}@db.example.com/shop`;
          try {
            const shown = String(resolveUri(base, reference));
            assert.ok(!shown.includes(tail), shown);
            assert.ok(!/^db:mysql:\/\/app:[A-Za-z0-9]/.test(shown) || !shown.includes(head), shown);
          } catch (error) {
            assert.ok(!String(error).includes(tail) && !String(error).includes(head), String(error));
          }
        },
      ),
      { numRuns: 500, seed: 6 },
    );
  });
});

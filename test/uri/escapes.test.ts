// The scan's escape bits (Offsets.escapes): which components hold a "%", and whether one is %00. A clear
// bit lets a getter slice instead of decoding, so a bit wrongly clear would hand out undecoded text.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { type ParseUriOptions, parseUri, tryParseUri } from "../../src/index.ts";
import { Escapes, HostKind, Marks, type Offsets } from "../../src/uri/offsets.ts";
import { offsetsOf } from "../../src/uri/uri.ts";

/** Each component's text, as the offsets delimit it (a host list whole), or null when it is absent. */
function components(text: string, o: Readonly<Offsets>): Record<keyof typeof BITS, string | null> {
  const queryEnd = o.fragmentStart < 0 ? text.length : o.fragmentStart - 1;
  return {
    userinfo: o.userinfoEnd < 0 ? null : text.slice(o.authorityStart, o.userinfoEnd),
    host: o.hostStart < 0 ? null : text.slice(o.hostStart, o.hostListEnd < 0 ? o.hostEnd : o.hostListEnd),
    path: text.slice(o.pathStart, o.pathEnd),
    query: o.queryStart < 0 ? null : text.slice(o.queryStart, queryEnd),
    fragment: o.fragmentStart < 0 ? null : text.slice(o.fragmentStart),
  };
}

const BITS = {
  userinfo: Escapes.Userinfo,
  host: Escapes.Host,
  path: Escapes.Path,
  query: Escapes.Query,
  fragment: Escapes.Fragment,
} as const;

/** Checks the bits of one parsed text: each component's bit is set exactly when it holds a "%". */
function checkBits(text: string, options: ParseUriOptions): void {
  const parsed = tryParseUri(text, options);
  if (!parsed.ok) return;
  const o = offsetsOf(parsed.value);
  for (const [name, part] of Object.entries(components(text, o))) {
    const bit = BITS[name as keyof typeof BITS];
    assert.equal((o.escapes & bit) !== 0, part?.includes("%") === true, `${name} of ${text}`);
  }
  // %00 anywhere sets Nul; Nul without one only for an IP literal with a zone id, which is not looked into.
  const literal = o.hostType === HostKind.IPv6 && components(text, o).host?.includes("%") === true;
  if (text.includes("%00")) assert.ok((o.escapes & Escapes.Nul) !== 0, text);
  else if (!literal) assert.equal(o.escapes & Escapes.Nul, 0, text);
}

describe("the scan's escape bits", () => {
  test("mark exactly the components holding a '%', on generated URIs, with and without host lists", () => {
    const text = fc
      .string({ unit: fc.constantFrom(..."ab1:/@%%00%2F41?#[],.v"), maxLength: 30 })
      .chain((rest) => fc.constantFrom(`x://${rest}`, `x:${rest}`, rest));
    fc.assert(
      fc.property(text, (t) => {
        checkBits(t, {});
        checkBits(t, { hostList: true });
      }),
      { numRuns: 3000 },
    );
  });

  test("on the URIs whose shapes take each path through the scanner", () => {
    const cases = [
      "postgresql://user:p%40ss@db.example.com:5432/app?sslmode=require",
      "postgresql://%2Fvar%2Frun%2Fpostgresql/dbname",
      "postgresql://u%00@h/db",
      "redis://a@b@h%41/0", // two "@": the full scan of the authority
      "postgresql://h1,h%32:5433/db?x=%41#%23", // a host list
      "x://[fe80::1%25eth0]:1/p%2Fq",
      "x://[::1]/db",
      "x:p%00th",
      "mailto:a%40b",
    ];
    for (const text of cases) {
      checkBits(text, {});
      checkBits(text, { hostList: true });
    }
    // And what the bits buy: a component without a "%" is handed out as written.
    const uri = parseUri("postgresql://user:p%40ss@db.example.com:5432/app");
    assert.equal(offsetsOf(uri).escapes, Escapes.Userinfo);
    assert.equal(uri.password, "p@ss");
    assert.equal(uri.host, "db.example.com");
  });
});

/** Checks the marks of one parsed text: "@" after the authority, "," in it, each set exactly when present. */
function checkMarks(text: string, options: ParseUriOptions): void {
  const parsed = tryParseUri(text, options);
  if (!parsed.ok) return;
  const o = offsetsOf(parsed.value);
  const authority = o.authorityStart < 0 ? "" : text.slice(o.authorityStart, o.pathStart);
  assert.equal(
    (o.marks & Marks.At) !== 0,
    text.indexOf("@", o.pathStart) >= 0,
    `"@" after the authority of ${text}`,
  );
  assert.equal((o.marks & Marks.Comma) !== 0, authority.includes(","), `"," in the authority of ${text}`);
}

// The marks stand in for searches of the text (interpret's check for a password cut short by a raw
// delimiter, its check for a host list where one host is allowed): a mark wrongly clear would skip a check.
describe("the scan's marks", () => {
  test("are set exactly when an '@' follows the authority, or a ',' is in it, on generated URIs", () => {
    const text = fc
      .string({ unit: fc.constantFrom(..."ab1:/@%41?#[],.", "[::1]"), maxLength: 30 })
      .chain((rest) => fc.constantFrom(`x://${rest}`, `x:${rest}`, rest));
    fc.assert(
      fc.property(text, (t) => {
        checkMarks(t, {});
        checkMarks(t, { hostList: true });
      }),
      { numRuns: 3000 },
    );
  });

  test("on the URIs whose shapes take each path through the scanner", () => {
    const cases = [
      "postgresql://user:pw@h/db?user=me@server", // "@" in the query
      "sqlite:///C:/x@y.db", // in the path
      "redis://h/0#a@b", // in the fragment
      "postgres:app:secret@h/db", // no authority: the whole text is the path
      "redis://a@b@h/0", // two "@": the full scan of the authority
      "mysql://h1,h2/db", // a "," in a host
      "postgresql://h1:1,h2:2/db", // a host list
      "redis://u,v:pw@h/0", // a "," in the userinfo
      "x://[::1]:1/p,q", // a "," after the authority is no mark
    ];
    for (const text of cases) {
      checkMarks(text, {});
      checkMarks(text, { hostList: true });
    }
    assert.equal(offsetsOf(parseUri("postgresql://user:pw@h:5432/db?sslmode=require")).marks, 0);
  });
});

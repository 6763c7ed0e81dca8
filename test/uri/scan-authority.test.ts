// The authority's two scans: the one-pass scan for common authorities, and the full one it falls back on.
// The one-pass scan exists for speed alone, so wherever it reads an authority itself it must give what the
// full scan gives: the same offsets, or a fault too. (Which fault may differ: the one-pass scan checks a
// percent-encoding where it meets one, the full scan the userinfo, then the host.)
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { UriFault } from "../../src/uri/fault.ts";
import { Offsets } from "../../src/uri/offsets.ts";
import type { ParseUriOptions } from "../../src/uri/parse-options.ts";
import { scanAuthority, scanAuthorityFully } from "../../src/uri/scan-authority.ts";

type Scan = typeof scanAuthority;

/** The offsets (and end) a scan gives, or the fault it throws, as plain data to compare. */
function outcome(scan: Scan, text: string, options: ParseUriOptions): unknown {
  const o = new Offsets();
  o.escapes = 0;
  o.marks = 0;
  try {
    const end = scan(text, 4, o, options);
    return { end, ...o };
  } catch (fault) {
    assert.ok(fault instanceof UriFault, String(fault));
    return "fault";
  }
}

function agree(text: string): void {
  for (const options of [{}, { hostList: true }]) {
    assert.deepEqual(outcome(scanAuthority, text, options), outcome(scanAuthorityFully, text, options), text);
  }
}

test("the one-pass scan of an authority gives what the full scan gives: IP literals, userinfo, ports", () => {
  for (const text of [
    "x://user@[2001:db8::1]:5432/db",
    "x://[::1]",
    "x://[::1]:",
    "x://[::1]x",
    "x://[::1]@h",
    "x://[::1]:1@h",
    "x://u@[fe80::1%25eth0]:1/",
    "x://[v1.abc]:1",
    "x://[::1],[::2]:5/",
    "x://[::1/p]",
    "x://a[::1]",
    "x://u@[::1",
    "x://u:p%40@h:1?q",
  ]) {
    agree(text);
  }
});

test("property: the two scans agree on generated authorities", () => {
  const authority = fc.string({
    unit: fc.constantFrom(
      ..."a1f:@[]vV.%25,/?#",
      "::",
      "%25",
      "[::1]",
      "[v1.x]",
      "%40",
      "5432",
      "65536",
      "0",
    ),
    maxLength: 14,
  });
  fc.assert(
    fc.property(authority, (a) => agree(`x://${a}`)),
    { numRuns: 10_000 },
  );
});

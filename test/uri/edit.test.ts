import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  DburiError,
  decodePercent,
  encodePercent,
  formatUri,
  parseUri,
  Uri,
  type UriParts,
} from "../../src/index.ts";
// Internal to the core (the package does not export it): tested here for what it must not allow.
import { offsetsOf } from "../../src/uri/uri.ts";

describe("formatUri", () => {
  test("encodes what each component needs", () => {
    assert.equal(
      formatUri({
        scheme: "postgresql",
        username: "app",
        password: "p@ss/w#rd",
        host: "::1",
        port: 5432,
        segments: ["app"],
      }),
      "postgresql://app:p%40ss%2Fw%23rd@[::1]:5432/app",
    );
    assert.equal(formatUri({ scheme: "amqp", host: "h", segments: ["a/b c"] }), "amqp://h/a%2Fb%20c");
    assert.equal(formatUri({ scheme: "redis", password: "x", host: "h" }), "redis://:x@h");
    assert.equal(formatUri({ scheme: "x", host: "fe80::1%eth0" }), "x://[fe80::1%25eth0]");
    assert.equal(formatUri({ scheme: "x", host: "/var/run/pg" }), "x://%2Fvar%2Frun%2Fpg");
    assert.equal(
      formatUri({ scheme: "x", host: "h", params: [["a&b", "c=d+e f"]] }),
      "x://h?a%26b=c%3Dd%2Be%20f",
    );
    assert.equal(formatUri({ scheme: "db", path: "sqlite:../x.db" }), "db:sqlite:../x.db");
    assert.equal(formatUri({ path: "a:b/c" }), "a%3Ab/c");
    assert.equal(formatUri({ scheme: "x", host: "", fragment: "a b#" }), "x://#a%20b%23");
    assert.equal(formatUri({ scheme: "x", host: "", query: "a=1;b" }), "x://?a=1;b");
  });
  test("refuses what cannot be a URI", () => {
    assert.throws(() => formatUri({ scheme: "1x" }), { code: "invalid-scheme" });
    assert.throws(() => formatUri({ scheme: "x", host: "h", port: 70000 }), { code: "invalid-port" });
    assert.throws(() => formatUri({ scheme: "x", host: "h", path: "rel" }), { code: "invalid-argument" });
    assert.throws(() => formatUri({ scheme: "x", path: "//a" }), { code: "invalid-argument" });
    assert.throws(() => formatUri({ scheme: "x", host: "h", query: "a#b" }), { code: "invalid-character" });
    assert.throws(() => formatUri({ scheme: "x", host: "h", password: "\ud800" }), { code: "invalid-utf8" });
    assert.throws(() => formatUri({ scheme: "x", path: "a", segments: ["b"] }), { code: "invalid-argument" });
  });
});

describe("hosts of digits and dots", () => {
  // dburi reads a host of digits and dots as an IPv4 address (README, "Decisions"), so a name of that
  // shape is written with its first character percent-encoded, and reads back as the same name.
  const names: [string, string][] = [
    ["0", "%30"],
    ["1.2", "%31.2"],
    ["123", "%3123"],
    ["1.2.3", "%31.2.3"],
    ["256.1.1.1", "%3256.1.1.1"],
    [".1.2.3", "%2E1.2.3"],
    ["01.2.3.4", "%301.2.3.4"],
    // Dots alone are a name (URI::db writes `db:ldapdb://./foo`): nothing to encode.
    [".", "."],
    ["...", "..."],
  ];
  for (const [host, raw] of names) {
    test(`the name ${JSON.stringify(host)} is written ${raw} and reads back`, () => {
      const text = formatUri({ scheme: "x", host });
      assert.equal(text, `x://${raw}`);
      assert.equal(parseUri(text).host, host);
      assert.equal(parseUri(text).hostType, "name");
      const edited = parseUri("redis://h:1/0").withHost(host);
      assert.equal(edited.href, `redis://${raw}:1/0`);
      assert.equal(edited.host, host);
    });
  }
  test("a valid IPv4 address stays as it is", () => {
    assert.equal(formatUri({ scheme: "x", host: "10.0.0.1" }), "x://10.0.0.1");
    assert.equal(parseUri("x://h").withHost("10.0.0.1").hostType, "ipv4");
  });
  test("the fast scan and the full scan apply one rule", () => {
    // The fast path (a plain authority) and the full one (a host list, an IP literal elsewhere, a bad port)
    // must agree on every host of digits and dots, a leading "." included.
    for (const host of [".1.2.3", "1.2.3", "0", "1.", "..1"]) {
      assert.throws(() => parseUri(`x://${host}/`), { code: "invalid-ipv4" }, host);
      assert.throws(() => parseUri(`x://${host},h/`, { hostList: true }), { code: "invalid-ipv4" }, host);
      assert.throws(() => parseUri(`x://u@${host}:99999/`), { code: "invalid-ipv4" }, host);
    }
    for (const host of [".", "..."]) {
      assert.equal(parseUri(`x://${host}/`).hostType, "name", host);
      assert.equal(parseUri(`x://${host},h/`, { hostList: true }).hostType, "name", host);
      assert.throws(() => parseUri(`x://u@${host}:99999/`), { code: "invalid-port" }, host);
    }
    assert.equal(parseUri("x://1.2.3.4,h/", { hostList: true }).hostType, "ipv4");
  });
});

describe("IP literals given to formatUri and withHost", () => {
  test("brackets are taken off: the address inside is the host", () => {
    assert.equal(parseUri("redis://h/0").withHost("[::1]").href, "redis://[::1]/0");
    assert.equal(formatUri({ scheme: "x", host: "[2001:db8::1]", port: 1 }), "x://[2001:db8::1]:1");
    assert.equal(formatUri({ scheme: "x", host: "[fe80::1%eth0]" }), "x://[fe80::1%25eth0]");
    assert.equal(formatUri({ scheme: "x", host: "[v1.a+b]" }), "x://[v1.a+b]");
  });
  const refused: [string, string][] = [
    ["fe80::1%", "invalid-zone-id"],
    ["2001:db8::g1", "invalid-ipv6"],
    ["1:2:3:4:5:6:7:8:9", "invalid-ipv6"],
    ["::1::", "invalid-ipv6"],
    ["[::1", "invalid-ipv6"],
    ["[foo]", "invalid-ipv6"],
    ["[]", "invalid-ipv6"],
    ["[1.2.3.4]", "invalid-ipv6"],
    ["[v1]", "invalid-ipvfuture"],
  ];
  for (const [host, code] of refused) {
    test(`${JSON.stringify(host)} is refused with ${code}, not encoded as a name`, () => {
      assert.throws(() => formatUri({ scheme: "x", host }), { code });
      assert.throws(() => parseUri("redis://h/0").withHost(host), { code });
    });
  }
  test("a name with one ':' or with other characters stays a name", () => {
    assert.equal(formatUri({ scheme: "x", host: "h:5432" }), "x://h%3A5432");
    assert.equal(formatUri({ scheme: "x", host: "/tmp/a:b:c" }), "x://%2Ftmp%2Fa%3Ab%3Ac");
    assert.equal(parseUri(formatUri({ scheme: "x", host: "/tmp/a:b:c" })).host, "/tmp/a:b:c");
  });
});

describe("with* edits keep untouched components exactly", () => {
  const uri = parseUri("Redis://u%73er:old@Cache:6380/2?db=2&x=%41#frag");
  const cases: [string, () => string, string][] = [
    ["withScheme", () => uri.withScheme("rediss").href, "rediss://u%73er:old@Cache:6380/2?db=2&x=%41#frag"],
    ["withUsername", () => uri.withUsername("a b").href, "Redis://a%20b:old@Cache:6380/2?db=2&x=%41#frag"],
    [
      "withUsername(null) keeps the password",
      () => uri.withUsername(null).href,
      "Redis://:old@Cache:6380/2?db=2&x=%41#frag",
    ],
    [
      "withPassword",
      () => uri.withPassword("n@w/#").href,
      "Redis://u%73er:n%40w%2F%23@Cache:6380/2?db=2&x=%41#frag",
    ],
    ["withoutPassword", () => uri.withoutPassword().href, "Redis://u%73er@Cache:6380/2?db=2&x=%41#frag"],
    ["withoutUserinfo", () => uri.withoutUserinfo().href, "Redis://Cache:6380/2?db=2&x=%41#frag"],
    [
      "withHost",
      () => uri.withHost("2001:db8::1").href,
      "Redis://u%73er:old@[2001:db8::1]:6380/2?db=2&x=%41#frag",
    ],
    ["withPort", () => uri.withPort(null).href, "Redis://u%73er:old@Cache/2?db=2&x=%41#frag"],
    ["withPath", () => uri.withPath("/3").href, "Redis://u%73er:old@Cache:6380/3?db=2&x=%41#frag"],
    [
      "withSegments",
      () => uri.withSegments(["a/b"]).href,
      "Redis://u%73er:old@Cache:6380/a%2Fb?db=2&x=%41#frag",
    ],
    ["withQuery", () => uri.withQuery("db=3").href, "Redis://u%73er:old@Cache:6380/2?db=3#frag"],
    [
      "withParams",
      () => uri.withParams([["password", "a&b"]]).href,
      "Redis://u%73er:old@Cache:6380/2?password=a%26b#frag",
    ],
    ["withoutQuery", () => uri.withoutQuery().href, "Redis://u%73er:old@Cache:6380/2#frag"],
    ["withFragment", () => uri.withFragment(null).href, "Redis://u%73er:old@Cache:6380/2?db=2&x=%41"],
  ];
  for (const [name, edit, expected] of cases) test(name, () => assert.equal(edit(), expected));

  test("edits on a host list replace the list", () => {
    const list = parseUri("postgresql://u@h1:1,h2:2/db", { hostList: true });
    assert.equal(list.withHost("h3").href, "postgresql://u@h3/db");
    assert.equal(list.withPassword("p").href, "postgresql://u:p@h1:1,h2:2/db");
  });
  test("adding userinfo to a URI without authority is refused when the path cannot follow one", () => {
    assert.throws(() => parseUri("db:pg://h/db").withPassword("x"), { code: "invalid-argument" });
  });
  test("removing the host while userinfo remains is refused", () => {
    assert.throws(() => uri.withHost(null), { code: "invalid-argument" });
  });
});

describe("host lists (hostList option)", () => {
  test("every host and port, IPv6 included", () => {
    const uri = parseUri("postgresql://u:pw@h1:5432,[::1]:5433,h3,:5435/db", { hostList: true });
    assert.deepEqual(
      uri.hosts.map((h) => [h.host, h.rawHost, h.hostType, h.port]),
      [
        ["h1", "h1", "name", 5432],
        ["::1", "[::1]", "ipv6", 5433],
        ["h3", "h3", "name", null],
        ["", "", "name", 5435],
      ],
    );
    assert.equal(uri.host, "h1");
    assert.equal(uri.port, 5432);
    assert.equal(uri.password, "pw");
  });
  test("each entry is validated", () => {
    assert.throws(() => parseUri("postgresql://h1:5432,h2:99999/db", { hostList: true }), {
      code: "invalid-port",
      index: 24,
    });
  });
  test("a single host is one entry; no authority is none", () => {
    assert.equal(parseUri("x://h:1").hosts.length, 1);
    assert.equal(parseUri("x:y").hosts.length, 0);
  });
  test("the list is computed once and frozen", () => {
    const uri = parseUri("postgresql://h1,[::1]:2/db", { hostList: true });
    assert.equal(uri.hosts, uri.hosts);
    assert.ok(Object.isFrozen(uri.hosts) && Object.isFrozen(uri.hosts[1]));
    assert.ok(Object.isFrozen(parseUri("x://h").hosts));
  });
});

describe("the offsets of a Uri", () => {
  test("are no part of the public class", () => {
    assert.equal("offsetsOf" in Uri, false);
    assert.deepEqual(Object.getOwnPropertyNames(Uri).sort(), ["length", "name", "prototype"]);
  });
  test("are read as a frozen copy that cannot change what the Uri reads or redacts", () => {
    const uri = parseUri("redis://:pw@h:6379/0");
    const o = offsetsOf(uri);
    assert.ok(Object.isFrozen(o));
    assert.throws(() => {
      (o as { port: number }).port = 1;
    }, TypeError);
    assert.throws(() => {
      (o as { passwordStart: number }).passwordStart = -1;
    }, TypeError);
    assert.equal(uri.port, 6379);
    assert.equal(String(uri), "redis://:***@h:6379/0");
    assert.notEqual(offsetsOf(uri), o, "each call gives a new copy");
  });
});

describe("percent helpers", () => {
  test("decodePercent decodes once and refuses bad escapes", () => {
    assert.equal(decodePercent("%2541"), "%41");
    assert.equal(decodePercent("a+b", { plusAsSpace: true }), "a b");
    assert.throws(() => decodePercent("%C3"), { code: "invalid-utf8" });
    assert.throws(() => decodePercent("%x"), { code: "invalid-percent-encoding" });
  });
  test("encodePercent leaves only unreserved characters", () => {
    assert.equal(encodePercent("a-b_c.d~e f/g@ä🔑"), "a-b_c.d~e%20f%2Fg%40%C3%A4%F0%9F%94%91");
  });
});

describe("decoded path and fragment", () => {
  test("decodedFragment and decodedPath give back what formatUri and the edits were given", () => {
    const text = formatUri({ scheme: "x", host: "h", path: "/a b%/c", fragment: "#%" });
    assert.equal(text, "x://h/a%20b%25/c#%23%25");
    const uri = parseUri(text);
    assert.equal(uri.fragment, "%23%25", "fragment stays raw");
    assert.equal(uri.decodedFragment, "#%");
    assert.equal(uri.path, "/a%20b%25/c", "path stays raw");
    assert.equal(uri.decodedPath, "/a b%/c");
    assert.equal(parseUri("x://h").decodedFragment, null);
    assert.equal(parseUri("x://h#").decodedFragment, "");
    assert.equal(parseUri("x://h#a+b").decodedFragment, "a+b");
    assert.equal(parseUri("x://h").decodedPath, "");
    assert.equal(parseUri("x://h").withFragment("a#b").decodedFragment, "a#b");
    assert.equal(parseUri("x://h").withPath("/%2F x").decodedPath, "/%2F x");
  });
});

describe("parts of the wrong type", () => {
  const bad: [string, unknown, RegExp][] = [
    [
      "a null query value",
      { scheme: "x", host: "h", params: [["c", null]] },
      /value of params\[0\] must be a string, got null/,
    ],
    [
      "a number as a key",
      { scheme: "x", params: [[1, "v"]] },
      /key of params\[0\] must be a string, got a number/,
    ],
    ["a pair of one", { scheme: "x", params: [["c"]] }, /params\[0\] must be a \[key, value\] pair/],
    ["params as an object", { scheme: "x", params: { c: "d" } }, /params must be an array/],
    ["a port as a string", { scheme: "x", host: "h", port: "5432" }, /port must be a number/],
    ["a number as the password", { scheme: "x", host: "h", password: 1234 }, /password must be a string/],
    [
      "a segment that is not a string",
      { scheme: "x", segments: ["a", undefined] },
      /segments\[1\] must be a string/,
    ],
    ["segments as a string", { scheme: "x", segments: "a/b" }, /segments must be an array/],
    ["a path that is not a string", { scheme: "x", path: ["a"] }, /path must be a string/],
    ["no object", null, /takes an object/],
  ];
  for (const [name, parts, reason] of bad) {
    test(`${name} is invalid-argument with a fix`, () => {
      assert.throws(
        () => formatUri(parts as UriParts),
        (error: unknown) =>
          error instanceof DburiError &&
          error.code === "invalid-argument" &&
          reason.test(error.reason) &&
          typeof error.fix === "string" &&
          error.fix.length > 0 &&
          !error.message.includes("1234"),
      );
    });
  }
  test("the edits check their argument the same way", () => {
    const uri = parseUri("redis://h");
    const calls: (() => unknown)[] = [
      () => uri.withParams([["c", null as unknown as string]]),
      () => uri.withSegments([1 as unknown as string]),
      () => uri.withPassword(1234 as unknown as string),
      () => uri.withFragment(5 as unknown as string),
      () => uri.withQuery({} as unknown as string),
    ];
    for (const call of calls) assert.throws(call, { name: "DburiError", code: "invalid-argument" });
  });
});

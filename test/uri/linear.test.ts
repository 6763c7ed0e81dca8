// Parsing is linear in the input: very long passwords (which the redis registration asks clients to be
// ready for) and queries parse, and sixteen times the input takes about sixteen times as long, not 256.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { describe, test } from "node:test";
import { inspect } from "node:util";
import { parseUri, redact, redactUri, tryInterpret, tryParseUri } from "../../src/index.ts";
import * as chars from "../../src/uri/chars.ts";
import { importSpecifiers, tokens } from "./source-tokens.ts";

const MB = 1 << 20;

function longPassword(size: number): string {
  return `redis://:${"aZ9%40-".repeat(Math.floor(size / 7))}%2F@cache:6379/0`;
}
function longQuery(size: number): string {
  return `postgresql://h/db?${"k=v%20w&".repeat(Math.floor(size / 8))}`;
}
function invalidAtEnd(size: number): string {
  return `${longPassword(size)}?x=%zz`;
}

/** Free text with many URIs and words, none of them holding a secret (see redact.ts). */
function manyUris(size: number): string {
  return "redis://h:1 w //a:b x mailto:y ".repeat(Math.floor(size / 31));
}

/** An opaque path holding a scheme, holding a scheme...: `a:a:a:...b`, a URI nested at every ":". */
function nestedSchemes(size: number): string {
  return `${"a:".repeat(Math.floor(size / 2))}b`;
}

/** db: URIs nested in db: URIs, the innermost with a password. */
function nestedDb(size: number): string {
  return `${"db:".repeat(Math.floor(size / 3))}pg://u:pw@h/db`;
}

/** A host list of IPv6 literals, as libpq reads them. */
function ipv6HostList(size: number): string {
  return `postgresql://${"[::1],".repeat(Math.floor(size / 6))}[::1]/db`;
}

/** One line that is a URI with a raw space in a query value, read as one URI (see redact-text.ts). */
function spacedQuery(size: number): string {
  return `redis://h/0?${"x=a b&".repeat(Math.floor(size / 6))}password=s3cret`;
}

/** A connection string of many pairs, values with raw spaces and ";", the secret last (redact-pairs.ts). */
function manyPairs(size: number): string {
  return `Server=db;${"User ID=a b;x=1 2;".repeat(Math.floor(size / 18))}Password=s3 c;ret`;
}

/** A secret value that runs on: a raw ";" then words with no "=" after it (each a look-ahead). */
function longPairValue(size: number): string {
  return `Server=db;Password=x;${"a b;".repeat(Math.floor(size / 4))}`;
}

/**
 * CPU time of `repeat` runs of `work`, best of several, in microseconds. CPU time, not wall-clock time:
 * on a busy machine a long run waits for the CPU more often than a short one, which inflates a ratio of
 * wall-clock times however many runs are taken.
 */
function timeOf(work: () => unknown, repeat: number): number {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 5; run++) {
    const start = process.cpuUsage();
    for (let k = 0; k < repeat; k++) work();
    const used = process.cpuUsage(start);
    best = Math.min(best, used.user + used.system);
  }
  return best;
}

describe("a 1 MB URI", () => {
  test("with a long password parses, decodes and redacts", () => {
    const uri = parseUri(longPassword(MB));
    assert.ok((uri.password?.length ?? 0) > MB / 2);
    assert.equal(uri.host, "cache");
    assert.ok(!String(uri).includes("aZ9"));
  });
  test("with a long query parses into pairs", () => {
    const uri = parseUri(longQuery(MB));
    assert.ok(uri.params.length > MB / 9);
    assert.deepEqual(uri.params[0], ["k", "v w"]);
  });
  test("of nested schemes prints, serializes, inspects and redacts without overflowing the stack", () => {
    const uri = parseUri(nestedSchemes(MB));
    for (const shown of [
      String(uri),
      JSON.stringify(uri),
      inspect(uri),
      redact(uri.href),
      redactUri(uri.href),
    ]) {
      assert.ok(shown.length >= MB, "every output holds the whole text");
    }
    const db = nestedDb(MB);
    assert.ok(String(parseUri(db)).endsWith("pg://u:***@h/db"));
    assert.ok(redact(db).endsWith("pg://u:***@h/db"));
  });
  test("of nested unknown schemes is interpreted to an error, not a crash", () => {
    const result = tryInterpret(`${"zz:".repeat(MB / 3)}b`);
    assert.equal(result.ok, false);
  });
  test("of IPv6 literals in a host list parses and lists every host", () => {
    const uri = parseUri(ipv6HostList(MB), { hostList: true });
    assert.equal(uri.hosts.length, Math.floor(MB / 6) + 1);
    assert.equal(uri.hosts[7]?.host, "::1");
  });
  test("that is invalid at its end reports the index without the password", () => {
    const text = invalidAtEnd(MB);
    const result = tryParseUri(text);
    assert.equal(result.ok, false);
    if (result.ok) return;
    assert.equal(result.error.index, text.length - 3);
    assert.ok(result.error.message.length < 1000);
    assert.ok(!result.error.message.includes("aZ9"));
  });
});

/** An ADO.NET pair, then a keyword without '=' after a run of spaces of length about `n`. */
function valueThenSpaces(n: number): string {
  return `Server=h;k${" ".repeat(n)}x`;
}

describe("time grows linearly with length", () => {
  for (const [name, make, work, ...extra] of [
    ["parse, long password", longPassword, (t: string) => parseUri(t).password],
    ["parse, long query", longQuery, (t: string) => parseUri(t).params],
    ["parse error near the end", invalidAtEnd, (t: string) => tryParseUri(t)],
    ["redact", longPassword, (t: string) => redact(t)],
    ["toString", longQuery, (t: string) => String(parseUri(t))],
    ["redact, many URIs in text", manyUris, (t: string) => redact(t)],
    ["toString, nested schemes", nestedSchemes, (t: string) => String(parseUri(t))],
    ["inspect, nested schemes", nestedSchemes, (t: string) => inspect(parseUri(t))],
    ["redact, nested schemes", nestedSchemes, (t: string) => redact(t)],
    ["redactUri, nested db: URIs", nestedDb, (t: string) => redactUri(t)],
    ["tryInterpret, nested unknown schemes", nestedSchemes, (t: string) => tryInterpret(t)],
    ["parse, IPv6 host list", ipv6HostList, (t: string) => parseUri(t, { hostList: true }), MB / 4],
    [
      "hosts of an IPv6 host list, read twice",
      ipv6HostList,
      (t: string) => {
        const uri = parseUri(t, { hostList: true });
        return [uri.hosts, uri.hosts];
      },
      MB / 4,
    ],
    ["redact, one URI with raw spaces", spacedQuery, (t: string) => redact(t), MB / 4],
    ["redactUri, a connection string of many pairs", manyPairs, (t: string) => redactUri(t), MB / 4],
    ["redact, a connection string of many pairs", manyPairs, (t: string) => redact(t), MB / 4],
    ["redactUri, a secret value that runs on", longPairValue, (t: string) => redactUri(t), MB / 4],
    // A bare value followed by a run of spaces: each space asked whether a pair follows, and each answer
    // passed over the rest of the run (a connection string pasted with trailing padding).
    ["redact, a value before a run of spaces", valueThenSpaces, (t: string) => redact(t), MB / 4],
  ] as const) {
    test(name, () => {
      // Inputs that make many objects are smaller, to keep the run short; 16 times the size all the same.
      const size = (extra[0] as number | undefined) ?? MB;
      const small = make(size / 16);
      const large = make(size);
      work(small); // warm up
      work(large);
      // The large input once against the small one 16 times: the same amount of input, so linear work
      // gives a ratio of about 1 and quadratic work about 16. The bound leaves room for noise (garbage
      // collection, caches): timing is not a speed target here, only the shape of the growth.
      const ratio = timeOf(() => work(large), 1) / timeOf(() => work(small), 16);
      assert.ok(ratio < 5, `16x the input took ${(16 * ratio).toFixed(1)}x the time`);
    });
  }
});

describe("the core's source", () => {
  const dir = new URL("../../src/uri/", import.meta.url);
  const files = readdirSync(dir).filter((file) => file.endsWith(".ts"));
  const sources = files.map((file) => [file, readFileSync(new URL(file, dir), "utf8")] as const);

  test("holds no regular expression that could backtrack on input", () => {
    // A regex that can backtrack on a 1 MB password is a denial of service; the core scans by hand. Every
    // regular expression literal counts, wherever it is used, and so does the RegExp constructor, but in
    // chars.ts, whose patterns are spelled from the character table (checked below).
    for (const [file, source] of sources) {
      const found = tokens(source).filter(
        (token) =>
          token.kind === "regex" ||
          (token.kind === "identifier" && token.text === "RegExp" && file !== "chars.ts"),
      );
      assert.deepEqual(
        found.map((token) => `${file}:${token.line} ${token.text}`),
        [],
      );
    }
  });

  test("runs chars.ts's patterns, each a single character class repeated, in one forward pass", () => {
    // `[...]*` with the sticky flag, the class listing single characters: each character is taken once
    // and nothing follows that could make the match give one back.
    const patterns = Object.entries(chars).filter(([, value]) => value instanceof RegExp);
    assert.ok(patterns.length > 0, "the module's patterns were found");
    for (const [name, pattern] of patterns as [string, RegExp][]) {
      assert.match(pattern.source, /^\[(\\x[0-9a-f]{2})+\]\*$/, name);
      assert.equal(pattern.flags, "y", name);
    }
    // And each admits exactly the characters of its class in the table: QUERY_RUN, those of a query but "@";
    // AUTHORITY_RUN, those the authority's scan passes over without a note.
    for (let c = 0; c < 128; c++) {
      const text = String.fromCharCode(c);
      chars.QUERY_RUN.lastIndex = 0;
      chars.QUERY_RUN.test(text);
      assert.equal(
        chars.QUERY_RUN.lastIndex === 1,
        (chars.CHAR_CLASS[c]! & chars.QUERY_WITHOUT_AT) !== 0,
        `character ${c}`,
      );
      chars.AUTHORITY_RUN.lastIndex = 0;
      chars.AUTHORITY_RUN.test(text);
      assert.equal(
        chars.AUTHORITY_RUN.lastIndex === 1,
        (chars.CHAR_CLASS[c]! & chars.AUTHORITY_PLAIN) !== 0,
        `character ${c}`,
      );
    }
  });

  test("imports only its own modules and uses no Node global", () => {
    // The core runs in browsers, Deno and Bun (DESIGN, "Layers"): no `node:` module, no bare built-in
    // name, no package, no require, and none of Node's own globals.
    const nodeGlobals = new Set([
      "require",
      "process",
      "Buffer",
      "module",
      "__dirname",
      "__filename",
      "global",
    ]);
    let imports = 0;
    for (const [file, source] of sources) {
      for (const specifier of importSpecifiers(source)) {
        imports++;
        assert.ok(specifier.startsWith("./") && specifier.endsWith(".js"), `${file} imports ${specifier}`);
      }
      assert.doesNotMatch(source, /\bimport\s*\(/, `${file} has a dynamic import`);
      const globals = tokens(source).filter((t) => t.kind === "identifier" && nodeGlobals.has(t.text));
      assert.deepEqual(
        globals.map((t) => `${file}:${t.line} ${t.text}`),
        [],
      );
    }
    assert.ok(imports > sources.length, "the imports were seen");
  });
});

describe("the source checks themselves", () => {
  // The checks above can fail: the lexer finds what they look for, and only that.
  test("a regex literal is found wherever it stands", () => {
    const source = [
      "const AUTHORITY = /^(?:db:)?[a-z]+:\\/\\//i;",
      "const m = text.replace(/a[/]b/g, '');",
      "if (x) return /y/.test(z);",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
      "const t = `${(/q/).source}`;",
    ].join("\n");
    assert.deepEqual(
      tokens(source)
        .filter((t) => t.kind === "regex")
        .map((t) => [t.line, t.text]),
      [
        [1, "/^(?:db:)?[a-z]+:\\/\\//i"],
        [2, "/a[/]b/g"],
        [3, "/y/"],
        [4, "/q/"],
      ],
    );
  });
  test("divisions, comments and strings are no regex", () => {
    const source = [
      "const a = b / c / d;",
      "const e = f[0]! / 2 + (g) / h;",
      '// a comment with /slashes/ and "quotes',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
      "/* block /x/ */ const s = '/not/' + \"//neither\" + `/${a / b}/`;",
      "const u = require; // process",
    ].join("\n");
    assert.deepEqual(
      tokens(source).filter((t) => t.kind === "regex"),
      [],
    );
    const identifiers = tokens(source)
      .filter((t) => t.kind === "identifier")
      .map((t) => t.text);
    assert.ok(identifiers.includes("require") && !identifiers.includes("process"));
  });
  test("import specifiers are found, built-in ones too", () => {
    const source = [
      'import { a } from "./a.js";',
      'import {\n  b,\n  type C,\n} from "node:fs";',
      'export { d } from "path";',
      'import "./side.js";',
      'const from = "not/an/import";',
    ].join("\n");
    assert.deepEqual(importSpecifiers(source), ["./a.js", "node:fs", "path", "./side.js"]);
  });
});

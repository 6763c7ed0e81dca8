// Invariants of redaction, checked on generated input (fast-check): no password or secret query value
// shows in anything printed, and redact(text) keeps the text around the URIs it finds.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { inspect } from "node:util";
import fc from "fast-check";
import { encodePercent, redact, redactUri, tryParseUri } from "../../src/index.ts";

const RUNS = { numRuns: 400 };

describe("no password ever shows", () => {
  // Distinctive passwords (at least 6 characters, not found elsewhere in the URI), raw and encoded.
  const password = fc
    .string({
      unit: fc.constantFrom(..."abcXYZ019@#/?:%+=&;!$ []{}\\\"'\u00e4\u20ac"),
      minLength: 6,
      maxLength: 16,
    })
    .filter((pw) => /[a-zX-Z0-9].*[a-zX-Z0-9]/.test(pw) && !/^\s|\s$/.test(pw));
  const templates = [
    (pw: string) => `postgresql://app:${pw}@db.example.com:5432/app?sslmode=require`,
    (pw: string) => `redis://:${pw}@cache:6379/2`,
    (pw: string) => `db:pg://app:${pw}@db.example.com/app`,
    (pw: string) => `amqp://guest:${pw}@[::1]:5672/%2f`,
    (pw: string) => `postgresql://app:${pw}@h1:5432,h2:5433/app`,
  ];
  // In a query a raw "&", ";" or "=" legitimately starts another pair, so only those are excluded there.
  const queryTemplate = (pw: string) => `redis://cache:6379/0?password=${pw}&db=1`;
  function visible(text: string, pw: string): boolean {
    return [pw, encodePercent(pw)].some((form) => text.includes(form));
  }
  const cases = [
    ...templates.map((template) => [template, password] as const),
    [queryTemplate, password.filter((pw) => !/[&;=]/.test(pw))] as const,
    [
      (pw: string) => `redis://cache:6379/0?password=${pw}`,
      password.filter((pw) => !/[&;=]/.test(pw)),
    ] as const,
    [
      (pw: string) => `redis://:${pw}@cache?password=${pw}`,
      password.filter((pw) => !/[&;=]/.test(pw)),
    ] as const,
  ];
  // redact(text) reads one line that starts with a URI as that URI, whatever raw spaces and quotes it
  // holds, unless another URI starts after one of them: "//" at a word's start or a "scheme://" (see
  // redact-text.ts). A password that holds such a start cannot be told from a second URI.
  const startsAnotherUri = (pw: string) => {
    const boundary = pw.search(/[\s"]/);
    return boundary >= 0 && /[\s"]\/\/|[A-Za-z0-9+.-]:\/\//.test(pw.slice(boundary));
  };
  for (const [i, [template, passwords]] of cases.entries()) {
    test(`in ${template("<password>")}`, () => {
      fc.assert(
        fc.property(passwords, fc.boolean(), (pw, encode) => {
          const text = template(encode ? encodePercent(pw) : pw);
          fc.pre(!template("").includes(pw.slice(0, 3)) && !template("").includes(pw.slice(-3)));
          const result = tryParseUri(text, { hostList: i === 4 });
          const outputs = result.ok
            ? [String(result.value), JSON.stringify(result.value), inspect(result.value)]
            : [result.error.message, String(result.error.stack), inspect(result.error)];
          outputs.push(redactUri(text));
          if (encode || !startsAnotherUri(pw)) outputs.push(redact(text));
          for (const output of outputs) assert.ok(!visible(output, pw), `${output} shows ${pw}`);
        }),
        RUNS,
      );
    });
  }
});

describe("redact(text) on log lines", () => {
  // Distinctive secrets (a marker no other piece holds), raw where the component allows every character
  // of them, percent-encoded otherwise.
  const secret = fc
    .string({ unit: fc.constantFrom(..."abcXYZ019!$'()*+,;=~-._:@/?#%& \u00e4\u20ac"), maxLength: 10 })
    .map((s) => `Sq${s}Zk`);
  const word = fc.string({
    unit: fc.constantFrom(..."abcdefxyz019.,;!()=&_-'[]{}|\\^\u00e4\u20ac"),
    minLength: 1,
    maxLength: 8,
  });
  // What may stand between two pieces: whitespace, line breaks, or the delimiters of RFC 3986 Appendix C.
  const gap = fc.constantFrom(" ", "  ", "\t", "\n", "\r\n", ' "', '" ', " <", "> ", " : ", " `");
  const uri = fc.oneof(
    fc
      .record({
        scheme: fc.constantFrom("postgresql", "redis", "amqp", "mysql", "db:pg", "mongodb"),
        user: fc.constantFrom("", "app", "u%40x"),
        pw: secret,
        host: fc.constantFrom("h", "db.example.com", "[::1]", "h1:5432,h2:5433", ""),
        port: fc.constantFrom("", ":5432"),
        path: fc.constantFrom("", "/", "/db", "/%2F"),
        query: fc.constantFrom("", "?sslmode=require", "?a=1&b=2"),
      })
      .map((p) => ({
        text: `${p.scheme}://${p.user}:${encodePercent(p.pw)}@${p.host}${p.port}${p.path}${p.query}`,
        secrets: [p.pw],
      })),
    fc
      .record({
        scheme: fc.constantFrom("redis", "db:mysql", "mongodb+srv", "rediss"),
        host: fc.constantFrom("h", "cache:6379", "[::1]:1"),
        key: fc.constantFrom("password", "sslpassword", "private_key_file_pwd", "access_token", "api_key"),
        value: secret,
        more: fc.constantFrom("", "&db=1", ";x=y"),
      })
      .map((p) => ({
        text: `${p.scheme}://${p.host}/0?${p.key}=${encodePercent(p.value)}${p.more}`,
        secrets: [p.value],
      })),
    fc.record({ token: secret, other: fc.constantFrom("", "SERVICE_NAME:m,") }).map((p) => ({
      text: `mongodb://h/?authMechanism=MONGODB-AWS&authMechanismProperties=${p.other}AWS_SESSION_TOKEN:${encodePercent(p.token)}`,
      secrets: [p.token],
    })),
    fc.constantFrom({ text: "https://example.com/a?b=c#d", secrets: [] as string[] }),
  );
  const piece = fc.oneof(
    word.map((text) => ({ text, uri: false, secrets: [] as string[] })),
    uri.map((u) => ({ ...u, uri: true })),
  );
  const line = fc.array(fc.tuple(piece, gap), { minLength: 1, maxLength: 8 });

  test("no secret survives, and every piece of text between the URIs is kept exactly", () => {
    fc.assert(
      fc.property(line, (items) => {
        const text = items.map(([p, g]) => p.text + g).join("");
        const out = redact(text);
        for (const [p] of items) {
          for (const s of p.secrets) {
            assert.ok(!out.includes(s) && !out.includes(encodePercent(s)), `${out} shows ${s}`);
          }
        }
        // One line that starts with the only URI is read as that URI, the words after it included; else
        // each URI is redacted as it would be alone, and nothing else changes.
        const innerGaps = items.slice(0, -1).map(([, g]) => g);
        const sole =
          items[0]![0].uri &&
          items.filter(([p]) => p.uri).length === 1 &&
          !innerGaps.some((g) => g.includes("\n"));
        const trimmed = text.trimEnd();
        const expected = sole
          ? redactUri(trimmed) + text.slice(trimmed.length)
          : items.map(([p, g]) => (p.uri ? redact(p.text) : p.text) + g).join("");
        assert.equal(out, expected);
      }),
      { numRuns: 600 },
    );
  });
});

describe("redact(text) on one URI with raw spaces and delimiters", () => {
  // A setting such as DATABASE_URL, written without percent-encoding: one line, one URI. No secret may
  // show, whatever it holds but the pair separators "&" and ";" (and, in a query value, "=" is fine).
  const secret = fc
    .string({
      unit: fc.constantFrom(..."abXY09 \t\"'<>`#?/@:%+=!$[]{}|\\^\u00e4"),
      minLength: 1,
      maxLength: 12,
    })
    .map((s) => `Sq${s}Zk`);
  const shapes: [string, (value: string) => string][] = [
    ["a secret query value", (v) => `redis://h:6379/0?x=a&password=${v}`],
    ["a secret query value, then a pair", (v) => `postgresql://h/db?sslpassword=${v}&sslmode=require`],
    ["a secret value in a fragment", (v) => `amqp://h/v#token=${v}`],
    ["a password", (v) => `redis://:${v}@h/0`],
    ["a password and more", (v) => `mysql://app:${v}@db:3306/shop?charset=utf8mb4`],
    ["a nested password", (v) => `db:pg://app:${v}@h/db`],
  ];
  for (const [name, shape] of shapes) {
    test(name, () => {
      fc.assert(
        fc.property(secret, fc.constantFrom("", " ", "\n", "  \r\n"), (value, around) => {
          // "//" after a space, or "x://", would start a second URI (see the test above).
          fc.pre(!/[\s"<>`]\/\/|[A-Za-z0-9+.-]:\/\//.test(value));
          const text = around + shape(value) + around;
          // The value's ends are markers no other text holds; what is hidden is one span, so hiding both
          // hides everything between them.
          for (const out of [redact(text), redactUri(text)]) {
            assert.ok(!out.includes("Sq") && !out.includes("Zk"), `${out} shows part of ${value}`);
          }
        }),
        RUNS,
      );
    });
  }
});

describe("connection strings that are not URIs", () => {
  // A secret with markers at both ends that no other text holds; what is hidden is one span, so hiding
  // both markers hides everything between them.
  const secretOf = (alphabet: string) =>
    fc.string({ unit: fc.constantFrom(...alphabet), maxLength: 12 }).map((s) => `Sq${s}Zk`);
  // What a bare value may hold: no whitespace, quote or separator at its start, no "=".
  const bare = secretOf("abXY09!$%*+,-./:<>?@^_~#()[]\u00e4");
  // A bare value in free text ends with its word: no whitespace, '"', '<', '>' or '`' in it.
  const word = secretOf("abXY09!$%*+,-./:?@^_~#()[]\u00e4");
  const anything = secretOf("abXY09 \t;&=!$%*+,-./:<>?@^_~#()[]{}'\"\\\u00e4");
  const libpqQuote = (s: string) => `'${s.replaceAll("\\", "\\\\").replaceAll("'", "\\'")}'`;
  // Name, secrets, the text carrying one, whether the carrier quotes it.
  const carriers: [string, fc.Arbitrary<string>, (s: string) => string, boolean?][] = [
    ["libpq, bare", bare, (s) => `host=db port=5432 password=${s} dbname=shop`],
    ["libpq, bare with ';'", bare.map((s) => `${s};x`), (s) => `host=db password=${s} dbname=shop`],
    ["libpq, spaces around '='", bare, (s) => `host=db password = ${s} sslmode=require`],
    ["libpq, quoted", anything, (s) => `host=db password=${libpqQuote(s)} dbname=shop`, true],
    ["libpq, sslpassword last", bare, (s) => `host=db sslkey=/k.pem sslpassword=${s}`],
    [
      "ODBC, braced",
      anything,
      (s) =>
        `Driver={ODBC Driver 18 for SQL Server};Server=db;UID=sa;PWD={${s.replaceAll("}", "}}")}};Database=shop`,
      true,
    ],
    ["ODBC, bare", bare, (s) => `Driver={x};Server=db;PWD=${s};Database=shop`],
    [
      "ADO.NET, double-quoted",
      anything,
      (s) => `Server=db;User ID=sa;Password="${s.replaceAll('"', '""')}";Database=shop`,
      true,
    ],
    ["ADO.NET, bare with a space", bare.map((s) => `${s} x`), (s) => `Server=db;Password=${s};User ID=sa`],
    ["JDBC sqlserver", bare, (s) => `jdbc:sqlserver://db:1433;user=sa;password=${s};databaseName=shop`],
    ["JDBC sqlserver, no port", bare, (s) => `jdbc:sqlserver://db;password=${s}`],
    ["'&'-separated", bare, (s) => `user=sa&password=${s}&db=shop`],
    // user:password@host without "//": no ":" in the password (the first would read as scheme:user:).
    ["user:password@host", bare.filter((s) => !s.includes(":")), (s) => `app:${s}@db.example.com/shop`],
    ["a user that is no scheme", bare.filter((s) => !s.includes(":")), (s) => `my_app:${s}@db/shop`],
    ["Go's DSN", bare.filter((s) => !s.includes(":")), (s) => `app:${s}@tcp(db:3306)/shop?parseTime=true`],
  ];
  for (const [name, secrets, carrier, quoted = false] of carriers) {
    test(name, () => {
      fc.assert(
        fc.property(secrets, fc.constantFrom("", " ", "\n"), (secret, around) => {
          const written = carrier(secret);
          const text = `${around}${written}${around}`;
          const outputs = [redactUri(text)];
          // In free text a bare value ends with its word (at whitespace, '"', '<', '>' or '`'), and "//"
          // after one of those starts another URI: such a secret is hidden only when read as one string.
          if (quoted || !/[\s"<>`]/.test(secret)) outputs.push(redact(text));
          for (const out of outputs)
            assert.ok(!out.includes("Sq") && !out.includes("Zk"), `${out} (${text})`);
          assert.ok(redactUri(text).includes("***"), text);
        }),
        RUNS,
      );
    });
  }

  test("in a log line, among other words", () => {
    fc.assert(
      fc.property(
        word,
        fc.constantFrom("host=db password=", "Server=db;PWD=", "jdbc:sqlserver://db;password="),
        (secret, pair) => {
          const out = redact(`connecting (${pair}${secret}) failed: timeout`);
          assert.ok(!out.includes("Sq") && !out.includes("Zk"), out);
          assert.ok(out.endsWith(") failed: timeout") || out.endsWith("failed: timeout"), out);
        },
      ),
      RUNS,
    );
  });
});

describe("ordinary text is left alone", () => {
  // Prose, log lines and settings without a secret: no key that isSecretKey names before an "=", no
  // "word:text@" without a space. redact must return them unchanged: the connection-string rules must
  // not hide harmless words.
  const word = fc.constantFrom(
    "the",
    "server",
    "at",
    "10:30,",
    "ops@example.com",
    "user@db.example.com",
    "a=b",
    "x=1;y=2",
    "host=db",
    "port=5432",
    "sslmode=require",
    "dbname=shop",
    "user=app",
    "Server=db;Database=shop",
    "Driver={ODBC",
    "18}",
    "mailto:ops@example.com",
    "sip:alice@example.com",
    // No "scheme://" URI: one without an "@" is read up to a later "@" on its line, whose text a raw
    // space may have cut from its password (a documented cost, see redact-text.ts).
    "ratio",
    "3:2",
    "Note:",
    "(see",
    "docs)",
    "password",
    "token",
    "is",
    "required",
    "'quoted'",
    '"double"',
    "&",
    ";",
    "=",
    "{",
    "}",
    "passwords",
    "keys",
    "e-mail:",
  );
  const gap = fc.constantFrom(" ", "  ", "\t", "\n", ", ");
  test("redact(text) === text", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(word, gap), { minLength: 1, maxLength: 12 }), (items) => {
        // A line that starts with a scheme or a pair is read as one URI or connection string, whose
        // heuristics for text that does not parse hide more (see redact-text.ts): prose starts otherwise.
        const text = `Then ${items.map(([w, g]) => w + g).join("")}`;
        // "password = x" and "token = x" are pairs (libpq allows spaces around "="): not ordinary text.
        fc.pre(!/\b(password|token)\s*=/.test(text));
        assert.equal(redact(text), text);
      }),
      { numRuns: 1000 },
    );
  });
});

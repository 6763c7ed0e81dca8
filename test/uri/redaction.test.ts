import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { inspect } from "node:util";
import { DburiError, parseUri, redact, tryParseUri } from "../../src/index.ts";

describe("redact(text)", () => {
  const cases: [string, string][] = [
    ["postgresql://app:s3cret@db.example.com/app", "postgresql://app:***@db.example.com/app"],
    ["db:pg://user:pw@host/db", "db:pg://user:***@host/db"],
    ["db:mysql://root:pw@/db?password=x", "db:mysql://root:***@/db?password=***"],
    ["redis://h/0?password=x&db=1", "redis://h/0?password=***&db=1"],
    // A redis query splits at "&" only: the password is "x;api_key=y", hidden whole.
    ["redis://h/0?PassWord=x;api_key=y&sslmode=require", "redis://h/0?PassWord=***&sslmode=require"],
    // A db: query splits at ";" too, as the proposal says.
    ["db:redis://h/0?PassWord=x;api_key=y&db=1", "db:redis://h/0?PassWord=***;api_key=***&db=1"],
    ["redis://:@h", "redis://:@h"],
    ["redis://user@h", "redis://user@h"],
    [
      "mongodb://u:pw@h1:1,h2:2/db?tlsCertificateKeyFilePassword=k",
      "mongodb://u:***@h1:1,h2:2/db?tlsCertificateKeyFilePassword=***",
    ],
    // Text that does not parse is redacted by a heuristic that hides too much rather than too little.
    ["redis://:p@ss@host", "redis://:***@host"],
    ["postgresql://user:pa#ss@host/db", "postgresql://user:***@host/db"],
    ["postgresql://user:pa ss@host/db?token=abc", "postgresql://user:***@host/db?token=***"],
    ["not a uri at all", "not a uri at all"],
    // Valid URIs whose password's raw delimiter moved it out of the userinfo.
    ["redis://:12/34@host", "redis://:***@host"],
    ["postgresql://user:12#34@host/db", "postgresql://user:***@host/db"],
    ["postgresql://user:12?34@host/db", "postgresql://user:***@host/db"],
    // An '@' after the authority might end a password that a raw delimiter cut: hidden up to it.
    ["postgresql://host:5432/db?email=a@b", "postgresql://host:***@b"],
    ["postgresql://host/db?email=a@b", "postgresql://host/db?email=a@b"],
    ["mailto:a@example.com", "mailto:a@example.com"],
    ["postgres:/user:pw@host", "postgres:/user:***@host"],
    // Without "//", a user:password@host is still hidden, in any scheme and nested in db: or not.
    ["postgres:app:s3cret@h/db", "postgres:app:***@h/db"],
    ["postgres:app:s3?cret@h/db", "postgres:app:***@h/db"],
    ["db:pg:app:s3cret@h/db", "db:pg:app:***@h/db"],
    ["db:db:redis://:s3cret?@h/0", "db:db:redis://:***@h/0"],
    ["db:sqlite:x@y.db", "db:sqlite:x@y.db"],
    // A fragment's secret pairs, in text that does not parse too.
    ["redis://h:x/0#password=s3cret", "redis://h:***/0#password=***"],
    ["mysql://u@h/db#password=s3cret#", "mysql://u@h/db#password=***"],
    // "//" inside a password is no authority.
    ["postgresql:user:##s3cret//@host", "postgresql:user:***@host"],
    // ...but it starts one right after the scheme, or after db:'s engine, in text that does not parse.
    ["redis://u:p@ss@h", "redis://u:***@h"],
    ["db:pg://u:p@ss@h/db", "db:pg://u:***@h/db"],
    ["DB:Pg://u:p@ss@h/db", "DB:Pg://u:***@h/db"],
    ["db://u:p@ss@h/db", "db://u:***@h/db"],
    ["//u:p@ss@h/db", "//u:***@h/db"],
    // URIs nested at any depth, each level read once.
    ["db:db:db:pg://u:pw@h/db", "db:db:db:pg://u:***@h/db"],
    ["db:db:pg:u:pw@h/db", "db:db:pg:u:***@h/db"],
    ["x:a:b:pw@h", "x:a:***@h"],
    ["db:db:x", "db:db:x"],
    // "1a" is no scheme (RFC 3986 §3.1), so "1a:pw@h" is no URI: it is user:password@host.
    ["db:1a:pw@h", "db:1a:***@h"],
    // A level that is not db: hides from its path's first ":" to the last "@", as without nesting.
    ["db:zz:db:redis://:s3cret?@h/0?password=x", "db:zz:db:***@h/0?password=***"],
    // One URI that does not parse is read as one, whatever raw spaces or quotes it holds.
    ["redis://h/0?x=a b&password=s3cret", "redis://h/0?x=a b&password=***"],
    ["redis://:p@ss w0rd@h/0", "redis://:***@h/0"],
    ["postgresql://h/db?sslpassword=top secret", "postgresql://h/db?sslpassword=***"],
    [
      "postgresql://h/db?sslpassword=top secret&sslmode=require",
      "postgresql://h/db?sslpassword=***&sslmode=require",
    ],
    ['redis://h/0?password=a"b c', "redis://h/0?password=***"],
    // Connection strings that are not URIs: the values of secret keys, whatever separates the pairs.
    ["host=db password=s3cret dbname=shop", "host=db password=*** dbname=shop"],
    ["host=db password = s3cret port=5432", "host=db password = *** port=5432"],
    ["host=db password='s3 \\' cret' dbname=shop", "host=db password='***' dbname=shop"],
    ["host=db password=s3;cret dbname=shop", "host=db password=*** dbname=shop"],
    ["Server=db;Password=s3cret;Database=shop", "Server=db;Password=***;Database=shop"],
    ["Server=db;Password=my s3cret;User ID=sa", "Server=db;Password=***;User ID=sa"],
    ['Server=db;Password="s3;""cret";User ID=sa', 'Server=db;Password="***";User ID=sa'],
    [
      "Driver={ODBC Driver 18};Server=db;PWD={s3;c}}ret};UID=sa",
      "Driver={ODBC Driver 18};Server=db;PWD={***};UID=sa",
    ],
    ["Driver={x};PWD=s3cret", "Driver={x};PWD=***"],
    ["jdbc:sqlserver://db:1433;user=sa;password=s3cret", "jdbc:sqlserver://db:1433;user=sa;password=***"],
    ["jdbc:sqlserver://db;password=s3cret;encrypt=true", "jdbc:sqlserver://db;password=***;encrypt=true"],
    ["jdbc:sqlserver://db;password=s3#cret", "jdbc:sqlserver://db;password=***"],
    ["user=sa&password=s3cret&db=shop", "user=sa&password=***&db=shop"],
    ["Password=;Server=db", "Password=;Server=db"],
    // user:password@host without "//" (the user reads as a scheme, or cannot be one), and Go's DSN.
    ["app:s3cret@db.example.com/shop", "app:***@db.example.com/shop"],
    ["my_app:s3cret@db/shop", "my_app:***@db/shop"],
    ["app:s3cret@tcp(db:3306)/shop?parseTime=true", "app:***@tcp(db:3306)/shop?parseTime=true"],
    ["app:@tcp(db)/shop", "app:@tcp(db)/shop"],
    // ...but not where the scheme's text is an address or a file name, nor in prose.
    ["sip:alice@example.com", "sip:alice@example.com"],
    ["xmpp:alice@example.com", "xmpp:alice@example.com"],
    ["db:sqlite3:x@y.db", "db:sqlite3:x@y.db"],
    ["Note: see ops@example.com", "Note: see ops@example.com"],
    ["ratio 3:2, a=b; x=1", "ratio 3:2, a=b; x=1"],
  ];
  for (const [input, expected] of cases) {
    test(`${input} -> ${expected}`, () => {
      assert.equal(redact(input), expected);
      const parsed = tryParseUri(input);
      if (parsed.ok) assert.equal(String(parsed.value), expected, "toString agrees with redact");
    });
  }

  test("a redacted URI still parses", () => {
    for (const [input] of cases) {
      const parsed = tryParseUri(input);
      if (parsed.ok) assert.ok(tryParseUri(redact(input)).ok, input);
    }
  });
});

describe("Uri printing", () => {
  const uri = parseUri("postgresql://app:s3cret@db.example.com/app?sslpassword=k3y&sslmode=require");
  test("toString, toJSON, inspect and template strings are redacted", () => {
    for (const shown of [
      String(uri),
      `${uri}`,
      JSON.stringify(uri),
      JSON.stringify({ uri }),
      inspect(uri),
      inspect({ nested: [uri] }),
    ]) {
      assert.ok(!shown.includes("s3cret"), shown);
      assert.ok(!shown.includes("k3y"), shown);
      assert.ok(shown.includes("***"), shown);
    }
    assert.equal(
      inspect(uri),
      "Uri 'postgresql://app:***@db.example.com/app?sslpassword=***&sslmode=require'",
    );
  });
  test("href is the exact text and the only way to it", () => {
    assert.equal(uri.href, "postgresql://app:s3cret@db.example.com/app?sslpassword=k3y&sslmode=require");
    assert.deepEqual(Object.keys(uri), []);
    assert.deepEqual({ ...uri }, {});
  });
});

describe("error messages", () => {
  test("show the redacted input with a caret under the problem", () => {
    const result = tryParseUri("postgresql://app:s3cret@db.example.com:54x2/app");
    assert.equal(result.ok, false);
    if (result.ok) return;
    const lines = result.error.message.split("\n");
    assert.equal(
      lines[0],
      "the port must be decimal digits only (RFC 3986 §3.2.3) [invalid-port] at index 41",
    );
    assert.equal(lines[1], "  postgresql://app:***@db.example.com:54x2/app");
    assert.equal(lines[2], `  ${" ".repeat("postgresql://app:***@db.example.com:54".length)}^`);
    assert.match(lines[3] ?? "", /^ {2}fix: /);
  });
  test("say which raw character in a password must be encoded, and how", () => {
    for (const [char, escaped] of [
      ["#", "%23"],
      ["/", "%2F"],
      ["?", "%3F"],
      ["@", "%40"],
    ] as const) {
      const result = tryParseUri(`postgresql://app:Zq9${char}Wx7@db/app`);
      assert.equal(result.ok, false, char);
      if (result.ok) continue;
      assert.equal(result.error.code, "invalid-userinfo");
      assert.ok(
        result.error.fix?.includes(`'${char}'`) && result.error.fix.includes(escaped),
        result.error.fix ?? "",
      );
      assert.ok(
        !result.error.message.includes("Zq9") && !result.error.message.includes("Wx7"),
        result.error.message,
      );
    }
  });
  test("a long input is shown as a window around the caret", () => {
    const long = `redis://h/${"a".repeat(5000)}%zz${"b".repeat(5000)}`;
    const result = tryParseUri(long);
    assert.equal(result.ok, false);
    if (result.ok) return;
    const [, line = "", caret = ""] = result.error.message.split("\n");
    assert.ok(line.length < 200, `line of ${line.length}`);
    assert.equal(line[caret.indexOf("^")], "%");
  });
  test("control characters are shown as visible symbols so the caret lines up", () => {
    const result = tryParseUri("redis://h/a\tb");
    assert.equal(result.ok, false);
    if (result.ok) return;
    const [, line = "", caret = ""] = result.error.message.split("\n");
    assert.equal(line[caret.indexOf("^")], "\u2409");
  });
  // A terminal obeys C1 controls (U+009B starts a sequence, as ESC [ does); a bidirectional control
  // reorders the rest of the line, so an excerpt would show another URI than the one it quotes.
  for (const [name, hidden] of [
    ["a C1 control (CSI)", "\u009b"],
    ["RIGHT-TO-LEFT OVERRIDE", "\u202e"],
    ["RIGHT-TO-LEFT ISOLATE", "\u2067"],
    ["RIGHT-TO-LEFT MARK", "\u200f"],
    ["ARABIC LETTER MARK", "\u061c"],
    ["LINE SEPARATOR", "\u2028"],
  ] as const) {
    test(`${name} is shown as U+FFFD, one column, so the caret lines up`, () => {
      const result = tryParseUri(`redis://h/a${hidden}2J`);
      assert.equal(result.ok, false);
      if (result.ok) return;
      assert.ok(!result.error.message.includes(hidden), result.error.message);
      const [, line = "", caret = ""] = result.error.message.split("\n");
      assert.equal(line[caret.indexOf("^")], "\ufffd");
      assert.equal(line.slice(caret.indexOf("^") + 1), "2J");
    });
  }
});

describe("secrets that raw delimiters moved", () => {
  const cases: [string, string][] = [
    ["redis://:Qj@aaaa?=@h?password=Qj@aaaa?=", "redis://:***"],
    ["redis://h/0?x=a?password=s3cret&db=1", "redis://h/0?x=a?password=***&db=1"],
    ["redis://h/0?password=#s3cret", "redis://h/0?password=***"],
  ];
  for (const [input, expected] of cases) test(input, () => assert.equal(redact(input), expected));
});

describe("redact(text) on text with several URIs", () => {
  const cases: [string, string][] = [
    ["postgres://u:secret@h/db and redis://:pw2@r/0", "postgres://u:***@h/db and redis://:***@r/0"],
    ["db:pg://u:pw@h/db\ndb:mysql://x:pw2@h", "db:pg://u:***@h/db\ndb:mysql://x:***@h"],
    ["from postgres://u:pw@h/db to redis://:pw2@r/0.", "from postgres://u:***@h/db to redis://:***@r/0."],
    // Text before a URI in the same word stays; quotes and angle brackets (RFC 3986 Appendix C) end it.
    [
      'DATABASE_URL="postgres://u:pw@h/db?sslpassword=k" next',
      'DATABASE_URL="postgres://u:***@h/db?sslpassword=***" next',
    ],
    ["url=redis://:pw@h/0 retry", "url=redis://:***@h/0 retry"],
    ["<amqp://guest:pw@rabbit/%2f>", "<amqp://guest:***@rabbit/%2f>"],
    ['{"url":"redis://h?password=x","level":"info"}', '{"url":"redis://h?password=***","level":"info"}'],
    ["a\tredis://:pw@h\tb", "a\tredis://:***@h\tb"],
    ["x //u:pw@h/db y", "x //u:***@h/db y"],
    ["no uri: here, user@example.com", "no uri: here, user@example.com"],
    ["redis://h/0 then ops@example.com", "redis://h/0 then ops@example.com"],
    // A password cut by a raw space is hidden up to the "@" that must end it...
    ["postgresql://user:pa ss@host/db?token=abc", "postgresql://user:***@host/db?token=***"],
    ["redis://:12 34@host later", "redis://:***@host later"],
    ["postgresql://app:ab/c d@db/app", "postgresql://app:***@db/app"],
    ['postgresql://app:ab"cd@db/app', "postgresql://app:***@db/app"],
    // ...which also hides text after a URI without userinfo, up to an e-mail address on its line.
    ["redis://h:6379 down, mail ops@x", "redis://h:***@x"],
    ["redis://h:6379/0 then ops@example.com", "redis://h:***@example.com"],
    // Not past the end of the line, nor past another URI.
    ["redis://h:6379 down\nmail ops@x", "redis://h:6379 down\nmail ops@x"],
    ["redis://h:6379 and redis://:pw@r", "redis://h:6379 and redis://:***@r"],
    // One line with one URI at its start is read as that URI: a secret query value runs to the end of
    // its pair, words after it included; whitespace around the line is kept.
    ["  redis://h/0?password=top secret \n", "  redis://h/0?password=*** \n"],
    ["redis://h/0?password=top secret, retrying", "redis://h/0?password=***"],
    ["redis://:p@ss w0rd@h/0 failed: timeout", "redis://:***@h/0 failed: timeout"],
    // Another URI start ("scheme://", or "//" starting a word), a line break, or no scheme at the start
    // makes it free text, where a raw space ends a URI.
    ["redis://h/0?password=top secret //h2", "redis://h/0?password=*** secret //h2"],
    ["redis://h/0?password=top secret x://h2", "redis://h/0?password=*** secret x://h2"],
    ["redis://h/0?password=top secret\nnext", "redis://h/0?password=*** secret\nnext"],
    ["to redis://h/0?password=top secret", "to redis://h/0?password=*** secret"],
    // A raw line break in a password (LF, CR LF, NEL, LS, PS), the rest of it right after on the next line.
    ["amqp://:pa\nss@h/v", "amqp://:***@h/v"],
    ["amqp://:pa\r\nss@h/v", "amqp://:***@h/v"],
    ["amqp://:pa\u0085ss@h/v", "amqp://:***@h/v"],
    ["amqp://:pa\u2028ss@h/v", "amqp://:***@h/v"],
    ["log amqp://:pa\u2029ss@h/v end", "log amqp://:***@h/v end"],
    ["redis://h:6379\nops@x", "redis://h:***@x"],
    ["redis://h:6379\n ops@x", "redis://h:6379\n ops@x"],
    ["redis://h\nops@x", "redis://h\nops@x"],
    // Secret pairs among other words; a bare value ends with its word, a quoted one with its quote.
    ["connecting to host=db password=s3cret failed", "connecting to host=db password=*** failed"],
    // A ")" right after the value is part of its word: a password may hold one.
    ["connecting (host=db password=s3cret) failed", "connecting (host=db password=*** failed"],
    ["retry with Server=db;PWD={s3 cret};UID=sa now", "retry with Server=db;PWD={***};UID=sa now"],
    ['config: password="s3 cret" level=info', 'config: password="***" level=info'],
    ["login app:s3cret@tcp(db)/shop failed", "login app:***@tcp(db)/shop failed"],
    // The costs: a key named "key" is secret (SQLCipher's), and so is `word:text@` without a space.
    ["expected key=value pairs", "expected key=*** pairs"],
    ["email:ops@example.com", "email:***@example.com"],
  ];
  for (const [input, expected] of cases) {
    test(JSON.stringify(input), () => assert.equal(redact(input), expected));
  }
});

test("an index outside the input puts the caret at its first or last place, and never breaks the message", () => {
  const before = new DburiError({ code: "invalid-argument", reason: "r", index: -3, input: "redis://:pw@h" });
  assert.equal(before.index, -3);
  assert.match(before.message, /\n {2}redis:\/\/:\*\*\*@h\n {2}\^$/);
  const after = new DburiError({ code: "invalid-argument", reason: "r", index: 99, input: "redis://h" });
  assert.match(after.message, /\n {2}redis:\/\/h\n {11}\^$/);
});

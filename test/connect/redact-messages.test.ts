// A server's or driver's message, shown inside a connection error: each secret of the URI is hidden where it
// stands as a whole token, the words around it are left alone, and the message says something was hidden.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { connectionError, SECRET_HIDDEN, scrub, secretsOf } from "../../src/connect/errors.ts";
import { encodePercent, interpret } from "../../src/index.ts";

/** Whether `secret` occurs in `text` with no word character continuing either of its word-character ends. */
function standsAsToken(text: string, secret: string): boolean {
  const word = /[\p{L}\p{N}\p{M}_]/u;
  for (let at = text.indexOf(secret); at >= 0; at = text.indexOf(secret, at + 1)) {
    const before = at > 0 && word.test(text[at - 1]!) && word.test(secret[0]!);
    const end = at + secret.length;
    const after = end < text.length && word.test(text[end]!) && word.test(secret[secret.length - 1]!);
    if (!before && !after) return true;
  }
  return false;
}

function reasonFor(uri: string, serverMessage: string): string {
  return connectionError(new Error(serverMessage), { target: interpret(uri), engineName: "PostgreSQL" })
    .reason;
}

describe("leak: a server that echoes the password", () => {
  test("quoted, as an authentication failure quotes what it was given", () => {
    const reason = reasonFor(
      "postgresql://app:s3cret@db/shop",
      `password "s3cret" is not valid for user "app"`,
    );
    assert.ok(!reason.includes("s3cret"), reason);
    assert.match(reason, /password "\*\*\*" is not valid/);
    assert.ok(reason.endsWith(SECRET_HIDDEN), reason);
  });

  test("at the start or end of the message", () => {
    assert.equal(scrub("s3cret rejected", ["s3cret"]), `*** rejected ${SECRET_HIDDEN}`);
    assert.equal(scrub("rejected: s3cret", ["s3cret"]), `rejected: *** ${SECRET_HIDDEN}`);
  });

  test("percent-encoded, as a driver that logs the URI's text writes it", () => {
    const target = interpret("redis://:p%40ss@h/0");
    assert.equal(scrub("AUTH p%40ss failed", secretsOf(target)), `AUTH *** failed ${SECRET_HIDDEN}`);
  });
});

describe("leak: a driver that puts the whole URI in its error", () => {
  test("node-redis style: the URL quoted", () => {
    const uri = "redis://:hunter2@cache:6379/0";
    const reason = reasonFor(uri, `Invalid URL "${uri}"`);
    assert.ok(!reason.includes("hunter2"), reason);
  });
});

describe("leak: a secret query value echoed", () => {
  test("sslpassword", () => {
    const reason = reasonFor("postgresql://app@db/shop?sslpassword=k3yphrase", "bad decrypt for k3yphrase");
    assert.ok(!reason.includes("k3yphrase"), reason);
  });
});

describe("mangling: a secret inside other words stays, and nothing is said to be hidden", () => {
  test("the password postgres and the database postgres_dev", () => {
    const reason = reasonFor(
      "postgresql://postgres:postgres@db/postgres_dev",
      `database "postgres_dev" does not exist`,
    );
    assert.match(reason, /database "postgres_dev" does not exist/);
    assert.ok(!reason.includes(SECRET_HIDDEN), reason);
  });

  test("the password p: only a p standing alone is starred", () => {
    const reason = reasonFor("postgresql://app:p@db/shop", `permission denied for "p" in schema public`);
    assert.match(reason, /permission denied for "\*\*\*" in schema public/);
    assert.ok(reason.endsWith(SECRET_HIDDEN), reason);
  });

  test("a message without the secret is unchanged", () => {
    assert.equal(
      scrub("connect ECONNREFUSED 127.0.0.1:5432", ["s3cret"]),
      "connect ECONNREFUSED 127.0.0.1:5432",
    );
  });
});

describe("property: no secret is left standing as a whole token", () => {
  const secret = fc.string({ minLength: 1, maxLength: 12 });
  const filler = fc.constantFrom(" ", '"', "'", "_", "x", "-", ":", "é", "1", "", "*", "/");
  test("in text made of the secret, its pieces and separators", () => {
    fc.assert(
      fc.property(secret, fc.array(fc.oneof(secret, filler), { maxLength: 12 }), (s, parts) => {
        fc.pre(!/^\**$/.test(s)); // stars only: what '***' is made of
        const text = parts.map((p, i) => (i % 2 === 0 ? s : p)).join("");
        const out = scrub(
          text,
          [s, encodePercent(s)].sort((a, b) => b.length - a.length),
        );
        assert.ok(
          !standsAsToken(out.replace(` ${SECRET_HIDDEN}`, ""), s) || s === "***",
          JSON.stringify({ s, out }),
        );
      }),
      { numRuns: 2000 },
    );
  });
});

// No password or secret query value ever shows in what dburi prints about a database URI: error
// messages, warnings, String/JSON/inspect of the target, a redacted DSN (property tests).

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { inspect } from "node:util";
import fc from "fast-check";
import { DburiError, encodePercent, interpret, toDsn } from "../../src/index.ts";

/** A secret long enough to be recognisable, percent-encoded for the URI. */
const secret = fc
  .string({ unit: "grapheme", minLength: 6, maxLength: 24 })
  .filter((s) => s.trim().length >= 6);

const ENGINES = [
  "db:pg",
  "postgresql",
  "db:mysql",
  "mysql",
  "db:mongodb",
  "mongodb",
  "db:oracle",
  "db:sqlite",
  "db:unknown",
];

/** URIs that carry the secret, some valid and some with an error after it. */
function uris(engine: string, password: string): string[] {
  const p = encodePercent(password);
  return [
    `${engine}://app:${p}@db.example.com/shop`,
    `${engine}://app:${p}@db.example.com/shop?password=${p}`,
    `${engine}://app:${p}@db.example.com/shop?sslpassword=${p}&sslmode=bogus`,
    `${engine}://app:${p}@db.example.com/shop?ssl-mode=bogus&tlsCertificateKeyFilePassword=${p}`,
    `${engine}://app:${p}@db.example.com:99999/shop`,
    `${engine}://app:${p}@db.example.com/shop?user=x&user=y`,
    `${engine}://app:${p}@db.example.com/sh op`,
    `${engine}://app@db.example.com/shop?private_key_file_pwd=${p}`,
    // A secret item of a KEY:value list ends at the next ",", for the drivers as for redaction.
    ...(password.includes(",")
      ? []
      : [
          `${engine}://app@db.example.com/shop?authMechanismProperties=AWS_SESSION_TOKEN:${p},SERVICE_NAME:x`,
        ]),
  ];
}

function printed(text: string): string[] {
  try {
    const target = interpret(text);
    const out = [String(target), JSON.stringify(target), inspect(target, { depth: 5 })];
    for (const w of target.warnings) out.push(w.message, w.fix ?? "");
    try {
      out.push(toDsn(target, "uri", { redact: true }));
    } catch (error) {
      if (!(error instanceof DburiError)) throw error;
      out.push(error.message);
    }
    return out;
  } catch (error) {
    assert.ok(error instanceof DburiError, String(error));
    return [error.message, error.reason, error.fix ?? ""];
  }
}

describe("secrets never print", () => {
  for (const engine of ENGINES) {
    test(engine, () => {
      fc.assert(
        fc.property(secret, (password) => {
          for (const text of uris(engine, password)) {
            for (const line of printed(text)) {
              assert.ok(!line.includes(password), `${JSON.stringify(password)} shows in ${line}`);
              assert.ok(!line.includes(encodePercent(password)), `the encoded password shows in ${line}`);
            }
          }
        }),
        { numRuns: 60 },
      );
    });
  }
});

// What the SQL drivers' own errors mean, read from errors as the drivers raise them.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { sqlError } from "../../src/connect/sql/attempt.ts";
import { mysqlFailure } from "../../src/connect/sql/errors.ts";
import { interpret } from "../../src/index.ts";

describe("mysql2's failed TLS handshake", () => {
  // mysql2 (client_handshake.js) sets code HANDSHAKE_SSL_ERROR on the TLS socket's error, replacing
  // Node's code for the refused certificate; the message is Node's.
  const raw = Object.assign(new Error("self-signed certificate in certificate chain"), {
    code: "HANDSHAKE_SSL_ERROR",
    fatal: true,
  });

  test("is a tls-error, not a connection failure, with the certificate advice", () => {
    assert.deepEqual(mysqlFailure(raw), { code: "tls-error" });
    const target = interpret("mysql://app:s3cret@localhost:3306/shop?ssl-mode=VERIFY_IDENTITY");
    const error = sqlError(raw, {
      target,
      engineName: "MySQL",
      limit: { until: performance.now() + 5000, ms: 5000 },
      classify: mysqlFailure,
    });
    assert.equal(error.code, "tls-error");
    assert.match(error.reason, /^MySQL at localhost:3306: self-signed certificate in certificate chain$/);
    assert.match(error.fix ?? "", /certificate settings/);
  });
});

// TLS asked of a server that speaks plain text on that port: the error says which side does not speak TLS,
// in words, instead of OpenSSL's "wrong version number" line (which stays in the cause).
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { connectionError } from "../../src/connect/errors.ts";
import { type DburiError, interpret, ping } from "../../src/index.ts";
import { serviceSkip } from "../helpers/services.ts";

// What Node's TLS socket raises when the first bytes back are no TLS record (OpenSSL's SSL_R_WRONG_VERSION_NUMBER).
const OPENSSL_LINE =
  "809C2620947F0000:error:0A00010B:SSL routines:ssl3_get_record:wrong version number:../deps/openssl/openssl/ssl/record/ssl3_record.c:350:\n";

describe("a TLS handshake answered in plain text", () => {
  test("is a tls-error that says the server does not speak TLS on that port", () => {
    const target = interpret("amqps://app:s3cret@127.0.0.1:5672/%2F");
    const raw = Object.assign(new Error(OPENSSL_LINE), { code: "ERR_SSL_WRONG_VERSION_NUMBER" });
    const error = connectionError(raw, { target, engineName: "RabbitMQ" });
    assert.equal(error.code, "tls-error");
    assert.match(
      error.reason,
      /^RabbitMQ at 127\.0\.0\.1:5672: the URI asks for TLS, but the server answered/,
    );
    assert.match(error.reason, /does not speak TLS on this port/);
    assert.doesNotMatch(error.reason, /ssl3_get_record/);
    assert.match(error.fix ?? "", /without TLS .* or use the port where the server speaks TLS/);
    assert.match(String((error.cause as Error).message), /wrong version number/);
    assert.equal((error.cause as { code?: string }).code, "ERR_SSL_WRONG_VERSION_NUMBER");
  });

  test("other TLS failures keep the driver's message and the certificate fix", () => {
    const target = interpret("amqps://app:s3cret@127.0.0.1:5671/%2F");
    const raw = Object.assign(new Error("self-signed certificate"), { code: "DEPTH_ZERO_SELF_SIGNED_CERT" });
    const error = connectionError(raw, { target, engineName: "RabbitMQ" });
    assert.equal(error.code, "tls-error");
    assert.match(error.reason, /self-signed certificate$/);
    assert.match(error.fix ?? "", /certificate settings/);
  });
});

const skip = await serviceSkip("RabbitMQ", 5672);

describe("amqps:// to the plaintext RabbitMQ on 127.0.0.1:5672", { skip }, () => {
  test("fails with tls-error saying the server does not speak TLS there", async () => {
    await assert.rejects(
      ping("amqps://guest:guest@127.0.0.1:5672/%2F", { timeoutMs: 5000 }),
      (error: DburiError) => {
        assert.equal(error.code, "tls-error");
        assert.match(error.reason, /does not speak TLS on this port/);
        assert.doesNotMatch(error.reason, /guest:guest/);
        return true;
      },
    );
  });
});

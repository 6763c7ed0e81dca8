// What interpret says about a text whose scheme it does not know: a host and port written without a scheme
// (`localhost:5432`, which RFC 3986 reads as the scheme "localhost") gets "add a scheme" with the corrected
// text; a scheme one or two edits from a known name gets "did you mean" with the corrected URI, redacted.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { createRegistry, type DburiError, interpret, registry } from "../../src/index.ts";

function refused(text: string, options?: Parameters<typeof interpret>[1]): DburiError {
  try {
    interpret(text, options);
  } catch (error) {
    return error as DburiError;
  }
  throw new Error(`${text} was read`);
}

describe("a host and port without a scheme", () => {
  for (const [text, fix] of <[string, string][]>[
    ["localhost:5432", "add a scheme, e.g. postgresql://localhost:5432"],
    ["db.example.com:5432/shop", "add a scheme, e.g. postgresql://db.example.com:5432/shop"],
    ["10.0.0.5:6379", "add a scheme, e.g. postgresql://10.0.0.5:6379"],
  ]) {
    test(text, () => {
      const error = refused(text);
      assert.equal(error.code, "missing-scheme");
      assert.equal(error.fix, fix);
    });
  }
});

describe("a scheme near a known name", () => {
  for (const [text, name] of <[string, string][]>[
    ["postgress://app:s3cret@db/shop", "postgres"],
    ["redsi://cache:6379/0", "redis"],
    ["mysq://root@db/shop", "mysql"],
    ["amqs://mq/%2f", "amqp"],
  ]) {
    test(`${text.replace("s3cret", "***")}: did you mean '${name}'`, () => {
      const error = refused(text);
      assert.equal(error.code, "unknown-scheme");
      assert.match(error.fix ?? "", new RegExp(`^did you mean '${name}'\\? \\(${name}://`));
      assert.ok(!String(error).includes("s3cret"), String(error));
    });
  }
  test("a scheme far from every name keeps the general advice", () => {
    assert.match(refused("xyzzy://h").fix ?? "", /^check the spelling/);
  });
  test("the names come from the registry in use", () => {
    const mine = createRegistry([{ name: "acmedb", status: "unregistered" }], { base: registry });
    assert.match(refused("acmdb://h", { registry: mine }).fix ?? "", /^did you mean 'acmedb'/);
  });
});

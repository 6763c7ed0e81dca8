// Threat: a raw error escaping a conversion. A caller's readFile that throws (a missing file, a denied
// read) came out of toNodeRedisOptions and toIoredisOptions unwrapped, a plain Error without a code, where
// toAmqplibOptions wraps it. Every conversion now gives a DburiError naming the parameter and the path,
// with the reader's error as its cause.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  DburiError,
  interpret,
  toAmqplibOptions,
  toIoredisOptions,
  toMariadbConfig,
  toMysql2Config,
  toNodeRedisOptions,
  toPgConfig,
} from "../../src/index.ts";

/** A reader whose every read fails, as fs.readFileSync does for a missing file. */
const failing = (path: string): never => {
  throw Object.assign(new Error(`ENOENT: no such file or directory, open '${path}'`), { code: "ENOENT" });
};

const CASES: [string, () => unknown, string, string][] = [
  [
    "toNodeRedisOptions",
    () => toNodeRedisOptions("rediss://h/0?ssl_ca_certs=/etc/ca.pem", { readFile: failing }),
    "tls-file-unreadable",
    "ssl_ca_certs",
  ],
  [
    "toIoredisOptions",
    () =>
      toIoredisOptions("rediss://h/0?ssl_certfile=/etc/c.pem&ssl_keyfile=/etc/k.pem", { readFile: failing }),
    "tls-file-unreadable",
    "ssl_certfile",
  ],
  [
    "toPgConfig",
    () =>
      toPgConfig(interpret("postgresql://h/db?sslmode=verify-full&sslrootcert=/etc/ca.pem"), {
        readFile: failing,
      }),
    "tls-file-unreadable",
    "sslrootcert",
  ],
  [
    "toMysql2Config",
    () =>
      toMysql2Config(interpret("mysql://h/db?ssl-mode=VERIFY_CA&ssl-ca=/etc/ca.pem"), { readFile: failing }),
    "tls-file-unreadable",
    "ssl-ca",
  ],
  [
    "toMariadbConfig",
    () =>
      toMariadbConfig(interpret("mariadb://h/db?ssl-mode=VERIFY_CA&sslcert=/etc/ca.pem"), {
        readFile: failing,
      }),
    "tls-file-unreadable",
    "sslcert",
  ],
  [
    "toAmqplibOptions",
    () => toAmqplibOptions(interpret("amqps://h/v?cacertfile=/etc/ca.pem"), { readFile: failing }),
    "unreadable-file",
    "cacertfile",
  ],
];

describe("a reader's error comes out of every conversion as a DburiError", () => {
  for (const [name, run, code, param] of CASES) {
    test(name, () => {
      assert.throws(run, (error: unknown) => {
        assert.ok(error instanceof DburiError, `${name}: ${String(error)}`);
        assert.equal(error.code, code);
        assert.match(error.reason, new RegExp(`${param} '/etc/`));
        if (code === "tls-file-unreadable") assert.equal((error.cause as { code?: string }).code, "ENOENT");
        return true;
      });
    });
  }
});

// readTlsFiles: certificate and key files read when connecting, relative paths against baseDirectory when
// one is given (else the working directory, as libpq and the mysql client read them), and the key's text
// never printed.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, test } from "node:test";
import { createSecureContext } from "node:tls";
import { inspect } from "node:util";
import { interpret, readTlsFiles, toMariadbConfig, toPgConfig } from "../../src/index.ts";
import { rejection } from "../helpers/rejection.ts";

const base = mkdtempSync(join(tmpdir(), "dburi-tls-files-"));
after(() => rmSync(base, { recursive: true, force: true }));
mkdirSync(join(base, "certs"));
const CA = "-----BEGIN CERTIFICATE-----\nca\n-----END CERTIFICATE-----\n";
const KEY = "-----BEGIN PRIVATE KEY-----\nkey-material-s3cr3t\n-----END PRIVATE KEY-----\n";
writeFileSync(join(base, "certs", "ca.pem"), CA);
writeFileSync(join(base, "certs", "client.key"), KEY);

const RELATIVE = "postgresql://h/db?sslmode=verify-full&sslrootcert=certs/ca.pem&sslkey=certs/client.key";

describe("readTlsFiles", () => {
  test("relative paths resolve against baseDirectory", async () => {
    const config = await readTlsFiles(toPgConfig(interpret(RELATIVE)), { baseDirectory: base });
    const ssl = config.ssl as { ca?: string; key?: string };
    assert.equal(ssl.ca, CA);
    assert.equal(ssl.key, KEY);
    assert.equal("tlsFiles" in config, false);
  });
  test("without baseDirectory, relative paths are the working directory's, as libpq reads them", async () => {
    const error = await rejection(readTlsFiles(toPgConfig(interpret(RELATIVE))));
    assert.equal(error.code, "tls-file-unreadable");
    assert.match(error.reason, /'certs\/ca\.pem' cannot be read/);
    const cwd = process.cwd();
    process.chdir(base);
    try {
      const config = await readTlsFiles(toPgConfig(interpret(RELATIVE)));
      assert.equal((config.ssl as { ca?: string }).ca, CA);
    } finally {
      process.chdir(cwd);
    }
  });
  test("an absolute path ignores baseDirectory", async () => {
    const uri = `postgresql://h/db?sslmode=verify-full&sslrootcert=${join(base, "certs", "ca.pem")}`;
    const config = await readTlsFiles(toPgConfig(interpret(uri)), { baseDirectory: "/nonexistent" });
    assert.equal((config.ssl as { ca?: string }).ca, CA);
  });
  test("a missing file under baseDirectory names the resolved path", async () => {
    const uri = "mysql://h/db?ssl-mode=VERIFY_CA&ssl-ca=certs/missing.pem";
    const error = await rejection(readTlsFiles(toMariadbConfig(interpret(uri)), { baseDirectory: base }));
    assert.equal(error.code, "tls-file-unreadable");
    assert.ok(error.reason.includes(join(base, "certs", "missing.pem")), error.reason);
  });
  test("a relative baseDirectory is refused: the path would depend on the working directory", async () => {
    const error = await rejection(readTlsFiles(toPgConfig(interpret(RELATIVE)), { baseDirectory: "srv" }));
    assert.equal(error.code, "relative-path");
  });
  test("the key's text, once read, prints as ***", async () => {
    const config = await readTlsFiles(toPgConfig(interpret(RELATIVE)), { baseDirectory: base });
    for (const printed of [JSON.stringify(config), String(config), inspect(config, { depth: 5 })]) {
      assert.ok(!printed.includes("key-material-s3cr3t"), printed);
    }
  });
  const openssl = spawnSync("openssl", ["version"]).status === 0;
  test("a PKCS#12 identity (Prisma's sslidentity) is read as bytes, which Node's TLS opens with sslpassword", {
    skip: openssl ? false : "openssl is not installed (it makes the identity)",
  }, async () => {
    const dir = join(base, "certs");
    const run = (args: string[]) =>
      assert.equal(spawnSync("openssl", args, { cwd: dir }).status, 0, args.join(" "));
    run([
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-keyout",
      "id.key",
      "-out",
      "id.crt",
      "-subj",
      "/CN=dburi",
      "-days",
      "1",
    ]);
    run([
      "pkcs12",
      "-export",
      "-in",
      "id.crt",
      "-inkey",
      "id.key",
      "-out",
      "id.p12",
      "-passout",
      "pass:p12-s3cr3t",
    ]);
    const uri = "mariadb://h/db?ssl-mode=REQUIRED&sslidentity=certs/id.p12&sslpassword=p12-s3cr3t";
    const config = await readTlsFiles(toMariadbConfig(interpret(uri)), { baseDirectory: base });
    const ssl = config.ssl as { pfx?: Buffer; passphrase?: string; rejectUnauthorized: boolean };
    assert.ok(Buffer.isBuffer(ssl.pfx));
    assert.deepEqual(ssl.pfx, readFileSync(join(dir, "id.p12")));
    assert.doesNotThrow(() => createSecureContext(ssl));
    assert.throws(() => createSecureContext({ ...ssl, passphrase: "wrong" }));
    for (const printed of [JSON.stringify(config), String(config), inspect(config, { depth: 5 })]) {
      assert.ok(!printed.includes("p12-s3cr3t"), printed);
    }
  });
});

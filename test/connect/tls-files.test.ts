// Certificate and key files a URI names are read in one way by every conversion: through the caller's
// readFile (tlsFileReader when connecting: relative paths against baseDirectory when one is given, else the
// working directory, as libpq and the mysql client read them), into the driver's own TLS fields; never a
// config without them, and the key's text never printed.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, test } from "node:test";
import { createSecureContext } from "node:tls";
import { inspect } from "node:util";
import {
  type DburiError,
  interpret,
  type TlsFileReaderOptions,
  tlsFileReader,
  toAmqplibOptions,
  toMariadbConfig,
  toMysql2Config,
  toPgConfig,
} from "../../src/index.ts";

const base = mkdtempSync(join(tmpdir(), "dburi-tls-files-"));
after(() => rmSync(base, { recursive: true, force: true }));
mkdirSync(join(base, "certs"));
const CA = "-----BEGIN CERTIFICATE-----\nca\n-----END CERTIFICATE-----\n";
const KEY = "-----BEGIN PRIVATE KEY-----\nkey-material-s3cr3t\n-----END PRIVATE KEY-----\n";
writeFileSync(join(base, "certs", "ca.pem"), CA);
writeFileSync(join(base, "certs", "client.key"), KEY);

const RELATIVE = "postgresql://h/db?sslmode=verify-full&sslrootcert=certs/ca.pem&sslkey=certs/client.key";

/** The PostgreSQL config of `uri`, its files read by tlsFileReader(options). */
const pgRead = (uri: string, options: TlsFileReaderOptions = {}) =>
  toPgConfig(interpret(uri), { readFile: tlsFileReader(options) });

/** The error `run` throws. */
function thrown(run: () => unknown): DburiError {
  try {
    run();
  } catch (error) {
    return error as DburiError;
  }
  throw new Error("nothing was thrown");
}

describe("tlsFileReader and the conversions' readFile", () => {
  test("relative paths resolve against baseDirectory; the contents go into ssl", () => {
    const config = pgRead(RELATIVE, { baseDirectory: base });
    const ssl = config.ssl as { ca?: Buffer; key?: Buffer };
    assert.equal(String(ssl.ca), CA);
    assert.equal(String(ssl.key), KEY);
    assert.equal("tlsFiles" in config, false);
  });
  test("a conversion needing a file without a reader refuses: never a config without the file", () => {
    for (const run of [
      () => toPgConfig(interpret(RELATIVE)),
      () => toMysql2Config(interpret("mysql://h/db?ssl-mode=VERIFY_CA&ssl-ca=/etc/ca.pem")),
      () => toMariadbConfig(interpret("mariadb://h/db?ssl-mode=REQUIRED&sslidentity=/id.p12")),
      () => toAmqplibOptions(interpret("amqps://h/v?cacertfile=/etc/ca.pem")),
    ]) {
      const error = thrown(run);
      assert.equal(error.code, "read-file-required", error.message);
      assert.match(error.fix ?? "", /readFile/);
    }
    // A URI naming no file needs no reader.
    assert.deepEqual(toPgConfig(interpret("postgresql://h/db?sslmode=require")).ssl, {
      rejectUnauthorized: false,
    });
  });
  test("a reader's text goes in as it is (the CLI's placeholders, a PEM string)", () => {
    const config = toPgConfig(interpret(RELATIVE), { readFile: (path) => `<${path}>` });
    assert.equal((config.ssl as { ca?: string }).ca, "<certs/ca.pem>");
    assert.equal(JSON.parse(JSON.stringify(config)).ssl.key, "***");
  });
  test("without baseDirectory, relative paths are the working directory's, as libpq reads them", () => {
    const error = thrown(() => pgRead(RELATIVE));
    assert.equal(error.code, "tls-file-unreadable");
    assert.match(error.reason, /'certs\/ca\.pem' cannot be read/);
    const cwd = process.cwd();
    process.chdir(base);
    try {
      assert.equal(String((pgRead(RELATIVE).ssl as { ca?: Buffer }).ca), CA);
    } finally {
      process.chdir(cwd);
    }
  });
  test("an absolute path ignores baseDirectory", () => {
    const uri = `postgresql://h/db?sslmode=verify-full&sslrootcert=${join(base, "certs", "ca.pem")}`;
    assert.equal(String((pgRead(uri, { baseDirectory: "/nonexistent" }).ssl as { ca?: Buffer }).ca), CA);
  });
  test("a missing file under baseDirectory names the resolved path", () => {
    const uri = "mysql://h/db?ssl-mode=VERIFY_CA&ssl-ca=certs/missing.pem";
    const error = thrown(() =>
      toMariadbConfig(interpret(uri), { readFile: tlsFileReader({ baseDirectory: base }) }),
    );
    assert.equal(error.code, "tls-file-unreadable");
    assert.ok(error.reason.includes(join(base, "certs", "missing.pem")), error.reason);
  });
  test("a relative baseDirectory is refused: the path would depend on the working directory", () => {
    assert.equal(thrown(() => pgRead(RELATIVE, { baseDirectory: "srv" })).code, "relative-path");
  });
  test("the key's text, once read, prints as ***", () => {
    const config = pgRead(RELATIVE, { baseDirectory: base });
    for (const printed of [JSON.stringify(config), String(config), inspect(config, { depth: 5 })]) {
      assert.ok(!printed.includes("key-material-s3cr3t"), printed);
    }
  });
  const openssl = spawnSync("openssl", ["version"]).status === 0;
  test("a PKCS#12 identity (Prisma's sslidentity) is read as bytes, which Node's TLS opens with sslpassword", {
    skip: openssl ? false : "openssl is not installed (it makes the identity)",
  }, () => {
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
    const config = toMariadbConfig(interpret(uri), { readFile: tlsFileReader({ baseDirectory: base }) });
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

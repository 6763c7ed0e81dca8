// Every PostgreSQL TLS form dburi reads, proven from the server's side: a PostgreSQL of the test's own with
// TLS on and a certificate from a CA nobody trusts (helpers/pg-server.ts), which accepts plain connections
// too, so that a form that silently went plain would connect and show it. pg_stat_ssl says whether the
// session is encrypted and which client certificate it showed. Verifying forms must refuse the untrusted
// certificate (tls-error) and accept it given the CA's file; libpq's own reading decides what each form
// verifies (PostgreSQL 18 §32.19.1). Then the same demands against the plain PostgreSQL on 127.0.0.1:5432.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Client } from "pg";
import { connect, encodePercent, ping } from "../../src/index.ts";
import { type UntrustedCa, untrustedCa } from "../helpers/certificates.ts";
import { PG, withPgAdmin } from "../helpers/databases.ts";
import { pgServerSkip, startTlsPgServer, type TlsPgServer } from "../helpers/pg-server.ts";
import { rejection } from "../helpers/rejection.ts";
import { serviceSkip } from "../helpers/services.ts";

const TIMEOUT_MS = 5000;

/** What pg_stat_ssl says of a session. */
interface SessionTls {
  readonly ssl: boolean;
  /** The client certificate's subject, null when none was shown. */
  readonly clientDn: string | null;
}

/** Opens `uri` with dburi's connect() and asks the server whether the session is encrypted. */
async function sessionTls(uri: string): Promise<SessionTls> {
  const client = (await connect(uri, { timeoutMs: TIMEOUT_MS })) as Client;
  try {
    const result = await client.query<{ ssl: boolean; client_dn: string | null }>(
      "SELECT ssl, client_dn FROM pg_stat_ssl WHERE pid = pg_backend_pid()",
    );
    const row = result.rows[0];
    assert.ok(row, "pg_stat_ssl has a row for this session");
    return { ssl: row.ssl, clientDn: row.client_dn };
  } finally {
    await client.end();
  }
}

/** Asserts that `uri` connects encrypted (and that ping succeeds), returning what pg_stat_ssl said. */
async function assertEncrypted(uri: string): Promise<SessionTls> {
  const session = await sessionTls(uri);
  assert.equal(session.ssl, true, `${uri} must be encrypted`);
  assert.equal((await ping(uri, { timeoutMs: TIMEOUT_MS })).ok, true);
  return session;
}

/** Asserts that `uri` is refused for the server's certificate, without a connection, plain or otherwise. */
async function assertCertificateRefused(uri: string): Promise<void> {
  const error = await rejection(sessionTls(uri));
  assert.equal(error.code, "tls-error", error.message);
  assert.match(error.reason, /certificate|altnames|Hostname/i);
  assert.equal((await rejection(ping(uri, { timeoutMs: TIMEOUT_MS }))).code, "tls-error");
}

const skip = pgServerSkip();

describe("PostgreSQL with TLS, a CA of its own", { skip }, () => {
  let server: TlsPgServer;
  /** The CA's file, percent-encoded for a query value. */
  let ca = "";
  /** A second CA, which did not sign the server's certificate. */
  let otherCa = "";
  let other: UntrustedCa | undefined;
  const at = (host: string, query: string) =>
    `postgresql://${server.user}@${host}:${server.port}/postgres?${query}`;

  before(async () => {
    server = await startTlsPgServer();
    ca = encodePercent(server.certificates.caFile);
    other = untrustedCa();
    otherCa = encodePercent(other.caFile);
  });
  after(async () => {
    await server?.stop();
    other?.dispose();
  });

  test("the probe tells plain from TLS: sslmode=disable is a plain session", async () => {
    assert.deepEqual(await sessionTls(at("127.0.0.1", "sslmode=disable")), { ssl: false, clientDn: null });
  });

  describe("forms that encrypt without verifying: accepted without the CA", () => {
    for (const query of [
      "sslmode=require",
      // node-postgres's spelling; dburi reads it as require.
      "sslmode=no-verify",
      // libpq's JDBC compatibility: require (node-postgres alone would verify; dburi follows libpq).
      "ssl=true",
      // TLS first; the server offers it, so no second, plain attempt.
      "sslmode=prefer",
    ]) {
      test(`${query}: an encrypted session`, async () => {
        await assertEncrypted(at("127.0.0.1", query));
      });
    }
  });

  describe("forms that verify: the untrusted certificate refused, accepted given the CA", () => {
    for (const [query, host] of [
      ["sslmode=verify-ca", "127.0.0.1"],
      ["sslmode=verify-full", "localhost"],
      // The certificate names 127.0.0.1 as an IP address too.
      ["sslmode=verify-full", "127.0.0.1"],
    ] as const) {
      test(`${query} at ${host}, with Node's default trust: tls-error`, async () => {
        await assertCertificateRefused(at(host, query));
      });
      test(`${query}&sslrootcert=<the CA> at ${host}: an encrypted session`, async () => {
        await assertEncrypted(at(host, `${query}&sslrootcert=${ca}`));
      });
      test(`${query}&sslrootcert=<another CA> at ${host}: tls-error`, async () => {
        await assertCertificateRefused(at(host, `${query}&sslrootcert=${otherCa}`));
      });
    }
    test("sslrootcert=<the CA> makes require verify (libpq): accepted, and another CA refused", async () => {
      await assertEncrypted(at("127.0.0.1", `sslmode=require&sslrootcert=${ca}`));
      await assertCertificateRefused(at("127.0.0.1", `sslmode=require&sslrootcert=${otherCa}`));
    });
    test("ssl=true&sslrootcert=<the CA>: verified like require with a root certificate", async () => {
      await assertEncrypted(at("127.0.0.1", `ssl=true&sslrootcert=${ca}`));
      await assertCertificateRefused(at("127.0.0.1", `ssl=true&sslrootcert=${otherCa}`));
    });
    test("verify-full checks the name connected by: hostaddr=127.0.0.1 for db.example.com is refused", async () => {
      const query = `hostaddr=127.0.0.1&sslrootcert=${ca}`;
      await assertCertificateRefused(at("db.example.com", `sslmode=verify-full&${query}`));
      // verify-ca checks the CA only, so the same connection is accepted.
      await assertEncrypted(at("db.example.com", `sslmode=verify-ca&${query}`));
    });
  });

  describe("TLS settings without sslmode (libpq's prefer)", () => {
    test("sslrootcert=<the CA> alone: an encrypted, verified session", async () => {
      await assertEncrypted(at("localhost", `sslrootcert=${ca}`));
    });
    // prefer's second, plain attempt is made only when the server has no TLS: a certificate that fails
    // verification is an attack as likely as a mistake, and must not be answered by sending in plain text.
    test("sslrootcert=<another CA> alone: tls-error, never a plain second attempt", async () => {
      await assertCertificateRefused(at("localhost", `sslrootcert=${otherCa}`));
    });
    test("sslcert and sslkey alone: encrypted, and the server saw the client certificate", async () => {
      const { clientCertFile, clientKeyFile } = server.certificates;
      const uri = at(
        "127.0.0.1",
        `sslcert=${encodePercent(clientCertFile)}&sslkey=${encodePercent(clientKeyFile)}`,
      );
      assert.equal((await assertEncrypted(uri)).clientDn, "/CN=dburi-client");
    });
  });

  test("sslmode=allow tries plain first (libpq), and this server accepts plain: a plain session", async () => {
    assert.equal((await sessionTls(at("127.0.0.1", "sslmode=allow"))).ssl, false);
  });
});

const plainSkip = await serviceSkip("PostgreSQL", PG.port);

describe("TLS demanded of the plain PostgreSQL on 127.0.0.1:5432", { skip: plainSkip }, () => {
  for (const query of ["sslmode=require", "ssl=true", "sslmode=no-verify", "sslmode=verify-full"]) {
    test(`${query}: tls-required, saying the server does not offer TLS, never a plain session`, async (t) => {
      const setting = await withPgAdmin((client) => client.query<{ ssl: string }>("SHOW ssl"));
      if (setting.rows[0]?.ssl === "on") return t.skip("this PostgreSQL has TLS on");
      const uri = `postgresql://${PG.admin}@127.0.0.1:${PG.port}/postgres?${query}`;
      const error = await rejection(sessionTls(uri));
      assert.equal(error.code, "tls-required", error.message);
      assert.match(error.reason, /does not support SSL/);
      assert.match(error.fix ?? "", /requires TLS and the server does not offer it/);
    });
  }
});

// Every MySQL/MariaDB TLS spelling dburi folds into ssl-mode (schemes/mysql/tls.ts), proven from the
// server's side: a MariaDB of the test's own with TLS and a certificate from a CA nobody trusts
// (helpers/mariadb-server.ts), which accepts plain connections too, so that a form that silently went
// plain would connect and show it. `Ssl_cipher` is empty on a plain session. Verifying forms must refuse the
// untrusted certificate (tls-error) and accept it given the CA's file. Through mysql2 for mysql:// and the
// MariaDB connector for mariadb://. Then the same demands against the plain MariaDB on 127.0.0.1:3306.
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { connect, encodePercent, ping } from "../../src/index.ts";
import { type UntrustedCa, untrustedCa } from "../helpers/certificates.ts";
import { MYSQL, withMysqlAdmin } from "../helpers/databases.ts";
import {
  mariadbServerSkip,
  startTlsMariadbServer,
  type TlsMariadbServer,
} from "../helpers/mariadb-server.ts";
import { rejection } from "../helpers/rejection.ts";
import { serviceSkip } from "../helpers/services.ts";

const TIMEOUT_MS = 5000;
/** mysql2 serves mysql://, the MariaDB connector mariadb:// (either scheme could take either driver). */
const ROUTES = [
  { scheme: "mysql", driver: "mysql2" },
  { scheme: "mariadb", driver: "mariadb" },
] as const;
type Route = (typeof ROUTES)[number];

interface Connection {
  query(sql: string): Promise<unknown>;
  end(): Promise<void>;
}

/** The session's `Ssl_cipher` through dburi's connect(): empty for a plain session. */
async function sslCipher(uri: string, route: Route): Promise<string> {
  const connection = (await connect(uri, { driver: route.driver, timeoutMs: TIMEOUT_MS })) as Connection;
  try {
    const result = await connection.query("SHOW STATUS LIKE 'Ssl_cipher'");
    // mysql2/promise answers [rows, fields]; the MariaDB connector answers the rows.
    const rows = (route.driver === "mysql2" ? (result as unknown[])[0] : result) as { Value: string }[];
    assert.equal(rows.length, 1, "the server reports Ssl_cipher");
    return rows[0]!.Value;
  } finally {
    await connection.end();
  }
}

/** Asserts that `uri` connects encrypted and that ping succeeds. */
async function assertEncrypted(uri: string, route: Route): Promise<void> {
  assert.notEqual(await sslCipher(uri, route), "", `${uri} must be encrypted`);
  assert.equal((await ping(uri, { driver: route.driver, timeoutMs: TIMEOUT_MS })).ok, true);
}

/** Asserts that `uri` is refused for the server's certificate, without a connection, plain or otherwise. */
async function assertCertificateRefused(uri: string, route: Route): Promise<void> {
  const error = await rejection(sslCipher(uri, route));
  assert.equal(error.code, "tls-error", error.message);
  assert.match(error.reason, /certificate|altnames|Hostname/i);
  assert.equal(
    (await rejection(ping(uri, { driver: route.driver, timeoutMs: TIMEOUT_MS }))).code,
    "tls-error",
  );
}

/** mysql2's JSON `ssl` object, percent-encoded as a query value. */
const json = (value: object) => encodePercent(JSON.stringify(value));

/**
 * The forms that encrypt without verifying the certificate (MySQL's REQUIRED), and PREFERRED, which
 * encrypts when the server offers TLS: each accepted without the CA.
 */
const UNVERIFIED = [
  "ssl-mode=REQUIRED",
  "sslmode=required",
  `ssl=${json({ rejectUnauthorized: false })}`,
  "useSSL=true", // Connector/J
  "requireSSL=true", // Connector/J
  "tls=skip-verify", // Go driver
  "sslaccept=accept_invalid_certs", // Prisma
  "ssl-mode=PREFERRED",
  "tls=preferred", // Go driver
];

/**
 * The forms that verify, with the host they are tried at and the parameter that names the CA: each refused
 * without the CA (Node's default trust) and accepted with it. VERIFY_IDENTITY is tried at localhost, since
 * mysql2 checks no name for an IP address (dburi refuses that pairing; see below).
 */
const VERIFIED: readonly (readonly [query: string, host: string, caParam: string])[] = [
  ["ssl-mode=VERIFY_CA", "127.0.0.1", "ssl-ca"],
  ["ssl-mode=VERIFY_IDENTITY", "localhost", "ssl-ca"],
  // mysql2 and the MariaDB connector's switch: VERIFY_IDENTITY, the connector's meaning.
  ["ssl=true", "localhost", "ssl-ca"],
  [`ssl=${json({ rejectUnauthorized: true })}`, "localhost", "ssl-ca"],
  ["tls=true", "localhost", "ssl-ca"], // Go driver
  ["useSSL=true&verifyServerCertificate=true", "127.0.0.1", "ssl-ca"], // Connector/J
  ["sslaccept=strict", "localhost", "sslcert"], // Prisma, whose sslcert is the CA
];

const skip = mariadbServerSkip();

for (const route of ROUTES) {
  describe(`MariaDB with TLS, a CA of its own, through ${route.driver} (${route.scheme}://)`, {
    skip,
  }, () => {
    let server: TlsMariadbServer;
    /** The CA's file, percent-encoded for a query value. */
    let ca = "";
    /** A second CA, which did not sign the server's certificate. */
    let otherCa = "";
    let other: UntrustedCa | undefined;
    const at = (host: string, query: string) =>
      `${route.scheme}://${server.user}:${encodePercent(server.password)}@${host}:${server.port}/?${query}`;

    before(async () => {
      server = await startTlsMariadbServer();
      ca = encodePercent(server.certificates.caFile);
      other = untrustedCa();
      otherCa = encodePercent(other.caFile);
    });
    after(async () => {
      await server?.stop();
      other?.dispose();
    });

    test("the probe tells plain from TLS: ssl-mode=DISABLED is a plain session", async () => {
      assert.equal(await sslCipher(at("127.0.0.1", "ssl-mode=DISABLED"), route), "");
    });

    for (const query of UNVERIFIED) {
      test(`${decodeURIComponent(query)}: an encrypted session, without the CA`, async () => {
        await assertEncrypted(at("127.0.0.1", query), route);
      });
    }

    for (const [query, host, caParam] of VERIFIED) {
      const shown = decodeURIComponent(query);
      test(`${shown} at ${host}, with Node's default trust: tls-error`, async () => {
        await assertCertificateRefused(at(host, query), route);
      });
      test(`${shown}&${caParam}=<the CA> at ${host}: an encrypted session`, async () => {
        await assertEncrypted(at(host, `${query}&${caParam}=${ca}`), route);
      });
      test(`${shown}&${caParam}=<another CA> at ${host}: tls-error`, async () => {
        await assertCertificateRefused(at(host, `${query}&${caParam}=${otherCa}`), route);
      });
    }

    test("ssl-ca alone means VERIFY_CA: accepted with the CA, another CA refused, never plain", async () => {
      await assertEncrypted(at("127.0.0.1", `ssl-ca=${ca}`), route);
      await assertCertificateRefused(at("127.0.0.1", `ssl-ca=${otherCa}`), route);
    });

    test("ssl-cert and ssl-key: the server admits the user who must show that client certificate", async () => {
      const { clientCertFile, clientKeyFile } = server.certificates;
      const base = `${route.scheme}://${server.certificateUser}@127.0.0.1:${server.port}/?ssl-mode=REQUIRED`;
      const files = `&ssl-cert=${encodePercent(clientCertFile)}&ssl-key=${encodePercent(clientKeyFile)}`;
      await assertEncrypted(base + files, route);
      const error = await rejection(sslCipher(base, route));
      assert.equal(error.code, "auth-failed", error.message);
    });

    if (route.driver === "mysql2") {
      test("VERIFY_IDENTITY at an IP address: unsupported-param before connecting (mysql2 would check no name)", async () => {
        const error = await rejection(
          sslCipher(at("127.0.0.1", `ssl-mode=VERIFY_IDENTITY&ssl-ca=${ca}`), route),
        );
        assert.equal(error.code, "unsupported-param", error.message);
      });
    } else {
      test("VERIFY_IDENTITY at 127.0.0.1: the certificate's IP address is checked and accepted", async () => {
        await assertEncrypted(at("127.0.0.1", `ssl-mode=VERIFY_IDENTITY&ssl-ca=${ca}`), route);
      });
    }
  });
}

const plainSkip = await serviceSkip("MariaDB", MYSQL.port);

/** Whether the MariaDB on 3306 has TLS on, in which case demanding it proves nothing there. */
async function plainServerHasTls(): Promise<boolean> {
  const [rows] = await withMysqlAdmin((c) => c.query("SHOW VARIABLES LIKE 'have_ssl'"));
  return (rows as { Value: string }[])[0]?.Value === "YES";
}

for (const route of ROUTES) {
  describe(`TLS demanded of the plain MariaDB on 127.0.0.1:3306, through ${route.driver}`, {
    skip: plainSkip,
  }, () => {
    for (const [query, host] of [
      ["ssl-mode=REQUIRED", "127.0.0.1"],
      ["ssl=true", "localhost"],
      ["tls=true", "localhost"],
      ["useSSL=true", "127.0.0.1"],
    ] as const) {
      test(`${decodeURIComponent(query)}: tls-required, saying the server does not offer TLS, never plain`, async (t) => {
        if (await plainServerHasTls()) return t.skip("this MariaDB has TLS on");
        const uri = `${route.scheme}://${MYSQL.admin}@${host}:${MYSQL.port}/?${query}`;
        const error = await rejection(sslCipher(uri, route));
        assert.equal(error.code, "tls-required", error.message);
        assert.match(error.fix ?? "", /requires TLS and the server does not offer it/);
      });
    }
  });
}

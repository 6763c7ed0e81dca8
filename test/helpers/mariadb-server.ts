// A throwaway MariaDB with TLS, for tests: a data directory made by mariadb-install-db in a temporary
// directory, served by the installed `mariadbd` on a free port of 127.0.0.1 (and a unix socket in that
// directory) with --ssl-ca/--ssl-cert/--ssl-key from a CA of its own (certificates.ts). Grant tables are
// on: the tests sign in as a user made at start-up for 127.0.0.1 with a password, who may connect with
// TLS or without, so that what decides whether a connection is encrypted is the client alone, and
// `Ssl_cipher` tells which it was; a second user is admitted only with the client certificate. `stop()`
// shuts it down and removes the directory.

import { spawn, spawnSync } from "node:child_process";
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Certificates, makeCertificates } from "./certificates.js";
import {
  commandSkip,
  findExecutable,
  freePort,
  giveTo,
  isRoot,
  killOnExit,
  logTail,
  stopProcess,
  waitUntilReady,
} from "./server-process.js";
import { canConnect, missing } from "./services.js";

/** The operating-system user the server runs as when the tests run as root. */
const SERVICE_USER = "mysql";

/** The user who signs in by the client certificate alone (REQUIRE SUBJECT), without a password. */
const CERTIFICATE_USER = "dburi_x509";
/** The subject of certificates.ts's client certificate, as MariaDB writes it. */
const CLIENT_SUBJECT = "/CN=dburi-client";

/** A running throwaway MariaDB with TLS. */
export interface TlsMariadbServer {
  /** The port on 127.0.0.1, where the server speaks TLS and plain text (the client chooses). */
  readonly port: number;
  /** A user for 127.0.0.1 with all privileges, and its password. */
  readonly user: string;
  readonly password: string;
  /** A user for 127.0.0.1 without a password, admitted only over TLS with the client certificate. */
  readonly certificateUser: string;
  /** The unix socket. */
  readonly socket: string;
  /** The CA, server and client certificates; the CA's file is what a verifying URI names. */
  readonly certificates: Certificates;
  stop(): Promise<void>;
}

/**
 * The `skip` option for tests that start a TLS MariaDB: false when `openssl` and `mariadbd` run and
 * `mariadb-install-db` is installed, else the reason. With DBURI_TEST_SERVICES=1 that also adds a failing
 * test, like `serviceSkip`.
 */
export function mariadbServerSkip(): string | false {
  // mariadb-install-db has no harmless flag to run it by (--version installs into the default datadir).
  if (findExecutable("mariadb-install-db") === undefined) {
    return missing("mariadb-install-db", "mariadb-install-db is not installed here");
  }
  return commandSkip([
    ["openssl", ["version"]],
    ["mariadbd", ["--version"]],
  ]);
}

/**
 * Makes a data directory and starts MariaDB with TLS on a free loopback port; waits until it listens (at
 * most 30 s), else stops it and throws with its error log's tail.
 * @example
 * const server = await startTlsMariadbServer();
 * try { ... } finally { await server.stop(); }
 */
export async function startTlsMariadbServer(): Promise<TlsMariadbServer> {
  const directory = mkdtempSync(join(tmpdir(), "dburi-mariadb-"));
  const remove = () => rmSync(directory, { recursive: true, force: true });
  const data = join(directory, "data");
  const log = join(directory, "mariadb.err");
  const socket = join(directory, "mariadb.sock");
  const user = "dburi";
  const password = "tls-only-test";
  // mariadbd as root needs --user: then it runs as that user, who must own the data directory.
  const runAs = isRoot() ? [`--user=${SERVICE_USER}`] : [];
  let certificates: Certificates;
  try {
    const certs = join(directory, "certs");
    mkdirSync(certs);
    certificates = makeCertificates(certs);
    // Run once at start-up, before the server accepts connections. %-less, quote-less values only.
    writeFileSync(
      join(directory, "init.sql"),
      [
        `CREATE USER '${user}'@'127.0.0.1' IDENTIFIED BY '${password}';`,
        `GRANT ALL ON *.* TO '${user}'@'127.0.0.1';`,
        `CREATE USER '${CERTIFICATE_USER}'@'127.0.0.1' REQUIRE SUBJECT '${CLIENT_SUBJECT}';`,
        "",
      ].join("\n"),
    );
    giveTo(SERVICE_USER, directory);
    const installed = spawnSync(
      "mariadb-install-db",
      [
        "--no-defaults",
        `--datadir=${data}`,
        "--skip-test-db",
        "--auth-root-authentication-method=socket",
        ...runAs,
      ],
      { encoding: "utf8" },
    );
    if (installed.error || installed.status !== 0) {
      const output = installed.error?.message ?? `${installed.stdout}${installed.stderr}`.trim();
      throw new Error(`mariadb-install-db failed: ${output}`);
    }
  } catch (error) {
    remove();
    throw error;
  }
  const port = await freePort();
  const logFd = openSync(log, "a");
  const child = spawn(
    "mariadbd",
    [
      ...["--no-defaults", `--datadir=${data}`, `--port=${port}`, "--bind-address=127.0.0.1"],
      ...[`--socket=${socket}`, `--pid-file=${join(directory, "mariadb.pid")}`, `--log-error=${log}`],
      ...[`--init-file=${join(directory, "init.sql")}`, "--skip-name-resolve", "--skip-log-bin"],
      ...["--innodb-buffer-pool-size=16M", "--innodb-log-file-size=8M", ...runAs],
      ...[`--ssl-ca=${certificates.caFile}`, `--ssl-cert=${certificates.certFile}`],
      `--ssl-key=${certificates.keyFile}`,
    ],
    { stdio: ["ignore", logFd, logFd] },
  );
  killOnExit(child, directory);
  closeSync(logFd);
  const stop = async () => {
    await stopProcess(child, "SIGTERM");
    remove();
  };
  if (!(await waitUntilReady(child, () => canConnect("127.0.0.1", port, 200), 30_000))) {
    const tail = logTail(log);
    await stop();
    throw new Error(`MariaDB did not start listening on 127.0.0.1:${port}: ${tail}`);
  }
  return { port, user, password, certificateUser: CERTIFICATE_USER, socket, certificates, stop };
}

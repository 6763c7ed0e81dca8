// A throwaway PostgreSQL with TLS, for tests: a cluster made by initdb in a temporary directory, served by
// the installed `postgres` on a free port of 127.0.0.1 (and a unix socket in that directory) with
// ssl=on and a certificate from a CA of its own (certificates.ts). Authentication is trust for the
// superuser `postgres`, over TLS and plain TCP alike, so that what decides whether a connection is
// encrypted is the client alone, and pg_stat_ssl tells which it was. The server asks clients for a
// certificate signed by that CA (ssl_ca_file) without requiring one. `stop()` shuts it down and removes
// the directory.

import { spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { type Certificates, makeCertificates } from "./certificates.js";
import {
  asUser,
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
import { missing } from "./services.js";

/** The operating-system user the server runs as when the tests run as root (postgres refuses root). */
const SERVICE_USER = "postgres";

/** A running throwaway PostgreSQL with TLS. */
export interface TlsPgServer {
  /** The port on 127.0.0.1, where the server speaks TLS and plain text (the client chooses). */
  readonly port: number;
  /** The superuser, with trust authentication. */
  readonly user: string;
  /** The directory of the unix socket. */
  readonly socketDirectory: string;
  /** The CA, server and client certificates; the CA's file is what a verifying URI names. */
  readonly certificates: Certificates;
  stop(): Promise<void>;
}

/**
 * The directory of the newest installed PostgreSQL's programs: Debian's /usr/lib/postgresql/<major>/bin,
 * else the one holding `initdb` on PATH.
 */
function pgBinDirectory(): string | undefined {
  const root = "/usr/lib/postgresql";
  let majors: string[] = [];
  try {
    majors = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  } catch {
    // not Debian's layout
  }
  for (const major of majors) {
    const bin = join(root, major, "bin");
    if (findExecutable("initdb", [bin]) && findExecutable("postgres", [bin])) return bin;
  }
  const initdb = findExecutable("initdb");
  return initdb === undefined ? undefined : dirname(initdb);
}

/**
 * The `skip` option for tests that start a TLS PostgreSQL: false when `openssl`, `initdb` and `postgres`
 * run (and, as root, `setpriv` and the `postgres` user exist), else the reason. With DBURI_TEST_SERVICES=1
 * that also adds a failing test, like `serviceSkip`.
 */
export function pgServerSkip(): string | false {
  const bin = pgBinDirectory();
  if (bin === undefined) {
    return missing("initdb", "no PostgreSQL server programs (initdb, postgres) are installed here");
  }
  const asRoot = isRoot()
    ? ([["setpriv", ["--version"]] as const, ["id", [SERVICE_USER]] as const] as const)
    : [];
  return commandSkip([
    ["openssl", ["version"]],
    [join(bin, "initdb"), ["--version"]],
    [join(bin, "postgres"), ["--version"]],
    ...asRoot,
  ]);
}

/** Runs `pg_isready` against the server: true once it accepts connections. */
function isReady(bin: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(join(bin, "pg_isready"), ["-q", "-h", "127.0.0.1", "-p", String(port), "-t", "1"], {
      stdio: "ignore",
    });
    child.once("error", () => resolve(false));
    child.once("exit", (code) => resolve(code === 0));
  });
}

/**
 * What a test server differs in: server settings given as `-c name=value` (e.g.
 * `default_transaction_read_only: "on"`), and the lines of its pg_hba.conf in place of initdb's (trust for
 * everyone).
 */
export interface PgServerOptions {
  readonly settings?: Readonly<Record<string, string>>;
  readonly hba?: readonly string[];
}

/**
 * Makes a cluster and starts PostgreSQL with TLS on a free loopback port; waits until it accepts
 * connections (at most 30 s), else stops it and throws with its log's tail.
 * @example
 * const server = await startTlsPgServer();
 * try { ... } finally { await server.stop(); }
 */
export async function startTlsPgServer(options: PgServerOptions = {}): Promise<TlsPgServer> {
  const bin = pgBinDirectory();
  if (bin === undefined) throw new Error("no PostgreSQL server programs are installed");
  const directory = mkdtempSync(join(tmpdir(), "dburi-pg-"));
  const remove = () => rmSync(directory, { recursive: true, force: true });
  const data = join(directory, "data");
  const log = join(directory, "postgres.log");
  let certificates: Certificates;
  try {
    const certs = join(directory, "certs");
    mkdirSync(certs);
    certificates = makeCertificates(certs);
    // postgres refuses a key file that its group or others may read.
    chmodSync(certificates.keyFile, 0o600);
    if (options.hba !== undefined)
      writeFileSync(join(directory, "pg_hba.conf"), `${options.hba.join("\n")}\n`);
    giveTo(SERVICE_USER, directory);
    const [command, args] = asUser(SERVICE_USER, join(bin, "initdb"), [
      ...["-D", data, "-U", SERVICE_USER, "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"],
    ]);
    const made = spawnSync(command, args, { encoding: "utf8" });
    if (made.error || made.status !== 0) {
      throw new Error(`initdb failed: ${made.error?.message ?? `${made.stdout}${made.stderr}`.trim()}`);
    }
  } catch (error) {
    remove();
    throw error;
  }
  const port = await freePort();
  const logFd = openSync(log, "a");
  const [command, args] = asUser(SERVICE_USER, join(bin, "postgres"), [
    ...["-D", data, "-p", String(port), "-c", "listen_addresses=127.0.0.1"],
    ...["-c", `unix_socket_directories=${directory}`, "-c", "fsync=off", "-c", "ssl=on"],
    ...["-c", `ssl_cert_file=${certificates.certFile}`, "-c", `ssl_key_file=${certificates.keyFile}`],
    ...["-c", `ssl_ca_file=${certificates.caFile}`],
    ...(options.hba === undefined ? [] : ["-c", `hba_file=${join(directory, "pg_hba.conf")}`]),
    ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
  ]);
  const child = spawn(command, args, { stdio: ["ignore", logFd, logFd] });
  killOnExit(child, directory);
  closeSync(logFd);
  // SIGINT is PostgreSQL's fast shutdown: it ends open sessions instead of waiting for them (SIGTERM).
  const stop = async () => {
    await stopProcess(child, "SIGINT");
    remove();
  };
  if (!(await waitUntilReady(child, () => isReady(bin, port), 30_000))) {
    const tail = logTail(log);
    await stop();
    throw new Error(`PostgreSQL did not start accepting connections on 127.0.0.1:${port}: ${tail}`);
  }
  return { port, user: SERVICE_USER, socketDirectory: directory, certificates, stop };
}

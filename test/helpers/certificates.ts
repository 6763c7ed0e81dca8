// Certificates for throwaway TLS servers, made with openssl: a CA of their own, a server certificate it
// signed for localhost and 127.0.0.1, and a client certificate it signed. Nothing here is trusted by Node
// (or by anything else on the machine): a client that verifies against its default trust store must
// refuse the server, and one given the CA file must accept it.

import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The PEM files `makeCertificates` wrote. Keys are unencrypted. */
export interface Certificates {
  /** The CA certificate (CN "dburi test CA"), which signed the other two. */
  readonly caFile: string;
  /** The server's certificate: CN localhost, SAN DNS:localhost and IP:127.0.0.1. */
  readonly certFile: string;
  readonly keyFile: string;
  /** A client certificate (CN dburi-client), for servers that ask for one. */
  readonly clientCertFile: string;
  readonly clientKeyFile: string;
}

/** The names a server certificate is valid for: those a loopback test connects by. */
export const SERVER_NAMES = "DNS:localhost,IP:127.0.0.1";

function openssl(args: readonly string[]): void {
  const run = spawnSync("openssl", args, { encoding: "utf8" });
  if (run.error || run.status !== 0) {
    throw new Error(`openssl ${args[0]} failed: ${run.error?.message ?? run.stderr.trim()}`);
  }
}

/** Makes a key and a certificate for `subject` signed by the CA, with the given X.509 v3 extensions. */
function signed(directory: string, name: string, subject: string, extensions: string, ca: Certificates) {
  const key = join(directory, `${name}-key.pem`);
  const request = join(directory, `${name}.csr`);
  const cert = join(directory, `${name}.pem`);
  const extfile = join(directory, `${name}.ext`);
  writeFileSync(extfile, extensions);
  openssl([
    "req",
    "-new",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-keyout",
    key,
    "-out",
    request,
    "-subj",
    subject,
  ]);
  openssl([
    ...["x509", "-req", "-in", request, "-CA", ca.caFile, "-CAkey", join(directory, "ca-key.pem")],
    ...["-CAcreateserial", "-days", "1", "-out", cert, "-extfile", extfile],
  ]);
  return { cert, key };
}

/**
 * Writes a CA, a server certificate and a client certificate (see `Certificates`) into `directory`.
 * @throws Error with openssl's message when openssl fails
 * @example
 * const files = makeCertificates(mkdtempSync(join(tmpdir(), "dburi-tls-")));
 * // a TLS server takes files.certFile and files.keyFile; a verifying client takes files.caFile
 */
export function makeCertificates(directory: string): Certificates {
  const caFile = join(directory, "ca.pem");
  openssl([
    ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"],
    ...["-keyout", join(directory, "ca-key.pem"), "-out", caFile, "-subj", "/CN=dburi test CA"],
  ]);
  const partial = { caFile } as Certificates;
  const server = signed(
    directory,
    "server",
    "/CN=localhost",
    `subjectAltName=${SERVER_NAMES}\nextendedKeyUsage=serverAuth\n`,
    partial,
  );
  const client = signed(directory, "client", "/CN=dburi-client", "extendedKeyUsage=clientAuth\n", partial);
  return {
    caFile,
    certFile: server.cert,
    keyFile: server.key,
    clientCertFile: client.cert,
    clientKeyFile: client.key,
  };
}

/** A CA that signed nothing the tests' servers show, in a directory of its own. */
export interface UntrustedCa {
  readonly caFile: string;
  /** Removes its directory. */
  dispose(): void;
}

/**
 * A second CA, made in a temporary directory: a client trusting only it must refuse a test server's
 * certificate.
 * @example
 * const other = untrustedCa();
 * try { ... other.caFile ... } finally { other.dispose(); }
 */
export function untrustedCa(): UntrustedCa {
  const directory = mkdtempSync(join(tmpdir(), "dburi-other-ca-"));
  try {
    return {
      caFile: makeCertificates(directory).caFile,
      dispose: () => rmSync(directory, { recursive: true, force: true }),
    };
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    throw error;
  }
}

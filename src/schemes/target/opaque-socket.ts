// `pg:/var/run/postgresql` and `mysql:/var/run/mysqld/mysqld.sock`: the db: proposal (and so dburi, for
// every engine name, bare or in db:) reads the path of a URI without an authority as the database, while
// xo/dburl reads a socket there (dburl.go, Parse: an opaque URL is read again as "scheme://" + the path,
// whose empty host forces the unix transport). dburi keeps the proposal's documented reading, and says
// that another reader sees a socket; `pg+unix:` and `mysql+unix:` are read as sockets (forms/transport.ts).

import type { Finding } from "../../registry/index.js";
import type { Uri } from "../../uri/index.js";
import { scannedOffsets } from "../../uri/uri.js";
import type { BuildContext } from "./db-target.js";
import { pathIndex } from "./fields.js";

/**
 * The `ambiguous-path` warning for a bare URI without an authority whose database is an absolute path,
 * which xo/dburl reads as a socket (a directory of sockets for PostgreSQL, a socket file for MySQL), or
 * undefined.
 * @example
 * const uri = parseUri("pg:/var/run/postgresql");
 * const context = { href: uri.href, scheme: "pg", name: "pg" };
 * opaqueSocketWarning(uri, context, "/var/run/postgresql", "directory")?.code; // "ambiguous-path"
 */
export function opaqueSocketWarning(
  uri: Uri,
  context: BuildContext,
  database: string | null,
  kind: "directory" | "file",
): Finding | undefined {
  if (context.scheme === "db" || database === null || !database.startsWith("/")) return undefined;
  if (scannedOffsets(uri).authorityStart >= 0) return undefined;
  const name = context.name ?? context.scheme;
  const socket = kind === "directory" ? "a socket directory" : "a socket file";
  return {
    severity: "warning",
    code: "ambiguous-path",
    message: `read as the database '${database}', as the db: proposal reads ${name}:/path; xo/dburl reads ${socket} there`,
    index: pathIndex(uri),
    fix: `for the socket write ${name}+unix:${database}; for the database db:${name}:${database}`,
  };
}

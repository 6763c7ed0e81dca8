// Driver properties that make the reader load code, open a file or replace the driver itself. A URI comes
// from configuration, which is not always the application's own (a tenant's settings, an environment set
// by a deployment tool), and a DSN made from it must not load a class or a library, read or write a file of
// the URI's choosing, or swap the driver dburi names: such a query parameter is refused (`unsafe-param`)
// unless the caller allows it by name (`allowParams`).

import type { QueryPair } from "../../uri/index.js";
import { DburiError } from "../../uri/index.js";
import type { DsnFormat } from "./options.js";

/**
 * The properties each format's readers take that load code or open files, in lowercase (readers compare
 * ODBC keywords in any case, and a JDBC property spelt otherwise is one a person could mean):
 * - pgJDBC (Connection Properties): `socketFactory`, `sslfactory`, `sslhostnameverifier`,
 *   `sslpasswordcallback` and `authenticationPluginClassName` name classes it loads; `loggerFile` names a
 *   file it writes.
 * - MySQL Connector/J (Configuration Properties): `autoDeserialize` deserializes Java objects from the
 *   server; `queryInterceptors`, `connectionLifecycleInterceptors`, `exceptionInterceptors`,
 *   `propertiesTransform` and `socketFactory` name classes; `allowLoadLocalInfile` and
 *   `allowUrlInLocalInfile` let the server read the client's files and URLs.
 * - MariaDB Connector/J: `allowLocalInfile` likewise; `socketFactory`, `credentialType`'s plugins and
 *   `tlsSocketType` name classes.
 * - ODBC (the driver managers and drivers): `Driver` names the shared library to load (a path under
 *   unixODBC) and replaces the one dburi writes; `FILEDSN` reads, `SAVEFILE` writes a file;
 *   `AttachDBFilename` attaches a database file (SQL Server).
 * - DBI: the ODBC keywords through DBD::ODBC, and DBD::mysql's `mysql_read_default_file` (an option file
 *   of the URI's choosing) and `mysql_local_infile`.
 * - ADO.NET SqlClient: `AttachDBFilename`.
 * @example
 * UNSAFE_PARAMS.jdbc.includes("socketfactory"); // true
 */
export const UNSAFE_PARAMS: Readonly<Record<DsnFormat, readonly string[]>> = {
  jdbc: [
    "socketfactory",
    "socketfactoryarg",
    "sslfactory",
    "sslfactoryarg",
    "sslhostnameverifier",
    "sslpasswordcallback",
    "authenticationpluginclassname",
    "loggerfile",
    "autodeserialize",
    "queryinterceptors",
    "connectionlifecycleinterceptors",
    "exceptioninterceptors",
    "propertiestransform",
    "allowloadlocalinfile",
    "allowurlinlocalinfile",
    "allowlocalinfile",
    "tlssockettype",
  ],
  odbc: ["driver", "filedsn", "savefile", "attachdbfilename"],
  dbi: ["driver", "filedsn", "savefile", "attachdbfilename", "mysql_read_default_file", "mysql_local_infile"],
  ado: ["attachdbfilename"],
  libpq: [],
  sqlalchemy: [],
  uri: [],
};

/**
 * Refuses a query pair whose key is one of the format's unsafe properties (`UNSAFE_PARAMS`), unless
 * `allowed` names it (in any case).
 * @throws DburiError `unsafe-param` naming the key
 * @example
 * refuseUnsafe("jdbc", [["socketFactory", "x.Y"]], { href: "db:pg://h/db?socketFactory=x.Y" }); // throws unsafe-param
 * refuseUnsafe("jdbc", [["socketFactory", "x.Y"]], { href: "...", allowed: ["socketFactory"] }); // returns
 */
export function refuseUnsafe(
  format: DsnFormat,
  pairs: readonly QueryPair[],
  where: {
    readonly href: string;
    readonly index?: (key: string) => number | undefined;
    readonly allowed?: readonly string[] | undefined;
  },
): void {
  const unsafe = UNSAFE_PARAMS[format];
  if (unsafe.length === 0) return;
  for (const [key] of pairs) {
    const lower = key.toLowerCase();
    if (!unsafe.includes(lower)) continue;
    if (where.allowed?.some((name) => name.toLowerCase() === lower)) continue;
    throw new DburiError({
      code: "unsafe-param",
      reason: `the query parameter '${key}' makes the ${format} format's reader load code, open a file of the URI's choosing or replace the driver, so a URI from configuration may not set it`,
      fix:
        lower === "driver"
          ? `name the driver with toDsn's driver option (dburi convert --driver NAME) instead; or, where the URI is trusted, allow it by name: { allowParams: ["${key}"] }`
          : `remove it; or, where the URI is trusted, allow it by name: { allowParams: ["${key}"] }`,
      index: where.index?.(key),
      input: where.href,
    });
  }
}

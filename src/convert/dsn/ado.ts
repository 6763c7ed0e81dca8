// The `ado` format: an ADO.NET connection string for SQL Server (Microsoft.Data.SqlClient and
// System.Data.SqlClient), quoted by ado-quote.ts: `Server=tcp:host,port;Database=...;User ID=...;
// Password=...`, then the query's parameters as SqlClient keywords (`Encrypt`, `TrustServerCertificate`,
// `Application Name`, ...). Only keywords SqlClient knows reach this far (sqlclient-keywords.ts), Prisma's
// parameters under SqlClient's name for them: source.ts leaves out and reports every other pair, since
// SqlClient refuses a keyword it does not know.

import { adoKeyword, quoteAdo } from "./ado-quote.js";
import { CONTROL, forbid, refuse } from "./field.js";
import { suggestFormats } from "./formats.js";
import { checkReserved, reservedKeywords } from "./keywords.js";
import {
  type DsnSource,
  databaseField,
  instanceField,
  paramFields,
  passwordField,
  userField,
} from "./source.js";

/**
 * The keywords this format writes from the URI, with every synonym SqlClient maps to them
 * (Microsoft.Data.SqlClient SqlConnectionString synonyms: Addr, Address, Network Address and Server for
 * Data Source; Database for Initial Catalog; UID and User for User ID; PWD for Password). SqlClient takes
 * the last of repeated keywords, synonyms included.
 */
const RESERVED = reservedKeywords({
  host: ["Server", "Data Source", "Address", "Addr", "Network Address"],
  database: ["Database", "Initial Catalog"],
  user: ["User ID", "UID", "User"],
  password: ["Password", "PWD"],
});

/**
 * A SQL Server target as an ADO.NET SqlClient connection string. Holds the password (`Password`);
 * `omitPassword` leaves it out. The port is written when the URI gives one (SqlClient assumes 1433). The
 * query's pairs are those `dsnSource` kept: SqlClient's keywords, and Prisma's parameters renamed
 * (`connectionLimit` as `Max Pool Size`); it reported the others (`param-not-carried`).
 * @throws DburiError `dsn-unrepresentable` for an engine other than SQL Server, no host, a keyword SqlClient
 * cannot read, or a query parameter naming what the URI itself gives (`Server`, `Data Source`,
 * `Initial Catalog`, `UID`, `PWD`, ... in any case)
 * @example
 * import { dsnSource } from "./source.js";
 *
 * toAdo(dsnSource(interpret("db:mssql://sa:p;w@db:1444/shop?Encrypt=true"), "ado", {}));
 * // 'Server=tcp:db,1444;Database=shop;User ID=sa;Password="p;w";Encrypt=true'
 */
export function toAdo(source: DsnSource): string {
  if (source.engine.canonical !== "mssql") {
    throw refuse(
      source,
      "ADO.NET SqlClient connection strings are for SQL Server",
      suggestFormats(source, "ado"),
    );
  }
  const host = source.host ?? "";
  if (host === "" || source.hosts.length !== 1) {
    throw refuse(source, "SqlClient needs one server, and this target names none", "give the target a host");
  }
  const pairs: (readonly [string, string])[] = [];
  const address = host.includes(":") ? `[${host}]` : host;
  // SqlClient's `tcp:server\instance,port`: with a port, SqlClient connects to it and skips SQL Server
  // Browser, so the port wins (the target warns of both).
  const instance = instanceField(source);
  const named = instance === null ? address : `${address}\\${instance.value}`;
  pairs.push(["Server", `tcp:${named}${source.port === null ? "" : `,${source.port}`}`]);
  const database = databaseField(source);
  if (database !== null && database.value !== "") pairs.push(["Database", database.value]);
  const user = userField(source);
  if (user !== null) pairs.push(["User ID", user.value]);
  const password = passwordField(source);
  if (password !== null) pairs.push(["Password", password.value]);
  for (const [key, value] of paramFields(source)) {
    forbid(source, key, ";", "ends a keyword in a connection string", "rename the parameter");
    forbid(source, key, CONTROL, "SqlClient does not read in a keyword", "rename the parameter");
    if (key.value.trim() !== key.value || key.value === "" || key.value.startsWith(";")) {
      throw refuse(source, `${key.label} is empty or has spaces at its ends`, "rename the parameter");
    }
    checkReserved(source, key, RESERVED, "SqlClient");
    pairs.push([key.value, value.value]);
  }
  return pairs.map(([key, value]) => `${adoKeyword(key)}=${quoteAdo(value)}`).join(";");
}

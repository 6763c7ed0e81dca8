// SQL Server's query parameters as data: Prisma's connection URL arguments (Prisma ORM, "Microsoft SQL
// Server", Arguments; quaint's MssqlUrl, which reads them with their snake_case spellings), with their fate
// in each DSN format. SQL Server URIs are read by the generic family, which types none of them: this
// catalogue only says where each goes. Prisma reads the keys in any case (JDBC property names), and so
// does every reader below; the names are compared in lowercase.

import type { CarriedFate, Catalogue, DroppedFate, Fate, Output } from "../target/catalogue.js";

/**
 * The outputs a SQL Server URI converts to: the DSN formats that take SQL Server (Microsoft's JDBC driver,
 * ODBC Driver 18, DBI through DBD::ODBC, SQLAlchemy's mssql dialect through pyodbc, ADO.NET SqlClient) and
 * the `sqlserver://` URI, which is Prisma's own.
 * @example
 * MSSQL_OUTPUTS.includes("ado"); // true
 */
export const MSSQL_OUTPUTS = [
  "jdbc",
  "odbc",
  "dbi",
  "sqlalchemy",
  "ado",
  "uri",
] as const satisfies readonly Output[];

/**
 * One of the outputs of MSSQL_OUTPUTS.
 * @example
 * const output: MssqlOutput = "ado";
 */
export type MssqlOutput = (typeof MSSQL_OUTPUTS)[number];

/** Written under the reader's keyword `to`, the value as given, or through `values` where the words differ. */
function as(to: string, values?: Readonly<Record<string, string>>, scale?: number): CarriedFate {
  return { to, values, scale };
}

/** A Prisma parameter the reader has no setting for: left out of the DSN, and reported. */
function notIn(reader: string, fix = "remove it; Prisma reads it from its own URL"): DroppedFate {
  return { drop: `it is a Prisma URL parameter, with no such setting in ${reader}`, fix, refused: false };
}

const SQLCLIENT = "SqlClient";
const MSSQL_JDBC = "Microsoft's JDBC driver";
const ODBC = "ODBC Driver 18 for SQL Server";

/**
 * A parameter's fates in the ODBC readers alike: the odbc format, DBI through DBD::ODBC and SQLAlchemy
 * through pyodbc (which writes its query into the ODBC connection string).
 */
function odbcFates(jdbc: Fate, odbc: Fate, ado: Fate): Readonly<Record<MssqlOutput, Fate>> {
  return { jdbc, odbc, dbi: odbc, sqlalchemy: odbc, ado, uri: "passed" };
}

/** Only Prisma reads it: reported by every DSN format. */
function prismaOnly(fix?: string): Readonly<Record<MssqlOutput, Fate>> {
  return odbcFates(notIn(MSSQL_JDBC, fix), notIn(ODBC, fix), notIn(SQLCLIENT, fix));
}

/** Prisma's words for a boolean (true, false, yes, no), in the reader's words. */
const TRUE_FALSE = { true: "true", false: "false", yes: "true", no: "false" } as const;
const YES_NO = { true: "yes", false: "no", yes: "yes", no: "no" } as const;

/**
 * Prisma's SQL Server URL arguments (besides the database, user and password, which the URI's own parts
 * give), by Prisma's name, with their snake_case spellings (quaint) as aliases, and their fate in every
 * output: mapped to the reader's keyword where one means the same, otherwise left out and reported. The
 * TLS settings are never left out: a format with no place for one refuses the target.
 * @example
 * MSSQL_PARAMS.connectionLimit?.fates.ado; // { to: "Max Pool Size", ... }
 */
export const MSSQL_PARAMS: Catalogue<MssqlOutput> = {
  schema: {
    type: "string",
    description: "Prisma: the schema its queries are prefixed with (default dbo)",
    fates: prismaOnly(
      "set the login's default schema (ALTER USER ... WITH DEFAULT_SCHEMA), or qualify names",
    ),
  },
  connectionLimit: {
    type: "integer",
    aliases: ["connection_limit"],
    min: 1,
    description: "Prisma: the connection pool's size (default num_cpus * 2 + 1)",
    fates: odbcFates(
      notIn(MSSQL_JDBC, "size the pool (HikariCP's maximumPoolSize, ...) where it is configured"),
      notIn(ODBC, "set the driver manager's pooling, or the application's pool"),
      as("Max Pool Size"),
    ),
  },
  connectTimeout: {
    type: "integer",
    aliases: ["connect_timeout", "loginTimeout", "login_timeout", "connectionTimeout", "connection_timeout"],
    min: 0,
    description: "Prisma: seconds to wait for the login to succeed (default 5)",
    fates: odbcFates(
      as("loginTimeout"),
      notIn(ODBC, "set SQL_ATTR_LOGIN_TIMEOUT (pyodbc's timeout argument) where the connection is opened"),
      as("Connect Timeout"),
    ),
  },
  socketTimeout: {
    type: "integer",
    aliases: ["socket_timeout"],
    min: 0,
    description: "Prisma: seconds to wait for each query",
    fates: odbcFates(
      // mssql-jdbc's socketTimeout counts milliseconds.
      as("socketTimeout", undefined, 1000),
      notIn(ODBC, "set the statement's SQL_ATTR_QUERY_TIMEOUT where queries run"),
      notIn(SQLCLIENT, "give SqlClient's Command Timeout (seconds per command) if that is what is meant"),
    ),
  },
  poolTimeout: {
    type: "integer",
    aliases: ["pool_timeout"],
    min: 0,
    description: "Prisma: seconds to wait for a connection from its pool (default 10)",
    fates: prismaOnly(),
  },
  isolationLevel: {
    type: "string",
    aliases: ["isolation_level"],
    description: "Prisma: the transaction isolation level",
    fates: prismaOnly("run SET TRANSACTION ISOLATION LEVEL, or set it on the connection"),
  },
  maxConnectionLifetime: {
    type: "integer",
    aliases: ["max_connection_lifetime"],
    min: 0,
    description: "Prisma (quaint): seconds a pooled connection lives",
    fates: odbcFates(
      notIn(MSSQL_JDBC, "set the pool's maxLifetime"),
      notIn(ODBC),
      notIn(SQLCLIENT, "give SqlClient's Load Balance Timeout (seconds) if that is what is meant"),
    ),
  },
  maxIdleConnectionLifetime: {
    type: "integer",
    aliases: ["max_idle_connection_lifetime"],
    min: 0,
    description: "Prisma (quaint): seconds an idle pooled connection lives (default 300)",
    fates: prismaOnly(),
  },
  applicationName: {
    type: "string",
    aliases: ["application_name"],
    description: "the application's name, which the server shows (APP_NAME())",
    fates: odbcFates(as("applicationName"), as("APP"), as("Application Name")),
  },
  encrypt: {
    type: "string",
    tls: true,
    description:
      "whether TLS is used: true, false (Prisma's DANGER_PLAINTEXT: none at all); SqlClient and ODBC also read mandatory, optional, strict",
    fates: odbcFates(
      as("encrypt", { ...TRUE_FALSE, mandatory: "true", optional: "false", strict: "strict" }),
      as("Encrypt", { ...YES_NO, mandatory: "mandatory", optional: "optional", strict: "strict" }),
      as("Encrypt", { ...TRUE_FALSE, mandatory: "mandatory", optional: "optional", strict: "strict" }),
    ),
  },
  trustServerCertificate: {
    type: "boolean",
    tls: true,
    aliases: ["trust_server_certificate"],
    description: "whether the server's certificate is accepted without being verified",
    fates: odbcFates(
      as("trustServerCertificate", TRUE_FALSE),
      as("TrustServerCertificate", YES_NO),
      as("TrustServerCertificate", TRUE_FALSE),
    ),
  },
  trustServerCertificateCA: {
    type: "string",
    tls: true,
    aliases: ["trust_server_certificate_ca"],
    description: "Prisma: a CA certificate file the server's certificate is verified against",
    fates: odbcFates(
      {
        drop: "Microsoft's JDBC driver reads CAs from a Java trust store (trustStore), not a PEM file",
        fix: "import the CA into a trust store and give trustStore and trustStorePassword instead",
        refused: true,
      },
      {
        drop: "ODBC Driver 18 takes the system's CAs; its ServerCertificate pins one certificate, not a CA",
        fix: "install the CA in the system's store, or pin the server's certificate with ServerCertificate",
        refused: true,
      },
      {
        drop: "SqlClient takes the system's CAs; its Server Certificate pins one certificate, not a CA",
        fix: "install the CA in the system's store, or pin the server's certificate with Server Certificate",
        refused: true,
      },
    ),
  },
  integratedSecurity: {
    type: "boolean",
    aliases: ["integrated_security"],
    description: "Windows authentication (integrated security)",
    fates: odbcFates(
      as("integratedSecurity", TRUE_FALSE),
      as("Trusted_Connection", YES_NO),
      as("Integrated Security", TRUE_FALSE),
    ),
  },
  authentication: {
    type: "string",
    description:
      "the authentication method (SqlPassword, ActiveDirectoryPassword, ActiveDirectoryIntegrated, ...)",
    fates: odbcFates(as("authentication"), as("Authentication"), as("Authentication")),
  },
};

// Each name and alias, lowercased, to its canonical name: made at the first lookup, not when the package
// loads (bench/README.md, "Start-up").
let names: ReadonlyMap<string, string> | undefined;

/**
 * The canonical name of a SQL Server parameter in MSSQL_PARAMS (names and aliases in any case, as Prisma
 * compares them), or the key itself when the catalogue does not know it.
 * @example
 * mssqlParamName("CONNECTION_LIMIT"); // "connectionLimit"
 * mssqlParamName("Max Pool Size"); // "Max Pool Size"
 */
export function mssqlParamName(key: string): string {
  names ??= new Map(
    Object.entries(MSSQL_PARAMS).flatMap(([name, entry]) =>
      [name, ...(entry.aliases ?? [])].map((word) => [word.toLowerCase(), name] as const),
    ),
  );
  return names.get(key.toLowerCase()) ?? key;
}

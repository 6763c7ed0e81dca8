// What a PostgreSQL or MySQL driver error means, as a dburi code with advice: the SQLSTATE classes of
// PostgreSQL (Appendix A, "PostgreSQL Error Codes"), the MySQL/MariaDB server error numbers, and the
// drivers' own client-side errors. System errors (ECONNREFUSED, ...) are left to connectionError.

import type { DburiErrorCode } from "../../uri/index.js";
import { errorCode } from "../errors.js";

/** A recognised failure: the dburi code and, where the general advice would mislead, a fix. */
export interface SqlFailure {
  readonly code: DburiErrorCode;
  readonly fix?: string | undefined;
  /** For `tls-required`: whether the server has no TLS (`unavailable`) or insists on it (`demanded`). */
  readonly tls?: "unavailable" | "demanded" | undefined;
}

/** The URI asked for TLS and the server offers none. */
const SERVER_HAS_NO_TLS: SqlFailure = {
  code: "tls-required",
  tls: "unavailable",
  fix: "the URI requires TLS and the server does not offer it: enable TLS on the server, or (knowing the connection is then unencrypted) lower the URI's sslmode / ssl-mode",
};

/** The server accepts this client only over TLS. */
const SERVER_WANTS_TLS: SqlFailure = {
  code: "tls-required",
  tls: "demanded",
  fix: "the server accepts this connection only over TLS: add sslmode=require (PostgreSQL) or ssl-mode=REQUIRED (MySQL), or stronger",
};

const TIMEOUT: SqlFailure = { code: "timeout" };

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The meaning of a node-postgres error. `28000` is both a rejected role and a pg_hba.conf rule that wants
 * TLS ("no encryption", "SSL off" before PostgreSQL 14); `28P01` a wrong password; `3D000` a missing
 * database. node-postgres's own errors have no code and are told by their message.
 * @example
 * pgFailure(Object.assign(new Error('database "x" does not exist'), { code: "3D000" })); // { code: "database-not-found" }
 */
export function pgFailure(error: unknown): SqlFailure | undefined {
  const code = errorCode(error);
  const message = messageOf(error);
  switch (code) {
    case "28P01":
      return { code: "auth-failed" };
    case "28000":
      return /no encryption|SSL off/.test(message) ? SERVER_WANTS_TLS : { code: "auth-failed" };
    case "3D000":
      return { code: "database-not-found" };
  }
  if (message === "The server does not support SSL connections") return SERVER_HAS_NO_TLS;
  if (message === "timeout expired" || message.includes("due to connection timeout")) return TIMEOUT;
  return undefined;
}

/** MySQL/MariaDB server error numbers and the drivers' client error codes, by the `code` they carry. */
const MYSQL_CODES: Readonly<Record<string, SqlFailure>> = {
  ER_ACCESS_DENIED_ERROR: { code: "auth-failed" },
  ER_ACCESS_DENIED_NO_PASSWORD_ERROR: { code: "auth-failed" },
  ER_DBACCESS_DENIED_ERROR: {
    code: "auth-failed",
    fix: "the database does not exist or the user may not use it (MySQL does not tell a user without rights which): check the name, or grant access",
  },
  ER_NOT_SUPPORTED_AUTH_MODE: {
    code: "auth-failed",
    fix: "the server asks for an authentication method the driver does not support: change the user's plugin",
  },
  ER_BAD_DB_ERROR: { code: "database-not-found" },
  // mysql2 and the MariaDB connector, asked for TLS by a server without it.
  HANDSHAKE_NO_SSL_SUPPORT: SERVER_HAS_NO_TLS,
  ER_SERVER_SSL_DISABLED: SERVER_HAS_NO_TLS,
  // mysql2's failed TLS handshake: a certificate Node refused, a name that does not match. mysql2 puts its
  // own code over the TLS socket's (SELF_SIGNED_CERT_IN_CHAIN, ...) and keeps only the message.
  HANDSHAKE_SSL_ERROR: { code: "tls-error" },
  // MySQL's and MariaDB's require_secure_transport.
  ER_SECURE_TRANSPORT_REQUIRED: SERVER_WANTS_TLS,
  ER_CONNECTION_TIMEOUT: TIMEOUT,
  ETIMEDOUT: TIMEOUT,
};

/**
 * The meaning of a mysql2 or MariaDB connector error, by its `code`.
 * @example
 * mysqlFailure(Object.assign(new Error("Unknown database 'x'"), { code: "ER_BAD_DB_ERROR" })); // { code: "database-not-found" }
 */
export function mysqlFailure(error: unknown): SqlFailure | undefined {
  const code = errorCode(error);
  return code === undefined ? undefined : MYSQL_CODES[code];
}

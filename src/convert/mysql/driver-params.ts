// The Node MySQL drivers' own options that a URI may set in its query, by the drivers' own names
// (`?multipleStatements=true`), as data. Each is passed only when the URI asks for it; an option of one
// driver given to the other is refused rather than dropped.

import type { ParamSpecs } from "../../schemes/index.js";

const BOOLEAN = "boolean" as const;

/** Options both drivers take under the same name and meaning. */
const SHARED: ParamSpecs = {
  multipleStatements: {
    type: BOOLEAN,
    description: "allow several statements per query (SQL injection risk)",
  },
  timezone: { type: "string", description: "time zone of DATE/DATETIME values: local, Z or +HH:MM" },
  dateStrings: { type: BOOLEAN, description: "return dates as strings" },
  supportBigNumbers: { type: BOOLEAN, description: "handle BIGINT and DECIMAL beyond 2^53" },
  bigNumberStrings: { type: BOOLEAN, description: "return big numbers as strings" },
  namedPlaceholders: { type: BOOLEAN, description: "allow :name placeholders" },
  rowsAsArray: { type: BOOLEAN, description: "return rows as arrays" },
  trace: { type: BOOLEAN, description: "keep the caller's stack trace in errors" },
};

/**
 * mysql2's own options a URI may set.
 * @example
 * MYSQL2_PARAMS.multipleStatements?.type; // "boolean"
 */
export const MYSQL2_PARAMS: ParamSpecs = {
  ...SHARED,
  decimalNumbers: { type: BOOLEAN, description: "return DECIMAL as numbers" },
  enableKeepAlive: { type: BOOLEAN, description: "TCP keepalives (default true)" },
  keepAliveInitialDelay: { type: "integer", min: 0, description: "milliseconds before the first keepalive" },
  flags: { type: "string", description: "client capability flags to add (FLAG) or remove (-FLAG)" },
  localAddress: { type: "string", description: "local address to connect from" },
  insecureAuth: { type: BOOLEAN, description: "allow the pre-4.1 authentication method" },
  jsonStrings: { type: BOOLEAN, description: "return JSON columns as strings" },
};

/**
 * The MariaDB connector's own options a URI may set.
 * @example
 * MARIADB_PARAMS.socketTimeout?.type; // "integer"
 */
export const MARIADB_PARAMS: ParamSpecs = {
  ...SHARED,
  decimalAsNumber: { type: BOOLEAN, description: "return DECIMAL as numbers" },
  bigIntAsNumber: { type: BOOLEAN, description: "return BIGINT as numbers" },
  insertIdAsNumber: { type: BOOLEAN, description: "return insert ids as numbers" },
  socketTimeout: { type: "integer", min: 0, description: "milliseconds of socket inactivity before closing" },
  queryTimeout: { type: "integer", min: 0, description: "milliseconds before a query is killed" },
  keepAliveDelay: { type: "integer", min: 0, description: "milliseconds before the first TCP keepalive" },
  permitLocalInfile: { type: BOOLEAN, description: "allow LOAD DATA LOCAL INFILE (security risk)" },
  collation: { type: "string", description: "connection collation, e.g. UTF8MB4_UNICODE_CI" },
  foundRows: { type: BOOLEAN, description: "affected rows count found rows (default true)" },
  pipelining: { type: BOOLEAN, description: "send queries without waiting for results (default true)" },
  checkDuplicate: { type: BOOLEAN, description: "fail on duplicate column names (default true)" },
  jsonStrings: { type: BOOLEAN, description: "return JSON columns as strings" },
};

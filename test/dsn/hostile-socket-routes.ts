// The routes that carry a unix socket, for the hostile tests: a socket path holding hostile characters
// must come back exactly (with PostgreSQL's port, which picks the socket file) or be refused.

import { dbdPgConninfo } from "../../src/convert/dsn/dbi-pg.ts";
import { type DsnFormat, parseLibpqPairs } from "../../src/index.ts";
import { get } from "./hostile-routes.ts";
import { parseDbdMysql, parseMariadbJdbc, parseOdbc, parseSqlalchemy } from "./oracles.ts";
import { sqlalchemyPgAddress } from "./sqlalchemy-oracles.ts";

/** A route that reads a unix socket back: the socket path and the port. */
export interface SocketRoute {
  readonly format: DsnFormat;
  /** A URI naming the socket (percent-encoded) with port 5555. */
  readonly uri: (encodedSocket: string) => string;
  /** Whether the route carries the port (PostgreSQL's picks the socket file; MySQL's has none). */
  readonly port: boolean;
  readonly read: (dsn: string) => { socket?: string | undefined; port?: string | undefined };
}

const pgSocket = (e: string) => `postgresql://u@${e}:5555/db`;
const mysqlSocket = (e: string) => `mariadb://u@localhost/db?socket=${e}`;

/**
 * The routes that carry a unix socket.
 * @example
 * SOCKET_ROUTES.map((route) => route.format);
 */
export const SOCKET_ROUTES: readonly SocketRoute[] = [
  {
    format: "libpq",
    uri: pgSocket,
    port: true,
    read: (dsn) => {
      const pairs = parseLibpqPairs(dsn)!;
      return { socket: get(pairs, "host"), port: get(pairs, "port") };
    },
  },
  {
    format: "dbi",
    uri: pgSocket,
    port: true,
    read: (dsn) => {
      const pairs = parseLibpqPairs(dbdPgConninfo(dsn.slice("dbi:Pg:".length)))!;
      return { socket: get(pairs, "host"), port: get(pairs, "port") };
    },
  },
  {
    format: "odbc",
    uri: pgSocket,
    port: true,
    read: (dsn) => {
      const pairs = parseOdbc(dsn);
      return { socket: get(pairs, "Server"), port: get(pairs, "Port") };
    },
  },
  {
    format: "sqlalchemy",
    uri: pgSocket,
    port: true,
    read: (dsn) => {
      const { host, port } = sqlalchemyPgAddress(parseSqlalchemy(dsn));
      return { socket: host ?? undefined, port: port ?? undefined };
    },
  },
  {
    format: "dbi",
    uri: mysqlSocket,
    port: false,
    read: (dsn) => ({ socket: parseDbdMysql(dsn.slice("dbi:mysql:".length)).get("mysql_socket") }),
  },
  {
    format: "odbc",
    uri: mysqlSocket,
    port: false,
    read: (dsn) => ({ socket: get(parseOdbc(dsn), "SOCKET") }),
  },
  {
    format: "sqlalchemy",
    uri: mysqlSocket,
    port: false,
    read: (dsn) => ({ socket: get(parseSqlalchemy(dsn).query, "unix_socket") }),
  },
  {
    format: "jdbc",
    uri: mysqlSocket,
    port: false,
    read: (dsn) => ({ socket: parseMariadbJdbc(dsn).get("localSocket") }),
  },
];

// The "local socket" of a URI with an empty host (the db: proposal) or, for PostgreSQL, no host at all
// (libpq's default): the directory or file the server's own client would use, found on this machine.

import { existsSync } from "node:fs";
import { DburiError } from "../../uri/index.js";

/** Where libpq builds look for the socket: Debian/Ubuntu, Fedora/RHEL, and upstream's default. */
const PG_DIRECTORIES: readonly string[] = ["/var/run/postgresql", "/run/postgresql", "/tmp"];

/** Where MySQL and MariaDB builds put the socket: Debian/Ubuntu, RHEL, upstream's default. */
const MYSQL_SOCKETS: readonly string[] = [
  "/run/mysqld/mysqld.sock",
  "/var/run/mysqld/mysqld.sock",
  "/var/lib/mysql/mysql.sock",
  "/tmp/mysql.sock",
];

function notFound(engineName: string, looked: readonly string[], fix: string): DburiError {
  return new DburiError({
    code: "socket-not-found",
    reason: `the URI names ${engineName}'s default local socket, and none was found (looked in ${looked.join(", ")})`,
    fix,
  });
}

/**
 * The directory of PostgreSQL's default socket for `port`, as libpq would use it: undefined when PGHOST is
 * set (node-postgres then reads it, as libpq does), else the first known directory holding `.s.PGSQL.<port>`.
 * @throws DburiError `socket-not-found`
 * @example
 * defaultPgSocketDirectory(5432); // "/var/run/postgresql" on Debian
 */
export function defaultPgSocketDirectory(port: number): string | undefined {
  if (process.env.PGHOST) return undefined;
  const found = PG_DIRECTORIES.find((directory) => existsSync(`${directory}/.s.PGSQL.${port}`));
  if (found === undefined) {
    throw notFound(
      "PostgreSQL",
      PG_DIRECTORIES,
      "write the socket directory as the host (%2Fpath) or ?host=/path",
    );
  }
  return found;
}

/**
 * The path of MySQL's default socket: MYSQL_UNIX_PORT (the mysql client's variable), else the first
 * known path that exists.
 * @throws DburiError `socket-not-found`
 * @example
 * defaultMysqlSocket(); // "/run/mysqld/mysqld.sock" on Debian
 */
export function defaultMysqlSocket(): string {
  const fromEnvironment = process.env.MYSQL_UNIX_PORT;
  if (fromEnvironment) return fromEnvironment;
  const found = MYSQL_SOCKETS.find((path) => existsSync(path));
  if (found === undefined) {
    throw notFound("MySQL", MYSQL_SOCKETS, "write the socket path as the host (%2Fpath) or ?socket=/path");
  }
  return found;
}

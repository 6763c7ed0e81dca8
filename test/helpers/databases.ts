// Scratch databases and users on the local PostgreSQL and MariaDB servers, for integration tests. Every
// object is created under a unique name and dropped by `Scratch.dispose()` (call it in `after`), also when
// the test that made it failed. The admin connections use the drivers directly, not dburi, so that what is
// under test never sets up its own fixtures.

import { createRequire } from "node:module";
import type { Client } from "pg";

const require = createRequire(import.meta.url);

/** PostgreSQL on this machine: trust authentication for local connections. */
export const PG = { host: "127.0.0.1", port: 5432, admin: "postgres" } as const;
/** MariaDB on this machine: root without a password. */
export const MYSQL = { host: "127.0.0.1", port: 3306, admin: "root" } as const;

/** The subset of a mysql2/promise connection the helpers use. */
interface MysqlAdmin {
  query(sql: string, values?: unknown[]): Promise<[unknown, unknown]>;
  end(): Promise<void>;
}

/** Runs `work` on a PostgreSQL connection as the superuser, then closes it. */
export async function withPgAdmin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const pg = require("pg") as typeof import("pg");
  const client = new pg.Client({ host: PG.host, port: PG.port, user: PG.admin, database: "postgres" });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Runs `work` on a MariaDB connection as root, then closes it. */
export async function withMysqlAdmin<T>(work: (connection: MysqlAdmin) => Promise<T>): Promise<T> {
  const mysql = require("mysql2/promise") as { createConnection(options: object): Promise<MysqlAdmin> };
  const connection = await mysql.createConnection({ host: MYSQL.host, port: MYSQL.port, user: MYSQL.admin });
  try {
    return await work(connection);
  } finally {
    await connection.end();
  }
}

/** A PostgreSQL identifier, quoted (any character but NUL may appear inside). */
export function pgIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** A MySQL identifier, quoted with backticks. */
export function mysqlIdentifier(name: string): string {
  return `\`${name.replaceAll("`", "``")}\``;
}

/** The directory of PostgreSQL's unix socket, as the server reports it (the first of its directories). */
export async function pgSocketDirectory(): Promise<string> {
  const result = await withPgAdmin((client) =>
    client.query<{ d: string }>("SELECT current_setting('unix_socket_directories') AS d"),
  );
  const first = result.rows[0]?.d.split(",")[0]?.trim();
  if (!first) throw new Error("PostgreSQL reports no unix socket directory");
  return first;
}

/** The path of MariaDB's unix socket, as the server reports it. */
export async function mysqlSocketPath(): Promise<string> {
  const [rows] = await withMysqlAdmin((connection) => connection.query("SELECT @@socket AS s"));
  const path = (rows as { s: string | null }[])[0]?.s;
  if (!path) throw new Error("MariaDB reports no unix socket");
  return path;
}

/** Objects created on the servers, dropped in reverse order by `dispose`. */
export class Scratch {
  readonly #drops: (() => Promise<unknown>)[] = [];

  /** Creates a PostgreSQL database (owned by `owner` when given). */
  async pgDatabase(name: string, owner?: string): Promise<string> {
    const ownerClause = owner === undefined ? "" : ` OWNER ${pgIdentifier(owner)}`;
    await withPgAdmin((c) => c.query(`CREATE DATABASE ${pgIdentifier(name)}${ownerClause}`));
    this.#drops.push(() =>
      withPgAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${pgIdentifier(name)} WITH (FORCE)`)),
    );
    return name;
  }

  /** Creates a PostgreSQL role that can log in. */
  async pgRole(name: string): Promise<string> {
    await withPgAdmin((c) => c.query(`CREATE ROLE ${pgIdentifier(name)} LOGIN`));
    this.#drops.push(() => withPgAdmin((c) => c.query(`DROP ROLE IF EXISTS ${pgIdentifier(name)}`)));
    return name;
  }

  /** Creates a MariaDB database. */
  async mysqlDatabase(name: string): Promise<string> {
    await withMysqlAdmin((c) => c.query(`CREATE DATABASE ${mysqlIdentifier(name)}`));
    this.#drops.push(() =>
      withMysqlAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${mysqlIdentifier(name)}`)),
    );
    return name;
  }

  /**
   * Creates MariaDB users `name`@`localhost` (socket) and `name`@`127.0.0.1` (TCP) with `password`, granted
   * everything on `database` when given.
   */
  async mysqlUser(name: string, password: string, database?: string): Promise<string> {
    for (const host of ["localhost", "127.0.0.1"]) {
      await withMysqlAdmin(async (c) => {
        await c.query("CREATE USER ?@? IDENTIFIED BY ?", [name, host, password]);
        if (database !== undefined)
          await c.query(`GRANT ALL ON ${mysqlIdentifier(database)}.* TO ?@?`, [name, host]);
      });
      this.#drops.push(() => withMysqlAdmin((c) => c.query("DROP USER IF EXISTS ?@?", [name, host])));
    }
    return name;
  }

  /** Registers any other cleanup (a temporary directory, a server). */
  defer(drop: () => Promise<unknown>): void {
    this.#drops.push(drop);
  }

  /** Drops everything created, newest first; reports every failure, after trying them all. */
  async dispose(): Promise<void> {
    const failures: unknown[] = [];
    for (const drop of this.#drops.splice(0).reverse()) {
      try {
        await drop();
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) throw new AggregateError(failures, "cleanup failed");
  }
}

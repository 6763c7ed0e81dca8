// What `connect` resolves to, typed by driver without importing any driver's types: the package's
// declarations must compile for a project that has installed none of the drivers, or some without their
// types (pg's are a separate @types/pg). Each driver's client is described structurally, by the members
// dburi's own adapters use and a caller needs first (query or command, and closing), which the driver's own
// client type satisfies (a type test assigns each real client to it). A project that has a driver's
// types gets the driver's own client type by naming it in `DriverClients`, through module augmentation,
// as libraries that cannot import optional types commonly let their users do (i18next's
// CustomTypeOptions, Vitest's ProvidedContext).

/**
 * node-postgres's `Client`, as far as `connect` promises it.
 * @example
 * const client: PgClientLike = await connect("postgresql://app@db/shop", { driver: "pg" });
 * const { rows } = await client.query("SELECT 1 AS one");
 * await client.end();
 */
export interface PgClientLike {
  query(text: string, values?: unknown[]): Promise<{ readonly rows: unknown[] }>;
  end(): Promise<void>;
  on(event: "error", listener: (error: Error) => void): unknown;
}

/**
 * A mysql2/promise `Connection`, as far as `connect` promises it: `query` resolves to `[rows, fields]`.
 * @example
 * const connection: Mysql2ConnectionLike = await connect("mysql://root@db/shop", { driver: "mysql2" });
 * const [rows] = await connection.query("SELECT 1 AS one");
 * await connection.end();
 */
export interface Mysql2ConnectionLike {
  query(sql: string): Promise<[unknown, unknown]>;
  end(): Promise<void>;
  destroy(): void;
}

/**
 * A MariaDB connector `Connection` (its promise API), as far as `connect` promises it: `query` resolves
 * to the rows.
 * @example
 * const connection: MariadbConnectionLike = await connect("mariadb://root@db/shop", { driver: "mariadb" });
 * const rows = await connection.query("SELECT 1 AS one");
 * await connection.end();
 */
export interface MariadbConnectionLike {
  query(sql: string): Promise<unknown>;
  end(): Promise<void>;
  destroy(): void;
}

/**
 * A node-redis client, connected, as far as `connect` promises it.
 * @example
 * const client: NodeRedisClientLike = await connect("redis://localhost/0", { driver: "redis" });
 * await client.sendCommand(["PING"]); // "PONG"
 * await client.close();
 */
export interface NodeRedisClientLike {
  sendCommand(args: string[]): Promise<unknown>;
  close(): Promise<void>;
  destroy(): void;
  on(event: "error", listener: (error: Error) => void): unknown;
}

/**
 * An ioredis `Redis`, connected, as far as `connect` promises it.
 * @example
 * const client: IoredisClientLike = await connect("redis://localhost/0", { driver: "ioredis" });
 * await client.call("PING"); // "PONG"
 * await client.quit();
 */
export interface IoredisClientLike {
  call(command: string, ...args: string[]): Promise<unknown>;
  quit(): Promise<"OK">;
  disconnect(): void;
  on(event: "error", listener: (error: Error) => void): unknown;
}

/**
 * An amqplib `ChannelModel` (what `amqplib.connect` resolves to), as far as `connect` promises it.
 * @example
 * const connection = await connect("amqp://guest:guest@localhost/%2F", { driver: "amqplib" });
 * const channel = await connection.createChannel();
 * await connection.close();
 */
export interface AmqplibConnectionLike {
  createChannel(): Promise<unknown>;
  close(): Promise<void>;
  on(event: "error", listener: (error: Error) => void): unknown;
}

/**
 * A better-sqlite3 `Database`, as far as `connect` promises it.
 * @example
 * const db: BetterSqlite3DatabaseLike = await connect("db:sqlite::memory:", { driver: "better-sqlite3" });
 * db.exec("CREATE TABLE t (x)");
 * db.close();
 */
export interface BetterSqlite3DatabaseLike {
  prepare(sql: string): unknown;
  exec(sql: string): unknown;
  close(): unknown;
}

/**
 * A `node:sqlite` `DatabaseSync`, as far as `connect` promises it.
 * @example
 * const db: NodeSqliteDatabaseLike = await connect("db:sqlite::memory:", { driver: "node:sqlite" });
 * db.exec("CREATE TABLE t (x)");
 * db.close();
 */
export interface NodeSqliteDatabaseLike {
  prepare(sql: string): unknown;
  exec(sql: string): void;
  close(): void;
}

/**
 * The client `connect` resolves to for each driver package, described structurally (no driver's types
 * are needed). `DriverClients` replaces any of them with the driver's own type.
 * @example
 * type Pg = BaseDriverClients["pg"]; // PgClientLike
 */
export interface BaseDriverClients {
  readonly pg: PgClientLike;
  readonly mysql2: Mysql2ConnectionLike;
  readonly mariadb: MariadbConnectionLike;
  readonly redis: NodeRedisClientLike;
  readonly ioredis: IoredisClientLike;
  readonly amqplib: AmqplibConnectionLike;
  readonly "better-sqlite3": BetterSqlite3DatabaseLike;
  readonly "node:sqlite": NodeSqliteDatabaseLike;
}

/**
 * The driver packages `connect` connects through: the values of its `driver` option.
 * @example
 * const driver: DriverName = "ioredis";
 */
export type DriverName = keyof BaseDriverClients;

/**
 * Empty, for a project to fill by module augmentation with the client types of the drivers whose types it
 * has: `connect(uri, { driver })` then resolves to the driver's own client type. A driver left out keeps
 * its structural type (`BaseDriverClients`); a project without a driver's types never names it here.
 * @example
 * import type { Client } from "pg";
 *
 * declare module "dburi" {
 *   interface DriverClients {
 *     pg: Client;
 *   }
 * }
 *
 * const client = await connect(process.env.DATABASE_URL!, { driver: "pg" }); // a pg Client
 * client.escapeIdentifier("shop"); // pg's own method
 */
// biome-ignore lint/suspicious/noEmptyInterface: an interface, so that module augmentation can fill it.
export interface DriverClients {}

/**
 * What `connect(uri, { driver })` resolves to: the type `DriverClients` names for the driver, else its
 * structural type. For a union of drivers, the union of their clients.
 * @example
 * type Redis = DriverClient<"redis" | "ioredis">; // NodeRedisClientLike | IoredisClientLike
 */
export type DriverClient<D extends DriverName = DriverName> = D extends keyof DriverClients
  ? DriverClients[D]
  : BaseDriverClients[D];

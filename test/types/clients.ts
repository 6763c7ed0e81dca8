// Type test, compiled by `npm run typecheck` and never run: the structural client types `connect`
// resolves to are honest (each driver's own client type is assignable to its `*Like` type, so a caller may
// hand the result to code typed with the driver's types, and `DriverClients` may name the driver's own
// type), and `connect`'s type follows its `driver` option. The project without any driver's types, and
// the augmentation of `DriverClients`, are compiled against the packed package by
// test/package/types.test.ts.
import type { ChannelModel } from "amqplib";
import type Database from "better-sqlite3";
import type { Redis } from "ioredis";
import type * as mariadb from "mariadb";
import type * as mysql from "mysql2/promise";
import type pg from "pg";
import type { RedisClientType } from "redis";
import {
  type BaseDriverClients,
  connect,
  type DriverClient,
  type DriverName,
  type PgClientLike,
} from "../../src/index.ts";

/** Compiles only when A and B are the same type. */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const same = <A, B>(proof: Equal<A, B>): Equal<A, B> => proof;

/** Each driver's own client, as its published types declare it. */
interface OwnClients {
  readonly pg: pg.Client;
  readonly mysql2: mysql.Connection;
  readonly mariadb: mariadb.Connection;
  readonly redis: RedisClientType;
  readonly ioredis: Redis;
  readonly amqplib: ChannelModel;
  readonly "better-sqlite3": Database.Database;
}

/** Compiles only when every driver's own client is assignable to its structural type. */
export function honest(own: OwnClients): Omit<BaseDriverClients, "node:sqlite"> {
  return own;
}

export async function typedByDriver(uri: string): Promise<void> {
  const client = await connect(uri, { driver: "pg" });
  same<typeof client, PgClientLike>(true);
  const { rows } = await client.query("SELECT $1::int AS one", [1]);
  void rows;
  await client.end();

  const redis = await connect(uri, { driver: "ioredis" });
  same<typeof redis, BaseDriverClients["ioredis"]>(true);
  await redis.call("PING");

  // A driver chosen at run time: the union of the clients it may be.
  const chosen: "redis" | "ioredis" = Math.random() < 0.5 ? "redis" : "ioredis";
  const either = await connect(uri, { driver: chosen });
  same<typeof either, BaseDriverClients["redis"] | BaseDriverClients["ioredis"]>(true);

  // No driver: any driver's client, which a driver's own type may be asserted from.
  const any = await connect(uri);
  same<typeof any, DriverClient<DriverName>>(true);
  const own = any as pg.Client;
  own.escapeIdentifier("shop");

  // Options held in a variable of the options type: the driver is not known, nor the client.
  const options: Parameters<typeof connect>[1] = { timeoutMs: 1000 };
  same<Awaited<ReturnType<typeof connect<"pg">>>, PgClientLike>(true);
  void (await connect(uri, options));
}

// Type test, compiled by `npm run typecheck` (tsconfig.test.json) and never run: every hand-off of a
// dburi conversion to a driver compiles against the driver's own published types (pg through
// @types/pg, better-sqlite3 through @types/better-sqlite3; mysql2, mariadb, redis, ioredis and amqplib
// ship their own), without a cast. A config type that drifts from what the driver takes fails the build.
import { readFileSync } from "node:fs";
import amqplib from "amqplib";
import Database from "better-sqlite3";
import { Cluster, Redis } from "ioredis";
import * as mariadb from "mariadb";
import mysqlCallbacks from "mysql2";
import mysql from "mysql2/promise";
import pg from "pg";
import { createClient } from "redis";
import {
  type AmqplibOptions,
  convert,
  interpret,
  type MariadbConfig,
  type Mysql2Config,
  type PgConfig,
  toAmqplibOptions,
  toIoredisOptions,
  toMariadbConfig,
  toMysql2Config,
  toNodeRedisOptions,
  toPgConfig,
  toSqliteOptions,
} from "../../src/index.ts";

const readFile = (path: string) => readFileSync(path);

export async function postgres(uri: string): Promise<void> {
  const target = interpret(uri);
  const client = new pg.Client(toPgConfig(target));
  const pool = new pg.Pool(toPgConfig(target, { hostIndex: 0, readFile }));
  // What `convert` gives is the same config.
  const converted: PgConfig = convert(target, "pg").output;
  const another = new pg.Client(converted);
  await Promise.all([client.end(), pool.end(), another.end()]);
}

export async function mysql2(uri: string): Promise<void> {
  const target = interpret(uri);
  const config: Mysql2Config = toMysql2Config(target, { readFile });
  const connection = await mysql.createConnection(config);
  const pool = mysql.createPool(toMysql2Config(target));
  const callbacks = mysqlCallbacks.createConnection(convert(target, "mysql2").output);
  const callbackPool = mysqlCallbacks.createPool(config);
  await Promise.all([connection.end(), pool.end()]);
  callbacks.end();
  callbackPool.end();
}

export async function mariadbConnector(uri: string): Promise<void> {
  const target = interpret(uri);
  const config: MariadbConfig = toMariadbConfig(target, { readFile });
  const connection = await mariadb.createConnection(config);
  const pool = mariadb.createPool(toMariadbConfig(target));
  const converted = await mariadb.createConnection(convert(target, "mariadb").output);
  await Promise.all([connection.end(), pool.end(), converted.end()]);
}

export async function nodeRedis(uri: string): Promise<void> {
  const target = interpret(uri);
  const client = createClient(toNodeRedisOptions(target));
  const withFiles = createClient(
    toNodeRedisOptions(target, { readFile: (path) => readFileSync(path, "utf8") }),
  );
  const converted = createClient(convert(target, "node-redis").output);
  await Promise.all([client.connect(), withFiles.connect(), converted.connect()]);
}

export function ioredis(uri: string): void {
  const target = interpret(uri);
  const client = new Redis(toIoredisOptions(target));
  const withFiles = new Redis(toIoredisOptions(target, { readFile: (path) => readFileSync(path, "utf8") }));
  // convert picks the conversion by the target's topology: a seed list gives a Cluster's nodes and options.
  const output = convert(target, "ioredis").output;
  const converted = "nodes" in output ? new Cluster(output.nodes, output.options) : new Redis(output);
  for (const each of [client, withFiles, converted]) each.disconnect();
}

export async function amqp(uri: string): Promise<void> {
  const target = interpret(uri);
  // Without readFile: an amqp URI, or an amqps URI naming no file.
  const plain = toAmqplibOptions(target);
  await amqplib.connect(plain.url, plain.socketOptions);
  // With readFile, as bytes (Node's readFileSync) or as text.
  const bytes = toAmqplibOptions(target, { readFile });
  await amqplib.connect(bytes.url, bytes.socketOptions);
  const text = toAmqplibOptions(target, { readFile: (path) => readFileSync(path, "utf8") });
  await amqplib.connect(text.url, text.socketOptions);
  // Through a variable of the exported type, whatever File it holds, and through `convert`.
  const held: AmqplibOptions = bytes;
  await amqplib.connect(held.url, held.socketOptions);
  const converted = convert(target, "amqplib").output;
  await amqplib.connect(converted.url, {
    ...converted.socketOptions,
    credentials: amqplib.credentials.external(),
  });
}

export function betterSqlite3(uri: string): void {
  const { filename, options } = toSqliteOptions(interpret(uri), { baseDirectory: "/srv/app" });
  new Database(filename, options).close();
  const converted = convert(interpret(uri), "sqlite", { baseDirectory: "/srv/app" }).output;
  new Database(converted.filename, converted.options).close();
}

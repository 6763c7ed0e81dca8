// Type test, compiled by `npm run typecheck` and never run: dburi's output handed to the ORMs people put
// it in, against each ORM's own published types, without a cast. Knex, Kysely and Drizzle take the
// driver's config or pool as it is; TypeORM, Sequelize and MikroORM want other names, which their
// adapters give. test/connect/orms.test.ts runs each against the local servers.

import { defineConfig, MikroORM as MikroMysql } from "@mikro-orm/mysql";
import { MikroORM as MikroPostgres } from "@mikro-orm/postgresql";
import { drizzle as drizzleMysql } from "drizzle-orm/mysql2";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import knex from "knex";
import { Kysely, MysqlDialect, PostgresDialect } from "kysely";
import mysqlCallbacks from "mysql2";
import mysql from "mysql2/promise";
import pg from "pg";
import { Sequelize } from "sequelize";
import { DataSource } from "typeorm";
import {
  interpret,
  toMikroOrmOptions,
  toMysql2Config,
  toPgConfig,
  toSequelizeOptions,
  toTypeOrmOptions,
} from "../../src/index.ts";

interface Database {
  readonly items: { readonly id: number };
}

export async function postgres(uri: string): Promise<void> {
  const target = interpret(uri);
  const viaKnex = knex({ client: "pg", connection: toPgConfig(target) });
  const viaKysely = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool(toPgConfig(target)) }),
  });
  const viaDrizzlePool = drizzlePg({ client: new pg.Pool(toPgConfig(target)) });
  const viaDrizzleConnection = drizzlePg({ connection: toPgConfig(target) });
  const viaTypeOrm = new DataSource({ ...toTypeOrmOptions(target), entities: [] });
  const viaSequelize = new Sequelize({ ...toSequelizeOptions(target), logging: false });
  const viaMikroOrm = await MikroPostgres.init({ ...toMikroOrmOptions(target), entities: [] });
  await Promise.all([
    viaKnex.destroy(),
    viaKysely.destroy(),
    viaDrizzlePool.$client.end(),
    viaDrizzleConnection.$client.end(),
    viaTypeOrm.destroy(),
    viaSequelize.close(),
    viaMikroOrm.close(),
  ]);
}

export async function mysqlFamily(uri: string): Promise<void> {
  const target = interpret(uri);
  const viaKnex = knex({ client: "mysql2", connection: toMysql2Config(target) });
  const viaKysely = new Kysely<Database>({
    dialect: new MysqlDialect({ pool: mysqlCallbacks.createPool(toMysql2Config(target)) }),
  });
  const viaDrizzlePool = drizzleMysql({ client: mysql.createPool(toMysql2Config(target)) });
  const viaDrizzleConnection = drizzleMysql({ connection: toMysql2Config(target) });
  const viaTypeOrm = new DataSource({ ...toTypeOrmOptions(target), entities: [] });
  const viaSequelize = new Sequelize({ ...toSequelizeOptions(target), logging: false });
  const viaMikroOrm = await MikroMysql.init(defineConfig({ ...toMikroOrmOptions(target), entities: [] }));
  await Promise.all([
    viaKnex.destroy(),
    viaKysely.destroy(),
    viaDrizzlePool.$client.end(),
    viaTypeOrm.destroy(),
    viaSequelize.close(),
    viaMikroOrm.close(),
  ]);
  viaDrizzleConnection.$client.end();
}

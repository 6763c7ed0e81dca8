// dburi's output handed to each ORM against the PostgreSQL and MariaDB servers on this machine: Knex,
// Kysely and Drizzle with the driver's config (or a pool made from it), TypeORM, Sequelize and MikroORM
// with their adapters; each runs a query, and a setting that travels beside the credentials (the
// application name, the database) arrives at the server. test/types/orms.ts compiles the same hand-offs.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { MikroORM as MikroMysql } from "@mikro-orm/mysql";
import { MikroORM as MikroPostgres } from "@mikro-orm/postgresql";
import { sql as drizzleSql } from "drizzle-orm";
import { drizzle as drizzleMysql } from "drizzle-orm/mysql2";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import knex from "knex";
import { Kysely, MysqlDialect, PostgresDialect, sql } from "kysely";
import mysqlCallbacks from "mysql2";
import mysql from "mysql2/promise";
import pg from "pg";
import { QueryTypes, Sequelize } from "sequelize";
import { DataSource } from "typeorm";
import {
  type Finding,
  interpret,
  toMikroOrmOptions,
  toMysql2Config,
  toPgConfig,
  toSequelizeOptions,
  toTypeOrmOptions,
} from "../../src/index.ts";
import { MYSQL, PG } from "../helpers/databases.ts";
import { serviceSkip } from "../helpers/services.ts";

const pgSkip = await serviceSkip("PostgreSQL", PG.port);
const mysqlSkip = await serviceSkip("MariaDB", MYSQL.port);

const APP = "dburi-orms";
const PG_URI = `postgresql://${PG.admin}@${PG.host}:${PG.port}/postgres?application_name=${APP}`;
const MYSQL_URI = `mysql://${MYSQL.admin}@${MYSQL.host}:${MYSQL.port}/mysql?connectTimeout=5000`;

describe("PostgreSQL through each ORM", { skip: pgSkip }, () => {
  const target = interpret(PG_URI);
  /** What every hand-off must read back: 1, and the application name the URI set. */
  const QUERY = "SELECT 1 AS one, current_setting('application_name') AS app";
  const expected = { one: 1, app: APP };

  test("Knex, with toPgConfig as the connection", async () => {
    const db = knex({ client: "pg", connection: toPgConfig(target) });
    try {
      const result = await db.raw<{ rows: unknown[] }>(QUERY);
      assert.deepEqual({ ...(result.rows[0] as object) }, expected);
    } finally {
      await db.destroy();
    }
  });

  test("Kysely, with a pg.Pool of toPgConfig", async () => {
    const db = new Kysely<Record<string, never>>({
      dialect: new PostgresDialect({ pool: new pg.Pool(toPgConfig(target)) }),
    });
    try {
      const { rows } = await sql.raw(QUERY).execute(db);
      assert.deepEqual({ ...(rows[0] as object) }, expected);
    } finally {
      await db.destroy();
    }
  });

  test("Drizzle, with a pg.Pool of toPgConfig, and with toPgConfig as the connection", async () => {
    for (const db of [
      drizzlePg({ client: new pg.Pool(toPgConfig(target)) }),
      drizzlePg({ connection: toPgConfig(target) }),
    ]) {
      try {
        const { rows } = await db.execute(drizzleSql.raw(QUERY));
        assert.deepEqual({ ...rows[0] }, expected);
      } finally {
        await db.$client.end();
      }
    }
  });

  test("TypeORM, with toTypeOrmOptions (username; the rest in extra)", async () => {
    const dataSource = new DataSource({ ...toTypeOrmOptions(target), entities: [] });
    await dataSource.initialize();
    try {
      const rows = (await dataSource.query(QUERY)) as unknown[];
      assert.deepEqual({ ...(rows[0] as object) }, expected);
    } finally {
      await dataSource.destroy();
    }
  });

  test("Sequelize, with toSequelizeOptions", async () => {
    const sequelize = new Sequelize({ ...toSequelizeOptions(target), logging: false });
    try {
      const rows = await sequelize.query(QUERY, { type: QueryTypes.SELECT });
      assert.deepEqual({ ...(rows[0] as object) }, expected);
    } finally {
      await sequelize.close();
    }
  });

  test("Sequelize reports what its postgres dialect does not pass on", () => {
    const warnings: Finding[] = [];
    const options = toSequelizeOptions(
      interpret(`${PG_URI}&keepalives_idle=30&channel_binding=prefer&sslmode=require&connection_limit=3`),
      { warnings },
    );
    assert.deepEqual(options.pool, { max: 3 });
    assert.deepEqual(
      warnings.map((w) => [w.code, w.message.slice(0, w.message.indexOf(":"))]),
      [
        ["param-not-carried", "'keepalives_idle=30' is not carried into Sequelize's options"],
        ["param-not-carried", "'channel_binding=prefer' is not carried into Sequelize's options"],
      ],
    );
  });

  test("MikroORM, with toMikroOrmOptions (dbName; the rest in driverOptions.connection)", async () => {
    const orm = await MikroPostgres.init({
      ...toMikroOrmOptions(target),
      entities: [],
      discovery: { warnWhenNoEntities: false },
    });
    try {
      const rows = await orm.em.getConnection().execute(QUERY);
      assert.deepEqual({ ...(rows[0] as object) }, expected);
    } finally {
      await orm.close(true);
    }
  });
});

describe("MariaDB through each ORM", { skip: mysqlSkip }, () => {
  const target = interpret(MYSQL_URI);
  const QUERY = "SELECT 1 AS one, DATABASE() AS db";
  const expected = { one: 1, db: "mysql" };

  test("Knex, with toMysql2Config as the connection", async () => {
    const db = knex({ client: "mysql2", connection: toMysql2Config(target) });
    try {
      const [rows] = (await db.raw(QUERY)) as [unknown[]];
      assert.deepEqual({ ...(rows[0] as object) }, expected);
    } finally {
      await db.destroy();
    }
  });

  test("Kysely, with a mysql2 pool of toMysql2Config", async () => {
    const db = new Kysely<Record<string, never>>({
      dialect: new MysqlDialect({ pool: mysqlCallbacks.createPool(toMysql2Config(target)) }),
    });
    try {
      const { rows } = await sql.raw(QUERY).execute(db);
      assert.deepEqual({ ...(rows[0] as object) }, expected);
    } finally {
      await db.destroy();
    }
  });

  test("Drizzle, with a mysql2 pool of toMysql2Config", async () => {
    const pool = mysql.createPool(toMysql2Config(target));
    const db = drizzleMysql({ client: pool });
    try {
      const [rows] = (await db.execute(drizzleSql.raw(QUERY))) as unknown as [unknown[]];
      assert.deepEqual({ ...(rows[0] as object) }, expected);
    } finally {
      await pool.end();
    }
  });

  test("TypeORM, with toTypeOrmOptions (mysql2 as the connector)", async () => {
    const dataSource = new DataSource({ ...toTypeOrmOptions(target), entities: [] });
    await dataSource.initialize();
    try {
      const rows = (await dataSource.query(QUERY)) as unknown[];
      assert.deepEqual({ ...(rows[0] as object) }, expected);
    } finally {
      await dataSource.destroy();
    }
  });

  test("Sequelize, with toSequelizeOptions", async () => {
    const sequelize = new Sequelize({ ...toSequelizeOptions(target), logging: false });
    try {
      const rows = await sequelize.query(QUERY, { type: QueryTypes.SELECT });
      assert.deepEqual({ ...(rows[0] as object) }, expected);
    } finally {
      await sequelize.close();
    }
  });

  test("MikroORM, with toMikroOrmOptions", async () => {
    const orm = await MikroMysql.init({
      ...toMikroOrmOptions(target),
      entities: [],
      discovery: { warnWhenNoEntities: false },
    });
    try {
      const rows = await orm.em.getConnection().execute(QUERY);
      assert.deepEqual({ ...(rows[0] as object) }, expected);
    } finally {
      await orm.close(true);
    }
  });
});

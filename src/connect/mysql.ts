// MySQL and MariaDB through mysql2 or the MariaDB connector: the driver named by ConnectOptions.driver,
// else mysql2 when installed, else mariadb when installed; the adapter's config with certificate files
// read, the default socket found for an empty host, and PREFERRED's second attempt (plain) made, all within
// the limits of sql/deadline.ts.

import type { MariadbConfig, Mysql2Config } from "../convert/index.js";
import { mysqlTls } from "../convert/mysql/common.js";
import { toMariadbConfig } from "../convert/mysql/mariadb-config.js";
import { toMysql2Config } from "../convert/mysql/mysql2-config.js";
import type { Target } from "../registry/index.js";
import type { MysqlTarget } from "../schemes/index.js";
import { DburiError } from "../uri/index.js";
import { askedDriver, importDriver, isInstalled } from "./load.js";
import { type SocketWatch, watchSockets } from "./sockets.js";
import { type AttemptContext, pingWith, sqlError, withDeadline, withTlsRetry } from "./sql/attempt.js";
import { checkLimit, connectionLimit, remainingMs, type SqlDeadline, sqlDeadline } from "./sql/deadline.js";
import { defaultMysqlSocket } from "./sql/default-socket.js";
import { mysqlFailure } from "./sql/errors.js";
import { resolveFilePath, tlsFileReader } from "./tls-files.js";
import type { ConnectOptions, DriverAdapter, PingResult } from "./types.js";

const ENGINE = "MySQL";
const DRIVERS = ["mysql2", "mariadb"] as const;
type MysqlDriver = (typeof DRIVERS)[number];
const ignore = () => {};

/** The part of a mysql2/promise or mariadb connection the adapter uses; both have these. */
interface Connection {
  query(sql: string): Promise<unknown>;
  end(): Promise<void>;
  destroy(): void;
  on(event: "error", listener: (error: unknown) => void): unknown;
}

interface Opened {
  readonly connection: Connection;
  /** `performance.now()` once the driver was loaded: where ping's latency starts. */
  readonly connecting: number;
  readonly driver: MysqlDriver;
  readonly config: Mysql2Config | MariadbConfig;
  readonly deadline: SqlDeadline;
}

/** The driver to use: the one asked for, else mysql2 if installed, else mariadb if installed. */
async function chooseDriver(options: ConnectOptions): Promise<MysqlDriver> {
  const asked = askedDriver(options, "MySQL or MariaDB", DRIVERS);
  if (asked !== undefined) return asked;
  if (await isInstalled("mysql2")) return "mysql2";
  if (await isInstalled("mariadb")) return "mariadb";
  throw new DburiError({
    code: "driver-not-installed",
    reason:
      "connecting to MySQL or MariaDB needs the 'mysql2' or the 'mariadb' package, and neither is installed",
    fix: "npm install mysql2 (or npm install mariadb)",
  });
}

/**
 * The driver's config: the adapter's, files read (relative paths against baseDirectory when given), the
 * default socket found for an empty host.
 */
async function configFor(driver: MysqlDriver, target: MysqlTarget, options: ConnectOptions) {
  const socketPath = target.socket === "" ? defaultMysqlSocket() : undefined;
  const adapterOptions = { socketPath, unsupported: options.unsupported, readFile: tlsFileReader(options) };
  const adapted =
    driver === "mysql2" ? toMysql2Config(target, adapterOptions) : toMariadbConfig(target, adapterOptions);
  const config: Mysql2Config | MariadbConfig = { ...adapted };
  if ("rsaPublicKey" in config && config.rsaPublicKey !== undefined) {
    // The MariaDB connector reads this file itself, when the server asks for the key.
    config.rsaPublicKey = resolveFilePath(config.rsaPublicKey, options);
    config.cachingRsaPublicKey = config.rsaPublicKey;
  }
  return { config, uriTimeout: adapted.connectTimeout };
}

/**
 * Opens a connection within the context's limit. The driver's own connect timer gets what is left of it
 * (mysql2 waits 10 s and the MariaDB connector 1 s by default), so that it closes its socket in time; a
 * connection that still arrives after the limit is destroyed, never left open.
 */
interface DriverModule {
  createConnection(c: object): Promise<Connection>;
}

function loadDriver(driver: MysqlDriver): Promise<DriverModule> {
  return importDriver<DriverModule>(driver === "mysql2" ? "mysql2/promise" : "mariadb", ENGINE);
}

async function openConnection(
  module: DriverModule,
  config: Mysql2Config | MariadbConfig,
  context: AttemptContext,
): Promise<Connection> {
  let abandoned = false;
  let watch: SocketWatch<Connection> | undefined;
  try {
    return await withDeadline(
      () => {
        watch = watchSockets(() =>
          module.createConnection({ ...config, connectTimeout: remainingMs(context.limit) }),
        );
        watch.result.then((connection) => {
          if (abandoned) connection.destroy();
        }, ignore);
        return watch.result;
      },
      context,
      () => {
        // Given up on (the limit, or the caller's signal): the socket being opened is closed now, not
        // when the driver's own timer fires.
        abandoned = true;
        watch?.destroy();
      },
    );
  } finally {
    watch?.stop();
  }
}

/** The URI parameter that set the connect timeout, as written: for messages that name it. */
function uriTimeoutParam(target: MysqlTarget): string {
  if (target.options.connectTimeout !== undefined) return "connectTimeout";
  // The scheme folds connect_timeout (seconds) into connect-timeout (milliseconds).
  const written = target.uri.queryEntries.some((entry) => entry.key.toLowerCase() === "connect_timeout");
  return written ? "connect_timeout" : "connect-timeout";
}

async function open(target: Target, options: ConnectOptions, started: number): Promise<Opened> {
  const mysql = target as MysqlTarget;
  const driver = await chooseDriver(options);
  const module = await loadDriver(driver);
  const connecting = performance.now();
  const { config, uriTimeout } = await configFor(driver, mysql, options);
  const param = uriTimeoutParam(mysql);
  const deadline = sqlDeadline(options, { ms: uriTimeout, param }, started);
  const context: AttemptContext = {
    target,
    engineName: ENGINE,
    limit: connectionLimit(deadline),
    classify: mysqlFailure,
    signal: options.signal,
  };
  const tls = mysqlTls(mysql);
  const preferred = tls.explicit && tls.mode === "PREFERRED";
  const { ssl: _tls, ...withoutTls } = config;
  const plain: Mysql2Config | MariadbConfig =
    driver === "mariadb" ? { ...withoutTls, ssl: false } : withoutTls;
  let used: Mysql2Config | MariadbConfig = config;
  try {
    const connection = await withTlsRetry<Mysql2Config | MariadbConfig, Connection>(
      preferred ? [config, plain] : [config],
      "unavailable",
      (c) => {
        used = c;
        return openConnection(module, c, context);
      },
      context,
    );
    return { connection, connecting, driver, config: used, deadline };
  } catch (error) {
    throw sqlError(error, context);
  }
}

/** MySQL's and MariaDB's adapter: a mysql2/promise or mariadb connection, and a ping that reads VERSION(). */
export const mysqlAdapter: DriverAdapter = {
  driver: chooseDriver,
  async connect(target, options) {
    return (await open(target, options, performance.now())).connection;
  },
  async ping(target, options): Promise<PingResult> {
    const { connection, connecting, driver, config, deadline } = await open(
      target,
      options,
      performance.now(),
    );
    const context: AttemptContext = {
      target,
      engineName: ENGINE,
      limit: checkLimit(deadline),
      classify: mysqlFailure,
      signal: options.signal,
    };
    connection.on("error", ignore);
    const check = async () => {
      const result = await connection.query("SELECT VERSION() AS version, DATABASE() AS `database`");
      // mysql2/promise answers [rows, fields]; the MariaDB connector answers the rows.
      const rows = (driver === "mysql2" ? (result as unknown[])[0] : result) as
        | { version?: string; database?: string | null }[]
        | undefined;
      return rows?.[0];
    };
    const closers = { end: () => connection.end(), destroy: () => connection.destroy() };
    return pingWith(check, closers, context, {
      engine: "mysql",
      driver,
      host: config.socketPath ?? config.host ?? null,
      port: config.socketPath === undefined ? (config.port ?? null) : null,
      started: connecting,
    });
  },
};

// Schemes written `<engine>+<suffix>` that are no registered name themselves (a registered one, such as
// mongodb+srv, redis+tls or clickhouse+https, is found as it is and never comes here). Three readers write
// them, and the suffix tells which:
// - xo/dburl's `protocol+transport` (README, "Database Connection URL Overview": the transport is "tcp",
//   "udp" or "unix"): the socket forms of transport.ts;
// - xo/dburl's `odbc+<Driver>` and `oleodbc+<Driver>` (dsn.go, GenOdbc: `Driver={...}` with each "+" a
//   space): the ODBC driver, kept on the target as `driver`;
// - SQLAlchemy's `dialect+driver` ("Engine Configuration", Database URLs:
//   `dialect+driver://username:password@host:port/database`): the DBAPI, kept on the target as `driver`,
//   which the sqlalchemy format writes back. No SQLAlchemy driver is called tcp, udp or unix.

import { type Registry, schemeAt } from "../../registry/registry.js";
import { DburiError } from "../../uri/index.js";
import { type Engine, engineOf } from "../engines/engines.js";
import type { DbTarget } from "../target/db-target.js";
import { readSpliced, Splice } from "./spliced.js";
import { isTransport, readTransport } from "./transport.js";

/** The engines whose suffix is an ODBC driver's name (xo/dburl's odbc and oleodbc schemes). */
const ODBC_ENGINES: readonly string[] = ["odbc", "oleodbc"];

/**
 * What a database target's `driver` names for its engine: an ODBC driver for xo/dburl's odbc and oleodbc
 * engines (`odbc+PostgreSQL+Unicode://`), SQLAlchemy's DBAPI for every other (`postgresql+psycopg2://`).
 * @example
 * driverKind(engineOf("odbc")!); // "odbc"
 * driverKind(engineOf("postgresql")!); // "dbapi"
 */
export function driverKind(engine: Engine): "odbc" | "dbapi" {
  return ODBC_ENGINES.includes(engine.canonical) ? "odbc" : "dbapi";
}

/** A SQLAlchemy driver name: a Python identifier, as its dialect entry points are named. */
const DBAPI = /^[A-Za-z0-9_]+$/;

/**
 * The target of `text` when its scheme (ending at `colon`) is `<engine>+<suffix>` for an engine of the
 * engine table; undefined when it is not, which leaves `interpret` to say that the scheme is unknown.
 * `read` interprets the equivalent text (`interpret` itself).
 * @throws DburiError `unknown-driver` for a SQLAlchemy driver that is no identifier; the socket forms'
 *   errors (transport.ts); what `read` throws for the equivalent text, moved into `text`
 * @example
 * const read = (text: string) => interpret(text) as DbTarget;
 * readCompound("postgresql+psycopg2://u@h/db", 20, registry, read)?.driver; // "psycopg2"
 * readCompound("pg+unix:/run/postgresql", 7, registry, read)?.socket; // "/run/postgresql"
 */
export function readCompound<T extends DbTarget>(
  text: string,
  colon: number,
  registry: Registry,
  read: (text: string) => T,
): T | undefined {
  const plus = text.indexOf("+");
  if (plus <= 0 || plus > colon) return undefined;
  const named = schemeAt(registry, text, 0, plus);
  const engine = named === undefined ? undefined : engineOf(named.name);
  if (engine === undefined) return undefined;
  const suffix = text.slice(plus + 1, colon);
  const scheme = text.slice(0, colon).toLowerCase();
  if (driverKind(engine) === "odbc") {
    // Each "+" of the driver's name is a space ("odbc+PostgreSQL+Unicode" names "PostgreSQL Unicode").
    const driver = suffix.replaceAll("+", " ");
    return readSpliced(new Splice(text, plus, colon, ""), read, { scheme, driver });
  }
  if (isTransport(suffix)) return readTransport(text, plus, colon, engine, read);
  if (!DBAPI.test(suffix)) {
    throw new DburiError({
      code: "unknown-driver",
      reason: `'${suffix}' is neither a SQLAlchemy driver name (letters, digits, '_') nor an xo/dburl transport (tcp, unix)`,
      fix: `name the DBAPI driver, e.g. ${named!.name}+psycopg2, or leave the suffix out: ${named!.name}:`,
      index: plus + 1,
      input: text,
    });
  }
  return readSpliced(new Splice(text, plus, colon, ""), read, { scheme, driver: suffix });
}

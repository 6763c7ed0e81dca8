// One scheme definition per row of the engine table, so that every engine name works bare (`pg://`,
// `postgresql://`) as well as inside db:, each interpreted by its rules' module.

import type { Interpreter, SchemeDefinition, Target } from "../registry/index.js";
import type { Uri } from "../uri/index.js";
import { type DatabaseKind, ENGINES, type Engine, type EngineRules, engineOf } from "./engines/engines.js";
import { mongodbTarget } from "./mongodb/mongodb.js";
import { isPlainMongodb, plainMongodbRecord } from "./mongodb/plain.js";
import { mysqlTarget } from "./mysql/mysql.js";
import { isPlainMysql, plainMysqlRecord } from "./mysql/plain.js";
import { isPlainPostgres, plainPostgresRecord } from "./postgres/plain.js";
import { postgresTarget } from "./postgres/postgres.js";
import { isPlainSqlite, plainSqliteRecord } from "./sqlite/plain.js";
import { sqliteTarget } from "./sqlite/sqlite.js";
import { type BuildContext, type DbTarget, genericDbTarget, type TargetBuilder } from "./target/db-target.js";
import { TargetView } from "./target/target-view.js";

/**
 * A plain reading (plain.ts): its checks, and the record of a URI that passes them, built as the full
 * reading would build it and never throwing.
 */
interface PlainReading {
  readonly check: (uri: Uri, context: BuildContext, engine: Engine | undefined) => boolean;
  readonly record: TargetBuilder;
}

/** Each kind of rules' module: its full reading, and its plain one where it has one. */
export interface Readings {
  readonly full: TargetBuilder;
  readonly plain?: PlainReading;
}

export const READINGS: Readonly<Record<EngineRules, Readings>> = {
  libpq: {
    full: postgresTarget,
    plain: { check: isPlainPostgres, record: plainPostgresRecord },
  },
  mysql: { full: mysqlTarget, plain: { check: isPlainMysql, record: plainMysqlRecord } },
  mongodb: {
    full: mongodbTarget,
    plain: { check: isPlainMongodb, record: plainMongodbRecord },
  },
  sqlite: {
    full: sqliteTarget,
    plain: { check: isPlainSqlite, record: plainSqliteRecord },
  },
  generic: { full: genericDbTarget },
};

/**
 * The target of `uri` by a kind of rules' readings: when its plain reading's checks pass, a view that
 * builds the record on its first read (target-view.ts); else the full reading's record, read now, with
 * every error and warning.
 * @throws DburiError the full reading's errors
 * @example
 * engineTarget(READINGS.libpq, parseUri("postgresql://h/db", { hostList: true }), context, engineOf("pg")).database; // "db"
 */
export function engineTarget(
  readings: Readings,
  uri: Uri,
  context: BuildContext,
  engine: Engine | undefined,
): DbTarget {
  const plain = readings.plain;
  if (plain?.check(uri, context, engine)) {
    return TargetView.of("db", undefined, plain.record, uri, context, engine);
  }
  return TargetView.of("db", readings.full(uri, context, engine));
}

/**
 * The engine row of a name the definition of `row` answers to: `row` itself for one of its own names (the
 * common case, and no lookup: no two rows share a name), else the row that has the name, else `row` (a
 * custom registry's alias).
 * @example
 * rowOf("postgres", engineOf("pg")!).canonical; // "pg"
 */
export function rowOf(name: string, row: Engine): Engine {
  return name === row.scheme || row.names.includes(name) ? row : (engineOf(name) ?? row);
}

/** A definition's interpreter: its rules' readings; a custom registry's alias falls back on the row. */
function hook(readings: Readings, row: Engine): Interpreter {
  return (uri, context): Target => engineTarget(readings, uri, context, rowOf(context.name, row));
}

/** The readings and row behind each definition's interpreter. */
const HOOKS = new Map<Interpreter, { readonly readings: Readings; readonly row: Engine }>();

/**
 * The readings and engine row behind one of the engine definitions' interpreters, or undefined for any
 * other interpreter: db: reads nested URIs with them directly, mapping the positions of what they build.
 */
export function readingsOf(
  interpreter: Interpreter | undefined,
): { readings: Readings; row: Engine } | undefined {
  return interpreter === undefined ? undefined : HOOKS.get(interpreter);
}

const REFERENCES: Readonly<Record<EngineRules, readonly string[]>> = {
  libpq: ["https://www.postgresql.org/docs/current/libpq-connect.html#LIBPQ-CONNSTRING-URIS"],
  mysql: ["https://dev.mysql.com/doc/refman/8.4/en/connecting-using-uri-or-key-value-pairs.html"],
  mongodb: [
    "https://github.com/mongodb/specifications/blob/master/source/connection-string/connection-string-spec.md",
    "https://github.com/mongodb/specifications/blob/master/source/uri-options/uri-options.md",
    "https://github.com/mongodb/specifications/blob/master/source/initial-dns-seedlist-discovery/initial-dns-seedlist-discovery.md",
  ],
  sqlite: ["https://www.sqlite.org/uri.html"],
  generic: [],
};

/** The reference implementation of the db: proposal, and the proposal itself. */
export const DB_REFERENCES: readonly string[] = [
  "https://theory.github.io/uri-db/",
  "https://github.com/theory/uri-db",
  "https://justatheory.com/2013/11/toward-a-database-uri-standard/",
];

const SYNTAX_TAIL: Readonly<Record<EngineRules, string>> = {
  libpq: "//[user[:password]@][host][:port][,host[:port]...][/dbname][?keyword=value[&...]]",
  mysql: "//[user[:password]@][host][:port][/schema][?option=value[&...]]",
  mongodb: "//[user[:password]@]host[:port][,host[:port]...][/[database]][?option=value[&...]]",
  sqlite: "[//[host]/]path[?param=value[&...]], the path an SQLite file name or file: URI",
  generic:
    "//[user[:password]@][host][:port][/database][?key=value[&...]] or <name>:[database][?key=value[&...]]",
};

const DATABASE_IS: Readonly<Record<DatabaseKind, string>> = {
  name: "a database name",
  file: "a local file path (relative or absolute)",
  "server-file": "a file path on the server",
  "service-name": "an Oracle service name",
  keyspace: "a keyspace",
  "catalog-schema": "catalog/schema",
  "project-dataset": "project/dataset",
  "project-instance-database": "project/instance/database",
  path: "a database path",
  none: "nothing the engine reads (it takes no database from the URI)",
};

const SECURITY =
  "The userinfo and the query (password, sslpassword and the like) may carry secrets: dburi redacts them in " +
  "everything it prints. Whether the connection is encrypted depends on the query (sslmode, ssl-mode, tls), " +
  "not on the scheme, except for the TLS variants.";

function definitionOf(engine: Engine): SchemeDefinition {
  const port = engine.defaultPort;
  const rules = engine.rules;
  const syntax = `${engine.scheme}:${SYNTAX_TAIL[rules].replace("<name>", engine.scheme)}`;
  return {
    name: engine.scheme,
    status: engine.status,
    aliases: engine.names.filter((name) => name !== engine.scheme),
    description: `${engine.product} connection URI`,
    applications: `${engine.product} clients; db:${engine.scheme}: URIs (Sqitch, URI::db)`,
    references: [...REFERENCES[rules], ...DB_REFERENCES],
    syntax,
    semantics:
      `Names a ${engine.product} database (canonical engine ${engine.canonical}); the path is ` +
      `${DATABASE_IS[engine.database]}. ` +
      (port === null ? "There is no default port." : `Default port ${port.port} (${port.reference}).`),
    encoding: "Percent-encoded UTF-8 (RFC 3986 §2.5).",
    security: SECURITY,
    defaultPort: port,
    tls: engine.tls,
    variantOf: engine.variantOf,
    canonicalEngine: engine.canonical,
    parseOptions: rules === "libpq" || rules === "mongodb" ? { hostList: true } : undefined,
    interpret: interpreterOf(engine),
  };
}

function interpreterOf(row: Engine): Interpreter {
  const readings = READINGS[row.rules];
  const interpreter = hook(readings, row);
  HOOKS.set(interpreter, { readings, row });
  return interpreter;
}

/**
 * A scheme definition for every row of the engine table, named after the row's scheme with every other
 * name as an alias; `BUILTIN_DEFINITIONS` registers them.
 * @example
 * ENGINE_DEFINITIONS.find((d) => d.name === "postgresql")?.aliases; // ["pg", "postgres", "pgsql", "pgxc", "postgresxc"]
 */
export const ENGINE_DEFINITIONS: readonly SchemeDefinition[] = Object.freeze(
  Object.values(ENGINES).map(definitionOf),
);

// The scheme definition of an engine table row, interpreted by its rules' family: what every engine
// name's definition says (syntax, semantics, references), written once for all the rows.

import type { SchemeDefinition } from "../../registry/index.js";
import type { Family } from "../target/family.js";
import { familyInterpreter } from "../target/interpreter.js";
import { type DatabaseKind, ENGINES, type Engine, type EngineRules } from "./engines.js";

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

/**
 * The reference implementation of the db: proposal, and the proposal itself.
 * @example
 * DB_REFERENCES[0]; // "https://theory.github.io/uri-db/"
 */
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

function definitionOf(engine: Engine, family: Family<unknown>): SchemeDefinition {
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
    interpret: familyInterpreter(family, engine),
  };
}

/**
 * A scheme definition for every row of the engine table whose rules are `rules`, in table order, each
 * interpreted by `family`: one family's share of `ENGINE_DEFINITIONS`.
 * @example
 * import { POSTGRES_FAMILY } from "../postgres/postgres.js";
 * engineDefinitions("libpq", POSTGRES_FAMILY).map((d) => d.name).includes("redshift"); // true
 */
export function engineDefinitions(rules: EngineRules, family: Family<unknown>): readonly SchemeDefinition[] {
  return Object.freeze(
    Object.values(ENGINES)
      .filter((engine) => engine.rules === rules)
      .map((engine) => definitionOf(engine, family)),
  );
}

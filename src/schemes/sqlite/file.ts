// The `file:` scheme as SQLite reads it: an SQLite URI file name ("Uniform Resource Identifiers",
// sqlite.org/uri.html: `file:data.db?mode=ro&cache=shared`, `file:///abs/x.db`, `file::memory:`), which is
// also Prisma's SQLite URL (`file:./dev.db`, Prisma ORM docs, "SQLite") and what toDsn(target, "uri")
// writes for an SQLite target. RFC 8089 registers `file` for any local file; dburi reads it as a database
// connection string only, so as SQLite's. Unlike xo/dburl, which opens `file:` by the file's header or
// extension (SQLite, DuckDB, or a PostgreSQL or MySQL socket: dburl.go, SchemeType), dburi reads the text
// alone, as SQLite's documented reading.

import type { SchemeDefinition } from "../../registry/index.js";
import { engineOf } from "../engines/engines.js";
import { familyInterpreter } from "../target/interpreter.js";
import { SQLITE_FAMILY } from "./sqlite.js";

const SQLITE_ROW = engineOf("sqlite")!;
const interpretSqlite = familyInterpreter(SQLITE_FAMILY, SQLITE_ROW);

/**
 * The `file` scheme's definition: IANA's permanent registration (RFC 8089), read as an SQLite URI file
 * name, its engine `sqlite` (so every SQLite conversion takes it).
 * @example
 * const target = interpret("file:data.db?mode=ro");
 * [target.engine, target.database]; // ["sqlite", "data.db"]
 */
export const FILE_DEFINITION: SchemeDefinition = {
  name: "file",
  status: "permanent",
  description: "SQLite URI file name",
  applications:
    "SQLite (sqlite3_open_v2 with SQLITE_OPEN_URI), Prisma's SQLite URLs, dburi's SQLite native URI",
  references: [
    "RFC 8089",
    "https://www.sqlite.org/uri.html",
    "https://www.prisma.io/docs/orm/overview/databases/sqlite",
  ],
  syntax: "file:[//[localhost]]path[?param=value[&...]][#fragment]",
  semantics:
    "Names an SQLite database file: the path, percent-decoded (relative when it does not start with '/'; " +
    "a drive letter after '/' is a Windows path), or :memory:; the query holds SQLite's URI parameters " +
    "(vfs, mode, cache, psow, nolock, immutable, modeof). The authority is empty or localhost.",
  encoding: "Percent-encoded UTF-8 (RFC 3986 §2.5), decoded once.",
  security: "A file name carries no credentials; `modeof` and `vfs` name local files and modules.",
  defaultPort: null,
  canonicalEngine: "sqlite",
  // The engine is SQLite's, whatever the scheme: the conversions look the engine up by name.
  interpret: (uri, context) => interpretSqlite(uri, { ...context, name: "sqlite" }),
};

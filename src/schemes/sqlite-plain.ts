// The plain reading of an SQLite URI (plain.ts): a file path that is no SQLite URI file name, no host but
// an empty one or localhost, no port, no fragment, and a query of SQLite's parameters. Unlike the server
// engines, the form without an authority (db:sqlite:/var/db/x.sqlite) is plain too. Every other URI is
// read by sqliteTarget in full.

import type { Uri } from "../uri/index.js";
import { scannedOffsets } from "../uri/uri.js";
import { type BuildContext, type DbTargetRecord, NONE, singleHost } from "./db-target.js";
import type { Engine } from "./engines.js";
import { plainKeys, plainQuery } from "./plain.js";
import { isFileName, SQLITE_PARAMS, SqliteTargetRecord } from "./sqlite.js";
import { databaseOf } from "./target.js";

const PLAIN_KEYS = plainKeys(SQLITE_PARAMS, []);

/**
 * The target of a plain SQLite URI, unfrozen, the same as `sqliteTarget` gives; undefined for any other URI.
 * @example
 * plainSqlite(parseUri("db:sqlite:/var/db/x.sqlite".slice(3)), context, engineOf("sqlite"))?.database; // "/var/db/x.sqlite"
 */
export function plainSqlite(
  uri: Uri,
  context: BuildContext,
  engine: Engine | undefined,
): DbTargetRecord | undefined {
  const o = scannedOffsets(uri);
  if (o.fragmentStart >= 0 || o.port >= 0 || o.portStart >= 0 || o.hostListEnd >= 0) return undefined;
  const host = uri.host;
  if (host !== null && host !== "" && host.toLowerCase() !== "localhost") return undefined;
  const path = uri.path;
  if (isFileName(o.hostStart >= 0 ? path.slice(1) : path)) return undefined;
  const query = plainQuery(uri.href, o, PLAIN_KEYS);
  if (query === undefined) return undefined;
  const database = databaseOf(uri);
  const read = query.read;
  return new SqliteTargetRecord(
    uri,
    context,
    engine,
    {
      host,
      hosts: singleHost(host, null, null),
      port: null,
      socket: null,
      user: uri.username,
      password: uri.password,
      database,
      params: query.params,
      read,
      tls: false,
      warnings: NONE,
    },
    database === ":memory:" || read?.options.mode === "memory",
  );
}

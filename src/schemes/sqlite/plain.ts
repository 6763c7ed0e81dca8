// The plain reading of an SQLite URI (plain.ts): a file path that is no SQLite URI file name, no host but
// an empty one or localhost, no port, no fragment, and a query of SQLite's parameters. Unlike the server
// engines, the form without an authority (db:sqlite:/var/db/x.sqlite) is plain too. Every other URI is
// read by sqliteTarget in full.

import type { Uri } from "../../uri/index.js";
import { scannedOffsets } from "../../uri/uri.js";
import type { Engine } from "../engines/engines.js";
import { type BuildContext, NONE, singleHost } from "../target/db-target.js";
import { isPlainQuery, plainKeys, plainQuery } from "../target/plain.js";
import { databaseOf } from "../target/target.js";
import { isFileName, SQLITE_PARAMS, SqliteTargetRecord } from "./sqlite.js";

const PLAIN_KEYS = plainKeys(SQLITE_PARAMS, []);

/**
 * Whether `uri` is a plain SQLite URI: a file path that is no SQLite URI file name, no host but an empty one
 * or localhost, no port, no fragment, and a query of SQLite's parameters. Such a URI is valid, and
 * `plainSqliteRecord` reads it as `sqliteTarget` would.
 * @example
 * isPlainSqlite(parseUri("sqlite:///var/db/x.sqlite?mode=ro")); // true
 */
export function isPlainSqlite(uri: Uri): boolean {
  const o = scannedOffsets(uri);
  if (o.fragmentStart >= 0 || o.port >= 0 || o.portStart >= 0 || o.hostListEnd >= 0) return false;
  const host = uri.host;
  if (host !== null && host !== "" && host.toLowerCase() !== "localhost") return false;
  const path = uri.path;
  return !isFileName(o.hostStart >= 0 ? path.slice(1) : path) && isPlainQuery(uri.href, o, PLAIN_KEYS);
}

/**
 * The record of a plain SQLite URI (see `isPlainSqlite`), unfrozen, the same as `sqliteTarget` gives.
 * @example
 * plainSqliteRecord(parseUri("sqlite::memory:"), context, engineOf("sqlite")).memory; // true
 */
export function plainSqliteRecord(
  uri: Uri,
  context: BuildContext,
  engine: Engine | undefined,
): SqliteTargetRecord {
  const query = plainQuery(uri.href, scannedOffsets(uri), PLAIN_KEYS)!;
  const host = uri.host;
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

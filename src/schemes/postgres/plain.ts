// The plain reading of a PostgreSQL URI (plain.ts): one host, no NUL, and a query of typed keywords alone,
// sslmode among them. Every other URI is read by postgresTarget in full.

import type { Uri } from "../../uri/index.js";
import { Escapes } from "../../uri/offsets.js";
import { scannedOffsets } from "../../uri/uri.js";
import type { Engine } from "../engines/engines.js";
import { type BuildContext, NONE, singleHost, socketOf } from "../target/db-target.js";
import { isPlainQuery, isPlainShape, plainKeys, plainQuery } from "../target/plain.js";
import { databaseOf } from "../target/target.js";
import { LIBPQ_FOLDED, LIBPQ_PARAMS, LIBPQ_SWITCHES, type SslMode } from "./params.js";
import { PostgresTargetRecord } from "./postgres.js";
import { DEFAULT_SSL, explicitSsl } from "./ssl.js";

/**
 * The keywords of a plain query: not those folded into the target's fields, not the switches (0 or 1 read
 * as booleans), and none of those that postgres/ssl.ts and postgres/hosts.ts weigh against each other.
 */
const PLAIN_KEYS = plainKeys(LIBPQ_PARAMS, [
  ...LIBPQ_FOLDED,
  ...LIBPQ_SWITCHES,
  "hostaddr",
  "sslrootcert",
  "sslnegotiation",
  "ssl_min_protocol_version",
  "ssl_max_protocol_version",
  "require_auth",
]);

/**
 * Whether `uri` is a plain PostgreSQL URI: one host, no NUL, and a query of typed keywords alone. Such a
 * URI is valid, and `plainPostgresRecord` reads it as `postgresTarget` would.
 * @example
 * isPlainPostgres(parseUri("postgresql://h/app?sslmode=require", { hostList: true })); // true
 */
export function isPlainPostgres(uri: Uri): boolean {
  const o = scannedOffsets(uri);
  // libpq refuses %00 anywhere: the full reading says so.
  return isPlainShape(o) && (o.escapes & Escapes.Nul) === 0 && isPlainQuery(uri.href, o, PLAIN_KEYS);
}

/**
 * The record of a plain PostgreSQL URI (see `isPlainPostgres`), unfrozen, the same as `postgresTarget`
 * gives.
 * @example
 * plainPostgresRecord(parseUri("postgresql://h/app?sslmode=require", { hostList: true }), context, engineOf("pg")).tls; // true
 */
export function plainPostgresRecord(
  uri: Uri,
  context: BuildContext,
  engine: Engine | undefined,
): PostgresTargetRecord {
  const query = plainQuery(uri.href, scannedOffsets(uri), PLAIN_KEYS)!;
  const mode = query.read?.options.sslmode as SslMode | undefined;
  const ssl = mode === undefined ? DEFAULT_SSL : explicitSsl(mode);
  const defaultPort = engine?.defaultPort?.port ?? null;
  const host = uri.host;
  const port = uri.port;
  return new PostgresTargetRecord(
    uri,
    context,
    engine,
    {
      host,
      hosts: singleHost(host, port, defaultPort),
      port,
      socket: socketOf(host),
      user: uri.username,
      password: uri.password,
      database: databaseOf(uri),
      params: query.params,
      read: query.read,
      tls: ssl.encrypt === "always",
      warnings: NONE,
    },
    ssl,
  );
}

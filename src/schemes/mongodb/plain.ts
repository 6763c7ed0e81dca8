// The plain reading of a MongoDB URI (plain.ts): one host that is no socket path, a database name MongoDB
// takes, no second ":" in the userinfo, and no query. Every other URI is read by mongodbTarget in full.

import type { Uri } from "../../uri/index.js";
import { scannedOffsets } from "../../uri/uri.js";
import type { Engine } from "../engines/engines.js";
import { type BuildContext, NONE, singleHost } from "../target/db-target.js";
import { isPlainShape } from "../target/plain.js";
import { databaseOf } from "../target/target.js";
import { badDatabaseChar, MongodbTargetRecord } from "./mongodb.js";

/**
 * Whether `uri` is a plain MongoDB URI: one host that is no socket path, a database name MongoDB takes, no
 * second ":" in the userinfo, and no query. Such a URI is valid, and `plainMongodbRecord` reads it as
 * `mongodbTarget` would. The context tells a bare URI from one inside db:, the engine the SRV form.
 * @example
 * isPlainMongodb(parseUri("mongodb://localhost:27017", { hostList: true }), context, engineOf("mongodb")); // true
 */
export function isPlainMongodb(uri: Uri, context: BuildContext, engine: Engine | undefined): boolean {
  const o = scannedOffsets(uri);
  if (!isPlainShape(o) || o.queryStart >= 0) return false;
  const host = uri.host!;
  const srv = engine !== undefined && engine.variantOf === "mongodb";
  const bare = context.scheme !== "db";
  // The DNS-seedlist form takes one host name and no port; a bare URI needs a host.
  if (host.includes("/") || ((srv || bare) && host === "") || (srv && o.port >= 0)) return false;
  if (bare) {
    const database = databaseOf(uri);
    if (database !== null && badDatabaseChar(database) >= 0) return false;
    const userinfo = uri.userinfo;
    if (userinfo !== null && userinfo.indexOf(":") !== userinfo.lastIndexOf(":")) return false;
  }
  return true;
}

/**
 * The record of a plain MongoDB URI (see `isPlainMongodb`), unfrozen, the same as `mongodbTarget` gives.
 * @example
 * plainMongodbRecord(parseUri("mongodb://localhost:27017", { hostList: true }), context, engineOf("mongodb")).port; // 27017
 */
export function plainMongodbRecord(
  uri: Uri,
  context: BuildContext,
  engine: Engine | undefined,
): MongodbTargetRecord {
  const host = uri.host!;
  const port = uri.port;
  const srv = engine !== undefined && engine.variantOf === "mongodb";
  const defaultPort = engine === undefined ? null : (engine.defaultPort?.port ?? null);
  return new MongodbTargetRecord(
    uri,
    context,
    engine,
    {
      host,
      hosts: singleHost(host, port, defaultPort),
      port,
      socket: host === "" ? host : null,
      user: uri.username,
      password: uri.password,
      database: databaseOf(uri),
      params: NONE,
      tls: srv,
      warnings: NONE,
    },
    srv,
  );
}

// The plain reading of a MongoDB URI (plain.ts): one host that is no socket path, a database name MongoDB
// takes, no second ":" in the userinfo, and no query. Every other URI is read by mongodbTarget in full.

import type { Uri } from "../uri/index.js";
import { scannedOffsets } from "../uri/uri.js";
import { type BuildContext, type DbTargetRecord, NONE, singleHost } from "./db-target.js";
import type { Engine } from "./engines.js";
import { badDatabaseChar, MongodbTargetRecord } from "./mongodb.js";
import { isPlainShape } from "./plain.js";
import { databaseOf } from "./target.js";

/**
 * The target of a plain MongoDB URI, unfrozen, the same as `mongodbTarget` gives; undefined for any other
 * URI.
 * @example
 * plainMongodb(parseUri("mongodb://localhost:27017", { hostList: true }), context, engineOf("mongodb"))?.port; // 27017
 */
export function plainMongodb(
  uri: Uri,
  context: BuildContext,
  engine: Engine | undefined,
): DbTargetRecord | undefined {
  const o = scannedOffsets(uri);
  if (!isPlainShape(o) || o.queryStart >= 0) return undefined;
  const host = uri.host!;
  const port = uri.port;
  const srv = engine !== undefined && engine.variantOf === "mongodb";
  const bare = context.scheme !== "db";
  // The DNS-seedlist form takes one host name and no port; a bare URI needs a host.
  if (host.includes("/") || ((srv || bare) && host === "") || (srv && port !== null)) return undefined;
  const database = databaseOf(uri);
  if (bare && database !== null && badDatabaseChar(database) >= 0) return undefined;
  const userinfo = bare ? uri.userinfo : null;
  if (userinfo !== null && userinfo.indexOf(":") !== userinfo.lastIndexOf(":")) return undefined;
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
      database,
      params: NONE,
      tls: srv,
      warnings: NONE,
    },
    srv,
  );
}

// What every redis form reads the same way: the typed query parameters, the credentials, TLS and the
// fragment, and the fields a target builds from them: check reads and refuses, and keeps the credentials'
// and the database's warnings; a build adds the warnings only it collects (the query's own, TLS's, the
// fragment's) and types nothing again. The parts live in reading.ts (indexes), credentials.ts, db.ts,
// tls.ts and values.ts.

import type { Finding } from "../../registry/index.js";
import type { Uri } from "../../uri/index.js";
import { scannedOffsets } from "../../uri/uri.js";
import { type FamilyContext, forced } from "../target/family.js";
import { NO_OPTIONS, NONE, offsetIn, queryPairs } from "../target/fields.js";
import { type QueryKeys, queryFindings, typeQuery } from "../target/query.js";
import { readCredentials } from "./credentials.js";
import { type Reading, warn } from "./reading.js";
import { type RedisSourceKeys, redisSourceKeys } from "./source-keys.js";
import type { RedisCommonFields, RedisOptions } from "./target.js";
import { readTls, tlsWarnings } from "./tls.js";
import { checkRedisValues } from "./values.js";

/**
 * What a redis form's check found: the reading (the handled keys' entries, the credentials' warnings), the
 * typed parameters, the credentials and TLS as the query and the userinfo decide them, and the database
 * once `readDb` has read it (undefined until then: the path's, as written) with its warnings.
 * @example
 * const uri = parseUri("redis://h/0?ssl=true");
 * const context = { definition: REDIS_DEFINITION, name: "redis", href: uri.href, scheme: "redis", registry };
 * const common: Common | undefined = checkCommon(uri, context, { socket: false });
 * common?.tls; // true
 */
export interface Common {
  readonly reading: Reading;
  readonly user: string | null;
  readonly password: string | null;
  readonly options: RedisOptions;
  readonly tls: boolean;
  /** The query keys this form reads as the database, the user name and the password. */
  readonly keys: RedisSourceKeys;
  /** The catalogue's keys as this form's query is typed by them (the source keys handled). */
  readonly paramKeys: QueryKeys;
  /** The database as the path and the query give it, once read; undefined: the path's, unread. */
  database: string | null | undefined;
  /** The warnings of reading the database (`redundant-database`), which come last. */
  readonly databaseWarnings: Finding[];
  /** Whether the URI has a query. */
  readonly query: boolean;
}

/**
 * Reads what every redis form shares, when the URI has any of it: a query (typed parameters, credentials
 * and TLS from it), a userinfo that calls for a warning (an empty password, a user name without one), a
 * fragment. Undefined when it has none: the target then takes its credentials from the userinfo and its
 * TLS from the scheme, with no warning. Of the warnings, only the credentials' are collected here; a build
 * adds the others (`commonFields`).
 * @throws DburiError `ambiguous-password`, `ambiguous-username`, `invalid-param`, `conflicting-tls`, ...
 * @example
 * const uri = parseUri("redis://h/0?db=0");
 * const context = { definition: REDIS_DEFINITION, name: "redis", href: uri.href, scheme: "redis", registry };
 * checkCommon(uri, context, { socket: false })?.reading.entries.length; // 1
 * const plain = parseUri("redis://:pw@h/0");
 * checkCommon(plain, { ...context, href: plain.href }, { socket: false }); // undefined
 */
export function checkCommon(
  uri: Uri,
  context: FamilyContext,
  { socket, sentinel = false }: { socket: boolean; sentinel?: boolean },
): Common | undefined {
  const o = scannedOffsets(uri);
  const userinfoWarns =
    o.userinfoEnd >= 0 &&
    (o.passwordStart < 0 ? o.userinfoEnd > o.authorityStart : o.passwordStart === o.userinfoEnd);
  if (o.queryStart < 0 && !userinfoWarns && o.fragmentStart < 0 && !forced(context)) return undefined;
  const href = context.href;
  const offset = offsetIn(uri, href);
  const keys = redisSourceKeys(context.name);
  const paramKeys = keys.queryKeys;
  const all = () => uri.queryEntries;
  const query = o.queryStart < 0 ? undefined : typeQuery(uri, paramKeys, { href, offset, syntax: "uri" });
  const options = (query === undefined ? NO_OPTIONS : query.options) as RedisOptions;
  const reading: Reading = { uri, href, offset, entries: query?.handled ?? NONE, all, warnings: [] };
  checkRedisValues(reading, options, sentinel);
  const { user, password } = readCredentials(reading, keys);
  const tls = readTls(reading, { context, options, socket });
  return {
    reading,
    user,
    password,
    options,
    tls,
    keys,
    paramKeys,
    database: undefined,
    databaseWarnings: [],
    query: query !== undefined,
  };
}

/**
 * The fields every redis form builds alike, from the URI and what its check read: the credentials and
 * options of `common`, or, without one, the userinfo's and none. The warnings are check's and what only a
 * build collects, in this order: the credentials', the query's own (unknown and repeated keys), TLS's, the
 * fragment's, the database's. `socket`: whether the form is a unix socket's; `fragmentRead`: whether the
 * form reads the fragment (Sentinel's master name), which then draws no warning.
 * @example
 * commonFields(parseUri("redis://u:pw@h"), undefined, false).password; // "pw"
 */
export function commonFields(
  uri: Uri,
  common: Common | undefined,
  socket: boolean,
  fragmentRead = false,
): RedisCommonFields {
  if (common === undefined) {
    return { user: uri.username, password: uri.password, params: NONE, options: NO_OPTIONS, warnings: NONE };
  }
  const reading = common.reading;
  const { href, offset } = reading;
  const warnings: Finding[] = [];
  const credentials = reading.warnings;
  for (let i = 0; i < credentials.length; i++) warnings.push(credentials[i]!);
  const entries = common.query ? reading.all() : NONE;
  if (common.query) queryFindings(entries, common.paramKeys, { href, offset, syntax: "uri" }, warnings);
  tlsWarnings(reading, { options: common.options, tls: common.tls, socket }, warnings);
  const fragment = uri.fragment;
  if (fragment !== null && !fragmentRead) {
    warn(warnings, {
      code: "fragment-ignored",
      message: "the fragment has no meaning in redis URIs and is ignored",
      index: offset + uri.href.length - fragment.length - 1,
      fix: "remove the '#' and what follows",
      section: "redis registration, Interoperability considerations",
    });
  }
  const database = common.databaseWarnings;
  for (let i = 0; i < database.length; i++) warnings.push(database[i]!);
  return {
    user: common.user,
    password: common.password,
    params: common.query ? queryPairs(entries) : NONE,
    options: common.options,
    warnings,
  };
}

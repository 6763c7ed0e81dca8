// What every redis form reads the same way: the typed query parameters, the credentials, TLS and the
// fragment, collected into the warnings of one reading, and the fields a target builds from them. The
// parts live in reading.ts (indexes), credentials.ts, db.ts, tls.ts and values.ts.

import type { Finding } from "../../registry/index.js";
import type { Uri } from "../../uri/index.js";
import { scannedOffsets } from "../../uri/uri.js";
import { type FamilyContext, forced } from "../target/family.js";
import { NO_OPTIONS, NONE, offsetIn, queryPairs } from "../target/fields.js";
import { readQuery } from "../target/query.js";
import { readCredentials } from "./credentials.js";
import { type Reading, warn } from "./reading.js";
import { type RedisSourceKeys, redisSourceKeys } from "./source-keys.js";
import type { RedisCommonFields, RedisOptions } from "./target.js";
import { readTls } from "./tls.js";
import { checkRedisValues } from "./values.js";

/**
 * What a redis form's check found: the reading (its query entries and warnings), the typed parameters,
 * the credentials and TLS as the query and the userinfo decide them, and the database once `readDb` has
 * read it (undefined until then: the path's, as written).
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
  /** The database as the path and the query give it, once read; undefined: the path's, unread. */
  database: string | null | undefined;
  /** Whether the URI has a query. */
  readonly query: boolean;
}

/**
 * Reads what every redis form shares, when the URI has any of it: a query (typed parameters, credentials
 * and TLS from it), a userinfo that calls for a warning (an empty password, a user name without one), a
 * fragment. Undefined when it has none: the target then takes its credentials from the userinfo and its
 * TLS from the scheme, with no warning.
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
  { socket }: { socket: boolean },
): Common | undefined {
  const o = scannedOffsets(uri);
  const userinfoWarns =
    o.userinfoEnd >= 0 &&
    (o.passwordStart < 0 ? o.userinfoEnd > o.authorityStart : o.passwordStart === o.userinfoEnd);
  if (o.queryStart < 0 && !userinfoWarns && o.fragmentStart < 0 && !forced(context)) return undefined;
  return readCommon(uri, context, { socket, collect: false });
}

/**
 * The reading of what every redis form shares, for a URI that has something to read; with `collect` (a
 * build), its warnings too.
 * @throws DburiError as checkCommon
 * @example
 * const uri = parseUri("redis://h/0?db=0&color=red");
 * const context = { definition: REDIS_DEFINITION, name: "redis", href: uri.href, scheme: "redis", registry };
 * readCommon(uri, context, { socket: false, collect: true }).reading.warnings[0]?.code; // "unknown-param"
 */
export function readCommon(
  uri: Uri,
  context: FamilyContext,
  { socket, collect }: { socket: boolean; collect: boolean },
): Common {
  const href = context.href;
  const offset = offsetIn(uri, href);
  const warnings: Finding[] = [];
  const sourceKeys = redisSourceKeys(context.name);
  const all = () => uri.queryEntries;
  const paramWarnings: Finding[] = [];
  const query =
    scannedOffsets(uri).queryStart < 0
      ? undefined
      : readQuery(
          uri,
          sourceKeys.queryKeys,
          { href, offset, syntax: "uri" },
          collect ? { warnings: paramWarnings, entries: all } : null,
        );
  const options = (query === undefined ? NO_OPTIONS : query.options) as RedisOptions;
  const reading: Reading = { uri, href, offset, entries: query?.handled ?? NONE, all, warnings, collect };
  const keys = sourceKeys;
  checkRedisValues(reading, options);
  const { user, password } = readCredentials(reading, keys);
  for (let i = 0; i < paramWarnings.length; i++) warnings.push(paramWarnings[i]!);
  const tls = readTls(reading, { context, options, socket });
  const fragment = uri.fragment;
  if (fragment !== null) {
    warn(warnings, {
      code: "fragment-ignored",
      message: "the fragment has no meaning in redis URIs and is ignored",
      index: offset + uri.href.length - fragment.length - 1,
      fix: "remove the '#' and what follows",
      section: "redis registration, Interoperability considerations",
    });
  }
  return { reading, user, password, options, tls, keys, database: undefined, query: query !== undefined };
}

/**
 * The fields every redis form builds alike, from the URI and what its check read: the credentials and
 * options of `common`, or, without one, the userinfo's and none.
 * @example
 * commonFields(parseUri("redis://u:pw@h"), undefined).password; // "pw"
 */
export function commonFields(uri: Uri, common: Common | undefined): RedisCommonFields {
  if (common === undefined) {
    return { user: uri.username, password: uri.password, params: NONE, options: NO_OPTIONS, warnings: NONE };
  }
  const reading = common.reading;
  return {
    user: common.user,
    password: common.password,
    params: common.query ? queryPairs(reading.all()) : NONE,
    options: common.options,
    warnings: reading.warnings,
  };
}

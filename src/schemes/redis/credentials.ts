// The user name and password of a redis URI: from the userinfo and from the query, which must agree, with
// the warnings the registration's AUTH rule calls for.

import type { Finding } from "../../registry/index.js";
import { type Reading, userinfoIndex, warn } from "./reading.js";
import type { RedisSourceKeys } from "./source-keys.js";
import { type Given, pickOne, queryGivens, type SourceKind } from "./sources.js";

const PASSWORD: SourceKind = Object.freeze({ name: "password", secret: true });
const USERNAME: SourceKind = Object.freeze({ name: "username", secret: false });

/** The userinfo's user name or password as a `Given`, or null when the userinfo has none. */
function inUserinfo(value: string | null, reading: Reading): Given | null {
  return value === null ? null : { value, where: "the userinfo", index: userinfoIndex(reading) };
}

/**
 * The user name and password (each null when not given), read from the userinfo and the form's query keys.
 * Adds `password-in-query`, `empty-password`, `username-without-password` and `redundant-*` warnings.
 * @throws DburiError `ambiguous-password`, `ambiguous-username`
 * @example
 * import type { Reading } from "./reading.js";
 * import { redisSourceKeys } from "./source-keys.js";
 * const uri = parseUri("redis://app:pw@h");
 * const all = () => uri.queryEntries;
 * const reading: Reading = { uri, href: uri.href, offset: 0, entries: all(), all, warnings: [] };
 * readCredentials(reading, redisSourceKeys("redis")); // { user: "app", password: "pw" }
 */
export function readCredentials(
  reading: Reading,
  keys: RedisSourceKeys,
): { user: string | null; password: string | null } {
  const { uri, href, offset, entries, warnings } = reading;
  const queryPasswords = queryGivens(entries, keys.password, offset);
  const password = pickOne(inUserinfo(uri.password, reading), queryPasswords, PASSWORD, href, warnings);
  const usernames = queryGivens(entries, keys.username, offset);
  const user = pickOne(inUserinfo(uri.username, reading), usernames, USERNAME, href, warnings);
  if (queryPasswords[0] !== undefined) {
    warn(warnings, {
      code: "password-in-query",
      message: "the password is in the query, where proxies and access logs record it more often",
      index: queryPasswords[0].index,
      fix: "move it to the userinfo: redis://:password@host",
    });
  }
  if (password?.value === "") {
    warn(warnings, {
      code: "empty-password",
      message: "the password is empty, so no AUTH is sent",
      index: password.index,
      fix: "write the password, or leave out the ':' to say there is none",
    });
  } else if (password === null && user !== null && user.value !== "") {
    warnUserWithoutPassword(warnings, user);
  }
  return { user: user?.value ?? null, password: password?.value ?? null };
}

/**
 * A user name without a password. The user is not quoted: in the userinfo (`redis://secret@host`) it is a
 * password to Lettuce, hedis and redis-cli, which read a userinfo without ':' as the password; dburi,
 * like redis-py, node-redis, ioredis and redis-rs, reads it as the user name, and prints it as one.
 */
function warnUserWithoutPassword(warnings: Finding[], user: Given): void {
  const inUserinfo = user.where === "the userinfo";
  warn(warnings, {
    code: "username-without-password",
    message: `${user.where} names a user but no password is given, so AUTH cannot be sent and the connection is unauthenticated`,
    index: user.index,
    fix: inUserinfo
      ? "add the password (redis://user:password@host), or drop the user name; if it is a password (as Lettuce, hedis and redis-cli read it), write :secret@ instead: as written it is a user name, printed in the clear"
      : "add the password (redis://user:password@host), or drop the user name",
    section: "redis registration, Scheme semantics",
  });
}

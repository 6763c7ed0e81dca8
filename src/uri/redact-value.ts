// Secrets inside one decoded query value, as the target's params, toDsn's `redact` and `omitPassword`, and
// every printed option show it: a secret key's whole value, the secret items of a `KEY:value` list, a JSON
// object with a secret member, a `?password=` that a raw "?" split off, and the secrets of a value that is
// itself a connection string or a URI (SQLAlchemy's `odbc_connect`, a URL in a parameter).

import { mergeSpans, valueSecretSpans } from "./redact-spans.js";
import {
  applySpans,
  holdsSecretMember,
  type ItemListOptions,
  isSecretKey,
  REDACTED,
  secretItemRanges,
} from "./secrets.js";

/** How `secretItemRanges` and `holdsSecretMember` read a decoded value: its keys as they are. */
function decodedList(value: string): ItemListOptions {
  return { percentEncoded: false, decodeKey: (start, end) => value.slice(start, end) };
}

/**
 * Where the value of a secret `key=value` pair starts inside a query value that a raw "?" split off:
 * `redis://h/0?x=1?password=s` gives the pair `x` = `1?password=s`, which a person reads as a password.
 * Everything from there to the end is the secret (the query's separators already ended the value). -1
 * when there is none.
 */
function embeddedSecretIndex(value: string): number {
  for (let mark = value.indexOf("?"); mark >= 0; mark = value.indexOf("?", mark + 1)) {
    const equals = value.indexOf("=", mark + 1);
    if (equals >= 0 && isSecretKey(value.slice(mark + 1, equals))) return equals + 1;
  }
  return -1;
}

/**
 * A decoded query value as it may be shown: `***` when the key is secret (and the value not empty), else
 * the value with the secret items of a `KEY:value,...` list hidden, and the secrets of a value that is
 * itself a connection string or a URI hidden as they would be in one (`redact`), at any depth.
 * @example
 * redactParamValue("password", "s3cret"); // "***"
 * redactParamValue("authMechanismProperties", "AWS_SESSION_TOKEN:t0k"); // "AWS_SESSION_TOKEN:***"
 * redactParamValue("ssl", '{"passphrase":"s3cret"}'); // "***"
 * redactParamValue("odbc_connect", "DRIVER={ODBC Driver 18};UID=sa;PWD=s3cret"); // "DRIVER={ODBC Driver 18};UID=sa;PWD=***"
 * redactParamValue("sslmode", "require"); // "require"
 */
export function redactParamValue(key: string, value: string): string {
  return redactValueOfKey(value, keySecrecy(key));
}

/**
 * Whether a query key is secret, as `isSecretKey` says: what a caller that has found the key in a family's
 * catalogue already knows (each entry's `secret`, which test/schemes/catalogue.test.ts holds equal to it).
 */
export type KeySecrecy = "secret" | "not-secret";

/**
 * The secrecy of a query key: as `known` (a family catalogue's, by the keys it lists) gives it, else as
 * `isSecretKey` reads it. Not exported from the package.
 * @example
 * keySecrecy("password"); // "secret"
 * keySecrecy("sslmode", new Map([["sslmode", "not-secret"]])); // "not-secret"
 */
export function keySecrecy(key: string, known?: ReadonlyMap<string, KeySecrecy>): KeySecrecy {
  return known?.get(key) ?? (isSecretKey(key) ? "secret" : "not-secret");
}

/**
 * `redactParamValue` for a key whose secrecy the caller knows: the key is not read again, the value is.
 * Not exported from the package.
 * @example
 * redactValueOfKey("s3cret", "secret"); // "***"
 * redactValueOfKey("AWS_SESSION_TOKEN:t0k", "not-secret"); // "AWS_SESSION_TOKEN:***"
 */
export function redactValueOfKey(value: string, key: KeySecrecy): string {
  if (key === "secret" || holdsSecretMember(value, 0, value.length, decodedList(value))) {
    return value === "" ? value : REDACTED;
  }
  const cut = embeddedSecretIndex(value);
  if (cut >= 0) return value.slice(0, cut) + REDACTED;
  const nested = valueSecretSpans(value);
  if (!value.includes(":")) return applySpans(value, nested);
  const items = secretItemRanges(value, 0, value.length, decodedList(value));
  return applySpans(value, mergeSpans([...items, ...nested]));
}

/**
 * A decoded query value without its secrets, for a string that must hold none: null when the key is
 * secret, every item of its list was secret, or the value holds what redaction hides as a secret of a
 * connection string or URI inside it (`user:pw@host` too, as `redactParamValue` reads it: a value cannot
 * be shortened without changing what it says), else the value without the secret `KEY:value` items.
 * @example
 * omitSecretParamValue("authMechanismProperties", "SERVICE_NAME:m,AWS_SESSION_TOKEN:t"); // "SERVICE_NAME:m"
 * omitSecretParamValue("token", "t"); // null
 * omitSecretParamValue("odbc_connect", "SERVER=h;PWD=s3cret"); // null
 */
export function omitSecretParamValue(key: string, value: string): string | null {
  return omitValueOfKey(value, keySecrecy(key));
}

/**
 * `omitSecretParamValue` for a key whose secrecy the caller knows (`KeySecrecy`). Not exported from the
 * package.
 * @example
 * omitValueOfKey("t", "secret"); // null
 * omitValueOfKey("SERVICE_NAME:m,AWS_SESSION_TOKEN:t", "not-secret"); // "SERVICE_NAME:m"
 */
export function omitValueOfKey(value: string, key: KeySecrecy): string | null {
  if (key === "secret" || embeddedSecretIndex(value) >= 0) return null;
  if (valueSecretSpans(value).length > 0) return null;
  if (holdsSecretMember(value, 0, value.length, decodedList(value))) return null;
  if (!value.includes(":")) return value;
  const ranges = secretItemRanges(value, 0, value.length, decodedList(value));
  if (ranges.length === 0) return value;
  const kept: string[] = [];
  let itemStart = 0;
  let next = 0;
  for (let i = 0; i <= value.length; i++) {
    if (i < value.length && value.charCodeAt(i) !== 44) continue;
    const secret = next < ranges.length && ranges[next]![1] === i;
    if (secret) next++;
    else kept.push(value.slice(itemStart, i));
    itemStart = i + 1;
  }
  return kept.length === 0 ? null : kept.join(",");
}

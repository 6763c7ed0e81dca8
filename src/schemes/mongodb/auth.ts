// MongoDB's credentials in a connection string: the Authentication specification of mongodb/specifications
// (each mechanism's rules about user name, password, source and properties), and the Connection String
// spec's "key value pairs" (authMechanismProperties, readPreferenceTags), for mongodb.ts.

import type { QueryEntry } from "../../uri/index.js";
import { valueIndexOf } from "../../uri/query.js";
import { fail } from "./rules.js";

/**
 * Reads a value of key value pairs (Connection String spec, "Key value pairs"): items split at ",", each
 * item's key everything up to its first ":" and its value everything after (so a value may hold ":",
 * `TOKEN_RESOURCE:mongodb://foo`). The empty text is no pairs. An item without a ":" gives `undefined`:
 * the value cannot be read.
 * @example
 * mongodbKeyValuePairs("SERVICE_NAME:other,TOKEN_RESOURCE:mongodb://h"); // [["SERVICE_NAME", "other"], ["TOKEN_RESOURCE", "mongodb://h"]]
 * mongodbKeyValuePairs("dc"); // undefined
 */
export function mongodbKeyValuePairs(text: string): [string, string][] | undefined {
  const pairs: [string, string][] = [];
  if (text === "") return pairs;
  for (const item of text.split(",")) {
    const colon = item.indexOf(":");
    if (colon <= 0) return undefined;
    pairs.push([item.slice(0, colon), item.slice(colon + 1)]);
  }
  return pairs;
}

/** The mechanisms whose credentials live outside the databases: their source is always `$external`. */
const EXTERNAL: ReadonlySet<string> = new Set(["GSSAPI", "MONGODB-X509", "MONGODB-AWS", "MONGODB-OIDC"]);

/**
 * The database a MongoDB user authenticates against (Authentication spec, each mechanism's "source"):
 * `authSource` when given; `$external` for GSSAPI, MONGODB-X509, MONGODB-AWS and MONGODB-OIDC; else the
 * URI's database, or `$external` for PLAIN and `admin` for the others when it names none.
 * @example
 * mongodbAuthSource({ authMechanism: "PLAIN" }, null); // "$external"
 * mongodbAuthSource({}, "shop"); // "shop"
 * mongodbAuthSource({ authSource: "users" }, "shop"); // "users"
 */
export function mongodbAuthSource(
  options: { readonly authSource?: string | undefined; readonly authMechanism?: string | undefined },
  database: string | null,
): string {
  if (options.authSource !== undefined) return options.authSource;
  const mechanism = options.authMechanism;
  if (mechanism !== undefined && EXTERNAL.has(mechanism)) return "$external";
  if (database !== null && database !== "") return database;
  return mechanism === "PLAIN" ? "$external" : "admin";
}

/** What `checkMongodbAuth` reads: the options typed, the credentials, the query's pairs and the input. */
export interface MongodbAuthContext {
  readonly user: string | null;
  readonly password: string | null;
  readonly entries: () => readonly QueryEntry[];
  readonly href: string;
  /** Where the userinfo starts, for an error about it. */
  readonly userinfoIndex: number;
}

/** Where the value of the last pair of `key` (in any case) starts, for an error about that value. */
function valueIndex(entries: () => readonly QueryEntry[], key: string): number | undefined {
  const lower = key.toLowerCase();
  let index: number | undefined;
  for (const e of entries()) if (e.key.toLowerCase() === lower) index = valueIndexOf(e);
  return index;
}

/** The mechanisms that authenticate a named user: a URI that chooses one must name the user. */
const NEEDS_USER: ReadonlySet<string> = new Set(["GSSAPI", "PLAIN", "SCRAM-SHA-1", "SCRAM-SHA-256"]);

/** GSSAPI's CANONICALIZE_HOST_NAME values (Authentication spec, GSSAPI mechanism properties). */
const CANONICALIZE: ReadonlySet<string> = new Set(["none", "forward", "forwardAndReverse", "true", "false"]);

/** The OIDC environments a connection string may name, and whether each takes a TOKEN_RESOURCE. */
const OIDC_ENVIRONMENTS: ReadonlyMap<string, { readonly resource: boolean; readonly user: boolean }> =
  new Map([
    ["test", { resource: false, user: false }],
    ["azure", { resource: true, user: true }],
    ["gcp", { resource: true, user: false }],
    ["k8s", { resource: false, user: false }],
  ]);

/** The OIDC properties a connection string may give (the callbacks can only be given in code). */
const OIDC_PROPERTIES: ReadonlySet<string> = new Set(["ENVIRONMENT", "TOKEN_RESOURCE"]);

/**
 * The key value pair options read: authMechanismProperties and each readPreferenceTags tag set must be
 * `key:value` items (Connection String spec, "Key value pairs"). Returns authMechanismProperties' pairs.
 * @throws DburiError `invalid-param` at the value that is not made of `key:value` items
 * @example
 * const uri = parseUri("mongodb://h/?readPreferenceTags=dc");
 * const context = { user: null, password: null, entries: () => uri.queryEntries, href: uri.href, userinfoIndex: 10 };
 * checkMongodbKeyValuePairs({ readPreferenceTags: ["dc"] }, context); // throws invalid-param
 */
export function checkMongodbKeyValuePairs(
  options: Readonly<Record<string, unknown>>,
  context: MongodbAuthContext,
): readonly [string, string][] {
  const tags = (options.readPreferenceTags as readonly string[] | undefined) ?? [];
  for (const tagSet of tags) {
    if (mongodbKeyValuePairs(tagSet) === undefined) {
      let index: number | undefined;
      for (const e of context.entries())
        if (e.key.toLowerCase() === "readpreferencetags" && e.value === tagSet) index = valueIndexOf(e);
      throw fail(
        "invalid-param",
        "a readPreferenceTags tag set is key:value items separated by ',' (Connection String spec, Key value pairs)",
        "write the tags as key:value, e.g. readPreferenceTags=dc:ny,rack:1, or an empty value for any server",
        index,
        context.href,
      );
    }
  }
  const text = options.authMechanismProperties as string | undefined;
  if (text === undefined) return [];
  const pairs = mongodbKeyValuePairs(text);
  if (pairs === undefined)
    throw fail(
      "invalid-param",
      "authMechanismProperties is key:value items separated by ',', and a value cannot hold a ',' (Connection String spec, Key value pairs)",
      "write each property as KEY:value; a value with a ',' must be given in code, not in the connection string",
      valueIndex(context.entries, "authMechanismProperties"),
      context.href,
    );
  return pairs;
}

/**
 * The Authentication spec's rules for the credentials a connection string gives each mechanism: who must
 * name a user, who takes no password, `$external` as the only source of the external mechanisms, and
 * the mechanism properties GSSAPI, MONGODB-AWS and MONGODB-OIDC accept.
 * @throws DburiError `invalid-userinfo`, `invalid-param`
 * @example
 * const uri = parseUri("mongodb://localhost/?authMechanism=PLAIN");
 * const context = { user: null, password: null, entries: () => uri.queryEntries, href: uri.href, userinfoIndex: 10 };
 * checkMongodbAuth({ authMechanism: "PLAIN" }, [], context); // throws invalid-userinfo: PLAIN needs a user name
 */
export function checkMongodbAuth(
  options: Readonly<Record<string, unknown>>,
  properties: readonly [string, string][],
  context: MongodbAuthContext,
): void {
  const mechanism = options.authMechanism as string | undefined;
  if (mechanism === undefined) return;
  const { user, password, href } = context;
  const userinfo = (reason: string, fix: string) =>
    fail(
      "invalid-userinfo",
      `${reason} (Authentication spec, ${mechanism})`,
      fix,
      context.userinfoIndex,
      href,
    );
  const property = (reason: string, fix: string) =>
    fail(
      "invalid-param",
      `${reason} (Authentication spec, ${mechanism})`,
      fix,
      valueIndex(context.entries, "authMechanismProperties") ?? valueIndex(context.entries, "authMechanism"),
      href,
    );
  if (NEEDS_USER.has(mechanism) && (user === null || user === ""))
    throw userinfo(
      `${mechanism} needs a user name`,
      `write the user before the host, e.g. mongodb://user@host`,
    );
  if (EXTERNAL.has(mechanism) && options.authSource !== undefined && options.authSource !== "$external")
    throw fail(
      "invalid-param",
      `${mechanism} authenticates against $external only (Authentication spec)`,
      "remove authSource, or write authSource=$external",
      valueIndex(context.entries, "authSource"),
      href,
    );
  const props = new Map(properties);
  if (mechanism === "MONGODB-X509" && password !== null)
    throw userinfo(
      "MONGODB-X509 takes no password: the client certificate proves who connects",
      "remove the password",
    );
  if (mechanism === "GSSAPI") {
    const canonicalize = props.get("CANONICALIZE_HOST_NAME");
    if (canonicalize !== undefined && !CANONICALIZE.has(canonicalize))
      throw property(
        "CANONICALIZE_HOST_NAME is none, forward, forwardAndReverse, true or false",
        "write CANONICALIZE_HOST_NAME:none, forward or forwardAndReverse",
      );
  }
  // MONGODB-AWS (since 2025) takes no credentials from the URI, only from the environment or the AWS SDK's
  // chain.
  if (mechanism === "MONGODB-AWS" && (user ?? "") !== "")
    throw userinfo(
      "MONGODB-AWS takes no user name or password in the URI: the driver reads AWS credentials from the environment",
      "remove the userinfo, and give the credentials as AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY (and AWS_SESSION_TOKEN)",
    );
  if (mechanism === "MONGODB-AWS" && props.has("AWS_SESSION_TOKEN"))
    throw property(
      "MONGODB-AWS takes no AWS_SESSION_TOKEN in the URI: the driver reads AWS credentials from the environment",
      "remove AWS_SESSION_TOKEN, and give it as the AWS_SESSION_TOKEN environment variable",
    );
  if (mechanism === "MONGODB-OIDC") checkOidc(props, user, password, userinfo, property);
}

function checkOidc(
  props: ReadonlyMap<string, string>,
  user: string | null,
  password: string | null,
  userinfo: (reason: string, fix: string) => Error,
  property: (reason: string, fix: string) => Error,
): void {
  if (password !== null)
    throw userinfo("MONGODB-OIDC takes no password: the token proves who connects", "remove the password");
  for (const key of props.keys())
    if (!OIDC_PROPERTIES.has(key))
      throw property(
        `'${key}' is not a MONGODB-OIDC property a connection string can give`,
        "give ENVIRONMENT and TOKEN_RESOURCE only; callbacks are given in code",
      );
  const name = props.get("ENVIRONMENT");
  if (name === undefined)
    throw property(
      "MONGODB-OIDC in a connection string needs an ENVIRONMENT (a callback can only be given in code)",
      "add authMechanismProperties=ENVIRONMENT:azure (or gcp, k8s, test)",
    );
  const environment = OIDC_ENVIRONMENTS.get(name);
  if (environment === undefined)
    throw property(
      `ENVIRONMENT:${name} is not test, azure, gcp or k8s`,
      "write ENVIRONMENT:azure, gcp, k8s or test",
    );
  if (user !== null && !environment.user)
    throw userinfo(`MONGODB-OIDC with ENVIRONMENT:${name} takes no user name`, "remove the userinfo");
  if (environment.resource && !props.has("TOKEN_RESOURCE"))
    throw property(
      `MONGODB-OIDC with ENVIRONMENT:${name} needs a TOKEN_RESOURCE`,
      "add TOKEN_RESOURCE:<audience> to authMechanismProperties",
    );
}

// The MongoDB specifications' own test cases (mongodb-spec.json): every valid case gives the spec's hosts,
// credentials and options, every invalid one a DburiError that points into the input, every warning case
// a warning. A deviation is run as dburi reads the case (the error it gives, or a reading), with why.

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { DburiError, interpret, type MongodbOptions, type Target } from "../../src/index.ts";
import { mongodbAuthSource, mongodbKeyValuePairs } from "../../src/schemes/mongodb/auth.ts";
import { fixture } from "./check.ts";

interface SpecCase {
  readonly source: string;
  readonly description: string;
  readonly uri: string;
  readonly valid: boolean;
  readonly warning?: boolean;
  readonly hosts?: readonly { readonly host: string; readonly port: number | null }[] | null;
  readonly auth?: {
    readonly username: string | null;
    readonly password: string | null;
    readonly db: string | null;
  } | null;
  readonly options?: Readonly<Record<string, unknown>> | null;
  /** The Authentication spec's form: the credential the URI gives, or null for none. */
  readonly credential?: {
    readonly username: string | null;
    readonly password: string | null;
    readonly source: string;
    readonly mechanism: string | null;
    readonly mechanism_properties: Readonly<Record<string, string>> | null;
  } | null;
  /** Why dburi reads the case otherwise than the spec says. */
  readonly deviation?: string;
  /** The error dburi gives instead of the spec's reading, for a deviation. */
  readonly dburiError?: string;
  readonly skip?: string;
}

/** The options dburi read, by lowercase name (the Connection String spec: keys in any case). */
function optionsByLowerName(target: Target): Map<string, unknown> {
  return new Map(Object.entries(target.options).map(([key, value]) => [key.toLowerCase(), value]));
}

/** A value of key:value items as an object, read by the family's own reader. */
function pairs(text: unknown): Record<string, string> {
  assert.equal(typeof text, "string");
  const read = mongodbKeyValuePairs(text as string);
  assert.ok(read !== undefined, `key value pairs: ${String(text)}`);
  return Object.fromEntries(read);
}

/**
 * Compares a spec option with dburi's typed value. dburi keeps w, compressors and the key value pair
 * options as the text written (the catalogue types them as strings): the spec's number for w is that
 * text, its list of compressors the items between ",", its objects the `key:value` items.
 */
function assertOption(name: string, actual: unknown, expected: unknown): void {
  if (Array.isArray(expected) && expected.every((e) => typeof e === "object")) {
    assert.ok(Array.isArray(actual), `${name}: ${String(actual)}`);
    assert.deepEqual((actual as unknown[]).map(pairs), expected, name);
  } else if (Array.isArray(expected)) assert.equal(actual, expected.join(","), name);
  else if (expected !== null && typeof expected === "object") assert.deepEqual(pairs(actual), expected, name);
  else if (typeof expected === "number" && typeof actual === "string")
    assert.equal(actual, String(expected), name);
  else assert.equal(actual, expected, name);
}

function assertRefused(c: SpecCase, code?: string): void {
  assert.throws(
    () => interpret(c.uri),
    (error: unknown) => {
      assert.ok(error instanceof DburiError, `expected a DburiError, got ${String(error)}`);
      if (code !== undefined) assert.equal(error.code, code, error.message);
      assert.ok(error.fix !== undefined && error.fix !== "", `a fix: ${error.message}`);
      assert.equal(typeof error.index, "number", `an index: ${error.message}`);
      assert.ok(
        error.index! >= 0 && error.index! <= c.uri.length,
        `the index is in the input: ${error.message}`,
      );
      return true;
    },
  );
}

function checkValid(c: SpecCase): void {
  const target = interpret(c.uri);
  if (c.warning === true) assert.ok(target.warnings.length > 0, "a warning");
  else
    assert.deepEqual(
      target.warnings.map((w) => w.code),
      [],
      target.warnings.map((w) => w.message).join("; "),
    );
  if (c.hosts != null)
    assert.deepEqual(
      target.hosts.map((h) => ({ host: h.host, port: h.port })),
      c.hosts.map((h) => ({ host: h.host, port: h.port })),
    );
  // The spec's db is the auth database a path names; "/" alone (dburi's "") names none, as does no path.
  if (c.auth != null) {
    assert.equal(target.user, c.auth.username, "username");
    assert.equal(target.password, c.auth.password, "password");
    assert.equal(target.database === "" ? null : target.database, c.auth.db, "db");
  }
  const options = optionsByLowerName(target);
  for (const [name, value] of Object.entries(c.options ?? {}))
    assertOption(name, options.get(name.toLowerCase()), value);
  const credential = c.credential;
  if (credential === undefined) return;
  if (credential === null) {
    assert.equal(target.user, null, "no user");
    return;
  }
  assert.equal(target.user, credential.username, "username");
  assert.equal(target.password, credential.password, "password");
  assert.equal(
    mongodbAuthSource(target.options as MongodbOptions, target.database),
    credential.source,
    "source",
  );
  assert.equal(options.get("authmechanism") ?? null, credential.mechanism, "mechanism");
  const properties = { ...(credential.mechanism_properties ?? {}) };
  const given = options.has("authmechanismproperties") ? pairs(options.get("authmechanismproperties")) : {};
  // SERVICE_NAME:mongodb is GSSAPI's default, the driver's and not the URI's.
  if (properties.SERVICE_NAME === "mongodb" && given.SERVICE_NAME === undefined)
    delete properties.SERVICE_NAME;
  assert.deepEqual(given, properties, "mechanism_properties");
}

const { cases } = await fixture<{ cases: SpecCase[] }>("mongodb-spec.json");

describe("mongodb-spec.json", () => {
  for (const c of cases) {
    const name = `${c.source.split("/").at(-1)}: ${c.description}: ${c.uri}`;
    test(name, () => {
      if (c.deviation !== undefined) {
        assert.notEqual(c.deviation, "");
        if (c.dburiError !== undefined) assertRefused(c, c.dburiError);
        else assert.doesNotThrow(() => interpret(c.uri));
      } else if (c.valid) checkValid(c);
      else assertRefused(c);
    });
  }

  test("every case names its source file and description, and none is skipped", () => {
    for (const c of cases) {
      assert.match(c.source, /^source\/(connection-string|auth|uri-options)\/tests\/[\w/-]+\.json$/);
      assert.ok(c.description !== "");
    }
    assert.equal(cases.filter((c) => c.skip !== undefined).length, 0);
  });
});

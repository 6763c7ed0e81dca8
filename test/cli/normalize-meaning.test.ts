// `dburi normalize` must never change what a URI connects to: for every scheme dburi knows, the normalized
// URI interprets to the same host(s), port, credentials, database, TLS and parameters as the input.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { normalizeConnectionUri } from "../../src/cli/commands/normalize.ts";
import { encodePercent, registry, type Target, tryInterpret } from "../../src/index.ts";

/** A host as DNS compares it: names in any case (RFC 4343); a socket path keeps its case. */
function hostKey(host: string | null): string | null {
  return host === null || host.startsWith("/") ? host : host.toLowerCase();
}

/** What a target connects to, as plain data. */
function meaning(target: Target): unknown {
  return {
    hosts: target.hosts.map((h) => [hostKey(h.host), h.effectivePort]),
    socket: target.socket,
    user: target.user,
    password: target.password,
    database: target.database,
    tls: target.tls,
    params: target.params,
  };
}

/** Path text, raw: names with dot-segments where a hierarchy-minded normalizer would remove them. */
const pathText = fc.oneof(
  fc.constantFrom(
    "",
    "/",
    "/.",
    "/..",
    "/./x",
    "/x/..",
    "/x/../y",
    "/a/./b",
    "/%2E%2E",
    "//abs/../x.db",
    "/0",
  ),
  fc.string({ unit: "grapheme", maxLength: 6 }).map((s) => `/${encodePercent(s)}`),
);

const schemes = registry.names.filter((name) => name !== "db" && name !== "example");

describe("normalizing keeps what a URI connects to", () => {
  test("for every scheme dburi knows, with dot-segments in the path", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...schemes),
        fc.boolean(),
        fc.constantFrom("", "app@", "app:s3cret@", "App:pw@"),
        fc.constantFrom("Db.Example.com", "127.0.0.1", "[::1]", "h"),
        fc.constantFrom("", ":5432", ":6379", ":5672", ":3306", ":1"),
        pathText,
        fc.constantFrom("", "?a=1", "?sslmode=require"),
        (scheme, nested, userinfo, host, port, path, query) => {
          const text = `${nested ? "db:" : ""}${scheme.toUpperCase()}://${userinfo}${host}${port}${path}${query}`;
          const before = tryInterpret(text);
          if (!before.ok) return; // only URIs that mean something can keep their meaning
          const normalized = normalizeConnectionUri(text).uri;
          const after = tryInterpret(normalized);
          assert.ok(after.ok, `${text} normalized to ${normalized}, which does not interpret`);
          assert.deepEqual(meaning(after.value), meaning(before.value), `${text} -> ${normalized}`);
          assert.equal(normalizeConnectionUri(normalized).uri, normalized, "idempotent");
        },
      ),
      { numRuns: 3000 },
    );
  });

  test("a database named '..' and a file path with '..' stay as written", () => {
    assert.equal(normalizeConnectionUri("PostgreSQL://H/..").uri, "postgresql://h/..");
    assert.equal(normalizeConnectionUri("db:SQLite:/var/db/../x.db").uri, "db:sqlite:/var/db/../x.db");
    assert.equal(normalizeConnectionUri("mysql://h/./db").uri, "mysql://h/./db");
  });
});

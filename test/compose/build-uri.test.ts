// buildUri: each part encoded for its component (RFC 3986 §3.2.1 userinfo, §3.2.2 host, §3.3 path, §3.4
// query), the database where each scheme reads it, and the result read back the same by interpret.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { type BuildUriParts, buildUri, interpret, isDburiError, redact } from "../../src/index.ts";

/** Each case: the parts, and the URI. Sources: the comment on each. */
const CASES: readonly [string, BuildUriParts, string][] = [
  // RFC 3986 §3.2.1: "@", "/", "#" and ":" in a password are percent-encoded (prisma#23125).
  [
    "a password with delimiters",
    { scheme: "postgresql", host: "db.example.com", user: "app", password: "p@ss/w#rd:x", database: "shop" },
    "postgresql://app:p%40ss%2Fw%23rd%3Ax@db.example.com/shop",
  ],
  // RFC 3986 §3.2.2: an IPv6 address in brackets.
  ["an IPv6 host", { scheme: "mysql", host: "::1", port: 3307, database: "app" }, "mysql://[::1]:3307/app"],
  // RabbitMQ URI Specification: vhost = segment, so the vhost "/" is %2F; "" (empty) differs from absent.
  [
    "the vhost /",
    { scheme: "amqps", host: "mq.example.com", user: "guest", database: "/" },
    "amqps://guest@mq.example.com/%2F",
  ],
  ["the empty vhost", { scheme: "amqp", host: "mq", database: "" }, "amqp://mq/"],
  ["no vhost", { scheme: "amqp", host: "mq" }, "amqp://mq"],
  // The redis registration: the path is a db-number; a password alone is ":pw@".
  [
    "a Redis password and db",
    { scheme: "redis", host: "cache", password: "s3cret", database: "2" },
    "redis://:s3cret@cache/2",
  ],
  // libpq §34.1.1.3: a host list, each host its own port.
  [
    "a libpq host list",
    {
      scheme: "postgresql",
      hosts: [
        { host: "db1", port: 5432 },
        { host: "db2", port: 5433 },
      ],
      database: "shop",
      params: { target_session_attrs: "read-write" },
    },
    "postgresql://db1:5432,db2:5433/shop?target_session_attrs=read-write",
  ],
  // The db: proposal (and URI::db): sqlite:///rel.db is relative, sqlite:////abs.db absolute.
  ["an absolute SQLite path", { scheme: "sqlite", database: "/var/lib/app.db" }, "sqlite:////var/lib/app.db"],
  ["a relative SQLite path", { scheme: "sqlite", database: "data/app.db" }, "sqlite:data/app.db"],
  ["a db: URI", { scheme: "db:pg", host: "h", database: "my db" }, "db:pg://h/my%20db"],
  // RFC 3986 §3.4: "&", "=", "+" and "#" in a query value are encoded so pairs split back.
  [
    "query values with delimiters",
    { scheme: "postgresql", host: "h", params: [["application_name", "a&b=c+d#e"]] },
    "postgresql://h?application_name=a%26b%3Dc%2Bd%23e",
  ],
  [
    "a MongoDB seed list",
    { scheme: "mongodb", hosts: [{ host: "a" }, { host: "b", port: 27018 }], database: "x" },
    "mongodb://a,b:27018/x",
  ],
];

describe("buildUri", () => {
  for (const [name, parts, expected] of CASES) {
    test(name, () => {
      assert.equal(buildUri(parts), expected);
    });
  }

  test("a part its scheme cannot hold fails with the scheme's own error, the password not shown", () => {
    assert.throws(
      () => buildUri({ scheme: "redis", host: "cache", password: "s3cretPw", database: "x" }),
      (error: unknown) =>
        isDburiError(error) && error.code === "invalid-database" && !error.message.includes("s3cretPw"),
    );
    assert.throws(() => buildUri({ scheme: "mysql", host: "h", port: 70000 }), { code: "invalid-port" });
    assert.throws(() => buildUri({ scheme: "nosuch", host: "h" }), { code: "unknown-scheme" });
    assert.throws(() => buildUri({ scheme: "redis", host: "h", hosts: [{ host: "x" }] }), {
      code: "invalid-argument",
    });
  });

  // Round trips: whatever the user name, password and database, interpret reads back what was given.
  const text = fc.string({ unit: "grapheme", minLength: 1, maxLength: 12 });
  test("round trip: postgresql and mysql user, password and database", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("postgresql", "mysql"),
        text,
        text,
        text,
        (scheme, user, password, database) => {
          let uri: string;
          try {
            uri = buildUri({ scheme, host: "db.example.com", user, password, database });
          } catch (error) {
            // A value its scheme refuses (a NUL in a database name) fails, and never shows the password.
            assert.ok(isDburiError(error), String(error));
            assert.ok(
              !error.message.includes(password) || password.length < 3 || redact(password) !== password,
            );
            return;
          }
          const target = interpret(uri);
          assert.deepEqual([target.user, target.password, target.database], [user, password, database]);
        },
      ),
    );
  });

  test("round trip: amqp vhosts and credentials", () => {
    fc.assert(
      fc.property(text, text, fc.string({ maxLength: 8 }), (user, password, vhost) => {
        const target = interpret(buildUri({ scheme: "amqp", host: "mq", user, password, database: vhost }));
        assert.deepEqual([target.user, target.password, target.database], [user, password, vhost]);
      }),
    );
  });
});

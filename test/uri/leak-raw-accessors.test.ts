// Leak class: the raw accessors. `userinfo`, `authority`, `query`, `params`, `queryEntries` of a parsed URI
// and a target's `params`, `options` and `unknownParams` return secrets as written, and only `href` and
// `password` were documented as ways to them. Each has a redacted counterpart with a clear name:
// `uri.redacted()` (a Uri of the redacted text, every getter safe) and `redactedView(target)`.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { interpret, parseUri, redactedView } from "../../src/index.ts";

const SECRET = "Zq9s3cretVal";

const URIS = [
  `redis://app:${SECRET}@h:6380/0?password=${SECRET}&db=0`,
  `postgresql://app:${SECRET}@h1:5432,h2/shop?sslpassword=${SECRET}&sslmode=require`,
  `db:pg://app:${SECRET}@h/shop?sslpassword=${SECRET};application_name=x`,
  `mongodb://app:${SECRET}@h1,h2/shop?authMechanismProperties=AWS_SESSION_TOKEN:${SECRET}&token=${SECRET}`,
  `mysql://app:${SECRET}@h/shop?sslpassword=${SECRET}&ssl=true`,
  `amqps://u:${SECRET}@h/v?password=${SECRET}&api_key=${SECRET}`,
];

/** Every getter of a parsed URI, as a string. */
function uriGetters(uri: ReturnType<typeof parseUri>): string {
  return JSON.stringify([
    uri.href,
    uri.authority,
    uri.userinfo,
    uri.username,
    uri.password,
    uri.host,
    uri.hosts,
    uri.path,
    uri.query,
    uri.params,
    uri.queryEntries,
    uri.fragment,
  ]);
}

describe("the raw accessors and their redacted counterparts", () => {
  for (const text of URIS) {
    test(`${String(parseUri(text, { hostList: true }))}`, () => {
      const uri = parseUri(text, { hostList: true });
      // The raw accessors do return the secret: that is what they are for.
      assert.ok(uriGetters(uri).includes(SECRET));
      assert.ok(!uriGetters(uri.redacted()).includes(SECRET), uriGetters(uri.redacted()));
      assert.equal(uri.redacted().href, String(uri));
      assert.equal(uri.redacted().querySeparators, uri.querySeparators);
      const target = interpret(text);
      assert.ok(JSON.stringify(target.params).includes(SECRET));
      const view = JSON.stringify(redactedView(target));
      assert.ok(!view.includes(SECRET), view);
      assert.deepEqual(JSON.parse(view), JSON.parse(JSON.stringify(target)));
    });
  }

  test("property: no getter of uri.redacted() holds a secret placed in the password or a secret key", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9~!$'()*+,;=:._-]{6,20}$/),
        fc.constantFrom("redis", "postgresql", "mysql", "amqp", "mongodb", "db:pg", "db:redis"),
        fc.constantFrom("password", "sslpassword", "token", "api_key", "AccountKey"),
        (secret, scheme, key) => {
          fc.pre(!"hostsshopusr".includes(secret) && /[A-Za-z0-9]{4}/.test(secret));
          const encoded = encodeURIComponent(secret);
          const text = `${scheme}://usr:${encoded}@host/shop?${key}=${encoded}&x=1`;
          const uri = parseUri(text);
          assert.ok(!uriGetters(uri.redacted()).includes(secret), `${text}\n${uriGetters(uri.redacted())}`);
        },
      ),
      { numRuns: 1000, seed: 14 },
    );
  });
});

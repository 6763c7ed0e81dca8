import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "node:test";
import { inspect } from "node:util";
import {
  type AmqpTarget,
  compareWithIana,
  DburiError,
  formatTemplate,
  interpret,
  parseTemplate,
  registry,
  reviewTemplate,
  TEMPLATE_TEXT_KEYS,
  tryInterpret,
} from "../../src/index.ts";
import { assertImmutable } from "../helpers/immutable.ts";

function fixture<T>(name: string): T[] {
  return JSON.parse(readFileSync(new URL(`../fixtures/amqp/${name}`, import.meta.url), "utf8")) as T[];
}

interface AppendixRow {
  uri: string;
  user: string | null;
  password: string | null;
  host: string | null;
  port: number | null;
  vhost: string | null;
}

interface InvalidRow {
  uri: string;
  code: string;
  index: number;
}

interface ParamsRow {
  uri: string;
  options: Record<string, unknown>;
  /** Each warning's code and the index it points at. */
  warnings: [string, number][];
}

const amqp = (uri: string) => interpret(uri) as AmqpTarget;

describe("RabbitMQ URI Specification, Appendix A: every row gives the table's values", () => {
  for (const row of fixture<AppendixRow>("appendix-a.json")) {
    test(row.uri, () => {
      const target = amqp(row.uri);
      assert.deepEqual(
        {
          user: target.user,
          password: target.password,
          host: target.host,
          port: target.port,
          vhost: target.vhost,
        },
        { user: row.user, password: row.password, host: row.host, port: row.port, vhost: row.vhost },
      );
      assert.equal(target.database, row.vhost, "database is the vhost");
      assert.equal(target.effectivePort, row.port ?? 5672, "absent port: IANA's 5672");
      assert.equal(target.tls, false);
      assert.equal(target.canonicalEngine, "amqp");
    });
  }

  test("the same rows as amqps: TLS, default port 5671, the same components", () => {
    for (const row of fixture<AppendixRow>("appendix-a.json")) {
      const target = amqp(row.uri.replace(/^amqp:/, "amqps:"));
      assert.equal(target.tls, true, row.uri);
      assert.equal(target.effectivePort, row.port ?? 5671, row.uri);
      assert.equal(target.vhost, row.vhost, row.uri);
      assert.equal(target.user, row.user, row.uri);
    }
  });
});

describe("invalid amqp URIs fail with a code and the index of the problem", () => {
  for (const row of fixture<InvalidRow>("invalid.json")) {
    test(row.uri, () => {
      const result = tryInterpret(row.uri);
      assert.equal(result.ok, false, "must not interpret");
      if (result.ok) return;
      assert.ok(result.error instanceof DburiError);
      assert.equal(result.error.code, row.code);
      assert.equal(result.error.index, row.index);
      assert.ok(result.error.fix, "says how to fix it");
    });
  }

  test("an empty text value says what it would have become", () => {
    for (const [uri, said] of [
      ["amqps://h?server_name_indication=", /host name instead/],
      ["amqp://h?locale=", /en_US/],
      ["amqps://h?keyfile=", /names no file/],
    ] as const) {
      assert.throws(
        () => interpret(uri),
        (error: DburiError) => {
          assert.equal(error.code, "invalid-param");
          assert.match(error.reason, said);
          return true;
        },
        uri,
      );
    }
  });

  test("frame_max below 4096 is reported under the key as written", () => {
    assert.throws(
      () => interpret("amqp://h?frameMax=100"),
      (error: DburiError) => error.reason.startsWith("frameMax=100 "),
    );
    assert.throws(
      () => interpret("amqp://h?frame_max=100"),
      (error: DburiError) => error.reason.startsWith("frame_max=100 "),
    );
  });

  test("a port out of range is not told to be 0, which amqp refuses", () => {
    for (const uri of ["amqp://h:65536", "amqp://h:5x", "amqp://h:0"]) {
      const result = tryInterpret(uri);
      assert.equal(result.ok, false, uri);
      if (result.ok) continue;
      assert.equal(result.error.code, "invalid-port");
      assert.doesNotMatch(result.error.fix ?? "", /\b0 to 65535/, uri);
    }
  });

  test("a multi-segment path explains that '/' in a vhost is written %2F", () => {
    assert.throws(
      () => interpret("amqp://h/prod/orders"),
      (error: DburiError) => {
        assert.equal(error.code, "invalid-vhost");
        assert.match(error.fix ?? "", /%2F/);
        return true;
      },
    );
  });

  test("messages show the input redacted", () => {
    const error = tryInterpret("amqp://app:hunter22@h/a/b?password=k3y-pass");
    assert.equal(error.ok, false);
    if (error.ok) return;
    assert.doesNotMatch(error.error.message, /hunter22|k3y-pass/);
    assert.match(error.error.message, /amqp:\/\/app:\*\*\*@h\/a\/b\?password=\*\*\*/);
  });
});

describe("query parameters: typed, validated, amqplib's names accepted, unknown ones kept", () => {
  for (const row of fixture<ParamsRow>("params.json")) {
    test(row.uri, () => {
      const target = amqp(row.uri);
      assert.deepEqual({ ...target.options }, row.options);
      assert.deepEqual(
        target.warnings.map((w) => [w.code, w.index]),
        row.warnings,
      );
    });
  }

  test("fail_if_no_peer_cert takes every boolean spelling, as DESIGN's rule for booleans says", () => {
    for (const [text, value] of [
      ["yes", true],
      ["1", true],
      ["On", true],
      ["No", false],
      ["0", false],
      ["false", false],
    ] as const) {
      assert.equal(amqp(`amqps://h?fail_if_no_peer_cert=${text}`).options.fail_if_no_peer_cert, value, text);
    }
  });

  test("unknown keys stay in params, with a suggestion for a near miss", () => {
    const target = amqp("amqp://h?frame-max=8192&x=1");
    assert.deepEqual(target.params, [
      ["frame-max", "8192"],
      ["x", "1"],
    ]);
    assert.match(target.warnings[0]?.fix ?? "", /frame_max/);
    assert.equal(target.warnings[0]?.index, 9);
  });

  test("tls-param-ignored points at each TLS parameter of an amqp URI", () => {
    const target = amqp("amqp://h?heartbeat=1&certfile=/c.pem");
    assert.deepEqual(
      target.warnings.map((w) => [w.code, w.index]),
      [["tls-param-ignored", 21]],
    );
  });
});

describe("the vhost named \"\" (a bare trailing '/')", () => {
  test("amqp://guest:guest@localhost:5672/ warns empty-vhost at the '/', with a pasteable fix", () => {
    const target = amqp("amqp://guest:guest@localhost:5672/");
    assert.equal(target.vhost, "");
    const warning = target.warnings.find((w) => w.code === "empty-vhost");
    assert.ok(warning, "an empty-vhost warning");
    assert.equal(warning.index, "amqp://guest:guest@localhost:5672".length);
    assert.match(warning.fix ?? "", /\/%2F/);
    assert.match(warning.fix ?? "", /drop the '\/'/);
    assert.ok(!JSON.stringify(target.warnings).includes("guest:guest"), "no secret in the warning");
  });

  test("with a query too, and on amqps", () => {
    assert.equal(amqp("amqps://h/?heartbeat=1").warnings.at(-1)?.code, "empty-vhost");
  });

  test("no warning for an absent vhost, the default vhost written out, or a named one", () => {
    for (const uri of ["amqp://h", "amqp://h/%2F", "amqp://h/v", "amqp://h?heartbeat=1"]) {
      assert.ok(!amqp(uri).warnings.some((w) => w.code === "empty-vhost"), uri);
    }
  });
});

describe("the target is immutable throughout", () => {
  test("options, the auth_mechanism list, hosts and warnings are frozen", () => {
    const target = amqp("amqp://u@h?auth_mechanism=plain&x=1");
    assertImmutable(target, target.href);
    assert.ok(Object.isFrozen(target.options));
    assert.ok(Object.isFrozen(target.options.auth_mechanism));
    assert.ok(Object.isFrozen(target.hosts) && target.hosts.every((h) => Object.isFrozen(h)));
    assert.ok(Object.isFrozen(target.warnings) && target.warnings.every((w) => Object.isFrozen(w)));
    assert.throws(() => (target.options.auth_mechanism as string[]).push("external"), TypeError);
    assert.throws(() => {
      (target.options as Record<string, unknown>).heartbeat = 1;
    }, TypeError);
    assert.throws(() => (target.warnings as unknown[]).push({}), TypeError);
    assert.throws(() => (target.hosts as unknown[]).pop(), TypeError);
    // A second interpretation is not affected by any attempt on the first.
    assert.deepEqual(amqp("amqp://u@h?auth_mechanism=plain").options.auth_mechanism, ["plain"]);
  });

  test("also without a query or a host", () => {
    const target = amqp("amqp://");
    assertImmutable(target, target.href);
    assert.ok(Object.isFrozen(target.options) && Object.isFrozen(target.hosts));
    assert.ok(Object.isFrozen(target.warnings));
  });
});

describe("target printing", () => {
  test("String, JSON and inspect hide the password and the key passphrase", () => {
    const target = amqp("amqps://app:hunter22@h/v?keyfile=/k&password=k3y-pass");
    for (const shown of [String(target), JSON.stringify(target), inspect(target, { depth: 5 })]) {
      assert.doesNotMatch(shown, /hunter22|k3y-pass/);
    }
    assert.equal(target.password, "hunter22", "the explicit field keeps the value");
    assert.equal(target.options.password, "k3y-pass");
  });
});

describe("the amqp and amqps definitions", () => {
  test("are registered, unregistered at IANA, with IANA's ports and each other as variants", () => {
    const plain = registry.get("AMQP");
    const tls = registry.get("amqps");
    assert.ok(plain && tls);
    assert.equal(plain.status, "unregistered");
    assert.equal(tls.status, "unregistered");
    assert.deepEqual(plain.defaultPort, { port: 5672, source: "iana", reference: "amqp" });
    assert.deepEqual(tls.defaultPort, { port: 5671, source: "iana", reference: "amqps" });
    assert.equal(plain.tls, false);
    assert.equal(tls.tls, true);
    assert.equal(plain.variantOf, "amqps");
    assert.equal(tls.variantOf, "amqp");
    assert.equal(tls.canonicalEngine, "amqp");
  });

  test("carry the RFC 7595 template fields from the specification", () => {
    for (const name of ["amqp", "amqps"]) {
      const definition = registry.get(name)!;
      for (const field of ["description", ...TEMPLATE_TEXT_KEYS] as const) {
        assert.ok(definition[field], `${name}: ${field}`);
      }
      assert.match(definition.syntax ?? "", /vhost {10}= segment/);
      assert.ok(definition.references?.some((r) => r.includes("uri-spec")));
    }
  });

  test("agree with the IANA snapshot and review cleanly as RFC 7595 templates", () => {
    for (const name of ["amqp", "amqps"]) {
      const definition = registry.get(name)!;
      assert.deepEqual(compareWithIana(definition), [], name);
      const findings = reviewTemplate(parseTemplate(formatTemplate(definition)), { registry });
      // Only the note that the name is in use (by these very definitions) remains.
      assert.deepEqual(
        findings.map((f) => f.code),
        ["name-in-use"],
        name,
      );
    }
  });
});

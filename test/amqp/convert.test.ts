import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import querystring from "node:querystring";
import { describe, test } from "node:test";
import { inspect } from "node:util";
import { type DburiError, interpret, toAmqplibOptions } from "../../src/index.ts";

interface ConversionRow {
  uri: string;
  url?: Record<string, unknown>;
  socketOptions?: Record<string, unknown>;
  mechanisms?: string[];
  vhost?: string;
  tlsFiles?: Record<string, string>;
  /** Each warning's code and the index of the parameter it is about. */
  warnings?: [string, number][];
  error?: string;
  /** Where the error points in the input. */
  index?: number;
}

const rows = JSON.parse(
  readFileSync(new URL("../fixtures/amqp/conversion.json", import.meta.url), "utf8"),
) as ConversionRow[];

/** What amqplib's openFrames (lib/connect.js) makes of the `vhost` it is given. */
function amqplibVhost(vhost: unknown): string {
  return vhost ? querystring.unescape(vhost as string) : "/";
}

describe("toAmqplibOptions: the object form amqplib's connect() takes", () => {
  for (const row of rows) {
    test(row.uri, () => {
      const target = interpret(row.uri);
      // Files read as placeholders, so that a row shows which file fills which socket option.
      const readFile = (path: string) => `<contents of ${path}>`;
      if (row.error) {
        assert.throws(
          () => toAmqplibOptions(target, { readFile }),
          (error: DburiError) => error.code === row.error && error.index === row.index,
        );
        return;
      }
      const options = toAmqplibOptions(target, { readFile });
      assert.deepEqual({ ...options.url, vhost: String(options.url.vhost) }, row.url);
      assert.deepEqual({ ...options.socketOptions }, row.socketOptions);
      assert.deepEqual(options.mechanisms, row.mechanisms);
      assert.equal(options.vhost, row.vhost);
      assert.deepEqual({ ...options.tlsFiles }, row.tlsFiles);
      assert.deepEqual(
        options.warnings.map((w) => [w.code, w.index]),
        row.warnings,
      );
      // The compensation: what amqplib will send in connection.open is exactly the vhost.
      assert.equal(amqplibVhost(options.url.vhost), options.vhost);
    });
  }
});

describe("amqplib's quirks are compensated", () => {
  test("an empty vhost survives amqplib's `if (!vhost) vhost = '/'`", () => {
    const { url } = toAmqplibOptions(interpret("amqp://h/"));
    assert.ok(url.vhost, "truthy");
    assert.equal(amqplibVhost(url.vhost), "");
  });

  test("a vhost holding percent signs is not decoded twice", () => {
    for (const vhost of ["100%", "%2F", "a%25b", "%E2%82%AC", "x+y"]) {
      const uri = `amqp://h/${encodeURIComponent(vhost)}`;
      const options = toAmqplibOptions(interpret(uri));
      assert.equal(options.vhost, vhost, uri);
      assert.equal(amqplibVhost(options.url.vhost), vhost, uri);
    }
  });

  test("credentials are passed decoded as UTF-8, never re-decoded as Latin-1", () => {
    const { url } = toAmqplibOptions(interpret("amqp://%E2%82%AC:%C3%A9%25%41@h"));
    assert.equal(url.username, "€");
    assert.equal(url.password, "é%A");
  });
});

describe("TLS files", () => {
  test("are read through readFile into ca, cert and key", () => {
    const read: string[] = [];
    const options = toAmqplibOptions(
      interpret("amqps://h?cacertfile=/ca.pem&certfile=/c.pem&keyfile=/k.pem&password=pp"),
      {
        readFile: (path) => {
          read.push(path);
          return `contents of ${path}`;
        },
      },
    );
    assert.deepEqual(read, ["/ca.pem", "/c.pem", "/k.pem"]);
    assert.equal(options.socketOptions.ca, "contents of /ca.pem");
    assert.equal(options.socketOptions.cert, "contents of /c.pem");
    assert.equal(options.socketOptions.key, "contents of /k.pem");
    assert.equal(options.socketOptions.passphrase, "pp");
  });

  test("a file that cannot be read is an unreadable-file error naming the parameter", () => {
    assert.throws(
      () =>
        toAmqplibOptions(interpret("amqps://h?cacertfile=/nowhere.pem"), {
          readFile: () => {
            throw new Error("ENOENT: no such file or directory");
          },
        }),
      (error: DburiError) => {
        assert.equal(error.code, "unreadable-file");
        assert.match(error.message, /cacertfile '\/nowhere\.pem'/);
        assert.equal(error.index, 21, "at the value of cacertfile");
        return true;
      },
    );
  });

  test("unreadable-file points at the parameter that named the file, with a db: prefix too", () => {
    const failing = (bad: string) => (path: string) => {
      if (path === bad) throw new Error("EACCES: permission denied");
      return "pem";
    };
    for (const [uri, bad, param, index] of [
      ["amqps://h?cacertfile=/ca.pem&keyfile=/k.pem", "/k.pem", "keyfile", 37],
      ["db:amqps://h?certfile=/c.pem", "/c.pem", "certfile", 22],
      ["amqps://u:pw@h?certfile=/c.pem&x=1", "/c.pem", "certfile", 24],
    ] as const) {
      assert.throws(
        () => toAmqplibOptions(interpret(uri), { readFile: failing(bad) }),
        (error: DburiError) => {
          assert.equal(error.code, "unreadable-file", uri);
          assert.equal(error.index, index, uri);
          assert.match(error.message, new RegExp(`cannot read ${param} '${bad}'`), uri);
          assert.doesNotMatch(error.message, /:pw@/, "the input is shown redacted");
          return true;
        },
      );
    }
  });

  test("a key read from the certfile is reported under certfile", () => {
    // certfile is read as the certificate first; a readFile that fails the second read shows the key's.
    let reads = 0;
    assert.throws(
      () =>
        toAmqplibOptions(interpret("amqps://h?certfile=/both.pem"), {
          readFile: () => {
            reads++;
            if (reads === 2) throw new Error("EIO: i/o error");
            return "pem";
          },
        }),
      (error: DburiError) => error.code === "unreadable-file" && /cannot read certfile/.test(error.message),
    );
  });

  test("are not read for amqp, which does not use TLS", () => {
    const options = toAmqplibOptions(interpret("amqp://h?cacertfile=/ca.pem"), {
      readFile: () => assert.fail("must not read"),
    });
    assert.equal(options.socketOptions.ca, undefined);
  });
});

describe("printing the options", () => {
  test("JSON and inspect hide the password, passphrase and private key", () => {
    const options = toAmqplibOptions(interpret("amqps://app:hunter22@h/v?keyfile=/k.pem&password=k3y-pass"), {
      readFile: () => "-----BEGIN PRIVATE KEY----- pem-secret",
    });
    for (const shown of [
      JSON.stringify(options),
      inspect(options, { depth: 5 }),
      JSON.stringify(options.url),
    ]) {
      assert.doesNotMatch(shown, /hunter22|k3y-pass|pem-secret/);
    }
    assert.equal(options.url.password, "hunter22", "amqplib reads the real value");
  });

  test("the result is frozen", () => {
    const options = toAmqplibOptions(interpret("amqp://h"));
    assert.ok(
      Object.isFrozen(options) && Object.isFrozen(options.url) && Object.isFrozen(options.socketOptions),
    );
  });
});

test("a target of another scheme is refused", () => {
  assert.throws(
    () => toAmqplibOptions({ ...interpret("amqp://h"), canonicalEngine: "redis", scheme: "redis" }),
    (error: DburiError) => error.code === "invalid-argument",
  );
});

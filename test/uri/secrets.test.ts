// Which query keys are secret (isSecretKey), and the secret items of KEY:value list values.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { inspect } from "node:util";
import {
  DburiError,
  interpret,
  isSecretKey,
  omitSecretParamValue,
  parseUri,
  redact,
  redactParamValue,
  redactUri,
  toDsn,
  toMysql2Config,
  toPgConfig,
} from "../../src/index.ts";

describe("isSecretKey", () => {
  // Option names of real drivers and services, by what their value is.
  const secret = [
    // passwords
    "password",
    "PASSWORD",
    "pass",
    "passwd",
    "pwd",
    "PWD",
    "pw",
    "sslpassword",
    "ssl_password",
    "ssl-password",
    "sslpasswd",
    "proxyPassword",
    "tlsCertificateKeyFilePassword",
    "sslPEMKeyPassword",
    "wallet_password",
    "oracle.net.wallet_password",
    "trustStorePassword",
    "clientCertificateKeyStorePassword",
    "sasl.password",
    "password1",
    "password3",
    // Snowflake and key passphrases
    "private_key_file_pwd",
    "privateKeyPwd",
    "private_key_pwd",
    "private_key_passphrase",
    "passphrase",
    "passcode",
    "keypass",
    "storepass",
    "private_key",
    "privateKey",
    // OAuth, tokens, API keys
    "secret",
    "client_secret",
    "clientSecret",
    "oauth_client_secret",
    "token",
    "access_token",
    "accessToken",
    "auth_token",
    "refresh_token",
    "id_token",
    "aws_session_token",
    "AWS_SESSION_TOKEN",
    "api_key",
    "apiKey",
    "Api-Key",
    "x-api-key",
    "access_key",
    "aws_secret_access_key",
    "secret_key",
    "jwt",
    "secret_id",
    // Azure, Cosmos DB, SQLCipher, inline credentials
    "AccountKey",
    "SharedAccessKey",
    "SharedAccessSignature",
    "sas",
    "sig",
    "masterKey",
    "key",
    "hexkey",
    "rekey",
    "credentials",
    "credentials_base64",
  ];
  // Paths to a secret, the way to get one, ids, and ordinary options.
  const notSecret = [
    "sslkey",
    "ssl_keyfile",
    "ssl-key",
    "ssl_key",
    "tlsCertificateKeyFile",
    "sslPEMKeyFile",
    "private_key_file",
    "private_key_path",
    "passfile",
    "password_file",
    "token_file",
    "token_uri",
    "tokenEndpoint",
    "secret_file",
    "sslpasswordcallback",
    "aws_access_key_id",
    "access_key_id",
    "client_id",
    "authMechanismProperties",
    "authMechanism",
    "sslmode",
    "sslcert",
    "sslrootcert",
    "user",
    "username",
    "bypass",
    "keyspace",
    "application_name",
    "dbname",
  ];
  for (const key of secret) test(`${key} is secret`, () => assert.equal(isSecretKey(key), true));
  for (const key of notSecret) test(`${key} is not secret`, () => assert.equal(isSecretKey(key), false));

  test("a secret key's value is hidden everywhere a URI is shown", () => {
    const href = "db:snowflake://u@acct/db?private_key_file_pwd=SECRETPW&warehouse=wh";
    const target = interpret(href);
    for (const shown of [
      redact(href),
      String(parseUri(href)),
      String(target),
      JSON.stringify(target),
      inspect(target),
    ]) {
      assert.ok(!shown.includes("SECRETPW"), shown);
      assert.ok(shown.includes("wh"), shown);
    }
  });
});

describe("secret items of KEY:value lists", () => {
  const cases: [string, string, string][] = [
    ["authMechanismProperties", "AWS_SESSION_TOKEN:t0k", "AWS_SESSION_TOKEN:***"],
    [
      "authMechanismProperties",
      "SERVICE_NAME:mongodb,AWS_SESSION_TOKEN:t0k,CANONICALIZE_HOST_NAME:true",
      "SERVICE_NAME:mongodb,AWS_SESSION_TOKEN:***,CANONICALIZE_HOST_NAME:true",
    ],
    [
      "authMechanismProperties",
      "ENVIRONMENT:azure,TOKEN_RESOURCE:api://x",
      "ENVIRONMENT:azure,TOKEN_RESOURCE:api://x",
    ],
    ["connectionAttributes", "program:app,password:pw,token:t", "program:app,password:***,token:***"],
    ["authMechanismProperties", "AWS_SESSION_TOKEN:", "AWS_SESSION_TOKEN:"],
    ["password", "a:b", "***"],
    ["password", "", ""],
    ["sslmode", "require", "require"],
  ];
  for (const [key, value, shown] of cases) {
    test(`${key}=${value}`, () => assert.equal(redactParamValue(key, value), shown));
  }

  test("omitSecretParamValue leaves secret items out, and the whole value when nothing else is left", () => {
    assert.equal(
      omitSecretParamValue("authMechanismProperties", "SERVICE_NAME:m,AWS_SESSION_TOKEN:t"),
      "SERVICE_NAME:m",
    );
    assert.equal(
      omitSecretParamValue("authMechanismProperties", "AWS_SESSION_TOKEN:t,SERVICE_NAME:m"),
      "SERVICE_NAME:m",
    );
    assert.equal(omitSecretParamValue("authMechanismProperties", "AWS_SESSION_TOKEN:t"), null);
    assert.equal(omitSecretParamValue("token", "t"), null);
    assert.equal(omitSecretParamValue("sslmode", "require"), "require");
  });

  const raw: [string, string][] = [
    [
      "mongodb://u:p@h/db?authMechanism=GSSAPI&authMechanismProperties=AWS_SESSION_TOKEN:SECRETPW",
      "mongodb://u:***@h/db?authMechanism=GSSAPI&authMechanismProperties=AWS_SESSION_TOKEN:***",
    ],
    // Percent-encoded separators separate too: the driver decodes the value before splitting it.
    [
      "mongodb://h/?authMechanismProperties=SERVICE_NAME:m%2CAWS_SESSION_TOKEN%3ASECRETPW,X:y",
      "mongodb://h/?authMechanismProperties=SERVICE_NAME:m%2CAWS_SESSION_TOKEN%3A***,X:y",
    ],
    [
      "mongodb://h/?authMechanismProperties=AWS%5FSESSION%5FTOKEN:SECRETPW&x=1",
      "mongodb://h/?authMechanismProperties=AWS%5FSESSION%5FTOKEN:***&x=1",
    ],
    ["redis://h/?note=a:b,c:d", "redis://h/?note=a:b,c:d"],
  ];
  for (const [input, expected] of raw) {
    test(input, () => {
      assert.equal(redact(input), expected);
      const uri = parseUri(input);
      assert.equal(String(uri), expected);
      assert.equal(JSON.stringify(uri), JSON.stringify(expected));
      assert.ok(!inspect(uri).includes("SECRETPW"));
      assert.equal(String(interpret(input)), expected, "String(target) is the redacted href");
    });
  }
  test("an error message hides them too", () => {
    const input = "mongodb://h:99999/?authMechanismProperties=AWS_SESSION_TOKEN:SECRETPW";
    assert.throws(
      () => parseUri(input),
      (error: Error) =>
        !error.message.includes("SECRETPW") && error.message.includes("AWS_SESSION_TOKEN:***"),
    );
  });
});

describe("a secret pair after a raw '?' in the query", () => {
  test("the key after the last '?' decides", () => {
    assert.equal(isSecretKey("?pass"), true);
    assert.equal(isSecretKey("x?password"), true);
    assert.equal(isSecretKey("password?x"), false);
  });
  test("a value holding '?password=...' shows up to the secret only, or is left out", () => {
    assert.equal(redactParamValue("x", "1?password=s3cret"), "1?password=***");
    assert.equal(redactParamValue("x", "1?db=2?token=t0k"), "1?db=2?token=***");
    assert.equal(redactParamValue("x", "1?db=2"), "1?db=2");
    assert.equal(omitSecretParamValue("x", "1?password=s3cret"), null);
    assert.equal(omitSecretParamValue("x", "1?db=2"), "1?db=2");
  });
  for (const text of [
    "redis://h/0?x=1?password=s3cret",
    "mysql://h/db?x=a?password=s3cret",
    "mongodb://h/x??pass=s3cret",
  ]) {
    test(`${text}: no printed target or redacted DSN shows it`, () => {
      const target = interpret(text);
      for (const shown of [String(target), JSON.stringify(target), inspect(target, { depth: 9 })]) {
        assert.ok(!shown.includes("s3cret"), shown);
      }
      for (const format of ["uri", "jdbc", "odbc", "dbi", "sqlalchemy"] as const) {
        try {
          assert.ok(!toDsn(target, format, { redact: true }).includes("s3cret"), format);
          assert.ok(!toDsn(target, format, { omitPassword: true }).includes("s3cret"), format);
        } catch (error) {
          assert.ok(error instanceof DburiError && !error.message.includes("s3cret"), String(error));
        }
      }
    });
  }
});

describe("list options and driver configs", () => {
  test("a list option's secret items are hidden in the printed target (readPreferenceTags)", () => {
    const target = interpret("mongodb://h/?readPreferenceTags=AWS_SESSION_TOKEN:s3cret");
    assert.ok(!JSON.stringify(target).includes("s3cret"));
    assert.ok(!inspect(target, { depth: 9 }).includes("s3cret"));
  });
  test("a passed-through option's secret items are hidden in printed driver configs", () => {
    const configs = [
      toPgConfig(interpret("postgresql://u@h/db?options=AWS_SESSION_TOKEN:s3cret")),
      toMysql2Config(interpret("mysql://u@h/db?connectionAttributes=AWS_SESSION_TOKEN:s3cret")),
    ];
    for (const config of configs) {
      for (const shown of [JSON.stringify(config), inspect(config, { depth: 9 }), String(config)]) {
        assert.ok(!shown.includes("s3cret"), shown);
      }
    }
  });
});

describe("redactUri: the whole text as one URI", () => {
  test("a raw space does not end the URI, as it does in free text", () => {
    assert.equal(redactUri("redis://h/0?x=a b&password=s3cret"), "redis://h/0?x=a b&password=***");
    assert.equal(redactUri("to redis://h/0?x=a b&password=s3cret"), "to redis://h/0?x=a b&password=***");
    // redact reads one line that starts with a URI and holds no other as that URI...
    assert.equal(redact("redis://h/0?x=a b&password=s3cret"), "redis://h/0?x=a b&password=***");
    // ...in free text a URI ends at a space, but the secret pair after it is still found among the words.
    assert.equal(redact("to redis://h/0?x=a b&password=s3cret"), "to redis://h/0?x=a b&password=***");
  });
  test("the usual secrets", () => {
    assert.equal(redactUri("db:pg://app:pw@h/db"), "db:pg://app:***@h/db");
    assert.equal(redactUri("redis://h/0?password=x&db=1"), "redis://h/0?password=***&db=1");
  });
});

// Leak class: a secret inside a JSON object value. mysql2 takes its TLS options as JSON in the URI
// (`ssl={"rejectUnauthorized":true}`), and the same object can carry a private key's `passphrase`, the PEM
// `key` or a `pfx` bundle. The key `ssl` is no secret, so its value was shown by key name alone.
describe("a secret member of a JSON object value (mysql2's ssl={...})", () => {
  const SECRET = "TopSecretPass";
  const values = [
    `{"passphrase":"${SECRET}"}`,
    `{"rejectUnauthorized":true, "key":"${SECRET}"}`,
    `{"pfx":"${SECRET}"}`,
    `{"passphrase":"a,b:${SECRET}"}`, // "," and ":" inside the secret
    `{passphrase:${SECRET}}`, // not JSON: refused, and still hidden
    `{"ca":"x",key:${SECRET}}`, // a bare name after a comma
    `{"passphrase":"${SECRET}`, // unterminated
  ];
  for (const value of values) {
    const encoded = encodeURIComponent(value);
    for (const uri of [
      `mysql://app:pw@db/shop?ssl=${encoded}`,
      `db:mysql://app:pw@db/shop?ssl=${encoded}&x=1`,
    ]) {
      test(`${value} is hidden in redact(), the error and its input (${uri.slice(0, 9)})`, () => {
        assert.ok(!redact(uri).includes(SECRET), redact(uri));
        assert.ok(!redact(uri).includes("Secret"), redact(uri));
        assert.throws(
          () => interpret(uri),
          (error: DburiError) => {
            assert.equal(error.code, "invalid-param");
            assert.ok(!String(error).includes("Secret"), String(error));
            assert.ok(!inspect(error).includes("Secret"), inspect(error));
            return true;
          },
        );
      });
    }
    test(`${value} is hidden when written raw in a URI that does not parse`, () => {
      const raw = `mysql://app:pw@db/shop?ssl=${value}`;
      assert.ok(!redact(raw).includes("Secret"), redact(raw));
      assert.throws(
        () => interpret(raw),
        (error: DburiError) => !String(error).includes("Secret"),
      );
    });
    test(`${value} as a value is hidden by redactParamValue and left out by omitSecretParamValue`, () => {
      assert.equal(redactParamValue("ssl", value), "***");
      assert.equal(omitSecretParamValue("ssl", value), null);
    });
  }
  test("an object without a secret member stays visible", () => {
    const uri = `mysql://app:pw@db/shop?ssl=${encodeURIComponent('{"rejectUnauthorized":true}')}`;
    assert.equal(redact(uri), uri.replace(":pw@", ":***@"));
    assert.equal(redactParamValue("ssl", '{"ca":"x","cert":"y"}'), '{"ca":"x","cert":"y"}');
    assert.equal(redactParamValue("note", "{keyring}"), "{keyring}");
  });
});

// Leak: Prisma's SQL Server connection string (https://www.prisma.io/docs/orm/overview/databases/sql-server)
// is not an RFC 3986 URI: `sqlserver://host:port;database=...;user=...;password=...;encrypt=true`, its
// properties after the authority separated by ";", a value with special characters in braces
// (`password={a;b}`). Without a port it parsed: RFC 3986 allows ";" and "=" in a host name, so
// `sqlserver://db.example.com;password=s3cret` became a target whose host held the password, in clear in
// JSON.stringify(target), inspect and every DSN (redact() hid it in the text only). dburi does not read the
// form yet; it refuses it at the ";", and neither redact(), redactUri() nor the error shows the password.
import assert from "node:assert/strict";
import { test } from "node:test";
import { DburiError, interpret, redact, redactUri } from "../../src/index.ts";

const SECRET = "Sup3rSecret";
const FORMS = [
  `sqlserver://db.example.com:1433;database=shop;user=sa;password=${SECRET};encrypt=true`,
  `sqlserver://db.example.com;password=${SECRET}`,
  `sqlserver://db.example.com:1433;database=shop;user=sa;password={${SECRET};x};encrypt=true`,
  `sqlserver://db.example.com:1433;database=shop;user=sa;PWD=${SECRET};encrypt=true`,
];

for (const text of FORMS) {
  test(`redact and redactUri hide the password of ${text.replace(SECRET, "...")}`, () => {
    for (const shown of [redact(text), redactUri(text)]) {
      assert.ok(!shown.includes(SECRET), shown);
      assert.ok(shown.includes("***"), shown);
    }
  });

  test(`the error refusing ${text.replace(SECRET, "...")} shows no password`, () => {
    assert.throws(
      () => interpret(text),
      (error: unknown) => {
        assert.ok(error instanceof DburiError);
        assert.ok(!error.message.includes(SECRET), error.message);
        assert.ok(!String(error.fix ?? "").includes(SECRET), String(error.fix));
        return true;
      },
    );
  });
}

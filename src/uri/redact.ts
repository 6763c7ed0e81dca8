// Redaction: the password and secret query values become "***" in everything dburi prints. The spans of
// one URI are found in redact-spans.ts, the URIs of free text in redact-text.ts; this module is the public
// entry and what the other layers import.

import { applySpans, mergeSpans } from "./redact-spans.js";
import { textSpans } from "./redact-text.js";

export { applySpans, mapIndex, mergeSpans, REDACTED, type Span, secretSpans } from "./redact-spans.js";

/**
 * Hides the password and secret query values of any text: a URI, an unparseable string, a `db:` URI with
 * a nested URI, a host list, or free text with URIs among other words (each URI is redacted on its own and
 * the text between them is kept exactly). One line that starts with a URI and holds no other is read as
 * that URI, whatever spaces or quotes it holds. Connection strings that are not URIs keep their secret
 * `key=value` values hidden too (libpq, ODBC, ADO.NET, JDBC's `;password=`), and so does `user:pw@host`
 * written without `//`. Never throws.
 * @example
 * redact("postgresql://app:s3cret@db.example.com/app"); // "postgresql://app:***@db.example.com/app"
 * redact("db:pg://user:pw@host/db"); // "db:pg://user:***@host/db"
 * redact("redis://h/0?password=x&db=1"); // "redis://h/0?password=***&db=1"
 * redact("redis://h/0?x=a b&password=s3cret"); // "redis://h/0?x=a b&password=***"
 * redact("from postgres://u:pw@h/db to redis://:pw2@r/0"); // "from postgres://u:***@h/db to redis://:***@r/0"
 * redact("host=db password=s3cret"); // "host=db password=***"
 * redact("Driver={x};PWD={s3;cret}"); // "Driver={x};PWD={***}"
 * redact("app:s3cret@tcp(db:3306)/shop"); // "app:***@tcp(db:3306)/shop"
 */
export function redact(text: string): string {
  return applySpans(text, mergeSpans(textSpans(text)));
}

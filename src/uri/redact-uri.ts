// Redaction of one URI, as opposed to `redact`'s free text: the whole string is read as a single URI, so
// a raw space, quote or line break inside it (a password or a query value that should have been
// percent-encoded) does not end it, and what follows is still hidden where it is secret.

import { applySpans, mapIndex, secretSpans } from "./redact-spans.js";

/**
 * Hides the password and secret query values of `text` read as one URI, whatever it holds (spaces,
 * quotes, line breaks, nested `db:` URIs; parseable or not). For a string known to be a single URI, such
 * as a `DATABASE_URL` setting; for log lines and other free text, use `redact`. Never throws.
 * @example
 * redactUri("redis://h/0?x=a b&password=s3cret"); // "redis://h/0?x=a b&password=***"
 * redactUri("amqp://:pa\nss@h/v?token=t0k"); // "amqp://:***@h/v?token=***"
 */
export function redactUri(text: string): string {
  return applySpans(text, secretSpans(text));
}

/**
 * Where index `index` of `text` (read as one URI) is in `redactUri(text)`: each `***` before it shifts it,
 * and a position inside a hidden value becomes the position of its `***`. For pointing at a finding's or
 * an error's index in the text as it is shown.
 * @example
 * redactedIndex("redis://:s3cret@h:x", 18); // 15
 */
export function redactedIndex(text: string, index: number): number {
  return mapIndex(index, secretSpans(text));
}

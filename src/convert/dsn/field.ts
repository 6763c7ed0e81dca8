// The values a DSN is built from, each with a label for messages and whether it is secret, and the checks
// every grammar shares. A refusal names the field and, unless the field is secret, the character: an
// error message must never quote any part of a password or a secret query value.

import { type DburiError, encodePercent } from "../../uri/index.js";
import { unrepresentable } from "./native-uri.js";

/** One value on its way into a DSN. */
export interface DsnField {
  /** What the value is, for messages: `the password`, `the query parameter 'sslmode'`. */
  readonly label: string;
  readonly value: string;
  /** Whether the value must never appear in a message (the password, a secret query value). */
  readonly secret: boolean;
  /**
   * Whether the value is the `***` that `redact: true` shows in place of a secret: a string to print, not
   * to connect with, so the plain-character rule of grammars without quoting lets it through.
   */
  readonly redacted?: boolean;
}

/** Where a DSN is being written: the format's name and the target's href (shown redacted in errors). */
export interface DsnContext {
  readonly format: string;
  readonly href: string;
}

/**
 * A `dsn-unrepresentable` error for a DSN being written.
 * @example
 * const context: DsnContext = { format: "dbi", href: "db:maxdb:shop" };
 * refuse(context, "MaxDB's DSN names a host", "give the target a host").code; // "dsn-unrepresentable"
 */
export function refuse(context: DsnContext, reason: string, fix: string): DburiError {
  return unrepresentable(context.format, reason, fix, context.href);
}

/** A character as a message shows it: `';'`, `'\n'`. */
function shown(c: string): string {
  const code = c.codePointAt(0) ?? 0;
  if (code < 32 || code === 127) return `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
  return `'${c}'`;
}

/**
 * Refuses `field` when its value contains any character of `chars` (or matching `chars` when it is a
 * predicate), saying `why` that character breaks the grammar.
 * @example
 * const context: DsnContext = { format: "dbi", href: "db:mysql://h/a;b" };
 * const database = field(context, "the database", "a;b");
 * forbid(context, database, ";\n", "ends a value in a DBD::mysql DSN", "rename the database"); // throws dsn-unrepresentable
 */
export function forbid(
  context: DsnContext,
  field: DsnField,
  chars: string | ((c: string) => boolean),
  why: string,
  fix: string,
): void {
  const test = typeof chars === "string" ? (c: string) => chars.includes(c) : chars;
  for (const c of field.value) {
    if (test(c)) {
      const what = field.secret ? "a character" : shown(c);
      throw refuse(context, `${field.label} contains ${what}, which ${why}`, fix);
    }
  }
}

/** Whether a string holds a lone UTF-16 surrogate, which has no UTF-8 form. */
function hasLoneSurrogate(text: string): boolean {
  return /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}

/**
 * What no DSN grammar holds: NUL (C strings end there) and lone surrogates (no UTF-8 form).
 * @example
 * const context: DsnContext = { format: "libpq", href: "db:pg://h/a%00b" };
 * checkText(context, { label: "the database", value: "a\0b", secret: false }); // throws dsn-unrepresentable
 */
export function checkText(context: DsnContext, field: DsnField): void {
  if (field.value.includes("\0")) {
    throw refuse(context, `${field.label} contains NUL, which ends a C string`, "remove the NUL character");
  }
  if (hasLoneSurrogate(field.value)) {
    throw refuse(
      context,
      `${field.label} is not valid Unicode (a lone surrogate)`,
      "fix the value's encoding",
    );
  }
}

/**
 * A value that may be quoted in messages, checked by `checkText`.
 * @example
 * const context: DsnContext = { format: "libpq", href: "db:pg://h/shop" };
 * field(context, "the database", "shop"); // { label: "the database", value: "shop", secret: false }
 */
export function field(context: DsnContext, label: string, value: string): DsnField {
  const made = { label, value, secret: false };
  checkText(context, made);
  return made;
}

/**
 * A value no message may quote (a password, a secret query value), checked by `checkText`.
 * @example
 * const context: DsnContext = { format: "libpq", href: "db:pg://u:s3cret@h/shop" };
 * secretField(context, "the password", "s3cret").secret; // true
 */
export function secretField(context: DsnContext, label: string, value: string): DsnField {
  const made = { label, value, secret: true };
  checkText(context, made);
  return made;
}

/**
 * Whether a character is a C0 control character or DEL.
 * @example
 * isControl("\n"); // true
 */
export function isControl(c: string): boolean {
  const code = c.charCodeAt(0);
  return code < 32 || code === 127;
}

/**
 * Refuses any character outside RFC 3986's unreserved set (letters, digits, `-._~`) and `extra`: for
 * grammars whose quoting is undocumented, where only plain text is sure to come back unchanged.
 * @example
 * const context: DsnContext = { format: "jdbc", href: "db:oracle://h/orcl.example" };
 * onlyPlain(context, field(context, "the service name", "orcl.example"), "", "Oracle EZConnect"); // passes
 * onlyPlain(context, field(context, "the service name", "orcl example"), "", "Oracle EZConnect"); // throws dsn-unrepresentable
 */
export function onlyPlain(context: DsnContext, value: DsnField, extra: string, grammar: string): void {
  if (value.redacted === true) return;
  forbid(
    context,
    value,
    (c) => !(/[A-Za-z0-9._~-]/.test(c) || extra.includes(c)),
    `${grammar} has no documented way to quote`,
    "use plain letters, digits and -._~ in it",
  );
}

/**
 * Percent-encodes everything but RFC 3986's unreserved characters and `*` (a sub-delim no URL reader here
 * decodes or splits at, kept so that a redacted `***` stays readable), as UTF-8.
 * @example
 * encodeValue("p&ss word"); // "p%26ss%20word"
 * encodeValue("***"); // "***"
 */
export function encodeValue(text: string): string {
  return encodePercent(text).replaceAll("%2A", "*");
}

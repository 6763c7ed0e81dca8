// The values a DSN is built from, each with a label for messages and whether it is secret, and the checks
// every grammar shares. A refusal names the field and, unless the field is secret, the character: an
// error message must never quote any part of a password or a secret query value.

import { upperHex } from "../../uri/chars.js";
import type { DburiError } from "../../uri/index.js";
import { encodePercentKeeping } from "../../uri/percent-text.js";
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
  if (code < 32 || code === 127) return `U+${upperHex(code, 4)}`;
  return `'${c}'`;
}

/** The character (code point) of `text` at `at`. */
function codePointAt(text: string, at: number): string {
  return String.fromCodePoint(text.codePointAt(at)!);
}

/**
 * Where the first of `chars` (characters of the Basic Multilingual Plane) is in `text`, or -1.
 */
function firstOf(text: string, chars: string): number {
  let first = -1;
  for (let i = 0; i < chars.length; i++) {
    const at = text.indexOf(chars[i]!);
    if (at >= 0 && (first < 0 || at < first)) first = at;
  }
  return first;
}

/**
 * Refuses `field` when its value contains any character of `chars` (or one `chars` matches, when it is a
 * pattern of one character), saying `why` that character breaks the grammar.
 * @example
 * const context: DsnContext = { format: "dbi", href: "db:mysql://h/a;b" };
 * const database = field(context, "the database", "a;b");
 * forbid(context, database, ";\n", "ends a value in a DBD::mysql DSN", "rename the database"); // throws dsn-unrepresentable
 */
export function forbid(
  context: DsnContext,
  field: DsnField,
  chars: string | RegExp,
  why: string,
  fix: string,
): void {
  const value = field.value;
  const at = typeof chars === "string" ? firstOf(value, chars) : value.search(chars);
  if (at < 0) return;
  const what = field.secret ? "a character" : shown(codePointAt(value, at));
  throw refuse(context, `${field.label} contains ${what}, which ${why}`, fix);
}

/** `String.prototype.isWellFormed` (ES2024: Node 20, browsers since 2023), where the runtime has it. */
const isWellFormed = (String.prototype as { isWellFormed?: (this: string) => boolean }).isWellFormed;

/**
 * Whether a string holds a lone UTF-16 surrogate, which has no UTF-8 form: what `isWellFormed` denies, a
 * native test, else the pattern (bench/README.md, "Why the hot path looks as it does": DSN fields).
 */
function hasLoneSurrogate(text: string): boolean {
  if (isWellFormed !== undefined) return !isWellFormed.call(text);
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
 * A C0 control character or DEL, for `forbid`: any UTF-16 code unit but the printable ASCII characters and
 * those above ASCII.
 * @example
 * CONTROL.test("a\nb"); // true
 */
export const CONTROL = /[^\x20-\x7e\x80-\uffff]/;

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
    notPlain(extra),
    `${grammar} has no documented way to quote`,
    "use plain letters, digits and -._~ in it",
  );
}

/** A pattern of each grammar's `extra`, made once. */
const NOT_PLAIN = new Map<string, RegExp>();

/** A pattern matching a character outside the unreserved set and `extra` (any code point, astral too). */
function notPlain(extra: string): RegExp {
  let pattern = NOT_PLAIN.get(extra);
  if (pattern === undefined) {
    const escaped = extra.replace(/[\\\]^-]/g, "\\$&");
    pattern = new RegExp(`[^A-Za-z0-9._~\\-${escaped}]`, "u");
    NOT_PLAIN.set(extra, pattern);
  }
  return pattern;
}

/**
 * Percent-encodes everything but RFC 3986's unreserved characters and `*` (a sub-delim no URL reader here
 * decodes or splits at, kept so that a redacted `***` stays readable), as UTF-8.
 * @example
 * encodeValue("p&ss word"); // "p%26ss%20word"
 * encodeValue("***"); // "***"
 */
export function encodeValue(text: string): string {
  return encodePercentKeeping(text, "*");
}

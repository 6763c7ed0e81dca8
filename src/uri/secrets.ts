// Which query keys carry secrets. Connection strings put passwords and tokens in the query as often as in
// the userinfo (redis `?password=`, libpq `sslpassword`, MongoDB `tlsCertificateKeyFilePassword`,
// Snowflake `private_key_file_pwd`, Azure `AccountKey`), so redaction treats their values like the password.
//
// The rule is data: a key is compared normalized (lowercase, without "-", "_" and "."), with
// and without trailing digits, and it is secret when it is one of SECRET_KEYS or ends with one of
// SECRET_SUFFIXES. Suffixes, not substrings: an option that only names where a secret is (`passfile`,
// `sslkey`, `ssl_keyfile`, `tlsCertificateKeyFile`, `private_key_file`, `token_file`) or how to get one
// (`sslpasswordcallback`, `token_uri`) is a path or a setting and stays visible. A plain `key` suffix is
// not a rule for the same reason: libpq's and MySQL's `sslkey`/`ssl-key` are file paths.

import { isIn, WORD } from "./chars.js";

/**
 * What every hidden value is replaced with.
 * @example
 * String(parseUri("redis://:pw@h")).includes(REDACTED); // true
 */
export const REDACTED = "***";

/** Keys that are secret only as a whole (normalized). */
const SECRET_KEYS: readonly string[] = [
  "pass", // a common short form (`?pass=`); as a suffix it would also match `bypass`
  "pw", // likewise
  "key", // SQLCipher's database key, amqplib's PEM private key, the PEM key of mysql2's ssl JSON
  "pfx", // a PKCS#12 bundle with its private key (Node's TLS option, mysql2's ssl JSON)
  "hexkey", // SQLCipher
  "rekey", // SQLCipher
  "hexrekey", // SQLCipher
  "sas", // Azure shared access signature
  "sig", // the signature of an Azure SAS
  "signature",
  "sharedaccesssignature", // Azure Service Bus / Event Hubs
  "credentials", // an inline credential blob
  "credentialsbase64", // BigQuery's SQLAlchemy dialect
  "jwt", // a bearer JWT
  "secretid", // Vault AppRole
];

/**
 * Suffixes that make any key secret. Each names a secret value, whatever the option name puts before it.
 */
const SECRET_SUFFIXES: readonly string[] = [
  // password, sslpassword, ssl_password, proxyPassword, tlsCertificateKeyFilePassword, wallet_password,
  // trustStorePassword, sasl.password; MySQL's password1..password3 (multi-factor; trailing digits go).
  "password",
  "passwd", // passwd, sslpasswd
  "pwd", // PWD (ODBC), private_key_file_pwd and privateKeyPwd (Snowflake), sslpwd
  "passphrase", // private_key_passphrase, a TLS key's passphrase (Node)
  "passcode", // Snowflake's MFA passcode
  "keypass", // Java keytool style: keypass, sslkeypass
  "storepass", // keystorepass, truststorepass
  // secret, client_secret, oauth_client_secret, shared_secret, aws_secret (but not *_secret_file)
  "secret",
  // token, access_token, auth_token, session_token, aws_session_token, refresh_token, id_token
  "token",
  "apikey", // api_key, apiKey, x-api-key
  "accesskey", // access_key, aws_secret_access_key (not access_key_id: an id, not a secret)
  "secretkey", // secret_key
  "accountkey", // Azure AccountKey
  "sharedaccesskey", // Azure SharedAccessKey
  "masterkey", // Cosmos DB
  "privatekey", // private_key (Snowflake, Google): the PEM text itself; private_key_file/_path are paths
];

/** Whether a key's character is one normalizing leaves out: "-", "_" and ".". */
function isSeparator(c: number): boolean {
  return c === 45 || c === 95 || c === 46;
}

/**
 * key[start, end) normalized, compared with `word` (lowercase ASCII) from the end without building it:
 * whether it ends with the word, or with `whole` is the word. Normalized is lowercase, without "-", "_"
 * and ".": `api_key`, `Api-Key` and `apikey` are one key (only ASCII letters are folded).
 */
function endsWithWord(key: string, start: number, end: number, word: string, whole: boolean): boolean {
  let i = end;
  for (let w = word.length - 1; w >= 0; w--) {
    let c: number;
    do {
      i--;
      if (i < start) return false;
      c = key.charCodeAt(i);
    } while (isSeparator(c));
    if (c >= 65 && c <= 90) c += 32;
    if (c !== word.charCodeAt(w)) return false;
  }
  if (whole) {
    for (i--; i >= start; i--) if (!isSeparator(key.charCodeAt(i))) return false;
  }
  return true;
}

/** Words by the code of their last character, so that a key is compared only with those it could be. */
function byLast(words: readonly string[]): readonly (readonly string[] | undefined)[] {
  const table: string[][] = [];
  for (const word of words) {
    const last = word.charCodeAt(word.length - 1);
    table[last] = [...(table[last] ?? []), word];
  }
  return table;
}

const KEYS_BY_LAST = byLast(SECRET_KEYS);
const SUFFIXES_BY_LAST = byLast(SECRET_SUFFIXES);

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** Whether key[start, end), normalized, is one of SECRET_KEYS or ends with one of SECRET_SUFFIXES. */
function isSecretWord(key: string, start: number, end: number): boolean {
  let last = end - 1;
  while (last >= start && isSeparator(key.charCodeAt(last))) last--;
  if (last < start) return false;
  let code = key.charCodeAt(last);
  if (code >= 65 && code <= 90) code += 32;
  const keys = KEYS_BY_LAST[code];
  if (keys !== undefined) for (const word of keys) if (endsWithWord(key, start, end, word, true)) return true;
  const suffixes = SUFFIXES_BY_LAST[code];
  if (suffixes !== undefined)
    for (const word of suffixes) if (endsWithWord(key, start, end, word, false)) return true;
  return false;
}

/**
 * Whether a query parameter with this (decoded) key holds a secret that redaction must hide.
 * @example
 * isSecretKey("password"); // true
 * isSecretKey("sslPassword"); // true
 * isSecretKey("private_key_file_pwd"); // true
 * isSecretKey("sslmode"); // false
 * isSecretKey("sslkey"); // false (a file path)
 */
export function isSecretKey(key: string): boolean {
  // A raw "?" inside the query (`??pass=s`, `?x?password=s`) reads to a person, and to some parsers, as the
  // start of a query: the key after the last one counts.
  const start = key.includes("?") ? key.lastIndexOf("?") + 1 : 0;
  if (isSecretWord(key, start, key.length)) return true;
  // Numbered variants: MySQL's password1..password3 (multi-factor authentication), token2, ...
  let end = key.length;
  while (end > start && (isDigit(key.charCodeAt(end - 1)) || isSeparator(key.charCodeAt(end - 1)))) end--;
  return end < key.length && isSecretWord(key, start, end);
}

// Secrets inside list values. Some options take a list of `KEY:value` items separated by ",", and one item
// can be a secret: MongoDB's `authMechanismProperties=AWS_SESSION_TOKEN:...` (MONGODB-AWS), and the same
// shape in MySQL Connector/J's `connectionAttributes` and MongoDB's `readPreferenceTags`. Rather than
// trust a list of such options, the value of every query key that is not secret itself is read this way:
// an item whose KEY `isSecretKey` names has its value hidden (`AWS_SESSION_TOKEN:***`), the other items
// and the keys stay visible. A value without such an item is left as it is.

/** A [start, end) range of a string. */
export type Range = readonly [start: number, end: number];

/**
 * The key whose text is text[start, end), as `isSecretKey` should see it: how `secretItemRanges` and
 * `holdsSecretMember` read the keys of their text.
 * @example
 * const text = "a%5Fb:x";
 * const decodeKey: KeyReader = (start, end) => decodeURIComponent(text.slice(start, end));
 */
export type KeyReader = (start: number, end: number) => string;

/** How `secretItemRanges` and `holdsSecretMember` read their text. */
export interface ItemListOptions {
  /** Raw query text: its characters may be percent-encoded ("%2C" separates as "," does). */
  readonly percentEncoded: boolean;
  /** Reads a key or member name. */
  readonly decodeKey: KeyReader;
}

/**
 * Length of the character `char` at `i`, or in percent-encoded text of its escape: "%" and the two hex
 * digits `hex` (in either case); 0 when neither is there.
 * @example
 * charAt("a%7Bb", 1, 123, "7B", true); // 3
 */
export function charAt(text: string, i: number, char: number, hex: string, percentEncoded: boolean): number {
  const c = text.charCodeAt(i);
  if (c === char) return 1;
  if (!percentEncoded || c !== 37) return 0;
  return text.charCodeAt(i + 1) === hex.charCodeAt(0) &&
    (text.charCodeAt(i + 2) | 32) === (hex.charCodeAt(1) | 32)
    ? 3
    : 0;
}

/**
 * The secret item values of a `KEY:value,KEY:value` list in text[start, end), keys read with
 * `options.decodeKey`; in percent-encoded text (raw query text) "%2C" and "%3A" separate too. Linear.
 * @example
 * const text = "SERVICE_NAME:x,AWS_SESSION_TOKEN:t";
 * secretItemRanges(text, 0, 34, { percentEncoded: false, decodeKey: (s, e) => text.slice(s, e) }); // [[33, 34]]
 */
export function secretItemRanges(
  text: string,
  start: number,
  end: number,
  { percentEncoded, decodeKey }: ItemListOptions,
): Range[] {
  const ranges: Range[] = [];
  let itemStart = start;
  let colon = -1;
  let valueStart = -1;
  for (let i = start; i <= end; ) {
    const comma = i < end ? charAt(text, i, 44, "2C", percentEncoded) : 1;
    if (comma > 0) {
      if (colon >= 0 && i > valueStart && isSecretKey(decodeKey(itemStart, colon))) {
        ranges.push([valueStart, i]);
      }
      i += comma;
      itemStart = i;
      colon = -1;
      continue;
    }
    const separator = colon < 0 ? charAt(text, i, 58, "3A", percentEncoded) : 0;
    if (separator > 0) {
      colon = i;
      valueStart = i + separator;
      i += separator;
    } else i++;
  }
  return ranges;
}

// Secrets inside a JSON object value. mysql2 takes its TLS options as JSON in the URI
// (`ssl={"rejectUnauthorized":true}`), and the same object can carry a key's `passphrase`, a `pfx` or the
// PEM `key` itself. Such a value is hidden whole when one of its member names is secret: a secret inside
// JSON can hold the "," and ":" that `secretItemRanges` splits on, so hiding part of it could show the rest.
// Member names are read quoted (JSON) or bare (`{passphrase:x}`, which JSON.parse refuses but a person may
// write), so that a value that is not valid JSON is not shown for that reason.

/** Whether `c` may be part of a bare member name: an ASCII letter, digit, "_", "-", "." or "$". */
function isNameChar(c: number): boolean {
  return isIn(c, WORD) || c === 36;
}

/**
 * Whether text[start, end) is a JSON object (its first character other than spaces is "{") with a member
 * whose name `isSecretKey` names, names read with `options.decodeKey`; in percent-encoded text (raw
 * query text) its characters may be percent-encoded. Linear.
 * @example
 * const text = '{"passphrase":"a,b"}';
 * holdsSecretMember(text, 0, text.length, { percentEncoded: false, decodeKey: (s, e) => text.slice(s, e) }); // true
 */
export function holdsSecretMember(
  text: string,
  start: number,
  end: number,
  { percentEncoded: encoded, decodeKey }: ItemListOptions,
): boolean {
  const at = (i: number, char: number, hex: string) => (i < end ? charAt(text, i, char, hex, encoded) : 0);
  // Past the spaces from `j` on (" " or "%20").
  const afterSpaces = (j: number) => {
    while (at(j, 32, "20") > 0) j += at(j, 32, "20");
    return j;
  };
  let i = afterSpaces(start);
  if (at(i, 123, "7B") === 0) return false;
  i += at(i, 123, "7B");
  while (i < end) {
    const nameStart = i + at(i, 34, "22");
    let nameEnd = nameStart;
    if (nameStart > i) {
      // A quoted name runs to the next quote that no backslash escapes (or to the end).
      while (nameEnd < end && at(nameEnd, 34, "22") === 0) nameEnd += text.charCodeAt(nameEnd) === 92 ? 2 : 1;
      nameEnd = Math.min(nameEnd, end);
      i = nameEnd + at(nameEnd, 34, "22");
    } else {
      while (nameEnd < end && isNameChar(text.charCodeAt(nameEnd))) nameEnd++;
      if (nameEnd === nameStart) {
        // Any other character; in percent-encoded text an escape is one ("%2C" is a comma, not "2C...").
        i += encoded && text.charCodeAt(i) === 37 ? 3 : 1;
        continue;
      }
      i = nameEnd;
    }
    const colon = afterSpaces(i);
    if (at(colon, 58, "3A") > 0 && isSecretKey(decodeKey(nameStart, nameEnd))) return true;
  }
  return false;
}

/**
 * Replaces each of the sorted, non-overlapping `ranges` of `text` with "***".
 * @example
 * applySpans("u:pw@h", [[2, 4]]); // "u:***@h"
 */
export function applySpans(text: string, ranges: readonly Range[]): string {
  if (ranges.length === 0) return text;
  let out = "";
  let last = 0;
  for (const [start, end] of ranges) {
    out += text.slice(last, start) + REDACTED;
    last = end;
  }
  return out + text.slice(last);
}

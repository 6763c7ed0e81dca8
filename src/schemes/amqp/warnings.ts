// The findings of an amqp: or amqps: URI that are not errors: parameters that will be ignored, risky
// settings and likely mistakes, each pointing at the part of the URI it is about.

import type { Finding } from "../../registry/index.js";
import { type QueryEntry, type Uri, valueIndexOf } from "../../uri/index.js";
import { scannedOffsets } from "../../uri/uri.js";
import { authorityIndex } from "../target/fields.js";
import { AMQP_TLS_PARAMS } from "./params.js";
import { AMQP_SPEC, type AmqpPlace } from "./syntax.js";

const TLS_SECTION = "RabbitMQ URI Query Parameters, TLS Parameters";

/**
 * What `amqpWarnings` looks at: the parsed URI, its query entries and typed options, whether the scheme is
 * the TLS one, and where the URI stands in the input.
 * @example
 * const uri = parseUri("amqps://app:pw@h/?verify=verify_none");
 * const input: AmqpWarningInput = {
 *   uri,
 *   entries: uri.queryEntries,
 *   options: { verify: "verify_none" },
 *   tls: true,
 *   user: uri.username,
 *   password: uri.password,
 *   place: { href: uri.href, offset: 0 },
 * };
 */
export interface AmqpWarningInput {
  readonly uri: Uri;
  readonly entries: readonly QueryEntry[];
  readonly options: {
    readonly verify?: string | undefined;
    readonly password?: string | undefined;
    readonly keyfile?: string | undefined;
    readonly certfile?: string | undefined;
    readonly auth_mechanism?: readonly string[] | undefined;
  };
  readonly tls: boolean;
  readonly user: string | null;
  readonly password: string | null;
  readonly place: AmqpPlace;
}

/** Where the first entry of a key is in the input (its value's start with `value`), or undefined. */
function indexOfKey(input: AmqpWarningInput, key: string, at: "key" | "value"): number | undefined {
  const entry = input.entries.find((e) => e.key === key);
  if (entry === undefined) return undefined;
  return input.place.offset + (at === "value" ? valueIndexOf(entry) : entry.index);
}

/** Whether an auth_mechanism names EXTERNAL, which needs no password (plain or module-qualified). */
function namesExternal(mechanisms: readonly string[] | undefined): boolean {
  if (mechanisms === undefined) return false;
  for (const mechanism of mechanisms) if (mechanism.endsWith("external")) return true;
  return false;
}

/** The TLS findings: parameters an amqp URI ignores, or risky and incomplete amqps settings. */
function tlsWarnings(input: AmqpWarningInput, warnings: Finding[]): void {
  const { uri, options } = input;
  if (!input.tls) {
    for (const entry of input.entries) {
      if (!AMQP_TLS_PARAMS.includes(entry.key)) continue;
      warnings.push({
        severity: "warning",
        code: "tls-param-ignored",
        message: `'${entry.key}' configures TLS, which an ${uri.scheme} URI does not use; it is ignored`,
        index: input.place.offset + entry.index,
        fix: "use the amqps scheme for a TLS connection, or remove the parameter",
        section: TLS_SECTION,
      });
    }
    return;
  }
  if (options.verify === "verify_none") {
    warnings.push({
      severity: "warning",
      code: "tls-verification-disabled",
      message:
        "verify=verify_none: the server's certificate is not checked, so anyone on the path can pose as it",
      index: indexOfKey(input, "verify", "value"),
      fix: "use verify=verify_peer with cacertfile and server_name_indication",
      section: TLS_SECTION,
    });
  }
  if (options.password !== undefined && options.keyfile === undefined && options.certfile === undefined) {
    warnings.push({
      severity: "warning",
      code: "passphrase-without-key",
      message:
        "the 'password' parameter is the passphrase of keyfile, not the login password, and there is no keyfile",
      index: indexOfKey(input, "password", "key"),
      fix: "put the login password in the userinfo (amqps://user:password@host), or add keyfile",
      section: TLS_SECTION,
    });
  }
}

/**
 * Adds to `warnings` the findings that are not errors, after readParams's own (unknown and duplicate
 * parameters): TLS parameters an amqp URI ignores, verification turned off, a key passphrase without a key,
 * a user without a password, the empty vhost.
 * @example
 * const uri = parseUri("amqp://u@h");
 * const place = { href: uri.href, offset: 0 };
 * const warnings: Finding[] = [];
 * amqpWarnings({ uri, entries: [], options: {}, tls: false, user: "u", password: null, place }, warnings);
 * warnings.at(-1)?.code; // "username-without-password"
 */
export function amqpWarnings(input: AmqpWarningInput, warnings: Finding[]): void {
  if (input.entries.length > 0) tlsWarnings(input, warnings);
  if (input.user !== null && input.password === null && !namesExternal(input.options.auth_mechanism)) {
    const uri = input.uri;
    warnings.push({
      severity: "warning",
      code: "username-without-password",
      message: "the URI names a user but no password (no ':' after the user name)",
      // At the '@' that ends the user name: where ':password' would go.
      index: input.place.offset + authorityIndex(uri) + (uri.userinfo as string).length,
      fix: "add ':password' after the user name; 'user:@host' states an empty password",
      section: `${AMQP_SPEC}, Username and password`,
    });
  }
  const o = scannedOffsets(input.uri);
  if (o.pathEnd - o.pathStart === 1) {
    // Unlike amqplib, which turns it into "/", the specification keeps "amqp://host/" as the vhost "";
    // RabbitMQ has no such vhost and refuses the connection (vhost-not-found at ping).
    const scheme = input.uri.scheme;
    warnings.push({
      severity: "warning",
      code: "empty-vhost",
      message: `the trailing '/' names the vhost "" (an empty name), which RabbitMQ does not have: the connection would be refused`,
      index: input.place.offset + o.pathStart,
      fix: `write /%2F for the default vhost '/' (${scheme}://host/%2F), or drop the '/' to leave the vhost to the client (${scheme}://host)`,
      section: `${AMQP_SPEC}, Virtual Host`,
    });
  }
}

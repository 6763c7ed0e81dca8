// The checks an amqp: or amqps: URI must pass beyond RFC 3986: what the RabbitMQ URI specification's ABNF
// narrows (an authority, no second ':' in the userinfo, one path segment, no fragment), a port and a host
// that can be connected to, and query values that mean what they say.

import { DburiError, type QueryEntry, type Uri, valueIndexOf } from "../../uri/index.js";
import { authorityIndex } from "../target/fields.js";
import { AMQP_FRAME_MIN_SIZE, AMQP_PARAMS } from "./params.js";

/** The specification every check cites. */
export const AMQP_SPEC = "RabbitMQ URI Specification";

/**
 * Where the parsed URI stands in the input: errors point into `href`, `offset` characters before the
 * parsed URI's own positions (non-zero when it is nested, as in db:amqp://...).
 * @example
 * const place: AmqpPlace = { href: "db:amqp://h", offset: 3 };
 */
export interface AmqpPlace {
  readonly href: string;
  readonly offset: number;
}

/** What a syntax error says, and where in the parsed URI (`at`). */
interface SyntaxProblem {
  readonly code: DburiError["code"];
  readonly at: number;
  readonly reason: string;
  readonly fix: string;
}

function syntaxError(place: AmqpPlace, problem: SyntaxProblem): DburiError {
  const { code, at, reason, fix } = problem;
  return new DburiError({ code, reason, fix, index: place.offset + at, input: place.href });
}

/**
 * Throws the errors of the specification's ABNF that RFC 3986 alone does not catch, and refuses a host or
 * port nothing can connect to. `path` and `password` are the URI's, read once by the caller.
 * @throws DburiError `missing-authority`, `invalid-userinfo`, `invalid-host`, `invalid-port`,
 *   `invalid-vhost`, `unexpected-fragment`
 * @example
 * const uri = parseUri("amqp://h/a/b");
 * const place: AmqpPlace = { href: uri.href, offset: 0 };
 * checkAmqpSyntax(uri, { path: uri.path, password: uri.password, place }); // throws invalid-vhost
 */
export function checkAmqpSyntax(
  uri: Uri,
  read: { readonly path: string; readonly password: string | null; readonly place: AmqpPlace },
): void {
  const { path, password, place } = read;
  const scheme = uri.scheme;
  const hostType = uri.hostType;
  // hostType is null exactly when there is no authority, and costs no slice to ask.
  if (hostType === null) {
    throw syntaxError(place, {
      code: "missing-authority",
      at: uri.href.indexOf(":") + 1,
      reason: `an ${scheme} URI starts with "${scheme}://" (${AMQP_SPEC}: amqp_URI)`,
      fix: `write ${scheme}://host/vhost; the host may be empty, as in ${scheme}:///vhost`,
    });
  }
  // A second ':' in the userinfo is a ':' in the raw password, and so in the decoded one too.
  if (password?.includes(":")) checkUserinfo(uri, place);
  if (hostType === "ipvfuture") {
    // The specification's Host section defers to RFC 3986 §3.2.2, whose IPvFuture has no version defined:
    // unbracketed, "v1.7f000001" would go to DNS as a name.
    const userinfo = uri.userinfo;
    throw syntaxError(place, {
      code: "invalid-host",
      at: authorityIndex(uri) + (userinfo === null ? 0 : userinfo.length + 1),
      reason: "an IPvFuture address (RFC 3986 §3.2.2) has no version a TCP connection can use",
      fix: "write a host name, an IPv4 address, or an IPv6 address in brackets ([::1])",
    });
  }
  if (uri.port === 0) {
    throw syntaxError(place, {
      code: "invalid-port",
      at: authorityIndex(uri) + (uri.authority as string).lastIndexOf(":") + 1,
      reason: "port 0 cannot be connected to",
      fix: "write the server's port, from 1 to 65535, or leave it out for the default (5672, or 5671 for amqps)",
    });
  }
  const extra = path.indexOf("/", 1);
  if (extra >= 0) {
    throw syntaxError(place, {
      code: "invalid-vhost",
      at: authorityIndex(uri) + (uri.authority as string).length + extra,
      reason: `the vhost is a single path segment, so this second '/' has no meaning (${AMQP_SPEC}: vhost = segment)`,
      fix: "write a '/' inside the vhost name as %2F, e.g. /a%2Fb for the vhost 'a/b'",
    });
  }
  const fragment = uri.fragment;
  if (fragment !== null) {
    throw syntaxError(place, {
      code: "unexpected-fragment",
      at: uri.href.length - fragment.length - 1,
      reason: `an ${scheme} URI has no fragment (${AMQP_SPEC}: amqp_URI)`,
      fix: "remove the '#...' part; a '#' inside the password or vhost is written %23",
    });
  }
}

/** The password holds no ':' (amqp_userinfo = username [ ":" password ]). */
function checkUserinfo(uri: Uri, place: AmqpPlace): void {
  const userinfo = uri.userinfo as string;
  const second = userinfo.indexOf(":", userinfo.indexOf(":") + 1);
  if (second >= 0) {
    throw syntaxError(place, {
      code: "invalid-userinfo",
      at: authorityIndex(uri) + second,
      reason: `the password contains a ':', which the amqp_userinfo rule does not allow (${AMQP_SPEC})`,
      fix: "write a ':' inside the password as %3A",
    });
  }
}

/**
 * Why an empty value of each text parameter would not do what it says: each would be dropped or replaced
 * on the way to the server, so an empty one is refused rather than silently defaulted.
 */
const EMPTY_MEANS: Readonly<Record<string, string>> = {
  locale: "amqplib would send its default en_US instead",
  cacertfile: "it names no file",
  certfile: "it names no file",
  keyfile: "it names no file",
  password: "an empty passphrase decrypts no key, and Node's TLS ignores it",
  server_name_indication:
    "amqplib would send the host name instead; 'disable' is the value that asks for no SNI",
};

/** Every spelling of the text parameters (`string` and `path` in AMQP_PARAMS), to its canonical name. */
const TEXT_KEYS: ReadonlyMap<string, string> = new Map(
  Object.entries(AMQP_PARAMS).flatMap(([name, spec]) =>
    spec.type === "string" || spec.type === "path"
      ? [name, ...(spec.aliases ?? [])].map((key) => [key, name] as const)
      : [],
  ),
);

/**
 * Refuses, pointing at it, an empty value of a text parameter (`locale=`, `cacertfile=`,
 * `server_name_indication=`, ...: typed parameters already refuse "" as not a number, boolean or listed
 * value) and a frame_max below frame-min-size.
 * @throws DburiError `invalid-param`
 * @example
 * const uri = parseUri("amqps://h?cacertfile=");
 * const place: AmqpPlace = { href: uri.href, offset: 0 };
 * checkAmqpValues(() => uri.queryEntries, { cacertfile: "" }, place); // throws invalid-param at index 21
 */
export function checkAmqpValues(
  entries: () => readonly QueryEntry[],
  options: Readonly<Record<string, unknown>>,
  place: AmqpPlace,
): void {
  // Only a text parameter can be empty once typed: its pair is looked for only then.
  let empty = false;
  for (const key in options) if (options[key] === "") empty = true;
  if (empty) checkEmptyText(entries(), place);
  checkFrameMax(entries, options.frame_max as number | undefined, place);
}

/** The first text parameter written empty, refused. */
function checkEmptyText(entries: readonly QueryEntry[], place: AmqpPlace): void {
  for (const entry of entries) {
    if (entry.value !== "") continue;
    const name = TEXT_KEYS.get(entry.key);
    if (name === undefined) continue;
    const means = Object.hasOwn(EMPTY_MEANS, name) ? EMPTY_MEANS[name] : undefined;
    throw new DburiError({
      code: "invalid-param",
      reason: `${entry.key} is empty, and ${means ?? "an empty value has no meaning"}`,
      fix: `give ${entry.key} a value, or remove it`,
      index: place.offset + valueIndexOf(entry),
      input: place.href,
    });
  }
}

/** frame_max is 0 ("no limit") or at least frame-min-size (AMQP 0-9-1 §4.2.3); ParamSpec bounds cannot say "or". */
function checkFrameMax(
  entries: () => readonly QueryEntry[],
  frameMax: number | undefined,
  place: AmqpPlace,
): void {
  if (frameMax === undefined || frameMax === 0 || frameMax >= AMQP_FRAME_MIN_SIZE) return;
  const entry = entries().find((e) => e.key === "frame_max" || e.key === "frameMax");
  // The key as written: amqplib's frameMax is reported as frameMax.
  const key = entry?.key ?? "frame_max";
  throw new DburiError({
    code: "invalid-param",
    reason: `${key}=${frameMax} is below AMQP 0-9-1's frame-min-size of ${AMQP_FRAME_MIN_SIZE}`,
    fix: `write 0 (no limit) or a number from ${AMQP_FRAME_MIN_SIZE} to 4294967295`,
    index: entry === undefined ? undefined : place.offset + entry.valueIndex,
    input: place.href,
  });
}

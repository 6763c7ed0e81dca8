import { DburiError } from "./error.js";
import { type ParseUriOptions, Uri } from "./uri.js";

/**
 * The result of a `tryParse*` function: the value, or the error that `parse*` would have thrown.
 * @example
 * const result: TryResult<Uri> = tryParseUri("redis://h:99999");
 * result.ok ? result.value.port : result.error.code; // "invalid-port"
 */
export type TryResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: DburiError };

/**
 * Parses a URI reference (RFC 3986 §4.1): every character class, IPv4/IPv6/IPvFuture hosts, RFC 6874
 * zone ids, ports 0-65535, percent-encoding as strict UTF-8. Runs in time linear in the length.
 * @throws DburiError with a code, the index of the problem and a fix
 * @example
 * const uri = parseUri("redis://:s3cret@cache:6380/2");
 * uri.port; // 6380
 * uri.password; // "s3cret"
 * `${uri}`; // "redis://:***@cache:6380/2"
 */
export function parseUri(text: string, options?: ParseUriOptions): Uri {
  return new Uri(text, options);
}

/**
 * Like `parseUri`, but returns `{ ok: false, error }` instead of throwing.
 * @example
 * const result = tryParseUri("redis://host:99999");
 * if (!result.ok) result.error.code; // "invalid-port"
 */
export function tryParseUri(text: string, options?: ParseUriOptions): TryResult<Uri> {
  try {
    return { ok: true, value: new Uri(text, options) };
  } catch (error) {
    if (error instanceof DburiError) return { ok: false, error };
    throw error;
  }
}

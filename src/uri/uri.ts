// The Uri: one immutable string plus the offsets of its components. Getters slice and decode on demand;
// nothing is re-serialised, so `href` is always the exact input. Everything that prints (toString,
// toJSON, util.inspect) is redacted.

import { type Edit, edits, editText } from "./edit.js";
import { faultToError } from "./error.js";
import { argumentError } from "./format-checks.js";
import type { HostType } from "./host.js";
import { decodeHost, HOST_TYPES, listHosts, type UriHost } from "./host-list.js";
import { Escapes, type Offsets, queryEnd, shiftOffsets } from "./offsets.js";
import {
  isQuerySeparators,
  type ParseUriOptions,
  type QuerySeparators,
  querySeparatorsOf,
} from "./parse-options.js";
import { decodeComponent, decodeSegments } from "./percent.js";
import { parseQueryEntries, parseQueryPairs, type QueryEntry, type QueryPair } from "./query.js";
import { applySpans, mergeSpans, spansOfOffsets } from "./redact-spans.js";
import { scanUri } from "./scan.js";

export type { UriHost } from "./host-list.js";
export type { ParseUriOptions, QuerySeparators } from "./parse-options.js";

/** What every Uri without a query answers: one frozen empty list, shared. */
const NO_PAIRS: readonly never[] = Object.freeze([]);
const INSPECT = Symbol.for("nodejs.util.inspect.custom");

/**
 * Reads the offsets of a Uri. Assigned once, by the class's static block: the only code outside the class
 * body that can reach its private field. `offsetsOf` hands out frozen copies.
 */
let readOffsets: (uri: Uri) => Offsets;

/**
 * Parse options that carry the offsets `parseUriAt` has already scanned, for the constructor to take
 * instead of scanning. Not exported: no caller outside this module can hand a Uri offsets of its own.
 */
class Scanned implements ParseUriOptions {
  readonly hostList: boolean;
  readonly querySeparators: QuerySeparators | undefined;
  readonly offsets: Offsets;

  constructor(options: ParseUriOptions | undefined, offsets: Offsets) {
    this.hostList = options?.hostList === true;
    this.querySeparators = options?.querySeparators;
    this.offsets = offsets;
  }
}

/**
 * A parsed URI reference (RFC 3986 §4.1). Absent components are `null`, empty ones `""`.
 * Decoded getters (`username`, `password`, `host`, `decodedPath`, `segments`, `params`, `decodedFragment`)
 * percent-decode exactly once as UTF-8; raw getters (`userinfo`, `rawHost`, `path`, `query`, `fragment`)
 * return the text as written.
 * @example
 * const uri = new Uri("postgresql://app:p%40ss@[::1]:5432/app?sslmode=require");
 * uri.password; // "p@ss"
 * uri.host; // "::1"
 * String(uri); // "postgresql://app:***@[::1]:5432/app?sslmode=require"
 */
export class Uri {
  readonly #text: string;
  readonly #o: Offsets;
  /** The options it was parsed with, which edits keep (one field for all of them: it is made per URI). */
  readonly #options: ParseUriOptions | undefined;
  // Memos of decoded lists: the text never changes, so neither do they; all are frozen.
  #params: readonly QueryPair[] | undefined;
  #entries: readonly QueryEntry[] | undefined;
  #hosts: readonly UriHost[] | undefined;

  static {
    readOffsets = (uri) => uri.#o;
  }

  /** Parses `text`; the same as `parseUri(text, options)`. @throws DburiError */
  constructor(text: string, options?: ParseUriOptions) {
    if (typeof text !== "string") {
      throw argumentError(`expected a string, got ${typeof text}`, "pass the URI as a string");
    }
    if (options instanceof Scanned) {
      this.#o = options.offsets;
    } else {
      const separators = options?.querySeparators;
      if (separators !== undefined && !isQuerySeparators(separators)) {
        throw argumentError(
          `querySeparators must be "&" or "&;", got ${JSON.stringify(separators)}`,
          'pass "&", "&;", or leave it out for the scheme\'s own',
        );
      }
      try {
        this.#o = scanUri(text, options);
      } catch (fault) {
        throw faultToError(fault, text);
      }
    }
    this.#text = text;
    this.#options = options;
  }

  /** The exact input text, password included. The only way to the unredacted text. */
  get href(): string {
    return this.#text;
  }

  /** Scheme in lowercase (RFC 3986 §3.1: case-insensitive, canonically lowercase), or null. */
  get scheme(): string | null {
    const end = this.#o.schemeEnd;
    return end < 0 ? null : this.#text.slice(0, end).toLowerCase();
  }

  /** Raw authority (`userinfo@host:port`), or null when there is no "//". */
  get authority(): string | null {
    const o = this.#o;
    return o.authorityStart < 0 ? null : this.#text.slice(o.authorityStart, o.pathStart);
  }

  /** Raw userinfo (`user:password`), or null when there is no "@". */
  get userinfo(): string | null {
    const o = this.#o;
    return o.userinfoEnd < 0 ? null : this.#text.slice(o.authorityStart, o.userinfoEnd);
  }

  /** Decoded user name: the userinfo up to its first ":"; null without userinfo. */
  get username(): string | null {
    const o = this.#o;
    if (o.userinfoEnd < 0) return null;
    return decodeComponent(
      this.#text,
      o.authorityStart,
      o.passwordStart < 0 ? o.userinfoEnd : o.passwordStart - 1,
      o.escapes & Escapes.Userinfo,
    );
  }

  /** Decoded password: the userinfo after its first ":"; null when there is no ":". */
  get password(): string | null {
    const o = this.#o;
    return o.passwordStart < 0
      ? null
      : decodeComponent(this.#text, o.passwordStart, o.userinfoEnd, o.escapes & Escapes.Userinfo);
  }

  /** Decoded host (IPv6 without brackets, zone as `%eth0`); `""` when empty, null without authority. */
  get host(): string | null {
    const o = this.#o;
    // Decoded straight from the offsets: building the whole UriHost (as `hosts` does) costs more than the host.
    return o.hostStart < 0 ? null : decodeHost(this.#text, o);
  }

  /** The host as written, with IPv6 brackets and percent-encodings. */
  get rawHost(): string | null {
    const o = this.#o;
    return o.hostStart < 0 ? null : this.#text.slice(o.hostStart, o.hostEnd);
  }

  /** `name`, `ipv4`, `ipv6` or `ipvfuture`; null without authority. An empty host is a `name`. */
  get hostType(): HostType | null {
    return HOST_TYPES[this.#o.hostType] ?? null;
  }

  /** Port number; null when absent or empty (`host:`). */
  get port(): number | null {
    return this.#o.port < 0 ? null : this.#o.port;
  }

  /** Every host with its port: one entry normally, several for a host list, none without authority. */
  get hosts(): readonly UriHost[] {
    this.#hosts ??= listHosts(this.#text, this.#o);
    return this.#hosts;
  }

  /** Raw path; always a string, `""` when empty (RFC 3986 §3.3). */
  get path(): string {
    return this.#text.slice(this.#o.pathStart, this.#o.pathEnd);
  }

  /**
   * Decoded path: `path` percent-decoded once, "/" still separating segments (`/a/b%2Fc` is `/a/b/c`; use
   * `segments` to keep an encoded "/" apart). The counterpart of `UriParts.path` and `withPath`.
   * @example parseUri("file:///tmp/my%20db").decodedPath; // "/tmp/my db"
   */
  get decodedPath(): string {
    const o = this.#o;
    return decodeComponent(this.#text, o.pathStart, o.pathEnd, o.escapes & Escapes.Path);
  }

  /**
   * Decoded path segments: `/a/b%2Fc` is `["a", "b/c"]`, `/` is `[""]`, an empty path is `[]`.
   * The leading "/" of an absolute path does not start an empty segment.
   */
  get segments(): readonly string[] {
    return decodeSegments(this.#text, this.#o.pathStart, this.#o.pathEnd);
  }

  /** Raw query after "?", or null when there is none. */
  get query(): string | null {
    const o = this.#o;
    if (o.queryStart < 0) return null;
    return this.#text.slice(o.queryStart, queryEnd(o, this.#text.length));
  }

  /**
   * Decoded query pairs in order, duplicates kept; "+" is a space. "&" separates pairs, and so does ";" in
   * a `db:` URI (see `querySeparators`): `pg://h/x?password=a;b` has the one pair `password` = `a;b`.
   */
  get params(): readonly QueryPair[] {
    this.#params ??= this.#decodeQuery(parseQueryPairs);
    return this.#params;
  }

  /**
   * The query pairs with the index of each key and value in `href`, for messages that point at a value.
   * @example parseUri("redis://h?db=x").queryEntries[0]; // { key: "db", value: "x", index: 10, valueIndex: 13 }
   */
  get queryEntries(): readonly QueryEntry[] {
    this.#entries ??= this.#decodeQuery(parseQueryEntries);
    return this.#entries;
  }

  /**
   * What separates this URI's query pairs: `&;` for a `db:` URI or its nested URI (the db: proposal), `&`
   * for every other scheme; the `querySeparators` parse option when one was given.
   * @example
   * parseUri("db:pg://h/x?a=1;b=2").querySeparators; // "&;"
   * parseUri("postgresql://h/x?a=1").querySeparators; // "&"
   */
  get querySeparators(): QuerySeparators {
    const o = this.#o;
    // The scan works them out for a query only (Offsets.querySeparators).
    if (o.queryStart >= 0) return o.querySeparators;
    return querySeparatorsOf(this.#options, this.#text, 0, o.schemeEnd);
  }

  /** The query decoded by `decode`, frozen; the one shared empty list when there is no query. */
  #decodeQuery<T>(
    decode: (text: string, start: number, end: number, separators: QuerySeparators) => T[],
  ): readonly T[] {
    const o = this.#o;
    if (o.queryStart < 0) return NO_PAIRS;
    return Object.freeze(decode(this.#text, o.queryStart, queryEnd(o, this.#text.length), o.querySeparators));
  }

  /** Raw fragment after "#", or null when there is none. */
  get fragment(): string | null {
    const o = this.#o;
    return o.fragmentStart < 0 ? null : this.#text.slice(o.fragmentStart);
  }

  /**
   * Decoded fragment: `fragment` percent-decoded once (a "+" stays a "+"), or null when there is none.
   * The counterpart of `UriParts.fragment` and `withFragment`.
   * @example parseUri("x://h#a%23b").decodedFragment; // "a#b"
   */
  get decodedFragment(): string | null {
    const o = this.#o;
    return o.fragmentStart < 0
      ? null
      : decodeComponent(this.#text, o.fragmentStart, this.#text.length, o.escapes & Escapes.Fragment);
  }

  /** Whether this is a relative reference (no scheme). */
  get isRelative(): boolean {
    return this.#o.schemeEnd < 0;
  }

  /** Whether the host list option was on when parsing; edits keep it. */
  get isHostList(): boolean {
    return this.#options?.hostList === true;
  }

  /** The text with the password and secret query values shown as `***`. */
  toString(): string {
    return applySpans(this.#text, mergeSpans(spansOfOffsets(this.#text, this.#o)));
  }

  /**
   * A copy whose text is `toString()`'s: the password and secret query values shown as `***`, so every
   * getter of the copy is safe to show. The raw getters that return secrets as written (`userinfo`,
   * `authority`, `query`, `params`, `queryEntries`, `password`, `href`) have their redacted counterparts
   * here: `redacted().query`, `redacted().params` and so on. The copy keeps the parse options.
   * @example
   * const uri = parseUri("redis://:pw@h/0?password=x&db=1");
   * uri.redacted().params; // [["password", "***"], ["db", "1"]]
   * uri.redacted().userinfo; // ":***"
   */
  redacted(): Uri {
    return this.#edited(this.toString());
  }

  /** Redacted, like `toString()`, so `JSON.stringify` never leaks a password. */
  toJSON(): string {
    return this.toString();
  }

  [INSPECT](_depth: number, options: { stylize?: (text: string, style: string) => string }): string {
    const shown = `'${this.toString()}'`;
    return `Uri ${options?.stylize ? options.stylize(shown, "string") : shown}`;
  }

  /** A Uri of `text` parsed with this one's options (the separators only when they were given). */
  #edited(text: string): Uri {
    return new Uri(text, { hostList: this.isHostList, querySeparators: this.#options?.querySeparators });
  }

  /** A Uri of this one's text changed by `edit` to hold `value`, parsed with this one's options. */
  #edit<T>(edit: Edit<T>, value: T): Uri {
    const o = this.#o;
    return this.#edited(editText(this.#text, o, (raw) => edit(raw, value, o)));
  }

  /** A copy with another scheme, or none (null). @example parseUri("redis://h").withScheme("rediss").href // "rediss://h" */
  withScheme(scheme: string | null): Uri {
    return this.#edit(edits.scheme, scheme);
  }

  /**
   * A copy with another user name (encoded as needed). null removes the userinfo, or leaves an empty user
   * name when there is a password.
   * @example parseUri("redis://h").withUsername("app").href // "redis://app@h"
   */
  withUsername(username: string | null): Uri {
    return this.#edit(edits.username, username);
  }

  /**
   * A copy with another password (encoded as needed), or none (null).
   * @example parseUri("redis://:old@h").withPassword("n@w").href // "redis://:n%40w@h"
   */
  withPassword(password: string | null): Uri {
    return this.#edit(edits.password, password);
  }

  /** A copy without a password. @example parseUri("redis://u:pw@h").withoutPassword().href // "redis://u@h" */
  withoutPassword(): Uri {
    return this.#edit(edits.password, null);
  }

  /** A copy without userinfo. @example parseUri("redis://u:pw@h").withoutUserinfo().href // "redis://h" */
  withoutUserinfo(): Uri {
    return this.#edit(edits.userinfo, null);
  }

  /**
   * A copy with another host (IPv6 bracketed, a name encoded), replacing a whole host list. null removes
   * the authority, which must then have no userinfo or port.
   * @example parseUri("postgresql://h/db").withHost("::1").href // "postgresql://[::1]/db"
   */
  withHost(host: string | null): Uri {
    return this.#edit(edits.host, host);
  }

  /** A copy with another port, or none (null). @example parseUri("redis://h").withPort(6380).href // "redis://h:6380" */
  withPort(port: number | null): Uri {
    return this.#edit(edits.port, port);
  }

  /**
   * A copy with another path, given decoded with "/" between segments.
   * @example parseUri("postgresql://h/old").withPath("/new db").href // "postgresql://h/new%20db"
   */
  withPath(path: string): Uri {
    return this.#edit(edits.path, path);
  }

  /**
   * A copy whose path is "/" and these decoded segments ("/" inside a segment is encoded).
   * @example parseUri("amqp://h").withSegments(["a/b"]).href // "amqp://h/a%2Fb"
   */
  withSegments(segments: readonly string[]): Uri {
    return this.#edit(edits.segments, segments);
  }

  /** A copy with another raw query (validated), or none (null). @example parseUri("redis://h").withQuery("db=1").href // "redis://h?db=1" */
  withQuery(query: string | null): Uri {
    return this.#edit(edits.query, query);
  }

  /**
   * A copy whose query holds these decoded pairs, joined with "&".
   * @example parseUri("redis://h").withParams([["password", "a&b"]]).href // "redis://h?password=a%26b"
   */
  withParams(params: readonly QueryPair[]): Uri {
    return this.#edit(edits.params, params);
  }

  /** A copy without a query. @example parseUri("redis://h?db=1").withoutQuery().href // "redis://h" */
  withoutQuery(): Uri {
    return this.#edit(edits.query, null);
  }

  /** A copy with another decoded fragment, or none (null). @example parseUri("redis://h#x").withFragment(null).href // "redis://h" */
  withFragment(fragment: string | null): Uri {
    return this.#edit(edits.fragment, fragment);
  }
}

/**
 * A frozen copy of the scanned offsets of `uri`, for the other modules of this layer and the CLI's diagram.
 * Not exported from the package: a copy, so no caller can change what a Uri reads or redacts.
 * @example
 * offsetsOf(parseUri("redis://h:6380/0")).portStart; // 10
 */
export function offsetsOf(uri: Uri): Readonly<Offsets> {
  return Object.freeze({ ...readOffsets(uri) });
}

/**
 * The scanned offsets of `uri` themselves, typed read-only, for the scheme families' checks, which
 * read many of them per URI and cannot afford `offsetsOf`'s copy. Not exported from the package: nothing
 * outside dburi can reach a Uri's offsets, and nothing inside writes to them.
 * @example
 * scannedOffsets(parseUri("redis://h:6380/0")).port; // 6380
 */
export function scannedOffsets(uri: Uri): Readonly<Offsets> {
  return readOffsets(uri);
}

/**
 * `parseUri(text, options)` for a text whose scheme the caller has found valid, ending with the ":" at
 * `schemeEnd` (see scanUri): the scan starts after it. A negative `schemeEnd` scans the scheme too. Not
 * exported from the package.
 * @throws DburiError as `parseUri(text, options)`
 * @example
 * parseUriAfterScheme("redis://h:6380", 5).port; // 6380
 */
export function parseUriAfterScheme(text: string, schemeEnd: number, options?: ParseUriOptions): Uri {
  let o: Offsets;
  try {
    o = scanUri(text, options, 0, schemeEnd);
  } catch (fault) {
    throw faultToError(fault, text);
  }
  return new Uri(text, new Scanned(options, o));
}

/**
 * `parseUri(source.slice(start), options)`, with the scan made over `source` itself (the nested URI of a
 * db: URI, from 3; why not over the slice: bench/README.md, "Why the hot path looks as it does"). The Uri holds the slice, as parseUri's would. Errors are
 * parseUri's own: on a fault the slice is parsed again. Not exported from the package.
 * @throws DburiError as `parseUri(source.slice(start), options)`
 * @example
 * parseUriAt("db:pg://h:5432/x", 3).port; // 5432
 */
export function parseUriAt(source: string, start: number, options?: ParseUriOptions): Uri {
  let o: Offsets;
  try {
    o = scanUri(source, options, start);
  } catch {
    // scanUri's faults read the text from 0: the slice's own parse names and places them.
    return new Uri(source.slice(start), options);
  }
  shiftOffsets(o, start);
  return new Uri(source.slice(start), new Scanned(options, o));
}

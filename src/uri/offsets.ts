// Where the components of a scanned URI start and end.

import type { QuerySeparators } from "./parse-options.js";

/** Host type as stored in `Offsets.hostType`. */
export const HostKind = { None: 0, Name: 1, IPv4: 2, IPv6: 3, IPvFuture: 4 } as const;
export type HostKind = (typeof HostKind)[keyof typeof HostKind];

/**
 * Bits of `Offsets.escapes`: the components that hold a percent-encoding, and whether one of them is %00.
 * A clear bit is a promise (the component is its own decoding); a set bit only says "search it".
 */
export const Escapes = {
  Userinfo: 1,
  Host: 2,
  Path: 4,
  Query: 8,
  Fragment: 16,
  /** Some component holds %00, a NUL once decoded. */
  Nul: 32,
  /** Every bit: what an Offsets promises until a scan has looked. */
  Unknown: 63,
} as const;

/**
 * Bits of `Offsets.marks`: characters the scan saw that callers would otherwise search the text for. Like
 * `Escapes`, a clear bit is a promise and a set bit only says "search".
 */
export const Marks = {
  /** An "@" after the authority: in the path, the query or the fragment (RFC 3986 §3.3 pchar). */
  At: 1,
  /** A "," in the authority: in the userinfo, or in the host, where a host list would have one. */
  Comma: 2,
  /** Every bit: what an Offsets promises until a scan has looked. */
  Unknown: 3,
} as const;

/**
 * Component boundaries of one URI reference. -1 marks an absent component; the delimiter itself is
 * never inside a span (`queryStart` is the index after "?").
 */
export class Offsets {
  /** Index of the ":" ending the scheme, -1 for a relative reference. */
  schemeEnd: number;
  /** Index after "//", -1 when there is no authority. */
  authorityStart: number;
  /** Index of the "@" ending the userinfo, -1 when there is none. */
  userinfoEnd: number;
  /** Index after the first ":" of the userinfo, -1 when there is no password. */
  passwordStart: number;
  hostStart: number;
  hostEnd: number;
  /** Index after the ":" before the port, -1 when there is no ":". */
  portStart: number;
  /** The port value, -1 when absent or empty. */
  port: number;
  hostType: HostKind;
  /** End of the host list when a list of more than one host was parsed (`hostList` option), else -1. */
  hostListEnd: number;
  pathStart: number;
  pathEnd: number;
  /** Index after "?", -1 when there is no query. */
  queryStart: number;
  /** Index after "#", -1 when there is no fragment. */
  fragmentStart: number;
  /**
   * `Escapes` bits: which components the scan saw a "%" in, so that decoding a component without one is
   * a slice, with no search for "%". Every bit is set until a scan clears them.
   */
  escapes: number;
  /** `Marks` bits: which of the characters callers search for the scan saw. Every bit set until a scan clears them. */
  marks: number;
  /** What separates the query's pairs (the scheme's, or the parse option's); set by a scan that finds a query. */
  querySeparators: QuerySeparators;

  constructor() {
    // Assigned in the constructor, not as class fields: bench/README.md, "Why the hot path looks as it does".
    this.schemeEnd = -1;
    this.authorityStart = -1;
    this.userinfoEnd = -1;
    this.passwordStart = -1;
    this.hostStart = -1;
    this.hostEnd = -1;
    this.portStart = -1;
    this.port = -1;
    this.hostType = 0;
    this.hostListEnd = -1;
    this.pathStart = 0;
    this.pathEnd = 0;
    this.queryStart = -1;
    this.fragmentStart = -1;
    this.escapes = Escapes.Unknown;
    this.marks = Marks.Unknown;
    this.querySeparators = "&";
  }
}

/**
 * Where the query of a text of `length` characters that scanned as `o` ends: before the "#" of a fragment,
 * or at the end of the text.
 * @example
 * import { scanUri } from "./scan.js";
 *
 * queryEnd(scanUri("redis://h?db=1#x"), 16); // 14
 */
export function queryEnd(o: Offsets, length: number): number {
  return o.fragmentStart < 0 ? length : o.fragmentStart - 1;
}

/**
 * Makes the indexes of `o` count from `by` in the text it was scanned from (each minus `by`), for the
 * slice of the text from there; absent components (-1) stay absent. `port` and `hostType` are no indexes.
 * @example
 * import { scanUri } from "./scan.js";
 *
 * const o = scanUri("db:pg://h/x", undefined, 3); // the nested pg://h/x, scanned in place
 * o.pathStart; // 9
 * shiftOffsets(o, 3);
 * o.pathStart; // 6, its index in "pg://h/x"
 */
export function shiftOffsets(o: Offsets, by: number): void {
  o.schemeEnd = shifted(o.schemeEnd, by);
  o.authorityStart = shifted(o.authorityStart, by);
  o.userinfoEnd = shifted(o.userinfoEnd, by);
  o.passwordStart = shifted(o.passwordStart, by);
  o.hostStart = shifted(o.hostStart, by);
  o.hostEnd = shifted(o.hostEnd, by);
  o.portStart = shifted(o.portStart, by);
  o.hostListEnd = shifted(o.hostListEnd, by);
  o.pathStart -= by;
  o.pathEnd -= by;
  o.queryStart = shifted(o.queryStart, by);
  o.fragmentStart = shifted(o.fragmentStart, by);
}

function shifted(index: number, by: number): number {
  return index < 0 ? index : index - by;
}

// What `parseUri` can be told: the departures from RFC 3986 that connection strings need.

/**
 * The characters that separate query pairs: `&` alone, as libpq, redis, amqp, MySQL and MongoDB URIs
 * (and WHATWG's URLSearchParams) read a query, or `&` and `;`, as the db: proposal allows ("key=value
 * pairs separated by a semicolon, `;`, or ampersand, `&`"). RFC 3986 §3.4 leaves it to the scheme.
 * @example
 * parseUri("pg://h/x?password=a;b").params; // [["password", "a;b"]]
 * parseUri("pg://h/x?a=1;b=2", { querySeparators: "&;" }).params; // [["a", "1"], ["b", "2"]]
 */
export type QuerySeparators = "&" | "&;";

/**
 * Options of `parseUri`.
 * @example
 * parseUri("postgresql://h1:5432,h2/shop", { hostList: true }).hosts.length; // 2
 * parseUri("postgresql://h1:5432,h2/shop"); // throws invalid-host
 */
export interface ParseUriOptions {
  /**
   * Accept a comma-separated list of `host[:port]` in the authority, as libpq
   * (`postgresql://h1:5432,h2:5433/db`) and MongoDB connection strings use. Off by default: RFC 3986
   * reads `h1:5432,h2` as one authority, so without the option it is an `invalid-host` error.
   */
  readonly hostList?: boolean | undefined;
  /**
   * What separates query pairs. By default the scheme's: `&;` for `db:` URIs (the db: proposal), `&`
   * for every other scheme, whose readers take a `;` as part of a value (libpq, ioredis, amqplib,
   * URLSearchParams). A `db:` URI's nested URI is read with `&;`.
   */
  readonly querySeparators?: QuerySeparators | undefined;
}

/**
 * Whether text[start, end) is the scheme `db` (the db: proposal), in any case.
 * @example
 * isDbScheme("DB:pg://h", 0, 2); // true
 */
export function isDbScheme(text: string, start: number, end: number): boolean {
  return (
    end - start === 2 && (text.charCodeAt(start) | 32) === 100 && (text.charCodeAt(start + 1) | 32) === 98
  );
}

/**
 * The query separators of a URI whose scheme ends at `schemeEnd` (-1 for none) in `text` from `start`: the
 * option's when given, else `&;` for `db`, `&` for every other scheme.
 * @example
 * querySeparatorsOf(undefined, "db:pg://h/x", 0, 2); // "&;"
 */
export function querySeparatorsOf(
  options: ParseUriOptions | undefined,
  text: string,
  start: number,
  schemeEnd: number,
): QuerySeparators {
  return options?.querySeparators ?? (isDbScheme(text, start, schemeEnd) ? "&;" : "&");
}

/**
 * Whether `value` is a `QuerySeparators`: what parseUri and a definition's parseOptions accept.
 * @example
 * isQuerySeparators(";"); // false
 */
export function isQuerySeparators(value: unknown): value is QuerySeparators {
  return value === "&" || value === "&;";
}

/** The options that turn the host list on, for callers inside this layer. */
export const HOST_LIST: ParseUriOptions = Object.freeze({ hostList: true });

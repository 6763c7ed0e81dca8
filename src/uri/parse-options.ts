// What `parseUri` can be told: the one departure from RFC 3986 that connection strings need.

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
}

/** The options that turn the host list on, for callers inside this layer. */
export const HOST_LIST: ParseUriOptions = Object.freeze({ hostList: true });

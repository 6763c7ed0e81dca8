// Every code a DburiError can carry. A code is stable across versions: branch on it, not on the message.
// Warnings and other findings have codes too, which are no DburiError codes: they are not listed here.

/**
 * The `code` of a `DburiError`: one of these kebab-case literals, each listed with when it is thrown.
 * README.md's "Error codes" lists the same codes.
 * @example
 * const result = tryParseUri("redis://cache:6380x");
 * const code: DburiErrorCode | null = result.ok ? null : result.error.code;
 * code; // "invalid-port"
 */
export type DburiErrorCode =
  // `connect`, `ping`: the caller's `signal` aborted the attempt; whatever it had opened is closed.
  | "aborted"
  // `createRegistry`: an alias is listed twice, or is already another definition's name or alias.
  | "alias-collision"
  // `redis:`: the database is given twice with different values (the path and `db=`).
  | "ambiguous-database"
  // PostgreSQL: the host list and the `port=` or `hostaddr=` lists do not pair up.
  | "ambiguous-host"
  // `redis-sentinel:`: the master's name is given twice with different values (the fragment and `sentinelMasterId=`).
  | "ambiguous-master-name"
  // `redis:`: the password is given twice with different values (the userinfo and `password=`).
  | "ambiguous-password"
  // MySQL: the host names one socket and `?socket=` another.
  | "ambiguous-socket"
  // `redis:`: the user name is given twice with different values (the userinfo and `username=`).
  | "ambiguous-username"
  // `fromEnv`, `interpretEnv`: both `NAME` and `NAME_FILE` are set, so which holds the URI cannot be told.
  | "ambiguous-variable"
  // `connect`, `ping`: the server refused the user name or password, or wants a password the URI lacks.
  | "auth-failed"
  // `ping` of a Redis Cluster: `CLUSTER INFO` reports a state other than ok.
  | "cluster-down"
  // `redis:`: `ssl_check_hostname=true` with `ssl_cert_reqs=none`, which turns verification off.
  | "conflicting-param"
  // Two parameters set one option to different values (MySQL, PostgreSQL TLS, MongoDB).
  | "conflicting-params"
  // `redis:`: TLS parameters contradict the scheme or form (`rediss:` with `ssl=false`, a socket with TLS);
  // MySQL: two TLS parameters disagree (`ssl=false` with `ssl-mode=REQUIRED`).
  | "conflicting-tls"
  // `connect`, `ping`: the driver failed in a way no other code names; the reason ends with its message.
  | "connection-failed"
  // `connect`, `ping`: nothing listens at the host and port (ECONNREFUSED).
  | "connection-refused"
  // `connect`, `ping`: the connection was closed during the handshake (ECONNRESET, EPIPE).
  | "connection-reset"
  // `connect`, `ping`: the server has no such database, or SQLite cannot open the file.
  | "database-not-found"
  // `ping` of Redis: the server has fewer databases than the URI's db-number needs (a Redis Cluster has database 0 only).
  | "database-out-of-range"
  // A scheme name contains a '.' but is no reversed domain name (RFC 7595 §3.8).
  | "dot-in-scheme-name"
  // `connect`, `ping`: the driver package is not installed.
  | "driver-not-installed"
  // `toDsn`: the target holds something the format cannot express.
  | "dsn-unrepresentable"
  // A query parameter is given more than once with different values.
  | "duplicate-param"
  // `createRegistry`: a scheme is registered twice.
  | "duplicate-scheme"
  // A scheme definition's name is empty.
  | "empty-scheme-name"
  // `fromEnv`, `interpretEnv`: the variable (or `NAME_FILE`, or the file it names) is empty.
  | "empty-variable"
  // `fromEnv`, `interpretEnv`, `uriSchema`: the URI is of an engine or kind the `engines`/`kinds` option
  // does not allow.
  | "engine-not-allowed"
  // `connect`, `ping`: the host name does not resolve (ENOTFOUND, EAI_AGAIN).
  | "host-not-found"
  // `connect`, `ping`: there is no network route to the host (EHOSTUNREACH, ENETUNREACH).
  | "host-unreachable"
  // A function was given an argument of the wrong type or out of range.
  | "invalid-argument"
  // A character the URI grammar does not allow where it stands, or whitespace around the URI.
  | "invalid-character"
  // A registry CSV file (the IANA snapshot) is not well-formed CSV.
  | "invalid-csv"
  // The database is no valid one for the scheme (a Redis db-number, a MongoDB name, an SQLite file name).
  | "invalid-database"
  // A scheme definition's `defaultPort` is no port with its source and reference.
  | "invalid-default-port"
  // A scheme definition's field has the wrong type, or `parseOptions` an unknown option.
  | "invalid-definition"
  // `readConnectionString`: a libpq, JDBC, ODBC, ADO.NET, DBI or Go MySQL string that its format cannot
  // read (an unterminated quote, a keyword without '=', a missing part of the layout).
  | "invalid-dsn"
  // A `db:` URI nests another `db:` URI.
  | "invalid-engine"
  // `connect`, `ping`: PGSSLMODE is not one of libpq's sslmodes.
  | "invalid-environment"
  // The host is not valid: RFC 3986's host syntax, or what the scheme can connect to.
  | "invalid-host"
  // The IANA snapshot text cannot be read as the registry's CSV.
  | "invalid-iana-snapshot"
  // A host of digits and dots is no valid IPv4 address.
  | "invalid-ipv4"
  // An IP literal is no valid IPv6 address.
  | "invalid-ipv6"
  // An IP literal is no valid IPvFuture address.
  | "invalid-ipvfuture"
  // A query parameter has a value the scheme (or the driver's options) does not accept.
  | "invalid-param"
  // A '%' is not followed by two hexadecimal digits.
  | "invalid-percent-encoding"
  // `expandUri`: a `${` that is not `${NAME}`, or a value its component cannot hold (a scheme, a port).
  | "invalid-placeholder"
  // The port is not digits, or above 65535.
  | "invalid-port"
  // The scheme is not a letter followed by letters, digits, '+', '-' or '.' (RFC 3986 §3.1).
  | "invalid-scheme"
  // A scheme definition's name breaks RFC 3986 §3.1.
  | "invalid-scheme-name"
  // `resolveLibpq`, `connect`/`ping` with `resolve`: a line of the connection service file libpq would refuse
  // (no '=', a keyword libpq does not know, a nested service, a line too long).
  | "invalid-service-file"
  // A Redis socket URI names a host or a port, or a relative socket path.
  | "invalid-socket"
  // A status is none of the known ones (a definition's, a template's, a transition's).
  | "invalid-status"
  // A registration template cannot be read or turned into a definition.
  | "invalid-template"
  // The userinfo is malformed: a raw '@', or a raw '#', '/' or '?' in a password.
  | "invalid-userinfo"
  // Percent-decoded bytes are not UTF-8.
  | "invalid-utf8"
  // A scheme definition names itself as its `variantOf`.
  | "invalid-variant"
  // AMQP: the vhost is more than one path segment.
  | "invalid-vhost"
  // An IPv6 zone identifier is empty or holds characters it may not.
  | "invalid-zone-id"
  // `ping` of Redis Sentinel: no sentinel asked knows a master by the URI's name.
  | "master-not-found"
  // The URI has no authority ('//') where the scheme needs one.
  | "missing-authority"
  // An SQLite URI names no database file.
  | "missing-database"
  // A MongoDB URI, or a Redis Sentinel URI, names no host.
  | "missing-host"
  // `redis-sentinel:`: the URI does not name the master the sentinels monitor.
  | "missing-master-name"
  // `interpret`: the text has no scheme.
  | "missing-scheme"
  // A Redis socket URI names no socket path.
  | "missing-socket"
  // `fromEnv`, `interpretEnv`: neither the variable nor `NAME_FILE` is set.
  | "missing-variable"
  // `toPgConfig`: the URI lists several hosts, and node-postgres takes one.
  | "multiple-hosts"
  // `connect`, `ping` of PostgreSQL: no host of the list has the session `target_session_attrs` asks for.
  | "no-matching-host"
  // `connect`, `ping`: the SQLite file is not a database, or is corrupt.
  | "not-a-database"
  // `connect`, `ping`: the SQLite database path is a directory.
  | "not-a-file"
  // `interpret`: the text is a connection string of another format (libpq, JDBC, ODBC, ADO.NET, DBI, Go
  // MySQL), which readConnectionString reads.
  | "not-a-uri"
  // `connect`, `ping`: the system or server refused access (EACCES, a read-only SQLite file, NOPERM).
  | "permission-denied"
  // `interpret`: a placeholder from a template is left in the text (`<password>`, `${DB_PASSWORD}`, `[YOUR-PASSWORD]`).
  | "placeholder"
  // Converting needs the contents of a file the URI names, or `interpretEnv` the file `NAME_FILE` names,
  // and no `readFile` was given.
  | "read-file-required"
  // `resolveUri`: the base URI has no scheme.
  | "relative-base"
  // A file path is relative and no absolute base directory was given.
  | "relative-path"
  // `resolveLibpq`, `connect`/`ping` with `resolve`: no service file defines the service named by `service=`
  // or PGSERVICE, or the file PGSERVICEFILE names cannot be read.
  | "service-not-found"
  // `connect`, `ping`: the unix socket does not exist.
  | "socket-not-found"
  // `connect`, `ping`: the server did not answer within the time limit.
  | "timeout"
  // `connect`, `ping`: TLS failed (certificate, verification, protocol).
  | "tls-error"
  // `connect`, `ping`: a TLS file (CA, certificate, key) cannot be read.
  | "tls-file-unreadable"
  // `connect`, `ping`: the URI wants TLS the server lacks, or the server wants TLS the URI did not ask for.
  | "tls-required"
  // The URI has a fragment, which the scheme does not allow.
  | "unexpected-fragment"
  // `ping` of Redis: the server did not answer PING with PONG.
  | "unexpected-reply"
  // `toDsn`: the driver is not one the format knows.
  | "unknown-driver"
  // `toDsn`, `readConnectionString`: the format is not one dburi writes or reads.
  | "unknown-format"
  // The scheme is not in the registry.
  | "unknown-scheme"
  // A dotted scheme name's first label is no top-level domain of the root zone (RFC 7595 §3.8).
  | "unknown-top-level-domain"
  // `createRegistry`: a definition's `variantOf` names no definition.
  | "unknown-variant"
  // `toAmqplibOptions`: a TLS file named by a query parameter cannot be read; `fromEnv`, `interpretEnv`:
  // the file `NAME_FILE` names cannot be read.
  | "unreadable-file"
  // `toDsn`: a query parameter makes the format's reader load code, open a file or replace the driver.
  | "unsafe-param"
  // `connect`, `ping` of AMQP: the server offers none of the URI's authentication mechanisms.
  | "unsupported-auth-mechanism"
  // `connect`, `ping`: dburi cannot connect to the target's engine.
  | "unsupported-engine"
  // `toPgConfig`: a host node-postgres cannot connect to (an abstract unix socket).
  | "unsupported-host"
  // A parameter the driver cannot honour (pass `unsupported: "ignore"` to go without it).
  | "unsupported-param"
  // A scheme definition's name has uppercase letters (RFC 7595 §3.8).
  | "uppercase-scheme-name"
  // `connect`, `ping` of AMQP: RabbitMQ refused the vhost (unknown, or the user may not use it).
  | "vhost-not-found"
  // A converter or driver adapter was given a target of another engine.
  | "wrong-engine";

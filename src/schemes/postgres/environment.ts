// libpq's environment variables (PostgreSQL 18 §32.14 "Environment Variables"), as data: the variable each
// connection keyword falls back on when neither the connection string nor the service file sets it.

/**
 * The environment variable of each libpq keyword that has one (fe-connect.c's PQconninfoOptions, "envvar"),
 * as §32.14 lists them. PGSERVICEFILE, PGSYSCONFDIR and PGPASSFILE name files rather than set a keyword
 * of their own (PGPASSFILE is passfile's); PGREQUIRESSL, deprecated, means sslmode=require when it starts
 * with "1" and PGSSLMODE is unset (LIBPQ_REQUIRESSL_VARIABLE).
 * @example
 * LIBPQ_ENVIRONMENT.dbname; // "PGDATABASE"
 * LIBPQ_ENVIRONMENT.application_name; // "PGAPPNAME"
 */
export const LIBPQ_ENVIRONMENT: Readonly<Record<string, string>> = Object.freeze({
  host: "PGHOST",
  hostaddr: "PGHOSTADDR",
  port: "PGPORT",
  dbname: "PGDATABASE",
  user: "PGUSER",
  password: "PGPASSWORD",
  passfile: "PGPASSFILE",
  require_auth: "PGREQUIREAUTH",
  channel_binding: "PGCHANNELBINDING",
  service: "PGSERVICE",
  options: "PGOPTIONS",
  application_name: "PGAPPNAME",
  sslmode: "PGSSLMODE",
  sslnegotiation: "PGSSLNEGOTIATION",
  sslcompression: "PGSSLCOMPRESSION",
  sslcert: "PGSSLCERT",
  sslkey: "PGSSLKEY",
  sslcertmode: "PGSSLCERTMODE",
  sslrootcert: "PGSSLROOTCERT",
  sslcrl: "PGSSLCRL",
  sslcrldir: "PGSSLCRLDIR",
  sslsni: "PGSSLSNI",
  requirepeer: "PGREQUIREPEER",
  ssl_min_protocol_version: "PGSSLMINPROTOCOLVERSION",
  ssl_max_protocol_version: "PGSSLMAXPROTOCOLVERSION",
  min_protocol_version: "PGMINPROTOCOLVERSION",
  max_protocol_version: "PGMAXPROTOCOLVERSION",
  gssencmode: "PGGSSENCMODE",
  krbsrvname: "PGKRBSRVNAME",
  gsslib: "PGGSSLIB",
  gssdelegation: "PGGSSDELEGATION",
  connect_timeout: "PGCONNECT_TIMEOUT",
  client_encoding: "PGCLIENTENCODING",
  target_session_attrs: "PGTARGETSESSIONATTRS",
  load_balance_hosts: "PGLOADBALANCEHOSTS",
});

/**
 * The deprecated variable libpq still reads for sslmode (fe-connect.c conninfo_add_defaults): a value
 * starting with "1" means `require`, when PGSSLMODE is unset; any other value is ignored.
 * @example
 * LIBPQ_REQUIRESSL_VARIABLE; // "PGREQUIRESSL"
 */
export const LIBPQ_REQUIRESSL_VARIABLE = "PGREQUIRESSL";

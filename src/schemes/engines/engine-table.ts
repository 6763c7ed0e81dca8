// The engine table (engines.md): every engine name of the db: proposal's reference implementation (Perl
// URI::db 0.23) and of xo/dburl 0.24, each alias written out, with the default port the engine's own
// documentation uses and where that number comes from.

import type { DefaultPort, SchemeStatus } from "../../registry/index.js";

/**
 * What the database part of a URI names for an engine (the "database is" column of the engine table):
 * `name` a database name, `file` a local file path (SQLite, DuckDB), `server-file` a file path on the server
 * (Firebird), `service-name` an Oracle service, `keyspace` (Cassandra), `catalog-schema` (Trino, Presto),
 * `project-dataset` (BigQuery), `project-instance-database` (Spanner), `path` (YDB), `none` when the engine
 * takes no database from the URI.
 * @example
 * engineOf("sqlite")?.database; // "path"
 * engineOf("pg")?.database; // "name"
 */
export type DatabaseKind =
  | "name"
  | "file"
  | "server-file"
  | "service-name"
  | "keyspace"
  | "catalog-schema"
  | "project-dataset"
  | "project-instance-database"
  | "path"
  | "none";

/**
 * Which documented URI rules an engine's module applies beyond the `db:` proposal: libpq's (PostgreSQL and
 * the engines that speak its protocol), MySQL's URI-like strings, MongoDB's connection strings, SQLite's
 * file names, or none (`generic`).
 * @example
 * engineOf("pgsql")?.rules; // "libpq": read by the PostgreSQL module
 */
export type EngineRules = "libpq" | "mysql" | "mongodb" | "sqlite" | "generic";

/**
 * One row of the engine table.
 * @example
 * const pg: Engine | undefined = engineOf("postgres");
 * pg?.canonical; // "pg"
 * pg?.defaultPort?.port; // 5432
 */
export interface Engine {
  /** Canonical engine name, the table's first column (`pg`). */
  readonly canonical: string;
  /** The name the registry lists the scheme under (`postgresql`); one of `names`. */
  readonly scheme: string;
  /** Every name of the row, lowercase, each usable as `db:<name>:` and bare as `<name>:`. */
  readonly names: readonly string[];
  /** The engine's own default port with its provenance, or null when it has none. */
  readonly defaultPort: DefaultPort | null;
  /** What the database part names. */
  readonly database: DatabaseKind;
  /** The scheme of the engine's native URI, which `toDsn(target, "uri")` writes (`postgresql`, `file`). */
  readonly nativeScheme: string;
  /** Which documented rules apply beyond the proposal. */
  readonly rules: EngineRules;
  /** The product, for messages and the registry's description. */
  readonly product: string;
  /**
   * Where the row comes from: `URI::db 0.23` (the proposal's reference implementation), `xo/dburl 0.24`, or
   * a web framework's DATABASE_URL reader (Rails, dj-database-url, django-environ) for an adapter name.
   */
  readonly source: string;
  /** The IANA URI scheme status of `scheme` (only `mongodb` is registered, as provisional). */
  readonly status: SchemeStatus;
  /** Whether the scheme means TLS (`mongodb+srv`). */
  readonly tls?: boolean | undefined;
  /** The other variant of the scheme (`mongodb` for `mongodb+srv`). */
  readonly variantOf?: string | undefined;
  /** Why the row differs from a source, when it does. */
  readonly note?: string | undefined;
  /**
   * What of the scheme only its own URI holds, when no DSN format has a place for it (the TLS of
   * `prestos:`, ClickHouse's native protocol): the DSN formats refuse the target, the uri format writes
   * the scheme back (`nativeScheme`).
   */
  readonly uriOnly?: string | undefined;
}

const URI_DB = "URI::db 0.23";
const DBURL = "xo/dburl 0.24";
const DJ_DATABASE_URL = "dj-database-url 2.x";
const DJANGO_ENVIRON = "django-environ 0.11";
const RAILS = "Rails 7.1 (ActiveRecord)";

function iana(port: number, service: string): DefaultPort {
  return { port, source: "iana", reference: service };
}

function vendor(port: number, reference: string): DefaultPort {
  return { port, source: "vendor", reference };
}

/**
 * The engine table, keyed by row. Rows sharing a canonical engine differ in default port (Redshift).
 * @example
 * ENGINES.redshift?.defaultPort; // { port: 5439, source: "vendor", reference: "Amazon Redshift ..." }
 * ENGINES.mysql?.names; // ["mysql", "mariadb", "maria"]
 */
export const ENGINES: Readonly<Record<string, Engine>> = Object.freeze({
  // Engines of the db: reference implementation.
  pg: row(
    "pg",
    ["pg", "postgres", "postgresql", "pgsql", "pgxc", "postgresxc"],
    iana(5432, "postgresql"),
    "PostgreSQL",
    {
      scheme: "postgresql",
      nativeScheme: "postgresql",
      rules: "libpq",
    },
  ),
  redshift: row(
    "pg",
    ["redshift"],
    vendor(5439, "Amazon Redshift Management Guide: clusters listen on port 5439 by default"),
    "Amazon Redshift",
    {
      nativeScheme: "postgresql",
      rules: "libpq",
      note: "URI::db inherits 5432 from PostgreSQL; Redshift's documented default is 5439",
    },
  ),
  yugabyte: row(
    "pg",
    ["yugabyte", "yugabytedb"],
    vendor(5433, "YugabyteDB documentation: YSQL listens on port 5433"),
    "YugabyteDB",
    {
      nativeScheme: "postgresql",
      rules: "libpq",
      note: "canonical pg as in URI::db; the port comes from this row",
    },
  ),
  cockroach: row(
    "cockroach",
    ["cockroach", "cockroachdb"],
    vendor(26257, "CockroachDB documentation: cockroach start listens on port 26257"),
    "CockroachDB",
    {
      nativeScheme: "postgresql",
      rules: "libpq",
    },
  ),
  mysql: row("mysql", ["mysql", "mariadb", "maria"], iana(3306, "mysql"), "MySQL and MariaDB", {
    rules: "mysql",
  }),
  sqlite: row("sqlite", ["sqlite", "sqlite3"], null, "SQLite", {
    database: "file",
    nativeScheme: "file",
    rules: "sqlite",
  }),
  oracle: row(
    "oracle",
    ["oracle"],
    vendor(1521, "Oracle Net Services: the listener's default port 1521"),
    "Oracle Database",
    {
      database: "service-name",
    },
  ),
  mssql: row("mssql", ["mssql", "sqlserver"], iana(1433, "ms-sql-s"), "Microsoft SQL Server", {
    nativeScheme: "sqlserver",
  }),
  vertica: row("vertica", ["vertica"], vendor(5433, "Vertica documentation: client port 5433"), "Vertica"),
  snowflake: row("snowflake", ["snowflake"], iana(443, "https"), "Snowflake"),
  clickhouse: row(
    "clickhouse",
    ["clickhouse"],
    vendor(8123, "ClickHouse documentation: HTTP interface port 8123"),
    "ClickHouse",
  ),
  exasol: row("exasol", ["exasol"], vendor(8563, "Exasol documentation: database port 8563"), "Exasol"),
  db2: row("db2", ["db2"], vendor(50000, "IBM Db2 documentation: default instance port 50000"), "IBM Db2"),
  cubrid: row("cubrid", ["cubrid"], vendor(33000, "CUBRID documentation: broker port 33000"), "CUBRID"),
  firebird: row("firebird", ["firebird"], iana(3050, "gds-db"), "Firebird", { database: "server-file" }),
  interbase: row("interbase", ["interbase"], iana(3050, "gds-db"), "InterBase", { database: "server-file" }),
  sybase: row(
    "sybase",
    ["sybase"],
    vendor(2638, "SAP SQL Anywhere documentation: default port 2638"),
    "Sybase (SAP SQL Anywhere)",
  ),
  ingres: row("ingres", ["ingres"], iana(1524, "ingreslock"), "Ingres"),
  informix: row(
    "informix",
    ["informix"],
    vendor(1526, "URI::db 0.23 (the traditional sqlexec port)"),
    "IBM Informix",
  ),
  unify: row("unify", ["unify"], vendor(27117, "URI::db 0.23"), "Unify"),
  teradata: row(
    "teradata",
    ["teradata"],
    vendor(1025, "Teradata documentation: database port 1025"),
    "Teradata",
  ),
  maxdb: row(
    "maxdb",
    ["maxdb", "max"],
    vendor(7673, "SAP MaxDB documentation: X Server port 7673"),
    "SAP MaxDB",
  ),
  monetdb: row(
    "monetdb",
    ["monetdb", "monet"],
    vendor(50000, "MonetDB documentation: mserver5 port 50000"),
    "MonetDB",
  ),
  ldapdb: row("ldapdb", ["ldapdb"], null, "LDAP as a database (DBD::LDAP)"),
  mongodb: row("mongodb", ["mongodb", "mongo"], iana(27017, "mongodb"), "MongoDB", {
    rules: "mongodb",
    status: "provisional",
  }),
  "mongodb+srv": row("mongodb", ["mongodb+srv"], null, "MongoDB (DNS seedlist)", {
    rules: "mongodb",
    nativeScheme: "mongodb+srv",
    tls: true,
    variantOf: "mongodb",
    note: "the DNS-seedlist form: hosts and ports come from SRV records, TLS is on unless tls=false",
  }),
  couchdb: row("couchdb", ["couchdb", "couch"], iana(5984, "couchdb"), "Apache CouchDB"),
  cassandra: row(
    "cassandra",
    ["cassandra"],
    vendor(9042, "Apache Cassandra: native_transport_port 9042"),
    "Apache Cassandra",
    {
      database: "keyspace",
      note: "URI::db says 9160 (the retired Thrift port); CQL clients use 9042",
    },
  ),
  hive: row("hive", ["hive"], vendor(10000, "Apache Hive: HiveServer2 port 10000"), "Apache Hive"),
  impala: row("impala", ["impala"], vendor(21000, "Apache Impala: impala-shell port 21000"), "Apache Impala"),
  derby: row("derby", ["derby"], vendor(1527, "Apache Derby: Network Server port 1527"), "Apache Derby"),
  // Further engines of xo/dburl.
  tidb: row("tidb", ["tidb", "ti"], vendor(4000, "TiDB documentation: MySQL protocol port 4000"), "TiDB", {
    source: DBURL,
  }),
  vitess: row(
    "vitess",
    ["vitess", "vt"],
    vendor(3306, "xo/dburl 0.24 (vtgate's MySQL protocol port)"),
    "Vitess",
    {
      source: DBURL,
    },
  ),
  singlestore: row(
    "singlestore",
    ["singlestore", "memsql", "me"],
    vendor(3306, "SingleStore documentation: port 3306"),
    "SingleStore",
    {
      source: DBURL,
    },
  ),
  duckdb: row("duckdb", ["duckdb", "duck", "dk", "ddb"], null, "DuckDB", { database: "file", source: DBURL }),
  trino: row(
    "trino",
    ["trino", "tr"],
    vendor(8080, "Trino documentation: http-server.http.port 8080"),
    "Trino",
    {
      database: "catalog-schema",
      source: DBURL,
    },
  ),
  presto: row(
    "presto",
    ["presto", "prestodb", "pr"],
    vendor(8080, "Presto documentation: http-server.http.port 8080"),
    "Presto",
    {
      database: "catalog-schema",
      source: DBURL,
    },
  ),
  bigquery: row("bigquery", ["bigquery", "bq"], null, "Google BigQuery", {
    database: "project-dataset",
    source: DBURL,
  }),
  spanner: row("spanner", ["spanner", "sp"], null, "Google Cloud Spanner", {
    database: "project-instance-database",
    source: DBURL,
  }),
  h2: row("h2", ["h2"], vendor(9092, "H2 documentation: TCP server port 9092"), "H2", { source: DBURL }),
  hana: row(
    "hana",
    ["hana", "saphana", "hdb", "sap", "sa"],
    vendor(30015, "SAP HANA documentation: SQL port 3<instance>15, 30015 for instance 00"),
    "SAP HANA",
    {
      source: DBURL,
    },
  ),
  athena: row("athena", ["athena", "awsathena", "aws", "s3"], null, "Amazon Athena", {
    database: "none",
    source: DBURL,
  }),
  databricks: row(
    "databricks",
    ["databricks", "databrick", "brick", "bricks", "br"],
    iana(443, "https"),
    "Databricks",
    {
      database: "none",
      source: DBURL,
    },
  ),
  couchbase: row(
    "couchbase",
    ["couchbase", "n1ql", "n1"],
    vendor(8093, "Couchbase documentation: query service port 8093"),
    "Couchbase",
    {
      database: "none",
      source: DBURL,
    },
  ),
  netezza: row(
    "netezza",
    ["netezza", "nzgo", "nz"],
    vendor(5480, "IBM Netezza documentation: port 5480"),
    "IBM Netezza",
    {
      source: DBURL,
    },
  ),
  ydb: row("ydb", ["ydb", "yd"], vendor(2136, "YDB documentation: gRPC port 2136"), "YDB", {
    database: "path",
    source: DBURL,
  }),
  voltdb: row(
    "voltdb",
    ["voltdb", "volt", "vdb", "vo"],
    vendor(21212, "VoltDB documentation: client port 21212"),
    "VoltDB",
    {
      database: "none",
      source: DBURL,
    },
  ),
  ignite: row(
    "ignite",
    ["ignite", "gridgain", "ig"],
    vendor(10800, "Apache Ignite: thin client port 10800"),
    "Apache Ignite",
    {
      source: DBURL,
    },
  ),
  databend: row(
    "databend",
    ["databend", "bend", "dd"],
    vendor(8000, "Databend documentation: HTTP handler port 8000"),
    "Databend",
    {
      source: DBURL,
    },
  ),
  // xo/dburl's TLS names: a scheme ending in "s" is HTTPS for Presto and Trino (dsn.go, GenPresto: port
  // 8443 when none is given) and gRPCS for YDB (GenYDB: port 2135).
  prestos: row(
    "presto",
    ["prestos", "prestodbs", "prs"],
    vendor(8443, "xo/dburl 0.24 (GenPresto: HTTPS on 8443)"),
    "Presto",
    {
      database: "catalog-schema",
      nativeScheme: "prestos",
      source: DBURL,
      tls: true,
      uriOnly: "the HTTPS its scheme names",
    },
  ),
  trinos: row("trino", ["trinos", "trs"], vendor(8443, "xo/dburl 0.24 (GenPresto: HTTPS on 8443)"), "Trino", {
    database: "catalog-schema",
    nativeScheme: "trinos",
    source: DBURL,
    tls: true,
    uriOnly: "the HTTPS its scheme names",
  }),
  ydbs: row("ydb", ["ydbs", "yds"], vendor(2135, "YDB documentation: gRPCS port 2135"), "YDB", {
    database: "path",
    nativeScheme: "ydbs",
    source: DBURL,
    tls: true,
    uriOnly: "the gRPCS (TLS) its scheme names",
  }),
  // ClickHouse's interfaces by xo/dburl's transports (GenClickhouse) and clickhouse-sqlalchemy's driver
  // names: the native TCP protocol, HTTP, HTTPS. Plain clickhouse:// stays the HTTP interface (8123), as
  // in URI::db; dburl reads it as the native protocol on 9000 (see README, "What dburi reads").
  "clickhouse+tcp": row(
    "clickhouse",
    ["clickhouse+tcp", "clickhouse+native", "ch+tcp"],
    vendor(9000, "ClickHouse documentation: native protocol port 9000"),
    "ClickHouse",
    {
      nativeScheme: "clickhouse+tcp",
      source: DBURL,
      note: "clickhouse+native is clickhouse-sqlalchemy's name",
      uriOnly: "ClickHouse's native protocol, which its scheme names",
    },
  ),
  "clickhouse+http": row(
    "clickhouse",
    ["clickhouse+http", "ch+http"],
    vendor(8123, "ClickHouse documentation: HTTP interface port 8123"),
    "ClickHouse",
    { nativeScheme: "clickhouse", source: DBURL },
  ),
  "clickhouse+https": row(
    "clickhouse",
    ["clickhouse+https", "ch+https"],
    vendor(8443, "ClickHouse documentation: HTTPS interface port 8443"),
    "ClickHouse",
    { nativeScheme: "clickhouse+https", source: DBURL, tls: true, uriOnly: "the HTTPS its scheme names" },
  ),
  // xo/dburl's other names for engines of URI::db's rows (scheme.go, BaseSchemes, with the two-letter
  // alias Register adds), each read as that engine. Not `im` (Impala's): IANA registers im: (RFC 3860).
  pgx: row("pg", ["pgx", "px"], iana(5432, "postgresql"), "PostgreSQL (pgx)", {
    nativeScheme: "postgresql",
    rules: "libpq",
    source: DBURL,
  }),
  crdb: row(
    "cockroach",
    ["crdb", "cdb", "cr"],
    vendor(26257, "CockroachDB documentation: cockroach start listens on port 26257"),
    "CockroachDB",
    {
      nativeScheme: "postgresql",
      rules: "libpq",
      source: DBURL,
    },
  ),
  rs: row(
    "pg",
    ["rs"],
    vendor(5439, "Amazon Redshift Management Guide: clusters listen on port 5439 by default"),
    "Amazon Redshift",
    {
      nativeScheme: "postgresql",
      rules: "libpq",
      source: DBURL,
    },
  ),
  percona: row(
    "mysql",
    ["percona", "aurora", "my", "mymysql", "mymy", "zm"],
    iana(3306, "mysql"),
    "MySQL and MariaDB",
    {
      nativeScheme: "mysql",
      rules: "mysql",
      source: DBURL,
      note: "Percona Server and Aurora MySQL speak MySQL; mymysql is a Go driver of MySQL",
    },
  ),
  sq: row("sqlite", ["sq", "moderncsqlite", "modernsqlite", "mq"], null, "SQLite", {
    database: "file",
    nativeScheme: "file",
    rules: "sqlite",
    source: DBURL,
    note: "moderncsqlite is a Go port of SQLite",
  }),
  ora: row(
    "oracle",
    ["ora", "or", "oci", "oci8", "odpi", "odpi-c", "godror", "gr"],
    vendor(1521, "Oracle Net Services: the listener's default port 1521"),
    "Oracle Database",
    { database: "service-name", source: DBURL, note: "godror is a Go driver of Oracle Database" },
  ),
  azuresql: row("mssql", ["azuresql", "ms"], iana(1433, "ms-sql-s"), "Microsoft SQL Server", {
    nativeScheme: "sqlserver",
    source: DBURL,
    note: "azuresql picks go-mssqldb's Azure AD authentication (fedauth) in dburl",
  }),
  ch: row(
    "clickhouse",
    ["ch"],
    vendor(8123, "ClickHouse documentation: HTTP interface port 8123"),
    "ClickHouse",
    {
      source: DBURL,
    },
  ),
  sf: row("snowflake", ["sf"], iana(443, "https"), "Snowflake", { source: DBURL }),
  ve: row("vertica", ["ve"], vendor(5433, "Vertica documentation: client port 5433"), "Vertica", {
    source: DBURL,
  }),
  exa: row("exasol", ["exa", "ex"], vendor(8563, "Exasol documentation: database port 8563"), "Exasol", {
    source: DBURL,
  }),
  firebirdsql: row("firebird", ["firebirdsql", "fb"], iana(3050, "gds-db"), "Firebird", {
    database: "server-file",
    source: DBURL,
  }),
  hive2: row("hive", ["hive2", "hi"], vendor(10000, "Apache Hive: HiveServer2 port 10000"), "Apache Hive", {
    source: DBURL,
  }),
  cql: row(
    "cassandra",
    ["cql", "ca", "datastax", "scylla", "scy"],
    vendor(9042, "Apache Cassandra: native_transport_port 9042"),
    "Apache Cassandra (and ScyllaDB)",
    { database: "keyspace", source: DBURL },
  ),
  // Engines only xo/dburl names, most without a Node driver: each still has a row, so that its URI is read
  // (host, port, credentials, the path) rather than refused.
  odbc: row("odbc", ["odbc", "od"], null, "an ODBC data source", {
    source: DBURL,
    note: "odbc+<Driver> names the ODBC driver (schemes/forms/compound.ts)",
  }),
  oleodbc: row("oleodbc", ["oleodbc", "ole", "oo"], null, "an ODBC data source through OLE DB (MSDASQL)", {
    source: DBURL,
    note: "oleodbc+<Driver> names the ODBC driver",
  }),
  adodb: row("adodb", ["adodb", "ado", "ad"], null, "an ADO (OLE DB) data source", {
    database: "path",
    source: DBURL,
    note: "the host is the OLE DB provider and the path the data source, then the database (dsn.go, GenAdodb)",
  }),
  avatica: row(
    "avatica",
    ["avatica", "phoenix", "av"],
    vendor(8765, "Apache Phoenix Query Server (Avatica): port 8765"),
    "Apache Avatica (Phoenix)",
    { source: DBURL },
  ),
  cosmos: row("cosmos", ["cosmos", "gocosmos", "cm"], iana(443, "https"), "Azure Cosmos DB", {
    source: DBURL,
  }),
  csvq: row("csvq", ["csvq", "csv", "tsv", "json", "cs"], null, "CSVQ (SQL on CSV, TSV and JSON files)", {
    database: "file",
    source: DBURL,
  }),
  dynamodb: row(
    "dynamodb",
    ["dynamodb", "godynamo", "dynamo", "dyn", "dy"],
    iana(443, "https"),
    "Amazon DynamoDB",
    {
      database: "none",
      source: DBURL,
    },
  ),
  flightsql: row("flightsql", ["flightsql", "flight", "fl"], null, "Apache Arrow Flight SQL", {
    source: DBURL,
  }),
  chai: row("chai", ["chai", "chaisql", "genji", "ci"], null, "ChaiSQL", { database: "file", source: DBURL }),
  maxcompute: row("maxcompute", ["maxcompute", "mc"], null, "Alibaba MaxCompute", { source: DBURL }),
  tablestore: row("tablestore", ["tablestore", "ots", "ot"], iana(443, "https"), "Alibaba Tablestore", {
    source: DBURL,
  }),
  ql: row("ql", ["ql", "cznic", "cznicql"], null, "cznic QL", { database: "file", source: DBURL }),
  ramsql: row("ramsql", ["ramsql", "ram", "rm"], null, "RamSQL (in memory)", { source: DBURL }),
  sapase: row(
    "sapase",
    ["sapase", "ase", "tds", "ax"],
    vendor(5000, "SAP ASE documentation: the server's default port 5000"),
    "SAP Adaptive Server Enterprise",
    { source: DBURL },
  ),
  // The adapter names of web frameworks' DATABASE_URL readers, each a name of an engine above: Rails
  // (ActiveRecord's adapters: mysql2, trilogy; activerecord-postgis-adapter: postgis), dj-database-url 2.x
  // (its SCHEMES: postgis, mysql2, mysqlgis, mysql-connector, mssqlms, spatialite, oraclegis, timescale,
  // timescalegis) and django-environ (its DB_SCHEMES: psql, pyodbc).
  postgis: row("pg", ["postgis"], iana(5432, "postgresql"), "PostGIS (PostgreSQL)", {
    nativeScheme: "postgresql",
    rules: "libpq",
    source: DJ_DATABASE_URL,
    note: "also Rails' activerecord-postgis-adapter",
  }),
  timescale: row("pg", ["timescale", "timescalegis"], iana(5432, "postgresql"), "TimescaleDB (PostgreSQL)", {
    nativeScheme: "postgresql",
    rules: "libpq",
    source: DJ_DATABASE_URL,
  }),
  psql: row("pg", ["psql"], iana(5432, "postgresql"), "PostgreSQL", {
    nativeScheme: "postgresql",
    rules: "libpq",
    source: DJANGO_ENVIRON,
  }),
  mysql2: row("mysql", ["mysql2", "trilogy"], iana(3306, "mysql"), "MySQL and MariaDB", {
    nativeScheme: "mysql",
    rules: "mysql",
    source: RAILS,
    note: "mysql2 is dj-database-url's too",
  }),
  mysqlgis: row("mysql", ["mysqlgis", "mysql-connector"], iana(3306, "mysql"), "MySQL and MariaDB", {
    nativeScheme: "mysql",
    rules: "mysql",
    source: DJ_DATABASE_URL,
  }),
  spatialite: row("sqlite", ["spatialite"], null, "SpatiaLite (SQLite)", {
    database: "file",
    nativeScheme: "file",
    rules: "sqlite",
    source: DJ_DATABASE_URL,
  }),
  oraclegis: row(
    "oracle",
    ["oraclegis"],
    vendor(1521, "Oracle Net Services: the listener's default port 1521"),
    "Oracle Database",
    {
      database: "service-name",
      source: DJ_DATABASE_URL,
    },
  ),
  mssqlms: row("mssql", ["mssqlms", "pyodbc"], iana(1433, "ms-sql-s"), "Microsoft SQL Server", {
    nativeScheme: "sqlserver",
    source: DJ_DATABASE_URL,
    note: "pyodbc is django-environ's name for SQL Server through pyodbc",
  }),
});

/** A row whose scheme is its first name and whose native URI uses its canonical name, unless `rest` says. */
function row(
  canonical: string,
  names: readonly string[],
  defaultPort: DefaultPort | null,
  product: string,
  rest: Partial<Engine> = {},
): Engine {
  return {
    canonical,
    scheme: names[0]!,
    names,
    defaultPort,
    database: "name",
    nativeScheme: canonical,
    rules: "generic",
    product,
    source: URI_DB,
    status: "unregistered",
    ...rest,
  };
}

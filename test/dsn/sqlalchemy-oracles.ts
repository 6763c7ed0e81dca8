// Reference readers for what SQLAlchemy's dialects hand their DBAPI, transliterated from their code, so that
// the hostile tests can check every SQLAlchemy route, not only make_url: the PostgreSQL dialects' host lists
// (SQLAlchemy 2.0 dialects/postgresql/base.py `_split_multihost_from_url`), the pyodbc connector's ODBC
// string (connectors/pyodbc.py `create_connect_args`) and ibm_db_sa's Db2 CLI string (ibm_db.py).

import type { parseSqlalchemy } from "./oracles.ts";

/** A make_url result. */
export type SqlalchemyUrl = ReturnType<typeof parseSqlalchemy>;

/** parse_qsl's pairs as SQLAlchemy's url.query: a key given twice becomes a list. */
function queryOf(url: SqlalchemyUrl): Map<string, string | string[]> {
  const query = new Map<string, string | string[]>();
  for (const [key, value] of url.query) {
    const earlier = query.get(key);
    query.set(
      key,
      earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value],
    );
  }
  return query;
}

/**
 * The host and port psycopg gives libpq for a PostgreSQL URL (SQLAlchemy 2.0 `_split_multihost_from_url`,
 * then `create_connect_args`); throws where SQLAlchemy raises ArgumentError.
 */
export function sqlalchemyPgAddress(url: SqlalchemyUrl): { host: string | null; port: string | null } {
  const query = queryOf(url);
  let hosts: (string | null)[] | null = null;
  let ports: (string | null)[] | null = null;
  let integrated = false;
  const host = query.get("host");
  if (Array.isArray(host)) {
    integrated = true;
    const split = host.map((token) => (token.includes(":") ? token.split(":") : [token, null]));
    if (split.some((parts) => parts.length !== 2)) throw new Error("too many values to unpack");
    hosts = split.map((parts) => parts[0]!);
    ports = split.map((parts) => parts[1] ?? null);
  } else if (host !== undefined) {
    hosts = host.split(",");
    if (!query.has("port") && hosts.length === 1 && hosts[0]!.includes(":")) {
      const m = /^([a-zA-Z0-9\-.]*)(?::(\d*))?$/.exec(hosts[0]!);
      if (m) {
        integrated = true;
        hosts = [m[1]!];
        ports = [m[2] ? m[2] : null];
      }
    }
  }
  const port = query.get("port");
  if (port !== undefined) {
    if (integrated) throw new Error("Can't mix 'multihost' formats together");
    ports = Array.isArray(port) ? port : port.split(",");
  }
  const numbers = ports?.map((p) => (p ? String(Number.parseInt(p, 10)) : null)) ?? null;
  if (numbers?.some((p) => p === "NaN")) throw new Error("Received non-integer port arguments");
  if (numbers && hosts && hosts.length !== numbers.length && (hosts.length > 1 || numbers.length > 1)) {
    throw new Error("number of hosts and ports don't match");
  }
  if (hosts === null) return { host: url.host, port: numbers?.join(",") ?? url.port };
  return { host: hosts.join(","), port: numbers === null ? url.port : numbers.map((p) => p ?? "").join(",") };
}

/**
 * The ODBC connection string SQLAlchemy's pyodbc connector builds from a URL (1.4 and 2.0 alike): values
 * with `;` or a leading `{` braced, `Server=host,port`, `Database=`, `UID=`, `PWD=`, then the query pairs.
 */
export function pyodbcConnectionString(url: SqlalchemyUrl): string {
  const keys = new Map<string, string>();
  if (url.host !== null && url.host !== "") keys.set("host", url.host);
  if (url.database) keys.set("database", url.database);
  if (url.username) keys.set("user", url.username);
  if (url.password) keys.set("password", url.password);
  for (const [key, value] of url.query) keys.set(key, value);
  const quote = (token: string) =>
    token.includes(";") || token.startsWith("{") ? `{${token.replaceAll("}", "}}")}}` : token;
  for (const [key, value] of keys) keys.set(key, quote(value));
  const take = (key: string) => {
    const value = keys.get(key);
    keys.delete(key);
    return value;
  };
  if (keys.has("dsn") || (keys.has("host") && !keys.has("database"))) throw new Error("a DSN connection");
  const port = url.port !== null ? `,${url.port}` : "";
  const out = [`DRIVER={${take("driver") ?? "ODBC Driver 18 for SQL Server"}}`];
  out.push(`Server=${take("host") ?? ""}${port}`, `Database=${take("database") ?? ""}`);
  const user = take("user");
  if (user) {
    out.push(`UID=${user}`);
    const pwd = take("password");
    if (pwd) out.push(`PWD=${pwd}`);
  } else out.push("Trusted_Connection=Yes");
  for (const [key, value] of keys) out.push(`${key}=${value}`);
  return out.join(";");
}

/** The keywords ibm_db_sa copies from the query into its connection string. */
const DB2_KEYS = [
  "Security",
  "SSLClientKeystoredb",
  "SSLClientKeystash",
  "SSLServerCertificate",
  "CurrentSchema",
];

/** ibm_db_sa's Db2 CLI connection string for a URL with a host (`DATABASE=%s;HOSTNAME=%s;...;`). */
export function ibmDbConnectionString(url: SqlalchemyUrl): string {
  const out = [`DATABASE=${url.database}`, `HOSTNAME=${url.host}`, "PROTOCOL=TCPIP"];
  if (url.port) out.push(`PORT=${url.port}`);
  if (url.username) out.push(`UID=${url.username}`);
  if (url.password) out.push(`PWD=${url.password}`);
  for (const key of DB2_KEYS) {
    const pair = url.query.find(([k]) => k.toLowerCase() === key.toLowerCase());
    if (pair !== undefined) out.push(`${key}=${pair[1]}`);
  }
  return `${out.join(";")};`;
}

/** The Db2 CLI's reading of a connection string: `key=value` pairs split at every `;`, no braces. */
export function parseDb2Cli(text: string): [string, string][] {
  return text
    .split(";")
    .filter((part) => part !== "")
    .map((part) => {
      const eq = part.indexOf("=");
      return [part.slice(0, eq), part.slice(eq + 1)];
    });
}

// Reference readers for the DSN grammars, transliterated from the code of the drivers that read them, so
// that tests can check that what toDsn writes comes back as the exact values. Each names its source.

/** Java's URLDecoder.decode(text, UTF-8): '+' is a space, %XX are UTF-8 bytes; throws on a bad escape. */
export function javaUrlDecode(text: string): string {
  return decodeURIComponent(text.replaceAll("+", " "));
}

/** Python's urllib.parse.unquote: %XX are UTF-8 bytes, '+' stays. */
export function pythonUnquote(text: string): string {
  return decodeURIComponent(text);
}

/** Reads `{...}` at `text[i]` (which is `{`), `}}` a brace; returns the value and the index after `}`. */
function readBraced(text: string, start: number): [string, number] {
  let value = "";
  let i = start + 1;
  for (;;) {
    if (i >= text.length) throw new Error("unterminated braces");
    if (text[i] === "}") {
      if (text[i + 1] !== "}") return [value, i + 1];
      value += "}";
      i += 2;
    } else value += text[i++];
  }
}

/**
 * [MS-ODBCSTR] §2.1.2: `key=value` pairs separated by `;`; a value in braces (after spaces) ends at a `}`
 * not doubled; a bare value runs to the next `;` and loses its leading spaces.
 */
export function parseOdbc(text: string): [string, string][] {
  const pairs: [string, string][] = [];
  let i = 0;
  while (i < text.length) {
    const eq = text.indexOf("=", i);
    if (eq < 0) throw new Error(`no '=' after ${text.slice(i)}`);
    const key = text.slice(i, eq).trim();
    i = eq + 1;
    while (text[i] === " ") i++;
    let value = "";
    if (text[i] === "{") {
      [value, i] = readBraced(text, i);
      while (text[i] === " ") i++;
      if (i < text.length && text[i] !== ";") throw new Error(`';' expected after braces at ${i}`);
    } else {
      const end = text.indexOf(";", i);
      value = text.slice(i, end < 0 ? text.length : end);
      i = end < 0 ? text.length : end;
    }
    pairs.push([key, value]);
    i++;
  }
  return pairs;
}

/**
 * ADO.NET's connection string syntax: the regular expression of .NET's DbConnectionOptions
 * (ConnectionStringPattern), applied pair after pair. A keyword holds `==` for `=`; a value is `"..."` with
 * `""`, `'...'` with `''`, or bare: not starting with a quote or space, not ending with a quote, no `;`
 * and no control character.
 */
export function parseAdo(text: string): [string, string][] {
  const pattern =
    /[\s;]*(?![\s;])(?<key>(?:[^=\s\p{Cc}]|\s+[^=\s\p{Cc}]|\s+==|==)+)\s*=(?!=)\s*(?<value>"(?:[^"\0]|"")*"|'(?:[^'\0]|'')*'|(?!["'\s])(?:[^;\s\p{Cc}]|\s+[^;\s\p{Cc}])*(?<!["']))\s*(?:;|[\0\s]*$)/uy;
  const pairs: [string, string][] = [];
  let i = 0;
  while (i < text.length) {
    pattern.lastIndex = i;
    const m = pattern.exec(text);
    if (m?.groups === undefined) throw new Error(`not a connection string at ${i}: ${text.slice(i)}`);
    const raw = m.groups.value!;
    const quote = raw[0];
    const value = quote === '"' || quote === "'" ? raw.slice(1, -1).replaceAll(quote + quote, quote) : raw;
    pairs.push([m.groups.key!.replaceAll("==", "="), value]);
    i = pattern.lastIndex;
  }
  return pairs;
}

/**
 * mssql-jdbc's Util.parseUrl (8.2+): server, port, then `;name=value` with `{...}` values (`}}` a brace);
 * names and bare values are trimmed.
 */
export function parseMssqlJdbc(url: string): Map<string, string> {
  const props = new Map<string, string>();
  const rest = url.slice("jdbc:sqlserver://".length);
  const semi = rest.indexOf(";");
  const head = semi < 0 ? rest : rest.slice(0, semi);
  const [server, port] = head.split(":");
  if (server?.trim()) props.set("serverName", server.trim());
  if (port !== undefined) props.set("portNumber", port.trim());
  let i = semi < 0 ? rest.length : semi + 1;
  while (i < rest.length) {
    const eq = rest.indexOf("=", i);
    const name = rest.slice(i, eq).trim();
    i = eq + 1;
    while (rest[i] === " ") i++;
    let value = "";
    if (rest[i] === "{") {
      [value, i] = readBraced(rest, i);
      while (rest[i] === " ") i++;
      if (i < rest.length && rest[i] !== ";") throw new Error("';' expected");
    } else {
      const end = rest.indexOf(";", i);
      value = rest.slice(i, end < 0 ? rest.length : end);
      if (value.includes("{")) throw new Error("'{' inside a bare value");
      value = value.trim();
      i = end < 0 ? rest.length : end;
    }
    props.set(name, value);
    i++;
  }
  return props;
}

/** pgJDBC's Driver.parseURL (42.x): the database and property values URL-decoded, names as written. */
export function parsePgJdbc(url: string, prefix = "jdbc:postgresql:"): Map<string, string> {
  const props = new Map<string, string>();
  const q = url.indexOf("?");
  let server = q < 0 ? url : url.slice(0, q);
  const args = q < 0 ? "" : url.slice(q + 1);
  server = server.slice(prefix.length);
  if (server.startsWith("//")) {
    server = server.slice(2);
    const slash = server.indexOf("/");
    props.set("PGDBNAME", javaUrlDecode(server.slice(slash + 1)));
    props.set("PGHOST", server.slice(0, slash));
  } else props.set("PGDBNAME", javaUrlDecode(server));
  for (const token of args.split("&")) {
    if (token === "") continue;
    const pos = token.indexOf("=");
    if (pos < 0) props.set(token, "");
    else props.set(token.slice(0, pos), javaUrlDecode(token.slice(pos + 1)));
  }
  return props;
}

/** MariaDB Connector/J's URL parsing: the database up to `?`, properties split at `&` and the first `=`, raw. */
export function parseMariadbJdbc(url: string): Map<string, string> {
  const props = new Map<string, string>();
  const second = url.slice(url.indexOf("//") + 2);
  const slash = second.indexOf("/");
  const q = second.indexOf("?");
  if (slash >= 0 && (q < 0 || slash < q)) {
    props.set("database", second.slice(slash + 1, q < 0 ? second.length : q));
  }
  if (q >= 0) {
    for (const parameter of second.slice(q + 1).split("&")) {
      const pos = parameter.indexOf("=");
      if (pos < 0) props.set(parameter, "");
      else props.set(parameter.slice(0, pos), parameter.slice(pos + 1));
    }
  }
  return props;
}

/** SQLAlchemy's make_url (engine/url.py _parse_url): user and password unquoted, host and database raw. */
export function parseSqlalchemy(url: string): {
  name: string;
  username: string | null;
  password: string | null;
  host: string | null;
  port: string | null;
  database: string | null;
  query: [string, string][];
} {
  const pattern =
    /^(?<name>[\w+]+):\/\/(?:(?<username>[^:/]*)(?::(?<password>[^@]*))?@)?(?:(?:\[(?<ipv6host>[^/?]+)\]|(?<ipv4host>[^/:?]+))?(?::(?<port>[^/?]*))?)?(?:\/(?<database>[^?]*))?(?:\?(?<query>.*))?/s;
  const m = pattern.exec(url);
  if (m?.groups === undefined) throw new Error(`make_url cannot parse ${url}`);
  const g = m.groups;
  // parse_qsl: '&' separated, '+' a space, %XX decoded, empty values dropped.
  const query = (g.query ?? "")
    .split("&")
    .filter((part) => part !== "")
    .map((part) => {
      const eq = part.indexOf("=");
      const decode = (text: string) => decodeURIComponent(text.replaceAll("+", " "));
      return [decode(part.slice(0, eq)), decode(part.slice(eq + 1))] as [string, string];
    })
    .filter(([, value]) => value !== "");
  return {
    name: g.name!,
    username: g.username === undefined ? null : pythonUnquote(g.username),
    password: g.password === undefined ? null : pythonUnquote(g.password),
    host: g.ipv6host ?? g.ipv4host ?? null,
    port: g.port ?? null,
    database: g.database ?? null,
    query,
  };
}

/** DBD::mysql's _OdbcParse (4.050): values end at ':' or ';' (IPv6 in brackets), '[' and ']' removed. */
export function parseDbdMysql(dsn: string): Map<string, string> {
  const hash = new Map<string, string>();
  let rest = dsn;
  while (rest.length > 0) {
    // Perl's '.' does not match a newline: the parse stops there, as DBD::mysql's does.
    const m = /^([^:;]*\[[^\n]*\]|[^:;]*)[:;]([^\n]*)/.exec(rest);
    let val: string;
    if (m) {
      val = m[1]!.replace(/\[|\]/g, "");
      rest = m[2]!;
    } else {
      val = rest;
      rest = "";
    }
    const kv = /^([^=]*)=([^\n]*)/.exec(val);
    if (kv) hash.set(kv[1] === "host" || kv[1] === "hostname" ? "host" : kv[1]!, kv[2]!);
  }
  return hash;
}

/** Java's URLDecoder.decode after Connector/J's decodeSkippingPlusSign: '+' kept, %XX as UTF-8. */
function decodeSkippingPlusSign(text: string): string {
  return javaUrlDecode(text.replaceAll("+", "%2B"));
}

/**
 * MySQL Connector/J 8's ConnectionUrlParser: `scheme//authority/path?query`, the path (the database) and
 * each query key and value decoded by decodeSkippingPlusSign, pairs split at '&' (PROPERTIES_PTRN).
 */
export function parseConnectorJ(url: string): {
  authority: string;
  database: string | null;
  props: Map<string, string>;
} {
  const m =
    /^(?<scheme>[\w+:%]+)\s*(?:\/\/(?<authority>[^/?#]*))?\s*(?:\/(?!\s*\/)(?<path>[^?#]*))?(?:\?(?!\s*\?)(?<query>[^#]*))?(?:\s*#(?<fragment>.*))?$/s.exec(
      url,
    );
  if (m?.groups === undefined) throw new Error(`Connector/J cannot parse ${url}`);
  const props = new Map<string, string>();
  const pattern = /[&\s]*(?<key>[\w.\-\s%]*)(?:=(?<value>[^&]*))?/gy;
  const query = m.groups.query ?? "";
  while (pattern.lastIndex < query.length) {
    const kv = pattern.exec(query);
    if (kv?.groups === undefined || kv[0] === "")
      throw new Error(`Connector/J cannot parse the query ${query}`);
    const key = decodeSkippingPlusSign(kv.groups.key!);
    if (key !== "") props.set(key, decodeSkippingPlusSign(kv.groups.value ?? ""));
  }
  return {
    authority: m.groups.authority ?? "",
    database: m.groups.path === undefined ? null : decodeSkippingPlusSign(m.groups.path),
    props,
  };
}

/** `host:port` as most URLs write it (IPv6 in brackets): the host and the port text. */
export function splitHostPort(address: string): { host: string; port: string | undefined } {
  const m = /^(?:\[([^\]]*)\]|([^:]*))(?::(.*))?$/.exec(address);
  return { host: m?.[1] ?? m?.[2] ?? "", port: m?.[3] };
}

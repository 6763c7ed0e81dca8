// libpq's resolution of a connection (fe-connect.c conninfo_add_defaults and connectOptions2): what the
// connection string leaves unset taken from the service file (PostgreSQL 18 §32.16), then from the PG*
// environment variables (§32.14), then from libpq's defaults, and the password, when none is given, from
// the password file (§32.15). The result is read back through the libpq key/value reader, so every rule
// of a PostgreSQL target applies to it as to a string the user wrote.

import { existsSync, readFileSync, statSync } from "node:fs";
import { userInfo } from "node:os";
import { quoteLibpq } from "../../convert/dsn/libpq-quote.js";
import { readConnectionString } from "../../convert/read/read.js";
import type { Finding, Registry, Target } from "../../registry/index.js";
import type { PostgresTarget } from "../../schemes/index.js";
import { LIBPQ_ENVIRONMENT, LIBPQ_REQUIRESSL_VARIABLE } from "../../schemes/postgres/environment.js";
import { LIBPQ_DEFAULT_PORT } from "../../schemes/postgres/params.js";
import { DburiError } from "../../uri/index.js";
import { matchPasswordFile } from "./password-file.js";
import { readServiceSection, type ServiceEntry } from "./service-file.js";

/**
 * Options of `resolveLibpq`, and of `connect`/`ping`'s `resolve`: where libpq's inputs are read from.
 * @example
 * const options: ResolveOptions = { env: { PGSERVICE: "prod" }, home: "/home/app" };
 * resolveLibpq("postgresql:///shop", options);
 */
export interface ResolveOptions {
  /** The environment whose PG* variables apply (and PGSERVICEFILE, PGSYSCONFDIR, PGPASSFILE); default `process.env`. */
  readonly env?: Readonly<Record<string, string | undefined>> | undefined;
  /** The home directory of `~/.pg_service.conf` and `~/.pgpass`; default the environment's HOME, else the user's. */
  readonly home?: string | undefined;
  /** The registry to interpret a URI string with. */
  readonly registry?: Registry | undefined;
}

/**
 * Where a resolved keyword came from: the connection string itself, the service file, an environment
 * variable, the password file, or libpq's default.
 * @example
 * const from: LibpqSourceKind = "password-file";
 */
export type LibpqSourceKind =
  | "connection-string"
  | "service-file"
  | "environment"
  | "password-file"
  | "default";

/**
 * Where one keyword of a resolved target came from, in words that never hold its value:
 * `~/.pgpass, line 3`, `PGHOST`, `~/.pg_service.conf, line 2 (service prod)`.
 * @example
 * const source: LibpqSource = { keyword: "password", from: "password-file", where: "~/.pgpass, line 3" };
 */
export interface LibpqSource {
  /** The libpq keyword: host, port, dbname, user, password, sslmode, ... */
  readonly keyword: string;
  readonly from: LibpqSourceKind;
  readonly where: string;
  /** For a password of a host list, which host (0 is the first) it is for: each may have its own line. */
  readonly host?: number | undefined;
}

/**
 * What `resolveLibpq` returns: the target libpq would connect with, where each keyword came from, and
 * libpq's warnings (a password file it ignores).
 * @example
 * const { target, sources } = resolveLibpq("postgresql:///shop", { env: { PGHOST: "db" } });
 * target.host; // "db"
 * sources.find((s) => s.keyword === "host")?.where; // "PGHOST"
 */
export interface LibpqResolution {
  readonly target: PostgresTarget;
  readonly sources: readonly LibpqSource[];
  readonly warnings: readonly Finding[];
}

interface Setting {
  value: string;
  source: LibpqSource;
}

/** The keywords the target holds in fields of its own, written first, in this order. */
const FIELDS = ["host", "hostaddr", "port", "dbname", "user", "password"] as const;

/** The keywords the resolution itself applies: the service's file and the password file. */
const APPLIED: ReadonlySet<string> = new Set(["service", "passfile"]);

/** Where libpq's packagers put SYSCONFDIR (pg_service.conf): Debian, PGDG's RPMs, upstream's default. */
const SYSCONF_DIRECTORIES: readonly string[] = [
  "/etc/postgresql-common",
  "/etc/sysconfig/pgsql",
  "/usr/local/pgsql/etc",
];

/** Where libpq builds put the default socket (DEFAULT_PGSOCKET_DIR): Debian, Fedora/RHEL, upstream. */
const SOCKET_DIRECTORIES: readonly string[] = ["/var/run/postgresql", "/run/postgresql", "/tmp"];

/** Per host of a resolved host list, the password it connects with (each may come from its own line). */
const HOST_PASSWORDS = new WeakMap<Target, readonly (string | null)[] | null>();

/**
 * The password of host `index` of a target `resolveLibpq` made: the password file may give each host of a
 * list its own. For any other target, its password.
 * @example
 * const { target } = resolveLibpq("postgresql://a,b/shop?user=app");
 * resolvedPassword(target, 1); // the ~/.pgpass line matching b, if any
 */
export function resolvedPassword(target: Target, index: number): string | null {
  const passwords = HOST_PASSWORDS.get(target);
  return passwords === undefined || passwords === null ? target.password : (passwords[index] ?? null);
}

/**
 * Whether `resolveLibpq` made the target: its fields are libpq's final ones, and nothing is left for the
 * driver to take from the environment.
 * @example
 * isResolvedTarget(resolveLibpq("postgresql:///shop").target); // true
 */
export function isResolvedTarget(target: Target): boolean {
  return HOST_PASSWORDS.has(target);
}

/** The path as sources show it: under the home directory as `~/...`. */
function shownPath(path: string, home: string | undefined): string {
  return home !== undefined && home !== "" && path.startsWith(`${home}/`)
    ? `~${path.slice(home.length)}`
    : path;
}

function homeOf(env: Readonly<Record<string, string | undefined>>): string | undefined {
  // libpq's pqGetHomeDirectory: HOME when set and not empty, else the password database's entry.
  if (env.HOME) return env.HOME;
  try {
    return userInfo().homedir;
  } catch {
    return undefined;
  }
}

/** Whether the target was read from a key/value string (readConnectionString's `read-as-uri` note). */
function readFromKeyValue(target: PostgresTarget): boolean {
  return target.warnings.some((w) => w.code === "read-as-uri");
}

/** The keywords the connection string sets, as libpq's parse leaves them (an empty URI field is unset). */
function explicitSettings(target: PostgresTarget): Map<string, Setting> {
  const settings = new Map<string, Setting>();
  const source = (keyword: string): LibpqSource => ({
    keyword,
    from: "connection-string",
    where: "the connection string",
  });
  const set = (keyword: string, value: string) => settings.set(keyword, { value, source: source(keyword) });
  const last = new Map<string, string>();
  for (const [key, value] of target.params) last.set(key, value);
  const hosts = target.hosts;
  if (last.has("host") || hosts.some((h) => h.host !== "")) set("host", hosts.map((h) => h.host).join(","));
  if (last.has("hostaddr")) set("hostaddr", last.get("hostaddr")!);
  if (last.has("port")) set("port", last.get("port")!);
  else if (hosts.some((h) => h.port !== null) || (hosts.length > 1 && !readFromKeyValue(target))) {
    // A URI's host list sets the port list even without ports (fe-connect.c writes one comma per host
    // into it), so PGPORT does not apply to it; a key/value string's host list leaves port unset.
    set("port", hosts.map((h) => h.port ?? "").join(","));
  }
  if (last.has("dbname") || target.database) set("dbname", target.database ?? "");
  if (last.has("user") || target.user) set("user", target.user ?? "");
  if (last.has("password") || target.password) set("password", target.password ?? "");
  const options = target.options as Readonly<Record<string, unknown>>;
  if (options.sslmode !== undefined) set("sslmode", String(options.sslmode));
  for (const [key, value] of last) {
    if (settings.has(key) || key === "ssl" || key === "requiressl") continue;
    set(key, value);
  }
  return settings;
}

/** The section of `service` in the first service file that has one (fe-connect.c parseServiceInfo). */
function serviceEntries(
  service: string,
  env: Readonly<Record<string, string | undefined>>,
  home: string | undefined,
): { entries: readonly ServiceEntry[]; file: string } {
  const read = (path: string) =>
    readServiceSection(readFileSync(path, "utf8"), service, shownPath(path, home));
  const named = env.PGSERVICEFILE;
  let first: string | undefined;
  if (named !== undefined) {
    let text: string;
    try {
      text = readFileSync(named, "utf8");
    } catch {
      throw new DburiError({
        code: "service-not-found",
        reason: `the service file ${shownPath(named, home)} (PGSERVICEFILE) cannot be read`,
        fix: "point PGSERVICEFILE at the connection service file, or unset it",
      });
    }
    first = shownPath(named, home);
    const entries = readServiceSection(text, service, first);
    if (entries !== null) return { entries, file: first };
  } else if (home !== undefined && home !== "" && existsSync(`${home}/.pg_service.conf`)) {
    first = `${home}/.pg_service.conf`;
    const entries = read(first);
    if (entries !== null) return { entries, file: shownPath(first, home) };
    first = shownPath(first, home);
  }
  const directories = env.PGSYSCONFDIR !== undefined ? [env.PGSYSCONFDIR] : SYSCONF_DIRECTORIES;
  const system = directories
    .map((directory) => `${directory}/pg_service.conf`)
    .find((path) => existsSync(path));
  if (system !== undefined) {
    const entries = read(system);
    if (entries !== null) return { entries, file: shownPath(system, home) };
  }
  const looked = [first, system === undefined ? undefined : shownPath(system, home)].filter(
    (p) => p !== undefined,
  );
  throw new DburiError({
    code: "service-not-found",
    // A service name is no secret: it is what the user asked for, as libpq's own message quotes it.
    reason: `no service file defines the service '${service}'${looked.length > 0 ? ` (read ${looked.join(" and ")})` : " (no service file found)"}`,
    fix: "define it as [name] in ~/.pg_service.conf, PGSERVICEFILE or PGSYSCONFDIR/pg_service.conf, or correct the name",
  });
}

/** The default socket directory on this machine for `port`, as libpq's DEFAULT_PGSOCKET_DIR stands. */
function defaultSocketDirectory(port: string): string | undefined {
  const number = port === "" || port.includes(",") ? LIBPQ_DEFAULT_PORT : Number(port);
  return SOCKET_DIRECTORIES.find((directory) => existsSync(`${directory}/.s.PGSQL.${number}`));
}

/** The operating system's name for this process's user, as libpq's pg_fe_getauthname finds it. */
function systemUser(): string | undefined {
  try {
    return userInfo().username;
  } catch {
    return undefined;
  }
}

/** libpq's refusal of a password file that is no plain file, or that its group or others may use. */
function passwordFileText(path: string, shown: string, warnings: Finding[]): string | undefined {
  let stat: ReturnType<typeof statSync>;
  try {
    stat = statSync(path);
  } catch {
    return undefined; // libpq: "If password file cannot be opened, ignore it."
  }
  if (!stat.isFile()) {
    warnings.push({
      severity: "warning",
      code: "password-file-not-a-file",
      message: `the password file ${shown} is not a plain file, and libpq ignores it`,
      fix: "point PGPASSFILE or passfile at a file",
    });
    return undefined;
  }
  if ((stat.mode & 0o077) !== 0) {
    warnings.push({
      severity: "warning",
      code: "password-file-permissions",
      message: `the password file ${shown} has group or world access, and libpq ignores it`,
      fix: `chmod 0600 ${shown}`,
    });
    return undefined;
  }
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}

/**
 * The passwords of the password file for each host (fe-connect.c connectOptions2, passwordFromFile):
 * matched by host name (else hostaddr; `localhost` for the default socket), port, database and user.
 */
function passwordsFromFile(
  settings: Map<string, Setting>,
  socketDirectory: string | undefined,
  home: string | undefined,
  warnings: Finding[],
): { password: string; source: LibpqSource }[] | null {
  const named = settings.get("passfile")?.value;
  const path = named ? named : home ? `${home}/.pgpass` : undefined;
  if (path === undefined) return null;
  const shown = shownPath(path, home);
  const text = passwordFileText(path, shown, warnings);
  if (text === undefined) return null;
  const value = (keyword: string) => settings.get(keyword)?.value ?? "";
  const names = value("host") === "" ? [] : value("host").split(",");
  const addresses = value("hostaddr") === "" ? [] : value("hostaddr").split(",");
  const ports = value("port").split(",");
  const count = Math.max(names.length, addresses.length, 1);
  const found: { password: string; source: LibpqSource }[] = [];
  for (let i = 0; i < count; i++) {
    const name = names[i] ?? "";
    let host = name !== "" ? name : (addresses[i] ?? "");
    if (host === "" || (socketDirectory !== undefined && host === socketDirectory)) host = "localhost";
    const port = (ports.length === 1 ? ports[0] : ports[i]) || String(LIBPQ_DEFAULT_PORT);
    const match = matchPasswordFile(text, { host, port, database: value("dbname"), user: value("user") });
    if (match === null) continue;
    found[i] = {
      password: match.password,
      source: {
        keyword: "password",
        from: "password-file",
        where: `${shown}, line ${match.line}`,
        ...(count > 1 ? { host: i } : {}),
      },
    };
  }
  return found;
}

/** The target's engine must be PostgreSQL: libpq's resolution means nothing to another engine. */
function postgresTarget(input: string | Target, registry: Registry | undefined): PostgresTarget {
  const target = typeof input === "string" ? readConnectionString(input, { registry }) : input;
  if (target.canonicalEngine !== "pg") {
    throw new DburiError({
      code: "wrong-engine",
      reason: `libpq's resolution applies to PostgreSQL, and this is a ${target.canonicalEngine ?? target.scheme} target`,
      fix: "resolve only PostgreSQL URIs and libpq strings",
    });
  }
  return target as PostgresTarget;
}

/** The keywords set: the target's own fields first, then the others in the order they were set. */
function orderedKeywords(settings: Map<string, Setting>): string[] {
  const fields: readonly string[] = FIELDS;
  return [
    ...FIELDS.filter((k) => settings.has(k)),
    ...[...settings.keys()].filter((k) => !fields.includes(k)),
  ];
}

/** The settings written as a libpq string, read back into a target; an error names the setting's source. */
function readSettings(settings: Map<string, Setting>, registry: Registry | undefined): PostgresTarget {
  const spans: { start: number; end: number; source: LibpqSource }[] = [];
  let text = "";
  for (const keyword of orderedKeywords(settings)) {
    // What the files are is spent once they are read: the target names what they gave.
    if (APPLIED.has(keyword)) continue;
    const { value, source } = settings.get(keyword)!;
    if (text !== "") text += " ";
    const start = text.length;
    text += `${keyword}=${quoteLibpq(value)}`;
    spans.push({ start, end: text.length, source });
  }
  try {
    return readConnectionString(text, { format: "libpq", registry }) as PostgresTarget;
  } catch (error) {
    if (!(error instanceof DburiError)) throw error;
    const at =
      error.index === null ? undefined : spans.find((s) => error.index! >= s.start && error.index! <= s.end);
    const from = at === undefined ? "" : `${at.source.keyword} from ${at.source.where}: `;
    // The reason and fix only, without the text: the message of `error` shows it redacted, and the
    // resolution's own reading is no text the user wrote.
    throw new DburiError({
      code: error.code,
      reason: `${from}${error.reason}`,
      fix: error.fix ?? undefined,
      cause: error,
    });
  }
}

/**
 * Resolves a PostgreSQL URI or libpq key/value string as libpq does before connecting: what the string
 * leaves unset comes from the service (`service=` or PGSERVICE) in `PGSERVICEFILE` or
 * `~/.pg_service.conf`, then `PGSYSCONFDIR/pg_service.conf`; then from the PG* environment variables
 * (LIBPQ_ENVIRONMENT); then libpq's defaults (port 5432, the operating system's user name, the database
 * named as the user, the default socket directory); and the password, when none is set or it is empty,
 * from the password file (`passfile`, PGPASSFILE, else `~/.pgpass`), the first line matching host, port,
 * database and user. A password file that its group or others may read is ignored, with a
 * `password-file-permissions` warning, as libpq ignores it. Each keyword's source is named, never its value.
 * Unlike libpq, an empty user, password or database written in a key/value string counts as unset (the
 * reader keeps no difference between empty and absent there), and the system service file is looked for
 * in the packagers' usual directories when PGSYSCONFDIR is unset.
 * @throws DburiError `service-not-found`, `invalid-service-file`, `wrong-engine`, and the errors of the
 * resolved string's reading (an invalid sslmode from PGSSLMODE, ...), each naming where the value came from
 * @example
 * const { target, sources } = resolveLibpq("postgresql:///shop?service=prod", { env: {}, home: "/home/app" });
 * target.host; // the host of [prod] in /home/app/.pg_service.conf
 * sources.map((s) => `${s.keyword}: ${s.where}`); // ["host: ~/.pg_service.conf, line 2 (service prod)", ...]
 */
export function resolveLibpq(input: string | Target, options: ResolveOptions = {}): LibpqResolution {
  const target = postgresTarget(input, options.registry);
  const env = options.env ?? process.env;
  const home = options.home ?? homeOf(env);
  const settings = explicitSettings(target);
  const warnings: Finding[] = [];
  const setIfUnset = (keyword: string, value: string, source: Omit<LibpqSource, "keyword">) => {
    if (!settings.has(keyword)) settings.set(keyword, { value, source: { keyword, ...source } });
  };
  const service = settings.get("service")?.value ?? env.PGSERVICE;
  if (service !== undefined) {
    const { entries, file } = serviceEntries(service, env, home);
    for (const entry of entries) {
      setIfUnset(entry.keyword, entry.value, {
        from: "service-file",
        where: `${file}, line ${entry.line} (service ${service})`,
      });
    }
  }
  for (const [keyword, variable] of Object.entries(LIBPQ_ENVIRONMENT)) {
    const value = env[variable];
    if (value !== undefined) setIfUnset(keyword, value, { from: "environment", where: variable });
  }
  if (env[LIBPQ_REQUIRESSL_VARIABLE]?.startsWith("1")) {
    setIfUnset("sslmode", "require", { from: "environment", where: LIBPQ_REQUIRESSL_VARIABLE });
  }
  // libpq's defaults (connectOptions2): an unset or empty value takes them.
  const unset = (keyword: string) => (settings.get(keyword)?.value ?? "") === "";
  const byDefault = (keyword: string, value: string, where: string) =>
    settings.set(keyword, { value, source: { keyword, from: "default", where } });
  if (unset("port"))
    byDefault("port", String(LIBPQ_DEFAULT_PORT), `libpq's default port ${LIBPQ_DEFAULT_PORT}`);
  const socketDirectory = defaultSocketDirectory(settings.get("port")!.value);
  if (unset("host") && unset("hostaddr") && socketDirectory !== undefined) {
    byDefault("host", socketDirectory, "libpq's default socket directory");
  }
  const user = systemUser();
  if (unset("user") && user !== undefined) byDefault("user", user, "the operating system's user name");
  if (unset("dbname") && !unset("user")) byDefault("dbname", settings.get("user")!.value, "the user name");
  let passwords: (string | null)[] | undefined;
  // The sources of the passwords of a host list's second and later hosts, listed after the others.
  const later: LibpqSource[] = [];
  if (unset("password")) {
    const found = passwordsFromFile(settings, socketDirectory, home, warnings);
    if (found !== null && found.length > 0) {
      passwords = Array.from({ length: found.length }, (_, i) => found[i]?.password ?? null);
      const first = found[0];
      if (first !== undefined) {
        settings.delete("password");
        settings.set("password", { value: first.password, source: first.source });
      }
      for (const entry of found.slice(1)) if (entry !== undefined) later.push(entry.source);
    }
  }
  const resolved = readSettings(settings, options.registry);
  HOST_PASSWORDS.set(resolved, passwords ?? null);
  const sources = [...orderedKeywords(settings).map((k) => settings.get(k)!.source), ...later];
  return { target: resolved, sources, warnings };
}

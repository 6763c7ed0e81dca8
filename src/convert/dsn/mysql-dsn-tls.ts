// A MySQL or MariaDB URI's TLS in the odbc, dbi and sqlalchemy formats. The URI may ask for TLS in any of
// the spellings tls.ts folds into one ssl-mode; each reader gets that mode, and the certificate files and
// settings, in its own keywords (one table per reader below), never the URI's spellings, which every one of
// these readers would ignore. A mode or setting the reader cannot say is refused (dsn-unrepresentable) with
// what to write instead, never left out. The jdbc format does the same for the JDBC drivers
// (jdbc-mysql-tls.ts).
//
// Sources, one per reader:
// - MySQL Connector/ODBC 8: "Connector/ODBC Connection Parameters" (SSLMODE DISABLED, PREFERRED, REQUIRED,
//   VERIFY_CA, VERIFY_IDENTITY; SSLCA, SSLCAPATH, SSLCERT, SSLKEY, SSLCIPHER), and the keyword table of
//   its util/installer.cc (SSL-CRL, SSL-CRLPATH, TLS-VERSIONS).
// - MariaDB Connector/ODBC 3.1: its keyword table (ma_dsn.c: SSLCA, SSLCAPATH, SSLCERT, SSLKEY, SSLCIPHER,
//   SSLVERIFY, SSLCRL, SSLCRLPATH, TLSVERSION as names among TLSv1.1, TLSv1.2, TLSv1.3, FORCETLS) and its
//   connect (ma_connection.c MADB_DbcConnectDB): a CA, certificate, key or cipher turns TLS on and is the
//   only case TLSVERSION is applied; FORCETLS turns TLS on; SSLVERIFY checks the certificate and the host
//   name (MYSQL_OPT_SSL_VERIFY_SERVER_CERT). Under it, MariaDB Connector/C (3.3 and before) refuses a server
//   without TLS only when it verifies: so SSLVERIFY=1 is VERIFY_IDENTITY, FORCETLS=1 is PREFERRED, and
//   REQUIRED and VERIFY_CA cannot be said (seen with Connector/ODBC 3.1.15: FORCETLS=1 and SSLCA connect in
//   plain text to a server without TLS, SSLVERIFY=1 fails).
// - DBD::mysql 4.050 (its POD, "mysql_ssl" to "mysql_ssl_optional", and its errors): mysql_ssl=1 requires
//   TLS, mysql_ssl_optional=1 makes it optional, a CA file or directory makes the client check that the
//   server's certificate is signed by it, mysql_ssl_verify_server_cert=1 checks the host name and "is not
//   supported without mysql_ssl_ca_file or mysql_ssl_ca_path"; with mysql_ssl false the other mysql_ssl_*
//   keys are not read. No revocation list, TLS version or TLS 1.3 suite. dburi writes DBD::mysql for every
//   MySQL-family URI (dbi-drivers.ts, as URI::db does), never DBD::MariaDB.
// - SQLAlchemy's MySQL dialects (1.4 and 2.0, dialects/mysql): mysqldb.py, whose create_connect_args moves
//   ssl_ca, ssl_key, ssl_cert, ssl_capath, ssl_cipher and ssl_check_hostname into the DBAPI's `ssl` dict
//   and hands every other query key to connect() as it is (the "SSL Connections" section); mysqlclient's
//   connect() takes ssl_mode (DISABLED to VERIFY_IDENTITY) and `ssl` (mysql_ssl_set's files). PyMySQL 1.0
//   (pymysql/connections.py) uses the same dialect: TLS only when given an ssl argument, the certificate
//   verified only against a CA given, the host name then too unless check_hostname is false, and TLS only
//   if the server offers it (`if self.ssl and self.server_capabilities & CLIENT.SSL`): it cannot require
//   TLS. mariadbconnector.py (SQLAlchemy 2.0: 1.4 hands this DBAPI none of the URL's query) coerces `ssl`
//   and `ssl_verify_cert` to booleans for MariaDB Connector/Python,
//   whose connect() takes ssl, ssl_verify_cert, ssl_ca, ssl_capath, ssl_cert, ssl_key, ssl_cipher, ssl_crl,
//   ssl_crlpath and tls_version (its "Connection parameters"), on MariaDB Connector/C as the ODBC driver is,
//   so with the same two modes it can say. mysqlclient passes ssl_mode to the client library it is built
//   with: exact on MySQL's libmysqlclient; on MariaDB Connector/C, that library's rules apply.

import type { MysqlTarget } from "../../schemes/index.js";
import { MYSQL_SSL_MODES, type MysqlSslMode, sslValue } from "../../schemes/mysql/tls.js";
import { mysqlTls, tlsWritten } from "../mysql/common.js";
import { type DsnField, field, refuse } from "./field.js";
import type { DsnSource } from "./source.js";

/**
 * The URI's TLS settings besides the mode, by their canonical names in MYSQL_PARAMS.
 * @example
 * MYSQL_TLS_SETTINGS.includes("ssl-ca"); // true
 */
export const MYSQL_TLS_SETTINGS = [
  "ssl-ca",
  "ssl-capath",
  "ssl-cert",
  "ssl-key",
  "ssl-crl",
  "ssl-crlpath",
  "ssl-cipher",
  "tls-version",
  "tls-ciphersuites",
  "sslidentity",
  "sslpassword",
] as const;

/**
 * One of MYSQL_TLS_SETTINGS.
 * @example
 * const setting: MysqlTlsSetting = "ssl-crl";
 */
export type MysqlTlsSetting = (typeof MYSQL_TLS_SETTINGS)[number];

/** The settings that name where the CA is: what a reader verifying only against a named CA needs. */
const CA_SETTINGS: readonly MysqlTlsSetting[] = ["ssl-ca", "ssl-capath"];

/**
 * How one mode is written: the keywords and values (none: the reader's default is that mode), or why the
 * reader cannot say it.
 * @example
 * const words: ModeWords = [["SSLMODE", "REQUIRED"]];
 * const none: ModeWords = { no: "it has no such mode" };
 */
export type ModeWords = readonly (readonly [key: string, value: string])[] | { readonly no: string };

/**
 * One reader's TLS vocabulary, as data: its words for each mode and each setting, and the rules it adds.
 * @example
 * MYSQL_TLS_READERS["mysql-odbc"]?.settings["ssl-ca"]; // "SSLCA"
 */
export interface MysqlTlsReader {
  /** The reader, for messages: "MySQL Connector/ODBC 8". */
  readonly name: string;
  readonly modes: Readonly<Record<MysqlSslMode, ModeWords>>;
  /** Each setting's keyword; a setting not listed has none, and is refused. */
  readonly settings: Readonly<Partial<Record<MysqlTlsSetting, string>>>;
  /** The TLS versions its version keyword knows (others are ignored by it, so refused); absent: any. */
  readonly tlsVersions?: readonly string[];
  /** The settings of which one must be written for its version keyword to be applied. */
  readonly tlsVersionNeeds?: readonly MysqlTlsSetting[];
  /** The modes it verifies only against a CA the DSN names (ssl-ca or ssl-capath): refused without one. */
  readonly needsCa?: readonly MysqlSslMode[];
  /** Why certificate settings cannot go with DISABLED (they turn TLS on, or are not read); absent: they can. */
  readonly filesWithDisabled?: string;
  /** The mode written when the URI gives settings but no mode (the reader reads them only under it). */
  readonly settingsAlone?: MysqlSslMode;
}

/** A mode read from its name (DISABLED, ...) with the same keyword. */
function eachMode(key: string): Readonly<Record<MysqlSslMode, ModeWords>> {
  const words = (mode: MysqlSslMode): ModeWords => [[key, mode]];
  return {
    DISABLED: words("DISABLED"),
    PREFERRED: words("PREFERRED"),
    REQUIRED: words("REQUIRED"),
    VERIFY_CA: words("VERIFY_CA"),
    VERIFY_IDENTITY: words("VERIFY_IDENTITY"),
  };
}

/**
 * Why the drivers on MariaDB Connector/C (3.3 and before) cannot say REQUIRED or VERIFY_CA: Connector/C
 * goes on in plain text when the server offers no TLS unless it verifies the certificate and the host name
 * (MYSQL_OPT_SSL_VERIFY_SERVER_CERT); asking for TLS (FORCETLS, `ssl`) or naming a CA only turns TLS on
 * where the server offers it. Seen with MariaDB Connector/ODBC 3.1.15 against a server without TLS: FORCETLS=1
 * and SSLCA connect in plain text, SSLVERIFY=1 fails ("SSL is required, but the server does not support it").
 */
const CONNECTOR_C_REQUIRES_ONLY_VERIFIED =
  "MariaDB Connector/C under it requires TLS only when it verifies the certificate and the host name, and otherwise goes on in plain text when the server offers no TLS";
/** Why Connector/C's drivers cannot say DISABLED with certificate files. */
const CONNECTOR_C_FILES_TURN_TLS_ON =
  "a certificate, key, CA or cipher turns TLS on in MariaDB Connector/C, which DISABLED rules out";

/** Why PyMySQL cannot require TLS. */
/** The TLS arguments the Python DBAPIs for MySQL share (MySQLdb's and PyMySQL's `ssl` dict keys). */
const PYTHON_SSL_SETTINGS: Readonly<Partial<Record<MysqlTlsSetting, string>>> = {
  "ssl-ca": "ssl_ca",
  "ssl-capath": "ssl_capath",
  "ssl-cert": "ssl_cert",
  "ssl-key": "ssl_key",
  "ssl-cipher": "ssl_cipher",
};

const PYMYSQL_FALLS_BACK =
  "it goes on in plain text when the server offers no TLS (connections.py: TLS only if the server has CLIENT.SSL), so it cannot require TLS";

/**
 * Every reader of a MySQL URI's TLS in the odbc, dbi and sqlalchemy formats, keyed as the formats pick
 * them: `mysql-odbc`, `mariadb-odbc`, `dbd-mysql`, and SQLAlchemy's DBAPIs `mysqldb` (mysqlclient),
 * `pymysql`, `mariadbconnector`.
 * @example
 * MYSQL_TLS_READERS["dbd-mysql"]?.modes.REQUIRED; // [["mysql_ssl", "1"]]
 */
export const MYSQL_TLS_READERS: Readonly<Record<string, MysqlTlsReader>> = Object.freeze({
  "mysql-odbc": {
    name: "MySQL Connector/ODBC 8",
    modes: eachMode("SSLMODE"),
    settings: {
      "ssl-ca": "SSLCA",
      "ssl-capath": "SSLCAPATH",
      "ssl-cert": "SSLCERT",
      "ssl-key": "SSLKEY",
      "ssl-crl": "SSL-CRL",
      "ssl-crlpath": "SSL-CRLPATH",
      "ssl-cipher": "SSLCIPHER",
      "tls-version": "TLS-VERSIONS",
    },
  },
  "mariadb-odbc": {
    name: "MariaDB Connector/ODBC",
    modes: {
      DISABLED: [],
      // TLS where the server offers it, plain text otherwise: FORCETLS turns it on (ma_connection.c).
      PREFERRED: [["FORCETLS", "1"]],
      REQUIRED: { no: CONNECTOR_C_REQUIRES_ONLY_VERIFIED },
      VERIFY_CA: { no: CONNECTOR_C_REQUIRES_ONLY_VERIFIED },
      VERIFY_IDENTITY: [["SSLVERIFY", "1"]],
    },
    settings: {
      "ssl-ca": "SSLCA",
      "ssl-capath": "SSLCAPATH",
      "ssl-cert": "SSLCERT",
      "ssl-key": "SSLKEY",
      "ssl-crl": "SSLCRL",
      "ssl-crlpath": "SSLCRLPATH",
      "ssl-cipher": "SSLCIPHER",
      "tls-version": "TLSVERSION",
    },
    tlsVersions: ["TLSv1.1", "TLSv1.2", "TLSv1.3"],
    tlsVersionNeeds: ["ssl-ca", "ssl-capath", "ssl-cert", "ssl-key", "ssl-cipher"],
    filesWithDisabled: CONNECTOR_C_FILES_TURN_TLS_ON,
  },
  "dbd-mysql": {
    name: "DBD::mysql",
    modes: {
      DISABLED: [["mysql_ssl", "0"]],
      PREFERRED: [
        ["mysql_ssl", "1"],
        ["mysql_ssl_optional", "1"],
      ],
      REQUIRED: [["mysql_ssl", "1"]],
      VERIFY_CA: [["mysql_ssl", "1"]],
      VERIFY_IDENTITY: [
        ["mysql_ssl", "1"],
        ["mysql_ssl_verify_server_cert", "1"],
      ],
    },
    settings: {
      "ssl-ca": "mysql_ssl_ca_file",
      "ssl-capath": "mysql_ssl_ca_path",
      "ssl-cert": "mysql_ssl_client_cert",
      "ssl-key": "mysql_ssl_client_key",
      "ssl-cipher": "mysql_ssl_cipher",
    },
    needsCa: ["VERIFY_CA", "VERIFY_IDENTITY"],
    filesWithDisabled:
      "DBD::mysql reads the mysql_ssl_* files only with mysql_ssl=1, which DISABLED rules out",
    settingsAlone: "PREFERRED",
  },
  mysqldb: {
    name: "mysqlclient (SQLAlchemy's mysqldb)",
    modes: eachMode("ssl_mode"),
    settings: PYTHON_SSL_SETTINGS,
  },
  pymysql: {
    name: "PyMySQL",
    modes: {
      DISABLED: [],
      // An ssl argument without a CA: TLS when the server offers it, the certificate not verified.
      PREFERRED: [["ssl_check_hostname", "false"]],
      REQUIRED: { no: PYMYSQL_FALLS_BACK },
      VERIFY_CA: { no: PYMYSQL_FALLS_BACK },
      VERIFY_IDENTITY: { no: PYMYSQL_FALLS_BACK },
    },
    settings: PYTHON_SSL_SETTINGS,
    filesWithDisabled: "any ssl argument turns TLS on in PyMySQL, which DISABLED rules out",
  },
  mariadbconnector: {
    name: "MariaDB Connector/Python",
    modes: {
      DISABLED: [],
      // `ssl` asks Connector/C for TLS, which it uses where the server offers it.
      PREFERRED: [["ssl", "true"]],
      REQUIRED: { no: CONNECTOR_C_REQUIRES_ONLY_VERIFIED },
      VERIFY_CA: { no: CONNECTOR_C_REQUIRES_ONLY_VERIFIED },
      VERIFY_IDENTITY: [
        ["ssl", "true"],
        ["ssl_verify_cert", "true"],
      ],
    },
    settings: {
      ...PYTHON_SSL_SETTINGS,
      "ssl-crl": "ssl_crl",
      "ssl-crlpath": "ssl_crlpath",
      "tls-version": "tls_version",
    },
    filesWithDisabled: CONNECTOR_C_FILES_TURN_TLS_ON,
  },
} satisfies Record<string, MysqlTlsReader>);

/**
 * SQLAlchemy's MySQL DBAPIs whose TLS keys MYSQL_TLS_READERS holds, by the driver name of the URL
 * (`mysql+pymysql://`); `mysqldb` is the MySQL and MariaDB dialects' default.
 * @example
 * SQLALCHEMY_TLS_DBAPIS.includes("pymysql"); // true
 */
export const SQLALCHEMY_TLS_DBAPIS: readonly string[] = ["mysqldb", "pymysql", "mariadbconnector"];

/** What to write instead, for a refused setting. */
const SETTING_FIX: Readonly<Record<MysqlTlsSetting, string>> = {
  "ssl-ca": "remove it, or name the CA in the reader's own configuration",
  "ssl-capath": "name one CA file with ssl-ca instead",
  "ssl-cert": "remove it, or configure the client certificate in the reader's own configuration",
  "ssl-key": "remove it, or configure the client key in the reader's own configuration",
  "ssl-crl": "remove it, or use a format whose reader checks revocation lists",
  "ssl-crlpath": "remove it, or use a format whose reader checks revocation lists",
  "ssl-cipher": "remove it (the reader's default ciphers apply)",
  "tls-version": "remove it (the reader's default versions apply)",
  "tls-ciphersuites": "remove it (the TLS library's default TLS 1.3 suites apply)",
  sslidentity:
    "remove it, or convert the PKCS#12 file to PEM (openssl pkcs12 -in id.p12 -nodes) and name the files with ssl-cert and ssl-key",
  sslpassword: "remove it with sslidentity, and give the files as PEM with ssl-cert and ssl-key",
};

/** A TLS keyword on its way into the DSN. */
export type TlsWord = readonly [key: string, value: DsnField];

/** The key as the URI writes the setting (the last pair naming it), for messages. */
function written(source: DsnSource, setting: MysqlTlsSetting, names: (key: string) => string): string {
  let key: string = setting;
  for (const [k] of (source.target as unknown as MysqlTarget).params) if (names(k) === setting) key = k;
  return key;
}

/**
 * Refuses mysql2's JSON `ssl` object where it holds a certificate as PEM text (`ca`, `cert`), which a DSN's
 * reader takes only as a file, or a Node TLS setting none of them reads; `reader` names the reader.
 * @throws DburiError `dsn-unrepresentable`
 * @example
 * import { dsnSource } from "./source.js";
 *
 * checkSslObject(dsnSource(interpret("mysql://h/db?ssl=%7B%22rejectUnauthorized%22%3Atrue%7D"), "odbc", {}), "MySQL Connector/ODBC"); // passes
 */
export function checkSslObject(source: DsnSource, reader: string): void {
  const text = (source.target as unknown as MysqlTarget).options.ssl;
  const value = text === undefined ? undefined : sslValue(text);
  if (typeof value !== "object") return;
  for (const [key, file] of [
    ["ca", "ssl-ca"],
    ["cert", "ssl-cert"],
  ] as const) {
    if (value[key] !== undefined) {
      throw refuse(
        source,
        `ssl's '${key}' is a certificate as PEM text, and ${reader} takes certificates from files`,
        `save it to a file and name it with ${file}=/path/to/file.pem`,
      );
    }
  }
  if (value.unknown.length > 0) {
    throw refuse(
      source,
      `ssl's '${value.unknown[0]}' is a Node TLS setting ${reader} has no keyword for`,
      "remove it from ssl's JSON",
    );
  }
}

/**
 * The TLS keywords of a MySQL target for `reader` (one of MYSQL_TLS_READERS): the mode the URI's TLS
 * spellings fold into (tls.ts, read from the target), when the URI chooses one, in the reader's words; then
 * each certificate file and setting under the reader's keyword. Empty for a URI that asks nothing of TLS.
 * `names` gives a query key's canonical name (mysqlOptionName).
 * @throws DburiError `dsn-unrepresentable` for a mode or setting the reader cannot say, a verifying mode
 * without the CA the reader needs, certificate files with DISABLED where the reader would turn TLS on or
 * ignore them, and mysql2's JSON `ssl` holding PEM text
 * @example
 * import { mysqlOptionName } from "./jdbc-params.js";
 * import { dsnSource } from "./source.js";
 *
 * const source = dsnSource(interpret("mysql://h/db?ssl-mode=VERIFY_CA&ssl-ca=%2Fca.pem"), "odbc", {});
 * mysqlDsnTls(source, MYSQL_TLS_READERS["mysql-odbc"]!, mysqlOptionName).map(([k, v]) => `${k}=${v.value}`);
 * // ["SSLMODE=VERIFY_CA", "SSLCA=/ca.pem"]
 */
export function mysqlDsnTls(
  source: DsnSource,
  reader: MysqlTlsReader,
  names: (key: string) => string,
): TlsWord[] {
  const target = source.target as unknown as MysqlTarget;
  const options = target.options as Readonly<Record<string, unknown>>;
  checkSslObject(source, reader.name);
  const given = givenSettings(options);
  const tls = mysqlTls(target);
  const mode: MysqlSslMode | undefined = tls.explicit
    ? tls.mode
    : given.length > 0
      ? reader.settingsAlone
      : undefined;
  const out: TlsWord[] = [];
  // What asked for the mode, for its label and messages: read only when there is a mode to write.
  const asked = mode === undefined ? "" : askedFor(source, target, names);
  if (mode !== undefined) {
    const words = reader.modes[mode];
    if ("no" in words) {
      const sayable = MYSQL_SSL_MODES.filter((m) => !("no" in reader.modes[m]));
      throw refuse(
        source,
        `${reader.name} cannot say ${mode}, which ${asked} asks for: ${words.no}`,
        `write one of ${sayable.map((m) => `ssl-mode=${m}`).join(", ")}, or use another format`,
      );
    }
    const label = `the TLS mode (${asked})`;
    for (const [key, value] of words) out.push([key, field(source, label, value)]);
  }
  if (
    mode === "DISABLED" &&
    reader.filesWithDisabled !== undefined &&
    given.some((s) => s !== "sslpassword")
  ) {
    throw refuse(
      source,
      `${asked} turns TLS off, and the URI names TLS files or settings: ${reader.filesWithDisabled}`,
      `remove ${given.map((s) => written(source, s, names)).join(", ")}, or ask for TLS`,
    );
  }
  if (mode !== undefined && reader.needsCa?.includes(mode) && !given.some((s) => CA_SETTINGS.includes(s))) {
    throw refuse(
      source,
      `${reader.name} verifies the server's certificate only against a CA the DSN names, and ${asked} (${mode}) names none`,
      "name the CA with ssl-ca=/path/to/ca.pem",
    );
  }
  for (const setting of given) {
    const key = written(source, setting, names);
    const keyword = reader.settings[setting];
    if (keyword === undefined) {
      throw refuse(source, `${reader.name} has no keyword for ${key}`, SETTING_FIX[setting]);
    }
    const value = String(options[setting]);
    if (setting === "tls-version") checkVersions(source, reader, key, value, given);
    out.push([keyword, field(source, `the query parameter '${key}'`, value)]);
  }
  return out;
}

/** No TLS setting. */
const NO_SETTINGS: readonly MysqlTlsSetting[] = [];

/**
 * The TLS settings the options hold, in MYSQL_TLS_SETTINGS's order. The options' own keys are looked at
 * first, and the settings read by name only when one of them is a TLS setting: a read by a name that
 * changes, from options of many shapes, is a generic (megamorphic) load each (bench/README.md, "Why the
 * hot path looks as it does": typed options read by name).
 */
function givenSettings(options: Readonly<Record<string, unknown>>): readonly MysqlTlsSetting[] {
  const keys = Object.keys(options);
  let any = false;
  for (let i = 0; i < keys.length && !any; i++) {
    any = (MYSQL_TLS_SETTINGS as readonly string[]).includes(keys[i]!);
  }
  return any ? MYSQL_TLS_SETTINGS.filter((setting) => options[setting] !== undefined) : NO_SETTINGS;
}

/** What the URI wrote to ask for its mode: its TLS switches, or a CA alone (MySQL's VERIFY_CA). */
function askedFor(source: DsnSource, target: MysqlTarget, names: (key: string) => string): string {
  const switches = tlsWritten(target);
  const options = target.options;
  if (options["ssl-mode"] !== undefined || options["ssl-ca"] === undefined) return switches;
  return `${written(source, "ssl-ca", names)}=${options["ssl-ca"]} alone`;
}

/** The reader's version keyword: versions it knows, and the settings it is applied with. */
function checkVersions(
  source: DsnSource,
  reader: MysqlTlsReader,
  key: string,
  value: string,
  given: readonly MysqlTlsSetting[],
): void {
  const known = reader.tlsVersions;
  if (known !== undefined) {
    const unknown = value.split(",").filter((v) => !known.includes(v.trim()));
    if (unknown.length > 0) {
      throw refuse(
        source,
        `${reader.name} knows the TLS versions ${known.join(", ")}, not ${unknown.join(", ")}`,
        `list only ${known.join(", ")} in ${key}`,
      );
    }
  }
  const needs = reader.tlsVersionNeeds;
  if (needs !== undefined && !given.some((s) => needs.includes(s))) {
    throw refuse(
      source,
      `${reader.name} applies its TLS versions only with a CA, certificate, key or cipher named`,
      "name the CA with ssl-ca, or remove it",
    );
  }
}

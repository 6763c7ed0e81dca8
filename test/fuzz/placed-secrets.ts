// Connection strings with secrets placed where users put them, for the fuzz and leak suite: the password
// of a URI (percent-encoded, or with one raw delimiter a person might leave), a secret query value (with a
// ";" inside, first, last or between other pairs), a secret inside another value (SQLAlchemy's
// odbc_connect, a URI in a parameter), and the forms people paste (`DATABASE_URL=...`, `export ...="..."`,
// libpq and ODBC strings, JDBC's `;password=`, Go's DSN, `user:password@host`). Each secret is made of
// random letters and digits no scheme, key or host of the generator holds, so finding any eight
// characters of it in an output is a leak.
import fc from "fast-check";

/** A generated input and the secrets placed in it. */
export interface Placed {
  readonly text: string;
  readonly secrets: readonly string[];
}

const SCHEMES = [
  "postgresql",
  "postgres",
  "redis",
  "rediss",
  "redis-sentinel",
  "rediss-sentinel",
  "amqp",
  "amqps",
  "mysql",
  "mariadb",
  "mongodb",
  "db:pg",
  "db:mysql",
  "db:redis",
  "db:mssql",
  "db:oracle",
  "sqlserver",
  "acme",
] as const;

const SECRET_KEYS = [
  "password",
  "sslpassword",
  "token",
  "api_key",
  "AccountKey",
  "tlsCertificateKeyFilePassword",
  "ssl_password",
  "client_secret",
  "private_key_file_pwd",
  "sentinelPassword",
] as const;

/** A secret: "Zq" and ten random letters and digits (the prefix keeps it out of every fixed word). */
export const secretArb: fc.Arbitrary<string> = fc
  .stringMatching(/^[A-Za-z0-9]{10}$/)
  .map((tail) => `Zq${tail}`);

/** One raw delimiter a password may hold, or none (percent-encoded then). */
const rawInPassword = fc.constantFrom("", "", "#", "?", "@", ";", "&", ":", " ", "%");

const hostArb = fc.constantFrom("db.example.com", "10.0.0.5", "[::1]", "h1,h2:5433", "", "db");
const portArb = fc.constantFrom("", ":5432", ":6380");
const pathArb = fc.constantFrom("", "/shop", "/0", "/v%2Fhost", "/");

/** A query of ordinary pairs around a secret pair, joined by the scheme's separators. */
function queryAround(secretPair: string, separator: string): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.constantFrom(
        "",
        "sslmode=require",
        "application_name=web",
        "connect_timeout=5",
        "sentinelMasterId=m",
      ),
      fc.constantFrom("", "db=1", "x=a+b", "ssl=true"),
    )
    .map(([before, after]) => [before, secretPair, after].filter((p) => p !== "").join(separator));
}

/** A URI with the secret as its password. */
const passwordInUri: fc.Arbitrary<Placed> = fc
  .record({
    scheme: fc.constantFrom(...SCHEMES),
    user: fc.constantFrom("app", "", "u%40x"),
    secret: secretArb,
    raw: rawInPassword,
    host: hostArb,
    port: portArb,
    path: pathArb,
    query: fc.constantFrom("", "?sslmode=require", "?x=1&y=2", "?sentinelMasterId=mymaster"),
  })
  .map(({ scheme, user, secret, raw, host, port, path, query }) => {
    const half = secret.slice(0, 6);
    const password = raw === "" ? encodeURIComponent(secret) : `${half}${raw}${secret.slice(6)}`;
    return {
      text: `${scheme}://${user}:${password}@${host}${port}${path}${query}`,
      secrets: raw === "" ? [secret] : [half, secret.slice(6)],
    };
  });

/** A URI with the secret as a secret query value, perhaps with a ";" inside. */
const secretInQuery: fc.Arbitrary<Placed> = fc
  .record({
    scheme: fc.constantFrom(...SCHEMES),
    key: fc.constantFrom(...SECRET_KEYS),
    secret: secretArb,
    semicolon: fc.boolean(),
    encoded: fc.boolean(),
    host: hostArb,
    path: pathArb,
  })
  .chain(({ scheme, key, secret, semicolon, encoded, host, path }) => {
    const db = scheme.startsWith("db:");
    // In a db: URI a ";" separates pairs, so there it is written %3B to stay inside the value.
    const inner = semicolon
      ? `${secret.slice(0, 6)}${db || encoded ? "%3B" : ";"}${secret.slice(6)}`
      : secret;
    return queryAround(`${key}=${inner}`, db ? ";" : "&").map((query) => ({
      text: `${scheme}://app@${host}${path}?${query}`,
      secrets: semicolon ? [secret.slice(0, 6), secret.slice(6)] : [secret],
    }));
  });

/** A secret inside another value: an ODBC string or a URI, percent-encoded once or twice. */
const secretNested: fc.Arbitrary<Placed> = fc
  .record({
    scheme: fc.constantFrom("db:mssql", "mssql", "mysql", "postgresql", "redis", "db:pg"),
    secret: secretArb,
    form: fc.constantFrom("odbc", "uri", "twice"),
  })
  .map(({ scheme, secret, form }) => {
    const odbc = `DRIVER={ODBC Driver 18 for SQL Server};SERVER=h;UID=sa;PWD=${secret}`;
    const uri = `amqp://u:${secret}@h/v`;
    const value =
      form === "odbc"
        ? `odbc_connect=${encodeURIComponent(odbc)}`
        : form === "uri"
          ? `url=${encodeURIComponent(uri)}`
          : `url=${encodeURIComponent(`mysql://h/db?url=${encodeURIComponent(uri)}`)}`;
    return { text: `${scheme}://db.example.com/shop?${value}`, secrets: [secret] };
  });

/** The forms people paste: env lines, quoted values, libpq, ODBC, JDBC, Go and bare `user:pw@host`. */
const pasted: fc.Arbitrary<Placed> = fc
  .record({
    secret: secretArb,
    form: fc.constantFrom("env", "export", "libpq", "odbc", "jdbc", "go", "bare", "quoted-libpq"),
    uri: passwordInUri,
  })
  .map(({ secret, form, uri }) => {
    switch (form) {
      case "env":
        return { text: `DATABASE_URL=${uri.text}`, secrets: uri.secrets };
      case "export":
        return { text: `export DATABASE_URL="${uri.text}"`, secrets: uri.secrets };
      case "libpq":
        return { text: `host=db port=5432 password=${secret} dbname=shop`, secrets: [secret] };
      case "quoted-libpq":
        return {
          text: `host=db password='${secret.slice(0, 6)} ${secret.slice(6)}' dbname=shop`,
          secrets: [secret.slice(0, 6), secret.slice(6)],
        };
      case "odbc":
        return { text: `Driver={ODBC Driver 18};Server=db;Database=shop;PWD=${secret};`, secrets: [secret] };
      case "jdbc":
        return { text: `jdbc:sqlserver://db:1433;user=sa;password=${secret}`, secrets: [secret] };
      case "go":
        return { text: `app:${secret}@tcp(db:3306)/shop`, secrets: [secret] };
      default:
        return { text: `app:${secret}@db.example.com/shop`, secrets: [secret] };
    }
  });

/**
 * Every placement: a URI's password, a secret query value, a secret nested in a value, a pasted form.
 * @example
 * fc.sample(placedArb, 1)[0]!.secrets.length > 0; // true
 */
export const placedArb: fc.Arbitrary<Placed> = fc.oneof(passwordInUri, secretInQuery, secretNested, pasted);

/** The secrets of `placed` that `text` shows, each as found; empty when none does. */
export function leaked(placed: Placed, text: string): string[] {
  return placed.secrets.filter((secret) => text.includes(secret));
}

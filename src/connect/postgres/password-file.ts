// The password file (PostgreSQL 18 §32.15), matched as libpq's passwordFromFile matches it: lines of
// hostname:port:database:username:password, `*` matching anything, `\:` and `\\` escaped, the first
// matching line winning.

/**
 * What a line of the password file is matched against: the host (or `localhost` for libpq's default
 * socket), the port, the database and the user of one host of the connection.
 * @example
 * const wanted: PasswordFileKey = { host: "db", port: "5432", database: "shop", user: "app" };
 */
export interface PasswordFileKey {
  readonly host: string;
  readonly port: string;
  readonly database: string;
  readonly user: string;
}

/**
 * The password a matching line gives, and the line (1-based).
 * @example
 * const match: PasswordFileMatch = { password: "s3cret", line: 3 };
 */
export interface PasswordFileMatch {
  readonly password: string;
  readonly line: number;
}

/**
 * The rest of `line` after a field that matches `token` (libpq's pwdfMatchesString): `*` followed by `:`
 * matches anything; otherwise the field, its `\` escapes read, must equal the token. Undefined when it
 * does not match.
 */
function afterField(line: string, at: number, token: string): number | undefined {
  if (line[at] === "*" && line[at + 1] === ":") return at + 2;
  let i = at;
  let t = 0;
  while (i < line.length) {
    let escaped = false;
    if (line[i] === "\\") {
      i++;
      escaped = true;
    }
    if (line[i] === ":" && t === token.length && !escaped) return i + 1;
    if (t === token.length) return undefined;
    if (i < line.length && line[i] === token[t]) {
      i++;
      t++;
    } else return undefined;
  }
  return undefined;
}

/** The password field: up to the first unescaped `:`, each `\` dropped before the character it escapes. */
function passwordField(line: string, at: number): string {
  let password = "";
  for (let i = at; i < line.length && line[i] !== ":"; i++) {
    if (line[i] === "\\" && i + 1 < line.length) i++;
    password += line[i];
  }
  return password;
}

/**
 * The first line of a password file's text that matches `wanted`, as libpq reads it: a line starting with
 * `#` is a comment, trailing carriage returns and newlines are stripped, and each of the first four fields
 * must be `*` or equal the wanted value (`\:` and `\\` read as `:` and `\`). Null when none matches, or
 * when the database or user is empty (libpq then looks for no password).
 * @example
 * const text = "db:5432:*:app:first\n*:*:*:*:fallback\n";
 * matchPasswordFile(text, { host: "db", port: "5432", database: "shop", user: "app" }); // { password: "first", line: 1 }
 */
export function matchPasswordFile(text: string, wanted: PasswordFileKey): PasswordFileMatch | null {
  if (wanted.database === "" || wanted.user === "") return null;
  const lines = text.split("\n");
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!.replace(/[\r\n]+$/, "");
    if (line === "" || line.startsWith("#")) continue;
    let at: number | undefined = 0;
    for (const token of [wanted.host, wanted.port, wanted.database, wanted.user]) {
      at = afterField(line, at, token);
      if (at === undefined) break;
    }
    if (at !== undefined) return { password: passwordField(line, at), line: n + 1 };
  }
  return null;
}

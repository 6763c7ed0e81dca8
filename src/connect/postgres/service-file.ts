// The connection service file (PostgreSQL 18 §32.16), read as libpq's parseServiceFile reads it: an INI
// file whose `[name]` sections hold keyword=value lines, the first section of the name being the one used.

import { LIBPQ_PARAMS, PRISMA_PARAMS } from "../../schemes/postgres/params.js";
import { DburiError } from "../../uri/index.js";

/**
 * One keyword of a service's section, with its line (1-based).
 * @example
 * const entry: ServiceEntry = { keyword: "host", value: "db.example.com", line: 2 };
 */
export interface ServiceEntry {
  readonly keyword: string;
  readonly value: string;
  readonly line: number;
}

/** libpq's own keywords: the catalogue's, without Prisma's URL parameters and the URI-only `ssl`. */
function isLibpqKeyword(keyword: string): boolean {
  return Object.hasOwn(LIBPQ_PARAMS, keyword) && !Object.hasOwn(PRISMA_PARAMS, keyword) && keyword !== "ssl";
}

/** isspace() in the C locale. */
const SPACE = /^[ \t\n\v\f\r]+|[ \t\n\v\f\r]+$/g;

/**
 * libpq reads the file with fgets into a buffer of 1024 bytes, and refuses a line that fills it: 1023
 * bytes or more, its newline included.
 */
const LINE_BYTES = 1023;

function fileError(shown: string, line: number, reason: string, fix: string): DburiError {
  return new DburiError({ code: "invalid-service-file", reason: `${shown}, line ${line}: ${reason}`, fix });
}

/**
 * The entries of `service`'s section in a service file's text, as libpq's parseServiceFile reads them:
 * whitespace around a line ignored, `#` lines and empty lines skipped, the section ending at the next `[`
 * line; in it, each line is `keyword=value` with nothing trimmed around the `=`. Null when the file has no
 * such section. Errors name the file (as `shown`) and the line, never a value.
 * @throws DburiError `invalid-service-file`: a line without `=`, a keyword libpq does not know, a nested
 * `service`, an LDAP lookup (which dburi does not make), a line of 1023 bytes or more
 * @example
 * readServiceSection("[prod]\nhost=db\nport=5433\n", "prod", "pg_service.conf");
 * // [{ keyword: "host", value: "db", line: 2 }, { keyword: "port", value: "5433", line: 3 }]
 */
export function readServiceSection(text: string, service: string, shown: string): ServiceEntry[] | null {
  const lines = text.split("\n");
  let found = false;
  const entries: ServiceEntry[] = [];
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    const last = i === lines.length - 1;
    if (last && raw === "") break;
    const number = i + 1;
    if (Buffer.byteLength(raw) + (last ? 0 : 1) >= LINE_BYTES) {
      throw fileError(
        shown,
        number,
        "the line is too long (libpq reads lines of up to 1022 bytes)",
        "shorten it",
      );
    }
    const line = raw.replace(SPACE, "");
    if (line === "" || line.startsWith("#")) continue;
    if (line.startsWith("[")) {
      if (found) break;
      found = line.startsWith(`[${service}]`);
      continue;
    }
    if (!found) continue;
    if (line.startsWith("ldap")) {
      throw fileError(
        shown,
        number,
        "the service is looked up in LDAP, which dburi does not do",
        "write the service's keywords in the file, or connect with libpq",
      );
    }
    const equals = line.indexOf("=");
    if (equals < 0) {
      throw fileError(shown, number, "the line has no '='", "write keyword=value, with no space before '='");
    }
    const keyword = line.slice(0, equals);
    if (keyword === "service") {
      throw fileError(
        shown,
        number,
        "a service may not name another service (libpq: nested service specifications not supported)",
        "copy the other service's keywords into this section",
      );
    }
    if (!isLibpqKeyword(keyword)) {
      // The keyword is shown only when it is one: the text before '=' may be anything, a secret too.
      throw fileError(
        shown,
        number,
        "the text before '=' is no libpq keyword (libpq: syntax error in service file)",
        "write a libpq keyword (host, port, dbname, user, sslmode, ...) with no space before '='",
      );
    }
    entries.push({ keyword, value: line.slice(equals + 1), line: number });
  }
  return found ? entries : null;
}

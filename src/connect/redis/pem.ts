// The PEM files a redis URI names (ssl_ca_certs, ssl_certfile, ssl_keyfile), read when connecting. A
// relative path resolves against ConnectOptions.baseDirectory when one is given; without one it is read
// as written, from the process's working directory, as redis-py (Python's ssl module) and libpq read
// theirs, and as the SQL adapters read sslrootcert and ssl-ca (tls-files.ts).

import { readFileSync } from "node:fs";
import { isAbsolute } from "node:path";
import { resolvePath } from "../../convert/driver-params.js";
import type { RedisTarget } from "../../schemes/index.js";
import { DburiError } from "../../uri/index.js";

/** The settings that name a PEM file. */
const FILE_KEYS = ["ssl_ca_certs", "ssl_certfile", "ssl_keyfile"] as const;

/** The setting of `target` that names `path` (the conversions pass the path as written). */
function settingOf(target: RedisTarget, path: string): string {
  return FILE_KEYS.find((key) => target.options[key] === path) ?? "TLS";
}

/**
 * A reader for the conversions' `readFile`: reads the PEM files `target` names, relative paths against
 * `baseDirectory` when given.
 * @throws DburiError `tls-file-unreadable` naming the setting and the file; `relative-path` when
 *   `baseDirectory` is not absolute
 * @example
 * const target = interpret("rediss://cache.example.com/?ssl_ca_certs=certs/ca.pem");
 * if (isRedisTarget(target)) toIoredisOptions(target, { readFile: pemReader(target, { baseDirectory: "/srv/app" }) });
 * // tls.ca: the text of /srv/app/certs/ca.pem
 */
export function pemReader(
  target: RedisTarget,
  { baseDirectory }: { readonly baseDirectory?: string | undefined },
): (path: string) => string {
  return (path) => {
    const setting = settingOf(target, path);
    const file = baseDirectory === undefined ? path : resolvePath(path, baseDirectory, `the ${setting} file`);
    try {
      return readFileSync(file, "utf8");
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      const where = file === path ? `'${path}'` : `'${path}' (${file})`;
      throw new DburiError({
        code: "tls-file-unreadable",
        reason: `the ${setting} file ${where} cannot be read${typeof code === "string" ? ` (${code})` : ""}`,
        fix:
          baseDirectory === undefined && !isAbsolute(path)
            ? `check the path and the file's permissions; a relative path is read from the working directory (${process.cwd()}) unless connect is given a baseDirectory`
            : "check the path and the file's permissions",
      });
    }
  };
}

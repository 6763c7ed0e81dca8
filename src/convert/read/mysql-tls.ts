// A MySQL DSN's TLS keywords (DBD::mysql's mysql_ssl_*, Connector/ODBC's SSLMODE and SSLCA, MariaDB
// Connector/ODBC's FORCETLS and SSLVERIFY) read back as the URI's ssl-mode and ssl-* options, through the
// same table the writers use (mysql-dsn-tls.ts: each reader's words for each mode and setting).

import { MYSQL_TLS_READERS } from "../dsn/mysql-dsn-tls.js";
import type { Param } from "./parts.js";

/**
 * Takes the TLS keywords of `reader` out of `params` (matched in any case) and returns them as the URI's:
 * ssl-mode for the mode whose words are exactly those given (VERIFY_CA rather than REQUIRED where the
 * words are the same and a CA is given, as the reader then checks the CA), and each setting by its name.
 * @example
 * const params = [{ key: { value: "mysql_ssl", start: 0, end: 9 }, value: { value: "1", start: 10, end: 11 } }];
 * mysqlTlsBack("dbd-mysql", params).map((p) => `${p.key.value}=${p.value.value}`); // ["ssl-mode=REQUIRED"]
 * params.length; // 0
 */
export function mysqlTlsBack(reader: string, params: Param[]): Param[] {
  const table = MYSQL_TLS_READERS[reader]!;
  // A mode the reader has no words for ({ no: why }) is never read back.
  const modes = Object.entries(table.modes).flatMap(([name, words]) =>
    Array.isArray(words) ? [[name, words] as const] : [],
  );
  const modeKeys = new Set(modes.flatMap(([, words]) => words.map(([k]) => k.toLowerCase())));
  const settings = new Map(Object.entries(table.settings).map(([uri, key]) => [key!.toLowerCase(), uri]));
  const given = new Map<string, Param>();
  const out: Param[] = [];
  for (let k = params.length - 1; k >= 0; k--) {
    const p = params[k]!;
    const name = p.key.value.toLowerCase();
    if (modeKeys.has(name)) {
      if (!given.has(name)) given.set(name, p);
      params.splice(k, 1);
    } else if (settings.has(name)) {
      out.unshift({ key: { ...p.key, value: settings.get(name)! }, value: p.value });
      params.splice(k, 1);
    }
  }
  if (given.size === 0) return out;
  const hasCa = out.some((p) => p.key.value === "ssl-ca" || p.key.value === "ssl-capath");
  let mode: string | undefined;
  for (const [name, words] of modes) {
    const exact =
      words.length === given.size &&
      words.every(([k, v]) => given.get(k.toLowerCase())?.value.value.toLowerCase() === v.toLowerCase());
    if (exact && (mode === undefined || (name === "VERIFY_CA" && hasCa))) mode = name;
  }
  const first = [...given.values()][0]!;
  out.unshift({
    key: { ...first.key, value: "ssl-mode" },
    // Words that name no mode stay as written, for the URI's reading to refuse with its own message.
    value: {
      ...first.value,
      value: mode ?? [...given.values()].map((p) => `${p.key.value}=${p.value.value}`).join(","),
    },
  });
  return out;
}

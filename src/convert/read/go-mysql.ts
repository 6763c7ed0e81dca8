// Reading Go's MySQL DSN (go-sql-driver/mysql, "DSN (Data Source Name)"):
// `[username[:password]@][protocol[(address)]]/dbname[?param1=value1&...&paramN=valueN]`. As the driver
// does, the database ends at the last '/', the credentials at the last '@' before it (so a password may
// hold '@', ':' and '/'), and the user at the first ':'; parameter values are URL-escaped. `tls` names
// the TLS mode in the driver's words (true, skip-verify, preferred, false), read as MySQL's ssl-mode.

import type { AnyTarget } from "../../schemes/index.js";
import { decodePercent } from "../../uri/index.js";
import { dsnError, interpretEquivalent } from "./equivalent.js";
import { equivalentOf, type Param, type Server, type Span } from "./parts.js";
import type { ReadOptions } from "./read.js";

/** The driver's `tls` words as MySQL's ssl-mode; another value names a config registered in Go code. */
const TLS_MODES: Readonly<Record<string, string>> = {
  true: "VERIFY_IDENTITY",
  "skip-verify": "REQUIRED",
  preferred: "PREFERRED",
  false: "DISABLED",
};

/**
 * Reads a Go MySQL DSN into the MySQL target its equivalent URI gives.
 * @throws DburiError `invalid-dsn` for a DSN without the `/` before the database, a protocol other than
 * tcp, tcp6 or unix, or a `tls` config registered in Go code; then the URI's errors
 * @example
 * const target = readGoMysql("me:p@ss@tcp(db:3307)/shop?tls=true&parseTime=true", undefined);
 * [target.host, target.port, target.database, target.password]; // ["db", 3307, "shop", "p@ss"]
 */
export function readGoMysql(text: string, options: ReadOptions | undefined): AnyTarget {
  const q = text.indexOf("?");
  const end = q < 0 ? text.length : q;
  const slash = text.lastIndexOf("/", end - 1);
  if (slash < 0) {
    throw dsnError(
      text,
      end,
      "a Go MySQL DSN needs '/' before the database name",
      "write user:password@tcp(host:3306)/dbname",
    );
  }
  const atSign = text.lastIndexOf("@", slash - 1);
  let user: Span | undefined;
  let password: Span | undefined;
  if (atSign >= 0) {
    const colon = text.indexOf(":");
    if (colon >= 0 && colon < atSign) {
      user = { value: text.slice(0, colon), start: 0, end: colon };
      password = { value: text.slice(colon + 1, atSign), start: colon + 1, end: atSign };
    } else user = { value: text.slice(0, atSign), start: 0, end: atSign };
  }
  const netStart = atSign + 1;
  const net = text.slice(netStart, slash);
  const servers: Server[] = [];
  let socket: Span | undefined;
  if (net !== "") {
    const m = /^([a-z0-9]+)(?:\((.*)\))?$/.exec(net);
    if (m === null || !["tcp", "tcp6", "unix"].includes(m[1]!)) {
      // Not quoted: before a '/' the driver reads as the database's, this may be a user and password.
      throw dsnError(
        text,
        netStart,
        "this is not a protocol the driver connects with (tcp, tcp6 or unix, with the address in parentheses)",
        "write tcp(host:3306) or unix(/path/to/mysqld.sock)",
      );
    }
    const address = m[2] ?? "";
    const addressStart = netStart + m[1]!.length + 1;
    if (m[1] === "unix") {
      if (address !== "")
        socket = { value: address, start: addressStart, end: addressStart + address.length };
    } else if (address !== "") {
      const colon = address.lastIndexOf(":");
      const v6 = /^\[(.*)\](?::(.*))?$/.exec(address);
      const host = v6 !== null ? v6[1]! : colon < 0 ? address : address.slice(0, colon);
      const port = v6 !== null ? v6[2] : colon < 0 ? undefined : address.slice(colon + 1);
      servers.push({
        host: {
          value: host,
          start: addressStart + (v6 === null ? 0 : 1),
          end: addressStart + (v6 === null ? 0 : 1) + host.length,
        },
        port:
          port === undefined
            ? undefined
            : {
                value: port,
                start: addressStart + address.length - port.length,
                end: addressStart + address.length,
              },
      });
    }
  }
  // No address: the driver's default, 127.0.0.1:3306.
  if (servers.length === 0 && socket === undefined)
    servers.push({ host: { value: "127.0.0.1", start: netStart, end: netStart } });
  const params: Param[] = [];
  const uriParams: Param[] = [];
  if (q >= 0) {
    let from = q + 1;
    for (const piece of text.slice(q + 1).split("&")) {
      const eq = piece.indexOf("=");
      const key = eq < 0 ? piece : piece.slice(0, eq);
      const value = decodePercent(eq < 0 ? "" : piece.slice(eq + 1), { plusAsSpace: true });
      const keySpan = { value: key, start: from, end: from + key.length };
      const valueSpan = { value, start: from + eq + 1, end: from + piece.length };
      from += piece.length + 1;
      if (piece === "") continue;
      if (key === "tls") {
        const mode = TLS_MODES[value];
        if (mode === undefined) {
          throw dsnError(
            text,
            valueSpan.start,
            `tls=${value} names a TLS config registered in Go code, which the DSN does not hold`,
            "write tls=true, skip-verify, preferred or false, and the CA as ssl-ca in a URI",
          );
        }
        uriParams.push({ key: { ...keySpan, value: "ssl-mode" }, value: { ...valueSpan, value: mode } });
      } else params.push({ key: keySpan, value: valueSpan });
    }
  }
  const database = text.slice(slash + 1, end);
  const uri = equivalentOf({
    engine: "mysql",
    family: undefined,
    output: "uri",
    servers,
    user,
    password,
    database: database === "" ? undefined : { value: database, start: slash + 1, end },
    socket,
    uriParams,
    params,
  });
  return interpretEquivalent(uri, text, "a Go MySQL DSN", options);
}

// Oracle's EZConnect identifier, as DBD::Oracle (URI::oracle 0.23) and the JDBC thin driver take it:
// `//host:port/service[/instance]?key=value&...` (EZConnect Plus, Oracle 19c and later, adds the parameters), or a
// bare name (a TNS alias) when there is no host or port. Oracle documents no quoting for these parts, so
// only plain characters are written.

import { field, onlyPlain, refuse } from "./field.js";
import type { DsnSource } from "./source.js";
import { instanceField, paramFields } from "./source.js";

/**
 * The EZConnect identifier of an Oracle target. Unlike URI::db 0.23, which drops the query of a DSN
 * without a host, such a target is refused.
 * @throws DburiError `dsn-unrepresentable` for a character outside `-._~` and alphanumerics, or
 * parameters without a host
 * @example
 * import { dsnSource } from "./source.js";
 *
 * ezconnect(dsnSource(interpret("db:oracle://db:1521/orcl?connect_timeout=5"), "jdbc", {}));
 * // "//db:1521/orcl?connect_timeout=5"
 */
export function ezconnect(source: DsnSource): string {
  const grammar = "Oracle's EZConnect identifier";
  const name = field(source, "the service name", source.database ?? "");
  onlyPlain(source, name, "", grammar);
  const host = source.host ?? "";
  if (host === "" && source.port === null) {
    if (source.params.length > 0) {
      throw refuse(
        source,
        "without a host the identifier is a TNS alias, which holds no parameters (URI::db drops them)",
        "give the host (EZConnect), or set the parameters in tnsnames.ora",
      );
    }
    return name.value;
  }
  onlyPlain(source, field(source, "the host", host), ":%", grammar);
  // Easy Connect's `/service_name/instance_name`: the instance of a service several instances offer.
  const instance = instanceField(source);
  const path = instance === null ? name.value : `${name.value}/${instance.value}`;
  const address = `${host.includes(":") ? `[${host}]` : host}${source.port === null ? "" : `:${source.port}`}`;
  const params = paramFields(source).map(([key, value]) => {
    onlyPlain(source, key, "", "EZConnect Plus parameters");
    onlyPlain(source, value, "/:,", "EZConnect Plus parameters");
    return `${key.value}=${value.value}`;
  });
  return `//${address}/${path}${params.length > 0 ? `?${params.join("&")}` : ""}`;
}

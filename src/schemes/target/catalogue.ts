// Parameters as data: each family's catalogue lists every query parameter it knows, once. An entry is the
// parameter's spec (name, aliases, type and bounds: what check types it by), whether its value is a
// secret, whether it bears on TLS, and its fate in every output dburi produces from a URI of the family:
// each driver config, each DSN format, the native URI. Conversions read the fates; the catalogue test fails
// when an entry lacks a fate for one of its family's outputs.

import type { ParamSpec } from "./params.js";

/**
 * Every output dburi produces from a target: the driver configs (`pg`, `mysql2`, `mariadb`, `sqlite`,
 * `node-redis`, `ioredis`, `amqplib`) and the DSN formats (`libpq`, `jdbc`, `odbc`, `dbi`, `sqlalchemy`,
 * `ado`, and `uri`, the engine's native URI). `jdbc-mariadb` is the jdbc format through MariaDB
 * Connector/J, whose property names differ from MySQL Connector/J's (`jdbc` for a MySQL URI).
 * @example
 * const output: Output = "node-redis";
 */
export type Output =
  | "pg"
  | "mysql2"
  | "mariadb"
  | "sqlite"
  | "node-redis"
  | "ioredis"
  | "amqplib"
  | "libpq"
  | "jdbc"
  | "jdbc-mariadb"
  | "odbc"
  | "dbi"
  | "sqlalchemy"
  | "ado"
  | "uri";

/**
 * A parameter carried into an output under the name `to` (the output's field or key: the same name, or
 * its own). Without `by`, the value is copied (times `scale`, where the output counts in another unit:
 * 1000 for seconds to milliseconds; through `values` where its words differ, a word not listed being
 * refused); with `by: "conversion"`, the conversion's own mapping reads it (TLS settings, the host chosen,
 * a timeout libpq rounds), weighing it with the parameters it goes with.
 * @example
 * const fate: CarriedFate = { to: "keepAliveInitialDelayMillis", scale: 1000 };
 */
export interface CarriedFate {
  readonly to: string;
  readonly scale?: number | undefined;
  /** The output's word for each of the URI's (compared in lowercase), where they differ. */
  readonly values?: Readonly<Record<string, string>> | undefined;
  readonly by?: "conversion" | undefined;
}

/**
 * A parameter the output has no place for, and why (`drop`), with what to do instead (`fix`). `refused`:
 * the conversion throws `unsupported-param` (unless the caller asks to ignore such parameters), since
 * going without it changes the connection; otherwise it is left out. Values listed in `harmless` are the
 * behaviour the output has anyway, and pass.
 * @example
 * const fate: DroppedFate = { drop: "Node's sockets have no TCP_USER_TIMEOUT", fix: "remove tcp_user_timeout", refused: true };
 */
export interface DroppedFate {
  readonly drop: string;
  readonly fix: string;
  readonly refused: boolean;
  readonly harmless?: readonly unknown[] | undefined;
  /** Refused only when the connection uses TLS: without TLS the setting does nothing. */
  readonly onlyWithTls?: boolean | undefined;
}

/**
 * What becomes of one parameter in one output: carried (mapped to a field or key), `passed` (written into
 * the output as the URI has it, key and value, for a consumer that reads the same keyword), or dropped.
 * @example
 * const fate: Fate = "passed";
 */
export type Fate = CarriedFate | "passed" | DroppedFate;

/**
 * One parameter of a family's catalogue: its spec, whether its value is a secret (printed as `***`),
 * whether it bears on TLS, and its fate in each of the family's outputs `O`.
 * @example
 * const entry: CatalogueEntry<"node-redis" | "ioredis" | "uri"> = {
 *   type: "string",
 *   description: "connection name sent with CLIENT SETNAME",
 *   fates: { "node-redis": { to: "name" }, ioredis: { to: "connectionName" }, uri: "passed" },
 * };
 */
export interface CatalogueEntry<O extends Output> extends ParamSpec {
  readonly secret?: boolean | undefined;
  readonly tls?: boolean | undefined;
  readonly fates: Readonly<Record<O, Fate>>;
}

/**
 * A family's catalogue: every parameter it knows, by canonical name.
 * @example
 * const catalogue: Catalogue<"amqplib" | "uri"> = AMQP_PARAMS;
 */
export type Catalogue<O extends Output> = Readonly<Record<string, CatalogueEntry<O>>>;

/**
 * Whether a fate carries the parameter into its output (mapped, or passed as written).
 * @example
 * isCarried("passed"); // true
 * isCarried({ drop: "no place", fix: "remove it", refused: true }); // false
 */
export function isCarried(fate: Fate): fate is CarriedFate | "passed" {
  return fate === "passed" || "to" in fate;
}

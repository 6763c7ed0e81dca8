// libpq's choice among several hosts (PostgreSQL 18 §32.1.1.3 "Specifying Multiple Hosts", and §32.1.2
// target_session_attrs, load_balance_hosts): the order the hosts are tried in, and whether a server's
// session is the kind asked for, found as fe-connect.c's CONNECTION_CHECK_TARGET finds it.

/**
 * What became of one host of a PostgreSQL connection: `chosen`, the connection made; `skipped`, the
 * server answered but its session is not the kind `target_session_attrs` asks for; `failed`, it could not
 * be reached (the reason is the error's code); `not-tried`, the time limit ran out first.
 * @example
 * const attempt: HostAttempt = {
 *   host: "10.0.0.2",
 *   port: 5432,
 *   outcome: "skipped",
 *   reason: "the server reports default_transaction_read_only=on: the session is read-only, and target_session_attrs=read-write",
 * };
 */
export interface HostAttempt {
  /** The host name or address, or the socket directory. */
  readonly host: string;
  readonly port: number;
  readonly outcome: "chosen" | "skipped" | "failed" | "not-tried";
  readonly reason: string;
}

/**
 * libpq's target_session_attrs values; `prefer-standby` looks for a standby first, then takes any.
 * @example
 * const wanted: SessionAttrs = "read-write";
 */
export type SessionAttrs = "any" | "read-write" | "read-only" | "primary" | "standby" | "prefer-standby";

/**
 * The order the hosts are tried in: as listed, or shuffled under `load_balance_hosts=random` (libpq
 * shuffles the whole list, Fisher-Yates, once per connection). `random` is for tests.
 * @example
 * hostOrder(3, "disable"); // [0, 1, 2]
 */
export function hostOrder(
  count: number,
  balance: string | undefined,
  random: () => number = Math.random,
): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  if (balance !== "random") return order;
  for (let i = count - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/**
 * The passes libpq makes over the hosts for `wanted`: one, except for `prefer-standby`, which looks for a
 * standby first and, finding none, tries every host again taking any session.
 * @example
 * sessionPasses("prefer-standby"); // ["standby", "any"]
 */
export function sessionPasses(wanted: SessionAttrs): readonly Exclude<SessionAttrs, "prefer-standby">[] {
  return wanted === "prefer-standby" ? ["standby", "any"] : [wanted];
}

/**
 * What the failover check uses of a node-postgres `Client`: its queries. Described here rather than
 * imported, so that dburi's declarations name no driver's types (a project may have none installed).
 * @example
 * import pg from "pg";
 *
 * const client: SessionClient = new pg.Client({ host: "db" });
 */
export interface SessionClient {
  query(text: string): Promise<{ readonly rows: readonly unknown[] }>;
}

/**
 * The server's reported parameters a client's connection collected (ParameterStatus messages): since
 * PostgreSQL 14 a server reports `default_transaction_read_only` and `in_hot_standby` at startup, which
 * libpq reads in place of a query.
 * @example
 * import pg from "pg";
 *
 * const client = new pg.Client({ host: "db" });
 * const reported = collectReports(client);
 * await client.connect();
 * reported.get("in_hot_standby"); // "off" on a primary
 */
export function collectReports(client: SessionClient): Map<string, string> {
  const reported = new Map<string, string>();
  const connection = (
    client as unknown as {
      connection?: { on?: (event: string, listener: (message: unknown) => void) => void };
    }
  ).connection;
  connection?.on?.("parameterStatus", (message) => {
    const { parameterName, parameterValue } = message as {
      parameterName?: unknown;
      parameterValue?: unknown;
    };
    if (typeof parameterName === "string" && typeof parameterValue === "string") {
      reported.set(parameterName, parameterValue);
    }
  });
  return reported;
}

/**
 * Whether the connected server's session is what `wanted` asks for, and why, as libpq decides it
 * (fe-connect.c CONNECTION_CHECK_TARGET): for `read-write` and `read-only`, the session is read-only when
 * the server reported `default_transaction_read_only=on` or `in_hot_standby=on`, else (a server that
 * reports neither) when `SHOW transaction_read_only` says `on`; for `primary` and `standby`, the server is
 * a standby when it reported `in_hot_standby=on`, else when `SELECT pg_catalog.pg_is_in_recovery()` is
 * true. `any` takes every session without asking.
 * @example
 * import pg from "pg";
 *
 * const client = new pg.Client({ host: "db" });
 * const reported = collectReports(client);
 * await client.connect();
 * await checkSession(client, reported, "read-write"); // { ok: true, reason: "the server reports ...: the session is read-write" }
 */
export async function checkSession(
  client: SessionClient,
  reported: ReadonlyMap<string, string>,
  wanted: Exclude<SessionAttrs, "prefer-standby">,
): Promise<{ ok: boolean; reason: string }> {
  if (wanted === "any") return { ok: true, reason: "target_session_attrs takes any session" };
  const defaultReadOnly = reported.get("default_transaction_read_only");
  const hotStandby = reported.get("in_hot_standby");
  if (wanted === "read-write" || wanted === "read-only") {
    let readOnly: boolean;
    let said: string;
    if (defaultReadOnly !== undefined && hotStandby !== undefined) {
      readOnly = defaultReadOnly === "on" || hotStandby === "on";
      said =
        hotStandby === "on"
          ? "the server reports in_hot_standby=on"
          : `the server reports default_transaction_read_only=${defaultReadOnly}`;
    } else {
      const result = await client.query("SHOW transaction_read_only");
      const row = result.rows[0] as { readonly transaction_read_only?: unknown } | undefined;
      const value = String(row?.transaction_read_only ?? "");
      // libpq compares the first two characters with "on".
      readOnly = value.startsWith("on");
      said = `SHOW transaction_read_only is ${readOnly ? "on" : "off"}`;
    }
    const ok = wanted === "read-write" ? !readOnly : readOnly;
    return { ok, reason: `${said}: the session is ${readOnly ? "read-only" : "read-write"}` };
  }
  let standby: boolean;
  let said: string;
  if (hotStandby !== undefined) {
    standby = hotStandby === "on";
    said = `the server reports in_hot_standby=${hotStandby}`;
  } else {
    const result = await client.query("SELECT pg_catalog.pg_is_in_recovery() AS recovery");
    standby = (result.rows[0] as { readonly recovery?: unknown } | undefined)?.recovery === true;
    said = `pg_is_in_recovery() is ${standby}`;
  }
  const ok = wanted === "primary" ? !standby : standby;
  return { ok, reason: `${said}: the server is ${standby ? "a standby" : "a primary"}` };
}

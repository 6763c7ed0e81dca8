// What a ping of Redis Sentinel and of a Redis Cluster asks beyond one server's PING: a sentinel for the
// master's address (`SENTINEL get-master-addr-by-name`, Redis Sentinel documentation, "Obtaining the address
// of the current master"), the master whether it is one (`ROLE`), a cluster node for its state
// (`CLUSTER INFO`, whose `cluster_state` is ok when every slot is served). Each server is reached as a
// target of its own: one host, with the credentials that server takes.

import type { TargetHost } from "../../registry/index.js";
import type { RedisSentinelTarget, RedisTarget } from "../../schemes/index.js";
import { withFields } from "../../schemes/target/target-view.js";
import { DburiError } from "../../uri/index.js";
import type { RedisSession } from "./sessions.js";

/**
 * The target of one server of a Sentinel or Cluster target: its host and port, the credentials and the
 * database given (a sentinel's own, or the data nodes'), the rest (TLS, timeouts, client name) as the URI
 * says. It is no Sentinel target and names one host, so the one-server conversions take it.
 * @example
 * const target = interpret("redis://:pw@h1:7000,h2:7001") as RedisTarget;
 * serverTarget(target, { host: "h2", port: 7001 }, {}).effectivePort; // 7001
 */
export function serverTarget(
  target: RedisTarget,
  at: { readonly host: string; readonly port: number },
  as: { readonly user?: string | null; readonly password?: string | null; readonly database?: string | null },
): RedisTarget {
  const host: TargetHost = Object.freeze({ host: at.host, port: at.port, effectivePort: at.port });
  const fields = {
    host: at.host,
    hosts: Object.freeze([host]),
    port: at.port,
    effectivePort: at.port,
    ...(as.user !== undefined ? { user: as.user } : {}),
    ...(as.password !== undefined ? { password: as.password } : {}),
    ...(as.database !== undefined
      ? { database: as.database, db: as.database === null ? 0 : Number(as.database) }
      : {}),
    // Not a Sentinel target any more: the server is named.
    masterName: undefined,
    sentinelUser: undefined,
    sentinelPassword: undefined,
  };
  return withFields(target, fields as Partial<RedisTarget>);
}

/**
 * The target of one sentinel of a Sentinel target: the sentinels' credentials, no database (a sentinel
 * has none to SELECT).
 * @example
 * const target = interpret("redis-sentinel://s1,s2#mymaster") as RedisSentinelTarget;
 * sentinelTarget(target, target.hosts[1]!).host; // "s2"
 */
export function sentinelTarget(target: RedisSentinelTarget, sentinel: TargetHost): RedisTarget {
  return serverTarget(
    target,
    { host: sentinel.host || "localhost", port: sentinel.effectivePort ?? 26379 },
    { user: target.sentinelUser, password: target.sentinelPassword, database: null },
  );
}

/**
 * The master's address as a sentinel gives it, or null when the sentinel knows no master by that name.
 * @throws DburiError `unexpected-reply` for a reply that is no address
 * @example
 * import { createSession, openSession } from "./sessions.js";
 * const target = interpret("redis-sentinel://127.0.0.1:26379#mymaster") as RedisSentinelTarget;
 * const asked = sentinelTarget(target, target.hosts[0]!);
 * const session = await createSession("redis", asked, { retry: false, connectTimeoutMs: () => 2000 });
 * await openSession(session);
 * await askSentinel(session, "mymaster"); // { host: "127.0.0.1", port: 6379 }
 */
export async function askSentinel(
  session: RedisSession,
  masterName: string,
): Promise<{ host: string; port: number } | null> {
  const reply = await session.command(["SENTINEL", "get-master-addr-by-name", masterName]);
  if (reply === null || reply === undefined) return null;
  const [host, port] = Array.isArray(reply) ? reply.map(String) : [];
  if (host === undefined || port === undefined || !/^\d+$/.test(port)) {
    throw new DburiError({
      code: "unexpected-reply",
      reason: "the sentinel did not answer SENTINEL get-master-addr-by-name with an address",
      fix: "check that the URI's hosts are sentinels (redis-server --sentinel), not data nodes",
    });
  }
  return { host, port: Number(port) };
}

/**
 * Checks that the server a sentinel named is a master (`ROLE`'s first word), as a client that writes to it
 * needs: a sentinel that has not seen a failover yet may name a replica.
 * @throws DburiError `unexpected-reply`
 * @example
 * import { createSession, openSession } from "./sessions.js";
 * const target = interpret("redis://127.0.0.1:6379") as RedisTarget;
 * const session = await createSession("redis", target, { retry: false, connectTimeoutMs: () => 2000 });
 * await openSession(session);
 * await checkMaster(session); // {}: the server is a master
 */
export async function checkMaster(session: RedisSession): Promise<Record<string, never>> {
  const reply = await session.command(["ROLE"]);
  const role = Array.isArray(reply) ? String(reply[0]) : String(reply);
  if (role !== "master") {
    throw new DburiError({
      code: "unexpected-reply",
      reason: `the server the sentinel named is a ${role}, not the master`,
      fix: "check the sentinels' view (SENTINEL masters); a failover may be under way",
    });
  }
  return {};
}

/**
 * A Redis Cluster's state as `CLUSTER INFO` gives it, which must be ok.
 * @example
 * const info: RedisClusterInfo = { state: "ok", knownNodes: 3, slotsAssigned: 16384 };
 */
export interface RedisClusterInfo {
  /** `cluster_state`: ok when every hash slot is served. */
  readonly state: string;
  /** `cluster_known_nodes`. */
  readonly knownNodes: number;
  /** `cluster_slots_assigned` (of 16384). */
  readonly slotsAssigned: number;
}

/**
 * Asks a cluster node for `CLUSTER INFO` and checks that the cluster's state is ok.
 * @throws DburiError `cluster-down` when it is not, `unexpected-reply` when the server is no cluster node
 * @example
 * import { createSession, openSession } from "./sessions.js";
 * const target = interpret("redis://127.0.0.1:7000") as RedisTarget;
 * const session = await createSession("ioredis", target, { retry: false, connectTimeoutMs: () => 2000 });
 * await openSession(session);
 * await checkCluster(session); // { cluster: { state: "ok", knownNodes: 3, slotsAssigned: 16384 } }
 */
export async function checkCluster(session: RedisSession): Promise<{ cluster: RedisClusterInfo }> {
  let text: string;
  try {
    text = String(await session.command(["CLUSTER", "INFO"]));
  } catch (error) {
    // "ERR This instance has cluster support disabled"
    if (/cluster support disabled/i.test(String((error as Error)?.message ?? error))) {
      throw new DburiError({
        code: "unexpected-reply",
        reason:
          "the server has cluster support disabled, so a list of hosts cannot be its cluster's seed nodes",
        fix: "name one server (a URI with one host), or the cluster's nodes",
      });
    }
    throw error;
  }
  const field = (name: string) => new RegExp(`^${name}:(.*?)\\r?$`, "m").exec(text)?.[1];
  const state = field("cluster_state") ?? "unknown";
  const cluster = {
    state,
    knownNodes: Number(field("cluster_known_nodes") ?? 0),
    slotsAssigned: Number(field("cluster_slots_assigned") ?? 0),
  };
  if (state !== "ok") {
    throw new DburiError({
      code: "cluster-down",
      reason: `CLUSTER INFO reports cluster_state:${state} (${cluster.slotsAssigned} of 16384 slots assigned, ${cluster.knownNodes} nodes known)`,
      fix: "check the cluster with redis-cli --cluster check; every hash slot must be served",
    });
  }
  return { cluster };
}

// Which targets an application accepts at start-up. A service written for PostgreSQL that is handed a
// Redis URL (the wrong variable pasted into DATABASE_URL) should stop at once, saying what it got and
// what it takes, not fail later inside a driver with a message about a protocol.

import type { TargetKind } from "../../registry/index.js";
import type { Registry } from "../../registry/registry.js";
import { DburiError } from "../../uri/index.js";
import { engineOf } from "../engines/engines.js";
import type { AnyTarget } from "../interpret.js";
import { registry as builtinRegistry } from "../registry.js";

/** Every kind a target can have, in the order messages list them. */
const KINDS: readonly TargetKind[] = ["db", "redis", "amqp", "generic"];

/**
 * The targets of the kinds `K`: `RedisTarget` for `"redis"`, `DbTarget` for `"db"`, all of them for
 * `TargetKind`.
 * @example
 * const target: TargetOfKind<"redis"> = fromEnv("REDIS_URL", { kinds: ["redis"], env: { REDIS_URL: "redis://cache/2" } });
 * target.db; // 2
 */
export type TargetOfKind<K extends TargetKind> = Extract<AnyTarget, { readonly kind: K }>;

/**
 * What a start-up check accepts: engines, kinds, or both (a target must then pass both). Without either,
 * every target is accepted.
 * @example
 * const onlyPostgres: AllowedTargets = { engines: ["postgresql"] };
 * const anyCache: AllowedTargets<"redis"> = { kinds: ["redis"] };
 */
export interface AllowedTargets<K extends TargetKind = TargetKind> {
  /**
   * The engines accepted, by any name or alias the registry or the engine table knows (`pg`, `postgres`,
   * `postgresql` all mean PostgreSQL; `mariadb` means the MySQL family, which dburi reads as one). A target
   * is compared by its `canonicalEngine`.
   */
  readonly engines?: readonly string[] | undefined;
  /** The target kinds accepted (`db`, `redis`, `amqp`, `generic`); narrows the type of the result. */
  readonly kinds?: readonly K[] | undefined;
}

/** An accepted list, checked once: canonical engine names, and kinds. */
export interface Allowed {
  readonly engines: ReadonlySet<string> | null;
  readonly kinds: ReadonlySet<TargetKind> | null;
  /** The engines as the caller wrote them, for messages. */
  readonly written: readonly string[];
}

/**
 * Checks the caller's lists and resolves each engine name to its canonical name: through the registry
 * (which knows `valkey` and `rediss` as Redis, `amqps` as AMQP), then the engine table.
 * @throws DburiError `invalid-argument` for a name neither knows or a kind that is none
 * @example
 * allowedOf({ engines: ["postgres"] }, undefined).engines; // Set { "pg" }
 */
export function allowedOf(options: AllowedTargets | undefined, registry: Registry | undefined): Allowed {
  const engines = options?.engines;
  const kinds = options?.kinds;
  if (engines !== undefined && !Array.isArray(engines)) {
    throw new DburiError({
      code: "invalid-argument",
      reason: "options.engines is not an array",
      fix: 'name the engines in an array: { engines: ["pg"] }',
    });
  }
  if (kinds !== undefined && !Array.isArray(kinds)) {
    throw new DburiError({
      code: "invalid-argument",
      reason: "options.kinds is not an array",
      fix: 'name the kinds in an array: { kinds: ["redis"] }',
    });
  }
  const canonical = new Set<string>();
  for (const name of engines ?? []) {
    const found =
      typeof name === "string" && name !== ""
        ? ((registry ?? builtinRegistry).get(name)?.canonicalEngine ?? engineOf(name)?.canonical)
        : undefined;
    if (found === undefined) {
      throw new DburiError({
        code: "invalid-argument",
        reason: `options.engines names ${typeof name === "string" ? `'${name}'` : typeof name}, which is no engine dburi knows`,
        fix: "name engines as URI schemes do: pg (or postgresql), mysql, sqlite, mongodb, redis, amqp, ...",
      });
    }
    canonical.add(found);
  }
  for (const kind of kinds ?? []) {
    if (!KINDS.includes(kind)) {
      throw new DburiError({
        code: "invalid-argument",
        reason: `options.kinds names ${typeof kind === "string" ? `'${kind}'` : typeof kind}, which is no target kind`,
        fix: `name kinds among ${KINDS.join(", ")}`,
      });
    }
  }
  return {
    engines: engines === undefined ? null : canonical,
    kinds: kinds === undefined ? null : new Set(kinds),
    written: engines ?? [],
  };
}

/**
 * The target, when it is one `allowed` accepts; otherwise the `engine-not-allowed` error, which names
 * the engine and kind found and what is accepted, and shows the text redacted with a caret at its
 * scheme. `where` names the text's origin in the reason (`DATABASE_URL`).
 * @example
 * const target = interpret("redis://cache");
 * checkAllowed(target, allowedOf({ engines: ["pg"] }, undefined), "DATABASE_URL"); // throws engine-not-allowed
 */
export function checkAllowed(target: AnyTarget, allowed: Allowed, where?: string): AnyTarget {
  const engine = target.canonicalEngine;
  const engineOk = allowed.engines === null || (engine !== null && allowed.engines.has(engine));
  const kindOk = allowed.kinds === null || allowed.kinds.has(target.kind);
  if (engineOk && kindOk) return target;
  const found = `${engine === null ? "no engine" : `engine ${engine}`} (a ${target.kind} target, scheme ${target.scheme}:)`;
  const wanted = [
    allowed.engines === null ? "" : `engines ${allowed.written.join(", ") || "(none)"}`,
    allowed.kinds === null ? "" : `kinds ${[...allowed.kinds].join(", ") || "(none)"}`,
  ]
    .filter((part) => part !== "")
    .join(" and ");
  throw new DburiError({
    code: "engine-not-allowed",
    reason: `${where === undefined ? "the URI" : where} names ${found}, and only ${wanted} are allowed`,
    fix: "give a URI of an allowed engine, or allow this one",
    index: 0,
    input: target.href,
  });
}

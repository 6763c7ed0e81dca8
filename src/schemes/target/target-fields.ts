// The fields every target has, listed once: what a display of a target shows in its own rows, apart from
// the fields a family adds (a Redis target's `db`, an AMQP target's `vhost`).

import type { Target } from "../../registry/index.js";

/** Every field of `Target`, each once: a field added to `Target` and not here fails to compile. */
const FIELDS: { readonly [K in keyof Target]-?: null } = {
  kind: null,
  href: null,
  uri: null,
  scheme: null,
  engine: null,
  canonicalEngine: null,
  recognized: null,
  host: null,
  hosts: null,
  port: null,
  defaultPort: null,
  effectivePort: null,
  socket: null,
  user: null,
  password: null,
  database: null,
  params: null,
  options: null,
  tls: null,
  warnings: null,
};

/**
 * The names of the fields every target has (the `Target` interface's own); any other field of a target
 * is its family's (`db` of a Redis target, `vhost` of an AMQP one).
 * @example
 * const view = redactedView(interpret("redis://cache.example.com/2"));
 * Object.keys(view).filter((key) => !TARGET_FIELDS.has(key)); // ["db"]
 */
export const TARGET_FIELDS: ReadonlySet<string> = new Set(Object.keys(FIELDS));

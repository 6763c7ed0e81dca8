// What dburi knows about a URI scheme: the RFC 7595 §7.4 registration template fields, plus what it
// needs to act on a URI of the scheme (aliases, default port, TLS, the interpreter).

import type { DburiErrorCode, ParseUriOptions, QueryPair, Uri } from "../uri/index.js";

/**
 * Registration status. `permanent`, `provisional` and `historical` are RFC 7595's (§3, §4, §5); `unregistered`
 * marks de-facto schemes absent from the IANA registry (postgresql, mysql, amqp, ...).
 * @example
 * registry.get("rediss")?.status; // "provisional"
 * registry.get("postgresql")?.status; // "unregistered": IANA has no entry
 */
export type SchemeStatus = "permanent" | "provisional" | "historical" | "unregistered";

/**
 * A default port and where the number comes from.
 * @example
 * registry.get("amqp")?.defaultPort; // { port: 5672, source: "iana", reference: "amqp" }
 */
export interface DefaultPort {
  readonly port: number;
  /** `iana`: the IANA Service Name and Transport Protocol Port Number Registry; `vendor`: the vendor's docs. */
  readonly source: "iana" | "vendor";
  /** The IANA service name (e.g. `redis`), or the document that states the port. */
  readonly reference: string;
}

/**
 * A finding about a URI or a template: an error, a warning or a note, with a code and where it applies.
 * @example
 * const [finding] = interpret("redis://cache.example.com/0?foo=1").warnings;
 * [finding?.severity, finding?.code]; // ["warning", "unknown-param"]
 */
export interface Finding {
  readonly severity: "error" | "warning" | "info";
  /** Kebab-case code, e.g. `username-without-password`. */
  readonly code: string;
  /** What was found, quoting no secret. */
  readonly message: string;
  /** Index in the input it refers to, when it refers to one. */
  readonly index?: number | undefined;
  /** How to address it. */
  readonly fix?: string | undefined;
  /** The specification section it comes from, e.g. `RFC 7595 §3.2`. */
  readonly section?: string | undefined;
}

/**
 * A finding of `checkSchemeName` or `checkDefinition`. An error is what `createRegistry` throws, so its
 * code is a `DburiErrorCode`; a warning or a note may have any code.
 * @example
 * const error = checkDefinition({ name: "Acme", status: "provisional" }).find((f) => f.severity === "error");
 * error?.code; // "uppercase-scheme-name": a DburiErrorCode
 */
export type DefinitionFinding =
  | (Finding & { readonly severity: "error"; readonly code: DburiErrorCode })
  | (Finding & { readonly severity: "warning" | "info" });

/**
 * One host of a target with its ports.
 * @example
 * interpret("postgresql://h1,h2:5433/shop").hosts[0]; // { host: "h1", port: null, effectivePort: 5432 }
 */
export interface TargetHost {
  /** Decoded host; IPv6 without brackets. */
  readonly host: string;
  /** Port as written, or null. */
  readonly port: number | null;
  /** `port ?? defaultPort`. */
  readonly effectivePort: number | null;
}

/**
 * What kind of target a Target is, and so which fields beyond Target's it has: `redis` (RedisTarget: `db`),
 * `amqp` (AmqpTarget: `vhost`), `db` (DbTarget: a database URI, `db:` or an engine scheme), or `generic`
 * (a scheme of a custom registry read by `baseTarget`'s generic rules).
 * @example
 * const target = interpret(process.env.REDIS_URL ?? "redis://localhost");
 * if (target.kind === "redis") target.db; // narrowed to RedisTarget
 */
export type TargetKind = "redis" | "amqp" | "db" | "generic";

/**
 * One engine-neutral description of what to connect to: what interpreting a URI yields. Scheme modules
 * extend it with their own fields (redis `db`, amqp `vhost`). Printing it (`String`, `JSON.stringify`,
 * `util.inspect`) is redacted; `href` and `password` are the only ways to the secrets.
 * @example
 * const target: Target = interpret("postgresql://app:pw@db.example.com:5433/shop");
 * [target.canonicalEngine, target.host, target.effectivePort, target.database];
 * // ["pg", "db.example.com", 5433, "shop"]
 * String(target); // "postgresql://app:***@db.example.com:5433/shop"
 */
export interface Target {
  /** What kind of target this is: `redis`, `amqp`, `db` or `generic` (see `TargetKind`). */
  readonly kind: TargetKind;
  /** The exact input text. */
  readonly href: string;
  /** The parsed URI (of the nested URI for `db:`). */
  readonly uri: Uri;
  /** Lowercased outer scheme: `db` for `db:pg://...`. */
  readonly scheme: string;
  /** Lowercased engine as written (`pg`), the scheme itself for bare URIs, or null for `db:` with none. */
  readonly engine: string | null;
  /** The engine's canonical name (`pg` for `postgresql`), or null when not recognized. */
  readonly canonicalEngine: string | null;
  /** Whether the engine is known; an unknown engine inside `db:` is parsed generically, not an error. */
  readonly recognized: boolean;
  /** Decoded host (IPv6 unbracketed): null without authority, `""` when empty. */
  readonly host: string | null;
  /** Every host of a multi-host URI; one entry for a single host; empty without authority. */
  readonly hosts: readonly TargetHost[];
  /** The explicit port, or null. */
  readonly port: number | null;
  /** The engine's default port, or null when it has none. */
  readonly defaultPort: number | null;
  /** `port ?? defaultPort`. */
  readonly effectivePort: number | null;
  /** Unix socket path (file or directory, per engine), when the URI names one. */
  readonly socket: string | null;
  /** Decoded user name: null when absent, `""` when empty. */
  readonly user: string | null;
  /** Decoded password: null when absent, `""` when empty. */
  readonly password: string | null;
  /** Database name, file path, redis db number as text or amqp vhost, per the scheme's rules. */
  readonly database: string | null;
  /** Every decoded query pair, in order. */
  readonly params: readonly QueryPair[];
  /** Known query parameters, typed and validated, keyed by their canonical name. */
  readonly options: Readonly<Record<string, unknown>>;
  /** Whether the connection must use TLS. */
  readonly tls: boolean;
  /** Non-fatal findings (`password-in-query`, `unknown-param`, ...). */
  readonly warnings: readonly Finding[];
}

/**
 * What an interpreter gets besides the URI.
 * @example
 * const seen: InterpretContext[] = [];
 * const acme: Interpreter = (uri, context) => {
 *   seen.push(context);
 *   return createTarget(baseTarget(uri, context));
 * };
 * const mine = createRegistry([{ name: "acme", status: "unregistered", interpret: acme }], { base: registry });
 * interpret("ACME://h/x", { registry: mine });
 * seen[0]?.name; // "acme"
 * seen[0]?.href; // "ACME://h/x"
 */
export interface InterpretContext {
  /** The definition the scheme (or engine) resolved to. */
  readonly definition: SchemeDefinition;
  /** The name as written, lowercased: an alias such as `postgres` stays `postgres`. */
  readonly name: string;
  /**
   * The text the URI was parsed from, which every index in errors and warnings refers to. For a URI nested
   * in `db:` this is the nested URI (`pg://...`): the `db:` scheme maps indexes and `href` back to the full
   * input, so an interpreter never has to know whether it runs nested.
   */
  readonly href: string;
  /** The outer scheme, lowercased (`db` for `db:pg://...`): how an interpreter tells the nested form. */
  readonly scheme: string;
  /** The registry the definition came from, for nested lookups. */
  readonly registry: RegistryLike;
}

/**
 * Turns a parsed URI of a scheme into a Target; throws `DburiError` for invalid input.
 * @example
 * const acme: Interpreter = (uri, context) =>
 *   createTarget({ ...baseTarget(uri, context), database: uri.segments[0] ?? null });
 * const definition: SchemeDefinition = { name: "acme", status: "unregistered", interpret: acme };
 * const mine = createRegistry([definition], { base: registry });
 * interpret("acme://h/shop/2024", { registry: mine }).database; // "shop"
 */
export type Interpreter = (uri: Uri, context: InterpretContext) => Target;

/**
 * Turns the text of a URI into a Target without a generic parse first: for schemes whose URIs embed another
 * URI that RFC 3986 cannot parse as one (`db:pg://[::1]/db`). Throws `DburiError` for invalid input.
 * @example
 * const read: TextInterpreter | undefined = DB_DEFINITION.interpretText; // reads db:pg://[::1]/shop
 */
export type TextInterpreter = (text: string, context: InterpretContext) => Target;

/**
 * The lookups an interpreter may need from a registry.
 * @example
 * const lookups: RegistryLike = registry;
 * lookups.get("postgres")?.name; // "postgresql"
 */
export interface RegistryLike {
  /** The definition for a name or alias, case-insensitively, or undefined. */
  get(name: string): SchemeDefinition | undefined;
}

/**
 * A URI scheme definition: the RFC 7595 §7.4 template fields and what dburi needs to act.
 * @example
 * const definition: SchemeDefinition = {
 *   name: "acme",
 *   status: "provisional",
 *   contact: "Ann Example <ann@example.com>",
 *   changeController: "Ann Example",
 *   references: ["https://example.com/acme-uri"],
 *   defaultPort: { port: 7000, source: "vendor", reference: "https://example.com/acme-ports" },
 * };
 */
export interface SchemeDefinition {
  /** Scheme name: RFC 3986 §3.1 syntax, lowercase, a '.' only in a reversed domain (RFC 7595 §3.8). */
  readonly name: string;
  /** The status at IANA; a test holds every built-in definition to the vendored IANA snapshot. */
  readonly status: SchemeStatus;
  /** Other names that mean the same (`postgres` for `postgresql`), lowercase. Aliases carry no code. */
  readonly aliases?: readonly string[] | undefined;
  /** One-line description, as the IANA registry lists it. Not a template field. */
  readonly description?: string | undefined;
  /** RFC 7595 §7.4 "Applications/protocols that use this scheme name" (guidelines: §3.5). */
  readonly applications?: string | undefined;
  /** RFC 7595 §7.4 "Contact". */
  readonly contact?: string | undefined;
  /** RFC 7595 §7.4 "Change controller". */
  readonly changeController?: string | undefined;
  /** RFC 7595 §7.4 "References": one citation per entry, on one line. */
  readonly references?: readonly string[] | undefined;
  /** "Scheme syntax" (RFC 7595 §3.2). */
  readonly syntax?: string | undefined;
  /** "Scheme semantics" (RFC 7595 §3.3 and §3.4). */
  readonly semantics?: string | undefined;
  /** "Encoding considerations" (RFC 7595 §3.3 and §3.6). */
  readonly encoding?: string | undefined;
  /** "Interoperability considerations" (RFC 7595 §3.9). */
  readonly interoperability?: string | undefined;
  /** "Security considerations" (RFC 7595 §3.7). */
  readonly security?: string | undefined;
  /** The default port and its provenance, or null when the scheme has none. */
  readonly defaultPort?: DefaultPort | null | undefined;
  /** Whether this scheme is the TLS variant (`rediss`, `amqps`). */
  readonly tls?: boolean | undefined;
  /** The name of the other variant: `rediss` for `redis`, `redis` for `rediss`. */
  readonly variantOf?: string | undefined;
  /** Canonical engine name (`pg` for the postgresql definition); defaults to `name`. */
  readonly canonicalEngine?: string | undefined;
  /** Options for `parseUri` (a `hostList` for libpq and MongoDB). */
  readonly parseOptions?: ParseUriOptions | undefined;
  /** The scheme module's interpreter; without one, URIs are interpreted generically. */
  readonly interpret?: Interpreter | undefined;
  /** For a scheme that embeds another URI (`db:`): interprets the text itself, instead of parse + `interpret`. */
  readonly interpretText?: TextInterpreter | undefined;
}

// One small interface over the two Redis drivers, so the adapter connects, pings and closes the same way
// through either. Only the members dburi calls are typed, so neither driver's types are needed to build.

import { toIoredisOptions, toNodeRedisOptions } from "../../convert/index.js";
import type { RedisTarget } from "../../schemes/index.js";
import { DburiError } from "../../uri/index.js";
import { importDriver } from "../load.js";
import { isPasswordRefusal } from "./failures.js";
import { pemReader } from "./pem.js";

/**
 * The Redis driver packages dburi connects through, in the order it prefers them.
 * @example
 * await connect("redis://localhost", { driver: REDIS_DRIVERS[1] }); // through ioredis
 */
export const REDIS_DRIVERS = ["redis", "ioredis"] as const;

/**
 * `redis` (node-redis) or `ioredis`.
 * @example
 * const driver: RedisDriver = "ioredis";
 * const client = await connect("redis://localhost", { driver });
 */
export type RedisDriver = (typeof REDIS_DRIVERS)[number];

type Listener = (error: unknown) => void;

interface Emitter {
  on(event: "error", listener: Listener): unknown;
  off(event: "error", listener: Listener): unknown;
}

interface NodeRedisClient extends Emitter {
  connect(): Promise<unknown>;
  /** Whether the socket holds the process open (node-redis 4 and later). */
  ref?(): void;
  unref?(): void;
  sendCommand(args: string[]): Promise<unknown>;
  close?(): Promise<unknown>;
  quit(): Promise<unknown>;
  destroy(): void;
}

interface IoredisClient extends Emitter {
  connect(): Promise<unknown>;
  call(command: string, ...args: string[]): Promise<unknown>;
  quit(): Promise<unknown>;
  disconnect(): void;
  /** The socket, once connecting started. */
  readonly stream?: { destroy(): void } | undefined;
}

/** ioredis's client class, with the defaults it fills options in from. */
interface IoredisClass {
  new (options: object): IoredisClient;
  readonly defaultOptions?: object | undefined;
}

/**
 * Whether an ioredis client class speaks RESP3: ioredis 6 added the `protocol` option (defaulting to 3),
 * and ioredis 5, which speaks RESP2 only, has no such default and ignores the option.
 * @example
 * speaksResp3((await import("ioredis")).default); // true with ioredis 6
 */
export function speaksResp3(ioredis: object): boolean {
  const defaults = (ioredis as { readonly defaultOptions?: unknown }).defaultOptions;
  return typeof defaults === "object" && defaults !== null && "protocol" in defaults;
}

/** A driver's client behind the calls dburi makes. */
export interface RedisSession {
  readonly driver: RedisDriver;
  /** The driver's own client, as `connect` returns it. */
  readonly client: unknown;
  /** Receives the driver's `error` events. */
  readonly emitter: Emitter;
  /** Opens the connection: connect, AUTH, SELECT (the driver's handshake). */
  open(): Promise<unknown>;
  /** Sends one command and returns the driver's reply. */
  command(args: readonly string[]): Promise<unknown>;
  /** Closes gracefully (QUIT). */
  close(): Promise<unknown>;
  /** Drops the connection at once and stops any reconnecting. */
  destroy(): void;
}

/** How the session will be used: `ping` must never retry, a returned client keeps its driver's retries. */
export interface SessionUse {
  readonly retry: boolean;
  /**
   * The driver's own limit on opening the socket (TCP and TLS), in milliseconds, asked once the driver is
   * loaded. node-redis destroys a socket still in its TLS handshake only when this runs out (its
   * `destroy()` does not reach it), so it must end when dburi's own limit does.
   */
  readonly connectTimeoutMs: () => number;
  /** What relative TLS file paths resolve against (`ConnectOptions.baseDirectory`); see redis/pem.ts. */
  readonly baseDirectory?: string | undefined;
  /** What to do with a URI option the driver cannot honour (`ConnectOptions.unsupported`). */
  readonly unsupported?: "error" | "ignore" | undefined;
}

/** `action` the first time it is called, nothing after. */
function once(action: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    action();
  };
}

async function nodeRedisSession(target: RedisTarget, use: SessionUse): Promise<RedisSession> {
  const { createClient } = await importDriver<{ createClient(options: object): NodeRedisClient }>(
    "redis",
    "Redis",
  );
  const options = toNodeRedisOptions(target, {
    readFile: pemReader(target, use),
    unsupported: use.unsupported,
  });
  const socket = {
    ...options.socket,
    connectTimeout: use.connectTimeoutMs(),
    ...(use.retry ? {} : { reconnectStrategy: false as const }),
  };
  const client = createClient({ ...options, socket });
  return {
    driver: "redis",
    client,
    emitter: client,
    // A socket still in its TLS handshake is out of destroy()'s reach (see SessionUse.connectTimeoutMs):
    // when dburi gives up on it early (the server on that port speaks plain text), it lives on until
    // node-redis's connect timeout, the attempt's deadline. Opening unreferenced, it does not hold the
    // process open meanwhile; the open connection holds it again, as a connected client should.
    open: async () => {
      client.unref?.();
      await client.connect();
      client.ref?.();
    },
    command: (args) => client.sendCommand([...args]),
    close: () => (client.close ? client.close() : client.quit()),
    destroy: once(() => {
      // Also called after a clean close, when node-redis may say the client is closed already.
      try {
        client.destroy();
      } catch {}
    }),
  };
}

async function ioredisSession(target: RedisTarget, use: SessionUse): Promise<RedisSession> {
  const module = await importDriver<{ default: IoredisClass }>("ioredis", "Redis");
  if (target.options.protocol === 3 && !speaksResp3(module.default)) {
    throw new DburiError({
      code: "unsupported-param",
      reason: "the installed ioredis speaks RESP2 only (ioredis 5), so it would ignore protocol=3",
      fix: "upgrade to ioredis 6, connect with node-redis (driver: 'redis'), or drop protocol=3",
    });
  }
  const options = toIoredisOptions(target, {
    readFile: pemReader(target, use),
    unsupported: use.unsupported,
  });
  const client = new module.default({
    ...options,
    connectTimeout: use.connectTimeoutMs(),
    lazyConnect: true,
    ...(use.retry ? {} : { retryStrategy: () => null, maxRetriesPerRequest: 0 }),
  });
  return {
    driver: "ioredis",
    client,
    emitter: client,
    open: () => client.connect(),
    command: ([name = "PING", ...args]) => client.call(name, ...args),
    close: () => client.quit(),
    // disconnect() only half-closes the socket and starts a timer (disconnectTimeout, 2 s) that waits for
    // the server to hang up, which keeps the process alive when the server never answers: drop the socket
    // at once, which clears that timer. Once only: a second disconnect() would start a timer nothing clears.
    destroy: once(() => {
      client.disconnect();
      client.stream?.destroy();
    }),
  };
}

/**
 * A session of `driver` for the target, not yet connected.
 * @throws DburiError `driver-not-installed`, `tls-file-unreadable`, `unsupported-param` (protocol=3 with
 *   ioredis 5), the conversion's errors
 * @example
 * const target = interpret("redis://localhost/0");
 * if (!isRedisTarget(target)) throw new Error("not a Redis URI");
 * const session = await createSession("ioredis", target, { retry: false, connectTimeoutMs: () => 2000 });
 */
export function createSession(
  driver: RedisDriver,
  target: RedisTarget,
  use: SessionUse,
): Promise<RedisSession> {
  return driver === "redis" ? nodeRedisSession(target, use) : ioredisSession(target, use);
}

/**
 * The error that says most about a failed opening: the server refusing the password when the driver
 * reported that among others, else the first the driver reported.
 */
function mostTelling(errors: readonly unknown[]): unknown {
  return errors.find(isPasswordRefusal) ?? errors[0];
}

/**
 * Opens the session, failing with the driver's `error` events when there are any: node-redis keeps
 * retrying (and its `connect()` pending) while it emits errors, and ioredis rejects with a bare
 * "Connection is closed." after emitting the real cause. On failure the client is destroyed and keeps a
 * listener, so a late event cannot crash the process.
 * @example
 * const target = interpret("redis://:pw@localhost/2");
 * if (!isRedisTarget(target)) throw new Error("not a Redis URI");
 * const session = await createSession("redis", target, { retry: false, connectTimeoutMs: () => 2000 });
 * await openSession(session); // connected, authenticated, selected
 * await session.close();
 */
export async function openSession(session: RedisSession): Promise<void> {
  const errors: unknown[] = [];
  let fail: (error: unknown) => void = () => {};
  const failed = new Promise<never>((_, reject) => {
    fail = reject;
  });
  const onError: Listener = (error) => {
    errors.push(error);
    fail(error);
  };
  session.emitter.on("error", onError);
  try {
    await Promise.race([session.open(), failed]);
  } catch (error) {
    // A consequence may come before its cause: ioredis on RESP2 sends AUTH and SELECT together and emits
    // SELECT's NOAUTH before AUTH's WRONGPASS. One turn of the event loop lets the cause arrive.
    if (errors.length > 0) await new Promise((resolve) => setImmediate(resolve));
    session.destroy();
    throw mostTelling(errors) ?? error;
  }
  session.emitter.off("error", onError);
}

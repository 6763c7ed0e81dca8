// The sockets a driver opens while it connects, so that an attempt given up on (aborted by the caller's
// signal, or past its limit) closes them at once. mysql2/promise, the MariaDB connector and amqplib hand
// over no connection until it is open, so until then dburi has no handle on the socket they are opening;
// without this, a server that accepts and never answers would keep that socket, and the process, alive until
// the driver's own timer gives up. Node publishes each socket `net.connect` creates on the
// `net.client.socket` diagnostics channel (Node's "Diagnostics Channel" docs, "Built-in Channels"), and
// AsyncLocalStorage tells which attempt created it. A socket created otherwise (`tls.connect` without a
// socket of its own: amqps) is not seen, and closes when the driver's timer, which ends with the
// attempt's limit, fires.

import type { AsyncLocalStorage } from "node:async_hooks";
import type { Socket } from "node:net";

/** The sockets of one attempt while it is being watched. */
interface Watched {
  readonly sockets: Set<Socket>;
  watching: boolean;
}

const ignore = () => {};
/**
 * Which attempt runs, made at the first watch with its subscription to the channel: node:async_hooks and
 * node:diagnostics_channel are loaded then, not with the package (bench/README.md, "Start-up").
 */
let attempts: AsyncLocalStorage<Watched> | undefined;

function listen(): AsyncLocalStorage<Watched> {
  if (attempts !== undefined) return attempts;
  const storage = new (process.getBuiltinModule("node:async_hooks").AsyncLocalStorage)<Watched>();
  attempts = storage;
  process.getBuiltinModule("node:diagnostics_channel").subscribe("net.client.socket", (message) => {
    const watched = storage.getStore();
    const socket = (message as { readonly socket?: Socket }).socket;
    if (watched?.watching === true && socket !== undefined) watched.sockets.add(socket);
  });
  return storage;
}

/**
 * The sockets `open` creates through `net.connect` while it runs and until `stop()`: `destroy()` closes
 * them all (what is already closed stays closed); `stop()` ends the watch and forgets them, so that a
 * connection handed to the caller is never closed by it, nor are the sockets its driver opens later.
 * @example
 * import mysql from "mysql2/promise";
 *
 * const watch = watchSockets(() => mysql.createConnection({ host: "db.example.com" }));
 * setTimeout(() => watch.destroy(), 1000); // given up on: the socket being opened is closed
 * try {
 *   await watch.result;
 * } finally {
 *   watch.stop();
 * }
 */
export interface SocketWatch<T> {
  readonly result: Promise<T>;
  readonly destroy: () => void;
  readonly stop: () => void;
}

/**
 * Runs `open` watching the sockets it creates (see `SocketWatch`).
 * @example
 * import amqplib from "amqplib";
 *
 * const watch = watchSockets(() => amqplib.connect("amqp://127.0.0.1"));
 * watch.destroy(); // closes the socket amqplib is connecting with
 * watch.stop();
 */
export function watchSockets<T>(open: () => Promise<T>): SocketWatch<T> {
  const running = listen();
  const watched: Watched = { sockets: new Set(), watching: true };
  let result: Promise<T>;
  try {
    result = running.run(watched, open);
  } catch (error) {
    result = Promise.reject(error);
  }
  return {
    result,
    destroy: () => {
      for (const socket of watched.sockets) {
        if (socket.destroyed) continue;
        // With an error, so that the driver hears of it: the MariaDB connector listens for 'error' and
        // 'end' only, and a socket destroyed without an error emits neither, which would leave its
        // connect timer running. A listener of its own, so that no driver's missing one crashes the process.
        socket.on("error", ignore);
        socket.destroy(Object.assign(new Error("the attempt was given up on"), { code: "ECONNABORTED" }));
      }
    },
    stop: () => {
      watched.watching = false;
      watched.sockets.clear();
    },
  };
}

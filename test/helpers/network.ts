// Loopback endpoints with known behaviour, for failure tests: a port nothing listens on, a server that
// accepts connections and never says a word (as a hung server or a black-holing firewall would look), and a
// Redis look-alike that connects and then stops answering.

import { createServer, type Server, Socket } from "node:net";

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      if (address === null || typeof address === "string") reject(new Error("no TCP address"));
      else resolve(address.port);
    });
  });
}

/** A loopback port that was free a moment ago: connecting to it is refused. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Drops every open connection, then closes the server. */
function closeAll(server: Server, sockets: ReadonlySet<Socket>): Promise<void> {
  return new Promise<void>((resolve) => {
    for (const socket of sockets) socket.destroy();
    server.close(() => resolve());
  });
}

/** A server that never answers, and what it has seen. */
export interface SilentServer {
  readonly port: number;
  /** Connections accepted so far. */
  accepted(): number;
  /** Connections the client has not closed (no FIN, no RST from it yet; with `halfClose: "ignore"`). */
  open(): number;
  /**
   * Resolves once the client has closed every connection, or after `ms` (then with how many it has not).
   * Reliable with `halfClose: "ignore"`, where the server reads and so sees the client's FIN.
   */
  drained(ms: number): Promise<number>;
  /** Drops every connection and closes the server. */
  close(): Promise<void>;
}

/**
 * How a silent server treats a client that half-closes (sends FIN). `answer` (the default): the server's
 * side ends too once nothing sent is left unread, as an idle process's would. `ignore`: it never closes,
 * as a hung process or a black-holing middlebox looks; a client that only half-closes then stays
 * connected, and `drained` sees the client close.
 * @example
 * const server = await silentServer({ halfClose: "ignore" });
 */
export interface SilentServerOptions {
  readonly halfClose?: "answer" | "ignore" | undefined;
}

/**
 * A loopback server that accepts connections and never answers (and never reads, unless `halfClose` is
 * `ignore`, when it reads to see the client close). `close()` drops them all.
 */
export async function silentServer(options: SilentServerOptions = {}): Promise<SilentServer> {
  const hung = options.halfClose === "ignore";
  const sockets = new Set<Socket>();
  const open = new Set<Socket>();
  let accepted = 0;
  const server = createServer({ allowHalfOpen: hung }, (socket) => {
    accepted++;
    sockets.add(socket);
    open.add(socket);
    socket.on("error", () => {});
    socket.on("end", () => open.delete(socket));
    socket.on("close", () => {
      open.delete(socket);
      sockets.delete(socket);
    });
    if (hung) socket.resume();
  });
  const drained = async (ms: number) => {
    const until = performance.now() + ms;
    while (open.size > 0 && performance.now() < until) await new Promise((r) => setTimeout(r, 5));
    return open.size;
  };
  return {
    port: await listen(server),
    accepted: () => accepted,
    open: () => open.size,
    drained,
    close: () => closeAll(server, sockets),
  };
}

/** The commands (RESP arrays of bulk strings) complete in `buffer`, and how many characters they use. */
function respCommands(buffer: string): { commands: string[][]; used: number } {
  const commands: string[][] = [];
  let used = 0;
  for (;;) {
    const head = /^\*(\d+)\r\n/.exec(buffer.slice(used));
    if (!head) return { commands, used };
    let at = used + head[0].length;
    const args: string[] = [];
    for (let k = 0; k < Number(head[1]); k++) {
      const bulk = /^\$(\d+)\r\n/.exec(buffer.slice(at));
      const end = bulk ? at + bulk[0].length + Number(bulk[1]) : Number.POSITIVE_INFINITY;
      if (!bulk || buffer.length < end + 2) return { commands, used };
      args.push(buffer.slice(at + bulk[0].length, end));
      at = end + 2;
    }
    commands.push(args);
    used = at;
  }
}

/** RESP2 replies to what node-redis and ioredis send while connecting. */
function respReply(name: string): string {
  if (name === "HELLO") return "*4\r\n$6\r\nserver\r\n$5\r\nredis\r\n$5\r\nproto\r\n:3\r\n";
  if (name === "INFO") {
    const text = "# Server\r\nredis_version:0.0.0\r\nloading:0\r\n";
    return `$${text.length}\r\n${text}\r\n`;
  }
  return "+OK\r\n";
}

/**
 * A loopback Redis look-alike that completes both drivers' handshakes (HELLO, AUTH, SELECT, CLIENT, INFO
 * all succeed) and then never answers `stallOn` (e.g. PING), as a server that hangs mid-session would.
 * It never hangs up by itself either; `close()` drops the connections.
 */
export async function stallingRedis(stallOn: string): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
    socket.on("close", () => sockets.delete(socket));
    let buffer = "";
    socket.on("data", (data) => {
      buffer += data.toString("latin1");
      const { commands, used } = respCommands(buffer);
      buffer = buffer.slice(used);
      for (const [name = ""] of commands) {
        if (name.toUpperCase() !== stallOn.toUpperCase()) socket.write(respReply(name.toUpperCase()));
      }
    });
  });
  return { port: await listen(server), close: () => closeAll(server, sockets) };
}

/**
 * The sockets of this process still connected to 127.0.0.1:`port` (not destroyed): after a failed
 * attempt there must be none, or the process cannot exit until a driver's timer gives up on them.
 */
export function openSocketsTo(port: number): Socket[] {
  const handles = (process as unknown as { _getActiveHandles(): unknown[] })._getActiveHandles();
  return handles.filter(
    (handle): handle is Socket => handle instanceof Socket && !handle.destroyed && handle.remotePort === port,
  );
}

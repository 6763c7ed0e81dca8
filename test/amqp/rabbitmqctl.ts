// rabbitmqctl for integration tests: creates and deletes vhosts and users on the local RabbitMQ, and asks
// the server how a connection authenticated. Each call starts an Erlang VM (about half a second), so tests
// keep the number of calls small.

import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * Runs `rabbitmqctl --quiet ...args` and returns its output.
 * @example
 * await rabbitmqctl("add_vhost", name);
 */
export async function rabbitmqctl(...args: string[]): Promise<string> {
  const { stdout } = await run("rabbitmqctl", ["--quiet", ...args], { timeout: 60_000 });
  return stdout;
}

/** A connection as the server lists it. */
export interface ServerConnection {
  /** The SASL mechanism the server authenticated it with, e.g. `AMQPLAIN`. */
  readonly mechanism: string;
  readonly user: string;
  readonly vhost: string;
}

/**
 * How the server sees the connection whose client end is 127.0.0.1:`localPort`, from
 * `rabbitmqctl list_connections`; polls until it is listed (the server registers a connection shortly
 * after the handshake), failing after `attempts` tries.
 * @example
 * const seen = await serverConnection(socket.localPort);
 * seen.mechanism; // "AMQPLAIN"
 */
export async function serverConnection(localPort: number, attempts = 10): Promise<ServerConnection> {
  const name = `127.0.0.1:${localPort} -> `;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const listed = await rabbitmqctl("list_connections", "name", "auth_mechanism", "user", "vhost");
    for (const line of listed.split("\n")) {
      const [peer, mechanism, user, vhost] = line.split("\t");
      if (peer?.startsWith(name) && mechanism && user !== undefined && vhost !== undefined) {
        return { mechanism, user, vhost };
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`rabbitmqctl does not list the connection from 127.0.0.1:${localPort}`);
}

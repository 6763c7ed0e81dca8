// Against the real RabbitMQ on 127.0.0.1:5672 (guest/guest). Vhosts and users are created with
// rabbitmqctl under unique names and deleted in `after`, whether the tests pass or not.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, describe, test } from "node:test";
import type { ChannelModel, ConfirmChannel } from "amqplib";
import * as amqplib from "amqplib";
import {
  connect,
  type DburiError,
  encodePercent,
  interpret,
  ping,
  toAmqplibOptions,
} from "../../src/index.ts";
import { serviceSkip, uniqueName } from "../helpers/services.ts";
import { rabbitmqctl, type ServerConnection, serverConnection } from "./rabbitmqctl.ts";
import { rejectsWith } from "./rejects.ts";

const skip = await serviceSkip("RabbitMQ", 5672);
const BROKER = "guest:guest@127.0.0.1";

/** Opens `uri` with dburi's connect, asks the server how it authenticated, and closes it. */
async function seenByServer(uri: string): Promise<ServerConnection> {
  const connection = (await connect(uri)) as ChannelModel;
  try {
    const socket = (connection.connection as unknown as { stream: { localPort: number } }).stream;
    return await serverConnection(socket.localPort);
  } finally {
    await connection.close();
  }
}

describe("RabbitMQ on 127.0.0.1:5672", { skip }, () => {
  test("an absent vhost connects to '/'", async () => {
    const result = await ping(`amqp://${BROKER}`);
    assert.equal(result.ok, true);
    assert.equal(result.engine, "amqp");
    assert.equal(result.driver, "amqplib");
    assert.equal(result.database, "/");
    assert.equal(result.host, "127.0.0.1");
    assert.equal(result.port, 5672);
    assert.match(result.serverVersion ?? "", /^RabbitMQ \d+\.\d+/);
    assert.ok(result.latencyMs > 0);
  });

  test("/%2f names the vhost '/'", async () => {
    const result = await ping(`amqp://${BROKER}/%2f`);
    assert.equal(result.database, "/");
  });

  test("a trailing '/' names the empty vhost, which does not exist: vhost-not-found", async () => {
    await rejectsWith(ping(`amqp://${BROKER}/`), "vhost-not-found");
  });

  test("an unknown vhost: vhost-not-found, naming it", async () => {
    const name = uniqueName("dburi_none");
    await assert.rejects(ping(`amqp://${BROKER}/${name}`), (error: DburiError) => {
      assert.equal(error.code, "vhost-not-found");
      assert.match(error.message, new RegExp(name));
      return true;
    });
  });

  test("a wrong password: auth-failed, without the password", async () => {
    await rejectsWith(ping("amqp://guest:n0t-the-Passw0rd@127.0.0.1"), "auth-failed", ["n0t-the-Passw0rd"]);
  });

  test("connect returns amqplib's connection, ready for channels", async () => {
    const connection = (await connect(`amqp://${BROKER}/%2F?heartbeat=7&channel_max=9`)) as ChannelModel;
    try {
      const channel = await connection.createChannel();
      await channel.checkQueue("amq.rabbitmq.reply-to").catch(() => undefined);
      // The URI's tuning reached the handshake: the negotiated values are the lower ones.
      const tuned = connection.connection as unknown as { heartbeat: number; channelMax: number };
      assert.equal(tuned.heartbeat, 7);
      assert.equal(tuned.channelMax, 9);
    } finally {
      await connection.close();
    }
  });

  test("heartbeat=0 turns heartbeats off, as RabbitMQ documents (amqplib before 2.0 took the server's)", async () => {
    const connection = (await connect(`amqp://${BROKER}?heartbeat=0`)) as ChannelModel;
    try {
      const tuned = connection.connection as unknown as { heartbeat: number };
      assert.equal(tuned.heartbeat, 0);
    } finally {
      await connection.close();
    }
  });

  test("toAmqplibOptions' result goes straight into amqplib.connect, empty vhost included", async () => {
    const convert = (uri: string) =>
      toAmqplibOptions(interpret(uri), { readFile: (path) => readFileSync(path) });
    const options = convert(`amqp://${BROKER}`);
    const connection = await amqplib.connect(options.url, options.socketOptions);
    await connection.close();
    // amqplib would turn a plain "" into "/" and connect; the converted empty vhost reaches the server.
    const empty = convert(`amqp://${BROKER}/`);
    await assert.rejects(amqplib.connect(empty.url, empty.socketOptions), /ConnectionClose/);
  });

  test("auth_mechanism: the first one the server offers is used, as RabbitMQ's Erlang client does", async () => {
    // The server offers PLAIN and AMQPLAIN, not EXTERNAL; the list's order decides between the two.
    for (const [query, mechanism] of [
      ["auth_mechanism=external&auth_mechanism=amqplain", "AMQPLAIN"],
      ["auth_mechanism=plain&auth_mechanism=amqplain", "PLAIN"],
    ]) {
      const seen = await seenByServer(`amqp://${BROKER}/%2F?${query}`);
      assert.deepEqual(seen, { mechanism, user: "guest", vhost: "/" }, query);
    }
  });

  test("auth_mechanism=external alone, not offered: unsupported-auth-mechanism", async () => {
    await rejectsWith(ping(`amqp://${BROKER}?auth_mechanism=external`), "unsupported-auth-mechanism");
  });

  describe("a vhost whose name needs encoding ('/', a space, '%')", () => {
    // "%25" literally in the name: decoded once more (as amqplib's URL form does) it would name another vhost.
    const vhost = `${uniqueName("dburi_vh")}/orders and more %25`;
    let created = false;

    before(async () => {
      await rabbitmqctl("add_vhost", vhost);
      created = true;
      await rabbitmqctl("set_permissions", "-p", vhost, "guest", ".*", ".*", ".*");
    });

    after(async () => {
      if (created) await rabbitmqctl("delete_vhost", vhost);
    });

    test("connect through the encoded URI, publish and consume one message there", async () => {
      const uri = `amqp://${BROKER}/${encodePercent(vhost)}`;
      assert.match(uri, /%2F/);
      const connection = (await connect(uri)) as ChannelModel;
      try {
        const channel: ConfirmChannel = await connection.createConfirmChannel();
        const queue = uniqueName("dburi_q");
        const body = `hello ${queue}`;
        await channel.assertQueue(queue, { durable: false });
        channel.sendToQueue(queue, Buffer.from(body));
        await channel.waitForConfirms();
        // The queue is in that vhost, as the server itself reports.
        const listed = await rabbitmqctl("list_queues", "-p", vhost, "name", "messages");
        assert.match(listed, new RegExp(`^${queue}\\s+1$`, "m"));
        // A consumer the server pushes the message to (basic.consume), then acknowledged.
        let deliver: (text: string) => void = () => undefined;
        const delivered = new Promise<string>((resolve) => {
          deliver = resolve;
        });
        const { consumerTag } = await channel.consume(queue, (message) => {
          if (message === null) return;
          channel.ack(message);
          deliver(message.content.toString());
        });
        assert.equal(await delivered, body);
        await channel.cancel(consumerTag);
        // And a second message fetched (basic.get), with no consumer left to take it first.
        channel.sendToQueue(queue, Buffer.from(`${body} again`));
        await channel.waitForConfirms();
        const fetched = await channel.get(queue, { noAck: true });
        assert.ok(fetched, "the second message waiting");
        assert.equal(fetched.content.toString(), `${body} again`);
      } finally {
        await connection.close();
      }
    });
  });

  describe("a user whose UTF-8 password contains @ : / %", () => {
    const user = uniqueName("dburi_user");
    const password = "pä@:/%ß€ x";
    let created = false;

    before(async () => {
      await rabbitmqctl("add_user", user, password);
      created = true;
      await rabbitmqctl("set_permissions", "-p", "/", user, ".*", ".*", ".*");
    });

    after(async () => {
      if (created) await rabbitmqctl("delete_user", user);
    });

    for (const mechanism of ["plain", "amqplain"]) {
      test(`authenticates through the percent-encoded URI (${mechanism})`, async () => {
        const uri = `amqp://${user}:${encodePercent(password)}@127.0.0.1/%2F?auth_mechanism=${mechanism}`;
        // The server itself says which mechanism authenticated whom.
        const seen = await seenByServer(uri);
        assert.deepEqual(seen, { mechanism: mechanism.toUpperCase(), user, vhost: "/" });
      });
    }

    test("the same password decoded as Latin-1 is refused, and not shown", async () => {
      const latin1 = unescape(encodeURIComponent(password)); // what amqplib's URL form would send
      await rejectsWith(ping(`amqp://${user}:${encodePercent(latin1)}@127.0.0.1/%2F`), "auth-failed", [
        password,
        latin1,
        encodePercent(latin1),
      ]);
    });
  });
});

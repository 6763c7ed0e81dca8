// connect/ping over a PostgreSQL host list as libpq goes over it: hosts in order (or shuffled under
// load_balance_hosts=random), a host that refuses connections passed over, target_session_attrs honoured by
// asking each server. Two throwaway servers, one of them with default_transaction_read_only=on, and a
// port nothing listens on; psql's \conninfo says which host libpq picks for the same URI.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { after, before, describe, test } from "node:test";
import type { Client } from "pg";
import { connect, type DburiError, ping } from "../../src/index.ts";
import { dburi } from "../cli/run.ts";
import { closedPort } from "../helpers/network.ts";
import { pgServerSkip, startTlsPgServer, type TlsPgServer } from "../helpers/pg-server.ts";
import { commandSkip } from "../helpers/server-process.ts";

const skip = pgServerSkip() || commandSkip([["psql", ["--version"]]]);

/** The port psql's \conninfo names for the URI, or null when psql cannot connect. */
function libpqPort(uri: string): number | null {
  const run = spawnSync("psql", ["-X", "-w", "-d", uri, "-c", "\\conninfo"], {
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: "/nonexistent" },
    timeout: 30_000,
  });
  const match = /at port "(\d+)"/.exec(run.stdout);
  return match === null ? null : Number(match[1]);
}

describe("PostgreSQL failover, as libpq does it", { skip }, () => {
  let writable: TlsPgServer;
  let readOnly: TlsPgServer;
  let refused = 0;
  before(async () => {
    [writable, readOnly] = await Promise.all([
      startTlsPgServer(),
      startTlsPgServer({ settings: { default_transaction_read_only: "on" } }),
    ]);
    refused = await closedPort();
  });
  after(async () => {
    await Promise.all([writable?.stop(), readOnly?.stop()]);
  });

  /** The host list: nothing listening, the read-only server, the writable one. */
  const uri = (attrs: string) =>
    `postgresql://postgres@127.0.0.1:${refused},127.0.0.1:${readOnly.port},127.0.0.1:${writable.port}/postgres?target_session_attrs=${attrs}`;

  for (const [attrs, chosen] of [
    ["read-write", "writable"],
    ["read-only", "read-only"],
    ["primary", "read-only"],
    ["any", "read-only"],
    ["prefer-standby", "read-only"],
  ] as const) {
    test(`target_session_attrs=${attrs} chooses the ${chosen} server, as libpq does`, async () => {
      const expected = chosen === "writable" ? writable.port : readOnly.port;
      assert.equal(libpqPort(uri(attrs)), expected, "psql's choice");
      const result = await ping(uri(attrs), { timeoutMs: 20_000 });
      assert.equal(result.port, expected);
      const attempts = result.attempts ?? [];
      assert.deepEqual(attempts[0], {
        host: "127.0.0.1",
        port: refused,
        outcome: "failed",
        reason: "connection-refused",
      });
      assert.equal(attempts.at(-1)?.outcome, "chosen");
      assert.equal(attempts.at(-1)?.port, expected);
    });
  }

  test("read-write says why the read-only server was passed over", async () => {
    const result = await ping(uri("read-write"));
    const skipped = result.attempts?.find((a) => a.outcome === "skipped");
    assert.equal(skipped?.port, readOnly.port);
    assert.match(skipped?.reason ?? "", /default_transaction_read_only=on: the session is read-only/);
  });

  test("prefer-standby tries every host for a standby, then takes any session on a second pass", async () => {
    const result = await ping(uri("prefer-standby"));
    assert.deepEqual(
      result.attempts?.map((a) => [a.port, a.outcome]),
      [
        [refused, "failed"],
        [readOnly.port, "skipped"],
        [writable.port, "skipped"],
        [refused, "failed"],
        [readOnly.port, "chosen"],
      ],
    );
  });

  test("standby, with no standby in the list, is no-matching-host naming each host, as libpq fails", async () => {
    assert.equal(libpqPort(uri("standby")), null, "psql finds no standby either");
    await assert.rejects(ping(uri("standby")), (error: DburiError) => {
      assert.equal(error.code, "no-matching-host");
      assert.match(error.message, new RegExp(`127\\.0\\.0\\.1:${readOnly.port} skipped`));
      assert.match(error.message, new RegExp(`127\\.0\\.0\\.1:${refused} failed \\(connection-refused\\)`));
      return true;
    });
  });

  test("connect returns a client on the server chosen", async () => {
    const client = (await connect(uri("read-write"))) as Client;
    try {
      const { rows } = await client.query<{ transaction_read_only: string }>("SHOW transaction_read_only");
      assert.equal(rows[0]?.transaction_read_only, "off");
    } finally {
      await client.end();
    }
  });

  test("load_balance_hosts=random tries the hosts in shuffled orders", async () => {
    const list = `postgresql://postgres@127.0.0.1:${readOnly.port},127.0.0.1:${writable.port}/postgres?load_balance_hosts=random`;
    const ports = new Set<number | null>();
    for (let i = 0; i < 24 && ports.size < 2; i++) ports.add((await ping(list)).port);
    assert.deepEqual([...ports].sort(), [readOnly.port, writable.port].sort());
  });

  test("dburi ping --json reports the attempts", () => {
    const run = dburi(["ping", uri("read-write"), "--json"]);
    assert.equal(run.status, 0, run.stderr);
    const document = JSON.parse(run.stdout);
    assert.equal(document.port, writable.port);
    assert.deepEqual(
      document.attempts.map((a: { outcome: string }) => a.outcome),
      ["failed", "skipped", "chosen"],
    );
  });
});

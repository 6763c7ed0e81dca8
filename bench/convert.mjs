// Conversions, each against the peer that makes the same thing from the same URI string, in one run, on the
// PostgreSQL, Redis and AMQP URIs of both corpora (corpus.mjs) and a few more realistic Redis and AMQP ones
// (below): dburi's time is the whole path from text, interpret and then the conversion.
// - interpret + toPgConfig against pg-connection-string's parse (what node-postgres calls on a
//   connectionString). Only postgres:/postgresql: URIs: pg-connection-string does not read db:pg:.
// - interpret + toIoredisOptions against ioredis's own URL parsing: parseURL from ioredis/built/utils (what
//   `new Redis(url)` calls on a string), the reference and the target. A second row times
//   Redis.prototype.parseOptions, the whole of what the constructor does with its arguments (parseURL, then
//   rediss: as `tls: true`, port and db as numbers, and ioredis's defaults merged in), called on a plain
//   object so that no client is made. Only redis:/rediss: URIs: ioredis reads redis-py's unix: URLs as a
//   host named "unix".
// - interpret + toAmqplibOptions against amqplib's handling of a URL string. amqplib exports no parsing
//   function: connect() in its lib/connect.js parses the string with new URL(), unbrackets the host, picks
//   servername and port, splits the query with querystring, decodes the credentials (credentialsFromUrl)
//   and builds the open handshake's fields (openFrames, with the SASL response buffer), then opens the
//   socket. This times that connect() itself, loaded by path (the package's exports hide lib/), with
//   net.connect and tls.connect replaced in this process by a stub that returns an inert socket: amqplib's
//   own code runs, up to and excluding the socket.
// Each conversion runs on the URIs both sides accept, with dburi's default options: it refuses what a
// driver cannot honour (node-postgres and channel_binding=require or keepalives_interval, a host list
// without hostIndex) or needs a file read (ssl_ca_certs without readFile); pg-connection-string refuses
// sslrootcert/sslcert/sslkey files it cannot read, since it reads them while parsing. The output says how
// many URIs each side left out, and why. Rows "interpret" and "... alone" split dburi's time: interpret by
// itself, and the conversion of a target interpreted beforehand.
// Then toDsn(target, format) for every DSN format, on the URIs of both corpora and a few SQL Server ones
// (below; ado is for SQL Server only) that the format accepts, the target interpreted once beforehand:
// microseconds per call.
// Targets: each conversion at most 0.5x its peer's time; every toDsn format under 2 us.
// Run: npm install && npm run bench:convert   (in this directory, after building dburi in the parent)
import { createRequire } from "node:module";
import net from "node:net";
import { dirname, join } from "node:path";
import tls from "node:tls";
import { DSN_FORMATS, interpret, toAmqplibOptions, toDsn, toIoredisOptions, toPgConfig } from "dburi";
import Redis from "ioredis";
import { parseURL } from "ioredis/built/utils/index.js";
import { parse as parsePg } from "pg-connection-string";
import { CORPUS, REALISTIC } from "./corpus.mjs";
import { measure, report, reportPerItem } from "./harness.mjs";

// pg-connection-string warns once about its sslmode aliases; the warning says nothing about speed.
process.removeAllListeners("warning");

const require = createRequire(import.meta.url);
const { connect: amqplibConnect } = require(join(dirname(require.resolve("amqplib")), "lib", "connect.js"));
// No socket is opened in this process: amqplib's connect() gets this in place of one.
const inertSocket = { last: null, once() {}, setTimeout() {} };
net.connect = tls.connect = (options) => {
  inertSocket.last = options;
  return inertSocket;
};
const noop = () => {};

// More Redis and AMQP URIs than the corpora hold, of the same hosted services' shapes.
const MORE_REDIS = [
  // Redis Cloud's public endpoint.
  "redis://default:p%40ss%23w0rd@redis-12345.c1.us-east-1-2.ec2.cloud.redislabs.com:12345",
  // Render Key Value's external URL.
  "rediss://red-abc123def456:AbCdEf123456@oregon-keyvalue.render.com:6379",
  // Railway's private network URL.
  "redis://default:AbCdEf123456@redis.railway.internal:6379",
];
const MORE_AMQP = [
  // RabbitMQ in Kubernetes, the default vhost percent-encoded.
  "amqp://app:secret@rabbitmq.messaging.svc.cluster.local:5672/%2F",
  // Amazon MQ with heartbeat and connection timeout.
  "amqps://app:secret@b-1234abcd-5678-90ef-1234-567890abcdef.mq.eu-west-1.amazonaws.com:5671/%2F?heartbeat=30&connection_timeout=10000",
  // A broker on an IPv6 address.
  "amqp://app:pw@[2001:db8::20]:5672/dev?heartbeat=15",
];

// SQL Server URIs, which the corpora lack and the ado format is for (toDsn only).
const MORE_MSSQL = [
  // SQL Server's container quickstart: the sa login on localhost.
  "db:mssql://sa:YourStrong%21Passw0rd@localhost:1433/master",
  // Azure SQL Database, with the keywords of the portal's ADO.NET string.
  "db:mssql://app:p%40ss%23w0rd@myserver.database.windows.net:1433/appdb?Encrypt=true&TrustServerCertificate=false&Connection%20Timeout=30",
  // node-mssql's connection URL.
  "mssql://app:pw@sql.example.com:1433/shop?encrypt=true",
  // An Always On availability group listener.
  "db:mssql://app:pw@ag-listener.corp.example.com/shop?Application%20Name=api&MultiSubnetFailover=true",
];

const ALL = [...CORPUS, ...REALISTIC];
/** What the per-URI tables at the end time: each conversion against its first peer. */
const perUri = [];

/** Calls `fn` on each text; returns the ones it accepts and the error codes (or messages) of the others. */
function split(fn, texts) {
  const ok = [];
  const refused = new Map();
  for (const text of texts) {
    try {
      fn(text);
      ok.push(text);
    } catch (error) {
      const why = error.code ?? error.message.split(/[:,]/)[0];
      refused.set(why, (refused.get(why) ?? 0) + 1);
    }
  }
  return { ok, refused };
}

function describeRefused(name, refused) {
  if (refused.size === 0) return null;
  const parts = [...refused].map(([why, count]) => `${count} ${why}`);
  return `${name} refuses ${parts.join(", ")}`;
}

/**
 * One conversion against its peer on the texts both accept, interleaved with dburi's two parts. Returns
 * dburi's ratio to the reference.
 */
function conversion({ title, texts, peers, convert, convertName }) {
  const accepted = split((text) => convert(interpret(text)), texts);
  let items = accepted.ok;
  const notes = [describeRefused(`dburi interpret + ${convertName}`, accepted.refused)];
  for (const peer of peers) {
    const theirs = split(peer.fn, items);
    notes.push(describeRefused(peer.name, theirs.refused));
    items = theirs.ok;
  }
  const records = items.map((text) => ({ text, target: interpret(text) }));
  const candidates = [
    ...peers.map((peer) => ({ name: peer.name, fn: (r) => peer.fn(r.text) })),
    { name: `dburi interpret + ${convertName}`, fn: (r) => convert(interpret(r.text)) },
    { name: "dburi interpret", fn: (r) => interpret(r.text) },
    { name: `dburi ${convertName} alone`, fn: (r) => convert(r.target) },
  ];
  const results = measure(candidates, records);
  const left = notes.filter((note) => note !== null);
  const leftOut = left.length === 0 ? "" : `; left out: ${left.join("; ")}`;
  report(`${title}: ${items.length} of ${texts.length} URIs${leftOut}`, results, peers[0].name);
  const ours = { name: candidates[peers.length].name, fn: (text) => convert(interpret(text)) };
  perUri.push({ title, ours, peer: peers[0], items });
  return results[peers.length].ns / results[0].ns;
}

console.log(`node ${process.version}, ${CORPUS.length} plain URIs, ${REALISTIC.length} realistic URIs`);

const pgRatio = conversion({
  title: "PostgreSQL: interpret + toPgConfig against pg-connection-string",
  texts: ALL.filter((text) => /^postgres(ql)?:/i.test(text)),
  peers: [{ name: "pg-connection-string parse", fn: (text) => parsePg(text) }],
  convert: (target) => toPgConfig(target),
  convertName: "toPgConfig",
});

const holder = {};
const redisRatio = conversion({
  title: "Redis: interpret + toIoredisOptions against ioredis's URL parsing",
  texts: [...ALL, ...MORE_REDIS].filter((text) => /^rediss?:/i.test(text)),
  peers: [
    { name: "ioredis parseURL", fn: (text) => parseURL(text) },
    {
      name: "ioredis parseOptions",
      fn: (text) => {
        Redis.prototype.parseOptions.call(holder, text);
        return holder.options;
      },
    },
  ],
  convert: (target) => toIoredisOptions(target),
  convertName: "toIoredisOptions",
});

const amqpRatio = conversion({
  title: "AMQP: interpret + toAmqplibOptions against amqplib's connect() up to the socket",
  texts: [...ALL, ...MORE_AMQP].filter((text) => /^amqps?:/i.test(text)),
  peers: [
    {
      name: "amqplib connect, no socket",
      fn: (text) => {
        amqplibConnect(text, undefined, noop);
        return inertSocket.last;
      },
    },
  ],
  convert: (target) => toAmqplibOptions(target),
  convertName: "toAmqplibOptions",
});

const DSN_TEXTS = [...ALL, ...MORE_MSSQL];
console.log(
  `\ntoDsn(target, format), the target interpreted beforehand, on the URIs each accepts of both corpora and ${MORE_MSSQL.length} SQL Server URIs`,
);
// Fewer calls per round than the other tables: toDsn takes tens of microseconds on some formats.
const DSN_ROUNDS = { rounds: 15, repeat: 200, warmup: 5000 };
const targets = DSN_TEXTS.map((text) => interpret(text));
const dsn = [];
for (const format of DSN_FORMATS) {
  const items = targets.filter((target) => {
    try {
      toDsn(target, format);
      return true;
    } catch {
      return false;
    }
  });
  if (items.length === 0) throw new Error(`toDsn ${format} accepts none of the URIs`);
  const [result] = measure([{ name: format, fn: (target) => toDsn(target, format) }], items, DSN_ROUNDS);
  dsn.push({ format, us: result.ns / 1000 });
  console.log(
    `  ${format.padEnd(10)}  ${(result.ns / 1000).toFixed(2).padStart(6)} us/call  on ${items.length} of ${DSN_TEXTS.length} URIs`,
  );
}

for (const { title, ours, peer, items } of perUri) {
  reportPerItem(`Per URI, ${title}`, ours, peer, items, { rounds: 7, repeat: 2000, warmup: 5000 });
}

const ratios = [
  ["interpret + toPgConfig / pg-connection-string", pgRatio],
  ["interpret + toIoredisOptions / ioredis parseURL", redisRatio],
  ["interpret + toAmqplibOptions / amqplib connect", amqpRatio],
];
console.log("");
for (const [name, ratio] of ratios) console.log(`${name} = ${ratio.toFixed(2)} (target: at most 0.50)`);
const slowest = dsn.reduce((a, b) => (b.us > a.us ? b : a));
console.log(
  `slowest toDsn format: ${slowest.format}, ${slowest.us.toFixed(2)} us (target: under 2 us for every format)`,
);
process.exitCode = ratios.every(([, ratio]) => ratio <= 0.5) && dsn.every(({ us }) => us < 2) ? 0 : 1;

// interpret() against new URL() and the peer connection-string parsers, on realistic connection URIs, in
// one run. new URL() only splits a URI; interpret() parses, validates and interprets it (engine, default
// port, socket, typed query, TLS), so the comparison is generous to URL.
// Run: npm install && npm run bench:interpret   (in this directory, after building dburi in the parent)
import { ConnectionString } from "connection-string";
import { interpret, parseUri } from "dburi";
import MongoConnectionString from "mongodb-connection-string-url";
import { parse as parsePg } from "pg-connection-string";
import { CORPUS } from "./corpus.mjs";
import { measure, readTarget, report } from "./harness.mjs";

// pg-connection-string warns once about its sslmode aliases; the warning says nothing about speed.
process.removeAllListeners("warning");

const URL_NAME = "new URL()";
const url = { name: URL_NAME, fn: (text) => new URL(text) };
const ours = { name: "dburi interpret", fn: (text) => interpret(text) };

/** The URIs of the corpus that a peer accepts at all: it is timed on those only, as are we beside it. */
function accepted(fn, items) {
  return items.filter((text) => {
    try {
      fn(text);
      return true;
    } catch {
      return false;
    }
  });
}

// The floor under any interpreter built on parseUri: the parse, and every component a Target holds read
// (decoded) once, with nothing checked and no target built.
const HOST_LIST = { hostList: true };
const reads = {
  name: "parseUri + reads",
  fn: (text) => {
    const uri = parseUri(text, HOST_LIST);
    return [uri.scheme, uri.username, uri.password, uri.hosts, uri.path, uri.params, uri.fragment];
  },
};

// new URL() leaves its components to its getters; so does interpret() for a plain URI, whose target builds
// its record at the first field read (src/schemes/target-view.ts). These two rows read everything back
// from both, so that the work moved into getters shows.
const urlRead = {
  name: "new URL() + reads",
  fn: (text) => {
    const u = new URL(text);
    return [u.protocol, u.username, u.password, u.hostname, u.port, u.pathname, u.search, u.hash];
  },
};
const oursRead = { name: "dburi interpret + reads", fn: (text) => readTarget(interpret(text)) };

console.log(`node ${process.version}, ${CORPUS.length} URIs in the corpus`);
const whole = measure([url, ours, reads], CORPUS);
report("Whole corpus: interpret against new URL(), and the parse with its reads alone", whole, URL_NAME);
report(
  "Whole corpus, every field read back: interpret + reads against new URL() + reads",
  measure([urlRead, oursRead], CORPUS),
  urlRead.name,
);

// The database URIs (db: and the engine schemes), apart from the redis and amqp modules' URIs.
const databases = CORPUS.filter((text) => !/^(redis|rediss|amqp|amqps):/i.test(text));
report(
  `The ${databases.length} database URIs (db: and the engines)`,
  measure([url, ours], databases),
  URL_NAME,
);

const generic = { name: "connection-string", fn: (text) => new ConnectionString(text) };
const genericItems = accepted(generic.fn, CORPUS);
report(
  `The ${genericItems.length} URIs connection-string accepts`,
  measure([url, ours, generic], genericItems),
  URL_NAME,
);

const postgres = CORPUS.filter((text) => /^(postgres(ql)?|db:pg):/i.test(text));
const pg = { name: "pg-connection-string", fn: (text) => parsePg(text) };
report(`The ${postgres.length} PostgreSQL URIs`, measure([url, ours, pg], postgres), URL_NAME);

// The corpus has one MongoDB URI; these are the other shapes hosted MongoDB hands out.
const mongodb = [
  ...CORPUS.filter((text) => text.startsWith("mongodb")),
  "mongodb://app:s3cret@mongo-0.internal:27017,mongo-1.internal:27017/shop?replicaSet=rs0&authSource=admin",
  "mongodb+srv://app:s3cret@cluster0.ab1cd.mongodb.net/shop?retryWrites=true&w=majority",
];
const mongo = { name: "mongodb-connection-string-url", fn: (text) => new MongoConnectionString(text) };
// new URL() refuses host lists, so here the peer is the reference.
report(`${mongodb.length} MongoDB URIs`, measure([mongo, ours], mongodb), mongo.name);

console.log("\nPer URI: dburi interpret and new URL()");
for (const text of CORPUS) {
  const [u, o] = measure([url, ours], [text], { rounds: 7, repeat: 20000, warmup: 20000 });
  console.log(
    `  ${(o.ns / u.ns).toFixed(2).padStart(5)}x  ${o.ns.toFixed(0).padStart(5)} / ${u.ns.toFixed(0).padStart(5)} ns  ${text}`,
  );
}

const ratio = whole[1].ns / whole[0].ns;
console.log(`\ninterpret / new URL() = ${ratio.toFixed(2)} (target: at most 1.00)`);
process.exitCode = ratio <= 1 ? 0 : 1;

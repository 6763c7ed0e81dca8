// interpret() against new URL() and the peer connection-string parsers, on both corpora (corpus.mjs), in
// one run. new URL() only splits a URI; interpret() parses, validates and interprets it (engine, default
// port, socket, typed query, TLS), so the comparison is generous to URL.
// The plain corpus (CORPUS) is timed whole; of the realistic one (REALISTIC), new URL() refuses the host
// lists, the IPv6 zone ids and an empty host with credentials, so the comparison runs on the URIs it
// accepts, and interpret's time on the others is printed apart.
// Run: npm install && npm run bench:interpret   (in this directory, after building dburi in the parent)
import { ConnectionString } from "connection-string";
import { interpret, parseUri } from "dburi";
import MongoConnectionString from "mongodb-connection-string-url";
import { parse as parsePg } from "pg-connection-string";
import { CORPUS, REALISTIC } from "./corpus.mjs";
import { accepted, measure, readTarget, report, reportPerItem } from "./harness.mjs";

// pg-connection-string warns once about its sslmode aliases; the warning says nothing about speed.
process.removeAllListeners("warning");

const URL_NAME = "new URL()";
const url = { name: URL_NAME, fn: (text) => new URL(text) };
const ours = { name: "dburi interpret", fn: (text) => interpret(text) };

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
// its record at the first field read (src/schemes/target/target-view.ts). These two rows read everything
// back from both, so that the work moved into getters shows.
const urlRead = {
  name: "new URL() + reads",
  fn: (text) => {
    const u = new URL(text);
    return [u.protocol, u.username, u.password, u.hostname, u.port, u.pathname, u.search, u.hash];
  },
};
const oursRead = { name: "dburi interpret + reads", fn: (text) => readTarget(interpret(text)) };

/**
 * The whole-corpus tables of one corpus: interpret, parseUri + reads and new URL() on the URIs new URL()
 * accepts, then the same read back in full; interpret alone on the URIs new URL() refuses. Returns
 * interpret's ratio to new URL().
 */
function wholeCorpus(label, corpus) {
  const items = accepted(url.fn, corpus);
  const refused = corpus.filter((text) => !items.includes(text));
  const what =
    refused.length === 0
      ? `all ${corpus.length} URIs`
      : `the ${items.length} of ${corpus.length} URIs new URL() accepts`;
  const whole = measure([url, ours, reads], items);
  report(
    `${label}, ${what}: interpret against new URL(), and the parse with its reads alone`,
    whole,
    URL_NAME,
  );
  report(
    `${label}, ${what}, every field read back: interpret + reads against new URL() + reads`,
    measure([urlRead, oursRead], items),
    urlRead.name,
  );
  if (refused.length > 0) {
    report(
      `${label}, the ${refused.length} URIs new URL() refuses (host lists, IPv6 zone ids, credentials without a host): interpret alone`,
      measure([ours, oursRead, reads], refused),
      ours.name,
    );
  }
  return whole[1].ns / whole[0].ns;
}

/** The peer tables of one corpus, each on the URIs both the peer and new URL() accept. */
function peers(label, corpus) {
  // The database URIs (db: and the engine schemes), apart from the redis and amqp modules' URIs.
  const databases = accepted(
    url.fn,
    corpus.filter((text) => !/^(redis|rediss|unix|amqp|amqps):/i.test(text)),
  );
  report(
    `${label}: the ${databases.length} database URIs new URL() accepts (db: and the engines)`,
    measure([url, ours], databases),
    URL_NAME,
  );

  const generic = { name: "connection-string", fn: (text) => new ConnectionString(text) };
  const genericItems = accepted(url.fn, accepted(generic.fn, corpus));
  report(
    `${label}: the ${genericItems.length} URIs connection-string and new URL() accept`,
    measure([url, ours, generic], genericItems),
    URL_NAME,
  );

  // pg-connection-string reads sslrootcert/sslcert/sslkey files while parsing; the corpus's do not exist
  // here, so it refuses those URIs and they are left out.
  const pg = { name: "pg-connection-string", fn: (text) => parsePg(text) };
  const postgres = accepted(
    url.fn,
    accepted(
      pg.fn,
      corpus.filter((text) => /^(postgres(ql)?|db:pg):/i.test(text)),
    ),
  );
  report(
    `${label}: the ${postgres.length} PostgreSQL URIs pg-connection-string and new URL() accept`,
    measure([url, ours, pg], postgres),
    URL_NAME,
  );
}

console.log(`node ${process.version}, ${CORPUS.length} plain URIs, ${REALISTIC.length} realistic URIs`);
const plainRatio = wholeCorpus("Plain corpus", CORPUS);
const realisticRatio = wholeCorpus("Realistic corpus", REALISTIC);

peers("Plain corpus", CORPUS);
peers("Realistic corpus", REALISTIC);

// The MongoDB URIs of both corpora, and the plain corpus's former two extra shapes (a replica set and an
// SRV URI). new URL() refuses host lists, so here the peer is the reference.
const mongodb = [
  ...new Set([
    ...CORPUS.filter((text) => text.startsWith("mongodb")),
    "mongodb://app:s3cret@mongo-0.internal:27017,mongo-1.internal:27017/shop?replicaSet=rs0&authSource=admin",
    "mongodb+srv://app:s3cret@cluster0.ab1cd.mongodb.net/shop?retryWrites=true&w=majority",
    ...REALISTIC.filter((text) => text.startsWith("mongodb")),
  ]),
];
const mongo = { name: "mongodb-connection-string-url", fn: (text) => new MongoConnectionString(text) };
report(`${mongodb.length} MongoDB URIs`, measure([mongo, ours], mongodb), mongo.name);

reportPerItem("Per URI, plain corpus: dburi interpret and new URL()", ours, url, CORPUS);
reportPerItem("Per URI, realistic corpus: dburi interpret and new URL()", ours, url, REALISTIC);

console.log(`\ninterpret / new URL(), plain corpus     = ${plainRatio.toFixed(2)} (target: at most 1.00)`);
console.log(`interpret / new URL(), realistic corpus = ${realisticRatio.toFixed(2)} (target: at most 1.50)`);
process.exitCode = plainRatio <= 1 && realisticRatio <= 1.5 ? 0 : 1;

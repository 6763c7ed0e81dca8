// parseUri against new URL() and the peer URI parsers, on both corpora (corpus.mjs), in one run. parseUri
// validates and records offsets; decoding happens lazily in getters.
// Of the realistic corpus, new URL() refuses the host lists, the IPv6 zone ids and an empty host with
// credentials: the comparison runs on the URIs it accepts, and parseUri's time on the others (with
// `hostList`, as interpret parses them) is printed apart.
// Run: npm install && npm run bench   (in this directory, after building dburi in the parent)
import { parseUri } from "dburi";
import fastUri from "fast-uri";
import uriJs from "uri-js";
import UrlParse from "url-parse";
import { CORPUS, REALISTIC } from "./corpus.mjs";
import { accepted, measure, report, reportPerItem } from "./harness.mjs";

const URL_NAME = "new URL()";
const url = { name: URL_NAME, fn: (text) => new URL(text) };
const ours = { name: "dburi parseUri", fn: (text) => parseUri(text) };
const candidates = [
  url,
  ours,
  { name: "fast-uri parse", fn: (text) => fastUri.parse(text) },
  { name: "uri-js parse", fn: (text) => uriJs.parse(text) },
  { name: "url-parse", fn: (text) => new UrlParse(text) },
];

/** The whole-corpus table of one corpus, on the URIs new URL() accepts; returns parseUri's ratio to it. */
function wholeCorpus(label, corpus) {
  const items = accepted(url.fn, corpus);
  const refused = corpus.filter((text) => !items.includes(text));
  const what =
    refused.length === 0
      ? `all ${corpus.length} URIs`
      : `the ${items.length} of ${corpus.length} URIs new URL() accepts`;
  const results = measure(candidates, items);
  report(`${label}, ${what} (median of interleaved rounds)`, results, URL_NAME);
  if (refused.length > 0) {
    const hostList = { name: "dburi parseUri, hostList", fn: (text) => parseUri(text, { hostList: true }) };
    report(
      `${label}, the ${refused.length} URIs new URL() refuses`,
      measure([hostList], refused),
      hostList.name,
    );
  }
  return results[1].ns / results[0].ns;
}

console.log(`node ${process.version}, ${CORPUS.length} plain URIs, ${REALISTIC.length} realistic URIs`);
const plainRatio = wholeCorpus("Plain corpus", CORPUS);
const realisticRatio = wholeCorpus("Realistic corpus", REALISTIC);

reportPerItem("Per URI, plain corpus: dburi parseUri and new URL()", ours, url, CORPUS);
// parseUri without hostList refuses host lists, as new URL() does; those lines are left out.
reportPerItem(
  "Per URI, realistic corpus: dburi parseUri and new URL()",
  ours,
  url,
  accepted(ours.fn, REALISTIC),
);

console.log(`\nparseUri / new URL(), plain corpus     = ${plainRatio.toFixed(2)} (target: at most 0.50)`);
console.log(`parseUri / new URL(), realistic corpus = ${realisticRatio.toFixed(2)} (target: at most 0.50)`);
process.exitCode = plainRatio <= 0.5 && realisticRatio <= 0.5 ? 0 : 1;

// parseUri against new URL() and the peer URI parsers, on realistic connection URIs, in one run.
// Run: npm install && npm run bench   (in this directory, after building dburi in the parent)
import { parseUri } from "dburi";
import fastUri from "fast-uri";
import uriJs from "uri-js";
import UrlParse from "url-parse";
import { CORPUS } from "./corpus.mjs";
import { measure, report } from "./harness.mjs";

const URL_NAME = "new URL()";
const candidates = [
  { name: URL_NAME, fn: (text) => new URL(text) },
  { name: "dburi parseUri", fn: (text) => parseUri(text) },
  { name: "fast-uri parse", fn: (text) => fastUri.parse(text) },
  { name: "uri-js parse", fn: (text) => uriJs.parse(text) },
  { name: "url-parse", fn: (text) => new UrlParse(text) },
];

console.log(`node ${process.version}, ${CORPUS.length} URIs in the corpus`);
const results = measure(candidates, CORPUS);
report("Whole corpus (median of interleaved rounds)", results, URL_NAME);

console.log("\nPer URI: dburi parseUri and new URL()");
for (const text of CORPUS) {
  const [url, ours] = measure(candidates.slice(0, 2), [text], { rounds: 7, repeat: 20000, warmup: 20000 });
  console.log(
    `  ${(ours.ns / url.ns).toFixed(2).padStart(5)}x  ${ours.ns.toFixed(0).padStart(5)} / ${url.ns.toFixed(0).padStart(5)} ns  ${text}`,
  );
}

const ratio = results[1].ns / results[0].ns;
console.log(`\nparseUri / new URL() = ${ratio.toFixed(2)} (target: at most 0.60)`);
process.exitCode = ratio <= 0.6 ? 0 : 1;

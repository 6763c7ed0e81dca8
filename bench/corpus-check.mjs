// Checks the corpora against the build: every URI of corpus.mjs must be accepted by interpret. Prints each
// URI with its warnings' codes and whether new URL() accepts it; exits 1 when interpret refuses one.
// Run: node corpus-check.mjs   (in this directory, after building dburi in the parent)
import { interpret } from "dburi";
import { CORPUS, REALISTIC } from "./corpus.mjs";

let refused = 0;
for (const [name, corpus] of [
  ["plain", CORPUS],
  ["realistic", REALISTIC],
]) {
  console.log(`${name} corpus: ${corpus.length} URIs`);
  for (const text of corpus) {
    let url = "new URL() accepts";
    try {
      new URL(text);
    } catch {
      url = "new URL() refuses";
    }
    try {
      const codes = interpret(text).warnings.map((warning) => warning.code);
      console.log(`  ok       ${url}  ${text}${codes.length > 0 ? `  (warnings: ${codes.join(", ")})` : ""}`);
    } catch (error) {
      refused++;
      console.log(`  REFUSED  ${url}  ${text}  (${error.code}: ${error.message.split("\n")[0]})`);
    }
  }
}
process.exitCode = refused === 0 ? 0 : 1;

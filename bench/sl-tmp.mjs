import { parseUri } from "dburi";
import { CORPUS } from "./corpus.mjs";
import { measure, report } from "./harness.mjs";

const flat = CORPUS.map((t) => (t.startsWith("db:") ? t.slice(3) : t)).map((t) =>
  JSON.parse(JSON.stringify(t)),
);
const sliced = CORPUS.map((t) => (t.startsWith("db:") ? t.slice(3) : t));
const allSliced = CORPUS.map((t) => ("xyz" + t).slice(3));
report(
  "parse",
  measure(
    [
      { name: "url", fn: (t) => new URL(t) },
      { name: "parse flat", fn: (t) => parseUri(t) },
    ],
    flat,
  ),
  "url",
);
report(
  "parse",
  measure(
    [
      { name: "url", fn: (t) => new URL(t) },
      { name: "parse 2 sliced", fn: (t) => parseUri(t) },
    ],
    sliced,
  ),
  "url",
);
report(
  "parse",
  measure(
    [
      { name: "url", fn: (t) => new URL(t) },
      { name: "parse all sliced", fn: (t) => parseUri(t) },
    ],
    allSliced,
  ),
  "url",
);

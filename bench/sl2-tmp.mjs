import { interpret, parseUri } from "dburi";
import { CORPUS } from "./corpus.mjs";
import { measure, report } from "./harness.mjs";

const HL = { hostList: true };
const items = CORPUS.map((t) => {
  const n = t.startsWith("db:") ? t.slice(3) : t;
  return [n, /^(postgres|pg|mongo)/.test(n) ? HL : undefined];
});
const texts = CORPUS;
const m = new Map(items.map((x, i) => [CORPUS[i], x]));
report(
  "parse",
  measure(
    [
      { name: "url", fn: (t) => new URL(t) },
      { name: "parse no opts", fn: (t) => parseUri(m.get(t)[0]) },
      {
        name: "parse opts",
        fn: (t) => {
          const x = m.get(t);
          return parseUri(x[0], x[1]);
        },
      },
      { name: "interpret", fn: (t) => interpret(t) },
    ],
    texts,
  ),
  "url",
);

const { interpret } = await import(process.env.DIST ?? "/tmp/exp/dist/index.js");
import { CORPUS } from "./corpus.mjs";
globalThis.LAZY = process.argv[2] === "lazy";
const N = +process.argv[3] || 300000;
let x = 0;
for (let r = 0; r < N; r++) for (const t of CORPUS) x += interpret(t) ? 1 : 0;
console.log(x);

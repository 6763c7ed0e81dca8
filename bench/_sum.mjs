import fs from "node:fs";
const p = JSON.parse(fs.readFileSync(process.argv[2]));
const self = new Map(); const byId = new Map(p.nodes.map(n => [n.id, n]));
const counts = new Map(); for (const s of p.samples) counts.set(s, (counts.get(s) ?? 0) + 1);
let total = 0;
for (const [id, c] of counts) { const n = byId.get(id); const k = `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.split("/").slice(-1)[0]}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + c); total += c; }
for (const [k, c] of [...self].sort((a, b) => b[1] - a[1]).slice(0, +process.argv[3] || 30)) console.log((100 * c / total).toFixed(1).padStart(5), k);

import { engineOf } from "../dist/schemes/engines.js";
import { registry } from "../dist/schemes/registry.js";

const names = ["postgresql","postgres","redis","rediss","amqp","amqps","mysql","mongodb","db","sqlite","pg"];
const defs = names.map(n => registry.get(n));
const shapes = [];
for (const d of defs) { let k = shapes.findIndex(s => %HaveSameMap(s, d)); if (k < 0) { shapes.push(d); k = shapes.length-1; } console.log("def", d.name, k, Object.keys(d).length); }
const rows = ["postgresql","mysql","mongodb","sqlite","mongodb+srv","cubrid"].map(engineOf);
const rs = [];
for (const d of rows) { let k = rs.findIndex(s => %HaveSameMap(s, d)); if (k < 0) { rs.push(d); k = rs.length-1; } console.log("row", d.canonical, k, Object.keys(d)); }

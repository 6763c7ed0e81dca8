// `sqlite://:memory:` and `duckdb://:memory:`: the in-memory database as xo/dburl writes it (its tests:
// `sq://:memory:?loc=auto`, `duckdb://:memory:`), which RFC 3986 reads as a host ":memory:" with more than
// one ":" (an unbracketed IPv6 address, refused). A file engine has no host, so the text after "//" can
// only be the database: it is read as `sqlite::memory:`, the db: proposal's in-memory form.

import { engineOf } from "../engines/engines.js";
import { Splice } from "./spliced.js";

const MEMORY = "//:memory:";

/**
 * The splice that reads `<file engine>://:memory:` (then the end, "?" or "#") as `<engine>::memory:`, or
 * undefined for any other text. `colon` is the index of the scheme's ":", `name` the engine it names.
 * @example
 * memorySplice("duckdb://:memory:", 6, "duckdb")?.equivalent; // "duckdb::memory:"
 * memorySplice("pg://:5432/db", 2, "pg"); // undefined
 */
export function memorySplice(text: string, colon: number, name: string): Splice | undefined {
  // The cheap test first: a ":" right after "//" is otherwise an empty host with a port.
  if (text.charCodeAt(colon + 3) !== 58 || !text.startsWith(MEMORY, colon + 1)) return undefined;
  const end = colon + 1 + MEMORY.length;
  if (end < text.length && text[end] !== "?" && text[end] !== "#") return undefined;
  if (engineOf(name)?.database !== "file") return undefined;
  return new Splice(text, colon + 1, colon + 3, "");
}

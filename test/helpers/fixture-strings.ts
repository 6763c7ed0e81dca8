// Every string the JSON fixtures hold that could be a URI: the corpus the property tests check beside
// their generated URIs.

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Every string with a ":" that a fixture file under test/fixtures holds anywhere. */
export function fixtureStrings(): string[] {
  const out = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === "string") {
      if (value.includes(":")) out.add(value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === "object") Object.values(value).forEach(walk);
  };
  const directory = new URL("../fixtures/", import.meta.url).pathname;
  for (const file of readdirSync(directory, { recursive: true }).map(String)) {
    if (file.endsWith(".json")) walk(JSON.parse(readFileSync(join(directory, file), "utf8")));
  }
  return [...out];
}

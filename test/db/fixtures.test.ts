// The data-driven interpretation fixtures: each file's cases (a URI and its fields, warnings or error).

import { describe, test } from "node:test";
import { type Case, checkCase, fixture } from "./check.ts";

const FILES = [
  "db-interpret.json",
  "db-invalid.json",
  "libpq-uris.json",
  "mysql-uris.json",
  "mongodb-uris.json",
  "instance-uris.json",
  "sqlite-uris.json",
  "other-forms.json",
];

for (const file of FILES) {
  const { cases } = await fixture<{ cases: Case[] }>(file);
  describe(file, () => {
    for (const c of cases) test(c.uri, () => void checkCase(c));
  });
}

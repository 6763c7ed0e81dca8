// Documentation is part of the feature: every value and every type the package exports carries TSDoc
// with an @example.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { test } from "node:test";
import * as api from "../src/index.ts";

const SRC = new URL("../src/", import.meta.url);

/** The doc comment that ends on the line above `lines[i]`, or null. */
function docAbove(lines: readonly string[], i: number): string | null {
  let j = i - 1;
  // A line comment between the doc and the declaration (a linter's suppression) is passed over.
  while (j > 0 && lines[j]?.trimStart().startsWith("//")) j--;
  if (!lines[j]?.trimEnd().endsWith("*/")) return null;
  while (j > 0 && !lines[j]?.trimStart().startsWith("/**")) j--;
  return lines.slice(j, i).join("\n");
}

/** The doc comment directly above each exported declaration, by name. */
function declarations(): Map<string, string | null> {
  const docs = new Map<string, string | null>();
  for (const file of readdirSync(SRC, { recursive: true }).map(String)) {
    if (!file.endsWith(".ts")) continue;
    const lines = readFileSync(new URL(file, SRC), "utf8").split("\n");
    lines.forEach((line, i) => {
      const match = /^export (?:async )?(?:function\*? |class |const |let )(\w+)/.exec(line);
      // An overloaded function is documented above its first signature.
      if (match?.[1] && !docs.get(match[1])) docs.set(match[1], docAbove(lines, i));
    });
  }
  return docs;
}

test("every exported value has TSDoc with an @example", () => {
  const docs = declarations();
  const missing = Object.keys(api)
    .filter((name) => !docs.get(name)?.includes("@example"))
    .map(
      (name) =>
        `${name}: ${docs.has(name) ? (docs.get(name) === null ? "no doc comment" : "no @example") : "declaration not found"}`,
    );
  assert.deepEqual(missing, []);
});

/** A top-level declaration: the file it is in (relative to src/), its name, whether it is a type, its doc. */
interface Declared {
  readonly file: string;
  readonly name: string;
  readonly isType: boolean;
  readonly doc: string | null;
}

const DECLARATION =
  /^(?:export )?(?:declare )?(?:async )?(?:abstract )?(function\*?|class|const|let|interface|type|enum) (\w+)/;
// `export * from "m";`
const STAR = /^export \* from "([^"]+)";/gm;
// `export { a, type B as C } from "m";`, `export type { D };`, `import { e, type F } from "m";`
const LIST = /^(export|import)(?: type)? \{([^}]*)\}(?: from "([^"]+)")?;/gm;

/** The names one module exports, each followed through re-exports and imports to its declaration. */
function exportsOf(file: string, seen = new Map<string, Map<string, Declared>>()): Map<string, Declared> {
  const known = seen.get(file);
  if (known) return known;
  const exported = new Map<string, Declared>();
  seen.set(file, exported);
  const text = readFileSync(new URL(file, SRC), "utf8");
  const lines = text.split("\n");
  const local = new Map<string, Declared>();
  lines.forEach((line, i) => {
    const [, keyword, name] = DECLARATION.exec(line) ?? [];
    if (!keyword || !name) return;
    const declared = {
      file,
      name,
      isType: keyword === "interface" || keyword === "type",
      doc: docAbove(lines, i),
    };
    local.set(name, declared);
    if (line.startsWith("export ")) exported.set(name, declared);
  });
  const moduleOf = (specifier: string) =>
    new URL(specifier.replace(/\.js$/, ".ts"), new URL(file, SRC)).href.slice(SRC.href.length);
  const lists = [...text.matchAll(LIST)].map(([, keyword, names = "", from]) => ({
    keyword,
    from: from === undefined ? undefined : moduleOf(from),
    names: names
      .split(",")
      .map((specifier) => specifier.trim().replace(/^type /, ""))
      .filter(Boolean)
      .map((specifier) => specifier.split(/\s+as\s+/) as [string, string?]),
  }));
  const imported = new Map<string, { from: string; name: string }>();
  for (const { keyword, from, names } of lists)
    if (keyword === "import" && from)
      for (const [name, alias = name] of names) imported.set(alias, { from, name });
  for (const { keyword, from, names } of lists) {
    if (keyword !== "export") continue;
    for (const [name, alias = name] of names) {
      const source = from ? { from, name } : imported.get(name);
      const declared = source ? exportsOf(source.from, seen).get(source.name) : local.get(name);
      assert.ok(declared, `src/${file}: cannot find the declaration of the export ${name}`);
      exported.set(alias, declared);
    }
  }
  for (const [, from = ""] of text.matchAll(STAR))
    for (const [name, declared] of exportsOf(moduleOf(from), seen))
      if (!exported.has(name)) exported.set(name, declared);
  return exported;
}

test("the public declarations are all found: every runtime export among them", () => {
  const found = exportsOf("index.ts");
  const values = [...found].filter(([, declared]) => !declared.isType).map(([name]) => name);
  assert.deepEqual(values.sort(), Object.keys(api).sort());
});

test("every exported type has TSDoc with an @example", () => {
  const undocumented = [...exportsOf("index.ts")]
    .filter(([, declared]) => declared.isType && !declared.doc?.includes("@example"))
    .map(
      ([name, { file, doc }]) => `src/${file}: ${name}: ${doc === null ? "no doc comment" : "no @example"}`,
    );
  assert.deepEqual(undocumented, []);
});

test("the README's scheme table is what the registry renders", async () => {
  // @ts-expect-error: a plain ES module without types
  const { END, START, renderSchemesTable } = await import("../scripts/readme-schemes.mjs");
  const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
  const block = readme.slice(readme.indexOf(START) + START.length, readme.indexOf(END)).trim();
  assert.equal(
    block,
    renderSchemesTable(api.listSchemes(api.registry)),
    "run: npm run build && node scripts/readme-schemes.mjs",
  );
});

test("README's per-driver table of parameters is what the catalogues render", async () => {
  // @ts-expect-error: a plain ES module without types
  const { END, START, renderFatesTable } = await import("../scripts/readme-fates.mjs");
  const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
  const block = readme.slice(readme.indexOf(START) + START.length, readme.indexOf(END)).trim();
  assert.equal(block, renderFatesTable(api), "run: npm run build && node scripts/readme-fates.mjs");
});

// The code examples of the documentation: every ```ts block of README.md and every @example of a TSDoc
// comment under src/, each made a compile unit that imports what it uses from the built package
// (test/examples.test.ts compiles them all with tsc).
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's root directory, with a trailing separator. */
export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
/** The built package. */
export const DIST = join(ROOT, "dist");

/** One example: a README code block or a TSDoc @example. */
export interface Example {
  /** Where it is written, from the root: `src/uri/uri.ts`, `README.md`. */
  readonly file: string;
  /** What it documents: `parseUri`, `Uri.withPort`; "" for a README block. */
  readonly symbol: string;
  /** Its code, line by line. */
  readonly code: readonly string[];
  /** The line (from 1) in `file` of each line of `code`. */
  readonly lines: readonly number[];
}

/** The TSDoc block tags: one ends the @example before it. */
const TAG = /(?<=^|\s)@(?:example|throws|internal|param|returns|remarks|see|deprecated|defaultValue)\b/g;
/** A declaration's keyword and name, at the start of a line. */
const DECLARATION =
  /^\s*(?:export\s+)?(?:declare\s+)?(?:default\s+)?(?:async\s+)?(?:abstract\s+)?(?:function\*?|class|const|let|var|interface|type|enum|namespace)\s+([\w$]+)/;
/** A class, interface or object literal member's name: `get host()`, `readonly port: number`, `"key": {`. */
const MEMBER =
  /^\s+(?:(?:public|private|protected|static|readonly|override|abstract|async|declare|get|set)\s+)*#?([\w$]+|"[^"]*")\??\s*[(:<=]/;

/** The name a doc comment documents: the declaration on the line after it, `Class.member` for a member. */
function symbolAt(lines: readonly string[], i: number): string {
  const line = lines[i] ?? "";
  const declared = DECLARATION.exec(line)?.[1];
  if (declared !== undefined && !/^\s/.test(line)) return declared;
  const member = MEMBER.exec(line)?.[1] ?? declared;
  if (member === undefined) return line.trim().slice(0, 40);
  for (let j = i - 1; j >= 0; j--) {
    const outer = lines[j] ?? "";
    if (/^\S/.test(outer) && !outer.startsWith("}")) {
      const container = DECLARATION.exec(outer)?.[1];
      return container === undefined ? member : `${container}.${member.replace(/^"|"$/g, "")}`;
    }
  }
  return member;
}

/** Every @example of the doc comments of one source file (`file` from the root, `text` its content). */
export function sourceExamples(file: string, text: string): Example[] {
  const lines = text.split("\n");
  const examples: Example[] = [];
  for (let i = 0; i < lines.length; i++) {
    const first = lines[i] ?? "";
    if (!first.trimStart().startsWith("/**")) continue;
    let end = i;
    while (end < lines.length && !(lines[end] ?? "").includes("*/", end === i ? first.indexOf("/**") + 3 : 0))
      end++;
    // The comment's text, line by line, without its "/**", " * " and "*/".
    const content: { text: string; line: number }[] = [];
    for (let k = i; k <= end && k < lines.length; k++) {
      let text = lines[k] ?? "";
      if (k === i) text = text.slice(text.indexOf("/**") + 3);
      else text = text.replace(/^\s*\*(?!\/) ?/, "");
      if (k === end) text = text.slice(0, text.lastIndexOf("*/"));
      content.push({ text: k === i ? text.trimStart() : text.trimEnd(), line: k + 1 });
    }
    // Cut at each tag; an @example runs from its tag to the next tag or the end of the comment.
    let current: { code: string[]; lines: number[] } | null = null;
    const close = () => {
      if (current === null) return;
      while (current.code.length > 0 && current.code.at(-1)?.trim() === "") {
        current.code.pop();
        current.lines.pop();
      }
      examples.push({ file, symbol: symbolAt(lines, end + 1), code: current.code, lines: current.lines });
      current = null;
    };
    for (const { text, line } of content) {
      let from = 0;
      for (const tag of text.matchAll(TAG)) {
        current?.code.push(text.slice(from, tag.index).trimEnd());
        current?.lines.push(line);
        close();
        from = tag.index + tag[0].length;
        if (tag[0] === "@example") {
          current = { code: [], lines: [] };
          from += /^ ?/.exec(text.slice(from))?.[0].length ?? 0;
        }
      }
      const rest = text.slice(from);
      if (current !== null && (current.code.length > 0 || rest.trim() !== "")) {
        current.code.push(from > 0 ? rest.trim() : rest);
        current.lines.push(line);
      }
    }
    close();
    i = end;
  }
  return examples;
}

/** Every ```ts (or ```typescript) block of a Markdown file. */
export function markdownExamples(file: string, text: string): Example[] {
  const lines = text.split("\n");
  const examples: Example[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/^```(?:ts|typescript)\s*$/.test(lines[i] ?? "")) continue;
    const start = i + 1;
    do i++;
    while (i < lines.length && !(lines[i] ?? "").startsWith("```"));
    const code = lines.slice(start, i);
    examples.push({ file, symbol: "", code, lines: code.map((_, k) => start + k + 1) });
  }
  return examples;
}

/** Every example: the README's blocks, then each source file's @examples, files in order. */
export function allExamples(): Example[] {
  const examples = markdownExamples("README.md", readFileSync(join(ROOT, "README.md"), "utf8"));
  const files = readdirSync(join(ROOT, "src"), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".ts"))
    .map((file) => `src/${file.split(sep).join("/")}`)
    .sort();
  for (const file of files) examples.push(...sourceExamples(file, readFileSync(join(ROOT, file), "utf8")));
  return examples;
}

/** An export of a module: whether it is a type only, and the .d.ts that declares it. */
export interface Exported {
  readonly isType: boolean;
  readonly origin: string;
}

const LOCAL =
  /^(export )?(?:declare )?(?:abstract )?(function|class|const|let|var|enum|namespace|interface|type) ([\w$]+)/gm;
const IMPORT_LIST = /^import (type )?\{([^}]*)\} from "([^"]+)";/gm;
const EXPORT_LIST = /^export (type )?\{([^}]*)\}(?: from "([^"]+)")?;/gm;
const EXPORT_STAR = /^export \* from "([^"]+)";/gm;

/** The specifiers of an import or export list: `a`, `type B`, `c as d`, each with its local name. */
function specifiers(list: string, allTypes: boolean): { name: string; alias: string; isType: boolean }[] {
  return list
    .split(",")
    .map((specifier) => specifier.trim())
    .filter(Boolean)
    .map((specifier) => {
      const isType = allTypes || specifier.startsWith("type ");
      const [name = "", alias = name] = specifier.replace(/^type /, "").split(/\s+as\s+/);
      return { name, alias, isType };
    });
}

/**
 * The exports of a declaration file that tsc wrote (absolute path), each followed through re-exports and
 * imports to the file that declares it.
 */
export function declarationExports(
  file: string,
  seen = new Map<string, Map<string, Exported>>(),
): Map<string, Exported> {
  const known = seen.get(file);
  if (known !== undefined) return known;
  const exported = new Map<string, Exported>();
  seen.set(file, exported);
  const text = readFileSync(file, "utf8");
  const resolve = (specifier: string) =>
    specifier.startsWith(".") ? join(dirname(file), specifier.replace(/\.js$/, ".d.ts")) : null;
  const from = (specifier: string, name: string): Exported | undefined => {
    const module = resolve(specifier);
    return module === null
      ? { isType: false, origin: specifier }
      : declarationExports(module, seen).get(name);
  };
  const local = new Map<string, Exported>();
  for (const [, isExported, keyword, name = ""] of text.matchAll(LOCAL)) {
    const declared = { isType: keyword === "interface" || keyword === "type", origin: file };
    // A class, function or const declared under the same name as a type is a value too.
    if (local.get(name)?.isType === false) continue;
    local.set(name, declared);
    if (isExported) exported.set(name, declared);
  }
  const imported = new Map<string, Exported>();
  for (const [, typeOnly, list = "", specifier = ""] of text.matchAll(IMPORT_LIST))
    for (const { name, alias, isType } of specifiers(list, typeOnly !== undefined)) {
      const source = from(specifier, name);
      if (source !== undefined)
        imported.set(alias, { isType: isType || source.isType, origin: source.origin });
    }
  for (const [, typeOnly, list = "", specifier] of text.matchAll(EXPORT_LIST))
    for (const { name, alias, isType } of specifiers(list, typeOnly !== undefined)) {
      const source =
        specifier === undefined ? (local.get(name) ?? imported.get(name)) : from(specifier, name);
      if (source === undefined) throw new Error(`${relative(ROOT, file)}: cannot follow the export ${name}`);
      exported.set(alias, { isType: isType || source.isType, origin: source.origin });
    }
  for (const [, specifier = ""] of text.matchAll(EXPORT_STAR)) {
    const module = resolve(specifier);
    if (module === null) continue;
    for (const [name, source] of declarationExports(module, seen))
      if (!exported.has(name)) exported.set(name, source);
  }
  return exported;
}

/** Names declared at the top level of an example, and those it imports: none of them is imported for it. */
function declaredNames(code: string): Set<string> {
  const names = new Set<string>();
  for (const [, name = ""] of code.matchAll(
    /^(?:export\s+)?(?:declare\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|interface|type|enum)\s+([\w$]+)/gm,
  ))
    names.add(name);
  for (const [, pattern = ""] of code.matchAll(/^(?:export\s+)?(?:const|let|var)\s*([{[][^=]*)=/gm))
    for (const [name] of pattern.matchAll(/[\w$]+/g)) names.add(name);
  for (const [, clause = ""] of code.matchAll(/^import\s+([\s\S]*?)\s+from\s+["']/gm))
    for (const [name] of clause.matchAll(/[\w$]+/g)) if (name !== "type" && name !== "as") names.add(name);
  return names;
}

/** An example as a module: its imports (`header` lines), its code, `export {};`. */
export interface CompileUnit {
  readonly text: string;
  readonly header: number;
}

/** An example's own source file, as its compile unit sees it. */
export interface OwnModule {
  /** The file's exports. */
  readonly exports: ReadonlyMap<string, Exported>;
  /** The specifier that imports the file's build from the unit. */
  readonly specifier: string;
  /** The specifier that imports, from the unit, the build of what `relative` names from the file. */
  readonly resolve: (relative: string) => string;
}

/**
 * The module that compiles an example: it imports every name the code uses and does not declare, from
 * "dburi" when the package exports it, else from the example's own file (`own`). A name the own file
 * declares under the name of another public export comes from the own file. An example in a source file
 * may import a module of src/ by the path the file itself would use (`./source.js`): the unit imports its
 * build.
 */
export function compileUnit(
  example: Example,
  publicExports: ReadonlyMap<string, Exported>,
  own?: OwnModule,
): CompileUnit {
  const code = example.code
    .join("\n")
    .replace(
      /(\bfrom\s+|\bimport\s*\(\s*)(["'])(\.\.?\/[^"']*)\2/g,
      (whole, before: string, quote: string, specifier: string) =>
        own === undefined ? whole : `${before}${quote}${own.resolve(specifier)}${quote}`,
    );
  const declared = declaredNames(code);
  const fromPackage: string[] = [];
  const fromOwn: string[] = [];
  // Every identifier but a property name after "." (a spread's "..." is no property access).
  const used = new Set(
    [...code.matchAll(/(?<![\w$])(?<!(?:^|[^.])\.)[A-Za-z_$][\w$]*/g)].map(([name]) => name),
  );
  for (const name of [...used].sort()) {
    if (declared.has(name)) continue;
    const mine = own?.exports.get(name);
    const shared = publicExports.get(name);
    if (mine !== undefined && shared?.origin !== mine.origin)
      fromOwn.push(mine.isType ? `type ${name}` : name);
    else if (shared !== undefined) fromPackage.push(shared.isType ? `type ${name}` : name);
  }
  const header: string[] = [];
  if (fromPackage.length > 0) header.push(`import { ${fromPackage.join(", ")} } from "dburi";`);
  if (fromOwn.length > 0 && own !== undefined)
    header.push(`import { ${fromOwn.join(", ")} } from ${JSON.stringify(own.specifier)};`);
  return { text: [...header, code, "export {};", ""].join("\n"), header: header.length };
}

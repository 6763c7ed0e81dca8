// DburiErrorCode lists exactly the codes src/ throws, and README.md's "Error codes" exactly those. The
// TypeScript checker finds the codes: every string literal or template string of src/ whose contextual
// type is a DburiErrorCode (a DburiError's or UriFault's code, a helper's code parameter, a table of
// codes) gives the literal types it has. Codes copied from another error add none, and warnings' codes,
// typed string, are not counted. The checker is TypeScript 7's API (typescript/unstable/sync), which
// runs the compiler in a process of its own.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";
import type { Node } from "typescript/unstable/ast";
import {
  isNoSubstitutionTemplateLiteral,
  isStringLiteral,
  isTemplateExpression,
  isTypeAliasDeclaration,
} from "typescript/unstable/ast/is";
import { API, type Type, TypeFlags } from "typescript/unstable/sync";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const CODES_FILE = `${ROOT}src/uri/error-codes.ts`;
const README = readFileSync(new URL("../../README.md", import.meta.url), "utf8");

/** What the checker found in src/. */
interface Scan {
  /** The members of DburiErrorCode. */
  readonly union: ReadonlySet<string>;
  /** Each code src/ gives as a DburiErrorCode, with the files that give it. */
  readonly used: ReadonlyMap<string, readonly string[]>;
  /** String literals in the place of a code that are no DburiErrorCode, with where they are. */
  readonly strays: readonly string[];
}

let api: API | undefined;
let scan: Scan;

/** The string literal types of a type (the members of a union), or null when it has another kind. */
function literalsOf(type: Type): string[] | null {
  if (type.isStringLiteralType()) return [type.value];
  if (type.isUnionType()) {
    const members = type.getTypes().map(literalsOf);
    return members.every((member) => member !== null) ? members.flat() : null;
  }
  return null;
}

before(() => {
  api = new API({ cwd: ROOT });
  const project = api.updateSnapshot({ openProjects: [`${ROOT}tsconfig.json`] }).getProjects()[0];
  assert.ok(project, "tsconfig.json opens as a project");
  const { program, checker } = project;
  const codesFile = program.getSourceFile(CODES_FILE);
  assert.ok(codesFile, "src/uri/error-codes.ts is part of the program");
  let codeType: Type | undefined;
  codesFile.forEachChild((node) => {
    if (isTypeAliasDeclaration(node) && node.name.text === "DburiErrorCode")
      codeType = checker.getTypeAtLocation(node.name);
  });
  assert.ok(codeType, "src/uri/error-codes.ts declares DburiErrorCode");
  const union = literalsOf(codeType);
  assert.ok(union, "DburiErrorCode is a union of string literals");
  const isCode = (type: Type | undefined): type is Type =>
    type !== undefined &&
    !(type.flags & (TypeFlags.Any | TypeFlags.Unknown | TypeFlags.Never)) &&
    checker.isTypeAssignableTo(type, codeType!);
  const used = new Map<string, string[]>();
  const strays: string[] = [];
  for (const name of program.getSourceFileNames()) {
    if (!name.startsWith(`${ROOT}src/`) || name === CODES_FILE) continue;
    const file = program.getSourceFile(name)!;
    const where = name.slice(ROOT.length);
    const visit = (node: Node): void => {
      const literal = isStringLiteral(node) || isNoSubstitutionTemplateLiteral(node);
      // A code is kebab-case; other literals need not be asked about.
      if ((literal && /^[a-z][a-z0-9-]*$/.test(node.text)) || isTemplateExpression(node)) {
        const context = checker.getContextualType(node);
        if (isCode(context && checker.getNonNullableType(context))) {
          const type = checker.getTypeAtLocation(node);
          // A template string that is no code (`a ?? \`...\`` after a code) is not one; a literal is.
          if (isCode(type)) {
            for (const code of literalsOf(type) ?? []) used.set(code, [...(used.get(code) ?? []), where]);
          } else if (literal) strays.push(`${where}: "${node.text}"`);
        }
      }
      node.forEachChild(visit);
    };
    file.forEachChild(visit);
  }
  scan = { union: new Set(union), used, strays };
});

after(() => api?.close());

test("every code src/ throws is in DburiErrorCode", () => {
  assert.deepEqual(scan.strays, []);
  const missing = [...scan.used.keys()].filter((code) => !scan.union.has(code));
  assert.deepEqual(missing, [], `used but not in DburiErrorCode: ${missing.join(", ")}`);
});

test("every member of DburiErrorCode is thrown somewhere in src/", () => {
  const unused = [...scan.union].filter((code) => !scan.used.has(code));
  assert.deepEqual(unused, [], `in DburiErrorCode but never used: ${unused.join(", ")}`);
});

test("the template strings that build codes are found: the ambiguous-* codes of redis", () => {
  // Redis builds these in a template string; SQL Server's ?database= reading throws one as a literal.
  for (const code of ["ambiguous-database", "ambiguous-password", "ambiguous-username"])
    assert.ok(scan.used.get(code)?.includes("src/schemes/redis/sources.ts"), code);
});

test("DburiErrorCode lists its members in alphabetical order, one a line", () => {
  const listed = [...readFileSync(CODES_FILE, "utf8").matchAll(/^ {2}\| "([a-z0-9-]+)"/gm)].map(
    ([, code]) => code!,
  );
  assert.deepEqual(listed, [...scan.union].sort());
});

test("README.md's Error codes table lists exactly the members of DburiErrorCode, in order", () => {
  const start = README.indexOf("\n## Error codes\n");
  assert.ok(start >= 0, "README.md has a section '## Error codes'");
  const next = README.indexOf("\n## ", start + 1);
  const section = README.slice(start, next < 0 ? undefined : next);
  const rows = [...section.matchAll(/^\| `([a-z0-9-]+)` \|(.*)\|$/gm)];
  for (const [row, , meaning] of rows) assert.ok(meaning!.trim().length > 0, `no meaning given: ${row}`);
  assert.deepEqual(
    rows.map(([, code]) => code),
    [...scan.union].sort(),
  );
});

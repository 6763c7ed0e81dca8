// The @example blocks of src/uri run, and what their comments say is what they give: a line
// `expression; // value` (or an expression line followed by a `// value` line) checks that the expression
// equals the value, `// throws code` that it throws a DburiError with that code. Other lines run as they
// are; a comment that is no JavaScript value ("// passes") is only a remark. A block without a checked line
// is not run (it may need a server, or show a throw).
import assert from "node:assert/strict";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, test } from "node:test";
import { pathToFileURL } from "node:url";
import * as api from "../../src/index.ts";

const SRC = new URL("../../src/uri/", import.meta.url);

interface Example {
  readonly file: string;
  readonly line: number;
  readonly lines: readonly string[];
}

/** Every @example block of a source file, its lines without the comment's " * ". */
function examplesOf(file: string, source: string): Example[] {
  const examples: Example[] = [];
  const lines = source.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const at = lines[i]!.indexOf("@example");
    if (at < 0) continue;
    const block: string[] = [];
    const inline = lines[i]!.slice(at + "@example".length)
      .replace(/\*\/\s*$/, "")
      .trim();
    if (inline) block.push(inline);
    for (let j = i + 1; !lines[i]!.includes("*/") && j < lines.length; j++) {
      const text = lines[j]!.trim();
      if (text.startsWith("*/") || /^\* @\w/.test(text)) break;
      block.push(text.replace(/^\* ?/, "").replace(/\*\/$/, ""));
      if (text.endsWith("*/")) break;
    }
    examples.push({ file, line: i + 1, lines: block });
  }
  return examples;
}

/** The JavaScript value a comment states, or undefined when the comment is no value. */
function statedValue(comment: string): { value: unknown } | undefined {
  try {
    return { value: new Function(`return (${comment});`)() };
  } catch {
    return undefined;
  }
}

/** Whether `code` is one expression (so it can be checked), not a statement. */
function isExpression(code: string): boolean {
  if (/^(const|let|var|if|for|while|try|throw|return)\b/.test(code) || code.startsWith("{")) return false;
  try {
    new Function(`return (${code});`);
    return true;
  } catch {
    // TypeScript syntax (a type annotation) or a statement: leave it to run as written.
    return false;
  }
}

/** The example as TypeScript: checked lines call __check or __throws; returns the number of checks. */
function compile(example: Example): { code: string; checks: number } {
  const out: string[] = [];
  let checks = 0;
  for (const raw of example.lines) {
    // Every export of src/uri is in scope already: an example's own imports of them are left out.
    if (/^import\s/.test(raw.trim())) continue;
    const comment = raw.indexOf("// ");
    const code = (comment < 0 ? raw : raw.slice(0, comment)).trim().replace(/;$/, "");
    const remark = comment < 0 ? "" : raw.slice(comment + 3).trim();
    const thrown = /^throws ([a-z]+(?:-[a-z0-9]+)*)/.exec(remark);
    const stated = remark ? statedValue(remark) : undefined;
    if (code === "" && stated && out.length > 0) {
      // A value on its own line belongs to the expression on the line before.
      const previous = out.pop()!;
      const expression = previous.trim().replace(/;$/, "");
      if (!isExpression(expression))
        throw new Error(`${example.file}:${example.line}: no expression for ${raw}`);
      out.push(`__check(() => (${expression}), ${remark}, ${JSON.stringify(expression)});`);
      checks++;
    } else if (code !== "" && thrown && isExpression(code)) {
      out.push(`__throws(() => (${code}), ${JSON.stringify(thrown[1])}, ${JSON.stringify(code)});`);
      checks++;
    } else if (code !== "" && stated && isExpression(code)) {
      out.push(`__check(() => (${code}), ${remark}, ${JSON.stringify(code)});`);
      checks++;
    } else if (code !== "" && stated && /^\w+(\.\w+)*$/.test(code)) {
      // A member read inside a block (`error.index; // 19`), where the line is a statement.
      out.push(`__check(() => (${code}), ${remark}, ${JSON.stringify(code)});`);
      checks++;
    } else out.push(comment < 0 ? raw : raw.slice(0, comment));
  }
  return { code: out.join("\n"), checks };
}

const dir = mkdtempSync(join(tmpdir(), "dburi-examples-"));
after(() => rmSync(dir, { recursive: true, force: true }));

const files = readdirSync(SRC).filter((file) => file.endsWith(".ts"));
const examples = files.flatMap((file) => examplesOf(file, readFileSync(new URL(file, SRC), "utf8")));

describe("the @example lines of src/uri give what their comments say", () => {
  let checked = 0;
  for (const example of examples) {
    const { code, checks } = compile(example);
    if (checks === 0) continue;
    checked += checks;
    test(`${example.file}:${example.line}`, async () => {
      // Every export of the package and of the example's own module is in scope, as the example's
      // reader would expect.
      const modules = await Promise.all(files.map((file) => import(new URL(file, SRC).href)));
      const scope: Record<string, unknown> = Object.assign({}, ...modules, api);
      const names = Object.keys(scope).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
      const path = join(dir, `${example.file.replace(/\W/g, "-")}-${example.line}.ts`);
      writeFileSync(
        path,
        [
          `export function run(__scope: any, __check: any, __throws: any, console: any) {`,
          `  const { ${names.join(", ")} } = __scope;`,
          code,
          `}`,
        ].join("\n"),
      );
      const { run } = await import(pathToFileURL(path).href);
      let ran = 0;
      const check = (read: () => unknown, expected: unknown, source: string) => {
        ran++;
        assert.deepEqual(read(), expected, source);
      };
      const throws = (read: () => unknown, code: string, source: string) => {
        ran++;
        assert.throws(
          read,
          (error: unknown) => error instanceof api.DburiError && error.code === code,
          source,
        );
      };
      run(scope, check, throws, { error() {}, log() {} });
      assert.equal(ran, checks, "every checked line ran");
    });
  }
  test("the examples hold checked lines", () => {
    assert.ok(checked > 40, `${checked} checked lines`);
  });
});

// `dburi parse --diagram`: each component's span marked under the (redacted) URI, and for a db: URI the
// components of the URI it holds too.

import { registry, schemeOf } from "../schemes/index.js";
import { tryParseUri, type Uri } from "../uri/index.js";
import { mapIndex, type Span, secretSpans } from "../uri/redact.js";
import { offsetsOf } from "../uri/uri.js";
import { printable } from "./output.js";

/**
 * A component's name and its span [start, end) in the text.
 * @example
 * const port: ComponentSpan = ["port", 10, 14];
 */
export type ComponentSpan = [name: string, start: number, end: number];

/**
 * The URI a db: URI holds, parsed as its engine's scheme parses it, and where it starts in the text: the
 * db: proposal writes `db:` and then a URI of the engine (`db:pg://...`), its query and fragment
 * included. Null for any other URI, or when what follows `db:` does not parse.
 */
function nestedOf(uri: Uri): { readonly uri: Uri; readonly start: number } | null {
  if (uri.scheme?.toLowerCase() !== "db") return null;
  const start = offsetsOf(uri).pathStart;
  const text = uri.href.slice(start);
  const engine = schemeOf(text);
  const parsed = tryParseUri(text, engine === null ? undefined : registry.get(engine)?.parseOptions);
  return parsed.ok ? { uri: parsed.value, start } : null;
}

/**
 * The spans of each present, non-empty component of a URI, in the URI's own text; a db: URI's nested URI
 * is one span, followed by its own components (its scheme named `engine`), at any depth.
 * @example
 * componentSpans(parseUri("redis://h:6379/0")); // [["scheme", 0, 5], ["host", 8, 9], ["port", 10, 14], ["path", 14, 16]]
 */
export function componentSpans(uri: Uri): ComponentSpan[] {
  return spansAt(uri, { shift: 0, schemeName: "scheme" });
}

/** The component spans of a URI that starts at `shift` in the text, its scheme called `schemeName`. */
function spansAt(uri: Uri, at: { readonly shift: number; readonly schemeName: string }): ComponentSpan[] {
  const { shift } = at;
  const o = offsetsOf(uri);
  const length = uri.href.length;
  const spans: ComponentSpan[] = [];
  const add = (name: string, start: number, end: number) => {
    if (start >= 0 && end > start) spans.push([name, start + shift, end + shift]);
  };
  add(at.schemeName, 0, o.schemeEnd);
  const nested = nestedOf(uri);
  if (nested !== null) {
    add("nested URI", nested.start, length);
    return [...spans, ...spansAt(nested.uri, { shift: shift + nested.start, schemeName: "engine" })];
  }
  if (o.userinfoEnd >= 0) {
    add("username", o.authorityStart, o.passwordStart >= 0 ? o.passwordStart - 1 : o.userinfoEnd);
    if (o.passwordStart >= 0) add("password", o.passwordStart, o.userinfoEnd);
  }
  if (o.hostListEnd >= 0) add("hosts", o.hostStart, o.hostListEnd);
  else {
    add("host", o.hostStart, o.hostEnd);
    if (o.portStart >= 0) add("port", o.portStart, o.pathStart);
  }
  add("path", o.pathStart, o.pathEnd);
  if (o.queryStart >= 0) add("query", o.queryStart, o.fragmentStart >= 0 ? o.fragmentStart - 1 : length);
  if (o.fragmentStart >= 0) add("fragment", o.fragmentStart, length);
  return spans;
}

/**
 * The diagram: the URI on the first line, then one line per component with `^` under its span. The URI
 * is shown redacted unless `reveal`, and printable (a control character is one visible column).
 * @example
 * diagram(parseUri("redis://:pw@h:6379/0"), { reveal: false });
 */
export function diagram(uri: Uri, options: { readonly reveal: boolean }): string {
  const secrets: Span[] = options.reveal ? [] : secretSpans(uri.href);
  const shown = printable(options.reveal ? uri.href : String(uri));
  const lines = [shown];
  for (const [name, start, end] of componentSpans(uri)) {
    const from = mapIndex(start, secrets);
    const to = Math.max(from + 1, mapIndex(end, secrets));
    lines.push(`${" ".repeat(from)}${"^".repeat(to - from).padEnd(shown.length - from + 1)} ${name}`);
  }
  return lines.join("\n");
}

// Where each component of a URI stands in its text: what `dburi parse --diagram` draws and the playground
// page underlines. For a db: URI, the URI it holds is one span, followed by its own components.

import { tryParseUri, type Uri } from "../uri/index.js";
import { queryEnd } from "../uri/offsets.js";
import { mapIndex, type Span, secretSpans } from "../uri/redact.js";
import { offsetsOf } from "../uri/uri.js";
import { schemeOf } from "./interpret.js";
import { registry } from "./registry.js";

/**
 * A component's name and its span [start, end) in the text.
 * @example
 * const port: ComponentSpan = ["port", 10, 14];
 */
export type ComponentSpan = [name: string, start: number, end: number];

/**
 * Which text `componentSpans` counts in: the URI as written (`redacted: false`, the default), or the URI
 * as it is shown redacted (`redacted: true`: `String(uri)`, `redactUri(uri.href)`), where each `***`
 * shifts what follows it and a hidden value's span is its `***`.
 * @example
 * const options: ComponentSpansOptions = { redacted: true };
 */
export interface ComponentSpansOptions {
  readonly redacted?: boolean | undefined;
}

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
 * The spans of each present, non-empty component of a URI, in the URI's own text (or, with `redacted`,
 * in its redacted text); a db: URI's nested URI is one span, followed by its own components (its scheme
 * named `engine`), at any depth. An absent component has no span, and neither has an empty one: the
 * URI's components (`uri.password`: null or `""`) tell them apart.
 * @example
 * componentSpans(parseUri("redis://h:6379/0")); // [["scheme", 0, 5], ["host", 8, 9], ["port", 10, 14], ["path", 14, 16]]
 * componentSpans(parseUri("redis://:s3cret@h"), { redacted: true })[1]; // ["password", 9, 12]
 */
export function componentSpans(uri: Uri, options: ComponentSpansOptions = {}): ComponentSpan[] {
  const spans = spansAt(uri, { shift: 0, schemeName: "scheme" });
  if (options.redacted !== true) return spans;
  const secrets: Span[] = secretSpans(uri.href);
  return spans.map(([name, start, end]) => {
    const from = mapIndex(start, secrets);
    return [name, from, Math.max(from + 1, mapIndex(end, secrets))];
  });
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
  if (o.queryStart >= 0) add("query", o.queryStart, queryEnd(o, length));
  if (o.fragmentStart >= 0) add("fragment", o.fragmentStart, length);
  return spans;
}

// `dburi parse --diagram`: each component's span marked under the (redacted) URI, and for a db: URI the
// components of the URI it holds too. The spans are the library's (schemes/component-spans.ts), which the
// playground page underlines too.

import { componentSpans } from "../schemes/component-spans.js";
import type { Uri } from "../uri/index.js";
import { printable } from "./output.js";

/**
 * The diagram: the URI on the first line, then one line per component with `^` under its span. The URI
 * is shown redacted unless `reveal`, and printable (a control character is one visible column).
 * @example
 * diagram(parseUri("redis://:pw@h:6379/0"), { reveal: false });
 */
export function diagram(uri: Uri, options: { readonly reveal: boolean }): string {
  const shown = printable(options.reveal ? uri.href : String(uri));
  const lines = [shown];
  for (const [name, from, to] of componentSpans(uri, { redacted: !options.reveal })) {
    lines.push(`${" ".repeat(from)}${"^".repeat(to - from).padEnd(shown.length - from + 1)} ${name}`);
  }
  return lines.join("\n");
}

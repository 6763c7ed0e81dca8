// dburi normalize <uri>: RFC 3986 normalisation plus the scheme's own (default port dropped). A URI whose
// scheme dburi does not know gets the RFC 3986 syntax-based normalisation alone, and says so.

import { interpret, registry, schemeOf } from "../../schemes/index.js";
import { normalizeUri, redactUri, type Uri } from "../../uri/index.js";
import { oneUri } from "../input.js";
import { printable, printJson, sayResult, warn } from "../output.js";
import { parseCommandArgs } from "../usage.js";
import type { Command } from "./command.js";
import { reportFailure } from "./report.js";

/**
 * A normalized URI, and whether the scheme-based step (RFC 3986 §6.2.3) applied.
 * @example
 * const normalized: Normalized = { uri: "postgresql://db/app", schemeBased: true, note: null };
 */
export interface Normalized {
  readonly uri: string;
  /** False when the scheme is not one dburi knows: only the syntax-based step (§6.2.2) applied. */
  readonly schemeBased: boolean;
  /** Says what was not done, or null. */
  readonly note: string | null;
}

/**
 * RFC 3986 §6.2.2 normalization, then §6.2.3 scheme-based: an explicit port equal to the scheme's
 * default is dropped, and "." and ".." in the path are kept. A connection URI's path is not a hierarchy to
 * navigate: it holds a database name, a file path, a db-number or an amqp vhost, and "/.." names a
 * database called ".." (or, in a file path, whatever the file system makes of it), so removing
 * dot-segments would change what the URI connects to. A nested db: URI is normalized inside its db:
 * prefix. A scheme dburi does not know gets §6.2.2 only, dot-segment removal included.
 * @example
 * normalizeConnectionUri("PostgreSQL://DB:5432/app").uri; // "postgresql://db/app"
 * normalizeConnectionUri("HTTP://H:80/a/./b").uri; // "http://h:80/a/b"
 */
export function normalizeConnectionUri(text: string): Normalized {
  const written = schemeOf(text);
  if (written !== null && registry.get(written.toLowerCase()) === undefined) {
    return {
      uri: normalizeUri(text).href,
      schemeBased: false,
      note: `'${written.toLowerCase()}' is not a scheme dburi knows: only the RFC 3986 syntax-based normalization applied (§6.2.2: case, percent-encoding, dot-segments), no scheme-based step (§6.2.3: default port, the scheme's own rules)`,
    };
  }
  const target = interpret(text);
  const dropDefault = (uri: Uri) =>
    uri.port !== null && uri.port === target.defaultPort && uri.hosts.length === 1 ? uri.withPort(null) : uri;
  // RFC 3986 §6.2.3: the scheme decides. Every scheme dburi interprets reads its path as data (RabbitMQ
  // URI Specification: vhost = segment; libpq: the path is dbname; the db: proposal: a file path).
  const steps = { dotSegments: "keep" } as const;
  const normalized = dropDefault(normalizeUri(target.uri, steps)).href;
  const result = (uri: string): Normalized => ({ uri, schemeBased: true, note: null });
  if (target.uri.href === text) return result(normalized);
  // A nested URI (db:engine:...) ends the text; its prefix is a scheme, normalized to lowercase.
  if (!text.endsWith(target.uri.href)) return result(normalizeUri(text, steps).href);
  return result(text.slice(0, text.length - target.uri.href.length).toLowerCase() + normalized);
}

async function run(args: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {});
  const text = oneUri(positionals, values);
  const reveal = values.reveal === true;
  const json = values.json === true;
  let normalized: Normalized;
  try {
    normalized = normalizeConnectionUri(text);
  } catch (error) {
    return reportFailure(error, { json, shown: { text, reveal } });
  }
  const shown = reveal ? normalized.uri : redactUri(normalized.uri);
  if (json) printJson({ ...normalized, uri: shown });
  else {
    sayResult(shown);
    if (normalized.note) warn(`note: ${printable(normalized.note)}`);
  }
  return 0;
}

/**
 * `dburi normalize`.
 * @example
 * await normalizeCommand.run(["PostgreSQL://DB:5432/app"]); // prints postgresql://db/app
 */
export const normalizeCommand: Command = {
  name: "normalize",
  usage: `Usage: dburi normalize <uri | - | --env NAME> [--json] [--reveal]

Prints the URI normalized: scheme and host in lowercase, percent-encoding normalized (hex in uppercase,
unreserved characters decoded), an empty port and a port equal to the scheme's default dropped. Dot-segments
("." and "..") in the path are kept: a connection URI's path is a database name, file path or vhost, not a
hierarchy, so removing them would change what the URI connects to. Passwords show as *** unless
--reveal.

A URI whose scheme dburi does not know (http:, foo:) gets the RFC 3986 syntax-based steps only: nothing
is known of its default port or rules, and dot-segments are removed as RFC 3986 §5.2.4 says. A note on stderr says so (--json: schemeBased false, and the note).

Options:
  --json   print { uri, schemeBased, note }

Examples:
  dburi normalize 'PostgreSQL://App@DB.Example.com:5432/app'   # postgresql://App@db.example.com/app
  dburi normalize 'HTTP://Example.com:80/a/./b'                # http://example.com:80/a/b, with a note
  dburi normalize --env DATABASE_URL --reveal`,
  run,
};

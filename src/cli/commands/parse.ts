// dburi parse <uri>: every component and the interpretation.

import type { LibpqSource } from "../../connect/index.js";
import { schemeOf, tryInterpret } from "../../schemes/interpret.js";
import { detectFormat } from "../../schemes/pasted/shape.js";
import { registry } from "../../schemes/registry.js";
import { TARGET_FIELDS } from "../../schemes/target/target-fields.js";
import { type DburiError, parseUri, redactUri, repairUri, type Uri } from "../../uri/index.js";
import { diagram } from "../diagram.js";
import { fromOption } from "../from-option.js";
import { oneUri } from "../input.js";
import { paint, printable, printJson, say, table, warn } from "../output.js";
import { parseCommandArgs, UsageError } from "../usage.js";
import { componentsOf, shownUri, targetView } from "../view.js";
import type { Command } from "./command.js";
import { errorJson, printError, reportFailure } from "./report.js";

function interpretationRows(view: Record<string, unknown>): [string, unknown][] {
  const hosts = (view.hosts as { host: string; port: number | null; effectivePort: number | null }[]) ?? [];
  const rows: [string, unknown][] = [
    [
      "engine",
      view.engine === null
        ? null
        : `${view.engine}${view.canonicalEngine && view.canonicalEngine !== view.engine ? ` (canonical ${view.canonicalEngine})` : ""}${view.recognized ? "" : " (not recognized: parsed generically)"}`,
    ],
    [
      "hosts",
      hosts.length === 0
        ? null
        : hosts
            .map((h) => `${h.host.includes(":") ? `[${h.host}]` : h.host || '""'}:${h.effectivePort ?? "-"}`)
            .join(", "),
    ],
    ["port", view.port === null ? `${view.effectivePort ?? "-"} (default)` : view.port],
    ["socket", view.socket],
    ["user", view.user],
    ["password", view.password],
    ["database", view.database],
    ["tls", view.tls ? "yes" : "no"],
  ];
  for (const [key, value] of Object.entries(view)) {
    const empty = Array.isArray(value) && value.length === 0;
    if (!TARGET_FIELDS.has(key) && !empty) rows.push([key, value]);
  }
  if (Object.keys(view.options as object).length > 0) rows.push(["options", view.options]);
  return rows;
}

async function run(args: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    diagram: { type: "boolean" },
    from: { type: "string" },
    repair: { type: "boolean" },
    resolve: { type: "boolean" },
  });
  const json = values.json === true;
  if (json && values.diagram)
    throw new UsageError("--diagram draws for people and --json prints data: use one of them");
  const given = oneUri(positionals, values);
  const reveal = values.reveal === true;
  // A libpq, JDBC, ODBC, ADO.NET, DBI or Go MySQL string is shown as the URI it reads as.
  const format = fromOption(values.from) ?? detectFormat(given);
  let text = given;
  if (format !== "uri") {
    try {
      // The readers of the other formats (and the catalogues they read back through) are loaded for them.
      const { readConnectionString } = await import("../../convert/read/read.js");
      text = readConnectionString(given, { format }).href;
    } catch (error) {
      return reportFailure(error, {
        json,
        shown: { text: given, reveal },
        document: (e) => ({ uri: null, components: null, target: null, error: e }),
      });
    }
    if (!json) say(`read the ${format} string as the URI that says the same:`);
  } else if (values.repair === true) {
    // --repair: a URI whose only fault is raw characters, shown with them percent-encoded.
    const repaired = repairUri(given);
    text = repaired.uri;
    if (!json && repaired.changes.length > 0) {
      say(
        `repaired: ${repaired.changes.map((c) => `${c.written === "***" ? "a character" : `'${printable(c.written)}'`} of the ${c.component} as ${c.encoded}`).join(", ")}`,
      );
    }
  }
  // --resolve: the URI libpq would connect with, and where each of its keywords came from.
  let sources: readonly LibpqSource[] | undefined;
  if (values.resolve === true) {
    try {
      // The files and environment are read for --resolve alone (connect/postgres/resolve.ts).
      const { resolveLibpq } = await import("../../connect/postgres/resolve.js");
      const resolution = resolveLibpq(text);
      text = resolution.target.href;
      sources = resolution.sources;
      for (const finding of resolution.warnings) {
        warn(
          `warning: ${printable(finding.message)}; fix: ${printable(finding.fix ?? "")} [${finding.code}]`,
        );
      }
    } catch (error) {
      return reportFailure(error, {
        json,
        shown: { text, reveal },
        document: (e) => ({ uri: null, components: null, target: null, sources: null, error: e }),
      });
    }
    if (!json) say("resolved as libpq does (service file, PG* variables, defaults, password file):");
  }
  const written = schemeOf(text);
  let uri: Uri;
  try {
    uri = parseUri(text, written === null ? undefined : registry.get(written)?.parseOptions);
  } catch (error) {
    return reportFailure(error, {
      json,
      shown: { text, reveal },
      document: (e) => ({ uri: reveal ? text : redactUri(text), components: null, target: null, error: e }),
    });
  }
  const interpreted = tryInterpret(text);
  const error: DburiError | null = interpreted.ok ? null : interpreted.error;
  const view = interpreted.ok ? targetView(interpreted.value, { reveal }) : null;
  const shown = shownUri(uri, { reveal });
  if (json) {
    printJson({
      uri: shown.href,
      components: componentsOf(shown),
      target: view,
      ...(sources === undefined ? {} : { sources }),
      error: error && errorJson(error, { text, reveal }),
    });
  } else {
    if (values.diagram) say(`${diagram(uri, { reveal })}\n`);
    // The table lists `hosts` for a host list only: one host is the host and port rows already.
    const components = Object.entries(componentsOf(shown)).filter(
      ([key, value]) => key !== "hosts" || (Array.isArray(value) && value.length > 1),
    );
    say(table([["uri", shown.href], ...components]));
    if (view) {
      say(`\n${paint(process.stdout, "bold", "interpretation")}`);
      say(table(interpretationRows(view)));
      if (sources !== undefined) {
        say(`\n${paint(process.stdout, "bold", "sources")}`);
        say(
          table(
            sources.map((source) => [
              source.host === undefined ? source.keyword : `${source.keyword} (host ${source.host})`,
              source.where,
            ]),
          ),
        );
      }
      for (const finding of (view.warnings as { code: string; message: string; fix?: string }[]) ?? []) {
        const fix = finding.fix ? ` (${finding.fix})` : "";
        say(
          `${paint(process.stdout, "yellow", "warning")} ${finding.code}: ${printable(finding.message + fix)}`,
        );
      }
    }
  }
  if (error) {
    printError(error);
    return 1;
  }
  return 0;
}

/**
 * `dburi parse`.
 * @example
 * await parseCommand.run(["redis://:pw@h/0", "--json"]); // 0
 */
export const parseCommand: Command = {
  name: "parse",
  usage: `Usage: dburi parse <connection string | - | --env NAME> [--json] [--diagram] [--reveal]
                   [--from <format>] [--repair] [--resolve]

Prints every RFC 3986 component of the URI and its interpretation: engine, canonical engine, hosts,
effective port, database, TLS, typed parameters and warnings. Passwords and secret query values are shown
as *** unless --reveal. A libpq, JDBC, ODBC, ADO.NET, DBI or Go MySQL string is shown as the URI it reads
as (the format told by its shape, or named by --from).

Options:
  --json        print one JSON object: { uri, components, target, error } (also on failure)
  --from FMT    the input's format: uri, sqlalchemy, libpq, jdbc, odbc, ado, dbi or go-mysql
  --repair      percent-encode the raw characters that make the URI invalid (a space in the query, '@'
                or '/' in the password) and say which, instead of failing
  --resolve     PostgreSQL: fill in what the string leaves out as libpq does (the service file, the PG*
                environment variables, libpq's defaults, the password file), and list where each
                keyword came from (never its value); --json adds { sources: [{ keyword, from, where }] }
  --diagram     mark each component's span under the URI (and those of the URI a db: URI holds);
                not with --json
  --env NAME    read the URI from an environment variable, or from the file NAME_FILE names (keeps it
                out of shell history and ps)
  --reveal      show passwords and secret values
  -             read the URI from standard input (one line)

Examples:
  dburi parse 'postgresql://app:s3cret@db.example.com:5432/app?sslmode=require'
  dburi parse --env DATABASE_URL --diagram
  PGSERVICE=prod dburi parse 'postgresql:///shop' --resolve
  echo "$REDIS_URL" | dburi parse - --json`,
  run,
};

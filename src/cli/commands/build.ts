// dburi build: a URI from its parts, each encoded for its component, the password read from a variable, a
// file or standard input, never from an argument (which `ps` shows to every user of the machine and the
// shell keeps in its history).

import { readFileSync } from "node:fs";
import { type BuildHost, buildUri } from "../../convert/index.js";
import { redactUri } from "../../uri/index.js";
import { fromEnvironment, readFailure } from "../input.js";
import { printJson, sayResult } from "../output.js";
import { parseCommandArgs, plainOption, quote, UsageError } from "../usage.js";
import type { Command } from "./command.js";
import { reportFailure } from "./report.js";

const OPTIONS = {
  scheme: { type: "string" },
  host: { type: "string", multiple: true },
  port: { type: "string" },
  user: { type: "string" },
  database: { type: "string" },
  param: { type: "string", multiple: true },
  password: { type: "string" },
  "password-env": { type: "string" },
  "password-file": { type: "string" },
  "password-stdin": { type: "boolean" },
} as const;

/** A port option's value: digits only, 0-65535. */
function portOf(text: string, option: string): number {
  if (!/^[0-9]{1,5}$/.test(text) || Number(text) > 65535) {
    throw new UsageError(`${option} takes a port number from 0 to 65535, not ${quote(text)}`);
  }
  return Number(text);
}

/**
 * A `--host` value: a name or address, `name:port`, `[IPv6]` or `[IPv6]:port`; an IPv6 address with a
 * port goes in brackets, as in a URI.
 * @example
 * hostOption("db1:5433"); // { host: "db1", port: 5433 }
 * hostOption("::1"); // { host: "::1" }
 */
export function hostOption(text: string): BuildHost {
  if (text.startsWith("[")) {
    const close = text.indexOf("]");
    if (close < 0) throw new UsageError(`--host ${quote(text)} opens '[' without closing it`);
    const rest = text.slice(close + 1);
    if (rest === "") return { host: text.slice(1, close) };
    if (!rest.startsWith(":")) throw new UsageError(`--host ${quote(text)}: only ':port' may follow ']'`);
    return { host: text.slice(1, close), port: portOf(rest.slice(1), "--host") };
  }
  const colon = text.indexOf(":");
  // More than one ':' is an IPv6 address without a port.
  if (colon < 0 || text.indexOf(":", colon + 1) >= 0) return { host: text };
  return { host: text.slice(0, colon), port: portOf(text.slice(colon + 1), "--host") };
}

/** `--param k=v`: the key up to the first '='. */
function paramOption(text: string): [string, string] {
  const equals = text.indexOf("=");
  if (equals <= 0) throw new UsageError(`--param takes key=value, not ${quote(text)}`);
  return [text.slice(0, equals), text.slice(equals + 1)];
}

/** The password from the one source given, its trailing line ending dropped (what echo and editors add). */
function passwordOf(values: {
  readonly "password-env"?: string | undefined;
  readonly "password-file"?: string | undefined;
  readonly "password-stdin"?: boolean | undefined;
}): string | null {
  const sources = [values["password-env"], values["password-file"], values["password-stdin"]].filter(
    (value) => value !== undefined && value !== false,
  );
  if (sources.length > 1) {
    throw new UsageError("give the password one way: --password-env, --password-file or --password-stdin");
  }
  const trimmed = (text: string) => text.replace(/\r?\n$/, "");
  if (values["password-env"] !== undefined) return fromEnvironment(values["password-env"]).text;
  const file = values["password-file"];
  if (file !== undefined) {
    try {
      return trimmed(readFileSync(file, "utf8"));
    } catch (error) {
      throw new UsageError(readFailure(file, error));
    }
  }
  if (values["password-stdin"] === true) {
    try {
      return trimmed(readFileSync(0, "utf8"));
    } catch {
      throw new UsageError("cannot read the password from standard input");
    }
  }
  return null;
}

async function run(args: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, OPTIONS);
  if (values.password !== undefined) {
    // Not echoed: the value is the password.
    throw new UsageError(
      "the password is never an argument (ps and the shell's history show arguments): use --password-env NAME, --password-file PATH or --password-stdin",
    );
  }
  if (positionals.length > 0) throw new UsageError("dburi build takes options only; see dburi build --help");
  if (values.env !== undefined) throw new UsageError("--env does not apply to build: use --password-env");
  const scheme = plainOption("--scheme", values.scheme);
  if (scheme === undefined) throw new UsageError("--scheme is required, e.g. --scheme postgresql");
  const hosts = (values.host ?? []).map(hostOption);
  const port = values.port === undefined ? undefined : portOf(values.port, "--port");
  if (port !== undefined && hosts.length !== 1) {
    throw new UsageError(
      hosts.length === 0 ? "--port needs a --host" : "with several --host, give each its port as host:port",
    );
  }
  if (port !== undefined && hosts[0]?.port != null)
    throw new UsageError("the port is given twice: in --host and --port");
  const reveal = values.reveal === true;
  const json = values.json === true;
  let uri: string;
  try {
    uri = buildUri({
      scheme,
      hosts:
        hosts.length === 0
          ? undefined
          : hosts.map((h, k) => (k === 0 && port !== undefined ? { ...h, port } : h)),
      user: values.user ?? null,
      password: passwordOf(values),
      database: values.database ?? null,
      params: (values.param ?? []).map(paramOption),
    });
  } catch (error) {
    return reportFailure(error, { json });
  }
  const shown = reveal ? uri : redactUri(uri);
  if (json) printJson({ uri: shown });
  else sayResult(shown);
  return 0;
}

/**
 * `dburi build`.
 * @example
 * await buildCommand.run(["--scheme", "redis", "--host", "cache", "--database", "2"]); // prints redis://cache/2
 */
export const buildCommand: Command = {
  name: "build",
  usage: `Usage: dburi build --scheme S [--host H ...] [--port N] [--user U] [--database D] [--param k=v ...]
                   [--password-env NAME | --password-file PATH | --password-stdin] [--json] [--reveal]

Prints a URI made of the parts given, each encoded for its component: a password with '@', '/', '#' or
'%' written so every reader gets it back, an IPv6 host in brackets, the database where the scheme reads
it (a Redis db-number, an AMQP vhost with its '/' encoded, a SQLite file path). The result is read back
as the scheme reads it, and must give the same parts. The password is never an argument: it comes from a
variable, a file or standard input. It shows as *** unless --reveal.

Options:
  --scheme S           postgresql, mysql, redis, rediss, amqp, amqps, mongodb, sqlite, db:pg, ...
  --host H             a host, host:port, [IPv6] or [IPv6]:port; give it again for a host list
  --port N             the port of the one host
  --user U, --database D, --param key=value (again for more)
  --password-env NAME  the password from a variable (or the file NAME_FILE names)
  --password-file PATH the password from a file (its trailing line ending dropped)
  --password-stdin     the password from standard input
  --json               print { uri }

Examples:
  DB_PASSWORD='p@ss/w#rd' dburi build --scheme postgresql --host db.example.com --user app \\
    --password-env DB_PASSWORD --database shop --param sslmode=require --reveal
  dburi build --scheme postgresql --host db1:5432 --host db2:5433 --database shop --param target_session_attrs=read-write
  dburi build --scheme amqps --host mq.example.com --user guest --database /`,
  run,
};

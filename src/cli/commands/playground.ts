// dburi playground [--port N] [--host ADDRESS] | --out DIR: serves the playground page (built into
// dist/playground/ from src/playground/) on the loopback interface, or writes it as a folder any static
// host can serve. The page makes no request beyond its own files: its Content-Security-Policy says so, and
// the server sends the same policy as a header.

import { cpSync, existsSync, readdirSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { isIP } from "node:net";
import { dirname, extname, join, normalize, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { say, warn } from "../output.js";
import { parseCommandArgs, plainOption, quote, UsageError } from "../usage.js";
import type { Command } from "./command.js";

/**
 * The policy the page states in its meta tag, with what only a header can say (`frame-ancestors`): scripts
 * and styles from its own folder, no connection, no form, no frame.
 * @example
 * PLAYGROUND_POLICY.includes("connect-src 'none'"); // true
 */
export const PLAYGROUND_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'none'; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
};

/**
 * The built page's folder: `playground/` in a folder above the module's own in the package (the command's
 * bundle is in dist/cli/commands/, the page in dist/playground/), or `dist/playground/` above the sources.
 */
function pageFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    for (const candidate of [join(dir, "playground"), join(dir, "dist", "playground")]) {
      if (existsSync(join(candidate, "index.html"))) return candidate;
    }
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  throw new UsageError("the playground page is not built: run npm run build (it writes dist/playground/)");
}

/** Whether a host is a loopback address or `localhost`: the only places the playground listens. */
function isLoopback(host: string): boolean {
  if (host === "localhost" || host === "::1") return true;
  return isIP(host) === 4 && host.startsWith("127.");
}

/** --port: 0 (the default) lets the system pick a free port. */
function portOption(value: string | undefined): number {
  if (value === undefined) return 0;
  const port = Number(value);
  if (!/^[0-9]{1,5}$/.test(value) || port > 65535)
    throw new UsageError(
      `--port takes a port number from 0 to 65535 (0: any free port), not ${quote(value)}`,
    );
  return port;
}

/** Answers one request with a file of the page's folder, or 404; GET and HEAD only. */
async function answer(root: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const headers = {
    "content-security-policy": PLAYGROUND_POLICY,
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "cache-control": "no-cache",
  };
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.writeHead(405, { ...headers, allow: "GET, HEAD" }).end();
    return;
  }
  let path: string;
  try {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
    path = normalize(join(root, pathname.endsWith("/") ? `${pathname}index.html` : pathname));
  } catch {
    response.writeHead(400, headers).end();
    return;
  }
  const type = TYPES[extname(path)];
  if (!path.startsWith(root + sep) || type === undefined) {
    response.writeHead(404, headers).end();
    return;
  }
  let body: Buffer;
  try {
    body = await readFile(path);
  } catch {
    response.writeHead(404, headers).end();
    return;
  }
  response.writeHead(200, { ...headers, "content-type": type, "content-length": body.byteLength });
  response.end(request.method === "HEAD" ? undefined : body);
}

/** Serves the page until SIGINT or SIGTERM; resolves to the exit code. */
async function serve(root: string, host: string, port: number): Promise<number> {
  const server = createServer((request, response) => {
    answer(root, request, response).catch(() => response.destroy());
  });
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(port, host, done);
  }).catch((error: NodeJS.ErrnoException) => {
    throw new UsageError(
      error.code === "EADDRINUSE"
        ? `port ${port} is in use on ${host}: pick another with --port, or --port 0 for any free one`
        : `cannot listen on ${host}:${port} (${error.code ?? error.message})`,
    );
  });
  const address = server.address();
  const bound = typeof address === "object" && address !== null ? address.port : port;
  const shown = host.includes(":") ? `[${host}]` : host;
  say(`http://${shown}:${bound}/`);
  warn("dburi playground: serving the page on the loopback interface; Ctrl-C stops it.");
  await new Promise<void>((done) => {
    const stop = () => {
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      server.close(() => done());
      server.closeAllConnections();
    };
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  });
  return 0;
}

/** Writes the page into `out`, which must not exist or be empty. */
function write(root: string, out: string): number {
  const target = resolve(out);
  if (existsSync(target) && (!statSync(target).isDirectory() || readdirSync(target).length > 0))
    throw new UsageError(`--out ${quote(out)} exists and is not an empty folder: name a new one`);
  cpSync(root, target, { recursive: true });
  say(`wrote the playground to ${target}: serve that folder with any static host (index.html is the page)`);
  return 0;
}

async function run(args: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    port: { type: "string", short: "p" },
    host: { type: "string" },
    out: { type: "string" },
  });
  if (positionals.length > 0) throw new UsageError("the playground takes no URI: paste one into the page");
  if (values.json || values.reveal || values.env !== undefined)
    throw new UsageError("the playground takes --port, --host and --out only");
  const root = pageFolder();
  const out = plainOption("--out", values.out);
  if (out !== undefined) {
    if (values.port !== undefined || values.host !== undefined)
      throw new UsageError("--out writes the page and serves nothing: not with --port or --host");
    return write(root, out);
  }
  const host = plainOption("--host", values.host) ?? "127.0.0.1";
  if (!isLoopback(host)) {
    throw new UsageError(
      `--host ${quote(host)} is not a loopback address: the playground serves this machine only (127.0.0.1, ::1 or localhost); to publish the page, write it with --out and serve the folder`,
    );
  }
  return serve(root, host, portOption(values.port));
}

/**
 * `dburi playground`.
 * @example
 * await playgroundCommand.run(["--out", "playground-site"]); // 0
 */
export const playgroundCommand: Command = {
  name: "playground",
  usage: `Usage: dburi playground [--port N] [--host ADDRESS]
       dburi playground --out DIR

Serves the playground page on this machine and prints its address: paste a connection string and see its
components, what it means, every error and warning with its fix, and every conversion with what it
carries or drops. The page runs dburi in the browser and makes no request beyond its own files, so
nothing you paste leaves the machine. Secrets show as *** until you reveal them, and the page's share
link (#uri=...) carries the input with its secrets removed. Ctrl-C stops the server.

Options:
  --port N      the port to listen on; 0, the default, picks a free one
  --host ADDR   the loopback address to listen on: 127.0.0.1 (the default), ::1 or localhost; any other
                is refused (to publish the page, write it with --out)
  --out DIR     write the page as a folder (index.html, its scripts and styles) that any static host
                can serve, instead of serving it; DIR must not exist or be empty

Examples:
  dburi playground
  dburi playground --port 8080
  dburi playground --out site/playground`,
  run,
};

// What the browser tests share: Debian's chromium, which playwright-core drives headless, and a static
// server on 127.0.0.1 for the pages they open.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { extname, join, normalize, sep } from "node:path";
import { missing } from "./services.ts";

/** Debian's chromium (scripts/install-test-tools.sh installs it). */
export const CHROMIUM = "/usr/bin/chromium";

/** Whether chromium is there to run the browser tests; the reason to skip (or fail, in CI) when not. */
export const noChromium: false | string = existsSync(CHROMIUM)
  ? false
  : missing(
      "Chromium",
      `${CHROMIUM} is not installed (Debian's chromium package, which scripts/install-test-tools.sh installs)`,
    );

const TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
};

/**
 * Serves a folder's files on 127.0.0.1 at a port of the system's choosing, as any static host would:
 * `/` is its index.html, nothing outside the folder.
 */
export async function serveFolder(root: string): Promise<Server> {
  const server = createServer(async (request, response) => {
    const pathname = new URL(request.url ?? "/", "http://x").pathname;
    const path = normalize(join(root, decodeURIComponent(pathname === "/" ? "/index.html" : pathname)));
    try {
      if (!path.startsWith(root + sep)) throw new Error("outside the folder");
      const body = await readFile(path);
      response.writeHead(200, { "content-type": TYPES[extname(path)] ?? "application/octet-stream" });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

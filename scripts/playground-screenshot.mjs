#!/usr/bin/env node
// Renders the playground page in headless Chromium and writes docs/playground.png, the picture the
// README shows: `dburi playground` serves the built page (run `npm run build` first), the page reads an
// example string, and the screenshot covers the input, its components, its interpretation, its findings
// and the conversions.
// Usage: node scripts/playground-screenshot.mjs [out.png]   (needs Debian's chromium at /usr/bin/chromium)
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const OUT = process.argv[2] ?? `${ROOT}docs/playground.png`;
const EXAMPLE =
  "postgresql://app:s3cret@db-1,db-2:5433/shop?sslmode=verify-full&application_name=web&pool_timeout=5";

const server = spawn(process.execPath, [`${ROOT}dist/cli/main.cjs`, "playground", "--port", "0"], {
  stdio: ["ignore", "pipe", "inherit"],
});
const url = await new Promise((resolve, reject) => {
  let out = "";
  server.stdout.on("data", (chunk) => {
    out += chunk;
    if (out.includes("\n")) resolve(out.split("\n")[0]);
  });
  server.once("exit", (code) => reject(new Error(`dburi playground exited with ${code}`)));
});
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1500 }, colorScheme: "light" });
  await page.goto(url);
  await page.waitForSelector("html[data-ready]");
  await page.fill("#input", EXAMPLE);
  await page.waitForSelector('details[data-conversion="pg"]');
  await page.screenshot({ path: OUT, fullPage: false });
  console.log(`wrote ${OUT}`);
} finally {
  await browser.close();
  server.kill("SIGTERM");
}

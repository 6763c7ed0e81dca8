// TypeDoc's settings for the API reference in docs/api/. TypeDoc drives the compiler through its API,
// which the TypeScript the package builds with (7.x, native) does not have; this folder pins 5.9 for the
// docs build alone (package.json here). `npm run docs` at the root installs it and writes the reference.

import { existsSync } from "node:fs";

// The package's entry points, each documented as a module of the reference. `dburi/core` (src/core.ts)
// is not listed: it exports the same names less those of connect/ (test/package/exports.test.ts), and a
// second module would repeat every page. An entry a checkout lacks is left out.
const ENTRIES = ["../src/index.ts"];

/** @type {Partial<import("typedoc").TypeDocOptions & import("typedoc-plugin-markdown").PluginOptions>} */
export default {
  entryPoints: ENTRIES.filter((entry) => existsSync(new URL(entry, import.meta.url))),
  tsconfig: "../tsconfig.json",
  out: "api",
  plugin: ["typedoc-plugin-markdown"],
  readme: "none",
  // No "Defined in src/...:123" lines: they would change with every edit that moves a line, and the
  // reference is checked against the source (test/docs/api-reference.test.ts).
  disableSources: true,
  // The package is type-checked by its own compiler; TypeDoc needs only the declarations.
  skipErrorChecking: true,
  excludePrivate: true,
  excludeInternal: true,
  hidePageHeader: true,
  hideBreadcrumbs: true,
  useCodeBlocks: true,
  expandObjects: false,
  outputFileStrategy: "members",
  entryFileName: "README",
  sort: ["kind", "alphabetical"],
  validation: { notExported: false, invalidLink: false, rewrittenLink: false },
  logLevel: "Warn",
};
